/**
 * The Shakashaka text format (ARCHITECTURE.md §4): grid lines of '.', '#', '0'–'4'
 * (and ◤ ◥ ◢ ◣ for triangles in a solution), cells optionally separated by
 * single spaces; puzzles separated by blank lines; a puzz.link URL on a line of
 * its own is a puzzle too. The reading itself is shared with the other grid
 * genres (../text-blocks.ts, ../grid-text.ts): columns count code points, and user input never
 * throws — every problem comes back with the line and column to go to.
 */
import { startingAt, type ParseResult } from '../../core/result';
import { impossibleClue, readGridRows } from '../grid-text';
import { splitBlocks, type TextBlock } from '../text-blocks';
import { clueOf, isTriangleChar, isWhite, STATE_CHAR, type ShakashakaPuzzle, type ShakashakaSolution } from './puzzle';
import { decodeShakashakaUrl, looksLikeUrl } from './puzzlink';

/** Larger boards are refused, so a stray paste cannot stall the page. */
export const MAX_SIDE = 100;

const TRIANGLES_TEXT = STATE_CHAR.slice(1).join(' ');

function badCharacter(ch: string, allowTriangles: boolean): string | null {
  if (ch === '.' || ch === '#' || clueOf(ch) !== null) return null;
  if (isTriangleChar(ch)) {
    return allowTriangles ? null : `'${ch}' is a triangle of a solution; a puzzle has only '.', '#' and 0–4`;
  }
  if (ch >= '5' && ch <= '9') return `a clue counts the triangles on the four neighbours, so it is at most 4, not ${ch}`;
  const triangles = allowTriangles ? `, or a triangle ${TRIANGLES_TEXT}` : '';
  return `unexpected character '${ch}': use '.' for a white cell, '#' for a black one, 0–4 for a clue${triangles}`;
}

function parseBlock(block: TextBlock): ParseResult<ShakashakaPuzzle> {
  if (block.kind === 'url') {
    const { text, line } = block.lines[0];
    const decoded = decodeShakashakaUrl(text);
    if (!decoded.ok) return { ok: false, error: { message: decoded.message, line, col: decoded.offset + 1 } };
    const clue = impossibleClue(decoded.puzzle, isWhite);
    if (clue) return { ok: false, error: { message: clue.message, line, col: 1 } };
    return { ok: true, puzzle: decoded.puzzle };
  }
  const read = readGridRows(block.lines, (ch) => badCharacter(ch, false), MAX_SIDE);
  if (!read.ok) return read;
  const puzzle = { width: read.rows[0].length, height: read.rows.length, rows: read.rows };
  const clue = impossibleClue(puzzle, isWhite);
  if (clue) return { ok: false, error: { message: clue.message, line: block.lines[clue.r].line, col: read.cols[clue.r][clue.c] } };
  return { ok: true, puzzle };
}

/** Every puzzle in the input, each parsed on its own. */
export function parseShakashakaMany(text: string): ParseResult<ShakashakaPuzzle>[] {
  const found = splitBlocks(text, looksLikeUrl);
  if (found.length === 0) return [{ ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } }];
  return found.map(parseBlock);
}

/** The same results, each with the line its puzzle starts on (the CLI's `parseEach`). */
export function parseShakashakaEach(text: string): ParseResult<ShakashakaPuzzle>[] {
  const found = splitBlocks(text, looksLikeUrl);
  if (found.length === 0) return parseShakashakaMany(text);
  return found.map((b) => startingAt(parseBlock(b), b.lines[0].line));
}

/** Exactly one puzzle. */
export function parseShakashaka(text: string): ParseResult<ShakashakaPuzzle> {
  const found = splitBlocks(text, looksLikeUrl);
  if (found.length > 1) {
    return { ok: false, error: { message: 'expected one puzzle, found several', line: found[1].lines[0].line, col: 1 } };
  }
  return parseShakashakaMany(text)[0];
}

/** A filled grid (triangles on white cells); the rules check, not the parser, says whether it is right. */
export function parseShakashakaSolution(text: string): ParseResult<ShakashakaSolution> {
  const found = splitBlocks(text, looksLikeUrl).filter((b) => b.kind === 'grid');
  if (found.length !== 1) return { ok: false, error: { message: 'expected one solution grid', line: 1, col: 1 } };
  const read = readGridRows(found[0].lines, (ch) => badCharacter(ch, true), MAX_SIDE);
  return read.ok ? { ok: true, puzzle: read.rows } : read;
}

/** One puzzle as text, one row per line, no separators. */
export function printShakashaka(p: ShakashakaPuzzle): string {
  return p.rows.join('\n');
}

export function printShakashakaSolution(s: ShakashakaSolution): string {
  return s.join('\n');
}
