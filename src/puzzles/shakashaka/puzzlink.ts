/**
 * puzz.link / pzv.jp URLs for Shakashaka: `…?shakashaka/<cols>/<rows>/<body>`,
 * the body in pzprjs' "4-cell" codec, the same as Akari's (../puzzlink.ts).
 * The encoder writes what pzprjs writes, so a board read from a URL and
 * written back gives the URL pzprjs would give.
 */
import { decodeFourCell, encodeFourCell, looksLikeUrl as anyUrl, puzzlinkUrl, readPuzzlinkUrl } from '../puzzlink';
import type { ShakashakaPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: ShakashakaPuzzle }
  | { ok: false; message: string; /** 0-based offset in the line, in code points */ offset: number };

const PIDS = ['shakashaka'];

/** True when the line is meant as a puzz.link-style URL rather than a grid row. */
export function looksLikeUrl(line: string): boolean {
  return anyUrl(line, PIDS);
}

export function decodeShakashakaUrl(text: string): UrlDecode {
  const frame = readPuzzlinkUrl(text, PIDS, 'Shakashaka');
  if (!frame.ok) return frame;
  return { ok: true, puzzle: { width: frame.cols, height: frame.rows, rows: decodeFourCell(frame.body, frame.cols, frame.rows) } };
}

/** The URL pzprjs would write for this board. */
export function encodeShakashakaUrl(p: ShakashakaPuzzle): string {
  return puzzlinkUrl('shakashaka', p.width, p.height, encodeFourCell(p.rows));
}
