/**
 * The frame every puzz.link / pzv.jp URL shares, whatever the genre (Akari,
 * Shakashaka and Numberlink read their bodies in their own puzzlink.ts):
 * `…?<pid>[_edit|_play]/[v:…/][flag/]<cols>/<rows>/<body>[/]`. Only the part
 * after '?' matters; leading `type=editor&`-style parameters choose a mode and
 * are skipped, the host does not matter. Errors carry the 0-based offset in
 * the line in UTF-16 units, so a body decoder can add its own index into the
 * body; `codePointOffset` turns one into the column a person sees.
 */

export type Frame =
  | {
      ok: true;
      pid: string;
      cols: number;
      rows: number;
      body: string;
      /** offsets in the line of the columns field, the rows field and the body */
      colsOffset: number;
      rowsOffset: number;
      bodyOffset: number;
    }
  | { ok: false; message: string; offset: number };

/**
 * Reads the frame of `text` for a genre known by the ids in `pids` (e.g.
 * ['akari', 'lightup']; `genre` names it in messages), refusing boards of more
 * than `maxCells` cells so a typo cannot ask for a billion of them.
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
    const ids = pids.length > 1 ? ` (${pids.join(' or ')})` : '';
    return { ok: false, message: `this URL is for '${fields[0]}', not ${genre}${ids}`, offset: offsets[0] };
  }
  let i = 1;
  if (fields[i]?.startsWith('v:')) i++;
  // The size follows at once: a field that is not a positive number there is an error, never skipped.
  const cols = Number(fields[i]);
  const rows = Number(fields[i + 1]);
  const colsOk = /^\d+$/.test(fields[i] ?? '') && cols >= 1;
  const rowsOk = /^\d+$/.test(fields[i + 1] ?? '') && rows >= 1;
  if (!colsOk || !rowsOk) {
    const bad = Math.min(colsOk ? i + 1 : i, offsets.length - 1);
    return { ok: false, message: 'the URL should give the size as …/columns/rows/ with two positive numbers', offset: offsets[bad] };
  }
  if (cols * rows > maxCells) {
    return { ok: false, message: `a ${cols}×${rows} board is larger than this tool reads (at most ${maxCells} cells)`, offset: offsets[i] };
  }
  return { ok: true, pid, cols, rows, body: fields[i + 2] ?? '', colsOffset: offsets[i], rowsOffset: offsets[i + 1], bodyOffset: offsets[i + 2] ?? at };
}

/** The offset in code points (what an editor counts) of a UTF-16 `offset` in `text`. */
export function codePointOffset(text: string, offset: number): number {
  return Array.from(text.slice(0, offset)).length;
}

/**
 * A test for lines meant as a URL of one of `pids` rather than a grid row:
 * the line starts like a web address (`https://`, `puzz.link/`), or with the
 * genre (`akari/…`), or has the genre right after a `?` (and any `name=…&`
 * parameters). A `?` elsewhere — a typo in a grid row — is not a URL.
 */
export function puzzlinkUrlTest(pids: readonly string[]): (line: string) => boolean {
  const pid = `(${pids.join('|')})(_edit|_play)?\\/`;
  const startsWithPid = new RegExp(`^${pid}`, 'i');
  const pidAfterQuery = new RegExp(`\\?([a-z]+=[^&/]*&)*${pid}`, 'i');
  return (line) => {
    const t = line.trim();
    return /^(https?:\/\/|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\/)/i.test(t) || startsWithPid.test(t) || pidAfterQuery.test(t);
  };
}

/** A whole URL as pzprjs writes it: a trailing '/' when the body ends in something else than a letter or digit. */
export function puzzlinkUrl(pid: string, cols: number, rows: number, body: string): string {
  const url = `https://puzz.link/p?${pid}/${cols}/${rows}/${body}`;
  return /[0-9a-zA-Z]$/.test(url) ? url : `${url}/`;
}
