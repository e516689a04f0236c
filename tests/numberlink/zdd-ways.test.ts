/**
 * The node panel's ways down to a node: every way to a node, replayed by
 * hand from the root, takes the solver's arcs and ends in a state whose mate
 * array is that node's; the ways of a merged node are all different; and
 * following an arc continues the way shown (wayThrough inverts wayAt).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { handChoose, handContext, handStart } from '../../src/puzzles/numberlink/by-hand';
import type { NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { wayAt, wayThrough, zddWays } from '../../src/ui/numberlink/zdd-ways';

const parsed = parseNumberlink(readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const tiny = parsed.puzzle;
const rec = recorder<NumberlinkEvent>();
runZdd(tiny, zddParams({ rule: 'fill', sweep: 'shorter' }, tiny), {}, rec.sink);
const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
const byId = new Map(nodes.map((n) => [n.id, n]));

describe('ways down to a node of the tiny diagram', () => {
  const w = zddWays(nodes);
  it('replays each way by hand to the node’s own mate array', () => {
    const ctx = handContext(tiny, 'fill');
    let merged = 0;
    for (const n of nodes) {
      const count = w.count.get(n.id)!;
      expect(count > 0n, `node ${n.id}`).toBe(true);
      if (count > 1n) merged++;
      const seen = new Set<string>();
      for (let r = 0n; r < count && r < 50n; r++) {
        const choices = wayAt(w, n.id, r);
        expect(choices.length).toBe(n.level);
        let state = handStart(ctx);
        let at = w.root!;
        for (const c of choices) {
          const step = handChoose(ctx, state, c);
          expect(step.ok).toBe(true);
          if (step.ok) state = step.next;
          at = c === 1 ? byId.get(at)!.hi : byId.get(at)!.lo;
        }
        expect(at).toBe(n.id);
        expect(state.view.mate).toEqual(n.mate);
        seen.add(choices.join(''));
      }
      expect(seen.size).toBe(Number(count < 50n ? count : 50n));
    }
    expect(merged).toBeGreaterThan(0);
  });

  it('continues the way shown when an arc is followed', () => {
    for (const n of nodes) {
      for (const [child, choice] of [[n.lo, 0], [n.hi, 1]] as const) {
        if (child <= 1) continue;
        const r = w.count.get(n.id)! - 1n;
        const through = wayThrough(w, n.id, r, choice, child);
        expect(wayAt(w, child, through)).toEqual([...wayAt(w, n.id, r), choice]);
      }
    }
  });
});
