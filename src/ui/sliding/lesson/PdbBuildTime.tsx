/**
 * How long the 6-6-3 pattern databases took to build in this reader's
 * browser, measured when it happened (src/worker/solver-client.ts keeps the
 * preparation's time with the tables), never a number typed into the text:
 * the time depends on the device. Before the solver island (or a solve) has
 * built them it says so; it updates itself the moment a build on this page ends.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onResourcesKept } from '../../../worker/solver-client';
import { pdbBuildMs } from '../sliding-run';

/** The words for a build time (null: not built on this page yet). */
export function buildTimeWords(ms: number | null): string {
  if (ms === null) {
    return 'not built yet on this visit. They are built once the solver at the end of the page is on screen with a 15-puzzle (or by the first solve or Hint that needs them, or by “Look up the solver’s board” in the lookup stepper), and the time appears here.';
  }
  return `${(ms / 1000).toFixed(1)} s on this device, on this visit.`;
}

export default function PdbBuildTime(): JSX.Element {
  const [ms, setMs] = useState<number | null>(null);
  useEffect(() => {
    setMs(pdbBuildMs());
    return onResourcesKept(() => setMs(pdbBuildMs()));
  }, []);
  return (
    <span data-testid="pdb-build-time" data-ms={ms ?? undefined} aria-live="polite">
      {buildTimeWords(ms)}
    </span>
  );
}
