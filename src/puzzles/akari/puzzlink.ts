/**
 * puzz.link / pzv.jp URLs for Akari (genre id `akari` or `lightup`):
 * `…?akari/<cols>/<rows>/<body>`, the body in pzprjs' "4-cell" codec, shared
 * with Shakashaka (../puzzlink.ts). The encoder writes what pzprjs writes.
 */
import { decodeFourCell, encodeFourCell, looksLikeUrl as anyUrl, puzzlinkUrl, readPuzzlinkUrl } from '../puzzlink';
import type { AkariPuzzle } from './puzzle';

export type UrlDecode =
  | { ok: true; puzzle: AkariPuzzle }
  | { ok: false; message: string; /** 0-based offset in the URL text, in code points */ offset: number };

const PIDS = ['akari', 'lightup'];

/** True when the line is meant as a puzz.link-style URL rather than a grid row. */
export function looksLikeUrl(line: string): boolean {
  return anyUrl(line, PIDS);
}

export function decodeLightupUrl(text: string): UrlDecode {
  const frame = readPuzzlinkUrl(text, PIDS, 'Akari (akari or lightup)');
  if (!frame.ok) return frame;
  return { ok: true, puzzle: { width: frame.cols, height: frame.rows, rows: decodeFourCell(frame.body, frame.cols, frame.rows) } };
}

/** The URL pzprjs would write for this board (lamps count as white cells). */
export function encodeLightupUrl(p: AkariPuzzle): string {
  return puzzlinkUrl('akari', p.width, p.height, encodeFourCell(p.rows));
}
