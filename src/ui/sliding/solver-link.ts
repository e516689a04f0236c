/**
 * What a link to the solver island carries, read once when the page opens:
 * `?board=` (the board, in the text format), `?method=` (`ida` or `ida-lc`),
 * `?limit=` (seconds), `?played=` (the reader's own moves, ./play-link.ts) and whether the link names a step (`?move=` of the
 * answer or `?search=` of the search), in which case the board is solved
 * again on load so that step can be shown. A value that cannot be used is
 * never dropped silently: it comes back as a sentence the island shows.
 *
 * The steppers read and write their own keys (src/ui/stepper-url.ts); this
 * module only decides what the island itself does with a link (the reading
 * of each value is shared by every island: src/ui/solver-link.ts).
 */
import type { ParseError } from '../../core/result';
import { parseSliding } from '../../puzzles/sliding/format';
import { DEFAULT_LIMIT_MS } from '../../puzzles/sliding/solve';
import { readLinkMethod, readLinkStep, readLinkWhole } from '../solver-link';
import { PLAYED_KEY } from './play-link';

export type SlidingMethod = 'ida' | 'ida-lc';

export const METHODS: readonly SlidingMethod[] = ['ida', 'ida-lc'];
export const DEFAULT_METHOD: SlidingMethod = 'ida';
/** The genre's own default, in the seconds the page shows. */
export const DEFAULT_LIMIT_SEC = DEFAULT_LIMIT_MS / 1000;
export const MAX_LIMIT_SEC = 600;

/** The URL keys of the island's steppers; a link naming one of them asks for a solve on load. */
export const STEP_KEYS = ['move', 'search'] as const;

/** Every key a link to the solver island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = ['board', 'method', 'limit', ...STEP_KEYS, PLAYED_KEY];

export interface SolverLink {
  /** The board text from the link, as given (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
  method: SlidingMethod | null;
  limitSec: number | null;
  /** True when the link names a step of the answer or of the search. */
  namesStep: boolean;
  /** The reader's own moves in "Slide it yourself", as the link writes them (./play-link.ts replays them), or null. */
  played: string | null;
  /** Sentences about link values that could not be used. */
  problems: string[];
}

export function isLimitSec(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIMIT_SEC;
}

export function readSolverLink(params: URLSearchParams): SolverLink {
  const link: SolverLink = { board: null, boardError: null, method: null, limitSec: null, namesStep: false, played: params.get(PLAYED_KEY), problems: [] };
  const board = params.get('board');
  if (board !== null) {
    link.board = board;
    const parsed = parseSliding(board);
    if (!parsed.ok) {
      link.boardError = parsed.error;
      link.problems.push('The board in this page’s link could not be read; it is in the box below with what is wrong.');
    }
  }
  link.method = readLinkMethod(params, 'method', METHODS, link.problems);
  link.limitSec = readLinkWhole(params, 'limit', { min: 1, max: MAX_LIMIT_SEC }, link.problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from 1 to ${MAX_LIMIT_SEC}; ${DEFAULT_LIMIT_SEC} s is used.`);
  // Every step key is read (each bad one is said), then any good one asks for the solve.
  link.namesStep = STEP_KEYS.map((k) => readLinkStep(params, k, link.problems)).some(Boolean);
  return link;
}
