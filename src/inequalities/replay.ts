/**
 * The engine's part of a replay: trace events → what a board view shows
 * after them (which values are known, what the current step settled, the
 * inequality behind it, an open trial's hypothetical values, the sums
 * explained so far). A genre's replay (src/puzzles/<genre>/replay.ts) adds
 * its own events (the answer, the end) on top. `applyEngineEvent` changes a
 * view in place; the growing list of sums is a log (src/core/log.ts) that
 * clones share, so a checkpoint costs the values array, not the history.
 */
import { appendLog, emptyLog, type Log } from '../core/log';
import type { EngineEvent, RoundEvent, SumEvent } from './events';
import { UNKNOWN } from './forcing';
import type { InequalityJson } from './inequality';
import type { EngineVocabulary } from './vocabulary';

export type EngineStatus = 'working' | 'stalled' | 'solved' | 'unsolvable' | 'stopped';

export interface EngineView {
  /** Per variable: UNKNOWN (−1), 0 or 1. */
  values: number[];
  /** Variables settled by the current step, for highlighting. */
  changed: readonly number[];
  /** The inequality behind the current step (as it stood), and its id. */
  focus: { id: number; inequality: InequalityJson } | null;
  /** Sums explained so far (depth-1 `sum` events), in order. */
  sums: Log<SumEvent>;
  /** Open trial: the assumption and what was forced under it (hypothetical). */
  trial: { variable: number; assumed: 0 | 1; hypothetical: { variable: number; value: 0 | 1 }[] } | null;
  /** Latest round of the pair loop or selective pass. */
  round: RoundEvent | null;
  status: EngineStatus;
  /** Why the run stalled or ended, in a sentence. */
  note: string | null;
  multiple: boolean;
}

export function initialEngineView(variableCount: number): EngineView {
  return {
    values: new Array(variableCount).fill(UNKNOWN),
    changed: [],
    focus: null,
    sums: emptyLog(),
    trial: null,
    round: null,
    status: 'working',
    note: null,
    multiple: false,
  };
}

/** A copy later `applyEngineEvent` calls on either side leave the other unchanged. */
export function cloneEngineView<V extends EngineView>(view: V): V {
  return {
    ...view,
    values: view.values.slice(),
    trial: view.trial && { ...view.trial, hypothetical: view.trial.hypothetical.slice() },
  };
}

/** A new whole step clears what only the previous step showed. */
export function startStep(view: EngineView, depth: number): void {
  if (depth !== 0) return;
  view.changed = [];
  view.trial = null;
}

function setValues(values: number[], settled: readonly { variable: number; value: number }[]): void {
  for (const s of settled) values[s.variable] = s.value;
}

/** Applies one engine event (call `startStep` first, for every event, the genre's too). */
export function applyEngineEvent(view: EngineView, e: EngineEvent, words: EngineVocabulary): void {
  switch (e.kind) {
    case 'deduce':
      setValues(view.values, e.forced);
      view.changed = e.forced.map((f) => f.variable);
      view.focus = { id: e.by, inequality: e.inequality };
      return;
    case 'sum':
      view.sums = appendLog(view.sums, e);
      return;
    case 'round':
      view.round = e;
      view.focus = null;
      return;
    case 'stall':
      view.status = 'stalled';
      view.note = e.reason;
      view.focus = null;
      return;
    case 'chain':
      view.focus = null;
      view.note = `looking ahead from ${words.valueWord(e.assumed)} on ${words.thing} ${e.variable + 1}: ${e.inequalities.length} inequalities to add`;
      return;
    case 'trial':
      setValues(view.values, [{ variable: e.variable, value: e.concluded }]);
      view.changed = [e.variable];
      view.focus = { id: e.conflict, inequality: e.conflictInequality };
      view.trial = { variable: e.variable, assumed: e.assumed, hypothetical: [] };
      return;
    case 'trial-step':
      view.trial?.hypothetical.push({ variable: e.variable, value: e.value });
      return;
    case 'contradiction':
      view.status = 'unsolvable';
      view.note = 'an inequality can no longer be satisfied';
      view.focus = { id: e.by, inequality: e.inequality };
      return;
    case 'search-node':
      return;
    case 'search':
      view.focus = null;
      view.note = `search over ${e.undecided} undecided ${words.things}: ${e.solutions} solution(s)`;
      return;
  }
}

/**
 * The end of a run of any genre on the engine: the answer arrives as the
 * values of the filled board (the variables it settles only now are flagged),
 * or the run ends without one.
 */
export function applyAnswer(view: EngineView, values: number[], multiple: boolean): void {
  view.changed = values.flatMap((_, i) => (view.values[i] === UNKNOWN ? [i] : []));
  view.values = values;
  view.status = 'solved';
  view.multiple = multiple;
  view.focus = null;
}

/** The run ended without an answer: no solution, or stopped (the reason is the view's note). */
export function applyRunEnd(view: EngineView, e: { status: 'unsolvable' | 'timeout' | 'cancelled'; reason: string }): void {
  view.status = e.status === 'unsolvable' ? 'unsolvable' : 'stopped';
  view.note = e.reason;
  view.focus = null;
}
