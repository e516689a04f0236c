import { it } from 'vitest';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';
import { literalBoardWords } from '../../src/puzzles/sudoku/implication-graph';
it('prints', () => {
  const F: any = sudokuFacts();
  const s = F.satHand;
  console.log(JSON.stringify(F.clue17));
  console.log(Object.keys(F));
});
