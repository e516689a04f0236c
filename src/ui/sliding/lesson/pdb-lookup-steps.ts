/**
 * The steps of one 6-6-3 lookup, for the lesson's stepper: split the tiles
 * into the groups, read each group's database, add the three numbers, do the
 * same on the mirrored board, and keep the larger sum — each step with what
 * happened and why it is allowed. Pure: a board and the solver's own
 * breakdown of it (heuristics/pdb.ts `explainPdb`, read from the real tables)
 * in, steps out.
 */
import { plural } from '../../../core/numbers';
import type { HeuristicBreakdown } from '../../../puzzles/sliding/heuristics/heuristic';
import { mirrorBoard } from '../../../puzzles/sliding/pdb/mirror';
import { compareWithManhattan, entryCheckWords } from '../../../lessons/sliding/pdb-entry-words';
import { extraKey, type ExtraMoves } from '../../../lessons/sliding/pdb-extra-moves';

export interface LookupStep {
  /** Which board the step shows. */
  board: 'original' | 'mirrored';
  /** The step's heading: which lookup it belongs to and what it does ("First lookup: the circles’ database"). */
  title: string;
  /** The tiles marked on that board, tile → group (0, 1, 2: circle, square, triangle). */
  marks: Record<number, number>;
  /** What happened, short. */
  what: string;
  /** Why, in words. */
  why: string;
  /** The running numbers the step shows, e.g. "12 + 8 + 4 = 24". */
  sum: string;
  /**
   * A database's entry checked against what the reader can count on the board: equal to the group's
   * Manhattan distances, or larger by so much and why ('' on the steps that read no entry).
   */
  check: string;
  /** Manhattan distance per tile number for the step's marked tiles (badges on the board), when it reads an entry. */
  distances?: number[];
}

/** The shape each group wears on the board (SlidingBoard's `groups` marks, in order). */
export const SHAPES = ['circle', 'square', 'triangle'] as const;

const braces = (tiles: readonly number[]) => `{${tiles.join(', ')}}`;

function marksOf(lists: readonly (readonly number[])[], only?: number): Record<number, number> {
  const marks: Record<number, number> = {};
  lists.forEach((list, g) => {
    if (only === undefined || only === g) for (const t of list) marks[t] = g;
  });
  return marks;
}

/** The check of one entry, and the badges that let the reader count its Manhattan part on the board. */
function checked(tiles: readonly number[], group: readonly number[], value: number, found: ExtraMoves | null = null) {
  const c = compareWithManhattan(tiles, 4, group, value);
  // Only the group's tiles get a distance (the others, left out, get no badge and no "from home" in their name).
  const distances: number[] = [];
  for (const d of c.distances) distances[d.tile] = d.distance;
  return { check: entryCheckWords(c, value, found), distances };
}

/**
 * The steps of the lookup of `tiles` (a 4×4 board), whose breakdown with its mirror is `b`; `extras` (from
 * lookupExtras, computed when the page is built) name the tiles that make an entry's extra moves.
 */
export function lookupSteps(b: HeuristicBreakdown, tiles: readonly number[], extras: Record<string, ExtraMoves | null> = {}): LookupStep[] {
  if (!b.mirror) throw new Error('the lookup stepper needs the breakdown with its mirror');
  const mirrored = mirrorBoard(tiles, 4);
  const groups = b.parts.map((p) => p.tiles ?? []);
  const values = b.parts.map((p) => p.value);
  const mirrorGroups = b.mirror.parts.map((p) => p.tiles ?? []);
  const mirrorValues = b.mirror.parts.map((p) => p.value);
  const sum = values.reduce((a, v) => a + v, 0);
  const mirrorSum = b.mirror.total;
  const running = (vs: number[], k: number) => vs.slice(0, k + 1).join(' + ');
  const steps: LookupStep[] = [
    {
      board: 'original',
      title: 'Split the tiles into three groups',
      marks: marksOf(groups),
      what: `Split the 15 tiles into three groups: ${groups.map((g, i) => `${SHAPES[i]}s ${braces(g)}`).join(', ')}.`,
      why: 'Every tile is in exactly one group, so every move the solution makes slides a tile of exactly one group. ' +
        'That is what will allow the three numbers to be added.',
      sum: '',
      check: '',
    },
  ];
  groups.forEach((g, i) => {
    steps.push({
      board: 'original',
      title: `First lookup: the ${SHAPES[i]}s’ database`,
      marks: marksOf(groups, i),
      what: `Look up the database of tiles ${braces(g)} (the ${SHAPES[i]}s) at the cells they stand on now: ${plural(values[i], 'move')}.`,
      why: `The entry is the fewest moves of these ${g.length} tiles alone that bring them all home, found by a breadth-first search ` +
        'in which sliding any other tile cost nothing. The other tiles are treated as interchangeable, so the entry depends ' +
        'only on where this group stands.',
      sum: running(values, i),
      ...checked(tiles, g, values[i], extras[extraKey('original', g)] ?? null),
    });
  });
  steps.push({
    board: 'original',
    title: 'First lookup: the sum',
    marks: marksOf(groups),
    what: `Add them: ${values.join(' + ')} = ${sum}.`,
    why: 'Additive: each database counted only its own tiles’ moves, and no move slides tiles of two groups, so no move is ' +
      `counted twice. Any solution needs at least ${values[0]} moves of the first group, ${values[1]} of the second and ` +
      `${values[2]} of the third, all different moves: at least ${sum} in all. The sum never overestimates.`,
    sum: `${values.join(' + ')} = ${sum}`,
    check: '',
  });
  steps.push({
    board: 'mirrored',
    title: 'Mirror the board',
    marks: {},
    what: 'Reflect the board along the diagonal from its top-left corner, and renumber each tile for the goal cell it now heads for.',
    why: 'The goal reflects onto itself, and every move on one board is a move on the other, so the mirrored board needs ' +
      'exactly as many moves as this one. An admissible estimate of it is therefore an admissible estimate of this board.',
    sum: `${sum} (first sum)`,
    check: '',
  });
  groups.forEach((g, i) => {
    steps.push({
      board: 'mirrored',
      title: `Mirror lookup: the ${SHAPES[i]}s’ database`,
      marks: marksOf(groups, i),
      what: `On the mirrored board, the same database of tiles ${braces(g)}: ${plural(mirrorValues[i], 'move')}. ` +
        `Those mirrored tiles are the original tiles ${braces(mirrorGroups[i])}.`,
      why: 'The tables are the same; only the board they are read on changed. So this lookup sees a different set of the ' +
        'original tiles together, and may notice detours the first lookup could not.',
      sum: running(mirrorValues, i),
      // On the mirrored board the database reads its own tile numbers, so they are the ones checked there.
      ...checked(mirrored, g, mirrorValues[i], extras[extraKey('mirrored', g)] ?? null),
    });
  });
  const larger = Math.max(sum, mirrorSum);
  steps.push({
    board: 'mirrored',
    title: 'Mirror lookup: the sum, and the larger of the two sums',
    marks: marksOf(groups),
    what: `Add them: ${mirrorValues.join(' + ')} = ${mirrorSum}. Keep the larger sum: max(${sum}, ${mirrorSum}) = ${larger}.`,
    why: `Both sums are admissible: neither ever says more than the moves really needed. So the larger one never does either, ` +
      `and the search may use ${larger}, the tighter of the two. ` +
      (sum === mirrorSum
        ? 'Here the two sums happen to be equal.'
        : `Here the ${mirrorSum > sum ? 'mirror' : 'first'} sum is larger by ${Math.abs(mirrorSum - sum)}.`),
    sum: `max(${sum}, ${mirrorSum}) = ${larger}`,
    check: '',
  });
  if (larger !== b.total) throw new Error(`the steps reach ${larger} but the solver's estimate is ${b.total}`);
  return steps;
}
