/**
 * How hard a board is, in the engine's own terms: the hardest kind of step
 * the selective method needed to settle it, read from its trace. The
 * levels follow the lesson's ladder of methods, so a grade is something a
 * reader can check in the stepper:
 *
 * 1. forcing only — every value follows from one inequality on its own;
 * 2. sums of two, in one pass — some value needs two inequalities added up;
 * 3. sums of two, in several passes — a sum only helps after the values an
 *    earlier pass of sums settled;
 * 4. longer chains — a sum of three or more inequalities (the chain tier);
 * 5. trials — even chains stall, and a labelled trial decides a value.
 *
 * Within a level, more passes and more steps that use a sum rank harder.
 * On Simon Tatham's Light Up boards these levels order his Easy, Tricky and
 * Hard the same way (measured by `npm run bench -- grade`). Genre-free: a
 * genre turns the hardest step's variables into cells and words.
 */
import type { Forced } from './forcing';
import type { EngineEvent } from './events';
import type { EngineStats } from './run';
import type { TraceEventBase } from '../core/trace';

export interface GradeLevel {
  level: 1 | 2 | 3 | 4 | 5;
  /** A short name ("sums of two") and what it means in a sentence. */
  name: string;
  meaning: string;
}

export const ENGINE_LEVELS: readonly GradeLevel[] = [
  { level: 1, name: 'forcing only', meaning: 'every value follows from one inequality on its own' },
  { level: 2, name: 'sums of two', meaning: 'some value needs two inequalities added up' },
  { level: 3, name: 'sums of two, several passes', meaning: 'some sums help only after values that earlier sums settled' },
  { level: 4, name: 'longer chains', meaning: 'some value needs three or more inequalities added up' },
  { level: 5, name: 'trials', meaning: 'even chains stall, and a labelled trial decides a value' },
];

export interface EngineGrade extends GradeLevel {
  /** Orders boards: the level first, then passes of sums, then steps that used a sum. */
  score: number;
  /** Passes of the selective method that built sums, steps that forced by a sum, chain sums, trials. */
  passes: number;
  sumSteps: number;
  chains: number;
  trials: number;
  /**
   * The first step of the hardest kind, as the stepper counts (step k shows
   * the board after k steps), and the values it settled; null at level 1,
   * where no step stands out.
   */
  hardest: { step: number; forced: Forced[] } | null;
}

/** The grade of a run from its trace (every event, untruncated) and its final counters (trials and the last-resort search included). */
/** The counters a grade reads (a solve result's `stats` carries them under the same names). */
export type GradeCounters = Pick<EngineStats, 'rounds' | 'chainSums' | 'trials' | 'searchNodes'>;

export function gradeEngineRun(events: readonly TraceEventBase[], stats: GradeCounters): EngineGrade {
  // A genre's trace holds the engine's events and its own (the end of the run); only the engine's matter here.
  const steps = events.filter((e) => e.depth === 0) as EngineEvent[];
  const sumSteps = steps.filter((e) => e.kind === 'deduce' && e.source === 'sum').length;
  const passes = stats.rounds;
  const level: GradeLevel['level'] = stats.trials > 0 || stats.searchNodes > 0 ? 5 : stats.chainSums > 0 ? 4 : passes >= 2 ? 3 : sumSteps > 0 || passes === 1 ? 2 : 1;
  const hardest = hardestStep(steps, level);
  const grade = ENGINE_LEVELS[level - 1];
  return {
    ...grade,
    score: level * 10_000 + Math.min(passes, 99) * 100 + Math.min(sumSteps, 99),
    passes,
    sumSteps,
    chains: stats.chainSums,
    trials: stats.trials,
    hardest,
  };
}

/** The first step of the level's kind: a trial, the deduction a chain leads to, or a sum's deduction (in the last pass at level 3). */
function hardestStep(steps: readonly EngineEvent[], level: number): EngineGrade['hardest'] {
  let from = 0;
  if (level === 3) {
    // Sums of the last pass: after the last but one pass's marker.
    const markers = steps.flatMap((e, i) => (e.kind === 'round' ? [i] : []));
    from = markers.length >= 2 ? markers[markers.length - 2] + 1 : 0;
  }
  for (let i = from; i < steps.length; i++) {
    const e = steps[i];
    if (level === 5 && e.kind === 'trial') return { step: i + 1, forced: [{ variable: e.variable, value: e.concluded }] };
    if (level === 5 && e.kind === 'search') return { step: i + 1, forced: [] };
    if (level === 4 && e.kind === 'chain') {
      const next = steps[i + 1];
      if (next?.kind === 'deduce') return { step: i + 2, forced: next.forced };
    }
    if ((level === 2 || level === 3) && e.kind === 'deduce' && e.source === 'sum') return { step: i + 1, forced: e.forced };
  }
  return null;
}
