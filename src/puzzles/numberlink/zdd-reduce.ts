/**
 * The drawn diagram of a tiny board, counted and reduced, for the lesson's
 * "counts and zero suppression" figure: each node's number of solutions below
 * it (⊥ 0, ⊤ 1, a node the sum of its two children's), and the reduced
 * diagram the way src/zdd/reduce.ts makes it — bottom up, a node whose 1-arc
 * leads to ⊥ is replaced by its 0-child (zero suppression: its level is
 * skipped, meaning "that edge is left out"), and nodes of one level with the
 * same two children become one. Works on the trace's node events, so the
 * figure draws exactly what the solver built.
 */
import type { NodeEvent } from './events';

/** Solutions below each node (terminals 0 → 0, 1 → 1), as exact whole numbers. */
export function nodeCounts(nodes: readonly NodeEvent[]): Map<number, bigint> {
  const c = new Map<number, bigint>([[0, 0n], [1, 1n]]);
  const byLevel = [...nodes].sort((a, b) => b.level - a.level);
  for (const n of byLevel) c.set(n.id, (c.get(n.lo) ?? 0n) + (c.get(n.hi) ?? 0n));
  return c;
}

export interface ReducedDrawn {
  /** The nodes kept, with children renamed to their representatives (a 0-child may skip levels). */
  nodes: NodeEvent[];
  /** How many built nodes were replaced by their 0-child (1-arc to ⊥), and how many merged into an equal one. */
  suppressed: number;
  merged: number;
  /** The kept nodes that the second rule merged another node of their level into (same two children), each once: the figure marks them. */
  mergedInto: number[];
}

export function reduceDrawn(nodes: readonly NodeEvent[]): ReducedDrawn {
  const rep = new Map<number, number>([[0, 0], [1, 1]]);
  const kept: NodeEvent[] = [];
  const table = new Map<string, number>();
  let suppressed = 0;
  let merged = 0;
  const into = new Set<number>();
  for (const n of [...nodes].sort((a, b) => b.level - a.level)) {
    const lo = rep.get(n.lo) ?? 0;
    const hi = rep.get(n.hi) ?? 0;
    if (hi === 0) {
      rep.set(n.id, lo);
      suppressed++;
      continue;
    }
    const key = `${n.level}:${lo}:${hi}`;
    const found = table.get(key);
    if (found !== undefined) {
      rep.set(n.id, found);
      merged++;
      into.add(found);
      continue;
    }
    table.set(key, n.id);
    rep.set(n.id, n.id);
    kept.push({ ...n, lo, hi, loCut: undefined, hiCut: undefined });
  }
  // Top level first, in the built order within a level, as the full drawing has them.
  const order = new Map(nodes.map((n, i) => [n.id, i]));
  kept.sort((a, b) => a.level - b.level || order.get(a.id)! - order.get(b.id)!);
  return { nodes: kept, suppressed, merged, mergedInto: kept.filter((n) => into.has(n.id)).map((n) => n.id) };
}
