/**
 * A step for walking the n terms of an inequality in a spread-out order:
 * near n/φ and with no factor in common with n, so that stepping by it (mod
 * n) visits every term once and consecutive visits land far apart. The
 * weighing (aim.ts) walks a base this way because the terms a base shares
 * with the aids often come in runs (a line of cells), and the walk should
 * meet one outside them soon. Steps are cached by n: one weighing asks for
 * the same few lengths again and again.
 */

/** The step for n terms (1 for n ≤ 2). */
export function strideFor(n: number): number {
  if (n <= 2) return 1;
  let step = strides[n];
  if (step === undefined) {
    step = Math.max(1, Math.round(n * 0.6180339887));
    while (gcd(step, n) !== 1) step++;
    strides[n] = step;
  }
  return step;
}

/** strides[n]: the step already found for n terms. */
const strides: number[] = [];

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
