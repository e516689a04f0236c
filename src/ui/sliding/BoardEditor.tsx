/**
 * Board input: type each tile into its cell, or paste the board as text
 * (`5 1 2 4 / 9 6 3 8 / …`, 0 or _ for the blank). The text is the one source
 * of truth; the cells are a second way to edit it. Also the 8/15 switch,
 * Shuffle (a uniformly random solvable board) and the ready examples.
 *
 * Controlled: the parent owns the text; this component never parses for
 * meaning, it only shows the parser's error (which names the token and place).
 */
import type { JSX } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';
import type { ParseError } from '../../core/result';
import { EXAMPLES, type SlidingExample } from '../../lessons/sliding/examples';

export interface BoardEditorProps {
  text: string;
  onText: (text: string) => void;
  /** Width of the board the cells show (3 or 4). */
  size: number;
  onSize: (size: number) => void;
  onShuffle: () => void;
  /** A ready example was pressed (its board, and its time limit when it sets one); without it, only the text is set. */
  onExample?: (example: SlidingExample) => void;
  error: ParseError | null;
  disabled?: boolean;
}

/**
 * A parser message for the page: the parser quotes what was typed between
 * backticks (plain text for the command line); here those parts become
 * <code>, so the reader sees `x` set apart, not the backticks themselves.
 */
export function MessageText({ text }: { text: string }): JSX.Element {
  const parts = text.split('`');
  // An odd number of parts means the backticks pair up; otherwise show the text as it is.
  if (parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** The tokens of the text, ignoring row slashes (the cells show them in order). */
export function tokensOf(text: string): string[] {
  return text.split(/[\s/]+/).filter((t) => t.length > 0);
}

/** "row 2, column 1" for cell `i` of a board `size` wide. */
export function cellPlace(i: number, size: number): string {
  return `row ${Math.floor(i / size) + 1}, column ${(i % size) + 1}`;
}

/**
 * A tile typed into cell `i` that some other cell already holds: the two cells swap, so the other cell gets what
 * cell `i` held before the typing (`before`, '' for the blank). Returns the new cells and a sentence saying so, or
 * null when the typed value is not on the board elsewhere (nothing to swap; a parse error says what else is wrong).
 */
export function swapTyped(cells: readonly string[], i: number, before: string, size: number): { cells: string[]; note: string } | null {
  const typed = cells[i].trim();
  if (typed === '' || typed === before) return null;
  const other = cells.findIndex((c, k) => k !== i && c.trim() === typed);
  if (other < 0) return null;
  const next = cells.slice();
  next[other] = before;
  const moved = before === '' ? 'the blank moved there' : `tile ${before} moved there`;
  return {
    cells: next,
    note: `${typed} would appear twice (here and on ${cellPlace(other, size)}), and each tile appears once on a ` +
      `board, so the two cells swapped: ${moved}.`,
  };
}

/** Cells back to text, one row per `/`, an empty cell as the blank. */
export function cellsToText(cells: readonly string[], size: number): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++) {
    rows.push(cells.slice(r * size, r * size + size).map((c) => (c.trim() === '' ? '_' : c.trim())).join(' '));
  }
  return rows.join(' / ');
}

export function BoardEditor(props: BoardEditorProps): JSX.Element {
  const { size } = props;
  const n = size * size;
  const tokens = tokensOf(props.text);
  const cells = Array.from({ length: n }, (_, i) => {
    const t = tokens[i] ?? '';
    return t === '_' || t === '0' ? '' : t;
  });
  // The board as it was when the reader went into the cell. Every keystroke is applied to it afresh, so a tile
  // typed there that stands elsewhere swaps at once, and a second digit ("1" then "12") or a deletion takes the
  // first swap back rather than swapping again: the board never shows a tile twice while the reader types.
  const atFocus = useRef<{ cell: number; cells: string[] } | null>(null);
  const [swapNote, setSwapNote] = useState('');
  const onCellInput = (i: number, value: string) => {
    const was = atFocus.current?.cell === i ? atFocus.current.cells : cells;
    const next = was.slice();
    next[i] = value.replace(/\s+/g, '');
    const swapped = swapTyped(next, i, was[i], size);
    props.onText(cellsToText(swapped ? swapped.cells : next, size));
    setSwapNote(swapped ? swapped.note : '');
  };
  const base = `sl-editor-${useId()}`;
  const errorId = `${base}-error`;
  const textId = `${base}-text`;

  return (
    <div class="sl-editor" data-testid="board-editor">
      <div class="sl-row" role="group" aria-label="Puzzle size">
        {[3, 4].map((s) => (
          <button key={s} type="button" class="btn" aria-pressed={size === s} disabled={props.disabled}
            data-testid={`size-${s}`} onClick={() => props.onSize(s)}>
            {s === 3 ? '8-puzzle (3×3)' : '15-puzzle (4×4)'}
          </button>
        ))}
        <button type="button" class="btn" onClick={props.onShuffle} disabled={props.disabled} data-testid="shuffle">
          Shuffle
        </button>
      </div>
      <div class="sl-editor-grid">
        <div
          class="sl-cells"
          style={{ gridTemplateColumns: `repeat(${size}, 3rem)` }}
          role="group"
          aria-label={`Tiles, row by row; leave one cell empty for the blank`}
        >
          {cells.map((value, i) => (
            <input
              key={`${size}-${i}`}
              class="sl-cell-input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={value}
              data-blank={value === '' ? '' : undefined}
              disabled={props.disabled}
              aria-label={`Row ${Math.floor(i / size) + 1}, column ${(i % size) + 1}${value === '' ? ', blank' : ''}`}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? errorId : undefined}
              data-testid={`cell-input-${i}`}
              onFocus={() => (atFocus.current = { cell: i, cells: cells.slice() })}
              onInput={(e) => onCellInput(i, (e.target as HTMLInputElement).value)}
            />
          ))}
        </div>
        <div class="sl-textbox">
          <label for={textId}>Board as text (0 or _ for the blank, / between rows)</label>
          <textarea
            id={textId}
            rows={2}
            spellcheck={false}
            value={props.text}
            disabled={props.disabled}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            data-testid="board-text"
            onInput={(e) => props.onText((e.target as HTMLTextAreaElement).value)}
          />
          {/* Right under the text it is about: part 2 says "fix the text above", and below the example buttons the
              message was out of sight of the box being typed in. */}
          <p id={errorId} class="sl-error" role="status" aria-live="polite" data-testid="parse-error">
            {props.error && (
              <>
                <span aria-hidden="true">⚠ </span>
                <MessageText text={props.error.message} />
              </>
            )}
          </p>
          <p class="sl-small">
            Or type each tile into its cell, leaving the blank’s cell empty. Tiles are read row by row. A tile typed
            where another stands swaps places with it.
          </p>
        </div>
      </div>
      {swapNote && <p class="sl-hint" role="status" data-testid="swap-note">{swapNote}</p>}
      <div class="sl-row" role="group" aria-label="Examples">
        <span class="sl-small">Examples:</span>
        {EXAMPLES.map((ex) => (
          <button key={ex.id} type="button" class="btn sl-example" disabled={props.disabled}
            data-testid={`example-${ex.id}`} onClick={() => (props.onExample ? props.onExample(ex) : props.onText(ex.text))}>
            {ex.label}
          </button>
        ))}
      </div>
    </div>
  );
}
