/**
 * The default two-step run under `nikoli` (option `rule-max-nodes`; under `fill` the default is
 * ./quick-fill.ts, canonical diagram first, then the count, then the sat method):
 * an answer at once, the count when it comes cheaply.
 *
 * Under these two rules a board's own diagram can be huge — parallel lanes of
 * one path swap and wiggle — while its canonical diagram (fill-canonical,
 * nikoli-canonical: ./canonical.ts) leaves those redrawings out and stays
 * small. So the rule's own diagram is built first within a node cap; when
 * it finishes, the run is exactly the one-step run (answer, exact count,
 * browsing by rank under the rule). When it stops, the answer comes from the
 * canonical diagram, built with what is left of the caller's budget. Every
 * canonical solution is a solution under the rule, so the answer is one; the
 * count under the rule is then not known (the record's `count` is null), but
 * the canonical count is a true lower bound of it (its `countAtLeast`), and
 * the reason says why the count stopped.
 *
 * When the canonical diagram is empty the board has no solution under
 * nikoli: every redundant pattern can be redrawn (a u-turn cut short, a
 * corner turned through the empty cell above, a detour run straight through
 * the empty cells below) into a nikoli solution that uses fewer cells, or as
 * many cells one frame row higher; that cannot go on for ever, so every nikoli
 * solution leads to one without a redundant pattern. (Not so under fill,
 * where cutting a u-turn short empties two cells: ./quick-fill.ts.)
 */
import type { Budget } from '../../core/budget';
import type { TraceSink } from '../../core/trace';
import type { NumberlinkEvent } from './events';
import { printNumberlink } from './format';
import { isCanonical, puzzleRuleOf, type CanonicalRule, type NumberlinkPuzzle, type NumberlinkRule } from './puzzle';
import { RULE_SET_NAME } from './rule-names';
import type { ZddParams, ZddRun } from './solve-zdd';
import { runQuickFill } from './quick-fill';

/**
 * The rule's own diagram's node cap by default: about a quarter of a second of building on one core, so that
 * with the process starting (about 0.3 s of CPU) and the canonical diagram beside it the answer comes within a
 * second. A cap in nodes, not in time, so that the answer never depends on how busy the machine is. (Under fill,
 * of the 408 published boards, 185 finish within 500,000 nodes, 168 within this cap.)
 */
export const DEFAULT_RULE_MAX_NODES = 250_000;

/** The canonical convention that narrows a puzzle rule, or null (fill-notouch has none; the canonical ones are their own). */
export function canonicalOf(rule: NumberlinkRule): CanonicalRule | null {
  return rule === 'fill' ? 'fill-canonical' : rule === 'nikoli' ? 'nikoli-canonical' : null;
}

export type ZddRunner = (puzzle: NumberlinkPuzzle, params: ZddParams, budget?: Budget, sink?: TraceSink<NumberlinkEvent>) => ZddRun;

/**
 * The board and request whose rule diagram last stopped within the rule limit
 * (browsing with `reuse` asks again and again: no need to stop once more).
 */
let lastStopped: string | null = null;

const stopKey = (puzzle: NumberlinkPuzzle, p: ZddParams): string =>
  JSON.stringify([printNumberlink(puzzle), p.rule, p.sweep, p.maxNodes, p.ruleMaxNodes, p.canonicalMaxNodes]);

/** The run the default asks for: under nikoli the rule's own diagram within `ruleMaxNodes`, else the answer from the canonical one; under fill ./quick-fill.ts. */
export function runQuick(puzzle: NumberlinkPuzzle, params: ZddParams, budget: Budget, sink: TraceSink<NumberlinkEvent> | undefined, run: ZddRunner, reuse = false): ZddRun {
  if (isCanonical(params.rule)) return withRuleCount(puzzle, params, budget, sink, run);
  const canonical = canonicalOf(params.rule);
  const cap = Math.min(params.maxNodes, budget.maxNodes ?? Infinity);
  if (!canonical || params.ruleMaxNodes <= 0 || params.ruleMaxNodes >= cap || !params.keep) return run(puzzle, params, budget, sink);
  if (params.rule === 'fill') return runQuickFill(puzzle, params, budget, sink, run, stopKey(puzzle, params), reuse);
  const started = Date.now();
  const left = (): number | undefined => (budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - (Date.now() - started)));
  const key = stopKey(puzzle, params);
  let ruleStop: string | undefined;
  let ruleMs = 0;
  if (!(reuse && lastStopped === key)) {
    // The events wait: they reach the caller only when this run is the answer.
    const events: NumberlinkEvent[] = [];
    const own = run(puzzle, { ...params, maxNodes: params.ruleMaxNodes }, budget, sink && ((e) => events.push(e)));
    // Only the rule's own cap sends the request on; a finished run, or a stop by the caller's budget (time, cancelled), is the answer.
    const moveOn = own.result.status === 'timeout' && own.build.stopped === 'nodes';
    if (!moveOn) {
      if (sink) for (const e of events) sink(e);
      lastStopped = null;
      return own;
    }
    lastStopped = key;
    ruleStop = own.result.reason;
    ruleMs = Date.now() - started;
  }
  const events: NumberlinkEvent[] = [];
  const canon = run(puzzle, { ...params, rule: canonical }, { ...budget, limitMs: left() }, sink && ((e) => events.push(e)));
  if (sink) for (const e of events) sink(e);
  return { ...canon, result: canonicalResult(canon.result, params, canonical, ruleStop, ruleMs) };
}

/** The canonical run's result told under the asked rule: the answer, the count as a lower bound, and why. */
function canonicalResult(result: ZddRun['result'], params: ZddParams, canonical: CanonicalRule, ruleStop: string | undefined, ruleMs: number): ZddRun['result'] {
  const rule = RULE_SET_NAME[params.rule];
  const stopped = ruleStop
    ? `the ${rule} rule's own diagram stopped (${ruleStop.replace('the node budget', 'its node cap')})`
    : `the ${rule} rule's own diagram outgrew its node cap (${params.ruleMaxNodes.toLocaleString('en-US')} nodes) on this board at the last request`;
  // Only the rule's own cap sends a run here (ruleCapHit, as under fill: quick-fill.ts).
  const stats = { ...result.stats, canonicalStep: 1, ruleMs, ruleCapHit: 1, unique: 0 };
  if (result.status === 'solved' && result.solution) {
    const n = BigInt(result.solution.count);
    const many = n === 1n ? `its one solution is a solution under ${rule}` : `its ${n.toLocaleString('en-US')} solutions are all solutions under ${rule}`;
    return {
      ...result,
      stats,
      solution: { ...result.solution, rule: params.rule, countIsLowerBound: true },
      reason: `not counted under the ${rule} rule: ${stopped}; the answer comes from the ${canonical} diagram, and ${many} too`,
    };
  }
  if (result.status === 'unsolvable') {
    return { ...result, stats, reason: `${result.reason}; every ${rule} solution can be redrawn without a redundant pattern, so there is none under ${rule} either` };
  }
  return { ...result, stats, reason: `${stopped}, and then the ${canonical} diagram: ${result.reason ?? 'stopped'}` };
}

/**
 * A canonical rule's run; when its diagram is empty, the puzzle rule it narrows is counted too (within
 * `ruleMaxNodes`), so that "no canonical solution" is never read as "the board has no solution": the tiny
 * 4×4 has none without a redundant detour and several under fill. Stat `ruleSolutions`: that count, or −1
 * when it was not finished (or is too large for a number).
 */
function withRuleCount(puzzle: NumberlinkPuzzle, params: ZddParams, budget: Budget, sink: TraceSink<NumberlinkEvent> | undefined, run: ZddRunner): ZddRun {
  const started = Date.now();
  const own = run(puzzle, params, budget, sink);
  if (own.result.status !== 'unsolvable' || params.ruleMaxNodes <= 0) return own;
  const limitMs = budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - (Date.now() - started));
  const plain = run(puzzle, { ...params, rule: puzzleRuleOf(params.rule), maxNodes: params.ruleMaxNodes }, { ...budget, limitMs });
  const counted = (plain.result.status === 'solved' || plain.result.status === 'unsolvable') && plain.count !== undefined && plain.count <= BigInt(Number.MAX_SAFE_INTEGER);
  return { ...own, result: { ...own.result, stats: { ...own.result.stats, ruleSolutions: counted ? Number(plain.count) : -1 } } };
}
