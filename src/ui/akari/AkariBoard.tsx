/**
 * The Akari board as SVG: the one drawing used by the solver island, the
 * constraint explorer, the trace, the "why" panel, the by-hand mode and the
 * exported page.
 *
 * Pure apart from focus and zoom: props in, markup out, presentation
 * attributes so the SVG looks the same inside a standalone export. Every
 * state has a shape as well as a tint — a bulb for a lamp, × for a cell that
 * cannot hold one, a beam line through lit cells, hatching for highlighted
 * cells, a dashed outline and a corner flag for cells the current step
 * settled.
 *
 * Its size keeps every label readable (./board-size.ts): a board too large
 * to show whole with its names is drawn whole without them, and a button
 * zooms it to reading size in a box that pans, where `reveal` keeps the
 * cells of the current step in view. Past LARGE_BOARD_CELLS the board is
 * drawn by LargeAkariBoard (a few paths for the whole board), so a 100×100
 * board stays quick to draw.
 */
import type { JSX } from 'preact';
import { memo } from 'preact/compat';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { beamPath, beamsOf, boardDescription, indexCells, litCells, type CellIndex } from './board-geometry';
import { boardLayout, type BoardLayout } from './board-size';
import { CellFront, CELL, DARK, GlyphDefs, NAME_LETTERING, PAD } from './BoardCell';
import { LARGE_BOARD_CELLS, LargeBoardSvg } from './LargeAkariBoard';
import type { GridBoardProps } from '../grid/board-props';
import { onGridKey, whiteStep } from '../grid/grid-keys';
import { HatchPattern, useRovingCell } from '../grid/GridParts';

/** An Akari board: the grid kit's board props (src/ui/grid/board-props.ts), the cells' values as lamps and crosses. */
export interface AkariBoardProps extends GridBoardProps {
  puzzle: AkariPuzzle;
  /** Per variable (white cells in reading order): −1 unknown, 0 cross, 1 lamp. */
  values?: readonly number[];
  /** Variable names (x with its number) on the white cells. */
  names?: boolean;
  /** Variables to keep in view when the board is zoomed in (the current step's cells). */
  reveal?: readonly number[];
  /** The board can be zoomed (default: when it listens to the pointer or is large; false on static pages). */
  zoomable?: boolean;
  /**
   * A short badge (a few characters) in a cell's lower right corner (the cell's name moves to the upper left, its glyph left), per variable: "?" for a value
   * that is only assumed, "1", "2" … for the cells a proof names in order. A shape with text, not a tint.
   */
  badges?: Readonly<Record<number, string>>;
  /**
   * The cell the pointer rests on, drawn as a preview: a dashed border, no stripes, so it never looks like a chosen
   * or marked cell (a solid border, striped inside). Cell by cell boards only.
   */
  pointed?: number | null;
}

/** What the preview of a pointed cell looks like, in the words its status line uses. */
export const POINTED_MARK = 'dashed border, no stripes';

/** The mark of a cell the current step settled, in the words every legend and lesson sentence uses for it (lower-cased within a sentence). */
export const SETTLED_MARK = 'Dashed outline and flag (the black triangle in a corner)';

/** What a lit cell looks like, for a legend under a board a reader works on: the tint is never the only cue. */
export const LIT_LEGEND = 'A lit cell is pale yellow and has its lamp’s dotted ray running through it.';

/** What the two drawings (cell by cell, or a few paths) receive from the frame. */
export interface BoardSvgProps extends AkariBoardProps {
  index: CellIndex;
  values: readonly number[];
  layout: BoardLayout;
  svgStyle: Record<string, string>;
  svgRef: { current: SVGSVGElement | null };
}

export function AkariBoard(props: AkariBoardProps): JSX.Element {
  const { puzzle, compact = false, testId = 'akari-board' } = props;
  const large = puzzle.width * puzzle.height > LARGE_BOARD_CELLS;
  const index = useMemo(() => indexCells(puzzle), [puzzle]);
  const values = props.values ?? index.cells.map(() => -1);
  const interactive = Boolean(props.onCellSelect || props.onCellHover);
  const [zoomed, setZoomed] = useState(false);
  const layout = boardLayout(puzzle.width, {
    maxWidth: props.maxWidth ?? (large ? 640 : 420),
    zoomed,
    compact,
    names: (props.names ?? true) && !compact && !large,
    interactive: props.zoomable ?? interactive,
  });
  const svgRef = useRef<SVGSVGElement>(null);
  const pan = useRef<HTMLDivElement>(null);
  const svgStyle: Record<string, string> = { width: layout.width, height: 'auto', display: 'block' };
  // Zoomed in, the drawing is wider than its box on purpose (the box pans): the page's `svg { max-width: 100% }` must not shrink it back.
  svgStyle.maxWidth = layout.maxWidth !== null ? `${layout.maxWidth}px` : 'none';
  if (layout.minWidth !== null) svgStyle.minWidth = `${layout.minWidth}px`;

  // Zoomed in, the box shows part of the board: keep the step's cells in it (the box scrolls, not the page).
  const reveal = props.reveal ?? [];
  useEffect(() => {
    const box = pan.current;
    const svg = svgRef.current;
    if (!box || !svg || reveal.length === 0 || box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1) return;
    const scale = svg.getBoundingClientRect().width / layout.units;
    const [r, c] = index.cells[reveal[0]] ?? [0, 0];
    const cell = CELL * scale;
    const x = (PAD + c * CELL) * scale;
    const y = (PAD + r * CELL) * scale;
    if (x < box.scrollLeft || x + cell > box.scrollLeft + box.clientWidth) box.scrollLeft = Math.max(0, x - (box.clientWidth - cell) / 2);
    if (y < box.scrollTop || y + cell > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, y - (box.clientHeight - cell) / 2);
  }, [reveal.join(' '), layout.zoomed]);

  const inner: BoardSvgProps = { ...props, index, values, layout, svgStyle, svgRef };
  return (
    <figure class="eng-board-figure" data-testid={testId} data-width={puzzle.width} data-height={puzzle.height}
      data-lamps={values.filter((v) => v === 1).length} data-crosses={values.filter((v) => v === 0).length}
      data-large={large ? 'true' : undefined} data-zoomed={layout.zoomable ? String(layout.zoomed) : undefined}>
      {layout.zoomable && (
        <p class="eng-zoom no-print">
          <button type="button" class="btn" aria-pressed={layout.zoomed} data-testid={`${testId}-zoom`} onClick={() => setZoomed((z) => !z)}>
            {layout.zoomed ? 'Show the whole board' : large ? 'Zoom in to read the clues' : 'Zoom in to read the names'}
          </button>
          <span class="eng-small">
            {layout.zoomed ? ' The board pans: scroll it, or step and it follows the step.' : ' Too large to show whole with its labels.'}
          </span>
        </p>
      )}
      <div ref={pan} class={layout.zoomed ? 'eng-board-pan eng-board-zoomed scroll-x scroll-y' : 'eng-board-pan scroll-x'}>
        {large ? <LargeBoardSvg {...inner} /> : <CellBoardSvg {...inner} />}
      </div>
      {props.caption && <figcaption class="eng-small">{props.caption}</figcaption>}
    </figure>
  );
}

const MemoCell = memo(CellFront);

/** The board with one group per cell (names, per-cell focus and test ids). */
function CellBoardSvg(props: BoardSvgProps): JSX.Element {
  const { puzzle, index, values, layout, compact = false, testId = 'akari-board' } = props;
  const beams = beamsOf(puzzle, index, values);
  const lit = litCells(puzzle, beams);
  const highlight = new Set(props.highlight ?? []);
  const changed = new Set(props.changed ?? []);
  const interactive = Boolean(props.onCellSelect || props.onCellHover);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `eng-hatch-${uid}`;
  const [active, setActive] = useRovingCell(props.selected);
  const w = layout.units;
  const h = PAD * 2 + puzzle.height * CELL;
  const lamps = values.filter((v) => v === 1).length;
  const crosses = values.filter((v) => v === 0).length;
  const rovingVar = active < index.cells.length ? active : 0;
  const fills = cellFills(index.cells, (v) => lit[index.cells[v][0] * puzzle.width + index.cells[v][1]] === 1, highlight);

  // The cells are memoised: their handlers stay the same functions and read the latest props here.
  const latest = useRef(props);
  latest.current = props;
  const handlers = useMemo(
    () => ({
      select: (v: number) => latest.current.onCellSelect?.(v),
      hover: (v: number | null) => latest.current.onCellHover?.(v),
      focusCell: (v: number) => setActive(v),
      keyDown: (variable: number, e: KeyboardEvent) => {
        const { puzzle: p, index: ix } = latest.current;
        const [r, c] = ix.cells[variable];
        const step = whiteStep(p.height, p.width, (rr, cc) => ix.varOf[rr * p.width + cc], r, c);
        onGridKey(e, variable, ix.cells.length, step, {
          select: () => latest.current.onCellSelect?.(variable),
          // Every white cell is focusable (tabindex −1), so focus moves at once; its onFocus updates `active`.
          move: (to) => latest.current.svgRef.current?.querySelector<SVGGElement>(`[data-var="${to}"]`)?.focus(),
        });
      },
    }),
    [],
  );
  const described = compact
    ? `${lamps} lamps, ${crosses} cells without a lamp`
    : interactive
      ? `A ${puzzle.width} by ${puzzle.height} board, ${index.cells.length} white cells: ${lamps} lamps, ${crosses} cells without a lamp. Each cell is a button; the arrow keys move between them.`
      : boardDescription(puzzle, index, values);

  return (
    <svg
      ref={props.svgRef}
      class="eng-board"
      viewBox={`0 0 ${w} ${h}`}
      style={props.svgStyle}
      role={interactive ? 'group' : 'img'}
      aria-label={`${props.label ? props.label + '. ' : ''}${described}`}
    >
      <defs>
        <HatchPattern id={hatchId} />
        <GlyphDefs bulbId={`${hatchId}-bulb`} crossId={`${hatchId}-cross`} />
      </defs>
      <rect class="eng-black" x={0} y={0} width={w} height={h} fill={DARK} />
      <path d={fills.white} fill="#fff" />
      <path d={fills.lit} fill="#fff0a8" />
      {fills.hatched && <path d={fills.hatched} fill={`url(#${hatchId})`} opacity={0.4} />}
      {beams.length > 0 && <path d={beamPath(beams, CELL, PAD)} {...BEAM} aria-hidden="true" pointer-events="none" />}
      {/* Names inherit their lettering from here (one set of attributes, not one per cell). */}
      <g {...NAME_LETTERING}>
        {puzzle.rows.map((row, r) =>
          [...row].map((ch, c) => {
            const variable = index.varOf[r * puzzle.width + c];
            return (
              <MemoCell key={`${r}-${c}`} r={r} c={c} ch={ch} variable={variable} testId={testId}
                value={variable >= 0 ? values[variable] : undefined} lit={lit[r * puzzle.width + c] === 1}
                names={layout.names} clues={layout.clues} detailed={interactive && !compact} glyphBase={hatchId}
                highlighted={highlight.has(variable)} changed={changed.has(variable)} selected={variable >= 0 && props.selected === variable}
                pointed={variable >= 0 && props.pointed === variable}
                badge={variable >= 0 ? props.badges?.[variable] : undefined}
                focusable={interactive && variable >= 0} tabbable={variable === rovingVar}
                onSelect={props.onCellSelect ? handlers.select : undefined} onHover={props.onCellHover ? handlers.hover : undefined}
                onKeyDown={handlers.keyDown} onFocusCell={handlers.focusCell} />
            );
          }),
        )}
      </g>
    </svg>
  );
}

// Between the cell fills and the glyphs, so a lamp or a × sits on top of its light.
// The ray is what marks a lit cell besides its tint (LIT_LEGEND), so it is dark and dotted enough to see on its own.
const BEAM = { fill: 'none', stroke: '#8a6100', 'stroke-width': 2.5, 'stroke-dasharray': '1.5 4.5', 'stroke-linecap': 'round' } as const;

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
