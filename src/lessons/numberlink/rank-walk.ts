/**
 * The lesson's worked example of finding solution number r (counted from 0,
 * "0-arc first" order) by walking the diagram with its counts: at each node,
 * if r is below the count of the node the 0-arc leads to, follow the 0-arc;
 * otherwise subtract that count and follow the 1-arc. It works on the drawn
 * diagram's node events (the figure the reader has in front of them), so
 * every line of the example names a level and the two counts the reader can
 * find beside that level's nodes. The solver does the same on its own
 * diagram (src/zdd/unrank via solutionsAt); the lesson's facts check that
 * both walks end at the same solution.
 */
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Cell } from '../../puzzles/numberlink/puzzle';
import { nodeCounts } from '../../puzzles/numberlink/zdd-reduce';

export interface RankStep {
  /** The node's level, 1-based as the drawing names its rows, and the edge it decides. */
  level: number;
  edge: [Cell, Cell];
  /** Solutions below the node's 0-child and 1-child (⊥ counts 0, ⊤ counts 1). */
  zero: string;
  one: string;
  /** The rank still to find when the walk reaches the node, the arc it follows, and the rank left after. */
  before: string;
  choice: 0 | 1;
  after: string;
}

export interface RankWalk {
  rank: string;
  steps: RankStep[];
  /** The edges taken (the 1-arcs followed): the solution. */
  taken: [Cell, Cell][];
}

export function rankWalk(nodes: readonly NodeEvent[], edges: readonly [Cell, Cell][], rank: bigint): RankWalk {
  const counts = nodeCounts(nodes);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const root = nodes.find((n) => n.level === 0);
  if (!root) throw new Error('rank walk: the diagram has no root');
  if (rank < 0n || rank >= (counts.get(root.id) ?? 0n)) throw new Error(`rank walk: rank ${rank} is not below the root's count`);
  const steps: RankStep[] = [];
  const taken: [Cell, Cell][] = [];
  let r = rank;
  for (let id = root.id; id > 1;) {
    const n = byId.get(id)!;
    const zero = counts.get(n.lo) ?? 0n;
    const one = counts.get(n.hi) ?? 0n;
    const choice: 0 | 1 = r < zero ? 0 : 1;
    const after = choice === 0 ? r : r - zero;
    steps.push({ level: n.level + 1, edge: edges[n.level], zero: String(zero), one: String(one), before: String(r), choice, after: String(after) });
    if (choice === 1) taken.push(edges[n.level]);
    r = after;
    id = choice === 0 ? n.lo : n.hi;
    if (id === 0) throw new Error('rank walk reached ⊥: the counts are wrong');
  }
  return { rank: String(rank), steps, taken };
}

/** The steps where both ways have solutions below them: the only ones where the rank decides anything. */
export const realChoices = (walk: RankWalk): RankStep[] => walk.steps.filter((s) => s.zero !== '0' && s.one !== '0');
