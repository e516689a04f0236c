/**
 * A Numberlink board as SVG, the same markup on the site and in a static
 * export: the grid, the endpoints with their labels, and optionally finished
 * paths (one colour per label, the label at both ends), drawn links of a
 * partial solution (black), edges left out (a small ×), the edge decided next
 * (thick dashes), the edge the words point at (a wide band), the frontier (dotted outline, each cell with its mate tag)
 * and the cells a cut is about (thick outline); board-marks.tsx has the forms
 * and the legend. Drawn at a fixed pixel size
 * inside a scrolling box, so text never shrinks below 11 px on a phone.
 */
import type { JSX } from 'preact';
import type { Cell, NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import { DecidedEdge, labelColour, OffEdge, PointedEdge, tagClass } from './board-marks';

type Pt = [number, number];

export interface NumberlinkBoardProps {
  puzzle: NumberlinkPuzzle;
  /** Finished paths per label. */
  paths?: Record<string, Cell[]> | null;
  /** Edges taken so far (a partial solution), and edges decided 0. */
  links?: readonly [Cell, Cell][];
  off?: readonly [Cell, Cell][];
  /** The edge decided next (still open). */
  current?: [Cell, Cell] | null;
  /** The edge the words point at (the walk: the edge its step just decided), a band under its line or ×. */
  pointed?: [Cell, Cell] | null;
  /** Frontier cells and the tag drawn in each (see mate-words.ts). */
  frontier?: readonly { cell: Cell; tag: string }[];
  /** Cells a cut is about. */
  marked?: readonly Cell[];
  /** Accessible name. */
  title: string;
  testId?: string;
  cellSize?: number;
}

/** About the narrowest column a board is drawn in (a 390 px phone, inside a card). */
const PHONE_COLUMN = 330;
export { labelColour };

/**
 * The cell size of a board that shows mate tags: from 44 px up the tag in its cell's corner stands clear of the disc,
 * a line and a × (see TAG_BASELINE and OFF_NUDGE); at 40 px a reader found the tags crowding the discs.
 */
export const TAGGED_CELL = 44;

/** The mate tag's baseline below its cell's top: a 16 px bold glyph's cap height (about 12 px) plus 2 px of margin. */
export const TAG_BASELINE = 14;
/**
 * How far a label's disc on a frontier cell moves toward the bottom-right, in cells: just enough to clear the tag
 * (now high in its corner), so the disc stays nearly centred and clear of a × on its cell's side (at 0.13 a reader
 * saw it pushed off-centre, under the × and the dashes).
 */
const DISC_SHIFT = 0.06;
/** How far a left-out edge's × sits off the middle of its side, in cells: past a mate tag's 19 px glyph on a 44 px cell. */
const OFF_NUDGE = 0.16;
/** How much of a labelled end cell the thick dashes leave bare, in cells: its name stands clear of them (a reader saw "1▪▪▪"). */
const DASH_TRIM = 0.3;

export function NumberlinkBoard({ puzzle, paths, links = [], off = [], current, pointed, frontier = [], marked = [], title, testId = 'nl-board', cellSize = 34 }: NumberlinkBoardProps): JSX.Element {
  const s = cellSize;
  const pad = 4;
  const W = puzzle.width * s + 2 * pad;
  const H = puzzle.height * s + 2 * pad;
  const cx = (c: number) => pad + c * s + s / 2;
  const cy = (r: number) => pad + r * s + s / 2;
  const seg = ([a, b]: [Cell, Cell], cls: string, key: string) => (
    <line key={key} class={cls} x1={cx(a[1])} y1={cy(a[0])} x2={cx(b[1])} y2={cy(b[0])} />
  );
  const labelIndex = new Map(puzzle.labels.map((l, k) => [l, k]));
  // A label's disc on a frontier cell is drawn smaller, so the mate tag in the cell's corner stands clear of it.
  const tagged = new Set(frontier.map(({ cell: [r, c] }) => r * puzzle.width + c));
  return (
    // A board wider than a phone's column scrolls sideways; then it takes a Tab stop so the keyboard can scroll it too.
    <div class="nl-board-wrap scroll-x" {...(W > PHONE_COLUMN ? { tabIndex: 0, role: 'group', 'aria-label': `${title} (may scroll sideways)` } : {})}>
      <svg class="nl-board" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid={testId}
        data-links={links.length} data-frontier={frontier.map((f) => `${f.cell[0]},${f.cell[1]}:${f.tag}`).join(' ')}
        data-paths={paths ? Object.keys(paths).length : 0}>
        <rect class="nl-cellbg" x={pad} y={pad} width={W - 2 * pad} height={H - 2 * pad} />
        {frontier.map(({ cell: [r, c] }) => (
          <rect key={`f${r}-${c}`} class="nl-frontier" x={pad + c * s + 2} y={pad + r * s + 2} width={s - 4} height={s - 4} />
        ))}
        <g class="nl-grid">
          {Array.from({ length: puzzle.height + 1 }, (_, r) => <line key={`h${r}`} x1={pad} x2={W - pad} y1={pad + r * s} y2={pad + r * s} />)}
          {Array.from({ length: puzzle.width + 1 }, (_, c) => <line key={`v${c}`} y1={pad} y2={H - pad} x1={pad + c * s} x2={pad + c * s} />)}
        </g>
        {pointed && <PointedEdge a={[cx(pointed[0][1]), cy(pointed[0][0])]} b={[cx(pointed[1][1]), cy(pointed[1][0])]} />}
        {off.map(([a, b], i) => <OffEdge key={`o${i}`} a={[cx(a[1]), cy(a[0])]} b={[cx(b[1]), cy(b[0])]} nudge={s * OFF_NUDGE} />)}
        {paths &&
          Object.entries(paths).map(([label, cells]) => {
            const points = cells.map(([r, c]) => `${cx(c)},${cy(r)}`).join(' ');
            // A dark edge under the colour, so even a light path stands out on a light background.
            return (
              <g key={`p${label}`}>
                <polyline class="nl-path-edge" points={points} />
                <polyline class="nl-path" stroke={labelColour(labelIndex.get(label) ?? 0)} points={points} />
              </g>
            );
          })}
        {links.map((e, i) => seg(e, 'nl-link', `l${i}`))}
        {marked.map(([r, c]) => (
          <rect key={`m${r}-${c}`} class="nl-cutcell" x={pad + c * s + 1.5} y={pad + r * s + 1.5} width={s - 3} height={s - 3} />
        ))}
        {puzzle.cells.map((k, i) => {
          if (k < 0) return null;
          const r = Math.floor(i / puzzle.width);
          const c = i % puzzle.width;
          // On a frontier cell the disc is smaller and moved toward the bottom-right corner, clear of the mate tag in the
          // top-left one (a reader found a tag "2" touching the disc "2"); it still covers the centre, where lines end.
          const shift = tagged.has(i) ? s * DISC_SHIFT : 0;
          return <circle key={`e${i}`} class="nl-end" cx={cx(c) + shift} cy={cy(r) + shift} r={s * (tagged.has(i) ? 0.26 : 0.36)} fill={labelColour(k)} />;
        })}
        {/* The edge being decided runs over the discs (between two labels' discs only a sliver of it would show), under their names. */}
        {current && (() => {
          // From a labelled cell the dashes start DASH_TRIM of a cell toward the other cell, off its name.
          const end = (c: Cell, o: Cell): Pt => {
            const k = puzzle.cells[c[0] * puzzle.width + c[1]] >= 0 ? s * DASH_TRIM : 0;
            return [cx(c[1]) + Math.sign(o[1] - c[1]) * k, cy(c[0]) + Math.sign(o[0] - c[0]) * k];
          };
          return <DecidedEdge a={end(current[0], current[1])} b={end(current[1], current[0])} />;
        })()}
        {puzzle.cells.map((k, i) => {
          if (k < 0) return null;
          const r = Math.floor(i / puzzle.width);
          const c = i % puzzle.width;
          const shift = tagged.has(i) ? s * DISC_SHIFT : 0;
          return <text key={`n${i}`} class="nl-end-text" x={cx(c) + shift} y={cy(r) + shift} dy="0.35em" text-anchor="middle">{puzzle.labels[k]}</text>;
        })}
        {frontier.map(({ cell: [r, c], tag }) => (
          // In the cell's top-left quarter, which no line reaches (lines run from the centre to the sides), with a halo,
          // drawn last: on a label's cell it sits over the edge of the label's disc, which must not hide it. Its baseline
          // sits TAG_BASELINE px below the cell's top, so the glyph and its halo end above a line or × on the cell's
          // middle and left of a line down its middle (a reader found tags over a × and over lines) on any cell of 44 px or more.
          <text key={`t${r}-${c}`} class={tagClass(tag)} x={pad + c * s + 3} y={pad + r * s + TAG_BASELINE}>{tag}</text>
        ))}
      </svg>
    </div>
  );
}
