/**
 * Manhattan distance plus linear conflicts, incremental, for any width.
 *
 * Manhattan distance: each tile needs at least |Δrow| + |Δcol| moves of its
 * own. Linear conflict: in a line (row or column) take the tiles whose goal is
 * in that line; if their order along the line is not increasing, some of them
 * must leave the line and come back, two moves Manhattan does not count. At
 * least (k − longest increasing subsequence) tiles must leave, so the line
 * adds 2·(k − LIS). A row conflict costs vertical moves and a column conflict
 * horizontal ones, and Manhattan counts neither, so all lines add up and the
 * sum stays admissible.
 *
 * Incremental trick: each line's contents is encoded as a number in base
 * n+1 (digit = the tile's goal position along the line + 1, or 0 for a tile
 * that does not belong there), and a table maps that number to the line's
 * conflict cost. A move changes one digit in at most three lines, and only
 * the line the tile crosses into or out of can change its cost.
 */
import type { Heuristic, HeuristicBreakdown, HeuristicPart } from './heuristic';

/** Longest strictly increasing subsequence: the members, by index. */
function lisIndices(seq: readonly number[]): number[] {
  const best = seq.map(() => 1);
  const prev = seq.map(() => -1);
  for (let i = 0; i < seq.length; i++) {
    for (let j = 0; j < i; j++) {
      if (seq[j] < seq[i] && best[j] + 1 > best[i]) {
        best[i] = best[j] + 1;
        prev[i] = j;
      }
    }
  }
  let end = -1;
  for (let i = 0; i < seq.length; i++) if (end < 0 || best[i] > best[end]) end = i;
  const out: number[] = [];
  for (let i = end; i >= 0; i = prev[i]) out.unshift(i);
  return out;
}

interface Tables {
  n: number;
  cells: number;
  rowOf: Uint8Array;
  colOf: Uint8Array;
  /** md[tile·cells + cell] */
  md: Uint8Array;
  /** rowDigit[r·cells + tile]: goal column + 1 when the tile's goal row is r, else 0. */
  rowDigit: Uint8Array;
  colDigit: Uint8Array;
  /** pow[i] = (n+1)^i */
  pow: Int32Array;
  /** line code → 2·(k − LIS) */
  lineCost: Uint8Array;
}

const tableCache = new Map<number, Tables>();

function tablesFor(n: number): Tables {
  const cached = tableCache.get(n);
  if (cached) return cached;
  const cells = n * n;
  const rowOf = new Uint8Array(cells);
  const colOf = new Uint8Array(cells);
  for (let c = 0; c < cells; c++) {
    rowOf[c] = Math.floor(c / n);
    colOf[c] = c % n;
  }
  const md = new Uint8Array(cells * cells);
  const rowDigit = new Uint8Array(n * cells);
  const colDigit = new Uint8Array(n * cells);
  for (let t = 1; t < cells; t++) {
    const gr = rowOf[t - 1];
    const gc = colOf[t - 1];
    for (let c = 0; c < cells; c++) md[t * cells + c] = Math.abs(rowOf[c] - gr) + Math.abs(colOf[c] - gc);
    rowDigit[gr * cells + t] = gc + 1;
    colDigit[gc * cells + t] = gr + 1;
  }
  const base = n + 1;
  const pow = new Int32Array(n + 1);
  pow[0] = 1;
  for (let i = 1; i <= n; i++) pow[i] = pow[i - 1] * base;
  const lineCost = new Uint8Array(pow[n]);
  for (let code = 0; code < pow[n]; code++) {
    const digits: number[] = [];
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / base)) {
      const d = rest % base;
      if (d > 0) digits.push(d);
    }
    lineCost[code] = 2 * (digits.length - lisIndices(digits).length);
  }
  const tables = { n, cells, rowOf, colOf, md, rowDigit, colDigit, pow, lineCost };
  tableCache.set(n, tables);
  return tables;
}

class ManhattanLc implements Heuristic {
  readonly name = 'Manhattan + linear conflicts';
  private readonly t: Tables;
  private readonly rowCode: Int32Array;
  private readonly colCode: Int32Array;
  private md = 0;
  private lc = 0;

  constructor(n: number) {
    this.t = tablesFor(n);
    this.rowCode = new Int32Array(n);
    this.colCode = new Int32Array(n);
  }

  init(tiles: Uint8Array): number {
    const { n, cells, rowOf, colOf, md, rowDigit, colDigit, pow, lineCost } = this.t;
    this.rowCode.fill(0);
    this.colCode.fill(0);
    let sum = 0;
    for (let c = 0; c < cells; c++) {
      const tile = tiles[c];
      if (tile === 0) continue;
      const r = rowOf[c];
      const k = colOf[c];
      sum += md[tile * cells + c];
      this.rowCode[r] += rowDigit[r * cells + tile] * pow[k];
      this.colCode[k] += colDigit[k * cells + tile] * pow[r];
    }
    let lc = 0;
    for (let i = 0; i < n; i++) lc += lineCost[this.rowCode[i]] + lineCost[this.colCode[i]];
    this.md = sum;
    this.lc = lc;
    return sum + lc;
  }

  move(tile: number, from: number, to: number): number {
    const t = this.t;
    const cells = t.cells;
    const lineCost = t.lineCost;
    this.md += t.md[tile * cells + to] - t.md[tile * cells + from];
    const rf = t.rowOf[from];
    const cf = t.colOf[from];
    const rt = t.rowOf[to];
    const ct = t.colOf[to];
    if (rf === rt) {
      // Sideways: the tile keeps its order in its row (cost unchanged), but
      // leaves column cf and enters column ct.
      const rd = t.rowDigit[rf * cells + tile];
      if (rd !== 0) this.rowCode[rf] += rd * (t.pow[ct] - t.pow[cf]);
      const dOut = t.colDigit[cf * cells + tile];
      if (dOut !== 0) {
        const old = this.colCode[cf];
        const next = old - dOut * t.pow[rf];
        this.colCode[cf] = next;
        this.lc += lineCost[next] - lineCost[old];
      }
      const dIn = t.colDigit[ct * cells + tile];
      if (dIn !== 0) {
        const old = this.colCode[ct];
        const next = old + dIn * t.pow[rt];
        this.colCode[ct] = next;
        this.lc += lineCost[next] - lineCost[old];
      }
    } else {
      const cd = t.colDigit[cf * cells + tile];
      if (cd !== 0) this.colCode[cf] += cd * (t.pow[rt] - t.pow[rf]);
      const dOut = t.rowDigit[rf * cells + tile];
      if (dOut !== 0) {
        const old = this.rowCode[rf];
        const next = old - dOut * t.pow[cf];
        this.rowCode[rf] = next;
        this.lc += lineCost[next] - lineCost[old];
      }
      const dIn = t.rowDigit[rt * cells + tile];
      if (dIn !== 0) {
        const old = this.rowCode[rt];
        const next = old + dIn * t.pow[ct];
        this.rowCode[rt] = next;
        this.lc += lineCost[next] - lineCost[old];
      }
    }
    return this.md + this.lc;
  }

  value(): number {
    return this.md + this.lc;
  }
}

/** A fresh incremental MD+LC heuristic for boards of width `size`. */
export function manhattanLcHeuristic(size: number): Heuristic {
  return new ManhattanLc(size);
}

/**
 * The same value taken apart for the lesson: each tile's distance, each
 * line's conflicting pairs, and which tiles must step out of their line.
 */
export function explainManhattanLc(tiles: readonly number[], size: number): HeuristicBreakdown {
  const n = size;
  const cells = n * n;
  const perTile = new Array<number>(cells).fill(0);
  const away: number[] = [];
  for (let c = 0; c < cells; c++) {
    const tile = tiles[c];
    if (tile === 0) continue;
    const goal = tile - 1;
    perTile[tile] = Math.abs(Math.floor(c / n) - Math.floor(goal / n)) + Math.abs((c % n) - (goal % n));
    if (perTile[tile] > 0) away.push(tile);
  }
  const manhattan = perTile.reduce((a, b) => a + b, 0);
  const parts: HeuristicPart[] = [{ label: 'Manhattan distance', value: manhattan, tiles: away.sort((a, b) => a - b) }];
  const conflicts: [number, number][] = [];

  for (const kind of ['Row', 'Column'] as const) {
    for (let line = 0; line < n; line++) {
      // The tiles in this line whose goal is in this line, in line order,
      // with their goal position along the line.
      const members: { tile: number; goal: number }[] = [];
      for (let i = 0; i < n; i++) {
        const cell = kind === 'Row' ? line * n + i : i * n + line;
        const tile = tiles[cell];
        if (tile === 0) continue;
        const goal = tile - 1;
        const goalLine = kind === 'Row' ? Math.floor(goal / n) : goal % n;
        if (goalLine === line) members.push({ tile, goal: kind === 'Row' ? goal % n : Math.floor(goal / n) });
      }
      for (let a = 0; a < members.length; a++) {
        for (let b = a + 1; b < members.length; b++) {
          if (members[a].goal > members[b].goal) conflicts.push([members[a].tile, members[b].tile]);
        }
      }
      const keep = new Set(lisIndices(members.map((m) => m.goal)));
      const leave = members.filter((_, i) => !keep.has(i)).map((m) => m.tile);
      if (leave.length > 0) {
        parts.push({ label: `${kind} ${line + 1}: linear conflict`, value: 2 * leave.length, tiles: leave });
      }
    }
  }
  const total = parts.reduce((s, p) => s + p.value, 0);
  return { name: 'Manhattan + linear conflicts', total, parts, perTile, conflicts };
}
