/**
 * Replay: trace events → what the board view shows after them. The engine's
 * events are the engine's replay (src/inequalities/replay.ts) in Akari's
 * words; the answer (the board with its lamps) and the end of a run are
 * Akari's own.
 */
import type { Replay } from '../../core/player';
import { applyAnswer, applyEngineEvent, applyRunEnd, cloneEngineView, initialEngineView, startStep, type EngineStatus, type EngineView } from '../../inequalities/replay';
import type { AkariEvent } from './events';
import { isWhite, LAMP, type AkariPuzzle } from './puzzle';
import { AKARI_WORDS } from './vocabulary';

export type AkariStatus = EngineStatus;

/** Values per variable (white cell in reading order): −1 unknown, 0 no lamp, 1 lamp. */
export type AkariView = EngineView;

export function initialAkariView(puzzle: AkariPuzzle): AkariView {
  let n = 0;
  for (const row of puzzle.rows) for (const ch of row) if (isWhite(ch)) n++;
  return initialEngineView(n);
}

export function applyAkari(view: AkariView, e: AkariEvent): void {
  startStep(view, e.depth);
  switch (e.kind) {
    case 'solution': {
      const values: number[] = [];
      for (const row of e.rows) for (const ch of row) if (isWhite(ch)) values.push(ch === LAMP ? 1 : 0);
      applyAnswer(view, values, e.multiple);
      return;
    }
    case 'end':
      applyRunEnd(view, e);
      return;
    default:
      applyEngineEvent(view, e, AKARI_WORDS);
  }
}

export const akariReplay: Replay<AkariPuzzle, AkariView, AkariEvent> = {
  initial: initialAkariView,
  apply: applyAkari,
  clone: cloneEngineView,
};
