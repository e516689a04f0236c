/**
 * The Akari text format (ARCHITECTURE.md §4): grid lines of '.', '#', '0'–'4' (and
 * '*' for lamps in a solution), cells optionally separated by single spaces;
 * puzzles separated by blank lines; a puzz.link URL or a Tatham game ID
 * (`7x7:cBa3…`, ./tatham.ts) on a line of its own is a puzzle too. The reading itself is shared with the other grid genres
 * (../text-blocks.ts, ../grid-text.ts). User input never throws: every problem
 * comes back with the line and column a person can go to.
 */
import { startingAt, type ParseResult } from '../../core/result';
import { impossibleClue as clueBeyondWhites, readGridRows } from '../grid-text';
import { codePointOffset } from '../puzzlink-frame';
import { splitBlocks, type TextBlock, type TextLine } from '../text-blocks';
import { clueOf, isWhite, MAX_SIDE, type AkariPuzzle, type AkariSolution } from './puzzle';
import { looksLikeTathamId } from '../tatham-id';
import { decodeLightupUrl, looksLikeUrl } from './puzzlink';
import { decodeLightupId } from './tatham';

export { MAX_SIDE } from './puzzle';

function badCharacter(ch: string, allowLamps: boolean): string | null {
  if (ch === '.' || ch === '#' || clueOf(ch) !== null) return null;
  if (ch === '*') return allowLamps ? null : "'*' marks a lamp in a solution; a puzzle has only '.', '#' and 0–4";
  if (ch >= '5' && ch <= '9') return `a clue counts the four neighbours, so it is at most 4, not ${ch}`;
  const lamps = allowLamps ? ", '*' for a lamp" : '';
  return `unexpected character '${ch}': use '.' for a white cell, '#' for a black one, 0–4 for a clue${lamps}`;
}

/** Reads a block of grid lines into a puzzle; checks shape and the clues. */
function readGrid(block: readonly TextLine[]): ParseResult<AkariPuzzle> {
  const read = readGridRows(block, (ch) => badCharacter(ch, false), MAX_SIDE);
  if (!read.ok) return read;
  const puzzle = { width: read.rows[0].length, height: read.rows.length, rows: read.rows };
  const clue = impossibleClue(puzzle);
  if (clue) return { ok: false, error: { message: clue.message, line: block[clue.r].line, col: read.cols[clue.r][clue.c] } };
  return { ok: true, puzzle };
}

/** A clue asking for more lamps than it has white neighbours, with a sentence why. */
export function impossibleClue(p: AkariPuzzle): { r: number; c: number; message: string } | null {
  return clueBeyondWhites(p, isWhite);
}

/** A line of its own that is a puzzle written another way: a puzz.link URL or a Tatham game ID. */
const isOneLineForm = (line: string): boolean => looksLikeUrl(line) || looksLikeTathamId(line);

const blocks = (text: string): TextBlock[] => splitBlocks(text, isOneLineForm);

function parseBlock(block: TextBlock): ParseResult<AkariPuzzle> {
  if (block.kind === 'grid') return readGrid(block.lines);
  const { text, line } = block.lines[0];
  const decoded = looksLikeTathamId(text) ? decodeLightupId(text) : decodeLightupUrl(text);
  // The decoder counts UTF-16 units; a reader counts characters.
  if (!decoded.ok) return { ok: false, error: { message: decoded.message, line, col: codePointOffset(text, decoded.offset) + 1 } };
  const clue = impossibleClue(decoded.puzzle);
  if (clue) return { ok: false, error: { message: clue.message, line, col: 1 } };
  return { ok: true, puzzle: decoded.puzzle };
}

/** Every puzzle in the input, each parsed on its own. */
export function parseAkariMany(text: string): ParseResult<AkariPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) {
    return [{ ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } }];
  }
  return found.map(parseBlock);
}

/** The same results, each with the line its puzzle starts on (the CLI's `parseEach`). */
export function parseAkariEach(text: string): ParseResult<AkariPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) return parseAkariMany(text);
  return found.map((b) => startingAt(parseBlock(b), b.lines[0].line));
}

/** Exactly one puzzle. */
export function parseAkari(text: string): ParseResult<AkariPuzzle> {
  const all = parseAkariMany(text);
  if (all.length > 1) {
    const second = blocks(text)[1].lines[0];
    return { ok: false, error: { message: 'expected one puzzle, found several', line: second.line, col: 1 } };
  }
  return all[0];
}

/** A solved grid ('*' lamps); the rules check, not the parser, says whether it is right. */
export function parseAkariSolution(text: string): ParseResult<AkariSolution> {
  const found = blocks(text).filter((b) => b.kind === 'grid');
  if (found.length !== 1) {
    return { ok: false, error: { message: 'expected one solution grid', line: 1, col: 1 } };
  }
  const read = readGridRows(found[0].lines, (ch) => badCharacter(ch, true), MAX_SIDE);
  return read.ok ? { ok: true, puzzle: read.rows } : read;
}

/** One puzzle as text, one row per line, no separators. */
export function printAkari(p: AkariPuzzle): string {
  return p.rows.join('\n');
}

export function printAkariSolution(s: AkariSolution): string {
  return s.join('\n');
}
