/**
 * The board's grade for the Shakashaka solver island (src/puzzles/shakashaka/grade.ts):
 * read from the engine's run the reader just made, as Akari's island does —
 * that run's steps are the ones the stepper shows, so "the hardest step"
 * jumps to the step the grade names, under the model's families the reader
 * chose. Reading a whole trace is one pass over its events, done in the task
 * that draws the steps. A run whose trace was cut at its cap (a large board)
 * no longer holds every step, so the board is graded afresh in the worker's
 * grade lane (src/ui/use-puzzle-grade.ts), which runs the default model: the
 * grade is then shown without a jump, since the cut stepper counts its steps
 * differently.
 */
import { useMemo } from 'preact/hooks';
import type { TraceEventBase } from '../../core/trace';
import { gradeShakashakaRun } from '../../puzzles/shakashaka/grade';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import type { ModelVariant } from '../../puzzles/shakashaka/model/families';
import { DEFAULT_VARIANT } from '../../puzzles/shakashaka/options';
import type { ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { usePuzzleGrade, type GradeState } from '../use-puzzle-grade';

/** What the island has of its `steps` run: the result's status and counters, and the recorded trace. */
export interface StepsReply {
  result: { status: string; stats: Record<string, number> };
  trace: { events: readonly TraceEventBase[]; truncated: boolean };
}

export interface StepsGrade {
  state: GradeState;
  /** The step of the island's stepper the grade names, when the jump can go there. */
  step: number | null;
}

/**
 * @param ready  true once the island draws the steps (the grade is read in that task, not the one that received the reply)
 * @param key    the board and model the run was for; the worker's grade is forgotten when it changes
 */
export function useStepsGrade(puzzle: ShakashakaPuzzle | null, model: ShakashakaModel | null, reply: StepsReply | null, variant: ModelVariant, key: string, ready: boolean): StepsGrade {
  const solved = reply !== null && reply.result.status === 'solved';
  const whole = solved && !reply.trace.truncated;
  const fromRun = useMemo<GradeState | null>(() => {
    if (!whole || !ready || !puzzle || !model) return null;
    const s = reply!.result.stats;
    const counters = { rounds: s.rounds ?? 0, chainSums: s.chainSums ?? 0, trials: s.trials ?? 0, searchNodes: s.searchNodes ?? 0 };
    return { phase: 'done', grade: gradeShakashakaRun(puzzle, model.constraints.length, reply!.trace.events, counters, (s.multiple ?? 0) > 0) };
  }, [reply, model, whole && ready]);
  // The worker grades the default model only; under other families a cut trace leaves the board ungraded.
  const inWorker = usePuzzleGrade('shakashaka', puzzle, key, solved && !whole && ready && variant === DEFAULT_VARIANT);
  if (fromRun) return { state: fromRun, step: fromRun.phase === 'done' ? fromRun.grade.step : null };
  if (solved && !whole && ready && variant !== DEFAULT_VARIANT) {
    return { state: { phase: 'failed', message: `the trace was cut at its cap, and a fresh grade runs the default model, ${DEFAULT_VARIANT}, only` }, step: null };
  }
  return { state: inWorker, step: null };
}
