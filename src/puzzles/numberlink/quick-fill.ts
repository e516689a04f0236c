/**
 * The default under `fill`: the answer at once, each figure under the rule it
 * holds for, and the count under fill as a step of its own whose stop is told.
 *
 *  1. The fill-canonical diagram (./canonical.ts: fill without the solutions
 *     that go round three sides of a 2×2 block), within its node cap
 *     (`canonicalMaxNodes`). It is far smaller than fill's — parallel lanes of
 *     one path cannot swap there — and a puzzle with one fill solution keeps
 *     it. Finished, it gives the answer and the exact count under
 *     fill-canonical (so whether the answer is unique there).
 *  2. The count under fill: fill's own diagram within `ruleMaxNodes`.
 *     Finished, it is the whole one-step run (answer, exact count, browsing by
 *     rank under fill). Past its cap the answer of step 1 stands, with the
 *     count under fill left unknown (`count` null) and the canonical count as
 *     its lower bound (`countAtLeast`).
 *  3. When step 1 outgrew its cap, the sat method (./sat/) on the
 *     fill-canonical formula: one solution, then the search again with that
 *     solution forbidden, which proves it unique under fill-canonical or finds
 *     a second one. Fill's diagram, which keeps every solution the canonical
 *     one drops, is then not tried.
 *
 * Step 1 is skipped, straight to step 3, on a board whose shorter side is
 * longer than `canonicalMaxSide` (while the cap is at most its default): the
 * diagram's frontier is a line across that side, and on every published
 * board that wide it outgrew its cap, so building it there was work thrown
 * away. The sat method still proves the answer unique under fill-canonical.
 *
 * No canonical solution says nothing under fill (cutting a u-turn short
 * empties two cells: the 14×9 Arukone board of noqx in the data has one fill
 * solution and no canonical one), so then the answer comes from fill itself:
 * its diagram when it finished within its cap, else the sat method on the
 * fill formula.
 *
 * The caps are in nodes, so which step answers never depends on how busy the
 * machine is; every step takes what is left of the caller's time limit, and a
 * stop by that limit (or a cancel) ends the run with what is known.
 */
import type { Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import type { NumberlinkEvent } from './events';
import type { NumberlinkPuzzle, NumberlinkSolution } from './puzzle';
import { emptyBuild } from './build';
import { canonicalOrientations } from './canonical';
import { gridGraph } from './graph';
import { runSat, type NumberlinkSatRun } from './sat/solve-sat';
import type { ZddParams, ZddRun } from './solve-zdd';
import type { ZddRunner } from './quick-answer';

/**
 * The fill-canonical diagram's node cap by default. The generated 40×20 boards need 1–3 million nodes there
 * (1–3 s), while the sat method answers them and proves the answer unique under fill-canonical in 0.2–0.6 s of CPU;
 * 272 of the 408 published boards stay under it (280 at 150,000 nodes, 303 at a million); the sat method took
 * 0.24 s of CPU (median, in one warm process) on the other 136, at most 0.85 s.
 */
export const DEFAULT_CANONICAL_MAX_NODES = 100_000;

/**
 * The shorter side past which step 1 is skipped by default. Of the 408 published boards (Janko, Flow Free, the
 * generated 40×20, noqx), all 136 whose fill-canonical diagram outgrew 100,000 nodes are 14 cells or more across,
 * and every one 20 or more across (the 98 generated 40×20, 13 Janko 36×20, 5 boards 25 or 26 square) outgrew it,
 * each after 0.2–0.5 s of CPU; the widest that finished are 17 across (10 of 26 such boards).
 */
export const DEFAULT_CANONICAL_MAX_SIDE = 19;

/** Why step 1 is skipped on this board, or null when it is built. */
export function canonicalForeseenTooBig(puzzle: NumberlinkPuzzle, params: ZddParams, canonCap: number): string | null {
  const side = Math.min(puzzle.width, puzzle.height);
  if (params.canonicalMaxSide <= 0 || side <= params.canonicalMaxSide || canonCap > DEFAULT_CANONICAL_MAX_NODES) return null;
  return (
    `the board is ${side} cells across its shorter side, more than ${params.canonicalMaxSide}, where the fill-canonical diagram ` +
    `of every published board outgrew its cap (${nodes(canonCap)}), so it was not built`
  );
}

/** A run that built nothing, for an answer that comes from the sat method alone. */
function unbuiltRun(puzzle: NumberlinkPuzzle): ZddRun {
  const graph = gridGraph(puzzle, canonicalOrientations(puzzle)[0]);
  return { graph, build: emptyBuild(), result: { status: 'timeout', stats: { edges: graph.m, levelsDone: 0, nodes: 0, ms: 0 } } };
}

/** Whether a zdd run stopped at the node cap it was given (not at the caller's limit). */
const hitCap = (run: ZddRun): boolean => run.result.status === 'timeout' && run.build.stopped === 'nodes';

const nodes = (n: number): string => `${n.toLocaleString('en-US')} nodes`;

/** A trace sink that holds the events until the run is known to be the answer. */
function held(sink: TraceSink<NumberlinkEvent> | undefined): { sink?: TraceSink<NumberlinkEvent>; flush: () => void } {
  if (!sink) return { flush: () => {} };
  const events: NumberlinkEvent[] = [];
  return { sink: (e) => events.push(e), flush: () => events.forEach((e) => sink(e)) };
}

/** The board and request whose fill count stopped at its cap at the last request (browsing with `reuse` asks again and again). */
let lastStopped: string | null = null;

export function runQuickFill(
  puzzle: NumberlinkPuzzle,
  params: ZddParams,
  budget: Budget,
  sink: TraceSink<NumberlinkEvent> | undefined,
  run: ZddRunner,
  key: string,
  reuse: boolean,
): ZddRun {
  const started = Date.now();
  const left = (): Budget => ({ ...budget, limitMs: budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - (Date.now() - started)) });
  const cap = Math.min(params.maxNodes, budget.maxNodes ?? Infinity);
  const canonCap = params.canonicalMaxNodes > 0 ? Math.min(params.canonicalMaxNodes, cap) : cap;

  const foreseen = canonCap < cap ? canonicalForeseenTooBig(puzzle, params, canonCap) : null;
  if (foreseen) return satAnswer(puzzle, unbuiltRun(puzzle), 'fill-canonical', budget, sink, foreseen, 0);

  const canonEvents = held(sink);
  const canon = run(puzzle, { ...params, rule: 'fill-canonical', maxNodes: canonCap }, budget, canonEvents.sink);
  const canonMs = Date.now() - started;
  if (canon.result.status === 'timeout' || canon.result.status === 'cancelled') {
    // Stopped by the caller's limit: nothing more to try. Past its own cap: the sat method.
    if (!hitCap(canon) || canonCap >= cap) {
      canonEvents.flush();
      return { ...canon, result: { ...canon.result, by: 'zdd', reason: `the fill-canonical diagram stopped: ${canon.result.reason}` } };
    }
    const why = `the fill-canonical diagram outgrew its cap (${nodes(canonCap)})`;
    return satAnswer(puzzle, canon, 'fill-canonical', left(), sink, why, canonMs);
  }

  // Step 2, the count under fill (skipped when it stopped at the same cap at the last browse request).
  const skip = reuse && lastStopped === key;
  const ownEvents = held(sink);
  const own = skip ? null : run(puzzle, { ...params, maxNodes: params.ruleMaxNodes }, left(), ownEvents.sink);
  if (own && !(own.result.status === 'timeout' || own.result.status === 'cancelled')) {
    lastStopped = null;
    ownEvents.flush();
    return { ...own, result: { ...own.result, by: 'zdd' } };
  }
  if (own && hitCap(own)) lastStopped = key;
  const countStop = !own
    ? `fill's own diagram outgrew its cap (${nodes(params.ruleMaxNodes)}) on this board at the last request`
    : hitCap(own)
      ? `fill's own diagram outgrew its cap (${nodes(params.ruleMaxNodes)}): ${own.result.reason}`
      : `fill's own diagram stopped: ${own.result.reason}`;

  if (canon.result.status === 'unsolvable') {
    // No canonical solution: fill may still have some, all with a u-turn.
    if (own && !hitCap(own)) {
      ownEvents.flush();
      return { ...own, result: { ...own.result, by: 'zdd', reason: `the fill-canonical diagram is empty, and then ${countStop}` } };
    }
    return satAnswer(puzzle, canon, 'fill', left(), sink, `the fill-canonical diagram is empty (no solution without a u-turn), and ${countStop}`, canonMs);
  }
  canonEvents.flush();
  const solution = canon.result.solution!;
  const n = BigInt(solution.count);
  const many = n === 1n ? 'its one solution (unique under fill-canonical) is a solution' : `its ${n.toLocaleString('en-US')} solutions are all solutions`;
  const result: SolveResult<NumberlinkSolution> = {
    ...canon.result,
    by: 'zdd',
    // ruleCapHit: 1 when fill's own diagram stopped at its node cap, 0 when the time ran out first (the island words the two apart).
    stats: { ...canon.result.stats, canonicalStep: 1, canonicalUnique: n === 1n ? 1 : 0, ruleMs: own ? Date.now() - started - canonMs : 0, ruleCapHit: !own || hitCap(own) ? 1 : 0, unique: 0 },
    solution: { ...solution, rule: 'fill', countIsLowerBound: true },
    reason: `not counted under fill: ${countStop}. The answer and the count ${n.toLocaleString('en-US')} under fill-canonical come from its diagram (zdd), and ${many} under fill too`,
  };
  return { ...canon, result };
}

/** The answer from the sat method under `rule` (fill-canonical, or fill when there is no canonical solution), told under fill. */
function satAnswer(puzzle: NumberlinkPuzzle, canon: ZddRun, rule: 'fill' | 'fill-canonical', budget: Budget, sink: TraceSink<NumberlinkEvent> | undefined, why: string, canonMs: number): ZddRun {
  const events = held(sink);
  const sat: NumberlinkSatRun = runSat(puzzle, rule, true, { budget, sink: events.sink });
  const r = sat.result;
  if (rule === 'fill-canonical' && r.status === 'unsolvable') {
    // None without a u-turn: fill itself decides.
    return satAnswer(puzzle, canon, 'fill', budget, sink, `${why}; the sat method found no fill-canonical solution (${r.reason})`, canonMs);
  }
  events.flush();
  const stats: Record<string, number> = { ...r.stats, satStep: 1, canonicalMs: canonMs, unique: rule === 'fill' && sat.verdict === 'unique' ? 1 : 0 };
  if (rule === 'fill-canonical') stats.canonicalUnique = sat.verdict === 'unique' ? 1 : sat.verdict === 'several' ? 0 : -1;
  const verdicts = {
    unique: `unique under ${rule}`,
    several: `not unique under ${rule} (a second solution found)`,
    undecided: `its uniqueness under ${rule} undecided`,
    'not asked': `its uniqueness under ${rule} not asked`,
  } as const;
  if (r.status !== 'solved' || !r.solution) {
    const reason = `${why}; then the sat method on the ${rule} formula: ${r.reason ?? r.status}`;
    return { ...canon, result: { ...r, by: 'sat', stats, reason } };
  }
  // Under fill itself a proved-unique answer is an exact count; otherwise the count is a lower bound under fill.
  const exact = rule === 'fill' && sat.verdict === 'unique';
  const solution: NumberlinkSolution = { ...r.solution, rule: 'fill', count: r.solution.count };
  if (!exact) solution.countIsLowerBound = true;
  const counted = exact ? '' : `not counted under fill: ${why}${rule === 'fill-canonical' ? ", and fill's own diagram, which keeps every solution that one leaves out, was not built" : ''}. `;
  const reason = `${counted}The answer comes from the sat method on the ${rule} formula, ${verdicts[sat.verdict]}: ${r.reason}`;
  return { ...canon, result: { ...r, by: 'sat', solution, stats, reason } };
}
