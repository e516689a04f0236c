/**
 * The small worked pattern database (tiles 1 and 2 of the 8-puzzle), whole:
 * a 3×3 map of the board in which each cell, where tile 1 might stand, holds
 * a small 3×3 of the entries for every cell tile 2 might stand on. An entry
 * above what Manhattan distance says for the same two tiles is framed and
 * bold (not colour alone); the entry of the board the lesson looks up is
 * marked with an arrow. The same 72 numbers follow as a table for screen
 * readers and for anyone who prefers rows and columns. Static: the numbers
 * come from src/lessons/sliding/small-pdb.ts at build time.
 */
import type { JSX } from 'preact';
import type { SmallPdbFacts } from '../../../lessons/sliding/small-pdb';

export interface SmallPdbFigureProps {
  facts: SmallPdbFacts;
}

const cellName = (c: number, size: number) => `row ${Math.floor(c / size) + 1}, column ${(c % size) + 1}`;
/** A cell in short, "r2c3", for the table's headers. */
const rc = (c: number, size: number) => `r${Math.floor(c / size) + 1}c${(c % size) + 1}`;

export default function SmallPdbFigure({ facts }: SmallPdbFigureProps): JSX.Element {
  const { size, value, manhattan, lookup } = facts;
  const cells = Array.from({ length: size * size }, (_, c) => c);
  const [t1, t2] = facts.tiles;
  return (
    <figure class="sl-pdb-figure" data-testid="small-pdb">
      <div class="sl-pdb-map" aria-hidden="true">
        {cells.map((c1) => (
          <div key={c1} class="sl-pdb-block">
            {cells.map((c2) => {
              const v = value[c1][c2];
              // Tile 1's own cell is drawn as a tile (a raised square labelled "tile 1"), never as a bare number.
              if (v === null) return <span key={c2} class="sl-pdb-cell sl-pdb-self"><small>tile</small>{t1}</span>;
              const above = v > manhattan[c1][c2]!;
              const looked = lookup.cells[0] === c1 && lookup.cells[1] === c2;
              const worked = facts.worked.cells[0] === c1 && facts.worked.cells[1] === c2;
              const cls = ['sl-pdb-cell', above ? 'sl-pdb-above' : '', looked || worked ? 'sl-pdb-looked' : ''].filter(Boolean).join(' ');
              return <span key={c2} class={cls}>{looked ? `▸${v}` : worked ? `◆${v}` : String(v)}</span>;
            })}
          </div>
        ))}
      </div>
      {/* Short: how to read the map is said in the text before it. */}
      <figcaption class="sl-small">
        All {facts.placements} entries for tiles {t1} and {t2}. ▸ the board looked up in the text, ◆ the entry worked
        step by step just below; bold, framed (▸ and ◆ too): above Manhattan distance; the raised “tile {t1}” square is tile {t1}’s own cell, not an entry.
      </figcaption>
      <details>
        <summary>The same entries as a table</summary>
        <div class="scroll-x">
          <table class="sl-table sl-pdb-table">
            <caption>
              Entry for tile {t1} on the row’s cell and tile {t2} on the column’s cell (Manhattan distance in brackets);
              r2c3 means row 2, column 3
            </caption>
            <thead>
              <tr>
                <th scope="col">tile {t1} \ tile {t2}</th>
                {cells.map((c2) => <th key={c2} scope="col" title={cellName(c2, size)}>{rc(c2, size)}</th>)}
              </tr>
            </thead>
            <tbody>
              {cells.map((c1) => (
                <tr key={c1}>
                  <th scope="row" title={cellName(c1, size)}>{rc(c1, size)}</th>
                  {cells.map((c2) => (
                    <td key={c2}>{value[c1][c2] === null ? '–' : `${value[c1][c2]} (${manhattan[c1][c2]})`}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
