/**
 * The sliding puzzle's text format (ARCHITECTURE.md §4): tiles row by row separated
 * by spaces, `0` or `_` for the blank, optional `/` between rows; the size
 * follows from the count (9 → 3×3, 16 → 4×4). `#` starts a comment to the end
 * of the line, so example files can say where a board comes from.
 *
 * Input never throws: every problem becomes a ParseError that names the
 * offending token and its 1-based line and column.
 */
import { startingAt, type ParseError, type ParseResult } from '../../core/result';
import type { SlidingPuzzle } from './board';

interface Token {
  text: string;
  line: number;
  col: number;
}

interface Line {
  line: number;
  tokens: Token[];
  /** True for a line with nothing but spaces: it separates puzzles. */
  blank: boolean;
}

const SIZES: Record<number, number> = { 9: 3, 16: 4 };

function tokenizeLines(text: string): Line[] {
  return text.split(/\r\n|\r|\n/).map((raw, i) => tokenizeLine(raw, i + 1));
}

/** The most tiles a board has, and so the most a line's tokens are kept for: the next one is the error. */
const MAX_TILES = 16;

/**
 * One line's tokens. A line of a million tokens is wrong at its 17th tile
 * (or earlier), so only what a message can name is kept: the first 17
 * tiles, the first token that is not a tile, and the first and last `/` of
 * each run (those between stand after as many tiles as the first, so they
 * pass or fail with it; the last marks where the line ends). The results
 * are those of the whole line, without an object per token.
 */
function tokenizeLine(raw: string, line: number): Line {
  const hash = raw.indexOf('#');
  const body = hash < 0 ? raw : raw.slice(0, hash);
  const tokens: Token[] = [];
  let tiles = 0;
  let slashRun = 0;
  // `/` is a token even without spaces around it ("4/9"), so split on it too.
  const re = /\/|[^\s/]+/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    const token = { text: m[0], line, col: m.index + 1 };
    if (m[0] === '/') {
      if (tiles > MAX_TILES) continue; // past the 17th tile nothing but a bad token can matter
      slashRun++;
      if (slashRun > 2) tokens[tokens.length - 1] = token;
      else tokens.push(token);
      continue;
    }
    slashRun = 0;
    const valid = tileValue(m[0]) !== null;
    if (tiles > MAX_TILES && valid) continue;
    tiles++;
    tokens.push(token);
    if (tiles > MAX_TILES && !valid) break;
  }
  return { line, tokens, blank: raw.trim() === '' };
}

const where = (t: { line: number; col: number }) => `line ${t.line}, column ${t.col}`;

/**
 * Where a tile token is, in the text and on the board: "line 1, column 42 of the text (row 4, column 4 on the board)".
 * The text's column counts characters; said alone it reads like a board column, so the board cell goes with it.
 */
const whereOnBoard = (t: { line: number; col: number }, index: number, size: number) =>
  `${where(t)} of the text (row ${Math.floor(index / size) + 1}, column ${(index % size) + 1} on the board)`;

function fail(message: string, at: { line: number; col: number }): ParseResult<SlidingPuzzle> {
  const error: ParseError = { message, line: at.line, col: at.col };
  return { ok: false, error };
}

function tileValue(text: string): number | null {
  if (text === '_') return 0;
  return /^\d+$/.test(text) ? Number(text) : null;
}

const describeTile = (t: number) => (t === 0 ? 'the blank' : `tile ${t}`);

/**
 * The sizes a board may have, counted in cells: the blank is a cell but not a tile, so "9 tiles" would clash with the
 * lesson's "8 tiles and a blank".
 */
const CELLS_WORDS = 'a board has 9 cells (8 tiles and the blank) or 16 (15 tiles and the blank)';

/** Parses the tokens of one board; `end` is where a missing token would go. */
function parseTokens(tokens: Token[], end: { line: number; col: number }): ParseResult<SlidingPuzzle> {
  const tileTokens = tokens.filter((t) => t.text !== '/');
  for (const t of tileTokens) {
    if (tileValue(t.text) === null) {
      return fail(
        `\`${t.text}\` (${where(t)}) is not a tile: a tile is a whole number, and 0 or _ marks the blank.`,
        t,
      );
    }
  }
  const count = tileTokens.length;
  if (count === 0) {
    return fail('No tiles found: type the tiles row by row, for example `1 2 3 / 4 5 6 / 7 8 _`.', end);
  }
  // One short of a full board is most likely a forgotten tile: say which.
  const size = SIZES[count] ?? SIZES[count + 1];
  if (size === undefined) {
    if (count > 16) {
      const extra = tileTokens[16];
      return fail(
        `Too many cells: \`${extra.text}\` (${where(extra)}) is the 17th; ${CELLS_WORDS}.`,
        extra,
      );
    }
    const last = tileTokens[count - 1];
    return fail(
      `Found ${count} cells, the last one \`${last.text}\` (${where(last)}); ${CELLS_WORDS}.`,
      last,
    );
  }
  const cells = size * size;
  const values = tileTokens.map((t) => tileValue(t.text) as number);
  const present = new Set(values);
  let missing = 0;
  while (missing < cells && present.has(missing)) missing++;
  const seenAt: (number | undefined)[] = new Array(cells);
  for (let i = 0; i < count; i++) {
    const t = tileTokens[i];
    const v = values[i];
    if (v >= cells) {
      return fail(
        `\`${t.text}\` (${whereOnBoard(t, i, size)}) is not a tile of a ${size}×${size} board: tiles are 1 to ${cells - 1}, with 0 or _ for the blank.`,
        t,
      );
    }
    const firstAt = seenAt[v];
    if (firstAt !== undefined) {
      const first = tileTokens[firstAt];
      const tail = missing < cells ? `; ${describeTile(missing)} is missing` : '';
      return fail(
        `${v === 0 ? 'The blank' : `Tile ${v}`} appears twice: \`${first.text}\` at ${whereOnBoard(first, firstAt, size)} and \`${t.text}\` at ${whereOnBoard(t, i, size)}${tail}.`,
        t,
      );
    }
    seenAt[v] = i;
  }
  if (count < cells) {
    const name = missing === 0 ? 'The blank (0 or _)' : `Tile \`${missing}\``;
    return fail(`${name} is missing: found ${count} cells, a ${size}×${size} board has ${cells} (${cells - 1} tiles and the blank).`, end);
  }
  // A `/` must stand exactly between two rows.
  let before = 0;
  for (const t of tokens) {
    if (t.text !== '/') {
      before++;
      continue;
    }
    if (before === 0 || before === cells || before % size !== 0) {
      return fail(
        `\`/\` (${where(t)}) comes after ${before} cells; it may only stand between two rows of ${size} cells.`,
        t,
      );
    }
  }
  return { ok: true, puzzle: { size, tiles: values } };
}

function endOf(lines: Line[]): { line: number; col: number } {
  for (let i = lines.length - 1; i >= 0; i--) {
    const ts = lines[i].tokens;
    if (ts.length > 0) {
      const last = ts[ts.length - 1];
      return { line: last.line, col: last.col + last.text.length };
    }
  }
  return { line: 1, col: 1 };
}

/** One board from the whole text (rows may be on separate lines). */
export function parseSliding(text: string): ParseResult<SlidingPuzzle> {
  const lines = tokenizeLines(text);
  return parseTokens(
    lines.flatMap((l) => l.tokens),
    endOf(lines),
  );
}

const tileCount = (l: Line) => l.tokens.filter((t) => t.text !== '/').length;

/**
 * Several boards: blocks separated by blank lines. A block is one board written
 * a row per line when it looks like one: n lines of n tiles (n = 3 or 4), or
 * a single line. Any other block is one board per line, so one bad line in a
 * list of boards is reported on its own and the other boards are still solved.
 */
export function parseSlidingMany(text: string): ParseResult<SlidingPuzzle>[] {
  return readMany(text, false);
}

/** The same results, each with the line its puzzle starts on (the CLI's `parseEach`). */
export function parseSlidingEach(text: string): ParseResult<SlidingPuzzle>[] {
  return readMany(text, true);
}

/**
 * Whether the first lines of a block prove it is one board per line whatever
 * follows (readMany): two lines or more that cannot all be rows of one board
 * — a count other than 3 or 4 tiles, two counts that differ, or more lines
 * than the first has tiles. The CLI then reads the block line by line.
 */
export function slidingLinesAlone(head: readonly string[]): boolean {
  const lines = head.map((raw, i) => tokenizeLine(raw, i + 1)).filter((l) => l.tokens.length > 0);
  if (lines.length < 2) return false;
  const first = tileCount(lines[0]);
  return (first !== 3 && first !== 4) || lines.length > first || lines.some((l) => tileCount(l) !== first);
}

/** One line of a block read one board per line, as readMany reads it there (null for a line without tiles: a comment). */
export function parseSlidingLine(raw: string, line: number): ParseResult<SlidingPuzzle> | null {
  const l = tokenizeLine(raw, line);
  return l.tokens.length === 0 ? null : startingAt(parseTokens(l.tokens, endOf([l])), line);
}

function readMany(text: string, withLines: boolean): ParseResult<SlidingPuzzle>[] {
  const at = (r: ParseResult<SlidingPuzzle>, line: number) => (withLines ? startingAt(r, line) : r);
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of tokenizeLines(text)) {
    if (line.blank) {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else if (line.tokens.length > 0) current.push(line);
    // A comment-only line neither separates nor adds tiles.
  }
  if (current.length > 0) blocks.push(current);

  const results: ParseResult<SlidingPuzzle>[] = [];
  for (const block of blocks) {
    const rowsOfOneBoard = block.length === 1 || (SIZES[block.length * block.length] !== undefined && block.every((l) => tileCount(l) === block.length));
    const onePerLine = !rowsOfOneBoard;
    if (onePerLine) {
      for (const l of block) results.push(at(parseTokens(l.tokens, endOf([l])), l.line));
    } else {
      results.push(at(parseTokens(block.flatMap((l) => l.tokens), endOf(block)), block[0].line));
    }
  }
  return results;
}

/** "5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12": reads back with parseSliding. */
export function printSliding(p: SlidingPuzzle): string {
  const rows: string[] = [];
  for (let r = 0; r < p.size; r++) {
    rows.push(
      p.tiles
        .slice(r * p.size, (r + 1) * p.size)
        .map((t) => (t === 0 ? '_' : String(t)))
        .join(' '),
    );
  }
  return rows.join(' / ');
}
