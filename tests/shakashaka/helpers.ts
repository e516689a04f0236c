/**
 * Shared by the Shakashaka tests: the data records, board turns, random
 * fillings, and a second, independent way of telling whether the white areas
 * of a filled board are rectangles (tracing each area's outline and counting
 * its turns), to hold rules.ts against.
 */
import { readFileSync } from 'node:fs';
import { randomInt, type Random } from '../../src/core/random';
import { readShakashakaRecords, type ShakashakaRecord } from '../../src/puzzles/shakashaka/records';
import { STATE_CHAR, type ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';

export function records(file: string): ShakashakaRecord[] {
  return readShakashakaRecords(readFileSync(new URL(`../data/shakashaka/${file}.txt`, import.meta.url), 'utf8'));
}

/** A quarter turn clockwise of a triangle character (◤ → ◥ → ◢ → ◣ → ◤); other cells unchanged. */
const TURN: Record<string, string> = { '◤': '◥', '◥': '◢', '◢': '◣', '◣': '◤' };

/** The grid turned a quarter clockwise, triangles turned with it. */
export function turnGrid(rows: readonly string[]): string[] {
  const h = rows.length;
  const w = rows[0]?.length ?? 0;
  return Array.from({ length: w }, (_, r) => Array.from({ length: h }, (_, c) => {
    const ch = rows[h - 1 - c][r];
    return TURN[ch] ?? ch;
  }).join(''));
}

export function turnPuzzle(p: ShakashakaPuzzle): ShakashakaPuzzle {
  return { width: p.height, height: p.width, rows: turnGrid(p.rows) };
}

/** A random filling of the puzzle's white cells (mostly white cells, so areas get large). */
export function randomFilling(p: ShakashakaPuzzle, random: Random, triangleShare = 0.5): string[] {
  return p.rows.map((row) =>
    [...row].map((ch) => (ch !== '.' ? ch : random() < triangleShare ? STATE_CHAR[1 + randomInt(random, 4)] : '.')).join(''),
  );
}

/**
 * Reference check: true when every white area is a rectangle, found by tracing
 * outlines. Each cell is cut into four triangles by its diagonals (corners at
 * even coordinates, the centre at odd ones, a cell 2×2); an area's outline is
 * the edges of its triangles that no other triangle of the area shares. A
 * rectangle's outline is a single closed loop whose direction changes exactly
 * four times, each by a right angle, all the same way round.
 */
export function allAreasRectangularByOutline(rows: readonly string[]): boolean {
  const h = rows.length;
  const w = rows[0]?.length ?? 0;
  // Triangle t of cell (r, c): 0 top, 1 right, 2 bottom, 3 left; black when the cell's black covers it.
  const blackSides: Record<string, number[]> = { '.': [], '◤': [0, 3], '◥': [0, 1], '◢': [2, 1], '◣': [2, 3] };
  const isWhite = (r: number, c: number, t: number): boolean => {
    const b = blackSides[rows[r][c]];
    return b !== undefined && !b.includes(t);
  };
  const id = (r: number, c: number, t: number) => (r * w + c) * 4 + t;
  const corners = (r: number, c: number, t: number): [number, number][] => {
    const x = 2 * c;
    const y = 2 * r;
    const centre: [number, number] = [x + 1, y + 1];
    const side: [number, number][][] = [
      [[x, y], [x + 2, y]],
      [[x + 2, y], [x + 2, y + 2]],
      [[x + 2, y + 2], [x, y + 2]],
      [[x, y + 2], [x, y]],
    ];
    return [...side[t], centre];
  };
  const seen = new Set<number>();
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      for (let t = 0; t < 4; t++) {
        if (!isWhite(r, c, t) || seen.has(id(r, c, t))) continue;
        // Flood fill this area (its own, written again here on purpose).
        const area: [number, number, number][] = [];
        const stack: [number, number, number][] = [[r, c, t]];
        seen.add(id(r, c, t));
        while (stack.length) {
          const [rr, cc, tt] = stack.pop()!;
          area.push([rr, cc, tt]);
          const next: [number, number, number][] = [[rr, cc, (tt + 1) % 4], [rr, cc, (tt + 3) % 4]];
          const [dr, dc] = [[-1, 0], [0, 1], [1, 0], [0, -1]][tt];
          if (rr + dr >= 0 && rr + dr < h && cc + dc >= 0 && cc + dc < w) next.push([rr + dr, cc + dc, (tt + 2) % 4]);
          for (const n of next) {
            if (isWhite(...n) && !seen.has(id(...n))) {
              seen.add(id(...n));
              stack.push(n);
            }
          }
        }
        if (!isRectangleOutline(area.map((q) => corners(...q)))) return false;
      }
    }
  }
  return true;
}

function isRectangleOutline(triangles: [number, number][][]): boolean {
  const key = (a: [number, number], b: [number, number]) => (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? `${a}|${b}` : `${b}|${a}`);
  const count = new Map<string, [[number, number], [number, number], number]>();
  for (const [a, b, m] of triangles) {
    for (const [p, q] of [[a, b], [b, m], [m, a]] as [number, number][][]) {
      const k = key(p, q);
      const e = count.get(k);
      if (e) e[2]++;
      else count.set(k, [p, q, 1]);
    }
  }
  const edges = [...count.values()].filter((e) => e[2] === 1);
  const around = new Map<string, [number, number][]>();
  for (const [p, q] of edges) {
    around.set(`${p}`, [...(around.get(`${p}`) ?? []), q]);
    around.set(`${q}`, [...(around.get(`${q}`) ?? []), p]);
  }
  if ([...around.values()].some((n) => n.length !== 2)) return false; // pinched or branching
  // Walk the loop from one point; it must use every outline edge (one loop: no hole).
  const start = edges[0][0];
  let prev = start;
  let at = edges[0][1];
  const points: [number, number][] = [start];
  while (`${at}` !== `${start}`) {
    points.push(at);
    const [a, b] = around.get(`${at}`)!;
    const next = `${a}` === `${prev}` ? b : a;
    prev = at;
    at = next;
    if (points.length > edges.length) return false;
  }
  if (points.length !== edges.length) return false;
  const turns: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[(i + points.length - 1) % points.length];
    const q = points[i];
    const s = points[(i + 1) % points.length];
    const d1 = [Math.sign(q[0] - p[0]), Math.sign(q[1] - p[1])];
    const d2 = [Math.sign(s[0] - q[0]), Math.sign(s[1] - q[1])];
    const cross = d1[0] * d2[1] - d1[1] * d2[0];
    const dot = d1[0] * d2[0] + d1[1] * d2[1];
    if (cross === 0 && dot > 0) continue; // straight on
    if (dot !== 0) return false; // a turn that is not a right angle
    turns.push(Math.sign(cross));
  }
  return turns.length === 4 && turns.every((x) => x === turns[0]);
}
