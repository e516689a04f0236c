/**
 * pzprjs' "4-cell" codec for puzz.link bodies (written from the description of
 * pzprjs' encodings, github robx/pzprjs), shared by Akari and Shakashaka, whose
 * boards are both white cells, black cells and black clues 0–4. Read row by
 * row: 0–4 clue · 5–9 clue (ch−5) + 1 white · a–e clue (ch−a) + 2 whites ·
 * g–z (value36 − 15) whites · '.' black without number · anything else one
 * white. Cells never mentioned stay white. The encoder writes what pzprjs
 * writes, so a board read and written back gives the URL pzprjs would give.
 * The frame around the body is ./puzzlink-frame.ts.
 */

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
