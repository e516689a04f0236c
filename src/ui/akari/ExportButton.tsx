/**
 * Downloads the worked example of the current solve as one self-contained
 * HTML file, made by the same function the CLI's `export` command calls,
 * from the run's trace envelope alone (its why trees too). The export code
 * is loaded on the first click, so the lesson page does not carry it until
 * someone exports.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { Trace } from '../../core/trace';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { EXPORT_FOOTER, ExportButton } from '../ExportButton';

export interface AkariExportButtonProps {
  puzzle: AkariPuzzle;
  /** The solve to export; null when there is none yet (the button says why it is off). */
  solve: { result: SolveResult<AkariSolution>; trace: Trace<AkariEvent> } | null;
}

export function AkariExportButton({ puzzle, solve }: AkariExportButtonProps): JSX.Element {
  const make = async () => {
    const { result, trace } = solve!;
    const { renderAkariExport, akariExportFileName } = await import('../../export/akari');
    const html = renderAkariExport({ puzzle, result, trace, footer: EXPORT_FOOTER });
    return { html, fileName: akariExportFileName(puzzle, trace.method) };
  };
  return <ExportButton ready={solve !== null} notReadyText="Solve the board first; the page shows every step." make={make} resetKey={solve?.trace} />;
}
