/**
 * What the race compares across its lanes: who finished first (wall time in
 * this browser, which varies) and one count the three methods share, the
 * number of *tries* — placements a method made that it might have had to take
 * back. Each method counts them its own way, and the words say how, so the
 * reader knows what the one comparable number means in each lane.
 */
import { fmt } from '../../core/numbers';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import type { SudokuMethodId } from './SudokuSolverIsland';

/** The result statistic that counts a method's tries. */
// Dancing links' forced rows (a column's only row) are not counted, as SAT's unit propagation is not: a reader saw
// forced choices counted in one lane and not the other under "comparable across lanes".
export const TRY_STAT: Record<SudokuMethodId, string> = { backtrack: 'placements', dlx: 'guesses', sat: 'decisions' };

/** What one try is for each method, in the lesson's words. */
export const TRY_WORDS: Record<SudokuMethodId, string> = {
  backtrack: 'every number it writes into a cell is a try',
  dlx: 'every candidate (matrix row) it chooses among two or more is a try, not a column’s only row',
  sat: 'only its decisions are tries, not what unit propagation sets',
};

export interface LaneOutcome {
  method: SudokuMethodId;
  label: string;
  /** 'solved', 'timeout', 'cancelled', … */
  status: string;
  /** Wall time in this browser, from the lane's start to its answer. */
  ms: number;
  /** Tries so far (the method's TRY_STAT), null when the lane gave no counts. */
  tries: number | null;
}

/**
 * Two finishing times closer than this are noise, not a result: the lanes share the reader's cores with each other and
 * the page (the lesson says "a few hundredths of a second apart are noise").
 */
export const CLOSE_MS = 50;

/**
 * The race's result in one sentence: the lanes that solved in the order they finished, then the others; and when the
 * first two finished within CLOSE_MS of each other, how to read that (readers took a 0.01 s lead for a win).
 */
export function raceSummary(lanes: readonly LaneOutcome[]): string {
  const solved = lanes.filter((l) => l.status === 'solved').sort((a, b) => a.ms - b.ms);
  const rest = lanes.filter((l) => l.status !== 'solved');
  // Hundredths of a second, unless two lanes in a row would then show the same time under a "first" and a "then":
  // then thousandths, and lanes equal even there are said to tie (readers saw "0.03 s, then … 0.03 s").
  const shown = (ms: number, digits: number) => (ms / 1000).toFixed(digits);
  const digits = solved.some((l, i) => i > 0 && shown(l.ms, 2) === shown(solved[i - 1].ms, 2)) ? 3 : 2;
  const secs = (ms: number) => `${shown(ms, digits)} s`;
  const tries = (l: LaneOutcome) => (l.tries === null ? '' : `, ${fmt(l.tries)} ${l.tries === 1 ? 'try' : 'tries'}`);
  const parts: string[] = [];
  if (solved.length > 0) {
    const tiedFirst = solved.length > 1 && secs(solved[1].ms) === secs(solved[0].ms);
    parts.push(`${tiedFirst ? 'Finished first, tied on time' : 'Finished first'}: ${solved[0].label} (${secs(solved[0].ms)}${tries(solved[0])})`);
    solved.slice(1).forEach((l, i) => parts.push(`${secs(l.ms) === secs(solved[i].ms) ? 'and' : 'then'} ${l.label} (${secs(l.ms)}${tries(l)})`));
  } else parts.push('No lane solved the board');
  const others = rest.map((l) => `${l.label} ${l.status === 'cancelled' ? 'stopped by you' : l.status === 'timeout' ? 'ran out of time' : l.status} after ${secs(l.ms)}${tries(l)}`);
  const [a, b] = solved;
  const close = a && b && b.ms - a.ms < CLOSE_MS && a.tries !== null && b.tries !== null
    ? ` ${a.label} and ${b.label} finished too close together for the times to mean much (the lanes share your machine); their tries say which did less work.`
    : '';
  return `${parts.join(', ')}${others.length > 0 ? `; ${others.join('; ')}` : ''}.${close}${fewestTries(solved)}`;
}

/** Why a method makes few tries, said after its name when it made the fewest (readers asked who won on tries, and why). */
export const FEWEST_WHY: Record<SudokuMethodId, string> = {
  backtrack: 'on this board few of its placements had to be taken back',
  dlx: 'it always chooses among the fewest candidates left, and a condition with one left costs it no try',
  sat: 'unit propagation sets forced values with no try, and each conflict taught it a clause that rules out the combination that failed',
};

/** The solved lane with the fewest tries against the others, and why; nothing when fewer than two solved lanes counted tries. */
function fewestTries(solved: readonly LaneOutcome[]): string {
  const counted = solved.filter((l) => l.tries !== null).sort((a, b) => a.tries! - b.tries!);
  if (counted.length < 2) return '';
  const [best, ...rest] = counted;
  if (rest[0].tries === best.tries) return ` ${best.label} and ${rest[0].label} tie on tries (${fmt(best.tries!)}).`;
  const against = rest.map((l) => `${fmt(l.tries!)} for ${l.label}`).join(' and ');
  return ` Fewest tries: ${best.label}, ${fmt(best.tries!)} against ${against}: ${FEWEST_WHY[best.method]}.`;
}

/**
 * Backtracking's placements and steps back from a live report alone (a lane
 * stopped by the reader gets no result to count from). After its one start
 * step, its whole steps are only placements (each one cell deeper) and steps
 * back (each one cell shallower), from depth 0; so with s of them ending at
 * depth d, placements − steps back = d and placements + steps back = s. The latest step gives d:
 * a placement at level L leaves the search at depth L + 1, a step back at L − 1.
 */
export function backtrackSplit(steps: number, latest: SudokuEvent | undefined): { placements: number; backtracks: number } | null {
  if (!latest || (latest.kind !== 'bt-place' && latest.kind !== 'bt-back')) return null;
  const s = steps - 1; // the start step
  const d = latest.kind === 'bt-place' ? latest.level + 1 : latest.level - 1;
  if ((s + d) % 2 !== 0 || d > s || d < 0) return null;
  return { placements: (s + d) / 2, backtracks: (s - d) / 2 };
}
