/**
 * Why each whole step of a recorded IDA* search happened, in words: where a
 * bound comes from (the start estimate, or the smallest f the iteration before
 * cut off), why a branch was cut ("f = 14 > bound 12"), why the answer found is
 * a shortest one. The stepper's own line says what happened; this says why.
 * Pure: events in, sentences out, so it is tested without a browser.
 */
import type { SearchNodeEvent } from '../../core/search-tree';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { fmt } from '../../core/numbers';

/** The node an iteration cut off with the smallest f, as its moves and numbers (null if none was recorded). */
export interface CutExample {
  /** The node's id in the recorded tree (the tree's board follows it). */
  id: number;
  moves: number[];
  g: number;
  h: number;
}

/** Of the recorded nodes of one iteration, the first cut off with the smallest f: the one that set the next bound. */
export function smallestCut(nodes: readonly SearchNodeEvent[]): CutExample | null {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  let best: SearchNodeEvent | null = null;
  const f = (n: SearchNodeEvent) => (n.numbers?.g ?? 0) + (n.numbers?.h ?? 0);
  for (const n of nodes) if (n.outcome === 'pruned' && (best === null || f(n) < f(best))) best = n;
  if (!best) return null;
  const moves: number[] = [];
  for (let n: SearchNodeEvent | undefined = best; n && n.choice !== null; n = n.parent === null ? undefined : byId.get(n.parent)) {
    moves.unshift(n.choice);
  }
  return { id: best.id, moves, g: best.numbers?.g ?? 0, h: best.numbers?.h ?? 0 };
}

const plural = (n: number, one: string, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/**
 * Why no solution has a length between two bounds, when the bound jumped: every f has the parity of the first
 * estimate (a move adds 1 to g and changes h by an odd amount: one tile's Manhattan distance by 1, conflicts and
 * the databases' entries keeping that parity), so the values of the other parity are impossible; one of the same
 * parity was simply cut off by no branch. Empty when the bound rose by 1.
 */
export function skippedWords(bound: number, next: number): string {
  const between = Array.from({ length: Math.max(0, next - bound - 1) }, (_, i) => bound + 1 + i);
  if (between.length === 0) return '';
  const join = (xs: number[]) => (xs.length === 1 ? `${xs[0]}` : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const impossible = between.filter((f) => (f - next) % 2 !== 0);
  const uncut = between.filter((f) => (f - next) % 2 === 0);
  const parts = [
    impossible.length > 0 ? `f keeps its parity, so ${join(impossible)} ${impossible.length === 1 ? 'is' : 'are'} impossible` : '',
    uncut.length > 0 ? `no branch it cut had f = ${join(uncut)}` : '',
  ].filter(Boolean);
  return ` (${parts.join('; ')})`;
}

/**
 * The reason for the step that shows `events[at]` (a depth-0 event), from the
 * events before it. `cut` is the smallest-f cut of that step's iteration, when
 * its tree was recorded whole.
 */
export function whyOfStep(events: readonly SlidingEvent[], at: number, cut: CutExample | null = null): string {
  const e = events[at];
  const before = events.slice(0, at);
  const lastIteration = [...before].reverse().find((x) => x.kind === 'iteration');
  const root = before.find((x) => x.kind === 'root');
  switch (e.kind) {
    case 'parity':
      return e.blankRowFromBottom === null
        ? `On a 3×3 board a move never changes whether the inversion count is even or odd, and the goal has 0. ` +
            `${e.inversions} is ${e.inversions % 2 === 0 ? 'even, so the board can be solved' : 'odd, so no sequence of moves can solve it'}.`
        : `On a 4×4 board the inversions plus the blank’s row from the bottom keep their parity, and on the goal the sum is odd. ` +
            `Here ${e.inversions} + ${e.blankRowFromBottom} = ${e.inversions + e.blankRowFromBottom}, ` +
            `${(e.inversions + e.blankRowFromBottom) % 2 === 1 ? 'odd, so the board can be solved' : 'even, so no sequence of moves can solve it'}.`;
    case 'root':
      return `The estimate never says more than the moves really needed, so no solution has fewer than ${e.h} moves. ` +
        `That makes ${e.h} the first bound.`;
    case 'iteration': {
      const from = lastIteration?.kind === 'iteration'
        ? `Bound ${e.bound} is the smallest f the previous iteration cut off: every path with f ≤ ${lastIteration.bound} ` +
          `had been followed without reaching the goal, so no solution is shorter than ${e.bound}${skippedWords(lastIteration.bound, e.bound)}.`
        : `Bound ${e.bound} is the estimate on the start board${root?.kind === 'root' ? ` (h = ${root.h})` : ''}.`;
      const walked = `This iteration generated ${plural(e.nodes, 'node')}, following every path whose f stays within ${e.bound}.`;
      if (e.found) {
        return `${from} ${walked} One of them reached the goal: there h = 0, so f = g, the moves made, and g ≤ ${e.bound}. ` +
          `Since no solution is shorter than ${e.bound}, this one is a shortest.`;
      }
      if (e.nextBound === null) return `${from} ${walked} None reached the goal, and no branch was cut: there is no solution.`;
      const example = cut && cut.g + cut.h === e.nextBound
        ? ` For example, after sliding ${cut.moves.join(', ')}: g = ${cut.g}, h = ${cut.h}, so f = ${cut.g + cut.h} > bound ${e.bound}, and the branch was cut there.`
        : '';
      return `${from} ${walked} None reached the goal. Every branch it cut had f > ${e.bound}; the smallest such f was ` +
        `${e.nextBound}, so the next iteration uses bound ${e.nextBound}.${example}`;
    }
    case 'stop':
      return `Every path with f below ${e.lowerBound} had been searched without reaching the goal, so no solution has ` +
        `fewer than ${e.lowerBound} moves; but the search ${e.reason === 'timeout' ? 'ran out of time' : 'was cancelled'} before it found one.`;
    case 'fallback':
      return 'Since the shortest search did not finish, a fast method solves the board in parts: the top row, the left ' +
        'column, and so on, each part never undoing the ones before. Its answer is quick but not proven shortest.';
    case 'solution':
      return e.optimal
        ? `IDA* found it in the first iteration whose bound let any solution through, so none is shorter: ${plural(e.moves.length, 'move')} is proven shortest.`
        : `The fast method’s answer: ${plural(e.moves.length, 'move')}, not proven shortest (the shortest search stopped first).`;
    default:
      return '';
  }
}

/**
 * Why the estimate changed after the reader's last move in play mode: the slid
 * tile went one cell toward or away from its home (Manhattan ±1), the linear
 * conflicts changed or not, and what f = moves made + estimate now says
 * against the shortest answer when it is known.
 */
export function whyOfPlayMove(
  tile: number,
  before: { manhattan: number; total: number; tileDistance: number },
  after: { manhattan: number; total: number; tileDistance: number },
  made: number,
  shortest: number | null,
): string {
  const way = after.tileDistance < before.tileDistance ? 'one cell toward its home (Manhattan distance −1)' : 'one cell away from its home (Manhattan distance +1)';
  const dc = after.total - after.manhattan - (before.total - before.manhattan);
  const conflictsBefore = before.total - before.manhattan;
  const conflictsAfter = after.total - after.manhattan;
  const conflicts = dc === 0 ? 'the linear conflicts stay the same'
    : `the linear conflicts now add ${conflictsAfter} instead of ${conflictsBefore}`;
  const f = made + after.total;
  // What f can and cannot tell: above the shortest length it proves every shortest path was left; at or below it,
  // it proves nothing, because the estimate may say too little (only a search from here can tell).
  const against = shortest === null ? ''
    : f > shortest ? ` The shortest solution has ${shortest} moves and f is above it: you have left every shortest path, and a ` +
        `solution through here now has at least ${f} moves.`
    : ` The shortest solution has ${shortest} moves and f is not above it: you may still be on a shortest path. The estimate ` +
        `cannot prove you are, since it may say too little; only f above ${shortest} would prove you left. Hint (a search from here) tells for sure.`;
  return `Your last move slid ${tile} ${way}, and ${conflicts}: the estimate is ${after.total}. ` +
    `Moves made plus estimate: f = ${made} + ${after.total} = ${f}.${against}`;
}
