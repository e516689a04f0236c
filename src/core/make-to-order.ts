/**
 * The loop around ./make-by-removal.ts that every genre's maker shares: one
 * attempt after another (a new answer and a new order of clues each time,
 * all drawn from the one seeded generator, so a seed always gives the same
 * board) until one lands on the requested level or the budget runs out. A
 * missed attempt is kept when its level is the closest yet, so a stopped run
 * still has a board to show, labelled as missed.
 */
import { BudgetClock, type Budget } from './budget';
import type { RemovalOutcome } from './make-by-removal';
import { seededRandom, type Random } from './random';

export interface MakeLoopResult<P> {
  status: 'made' | 'missed' | 'timeout' | 'cancelled';
  board: P | null;
  level: number | null;
  attempts: number;
  /** What is left of the budget, for grading the board found. */
  left: Budget;
}

/**
 * `attempt` makes one try with the randomness and the budget left; the loop
 * stops at the first `made`, at the budget, or after `maxAttempts` tries.
 */
export function makeToOrder<P>(
  seed: number,
  target: number,
  budget: Budget | undefined,
  attempt: (random: Random, left: Budget) => RemovalOutcome<P>,
  maxAttempts = 10_000,
): MakeLoopResult<P> {
  const clock = new BudgetClock(budget);
  const random = seededRandom(seed);
  let best: { board: P; level: number } | null = null;
  let attempts = 0;
  const left = (): Budget => ({ limitMs: Math.max(1, clock.remainingMs()), signal: budget?.signal });
  while (attempts < maxAttempts && !clock.check()) {
    attempts++;
    const outcome = attempt(random, left());
    if (outcome.kind === 'stopped') break;
    if (outcome.kind === 'failed') continue;
    if (outcome.kind === 'made') return { status: 'made', board: outcome.board, level: outcome.level, attempts, left: left() };
    if (!best || Math.abs(outcome.level - target) < Math.abs(best.level - target)) best = { board: outcome.board, level: outcome.level };
  }
  if (best) return { status: 'missed', board: best.board, level: best.level, attempts, left: left() };
  const stopped = clock.stopped ?? (budget?.signal?.aborted ? 'cancelled' : 'timeout');
  return { status: stopped, board: null, level: null, attempts, left: left() };
}
