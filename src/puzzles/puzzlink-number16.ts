/**
 * pzprjs' "number16" body codec (github robx/pzprjs, `decodeNumber16`), in
 * which puzz.link writes a number per cell, row by row, for Numberlink and
 * Sudoku among others:
 *   0–9, a–f  a number 0–15 · '-' + 2 hex digits: 16–255 · '+' + 3 hex: 256–4095 ·
 *   '=' + 3 hex: 4096 + value · '%' or '@' + 3 hex: 8192 + value ·
 *   '*' + 4 hex: 12240 + value · '$' + 5 hex: 77776 + value ·
 *   '.' a cell marked "some number" without saying which · g–z: (value36 − 15) empty cells ·
 *   anything else is skipped without moving to the next cell.
 * Offsets are 0-based in the whole line, so errors point where a person looks.
 */

/** An empty cell in the decoded values. */
export const NO_NUMBER = -1;

export type Number16Decode =
  | { ok: true; values: number[]; /** where each cell's number starts in the line (the body's start for empty cells) */ where: number[] }
  | { ok: false; message: string; offset: number };

/** Long number forms: the prefix, how many hex digits follow, and what is added. */
const LONG_FORMS: Record<string, { digits: number; base: number }> = {
  '-': { digits: 2, base: 0 },
  '+': { digits: 3, base: 0 },
  '=': { digits: 3, base: 4096 },
  '%': { digits: 3, base: 8192 },
  '@': { digits: 3, base: 8192 },
  '*': { digits: 4, base: 12240 },
  $: { digits: 5, base: 77776 },
};

/**
 * The numbers of `cellCount` cells from `body`, which starts at `bodyAt` in
 * the line. A '.' cell is refused with `unknownNumber` (a sentence saying why
 * the genre cannot take one).
 */
export function decodeNumber16(body: string, bodyAt: number, cellCount: number, unknownNumber: string): Number16Decode {
  const values: number[] = new Array(cellCount).fill(NO_NUMBER);
  const where: number[] = new Array(cellCount).fill(bodyAt);
  let c = 0;
  for (let k = 0; k < body.length && c < cellCount; k++) {
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
      return { ok: false, message: unknownNumber, offset: bodyAt + k };
    } else if (ch >= 'g' && ch <= 'z') c += parseInt(ch, 36) - 15;
  }
  return { ok: true, values, where };
}

/** The body pzprjs writes for these numbers (NO_NUMBER for an empty cell; numbers up to 4095). */
export function encodeNumber16(values: Iterable<number>): string {
  let body = '';
  let pending = 0;
  const flush = (): void => {
    if (pending > 0) body += (pending + 15).toString(36);
    pending = 0;
  };
  for (const v of values) {
    if (v === NO_NUMBER) {
      if (++pending === 20) flush();
      continue;
    }
    flush();
    body += v < 16 ? v.toString(16) : v < 256 ? `-${v.toString(16).padStart(2, '0')}` : `+${v.toString(16).padStart(3, '0')}`;
  }
  flush();
  return body;
}
