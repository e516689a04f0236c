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
  /** The board's level; null for a board only known to be below the target (never graded). */
  level: number | null;
  attempts: number;
  /** The loop stopped at its cap on attempts, not at the budget. */
  exhausted: boolean;
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
  let below: P | null = null;
  let attempts = 0;
  const left = (): Budget => ({ limitMs: Math.max(1, clock.remainingMs()), signal: budget?.signal });
  while (attempts < maxAttempts && !clock.check()) {
    attempts++;
    const outcome = attempt(random, left());
    if (outcome.kind === 'stopped') break;
    if (outcome.kind === 'failed') continue;
    if (outcome.kind === 'below') {
      below ??= outcome.board;
      continue;
    }
    if (outcome.kind === 'made') return { status: 'made', board: outcome.board, level: outcome.level, attempts, left: left(), exhausted: false };
    if (!best || Math.abs(outcome.level - target) < Math.abs(best.level - target)) best = { board: outcome.board, level: outcome.level };
  }
  const exhausted = attempts >= maxAttempts;
  if (best) return { status: 'missed', board: best.board, level: best.level, attempts, left: left(), exhausted };
  // Only boards too easy were found: one of them is still a board with one solution to show, labelled as missed.
  if (below !== null) return { status: 'missed', board: below, level: null, attempts, left: left(), exhausted };
  const stopped = clock.stopped ?? (budget?.signal?.aborted ? 'cancelled' : 'timeout');
  return { status: stopped, board: null, level: null, attempts, left: left(), exhausted };
}

/**
 * Why a loop ended without a board at the target, in words: the cap on
 * attempts or the time limit, and, for a missed board, its level as graded.
 */
export function missedWords(target: number, loop: MakeLoopResult<unknown>, gradedLevel: number | null): string {
  const cause = loop.exhausted ? `${loop.attempts.toLocaleString('en-US')} attempts found no board of level ${target}` : `the time limit ran out before a board of level ${target} was found`;
  if (loop.board === null) return loop.exhausted ? `${loop.attempts.toLocaleString('en-US')} attempts found no board with one solution` : 'the time limit ran out before any board with one solution was found';
  const level = gradedLevel ?? loop.level;
  return `${cause}; this one${level === null ? '' : ` is level ${level}`}, the closest found`;
}
