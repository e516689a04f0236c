/**
 * How a run is going, for any solver island: while its method prepares
 * (building tables) the preparation's own progress; while it solves, the time
 * spent against the time limit — "3.2 s of 15 s" — with the steps made so
 * far, so a long search never looks frozen. Nothing shows while idle.
 */
import type { JSX } from 'preact';
import type { TraceEventBase } from '../core/trace';
import ProgressBar from './ProgressBar';
import type { SolverRun } from './use-solver-run';

export interface RunProgressProps<S, E extends TraceEventBase> {
  run: SolverRun<S, E>;
  /** What the preparation is, e.g. "Building the pattern databases (once per visit)". */
  preparingLabel?: string;
  /** A line about the latest live step (e.g. the last finished iteration). */
  liveDetail?: string;
  /**
   * The steps-so-far count in words. Null leaves it out: an island whose `liveDetail` already counts the same
   * steps in its own terms (the sliding puzzle's finished iterations) would otherwise say one thing two ways.
   */
  stepsWords?: ((steps: number) => string) | null;
  testId?: string;
}

const seconds = (ms: number) => (ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

/** "9 steps for the stepper so far": the steps are the stepper's, said so beside a node count. */
export function stepperStepsWords(steps: number): string {
  return `${steps.toLocaleString('en-US')} step${steps === 1 ? '' : 's'} for the stepper so far`;
}

export function RunProgress<S, E extends TraceEventBase>({ run, preparingLabel = 'Preparing', liveDetail, stepsWords = stepperStepsWords, testId = 'run-progress' }: RunProgressProps<S, E>): JSX.Element | null {
  if (run.phase === 'preparing') {
    // A preparation with nothing to do ends before it reports; show nothing for it.
    if (run.progressLabel === '') return null;
    return <ProgressBar label={preparingLabel} value={run.progress} detail={run.progressLabel} testId={`${testId}-prepare`} />;
  }
  if (run.phase !== 'solving') return null;
  const limit = run.request?.limitMs;
  const elapsed = Math.max(0, run.elapsedMs - (run.prepareMs ?? 0));
  // "Steps" are the stepper's: said so, since beside a node count a bare "9 steps" read as another measure of the search.
  const steps = !run.live ? 'starting' : stepsWords ? stepsWords(run.live.steps) : undefined;
  // Past the limit the search has stopped and what follows it (a fallback, the answer's check) is finishing.
  const label = !limit ? `Solving: ${seconds(elapsed)} s` : elapsed <= limit ? `Solving: ${seconds(elapsed)} s of ${seconds(limit)} s` : `The ${seconds(limit)} s limit is reached; finishing the answer`;
  return (
    <ProgressBar label={label} value={limit ? Math.min(1, elapsed / limit) : null} percentOf="the time limit"
      detail={[liveDetail, steps, 'Esc or Cancel stops it.'].filter(Boolean).join(' · ')} testId={`${testId}-solve`} />
  );
}
