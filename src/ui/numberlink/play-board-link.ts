/**
 * Links into the Play board for a board of the reader's own: the grade's
 * "show me" (the solver island) opens the Play board at the position before
 * the grade's hardest step, where the Hint gives exactly that step. One of
 * the Play board's own boards (same grid, same rule) is named by its id, as
 * the Play board's permalinks do (`?play=<id>.<edges>`); any other board
 * travels in the link itself, its grid rows joined by '/' under
 * `play-board` and its rule under `play-rule`, and the Play board offers it
 * as one more board, "Your board (from the link)".
 */
import { parseNumberlink, printNumberlink } from '../../puzzles/numberlink/format';
import { RULES, type NumberlinkPuzzle, type PuzzleRule } from '../../puzzles/numberlink/puzzle';
import { LINK_KEY } from '../solver-link';
import type { NumberlinkExample } from './examples';

export const PLAY_BOARD_KEY = 'play-board';
export const PLAY_RULE_KEY = 'play-rule';
/** The id the Play board gives a board that came in its link. */
export const LINKED_BOARD_ID = 'yours';
/** The anchor of the Play board on the page. */
export const PLAY_ANCHOR = 'nl-play';

/** Every key a link to the Play board may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const NUMBERLINK_PLAY_LINK_KEYS: readonly string[] = [LINK_KEY.play, PLAY_BOARD_KEY, PLAY_RULE_KEY];

const printed = (text: string): string | null => {
  const r = parseNumberlink(text);
  return r.ok ? printNumberlink(r.puzzle) : null;
};

/**
 * The page's link (`search`, as `location.search`) with the Play board's keys
 * set to open `puzzle` under `rule` at the position `code` (play/link.ts);
 * the page's other keys are kept.
 */
export function playLinkSearch(search: string, boards: readonly NumberlinkExample[], puzzle: NumberlinkPuzzle, rule: PuzzleRule, code: string): string {
  const params = new URLSearchParams(search);
  const text = printNumberlink(puzzle);
  const own = boards.find((b) => b.rule === rule && printed(b.text) === text);
  const id = own?.id ?? LINKED_BOARD_ID;
  params.set(LINK_KEY.play, code === '' ? id : `${id}.${code}`);
  if (own) {
    params.delete(PLAY_BOARD_KEY);
    params.delete(PLAY_RULE_KEY);
  } else {
    params.set(PLAY_BOARD_KEY, text.replace(/\n/g, '/'));
    params.set(PLAY_RULE_KEY, rule);
  }
  return `?${params.toString()}`;
}

/** The board a link carries for the Play board (null when none), and what is wrong with it, in a sentence. */
export function linkedPlayBoard(params: URLSearchParams): { board: NumberlinkExample | null; problem: string | null } {
  const rows = params.get(PLAY_BOARD_KEY);
  if (rows === null) return { board: null, problem: null };
  const text = rows.replace(/\//g, '\n');
  const parsed = parseNumberlink(text);
  if (!parsed.ok) return { board: null, problem: `The board in the link’s ${PLAY_BOARD_KEY} could not be read (line ${parsed.error.line}: ${parsed.error.message}); the first board is shown.` };
  const asked = params.get(PLAY_RULE_KEY);
  const rule = (RULES as readonly string[]).includes(asked ?? '') ? (asked as PuzzleRule) : 'fill';
  const problem = asked === null || asked === rule ? null : `The link’s rule “${asked}” is not one of ${RULES.join(', ')}; the fill rule is used.`;
  return { board: { id: LINKED_BOARD_ID, label: 'Your board (from the link)', text, rule }, problem };
}
