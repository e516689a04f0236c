/**
 * Every number the Akari lesson states, computed by the solver when the site
 * is built (the lesson's MDX imports this module, so none of it ships to the
 * browser). Counts only: they are the same on every machine.
 *
 * The example boards are the files in content/examples/akari/ (their README
 * says where each comes from and what it shows).
 */
import { recorder } from '../../core/trace';
import { addPair } from '../../inequalities/by-hand';
import { inequalityFromJson, maxLhs } from '../../inequalities/inequality';
import { inequalityToKatex, rangeToKatex } from '../../inequalities/katex';
import type { AkariEvent, SumEvent } from '../../puzzles/akari/events';
import { parseAkari } from '../../puzzles/akari/format';
import { buildAkariModel, variableName, type AkariConstraint, type AkariModel } from '../../puzzles/akari/model';
import { clueOf, segments, type AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';
import { exampleText } from './files-node';
import { loopVersusSelective, LESSON_PAIR_CAP, measureBoards, neededTrial, summarise } from './collection';
import { firstChainSum, valuesBefore } from './chain-example';
import { firstStarWalk } from './star-walk';
import { hintAfterStar } from './after-star';
import { patternExamples } from './patterns';
import { firstForcing } from './first-forcing';
import { firstAtMostForcing } from './first-at-most';
import { smallExamples } from './small-examples';
import { selectiveSumCount, sumCountSentence } from './sum-count';


function puzzleOf(text: string): AkariPuzzle {
  const r = parseAkari(text);
  if (!r.ok) throw new Error(`lesson board does not parse: ${r.error.message}`);
  return r.puzzle;
}

const labelOf = (i: number) => `(${i + 1})`;

/** One constraint as the lesson quotes it: number, sentence, KaTeX, cells. */
function quote(model: AkariModel, c: AkariConstraint) {
  const i = model.constraints.indexOf(c);
  // texGe: multiplied by −1 where it reads as ≤, as it is added up (a star's figure shows both).
  return { index: i, label: labelOf(i), sentence: c.label, tex: inequalityToKatex(c.inequality, variableName(model)), texGe: inequalityToKatex(c.inequality, variableName(model), { form: 'ge' }), cells: [...c.inequality.vars] };
}

/** "row 2, columns 1 to 6": the cells of a row segment, in words. */
function rowSpan(model: AkariModel, vars: readonly number[]): string {
  const cols = vars.map((v) => model.variables[v].col + 1);
  return `row ${model.variables[vars[0]].row + 1}, columns ${Math.min(...cols)} to ${Math.max(...cols)}`;
}

/** How the board becomes inequalities, with one example of each kind. */
function modelFacts(puzzle: AkariPuzzle) {
  const model = buildAkariModel(puzzle);
  const name = variableName(model);
  const count = (kind: string) => model.constraints.filter((c) => c.kind === kind).length;
  const clues = puzzle.rows.join('').split('').filter((ch) => clueOf(ch) !== null).length;
  const seg = segments(puzzle);
  const allSegments = seg.rows.length + seg.cols.length;
  const longSegments = count('row') + count('col');
  // A clue with both halves, so the range form and its two halves can be shown side by side.
  const min = model.constraints.find((c) => c.kind === 'clue-min' && model.constraints.some((d) => d.kind === 'clue-max' && d.anchor.join() === c.anchor.join()))!;
  const max = model.constraints.find((d) => d.kind === 'clue-max' && d.anchor.join() === min.anchor.join())!;
  const k = min.inequality.rhs;
  const lit = model.constraints.filter((c) => c.kind === 'lit').reduce((a, b) => (b.inequality.vars.length > a.inequality.vars.length ? b : a));
  const litCell = model.variableOfCell[lit.anchor[0] * puzzle.width + lit.anchor[1]];
  const row = model.constraints.filter((c) => c.kind === 'row').reduce((a, b) => (b.inequality.vars.length > a.inequality.vars.length ? b : a));
  return {
    model,
    variables: model.variables.length,
    white: model.variables.length,
    clues,
    clueInequalities: count('clue-min') + count('clue-max'),
    clueHalvesLeftOut: 2 * clues - count('clue-min') - count('clue-max'),
    litCount: count('lit'),
    segmentCount: longSegments,
    segmentsLeftOut: allSegments - longSegments,
    total: model.constraints.length,
    clue: {
      k,
      cell: min.anchor,
      range: rangeToKatex(k, min.inequality.vars, k, name),
      min: quote(model, min),
      max: quote(model, max),
    },
    lit: {
      ...quote(model, lit),
      cellName: model.variables[litCell].name,
      cell: litCell,
      /** "row 2, column 2": where the cell is, said beside its name. */
      where: `row ${lit.anchor[0] + 1}, column ${lit.anchor[1] + 1}`,
      /** How many of the model's inequalities that cell's variable appears in. */
      appearances: model.constraints.filter((c) => c.inequality.vars.includes(litCell)).length,
    },
    // Where the row segment lies, in words: the lesson names it beside its cells, so no figure is needed to find them.
    row: { ...quote(model, row), where: rowSpan(model, row.inequality.vars) },
  };
}

/** After forcing on `puzzle`: how many pairs of given inequalities there are, and how many force anything. */
function pairsAfterForcing(puzzle: AkariPuzzle) {
  // Forcing alone, without the trials that finish the run: the values up to its stall.
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'force', { sink: rec.sink });
  const values: number[] = model.variables.map(() => -1);
  for (const e of rec.events) {
    if (e.kind === 'stall' || e.kind === 'trial') break;
    if (e.kind === 'deduce') for (const f of e.forced) values[f.variable] = f.value;
  }
  const ineqs = model.constraints.map((c) => c.inequality);
  let total = 0;
  let forcing = 0;
  for (let i = 0; i < ineqs.length; i++) {
    for (let j = i + 1; j < ineqs.length; j++) {
      total++;
      if (addPair(ineqs[i], ineqs[j], values).verdict.kind === 'forces') forcing++;
    }
  }
  // The open cells by name, so the text can say which they are where it counts them.
  const name = variableName(model);
  const openTex = values.flatMap((v, i) => (v === -1 ? [name(i)] : [])).join(', ');
  return { undecided: values.filter((v) => v === -1).length, openTex, total, forcing, values };
}

/** The first sum the selective method builds on `puzzle` that forces: its given summands and the result. */
export function firstUsefulSum(puzzle: AkariPuzzle) {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'selective', { sink: rec.sink });
  const name = variableName(model);
  const sums = new Map<number, SumEvent>();
  for (const e of rec.events) if (e.kind === 'sum') sums.set(e.id, e);
  const deduce = rec.events.find((e) => e.kind === 'deduce' && e.source === 'sum');
  if (!deduce || deduce.kind !== 'deduce') throw new Error('the selective method built no useful sum here');
  const leaves = (id: number): number[] => {
    const s = sums.get(id);
    return s ? [...leaves(s.parents[0]), ...leaves(s.parents[1])] : [id];
  };
  const parts = leaves(deduce.by).map((id) => quote(model, model.constraints[id]));
  const sumIneq = inequalityFromJson(deduce.inequality);
  // Where the parts' cells went in the sum: known ones were filled in, open ones absent from the sum cancelled.
  const before = valuesBefore(model, rec.events, rec.events.indexOf(deduce));
  const partCells = [...new Set(parts.flatMap((p) => p.cells))].sort((a, b) => a - b);
  // In a human's words: the ≥ part needs k of its cells; the target sees some of them through the ≤ parts.
  const target = deduce.forced[0].variable;
  const ge = model.constraints[parts[0].index].inequality;
  const blockedSet = new Set(parts.slice(1).flatMap((p) => p.cells).filter((v) => v !== target && ge.vars.includes(v)));
  const cellName = (v: number) => model.variables[v].name;
  return {
    parts,
    need: ge.rhs,
    blocked: [...blockedSet].map(cellName),
    rest: ge.vars.filter((v) => !blockedSet.has(v) && v !== target).map(cellName),
    additions: parts.length - 1,
    // Why each part after the base is in the sum: the base's cells it holds besides the target (they cancel there).
    kept: parts.slice(1).map((p) => ({ label: p.label, cancels: p.cells.filter((v) => v !== target && ge.vars.includes(v)).map(cellName) })),
    // In ≥ form, as the parts were added up, with the numbers of the slack test: M, b, M − b, and the cell's coefficient.
    sum: inequalityToKatex(sumIneq, name, { form: 'ge' }),
    max: maxLhs(sumIneq),
    rhs: sumIneq.rhs,
    slack: maxLhs(sumIneq) - sumIneq.rhs,
    coef: sumIneq.coefs[sumIneq.vars.indexOf(target)],
    forced: deduce.forced.map((f) => ({ name: model.variables[f.variable].name, value: f.value, variable: f.variable })),
    knownZero: partCells.filter((v) => before[v] === 0).map(cellName),
    knownOne: partCells.filter((v) => before[v] === 1).map(cellName),
    cancelled: partCells.filter((v) => before[v] === -1 && !sumIneq.vars.includes(v)).map(cellName),
  };
}

/** The first labelled trial the forcing-only run needs on `puzzle`. */
function firstTrial(puzzle: AkariPuzzle) {
  const rec = recorder<AkariEvent>();
  const { model, result } = runAkari(puzzle, 'force', { sink: rec.sink });
  const trial = rec.events.find((e) => e.kind === 'trial');
  if (!trial || trial.kind !== 'trial') throw new Error('expected a trial on this board');
  const conflict = trial.conflict < model.constraints.length ? labelOf(trial.conflict) : 'a sum';
  return {
    variable: model.variables[trial.variable].name,
    assumed: trial.assumed,
    concluded: trial.concluded,
    steps: trial.steps,
    conflict,
    conflictTex: inequalityToKatex(inequalityFromJson(trial.conflictInequality), variableName(model)),
    trials: Number(result.stats?.trials ?? 0),
  };
}

function computeFacts() {
  const text = { easy: exampleText('easy-7x7'), tricky: exampleText('tricky-7x7'), hard: exampleText('hard-7x7'), chain: exampleText('chain-4x4') };
  const easy = puzzleOf(text.easy);
  const tricky = puzzleOf(text.tricky);
  const hard = puzzleOf(text.hard);
  const chainBoard = puzzleOf(text.chain);
  const stats = (p: AkariPuzzle, method: 'force' | 'selective' | 'pairs') => runAkari(p, method).engine;
  const easyForce = stats(easy, 'force');
  const hardSelective = stats(hard, 'selective');
  const boards = measureBoards();
  const summary = summarise(boards);
  const measured = (p: AkariPuzzle) => {
    const b = boards.find((x) => x.grid === p.rows.join('\n'));
    if (!b?.pairs) throw new Error('lesson example is not among the measured Tatham boards');
    return b;
  };
  return {
    text,
    puzzles: { easy, tricky, hard, chain: chainBoard },
    model: modelFacts(tricky),
    small: smallExamples(),
    easy: { variables: easyForce.run.system.variableCount, deductions: easyForce.methodStats.deductions, settled: easyForce.methodOutcome === 'solved' },
    tricky: (() => {
      const star = firstUsefulSum(tricky);
      return { ...pairsAfterForcing(tricky), star, sumCount: sumCountSentence(selectiveSumCount(tricky)), afterStar: hintAfterStar(tricky, star.parts.map((p) => p.index)), starWalk: firstStarWalk(tricky), trial: firstTrial(tricky) };
    })(),
    /** The shortest chain sum the lesson shows, on a small board made for it (content/examples/akari/README.md). */
    smallChain: firstChainSum(chainBoard),
    hard: {
      forceUndecided: stats(hard, 'force').undecidedAfterMethod,
      /** The first chain sum on the hard board, worked out for the lesson. */
      chain: firstChainSum(hard),
      selective: { sums: hardSelective.methodStats.sumsBuilt, chainSums: hardSelective.methodStats.chainSums, chainLongest: hardSelective.methodStats.chainLongest, settled: hardSelective.methodOutcome === 'solved' },
    },
    // The forcing cards use the example board, as the rest of the main story does (one numbering to follow).
    patterns: patternExamples(tricky),
    /** The forcing rule on the example board: its first step, drawn on the main path. */
    firstForcing: firstForcing(tricky),
    /** The first ≤ inequality forcing crosses with, on the same board: the rule worked on an at-most inequality. */
    firstAtMost: firstAtMostForcing(tricky),
    /** The literal loop and the selective method on the two example boards (from the measured set). */
    onExamples: { easy: measured(easy), tricky: measured(tricky), hard: measured(hard) },
    cap: LESSON_PAIR_CAP,
    boards,
    summary,
    versus: loopVersusSelective(boards),
    /** Boards on which stars alone, or the full selective method, still needed a trial. */
    starsTrial: boards.filter((b) => neededTrial(b.stars)).map((b) => b.id),
    selectiveTrial: boards.filter((b) => neededTrial(b.selective)).map((b) => ({ id: b.id, size: `${b.width}×${b.height}`, trials: b.selective.trials })),
  };
}

let cached: ReturnType<typeof computeFacts> | null = null;

/** The lesson's numbers; computed on first use during the site build. */
export function lessonFacts() {
  cached ??= computeFacts();
  return cached;
}

export const fmt = (n: number) => n.toLocaleString('en-US');
