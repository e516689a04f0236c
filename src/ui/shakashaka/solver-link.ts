/**
 * What a link to the Shakashaka solver island carries, in the one scheme
 * every island's link has (src/ui/solver-link.ts): `?board=` (rows joined by
 * `/`, or a puzz.link URL as it is), the methods' options by their names
 * (`?model=`, the families, as the CLI's `--model`), `?limit=` (seconds) and
 * `?step=` (read by the stepper), in which case the board is solved again on
 * load so that step can be shown. The island runs both methods side by side,
 * so a link names no method. src/ui/method-link.ts reads the link from this
 * configuration; a value that cannot be used comes back as a sentence the
 * island shows.
 *
 * A link made before the one scheme (`?shakashaka=…&shakashaka-step=4`)
 * still opens: OLD_KEYS names what its keys are now.
 */
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { shakashakaGenre } from '../../puzzles/shakashaka/genre';
import { looksLikeUrl } from '../../puzzles/shakashaka/puzzlink';
import { islandLinkKeys, readIslandLink, type IslandLink, type IslandLinkConfig } from '../method-link';
import { boardFromLinkText, boardToLinkText, LINK_KEY } from '../solver-link';

/** The page's time limit per method: a reader waits for it (every example board takes well under a second). */
export const DEFAULT_LIMIT_SEC = 20;
export const LIMIT_CHOICES: readonly number[] = [5, 20, 60];
export const LIMIT_RANGE = { min: 1, max: 120 };

// Alike by intent: akari/solver-link.ts has the same shape (each genre's table for the shared link reader).
const LINK: IslandLinkConfig = {
  table: shakashakaGenre,
  parse: parseShakashaka,
  isUrl: looksLikeUrl,
  namesMethod: false,
  limit: { ...LIMIT_RANGE, defaultSec: DEFAULT_LIMIT_SEC },
};

/** Keys of links made before the one scheme, and what they are now. */
export const OLD_KEYS: Readonly<Record<string, string>> = {
  shakashaka: LINK_KEY.board,
  'shakashaka-model': 'model',
  'shakashaka-limit': LINK_KEY.limit,
  'shakashaka-step': LINK_KEY.step,
};
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = islandLinkKeys(LINK, OLD_KEYS);

/** The board as a link carries it: rows joined by '/', a puzz.link URL as it is. */
export const boardToLink = (text: string): string => boardToLinkText(text, looksLikeUrl);

export const boardFromLink = (raw: string): string => boardFromLinkText(raw, looksLikeUrl);

/** Reads a link in the keys now (old keys are upgraded first: `readPageLink(OLD_KEYS)`). */
export const readShakashakaLink = (params: URLSearchParams): IslandLink => readIslandLink(params, LINK);
