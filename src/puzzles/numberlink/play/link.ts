/**
 * A position as a link carries it (`?play=`): three edge marks per
 * character, read as a number in base 3 (open 0, line 1, no line 2; the first
 * edge the lowest digit), written with the 27 characters 0–9 a–q; trailing
 * open edges are left out, so an untouched board is the empty string. A 9×9
 * board's 144 edges fit in at most 48 characters, all safe in a URL.
 */
import { OPEN, type EdgeMark, type Position } from './position';

const DIGITS = '0123456789abcdefghijklmnopq';

export function encodePosition(pos: Position): string {
  let out = '';
  for (let i = 0; i < pos.length; i += 3) out += DIGITS[(pos[i] ?? 0) + 3 * (pos[i + 1] ?? 0) + 9 * (pos[i + 2] ?? 0)];
  return out.replace(/0+$/, '');
}

/** The position a code stands for on a board of `edges` edges, or why it cannot be one. */
export function decodePosition(code: string, edges: number): { ok: true; position: EdgeMark[] } | { ok: false; why: string } {
  if (code.length > Math.ceil(edges / 3)) return { ok: false, why: `it is ${code.length} characters long, and this board's ${edges} edges take at most ${Math.ceil(edges / 3)}` };
  const position: EdgeMark[] = new Array(edges).fill(OPEN);
  for (let k = 0; k < code.length; k++) {
    let v = DIGITS.indexOf(code[k]);
    if (v < 0) return { ok: false, why: `“${code[k]}” is not one of the characters 0–9 and a–q` };
    for (let j = 0; j < 3; j++, v = Math.floor(v / 3)) {
      const e = 3 * k + j;
      if (e < edges) position[e] = (v % 3) as EdgeMark;
      else if (v % 3 !== 0) return { ok: false, why: 'it marks an edge past the last edge of this board' };
    }
  }
  return { ok: true, position };
}
