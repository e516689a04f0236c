/**
 * The Akari worked-example page under Node, as the CLI makes it: one
 * self-contained file (no request of any kind, no script but the inert JSON),
 * every step of the trace present with its words, deterministic, why trees
 * from the re-run that matches the trace, boards thinned on a big board.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { akariViews } from '../../src/export/akari-views';
import { recorder, stepStarts, TRACE_SCHEMA_VERSION } from '../../src/core/trace';
import type { EngineMethod } from '../../src/inequalities/solve';
import { boardEvery, STEP_BOARD_CELL_BUDGET } from '../../src/export/akari-steps';
import { methodOfTrace, whyForExport } from '../../src/export/akari-why';
import { akariExportFileName, renderAkariExport } from '../../src/export/akari';
import { escapeHtml } from '../../src/export/page';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { describeAkariStep } from '../../src/ui/akari/step-words';

const example = (id: string): AkariPuzzle => {
  const r = parseAkari(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

function solveTraced(puzzle: AkariPuzzle, method: EngineMethod) {
  const rec = recorder<AkariEvent>();
  const run = runAkari(puzzle, method, { sink: rec.sink });
  return { result: run.result, events: rec.events };
}

/** Every URL-looking string except the MathML / SVG namespaces (which are names, not requests). */
function externalUrls(html: string): string[] {
  const urls = html.match(/(https?:)?\/\/[^\s"'<>)]+/g) ?? [];
  return urls.filter((u) => !/^http:\/\/www\.w3\.org\/(1998\/Math\/MathML|2000\/svg)$/.test(u));
}

const cases: [string, EngineMethod][] = [
  ['easy-7x7', 'force'],
  ['tricky-7x7', 'force'],
  ['tricky-7x7', 'pairs'],
  ['hard-7x7', 'selective'],
  ['pzprjs-6x6', 'selective'],
];

describe('Akari worked-example page', () => {
  for (const [id, method] of cases) {
    describe(`${id} / ${method}`, () => {
      const puzzle = example(id);
      const { result, events } = solveTraced(puzzle, method);
      const why = whyForExport(puzzle, events);
      const html = renderAkariExport({ puzzle, result, events, method, why });

      it('is self-contained: no URL, no script but the inert data, a CSP that forbids requests', () => {
        expect(externalUrls(html)).toEqual([]);
        expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
        expect(html).not.toMatch(/(src|href)="(?!#)/);
        expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
      });
      it('has every step, in order, with its words and formulas as MathML', () => {
        const starts = stepStarts(events);
        const steps = [...html.matchAll(/data-testid="export-step" data-step="(\d+)" data-kind="([a-z-]+)"/g)];
        expect(steps.map((m) => Number(m[1]))).toEqual(starts.map((_, k) => k + 1));
        expect(steps.map((m) => m[2])).toEqual(starts.map((s) => events[s].kind));
        starts.forEach((s, k) => {
          const words = describeAkariStep(events[s], events.slice(s + 1, starts[k + 1] ?? events.length));
          expect(html).toContain(escapeHtml(words.badge));
        });
        expect(html).toContain('<math');
        expect(html).not.toContain('class="katex-html"');
      });
      it('lists the model and ends with the checked answer', () => {
        expect(html).toContain('data-testid="export-constraints-clues"');
        expect(html).toContain('data-testid="export-summary-verdict"');
        expect(html).toContain('data-testid="export-solution"');
      });
      it('explains the picked cells with why trees from a matching re-run', () => {
        expect(why.length).toBeGreaterThan(0);
        expect((html.match(/data-testid="export-why"/g) ?? []).length).toBe(why.length);
      });
      it('is the same file every time', () => {
        expect(renderAkariExport({ puzzle, result, events, method, why })).toBe(html);
      });
    });
  }

  it('reads the method off the trace', () => {
    const puzzle = example('hard-7x7');
    expect(methodOfTrace(solveTraced(puzzle, 'selective').events).method).toBe('selective');
    expect(methodOfTrace(solveTraced(puzzle, 'pairs').events).method).toBe('pairs');
    expect(methodOfTrace(solveTraced(puzzle, 'force').events).method).toBe('force');
  });

  it('gives no why trees when the trace is not the re-run’s', () => {
    const puzzle = example('hard-7x7');
    const { events } = solveTraced(puzzle, 'selective');
    expect(whyForExport(puzzle, events.slice(0, -3))).toEqual([]);
  });

  it('the registered export page is the same page with why trees, naming the method that ran', () => {
    const trace = (events: AkariEvent[], method: string) =>
      ({ schema: TRACE_SCHEMA_VERSION, genre: 'akari', method, options: {}, events, truncated: false });
    const puzzle = example('tricky-7x7');
    const { result, events } = solveTraced(puzzle, 'selective');
    const t = trace(events, 'selective');
    const html = akariViews.exportPage({ puzzle, result, trace: t }).html;
    expect(html === renderAkariExport({ puzzle, result, events, method: 'selective', trace: t, why: whyForExport(puzzle, events) })).toBe(true);
    expect(html).toContain('data-testid="export-why"');
    // A board that forcing alone settles still names the method that was asked for (from the trace's envelope).
    const easy = example('easy-7x7');
    const plain = solveTraced(easy, 'pairs');
    const page = akariViews.exportPage({ puzzle: easy, result: plain.result, trace: trace(plain.events, 'pairs') }).html;
    expect(page).toContain('"method":"pairs"');
    expect(page).not.toContain('forcing alone (the first stage of every method)');
  });

  it('reports a board without a solution', () => {
    const r = parseAkari('.1\n1.');
    if (!r.ok) throw new Error(r.error.message);
    const { result, events } = solveTraced(r.puzzle, 'selective');
    const html = renderAkariExport({ puzzle: r.puzzle, result, events, method: 'selective' });
    expect(html).toContain('data-kind="contradiction"');
    expect(html).toContain('data-ok="false"');
    expect(html).not.toContain('data-testid="export-solution"');
  });

  it('thins the step boards on a big board and says so', () => {
    const records = readAkariRecords(readFileSync('tests/data/akari/tatham.txt', 'utf8'));
    const big = records.reduce((a, b) => (b.puzzle.width * b.puzzle.height > a.puzzle.width * a.puzzle.height ? b : a));
    const { result, events } = solveTraced(big.puzzle, 'selective');
    const steps = stepStarts(events).length;
    const cells = big.puzzle.width * big.puzzle.height;
    const every = boardEvery(steps, cells);
    expect(every).toBeGreaterThan(1);
    const html = renderAkariExport({ puzzle: big.puzzle, result, events, method: 'selective' });
    expect(html).toContain('data-testid="step-boards-thinned"');
    const drawn = (html.match(/data-testid="export-step-board-\d+"/g) ?? []).length;
    expect(drawn).toBe(Math.floor(steps / every) + (steps % every === 0 ? 0 : 1));
    expect(drawn * cells).toBeLessThanOrEqual(STEP_BOARD_CELL_BUDGET + cells);
  });

  it('names the file after the board and the method', () => {
    const a = akariExportFileName(example('easy-7x7'), 'force');
    expect(a).toMatch(/^akari-7x7-force-[0-9a-f]{8}\.html$/);
    expect(akariExportFileName(example('hard-7x7'), 'force')).not.toBe(a);
  });
});
