/**
 * The words of play mode's Hint and "Solve from here": which tile to slide,
 * which way, and WHY it is a good move — it starts a solution the solver
 * found from the reader's own board, proven shortest or (after a time-out)
 * the labelled fast fallback — with the estimate on the board as the lower
 * bound the search started from. Pure: numbers in, sentences out, so the
 * words are tested without a browser.
 */
import { plural } from '../../core/numbers';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import type { ParityReport } from '../../puzzles/sliding/parity';
import { cellOf } from './board-geometry';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The way `tile` moves when it slides into the blank (null when it is not next to the blank). */
export function directionOf(tiles: readonly number[], size: number, tile: number): Direction | null {
  const [tr, tc] = cellOf(tiles.indexOf(tile), size);
  const [br, bc] = cellOf(tiles.indexOf(0), size);
  if (tr === br && tc === bc + 1) return 'left';
  if (tr === br && tc === bc - 1) return 'right';
  if (tc === bc && tr === br + 1) return 'up';
  if (tc === bc && tr === br - 1) return 'down';
  return null;
}

/** What the solver answered from one board, reduced to what the words need. */
export interface HelpPlan {
  /** The moves from the board the solve started on. */
  moves: number[];
  optimal: boolean;
  /** The estimate the search started with on that board (its first bound), and the estimate's name. */
  rootH: number | null;
  heuristic: string | null;
  /** When the optimal search stopped: no solution is shorter than this. */
  lowerBound: number | null;
  /** The optimal search's time limit, in seconds (said when it ran out). */
  limitSec: number;
}

/** Reads the plan out of a finished solve's trace. */
export function planOf(moves: number[], optimal: boolean, events: readonly SlidingEvent[], limitSec: number): HelpPlan {
  const root = events.find((e) => e.kind === 'root');
  const stop = events.find((e) => e.kind === 'stop');
  return {
    moves,
    optimal,
    rootH: root?.kind === 'root' ? root.h : null,
    heuristic: root?.kind === 'root' ? root.heuristic : null,
    lowerBound: stop?.kind === 'stop' ? stop.lowerBound : null,
    limitSec,
  };
}

/** The estimate on the reader's board now, and which estimate it is. */
export interface EstimateNow {
  h: number;
  name: string;
}

/**
 * The hint for the board `done` moves into the plan: the next move, which
 * way it goes, and why. `estimate` is the estimate on the board now.
 */
export function hintWords(tiles: readonly number[], size: number, plan: HelpPlan, done: number, estimate: EstimateNow): string {
  const tile = plan.moves[done];
  if (tile === undefined) return 'This is the goal: no move is left to make.';
  const way = directionOf(tiles, size, tile);
  const left = plan.moves.length - done;
  const head = `Slide ${tile}${way ? ` ${way}` : ''}`;
  // On the board the solve started from, the search's own first bound is the estimate it used.
  const used = done === 0 && plan.rootH !== null && plan.heuristic !== null ? { h: plan.rootH, name: plan.heuristic } : estimate;
  const est = `the estimate (${used.name}) says at least ${plural(used.h, 'move')} remain`;
  if (plan.optimal) {
    const gap = left - used.h;
    const why = gap === 0
      ? 'the estimate is exact here (it equals the number of moves truly left)'
      : `the other ${plural(gap, 'move')} are the detours the estimate cannot see, which IDA* found by searching bound after bound until one let a solution through`;
    const proof = done === 0
      ? 'IDA* proved that none is shorter'
      : 'the rest of a shortest solution is itself shortest';
    return `${head}: it starts a shortest solution of ${plural(left, 'move')} from here (${proof}); ` +
      `${est}, and ${why}.`;
  }
  const proven = plan.lowerBound !== null
    ? ` Before it stopped, the search for a shortest solution proved that no solution from the board where you asked is shorter than ${plural(plan.lowerBound, 'move')}.`
    : '';
  return `${head}: it starts a ${left}-move solution from here found by the fast fallback method (top row, ` +
    `left column, then a shortest solution of the last 3×3), which is NOT proven shortest: the search for a shortest solution ran out of its ` +
    `${plan.limitSec} s first.${proven} ${capital(est)}.`;
}

/**
 * A Hint pressed again on the board it was already given for: the same move, and why — nothing changed, so the
 * best move from here did not either. `presses` counts the presses on this board (2 for the first repeat). Short:
 * the hint itself follows it, so the move is not said twice.
 */
export function repeatHintWords(presses: number): string {
  // The count makes each press change the words, so a screen reader says them again.
  return `Same board, so the same advice (you have pressed Hint ${presses} times on this board):`;
}

/**
 * The words beside the board for the hinted tile: where the board shows it (the hint's own words name the tile and
 * the way, so they are not repeated here), and whether it undoes the reader's last move.
 */
export function hintMarkWords(undoesLast = false): string {
  if (undoesLast) {
    return 'It undoes your last move: the hinted tile has the thick dashed outline, and its dashed arrow runs beside ' +
      'the solid arrow of your last move, the other way.';
  }
  return 'On the board the hinted tile has the thick dashed outline; the dashed arrow points where it goes.';
}

/**
 * Play mode's check of the reader's position: still solvable (no slide changes the parity test's answer, so this
 * is the start board's verdict) and, by the estimate, how many moves are still needed at least.
 */
export function positionCheckWords(solvable: boolean, estimate: EstimateNow, made: number, shortest: number | null = null): string {
  if (!solvable) return 'Check: this board cannot be solved, and no slide changes that (the parity test in part 2).';
  if (estimate.h === 0) return 'Check: this is the goal.';
  const head = `Check: still solvable (no slide changes the parity test's answer). At least ${plural(estimate.h, 'more move')} ` +
    `${estimate.h === 1 ? 'is' : 'are'} needed, because the estimate (${estimate.name}) never overshoots`;
  if (made === 0) return `${head}.`;
  const least = leastFinish(made, estimate.h, shortest);
  if (shortest === null || least <= shortest) return `${head}, so no finish in fewer than ${least} moves in all.`;
  return `${head}. Your detour has made the whole solution longer: ${shortest} → at least ${least} moves ` +
    `(the start's shortest solution has ${shortest}; ${made} made + ${estimate.h} still needed` +
    `${least > made + estimate.h ? ` = ${made + estimate.h}, and every finish has as many moves, odd or even, as ${shortest}, so ${least}` : ''}).`;
}

/**
 * The fewest moves in all that a finish from here can take: the moves made plus the estimate, and when that is above
 * the start's shortest solution, rounded up to its parity — every slide moves the blank to a cell of the other
 * colour of a chessboard, so every solution from the start ends after an even number of moves, or every one after an odd.
 */
export function leastFinish(made: number, h: number, shortest: number | null): number {
  const least = made + h;
  if (shortest === null || least <= shortest) return least;
  return least + ((least - shortest) % 2);
}

/**
 * The label of the bar shown when a press of Hint or "Solve from here" must first build the tables: it says the
 * press was taken (a reader watching "Building … 77%" did not know whether the Hint had registered).
 */
export function tablesWaitLabel(want: 'hint' | 'solve'): string {
  return `Building the pattern databases (once per visit); your ${want === 'hint' ? 'hint' : 'solution'} comes as soon as they are ready`;
}

/** Why there is no hint on an unsolvable board, in the parity rule's words. */
export function unsolvableWords(report: ParityReport): string {
  return `No hint: this board cannot be solved. ${report.explanation} A slide never changes that parity, so the board ` +
    'you started from could not be solved either; change the board in part 1 to one that can.';
}

/**
 * Where "Solve from here" stands: how many of the plan's moves are played and what comes next. The count starts at
 * the plan's board `from` (see countStart), so the moves before it are not claimed as played: a rest of a shortest
 * solution is a shortest solution from its own board, and is told as one.
 */
export function progressWords(plan: HelpPlan, done: number, from = 0, playing = false, everySec = 0.6): string {
  const total = plan.moves.length - from;
  const kind = plan.optimal ? 'shortest solution' : 'fallback solution (not proven shortest)';
  // Named first: the hint's words are shown above these too, and a reader could not tell which button had answered.
  if (done >= plan.moves.length) return `Solve from here: played all ${plural(total, 'move')} of the ${kind}: the board is solved.`;
  const rest = `the rest: ${plan.moves.slice(done).join(', ')}`;
  // Said while it plays, so the reader knows the tiles move by themselves and how to stop them.
  if (playing) {
    return `Solve from here is playing the ${kind}, a move every ${everySec} s: ${done - from} of ${total} played; ${rest}. ` +
      'Pause or Escape stops it.';
  }
  return `Solve from here, paused: ${done - from} of ${plural(total, 'move')} of the ${kind} played; ${rest}.`;
}

/**
 * Where the count of played moves starts after the reader's board went from the plan's board `before` to its board
 * `now`; `played` says whether a move was made (not an Undo or Start again). One move forward along the plan (the
 * reader's move, "Make this move" or "Play the rest") keeps the count; any other way back onto the plan (Undo, Start
 * again) starts it again at the board reached, since those moves were not played along the plan — the plan's first
 * moves may undo a detour, so an Undo of that detour lands on the plan's next board, and Start again further on.
 */
export function countStart(before: number, now: number, from: number, played: boolean): number {
  return (played && now === before + 1) || now === before ? from : now;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
