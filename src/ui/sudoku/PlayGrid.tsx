/**
 * The board a reader fills in by hand: a grid of cells, one stop in the Tab
 * order (a roving tab stop), where the arrow keys, Home and End move, a digit
 * (letters A, B … past 9) places it, and Backspace, Delete, 0 or . clears
 * (Ctrl+Z / Ctrl+Y are the play island's, heard anywhere in it). A pad of digit buttons under it does the
 * same for a finger. Givens are bold on a grey ground and cannot change; the
 * cells a hint points at are outlined with a dashed line and hatched; a
 * placement Check finds wrong is struck through — each state has a mark of
 * its own and a word in the cell's name, never colour alone.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { valueChar } from '../../puzzles/sudoku/format';
import { cellName, type SudokuPuzzle } from '../../puzzles/sudoku/puzzle';
import { gridKeyAction } from '../grid/grid-keys';

export interface PlayGridProps {
  puzzle: SudokuPuzzle;
  /** Givens and placements together (0 = empty). */
  cells: readonly number[];
  selected: number;
  onSelect: (cell: number) => void;
  /** Places v (0 clears) in the selected cell. */
  onType: (value: number) => void;
  /** Cells the hint outlines, or Check's proof when no hint is shown. */
  look: ReadonlySet<number>;
  /** What the outline means in a cell's name: "hinted" for a hint's cells, another word for Check's (no hint was asked for). */
  lookWord?: string;
  /** Placements Check finds wrong. */
  wrong: ReadonlySet<number>;
  /** Placements that are the hint's trials (guesses): a dotted outline and a “try” tag. */
  trials?: ReadonlySet<number>;
  /** Every cell filled and every rule kept: the frame says so. */
  solved?: boolean;
}

/** Cell side in CSS px: a 9×9 board fits a 390 px phone; larger ones scroll sideways. */
function cellPx(size: number): number {
  return size <= 4 ? 44 : size <= 9 ? 34 : size <= 16 ? 28 : 24;
}

/** The value a key types on a board of `size` (1–9, then a, b … for 10, 11 …), 0 for a clearing key, null for another key. */
export function valueOfKey(key: string, size: number): number | null {
  if (key === 'Backspace' || key === 'Delete' || key === '0' || key === '.') return 0;
  if (/^[1-9]$/.test(key)) return Number(key) <= size ? Number(key) : null;
  if (/^[a-zA-Z]$/.test(key) && size > 9) {
    const v = key.toUpperCase().charCodeAt(0) - 55;
    return v <= size ? v : null;
  }
  return null;
}

export function PlayGrid({ puzzle, cells, selected, onSelect, onType, look, lookWord = 'hinted', wrong, trials = new Set<number>(), solved = false }: PlayGridProps): JSX.Element {
  const { size, order } = puzzle;
  const grid = useRef<HTMLDivElement>(null);
  const px = cellPx(size);
  const moveTo = (cell: number) => {
    onSelect(cell);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    // Ctrl+Z / Ctrl+Y go on to the play island, which listens for them wherever focus is inside it (../undo-keys.ts).
    if (e.ctrlKey || e.metaKey) return;
    const r = Math.floor(selected / size);
    const c = selected % size;
    const action = gridKeyAction(e.key, selected, size * size, (dr, dc) => {
      const rr = r + dr;
      const cc = c + dc;
      return rr >= 0 && rr < size && cc >= 0 && cc < size ? rr * size + cc : null;
    });
    if (action?.kind === 'move') {
      e.preventDefault();
      moveTo(action.to);
      return;
    }
    const v = valueOfKey(e.key, size);
    if (v === null || e.altKey) return;
    e.preventDefault();
    onType(v);
  };
  const rows: JSX.Element[] = [];
  for (let r = 0; r < size; r++) {
    const row: JSX.Element[] = [];
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const v = cells[i];
      const given = puzzle.cells[i] !== 0;
      const state = [given ? 'given' : v !== 0 ? 'yours' : 'empty', look.has(i) ? 'hinted' : '', wrong.has(i) ? 'wrong' : '', trials.has(i) ? 'trial' : ''].filter(Boolean);
      const name = `${cellName(size, i)}: ${given ? `given ${v}` : v !== 0 ? `your ${v}${trials.has(i) ? ' (a trial)' : ''}` : 'empty'}${look.has(i) ? `, ${lookWord}` : ''}${wrong.has(i) ? ', wrong' : ''}`;
      const style = { width: `${px}px`, height: `${px}px`, fontSize: `${Math.max(13, Math.round(px * 0.5))}px` };
      // Thick lines on box edges, drawn as the cell's own borders.
      const edges = `${r % order === 0 ? ' sd-pc-bt' : ''}${c % order === 0 ? ' sd-pc-bl' : ''}${r === size - 1 ? ' sd-pc-bb' : ''}${c === size - 1 ? ' sd-pc-br' : ''}`;
      row.push(
        <div key={i} role="gridcell" tabIndex={i === selected ? 0 : -1} data-cell={i} data-state={state.join(' ')}
          aria-selected={i === selected ? 'true' : 'false'} aria-label={name} aria-readonly={given ? 'true' : undefined}
          class={`sd-pc${edges}${given ? ' sd-pc-given' : ''}${look.has(i) ? ' sd-pc-look' : ''}${wrong.has(i) ? ' sd-pc-wrong' : ''}${trials.has(i) ? ' sd-pc-trial' : ''}`}
          style={style} onClick={() => moveTo(i)}>
          {v === 0 ? '' : size <= 9 ? String(v) : valueChar(v)}
        </div>,
      );
    }
    rows.push(<div key={r} role="row" class="sd-pr">{row}</div>);
  }
  return (
    <div class="sd-play-wrap">
      {/* A board wider than the phone scrolls sideways; the digits keep their size. */}
      <div class="sd-play-scroll scroll-x">
      {/* Row and column labels (r1 …, c1 …) as the text names cells; outside the grid, whose cells say their names themselves. */}
      <div class={`sd-play-frame${solved ? ' sd-play-solved' : ''}`} data-testid="play-frame" data-solved={String(solved)}>
        <span aria-hidden="true" />
        <div class="sd-play-cols" aria-hidden="true" data-testid="play-col-labels">
          {Array.from({ length: size }, (_, c) => <span key={c} style={{ width: `${px}px` }}>c{c + 1}</span>)}
        </div>
        <div class="sd-play-rows" aria-hidden="true" data-testid="play-row-labels">
          {Array.from({ length: size }, (_, r) => <span key={r} style={{ height: `${px}px` }}>r{r + 1}</span>)}
        </div>
        <div ref={grid} role="grid" class="sd-play-grid" data-testid="play-grid" aria-label={`Your board, ${size}×${size}: arrow keys move, a digit places it, Backspace clears`}
          onKeyDown={onKey}>
          {rows}
        </div>
      </div>
      </div>
      <div class="sd-row sd-pad" role="group" aria-label={`Place a digit in ${cellName(size, selected)}`}>
        {Array.from({ length: size }, (_, k) => k + 1).map((v) => (
          <button key={v} type="button" class="btn" data-testid={`play-pad-${v}`} disabled={puzzle.cells[selected] !== 0} onClick={() => onType(v)}>
            {size <= 9 ? String(v) : valueChar(v)}
          </button>
        ))}
        <button type="button" class="btn" data-testid="play-pad-clear" disabled={puzzle.cells[selected] !== 0} onClick={() => onType(0)}>Clear</button>
      </div>
    </div>
  );
}
