/**
 * An Akari board's grade (src/inequalities/grade.ts): the selective method,
 * the lesson's default, is run with its trace, and the hardest step it
 * needed is named with the cells it settled and its step in the stepper.
 */
import type { Budget } from '../../core/budget';
import type { TraceEventBase } from '../../core/trace';
import type { Forced } from '../../inequalities/forcing';
import { ENGINE_LEVELS, type GradeCounters } from '../../inequalities/grade';
import { engineGradeResult } from '../engine-grade';
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
  return engineGradeResult({ events, stats, givenCount: model.constraints.length, multiple, method: METHOD, settles: (forced) => `puts ${cellWords(model, forced)}` });
}

/** "a lamp at row 2, column 3 and no lamp at row 4, column 1". */
function cellWords(model: AkariModel, forced: readonly Forced[]): string {
  const places = forced.map(({ variable: v, value }) => `${value === 1 ? 'a lamp' : 'no lamp'} at row ${model.variables[v].row + 1}, column ${model.variables[v].col + 1}`);
  return places.length <= 1 ? places.join('') : `${places.slice(0, -1).join('; ')} and ${places[places.length - 1]}`;
}
