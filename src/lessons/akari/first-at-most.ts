/**
 * Forcing on a ≤ inequality, for the lesson's main path: the first step of
 * the solver's forcing run on the example board in which an "at most"
 * inequality (a segment's at most one lamp, or else a clue's at-most half)
 * crosses cells out. The lesson works it in the order the solver does:
 * as written (≤), multiplied by −1 (≥ form), the known cells filled in, then
 * the slack. Every number is read from the same run and the same forcing
 * rule the solver uses, so the sentence cannot drift from what it did.
 */
import { recorder } from '../../core/trace';
import { forcedBy, substitute } from '../../inequalities/forcing';
import { maxLhs } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import type { AkariEvent } from '../../puzzles/akari/events';
import { variableName, type AkariConstraintKind } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import type { FirstForcing } from './first-forcing';
import { runAkari } from '../../puzzles/akari/solve-engine';

/** The worked step's fields as the "at least" example has them, numbers read in ≥ form with the known cells filled in, and more. */
export interface AtMostForcing extends FirstForcing {
  /** Multiplied by −1 (≥ form), before anything is filled in; `tex` is the inequality as written (≤). */
  texGe: string;
  /** The cells of it already known when the step came, with their values. */
  known: { name: string; value: 0 | 1 }[];
  /** The ≥ form with the known cells filled in (max, rhs and slack are its). */
  texNow: string;
  /**
   * How the filled-in form came about, as the by-hand tool says it: a known 1's term becomes a number and moves to the
   * right side (the ≥ form's right side `rhsGe` minus `moved`, the known 1s' coefficients, gives `rhs`); a known 0 drops out.
   */
  rhsGe: number;
  moved: number;
  /** 1-based place of the step in the forcing run, and the inequalities of the steps before it (they made the other marks). */
  step: number;
  earlier: string[];
  /** The same steps before it, each with what it says and what it set ("x_{3} = 0"), so the lesson can write them out. */
  earlierSteps: { label: string; sentence: string; set: string }[];
}

/** A segment's "at most one lamp" first: it is the lesson's picture of a lamp blocking its line. */
const PREFERRED: AkariConstraintKind[][] = [['row', 'col'], ['clue-max']];

export function firstAtMostForcing(puzzle: AkariPuzzle): AtMostForcing {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'force', { sink: rec.sink });
  const name = variableName(model);
  for (const kinds of PREFERRED) {
    const values = model.variables.map(() => -1);
    const earlier: string[] = [];
    const earlierSteps: AtMostForcing['earlierSteps'] = [];
    for (const e of rec.events) {
      // Only forcing's own run on the board's inequalities, up to its first stall.
      if (e.kind === 'stall' || e.kind === 'trial') break;
      if (e.kind !== 'deduce' || e.source !== 'given') continue;
      const c = model.constraints[e.by];
      const before = values.slice();
      for (const f of e.forced) values[f.variable] = f.value;
      if (!kinds.includes(c.kind) || !e.forced.every((f) => f.value === 0)) {
        earlier.push(`(${e.by + 1})`);
        earlierSteps.push({ label: `(${e.by + 1})`, sentence: c.label, set: e.forced.map((f) => `${name(f.variable)} = ${f.value}`).join(',\\ ') });
        continue;
      }
      const ineq = c.inequality;
      const now = substitute(ineq, before);
      const out = forcedBy(now);
      if (out.contradiction) throw new Error('an at-most step of the forcing run is a contradiction');
      // The run forces what the rule forces, nothing more and nothing less.
      if (out.forced.length !== e.forced.length) throw new Error('the rule and the run disagree on the at-most step');
      return {
        label: `(${e.by + 1})`,
        sentence: c.label,
        tex: inequalityToKatex(ineq, name, { form: 'le' }),
        texGe: inequalityToKatex(ineq, name, { form: 'ge' }),
        known: ineq.vars.filter((v) => before[v] !== -1).map((v) => ({ name: name(v), value: before[v] as 0 | 1 })),
        texNow: inequalityToKatex(now, name, { form: 'ge' }),
        rhsGe: ineq.rhs,
        moved: ineq.vars.reduce((sum, v, i) => sum + (before[v] === 1 ? ineq.coefs[i] : 0), 0),
        max: maxLhs(now),
        rhs: now.rhs,
        slack: out.slack,
        forced: out.forced.map((f) => ({ variable: f.variable, name: name(f.variable), coefficient: now.coefs[now.vars.indexOf(f.variable)], value: f.value })),
        cells: [...ineq.vars],
        values: values.slice(),
        step: earlier.length + 1,
        earlier,
        earlierSteps,
      };
    }
  }
  throw new Error('forcing crosses nothing out with an at-most inequality on the example board');
}
