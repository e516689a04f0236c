/**
 * Numberlink's builders stop at the user's deadline and say where: the SAT
 * formula (an injected stop test that says "stop" past a mark), the ZDD's
 * edge order (a limit of 0 ms, past at the first look), so no assertion
 * depends on how fast the machine is.
 */
import { describe, expect, it, vi } from 'vitest';
import { frontierTables } from '../../src/puzzles/numberlink/frontier';
import { gridGraph } from '../../src/puzzles/numberlink/graph';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { encodeNumberlink, encodeNumberlinkUntil } from '../../src/puzzles/numberlink/sat/encode';
import { runSat } from '../../src/puzzles/numberlink/sat/solve-sat';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

/** An open side×side board with two labels in the corners (as the limits benchmark has it). */
function twoLabels(side: number): NumberlinkPuzzle {
  const rows = Array.from({ length: side }, () => Array.from({ length: side }, () => '.'));
  rows[0][0] = rows[side - 1][side - 1] = '1';
  rows[0][side - 1] = rows[side - 1][0] = '2';
  const r = parseNumberlink(rows.map((row) => row.join(' ')).join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('numberlink builders stop at a deadline', () => {
  const p = twoLabels(20);

  it('the SAT formula stops once its stop test says so, and is whole when it never does', () => {
    for (const rule of ['fill', 'fill-notouch', 'nikoli'] as const) {
      const whole = encodeNumberlink(p, rule).cnf.numLiterals;
      const seen: number[] = [];
      expect(encodeNumberlinkUntil(p, rule, (w) => (seen.push(w), w >= whole / 2))).toBeNull();
      expect(seen.at(-1)).toBeLessThan(whole);
      expect(encodeNumberlinkUntil(p, rule, () => false)!.cnf.numLiterals).toBe(whole);
    }
  });

  it('a SAT run whose clock passes the limit while building answers timeout and names the phase', () => {
    // An injected clock: every look at it moves it 1 ms on, so the 20 ms limit passes after 20 looks, during the build.
    let now = 0;
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => now++);
    try {
      const run = runSat(twoLabels(100), 'fill', true, { budget: { limitMs: 20 } });
      expect(run.result.status).toBe('timeout');
      expect(run.result.reason).toMatch(/^the time or work limit ran out while (writing the fill-notouch formula \([\d,]+ literals written\)|reading the formula into the solver \([\d,]+ of [\d,]+ clauses counted\)|laying the formula out for the solver \([\d,]+ of [\d,]+ clauses placed\)); no search was run$/);
    } finally {
      spy.mockRestore();
    }
  });

  it('the frontier tables stop at the edge their stop test names', () => {
    const g = gridGraph(p);
    const asked: number[] = [];
    expect(frontierTables(g.n, g.a, g.b, (e) => (asked.push(e), e >= 100))).toBeNull();
    expect(asked.at(-1)).toBeGreaterThanOrEqual(100);
    expect(asked.at(-1)).toBeLessThan(g.m);
  });

  it('a ZDD run with a limit already past stops while laying out and says how far it got', () => {
    const run = runZdd(p, zddParams({}, p), { limitMs: 0 });
    expect(run.result.status).toBe('timeout');
    expect(run.result.reason).toMatch(/laid out in edge order \([\d,]+ of [\d,]+ edges of the next\), before any level was built$/);
  });
});
