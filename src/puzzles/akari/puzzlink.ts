/**
 * puzz.link / pzv.jp URLs for Akari (genre id `akari` or `lightup`), as
 * pzprjs (github robx/pzprjs, the engine behind puzz.link) writes them:
 * `…?akari/<cols>/<rows>/<body>`, the frame every genre shares
 * (../puzzlink-frame.ts) around a body in the "4-cell" codec Shakashaka uses
 * too (../puzzlink-four-cell.ts). The encoder writes what pzprjs writes.
 */
import { decodeFourCell, encodeFourCell } from '../puzzlink-four-cell';
import { puzzlinkUrl, puzzlinkUrlTest, readFrame } from '../puzzlink-frame';
import { MAX_SIDE, type AkariPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: AkariPuzzle }
  | { ok: false; message: string; /** 0-based offset in the URL text */ offset: number };

const PIDS = ['akari', 'lightup'];

/** True when the line is meant as a puzz.link-style URL rather than a grid row (a `?` in a grid row is a typo, not a URL). */
export const looksLikeUrl = puzzlinkUrlTest(PIDS);

export function decodeLightupUrl(text: string): UrlDecode {
  // No limit on the cell count: each side is limited below, as grids are.
  const frame = readFrame(text, PIDS, 'Akari', Number.POSITIVE_INFINITY);
  if (!frame.ok) return frame;
  const { cols, rows } = frame;
  if (cols > MAX_SIDE || rows > MAX_SIDE) {
    return { ok: false, message: `the board is ${cols}×${rows}; at most ${MAX_SIDE}×${MAX_SIDE} is read`, offset: cols > MAX_SIDE ? frame.colsOffset : frame.rowsOffset };
  }
  return { ok: true, puzzle: { width: cols, height: rows, rows: decodeFourCell(frame.body, cols, rows) } };
}

/** The URL pzprjs would write for this board. */
export function encodeLightupUrl(p: AkariPuzzle): string {
  return puzzlinkUrl('akari', p.width, p.height, encodeFourCell(p.rows));
}
