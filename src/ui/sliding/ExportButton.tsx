/**
 * Export of the sliding puzzle's worked example: the current board, its
 * search and its answer, with the pattern-database breakdown when the
 * worker has built the databases.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { EXPORT_FOOTER, ExportButton as GenericExportButton } from '../ExportButton';
import type { ExplainPdb } from './use-pdb-breakdown';

export interface ExportButtonProps {
  puzzle: SlidingPuzzle;
  /** The solve to export; null when there is none yet (then the button explains why it is off). */
  result: SolveResult<SlidingSolution> | null;
  events: readonly SlidingEvent[];
  explainPdb?: ExplainPdb;
}

export function ExportButton({ puzzle, result, events, explainPdb }: ExportButtonProps): JSX.Element {
  const make = async () => {
    const { renderSlidingExport, slidingExportFileName } = await import('../../export/sliding');
    const pdb = explainPdb && puzzle.size === 4 && result!.status !== 'unsolvable' ? await explainPdb(puzzle.tiles) : null;
    const html = renderSlidingExport({ puzzle, result: result!, events, pdb, footer: EXPORT_FOOTER });
    return { html, fileName: slidingExportFileName(puzzle) };
  };
  return (
    <GenericExportButton
      ready={result !== null}
      notReadyText="Solve the board first; the page shows the search and every step."
      make={make}
      resetKey={result}
    />
  );
}
