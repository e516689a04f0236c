/**
 * The ready-made boards a reader can load with one click. The texts are the
 * ones the lesson talks about; every number said about them (lengths, node
 * counts, heuristic values) is computed by the solver, never written here.
 */

export interface SlidingExample {
  /** Stable key, also used in data-testid attributes. */
  id: string;
  label: string;
  /** Width of the board (3 or 4); the 8/15 switch loads the first example of that width. */
  size: number;
  text: string;
}

export const EXAMPLES: readonly SlidingExample[] = [
  { id: 'nine-move', label: '15-puzzle: a short one', size: 4, text: '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12' },
  { id: 'hardest-8', label: '8-puzzle: one of the two hardest', size: 3, text: '8 6 7 / 2 5 4 / 3 _ 1' },
  {
    id: 'swapped-14-15',
    label: '15-puzzle: 14 and 15 swapped',
    size: 4,
    text: '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _',
  },
];

/** The example a fresh page starts with. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
