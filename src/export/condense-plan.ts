/**
 * Which steps a printable worked example prints when most of its steps are
 * routine (an engine's forcing from one inequality, hundreds of them, each
 * looking much like the last): every step that is not routine, and of each
 * stretch of routine steps its first, its last, and between them a step that
 * changes the picture (`shows`: it places something) once at least CHUNK
 * steps have passed since the last one printed — so the boards printed show
 * the progress, not a board per small change, and a long stretch that only
 * rules states out is one line.
 * The steps between are one line each, with a count. After MAX_PRINTED
 * printed steps the page stops printing and says how many are left. Pure
 * arithmetic, so the page's own words about its selection and the tests
 * read the same numbers.
 *
 * Only steps in `allowed` are ever printed: the sequence keeps the view after
 * those alone (./trace-steps.tsx, ./step-plan.ts), so a trace of many
 * thousands of steps is condensed within the selection the frame already made.
 */
import type { StepRun } from './step-plan';

/** Within a stretch of routine steps, at least this many steps between two printed ones. */
export const CHUNK = 10;
/** Printed steps before the page stops printing (the reader's own step is printed all the same). */
export const MAX_PRINTED = 30;

export interface CondensedPlan {
  /** Step numbers printed, ascending. */
  printed: number[];
  /** The runs of steps between them, each said in one line. */
  gaps: StepRun[];
  /** The first step left out because of the cap (the page says how many follow), or null. */
  cappedFrom: number | null;
}

export function condensedPlan(
  count: number,
  routine: (n: number) => boolean,
  /** Whether routine step `n` changes the picture (places something), so that its board is worth printing. */
  shows: (n: number) => boolean,
  current: number | null,
  allowed: readonly StepRun[],
  chunk = CHUNK,
  max = MAX_PRINTED,
): CondensedPlan {
  const isAllowed = (n: number) => allowed.some(([a, b]) => a <= n && n <= b);
  const wanted: number[] = [];
  let lastPrinted = 0;
  for (let n = 1; n <= count; n++) {
    if (!isAllowed(n)) continue;
    if (!routine(n)) {
      wanted.push(n);
      continue;
    }
    const starts = n === 1 || !routine(n - 1) || !isAllowed(n - 1);
    const ends = n === count || !routine(n + 1) || !isAllowed(n + 1);
    if (starts || ends || (shows(n) && n - lastPrinted >= chunk)) {
      wanted.push(n);
      lastPrinted = n;
    }
  }
  const printed = wanted.slice(0, max);
  const cappedFrom = wanted.length > max ? wanted[max] : null;
  if (current !== null && current >= 1 && current <= count && !printed.includes(current)) printed.push(current);
  printed.sort((a, b) => a - b);
  const gaps: StepRun[] = [];
  let next = 1;
  for (const n of printed) {
    if (n > next) gaps.push([next, n - 1]);
    next = n + 1;
  }
  if (next <= count) gaps.push([next, count]);
  return { printed, gaps, cappedFrom };
}
