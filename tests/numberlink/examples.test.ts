/**
 * The example boards of content/examples/numberlink/ do what the lesson and
 * its README say they do (the claims the lesson's text does not compute
 * inline): every file parses; the tiny board has several solutions under
 * fill, is small enough for the whole diagram to be drawn and walked by hand;
 * the 9×9 and 17×17 Janko boards are unique under fill-notouch, the rule they
 * were made for.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { NODE_EVENT_CELLS, NODE_EVENT_NODES, runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

const DIR = 'content/examples/numberlink';
const board = (f: string) => {
  const r = parseNumberlink(readFileSync(`${DIR}/${f}`, 'utf8'));
  if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
  return r.puzzle;
};

describe('the Numberlink example boards', () => {
  it('all parse', () => {
    for (const f of readdirSync(DIR).filter((x) => x.endsWith('.txt'))) expect(() => board(f), f).not.toThrow();
  });

  it('the tiny board: several solutions under fill, the whole diagram in the trace', () => {
    const tiny = board('tiny-4x4.txt');
    const run = runZdd(tiny, zddParams({ rule: 'fill', sweep: 'shorter' }, tiny));
    expect(run.count! > 1n).toBe(true);
    expect(tiny.width * tiny.height).toBeLessThanOrEqual(NODE_EVENT_CELLS);
    expect(run.build.nodes).toBeLessThanOrEqual(NODE_EVENT_NODES);
  });

  it('the Janko boards are unique under fill-notouch', () => {
    for (const f of ['janko-006-9x9.txt', 'janko-100-17x17.txt']) {
      const p = board(f);
      expect(runZdd(p, zddParams({ rule: 'fill-notouch' }, p)).count, f).toBe(1n);
    }
  });
});
