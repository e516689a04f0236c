/**
 * Replay: trace events → what the board view shows after them. Pure: the
 * reducer copies what it changes, so the player's checkpoints stay valid.
 */
import type { InequalityJson } from '../../inequalities/inequality';
import type { AkariEvent, RoundEvent, SumEvent } from './events';
import { isWhite, LAMP, type AkariPuzzle } from './puzzle';

export type AkariStatus = 'working' | 'stalled' | 'solved' | 'unsolvable' | 'stopped';

export interface AkariView {
  /** Per variable (white cell in reading order): −1 unknown, 0 cross, 1 lamp. */
  values: readonly number[];
  /** Variables settled by the current step, for highlighting. */
  changed: readonly number[];
  /** The inequality behind the current step (as it stood), and its id. */
  focus: { id: number; inequality: InequalityJson } | null;
  /** Sums explained so far (depth-1 `sum` events), in order. */
  sums: readonly SumEvent[];
  /** Open trial: the assumption and what was forced under it (hypothetical). */
  trial: { variable: number; assumed: 0 | 1; hypothetical: readonly { variable: number; value: 0 | 1 }[] } | null;
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
    sums: [],
    trial: null,
    round: null,
    status: 'working',
    note: null,
    multiple: false,
  };
}

function setValues(values: readonly number[], settled: readonly { variable: number; value: number }[]): number[] {
  const next = values.slice();
  for (const s of settled) next[s.variable] = s.value;
  return next;
}

export function reduceAkariView(view: AkariView, e: AkariEvent): AkariView {
  const step = e.depth === 0 ? { ...view, changed: [], trial: null } : view;
  switch (e.kind) {
    case 'deduce':
      return {
        ...step,
        values: setValues(view.values, e.forced),
        changed: e.forced.map((f) => f.variable),
        focus: { id: e.by, inequality: e.inequality },
      };
    case 'sum':
      return { ...view, sums: [...view.sums, e] };
    case 'round':
      return { ...step, round: e, focus: null };
    case 'stall':
      return { ...step, status: 'stalled', note: e.reason, focus: null };
    case 'chain':
      return { ...step, focus: null, note: `looking ahead from ${e.assumed === 1 ? 'a lamp' : 'no lamp'} on cell ${e.variable + 1}: ${e.inequalities.length} inequalities to add` };
    case 'trial':
      return {
        ...step,
        values: setValues(view.values, [{ variable: e.variable, value: e.concluded }]),
        changed: [e.variable],
        focus: { id: e.conflict, inequality: e.conflictInequality },
        trial: { variable: e.variable, assumed: e.assumed, hypothetical: [] },
      };
    case 'trial-step':
      if (!view.trial) return view;
      return {
        ...view,
        trial: { ...view.trial, hypothetical: [...view.trial.hypothetical, { variable: e.variable, value: e.value }] },
      };
    case 'contradiction':
      return {
        ...step,
        status: 'unsolvable',
        note: 'an inequality can no longer be satisfied',
        focus: { id: e.by, inequality: e.inequality },
      };
    case 'search':
      return { ...step, focus: null, note: `search over ${e.undecided} undecided cells: ${e.solutions} solution(s)` };
    case 'solution': {
      const values: number[] = [];
      for (const row of e.rows) for (const ch of row) if (isWhite(ch)) values.push(ch === LAMP ? 1 : 0);
      const changed = values.flatMap((v, i) => (view.values[i] === -1 ? [i] : []));
      return { ...step, values, changed, status: 'solved', multiple: e.multiple, focus: null };
    }
    case 'end':
      return { ...step, status: e.status === 'unsolvable' ? 'unsolvable' : 'stopped', note: e.reason, focus: null };
  }
}
