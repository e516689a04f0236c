/**
 * A board's grade from a selective run of the inequality engine, in a
 * sentence: the level and what it means, the numbers the score ranks by
 * (gradeCountWords) with the passes and trials, and the hardest step with
 * what it settled, in the genre's words, and its step in the stepper. Akari
 * and Shakashaka grade this way; each passes only how its board names a
 * settled value ("puts a lamp at row 2, column 3").
 */
import { plural } from '../core/numbers';
import type { TraceEventBase } from '../core/trace';
import type { PuzzleGrade } from './types';
import type { Forced } from '../inequalities/forcing';
import { ENGINE_LEVELS, gradeCountWords, gradeEngineRun, type EngineGrade, type GradeCounters } from '../inequalities/grade';

export interface EngineGradeInput {
  /** The whole trace of the run (the hardest step may be anywhere) and its final counters. */
  events: readonly TraceEventBase[];
  stats: GradeCounters;
  /** How many inequalities the model gave (the system's first ids). */
  givenCount: number;
  /** The run's closing search found a second solution. */
  multiple: boolean;
  /** The method whose stepper the step number points into. */
  method: string;
  /** What the hardest step settled, as a verb phrase: "puts a lamp at row 2, column 3". */
  settles(forced: readonly Forced[]): string;
}

/** Closes the reason of a board with several solutions (a page says it first instead: src/ui/GradeLine.tsx). */
export const SEVERAL_SENTENCE = 'The board has more than one solution.';

/** The kind of step a level is named for, as the reason names its first one (a reader could not tell what "the first such step" meant). */
const HARDEST_STEP: Readonly<Record<number, string>> = {
  2: 'step that adds two inequalities',
  3: 'step that adds three or more inequalities',
  5: 'trial',
};

export function engineGradeResult(input: EngineGradeInput): PuzzleGrade {
  const grade = gradeEngineRun(input.events, input.stats, input.givenCount);
  // Short sentences, one idea each: what the level means, its numbers, then where to look in the stepper.
  const needs = `${grade.name}: ${grade.meaning}.`;
  const counts = grade.level === 1 ? '' : ` In numbers: ${countWords(grade)}.`;
  const hardest = grade.hardest;
  const where = !hardest
    ? ''
    : hardest.forced.length === 0
      ? ` Once even trials get nowhere, the last-resort search tries the open values one after another: it starts at step ${hardest.step} of the stepper.`
      : hardest.chain !== undefined
        ? ` The first chain sum is step ${hardest.chain}. Right after it, the step that adds it up ${input.settles(hardest.forced)}: step ${hardest.step} of the stepper.`
        : ` The first ${HARDEST_STEP[grade.level]} ${input.settles(hardest.forced)}: step ${hardest.step} of the stepper.`;
  const several = input.multiple ? ` ${SEVERAL_SENTENCE}` : '';
  return {
    levels: ENGINE_LEVELS.length,
    method: input.method,
    status: 'graded',
    level: grade.level,
    name: grade.name,
    score: grade.score,
    reason: `${needs}${counts}${where}${several}`,
    step: hardest?.step ?? null,
    ...(input.multiple ? { several: true } : {}),
  };
}

/** The score's numbers in its order (gradeCountWords), then the passes and trials. */
function countWords(g: EngineGrade): string {
  const parts = [...gradeCountWords(g), plural(g.passes, 'pass of the selective method over the open cells', 'passes of the selective method over the open cells')];
  if (g.trials > 0) parts.push(plural(g.trials, 'trial'));
  return parts.join('; ');
}
