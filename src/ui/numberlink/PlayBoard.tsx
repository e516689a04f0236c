/**
 * The board the reader draws on in play mode. Lines are thick black segments,
 * edges marked "no line" carry a small ×, the cursor is four corner brackets
 * (a full square while drawing), the cells a hint points at have a thick
 * outline and its edges a wide band (board-marks.tsx) — shapes, never colour
 * alone.
 *
 * Drawing: press on a cell and drag to a neighbour (mouse, pen or touch —
 * the board takes the touch, so a finger draws instead of scrolling): each
 * step from cell to cell toggles the edge between them. The keyboard: arrows
 * move the cursor; with the pen down (Space) a move toggles a line, with the
 * marker down (X) it toggles "no line". The island owns the position; this
 * view only reports which edge a step crossed.
 */
import { Cursor, PointedEdge } from './board-marks';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { LINE, NO_LINE, playEdges, type Position } from '../../puzzles/numberlink/play/position';
import type { NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import { labelColour } from './NumberlinkBoard';
import { lineLabels } from './play-line-labels';
import { startPress, type BoardPress } from './play-press';
import { undoRedoKey } from '../undo-keys';

export type Pen = 'off' | 'line' | 'mark';

export interface PlayBoardProps {
  puzzle: NumberlinkPuzzle;
  position: Position;
  cursor: number;
  pen: Pen;
  /** Cells and edges a hint or a check points at. */
  marked: readonly number[];
  markedEdges: readonly number[];
  /** A step from cell a to its neighbour b (by drag or by key), with what the step does ('line' or 'mark'), and its stroke (play-history.ts). */
  onStep: (a: number, b: number, how: 'line' | 'mark', stroke: number) => void;
  onCursor: (cell: number) => void;
  onPen: (pen: Pen) => void;
  title: string;
  dragMode: 'line' | 'mark';
}

/** About the narrowest column a board is drawn in (a 390 px phone, inside the lesson). */
const PHONE_COLUMN = 330;
const PAD = 4;
/** Cells as large as a finger needs, smaller on a wide board so it fits a phone without scrolling (a drag cannot scroll it). */
export const playCellSize = (width: number): number => Math.max(30, Math.min(44, Math.floor((PHONE_COLUMN - 2 * PAD) / width)));

export function PlayBoard(props: PlayBoardProps): JSX.Element {
  const { puzzle, position, cursor, pen, marked, markedEdges, title } = props;
  const S = playCellSize(puzzle.width);
  const W = puzzle.width * S + 2 * PAD;
  const H = puzzle.height * S + 2 * PAD;
  const cx = (i: number) => PAD + (i % puzzle.width) * S + S / 2;
  const cy = (i: number) => PAD + Math.floor(i / puzzle.width) * S + S / 2;
  const edges = playEdges(puzzle);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<number | null>(null);
  // The stroke a step belongs to: a new one at each press and each time the pen or the marker goes down, so Undo takes back a whole drag.
  const stroke = useRef(0);

  const cellAtPoint = (x: number, y: number): number | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    const c = Math.floor((x - box.left - PAD) / S);
    const r = Math.floor((y - box.top - PAD) / S);
    return r >= 0 && r < puzzle.height && c >= 0 && c < puzzle.width ? r * puzzle.width + c : null;
  };
  const neighbours = (a: number, b: number) => Math.abs(a - b) === puzzle.width || (Math.abs(a - b) === 1 && Math.floor(a / puzzle.width) === Math.floor(b / puzzle.width));

  const onPointerDown = (e: PointerEvent) => {
    const cell = startPress(e as PointerEvent & BoardPress, cellAtPoint(e.clientX, e.clientY));
    if (cell === null) return;
    stroke.current++;
    drag.current = cell;
    props.onCursor(cell);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current === null) return;
    const cell = cellAtPoint(e.clientX, e.clientY);
    if (cell === null || cell === drag.current) return;
    // A fast drag can skip a cell; only a step to a neighbour draws.
    if (neighbours(drag.current, cell)) props.onStep(drag.current, cell, props.dragMode, stroke.current);
    drag.current = cell;
    props.onCursor(cell);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const k = e.key;
    // Ctrl+Z / Ctrl+Y go on to the play island, which listens for them wherever focus is inside it (../undo-keys.ts).
    if (undoRedoKey(e)) return;
    if (k === ' ' || k === 'Enter') {
      e.preventDefault();
      stroke.current++;
      props.onPen(pen === 'line' ? 'off' : 'line');
      return;
    }
    if (k === 'x' || k === 'X') {
      e.preventDefault();
      stroke.current++;
      props.onPen(pen === 'mark' ? 'off' : 'mark');
      return;
    }
    if (k === 'Escape') {
      props.onPen('off');
      return;
    }
    const r = Math.floor(cursor / puzzle.width);
    const c = cursor % puzzle.width;
    const to =
      k === 'ArrowUp' && r > 0 ? cursor - puzzle.width
      : k === 'ArrowDown' && r + 1 < puzzle.height ? cursor + puzzle.width
      : k === 'ArrowLeft' && c > 0 ? cursor - 1
      : k === 'ArrowRight' && c + 1 < puzzle.width ? cursor + 1
      : null;
    if (!k.startsWith('Arrow')) return;
    e.preventDefault();
    if (to === null) return;
    if (pen !== 'off') props.onStep(cursor, to, pen, stroke.current);
    props.onCursor(to);
  };

  const markedSet = new Set(marked);
  // A line on a labelled piece in its label's colour, and the label's name at the piece's loose tip (not colour alone).
  const labelled = lineLabels(puzzle, edges, position);
  return (
    <div class="nl-board-wrap scroll-x">
      <svg ref={svg} class="nl-board nl-play-board" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="application" aria-roledescription="Numberlink board"
        aria-label={`${title}. Arrow keys move the cursor; Space puts the pen down to draw lines, X the marker to mark edges with no line; Ctrl+Z undoes.`}
        tabIndex={0} data-testid="play-board" data-cursor={cursor} data-pen={pen}
        onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} onKeyDown={onKeyDown}>
        <rect class="nl-cellbg" x={PAD} y={PAD} width={W - 2 * PAD} height={H - 2 * PAD} />
        <g class="nl-grid">
          {Array.from({ length: puzzle.height + 1 }, (_, r) => <line key={`h${r}`} x1={PAD} x2={W - PAD} y1={PAD + r * S} y2={PAD + r * S} />)}
          {Array.from({ length: puzzle.width + 1 }, (_, c) => <line key={`v${c}`} y1={PAD} y2={H - PAD} x1={PAD + c * S} x2={PAD + c * S} />)}
        </g>
        {[...markedSet].map((i) => <rect key={`m${i}`} class="nl-cutcell" x={cx(i) - S / 2 + 1.5} y={cy(i) - S / 2 + 1.5} width={S - 3} height={S - 3} />)}
        {markedEdges.map((e) => <PointedEdge key={`h${e}`} a={[cx(edges[e][0]), cy(edges[e][0])]} b={[cx(edges[e][1]), cy(edges[e][1])]} />)}
        {edges.map(([a, b], e) => {
          if (position[e] === LINE) {
            const k = labelled.edge[e];
            if (k < 0) return <line key={`l${e}`} class="nl-link" x1={cx(a)} y1={cy(a)} x2={cx(b)} y2={cy(b)} />;
            return (
              <g key={`l${e}`} data-label={puzzle.labels[k]}>
                <line class="nl-path-edge" x1={cx(a)} y1={cy(a)} x2={cx(b)} y2={cy(b)} />
                <line class="nl-path" stroke={labelColour(k)} x1={cx(a)} y1={cy(a)} x2={cx(b)} y2={cy(b)} />
              </g>
            );
          }
          if (position[e] !== NO_LINE) return null;
          const mx = (cx(a) + cx(b)) / 2;
          const my = (cy(a) + cy(b)) / 2;
          return <path key={`x${e}`} class="nl-noline" d={`M${mx - 5} ${my - 5}L${mx + 5} ${my + 5}M${mx - 5} ${my + 5}L${mx + 5} ${my - 5}`} />;
        })}
        {puzzle.cells.map((k, i) =>
          k < 0 ? null : (
            <g key={`e${i}`}>
              <circle class="nl-end" cx={cx(i)} cy={cy(i)} r={S * 0.3} fill={labelColour(k)} />
              <text class="nl-end-text" x={cx(i)} y={cy(i)} dy="0.35em" text-anchor="middle">{puzzle.labels[k]}</text>
            </g>
          ),
        )}
        {labelled.tips.map(({ cell, label }) => (
          <text key={`t${cell}`} class="nl-tip-text" x={cx(cell) - S / 2 + 9} y={cy(cell) - S / 2 + 19} data-testid="play-tip">{puzzle.labels[label]}</text>
        ))}
        <Cursor x={cx(cursor) - S / 2 + 4} y={cy(cursor) - S / 2 + 4} s={S - 8} down={pen !== 'off'} />
      </svg>
    </div>
  );
}
