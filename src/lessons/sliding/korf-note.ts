/**
 * Said wherever one of Korf's boards is shown (the cost table, the lookup
 * stepper): Korf published them for the blank-first goal, and the copies in
 * tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 */
export const KORF_GOAL_NOTE =
  'Korf wrote his boards for the goal with the blank first (_ 1 2 3 / 4 5 6 7 / …); each is shown here turned half a ' +
  'turn with every tile t renumbered 16 − t, which makes it a board for our goal (blank last) that needs exactly as ' +
  'many moves.';
