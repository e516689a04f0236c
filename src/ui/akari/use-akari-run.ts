/**
 * One solve at a time, in the page's shared Akari worker: the phase (idle,
 * solving, done, cancelled, failed), the counts reported while it runs, and
 * the reply. A reply belongs to the board it was asked for (`key`), so a
 * stale one is never shown. Escape cancels while a solve runs.
 *
 * A hook rather than a component so the island decides where each part shows.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { getAkariSolver, type AkariLive, type AkariSolveReply, type AkariSolveRequest } from '../../worker/akari-client';

export type AkariPhase = 'idle' | 'solving' | 'done' | 'cancelled' | 'failed';

export interface AkariRunState {
  phase: AkariPhase;
  live: AkariLive | null;
  reply: AkariSolveReply | null;
  /** The method and cap the reply was made with. */
  request: Omit<AkariSolveRequest, 'puzzle'> | null;
  /** The board (printed) the run belongs to. */
  key: string;
  message: string;
}

const IDLE: AkariRunState = { phase: 'idle', live: null, reply: null, request: null, key: '', message: '' };

export function useAkariRun(puzzleKey: string) {
  const [run, setRun] = useState<AkariRunState>(IDLE);
  // Each start gets a ticket; answers to an older ticket are dropped.
  const ticket = useRef(0);
  const busy = run.phase === 'solving';

  const cancel = () => {
    if (typeof window === 'undefined') return;
    ticket.current++;
    getAkariSolver().cancel();
    setRun((r) => (r.phase === 'solving' ? { ...r, phase: 'cancelled', message: 'Cancelled. Solve again to see the steps.' } : r));
  };

  const start = async (request: AkariSolveRequest, key: string) => {
    const mine = ++ticket.current;
    const { puzzle: _puzzle, ...settings } = request;
    setRun({ ...IDLE, phase: 'solving', key, request: settings });
    const outcome = await getAkariSolver().solve(request, {
      onLive: (live) => {
        if (ticket.current === mine) setRun((r) => ({ ...r, live }));
      },
    });
    if (ticket.current !== mine) return;
    if (outcome.status === 'done') setRun((r) => ({ ...r, phase: 'done', reply: outcome.value, message: '' }));
    else if (outcome.status === 'cancelled') setRun((r) => ({ ...r, phase: 'cancelled', message: 'Cancelled.' }));
    else setRun((r) => ({ ...r, phase: 'failed', message: outcome.message }));
  };

  // A different board makes the old run meaningless: stop it and forget it.
  useEffect(() => {
    if (run.key && run.key !== puzzleKey) {
      if (busy) {
        ticket.current++;
        getAkariSolver().cancel();
      }
      setRun(IDLE);
    }
  }, [puzzleKey]);

  useEffect(() => {
    if (!busy) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy]);

  return { run, busy, start, cancel };
}
