/**
 * `puzzle export sliding`: a self-contained page whose embedded data agrees
 * with what `puzzle solve` prints for the same board.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { puzzle } from './run-cli';
import { identifierTokens, stepListProblems } from '../site/step-page';

const NINE_MOVES = '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12';
const scratch = mkdtempSync(join(tmpdir(), 'stepwise-export-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The JSON the page embeds for programs (script#stepwise-data). */
function embeddedData(html: string): Record<string, any> {
  const m = html.match(/<script type="application\/json" id="stepwise-data">([\s\S]*?)<\/script>/);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]);
}

describe('puzzle export sliding', () => {
  it('writes a self-contained page for the first board of a file', () => {
    const input = join(scratch, 'boards.txt');
    writeFileSync(input, `${NINE_MOVES}\n1 2 3 / 4 5 6 / 7 _ 8\n`);
    const output = join(scratch, 'page.html');
    const run = puzzle(['export', 'sliding', input, '-o', output]);
    expect(run.code, run.stderr).toBe(0);
    const [record] = run.records;
    expect(record.output).toBe(output);
    expect(record.status).toBe('solved');
    expect(record.trace).toBeUndefined();

    const html = readFileSync(output, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    // Nothing is fetched: no external script, stylesheet, image or font.
    expect(html).not.toMatch(/\b(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    const data = embeddedData(html);
    expect(data.genre).toBe('sliding');
    expect(data.solution.moves).toEqual(record.solution.moves);
    expect(data.trace.events.length).toBeGreaterThan(0);

    // The same board through `solve` gives the same answer.
    const solved = puzzle(['solve', 'sliding'], NINE_MOVES);
    expect(solved.records[0].solution).toEqual(record.solution);
  });

  it('reads standard input too, and writes the page with every move beside its board', () => {
    const output = join(scratch, 'stdin.html');
    const run = puzzle(['export', 'sliding', '-o', output, '--method', 'ida-lc'], NINE_MOVES);
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(output, 'utf8');
    expect(stepListProblems(html, 'export-moves', 'move', null)).toEqual([]);
    expect(html).not.toContain('data-testid="where-you-stopped"');
    expect(embeddedData(html).solution.moves).toEqual(run.records[0].solution.moves);
  });

  it('--step opens the page at that step: the card at the top, the step marked in the list', () => {
    const output = join(scratch, 'step.html');
    const run = puzzle(['export', 'sliding', '-o', output, '--method', 'ida-lc', '--step', '3'], NINE_MOVES);
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(output, 'utf8');
    expect(stepListProblems(html, 'export-moves', 'move', 3)).toEqual([]);
    expect(html).toContain('Where you stopped: at move 3 of 9');
    expect(identifierTokens(html, { method: 'ida-lc', options: ['goal'] })).toEqual([]);
  });

  it('refuses a --step that is not a whole number', () => {
    const run = puzzle(['export', 'sliding', '-o', join(scratch, 'bad.html'), '--step', 'three'], NINE_MOVES);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--step needs a whole number');
  });

  it('refuses invalid input with its position, exit 1, and writes no file', () => {
    const output = join(scratch, 'never.html');
    const run = puzzle(['export', 'sliding', '-o', output], '1 2 3 / 4 5 5 / 7 8 _');
    expect(run.code).toBe(1);
    expect(run.records[0].status).toBe('invalid');
    expect(run.stderr).toMatch(/line 1, column \d+/);
    expect(existsSync(output)).toBe(false);
  });
});
