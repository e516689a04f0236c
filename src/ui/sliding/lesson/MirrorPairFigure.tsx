/**
 * The mirror rule as a small picture in two steps, beside the rule in the
 * prose: a board, the board reflected across the main diagonal with its
 * numbers kept (so the reflection is plain to see), and then renumbered, the
 * mirror image made by the same mirrorBoard the solver's mirror lookup uses
 * (a reader shown only the first and the last did not see a reflection, the
 * numbers having changed too), with one tile followed
 * across (a double frame and a round mark, not colour) and said in words:
 * where it stood, where the reflection puts it, and the number it is read as.
 * Static: drawn when the page is built. (The fold's ./MirrorFigure.tsx adds
 * the databases' groups on both boards.)
 */
import type { JSX } from 'preact';
import { mirrorBoard, mirrorTile, reflectBoard, transposeCell } from '../../../puzzles/sliding/pdb/mirror';
import { SlidingBoard } from '../SlidingBoard';

export interface MirrorPairFigureProps {
  /** A 4×4 board (the example board). Each board is drawn 144 px wide: narrower, its digits have under 10 px of ink. */
  tiles: readonly number[];
  /** The tile the picture follows across the diagonal. */
  follow: number;
  /** What the board is, e.g. "the example board". */
  name: string;
}

const SIZE = 4;
const where = (cell: number) => `row ${Math.floor(cell / SIZE) + 1}, column ${(cell % SIZE) + 1}`;

/**
 * The caption: the cell the followed tile stands on, where step 1 (the reflection) puts it, and the number step 2
 * gives it. Readers mixed up the cell a tile stands on with its home, so each step is a sentence of its own, and the
 * home is named only as what step 2 goes by (the prose beside says which home).
 */
export function mirrorPairWords(tiles: readonly number[], follow: number): string {
  const cell = tiles.indexOf(follow);
  return `Tile ${follow} (double frame) stands on ${where(cell)}. Step 1 moves it to ${where(transposeCell(cell, SIZE))}. ` +
    `Step 2 renumbers it ${mirrorTile(follow, SIZE)}, by its home.`;
}

export default function MirrorPairFigure({ tiles, follow, name }: MirrorPairFigureProps): JSX.Element {
  const reflected = reflectBoard(tiles, SIZE);
  const mirrored = mirrorBoard(tiles, SIZE);
  // Two rows: the board ⤡ its reflection, then the renumbered reflection under the reflection, the words beside it.
  return (
    <figure class="sl-mirror-small" data-testid="mirror-pair">
      <div class="sl-mirror-step">
        <p class="sl-small">Before</p>
        <SlidingBoard size={SIZE} tiles={tiles} picked={follow} maxWidth={144} label={`Before: ${name}, tile ${follow} framed`} testId="mirror-pair-before" />
      </div>
      <p class="sl-mirror-arrow" aria-hidden="true">⤡</p>
      <div class="sl-mirror-step">
        <p class="sl-small">1. Reflected</p>
        <SlidingBoard size={SIZE} tiles={reflected} picked={follow} maxWidth={144}
          label={`Reflected across the diagonal, numbers kept; tile ${follow} framed`} testId="mirror-pair-reflected" />
      </div>
      <div class="sl-mirror-step sl-mirror-renumbered">
        <p class="sl-small"><span aria-hidden="true">↓ </span>2. Renumbered</p>
        <SlidingBoard size={SIZE} tiles={mirrored} picked={mirrorTile(follow, SIZE)} maxWidth={144}
          label={`After: the reflection renumbered; tile ${follow} is now tile ${mirrorTile(follow, SIZE)}, framed`} testId="mirror-pair-after" />
      </div>
      <figcaption class="sl-small">{mirrorPairWords(tiles, follow)}</figcaption>
    </figure>
  );
}
