/**
 * Said wherever one of Korf's boards is shown (the cost table, the lookup
 * stepper): Korf published them for the blank-first goal, and the copies in
 * tests/data/sliding/ are turned for this site's goal (PROVENANCE.md there).
 * The lesson's prose explains the turn once; this note only points to it.
 */
export const KORF_GOAL_NOTE =
  // The half turn and renumbering are explained once, where the lesson first names Korf's boards, in the section
  // "Pattern databases: exact answers to smaller puzzles"; here only a pointer (tests/lessons/sliding-korf-note.test.ts keeps it pointing there).
  'Each of Korf’s boards is shown turned for our goal (blank last), as explained where Korf’s boards are introduced, under “Pattern databases: exact answers to smaller puzzles”; it needs ' +
  'exactly as many moves as Korf’s own.';
