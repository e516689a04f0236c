/**
 * Replay: trace events → what the board view shows after them. The engine's
 * events are the engine's own replay (src/inequalities/replay.ts) in
 * Shakashaka's words (vocabulary.ts); the integer programming solver's step,
 * the answer and the end of a run are Shakashaka's. Values are kept per
 * variable (five per white cell); `cellStates` turns them into what a cell
 * shows: its state once decided, else the states still possible.
 */
import type { Replay } from '../../core/player';
import { UNKNOWN } from '../../inequalities/forcing';
import { applyAnswer, applyEngineEvent, applyRunEnd, cloneEngineView, initialEngineView, startStep, type EngineStatus, type EngineView } from '../../inequalities/replay';
import type { ShakashakaEvent } from './events';
import { isWhite, stateOf, type ShakashakaPuzzle } from './puzzle';
import { brokenRuleWords } from './rules';
import { SHAKASHAKA_VALUE_WORDS } from './vocabulary';

export type ShakashakaStatus = EngineStatus;

/** Per variable (5 · white-cell index + state): −1 unknown, 0 ruled out, 1 chosen. */
export type ShakashakaView = EngineView;

export function initialShakashakaView(puzzle: ShakashakaPuzzle): ShakashakaView {
  let n = 0;
  for (const row of puzzle.rows) for (const ch of row) if (isWhite(ch)) n++;
  return initialEngineView(5 * n);
}

export function applyShakashaka(view: ShakashakaView, e: ShakashakaEvent): void {
  startStep(view, e.depth);
  switch (e.kind) {
    case 'mip':
      view.focus = null;
      view.note = `${e.solver} on ${e.variables} variables and ${e.rows} lines of the model: ${e.status}${e.nodes ? ` after ${e.nodes} branch-and-bound nodes` : ''}`;
      return;
    case 'rejected':
      // The filling the model admitted and the rules reject, shown until the solver answers again.
      view.values = fillingValues(e.rows);
      view.changed = [];
      view.focus = null;
      view.note = `rejected by the rules: ${brokenRuleWords({ code: e.rule, message: e.message })}`;
      return;
    case 'solution':
      applyAnswer(view, fillingValues(e.rows), e.multiple);
      return;
    case 'end':
      applyRunEnd(view, e);
      return;
    default:
      applyEngineEvent(view, e, SHAKASHAKA_VALUE_WORDS);
  }
}

/** The variables of a filled board (a solution's rows): per white cell, 1 on its state and 0 on the other four. */
export function fillingValues(rows: readonly string[]): number[] {
  const values: number[] = [];
  for (const row of rows) {
    for (const ch of row) {
      const s = stateOf(ch);
      if (s === null) continue;
      for (let k = 0; k < 5; k++) values.push(k === s ? 1 : 0);
    }
  }
  return values;
}

/**
 * What each white cell (in reading order) shows: its state (0–4) once a
 * variable of it is 1, else the list of states not yet ruled out.
 */
export function cellStates(view: { values: readonly number[] }): (number | number[])[] {
  const out: (number | number[])[] = [];
  for (let k = 0; k < view.values.length; k += 5) {
    const open: number[] = [];
    let chosen = -1;
    for (let s = 0; s < 5; s++) {
      if (view.values[k + s] === 1) chosen = s;
      else if (view.values[k + s] === UNKNOWN) open.push(s);
    }
    out.push(chosen >= 0 ? chosen : open);
  }
  return out;
}

export const shakashakaReplay: Replay<ShakashakaPuzzle, ShakashakaView, ShakashakaEvent> = {
  initial: initialShakashakaView,
  apply: applyShakashaka,
  clone: cloneEngineView,
};
