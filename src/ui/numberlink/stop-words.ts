/**
 * The solver island's verdict when the run did not give an exact count, in
 * plain sentences: what could not be finished, why (a node cap or the time
 * limit, with the figures the run used), what that leaves unknown, and where
 * the solution shown (if any) comes from. The solver's own reason string
 * (quick-answer.ts, quick-fill.ts) is written for the command line, with rule
 * ids; this one names every rule by its name on the page.
 *
 * What the island's run does (it asks for no sat step): under fill, first the
 * canonical diagram, then fill's own within `ruleCap` nodes for the count;
 * under Nikoli, first its own diagram within `ruleCap`, then the canonical
 * one; under the other rules, the rule's own diagram alone. Every diagram
 * stops at `maxNodes` nodes or when the time limit runs out.
 */
import type { SolveResult } from '../../core/result';
import { isCanonical, type NumberlinkRule, type NumberlinkSolution } from '../../puzzles/numberlink/puzzle';
import { RULE_SET_NAME } from '../../puzzles/numberlink/rule-names';

export interface StopLimits {
  /** The island's time limit for the whole run, in ms. */
  limitMs: number;
  /** The node cap of the rule's own diagram under fill and Nikoli. */
  ruleCap: number;
  /** The node cap of every diagram. */
  maxNodes: number;
  /** When the lesson quotes this board's exact count: the cap it was counted with when the page was built (a reader saw "not counted" here and that count there). */
  pageCap?: number;
}

const n = (x: number | bigint): string => x.toLocaleString('en-US');
const secs = (ms: number): string => `${n(Math.round(ms / 1000))} s`;

/** The verdict in sentences, or null when the run counted exactly (the result's own figures say it all). */
export function stopWords(result: SolveResult<NumberlinkSolution>, rule: NumberlinkRule, limits: StopLimits): string | null {
  const name = `the ${RULE_SET_NAME[rule]} rule`;
  const s = result.stats;
  const viaCanonical = s.canonicalStep === 1;
  const levels = `${n(s.levelsDone ?? 0)} of ${n(s.edges ?? 0)} levels built`;
  // A diagram that stopped: at the node cap when it holds more nodes than the cap, else at the time limit.
  const why = (nodes: number, cap: number) =>
    nodes > cap ? `grew past ${n(cap)} nodes` : `was still unfinished (${levels}) when the ${secs(limits.limitMs)} time limit ran out`;

  if (result.status === 'solved' && viaCanonical && result.solution) {
    const count = BigInt(result.solution.count);
    // The cap is checked once a level is built, so the stopped diagram can hold a few nodes more than the cap: said, so a figure just past it reads right.
    const own = s.ruleCapHit === 1 ? `grew past its cap of ${n(limits.ruleCap)} nodes (checked after each level)` : `was not finished when the ${secs(limits.limitMs)} time limit ran out`;
    return (
      `Not counted: the diagram under ${name} ${own}, so this build cannot count the solutions under ${name}: the number is unknown here. ` +
      `The solution shown comes from a second build, under the canonical conventions (they leave out solutions with a redundant detour), ` +
      `which holds ${count === 1n ? 'one solution' : `${n(count)} solutions`}; ${count === 1n ? 'it obeys' : 'each obeys'} ${name} too, so the board has at least ${n(count)}.` +
      (limits.pageCap ? ` The lesson’s exact count for this board was made when the page was built, with a larger cap of ${n(limits.pageCap)} nodes.` : '')
    );
  }
  if (result.status === 'timeout') {
    const nodes = s.nodes ?? 0;
    const first =
      viaCanonical
        ? `the diagram under ${name} grew past ${n(limits.ruleCap)} nodes, and the smaller one under the canonical conventions ${why(nodes, limits.maxNodes)}`
        : rule === 'fill'
          ? `the first diagram the solver builds under ${name}, the smaller one under the canonical conventions, ${why(nodes, limits.maxNodes)}`
          : `the diagram under ${name} ${why(nodes, limits.maxNodes)}`;
    return (
      `Could not finish: ${first}. So no solution was found and the number of solutions is unknown: ` +
      `this board has too many partial states for this method.`
    );
  }
  if (result.status === 'cancelled') return 'Cancelled: the diagram was left unfinished, so there is no answer.';
  if (result.status === 'unsolvable') {
    // A canonical rule's empty diagram says only that no solution is free of redundant detours (verdict-words.ts says how many the puzzle rule has).
    if (isCanonical(rule)) {
      const detail = result.reason ? `: ${result.reason.replace(/^no solution under the [^:]*: /, '')}` : '';
      return `No solution free of redundant detours under ${name}${detail}.`;
    }
    return viaCanonical
      ? `No solution under ${name}: the diagram under the canonical conventions is empty, and every solution under ${name} could be redrawn without a redundant detour, so there is none.`
      : result.reason
        ? `${result.reason[0].toUpperCase()}${result.reason.slice(1)}.`
        : `No solution under ${name}.`;
  }
  return null;
}
