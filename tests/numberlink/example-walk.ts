/**
 * The lesson's 5×5 example under `fill`, built once with its trace: the board,
 * the walk's steps and the by-hand context in the diagram's edge order. Its
 * walk has doomed branches, ending in "no crossed labels" and "no way out",
 * which the doomed-branch and rule-picture tests replay.
 */
import { recorder } from '../../src/core/trace';
import { handContext } from '../../src/puzzles/numberlink/by-hand';
import type { GraphEvent, NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

export const EXAMPLE_TEXT = '1....\n2..3.\n.....\n.1..2\n....3';

/** `sweep: 'rows'` gives the plain sweep the lesson's walk uses; without it, the solver's own order. */
export function exampleWalk(sweep?: 'rows') {
  const r = parseNumberlink(EXAMPLE_TEXT);
  if (!r.ok) throw new Error(r.error.message);
  const p = r.puzzle;
  const rec = recorder<NumberlinkEvent>();
  runZdd(p, zddParams({ rule: 'fill', ...(sweep ? { sweep } : {}) }, p), {}, rec.sink);
  const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  return { p, walk, ctx: handContext(p, 'fill', graph.orientation) };
}
