/**
 * The ways from the root of a drawn diagram down to one node: which choices
 * (0 leave the edge out, 1 take it) lead there, so the node panel can draw
 * the lines taken so far. A node two or more arcs reach has several ways,
 * each with lines of its own and all with the same mate array: that is what
 * a merge is, and the panel lets the reader page through them.
 *
 * The builder makes every level in full, so an arc always goes from level i
 * to level i + 1 and a way to a node of level L holds exactly L choices, one
 * per edge above it. Ways are numbered 0 … count − 1 in a fixed order (the
 * parents in the order of the node list, the 0-arc before the 1-arc), and
 * counted as BigInt: their number can grow with every level.
 */
import type { NodeEvent } from '../../puzzles/numberlink/events';

export interface ZddWays {
  /** Ways from the root to each node. */
  count: Map<number, bigint>;
  /** Each node's incoming arcs, in way order: the parent and the choice its arc stands for. */
  into: Map<number, { parent: number; choice: 0 | 1 }[]>;
  root: number | null;
}

export function zddWays(nodes: readonly NodeEvent[]): ZddWays {
  const into = new Map<number, { parent: number; choice: 0 | 1 }[]>();
  for (const n of nodes) {
    for (const [child, choice] of [[n.lo, 0], [n.hi, 1]] as const) {
      if (child <= 1) continue;
      if (!into.has(child)) into.set(child, []);
      into.get(child)!.push({ parent: n.id, choice });
    }
  }
  const root = nodes.find((n) => n.level === 0)?.id ?? null;
  const count = new Map<number, bigint>();
  // Level by level, so every parent is counted before its children.
  for (const n of [...nodes].sort((a, b) => a.level - b.level)) {
    if (n.id === root) count.set(n.id, 1n);
    else count.set(n.id, (into.get(n.id) ?? []).reduce((s, a) => s + (count.get(a.parent) ?? 0n), 0n));
  }
  return { count, into, root };
}

/** Way number `rank` to `node`: its choices, edge 1 first. */
export function wayAt(w: ZddWays, node: number, rank: bigint): (0 | 1)[] {
  const out: (0 | 1)[] = [];
  let at = node;
  let r = rank;
  while (at !== w.root) {
    const arcs = w.into.get(at);
    if (!arcs) throw new Error(`node ${at} is not reached from the root`);
    let next: { parent: number; choice: 0 | 1 } | null = null;
    for (const a of arcs) {
      const c = w.count.get(a.parent) ?? 0n;
      if (r < c) { next = a; break; }
      r -= c;
    }
    if (!next) throw new Error(`node ${at} has fewer than ${rank + 1n} ways`);
    out.push(next.choice);
    at = next.parent;
  }
  return out.reverse();
}

/** The number of the way that reaches `child` from `parent`'s way number `rank` along the arc `choice` (the inverse of wayAt, one step). */
export function wayThrough(w: ZddWays, parent: number, rank: bigint, choice: 0 | 1, child: number): bigint {
  let before = 0n;
  for (const a of w.into.get(child) ?? []) {
    if (a.parent === parent && a.choice === choice) return before + rank;
    before += w.count.get(a.parent) ?? 0n;
  }
  throw new Error(`no arc ${choice} from node ${parent} to node ${child}`);
}
