/**
 * The Akari worked-example page under Node, as the CLI makes it: one
 * self-contained file (no request of any kind, no script but the inert JSON),
 * every step of the trace present with its words, deterministic, why trees
 * read from the trace, the method named as the envelope records it, boards
 * thinned on a big board.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { akariViews } from '../../src/export/akari-views';
import { recorder, stepStarts, type Trace } from '../../src/core/trace';
import type { EngineMethod } from '../../src/inequalities/solve';
import { akariExportFileName, renderAkariExport, whyFromTrace } from '../../src/export/akari';
import { methodInWords } from '../../src/export/method-words';
import { BOARD_BYTES_BUDGET } from '../../src/export/step-plan';
import { escapeHtml } from '../../src/export/page';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { describeAkariStep } from '../../src/ui/akari/step-words';
import { chainDeductions } from '../../src/ui/inequalities/chain-steps';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';

const example = (id: string): AkariPuzzle => {
  const r = parseAkari(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

function solveTraced(puzzle: AkariPuzzle, method: EngineMethod, maxEvents?: number) {
  const rec = recorder<AkariEvent>(maxEvents);
  const run = runAkari(puzzle, method, { sink: rec.sink });
  const trace: Trace<AkariEvent> = rec.trace('akari', method);
  return { result: run.result, events: trace.events, trace };
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
      const { result, events, trace } = solveTraced(puzzle, method);
      const why = whyFromTrace(buildAkariModel(puzzle), events);
      const html = renderAkariExport({ puzzle, result, trace });

      it('is self-contained: no URL, no script but the inert data, a CSP that forbids requests', () => {
        expect(externalUrls(html)).toEqual([]);
        expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
        expect(html).not.toMatch(/(src|href)="(?!#)/);
        expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
      });
      it('has every step, in order, with its words and formulas as MathML', () => {
        const starts = stepStarts(events);
        const tags = html.match(/<li[^>]*data-testid="export-step"[^>]*>/g) ?? [];
        expect(tags.map((t) => Number(/data-step="(\d+)"/.exec(t)![1]))).toEqual(starts.map((_, k) => k + 1));
        expect(tags.map((t) => /data-kind="([a-z-]+)"/.exec(t)![1])).toEqual(starts.map((s) => events[s].kind));
        const chains = chainDeductions(events);
        starts.forEach((s, k) => {
          const words = describeAkariStep(events[s], events.slice(s + 1, starts[k + 1] ?? events.length), chains.get(events[s]));
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
      it('explains the picked cells with why trees read from the trace', () => {
        expect(why.length).toBeGreaterThan(0);
        expect((html.match(/data-testid="export-why"/g) ?? []).length).toBe(why.length);
      });
      it("asks about each explained cell's own value: a cross is never headed as a lamp", () => {
        const headings = [...html.matchAll(/data-testid="export-why-heading"[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => m[1].replace(/<!--.*?-->/g, '').replace(/\s+/g, ' ').trim());
        expect(headings).toHaveLength(why.length);
        why.forEach((w, k) => {
          const { row, col } = buildAkariModel(puzzle).variables[w.variable];
          expect(headings[k]).toBe(`Why is ${AKARI_WORDS.name(w.variable)} (row ${row + 1}, column ${col + 1}) ${w.value === 1 ? 'a lamp' : 'not a lamp'}?`);
        });
        expect(html).not.toContain('Why is this a lamp?');
      });
      it('names the method that ran in words, and embeds the whole envelope', () => {
        expect(html).toContain(`<dd>${methodInWords('akari', method, trace.options)}</dd>`);
        expect(html).not.toContain(`<dd>${method}</dd>`);
        expect(html).toContain(`"method":"${method}"`);
        expect(html).toContain('"schema":');
      });
      it('is the same file every time', () => {
        expect(renderAkariExport({ puzzle, result, trace })).toBe(html);
      });
    });
  }

  it('explains crosses as well as lamps, so the per-cell headings above are tested both ways', () => {
    const values = cases.flatMap(([id, method]) => {
      const puzzle = example(id);
      return whyFromTrace(buildAkariModel(puzzle), solveTraced(puzzle, method).events).map((w) => w.value);
    });
    expect(values).toContain(0);
    expect(values).toContain(1);
  });

  it('names the method from the envelope, even when forcing alone settled the board', () => {
    // Every method starts with forcing; on an easy board nothing else happens, and the page still names the one asked for.
    const easy = example('easy-7x7');
    for (const method of ['pairs', 'selective', 'force'] as const) {
      const { result, trace } = solveTraced(easy, method);
      const html = renderAkariExport({ puzzle: easy, result, trace });
      expect(html).toContain(`<dd>${methodInWords('akari', method, trace.options)}</dd>`);
      expect(html).not.toContain('forcing alone (the first stage of every method)');
    }
    expect(methodInWords('akari', 'pairs', { cap: 3000 })).toBe('Forcing, then sums of every pair of inequalities (up to 3,000 inequalities), then trials');
  });

  it('a trace cut by its recorder still exports, says so, and explains only what it shows', () => {
    const puzzle = example('hard-7x7');
    const { result, trace } = solveTraced(puzzle, 'selective', 40);
    expect(trace.truncated).toBe(true);
    const html = renderAkariExport({ puzzle, result, trace });
    expect(html).toContain('the trace was cut');
    expect(html).toContain('data-testid="export-summary-verdict"');
  });

  it('the registered export page (lesson and CLI) is the same page, from the envelope', () => {
    const puzzle = example('tricky-7x7');
    const { result, trace } = solveTraced(puzzle, 'selective');
    const html = akariViews.exportPage({ puzzle, result, trace }).html;
    expect(html).toBe(renderAkariExport({ puzzle, result, trace }));
    expect(html).toContain('data-testid="export-why"');
    const easy = example('easy-7x7');
    const plain = solveTraced(easy, 'pairs');
    expect(akariViews.exportPage({ puzzle: easy, result: plain.result, trace: plain.trace }).html).toContain('"method":"pairs"');
  });

  it('reports a board without a solution', () => {
    const r = parseAkari('.1\n1.');
    if (!r.ok) throw new Error(r.error.message);
    const { result, trace } = solveTraced(r.puzzle, 'selective');
    const html = renderAkariExport({ puzzle: r.puzzle, result, trace });
    expect(html).toContain('data-kind="contradiction"');
    expect(html).toContain('data-ok="false"');
    expect(html).not.toContain('data-testid="export-solution"');
  });

  it('thins the step boards on a big board and says so', () => {
    const records = readAkariRecords(readFileSync('tests/data/akari/tatham.txt', 'utf8'));
    const big = records.reduce((a, b) => (b.puzzle.width * b.puzzle.height > a.puzzle.width * a.puzzle.height ? b : a));
    const { result, events, trace } = solveTraced(big.puzzle, 'selective');
    const steps = stepStarts(events).length;
    const html = renderAkariExport({ puzzle: big.puzzle, result, trace });
    const every = Number(/data-board-every="(\d+)"/.exec(html)![1]);
    expect(every).toBeGreaterThan(1);
    expect(html).toContain('data-testid="step-boards-thinned"');
    const boards = html.match(/<figure[^>]*data-testid="export-step-board-\d+"[\s\S]*?<\/figure>|<svg[^>]*data-testid="export-step-board-\d+"[\s\S]*?<\/svg>/g) ?? [];
    // Every k-th step, the first and the last: the boards together stay near the budget.
    expect(boards.length).toBeGreaterThanOrEqual(Math.floor(steps / every));
    expect(boards.length).toBeLessThanOrEqual(Math.floor(steps / every) + 2);
    expect(boards.reduce((n, b) => n + b.length, 0)).toBeLessThanOrEqual(BOARD_BYTES_BUDGET * 1.2);
  });

  it('names the file after the board and the method', () => {
    const a = akariExportFileName(example('easy-7x7'), 'force');
    expect(a).toMatch(/^akari-7x7-force-[0-9a-f]{8}\.html$/);
    expect(akariExportFileName(example('hard-7x7'), 'force')).not.toBe(a);
  });
});
