/**
 * Check's lines as the Play board shows them. The status line under the board
 * already says which rule is broken (or that the board is solved); saying it
 * again reads like a second problem (a reader saw "A rule is broken" twice and
 * then the same joined labels a third time), so while a rule is broken Check
 * shows only what the status line does not: the count the lesson promises
 * (none extends a position that breaks a rule) and marks of other edges the
 * givens rule out. (With no rule broken, report.ts's verdict already leaves
 * "nothing is broken" to the status line and gives only the count.)
 */
import type { CheckLine } from '../../puzzles/numberlink/play/report';

export function checkShown(lines: readonly CheckLine[]): string[] {
  const broken = lines.find((l) => l.kind === 'broken');
  if (broken) {
    const about = new Set(broken.edges);
    const more = lines.filter((l) => l.kind === 'wrong-edge' && !l.edges.every((e) => about.has(e))).map((l) => l.text);
    return ['0 solutions extend this position, since it breaks the rule named above.', ...more];
  }
  return lines.map((l) => (l.kind === 'solved' ? 'Solved, as the line above says.' : l.text));
}
