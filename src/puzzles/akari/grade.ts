/**
 * An Akari board's grade (src/inequalities/grade.ts): the selective method,
 * the lesson's default, is run with its trace, and the hardest step it
 * needed is named with the cells it settled and its step in the stepper.
 */
import type { Budget } from '../../core/budget';
import { plural } from '../../core/numbers';
import type { TraceEventBase } from '../../core/trace';
import type { Forced } from '../../inequalities/forcing';
import { ENGINE_LEVELS, gradeCountWords, gradeEngineRun, type EngineGrade, type GradeCounters } from '../../inequalities/grade';
import type { PuzzleGrade } from '../types';
import type { AkariEvent } from './events';
import type { AkariModel } from './model';
import type { AkariPuzzle } from './puzzle';
import { attemptAkari } from './solve-engine';

const METHOD = 'selective';

export function gradeAkari(puzzle: AkariPuzzle, options: { budget?: Budget } = {}): PuzzleGrade {
  // Every event is kept (not the recorder's head and tail): the hardest step may be anywhere.
  const events: AkariEvent[] = [];
  const run = attemptAkari(puzzle, METHOD, { budget: options.budget, sink: (e) => void events.push(e) });
  const base = { levels: ENGINE_LEVELS.length, method: METHOD, step: null };
  if (!run.engine || run.result.status === 'timeout' || run.result.status === 'cancelled') {
    return { ...base, status: 'timeout', level: 0, name: 'not graded', score: 0, reason: run.result.reason ?? 'the budget ran out before the board was settled' };
  }
  if (run.result.status === 'unsolvable') {
    return { ...base, status: 'unsolvable', level: 0, name: 'no solution', score: 0, reason: run.result.reason ?? 'the board has no solution' };
  }
  return gradeAkariRun(run.model!, events, run.engine.stats, run.engine.multiple);
}

/**
 * The grade of a selective run already made (the lesson's solver island has
 * its trace and counters): `events` whole, `stats` the run's final counters.
 */
export function gradeAkariRun(model: AkariModel, events: readonly TraceEventBase[], stats: GradeCounters, multiple: boolean): PuzzleGrade {
  const grade = gradeEngineRun(events, stats, model.constraints.length);
  const needs = `${grade.name}: ${grade.meaning}`;
  const counts = grade.level === 1 ? '' : ` (${countWords(grade)})`;
  const hardest = grade.hardest;
  const where = !hardest
    ? ''
    : hardest.forced.length > 0
      ? `; the first such step puts ${cellWords(model, hardest.forced)}, step ${hardest.step} of the stepper`
      : `; the search over the cells left is step ${hardest.step} of the stepper`;
  const several = multiple ? ' The board has more than one solution.' : '';
  return { levels: ENGINE_LEVELS.length, method: METHOD, status: 'graded', level: grade.level, name: grade.name, score: grade.score, reason: `${needs}${counts}${where}.${several}`, step: hardest?.step ?? null };
}


/** The score's numbers in its order (gradeCountWords), then the passes and trials. */
function countWords(g: EngineGrade): string {
  const parts = [...gradeCountWords(g), plural(g.passes, 'pass of sums', 'passes of sums')];
  if (g.trials > 0) parts.push(plural(g.trials, 'trial'));
  return parts.join('; ');
}

/** "a lamp at row 2, column 3 and no lamp at row 4, column 1". */
function cellWords(model: AkariModel, forced: readonly Forced[]): string {
  const places = forced.map(({ variable: v, value }) => `${value === 1 ? 'a lamp' : 'no lamp'} at row ${model.variables[v].row + 1}, column ${model.variables[v].col + 1}`);
  return places.length <= 1 ? places.join('') : `${places.slice(0, -1).join('; ')} and ${places[places.length - 1]}`;
}
