/**
 * The key to a board's marks (by-hand boards, the solver's stepper, the export): each kind of cell drawn exactly as the
 * board draws it (ground, weight, underline, ring), then what it means. The
 * marks differ by weight, underline and ring as well as by ground, so the key
 * does not rest on colour.
 */
import type { JSX } from 'preact';
import { forcedCorner } from './SudokuBoard';

export type KeyMark = 'given' | 'changed' | 'ringed' | 'plain' | 'guess' | 'guessNot' | 'forced' | 'yours' | 'outlined';

function Sample({ mark }: { mark: KeyMark }): JSX.Element {
  const ground = mark === 'given' ? 'sd-cell sd-given' : mark === 'changed' ? 'sd-cell sd-changed' : 'sd-cell';
  const text = mark === 'given' || mark === 'yours' ? 'sd-t-given' : mark === 'changed' ? 'sd-t-changed' : mark === 'guess' ? 'sd-t-guess' : mark === 'forced' ? 'sd-t-forced' : undefined;
  return (
    <span class="sd-board" style={{ margin: 0, overflow: 'visible' }}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <rect class={ground} x="1" y="1" width="22" height="22" style={{ strokeWidth: 1 }} />
        {mark === 'ringed' && <circle class="sd-ring" cx="12" cy="12" r="9" />}
        {(mark === 'guess' || mark === 'guessNot') && <circle class="sd-ring sd-ring-guess" cx="12" cy="12" r="9" />}
        {mark === 'yours' && <rect class="sd-yours-mark" x="4" y="4" width="16" height="16" />}
        {mark === 'outlined' && <rect class="sd-outlined" x="3" y="3" width="18" height="18" />}
        {mark === 'forced' && <path class="sd-forced-mark" d={forcedCorner(1, 1, 22)} />}
        {mark === 'guessNot' ? <text x="12" y="12" font-size="14" class="sd-t-ruled">≠3</text> : <text x="12" y="12" font-size="14" class={text}>3</text>}
      </svg>
    </span>
  );
}

export function BoardKey({ entries, testId }: { entries: readonly (readonly [KeyMark, string])[]; testId?: string }): JSX.Element {
  return (
    <ul class="sd-key sd-small" data-testid={testId} aria-label="How to read the board">
      {entries.map(([mark, words]) => (
        <li key={mark}><Sample mark={mark} />{words}</li>
      ))}
    </ul>
  );
}

/**
 * The key under a recorded solve's board (the solver's stepper, Explain from
 * here, the export): givens, guesses and forced cells in the method's own
 * words, and the cells the step changed.
 */
export function traceKeyEntries(method: string | null): [KeyMark, string][] {
  const guess: [KeyMark, string] | null =
    method === 'sat' ? ['guess', 'ringed, orange: placed by a decision (a guess)']
      : method === 'dlx' ? ['guess', 'ringed, orange: a row tried where its column had several (a guess)']
        : method === 'backtrack' ? ['guess', 'ringed, orange: a number tried (every backtracking placement is a guess)']
          : null;
  const forced: [KeyMark, string] | null =
    method === 'sat' ? ['forced', 'blue with a corner triangle: forced by unit propagation']
      : method === 'dlx' ? ['forced', 'blue with a corner triangle: the only candidate left in its column (forced)']
        : null;
  // A SAT decision may be that a cell does NOT hold a number: it places nothing, so it has a mark of its own.
  const guessNot: [KeyMark, string] | null = method === 'sat' ? ['guessNot', 'ringed “≠3”: a decision that the cell does not hold 3'] : null;
  return [
    ['given', 'bold on grey: a given'],
    ...(guess ? [guess] : []),
    ...(guessNot ? [guessNot] : []),
    ...(forced ? [forced] : []),
    ['changed', 'bold, underlined, shaded: changed by this step (a dash: emptied)'],
  ];
}
