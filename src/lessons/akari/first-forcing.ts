/**
 * The forcing rule on a real board, for the lesson's main path: the first
 * step of the solver's forcing run on the example board, where nothing is
 * known yet, so the inequality as written is the one that forces. Its
 * largest left side M, right side r, slack M − r and the cells it settles
 * are read from the same run the solver makes, so the sentence beside the
 * drawing cannot drift from what the solver did.
 */
import { recorder } from '../../core/trace';
import { forcedBy } from '../../inequalities/forcing';
import { maxLhs } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import type { AkariEvent } from '../../puzzles/akari/events';
import { variableName } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';

export interface FirstForcing {
  /** "(3)", as the lesson numbers the board's inequalities. */
  label: string;
  /** What the inequality says, in words ("clue 3 at row 1, column 4: …"). */
  sentence: string;
  tex: string;
  /** Largest left side, right side, slack = max − rhs. */
  max: number;
  rhs: number;
  slack: number;
  /** The cells it settles: name, coefficient, value. */
  forced: { variable: number; name: string; coefficient: number; value: 0 | 1 }[];
  /** The inequality's cells, and the board just after the step (−1 open). */
  cells: number[];
  values: number[];
}

export function firstForcing(puzzle: AkariPuzzle): FirstForcing {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'force', { sink: rec.sink });
  const first = rec.events.find((e) => e.kind === 'deduce' && e.source === 'given');
  if (!first || first.kind !== 'deduce') throw new Error('forcing takes no step on the example board');
  const c = model.constraints[first.by];
  const ineq = c.inequality;
  // The lesson's sentence reads a ≥ inequality with plus signs (a clue's "at least" half, a "lit" cell): say so if the board changes.
  if (ineq.coefs.some((k) => k < 0)) throw new Error('the first forcing step is no longer a ≥ inequality with plus signs');
  const out = forcedBy(ineq);
  if (out.contradiction) throw new Error('the first forcing step is a contradiction');
  const name = variableName(model);
  const values = model.variables.map(() => -1);
  for (const f of first.forced) values[f.variable] = f.value;
  // The run forces what the rule forces, nothing more and nothing less.
  if (out.forced.length !== first.forced.length) throw new Error('the rule and the run disagree on the first step');
  return {
    label: `(${first.by + 1})`,
    sentence: c.label,
    tex: inequalityToKatex(ineq, name),
    max: maxLhs(ineq),
    rhs: ineq.rhs,
    slack: out.slack,
    forced: out.forced.map((f) => ({ variable: f.variable, name: name(f.variable), coefficient: ineq.coefs[ineq.vars.indexOf(f.variable)], value: f.value })),
    cells: [...ineq.vars],
    values,
  };
}
