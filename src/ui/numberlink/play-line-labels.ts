/**
 * Which label each drawn line of the Play board belongs to, so a half-drawn
 * path can be told from another by more than its colour: the line takes its
 * label's colour, and the loose tip of a piece (a cell with one line that is
 * no endpoint) shows the label's name. A piece joined to no label, or to two
 * different ones (a broken rule, which the status line names), stays plain.
 */
import { LINE, type Position } from '../../puzzles/numberlink/play/position';
import type { NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';

export interface LineLabels {
  /** Per edge: the label index of the piece its line is on, or −1 (no line, or no single label). */
  edge: Int32Array;
  /** Loose tips of labelled pieces: a cell with one line that is not an endpoint, and the label index. */
  tips: { cell: number; label: number }[];
}

export function lineLabels(puzzle: NumberlinkPuzzle, edges: readonly (readonly [number, number])[], position: Position): LineLabels {
  const n = puzzle.width * puzzle.height;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const degree = new Int32Array(n);
  edges.forEach(([a, b], e) => {
    if (position[e] !== LINE) return;
    degree[a]++;
    degree[b]++;
    parent[find(a)] = find(b);
  });
  // A piece's label: −1 none seen yet, −2 two different labels.
  const pieceLabel = new Map<number, number>();
  puzzle.cells.forEach((k, i) => {
    if (k < 0 || degree[i] === 0) return;
    const root = find(i);
    const had = pieceLabel.get(root);
    pieceLabel.set(root, had === undefined || had === k ? k : -2);
  });
  const labelOf = (i: number): number => {
    const l = pieceLabel.get(find(i));
    return l === undefined || l < 0 ? -1 : l;
  };
  const edge = Int32Array.from(edges, ([a], e) => (position[e] === LINE ? labelOf(a) : -1));
  const tips: LineLabels['tips'] = [];
  for (let i = 0; i < n; i++) if (degree[i] === 1 && puzzle.cells[i] < 0 && labelOf(i) >= 0) tips.push({ cell: i, label: labelOf(i) });
  return { edge, tips };
}
