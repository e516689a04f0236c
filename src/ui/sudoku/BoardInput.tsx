/**
 * Where a board comes in: a text area (one line of n⁴ characters, or n² lines;
 * numbers separated by spaces from 36×36 up), the ready examples, and the
 * parser's message with its line and column when the text is not a board.
 * The text is the island's state; this view only edits it.
 *
 * A text too long to show (a pasted 625×625 board is about a megabyte) is
 * not put in the text area: laying it out there takes Chromium 150–240 ms of
 * CPU in one task, on every paste and keystroke. Such a paste is caught, its
 * text handed to the island whole, and the box says what it holds instead;
 * the reader may still ask for the text in the box, knowing it is slow.
 */
import type { JSX } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import { fmt } from '../../core/numbers';
import type { ParseError } from '../../core/result';
import type { SudokuExample } from '../../lessons/sudoku/examples';
import type { SudokuPuzzle } from '../../puzzles/sudoku/puzzle';

/**
 * Texts longer than this are summed up, not shown. A 625×625 board (about
 * 1,040,000 characters) took 240 ms of CPU to lay out in the box, so about
 * 100 ms at 430,000; half that keeps a narrow phone's box, with more wrapped
 * lines, well under it. A 100×100 board is about 30,000 characters.
 */
export const SHOW_CHARS = 200_000;

export interface BoardInputProps {
  text: string;
  onText: (text: string) => void;
  error: ParseError | null;
  examples: readonly SudokuExample[];
  disabled?: boolean;
  testPrefix?: string;
  /** Say the board format only briefly (it is spelled out once, at the solver of section 4). */
  brief?: boolean;
  /** The board once the text reads (its side and cell count go into the summary of a text too long to show). */
  board?: Pick<SudokuPuzzle, 'size' | 'cells'> | null;
  /** True while the island reads the text (a long one, in a worker): the box says so. */
  reading?: boolean;
}

/** The summary of a text too long to show: the board when it reads, else its lines; its size in megabytes. */
function heldWords(text: string, board: BoardInputProps['board']): string {
  const mb = (new Blob([text]).size / 1e6).toFixed(1);
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  const what = board ? `A ${board.size} × ${board.size} board (${fmt(board.cells.length)} cells, ${mb} MB)` : `A text of ${fmt(lines)} lines (${fmt(text.length)} characters, ${mb} MB)`;
  return `${what} is in the box, too big to show here for editing. Typing or pasting in the box replaces it.`;
}

export function BoardInput({ text, onText, error, examples, disabled = false, testPrefix = '', brief = false, board = null, reading = false }: BoardInputProps): JSX.Element {
  // Each Astro island is its own Preact root, so useId() gives every island the same first id ("P0-0"):
  // the island's test prefix ('' for the solver, 'race-', 'play-') keeps the page's ids unique.
  const id = `board-${testPrefix}${useId()}`;
  // The reader asked to see a long text in the box anyway (reset by the next long paste).
  const [showLong, setShowLong] = useState(false);
  const held = text.length > SHOW_CHARS && !showLong;
  const shown = held ? '' : text;
  const rows = Math.min(10, Math.max(3, shown.split('\n').length + 1));
  const summary = useMemo(() => (held ? heldWords(text, board) : ''), [held, text, board]);
  // A long text pasted or dropped into the box goes to the island, not into the box; over the box's
  // selection, as the box's own paste would put it (a held text counts as all selected).
  const takeLong = (e: Event, data: DataTransfer | null) => {
    const long = data?.getData('text/plain') ?? '';
    if (long.length <= SHOW_CHARS) return;
    e.preventDefault();
    const box = e.currentTarget as HTMLTextAreaElement;
    const [start, end] = held ? [0, text.length] : [box.selectionStart, box.selectionEnd];
    setShowLong(false);
    onText(text.slice(0, start) + long + text.slice(end));
  };
  return (
    <div class="sd-textbox" data-testid={`${testPrefix}puzzle-input`}>
      <label for={`${id}-text`}>
        {brief ? 'The board, written as in the solver of section 4' : <>The board: one line of 16, 81, 256 … characters (<code>.</code> or <code>0</code> empty, <code>1</code>–<code>9</code>,
        then letters <code>A</code>, <code>B</code> … for 10, 11 …), or one line per row; from 36×36 up, numbers separated by spaces</>}
      </label>
      <textarea id={`${id}-text`} rows={rows} spellcheck={false} autocomplete="off" value={shown} disabled={disabled}
        aria-invalid={error ? 'true' : undefined} aria-describedby={`${id}-held ${id}-error`} data-testid={`${testPrefix}puzzle-text`}
        onPaste={(e) => takeLong(e, e.clipboardData)} onDrop={(e) => takeLong(e, e.dataTransfer)} onInput={(e) => onText((e.target as HTMLTextAreaElement).value)} />
      <div id={`${id}-held`} role="status" data-testid={`${testPrefix}puzzle-held`}>
        {reading && <p class="sd-small">Reading the board…</p>}
        {held && (
          <div class="sd-held">
            <p>{summary}</p>
            <div class="sd-row">
              <button type="button" class="btn" disabled={disabled} data-testid={`${testPrefix}show-held`} onClick={() => setShowLong(true)}>
                Edit the text anyway (slow: the page stops for a moment)
              </button>
              <button type="button" class="btn" disabled={disabled} data-testid={`${testPrefix}clear-held`} onClick={() => onText('')}>Clear</button>
            </div>
          </div>
        )}
      </div>
      <p id={`${id}-error`} class="sd-error" role="status" data-testid={`${testPrefix}parse-error`}>
        {error ? `Line ${error.line}, column ${error.col}: ${error.message}` : ''}
      </p>
      <div class="sd-row" role="group" aria-label="Example boards">
        <span class="sd-small">Examples:</span>
        {examples.map((ex) => (
          <button key={ex.id} type="button" class="btn" disabled={disabled} aria-pressed={text.trim() === ex.text ? 'true' : 'false'}
            data-testid={`${testPrefix}example-${ex.id}`} onClick={() => onText(ex.text)}>
            {ex.label}
          </button>
        ))}
      </div>
      {!brief && examples.some((ex) => ex.source) && (
        <p class="sd-small" data-testid={`${testPrefix}example-sources`}>
          {examples.filter((ex) => ex.source).map((ex) => ex.source).join('; ')}; #1: the first board of the list.
        </p>
      )}
    </div>
  );
}
