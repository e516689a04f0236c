/**
 * The Sudoku play island's link: the reader's position under `?play=` (the
 * shared scheme's key, src/ui/solver-link.ts; how the position is written is
 * src/puzzles/sudoku/play/position.ts), and the step of its "Explain from
 * here" trace under `?play-step=` (the solver island owns `?step=`). A link
 * with a step explains the position again on load, as the solver island
 * solves its board again for `?step=`. A value that cannot be used is named
 * in a sentence, never dropped silently.
 */
import { positionFromLink, positionToLink, type PlayPosition } from '../../puzzles/sudoku/play/position';
import { LINK_KEY, readLinkStep } from '../solver-link';

export const PLAY_STEP_KEY = 'play-step';
/** Every key a link to the play island may carry: such a link starts it at once. */
export const SUDOKU_PLAY_LINK_KEYS: readonly string[] = [LINK_KEY.play, PLAY_STEP_KEY];

export interface PlayLink {
  position: PlayPosition | null;
  /** True when the link names a step of the explanation (it is then run again). */
  namesStep: boolean;
  problems: string[];
}

export function readPlayLink(params: URLSearchParams): PlayLink {
  const problems: string[] = [];
  const raw = params.get(LINK_KEY.play);
  let position: PlayPosition | null = null;
  if (raw !== null) {
    const read = positionFromLink(raw);
    if (read.ok) position = read.position;
    else problems.push(`The position in this page’s link could not be read (${read.message}); the play board starts from its first board.`);
  }
  const namesStep = readLinkStep(params, PLAY_STEP_KEY, problems) && position !== null;
  return { position, namesStep, problems };
}

/** The link's value for a position: null (left out) while it is the island's first board with nothing placed. */
export function playLinkValue(pos: PlayPosition, firstLink: string): string | null {
  const v = positionToLink(pos);
  return v === firstLink ? null : v;
}
