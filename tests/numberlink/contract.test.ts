import { describe, expect, it } from 'vitest';
import { replayTo } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import type { NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { numberlinkRuleCodes } from '../../src/puzzles/numberlink/rules';
import { fixtures } from './contract-fixtures';

function parseOne(text: string): NumberlinkPuzzle {
  const [r] = numberlinkGenre.parseMany(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

// The genre contract on Numberlink's own fixtures (the same checks the registry-wide suite makes).
describe('Numberlink against the genre contract', () => {
  it('reads what it prints', () => {
    for (const text of fixtures.examples) {
      const puzzle = parseOne(text);
      const printed = numberlinkGenre.print(puzzle);
      expect(parseOne(printed)).toEqual(puzzle);
      expect(numberlinkGenre.print(parseOne(printed))).toBe(printed);
    }
  });

  it('solves the examples; the rules accept each answer; the replayed trace shows it', () => {
    for (const text of fixtures.examples) {
      const puzzle = parseOne(text);
      for (const method of Object.values(numberlinkGenre.methods)) {
        const rec = recorder<NumberlinkEvent>();
        const result = method.solve(puzzle, { sink: rec.sink });
        expect(['solved', 'unsolvable'], text).toContain(result.status);
        if (result.status !== 'solved') continue;
        expect(numberlinkGenre.check(puzzle, result.solution!)).toEqual({ ok: true });
        expect(rec.dropped).toBe(0);
        expect(fixtures.viewShows(replayTo(numberlinkGenre.replay, puzzle, rec.events), result.solution!)).toBe(true);
      }
    }
  });

  it('stops at a node cap of 1, and an aborted signal cancels', () => {
    const method = numberlinkGenre.methods[numberlinkGenre.defaultMethod];
    const puzzle = parseOne(fixtures.hard);
    expect(method.solve(puzzle, { budget: { maxNodes: 1 } }).status).toBe('timeout');
    const controller = new AbortController();
    controller.abort();
    expect(method.solve(puzzle, { budget: { signal: controller.signal } }).status).toBe('cancelled');
  });

  it('has a failing fixture for every named rule, failing with that rule’s code', () => {
    expect(Object.keys(fixtures.ruleFixtures).sort()).toEqual([...numberlinkRuleCodes].sort());
    for (const code of numberlinkRuleCodes) {
      const { puzzle, solution } = fixtures.ruleFixtures[code];
      const p = typeof puzzle === 'string' ? parseOne(puzzle) : puzzle;
      expect(numberlinkGenre.check(p, solution), code).toMatchObject({ ok: false, code });
    }
  });
});
