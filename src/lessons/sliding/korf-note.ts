/**
 * Said beside Korf's boards in the cost table of "What each estimate buys": Korf published them for the
 * blank-first goal, and the copies in tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 * The lesson's prose explains the turn once, where it first names Korf's boards, just above the lookup stepper
 * (which therefore says nothing of it); later places only point there, in a few words.
 */
export const KORF_GOAL_NOTE =
  // tests/lessons/sliding-korf-note.test.ts keeps the pointer naming the section that explains the turn.
  'Korf’s boards are turned for our goal, as said under “Pattern databases”.';
