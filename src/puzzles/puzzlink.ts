/**
 * puzz.link / pzv.jp URLs, the part every grid genre shares (written from
 * the description of pzprjs' encodings: the URL framing and the "4-cell"
 * codec that Akari and Shakashaka both use).
 *
 * Framing: `…?<pid>[_edit|_play]/[v:…/][flag/]<cols>/<rows>/<body>[/]`; leading
 * query parameters such as `type=editor&` only choose a mode, the host does
 * not matter. 4-cell body, read row by row: 0–4 clue · 5–9 clue (ch−5) + 1
 * white · a–e clue (ch−a) + 2 whites · g–z (value36 − 15) whites · '.' black
 * without number · anything else one white. Cells never mentioned stay white.
 *
 * Offsets are counted in code points, so an error points at the character a
 * person sees even after an emoji or another character outside the BMP.
 */

/** The largest board read from a URL, so a typo cannot ask for a billion cells. */
export const MAX_URL_CELLS = 100 * 100;

export type UrlFrame =
  | { ok: true; cols: number; rows: number; body: string }
  | { ok: false; message: string; /** 0-based offset in the line, in code points */ offset: number };

/** True when the line is meant as a URL of one of `pids` (or any URL) rather than a grid row. */
export function looksLikeUrl(line: string, pids: readonly string[]): boolean {
  const t = line.trim();
  return /^(https?:\/\/|[a-z0-9.-]+\.[a-z]+\/)|\?/i.test(t) || pids.some((pid) => new RegExp(`^${pid}(_edit|_play)?/`, 'i').test(t));
}

/** The size and body of a URL for one of `pids`; `genre` names the puzzle in the message for another one. */
export function readPuzzlinkUrl(text: string, pids: readonly string[], genre: string): UrlFrame {
  const lead = Array.from(text).length - Array.from(text.trimStart()).length;
  const url = Array.from(text.trim());
  const q = url.indexOf('?');
  let start = q >= 0 ? q + 1 : 0;
  let rest = url.slice(start).join('');
  for (let m = /^[A-Za-z]+=[^&/]*&/.exec(rest); m; m = /^[A-Za-z]+=[^&/]*&/.exec(rest)) {
    start += Array.from(m[0]).length;
    rest = rest.slice(m[0].length);
  }
  const fields = rest.split('/');
  const offsets: number[] = [];
  let at = lead + start;
  for (const f of fields) {
    offsets.push(at);
    at += Array.from(f).length + 1;
  }
  const pid = fields[0].replace(/_(edit|play)$/, '');
  if (!pids.includes(pid)) return { ok: false, message: `this URL is for '${fields[0]}', not ${genre}`, offset: offsets[0] };
  let i = 1;
  if (fields[i]?.startsWith('v:')) i++;
  if (fields[i] !== undefined && !/^\d+$/.test(fields[i])) i++;
  const colsOk = /^\d+$/.test(fields[i] ?? '') && Number(fields[i]) >= 1;
  const rowsOk = /^\d+$/.test(fields[i + 1] ?? '') && Number(fields[i + 1]) >= 1;
  if (!colsOk || !rowsOk) {
    const bad = Math.min(colsOk ? i + 1 : i, offsets.length - 1);
    return { ok: false, message: 'the URL should give the size as …/columns/rows/ with two positive numbers', offset: offsets[bad] };
  }
  const cols = Number(fields[i]);
  const rows = Number(fields[i + 1]);
  if (cols * rows > MAX_URL_CELLS) {
    return { ok: false, message: `a ${cols}×${rows} board is larger than this tool reads (at most ${MAX_URL_CELLS} cells)`, offset: offsets[i] };
  }
  return { ok: true, cols, rows, body: fields[i + 2] ?? '' };
}

/** The cells ('.', '#', '0'–'4') a 4-cell body describes, as rows of `cols` characters. */
export function decodeFourCell(body: string, cols: number, rows: number): string[] {
  const count = cols * rows;
  const cells: string[] = new Array(count).fill('.');
  let c = 0;
  for (let k = 0; k < body.length && c < count; k++) {
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
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join(''));
}

/** The 4-cell body pzprjs writes for these rows (anything not '#' or a clue is white). */
export function encodeFourCell(rows: readonly string[]): string {
  const cells = rows.flatMap((row) => Array.from(row));
  const empty = (k: number): boolean => !(cells[k] === '#' || (cells[k] >= '0' && cells[k] <= '4'));
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
    if (cells[k] === '#') {
      body += '.';
      continue;
    }
    const v = Number(cells[k]);
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
  return body;
}

/** A whole URL as pzprjs writes it: a trailing '/' when the body ends in something else than a letter or digit. */
export function puzzlinkUrl(pid: string, cols: number, rows: number, body: string): string {
  const url = `https://puzz.link/p?${pid}/${cols}/${rows}/${body}`;
  return /[0-9a-zA-Z]$/.test(url) ? url : `${url}/`;
}
