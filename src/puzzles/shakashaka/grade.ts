/**
 * A Shakashaka board's grade (src/inequalities/grade.ts): the `steps` method,
 * the lesson's default — the inequality engine's selective method on the
 * model (the default families, A–D and F) — is run with its whole trace, and
 * the hardest step it needed is named in the board's words (which triangle
 * it puts where, which cell it leaves empty) with its step in the stepper.
 * Boards whose model the method refuses (over the size cap) are refused.
 * `model` picks other families, as the method's option does (the lesson's
 * island grades the run it has under the families the reader chose).
 */
import type { Budget } from '../../core/budget';
import { listWords } from '../../core/list-words';
import { plural } from '../../core/numbers';
import type { TraceEventBase } from '../../core/trace';
import type { Forced } from '../../inequalities/forcing';
import { ENGINE_LEVELS, type GradeCounters } from '../../inequalities/grade';
import { engineGradeResult } from '../engine-grade';
import type { PuzzleGrade } from '../types';
import type { ShakashakaEvent } from './events';
import type { ModelVariant } from './model/families';
import { place, STATE_CHAR, type ShakashakaPuzzle } from './puzzle';
import { runSteps } from './solve-steps';
import { variableCell, whiteCells } from './vocabulary';

const METHOD = 'steps';

/** A step that settles more values than this is named by its first few and a count of the rest. */
const NAMED_VALUES = 4;

export function gradeShakashaka(puzzle: ShakashakaPuzzle, options: { budget?: Budget; model?: ModelVariant } = {}): PuzzleGrade {
  // Every event is kept (not the recorder's head and tail): the hardest step may be anywhere.
  const events: ShakashakaEvent[] = [];
  const params = options.model ? { model: options.model } : undefined;
  const run = runSteps(puzzle, { budget: options.budget, params, sink: (e) => void events.push(e) });
  const base = { levels: ENGINE_LEVELS.length, method: METHOD, step: null };
  const { result } = run;
  if (result.refused) return { ...base, status: 'refused', level: 0, name: 'not graded', score: 0, reason: result.reason ?? 'the model is too large to build' };
  if (!run.model || !run.engine || result.status === 'timeout' || result.status === 'cancelled') {
    return { ...base, status: 'timeout', level: 0, name: 'not graded', score: 0, reason: result.reason ?? 'the budget ran out before the board was settled' };
  }
  if (result.status === 'unsolvable') {
    return { ...base, status: 'unsolvable', level: 0, name: 'no solution', score: 0, reason: result.reason ?? 'the board has no solution' };
  }
  return gradeShakashakaRun(puzzle, run.model.constraints.length, events, run.engine.stats, run.engine.multiple);
}

/**
 * The grade of a `steps` run already made (the lesson's solver island has
 * its trace and counters): `events` whole, `givenCount` the model's
 * inequalities (the system's first ids), `stats` the run's final counters.
 */
export function gradeShakashakaRun(puzzle: ShakashakaPuzzle, givenCount: number, events: readonly TraceEventBase[], stats: GradeCounters, multiple: boolean): PuzzleGrade {
  return engineGradeResult({ events, stats, givenCount, multiple, method: METHOD, settles: (forced) => whatStepSettles(puzzle, forced) });
}

/**
 * What a step settled, in the board's words: "puts a black triangle ◢ at
 * row 3, column 4", "leaves row 2, column 5 empty", "rules out ◤ at row 1,
 * column 1" (a variable is one state of one white cell: 1 chooses it, 0
 * rules it out). Choices come first: they are what a reader sees drawn.
 */
function whatStepSettles(puzzle: ShakashakaPuzzle, forced: readonly Forced[]): string {
  const cells = whiteCells(puzzle);
  const chosen = forced.filter((f) => f.value === 1);
  const out = forced.filter((f) => f.value === 0);
  const named = [...chosen, ...out].slice(0, NAMED_VALUES);
  const phrases = named.map(({ variable, value }) => {
    const { row, col, state } = variableCell(cells, variable);
    const at = place(row, col);
    if (value === 1) return state === 0 ? `leaves ${at} empty` : `puts a black triangle ${STATE_CHAR[state]} at ${at}`;
    return state === 0 ? `rules out leaving ${at} empty` : `rules out ${STATE_CHAR[state]} at ${at}`;
  });
  const rest = forced.length - named.length;
  if (rest > 0) phrases.push(`settles ${plural(rest, 'other value', 'other values')}`);
  return listWords(phrases);
}
