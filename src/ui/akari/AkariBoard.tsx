/**
 * The Akari board as SVG: the one drawing used by the solver island, the
 * constraint explorer, the trace, the "why" panel, the by-hand mode and the
 * exported page.
 *
 * Pure apart from the roving focus: props in, markup out, inline styles so
 * the SVG looks the same inside a standalone export. Every state has a shape
 * as well as a tint — a bulb for a lamp, × for a cell that cannot hold one,
 * a beam line through lit cells, hatching for highlighted cells, a dashed
 * outline and a corner flag for cells the current step settled.
 *
 * Past LARGE_BOARD_CELLS the board is drawn by LargeAkariBoard instead (a few
 * paths for the whole board), so a 100×100 board stays quick to draw.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { beamPath, beamsOf, boardDescription, indexCells, litCells, nextWhite } from './board-geometry';
import { CellFront, CELL, DARK, GlyphDefs, PAD, type CellMarks } from './BoardCell';
import { LARGE_BOARD_CELLS, LargeAkariBoard } from './LargeAkariBoard';

export interface AkariBoardProps {
  puzzle: AkariPuzzle;
  /** Per variable (white cells in reading order): −1 unknown, 0 cross, 1 lamp. */
  values?: readonly number[];
  /** Variable names (x with its number) on the white cells. */
  names?: boolean;
  /** Variables to mark, e.g. the cells of the inequality under the pointer. */
  highlight?: readonly number[];
  /** Variables settled by the current step. */
  changed?: readonly number[];
  /** The chosen cell, e.g. the one whose "why" is shown. */
  selected?: number | null;
  /** Click / Enter / Space on a white cell; makes the cells focusable. */
  onCellSelect?: (variable: number) => void;
  /** Pointer or focus enters a white cell (its variable) or leaves (null). */
  onCellHover?: (variable: number | null) => void;
  /** Accessible name; the board's contents are appended for screen readers. */
  label?: string;
  /** Largest rendered width in CSS px; the board shrinks with its container. */
  maxWidth?: number;
  caption?: string;
  /** Thumbnail: no names, no per-cell test ids, a short accessible name (step boards in exports). */
  compact?: boolean;
  testId?: string;
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function AkariBoard(props: AkariBoardProps): JSX.Element {
  return props.puzzle.width * props.puzzle.height > LARGE_BOARD_CELLS ? <LargeAkariBoard {...props} /> : <CellBoard {...props} />;
}

/** The board with one group per cell (names, per-cell focus and test ids). */
function CellBoard(props: AkariBoardProps): JSX.Element {
  const { puzzle, compact = false, testId = 'akari-board' } = props;
  const names = (props.names ?? true) && !compact;
  const index = useMemo(() => indexCells(puzzle), [puzzle]);
  const values = props.values ?? index.cells.map(() => -1);
  const beams = beamsOf(puzzle, index, values);
  const lit = litCells(puzzle, beams);
  const highlight = new Set(props.highlight ?? []);
  const changed = new Set(props.changed ?? []);
  const interactive = Boolean(props.onCellSelect || props.onCellHover);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `ak-hatch-${uid}`;
  const svgRef = useRef<SVGSVGElement>(null);
  // Roving tabindex: exactly one white cell is in the tab order.
  const [active, setActive] = useState<number>(props.selected ?? 0);
  const w = PAD * 2 + puzzle.width * CELL;
  const h = PAD * 2 + puzzle.height * CELL;
  const lamps = values.filter((v) => v === 1).length;
  const crosses = values.filter((v) => v === 0).length;
  const rovingVar = active < index.cells.length ? active : 0;
  const fills = cellFills(index.cells, (v) => lit[index.cells[v][0] * puzzle.width + index.cells[v][1]] === 1, highlight);

  useEffect(() => {
    if (props.selected != null) setActive(props.selected);
  }, [props.selected]);

  const onKeyDown = (variable: number, e: KeyboardEvent) => {
    const [r, c] = index.cells[variable];
    let next: number | null = null;
    if (e.key in KEY_STEPS) {
      const [dr, dc] = KEY_STEPS[e.key];
      const to = nextWhite(puzzle, r, c, dr, dc);
      next = to ? index.varOf[to[0] * puzzle.width + to[1]] : null;
    } else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = index.cells.length - 1;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onCellSelect?.(variable);
      return;
    } else return;
    e.preventDefault();
    if (next === null || next < 0) return;
    // Every white cell is focusable (tabindex −1), so focus moves at once; its onFocus updates `active`.
    svgRef.current?.querySelector<SVGGElement>(`[data-var="${next}"]`)?.focus();
  };

  const marksOf = (variable: number): CellMarks => ({
    highlighted: highlight.has(variable),
    changed: changed.has(variable),
    selected: props.selected === variable,
  });

  return (
    <figure class="ak-board-figure" data-testid={testId} data-width={puzzle.width} data-height={puzzle.height}
      data-lamps={lamps} data-crosses={crosses}>
      <svg
        ref={svgRef}
        class="ak-board"
        viewBox={`0 0 ${w} ${h}`}
        style={{ width: '100%', maxWidth: `${props.maxWidth ?? Math.min(420, w)}px`, height: 'auto', display: 'block' }}
        role={interactive ? 'group' : 'img'}
        aria-label={`${props.label ? props.label + '. ' : ''}${compact ? `${lamps} lamps, ${crosses} cells without a lamp` : boardDescription(puzzle, index, values)}`}
      >
        <defs>
          <pattern id={hatchId} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1={0} y1={0} x2={0} y2={8} stroke="#1d4f91" stroke-width={3} />
          </pattern>
          <GlyphDefs bulbId={`${hatchId}-bulb`} crossId={`${hatchId}-cross`} />
        </defs>
        <rect x={0} y={0} width={w} height={h} fill={DARK} />
        <path d={fills.white} fill="#fff" />
        <path d={fills.lit} fill="#fff0a8" />
        {fills.hatched && <path d={fills.hatched} fill={`url(#${hatchId})`} opacity={0.3} />}
        {beams.length > 0 && <path d={beamPath(beams, CELL, PAD)} {...BEAM} aria-hidden="true" pointer-events="none" />}
        {puzzle.rows.map((row, r) =>
          [...row].map((ch, c) => {
            const variable = index.varOf[r * puzzle.width + c];
            return (
              <CellFront key={`${r}-${c}`} r={r} c={c} ch={ch} variable={variable} testId={testId}
                value={variable >= 0 ? values[variable] : undefined} lit={lit[r * puzzle.width + c] === 1}
                names={names} compact={compact} glyphBase={hatchId} marks={variable >= 0 ? marksOf(variable) : null}
                focusable={interactive && variable >= 0} tabbable={variable === rovingVar}
                onSelect={props.onCellSelect} onHover={props.onCellHover}
                onKeyDown={onKeyDown} onFocusCell={setActive} />
            );
          }),
        )}
      </svg>
      {props.caption && <figcaption class="ak-small">{props.caption}</figcaption>}
    </figure>
  );
}

// Between the cell fills and the glyphs, so a lamp or a × sits on top of its light.
const BEAM = { fill: 'none', stroke: '#b07d00', 'stroke-width': 2, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' } as const;

/**
 * The white cells as three SVG paths (unlit, lit, hatched) instead of a rect
 * each: an exported page draws the board after every step, and this keeps
 * each drawing a few kilobytes.
 */
function cellFills(cells: readonly [number, number][], isLit: (v: number) => boolean, highlight: ReadonlySet<number>) {
  const square = ([r, c]: [number, number]) => `M${PAD + c * CELL + 1} ${PAD + r * CELL + 1}h${CELL - 2}v${CELL - 2}h${2 - CELL}z`;
  let white = '';
  let lit = '';
  let hatched = '';
  cells.forEach((cell, v) => {
    if (isLit(v)) lit += square(cell);
    else white += square(cell);
    if (highlight.has(v)) hatched += square(cell);
  });
  return { white, lit, hatched };
}
