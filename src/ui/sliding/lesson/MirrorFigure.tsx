/**
 * The mirror trick as a picture: the example board and the same board
 * reflected along its main diagonal, each tile renumbered for the goal cell
 * it now heads for. One convention on both boards, the same as the lookup
 * stepper's (./PdbLookupStepper.tsx): a tile wears the shape of the database
 * that reads it on the board shown (circle, square, triangle). The caption
 * says in words which original tiles the mirrored lookups describe — so the
 * reader sees that the second lookup reads other tiles together. Static,
 * built from numbers the solver's mirror functions computed at build time.
 */
import type { JSX } from 'preact';
import { SlidingBoard } from '../SlidingBoard';

export interface MirrorFigureProps {
  tiles: readonly number[];
  mirrored: readonly number[];
  /** The databases' tiles, in order (circle, square, triangle). */
  patterns: readonly (readonly number[])[];
  /** For each database, the original tiles it reads on the mirrored board. */
  readOnMirror: readonly (readonly number[])[];
}

/** The mark SlidingBoard draws for each group, in order (see its `groups` prop). */
const SHAPE_NAMES = ['circle', 'square', 'triangle'];

function groupsOf(lists: readonly (readonly number[])[]): Record<number, number> {
  const groups: Record<number, number> = {};
  lists.forEach((list, i) => list.forEach((t) => (groups[t] = i)));
  return groups;
}

export default function MirrorFigure({ tiles, mirrored, patterns, readOnMirror }: MirrorFigureProps): JSX.Element {
  return (
    <figure class="sl-mirror-figure" data-testid="mirror-figure">
      <div class="sl-mirror-pair">
        <div>
          <SlidingBoard size={4} tiles={tiles} groups={groupsOf(patterns)} maxWidth={220}
            label="The example board; shapes mark each database's tiles" />
          <p class="sl-small">The example board</p>
        </div>
        <p class="sl-mirror-arrow" aria-hidden="true">⤡</p>
        <div>
          <SlidingBoard size={4} tiles={mirrored} groups={groupsOf(patterns)} maxWidth={220}
            label="The same board mirrored along the main diagonal and renumbered; shapes mark each database's tiles" />
          <p class="sl-small">Mirrored and renumbered</p>
        </div>
      </div>
      <figcaption class="sl-small">
        Right: the board reflected along the diagonal from its top-left corner, each tile renumbered for the goal cell it
        now heads for. Shapes mark each database’s tiles ({patterns.map((p, i) => `${SHAPE_NAMES[i]}: ${p.join(', ')}`).join('; ')}).
        On the mirror they read other tiles of the example board together: {readOnMirror.map((r, i) => `the ${SHAPE_NAMES[i]}s
        its tiles ${r.join(', ')}`).join('; ')}.
      </figcaption>
    </figure>
  );
}
