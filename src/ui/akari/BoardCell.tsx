/**
 * One cell of the Akari board, drawn over the fills and the lamps' beams
 * (AkariBoard draws those): clue, bulb, ×, variable name, outlines, and the
 * focus / click target. Black cells are the board's dark background.
 *
 * Presentation attributes rather than CSS: the drawing needs no stylesheet
 * (a lesson may place a board on its own), and an exported page that shows
 * a board after every step stays small.
 */
import type { JSX } from 'preact';
import { clueOf } from '../../puzzles/akari/puzzle';
import { plainName, stateWord } from './board-geometry';

export const CELL = 48;
export const PAD = 3;
export const DARK = '#2b2b2b';

export interface CellMarks {
  highlighted: boolean;
  changed: boolean;
  selected: boolean;
}

const origin = (r: number, c: number): [number, number] => [PAD + c * CELL, PAD + r * CELL];

export interface CellFrontProps {
  r: number;
  c: number;
  ch: string;
  /** −1 for black cells. */
  variable: number;
  value: number | undefined;
  lit: boolean;
  names: boolean;
  marks: CellMarks | null;
  focusable: boolean;
  tabbable: boolean;
  /** Leave out per-cell test ids and empty groups (thumbnails in exports). */
  compact: boolean;
  /** Id prefix of the board's <defs>: `${glyphBase}-bulb`, `${glyphBase}-cross`. */
  glyphBase: string;
  testId: string;
  onSelect?: (variable: number) => void;
  onHover?: (variable: number | null) => void;
  onKeyDown: (variable: number, e: KeyboardEvent) => void;
  onFocusCell: (variable: number) => void;
}

export function CellFront(p: CellFrontProps): JSX.Element | null {
  const [x, y] = origin(p.r, p.c);
  const tid = p.compact ? undefined : `${p.testId}-cell-${p.r}-${p.c}`;
  if (p.variable < 0) {
    const clue = clueOf(p.ch);
    if (p.compact && clue === null) return null;
    return (
      <g data-testid={tid} data-kind={p.compact ? undefined : 'black'} data-clue={clue ?? undefined} aria-hidden="true">
        {clue !== null && (
          <text x={x + CELL / 2} y={y + CELL / 2 + 7} text-anchor="middle" fill="#fff" font-size={21} font-weight={700}
            font-family="system-ui, sans-serif">
            {clue}
          </text>
        )}
      </g>
    );
  }
  const m = p.marks ?? { highlighted: false, changed: false, selected: false };
  const glyph = p.value === 1 || p.value === 0;
  if (p.compact && !p.focusable && !glyph && !p.names && !m.highlighted && !m.changed && !m.selected) return null;
  const state = p.value === 1 ? 'lamp' : p.value === 0 ? 'cross' : 'unknown';
  const words = [plainName(p.variable), `row ${p.r + 1}, column ${p.c + 1}`, stateWord(p.value)];
  if (p.lit && p.value !== 1) words.push('lit');
  if (m.changed) words.push('just settled');
  if (m.highlighted) words.push('highlighted');
  const select = p.onSelect;
  const data = p.compact
    ? {}
    : {
        'data-testid': tid,
        'data-kind': 'white',
        'data-state': state,
        'data-lit': p.lit ? 'true' : 'false',
        'data-highlighted': m.highlighted ? 'true' : 'false',
        'data-changed': m.changed ? 'true' : 'false',
        'data-selected': m.selected ? 'true' : 'false',
      };
  return (
    <g
      {...data}
      class={p.focusable ? 'ak-cell ak-cell-active' : undefined}
      data-var={p.variable}
      role={p.focusable ? 'button' : undefined}
      tabindex={p.focusable ? (p.tabbable ? 0 : -1) : undefined}
      aria-label={p.focusable ? words.join(', ') : undefined}
      aria-pressed={p.focusable && select ? (m.selected ? 'true' : 'false') : undefined}
      onClick={select ? () => select(p.variable) : undefined}
      onMouseEnter={p.onHover ? () => p.onHover?.(p.variable) : undefined}
      onMouseLeave={p.onHover ? () => p.onHover?.(null) : undefined}
      onFocus={p.focusable ? () => (p.onFocusCell(p.variable), p.onHover?.(p.variable)) : undefined}
      onBlur={p.onHover ? () => p.onHover?.(null) : undefined}
      onKeyDown={p.focusable ? (e: KeyboardEvent) => p.onKeyDown(p.variable, e) : undefined}
    >
      {p.focusable && <rect x={x} y={y} width={CELL} height={CELL} fill="transparent" />}
      {p.value === 1 && <use href={`#${p.glyphBase}-bulb`} x={x} y={y} />}
      {p.value === 0 && <use href={`#${p.glyphBase}-cross`} x={x} y={y} />}
      {p.names && <Name x={x} y={y} variable={p.variable} small={glyph} />}
      {m.highlighted && <rect x={x + 2.5} y={y + 2.5} width={CELL - 5} height={CELL - 5} fill="none" stroke="#1d4f91" stroke-width={4} />}
      {m.changed && (
        <>
          <rect x={x + 6} y={y + 6} width={CELL - 12} height={CELL - 12} fill="none" stroke="#111" stroke-width={2.5} stroke-dasharray="5 3" />
          <path d={`M${x + CELL - 15} ${y + 1}H${x + CELL - 1}V${y + 15}Z`} fill="#111" />
        </>
      )}
      {m.selected && (
        <>
          <rect x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} fill="none" stroke="#111" stroke-width={3} />
          <rect x={x + 4.5} y={y + 4.5} width={CELL - 9} height={CELL - 9} fill="none" stroke="#111" stroke-width={1.5} />
        </>
      )}
      {p.focusable && <rect class="ak-focus" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} fill="none" stroke="#0b57d0" stroke-width={4} opacity={0} />}
    </g>
  );
}

/**
 * The bulb and the ×, drawn once per board in <defs> (cell coordinates) and
 * placed with <use>: a board full of glyphs stays small.
 */
export function GlyphDefs({ bulbId, crossId }: { bulbId: string; crossId: string }): JSX.Element {
  const c = CELL / 2;
  return (
    <>
      <g id={bulbId} stroke="#3a2e00">
        <circle cx={c} cy={c - 3} r={11} fill="#ffd23f" stroke-width={2} />
        <rect x={c - 5.5} y={c + 7} width={11} height={7} rx={2} fill="#3a2e00" />
        <path d={`M${c - 4} ${c - 1}l2.5 -5l1.5 4l1.5 -4l2.5 5`} fill="none" stroke-width={1.3} />
      </g>
      <path id={crossId} d={`M${c - 8} ${c - 8}l16 16m0 -16l-16 16`} stroke="#333" stroke-width={3} stroke-linecap="round" fill="none" />
    </>
  );
}

/** x with its number as a subscript; small in the corner once the cell has a glyph. */
function Name({ x, y, variable, small }: { x: number; y: number; variable: number; small: boolean }) {
  const size = small ? 10 : 15;
  return (
    <text aria-hidden="true" x={small ? x + 4 : x + CELL / 2} y={small ? y + 12 : y + CELL / 2 + 4}
      text-anchor={small ? 'start' : 'middle'} fill="#333" font-size={size} font-style="italic" font-family="Georgia, serif"
      pointer-events="none">
      x<tspan dy={size * 0.3} font-size={size * 0.72} font-style="normal">{variable + 1}</tspan>
    </text>
  );
}
