/**
 * "Show the doomed branch": for a walk step whose other choice no rule cuts
 * at once and which still has no solution, what the board looks like if that
 * choice is taken and followed as far as any way on from it gets (one of the
 * ways recorded by src/puzzles/numberlink/dead-state.ts), and the words that
 * say where and by which rule both choices at the end are cut.
 */
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { Cell } from '../../puzzles/numberlink/puzzle';
import { cutRule } from '../../puzzles/numberlink/rule-names';
import { choiceWords, edgeAt, mateEntries, type MateEntry } from './mate-words';

export interface DoomedView {
  links: [Cell, Cell][];
  off: [Cell, Cell][];
  /** The edge where the branch dies, and the cells its two cuts are about. */
  current: [Cell, Cell];
  /** That edge's number (1-based). */
  dies: number;
  marked: Cell[];
  /** The branch's frontier just before the edge where it dies, with its mate tags (drawn as on every other step). */
  entries: MateEntry[];
  text: string;
}

/**
 * The doomed branch of step `k` (1-based) of a walk, or null when that step's
 * other choice is cut at once, has solutions, or its branch was not recorded.
 * `steps` gives the edge of every level (the walk decides every edge in order).
 */
export function doomedView(steps: readonly WalkStepEvent[], k: number, puzzle: { labels: readonly string[]; width: number }): DoomedView | null {
  const step = steps[k - 1];
  const d = step?.other?.dies;
  if (!d?.branch || step.other?.cut || step.other?.fixed) return null;
  const taken = new Set(d.branch.taken);
  const edgeOf = (i: number): [Cell, Cell] => steps[i].edge;
  const links = d.branch.taken.map(edgeOf);
  const off: [Cell, Cell][] = [];
  for (let i = 0; i < d.level; i++) if (!taken.has(i)) off.push(edgeOf(i));
  const other: 0 | 1 = step.choice === 1 ? 0 : 1;
  const more = d.level - k;
  const name = (i: number): string => `edge ${i + 1}, ${edgeAt(steps[i].edge[0], steps[i].edge[1])}`;
  const cap = (t: string): string => t.replace(/^./, (c) => c.toUpperCase());
  const cuts = d.branch.cuts.map((c) => `${cap(choiceWords(c.choice))} breaks ${cutRule(c.rule)}: ${c.why}.`).join(' ');
  const text =
    `If ${name(k - 1)} were ${other === 1 ? 'taken' : 'left out'} instead, no rule would object at once. ` +
    `Drawn here: the way on from there that lasts longest. It passes every rule for ${more} more edge${more === 1 ? '' : 's'}, ` +
    `then at ${name(d.level)}, in thick dashes, both choices fail. ${cuts} ` +
    `Every other way on is cut by then, so the walk ${step.choice === 1 ? 'takes' : 'leaves out'} ${name(k - 1)}.`;
  const marked = d.branch.cuts.flatMap((c) => c.cells);
  const entries = d.branch.frontier ? mateEntries(d.branch.frontier, d.branch.mate, puzzle.labels, puzzle.width) : [];
  return { links, off, current: d.edge, dies: d.level + 1, marked, entries, text };
}
