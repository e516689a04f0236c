/**
 * The solvability argument, drawn on the board: the tiles in reading order,
 * how many smaller tiles follow each one (the inversions), for an even width
 * the blank's row counted from the bottom, and the verdict.
 *
 * Pure apart from which tile the reader has picked: picking a tile marks it
 * and every tile it forms an inverted pair with, on the board and in the list.
 */
import type { JSX } from 'preact';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { ParityReport } from '../../puzzles/sliding/parity';
import { SlidingBoard } from './SlidingBoard';

export type ParityFacts = ParityReport;

export interface ParityViewProps {
  puzzle: SlidingPuzzle;
  facts: ParityFacts;
  /** The tile whose inverted pairs are shown, or null. */
  picked: number | null;
  onPick?: (tile: number | null) => void;
  /** Export and print: no buttons, all pairs listed. */
  isStatic?: boolean;
  /** Prefix of the test ids ('parity' → parity-panel, parity-verdict…); distinct per panel on a page. */
  testId?: string;
}

/** How many tiles after `tile` (in reading order) are smaller: its share of the inversions. */
export function laterSmaller(facts: ParityFacts, tile: number): number {
  return facts.pairs.filter(([big]) => big === tile).length;
}

export function partnersOf(facts: ParityFacts, tile: number): number[] {
  return facts.pairs.flatMap(([a, b]) => (a === tile ? [b] : b === tile ? [a] : []));
}

export function ParityView(props: ParityViewProps): JSX.Element {
  const { puzzle, facts, picked } = props;
  const order = puzzle.tiles.filter((t) => t !== 0);
  const marked = picked === null ? [] : partnersOf(facts, picked);
  const even = puzzle.size % 2 === 0;
  const odd = (n: number) => (n % 2 === 1 ? 'odd' : 'even');
  const tid = props.testId ?? 'parity';

  return (
    <div class="sl-parity" data-testid={`${tid}-panel`} data-solvable={String(facts.solvable)}>
      <p class="sl-verdict" data-testid={`${tid}-verdict`}>
        <span aria-hidden="true" class="sl-verdict-mark">{facts.solvable ? '✓' : '✗'}</span>{' '}
        <strong>{facts.solvable ? 'Solvable.' : 'Not solvable.'}</strong>{' '}
        {facts.solvable
          ? 'The parity test passes, so some sequence of slides reaches the goal.'
          : 'No sequence of slides reaches the goal, so the solver does not search at all.'}
      </p>
      <div class="sl-parity-grid">
        <SlidingBoard
          size={puzzle.size}
          tiles={puzzle.tiles}
          marked={marked}
          picked={picked}
          rowLabels={even}
          label="Board for the parity test"
          maxWidth={240}
          testId={`${tid}-board`}
        />
        <div>
          <p class="sl-small">
            Read the tiles row by row, skipping the blank. Under each tile: how many smaller tiles come after it.
            {props.isStatic ? '' : ' Pick a tile to mark the pairs it is out of order with.'}
          </p>
          <ol class="sl-reading" aria-label="Tiles in reading order with the number of smaller tiles after each">
            {order.map((t) => {
              const n = laterSmaller(facts, t);
              const isPicked = picked === t;
              // The words are in the content (partly hidden), so the accessible name contains what is seen.
              const inner = (
                <>
                  <span class="visually-hidden">Tile </span>
                  <span class="sl-reading-tile">{t}</span>
                  <span class="visually-hidden">: </span>
                  <span class="sl-reading-count">{n}</span>
                  <span class="visually-hidden"> smaller tile{n === 1 ? '' : 's'} after it</span>
                </>
              );
              return (
                <li key={t}>
                  {props.isStatic || !props.onPick ? (
                    <span class="sl-reading-item">{inner}</span>
                  ) : (
                    <button
                      type="button"
                      class={isPicked ? 'sl-reading-item sl-picked' : 'sl-reading-item'}
                      aria-pressed={isPicked}
                      data-testid={`${tid}-tile-${t}`}
                      onClick={() => props.onPick?.(isPicked ? null : t)}
                    >
                      {inner}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <p data-testid={`${tid}-sum`}>
            Inversions: <strong>{facts.inversions}</strong> ({odd(facts.inversions)}).
            {even && facts.blankRowFromBottom !== null && (
              <>
                {' '}Blank in row <strong>{facts.blankRowFromBottom}</strong> from the bottom (circled).{' '}
                Inversions + row = {facts.inversions} + {facts.blankRowFromBottom} = <strong>{facts.sum}</strong>, which is{' '}
                {odd(facts.sum)}. On a {puzzle.size}-wide board the goal has this sum odd, and no slide changes its
                parity, so the board is {facts.sum % 2 === 1 ? 'solvable' : 'not solvable'}.
              </>
            )}
            {!even && (
              <>
                {' '}On a {puzzle.size}-wide board no slide changes whether this count is even, and the goal has 0, so
                the board is {facts.inversions % 2 === 0 ? 'solvable' : 'not solvable'}.
              </>
            )}
          </p>
          {picked !== null && (
            <p class="sl-small" data-testid={`${tid}-picked`} aria-live="polite">
              Tile {picked} (solid double frame, round black corner) is out of order with{' '}
              {partnersOf(facts, picked).length === 0 ? 'no tile' : <>{partnersOf(facts, picked).join(', ')} (dashed frame, black
              triangle in the corner)</>}.
            </p>
          )}
          <details open={props.isStatic}>
            <summary>
              {facts.pairs.length === 1 ? 'The one inverted pair' : `All ${facts.pairs.length} inverted pairs`}
            </summary>
            <p class="sl-pairs" data-testid={`${tid}-pairs`}>
              {facts.pairs.length === 0 ? 'None.' : facts.pairs.map(([a, b]) => `(${a}, ${b})`).join(' ')}
            </p>
          </details>
        </div>
      </div>
    </div>
  );
}
