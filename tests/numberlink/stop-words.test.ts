/**
 * The solver island's verdict in sentences (src/ui/numberlink/stop-words.ts), on real runs of the solver with the
 * island's own parameters (reuse, no sat step) and caps made small enough to be hit on small boards.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { zddMethod } from '../../src/puzzles/numberlink/solve-zdd';
import { stopWords } from '../../src/ui/numberlink/stop-words';
import { verdictWords } from '../../src/ui/numberlink/verdict-words';

const board = (name: string): NumberlinkPuzzle => {
  const r = parseNumberlink(readFileSync(new URL(`../../content/examples/numberlink/${name}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const example = board('pzprjs-5x5.txt');
const janko9 = board('janko-006-9x9.txt');
const run = (p: NumberlinkPuzzle, rule: NumberlinkRule, caps: { rule?: number; max?: number }) =>
  zddMethod.solve(p, {
    params: { rule, reuse: false, 'canonical-max-nodes': 0, ...(caps.rule ? { 'rule-max-nodes': caps.rule } : {}), ...(caps.max ? { 'max-nodes': caps.max } : {}) },
    budget: {},
  });
const limits = (ruleCap: number, maxNodes: number) => ({ limitMs: 30_000, ruleCap, maxNodes });
// No rule id (fill-canonical, nikoli-canonical, fill-notouch) on the page: rules by their names only.
const noIds = (s: string) => expect(s).not.toMatch(/fill-canonical|nikoli-canonical|fill-notouch|ruleMaxNodes|\bzdd\b/);

describe('the solver island says in sentences why a count is missing', () => {
  it('an empty canonical diagram is told as "no solution free of redundant detours", with the fill count beside it', () => {
    const tiny = board('tiny-4x4.txt');
    const r = run(tiny, 'fill-canonical', {});
    expect(r.status).toBe('unsolvable');
    const fill = run(tiny, 'fill', {});
    const k = Number(fill.solution!.count);
    expect(k).toBeGreaterThan(1);
    expect(r.stats.ruleSolutions).toBe(k);
    const words = stopWords(r, 'fill-canonical', limits(250_000, 20_000_000))!;
    expect(words).toMatch(/^No solution free of redundant detours under the fill, canonical rule: /);
    expect(verdictWords('none', true, { name: 'fill', count: r.stats.ruleSolutions })).toBe(
      `no solution free of redundant detours; the board has ${k} solutions under the fill rule, each taking one`,
    );
    noIds(words);
  });

  it('a run that counted exactly needs no words of its own', () => {
    const r = run(example, 'fill', {});
    expect(r.status).toBe('solved');
    expect(stopWords(r, 'fill', limits(250_000, 20_000_000))).toBeNull();
  });

  it.each(['nikoli', 'fill'] as const)('%s: past the rule cap, "Not counted", the cap the run used, and where the solution shown comes from', (rule) => {
    const r = run(janko9, rule, { rule: 50 });
    expect(r.status).toBe('solved');
    expect(r.stats.canonicalStep).toBe(1);
    const words = stopWords(r, rule, limits(50, 20_000_000))!;
    expect(words).toMatch(new RegExp(`^Not counted: the diagram under the ${rule === 'fill' ? 'fill' : 'Nikoli'} rule grew past its cap of 50 nodes \\(checked after each level\\), so this build cannot count the solutions .*: the number is unknown here\\.`));
    expect(words).toContain('canonical conventions');
    expect(words).toContain(`at least ${BigInt(r.solution!.count).toLocaleString('en-US')}`);
    expect(words).not.toContain('when the page was built');
    noIds(words);
    // On a board whose exact count the lesson quotes, the message says where that figure came from.
    const quoted = stopWords(r, rule, { ...limits(50, 20_000_000), pageCap: 20_000_000 })!;
    expect(quoted).toMatch(/ The lesson’s exact count for this board was made when the page was built, with a larger cap of 20,000,000 nodes\.$/);
  });

  it('a diagram stopped at the node cap: "Could not finish", the cap, and that the count is unknown', () => {
    // (The whole no-touch diagram of this board has under a hundred nodes.)
    const r = run(janko9, 'fill-notouch', { max: 20 });
    expect(r.status).toBe('timeout');
    const words = stopWords(r, 'fill-notouch', limits(250_000, 20))!;
    expect(words).toMatch(/^Could not finish: the diagram under the no-touch rule grew past 20 nodes\. So no solution was found and the number of solutions is unknown/);
    noIds(words);
  });

  it('under Nikoli with both diagrams stopped, both are told, the second as the canonical one', () => {
    const r = run(janko9, 'nikoli', { rule: 50, max: 100 });
    expect(r.status).toBe('timeout');
    const words = stopWords(r, 'nikoli', limits(50, 100))!;
    expect(words).toMatch(/^Could not finish: the diagram under the Nikoli rule grew past 50 nodes, and the smaller one under the canonical conventions grew past 100 nodes\./);
    noIds(words);
  });
});
