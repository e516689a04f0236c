import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { printNumberlink } from '../../src/puzzles/numberlink/format';
import { readNumberlinkRecords } from '../../src/puzzles/numberlink/records';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { puzzle } from '../cli/run-cli';

// The command line contract of ARCHITECTURE.md §5 for numberlink: `paths` and `count` (a string above 2^53).
describe('puzzle solve numberlink', () => {
  it('prints paths and the count, one record per puzzle, and exits 1 when one was invalid', () => {
    const input = '1....\n2..3.\n.....\n.1..2\n....3\n\nhttps://puzz.link/p?numlin/5/5/1j2h3m1h2j3\n\nA.A\n...\n\n1 . 1\n. x .\n';
    const run = puzzle(['solve', 'numberlink'], input);
    expect(run.code).toBe(1);
    const [a, b, c, d] = run.records;
    expect(a).toMatchObject({ genre: 'numberlink', method: 'zdd', status: 'solved', count: 1 });
    expect(Object.keys(a.solution)).toEqual(['paths']);
    expect(a.solution.paths['1']).toEqual([[0, 0], [0, 1], [1, 1], [2, 1], [3, 1]]);
    expect(b).toMatchObject({ status: 'solved', count: 1, puzzle: a.puzzle });
    expect(c).toMatchObject({ status: 'unsolvable', count: 0, solution: null, reason: expect.stringMatching(/chessboard/) });
    expect(d).toMatchObject({ status: 'invalid', error: { line: 13, col: 3 } });
  });

  it('takes --rule, and gives a count above 2^53 as a string', () => {
    const board = ['1.........', ...Array.from({ length: 8 }, () => '..........'), '.........1'].join('\n');
    // The whole Nikoli diagram, past the default's cap on the rule's own diagram (quick-answer.ts).
    const run = puzzle(['solve', 'numberlink', '--rule', 'nikoli', '--rule-max-nodes', '0'], board);
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({ status: 'solved', count: '41044208702632496804' });
  });

  it('refuses an unknown rule as a usage error', () => {
    const run = puzzle(['solve', 'numberlink', '--rule', 'loose'], 'AA');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--rule takes one of fill, fill-notouch, nikoli, fill-canonical, nikoli-canonical/);
  });

  it('takes the canonical conventions: TdZdd example.dat has the data’s canonical count and a judged answer', () => {
    const record = readNumberlinkRecords(readFileSync(new URL('../data/numberlink/small-examples.txt', import.meta.url), 'utf8')).find((r) => r.id === 'kunisura-example')!;
    const run = puzzle(['solve', 'numberlink', '--rule', 'nikoli-canonical'], printNumberlink(record.puzzle));
    expect(run.code).toBe(0);
    expect(BigInt(run.records[0].count)).toBe(record.counts['nikoli-canonical']);
    expect(BigInt(run.records[0].count)).toBeLessThan(record.counts.nikoli!);
    expect(checkNumberlink(record.puzzle, { ...run.records[0].solution, rule: 'nikoli-canonical', count: '1' })).toEqual({ ok: true });
  });

  it('reports a stop at the node budget with the partial figures', () => {
    const board = ['1...........', ...Array.from({ length: 10 }, () => '............'), '...........1'].join('\n');
    const run = puzzle(['solve', 'numberlink', '--rule', 'nikoli', '--max-nodes', '5000'], board);
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({ status: 'timeout', count: null, reason: expect.stringMatching(/node budget/) });
    expect(run.records[0].stats.levelsDone).toBeGreaterThan(0);
  });
});

describe('puzzle grade numberlink', () => {
  it('grades under the rule asked for, and names the hardest step and its position for the Play board', () => {
    // One solution under fill; the play needs a no-line mark (tests/numberlink/grade.test.ts).
    const run = puzzle(['grade', 'numberlink', '--rule', 'fill'], '.11.\n....\n22..\n');
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({
      genre: 'numberlink', status: 'graded', puzzle: '.11.\n....\n22..',
      grade: { level: 2, name: 'no-line marks', levels: 4, method: 'play', step: 5, play: expect.stringMatching(/^[0-9a-q]*$/) },
    });
    expect(run.records[0].grade.reason).toMatch(/the rule “no mixed labels”, step 5 of the Play hints/);
  });

  it('says unsolvable and refused in the record, and refuses an unknown rule as a usage error', () => {
    const big = ['1' + '.'.repeat(14) + '1', ...Array.from({ length: 15 }, () => '.'.repeat(16))].join('\n');
    const run = puzzle(['grade', 'numberlink'], `12\n21\n\n${big}\n`);
    expect(run.records.map((r) => r.status)).toEqual(['unsolvable', 'refused']);
    expect(run.records[1].reason).toMatch(/256 cells and the grade takes at most 225/);
    const bad = puzzle(['grade', 'numberlink', '--rule', 'loose'], 'AA');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--rule takes one of fill, fill-notouch, nikoli/);
    // A genre whose grade has no settings takes no such flag.
    expect(puzzle(['grade', 'akari', '--rule', 'fill'], '..\n..').code).toBe(2);
  });
});
