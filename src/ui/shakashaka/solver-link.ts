/**
 * What a link to the Shakashaka solver island carries, in the one scheme
 * every island's link has (src/ui/solver-link.ts): `?board=` (rows joined by
 * `/`, or a puzz.link URL as it is), the methods' options by their names
 * (`?model=`, the families: as the CLI's `--model`, derived from the genre by
 * src/ui/method-link.ts), `?limit=` (seconds) and `?step=` (read by the
 * stepper), in which case the board is solved again on load so that step can
 * be shown. The island runs both methods side by side, so a link names no
 * method. A value that cannot be used comes back as a sentence the island
 * shows.
 *
 * A link made before the one scheme (`?shakashaka=…&shakashaka-step=4`)
 * still opens: OLD_KEYS names what its keys are now.
 */
import type { ParseError } from '../../core/result';
import type { OptionValues } from '../../core/trace';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { shakashakaGenre } from '../../puzzles/shakashaka/genre';
import { looksLikeUrl } from '../../puzzles/shakashaka/puzzlink';
import { optionsOf, readLinkOptions } from '../method-link';
import { boardFromLinkText, boardToLinkText, LINK_KEY, readLinkBoard, readLinkStep, readLinkWhole } from '../solver-link';

/** The page's time limit per method: a reader waits for it (every example board takes well under a second). */
export const DEFAULT_LIMIT_SEC = 20;
export const LIMIT_CHOICES: readonly number[] = [5, 20, 60];
export const LIMIT_RANGE = { min: 1, max: 120 };

/** Keys of links made before the one scheme, and what they are now. */
export const OLD_KEYS: Readonly<Record<string, string>> = {
  shakashaka: LINK_KEY.board,
  'shakashaka-model': 'model',
  'shakashaka-limit': LINK_KEY.limit,
  'shakashaka-step': LINK_KEY.step,
};
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = [LINK_KEY.board, LINK_KEY.limit, LINK_KEY.step, ...Object.keys(optionsOf(shakashakaGenre)), ...Object.keys(OLD_KEYS)];

export interface ShakashakaLink {
  /** The board text from the link (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
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
export function readShakashakaLink(params: URLSearchParams): ShakashakaLink {
  const problems: string[] = [];
  const { board, boardError } = readLinkBoard(params, LINK_KEY.board, looksLikeUrl, parseShakashaka, problems);
  const options = readLinkOptions(params, shakashakaGenre, problems);
  const limitSec = readLinkWhole(params, LINK_KEY.limit, LIMIT_RANGE, problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max}; ${DEFAULT_LIMIT_SEC} s is used.`);
  const namesStep = readLinkStep(params, LINK_KEY.step, problems);
  return { board, boardError, options, limitSec, namesStep, problems };
}
