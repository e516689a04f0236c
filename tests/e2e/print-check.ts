/**
 * Does a page print well on A4? For any page a browser test has open (an
 * exported worked example, a lesson): print it to PDF with Chromium, render
 * every PDF page to a small grey image with poppler's `pdftoppm`, and read
 * the text of each page with `pdftotext`. From those:
 *
 * - how full each page is: where its lowest ink lies between the top and the
 *   bottom margin (a page under half full, except the last, wastes paper);
 * - a lead-in (a heading or a table's caption) as the last line of a page,
 *   separated from what it introduces;
 * - in the DOM, laid out for print at the printable width: a page wider than
 *   that width, and boxes whose content is wider than they are and whose
 *   overflow is hidden or scrolls. Chromium cuts everything at the edge of
 *   the printable area (paper cannot scroll), so the PDF itself never shows
 *   such content: only the layout can tell it was there.
 *
 * `printProblems` turns a report into sentences, empty when all is well.
 * Poppler is a Debian package (poppler-utils); `.ci/run` installs it, and a
 * test that needs it is skipped without it locally, failed without it on CI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const PDFTOPPM = '/usr/bin/pdftoppm';
export const PDFTOTEXT = '/usr/bin/pdftotext';

/** True when poppler's tools are not installed. */
export const popplerMissing = !existsSync(PDFTOPPM) || !existsSync(PDFTOTEXT);

/** Page margins in millimetres, as the page's own `@page` rule sets them. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The exported pages' margins (src/export/export-css.ts). */
export const EXPORT_MARGINS: Margins = { top: 15, right: 14, bottom: 17, left: 14 };

export interface PrintedPage {
  /** 1-based page number. */
  page: number;
  /** Share of the printable height above the lowest ink, 0 … 1 (0 for a blank page). */
  fill: number;
  /** The last line of text on the page. */
  lastLine: string;
}

export interface PrintReport {
  pages: PrintedPage[];
  /** Pages whose last line ends a heading or a table caption, with that text. */
  leadInsAtFoot: { page: number; text: string }[];
  /** Elements whose content is cut in print (hidden or scrolling overflow), as short descriptions. */
  clipped: string[];
}

export interface PrintOptions {
  margins?: Margins;
  /** What introduces content and must not end a page (default: headings and table captions). */
  leadIns?: string;
  /** Resolution of the rendered pages (dots per inch); low is enough to find ink. */
  dpi?: number;
}

const A4 = { widthMm: 210, heightMm: 297 };
const MM_PER_INCH = 25.4;
const CSS_PX_PER_MM = 96 / MM_PER_INCH;
/** A pixel darker than this (of 255) is ink. */
const INK = 235;

/** A binary greyscale PGM (P5), as pdftoppm -gray writes it. */
function readPgm(file: string): { width: number; height: number; pixels: Uint8Array } {
  const data = readFileSync(file);
  const header: string[] = [];
  let at = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(data[at]))) at++;
    if (data[at] === 0x23) {
      while (data[at] !== 0x0a) at++;
      continue;
    }
    let token = '';
    while (!/\s/.test(String.fromCharCode(data[at]))) token += String.fromCharCode(data[at++]);
    header.push(token);
  }
  at++;
  const [magic, w, h] = header;
  if (magic !== 'P5') throw new Error(`${file} is not a binary PGM`);
  return { width: Number(w), height: Number(h), pixels: data.subarray(at) };
}

/** How far down the printable height the page's lowest ink lies, 0 … 1. */
function fillOf(file: string, margins: Margins, dpi: number): number {
  const { width, height, pixels } = readPgm(file);
  const px = (mm: number) => Math.round((mm / MM_PER_INCH) * dpi);
  const top = px(margins.top);
  const bottom = height - px(margins.bottom);
  let lowest = -1;
  for (let y = height - 1; y >= 0 && lowest < 0; y--) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x] < INK) {
        lowest = y;
        break;
      }
    }
  }
  return lowest < 0 ? 0 : Math.min(1, Math.max(0, (lowest + 1 - top) / (bottom - top)));
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The in-page half, as source text: a test runner that compiles TypeScript may
 * wrap named functions in helpers the page does not have.
 */
function measureInPage(leadInSelector: string): string {
  return `(() => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
      + (el.getAttribute('data-testid') ? '[data-testid="' + el.getAttribute('data-testid') + '"]' : '')
      + (el.classList.length ? '.' + [...el.classList].join('.') : '');
    const clipped = [];
    for (const el of document.body.querySelectorAll('*')) {
      // Text kept for screen readers only (a 1-pixel box) is not printed content.
      if (!visible(el) || el instanceof SVGElement || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      // Visible overflow spills out (and shows as ink in the margin); anything else cuts it off on paper.
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
        clipped.push(name(el) + ' is ' + (el.scrollWidth - el.clientWidth) + 'px too narrow for its content');
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) clipped.push('the page is ' + (root.scrollWidth - root.clientWidth) + 'px wider than the paper');
    const leadIns = [...document.querySelectorAll(${JSON.stringify(leadInSelector)})].filter(visible).map((el) => el.innerText);
    return { clipped, leadIns };
  })()`;
}

/** Prints the page to an A4 PDF and measures every printed page (see the file's comment). */
export async function printReport(page: Page, options: PrintOptions = {}): Promise<PrintReport> {
  const margins = options.margins ?? EXPORT_MARGINS;
  const dpi = options.dpi ?? 36;
  const leadInSelector = options.leadIns ?? 'h1, h2, h3, h4, h5, h6, caption';
  const scratch = mkdtempSync(join(tmpdir(), 'stepwise-print-'));
  const viewport = page.viewportSize();
  try {
    // Lay the page out as the printer will: print styles, at the printable width.
    const printableWidth = Math.floor((A4.widthMm - margins.left - margins.right) * CSS_PX_PER_MM);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: printableWidth, height: viewport?.height ?? 900 });
    const { clipped, leadIns } = (await page.evaluate(measureInPage(leadInSelector))) as { clipped: string[]; leadIns: string[] };

    const pdf = join(scratch, 'page.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
    execFileSync(PDFTOPPM, ['-r', String(dpi), '-gray', pdf, join(scratch, 'p')]);
    const images = readdirSync(scratch).filter((f) => f.endsWith('.pgm')).sort((a, b) => Number(a.match(/(\d+)\.pgm$/)![1]) - Number(b.match(/(\d+)\.pgm$/)![1]));
    const text = execFileSync(PDFTOTEXT, ['-layout', pdf, '-'], { encoding: 'utf8' });
    const pageTexts = text.split('\f');
    const pages: PrintedPage[] = images.map((file, i) => {
      const lines = (pageTexts[i] ?? '').split('\n').map(squash).filter(Boolean);
      return { page: i + 1, fill: fillOf(join(scratch, file), margins, dpi), lastLine: lines[lines.length - 1] ?? '' };
    });
    const wanted = leadIns.map(squash).filter((t) => t.length >= 3);
    const leadInsAtFoot = pages
      .slice(0, -1)
      .filter((p) => p.lastLine.length >= 3 && wanted.some((t) => t.endsWith(p.lastLine)))
      .map((p) => ({ page: p.page, text: p.lastLine }));
    return { pages, leadInsAtFoot, clipped };
  } finally {
    await page.emulateMedia({ media: null });
    if (viewport) await page.setViewportSize(viewport);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The report's failures as sentences: clipped content, half-empty pages but the last, lone lead-ins. */
export function printProblems(report: PrintReport, { minFill = 0.5 } = {}): string[] {
  const out = report.clipped.map((c) => `cut in print: ${c}`);
  for (const p of report.pages) {
    if (p.page < report.pages.length && p.fill < minFill) out.push(`page ${p.page} is only ${Math.round(p.fill * 100)}% full`);
  }
  for (const l of report.leadInsAtFoot) out.push(`page ${l.page} ends with “${l.text}”, apart from what it introduces`);
  return out;
}
