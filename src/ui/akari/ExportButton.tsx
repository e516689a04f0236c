/**
 * Downloads the worked example of the current solve as one self-contained
 * HTML file, made by the same function the CLI's `export` command calls.
 * The export code is loaded on the first click, so the lesson page does not
 * carry it until someone exports. The "why" trees of a few cells are asked
 * of the worker that still holds the run.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SolveResult } from '../../core/result';
import type { WhyNode } from '../../inequalities/explain';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { getAkariSolver } from '../../worker/akari-client';
import { pickWhyCells } from './why-pick';

export interface AkariExportButtonProps {
  puzzle: AkariPuzzle;
  /** The solve to export; null when there is none yet (the button says why it is off). */
  solve: { result: SolveResult<AkariSolution>; events: readonly AkariEvent[]; method: string; runId: number } | null;
}

const WHY_NODES = 30;

export function AkariExportButton({ puzzle, solve }: AkariExportButtonProps): JSX.Element {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  useEffect(() => setState('idle'), [solve?.runId]);
  const onClick = async () => {
    if (!solve) return;
    setState('working');
    try {
      const picks = pickWhyCells(solve.events);
      const [{ renderAkariExport, akariExportFileName }, { downloadText }, trees] = await Promise.all([
        import('../../export/akari'),
        import('../../export/download'),
        picks.length > 0 ? getAkariSolver().why(solve.runId, picks, WHY_NODES) : Promise.resolve(null),
      ]);
      const found = trees && trees.status === 'done' && trees.value ? trees.value : [];
      const why = picks.flatMap((variable, i) => (found[i] ? [{ variable, tree: found[i] as WhyNode }] : []));
      const html = renderAkariExport({
        puzzle,
        result: solve.result,
        events: solve.events,
        method: solve.method,
        why,
        footer: 'Made with Stepwise in your browser. This page is self-contained: it reads and prints without a network.',
      });
      downloadText(html, akariExportFileName(puzzle, solve.method));
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div class="ak-row">
      <button type="button" class="btn" onClick={onClick} disabled={!solve || state === 'working'} data-testid="export">
        <span aria-hidden="true">⤓</span> Export worked example (HTML)
      </button>
      <span class="ak-small" aria-live="polite" data-testid="export-status">
        {!solve
          ? 'Solve the board first; the page shows every step.'
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
