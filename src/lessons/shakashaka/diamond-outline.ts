/**
 * The outline of the holed diamond for its figure: the tilted white square
 * around a 2×2 black block, with the block as its hole, as polygons of grid
 * corners [column, row] (ShakashakaBoard's `outline`). Read off the filling,
 * not typed in: the block is the board's black cells, and the square's top
 * corner is where a ◤ and a ◥ meet above the block's middle; the square is
 * as wide as it is tall, so that corner fixes the other three.
 */
export type Corner = readonly [number, number];

export function holedDiamondOutline(rows: readonly string[]): Corner[][] {
  const black: Corner[] = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '#' || /[0-4]/.test(ch)) black.push([c, r]); }));
  if (black.length !== 4) throw new Error(`holed diamond: expected a 2×2 black block, found ${black.length} black cells`);
  const c0 = Math.min(...black.map(([c]) => c));
  const r0 = Math.min(...black.map(([, r]) => r));
  const [cx, cy] = [c0 + 1, r0 + 1];
  // The top corner: the topmost row where the cells left and right of the middle column line are ◤ and ◥.
  const top = rows.findIndex((row) => [...row][cx - 1] === '◤' && [...row][cx] === '◥');
  if (top < 0 || top >= r0) throw new Error('holed diamond: no ◤◥ corner above the block');
  const d = cy - top;
  return [
    [[cx, top], [cx + d, cy], [cx, cy + d], [cx - d, cy]],
    [[c0, r0], [c0 + 2, r0], [c0 + 2, r0 + 2], [c0, r0 + 2]],
  ];
}
