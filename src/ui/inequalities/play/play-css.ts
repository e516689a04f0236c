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
/* Full width, with little padding: on a phone its board needs every pixel. */
.play-work > .play-panel { margin-top: 0.6rem; padding-inline: 0.25rem; }
.play-levels { margin: 0.3rem 0; padding-left: 1.4rem; display: grid; gap: 0.4rem; }
.play-label { font-weight: 700; font-variant-numeric: tabular-nums; }
.play-headline { font-weight: 600; }
.play-live { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.play-live[data-tone="broken"] { border-left: 6px double var(--fg, #111); padding-left: 0.4rem; }
.play-live[data-tone="solved"] { border-left: 6px solid var(--fg, #111); padding-left: 0.4rem; }
.play .btn { min-height: 2.75rem; }
.play-mark { min-width: 2.75rem; font-size: 1.05rem; }
.play select { font: inherit; min-height: 2.75rem; }
`;
