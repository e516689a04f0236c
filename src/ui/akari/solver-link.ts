/**
 * What a link to the Akari solver island carries, in the one scheme every
 * island's link has (src/ui/solver-link.ts): `?board=` (rows joined by `/`,
 * or a puzz.link URL as it is), `?method=`, the methods' options by their
 * names (`?cap=`, the pair loop's cap, as the CLI's `--cap`),
 * `?limit=` (seconds) and `?step=` (read by the stepper), in which case the
 * board is solved again on load so that step can be shown. The methods and
 * options are the genre's own (src/ui/method-link.ts derives them); a value
 * that cannot be used comes back as a sentence the island shows.
 *
 * A link made before the one scheme (`?akari=…&akari-step=4`) still opens:
 * OLD_KEYS names what its keys are now.
 */
import type { ParseError } from '../../core/result';
import type { OptionValues } from '../../core/trace';
import { akariGenre } from '../../puzzles/akari/genre';
import { parseAkari } from '../../puzzles/akari/format';
import { looksLikeUrl } from '../../puzzles/akari/puzzlink';
import { methodNames, optionsOf, readLinkOptions } from '../method-link';
import { boardFromLinkText, boardToLinkText, LINK_KEY, readLinkBoard, readLinkMethod, readLinkStep, readLinkWhole } from '../solver-link';

/** The genre's methods, its default first. */
export const METHODS: readonly string[] = methodNames(akariGenre);
export const DEFAULT_METHOD = akariGenre.defaultMethod;
/**
 * The page's time limit: shorter than the command line's 60 s, because a
 * reader waits for it (every example board takes well under a second).
 */
export const DEFAULT_LIMIT_SEC = 10;
export const LIMIT_RANGE = { min: 1, max: 120 };

/** Keys of links made before the one scheme, and what they are now. */
export const OLD_KEYS: Readonly<Record<string, string>> = {
  akari: LINK_KEY.board,
  'akari-method': LINK_KEY.method,
  'akari-cap': 'cap',
  'akari-limit': LINK_KEY.limit,
  'akari-step': LINK_KEY.step,
};
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = [...Object.values(LINK_KEY), ...Object.keys(optionsOf(akariGenre)), ...Object.keys(OLD_KEYS)];

export interface AkariLink {
  /** The board text from the link (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
  method: string | null;
  /** The options the link sets (checked); the others keep their values. */
  options: OptionValues;
  limitSec: number | null;
  /** True when the link names a step of the deduction. */
  namesStep: boolean;
  /** Sentences about link values that could not be used. */
  problems: string[];
}

/** The board as a link carries it: rows joined by '/', a puzz.link URL as it is. */
export const boardToLink = (text: string): string => boardToLinkText(text, looksLikeUrl);

export const boardFromLink = (raw: string): string => boardFromLinkText(raw, looksLikeUrl);

/** Reads a link in the keys now (old keys are upgraded first: `readPageLink(OLD_KEYS)`). */
export function readAkariLink(params: URLSearchParams): AkariLink {
  const problems: string[] = [];
  const { board, boardError } = readLinkBoard(params, LINK_KEY.board, looksLikeUrl, parseAkari, problems);
  const method = readLinkMethod(params, LINK_KEY.method, METHODS, problems);
  const options = readLinkOptions(params, akariGenre, problems);
  const limitSec = readLinkWhole(params, LINK_KEY.limit, LIMIT_RANGE, problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max}; ${DEFAULT_LIMIT_SEC} s is used.`);
  const namesStep = readLinkStep(params, LINK_KEY.step, problems);
  return { board, boardError, method, options, limitSec, namesStep, problems };
}
