/**
 * The answer as the tiles to slide, in order, with the move the player is at
 * marked (bold, framed and "now" for screen readers, not colour alone) and a
 * label saying whether the answer is proven shortest.
 */
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

export interface MoveListProps {
  moves: readonly number[];
  /** Moves made so far (0 … moves.length); move `done` is the next one. */
  done?: number;
  optimal: boolean;
  /** Jump to after move i (clicking a chip); absent in the export. */
  onJump?: (movesMade: number) => void;
}

export function OptimalityLabel({ optimal, length }: { optimal: boolean; length: number }): JSX.Element {
  return (
    <p class={optimal ? 'sl-label sl-proven' : 'sl-label sl-unproven'} data-testid="answer-label" data-optimal={String(optimal)}>
      <span aria-hidden="true">{optimal ? '✓ ' : '≈ '}</span>
      <strong>{optimal ? 'Proven shortest' : 'Not proven shortest'}</strong>:{' '}
      {optimal
        ? `${length} move${length === 1 ? '' : 's'}, and the search showed that no shorter solution exists.`
        : `${length} moves from the fast method (top row, then first column, then a shortest solution of the last 3×3); a shorter solution may exist.`}
    </p>
  );
}

export function MoveList({ moves, done = -1, optimal, onJump }: MoveListProps): JSX.Element {
  const hintId = useId();
  return (
    <div>
      <OptimalityLabel optimal={optimal} length={moves.length} />
      {moves.length === 0 ? (
        <p data-testid="move-list">The board is already solved: no move is needed.</p>
      ) : (
        <>
          <ol class="sl-moves" aria-label="Tiles to slide, in order" data-testid="move-list" data-moves={moves.join(' ')}
            aria-describedby={onJump ? hintId : undefined}>
            {moves.map((tile, i) => {
              const isNext = i === done;
              const isDone = i < done;
              const cls = ['sl-move', isNext ? 'sl-move-next' : '', isDone ? 'sl-move-done' : ''].filter(Boolean).join(' ');
              // Named by what it shows ("2. 9"), so the spoken name holds the visible text;
              // the state follows in brackets, and the list's label says what the numbers are.
              const text = (
                <>
                  <span class="sl-move-num">{i + 1}.</span> {tile}
                  {isNext && <span class="visually-hidden"> (the next move)</span>}
                  {isDone && <span class="visually-hidden"> (made)</span>}
                </>
              );
              return (
                <li key={i}>
                  {onJump ? (
                    <button type="button" class={cls} aria-current={isNext ? 'step' : undefined} onClick={() => onJump(i + 1)}
                      data-testid={`move-${i + 1}`}>
                      {text}
                    </button>
                  ) : (
                    <span class={cls}>{text}</span>
                  )}
                </li>
              );
            })}
          </ol>
          {onJump && (
            <p class="sl-small" id={hintId}>
              Pick a move to see the board after it; the framed move is the next one.
            </p>
          )}
        </>
      )}
    </div>
  );
}
