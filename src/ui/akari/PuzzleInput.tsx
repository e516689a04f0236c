/**
 * Where a board comes in: a text area for grid lines or a puzz.link lightup
 * URL, the ready examples, and the parser's message with its line and
 * column when the text is not a board. The text is the island's state; this
 * view only edits it.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { ParseError } from '../../core/result';
import type { AkariExample } from '../../lessons/akari/examples';

export interface PuzzleInputProps {
  text: string;
  onText: (text: string) => void;
  error: ParseError | null;
  examples: readonly AkariExample[];
  disabled?: boolean;
  /** What the text box takes (another genre on the same input names its own format). */
  label?: ComponentChildren;
}

export function PuzzleInput({ text, onText, error, examples, disabled = false, label }: PuzzleInputProps): JSX.Element {
  const id = useId();
  const rows = Math.min(14, Math.max(4, text.split('\n').length + 1));
  return (
    <div class="ak-textbox" data-testid="puzzle-input">
      <label for={`${id}-text`}>
        {label ?? (
          <>
            Grid lines (<code>.</code> white, <code>#</code> black, <code>0</code>–<code>4</code> a clue), or a puzz.link
            lightup URL on one line
          </>
        )}
      </label>
      <textarea id={`${id}-text`} rows={rows} spellcheck={false} autocomplete="off" value={text} disabled={disabled}
        aria-invalid={error ? 'true' : undefined} aria-describedby={`${id}-error`} data-testid="puzzle-text"
        onInput={(e) => onText((e.target as HTMLTextAreaElement).value)} />
      <p id={`${id}-error`} class="ak-error" role="status" data-testid="parse-error">
        {error ? `Line ${error.line}, column ${error.col}: ${error.message}` : ''}
      </p>
      <div class="ak-row" role="group" aria-label="Example boards">
        <span class="ak-small">Examples:</span>
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
