/**
 * The print check itself (print-check.ts), on pages made to fail it: it must
 * name each fault — a half-empty page, content wider than the paper, content
 * cut off by its box, a heading alone at the foot of a page — and find
 * nothing on a page that prints well. Without poppler-utils the check cannot
 * run: skipped here, a failure on CI.
 */
import assert from 'node:assert/strict';
import { browserTest } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';

const MARGINS = '@page { size: A4; margin: 15mm 14mm 17mm; } body { margin: 0; font: 12pt/1.4 sans-serif; }';
const filler = (n: number) => Array.from({ length: n }, (_, i) => `<p>Line ${i + 1} of a page that is filled with plain text.</p>`).join('');

const BAD = `<!doctype html><html><head><style>${MARGINS}</style></head><body>
  <p>A short first page.</p>
  <div style="break-before: page"></div>
  <div style="width: 260mm; height: 20mm; background: #000"></div>
  <div style="overflow: hidden; width: 50mm"><div style="width: 120mm">cut off by its box</div></div>
  ${filler(28)}
  <h2>Lonely heading</h2>
  <div style="break-before: page"></div>
  <p>What the heading introduces.</p>
</body></html>`;

const GOOD = `<!doctype html><html><head><style>${MARGINS}</style></head><body>
  <h2>A heading</h2>${filler(60)}
</body></html>`;

browserTest('the print check names half-empty pages, wide and cut content, and a heading alone at a page foot', async ({ page }) => {
  if (popplerMissing) {
    assert.ok(process.env.CI !== 'true', 'poppler-utils (pdftoppm, pdftotext) is needed for the print check');
    return;
  }
  await page.setContent(BAD);
  const problems = printProblems(await printReport(page));
  assert.ok(problems.some((p) => /^page 1 is only \d+% full$/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /^cut in print: the page is \d+px wider than the paper$/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /^cut in print: div is \d+px too narrow/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /ends with “Lonely heading”/.test(p)), problems.join('\n'));

  await page.setContent(GOOD);
  const report = await printReport(page);
  assert.ok(report.pages.length >= 2);
  assert.deepEqual(printProblems(report), []);
});
