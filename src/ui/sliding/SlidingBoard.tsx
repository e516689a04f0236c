/**
 * The sliding-puzzle board as SVG: the one view shared by the solver island,
 * the play mode, the search tree and the exported page.
 *
 * Pure: props in, markup out. Every marking uses a shape or a label as well
 * as a tint, so nothing depends on telling colours apart, and the SVG is
 * drawn with inline styles so it looks the same inside a standalone export.
 */
import type { JSX } from 'preact';
import { boardDescription, cellOf, neighbours } from './board-geometry';

export interface SlidingBoardProps {
  size: number;
  tiles: readonly number[];
  /** Accessible name; the row-by-row contents are appended to it. */
  label?: string;
  /** Manhattan distance per tile number (index = tile), drawn as a corner badge. */
  distances?: readonly number[];
  /**
   * Draw a 0 badge too. Where every tile has a distance a 0 is left out (the tiles at home stay plain); where only
   * some tiles have one (the lookup stepper's group), a group tile at home would look forgotten without its 0.
   */
  zeroDistances?: boolean;
  /** Tiles to emphasise (e.g. an inverted pair): thick dashed outline and a corner notch. */
  marked?: readonly number[];
  /** The one tile the others are marked for (e.g. the tile picked in the parity list): solid double frame and a round corner mark. */
  picked?: number | null;
  /** Pattern group per tile (tile → 0, 1, 2), drawn as circle / square / triangle. */
  groups?: Readonly<Record<number, number>>;
  /** Linear-conflict pairs, drawn as a bar with round ends between the two tiles. */
  conflicts?: readonly (readonly [number, number])[];
  /** The tile that has just slid: an arrow shows where it came from. */
  lastMove?: number | null;
  /** A tile a hint says to slide next (it must be next to the blank): thick dashed outline and a dashed arrow into the blank. */
  hint?: number | null;
  /** Show each row's number counted from the bottom (the 4×4 parity rule uses it). */
  rowLabels?: boolean;
  /** Makes tiles next to the blank buttons that call onSlide(tile). */
  onSlide?: (tile: number) => void;
  /** Called on a click on a tile that cannot move (not next to the blank), so the page can say why nothing happened. */
  onStuck?: (tile: number) => void;
  /** Largest rendered width in CSS pixels; the board shrinks on narrow screens. */
  maxWidth?: number;
  /** Smaller type, no badges: thumbnails in the search tree. */
  compact?: boolean;
  testId?: string;
}

const CELL = 60;
const GAP = 4;
const PAD = 6;
const LABEL_W = 34;

const GROUP_TINT = ['#dbe8f7', '#f9e2c8', '#dcefd9'];
const GROUP_NAME = ['circle group A', 'square group B', 'triangle group C'];

export function SlidingBoard(props: SlidingBoardProps): JSX.Element {
  const { size, tiles, compact = false } = props;
  const side = PAD * 2 + size * CELL;
  const width = side + (props.rowLabels ? LABEL_W : 0);
  const blankCell = tiles.indexOf(0);
  const movable = new Set(props.onSlide ? neighbours(blankCell, size).map((c) => tiles[c]) : []);
  const hintCell = props.hint != null ? tiles.indexOf(props.hint) : -1;
  const hinted = hintCell >= 0 && neighbours(blankCell, size).includes(hintCell);
  const marked = new Set([...(props.marked ?? []), ...(hinted ? [props.hint!] : [])]);
  // A hint that slides the last-moved tile straight back: both arrows join the same two cells, in
  // opposite directions, so each keeps to its own right of the line between them (like two lanes).
  const undoHint = hinted && props.lastMove === props.hint;
  const description = `${props.label ? props.label + '. ' : ''}${boardDescription(tiles, size)}`;
  const interactive = props.onSlide !== undefined;

  return (
    <svg
      class="sb-board"
      viewBox={`0 0 ${width} ${side}`}
      style={{ width: '100%', maxWidth: `${props.maxWidth ?? (compact ? 90 : 320)}px`, height: 'auto', display: 'block' }}
      role={interactive ? 'group' : 'img'}
      aria-label={description}
      data-testid={props.testId}
      data-tiles={tiles.join(' ')}
    >
      <rect x={0} y={0} width={side} height={side} rx={8} style={{ fill: '#4a3f35' }} />
      <BlankCell size={size} cell={blankCell} />
      {/* Drawn in tile order, not cell order: a slide then moves no element in
          the DOM, so a tile slid with Enter keeps keyboard focus. */}
      {tilesInOrder(tiles).map(([tile, cell]) => (
        <Tile
          key={tile}
          tile={tile}
          cell={cell}
          size={size}
          compact={compact}
          distance={props.distances?.[tile]}
          zeroDistance={props.zeroDistances}
          marked={marked.has(tile) && tile !== props.picked}
          picked={tile === props.picked}
          group={props.groups?.[tile]}
          onSlide={movable.has(tile) ? props.onSlide : undefined}
          onStuck={movable.has(tile) ? undefined : props.onStuck}
        />
      ))}
      {(props.conflicts ?? []).map(([a, b]) => (
        <ConflictBar key={`${a}-${b}`} size={size} from={tiles.indexOf(a)} to={tiles.indexOf(b)} />
      ))}
      {/* While a hint shows, the last move is said in words only (unless the hint undoes it, when the two arrows
          run side by side): three marks on two cells hid the hinted tile's number. */}
      {props.lastMove != null && tiles.indexOf(props.lastMove) >= 0 && (!hinted || undoHint) && (
        <MoveArrow size={size} from={blankCell} to={tiles.indexOf(props.lastMove)} side={undoHint ? 1 : 0} />
      )}
      {hinted && <HintArrow size={size} from={hintCell} to={blankCell} side={undoHint ? 1 : 0} />}
      {props.rowLabels && <RowLabels size={size} blankRow={Math.floor(blankCell / size)} x={side} />}
    </svg>
  );
}

/** [tile, cell] for every tile but the blank, by tile number. */
export function tilesInOrder(tiles: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  tiles.forEach((tile, cell) => {
    if (tile !== 0) out.push([tile, cell]);
  });
  return out.sort((a, b) => a[0] - b[0]);
}

function origin(cell: number, size: number): [number, number] {
  const [r, c] = cellOf(cell, size);
  return [PAD + c * CELL, PAD + r * CELL];
}

function BlankCell({ size, cell }: { size: number; cell: number }) {
  if (cell < 0) return null;
  const [x, y] = origin(cell, size);
  return (
    <rect x={x + GAP / 2} y={y + GAP / 2} width={CELL - GAP} height={CELL - GAP} rx={6}
      style={{ fill: '#2e2620', stroke: '#6b5d4f', strokeDasharray: '4 3' }} />
  );
}

interface TileProps {
  tile: number;
  cell: number;
  size: number;
  compact: boolean;
  distance?: number;
  /** Draw the badge when the distance is 0 too. */
  zeroDistance?: boolean;
  marked: boolean;
  picked?: boolean;
  group?: number;
  onSlide?: (tile: number) => void;
  onStuck?: (tile: number) => void;
}

function Tile(p: TileProps) {
  const [x, y] = origin(p.cell, p.size);
  const w = CELL - GAP;
  const fill = p.group !== undefined ? GROUP_TINT[p.group % 3] : '#f6efe0';
  const act = p.onSlide;
  const keyDown = (e: KeyboardEvent) => {
    if (act && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      act(p.tile);
    }
  };
  const name = [
    `tile ${p.tile}`,
    p.distance !== undefined ? `${p.distance} from home` : '',
    p.group !== undefined ? GROUP_NAME[p.group % 3] : '',
    p.marked ? 'marked' : '',
    p.picked ? 'picked' : '',
  ].filter(Boolean).join(', ');
  // The button holds only the tile and its number; the badges beside it are
  // drawn outside it (aria-hidden), so the button's visible text is its
  // number alone and the spoken name starts with what is seen.
  return (
    <g class="sb-tile" style={{ transform: `translate(${x + GAP / 2}px, ${y + GAP / 2}px)` }} data-tile={p.tile}
      data-movable={act ? 'true' : undefined}>
      <g
        class={act ? 'sb-movable' : undefined}
        style={{ cursor: act ? 'pointer' : undefined }}
        role={act ? 'button' : undefined}
        // Lower-case: SVG attributes are case-sensitive, and Preact sets `tabIndex` on an SVG element
        // as an attribute of that spelling, which the browser ignores (a tile drawn in the page, not
        // hydrated from the server's markup, could then not take focus).
        tabindex={act ? 0 : undefined}
        aria-label={act ? `Slide ${name}` : undefined}
        onClick={act ? () => act(p.tile) : p.onStuck ? () => p.onStuck!(p.tile) : undefined}
        onKeyDown={act ? keyDown : undefined}
      >
        <rect width={w} height={w} rx={6} style={{ fill, stroke: p.marked || p.picked ? '#111' : '#8a7760', strokeWidth: p.picked ? 5 : p.marked ? 4 : 1.5 }} />
        {p.picked && (
          <>
            <rect x={6} y={6} width={w - 12} height={w - 12} rx={3} style={{ fill: 'none', stroke: '#111', strokeWidth: 2.5 }} />
            <circle cx={11} cy={11} r={7} style={{ fill: '#111' }} />
          </>
        )}
        {/* A marked tile's dashes run along its own edge, light on the thick dark frame: an outline AROUND the number.
            An inner dashed frame (it used to be 6 units in) crossed a two-digit number on a phone. The corner
            triangle says "marked" by shape too; it stays clear of the number (whose top is about 19 units down). */}
        {p.marked && (
          <>
            <rect width={w} height={w} rx={6} data-mark="dashed-edge"
              style={{ fill: 'none', stroke: '#f6efe0', strokeWidth: 1.5, strokeDasharray: '6 4' }} />
            <path d="M0 0 L14 0 L0 14 Z" style={{ fill: '#111' }} />
          </>
        )}
        {act && <rect x={2} y={w - 6} width={w - 4} height={3} rx={1.5} style={{ fill: '#8a7760' }} />}
        <text x={w / 2} y={w / 2} dy="0.35em" text-anchor="middle"
          style={{ fontSize: p.compact ? '26px' : '24px', fontWeight: 600, fill: '#2b2118', fontFamily: 'system-ui, sans-serif' }}>
          {p.tile}
        </text>
      </g>
      {!p.compact && p.distance !== undefined && (p.distance > 0 || p.zeroDistance) && <DistanceBadge w={w} d={p.distance} />}
      {!p.compact && p.group !== undefined && <GroupMark group={p.group % 3} w={w} />}
    </g>
  );
}

/**
 * A tile's distance from home, white on a dark pill in the upper right corner. Its digit is 14 units: at 11 a
 * board drawn 260–320 px wide gave it 8 px of ink, too little to read on a phone; the pill stays clear of the
 * tile's number (whose top is about 19 units down).
 */
function DistanceBadge({ w, d }: { w: number; d: number }) {
  return (
    <g aria-hidden="true">
      <rect x={w - 22} y={1.5} width={20.5} height={17} rx={8} style={{ fill: '#2b2118' }} />
      <text x={w - 11.75} y={10} dy="0.35em" text-anchor="middle"
        style={{ fontSize: '14px', fontWeight: 700, fill: '#fff', fontFamily: 'system-ui, sans-serif' }}>
        {d}
      </text>
    </g>
  );
}

function GroupMark({ group, w }: { group: number; w: number }) {
  const style = { fill: '#2b2118' };
  const y = w - 13;
  if (group === 0) return <circle cx={9} cy={y + 4} r={4.5} style={style} aria-hidden="true" />;
  if (group === 1) return <rect x={4.5} y={y} width={9} height={9} style={style} aria-hidden="true" />;
  return <path d={`M4 ${y + 9} L9 ${y - 0.5} L14 ${y + 9} Z`} style={style} aria-hidden="true" />;
}

function centre(cell: number, size: number): [number, number] {
  const [x, y] = origin(cell, size);
  return [x + CELL / 2, y + CELL / 2];
}

/**
 * A bar along the shared row or column, kept off the tiles' numbers and off their distance badges (upper right
 * corner): a row's bar runs along the tiles' lower edge, a column's along their LEFT edge (on the right it
 * crossed the lower tile's badge and hid its number).
 */
function ConflictBar({ size, from, to }: { size: number; from: number; to: number }) {
  if (from < 0 || to < 0) return null;
  const [x1, y1] = centre(from, size);
  const [x2, y2] = centre(to, size);
  const sameRow = y1 === y2;
  // 0.43 of a cell left of the centres: clear of a two-digit number (about 14 units each side) and of the group
  // shape in a tile's lower left corner (from 14 to 24 units left of the centre), which the line passes beside.
  const dx = sameRow ? 0 : -CELL * 0.43;
  // A row's bar 0.44 of a cell below the centres, along the tiles' lower edge: below the group shape in the lower left
  // corner (which ends 24 units down) as well as the number (which ends about 9 units down). Between the two, at 0.22,
  // the end dots (radius 4) touched the foot of the digits at 1280 px.
  const dy = sameRow ? CELL * 0.44 : 0;
  const style = { stroke: '#9b1c1c', strokeWidth: 3, fill: '#9b1c1c' };
  return (
    <g aria-hidden="true" class="sb-conflict">
      <line x1={x1 + dx} y1={y1 + dy} x2={x2 + dx} y2={y2 + dy} style={style} />
      <circle cx={x1 + dx} cy={y1 + dy} r={4} style={style} />
      <circle cx={x2 + dx} cy={y2 + dy} r={4} style={style} />
    </g>
  );
}

/**
 * An arrow along a row or column from the centre of cell `from` towards cell
 * `to`: it starts `startInset` px off the first centre and its tip stops
 * `endInset` px short of the second; the head is `headLength` long and
 * `headHalf` wide on each side. The line ends where the head begins. A
 * nonzero `shift` draws it that many px to one side of the centres' line.
 */
function arrowGeometry(size: number, from: number, to: number, startInset: number, endInset: number, headLength: number, headHalf: number, shift = 0) {
  const [cx1, cy1] = centre(from, size);
  const [cx2, cy2] = centre(to, size);
  const ux = Math.sign(cx2 - cx1);
  const uy = Math.sign(cy2 - cy1);
  // `shift` moves the whole arrow sideways, to its right as it points (screen y grows downwards), keeping it parallel.
  const [x1, y1, x2, y2] = [cx1 - uy * shift, cy1 + ux * shift, cx2 - uy * shift, cy2 + ux * shift];
  const ex = x2 - ux * endInset;
  const ey = y2 - uy * endInset;
  const head = `M${ex} ${ey} L${ex - ux * headLength - uy * headHalf} ${ey - uy * headLength - ux * headHalf} L${ex - ux * headLength + uy * headHalf} ${ey - uy * headLength + ux * headHalf} Z`;
  return { sx: x1 + ux * startInset, sy: y1 + uy * startInset, ex, ey, ux, uy, head };
}

/** How far an arrow is drawn off the centres' line, to its right (`side` 1), when two arrows join the same cells. */
const SIDE_SHIFT = CELL * 0.22;

/** From the cell the tile left (now the blank) to where it stands now. */
function MoveArrow({ size, from, to, side = 0 }: { size: number; from: number; to: number; side?: number }) {
  const { sx, sy, ex, ey, ux, uy, head } = arrowGeometry(size, from, to, 8, CELL / 2 - 2, 9, 6, side * SIDE_SHIFT);
  return (
    <g aria-hidden="true" class="sb-arrow">
      <line x1={sx} y1={sy} x2={ex - ux * 6} y2={ey - uy * 6} style={{ stroke: '#f6efe0', strokeWidth: 3 }} />
      <path d={head} style={{ fill: '#f6efe0' }} />
    </g>
  );
}

/** From the hinted tile into the blank: dashed, dark on a light halo, so it is told from the solid last-move arrow by shape. */
function HintArrow({ size, from, to, side = 0 }: { size: number; from: number; to: number; side?: number }) {
  // From the tile's edge to past the blank's centre: it never crosses the tile's number or its badge.
  const { sx, sy, ex, ey, ux, uy, head } = arrowGeometry(size, from, to, CELL / 2 - 4, -8, 11, 8, side * SIDE_SHIFT);
  return (
    <g aria-hidden="true" class="sb-hint-arrow" data-testid="hint-arrow">
      <line x1={sx} y1={sy} x2={ex - ux * 9} y2={ey - uy * 9} style={{ stroke: '#f6efe0', strokeWidth: 7, strokeLinecap: 'round' }} />
      <line x1={sx} y1={sy} x2={ex - ux * 9} y2={ey - uy * 9} style={{ stroke: '#111', strokeWidth: 3, strokeDasharray: '6 4' }} />
      <path d={head} style={{ fill: '#111', stroke: '#f6efe0', strokeWidth: 2 }} />
    </g>
  );
}

function RowLabels({ size, blankRow, x }: { size: number; blankRow: number; x: number }) {
  return (
    <g aria-hidden="true">
      {Array.from({ length: size }, (_, r) => {
        const cy = PAD + r * CELL + CELL / 2;
        const fromBottom = size - r;
        const isBlank = r === blankRow;
        return (
          <g key={r}>
            {isBlank && <circle cx={x + LABEL_W / 2} cy={cy} r={14} style={{ fill: 'none', stroke: '#2b2118', strokeWidth: 2 }} />}
            {/* 18 units: a 4×4 board is drawn at about 0.85 scale on a phone, and the labels stay ≥ 14 px there. */}
            <text x={x + LABEL_W / 2} y={cy} dy="0.35em" text-anchor="middle"
              style={{ fontSize: '18px', fontWeight: isBlank ? 700 : 400, fill: '#2b2118', fontFamily: 'system-ui, sans-serif' }}>
              {fromBottom}
            </text>
          </g>
        );
      })}
    </g>
  );
}
