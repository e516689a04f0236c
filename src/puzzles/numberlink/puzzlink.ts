/**
 * puzz.link / pzv.jp URLs for Numberlink: `…?numlin/<cols>/<rows>/<body>`
 * (and `arukone`, the same board with letters shown for numbers), body in
 * pzprjs' "number16" codec, read row by row:
 *   0–9, a–f  a label 0–15 · '-' + 2 hex digits: 16–255 · '+' + 3 hex: 256–4095 ·
 *   '=' + 3 hex: 4096 + value · '%' or '@' + 3 hex: 8192 + value ·
 *   '*' + 4 hex: 12240 + value · '$' + 5 hex: 77776 + value ·
 *   '.' an endpoint with no label given · g–z: (value36 − 15) empty cells ·
 *   anything else is skipped without moving to the next cell.
 * A URL carries no rule: numlin lets cells stay empty (the `nikoli` rule),
 * arukone without its `e` flag asks for every cell; the rule is the solve
 * method's `rule` option. The encoder writes what pzprjs writes.
 */
import { readFrame } from '../puzzlink-frame';
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

/** Long label forms: the prefix, how many hex digits follow, and what is added. */
const LONG_FORMS: Record<string, { digits: number; base: number }> = {
  '-': { digits: 2, base: 0 },
  '+': { digits: 3, base: 0 },
  '=': { digits: 3, base: 4096 },
  '%': { digits: 3, base: 8192 },
  '@': { digits: 3, base: 8192 },
  '*': { digits: 4, base: 12240 },
  $: { digits: 5, base: 77776 },
};

export function decodeNumlinUrl(text: string): UrlDecode {
  const frame = readFrame(text, ['numlin', 'arukone'], 'Numberlink', MAX_URL_CELLS);
  if (!frame.ok) return frame;
  const { cols, rows, body, bodyOffset: bodyAt } = frame;
  const values: number[] = new Array(cols * rows).fill(EMPTY);
  const where: number[] = new Array(cols * rows).fill(bodyAt);
  let c = 0;
  for (let k = 0; k < body.length && c < values.length; k++) {
    const ch = body[k];
    const long = LONG_FORMS[ch];
    if (/[0-9a-f]/.test(ch)) {
      where[c] = bodyAt + k;
      values[c++] = parseInt(ch, 16);
    } else if (long) {
      const digits = body.slice(k + 1, k + 1 + long.digits);
      if (!new RegExp(`^[0-9a-fA-F]{${long.digits}}$`).test(digits)) {
        return { ok: false, message: `'${ch}' should be followed by ${long.digits} hexadecimal digits`, offset: bodyAt + k };
      }
      where[c] = bodyAt + k;
      values[c++] = long.base + parseInt(digits, 16);
      k += long.digits;
    } else if (ch === '.') {
      return { ok: false, message: "an endpoint without a label ('.' in the URL) is not supported: give every endpoint its label", offset: bodyAt + k };
    } else if (ch >= 'g' && ch <= 'z') c += parseInt(ch, 36) - 15;
  }
  // Labels in order of first appearance, as the grid reader numbers them.
  const labels: string[] = [];
  const index = new Map<number, number>();
  const seen = new Map<number, number>();
  const cells: number[] = [];
  for (let cell = 0; cell < values.length; cell++) {
    const v = values[cell];
    if (v === EMPTY) {
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
  let body = '';
  let pending = 0;
  const flush = (): void => {
    if (pending > 0) body += (pending + 15).toString(36);
    pending = 0;
  };
  for (const cell of p.cells) {
    if (cell === EMPTY) {
      if (++pending === 20) flush();
      continue;
    }
    flush();
    const v = value(cell);
    body += v < 16 ? v.toString(16) : v < 256 ? `-${v.toString(16).padStart(2, '0')}` : `+${v.toString(16).padStart(3, '0')}`;
  }
  flush();
  return `https://puzz.link/p?numlin/${p.width}/${p.height}/${body}`;
}
