/**
 * The key to a by-hand board's marks: each kind of cell drawn exactly as the
 * board draws it (ground, weight, underline, ring), then what it means. The
 * marks differ by weight, underline and ring as well as by ground, so the key
 * does not rest on colour.
 */
import type { JSX } from 'preact';

export type KeyMark = 'given' | 'changed' | 'ringed' | 'plain';

function Sample({ mark }: { mark: KeyMark }): JSX.Element {
  const ground = mark === 'given' ? 'sd-cell sd-given' : mark === 'changed' ? 'sd-cell sd-changed' : 'sd-cell';
  const text = mark === 'given' ? 'sd-t-given' : mark === 'changed' ? 'sd-t-changed' : undefined;
  return (
    <span class="sd-board" style={{ margin: 0, overflow: 'visible' }}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <rect class={ground} x="1" y="1" width="22" height="22" style={{ strokeWidth: 1 }} />
        {mark === 'ringed' && <circle class="sd-ring" cx="12" cy="12" r="9" />}
        <text x="12" y="12" font-size="14" class={text}>3</text>
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
