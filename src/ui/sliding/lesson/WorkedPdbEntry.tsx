/**
 * One entry of the small pattern database worked by hand (the facts come
 * from src/lessons/sliding/small-pdb-worked.ts at build time): the board
 * before each of the moves that count, drawn small (tile 1, tile 2, the blank
 * as a dashed cell, any other tile as a dot), what each move does and why it
 * is made (nearer the tile’s home, or away to make way, and why it must), and why
 * no way is cheaper — tile 1's home is a corner, and the blank can reach a
 * corner only through its two neighbours. Static.
 */
import type { JSX } from 'preact';
import { plural } from '../../../core/numbers';
import type { SmallPdbFacts } from '../../../lessons/sliding/small-pdb';
import { cellWords, movePurpose, moveWhyWords, shutOutPosition } from '../../../lessons/sliding/small-pdb-worked';

/** The cells of a 3×3 board: tile 1, tile 2, the blank, and the rest. */
function MiniBoard({ one, two, blank, label }: { one: number; two: number; blank: number; label: string }) {
  return (
    <div class="sl-mini" role="img" aria-label={label}>
      {Array.from({ length: 9 }, (_, c) => (
        <span key={c} class={c === blank ? 'sl-mini-cell sl-mini-blank' : c === one || c === two ? 'sl-mini-cell sl-mini-tile' : 'sl-mini-cell'}>
          {c === one ? '1' : c === two ? '2' : c === blank ? '' : '·'}
        </span>
      ))}
    </div>
  );
}

/** The position the detour is made to avoid: tile 1 below the corner, tile 2 home, the blank outside. */
function ShutOutBoard({ one, two, blank, corner }: { one: number; two: number; blank: number; corner: number }) {
  return (
    <span class="sl-worked-if" data-testid="small-pdb-shut-out">
      <span aria-hidden="true">What if (not a step)</span>
      <MiniBoard one={one} two={two} blank={blank}
        label={`What if, not a step: tile 1 on ${cellWords(one)}, tile 2 home on ${cellWords(two)}, the blank on ${cellWords(blank)}; the corner, ${cellWords(corner)}, can be reached only through tile 1 or 2`} />
    </span>
  );
}

export default function WorkedPdbEntry({ facts }: { facts: SmallPdbFacts }): JSX.Element {
  const w = facts.worked;
  const at = { 1: w.cells[0], 2: w.cells[1] } as Record<number, number>;
  const frames = w.moves.map((m) => {
    const frame = { one: at[1], two: at[2], blank: m.to, move: m };
    at[m.tile] = m.to;
    return frame;
  });
  return (
    <figure class="sl-worked" data-testid="small-pdb-worked">
      <ol class="sl-worked-steps">
        {frames.map((f, i) => (
          <li key={i} class={movePurpose(f.move) === 'away' ? 'sl-worked-detour' : undefined}>
            {/* Each small board says, above it, which moment it shows: the caption under all five is read last. */}
            <span class="sl-worked-when">
              <span aria-hidden="true">Before move {i + 1}</span>
              <MiniBoard one={f.one} two={f.two} blank={f.blank}
                label={`Before move ${i + 1}: tile 1 on ${cellWords(f.one)}, tile 2 on ${cellWords(f.two)}, the blank on ${cellWords(f.blank)}`} />
            </span>
            <span class="sl-worked-words">
              <strong>Move {i + 1}.</strong>{' '}
              {/* A free slide is a dot sliding into the blank: say where that walks the blank from, so the jump between boards is explained. */}
              {f.move.freeBefore > 0
                ? `${plural(f.move.freeBefore, 'free slide')} of other tiles (dots) ${f.move.freeBefore === 1 ? 'brings' : 'bring'} the blank here from ${cellWords(f.move.blankFrom)}; tile`
                : 'Tile'}
              {' '}{f.move.tile} slides {f.move.way}, {moveWhyWords(w.moves, i, w.corner)}
            </span>
            {/* The detour's words argue about a position that is not this step's board: it is drawn beside them. */}
            {movePurpose(f.move) === 'away' && <ShutOutBoard {...shutOutPosition(w)} corner={w.corner.home} />}
          </li>
        ))}
        <li>
          <span class="sl-worked-when">
            <span aria-hidden="true">After move {w.moves.length}</span>
            <MiniBoard one={at[1]} two={at[2]} blank={-1} label={`After move ${w.moves.length}: both tiles home`} />
          </span>
          <span class="sl-worked-words">
            Both home: {plural(w.moves.length, 'move')} of tiles 1 and 2, {plural(w.moves.length - w.manhattan, 'more move')} than
            Manhattan distance counts
          </span>
        </li>
      </ol>
      <figcaption class="sl-small">
        The entry marked ◆ worked by hand: the board before each move that counts. A dot is any other tile, the dashed
        cell the blank.
      </figcaption>
    </figure>
  );
}

/** Why no way is cheaper than the entry: the corner argument, with the cells named from the facts. */
export function WorkedPdbWhy({ facts }: { facts: SmallPdbFacts }): JSX.Element {
  const w = facts.worked;
  const { home, tile2On, other } = w.corner;
  // A few sentences for everyone; the case-by-case argument folded for the curious.
  return (
    <div data-testid="small-pdb-worked-why">
      <p>
        Why {w.value}, not {w.manhattan}? Tile 1’s home, {cellWords(home)}, is a corner touched only by {cellWords(tile2On)},
        where tile 2 sits at home, and {cellWords(other)}. Once tile 1 stands on {cellWords(other)}, both cells next to the
        corner hold tile 1 or 2, so the blank can get into the corner only if one of them steps aside and back: 2 moves
        more (and moving tile 2 at all costs those 2 as well).
      </p>
      <details>
        <summary>For the curious: the full argument</summary>
        <p>
          Manhattan counts tile 1’s {w.manhattan} moves and none of tile 2’s; any other move of tile 1 or 2 is extra. If
          tile 2 moves at all, it leaves home and must come back: 2 moves extra. If tile 2 never moves, tile 1 must reach
          the corner through {cellWords(other)}. When it slides into that cell, the blank is left where tile 1 was, outside
          the corner, and now both of the corner’s neighbours hold tile 1 or tile 2: the blank cannot get into the corner
          until tile 1 steps away and back, 2 moves extra again. Either way at least {w.manhattan} + 2 = {w.value}, the
          entry. Tiles 1 and 2 are not in a linear conflict here (tile 1 is not in its home row or column); the 2 moves
          are the blank’s way being blocked, which the database found by its search.
        </p>
      </details>
    </div>
  );
}
