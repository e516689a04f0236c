/**
 * Styles of the Akari lesson's own static figures (the islands' come from
 * ENGINE_CSS and BY_HAND_CSS). The worked chain sum writes its terms as HTML:
 * a cancelled term is struck through with a thick line, a shape that does not
 * rely on colour.
 */
export const AKARI_LESSON_CSS = `
/* The look-ahead's worked numbers (the trial fold): words and formulas read from the left. */
.lesson-rounding td, .lesson-rounding th { text-align: left; vertical-align: top; }
/* The forcing rule on the example board (ForcingOnBoard.tsx): the words beside the board, no card around them. */
.lesson-forcing-on-board { margin: 0.8rem 0; }
.lesson-forcing-on-board p { margin: 0.3rem 0; }
.lesson-forcing-board { max-width: 330px; }
.lesson-forcing-caption { margin: 0.3rem 0 0; }
/* Which board a block's numbers belong to (BoardTag.tsx): a thumbnail and the name, above the block. */
.board-tag { display: inline-flex; align-items: center; gap: 0.4rem; margin: 0.2rem 0; padding: 0.1rem 0.5rem 0.1rem 0.2rem;
  border: 1px solid var(--line, #888); border-radius: 999px; font-size: 0.9rem; }
.board-tag svg { display: block; }
.chain-figure h3 { font-size: 1.05rem; margin: 0.4rem 0; }
.chain-var { white-space: nowrap; }
.chain-var i { font-family: KaTeX_Math, 'Times New Roman', serif; font-size: 1.1em; }
.chain-var sub { font-size: 0.75em; }
.chain-ineq { white-space: normal; }
/* Struck, greyed and boxed: a line through a small subscript alone was hard to see (the line's note names them too). */
.chain-cancel { text-decoration-line: line-through; text-decoration-thickness: 2px; color: var(--fg-muted, #555);
  border: 1px dashed currentColor; border-radius: 3px; padding: 0 0.15em; }
.chain-parts li { margin: 0.25rem 0; }
/* A formula and the stop after it on one line: on a phone the period wrapped alone onto the next. */
.lesson-keep { white-space: nowrap; }
/* The appendix's summary table: one block per level on a phone, each figure on its own labelled line. */
@media (max-width: 560px) {
  .method-summary, .method-summary tbody, .method-summary tr, .method-summary th, .method-summary td { display: block; }
  .method-summary caption { display: block; text-align: left; }
  .method-summary thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .method-summary tr { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); margin: 0.5rem 0; padding: 0.3rem 0.5rem; }
  .method-summary th, .method-summary td { border: none; padding: 0.15rem 0; text-align: left; }
  .method-summary td::before { content: attr(data-label) ": "; font-weight: 600; }
}
/* The solver before its first solve: the three cards that only say "solve first" (why, verdict, export) share one row on a wide screen, so the page is not made tall by placeholders. */
@media (min-width: 900px) {
  .eng-island[data-testid="akari-solver"]:has([data-testid="why-waiting"]) { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); column-gap: 0.6rem; }
  .eng-island[data-testid="akari-solver"]:has([data-testid="why-waiting"]) > :not([aria-labelledby="eng-h-why"], [aria-labelledby="eng-h-verdict"], [aria-labelledby="eng-h-export"]) { grid-column: 1 / -1; }
}
/* The look-ahead stepper: the board first, right under the step buttons, the step's words beside it (under it on a phone).
   The board's column is the board's own width (--look-board, its maxWidth): sized "auto", it took the badge note's
   one-line width and squeezed the words' column to nothing. */
.chain-look-row { display: grid; grid-template-columns: minmax(0, var(--look-board, 342px)) minmax(0, 1fr); gap: 0.6rem; align-items: start; margin-top: 0.4rem; }
@media (max-width: 560px) { .chain-look-row { grid-template-columns: minmax(0, 1fr); } }
/* The appendix's table of every board, on a phone: each board a short paragraph, its figures labelled and flowing on. */
@media (max-width: 560px) {
  .method-boards, .method-boards tbody, .method-boards tr { display: block; }
  .method-boards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .method-boards tr { border-bottom: 1px solid var(--line, #888); padding: 0.3rem 0; }
  .method-boards th { display: block; border: none; padding: 0; text-align: left; }
  .method-boards td { display: inline; border: none; padding: 0; }
  .method-boards td::before { content: attr(data-label) " "; font-style: italic; }
  .method-boards td + td::before { content: " · " attr(data-label) " "; }
}
`;
