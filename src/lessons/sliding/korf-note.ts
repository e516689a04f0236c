/**
 * Said wherever one of Korf's boards is shown (the cost table, the lookup
 * stepper): Korf published them for the blank-first goal, and the copies in
 * tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 * The lesson's prose explains the turn once; this note only points to it.
 */
export const KORF_GOAL_NOTE =
  // The half turn and renumbering are explained once, with the full table of costs in the lesson's section
  // "What each estimate buys"; here only a pointer (tests/lessons/sliding-korf-note.test.ts keeps it pointing there).
  'Each of Korf’s boards is shown turned for our goal (blank last), as explained under “What each estimate buys”; it needs ' +
  'exactly as many moves as Korf’s own.';
