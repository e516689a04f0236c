/**
 * puzz.link / pzv.jp URLs for Shakashaka: `…?shakashaka/<cols>/<rows>/<body>`,
 * the frame every genre shares (../puzzlink-frame.ts) around a body in pzprjs'
 * "4-cell" codec, the same as Akari's (../puzzlink-four-cell.ts). The encoder
 * writes what pzprjs writes, so a board read from a URL and written back gives
 * the URL pzprjs would give.
 */
import { decodeFourCell, encodeFourCell } from '../puzzlink-four-cell';
import { codePointOffset, puzzlinkUrl, puzzlinkUrlTest, readFrame } from '../puzzlink-frame';
import type { ShakashakaPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: ShakashakaPuzzle }
  | { ok: false; message: string; /** 0-based offset in the line, in code points */ offset: number };

const PIDS = ['shakashaka'];

/** The largest board read from a URL, so a typo cannot ask for a billion cells. */
export const MAX_URL_CELLS = 100 * 100;

/** True when the line is meant as a puzz.link-style URL rather than a grid row. */
export const looksLikeUrl = puzzlinkUrlTest(PIDS);

export function decodeShakashakaUrl(text: string): UrlDecode {
  const frame = readFrame(text, PIDS, 'Shakashaka', MAX_URL_CELLS);
  if (!frame.ok) return { ok: false, message: frame.message, offset: codePointOffset(text, frame.offset) };
  return { ok: true, puzzle: { width: frame.cols, height: frame.rows, rows: decodeFourCell(frame.body, frame.cols, frame.rows) } };
}

/** The URL pzprjs would write for this board. */
export function encodeShakashakaUrl(p: ShakashakaPuzzle): string {
  return puzzlinkUrl('shakashaka', p.width, p.height, encodeFourCell(p.rows));
}
