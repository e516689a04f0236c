/**
 * Every number the Shakashaka lesson states, computed by the solvers when
 * the site is built (the lesson's MDX imports this module, so none of it
 * ships to the browser). No timings: those belong to one machine. The
 * results are computed once and kept, since several parts of the page ask.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recorder } from '../../core/trace';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import { counterexampleFacts, familyEFacts, publicBoardFacts, randomBoards, type CounterexampleFact, type FamilyEFacts, type PublicBoardFact } from '../../puzzles/shakashaka/facts';
import { VARIANT_NAMES, type Family, type ModelVariant } from '../../puzzles/shakashaka/model/families';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { shakashakaModel } from '../../puzzles/shakashaka/model';
import { constraintLabel } from '../../puzzles/shakashaka/model/words';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { readShakashakaRecords, type ShakashakaRecord } from '../../puzzles/shakashaka/records';
import { runSteps } from '../../puzzles/shakashaka/solve-steps';
import type { TrialEvent } from '../../inequalities/events';
import { trialChainProves } from '../../inequalities/step-words';
import { gradeShakashakaRun } from '../../puzzles/shakashaka/grade';
import { forceByHand, initHand, openPairs } from '../../inequalities/hand-state';
import { walkByHand } from '../../inequalities/hand-walk';
import { handModel } from './hand-model';
import { explainFrom } from '../../inequalities/next-step';
import { playBoard } from '../../inequalities/play-check';
import { shakashakaPlayModel } from '../../puzzles/shakashaka/play';
import { familyFigures } from './figures';
import { workedSum } from './worked-sum';
import { columnsByRows } from '../../puzzles/board-size';
import { lookAheadAndTrial, type LookAheadFact, type TrialFact } from './lookahead-trial';

/** Random boards enumerated completely for "does E matter?" (the benchmark runs more). */
export const RANDOM_BOARDS = 60;
/** Each public board, each variant: the steps method within this budget (every one needs far less). */
const PUBLIC_LIMIT_MS = 20_000;
/** Public boards up to this many cells are solved for the lesson; the benchmark takes all. */
const PUBLIC_MAX_CELLS = 400;

export const fmt = (n: number): string => n.toLocaleString('en-US');

function records(file: string): ShakashakaRecord[] {
  return readShakashakaRecords(readFileSync(join(process.cwd(), 'tests', 'data', 'shakashaka', `${file}.txt`), 'utf8'));
}

function exampleText(file: string): string {
  return readFileSync(join(process.cwd(), 'content', 'examples', 'shakashaka', file), 'utf8').trim();
}

function puzzleOf(text: string): ShakashakaPuzzle {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(`lesson board does not parse: ${r.error.message}`);
  return r.puzzle;
}

/** What the steps method did on a board: how the run went, in counts. */
export interface RunFacts {
  /** The engine grade's level (1–5), 0 when ungraded. */
  level: number;
  status: string;
  solution: ShakashakaSolution | null;
  steps: number;
  deductions: number;
  sums: number;
  chainSums: number;
  trials: number;
  /** Trials whose chain sum would have proved the value too (step-words.ts's trialChainProves). */
  trialsProvable: number;
  searchNodes: number;
  multiple: boolean;
  variables: number;
  rows: number;
  inequalities: number;
  /** "8 columns by 6 rows", as the lesson writes sizes. */
  size: string;
  /** The run's first look-ahead and first trial, when it has both (lookahead-trial.ts). */
  contrast: { lookAhead: LookAheadFact; trial: TrialFact } | null;
}

function runFacts(puzzle: ShakashakaPuzzle, model: ModelVariant = 'A-D+F'): RunFacts {
  const rec = recorder<ShakashakaEvent>();
  const run = runSteps(puzzle, { params: { model }, sink: rec.sink, budget: { limitMs: 60_000 } });
  const { result } = run;
  const s = result.stats;
  // The grade the solver below shows for this board (recorder keeps every event of these small boards).
  const grade = run.model && run.engine ? gradeShakashakaRun(puzzle, run.model.constraints.length, rec.events, run.engine.stats, run.engine.multiple) : null;
  return {
    level: grade?.level ?? 0,
    status: result.status,
    solution: result.solution ?? null,
    steps: rec.events.filter((e) => e.depth === 0).length,
    deductions: s.deductions ?? 0,
    sums: s.sumsBuilt ?? 0,
    chainSums: s.chainSums ?? 0,
    trials: s.trials ?? 0,
    trialsProvable: rec.events.filter((e): e is TrialEvent => e.kind === 'trial' && trialChainProves(e)).length,
    searchNodes: s.searchNodes ?? 0,
    multiple: s.multiple === 1,
    variables: s.variables,
    rows: s.constraints,
    inequalities: s.inequalities,
    size: columnsByRows(puzzle),
    contrast: lookAheadAndTrial(puzzle, rec.events),
  };
}

/** The model's size on a board, per variant: rows, inequalities (an equality's row is two) and terms; inequalities per family too. */
function sizeFacts(puzzle: ShakashakaPuzzle) {
  return Object.fromEntries(
    VARIANT_NAMES.map((v) => {
      const m = shakashakaModel(puzzle, v);
      const perFamily = {} as Record<Family, number>;
      // Counted as the engine sees the model: an equality a = b is two inequalities, a ≤ b and a ≥ b.
      for (const c of m.constraints) perFamily[c.family] = (perFamily[c.family] ?? 0) + 1;
      return [v, { variables: m.variables.length, rows: m.rows.length, inequalities: m.constraints.length, terms: m.terms, perFamily }];
    }),
  ) as Record<ModelVariant, { variables: number; rows: number; inequalities: number; terms: number; perFamily: Record<Family, number> }>;
}

/** A by-hand board: forcing one inequality at a time, as the Hint button does, until nothing forces. `what` follows its size in the label. */
function byHandFacts(id: string, what: string, text: string) {
  const puzzle = puzzleOf(text);
  const size = columnsByRows(puzzle);
  const label = `${size} (${what})`;
  const model = shakashakaModel(puzzle, 'A-D+F');
  const { state, steps } = forceByHand(initHand(handModel(model)));
  const undecided = state.values.filter((v) => v === -1).length;
  // After forcing stalls: how many pairs of the inequalities still open force something when added (the pairs the Hint searches).
  let pairs = 0;
  let forcingPairs = 0;
  let example: { first: string; second: string; firstWords: string; secondWords: string; forced: string[] } | null = null;
  if (undecided > 0) {
    for (const { picks, result } of openPairs(state)) {
      pairs++;
      if (result.verdict.kind !== 'forces') continue;
      forcingPairs++;
      example ??= { first: picks[0].label, second: picks[1].label, firstWords: picks[0].text, secondWords: picks[1].text, forced: result.verdict.forced.map((f) => `${f.variable}:${f.value}`) };
    }
  }
  // Hint and Apply in "Add two inequalities" mode to the end: how many single inequalities, sums of two and trials that takes.
  const walk = walkByHand(initHand(handModel(model)));
  if (!walk.finished) throw new Error(`by-hand board ${id}: Hint and Apply do not finish it`);
  const toEnd = { forcing: walk.forcing, pairs: walk.pairs, trials: walk.trials };
  // "Explain from here" of the play tool from the empty board: the same kinds of step, but it ranks the inequalities
  // (one that decides a whole cell first) where the by-hand Hint takes the first in list order, so its counts differ.
  const explained = explainFrom(playBoard(shakashakaPlayModel(puzzle)).finder, new Array<number>(model.variables.length).fill(-1));
  const kinds = explained.steps.map((s) => s.step.kind);
  const explain = { steps: kinds.length, forcing: kinds.filter((k) => k === 'one').length, pairs: kinds.filter((k) => k === 'pair').length, trials: kinds.filter((k) => k === 'trial').length };
  return { id, label, size, text, variables: model.variables.length, inequalities: model.constraints.length, forcingSteps: steps, undecided, pairs, forcingPairs, example, toEnd, explain };
}

/** The 5×5 by-hand board where forcing stalls: sums of two carry it on, and a few labelled trials finish it. */
const PAIR_BOARD = '.....\n01..1\n.....\n..2..\n.....';

function compute() {
  const [pz] = records('pzprjs');
  const cx = records('model-counterexample');
  const noClue = cx.find((r) => r.id === 'holed-diamond-8x6')!;
  const clue0 = cx.find((r) => r.id === 'holed-diamond-8x6-clue0')!;
  const counterexample = {
    noClue: counterexampleFacts(noClue.puzzle, noClue.solution!),
    clue0: counterexampleFacts(clue0.puzzle, clue0.solution!),
    brokenFLabels: [] as string[],
  };
  counterexample.brokenFLabels = counterexample.clue0.brokenF.map((b) => b.label);

  const publicRecords = ['pzprjs', 'saito', 'ppbench', 'demaine-artificial', 'noqx']
    .flatMap(records)
    .filter((r) => r.puzzle.width * r.puzzle.height <= PUBLIC_MAX_CELLS);
  const allPublic = readdirSync(join(process.cwd(), 'tests', 'data', 'shakashaka')).filter((f) => f.endsWith('.txt') && f !== 'model-counterexample.txt')
    .flatMap((f) => records(f.replace(/\.txt$/, ''))).length;
  const publicE: PublicBoardFact[] = publicBoardFacts(publicRecords.map((r) => ({ id: r.id, puzzle: r.puzzle })), PUBLIC_LIMIT_MS);
  const randomE: FamilyEFacts = familyEFacts(randomBoards(RANDOM_BOARDS));

  const largest = [...records('demaine-artificial')].sort((a, b) => b.puzzle.width - a.puzzle.width)[0];
  const examples = {
    pzprjs: runFacts(pz.puzzle),
    demaine: runFacts(puzzleOf(exampleText('demaine-8x8.txt'))),
    sums: runFacts(puzzleOf(exampleText('ppbench-01-10x10.txt'))),
    trial: runFacts(puzzleOf(exampleText('ppbench-02-10x10.txt'))),
    diamond: runFacts(puzzleOf(exampleText('holed-diamond-8x6.txt'))),
  };
  const model = shakashakaModel(pz.puzzle, 'A-D+F');
  return {
    pzprjs: { record: pz, url: pz.url!, puzzle: pz.puzzle, solution: pz.solution!, whites: model.variables.length / 5, size: sizeFacts(pz.puzzle) },
    clueRowLabel: constraintLabel(model, model.constraints.findIndex((c) => model.rows[c.row].about.part === 'clue')),
    figures: familyFigures(pz.puzzle),
    counterexample,
    noClue,
    clue0,
    familyE: {
      random: randomE,
      randomCount: RANDOM_BOARDS,
      public: publicE,
      publicSettled: publicE.filter((p) => p.outcome['A-D+F'] === 'unique' && p.outcome['A-F'] === 'unique').length,
      publicSame: publicE.filter((p) => p.same).length,
      publicSatisfiesE: publicE.filter((p) => p.satisfiesE).length,
      publicLeftOut: allPublic - publicRecords.length,
      publicMaxCells: PUBLIC_MAX_CELLS,
      largest: { id: largest.id, width: largest.puzzle.width, height: largest.puzzle.height, size: sizeFacts(largest.puzzle) },
    },
    examples,
    byHand: [
      byHandFacts('small', 'forcing is enough', '2..\n...\n..2'),
      byHandFacts('corners', 'forcing is enough', '2..2\n....\n....\n2..2'),
      byHandFacts('pairs', 'sums and trials', PAIR_BOARD),
    ],
    workedSum: { puzzle: puzzleOf(PAIR_BOARD), sum: workedSum(shakashakaModel(puzzleOf(PAIR_BOARD), 'A-D+F')) },
  };
}

export type ShakashakaLessonFacts = ReturnType<typeof compute>;

let kept: ShakashakaLessonFacts | null = null;

export function lessonFacts(): ShakashakaLessonFacts {
  kept ??= compute();
  return kept;
}

export type { CounterexampleFact };
