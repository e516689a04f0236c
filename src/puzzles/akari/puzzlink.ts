/**
 * puzz.link / pzv.jp URLs for Akari (genre id `akari` or `lightup`), as
 * pzprjs (github robx/pzprjs, the engine behind puzz.link) writes them:
 * `…?akari/<cols>/<rows>/<body>`, the body in its "4-cell" codec, read row by row:
 *   0–4 clue · 5–9 clue (ch−5) + 1 white · a–e clue (ch−a) + 2 whites ·
 *   g–z (value36 − 15) whites · '.' black without number · other: one white.
 * Cells never mentioned stay white. The encoder writes what pzprjs writes.
 */
import { MAX_SIDE, type AkariPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: AkariPuzzle }
  | { ok: false; message: string; /** 0-based offset in the URL text */ offset: number };

/**
 * True when the line is meant as a puzz.link-style URL rather than a grid
 * row: it starts like a web address (`https://`, `puzz.link/`), or with the
 * genre (`akari/…`), or has the genre right after a `?` (and any `name=…&`
 * parameters). A `?` elsewhere — a typo in a grid row — is not a URL.
 */
export function looksLikeUrl(line: string): boolean {
  const t = line.trim();
  return /^(https?:\/\/|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\/)/i.test(t) || /^(akari|lightup)(_edit|_play)?\//i.test(t) || /\?([a-z]+=[^&/]*&)*(akari|lightup)(_edit|_play)?\//i.test(t);
}

export function decodeLightupUrl(text: string): UrlDecode {
  const lead = text.length - text.trimStart().length;
  const url = text.trim();
  const q = url.indexOf('?');
  let start = q >= 0 ? q + 1 : 0;
  let rest = url.slice(start);
  // Leading query parameters such as `type=editor&` only choose a mode.
  for (let m = /^[A-Za-z]+=[^&/]*&/.exec(rest); m; m = /^[A-Za-z]+=[^&/]*&/.exec(rest)) {
    start += m[0].length;
    rest = rest.slice(m[0].length);
  }
  const fields = rest.split('/');
  const offsets: number[] = [];
  let at = lead + start;
  for (const f of fields) {
    offsets.push(at);
    at += f.length + 1;
  }
  const pid = fields[0].replace(/_(edit|play)$/, '');
  if (pid !== 'akari' && pid !== 'lightup') {
    return { ok: false, message: `this URL is for '${fields[0]}', not Akari (akari or lightup)`, offset: offsets[0] };
  }
  let i = 1;
  if (fields[i]?.startsWith('v:')) i++;
  if (fields[i] !== undefined && !/^\d+$/.test(fields[i])) i++;
  const cols = Number(fields[i]);
  const rows = Number(fields[i + 1]);
  const colsOk = /^\d+$/.test(fields[i] ?? '') && cols >= 1;
  const rowsOk = /^\d+$/.test(fields[i + 1] ?? '') && rows >= 1;
  if (!colsOk || !rowsOk) {
    const bad = Math.min(colsOk ? i + 1 : i, offsets.length - 1);
    return { ok: false, message: 'the URL should give the size as …/columns/rows/ with two positive numbers', offset: offsets[bad] };
  }
  if (cols > MAX_SIDE || rows > MAX_SIDE) {
    return { ok: false, message: `the board is ${cols}×${rows}; at most ${MAX_SIDE}×${MAX_SIDE} is read`, offset: offsets[cols > MAX_SIDE ? i : i + 1] };
  }
  const cells: string[] = new Array(cols * rows).fill('.');
  const body = fields[i + 2] ?? '';
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
