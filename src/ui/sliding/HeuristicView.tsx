/**
 * The heuristic's estimate for one board, taken apart: each tile's Manhattan
 * distance as a badge on the tile, the linear-conflict pairs as bars between
 * tiles, and, once the pattern databases exist, each database's part (the
 * tiles of a database share a shape) and the same sum on the mirrored board.
 *
 * Pure: the breakdowns come from the solver's explain functions.
 */
import type { JSX } from 'preact';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { HeuristicBreakdown, HeuristicPart } from '../../puzzles/sliding/heuristics/heuristic';
import { SlidingBoard } from './SlidingBoard';
import { lastMoveWords } from './board-geometry';

export interface HeuristicViewProps {
  puzzle: SlidingPuzzle;
  /** Manhattan distance + linear conflicts on this board. */
  mdlc: HeuristicBreakdown;
  /** The 6-6-3 databases with the mirror; absent until they are built. */
  pdb?: HeuristicBreakdown | null;
  /** Words for the board, e.g. "the board at step 4". */
  caption?: string;
  /** The tile that just slid, drawn as an arrow (answer playback). */
  lastMove?: number | null;
  testId?: string;
}

const SHAPES = ['●', '■', '▲'];
const SHAPE_NAMES = ['circle', 'square', 'triangle'];

/** tile → index of the database part that holds it, for the board's shape marks. */
export function groupsOf(parts: readonly HeuristicPart[]): Record<number, number> {
  const groups: Record<number, number> = {};
  parts.forEach((part, i) => part.tiles?.forEach((t) => (groups[t] = i)));
  return groups;
}

export function HeuristicView(props: HeuristicViewProps): JSX.Element {
  const { puzzle, mdlc, pdb } = props;
  const conflicts = mdlc.conflicts ?? [];
  const groups = pdb ? groupsOf(pdb.parts) : undefined;
  const best = pdb ? Math.max(pdb.total, mdlc.total) : mdlc.total;
  const testId = props.testId ?? 'heuristic-panel';
  return (
    <div class="sl-heuristic" data-testid={testId} data-h={best}>
      {/* Board, then the table, then the note on the marks. On a wide screen a long table (with the databases'
          rows) has the note under the board, where the board's column has room, so the panel grows little once
          the databases are built. */}
      <div class={pdb ? 'sl-heuristic-grid sl-heuristic-long' : 'sl-heuristic-grid'}>
        <SlidingBoard
          size={puzzle.size}
          tiles={puzzle.tiles}
          distances={mdlc.perTile}
          conflicts={conflicts}
          groups={groups}
          lastMove={props.lastMove}
          testId={`${testId}-board`}
          label={props.caption ?? 'Board with heuristic marks'}
          maxWidth={260}
        />
        <div class="sl-heuristic-side">
          {props.caption && <p class="sl-small">{props.caption}</p>}
          {props.lastMove != null && puzzle.tiles.includes(props.lastMove) && (
            <p class="sl-small" data-testid={`${testId}-last-move`}>Arrow: {lastMoveWords(puzzle.tiles, puzzle.size, props.lastMove)}.</p>
          )}
          <table class="sl-table" data-testid="heuristic-table">
            <caption>Lower bounds on the moves still needed</caption>
            <tbody>
              {mdlc.parts.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{p.value}</td>
                </tr>
              ))}
              <tr class="sl-total">
                <th scope="row">{mdlc.name}</th>
                <td data-testid="h-mdlc">{mdlc.total}</td>
              </tr>
              {pdb && <PdbRows pdb={pdb} />}
            </tbody>
          </table>
        </div>
        <p class="sl-small sl-heuristic-note">
          {/* Beside the long table the note is in the board's narrow column: the lesson's words on Manhattan distance
              are left out there, so the panel grows less when the databases arrive. */}
          Badges in the tiles’ top corners are Manhattan distances{pdb ? '.' : ' (rows plus columns from home).'}
          {conflicts.length === 0
            ? ' No two tiles are in linear conflict.'
            : conflicts.length === 1
              ? ` A bar with round ends joins the pair in linear conflict: ${conflicts[0][0]}–${conflicts[0][1]}.`
              : ` Bars with round ends join the ${conflicts.length} pairs in linear conflict: ${conflicts
                  .map(([a, b]) => `${a}–${b}`)
                  .join(', ')}.`}
          {pdb ? ' The shape in a tile’s lower corner says which database counts it.' : ''}
        </p>
      </div>
    </div>
  );
}

function PdbRows({ pdb }: { pdb: HeuristicBreakdown }) {
  return (
    <>
      {pdb.parts.map((p, i) => (
        <tr key={`pdb-${i}`}>
          <th scope="row">
            <span aria-hidden="true">{SHAPES[i % 3]} </span>
            <span class="visually-hidden">{SHAPE_NAMES[i % 3]}: </span>
            {p.label}
          </th>
          <td>{p.value}</td>
        </tr>
      ))}
      {pdb.mirror && (
        <tr>
          <th scope="row">
            Same databases on the mirrored board ({pdb.mirror.parts.map((p) => p.value).join(' + ')})
          </th>
          <td data-testid="h-mirror">{pdb.mirror.total}</td>
        </tr>
      )}
      <tr class="sl-total">
        <th scope="row">{pdb.name}{pdb.mirror ? ' (the larger sum)' : ''}</th>
        <td data-testid="h-pdb">{pdb.total}</td>
      </tr>
    </>
  );
}
