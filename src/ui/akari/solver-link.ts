/**
 * What a link to the Akari solver island carries, read once when the page
 * opens: `?akari=` (the board as rows joined by `/`, or a puzz.link URL as
 * it is), `?akari-method=`, `?akari-cap=` (the pair loop's cap),
 * `?akari-limit=` (seconds) and `?akari-step=` (the step of the deduction,
 * read by the stepper), in which case the board is solved again on load so
 * that step can be shown. A value that cannot be used comes back as a
 * sentence the island shows (src/ui/solver-link.ts).
 *
 * The keys keep an `akari` prefix: the lesson page has other islands, and
 * a link made before this file was written (`?akari=…&akari-step=4`) still opens.
 */
import type { ParseError } from '../../core/result';
import { DEFAULT_PAIR_CAP } from '../../inequalities/pairs';
import { parseAkari } from '../../puzzles/akari/format';
import { looksLikeUrl } from '../../puzzles/akari/puzzlink';
import { PAIR_CAP_MAX, PAIR_CAP_MIN } from '../../puzzles/akari/solve-pairs';
import { boardFromLinkText, boardToLinkText, readLinkBoard, readLinkMethod, readLinkStep, readLinkWhole } from '../solver-link';

export type AkariMethod = 'selective' | 'pairs' | 'force';

/** In the order the page offers them; the first is the genre's default (tests/ui/akari-link.test.ts checks it). */
export const METHODS: readonly AkariMethod[] = ['selective', 'pairs', 'force'];
export const DEFAULT_METHOD: AkariMethod = 'selective';
export const DEFAULT_CAP = DEFAULT_PAIR_CAP;
export const CAP_RANGE = { min: PAIR_CAP_MIN, max: PAIR_CAP_MAX };
/**
 * The page's time limit: shorter than the command line's 60 s, because a
 * reader waits for it (every example board takes well under a second).
 */
export const DEFAULT_LIMIT_SEC = 10;
export const LIMIT_RANGE = { min: 1, max: 120 };

export const BOARD_KEY = 'akari';
export const STEP_KEY = 'akari-step';
export const STEP_KEYS = [STEP_KEY] as const;
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = [BOARD_KEY, 'akari-method', 'akari-cap', 'akari-limit', ...STEP_KEYS];

export interface AkariLink {
  /** The board text from the link (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
  method: AkariMethod | null;
  cap: number | null;
  limitSec: number | null;
  /** True when the link names a step of the deduction. */
  namesStep: boolean;
  /** Sentences about link values that could not be used. */
  problems: string[];
}

/** The board as a link carries it: rows joined by '/', a puzz.link URL as it is. */
export const boardToLink = (text: string): string => boardToLinkText(text, looksLikeUrl);

export const boardFromLink = (raw: string): string => boardFromLinkText(raw, looksLikeUrl);

export function readAkariLink(params: URLSearchParams): AkariLink {
  const link: AkariLink = { board: null, boardError: null, method: null, cap: null, limitSec: null, namesStep: false, problems: [] };
  Object.assign(link, readLinkBoard(params, BOARD_KEY, looksLikeUrl, parseAkari, link.problems));
  link.method = readLinkMethod(params, 'akari-method', METHODS, link.problems);
  link.cap = readLinkWhole(params, 'akari-cap', CAP_RANGE, link.problems,
    (raw) => `The link’s cap “${raw}” is not a whole number from ${CAP_RANGE.min.toLocaleString('en-US')} to ${CAP_RANGE.max.toLocaleString('en-US')}; ${DEFAULT_CAP.toLocaleString('en-US')} is used.`);
  link.limitSec = readLinkWhole(params, 'akari-limit', LIMIT_RANGE, link.problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max}; ${DEFAULT_LIMIT_SEC} s is used.`);
  link.namesStep = readLinkStep(params, STEP_KEY, link.problems);
  return link;
}
