/**
 * Until an island has started in the browser, its buttons are only markup.
 * A press made then starts the island at once and is played again when it
 * runs (src/ui/client-linked.mjs, the directive every lesson island uses).
 * `useStarted` is false in the server's markup and until the island's first
 * effect runs; `StartingNote` says so on the page (and the island marks itself
 * `data-started="false"`, which the styles in src/styles/controls.css use to
 * show the controls as waiting), so a reader sees why a press has not yet
 * answered. Every lesson island that takes input uses it.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}

export function StartingNote({ started, what = 'the controls' }: { started: boolean; what?: string }): JSX.Element | null {
  if (started) return null;
  return (
    <p class="island-starting" role="status" data-testid="starting-note">
      Starting… {what} answer in a moment.
    </p>
  );
}
