/**
 * The lesson's worked sum of two inequalities, computed on a real board:
 * force one inequality at a time until nothing is forced (as the by-hand
 * mode's Hint does), take the first pair of inequalities whose sum forces
 * something, and give each of the two as the model writes it, with the
 * known values put in (reduced), their sum, what cancelled, and what the
 * sum forces. Every formula and word on the page is made here from the
 * model, so the text around it only names the parts.
 */
import { addPair } from '../../inequalities/by-hand';
import { forceByHand, initHand, openPairs } from '../../inequalities/hand-state';
import { inequalityToKatex, pairSumToKatex } from '../../inequalities/katex';
import { maxLhs, slackOf } from '../../inequalities/inequality';
import { inequalityLabel } from '../../inequalities/step-words';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { constraintKatex, constraintWords, variableName } from '../../puzzles/shakashaka/model/words';
import { shakashakaWords } from '../../puzzles/shakashaka/vocabulary';
import { handModel } from './hand-model';

export interface WorkedPart {
  /** "(12)", the inequality's number in the solver. */
  label: string;
  words: string;
  /** As the model writes it (x ≤ y + z). */
  written: string;
  /** The same inequality with every variable on the left, nothing put in: as the by-hand list shows it (HandList's form). */
  listed: string;
  /** In ≥ form with the known values put in. */
  reduced: string;
}

export interface WorkedSum {
  /** The board's values when single inequalities stall (−1 open), to draw it. */
  values: number[];
  /** The variables of the two inequalities, to mark on the board. */
  cells: number[];
  /** Steps of one inequality each before the stall. */
  forcingSteps: number;
  parts: [WorkedPart, WorkedPart];
  /** The two reduced rows, one under the other, and their sum (a KaTeX array). */
  sumKatex: string;
  /** The sum alone, in ≥ form. */
  sum: string;
  /** Its slack, and the variables that cancelled (by name, "◢ at (2,3)"). */
  slack: number;
  /** The numbers the sum's slack comes from, in ≥ form: its largest left side minus its right side. */
  sumMax: number;
  sumRhs: number;
  /**
   * The largest left side term by term, "−1·0 − 2·0": each variable at the value that makes its term largest (1 after
   * a plus, 0 after a minus). Readers asked where the largest left side came from.
   */
  sumMaxTerms: string;
  /** Whether every forced value is 0: the sum then rules states out but settles no cell by itself. */
  forcesOnlyZeros: boolean;
  cancelled: string[];
  /** What the sum forces, in words: "◢ at (2,3) = 0", and the largest size of a forced variable's coefficient in the sum. */
  forced: string[];
  coefficient: number;
  /** The values put in before adding, in words ("◥ at (3,3) = 0"): the known variables of the two inequalities. */
  known: string[];
  /**
   * Why each of those values is what it is, grouped by reason: the values (by name), the inequalities that forced
   * them, the rule those inequalities state in words (their words after the cell they are about, "its white side
   * would lie against the top edge of the board"), and the other variables of that inequality already known then.
   */
  knownWhy: { names: string[]; value: number; by: string[]; rule: string; given: string[] }[];
  /** The slack of each reduced part: why neither forced anything alone. */
  partSlacks: [number, number];
}

export function workedSum(model: ShakashakaModel): WorkedSum | null {
  const { state, steps } = forceByHand(initHand(handModel(model)));
  const name = variableName(model);
  const words = shakashakaWords(model.puzzle);
  for (const { picks, result } of openPairs(state)) {
    if (result.verdict.kind !== 'forces') continue;
    // `g<i>`: the model's constraint i (no kept sums exist yet).
    const ids = picks.map((p) => Number(p.id.slice(1))) as [number, number];
    const pair = addPair(model.constraints[ids[0]].inequality, model.constraints[ids[1]].inequality, state.values);
    if (pair.verdict.kind !== 'forces') continue;
    const part = (id: number, reduced: typeof pair.left): WorkedPart => ({
      label: inequalityLabel(id),
      words: constraintWords(model, id),
      written: constraintKatex(model, id),
      listed: inequalityToKatex(model.constraints[id].inequality, name),
      reduced: inequalityToKatex(reduced, name, { form: 'ge' }),
    });
    const knownVars = [...new Set(ids.flatMap((id) => model.constraints[id].inequality.vars))]
      .filter((v) => state.values[v] >= 0)
      .sort((x, y) => x - y);
    // The forcing step (0-based) that set each known variable, and the inequality it applied.
    const setBy = (v: number) => state.steps.findIndex((st) => st.kind === 'apply' && st.forced.some((f) => f.variable === v));
    const knownWhy: WorkedSum['knownWhy'] = [];
    for (const v of knownVars) {
      const at = setBy(v);
      const id = Number(state.steps[at].picks[0].slice(1));
      // "no ◢ at row 1, column 2: its white side …": the rule is what follows the cell the inequality is about.
      const said = constraintWords(model, id);
      const rule = said.slice(said.indexOf(': ') + 2);
      const given = model.constraints[id].inequality.vars
        .filter((w) => w !== v && setBy(w) >= 0 && setBy(w) < at)
        .map((w) => `${words.name(w)} = ${state.values[w]}`);
      const same = knownWhy.find((g) => g.rule === rule && g.value === state.values[v] && g.given.join() === given.join());
      if (same) {
        same.names.push(words.name(v));
        same.by.push(inequalityLabel(id));
      } else knownWhy.push({ names: [words.name(v)], value: state.values[v], by: [inequalityLabel(id)], rule, given });
    }
    return {
      values: [...state.values],
      cells: [...new Set([...pair.left.vars, ...pair.right.vars])],
      forcingSteps: steps,
      parts: [part(ids[0], pair.left), part(ids[1], pair.right)],
      sumKatex: pairSumToKatex(pair.left, pair.right, pair.sum, name),
      sum: inequalityToKatex(pair.sum, name, { form: 'ge' }),
      slack: pair.verdict.slack,
      sumMax: maxLhs(pair.sum),
      sumRhs: pair.sum.rhs,
      sumMaxTerms: largestTerms(pair.sum.coefs),
      forcesOnlyZeros: pair.verdict.forced.every((f) => f.value === 0),
      cancelled: pair.cancelled.map((v) => words.name(v)),
      forced: pair.verdict.forced.map((f) => `${words.name(f.variable)} = ${f.value}`),
      coefficient: Math.max(...pair.verdict.forced.map((f) => Math.abs(pair.sum.coefs[pair.sum.vars.indexOf(f.variable)]))),
      known: knownVars.map((v) => `${words.name(v)} = ${state.values[v]}`),
      partSlacks: [slackOf(pair.left), slackOf(pair.right)],
      knownWhy,
    };
  }
  return null;
}

/** "−1·0 − 2·0": each coefficient times the value that makes its term largest, signs written as the page writes them. */
export function largestTerms(coefs: readonly number[]): string {
  return coefs
    .map((c, i) => {
      const term = `${Math.abs(c)}·${c > 0 ? 1 : 0}`;
      if (i === 0) return c < 0 ? `−${term}` : term;
      return `${c < 0 ? '−' : '+'} ${term}`;
    })
    .join(' ');
}
