import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { puzzle } from '../cli/run-cli';

const BOARD = '2...1.\n...3..\n..4...\n3.....\n......\n...1..';
const SOLUTION = ['2◤◥.1.', '◤.◢3◤◥', '◣◢4◤.◢', '3◤◥◣◢.', '◤.◢.◤◥', '◣◢.1◣◢'];
const dir = mkdtempSync(join(tmpdir(), 'shakashaka-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('puzzle solve shakashaka', () => {
  it('solves a grid, a URL and reports a typo, with both methods, and writes the LP file', () => {
    const input = `${BOARD}\n\nhttps://puzz.link/p?shakashaka/6/6/cgbhdhegdrb\n\n..\n.x\n`;
    const lp = join(dir, 'model.lp');
    for (const method of ['steps', 'highs']) {
      const run = puzzle(['solve', 'shakashaka', '--method', method, '--lp', lp], input);
      expect(run.code).toBe(1);
      const [a, b, c] = run.records;
      expect(a).toMatchObject({ genre: 'shakashaka', method, status: 'solved', solution: SOLUTION });
      expect(b).toMatchObject({ status: 'solved', solution: SOLUTION });
      expect(c).toMatchObject({ status: 'invalid', error: { line: 11, col: 2 } });
    }
    const text = readFileSync(lp, 'utf8');
    expect(text).toMatch(/^\\ Shakashaka 6x6 as a 0\/1 model, families A, B, C, D, F/);
    expect(text).toContain('\nBinary\n');
    expect(readFileSync(join(dir, 'model-2.lp'), 'utf8')).toBe(text);
  });

  it('by default races steps and highs, and the answer names the method that gave it', () => {
    const run = puzzle(['solve', 'shakashaka'], BOARD);
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({ method: 'auto', status: 'solved', solution: SOLUTION });
    // Which one wins depends on the machine; that it is named does not.
    expect(['steps', 'highs']).toContain(run.records[0].by);
    // A named method answers alone, without `by`.
    expect(puzzle(['solve', 'shakashaka', '--method', 'steps'], BOARD).records[0]).not.toHaveProperty('by');
  });

  it('takes the model as an option, and refuses an unknown one', () => {
    const ok = puzzle(['solve', 'shakashaka', '--model', 'A-E'], BOARD);
    expect(ok.code).toBe(0);
    expect(ok.records[0]).toMatchObject({ status: 'solved', solution: SOLUTION });
    // --lp writes the model --model names, so CBC or GLPK solve the same rows.
    const lp = join(dir, 'published.lp');
    expect(puzzle(['solve', 'shakashaka', '--method', 'highs', '--model', 'A-E', '--lp', lp], BOARD).code).toBe(0);
    const text = readFileSync(lp, 'utf8');
    expect(text).toMatch(/^\\ Shakashaka 6x6 as a 0\/1 model, families A, B, C, D, E \(variant A-E\)/);
    expect(text).toMatch(/\n E_\d/);
    expect(text).not.toMatch(/\n F_\d/);
    const bad = puzzle(['solve', 'shakashaka', '--model', 'A-Z'], BOARD);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--model takes one of A-E, A-F, A-D\+F/);
  });

  it('reports a board without solution as unsolvable, with the inequality in words', () => {
    const run = puzzle(['solve', 'shakashaka'], '.1.\n...');
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({ status: 'unsolvable', solution: null, reason: expect.stringMatching(/no solution/) });
  });
});

describe('puzzle grade shakashaka', () => {
  it('grades each board of the input in order: the level, the hardest step in words and its step; no solution and a typo are not graded', () => {
    // A board of sums of two (tests/shakashaka/grade.test.ts has one per level), one without a solution, and a typo.
    const run = puzzle(['grade', 'shakashaka'], '.##.\n....\n....\n..2.\n\n1.\n.1\n\n..\n.x\n');
    expect(run.code).toBe(1);
    const [graded, none, typo] = run.records;
    expect(graded).toMatchObject({ genre: 'shakashaka', status: 'graded', puzzle: '.##.\n....\n....\n..2.' });
    expect(graded.grade).toMatchObject({ level: 2, name: 'sums of two', levels: 5, method: 'steps', step: expect.any(Number) });
    expect(graded.grade.reason).toMatch(/(?:the first (?:step that adds (?:two|three or more) inequalities|trial)|the step that adds it up) (puts a black triangle [◤◥◢◣]|leaves|rules out)[^;]* row \d+, column \d+/i);
    expect(graded.grade.reason).toContain(`step ${graded.grade.step} of the stepper`);
    expect(none).toMatchObject({ status: 'unsolvable', grade: null, reason: expect.stringMatching(/^no solution/) });
    expect(typo).toMatchObject({ status: 'invalid', error: { line: 10, col: 2 } });
  });
});
