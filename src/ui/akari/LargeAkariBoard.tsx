/**
 * The Akari board for boards too large to draw cell by cell (AkariBoard
 * switches to it past LARGE_BOARD_CELLS). A 100×100 board drawn as one group
 * per cell is about 80,000 SVG elements and a 200 kB spoken description,
 * which froze the lesson page for seconds on every redraw. Here every kind of
 * mark is one path for the whole board (white, lit, hatched, lamps, crosses,
 * settled), clues are the only text, and the pointer and the keyboard are
 * read off one layer: the cell under the pointer is worked out from its
 * position, and the arrow keys move a cursor whose cell is announced.
 * AkariBoard frames it (size, zoom, the box that pans).
 */
import type { JSX } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import { clueOf, type AkariPuzzle } from '../../puzzles/akari/puzzle';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';
import type { BoardSvgProps } from './AkariBoard';
import { beamPath, beamsOf, litCells, stateWord } from './board-geometry';
import { CELL, ClueText, DARK, PAD } from './BoardCell';
import { ARROW_STEPS, onGridKey, whiteStep } from '../grid/grid-keys';
import { HatchPattern } from '../grid/GridParts';

/** Boards with more cells than this are drawn by LargeAkariBoard (a 30×30 board is still drawn cell by cell). */
export const LARGE_BOARD_CELLS = 900;

const square = (r: number, c: number, inset: number) =>
  `M${PAD + c * CELL + inset} ${PAD + r * CELL + inset}h${CELL - 2 * inset}v${CELL - 2 * inset}h${2 * inset - CELL}z`;

export function LargeBoardSvg(props: BoardSvgProps): JSX.Element {
  const { puzzle, index, values, layout, testId = 'akari-board' } = props;
  const interactive = Boolean(props.onCellSelect || props.onCellHover);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `eng-hatch-${uid}`;
  const [cursor, setCursor] = useState(props.selected ?? 0);
  const w = layout.units;
  const h = PAD * 2 + puzzle.height * CELL;
  const { beams, paths } = useMemo(() => {
    const beams = beamsOf(puzzle, index, values);
    const lit = litCells(puzzle, beams);
    return { beams, paths: drawPaths(puzzle, index.cells, values, lit, new Set(props.highlight ?? []), new Set(props.changed ?? [])) };
  }, [puzzle, index, props.values, props.highlight, props.changed]);
  const lamps = values.filter((v) => v === 1).length;
  const crosses = values.filter((v) => v === 0).length;

  /** The white cell (its variable) under a pointer event, or −1. */
  const cellAt = (e: MouseEvent): number => {
    const svg = props.svgRef.current;
    if (!svg) return -1;
    const box = svg.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * w - PAD;
    const y = ((e.clientY - box.top) / box.height) * h - PAD;
    const c = Math.floor(x / CELL);
    const r = Math.floor(y / CELL);
    if (r < 0 || c < 0 || r >= puzzle.height || c >= puzzle.width) return -1;
    return index.varOf[r * puzzle.width + c];
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (index.cells.length === 0) return;
    const from = Math.min(cursor, index.cells.length - 1);
    const [r, c] = index.cells[from];
    const step = whiteStep(puzzle.height, puzzle.width, (rr, cc) => index.varOf[rr * puzzle.width + cc], r, c);
    onGridKey(e, from, index.cells.length, step, {
      select: () => props.onCellSelect?.(cursor),
      move: (to) => {
        if (to === from) return;
        setCursor(to);
        // An arrow moves the cursor as the pointer would (Home and End only move it).
        if (e.key in ARROW_STEPS) props.onCellHover?.(to);
      },
    });
  };
  const at = index.cells[Math.min(cursor, index.cells.length - 1)];
  const spoken = at ? `${AKARI_WORDS.name(cursor)}, row ${at[0] + 1}, column ${at[1] + 1}, ${stateWord(values[cursor])}` : '';
  const selected = props.selected != null ? index.cells[props.selected] : undefined;

  return (
    <>
      <svg
        ref={props.svgRef}
        class="eng-board"
        viewBox={`0 0 ${w} ${h}`}
        style={{ ...props.svgStyle, cursor: interactive ? 'pointer' : undefined }}
        role={interactive ? 'group' : 'img'}
        tabindex={interactive ? 0 : undefined}
        aria-label={`${props.label ? props.label + '. ' : ''}A ${puzzle.width} by ${puzzle.height} board, ${index.cells.length} white cells: ${lamps} lamps, ${crosses} cells without a lamp.${interactive ? ' Too large to read out cell by cell: the arrow keys move a cursor, whose cell is read out, and Enter picks it.' : ''}`}
        onClick={props.onCellSelect ? (e: MouseEvent) => {
          const v = cellAt(e);
          if (v >= 0) {
            setCursor(v);
            props.onCellSelect?.(v);
          }
        } : undefined}
        onMouseMove={props.onCellHover ? (e: MouseEvent) => props.onCellHover?.(((v) => (v >= 0 ? v : null))(cellAt(e))) : undefined}
        onMouseLeave={props.onCellHover ? () => props.onCellHover?.(null) : undefined}
        onKeyDown={interactive ? onKeyDown : undefined}
      >
        <defs>
          <HatchPattern id={hatchId} />
        </defs>
        <rect class="eng-black" x={0} y={0} width={w} height={h} fill={DARK} />
        <path d={paths.white} fill="#fff" />
        <path d={paths.lit} fill="#fff0a8" />
        {paths.hatched && <path d={paths.hatched} fill={`url(#${hatchId})`} opacity={0.4} />}
        {/* The same thick border the small board draws, so one caption fits both. */}
        {paths.hatched && <path d={paths.hatched} fill="none" stroke="#1d4f91" stroke-width={3} />}
        {beams.length > 0 && <path d={beamPath(beams, CELL, PAD)} fill="none" stroke="#b07d00" stroke-width={2} stroke-dasharray="1 5" aria-hidden="true" />}
        {paths.lamps && <path d={paths.lamps} fill="#ffd23f" stroke="#3a2e00" stroke-width={2} />}
        {paths.crosses && <path d={paths.crosses} fill="none" stroke="#333" stroke-width={3} stroke-linecap="round" />}
        {paths.changed && <path d={paths.changed} fill="none" stroke="#111" stroke-width={2.5} stroke-dasharray="5 3" />}
        {selected && <path d={square(selected[0], selected[1], 1.5)} fill="none" stroke="#111" stroke-width={3} data-testid={`${testId}-selected`} />}
        {interactive && at && <path class="eng-focus" d={square(at[0], at[1], 1)} fill="none" />}
        {layout.clues && (
          <g aria-hidden="true">
            {paths.clues.map(([r, c, k]) => <ClueText key={`${r}-${c}`} x={PAD + c * CELL} y={PAD + r * CELL} clue={k} />)}
          </g>
        )}
      </svg>
      {interactive && (
        <p class="eng-small" aria-live="polite" data-testid={`${testId}-cursor`}>
          {spoken}
        </p>
      )}
    </>
  );
}

/**
 * Every mark of the board as one path per kind. Alike by intent:
 * shakashaka/ShakashakaBoard.tsx builds its own marks the same way (one path
 * string per kind, filled in one pass); the marks themselves differ.
 */
function drawPaths(
  puzzle: AkariPuzzle,
  cells: readonly [number, number][],
  values: readonly number[],
  lit: Uint8Array,
  highlight: ReadonlySet<number>,
  changed: ReadonlySet<number>,
) {
  let white = '';
  let litPath = '';
  let hatched = '';
  let lamps = '';
  let crosses = '';
  let settled = '';
  const half = CELL / 2;
  cells.forEach(([r, c], v) => {
    const x = PAD + c * CELL;
    const y = PAD + r * CELL;
    if (lit[r * puzzle.width + c] === 1) litPath += square(r, c, 1);
    else white += square(r, c, 1);
    if (highlight.has(v)) hatched += square(r, c, 1);
    if (changed.has(v)) settled += square(r, c, 6);
    if (values[v] === 1) lamps += `M${x + half - 11} ${y + half}a11 11 0 1 0 22 0a11 11 0 1 0 -22 0z`;
    else if (values[v] === 0) crosses += `M${x + half - 8} ${y + half - 8}l16 16m0 -16l-16 16`;
  });
  const clues: [number, number, number][] = [];
  puzzle.rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const k = clueOf(row[c]);
      if (k !== null) clues.push([r, c, k]);
    }
  });
  return { white, lit: litPath, hatched, lamps, crosses, changed: settled, clues };
}
