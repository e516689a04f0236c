/**
 * The mirror rule as a small before/after picture, beside the rule in the
 * prose: a board and its mirror image across the main diagonal, made by the
 * same mirrorBoard the solver's mirror lookup uses, with one tile followed
 * across (a double frame and a round mark, not colour) and said in words:
 * where it stood, where the reflection puts it, and the number it is read as.
 * Static: drawn when the page is built. (The fold's ./MirrorFigure.tsx adds
 * the databases' groups on both boards.)
 */
import type { JSX } from 'preact';
import { mirrorBoard, mirrorTile, transposeCell } from '../../../puzzles/sliding/pdb/mirror';
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

/** The caption's sentence: the cell the followed tile stands on (not its home), where its reflection stands, and its new number. */
export function mirrorPairWords(tiles: readonly number[], follow: number): string {
  const cell = tiles.indexOf(follow);
  // "Stands on": where the tile is on these boards, not its home cell, which the prose beside speaks of.
  return `Tile ${follow} (double frame) stands on ${where(cell)}; mirrored, on ${where(transposeCell(cell, SIZE))} ` +
    `as tile ${mirrorTile(follow, SIZE)}.`;
}

export default function MirrorPairFigure({ tiles, follow, name }: MirrorPairFigureProps): JSX.Element {
  const mirrored = mirrorBoard(tiles, SIZE);
  return (
    <figure class="sl-mirror-small" data-testid="mirror-pair">
      <div class="sl-mirror-small-pair">
        <div>
          <p class="sl-small">Before</p>
          <SlidingBoard size={SIZE} tiles={tiles} picked={follow} maxWidth={144} label={`Before: ${name}, tile ${follow} framed`} testId="mirror-pair-before" />
        </div>
        <p class="sl-mirror-arrow" aria-hidden="true">⤡</p>
        <div>
          <p class="sl-small">After</p>
          <SlidingBoard size={SIZE} tiles={mirrored} picked={mirrorTile(follow, SIZE)} maxWidth={144}
            label={`After: its mirror image, renumbered; tile ${follow} is now tile ${mirrorTile(follow, SIZE)}, framed`} testId="mirror-pair-after" />
        </div>
      </div>
      <figcaption class="sl-small">{mirrorPairWords(tiles, follow)}</figcaption>
    </figure>
  );
}
