/**
 * One cell of the Akari board, drawn over the fills and the lamps' beams
 * (AkariBoard draws those): clue, bulb, ×, variable name, outlines, and the
 * focus / click target. Black cells are the board's dark background.
 *
 * Presentation attributes rather than CSS: the drawing needs no stylesheet
 * (a lesson may place a board on its own), and an exported page that shows
 * a board after every step stays small. The names' lettering is set once
 * on the group around the cells (AkariBoard). Sizes are in board units, 48
 * to a cell; board-size.ts draws the board large enough (46 px a cell) that
 * a name (17 units at its smallest) has 10 px of ink on screen, as a label
 * read by its glyphs alone needs, and a clue (21) is at least 11 px.
 */
import type { JSX } from 'preact';
import { clueOf } from '../../puzzles/akari/puzzle';
import { cellTargetAttrs, type CellHandlers } from '../grid/GridParts';
import { plainName, stateWord } from './board-geometry';

export const CELL = 48;
export const PAD = 3;
export const DARK = '#2b2b2b';

/**
 * Name sizes: alone in an open cell, and in the corner of a cell with a glyph; and a badge's. A serif italic
 * "x1" has ink over about 0.63 of its font size (old-style digits stand at the x's height), so at 12.5 units in
 * the corner it had 7.3 px of ink, which readers on a phone could not read; at 17 it has 10.
 */
const NAME_SIZE = 18;
const NAME_SUB = 14;
const CORNER_SIZE = 17;
const BADGE_SIZE = 15;
/** The badge's disc: room for a digit at BADGE_SIZE, small enough to stay in its corner. */
const BADGE_R = 9;
/**
 * How far a badged cell's bulb or × moves, out of the badge's corner and from under the name: the bulb's box
 * (15 to 37 across, 17 to 43 down) then ends 2 units left of the disc and 1 under the name's box.
 */
const BADGE_ROOM = { left: 9, down: 2 };
/** A badged cell's name sits one unit higher than a glyph cell's, so the lowered bulb stays clear of it. */
const BADGED_NAME_BASE = 14;
const CORNER_NAME_BASE = 15;
export const CLUE_SIZE = 21;

const origin = (r: number, c: number): [number, number] => [PAD + c * CELL, PAD + r * CELL];

export interface CellFrontProps extends CellHandlers {
  r: number;
  c: number;
  ch: string;
  /** −1 for black cells. */
  variable: number;
  value: number | undefined;
  lit: boolean;
  names: boolean;
  /** Clue digits drawn (false when the board is too small on screen to read them). */
  clues: boolean;
  highlighted: boolean;
  /** The pointer rests on it: a preview, drawn as a dashed border (AkariBoard's `pointed`). */
  pointed?: boolean;
  changed: boolean;
  /** A badge's text in the upper right corner ("?", "1" …), or undefined. */
  badge?: string;
  focusable: boolean;
  /**
   * Per-cell test ids and states as data attributes: on boards a reader works
   * with (they are what the tests read); a drawing on a static page or in an
   * export leaves them out, and so stays a few kilobytes.
   */
  detailed: boolean;
  /** Id prefix of the board's <defs>: `${glyphBase}-bulb`, `${glyphBase}-cross`. */
  glyphBase: string;
  testId: string;
}

export function CellFront(p: CellFrontProps): JSX.Element | null {
  const [x, y] = origin(p.r, p.c);
  const tid = p.detailed ? `${p.testId}-cell-${p.r}-${p.c}` : undefined;
  if (p.variable < 0) {
    const clue = clueOf(p.ch);
    const text = clue !== null && p.clues ? <ClueText x={x} y={y} clue={clue} /> : null;
    if (!p.detailed) return text;
    return (
      <g data-testid={tid} data-kind="black" data-clue={clue ?? undefined} aria-hidden="true">
        {text}
      </g>
    );
  }
  const glyph = p.value === 1 || p.value === 0;
  if (!p.detailed && !glyph && !p.names && !p.highlighted && !p.pointed && !p.changed && !p.selected && !p.badge) return null;
  const state = p.value === 1 ? 'lamp' : p.value === 0 ? 'cross' : 'unknown';
  const words = [plainName(p.variable), `row ${p.r + 1}, column ${p.c + 1}`, stateWord(p.value)];
  if (p.lit && p.value !== 1) words.push('lit');
  if (p.changed) words.push('just settled');
  if (p.badge === '?') words.push('only assumed');
  else if (p.badge) words.push(`marked ${p.badge}`);
  if (p.highlighted) words.push('highlighted');
  if (p.pointed) words.push('pointed at (a preview)');
  // Flags are written only when set: absent means false.
  const data = p.detailed
    ? {
        'data-testid': tid,
        'data-kind': 'white',
        'data-state': state,
        'data-lit': p.lit ? 'true' : undefined,
        'data-highlighted': p.highlighted ? 'true' : undefined,
        'data-changed': p.changed ? 'true' : undefined,
        'data-selected': p.selected ? 'true' : undefined,
        'data-pointed': p.pointed ? 'true' : undefined,
        'data-badge': p.badge,
      }
    : {};
  // A badge takes the lower right corner: the name goes to the upper left and the glyph moves left, so none of the three touch.
  // Which mark is which, for the layout checks, on boards a reader works with only (a static drawing stays small).
  const part = (name: string) => (p.detailed ? name : undefined);
  const gx = p.badge ? x - BADGE_ROOM.left : x;
  const gy = p.badge ? y + BADGE_ROOM.down : y;
  return (
    <g
      {...data}
      data-var={p.detailed ? p.variable : undefined}
      {...cellTargetAttrs({ ...p, cell: p.variable, classPrefix: 'eng', words: words.join(', ') })}
    >
      {p.value === 1 && <use href={`#${p.glyphBase}-bulb`} x={gx} y={gy} data-part={part('glyph')} />}
      {p.value === 0 && <use href={`#${p.glyphBase}-cross`} x={gx} y={gy} data-part={part('glyph')} />}
      {p.highlighted && <rect x={x + 2.5} y={y + 2.5} width={CELL - 5} height={CELL - 5} fill="none" stroke="#1d4f91" stroke-width={4} />}
      {/* A preview: dashes where a chosen or marked cell has a solid border, and no stripes. */}
      {p.pointed && !p.highlighted && (
        <rect x={x + 2.5} y={y + 2.5} width={CELL - 5} height={CELL - 5} fill="none" stroke="#1d4f91" stroke-width={4} stroke-dasharray="7 5" data-part={part('pointed')} />
      )}
      {p.changed && (
        <>
          <rect x={x + 6} y={y + 6} width={CELL - 12} height={CELL - 12} fill="none" stroke="#111" stroke-width={2.5} stroke-dasharray="5 3" />
          <path d={`M${x + CELL - 15} ${y + 1}H${x + CELL - 1}V${y + 15}Z`} fill="#111" stroke="none" />
        </>
      )}
      {/* The chosen cell (the keyboard's cursor): black corner brackets, so it never looks like a hint's full blue border.
          They sit inside the border's ring, so a cell that is both chosen and marked shows both; and only in the corners
          the cell's own marks leave free, so none is drawn over its name or badge. */}
      {p.selected && (
        <g fill="none" stroke="#111" stroke-width={3} stroke-linecap="square" data-testid="cell-cursor">
          {cursorCorners(p.names && (glyph || p.badge !== undefined), p.badge !== undefined).flatMap((corner) =>
            cornerArms(x, y, corner).map((d, k) => <path key={`${corner}-${k}`} d={d} data-part={part('cursor')} />),
          )}
        </g>
      )}
      {p.badge && <Badge x={x} y={y} text={p.badge} part={part('badge')} />}
      {/* The name last, over the marks, with a white halo so the dashes and hatching never hide it. */}
      {p.names && <Name x={x} y={y} variable={p.variable} corner={glyph || p.badge !== undefined} base={p.badge ? BADGED_NAME_BASE : CORNER_NAME_BASE} part={part('name')} />}
      {/* The click target, and the focus ring when focused (a transparent fill catches the pointer). */}
      {p.focusable && <rect class="eng-focus" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} fill="transparent" />}
    </g>
  );
}

/**
 * L-shaped corners inside the cell, clear of a marked cell's border
 * (a 4-wide ring from 0.5 to 4.5 in): the brackets' stroke runs from 6.5 to 9.5.
 * Their arms end 18.5 in from the edge, so the top right one keeps clear of a
 * two-digit name in the upper left (it ends about 28 in).
 */
export const CURSOR_INSET = 8;
const CURSOR_ARM = 9;
type Corner = 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left';

/**
 * The corners a chosen cell's brackets take: the name takes the upper left once it sits in the corner (beside a
 * glyph or a badge), and a badge the lower right, with the glyph it moves down and left into the lower left.
 */
export function cursorCorners(nameInCorner: boolean, badged: boolean): Corner[] {
  const all: Corner[] = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];
  return all.filter((c) => !(nameInCorner && c === 'top-left') && !(badged && (c === 'bottom-right' || c === 'bottom-left')));
}

/** A bracket's two arms, each from the corner outward (one path each, so each arm's box is the arm's own). */
function cornerArms(x: number, y: number, corner: Corner): [string, string] {
  const a = CURSOR_INSET;
  const b = CELL - CURSOR_INSET;
  const len = CURSOR_ARM;
  const [cx, dx] = corner === 'top-left' || corner === 'bottom-left' ? [x + a, len] : [x + b, -len];
  const [cy, dy] = corner === 'top-left' || corner === 'top-right' ? [y + a, len] : [y + b, -len];
  return [`M${cx} ${cy}H${cx + dx}`, `M${cx} ${cy}V${cy + dy}`];
}

/**
 * A badge: dark text on a white disc with a dark ring, in the lower right corner. In the upper right it met a
 * two-digit name at the upper left ("x28" runs to about 30 units of 48) and the top of the bulb; so a badged
 * cell writes its name at the upper left, even when open (a centred name's subscript reaches the lower right),
 * and draws its bulb or × BADGE_ROOM to the left and down, clear of the disc and the name.
 */
function Badge({ x, y, text, part }: { x: number; y: number; text: string; part?: string }): JSX.Element {
  const cx = x + CELL - BADGE_R - 1;
  const cy = y + CELL - BADGE_R - 1;
  return (
    <g aria-hidden="true" data-part={part}>
      <circle cx={cx} cy={cy} r={BADGE_R} fill="#fff" stroke="#111" stroke-width={1.5} />
      {/* Two characters ("3!", "12") fit the disc; a third ("12!") is squeezed to it rather than spilling over the glyph. */}
      <text x={cx} y={cy + 5.25} text-anchor="middle" font-size={BADGE_SIZE} font-style="normal" font-weight={700}
        font-family="system-ui, sans-serif" fill="#111" stroke="none"
        {...(text.length > 2 ? { textLength: 2 * BADGE_R - 3, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {text}
      </text>
    </g>
  );
}

/** A clue's digit, white on the black cell. */
export function ClueText({ x, y, clue }: { x: number; y: number; clue: number }): JSX.Element {
  return (
    <text x={x + CELL / 2} y={y + CELL / 2 + 7} text-anchor="middle" fill="#fff" stroke="none" font-size={CLUE_SIZE} font-weight={700}
      font-style="normal" font-family="system-ui, sans-serif">
      {clue}
    </text>
  );
}

/**
 * The bulb and the ×, drawn once per board in <defs> (cell coordinates) and
 * placed with <use>: a board full of glyphs stays small. They sit a little
 * low (`low` units under the centre), leaving the top left corner to the cell's name.
 */
export function GlyphDefs({ bulbId, crossId }: { bulbId: string; crossId: string }): JSX.Element {
  const c = CELL / 2;
  const low = 3;
  return (
    <>
      <g id={bulbId} stroke="#3a2e00" stroke-width={1}>
        <circle cx={c + 2} cy={c + low} r={10} fill="#ffd23f" stroke-width={2} />
        <rect x={c - 3} y={c + low + 9} width={10} height={6} rx={2} fill="#3a2e00" />
        <path d={`M${c - 2} ${c + low + 2}l2.5 -5l1.5 4l1.5 -4l2.5 5`} fill="none" stroke-width={1.3} />
      </g>
      <path id={crossId} d={`M${c - 5} ${c - 4 + low}l14 14m0 -14l-14 14`} stroke="#333" stroke-width={3} stroke-linecap="round" fill="none" />
    </>
  );
}

/**
 * The lettering every name shares, set once on the group around the cells: a
 * serif italic x in dark grey, centred, with a white halo (painted under the
 * letters) so dashes and hatching never hide it.
 */
export const NAME_LETTERING = {
  'font-family': 'Georgia, serif',
  'font-style': 'italic',
  'font-size': NAME_SIZE,
  'text-anchor': 'middle',
  fill: '#333',
  stroke: '#fff',
  'stroke-width': 3,
  'paint-order': 'stroke',
} as const;

/** x with its number as a subscript; smaller, in the corner, once the cell has a glyph. */
function Name({ x, y, variable, corner, base, part }: { x: number; y: number; variable: number; corner: boolean; base: number; part?: string }) {
  return corner ? (
    <text x={x + 3} y={y + base} text-anchor="start" font-size={CORNER_SIZE} data-part={part}>
      x<tspan font-style="normal">{variable + 1}</tspan>
    </text>
  ) : (
    <text x={x + CELL / 2} y={y + CELL / 2 + 4} data-part={part}>
      x<tspan dy={4} font-size={NAME_SUB} font-style="normal">{variable + 1}</tspan>
    </text>
  );
}
