/**
 * The node events of a board's diagram, as the drawings receive them, for the
 * tests of the drawings' layout (terminals, arcs): the fill rule, the shorter
 * sweep, as the lesson's pictures are built.
 */
import { recorder } from '../../src/core/trace';
import type { NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

export function nodesOf(text: string): { nodes: NodeEvent[]; levels: number } {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  const rec = recorder<NumberlinkEvent>();
  const run = runZdd(r.puzzle, zddParams({ rule: 'fill', sweep: 'shorter' }, r.puzzle), {}, rec.sink);
  return { nodes: rec.events.filter((e): e is NodeEvent => e.kind === 'node'), levels: run.graph.m };
}
