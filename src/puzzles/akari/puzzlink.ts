/**
 * puzz.link / pzv.jp URLs for Akari (genre id `akari` or `lightup`), written
 * from /work/shared/data/formats.md §1–2: `…?akari/<cols>/<rows>/<body>`, the
 * body in pzprjs' "4-cell" codec, read row by row:
 *   0–4 clue · 5–9 clue (ch−5) + 1 white · a–e clue (ch−a) + 2 whites ·
 *   g–z (value36 − 15) whites · '.' black without number · other: one white.
 * Cells never mentioned stay white. The encoder writes what pzprjs writes.
 */
import { readFrame } from '../puzzlink-frame';
import type { AkariPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: AkariPuzzle }
  | { ok: false; message: string; /** 0-based offset in the URL text */ offset: number };

/** The largest board read from a URL, so a typo cannot ask for a billion cells. */
export const MAX_URL_CELLS = 100 * 100;

/** True when the line is meant as a puzz.link-style URL rather than a grid row. */
export function looksLikeUrl(line: string): boolean {
  return /^(https?:\/\/|[a-z0-9.-]+\.[a-z]+\/)|\?|^(akari|lightup)(_edit|_play)?\//i.test(line.trim());
}

export function decodeLightupUrl(text: string): UrlDecode {
  const frame = readFrame(text, ['akari', 'lightup'], 'Akari', MAX_URL_CELLS);
  if (!frame.ok) return frame;
  const { cols, rows, body } = frame;
  const cells: string[] = new Array(cols * rows).fill('.');
  let c = 0;
  for (let k = 0; k < body.length && c < cells.length; k++) {
    const ch = body[k];
    if (ch >= '0' && ch <= '4') cells[c++] = ch;
    else if (ch >= '5' && ch <= '9') {
      cells[c] = String(Number(ch) - 5);
      c += 2;
    } else if (ch >= 'a' && ch <= 'e') {
      cells[c] = String(parseInt(ch, 16) - 10);
      c += 3;
    } else if (ch >= 'g' && ch <= 'z') c += parseInt(ch, 36) - 15;
    else if (ch === '.') cells[c++] = '#';
    else c++;
  }
  const out: string[] = [];
  for (let r = 0; r < rows; r++) out.push(cells.slice(r * cols, (r + 1) * cols).join(''));
  return { ok: true, puzzle: { width: cols, height: rows, rows: out } };
}

/** The URL pzprjs would write for this board. */
export function encodeLightupUrl(p: AkariPuzzle): string {
  const cells = p.rows.join('');
  const empty = (k: number): boolean => cells[k] === '.' || cells[k] === '*';
  let body = '';
  let pending = 0;
  const flush = (): void => {
    if (pending > 0) body += (pending + 15).toString(36);
    pending = 0;
  };
  for (let k = 0; k < cells.length; k++) {
    if (empty(k)) {
      if (++pending === 20) flush();
      continue;
    }
    flush();
    const ch = cells[k];
    if (ch === '#') {
      body += '.';
      continue;
    }
    const v = Number(ch);
    if (k + 1 < cells.length && !empty(k + 1)) body += String(v);
    else if (k + 2 < cells.length && !empty(k + 2)) {
      body += String(v + 5);
      k += 1;
    } else {
      body += (v + 10).toString(16);
      k += Math.min(2, cells.length - 1 - k);
    }
  }
  flush();
  const url = `https://puzz.link/p?akari/${p.width}/${p.height}/${body}`;
  return /[0-9a-zA-Z]$/.test(url) ? url : `${url}/`;
}
