/**
 * Replay: trace events → what the board view shows after them. Values are
 * kept per variable (five per white cell); `cellStates` turns them into what
 * a cell shows: its state once decided, else the states still possible.
 * `applyShakashaka` changes a view in place; `values` is copied on clone, the
 * growing list of sums is a log (src/core/log.ts) that clones share.
 */
import { appendLog, emptyLog, type Log } from '../../core/log';
import type { Replay } from '../../core/player';
import type { InequalityJson } from '../../inequalities/inequality';
import type { SumEvent } from '../../inequalities/events';
import type { ShakashakaEvent } from './events';
import { isWhite, stateOf, type ShakashakaPuzzle } from './puzzle';

export type ShakashakaStatus = 'working' | 'stalled' | 'solved' | 'unsolvable' | 'stopped';

export interface ShakashakaView {
  /** Per variable (5·white-cell index + state): −1 unknown, 0 ruled out, 1 chosen. */
  values: number[];
  /** Variables settled by the current step, for highlighting. */
  changed: readonly number[];
  /** The inequality behind the current step (as it stood), and its id. */
  focus: { id: number; inequality: InequalityJson } | null;
  /** Sums explained so far (depth-1 `sum` events), in order. */
  sums: Log<SumEvent>;
  /** Open trial: the assumption and what was forced under it (hypothetical). */
  trial: { variable: number; assumed: 0 | 1; hypothetical: { variable: number; value: 0 | 1 }[] } | null;
  status: ShakashakaStatus;
  /** Why the run stalled or ended, or what the IP solver said, in a sentence. */
  note: string | null;
  multiple: boolean;
}

export function initialShakashakaView(puzzle: ShakashakaPuzzle): ShakashakaView {
  let n = 0;
  for (const row of puzzle.rows) for (const ch of row) if (isWhite(ch)) n++;
  return { values: new Array(5 * n).fill(-1), changed: [], focus: null, sums: emptyLog(), trial: null, status: 'working', note: null, multiple: false };
}

function setValues(values: number[], settled: readonly { variable: number; value: number }[]): void {
  for (const s of settled) values[s.variable] = s.value;
}

export function applyShakashaka(view: ShakashakaView, e: ShakashakaEvent): void {
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
      view.focus = null;
      return;
    case 'stall':
      view.status = 'stalled';
      view.note = e.reason;
      view.focus = null;
      return;
    case 'chain':
      view.focus = null;
      view.note = `looking ahead from ${e.assumed === 1 ? 'setting' : 'ruling out'} variable ${e.variable + 1}: ${e.inequalities.length} inequalities to add`;
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
    case 'search':
      view.focus = null;
      view.note = `search over ${e.undecided} undecided variables: ${e.solutions} solution(s)`;
      return;
    case 'mip':
      view.focus = null;
      view.note = `${e.solver} on ${e.variables} variables and ${e.rows} rows: ${e.status}${e.nodes ? ` after ${e.nodes} branch-and-bound nodes` : ''}`;
      return;
    case 'solution': {
      const values: number[] = [];
      for (const row of e.rows) {
        for (const ch of row) {
          const s = stateOf(ch);
          if (s === null) continue;
          for (let k = 0; k < 5; k++) values.push(k === s ? 1 : 0);
        }
      }
      view.changed = values.flatMap((_, i) => (view.values[i] === -1 ? [i] : []));
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

/**
 * What each white cell (in reading order) shows: its state (0–4) once a
 * variable of it is 1, else the list of states not yet ruled out.
 */
export function cellStates(view: ShakashakaView): (number | number[])[] {
  const out: (number | number[])[] = [];
  for (let k = 0; k < view.values.length; k += 5) {
    const open: number[] = [];
    let chosen = -1;
    for (let s = 0; s < 5; s++) {
      if (view.values[k + s] === 1) chosen = s;
      else if (view.values[k + s] === -1) open.push(s);
    }
    out.push(chosen >= 0 ? chosen : open);
  }
  return out;
}

export const shakashakaReplay: Replay<ShakashakaPuzzle, ShakashakaView, ShakashakaEvent> = {
  initial: initialShakashakaView,
  apply: applyShakashaka,
  clone: (view) => ({
    ...view,
    values: view.values.slice(),
    trial: view.trial && { ...view.trial, hypothetical: view.trial.hypothetical.slice() },
  }),
};
