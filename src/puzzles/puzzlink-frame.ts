/**
 * The frame every puzz.link / pzv.jp URL shares (see the Akari and Numberlink
 * puzzlink.ts files for the bodies): `…?<pid>[_edit|_play]/[v:…/][flag/]<cols>/<rows>/<body>`.
 * Only the part after '?' matters; leading `type=editor&`-style parameters
 * choose a mode and are skipped. Errors carry the 0-based offset in the line,
 * so a parser can point at the column that is wrong.
 */

export type Frame =
  | { ok: true; pid: string; cols: number; rows: number; body: string; /** offset of the body in the line */ bodyOffset: number }
  | { ok: false; message: string; offset: number };

/**
 * Reads the frame of `text` for a genre known by the ids in `pids` (the first
 * one names it in messages, e.g. ['akari', 'lightup']), refusing boards of
 * more than `maxCells` cells.
 */
export function readFrame(text: string, pids: readonly string[], genre: string, maxCells: number): Frame {
  const lead = text.length - text.trimStart().length;
  const url = text.trim();
  const q = url.indexOf('?');
  let start = q >= 0 ? q + 1 : 0;
  let rest = url.slice(start);
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
  if (!pids.includes(pid)) {
    return { ok: false, message: `this URL is for '${fields[0]}', not ${genre} (${pids.join(' or ')})`, offset: offsets[0] };
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
  if (cols * rows > maxCells) return { ok: false, message: `a ${cols}×${rows} board is larger than this tool reads`, offset: offsets[i] };
  return { ok: true, pid, cols, rows, body: fields[i + 2] ?? '', bodyOffset: offsets[i + 2] ?? at };
}
