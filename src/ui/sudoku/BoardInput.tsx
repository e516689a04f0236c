/**
 * Where a board comes in: a text area (one line of n⁴ characters, or n² lines;
 * numbers separated by spaces from 36×36 up), the ready examples, and the
 * parser's message with its line and column when the text is not a board.
 * The text is the island's state; this view only edits it.
 */
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { ParseError } from '../../core/result';
import type { SudokuExample } from '../../lessons/sudoku/examples';

export interface BoardInputProps {
  text: string;
  onText: (text: string) => void;
  error: ParseError | null;
  examples: readonly SudokuExample[];
  disabled?: boolean;
  testPrefix?: string;
  /** Say the board format only briefly (it is spelled out once, at the solver of section 4). */
  brief?: boolean;
}

export function BoardInput({ text, onText, error, examples, disabled = false, testPrefix = '', brief = false }: BoardInputProps): JSX.Element {
  const id = useId();
  const rows = Math.min(10, Math.max(3, text.split('\n').length + 1));
  return (
    <div class="sd-textbox" data-testid={`${testPrefix}puzzle-input`}>
      <label for={`${id}-text`}>
        {brief ? 'The board, written as in the solver of section 4' : <>The board: one line of 16, 81, 256 … characters (<code>.</code> or <code>0</code> empty, <code>1</code>–<code>9</code>,
        then letters <code>A</code>, <code>B</code> … for 10, 11 …), or one line per row; from 36×36 up, numbers separated by spaces</>}
      </label>
      <textarea id={`${id}-text`} rows={rows} spellcheck={false} autocomplete="off" value={text} disabled={disabled}
        aria-invalid={error ? 'true' : undefined} aria-describedby={`${id}-error`} data-testid={`${testPrefix}puzzle-text`}
        onInput={(e) => onText((e.target as HTMLTextAreaElement).value)} />
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
    </div>
  );
}
