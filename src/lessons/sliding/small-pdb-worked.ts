/**
 * One entry of the lesson's small pattern database (tiles 1 and 2 of the
 * 8-puzzle) worked by hand: an entry above the two tiles' Manhattan distances
 * where no linear conflict explains the difference, so the reason must be the
 * blank. The moves are a cheapest way found by the same rules the database is
 * built by (a slide of tile 1 or 2 costs 1, any other slide 0, the blank
 * starting wherever it suits best): a 0-1 breadth-first search over (cell of
 * tile 1, cell of tile 2, cell of the blank). Its cost must equal the entry,
 * so the list the lesson prints is one of the cheapest ways, not an example
 * that merely looks right.
 *
 * The words of the argument (why no way is cheaper) are about a corner: tile
 * 1's home is a corner, and tile 2 stands on one of the corner's two
 * neighbours. The build checks that the chosen entry is of that shape, so
 * the words cannot drift away from the numbers.
 */
import { compareWithManhattan } from './pdb-entry-words';

const SIZE = 3;
const CELLS = SIZE * SIZE;

export interface WorkedMove {
  tile: number;
  from: number;
  to: number;
  way: 'up' | 'down' | 'left' | 'right';
  /** Slides of other tiles (free) that brought the blank into place first. */
  freeBefore: number;
  /** Where the blank stood before those free slides (the cell it walked from); `to` is where they took it. */
  blankFrom: number;
}

export interface WorkedEntry {
  /** Cells of tile 1 and tile 2. */
  cells: [number, number];
  value: number;
  manhattan: number;
  /** The cheapest way: only the slides of tiles 1 and 2 count, each with the free slides before it. */
  moves: WorkedMove[];
  /** Tile 1's home (a corner) and its two neighbours: [the one tile 2 stands on, the other one]. */
  corner: { home: number; tile2On: number; other: number };
  /** Where the blank starts: the table may pick it, since an entry is the fewest over every cell of the blank. */
  blankStart: number;
}

export const cellWords = (c: number) => `row ${Math.floor(c / SIZE) + 1}, column ${(c % SIZE) + 1}`;

/** Rows plus columns from a cell to a tile's home (tile t's home is cell t − 1). */
const homeDistance = (tile: number, cell: number) =>
  Math.abs(Math.floor(cell / SIZE) - Math.floor((tile - 1) / SIZE)) + Math.abs((cell % SIZE) - ((tile - 1) % SIZE));

/**
 * Why a move of the worked way is made: one step nearer the tile's home, or a step away from it to make way,
 * which costs that step and the step back, 2 moves Manhattan distance does not count.
 */
export function movePurpose(move: WorkedMove): 'nearer' | 'away' {
  return homeDistance(move.tile, move.to) < homeDistance(move.tile, move.from) ? 'nearer' : 'away';
}

/**
 * The move (numbered from 1) that undoes move `i` of the way, a step away from home: the first later move of the
 * same tile that brings it back as near its home as it was. Null if none does (then the move was not a detour).
 */
export function comesBackIn(moves: readonly WorkedMove[], i: number): number | null {
  const m = moves[i];
  const before = homeDistance(m.tile, m.from);
  for (let j = i + 1; j < moves.length; j++) {
    if (moves[j].tile === m.tile && homeDistance(m.tile, moves[j].to) === before) return j + 1;
  }
  return null;
}

/**
 * Why move `i` of the worked way is made, in the lesson's words, naming the cells of `corner`. A step nearer home
 * needs no reason. A step away is the detour the entry counts: tile 1 enters its corner home from `corner.other`
 * (the build checks that), and with tile 1 there and tile 2 at home both of the corner's neighbours are taken, so
 * the blank could never get into the corner. When the tile steps away INTO the corner (the boards drawn show the
 * blank there before move 1), it holds the corner, and its step back (a later move, numbered from 1) leaves the
 * blank in it: the words say so, so that they agree with the boards.
 */
export function moveWhyWords(moves: readonly WorkedMove[], i: number, corner: WorkedEntry['corner']): string {
  const move = moves[i];
  if (movePurpose(move) === 'nearer') return 'one step nearer its home';
  const back = comesBackIn(moves, i);
  const backMove = back === null ? null : moves[back - 1];
  // The plain consequence first (readers wanted the point before the pictures), then the rule and this board's case,
  // in short sentences.
  const lead = 'If tile 2 stayed home, the blank would be shut out of the corner just when tile 1 needs it';
  // The position argued about is not move 1's board (tile 1 stands elsewhere there): the lesson draws it beside
  // these words (WorkedPdbEntry's "what if" board), and the words point at that drawing.
  const blocked = `Tile 1 must come from below (${cellWords(corner.other)}). Pictured there, it and tile 2 hold both ` +
    'neighbours of the corner, the blank’s only ways in';
  const extra = ' Out and back: 2 moves Manhattan distance does not count';
  if (move.to === corner.home && backMove !== null && backMove.from === corner.home) {
    return `out of its home into the corner. ${lead}. ${blocked}. So tile ${move.tile} takes the corner first, and its way ` +
      `back (move ${back}) leaves the blank there.${extra}`;
  }
  return `away from its home. ${lead}. ${blocked}. So tile ${move.tile} steps aside and comes back` +
    (back === null ? ' later.' : ` in move ${back}.`) + extra;
}

function neighbours(c: number): number[] {
  const r = Math.floor(c / SIZE);
  const k = c % SIZE;
  const out: number[] = [];
  if (r > 0) out.push(c - SIZE);
  if (r < SIZE - 1) out.push(c + SIZE);
  if (k > 0) out.push(c - 1);
  if (k < SIZE - 1) out.push(c + 1);
  return out;
}

function wayOf(from: number, to: number): WorkedMove['way'] {
  if (to === from - SIZE) return 'up';
  if (to === from + SIZE) return 'down';
  return to === from - 1 ? 'left' : 'right';
}

const code = (a: number, b: number, blank: number) => (a * CELLS + b) * CELLS + blank;

/** A cheapest way to bring tiles 1 and 2 home from cells a and b, as the database counts moves. */
/**
 * The position the detour's words argue about, to draw beside them: tile 1 below the corner (on `corner.other`),
 * tile 2 at home, and the blank where tile 1 came from (it can only have slid into the blank), outside the corner.
 */
export function shutOutPosition(w: Pick<WorkedEntry, 'moves' | 'corner'>): { one: number; two: number; blank: number } {
  const arrival = w.moves.find((m) => m.tile === 1 && m.to === w.corner.other);
  if (!arrival) throw new Error('tile 1 never steps below the corner in the worked way');
  return { one: w.corner.other, two: w.corner.tile2On, blank: arrival.from };
}

export function cheapestWay(a: number, b: number): { cost: number; moves: WorkedMove[]; blankStart: number } {
  const dist = new Array<number>(CELLS ** 3).fill(Infinity);
  const prev = new Array<{ from: number; tile: number; fromCell: number; toCell: number } | null>(CELLS ** 3).fill(null);
  const deque: number[] = [];
  for (let blank = 0; blank < CELLS; blank++) {
    if (blank === a || blank === b) continue;
    dist[code(a, b, blank)] = 0;
    deque.push(code(a, b, blank));
  }
  let goal = -1;
  while (deque.length > 0) {
    const s = deque.shift()!;
    const blank = s % CELLS;
    const p2 = Math.floor(s / CELLS) % CELLS;
    const p1 = Math.floor(s / CELLS / CELLS);
    if (p1 === 0 && p2 === 1) {
      goal = s;
      break;
    }
    for (const n of neighbours(blank)) {
      // The tile on n slides into the blank; the blank moves to n.
      const tile = n === p1 ? 1 : n === p2 ? 2 : 0;
      const next = code(tile === 1 ? blank : p1, tile === 2 ? blank : p2, n);
      const d = dist[s] + (tile === 0 ? 0 : 1);
      if (d < dist[next]) {
        dist[next] = d;
        prev[next] = { from: s, tile, fromCell: n, toCell: blank };
        if (tile === 0) deque.unshift(next);
        else deque.push(next);
      }
    }
  }
  if (goal < 0) throw new Error('tiles 1 and 2 cannot be brought home');
  const slides: { tile: number; from: number; to: number }[] = [];
  for (let s = goal; prev[s]; s = prev[s]!.from) slides.unshift({ tile: prev[s]!.tile, from: prev[s]!.fromCell, to: prev[s]!.toCell });
  const moves: WorkedMove[] = [];
  let free = 0;
  let blankFrom = -1;
  for (const m of slides) {
    // A tile sliding from n to the blank's cell moves the blank to n: the blank stood on `to` before it.
    if (blankFrom < 0) blankFrom = m.to;
    if (m.tile === 0) free++;
    else {
      moves.push({ tile: m.tile, from: m.from, to: m.to, way: wayOf(m.from, m.to), freeBefore: free, blankFrom });
      free = 0;
      blankFrom = m.from;
    }
  }
  return { cost: dist[goal], moves, blankStart: slides.length > 0 ? slides[0].to : -1 };
}

/**
 * The entry worked by hand: the first placement (tile 1's cell, then tile 2's) whose entry is above Manhattan
 * distance with no linear conflict to explain it and tile 2 already home, so that the whole difference is the blank's.
 */
export function workedEntry(value: (number | null)[][]): WorkedEntry {
  for (let a = 0; a < CELLS; a++) {
    const b = 1; // tile 2's home
    const v = value[a][b];
    if (v === null) continue;
    const tiles = new Array<number>(CELLS).fill(0);
    tiles[a] = 1;
    tiles[b] = 2;
    const c = compareWithManhattan(tiles, SIZE, [1, 2], v);
    if (c.conflict > 0 || c.rest === 0) continue;
    const way = cheapestWay(a, b);
    if (way.cost !== v) throw new Error(`the worked entry's cheapest way costs ${way.cost}, the database says ${v}`);
    // The words: tile 1's home (cell 0) is a corner whose two neighbours are tile 2's cell and one other.
    const [n1, n2] = neighbours(0);
    if (neighbours(0).length !== 2 || (n1 !== b && n2 !== b) || a === n1 || a === n2) {
      throw new Error('the worked entry is not the corner case the lesson explains');
    }
    // "Not in a linear conflict: tile 1 is not in its home row or column."
    if (Math.floor(a / SIZE) === 0 || a % SIZE === 0) throw new Error('the worked entry has tile 1 in its home row or column');
    if (v !== c.manhattan + 2) throw new Error('the corner argument explains exactly 2 moves above Manhattan distance');
    // "Tile 1 coming in from below the corner": true of the way drawn (the corner is cell 0, `other` the one below).
    const last = way.moves[way.moves.length - 1];
    const other = n1 === b ? n2 : n1;
    if (last.tile !== 1 || last.from !== other || last.to !== 0 || other !== SIZE) {
      throw new Error('tile 1 does not enter its corner from the cell the words name');
    }
    return {
      cells: [a, b], value: v, manhattan: c.manhattan, moves: way.moves, corner: { home: 0, tile2On: b, other }, blankStart: way.blankStart,
    };
  }
  throw new Error('no entry of the small database is above Manhattan distance because of the blank alone');
}
