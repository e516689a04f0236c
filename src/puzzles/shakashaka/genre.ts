/**
 * The Shakashaka genre object (ARCHITECTURE.md §3): formats, the two methods, the
 * grade, the rules check, the replay and the LP writer, behind the one interface the
 * CLI, worker and export page use.
 */
import type { Genre } from '../types';
import type { ShakashakaEvent } from './events';
import { gradeShakashaka } from './grade';
import { parseShakashakaEach, parseShakashakaMany, printShakashaka } from './format';
import { encodeShakashakaUrl } from './puzzlink';
import { modelToLp } from './model/lp';
import { buildShakashakaModel, shakashakaModel } from './model';
import { modelShapeOf, type ModelShape } from './model/lazy';
import { DEFAULT_VARIANT, modelVariantOf } from './options';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { shakashakaReplay, type ShakashakaView } from './replay';
import { checkShakashaka, shakashakaRules } from './rules';
import { highsMethod } from './solve-highs';
import { stepsMethod } from './solve-steps';

/** The model explorer's data (Genre.modelView): the model's shape, or why it was not built. */
export type ShakashakaModelView = { ok: true; shape: ModelShape } | { ok: false; message: string };

export const shakashakaGenre: Genre<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent, ShakashakaView> = {
  name: 'shakashaka',
  title: 'Shakashaka',
  // The hardest public board (noqx 30×30) takes HiGHS about half a minute on a busy machine; the rest seconds at most.
  defaultLimitMs: 60_000,
  parseMany: parseShakashakaMany,
  parseEach: parseShakashakaEach,
  print: printShakashaka,
  forms: { puzzlink: { summary: 'a puzz.link URL', write: encodeShakashakaUrl } },
  methods: {
    steps: stepsMethod,
    highs: highsMethod,
  },
  defaultMethod: 'steps',
  grade: gradeShakashaka,
  modelView: (puzzle, params, onProgress): ShakashakaModelView => {
    const built = buildShakashakaModel(puzzle, modelVariantOf(params), undefined, onProgress && ((done, of) => onProgress(done / of)));
    return built.ok ? { ok: true, shape: modelShapeOf(built.model) } : { ok: false, message: built.message };
  },
  check: checkShakashaka,
  ruleCodes: shakashakaRules.map((r) => r.code),
  solutionJson: (solution) => [...solution],
  replay: shakashakaReplay,
  writers: {
    lp: {
      summary: `the model (the families --model names, ${DEFAULT_VARIANT} by default) as a CPLEX LP file, for CBC, GLPK or HiGHS`,
      write: (puzzle, params) => modelToLp(shakashakaModel(puzzle, modelVariantOf(params))),
    },
  },
};
