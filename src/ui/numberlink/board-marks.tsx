/**
 * The marks a Numberlink drawing puts on the board, one visual form per
 * meaning, the same in every widget (the walk, the by-hand tool, the
 * diagram's node panel, play mode, the export), and the legend that names
 * them beside each drawing. Each form differs in shape and words, not only in
 * colour:
 *
 *   decided   the edge decided next, still open (the first picture, by hand,
 *             a diagram node's edge, the walk's next edge): a thick dashed
 *             line, never drawn over a line or ×;
 *   pointed   an edge the words point at (a hint, Check, or the edge the
 *             walk's step just decided): a wide pale band, under any line or ×
 *             on that edge;
 *   frontier  a frontier cell: a dotted outline on a shaded cell, its mate tag;
 *   ruled     the cells a rule is about: a thick solid outline;
 *   cursor    play mode's keyboard cursor: four corner brackets (a full square
 *             while the pen or marker is down);
 *   taken / off / noline   a line (thick black), an edge left out (a small
 *             grey × across the edge's middle, so it never reads as a grid
 *             line), an edge marked "no line" (a larger black ×).
 */
import type { JSX } from 'preact';

type Pt = [number, number];

/** The edge being decided: a thick dashed line. */
/**
 * A mate tag's classes. A tag whose glyphs rise no higher than a lowercase x (a, c, e, …, the tick ✓ and the ring ○,
 * which the fallback font draws about as small) is drawn larger: at the 15 px of the others its ink is only about
 * 9 px tall, which readers found too small on a phone, while a digit or a letter with an ascender stands about 12 px.
 */
const LOW_GLYPHS = /^[acemnorsuvwxz✓○]+$/;
export const tagClass = (tag: string): string => (LOW_GLYPHS.test(tag) ? 'nl-tag nl-tag-low' : 'nl-tag');

export function DecidedEdge({ a, b }: { a: Pt; b: Pt }): JSX.Element {
  // A dark edge under the orange dashes: they stay visible over a light label disc (orange on yellow was not).
  return (
    <g>
      <line class="nl-current-edge" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />
      <line class="nl-current" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />
    </g>
  );
}

/**
 * An edge left out: a small × on the edge (a thin line there would look like the grid). `nudge` moves it along the
 * side the two cells share, right or down, off the side's middle: there it stays clear of the mate tag in the
 * top-left corner of the cell below or to the right (a reader found ○ and ✓ tags sitting on ×s).
 */
export function OffEdge({ a, b, nudge = 0 }: { a: Pt; b: Pt; nudge?: number }): JSX.Element {
  const alongRow = a[1] === b[1];
  const x = (a[0] + b[0]) / 2 + (alongRow ? 0 : nudge);
  const y = (a[1] + b[1]) / 2 + (alongRow ? nudge : 0);
  const k = 4;
  return <path class="nl-off" d={`M${x - k} ${y - k}L${x + k} ${y + k}M${x - k} ${y + k}L${x + k} ${y - k}`} />;
}

/** An edge a hint or Check points at: a wide pale band, drawn under the board's lines so a line or × on it stays visible. */
export function PointedEdge({ a, b }: { a: Pt; b: Pt }): JSX.Element {
  return <line class="nl-pointed" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />;
}

/** The keyboard cursor: corner brackets around the cell (x, y the top-left, s the side), or a full square while drawing. */
export function Cursor({ x, y, s, down }: { x: number; y: number; s: number; down: boolean }): JSX.Element {
  if (down) return <rect class="nl-cursor nl-cursor-pen" x={x} y={y} width={s} height={s} />;
  const k = Math.max(6, s / 3);
  const d = [
    `M${x} ${y + k}V${y}H${x + k}`, `M${x + s - k} ${y}H${x + s}V${y + k}`,
    `M${x + s} ${y + s - k}V${y + s}H${x + s - k}`, `M${x + k} ${y + s}H${x}V${y + s - k}`,
  ].join('');
  return <path class="nl-cursor" d={d} />;
}

// Light enough for black label text on the endpoint discs, distinct in hue and brightness.
const PALETTE = ['#ff7b8f', '#6fd17a', '#ffe119', '#8fb0ff', '#f9a35c', '#42d4f4', '#f59af0', '#bfef45', '#fabed4', '#dcbeff', '#d9a066', '#aaffc3', '#ffd8b1', '#c0c0c0', '#7fd1c8', '#fffac8'];
/** A label's colour: its endpoints' discs, and on the Play board the lines joined to it (here, so the legend draws them too). */
export const labelColour = (k: number): string => PALETTE[k % PALETTE.length];

export type LegendItem = 'labelled' | 'loose' | 'taken' | 'yours' | 'off' | 'noline' | 'decided' | 'pointed' | 'stepped' | 'frontier' | 'ruled' | 'cursor';

const WORDS: Record<LegendItem, string> = {
  labelled: 'a line joined to a label: drawn in the label’s colour, the label written at its loose end',
  loose: 'a line not yet joined to any label (thin black)',
  taken: 'a line (edge taken)',
  // The Play board colours a reader's lines by label; the walk draws edges, not paths, so it says where they went.
  yours: 'your own lines and “no line” marks: drawn here like the walk’s, thin black or a small grey × (the walk does not colour lines by label)',
  off: 'edge left out (small grey ×)',
  noline: 'edge marked “no line” (black ×)',
  decided: 'edge decided next, still open (thick dashes)',
  pointed: 'edge the hint or Check points at (wide band)',
  stepped: 'edge this step decided (wide band under its line or ×)',
  frontier: 'frontier cell (dotted outline, shaded, its mate tag)',
  ruled: 'cells the rule is about (thick outline)',
  cursor: 'keyboard cursor (corners; a full square while drawing)',
};

function Swatch({ item }: { item: LegendItem }): JSX.Element {
  const W = 44;
  const H = 24;
  const y = H / 2;
  const body: Record<LegendItem, () => JSX.Element> = {
    labelled: () => (
      <g>
        <line class="nl-path-edge" x1={8} y1={y} x2={W - 8} y2={y} />
        <line class="nl-path" stroke={labelColour(1)} x1={8} y1={y} x2={W - 8} y2={y} />
      </g>
    ),
    loose: () => <line class="nl-link" x1={6} y1={y} x2={W - 6} y2={y} />,
    taken: () => <line class="nl-link" x1={6} y1={y} x2={W - 6} y2={y} />,
    yours: () => <g><line class="nl-link" x1={6} y1={y} x2={W / 2 - 4} y2={y} /><OffEdge a={[W / 2 + 4, y]} b={[W - 6, y]} /></g>,
    off: () => <OffEdge a={[6, y]} b={[W - 6, y]} />,
    noline: () => <path class="nl-noline" d={`M${W / 2 - 5} ${y - 5}L${W / 2 + 5} ${y + 5}M${W / 2 - 5} ${y + 5}L${W / 2 + 5} ${y - 5}`} />,
    decided: () => <DecidedEdge a={[6, y]} b={[W - 6, y]} />,
    pointed: () => <PointedEdge a={[8, y]} b={[W - 8, y]} />,
    stepped: () => <g><PointedEdge a={[8, y]} b={[W - 8, y]} /><line class="nl-link" x1={8} y1={y} x2={W - 8} y2={y} /></g>,
    frontier: () => (
      <g>
        <rect class="nl-frontier" x={W / 2 - 10} y={2} width={20} height={20} />
        <text class={tagClass('a')} x={W / 2 - 7} y={4} dy="0.8em">a</text>
      </g>
    ),
    ruled: () => <rect class="nl-cutcell" x={W / 2 - 10} y={2} width={20} height={20} />,
    cursor: () => <Cursor x={W / 2 - 10} y={2} s={20} down={false} />,
  };
  return (
    <svg class="nl-board nl-swatch" width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      {body[item]()}
    </svg>
  );
}

/** The legend beside a drawing: only the marks that drawing uses, each drawn as it is drawn there and named. */
export function BoardLegend({ items, testId }: { items: readonly LegendItem[]; testId?: string }): JSX.Element {
  return (
    <ul class="nl-legend" aria-label="What the marks on the board mean" data-testid={testId} data-items={items.join(' ')}>
      {items.map((it) => <li key={it} data-item={it}><Swatch item={it} /><span>{WORDS[it]}</span></li>)}
    </ul>
  );
}
