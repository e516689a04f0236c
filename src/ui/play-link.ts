/**
 * The play island's link: `?play=<board>.<position>`, in the one link scheme
 * (LINK_KEY.play, src/ui/solver-link.ts). The board is one of the island's
 * own boards, by id; the position is every variable's value (unknown, 0 or
 * 1), three to a character, so a permalink restores what the reader placed
 * and what a hint's Apply settled. Trailing unknowns are left out, so an
 * empty board is just its id. A link that cannot be used comes back as a
 * sentence the island shows, never silently dropped.
 */
import { UNKNOWN } from '../inequalities/forcing';
import { LINK_KEY } from './solver-link';

/** 27 characters for the 27 values of three variables (each unknown, 0 or 1). */
const ALPHABET = '0123456789abcdefghijklmnopq';

/** The position as the link carries it. */
export function positionToText(values: readonly number[]): string {
  let out = '';
  for (let i = 0; i < values.length; i += 3) {
    let code = 0;
    for (let k = 0; k < 3; k++) code = code * 3 + (i + k < values.length ? values[i + k] + 1 : 0);
    out += ALPHABET[code];
  }
  return out.replace(/0+$/, '');
}

/** The values a position text stands for, or null when it does not read as `count` values. */
export function positionFromText(text: string, count: number): number[] | null {
  if (text.length > Math.ceil(count / 3)) return null;
  const values = new Array<number>(count).fill(UNKNOWN);
  for (let j = 0; j < text.length; j++) {
    let code = ALPHABET.indexOf(text[j]);
    if (code < 0) return null;
    for (let k = 2; k >= 0; k--) {
      const i = 3 * j + k;
      const digit = code % 3;
      code = (code - digit) / 3;
      if (i < count) values[i] = digit - 1;
      else if (digit !== 0) return null;
    }
  }
  return values;
}

/** The link's value for a board and a position: "tricky.9a0b", or "tricky" while nothing is placed. */
export function playToLink(boardId: string, values: readonly number[]): string {
  const position = positionToText(values);
  return position === '' ? boardId : `${boardId}.${position}`;
}

export interface PlayLinkBoard {
  id: string;
  /** How many variables the board's model has. */
  variables: number;
}

/** The board the link names (null when none of the island's), its position (null when unreadable), and what went wrong. */
export interface PlayLink {
  board: string | null;
  values: number[] | null;
  problem: string | null;
}

/** What `?play=` asks for, against the island's boards. */
export function playFromLink(raw: string, boards: readonly PlayLinkBoard[]): PlayLink {
  const dot = raw.indexOf('.');
  const id = dot < 0 ? raw : raw.slice(0, dot);
  const board = boards.find((b) => b.id === id);
  if (!board) {
    const problem = `The link names the board “${id}”, which this page’s play board does not have (it has ${boards.map((b) => b.id).join(', ')}); the first board is shown.`;
    return { board: null, values: null, problem };
  }
  const values = positionFromText(dot < 0 ? '' : raw.slice(dot + 1), board.variables);
  return { board: board.id, values, problem: values ? null : 'The position in this page’s link could not be read; the board starts empty.' };
}

/** The keys a link to a play island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const PLAY_LINK_KEYS: readonly string[] = [LINK_KEY.play];
