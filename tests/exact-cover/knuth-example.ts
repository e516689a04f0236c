/** Knuth's example from "Dancing Links" (2000): columns A–G, six rows, one solution {1, 3, 5} (0-based {0, 3, 4}). */
export const KNUTH_ROWS = [
  [2, 4, 5],
  [0, 3, 6],
  [1, 2, 5],
  [0, 3],
  [1, 6],
  [3, 4, 6],
];
