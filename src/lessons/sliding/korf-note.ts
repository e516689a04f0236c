/**
 * Said wherever one of Korf's boards is shown (the cost table, the lookup
 * stepper): Korf published them for the blank-first goal, and the copies in
 * tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 * The lesson's prose explains the turn once; this note only points to it.
 */
export const KORF_GOAL_NOTE =
  // The half turn and renumbering are explained once, in the lesson's prose ("How far is the goal?"); here only a pointer.
  'Each of Korf’s boards is shown turned for our goal (blank last), as explained in “How far is the goal?”; it needs ' +
  'exactly as many moves as Korf’s own.';
