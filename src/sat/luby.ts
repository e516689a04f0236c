/**
 * The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … (Luby,
 * Sinclair and Zuckerman, "Optimal speedup of Las Vegas algorithms", 1993):
 * the restart schedule MiniSat uses. Run i of the search may take
 * base · luby(i) conflicts before it restarts, so most runs are short and
 * a few are long, whatever the formula needs.
 */
export function luby(i: number): number {
  // Find the finite subsequence that contains index i, and the size of that subsequence.
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return 2 ** seq;
}
