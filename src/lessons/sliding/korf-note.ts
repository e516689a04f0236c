/**
 * Said beside Korf's boards in the cost table of "What each estimate buys": Korf published them for the
 * blank-first goal, and the copies in tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 * The lesson explains the turn once, in a short fold of "Pattern databases" right after the paragraph that first
 * names Korf's boards (on the main path it would interrupt the mirror's idea); later places only point there.
 */
export const KORF_GOAL_NOTE =
  // tests/lessons/sliding-korf-note.test.ts keeps the pointer naming the section that explains the turn.
  'His boards are turned round for our goal (see “Pattern databases”).';

/**
 * What "Korf: 42 ✓" under a board's length means, in a sentence of its own, said with the length of a row the
 * table shows (`published`): readers read the old one, which packed the paper's full title between the number and
 * the tick, twice before they could tell, and its "n" was one more thing to decode.
 */
export function korfColumnKey(published: number): string {
  return `“Korf: ${published} ✓” means: R. E. Korf found ${published} moves for that board in 1985, and ✓ says our solver ` +
    'proved the same (✗: it did not).';
}
