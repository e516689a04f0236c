/**
 * The help shown under the Play board — the hint's level, Check's lines, the
 * last Apply's words — and what a press of Hint or Check leaves of it. Each
 * press starts a round of its own, so the previous round's words go: the
 * words of an applied hint must not stay under the next hint, where the two
 * rounds would read as one.
 */
export interface PlayHelp<C> {
  /** 0 while no hint is shown, then 1 to 3 as the reader asks for more. */
  hintLevel: number;
  check: C | null;
  /** What the last Apply changed, in words. */
  applied: string | null;
}

/** Hint: one more level of the hint (at most 3), and nothing of Check or the last Apply. */
export function afterHintPress<C>(help: PlayHelp<C>): PlayHelp<C> {
  return { hintLevel: Math.min(3, help.hintLevel + 1), check: null, applied: null };
}

/** Check: its report alone, no hint and nothing of the last Apply. */
export function afterCheckPress<C>(report: C): PlayHelp<C> {
  return { hintLevel: 0, check: report, applied: null };
}
