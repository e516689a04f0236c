/**
 * What Apply did, in words: the edges whose mark the hint changed, each with
 * its new mark. The board's change alone (two short strokes on a 6×6) is easy
 * to miss, and a screen reader hears nothing of it.
 */
import type { NumberlinkPuzzle } from '../puzzle';
import { edgeName, markWords } from './lookahead-words';
import type { EdgeMark } from './position';

export function appliedWords(p: NumberlinkPuzzle, before: readonly EdgeMark[], after: readonly EdgeMark[]): string {
  const changed: string[] = [];
  for (let e = 0; e < after.length; e++) if (after[e] !== before[e]) changed.push(`${edgeName(p, e)} is now ${markWords(after[e])}`);
  if (changed.length === 0) return 'The hint is applied: nothing on the board changed.';
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(', ')} and ${changed[changed.length - 1]}`;
  return `The hint is applied: ${list}.`;
}
