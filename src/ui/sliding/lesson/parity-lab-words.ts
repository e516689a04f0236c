/**
 * The parity lab's words after a move or a swap: how the inversion count
 * changed, said as a change ("unchanged", "+2") with the count before and
 * after, and for an up-or-down slide which pairs flipped each way — so "0"
 * never reads as "the count is 0". Pure, so the sentences are tested
 * without a browser.
 */
import { signed } from '../../../core/numbers';

/** A slide of `tile` from reading position `from` to `to` (the blank's cell), jumping over `jumped`. */
export interface SlideNote {
  tile: number;
  vertical: boolean;
  /** The tiles between the two cells in reading order (an up-or-down slide jumps over them). */
  jumped: number[];
  /** Reading-order cell indices (blank included) of where the tile was and where it went. */
  from: number;
  to: number;
  before: number;
  after: number;
}

/** A change with its sign: +2, or −3 with a true minus sign as the page writes it. */
const change = (n: number) => (n > 0 ? `+${n}` : signed(n));
const parityWord = (n: number) => (n % 2 === 0 ? 'even' : 'odd');

/** "unchanged (5 → 5)" or "+2 (4 → 6)": the change first, then the count before and after. */
export function countChange(before: number, after: number): string {
  const d = after - before;
  return `${d === 0 ? 'unchanged' : change(d)} (${before} → ${after})`;
}

/** The words after one slide; `fourWide` adds the blank's row (the 15-puzzle's rule). */
export function slideWords(n: SlideNote, fourWide: boolean): string {
  if (!n.vertical) return `${n.tile} moved sideways: the reading order is the same, inversions ${countChange(n.before, n.after)}.`;
  // Moving earlier, the tile now comes before each jumped tile: a pair becomes inverted when the tile is the larger.
  const earlier = n.to < n.from;
  const nowInverted = n.jumped.filter((t) => (earlier ? n.tile > t : t > n.tile)).length;
  const nowInOrder = n.jumped.length - nowInverted;
  const pairs = (k: number) => `${k} pair${k === 1 ? '' : 's'}`;
  // Only the changes that happened: "and 0 stopped being (−0)" read like a glitch.
  const changes = [
    ...(nowInverted > 0 ? [`${pairs(nowInverted)} became inverted (+${nowInverted})`] : []),
    ...(nowInOrder > 0 ? [`${pairs(nowInOrder)} stopped being inverted (−${nowInOrder})`] : []),
  ];
  return `${n.tile} moved ${earlier ? 'up' : 'down'}, jumping over ${n.jumped.join(', ')} in reading order: ` +
    `${changes.join(' and ')}, ` +
    `so inversions ${countChange(n.before, n.after)}` +
    `${fourWide ? ', and the blank changed row, so the sum keeps its parity' : `, still ${parityWord(n.after)}`}.`;
}

/**
 * The words after the swap button: which two tiles, and the count's change of one. True of a second swap too,
 * which turns the parity back ("which no slide can undo" read as a contradiction just after a swap undid it).
 */
export function swapWords(a: number, b: number, before: number, after: number): string {
  return `Tiles ${a} and ${b} (the first two in reading order, skipping the blank) were lifted out and put back ` +
    `swapped: inversions ${countChange(before, after)}, a change of one, which turns the parity: no slide can, only a swap.`;
}
