/**
 * What HiGHS does with the published model on the holed-diamond board, run
 * when the site is built (HiGHS loads asynchronously, so the lesson awaits
 * this once): the filling it answers first, whether the rules reject it, and
 * how many fillings were cut off before its answer was a solution; and the
 * same board under the corrected model, for comparison.
 */
import { recorder } from '../../core/trace';
import type { RejectedEvent, ShakashakaEvent } from '../../puzzles/shakashaka/events';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { loadHighs } from '../../puzzles/shakashaka/highs/load';
import { brokenRuleWords } from '../../puzzles/shakashaka/rules';
import type { ModelVariant } from '../../puzzles/shakashaka/model/families';
import { solveHighs } from '../../puzzles/shakashaka/solve-highs';

export interface HighsRunFacts {
  status: string;
  /** The fillings HiGHS answered that the rules rejected, in order. */
  rejected: { rows: string[]; rule: string; message: string }[];
  solution: string[] | null;
}

export interface HighsFacts {
  published: HighsRunFacts;
  corrected: HighsRunFacts;
}

let kept: Promise<HighsFacts> | null = null;

export function highsFacts(boardText: string): Promise<HighsFacts> {
  kept ??= (async () => {
    await loadHighs();
    const parsed = parseShakashaka(boardText);
    if (!parsed.ok) throw new Error(`lesson board does not parse: ${parsed.error.message}`);
    const run = (model: ModelVariant): HighsRunFacts => {
      const rec = recorder<ShakashakaEvent>();
      const r = solveHighs(parsed.puzzle, { params: { model }, sink: rec.sink, budget: { limitMs: 120_000 } });
      const rejected = rec.events.filter((e): e is RejectedEvent => e.kind === 'rejected').map((e) => ({ rows: e.rows, rule: e.rule, message: brokenRuleWords({ code: e.rule, message: e.message }) }));
      return { status: r.status, rejected, solution: r.solution ?? null };
    };
    return { published: run('A-E'), corrected: run('A-D+F') };
  })();
  return kept;
}
