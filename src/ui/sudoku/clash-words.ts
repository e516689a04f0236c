/**
 * Why two exact-cover rows of a Sudoku cannot both be chosen, in board words: the condition (matrix column) they share
 * would be met twice. Said by section 2's worked example (AlgorithmXWalk) for the rows a choice removes, and by
 * Algorithm X by hand (ExactCoverByHand) for the rows that emptied a column at a dead end.
 */

/** "a second 3 in row 2" for the condition "row 2 has a 3"; "a second number in r1c4" for "r1c4 has a value". */
export function secondWords(condition: string): string {
  const unit = /^(row|column|box) (\d+) has an? (\d+)$/.exec(condition);
  if (unit) return `a second ${unit[3]} in ${unit[1]} ${unit[2]}`;
  const cell = /^(r\d+c\d+) has a value$/.exec(condition);
  return cell ? `a second number in ${cell[1]}` : `“${condition}” met twice`;
}
