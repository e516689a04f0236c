/**
 * Styles of the play island (site only). The engine genres' styles
 * (ENGINE_CSS) come first; these add the side panels and the line that
 * says a rule is broken, told by a border style and by words, not by colour
 * alone. Buttons keep a 2.75rem target for touch.
 */
export const PLAY_CSS = `
.play-side { display: grid; gap: 0.6rem; min-width: 0; align-content: start; }
.play-panel { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.4rem 0.6rem; min-width: 0; }
.play-panel p { margin: 0.35rem 0; }
.play-proof-steps { list-style: none; padding-left: 0; margin: 0.3rem 0; }
.play-proof-steps li { margin: 0.3rem 0; padding-left: 0.6rem; border-left: 3px solid var(--line, #888); }
/* Full width, with little padding: on a phone its board needs every pixel. */
.play-work > .play-panel { margin-top: 0.6rem; padding-inline: 0.25rem; }
.play-levels { margin: 0.3rem 0; padding-left: 1.4rem; display: grid; gap: 0.4rem; }
/* "Explain from here": the step's board beside its words side by side, above them on a phone (board first in the markup). */
.play-explain-split { display: grid; gap: 0.6rem; align-items: start; }
.play-explain-words { min-width: 0; }
@media (min-width: 701px) { .play-explain-split { grid-template-columns: minmax(0, 20rem) minmax(0, 1fr); } }
.play-label { font-weight: 700; font-variant-numeric: tabular-nums; }
.play-headline { font-weight: 600; }
.play-live { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.play-live[data-tone="broken"] { border-left: 6px double var(--fg, #111); padding-left: 0.4rem; }
.play-live[data-tone="solved"] { border-left: 6px solid var(--fg, #111); padding-left: 0.4rem; }
.play .btn { min-height: 2.75rem; }
.play-mark { min-width: 2.75rem; font-size: 1.05rem; }
.play select { font: inherit; min-height: 2.75rem; }
/*
 * On a phone the hint comes below the board, so the board stays at the top of
 * the screen, with its two rows of controls (marks; Undo, Redo, Clear), while
 * the hint's words scroll under it: the cells a hint marks, the words that
 * explain them and the buttons to act on them are seen together (readers lost
 * Undo under a pinned board). The board's column gives up its box
 * (display: contents) so the block sticks within the whole board-and-hint
 * area, not only within its own column.
 */
@media (max-width: 700px) and (min-height: 520px) {
  .play-work .eng-split > .eng-sticky { display: contents; }
  .play-work .play-stick {
    position: sticky; top: 0; z-index: 2; background: var(--bg, #fff);
    padding-bottom: 0.2rem; border-bottom: 2px solid var(--line, #888);
  }
  .play-work .play-stick .eng-row { margin: 0.25rem 0; }
  /* Whatever the page scrolls to (a hint or Check brought into view) stops below the pinned block: the board,
     up to about 40% of the screen's height, and the two rows of buttons. The board is not shrunk to make room:
     its cell labels would fall under 11 px. */
  .play-work .play-panel, .play-work button:not(.play-stick *), .play-work .play-live, .play-work [data-testid="play-status"] {
    scroll-margin-top: calc(40vh + 9rem);
  }
}
/* On a phone, before a hint or a check is asked for, each of the two panels is only its button: the two share a row,
   unboxed, right under the status line (two boxes, each around one button, read as empty space). An empty live line
   keeps no room there. Once asked, a panel takes the whole width, boxed, as side by side. */
@media (max-width: 700px) {
  .play-side { display: flex; flex-wrap: wrap; gap: 0.4rem 0.6rem; align-items: flex-start; }
  .play-side > .play-panel { flex: 1 1 100%; }
  .play-side > .play-panel[data-level="0"], .play-side > .play-panel[data-tone=""] { flex: 0 0 auto; border-color: transparent; padding: 0; }
  .play-live:empty { min-height: 0; margin: 0; }
}
`;
