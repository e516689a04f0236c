/**
 * Replay: trace events → what the board view shows after them.
 * `applyAkari` changes a view in place; `values` is copied on clone, the
 * growing list of sums is a log (src/core/log.ts) that clones share.
 */
import { appendLog, emptyLog, type Log } from '../../core/log';
import type { Replay } from '../../core/player';
import type { InequalityJson } from '../../inequalities/inequality';
import type { AkariEvent, RoundEvent, SumEvent } from './events';
import { isWhite, LAMP, type AkariPuzzle } from './puzzle';
export type AkariStatus = 'working' | 'stalled' | 'solved' | 'unsolvable' | 'stopped';

export interface AkariView {
  /** Per variable (white cell in reading order): −1 unknown, 0 cross, 1 lamp. */
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
  status: AkariStatus;
  /** Why the run stalled or ended, in a sentence. */
  note: string | null;
  multiple: boolean;
}

export function initialAkariView(puzzle: AkariPuzzle): AkariView {
  let n = 0;
  for (const row of puzzle.rows) for (const ch of row) if (isWhite(ch)) n++;
  return {
    values: new Array(n).fill(-1),
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

function setValues(values: number[], settled: readonly { variable: number; value: number }[]): void {
  for (const s of settled) values[s.variable] = s.value;
}

export function applyAkari(view: AkariView, e: AkariEvent): void {
  if (e.depth === 0) {
    view.changed = [];
    view.trial = null;
  }
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
      view.note = `looking ahead from ${e.assumed === 1 ? 'a lamp' : 'no lamp'} on cell ${e.variable + 1}: ${e.inequalities.length} inequalities to add`;
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
      view.note = `search over ${e.undecided} undecided cells: ${e.solutions} solution(s)`;
      return;
    case 'solution': {
      const values: number[] = [];
      for (const row of e.rows) for (const ch of row) if (isWhite(ch)) values.push(ch === LAMP ? 1 : 0);
      view.changed = values.flatMap((v, i) => (view.values[i] === -1 ? [i] : []));
      view.values = values;
      view.status = 'solved';
      view.multiple = e.multiple;
      view.focus = null;
      return;
    }
    case 'end':
      view.status = e.status === 'unsolvable' ? 'unsolvable' : 'stopped';
      view.note = e.reason;
      view.focus = null;
      return;
  }
}

export const akariReplay: Replay<AkariPuzzle, AkariView, AkariEvent> = {
  initial: initialAkariView,
  apply: applyAkari,
  clone: (view) => ({
    ...view,
    values: view.values.slice(),
    trial: view.trial && { ...view.trial, hypothetical: view.trial.hypothetical.slice() },
  }),
};
