/**
 * What a link to the Akari solver island carries, in the one scheme every
 * island's link has (src/ui/solver-link.ts): `?board=` (rows joined by `/`,
 * or a puzz.link URL as it is), `?method=`, the methods' options by their
 * names (`?cap=`, the pair loop's cap, as the CLI's `--cap`), `?limit=`
 * (seconds) and `?step=` (read by the stepper), in which case the board is
 * solved again on load so that step can be shown. The methods and options
 * are the genre's own (src/ui/method-link.ts reads the link from this
 * configuration); a value that cannot be used comes back as a sentence the
 * island shows.
 *
 * A link made before the one scheme (`?akari=…&akari-step=4`) still opens:
 * OLD_KEYS names what its keys are now.
 */
import { akariGenre } from '../../puzzles/akari/genre';
import { parseAkari } from '../../puzzles/akari/format';
import { looksLikeUrl } from '../../puzzles/akari/puzzlink';
import { islandLinkKeys, methodNames, readIslandLink, type IslandLink, type IslandLinkConfig } from '../method-link';
import { boardFromLinkText, boardToLinkText, LINK_KEY } from '../solver-link';

/** The genre's methods, its default first. */
export const METHODS: readonly string[] = methodNames(akariGenre);
export const DEFAULT_METHOD = akariGenre.defaultMethod;
/**
 * The page's time limit: shorter than the command line's 60 s, because a
 * reader waits for it (every example board takes well under a second).
 */
export const DEFAULT_LIMIT_SEC = 10;
export const LIMIT_RANGE = { min: 1, max: 120 };

// Alike by intent: shakashaka/solver-link.ts has the same shape (each genre's table for the shared link reader).
const LINK: IslandLinkConfig = {
  table: akariGenre,
  parse: parseAkari,
  isUrl: looksLikeUrl,
  namesMethod: true,
  limit: { ...LIMIT_RANGE, defaultSec: DEFAULT_LIMIT_SEC },
};

/** Keys of links made before the one scheme, and what they are now. */
export const OLD_KEYS: Readonly<Record<string, string>> = {
  akari: LINK_KEY.board,
  'akari-method': LINK_KEY.method,
  'akari-cap': 'cap',
  'akari-limit': LINK_KEY.limit,
  'akari-step': LINK_KEY.step,
};
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = islandLinkKeys(LINK, OLD_KEYS);

/** The board as a link carries it: rows joined by '/', a puzz.link URL as it is. */
export const boardToLink = (text: string): string => boardToLinkText(text, looksLikeUrl);

export const boardFromLink = (raw: string): string => boardFromLinkText(raw, looksLikeUrl);

/** Reads a link in the keys now (old keys are upgraded first: `readPageLink(OLD_KEYS)`). */
export const readAkariLink = (params: URLSearchParams): IslandLink => readIslandLink(params, LINK);
