/**
 * Check's lines as the Play board shows them. The status line under the board
 * already says which rule is broken (or that the board is solved) in the same
 * words as Check's first line; saying it twice reads like two problems, so
 * that line points back to the status line instead and the rest (marks the
 * givens rule out, the diagram's verdict) stays as it is.
 */
import type { CheckLine } from '../../puzzles/numberlink/play/report';

export function checkShown(lines: readonly CheckLine[]): string[] {
  return lines.map((l) => {
    if (l.kind === 'broken') return `The broken rule is the one the line above names${l.cells.length > 0 ? '; the cells it is about are outlined' : ''}.`;
    if (l.kind === 'solved') return 'Solved, as the line above says.';
    return l.text;
  });
}
