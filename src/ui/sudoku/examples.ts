/**
 * The ready-made boards a reader can load with one click. The 4×4 is the
 * example of Jeremias's "Algoritmisk Sudokulösning" (its givens as the
 * article's unit clauses list them); the others are the first boards of the
 * public sets in tests/data/sudoku/ (see PROVENANCE.md there), so the page,
 * the build-time facts and the tests read the same boards.
 */
export interface SudokuExample {
  /** Stable key, used in data-testid="example-<id>". */
  id: string;
  label: string;
  text: string;
}

export const SUDOKU_EXAMPLES: readonly SudokuExample[] = [
  { id: 'small', label: '4×4 (the article’s)', text: '341..2....2..143' },
  { id: 'top', label: '9×9 (top1465 #1)', text: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........' },
  { id: 'hard', label: '9×9 hard (forum #1)', text: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3' },
  { id: 'clue17', label: '9×9, 17 givens (Royle #1)', text: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...' },
  {
    id: 'big',
    label: '16×16 (Janko #1)',
    text: 'D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954.',
  },
];

export const DEFAULT_SUDOKU_EXAMPLE = SUDOKU_EXAMPLES[2];
