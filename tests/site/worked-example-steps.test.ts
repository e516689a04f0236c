/**
 * Every genre's worked-example page reads as a worked example: each step it
 * lists has the board after it beside it (or the page says in words which
 * steps carry one), every whole step of the trace is listed or inside a gap
 * the page explains, the reader's step is marked in the list and shown at the
 * top in a "Where you stopped" card, and no identifier (camelCase, the
 * method's own name) reaches the reader. The pages are made through the
 * export registry, as the CLI and the Export button make them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stepStarts } from '../../src/core/trace';
import { loadViews } from '../../src/export/registry';
import { loadGenre, type GenreName } from '../../src/puzzles/index';
import { runGenreSolve } from '../../src/worker/run-genre';
import { fact, identifierTokens, stepList, stepListProblems, visibleText } from './step-page';

interface Case {
  genre: GenreName;
  file: string;
  method: string;
  /** The list the reader's stepper walks: its test id, its unit, and a step in it. */
  list: string;
  unit: string;
  current: number;
  /** The list of the trace's whole steps, when it is another one. */
  traceList?: string;
}

const CASES: Case[] = [
  { genre: 'akari', file: 'akari/hard-7x7.txt', method: 'selective', list: 'export-steps', unit: 'step', current: 5 },
  { genre: 'sudoku', file: 'sudoku/forum-hardest-1.txt', method: 'sat', list: 'export-steps', unit: 'step', current: 40 },
  // Tens of thousands of steps: the page lists a selection and says which.
  { genre: 'sudoku', file: 'sudoku/forum-hardest-1.txt', method: 'dlx', list: 'export-steps', unit: 'step', current: 5000 },
  { genre: 'shakashaka', file: 'shakashaka/pzprjs-6x6.txt', method: 'steps', list: 'export-steps', unit: 'step', current: 3 },
  { genre: 'numberlink', file: 'numberlink/janko-006-9x9.txt', method: 'zdd', list: 'export-walk', unit: 'edge', current: 30, traceList: 'export-steps' },
  { genre: 'sliding', file: 'sliding/nine-moves.txt', method: 'ida-lc', list: 'export-moves', unit: 'move', current: 4, traceList: 'export-steps' },
];

async function exported(c: Case) {
  const genre = await loadGenre(c.genre);
  const [parsed] = genre.parseMany(readFileSync(`content/examples/${c.file}`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { result, trace } = runGenreSolve(genre, parsed.puzzle, { method: c.method });
  const views = await loadViews(c.genre);
  const page = (currentStep: number | null) => views.exportPage({ puzzle: parsed.puzzle, result, trace, currentStep, footer: 'test' }).html;
  return { trace, page };
}

describe.each(CASES)('the worked example of $genre ($method)', (c) => {
  const made = exported(c);

  it('lists each step with its board, and marks and opens at the reader’s step', async () => {
    const { page } = await made;
    const html = page(c.current);
    expect(stepListProblems(html, c.list, c.unit, c.current)).toEqual([]);
    if (c.traceList) expect(stepListProblems(html, c.traceList, 'step', null)).toEqual([]);
    const card = visibleText(html.slice(html.indexOf('data-testid="where-you-stopped"'), html.indexOf('<section class="export-section"')));
    expect(card).toContain(`Where you stopped: at ${c.unit} ${c.current.toLocaleString('en-US')} of`);
    expect(card).toMatch(/Just before, \S+ [\d,]+ .*Next, \S+ [\d,]+/);
  });

  it('lists every whole step of the trace, or says which it leaves out', async () => {
    const { page, trace } = await made;
    const list = stepList(page(c.current), c.traceList ?? c.list)!;
    expect(list.count).toBe(stepStarts(trace.events).length);
    const listed = list.steps.length + list.gaps.reduce((n, g) => n + g.to - g.from + 1, 0);
    expect(listed).toBe(list.count);
  });

  it('without a step from the reader: no card and nothing marked; at step 0: the card shows the start', async () => {
    const { page } = await made;
    const plain = page(null);
    expect(plain).not.toContain('data-testid="where-you-stopped"');
    expect(stepListProblems(plain, c.list, c.unit, null)).toEqual([]);
    const start = page(0);
    expect(stepListProblems(start, c.list, c.unit, 0)).toEqual([]);
    expect(visibleText(start)).toContain(`Where you stopped: at the start, before ${c.unit} 1`);
  });

  it('names the method and its options in words, with no identifier anywhere', async () => {
    const { page, trace } = await made;
    const html = page(c.current);
    expect(identifierTokens(html, { method: c.method, options: Object.keys(trace.options) })).toEqual([]);
    expect(fact(html, 'Method')!.length).toBeGreaterThan(20);
  });
});

describe('the checks themselves', () => {
  const made = exported(CASES[0]);

  it('notice a listed step without its board', async () => {
    const html = (await made).page(5);
    const at = html.indexOf('id="step-7"');
    const svg = html.indexOf('<svg', at);
    const broken = html.slice(0, svg) + html.slice(svg).replace(/<svg[\s\S]*?<\/svg>/, '');
    expect(stepListProblems(broken, 'export-steps', 'step', 5)).toContain('export-steps: step 7 is listed without its board');
  });

  it('notice an unmarked current step and a missing step', async () => {
    const html = (await made).page(5);
    expect(stepListProblems(html.replace(' ◆ You stopped here', ''), 'export-steps', 'step', 5)).toContain('export-steps: step 5 does not say in words that you stopped there');
    const at = html.indexOf('<li id="step-9"');
    const end = html.indexOf('<li id="step-10"');
    expect(stepListProblems(html.slice(0, at) + html.slice(end), 'export-steps', 'step', 5)[0]).toMatch(/do not cover steps 1 to/);
  });

  it('notice an identifier and a method named by its identifier', async () => {
    const html = (await made).page(5);
    expect(identifierTokens(html.replace('</main>', '<p>fullEncoding 0</p></main>'), { method: 'selective', options: [] })).toEqual(['fullEncoding']);
    expect(identifierTokens(html.replace(/<dt>Method<\/dt><dd>[^<]*<\/dd>/, '<dt>Method</dt><dd>sat</dd>'), { method: 'sat', options: [] })).toEqual(['Method: sat']);
  });
});
