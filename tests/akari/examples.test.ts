import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { checkAkari } from '../../src/puzzles/akari/rules';

const dir = new URL('../../content/examples/akari/', import.meta.url);
function example(name: string) {
  const parsed = parseAkari(readFileSync(new URL(name, dir), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.puzzle;
}

describe('lesson examples (content/examples/akari, claims from its README)', () => {
  it('every example parses and is solved right', () => {
    for (const name of ['easy-7x7.txt', 'tricky-7x7.txt', 'hard-7x7.txt', 'pzprjs-6x6.txt', 'chain-4x4.txt']) {
      const p = example(name);
      const { result } = runAkari(p, 'selective');
      expect(result.status, name).toBe('solved');
      expect(checkAkari(p, result.solution!), name).toEqual({ ok: true });
    }
  });

  it('easy: forcing alone settles it', () => {
    expect(runAkari(example('easy-7x7.txt'), 'force').engine.methodOutcome).toBe('solved');
  });

  it('tricky: forcing stalls, the stars settle it', () => {
    const p = example('tricky-7x7.txt');
    expect(runAkari(p, 'force').engine.methodOutcome).toBe('stalled');
    expect(runAkari(p, 'selective', { chains: false }).engine.methodOutcome).toBe('solved');
  });

  it('hard: the stars stall, chain sums settle it without a trial', () => {
    const p = example('hard-7x7.txt');
    expect(runAkari(p, 'selective', { chains: false }).engine.methodOutcome).toBe('stalled');
    const { engine } = runAkari(p, 'selective');
    expect(engine.methodOutcome).toBe('solved');
    expect(engine.stats.chainSums).toBeGreaterThan(0);
    expect(engine.stats.trials).toBe(0);
  });

  it('chain-4x4: the stars stall, a chain sum settles it without a trial', () => {
    const p = example('chain-4x4.txt');
    expect(runAkari(p, 'selective', { chains: false }).engine.methodOutcome).toBe('stalled');
    const { engine } = runAkari(p, 'selective');
    expect(engine.methodOutcome).toBe('solved');
    expect(engine.stats.chainSums).toBeGreaterThan(0);
    expect(engine.stats.trials).toBe(0);
  });
});
