/**
 * Which of the reader's own lines or marks makes a position dead (no solution
 * extends it, while no rule is broken yet). The diagram answers "does any
 * solution extend this?" in one pass over its nodes, so on the lesson's small
 * boards it is cheap to ask it once per decided edge: take each of the
 * reader's lines and marks away in turn, most recent first, and name the
 * first whose removal lets a solution exist again. That is a culprit, not the
 * only one: other edges may be at fault as well, and a position can be dead
 * because of two edges together (then no single removal helps, and none is
 * named).
 */
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzle';
import { diagramVerdict } from './diagram';
import { OPEN, withMark, type Position } from './position';

/**
 * The first decided edge, in the order given (most recent first; edges the
 * order leaves out follow in reading order), whose removal makes the position
 * extendable again, or null (the position is not dead, the board has no
 * solution, or no single edge is to blame).
 */
export function deadCulprit(
  p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, recentFirst: readonly number[] = [], { onlyThese = false }: { onlyThese?: boolean } = {},
): number | null {
  const v = diagramVerdict(p, rule, pos);
  if (v.extending > 0n || v.all === 0n) return null;
  // With onlyThese (Check), only the reader's own edges can be blamed: never a line the board opened with or Apply drew.
  const decided = onlyThese ? [] : pos.flatMap((m, e) => (m === OPEN ? [] : [e]));
  const order = [...new Set([...recentFirst.filter((e) => pos[e] !== OPEN), ...decided])];
  for (const e of order) {
    if (diagramVerdict(p, rule, withMark(pos, e, OPEN)).extending > 0n) return e;
  }
  return null;
}

/**
 * When no single edge is to blame: how many of the reader's most recent
 * changes an Undo must take back before a solution exists again (the fewest),
 * and the earliest of them, or null (no history given, the position is not
 * dead, or even the empty board has no solution). Only the edges still
 * decided count, as undoing an erased edge's drawing changes nothing now.
 */
export function deadUndo(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, recentFirst: readonly number[]): { count: number; edge: number } | null {
  const order = recentFirst.filter((e) => pos[e] !== OPEN);
  let now: Position = pos;
  for (let k = 0; k < order.length; k++) {
    now = withMark(now, order[k], OPEN);
    if (diagramVerdict(p, rule, now).extending > 0n) return { count: k + 1, edge: order[k] };
  }
  return null;
}

/**
 * The edges the reader changed, most recent first, from a history of positions (the last one the current).
 * `byHelp[i]` true: position i was made by Apply, not by the reader's hand, so its changes are not the reader's.
 */
export function recentEdges(history: readonly Position[], byHelp: readonly boolean[] = []): number[] {
  const out: number[] = [];
  for (let i = history.length - 1; i > 0; i--) {
    if (byHelp[i]) continue;
    const now = history[i];
    const before = history[i - 1];
    now.forEach((m, e) => {
      if (m !== before[e] && !out.includes(e)) out.push(e);
    });
  }
  return out;
}
