/**
 * Small helpers the benchmark option parsers share.
 */

/** The whole number ≥ 1 after flag `flag` at args[i]; throws a sentence naming the flag otherwise. */
export function wholeNumberAfter(args: string[], i: number, flag: string): number {
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
  return n;
}
