/**
 * The shell of an exported worked-example page: one HTML file with its CSS
 * inlined and nothing else. A Content-Security-Policy forbids every request
 * (no fonts, images, scripts or styles from anywhere), so the page reads the
 * same with the network off as on — and a stray URL would fail loudly in
 * testing rather than leak a request.
 *
 * Pure string work, no DOM: the browser's Export button and the CLI (Node)
 * both call `renderExportPage`.
 */
import { SHARED_COMPONENT_CSS } from '../styles/shared-css';
import type { Trace, TraceEventBase } from '../core/trace';
import { embeddedTrace } from './embedded-trace';
import { EXPORT_BASE_CSS } from './export-css';

export interface ExportPageInput {
  title: string;
  /** The page's content, already rendered (see renderToStaticHtml). */
  bodyHtml: string;
  /** Extra CSS for the genre's views, appended after the base and shared CSS. */
  css?: string;
  /** One-line description (meta tag). */
  description?: string;
  lang?: string;
  /**
   * Machine-readable payload (e.g. the puzzle and its trace) embedded as inert
   * JSON, so the file can be re-read by a program; never executed.
   */
  data?: unknown;
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside <script>: no `</script>` or `<!--` can close or confuse it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** CSS cannot end the <style> element early. */
function cssForStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

export function renderExportPage({ title, bodyHtml, css = '', description, lang = 'en', data }: ExportPageInput): string {
  const styles = cssForStyle(`${EXPORT_BASE_CSS}\n${SHARED_COMPONENT_CSS}\n${css}`);
  const meta = description ? `\n<meta name="description" content="${escapeHtml(description)}">` : '';
  const payload =
    data === undefined
      ? ''
      : `\n<script type="application/json" id="stepwise-data">${jsonForScript(data)}</script>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="generator" content="Stepwise">
<title>${escapeHtml(title)}</title>${meta}
<style>${styles}</style>
</head>
<body>
${bodyHtml}${payload}
</body>
</html>
`;
}

/**
 * The machine-readable part of every worked example: the puzzle as text, the
 * outcome, and the trace with its whole envelope (method, options, what was
 * dropped), so the file says exactly what ran. Times are left out of the
 * stats so the same input always gives the same file.
 */
export function workedExampleData(
  puzzleText: string,
  result: { status: string; solution?: unknown; stats: Record<string, number> },
  trace: Trace<TraceEventBase>,
): Record<string, unknown> {
  const stats = Object.fromEntries(Object.entries(result.stats).filter(([k]) => !/ms$/i.test(k)));
  return { genre: trace.genre, method: trace.method, puzzle: puzzleText, status: result.status, solution: result.solution ?? null, stats, trace: embeddedTrace(trace) };
}

/**
 * Eight hex digits from a board's printed text (FNV-1a), for a file name that tells boards of one size
 * apart without listing their contents.
 */
export function boardHash(printed: string): string {
  let h = 2166136261;
  for (const ch of printed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A file name from a title: "Sliding puzzle: 5 1 2 …" → "sliding-puzzle-5-1-2.html". */
export function exportFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'stepwise-export'}.html`;
}
