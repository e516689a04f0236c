/**
 * Downloads the worked example of the current solve as one self-contained
 * HTML file, made by the same function the CLI's `export` command calls.
 * The export code is loaded on the first click, so the lesson page does not
 * carry it until someone exports. The "why" trees of a few cells are asked
 * of the worker that still holds the run.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { WhyNode } from '../../inequalities/explain';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { getAkariSolver } from '../../worker/akari-client';
import { EXPORT_FOOTER, ExportButton } from '../ExportButton';
import { pickWhyCells } from './why-pick';

export interface AkariExportButtonProps {
  puzzle: AkariPuzzle;
  /** The solve to export; null when there is none yet (the button says why it is off). */
  solve: { result: SolveResult<AkariSolution>; events: readonly AkariEvent[]; method: string; runId: number } | null;
}

const WHY_NODES = 30;

export function AkariExportButton({ puzzle, solve }: AkariExportButtonProps): JSX.Element {
  const make = async () => {
    const { result, events, method, runId } = solve!;
    const picks = pickWhyCells(events);
    const [{ renderAkariExport, akariExportFileName }, trees] = await Promise.all([
      import('../../export/akari'),
      picks.length > 0 ? getAkariSolver().why(runId, picks, WHY_NODES) : Promise.resolve(null),
    ]);
    const found = trees && trees.status === 'done' && trees.value ? trees.value : [];
    const why = picks.flatMap((variable, i) => (found[i] ? [{ variable, tree: found[i] as WhyNode }] : []));
    const html = renderAkariExport({ puzzle, result, events, method, why, footer: EXPORT_FOOTER });
    return { html, fileName: akariExportFileName(puzzle, method) };
  };
  return (
    <ExportButton
      ready={solve !== null}
      notReadyText="Solve the board first; the page shows every step."
      make={make}
      resetKey={solve?.runId}
    />
  );
}
