/**
 * How often HiGHS splits (its branch-and-bound node count) on every board
 * this lesson offers — the solver's ready-made boards and the by-hand ones —
 * under the default model, run when the site is built. Readers took a count
 * of 0 on every board for a broken figure; the lesson says what 0 means and,
 * if a board does make HiGHS split, names the one that splits most.
 */
import { recorder } from '../../core/trace';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { loadHighs } from '../../puzzles/shakashaka/highs/load';
import { solveHighs } from '../../puzzles/shakashaka/solve-highs';

export interface HighsNodeFacts {
  /** How many boards were solved, and each one's nodes over all its HiGHS calls. */
  boards: { label: string; nodes: number }[];
  /** The board with the most nodes (the first of them), or null when no board made HiGHS split. */
  most: { label: string; nodes: number } | null;
}

export async function highsNodeFacts(boards: readonly { label: string; text: string }[]): Promise<HighsNodeFacts> {
  await loadHighs();
  const counted = boards.map(({ label, text }) => {
    const parsed = parseShakashaka(text);
    if (!parsed.ok) throw new Error(`lesson board "${label}" does not parse: ${parsed.error.message}`);
    const rec = recorder<ShakashakaEvent>();
    const r = solveHighs(parsed.puzzle, { sink: rec.sink, budget: { limitMs: 120_000 } });
    if (r.status !== 'solved') throw new Error(`HiGHS did not solve lesson board "${label}": ${r.status}`);
    const nodes = rec.events.reduce((n, e) => n + (e.kind === 'mip' ? (e.nodes ?? 0) : 0), 0);
    return { label, nodes };
  });
  const most = counted.reduce<HighsNodeFacts['most']>((best, b) => (b.nodes > (best?.nodes ?? 0) ? b : best), null);
  return { boards: counted, most };
}
