/**
 * The lesson's worked star: the first sum the selective method builds on a
 * board (the tricky example board's "star"), replayed one addition at a time
 * so a reader sees the rule the method follows. For the cell it settles, each
 * row gives the running sum's slack and the cell's coefficient, with the
 * values known at that moment filled in; each addition must bring the
 * coefficient closer to beating the slack, and the last one does. Every
 * number is recomputed from the board and checked against the engine's own
 * sum, so the page cannot show a star the solver did not build.
 */
import { recorder } from '../../core/trace';
import { forcedBy, substitute, UNKNOWN } from '../../inequalities/forcing';
import { addInequalities, inequalityFromJson, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import type { AkariEvent, SumEvent } from '../../puzzles/akari/events';
import { variableName } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';

export interface StarWalkRow {
  /** "(12)". */
  label: string;
  /** What the inequality says, in words. */
  sentence: string;
  /** Whether the model writes it as ≤ (multiplied by −1 before adding). */
  flipped: boolean;
  /** The part in ≥ form with the known cells filled in (KaTeX). */
  partTex: string;
  /** The running sum after adding this part (KaTeX), the cell's coefficient in it and its slack. */
  sumTex: string;
  coef: number;
  slack: number;
  /** Cells of the running sum that this part cancelled (names). */
  cancelled: string[];
  /** The part's cells (variables), for the board. */
  cells: number[];
}

export interface StarWalk {
  /** The cell the star settles, its name and the value it is pushed to. */
  target: { variable: number; name: string; value: 0 | 1 };
  rows: StarWalkRow[];
  /** The board's values when the star was built (−1 open). */
  values: number[];
}

/** The first sum the selective method builds on `puzzle` that forces, replayed addition by addition. */
export function firstStarWalk(puzzle: AkariPuzzle): StarWalk {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'selective', { sink: rec.sink });
  const name = variableName(model);
  const sums = new Map<number, SumEvent>();
  for (const e of rec.events) if (e.kind === 'sum') sums.set(e.id, e);
  const at = rec.events.findIndex((e) => e.kind === 'deduce' && e.source === 'sum');
  const deduce = rec.events[at];
  if (!deduce || deduce.kind !== 'deduce') throw new Error('the selective method built no useful sum here');
  const leaves = (id: number): number[] => {
    const s = sums.get(id);
    return s ? [...leaves(s.parents[0]), ...leaves(s.parents[1])] : [id];
  };
  const ids = leaves(deduce.by);
  const values = model.variables.map(() => UNKNOWN as number);
  for (const e of rec.events.slice(0, at)) if (e.kind === 'deduce') for (const f of e.forced) values[f.variable] = f.value;
  const target = deduce.forced[0];
  let running: Inequality = { vars: [], coefs: [], rhs: 0 };
  const rows = ids.map((id): StarWalkRow => {
    const c = model.constraints[id];
    const part = substitute(c.inequality, values);
    const before = new Set(running.vars);
    const next = addInequalities(running, part);
    const kept = new Set(next.vars);
    running = next;
    const out = forcedBy(running);
    if (out.contradiction) throw new Error('a star’s running sum cannot be a contradiction');
    const k = running.vars.indexOf(target.variable);
    return {
      label: `(${id + 1})`,
      sentence: c.label,
      flipped: c.inequality.coefs.every((x) => x < 0),
      // The ≥ form, as the parts are added (a ≤ part is shown multiplied by −1, as the figure says).
      partTex: inequalityToKatex(part, name, { form: 'ge' }),
      sumTex: inequalityToKatex(running, name, { form: 'ge' }),
      coef: k < 0 ? 0 : running.coefs[k],
      slack: out.slack,
      cancelled: part.vars.filter((v) => before.has(v) && !kept.has(v)).map((v) => model.variables[v].name),
      cells: [...c.inequality.vars],
    };
  });
  // The figure says every added part holds the cell with the sign that pushes it to the forced value.
  const push = target.value === 1 ? 1 : -1;
  for (const id of ids.slice(1)) {
    const q = model.constraints[id].inequality;
    const k = q.vars.indexOf(target.variable);
    if (k < 0 || Math.sign(q.coefs[k]) !== push) throw new Error(`star part (${id + 1}) does not push the cell towards ${target.value}`);
  }
  // The method adds a part only if the cell's coefficient gains on the slack; the figure says so of every row.
  for (let k = 1; k < rows.length; k++) {
    if (Math.abs(rows[k].coef) - rows[k].slack <= Math.abs(rows[k - 1].coef) - rows[k - 1].slack) throw new Error(`star addition ${rows[k].label} brings the cell no closer to being forced`);
  }
  const engine = inequalityFromJson(deduce.inequality);
  if (engine.vars.join() !== running.vars.join() || engine.coefs.join() !== running.coefs.join() || engine.rhs !== running.rhs) {
    throw new Error('the replayed star differs from the engine’s sum');
  }
  return { target: { variable: target.variable, name: model.variables[target.variable].name, value: target.value }, rows, values };
}
