/**
 * The cost table says why the 8-puzzle gets no pattern databases, from the table's own numbers: IDA* with linear
 * conflicts solves its hardest board in no more nodes than the databases need on some Korf board (the words say
 * whether within their range or below it).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { lessonFacts } from '../../src/lessons/sliding/facts';
import { noDatabasesWhy } from '../../src/lessons/sliding/no-databases-why';
import HeuristicCostTable from '../../src/ui/sliding/lesson/HeuristicCostTable';
import { renderToStaticHtml } from '../../src/export/render-static';
import { fmt } from '../../src/core/numbers';

describe('why the 8-puzzle has no databases', () => {
  const rows = lessonFacts().costRows;

  it('names the 8-puzzle row and its node count, and the range the databases need on Korf’s boards', () => {
    const hard8 = rows.find((r) => r.runs.length === 2)!;
    const korfWithTables = rows.filter((r) => r.published !== null).flatMap((r) => [r.runs[2].nodes!, r.runs[3].nodes!]);
    const words = noDatabasesWhy(rows)!;
    expect(words).toBe(`A “–” means no run: the 8-puzzle needs no databases. With Manhattan + linear conflicts IDA* solves the hardest 8-puzzle board in ${fmt(hard8.runs[1].nodes!)} nodes. `
      + `That is within the range the databases need on Korf’s boards (${fmt(Math.min(...korfWithTables))} to ${fmt(Math.max(...korfWithTables))}).`);
    expect(hard8.runs[1].nodes!).toBeLessThanOrEqual(Math.max(...korfWithTables));
    expect(hard8.runs[1].nodes!).toBeGreaterThanOrEqual(Math.min(...korfWithTables));
  });

  it('says “fewer than” only when the 8-puzzle count is below every Korf board’s', () => {
    const small = rows.map((r) => (r.runs.length === 2 ? { ...r, runs: [r.runs[0], { ...r.runs[1], nodes: 1 }] } : r));
    expect(noDatabasesWhy(small)).toContain('That is fewer than the databases need on any of Korf’s boards (');
    expect(noDatabasesWhy(rows)).not.toContain('no more than');
  });

  it('refuses to say it when the 8-puzzle row needs more nodes than the databases on every Korf board', () => {
    const bloated = rows.map((r) => (r.runs.length === 2 ? { ...r, runs: [r.runs[0], { ...r.runs[1], nodes: 10 ** 9 }] } : r));
    expect(() => noDatabasesWhy(bloated)).toThrow(/more than the databases/);
    expect(noDatabasesWhy(rows.filter((r) => r.runs.length === 4))).toBeNull();
  });

  it('is in the table’s note', () => {
    const html = renderToStaticHtml(h(HeuristicCostTable, { rows }));
    expect(html).toContain('A “–” means no run: the 8-puzzle needs no databases. With Manhattan + linear conflicts IDA* solves the hardest 8-puzzle board in');
  });
});
