/**
 * What the registry-driven contract tests (genres.test.ts) need from every
 * genre: a file tests/contract/fixtures/<genre>.ts exporting `fixtures`.
 * A new genre that lacks it fails the suite with a message saying so.
 */
export interface GenreFixtures<S = unknown, V = unknown, P = unknown> {
  /** Small puzzles, in the genre's text format, that every method solves in well under a second. */
  examples: string[];
  /** A puzzle the default method cannot finish within a few nodes (a node cap of 1 must stop it). */
  hard: string;
  /** Whether the view after replaying a whole trace shows this solution. */
  viewShows(view: V, solution: S): boolean;
  /**
   * One failing case per rule code of the genre (`Genre.ruleCodes`): a puzzle
   * (text, or a puzzle object where no text can express the broken case) and a
   * solution that break that rule first, as pzprjs keeps one board per error code.
   */
  ruleFixtures: Record<string, { puzzle: string | P; solution: S }>;
}
