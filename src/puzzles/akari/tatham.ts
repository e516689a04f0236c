/**
 * Light Up game IDs as Simon Tatham's `lightup` writes them, e.g.
 * `7x7:cBa3a1m0eBm2a2a1c`: the size (columns × rows), then the cells in
 * reading order, where a letter `a`–`z` is a run of 1–26 white cells, `B` a
 * black cell without a number and `0`–`4` a black cell with that clue.
 * The frame is shared (../tatham-id.ts); the writer makes what `lightup` makes.
 */
import { readTathamId } from '../tatham-id';
import { MAX_SIDE, type AkariPuzzle } from './puzzle';
import type { UrlDecode } from './puzzlink';

export function decodeLightupId(text: string): UrlDecode {
  const frame = readTathamId(text, 'Light Up');
  if (!frame.ok) return frame;
  const { first: width, second: height, description, descriptionOffset: at } = frame;
  if (width > MAX_SIDE || height > MAX_SIDE) {
    const offset = width > MAX_SIDE ? frame.firstOffset : frame.secondOffset;
    return { ok: false, message: `the board is ${width}×${height}; at most ${MAX_SIDE}×${MAX_SIDE} is read`, offset };
  }
  const total = width * height;
  const cells: string[] = [];
  for (let k = 0; k < description.length; k++) {
    const ch = description[k];
    const room = total - cells.length;
    if (ch >= 'a' && ch <= 'z') {
      const run = ch.charCodeAt(0) - 96;
      if (run > room) return overrun(width, height, at + k);
      for (let i = 0; i < run; i++) cells.push('.');
    } else if (ch === 'B' || (ch >= '0' && ch <= '4')) {
      if (room < 1) return overrun(width, height, at + k);
      cells.push(ch === 'B' ? '#' : ch);
    } else {
      const message = `'${ch}' is not part of a Light Up game ID: a–z are runs of white cells, B a black cell, 0–4 a clue`;
      return { ok: false, message, offset: at + k };
    }
  }
  if (cells.length < total) {
    const message = `the description gives ${cells.length} of the ${total} cells of a ${width}×${height} board`;
    return { ok: false, message, offset: at + description.length };
  }
  const rows: string[] = [];
  for (let r = 0; r < height; r++) rows.push(cells.slice(r * width, (r + 1) * width).join(''));
  return { ok: true, puzzle: { width, height, rows } };
}

function overrun(width: number, height: number, offset: number): UrlDecode {
  return { ok: false, message: `the description runs past the ${width * height} cells of a ${width}×${height} board here`, offset };
}

/** The game ID `lightup` would print for this board. */
export function encodeLightupId(p: AkariPuzzle): string {
  let out = '';
  let run = 0;
  const flush = () => {
    if (run > 0) out += String.fromCharCode(96 + run);
    run = 0;
  };
  for (const row of p.rows) {
    for (const ch of row) {
      if (ch === '#' || (ch >= '0' && ch <= '4')) {
        flush();
        out += ch === '#' ? 'B' : ch;
      } else {
        if (run === 26) flush();
        run++;
      }
    }
  }
  flush();
  return `${p.width}x${p.height}:${out}`;
}
