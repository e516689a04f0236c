/**
 * Downloads the worked example of the current board as one self-contained
 * HTML file, made by the same function the CLI's `export` command calls.
 * The export code (and the static renderer it needs) is loaded on the first
 * click, so the lesson page does not carry it until someone exports.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { SolveResult } from '../../core/result';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import type { ExplainPdb } from './use-pdb-breakdown';

export interface ExportButtonProps {
  puzzle: SlidingPuzzle;
  /** The solve to export; null when there is none yet (then the button explains why it is off). */
  result: SolveResult<SlidingSolution> | null;
  events: readonly SlidingEvent[];
  explainPdb?: ExplainPdb;
}

export function ExportButton({ puzzle, result, events, explainPdb }: ExportButtonProps): JSX.Element {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const onClick = async () => {
    if (!result) return;
    setState('working');
    try {
      const [{ renderSlidingExport, slidingExportFileName }, { downloadText }] = await Promise.all([
        import('../../export/sliding'),
        import('../../export/download'),
      ]);
      const pdb = explainPdb && puzzle.size === 4 && result.status !== 'unsolvable' ? await explainPdb(puzzle.tiles) : null;
      const html = renderSlidingExport({
        puzzle,
        result,
        events,
        pdb,
        footer: 'Made with Stepwise in your browser. This page is self-contained: it reads and prints without a network.',
      });
      downloadText(html, slidingExportFileName(puzzle));
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div class="sl-row">
      <button type="button" class="btn" onClick={onClick} disabled={!result || state === 'working'} data-testid="export">
        <span aria-hidden="true">⤓</span> Export worked example (HTML)
      </button>
      <span class="sl-small" aria-live="polite" data-testid="export-status">
        {!result
          ? 'Solve the board first; the page shows the search and every step.'
          : state === 'working'
            ? 'Preparing the page…'
            : state === 'done'
              ? 'Downloaded. It opens without a network and prints on A4.'
              : state === 'failed'
                ? 'The page could not be made.'
                : ''}
      </span>
    </div>
  );
}
