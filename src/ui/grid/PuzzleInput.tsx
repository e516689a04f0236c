/**
 * Where a board comes in, for any grid genre: a text area for grid lines or
 * a puzz.link URL, the ready examples, and the parser's message with its
 * line and column when the text is not a board. The text is the island's
 * state; this view only edits it. The genre names its own format (`label`).
 */
import type { ComponentChildren, JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { ParseError } from '../../core/result';

/** A ready board: `id` makes its button's data-testid="example-<id>". */
export interface BoardExample {
  id: string;
  label: string;
  text: string;
}

export interface PuzzleInputProps {
  text: string;
  onText: (text: string) => void;
  error: ParseError | null;
  examples: readonly BoardExample[];
  disabled?: boolean;
  /** What the text box takes, in the genre's words. */
  label: ComponentChildren;
}

export function PuzzleInput({ text, onText, error, examples, disabled = false, label }: PuzzleInputProps): JSX.Element {
  const id = useId();
  const rows = Math.min(14, Math.max(4, text.split('\n').length + 1));
  return (
    <div class="eng-textbox" data-testid="puzzle-input">
      <label for={`${id}-text`}>
        {label}
      </label>
      <textarea id={`${id}-text`} rows={rows} spellcheck={false} autocomplete="off" value={text} disabled={disabled}
        aria-invalid={error ? 'true' : undefined} aria-describedby={`${id}-error`} data-testid="puzzle-text"
        onInput={(e) => onText((e.target as HTMLTextAreaElement).value)} />
      <p id={`${id}-error`} class="eng-error" role="status" data-testid="parse-error">
        {error ? `Line ${error.line}, column ${error.col}: ${error.message}` : ''}
      </p>
      <div class="eng-row" role="group" aria-label="Example boards">
        <span class="eng-small">Examples:</span>
        {examples.map((ex) => (
          <button key={ex.id} type="button" class="btn" disabled={disabled} aria-pressed={text.trim() === ex.text ? 'true' : 'false'}
            data-testid={`example-${ex.id}`} onClick={() => onText(ex.text)}>
            {ex.label}
          </button>
        ))}
      </div>
    </div>
  );
}
