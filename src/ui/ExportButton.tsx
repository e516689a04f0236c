/**
 * The Export button every lesson island shares: it asks the genre for the
 * worked-example page (made by the same function the CLI's `export` calls),
 * downloads it as one self-contained HTML file, and says how that went.
 * The genre's `make` loads the export code lazily, so a lesson page does not
 * carry it until someone exports.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GenreName } from '../puzzles/index';
import { loadViews, type ExportInput } from '../export/registry';
import { LINK_KEY } from './solver-link';
import { readStepFromUrl } from './url-state';

/** Said under every export page's button and printed in its footer. */
export const EXPORT_FOOTER = 'Made with Stepwise in your browser. This page is self-contained: it reads and prints without a network.';

export interface ExportButtonProps {
  /** False until there is something to export; `notReadyText` then says why. */
  ready: boolean;
  notReadyText: string;
  /** Builds the page; may load modules and ask a worker. */
  make: () => Promise<{ html: string; fileName: string }>;
  /** A new value (a new solve) clears the last "Downloaded" message. */
  resetKey?: unknown;
}

export function ExportButton({ ready, notReadyText, make, resetKey }: ExportButtonProps): JSX.Element {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  useEffect(() => setState('idle'), [resetKey]);
  const onClick = async () => {
    if (!ready || state === 'working') return;
    setState('working');
    try {
      const [{ html, fileName }, { downloadText }] = await Promise.all([make(), import('../export/download')]);
      downloadText(html, fileName);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  const status = !ready
    ? notReadyText
    : { idle: '', working: 'Preparing the page…', done: 'Downloaded. It opens without a network and prints on A4.', failed: 'The page could not be made.' }[state];
  return (
    <div class="export-row">
      {/* aria-disabled, not disabled: focus stays on the button while the page is made. */}
      <button type="button" class="btn" onClick={onClick} aria-disabled={!ready || state === 'working'} data-testid="export">
        <span aria-hidden="true">⤓</span> Export worked example (HTML)
      </button>
      <span class="export-status" aria-live="polite" data-testid="export-status">
        {status}
      </span>
    </div>
  );
}

export interface GenreExportButtonProps {
  genre: GenreName;
  /** The solve to export; null while there is none (the button then says why it is off). */
  input: Omit<ExportInput, 'footer' | 'currentStep'> | null;
  notReadyText: string;
  /**
   * The URL key of the stepper whose step the page opens at (src/ui/stepper-url.ts
   * mirrors every stepper's position there once the reader moves it): `step`
   * for the trace panels and Numberlink's walk, `move` for the sliding answer.
   */
  stepKey?: string;
}

/**
 * The Export button of a genre's solver island: the page comes from the export
 * registry (src/export/registry.ts) and opens at the step the reader's stepper
 * stands at, read when the button is pressed (no step in the URL: the stepper
 * was never moved from the start).
 */
export function GenreExportButton({ genre, input, notReadyText, stepKey = LINK_KEY.step }: GenreExportButtonProps): JSX.Element {
  const make = async () => {
    const views = await loadViews(genre);
    return views.exportPage({ ...input!, footer: EXPORT_FOOTER, currentStep: readStepFromUrl(stepKey) ?? 0 });
  };
  return <ExportButton ready={input !== null} notReadyText={notReadyText} make={make} resetKey={input?.result} />;
}
