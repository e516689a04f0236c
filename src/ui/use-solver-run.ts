/**
 * One solve at a time in the page's solver worker, for any genre: the phase
 * (preparing tables, solving, done …), the preparation's progress, the live
 * report while the search runs (steps so far, elapsed time against the
 * limit), and the reply — which belongs to the board it was asked for
 * (`key`), so a stale one is never shown. Escape cancels while it runs.
 *
 * A hook rather than a component so each island decides where each part shows.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OptionValues, TraceEventBase } from '../core/trace';
import type { GenreName } from '../puzzles/index';
import type { LiveReport, SolveReply } from '../worker/protocol';
import { getSolverClient } from '../worker/solver-client';
import { useEscapeWhile } from './use-escape-while';

export type SolverPhase = 'idle' | 'preparing' | 'solving' | 'done' | 'cancelled' | 'failed';

export interface SolverRun<S, E extends TraceEventBase> {
  phase: SolverPhase;
  /** Preparation progress 0 … 1 and its label, while phase is 'preparing'. */
  progress: number;
  progressLabel: string;
  /** The latest live report while solving. */
  live: LiveReport<E> | null;
  /** Whole steps received live so far (the reports' `recent`, joined; capped). */
  liveSteps: E[];
  reply: SolveReply<S, E> | null;
  /** The board (printed) the run belongs to. */
  key: string;
  /** What was asked: the method, its options and the time limit. */
  request: SolverRequest | null;
  /** Wall-clock ms since the start, updated while busy (for "3 s of 15 s"). */
  elapsedMs: number;
  /** Milliseconds the preparation took, once it is over (null before). */
  prepareMs: number | null;
  message: string;
}

export interface SolverRequest {
  method: string;
  params?: OptionValues;
  limitMs?: number;
  maxEvents?: number;
}

/** Most live steps kept for a live view; older ones are dropped from the front. */
const LIVE_STEPS_CAP = 500;

function idle<S, E extends TraceEventBase>(): SolverRun<S, E> {
  return { phase: 'idle', progress: 0, progressLabel: '', live: null, liveSteps: [], reply: null, key: '', request: null,
    elapsedMs: 0, prepareMs: null, message: '' };
}

export function isBusy(phase: SolverPhase): boolean {
  return phase === 'preparing' || phase === 'solving';
}

/**
 * @param genre     the genre to solve
 * @param puzzleKey the board on the page now (printed); a change stops and forgets the run
 * @param lane      a worker of its own (a race runs one lane per method)
 * @param onCancel  called whenever the reader cancels, by the button or by Escape alike (e.g. so a build made
 *                  ahead in the same worker, stopped with it, is not started again)
 */
export function useSolverRun<P, S, E extends TraceEventBase>(genre: GenreName, puzzleKey: string, lane = 'main', onCancel?: () => void) {
  const [run, setRun] = useState<SolverRun<S, E>>(idle);
  // Each start gets a ticket; answers to an older ticket are dropped.
  const ticket = useRef(0);
  const startedAt = useRef(0);
  const busy = isBusy(run.phase);
  // Read by cancel(), so a cancel says what was under way even when called from an older render's closure.
  const phase = useRef(run.phase);
  phase.current = run.phase;

  const stopWorker = () => {
    ticket.current++;
    getSolverClient(genre, lane).cancel();
  };

  // The latest render's callback: the Escape handler is set up once per busy stretch.
  const cancelled = useRef(onCancel);
  cancelled.current = onCancel;

  const cancel = () => {
    if (typeof window === 'undefined') return;
    const wasPreparing = phase.current === 'preparing';
    cancelled.current?.();
    stopWorker();
    setRun((r) =>
      isBusy(r.phase)
        ? { ...r, phase: 'cancelled', elapsedMs: Date.now() - startedAt.current,
            message: wasPreparing ? 'Cancelled while preparing; the next solve prepares again from the start.' : 'Cancelled.' }
        : r,
    );
  };

  const start = async (puzzle: P, key: string, request: SolverRequest) => {
    const client = getSolverClient(genre, lane);
    const mine = ++ticket.current;
    startedAt.current = Date.now();
    setRun({ ...idle<S, E>(), phase: 'preparing', key, request });
    const outcome = await client.solve<S, E>(
      { puzzle, method: request.method, params: request.params, limitMs: request.limitMs, maxEvents: request.maxEvents },
      {
        onProgress: (fraction, label) => {
          if (ticket.current === mine) setRun((r) => ({ ...r, progress: fraction, progressLabel: label || r.progressLabel }));
        },
        onSolving: (prepareMs) => {
          if (ticket.current === mine) setRun((r) => ({ ...r, phase: 'solving', prepareMs, progress: 1 }));
        },
        onLive: (report) => {
          if (ticket.current !== mine) return;
          setRun((r) => {
            const steps = report.recent.length === 0 ? r.liveSteps : [...r.liveSteps, ...report.recent].slice(-LIVE_STEPS_CAP);
            return { ...r, live: report, liveSteps: steps };
          });
        },
      },
    );
    if (ticket.current !== mine) return;
    const elapsedMs = Date.now() - startedAt.current;
    if (outcome.status === 'done') setRun((r) => ({ ...r, phase: 'done', reply: outcome.value, elapsedMs, message: '' }));
    else if (outcome.status === 'cancelled') setRun((r) => ({ ...r, phase: 'cancelled', elapsedMs, message: 'Cancelled.' }));
    else setRun((r) => ({ ...r, phase: 'failed', elapsedMs, message: outcome.message }));
  };

  // A different board makes the old run meaningless: stop it and forget it.
  useEffect(() => {
    if (run.key && run.key !== puzzleKey) {
      if (busy) stopWorker();
      setRun(idle());
    }
  }, [puzzleKey]);

  // While busy: Escape cancels, and the elapsed time ticks for the display.
  useEscapeWhile(busy, cancel);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setRun((r) => (isBusy(r.phase) ? { ...r, elapsedMs: Date.now() - startedAt.current } : r)), 250);
    return () => clearInterval(timer);
  }, [busy]);

  return { run, busy, start, cancel, client: () => getSolverClient(genre, lane) };
}
