/**
 * The lesson's figures for the canonical conventions, computed when the site
 * is built: a path that uses three sides of a 2×2 block beside its shortcut
 * (both checked by the same pattern finder the brute force uses,
 * src/puzzles/numberlink/canonical.ts), the 2×2 board whose only fill
 * solution has the pattern, and what the conventions do to the counts and
 * diagrams of the 9×9 board.
 */
import { findRedundantPattern } from '../../puzzles/numberlink/canonical';
import { parseNumberlink } from '../../puzzles/numberlink/format';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { runZdd, zddParams } from '../../puzzles/numberlink/solve-zdd';

const board = (text: string): NumberlinkPuzzle => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

const counted = (p: NumberlinkPuzzle, rule: NumberlinkRule) => {
  const run = runZdd(p, zddParams({ rule }, p));
  return { count: String(run.count ?? '?'), nodes: run.build.nodes };
};

export function canonicalFacts(rulesBoard: NumberlinkPuzzle) {
  // Label 1 at both ends of the top row; one path dips into the row below round a 2×2 block, the other runs straight.
  const pair = board('1.1\n...\n...');
  const detour: Record<string, Cell[]> = { '1': [[0, 0], [0, 1], [1, 1], [1, 2], [0, 2]] };
  const straight: Record<string, Cell[]> = { '1': [[0, 0], [0, 1], [0, 2]] };
  const pattern = findRedundantPattern(pair, detour);
  if (pattern?.kind !== 'u-turn' || findRedundantPattern(pair, straight) !== null) {
    throw new Error('the canonical figure no longer shows a u-turn beside its shortcut: the lesson text needs a look');
  }
  // Under fill the shortcut would leave two cells empty: on this 2×2 board the only solution has the pattern.
  const tight = board('1.\n1.');
  return {
    pair,
    detour,
    straight,
    block: pattern.cells,
    pairNikoli: counted(pair, 'nikoli'),
    pairNikoliCanonical: counted(pair, 'nikoli-canonical'),
    tight,
    tightFill: counted(tight, 'fill'),
    tightFillCanonical: counted(tight, 'fill-canonical'),
    // The plain rules' counts of this board are in the lesson's rule table already (facts.ts).
    rules: { nikoliCanonical: counted(rulesBoard, 'nikoli-canonical'), fillCanonical: counted(rulesBoard, 'fill-canonical') },
  };
}
