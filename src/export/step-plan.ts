/**
 * Which steps a worked-example page lists and which carry a drawn board —
 * pure arithmetic, so the page's own words about its selection and the tests
 * that hold the page to them read the same numbers.
 *
 * Listing: every step while there are at most LIST_ALL of them; past that the
 * first steps, the steps around the one the reader stopped at and the last
 * steps, in runs (a backtracking trace has a hundred thousand steps, and one
 * line each would make a page of many megabytes).
 * A genre may list fewer (ListLimits), and may fold a long stretch of steps
 * of one kind inside the listed runs into a counted gap too (Collapse), so a
 * page stays a worked example a student prints.
 * Boards: beside every listed step while their drawings fit a byte budget;
 * past it beside every k-th step, and always beside the first and last listed
 * step and the step the reader stopped at with its two neighbours.
 */

/** Steps listed one by one when there are no more than this many. */
export const LIST_ALL = 400;
/** Past LIST_ALL: the first steps listed, the steps on each side of the current one, the last steps. */
export const LIST_HEAD = 150;
export const LIST_AROUND = 25;
export const LIST_TAIL = 100;
/** Bytes of drawn step boards a page may carry (a 9×9 Sudoku board is about 8 KB of SVG). */
export const BOARD_BYTES_BUDGET = 500_000;

/** An inclusive run of step numbers, 1-based. */
export type StepRun = readonly [from: number, to: number];

/** How many steps a page lists: all of them up to `all`; past it the first `head`, `around` on each side of the reader's, the last `tail`. */
export interface ListLimits {
  all: number;
  head: number;
  around: number;
  tail: number;
}

export const DEFAULT_LIMITS: ListLimits = { all: LIST_ALL, head: LIST_HEAD, around: LIST_AROUND, tail: LIST_TAIL };

/** A stretch of more than `longerThan` listed steps of one kind keeps its first `keepHead` and last `keepTail`; a counted gap stands for the rest. */
export interface Collapse {
  longerThan: number;
  keepHead: number;
  keepTail: number;
}

/** The runs of steps a page lists, in order and disjoint; `current` is 0 … count or null. */
export function listedRuns(count: number, current: number | null, limits: ListLimits = DEFAULT_LIMITS): StepRun[] {
  if (count <= 0) return [];
  if (count <= limits.all) return [[1, count]];
  const runs: [number, number][] = [[1, Math.min(count, limits.head)]];
  if (current !== null) runs.push([Math.max(1, current - limits.around), Math.min(count, current + limits.around)]);
  runs.push([Math.max(1, count - limits.tail + 1), count]);
  runs.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of runs) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * The runs with each long stretch of one kind (`kindOf`) cut out but for its
 * ends. The reader's step and its neighbours stay listed, and so do the first
 * and last step of every run.
 */
export function collapseSameKind(runs: readonly StepRun[], kindOf: (n: number) => string, current: number | null, c: Collapse): StepRun[] {
  const out: [number, number][] = [];
  const keep = (n: number) => current !== null && Math.abs(n - current) <= 1;
  for (const [a, b] of runs) {
    let from = a;
    let n = a;
    while (n <= b) {
      let end = n;
      while (end + 1 <= b && kindOf(end + 1) === kindOf(n)) end++;
      const length = end - n + 1;
      if (length > c.longerThan) {
        let cutFrom = n + c.keepHead;
        let cutTo = end - c.keepTail;
        // Never hide the reader's step or its neighbours: the cut shrinks away from them.
        while (cutFrom <= cutTo && keep(cutFrom)) cutFrom++;
        while (cutTo >= cutFrom && keep(cutTo)) cutTo--;
        const cut = (x: number, y: number) => {
          if (y < x) return;
          if (x - 1 >= from) out.push([from, x - 1]);
          from = y + 1;
        };
        if (current !== null && current - 1 > cutFrom && current + 1 < cutTo) {
          // The reader's step sits inside the stretch: a cut on each side of it.
          cut(cutFrom, current - 2);
          cut(current + 2, cutTo);
        } else if (cutTo - cutFrom + 1 >= 2) cut(cutFrom, cutTo);
      }
      n = end + 1;
    }
    out.push([from, b]);
  }
  return out;
}

export function listedCount(runs: readonly StepRun[]): number {
  return runs.reduce((n, [a, b]) => n + b - a + 1, 0);
}

/** The steps left out between runs, as runs. */
export function gapsBetween(runs: readonly StepRun[], count: number): StepRun[] {
  const gaps: StepRun[] = [];
  let next = 1;
  for (const [a, b] of runs) {
    if (a > next) gaps.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= count) gaps.push([next, count]);
  return gaps;
}

/** How often a board is drawn: 1 = beside every listed step. */
export function boardEvery(listed: number, bytesPerBoard: number, budget = BOARD_BYTES_BUDGET): number {
  if (listed === 0 || bytesPerBoard <= 0) return 1;
  const affordable = Math.max(1, Math.floor(budget / bytesPerBoard));
  return Math.max(1, Math.ceil(listed / affordable));
}

/** Whether listed step `n` carries a board under the rule the page states. */
export function carriesBoard(n: number, every: number, runs: readonly StepRun[], current: number | null): boolean {
  if (every === 1 || n % every === 0) return true;
  if (current !== null && Math.abs(n - current) <= 1) return true;
  const first = runs.length > 0 ? runs[0][0] : 1;
  const last = runs.length > 0 ? runs[runs.length - 1][1] : 1;
  return n === first || n === last;
}

/** "5th", "2nd", "23rd" — for "every 5th step". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
