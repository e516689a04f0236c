/**
 * puzz.link / pzv.jp URLs for Numberlink: `…?numlin/<cols>/<rows>/<body>`
 * (and `arukone`, the same board with letters shown for numbers), body in
 * pzprjs' "number16" codec (../puzzlink-number16.ts), a label per endpoint
 * read row by row ('.', an endpoint with no label given, is refused).
 * A URL carries no rule: numlin lets cells stay empty (the `nikoli` rule),
 * arukone without its `e` flag asks for every cell; the rule is the solve
 * method's `rule` option. The encoder writes what pzprjs writes.
 */
import { readFrame } from '../puzzlink-frame';
import { decodeNumber16, encodeNumber16, NO_NUMBER } from '../puzzlink-number16';
import { EMPTY, type NumberlinkPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: NumberlinkPuzzle; genre: 'numlin' | 'arukone' }
  | { ok: false; message: string; /** 0-based offset in the URL text */ offset: number };

/** The largest board read from a URL, so a typo cannot ask for a billion cells. */
export const MAX_URL_CELLS = 100 * 100;

/** True when the line is meant as a puzz.link-style URL rather than a grid row. */
export function looksLikeNumlinUrl(line: string): boolean {
  // Not just any '?': a grid row may hold one (an endpoint without a label, refused with its own message).
  return /^(https?:\/\/|[a-z0-9.-]+\.[a-z]+\/)|(^|\?)[a-z]+(_edit|_play)?\/(v:[^/]*\/)?([a-z]+\/)?\d/i.test(line.trim());
}

export function decodeNumlinUrl(text: string): UrlDecode {
  const frame = readFrame(text, ['numlin', 'arukone'], 'Numberlink', MAX_URL_CELLS);
  if (!frame.ok) return frame;
  const { cols, rows, body, bodyOffset: bodyAt } = frame;
  const unlabelled = "an endpoint without a label ('.' in the URL) is not supported: give every endpoint its label";
  const decoded = decodeNumber16(body, bodyAt, cols * rows, unlabelled);
  if (!decoded.ok) return decoded;
  const { values, where } = decoded;
  // Labels in order of first appearance, as the grid reader numbers them.
  const labels: string[] = [];
  const index = new Map<number, number>();
  const seen = new Map<number, number>();
  const cells: number[] = [];
  for (let cell = 0; cell < values.length; cell++) {
    const v = values[cell];
    if (v === NO_NUMBER) {
      cells.push(EMPTY);
      continue;
    }
    if (!index.has(v)) {
      index.set(v, labels.length);
      labels.push(String(v));
    }
    const n = (seen.get(v) ?? 0) + 1;
    seen.set(v, n);
    if (n === 3) {
      return { ok: false, message: `the label ${v} appears a third time; a label marks the two ends of one path, so it appears exactly twice`, offset: where[cell] };
    }
    cells.push(index.get(v)!);
  }
  for (const [v, n] of seen) {
    if (n === 1) {
      const cell = values.indexOf(v);
      return { ok: false, message: `the label ${v} appears only once; a label marks the two ends of one path, so it appears exactly twice`, offset: where[cell] };
    }
  }
  return { ok: true, puzzle: { width: cols, height: rows, cells, labels }, genre: frame.pid === 'arukone' ? 'arukone' : 'numlin' };
}

/** The URL pzprjs would write for this board (labels that are not numbers 1–4095 are numbered 1, 2, … in order). */
export function encodeNumlinUrl(p: NumberlinkPuzzle): string {
  const numeric = p.labels.every((l) => /^[1-9]\d*$/.test(l) && Number(l) < 4096);
  const value = (k: number) => (numeric ? Number(p.labels[k]) : k + 1);
  const body = encodeNumber16(p.cells.map((cell) => (cell === EMPTY ? NO_NUMBER : value(cell))));
  return `https://puzz.link/p?numlin/${p.width}/${p.height}/${body}`;
}
