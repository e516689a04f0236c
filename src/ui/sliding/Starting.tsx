/**
 * Until an island has started in the browser, its buttons are only markup:
 * a press does nothing. `useStarted` is false in the server's markup and
 * until the island's first effect runs; `StartingNote` says so on the page
 * (and the island marks itself `data-started="false"`, which the styles use
 * to show the controls as waiting), so a reader never loses a click or a key
 * without seeing why.
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
    <p class="sl-starting" role="status" data-testid="starting-note">
      Starting… {what} answer in a moment.
    </p>
  );
}
