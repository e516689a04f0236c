/**
 * Lesson island: slide tiles and watch the inversion count. After each move
 * it says which tiles the moved tile jumped over in reading order, how the
 * count changed, and (on a 4-wide board) how the blank's row and the sum
 * changed, so the reader sees the invariant hold move after move. A button
 * swaps two tiles, the one thing sliding can never do.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { goalTiles, slide } from '../../../puzzles/sliding/board';
import { parity } from '../../../puzzles/sliding/parity';
import StyleSheet from '../../StyleSheet';
import { arrowKeyPlayer, lastMoveWords, stuckWords } from '../board-geometry';
import { SLIDING_CSS } from '../sliding-css';
import { SlidingBoard } from '../SlidingBoard';
import { StartingNote, useStarted } from '../../Starting';
import { slideWords, swapWords, type SlideNote } from './parity-lab-words';

export interface ParityLabProps {
  size: 3 | 4;
}


/** The tiles strictly between two cells in reading order (the ones a vertical slide jumps over). */
function between(tiles: readonly number[], a: number, b: number): number[] {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return tiles.slice(lo + 1, hi).filter((t) => t !== 0);
}

const parityWord = (n: number) => (n % 2 === 0 ? 'even' : 'odd');

export default function ParityLab({ size }: ParityLabProps): JSX.Element {
  const [tiles, setTiles] = useState<number[]>(goalTiles(size));
  const [note, setNote] = useState<SlideNote | null>(null);
  // The last swap's words, until the next slide.
  const [swapped, setSwapped] = useState<string | null>(null);
  // Why the last click or arrow moved nothing, until the next move, swap or reset (the old words stayed up before).
  const [stuck, setStuck] = useState<string | null>(null);
  const facts = parity({ size, tiles });
  const even = size % 2 === 0;
  const tid = `parity-lab-${size}`;
  const started = useStarted();

  const play = (tile: number) => {
    const next = slide(tiles, size, tile);
    if (!next) return;
    const from = tiles.indexOf(tile);
    const to = tiles.indexOf(0);
    setNote({
      tile,
      vertical: Math.abs(from - to) === size,
      jumped: Math.abs(from - to) === size ? between(tiles, from, to) : [],
      from,
      to,
      before: facts.inversions,
      after: parity({ size, tiles: next }).inversions,
    });
    setTiles(next);
    setSwapped(null);
    setStuck(null);
  };
  const onKey = arrowKeyPlayer(tiles, size, play, (key) => setStuck(stuckWords({ key })));
  const swapTwo = () => {
    // Lift out the first two tiles in reading order and put them back swapped.
    const next = tiles.slice();
    const [a, b] = next.map((t, i) => (t === 0 ? -1 : i)).filter((i) => i >= 0);
    [next[a], next[b]] = [next[b], next[a]];
    setTiles(next);
    setNote(null);
    setStuck(null);
    setSwapped(swapWords(tiles[a], tiles[b], facts.inversions, parity({ size, tiles: next }).inversions));
  };
  const reset = () => {
    setTiles(goalTiles(size));
    setNote(null);
    setSwapped(null);
    setStuck(null);
  };

  return (
    <div class="sl-card" data-testid={tid} data-inversions={facts.inversions} data-sum={facts.sum} data-started={String(started)}>
      <StyleSheet css={SLIDING_CSS} />
      <StartingNote started={started} what="the board and its buttons" />
      <div class="sl-play-grid">
        <div tabIndex={0} onKeyDown={onKey} role="group" data-testid={`${tid}-focus`}
          aria-label="Practice board: arrow keys slide a tile that way; tiles next to the blank are buttons.">
          <SlidingBoard size={size} tiles={tiles} onSlide={play} onStuck={(tile) => setStuck(stuckWords({ tile }))} rowLabels={even} maxWidth={240}
            lastMove={note?.tile ?? null} label={`${size * size - 1}-puzzle for the parity experiment`} />
        </div>
        <div>
          <p aria-live="polite" data-testid={`${tid}-counts`}>
            Inversions: <strong>{facts.inversions}</strong> ({parityWord(facts.inversions)})
            {even && facts.blankRowFromBottom !== null && (
              <>
                ; blank in row <strong>{facts.blankRowFromBottom}</strong> from the bottom; sum{' '}
                <strong>{facts.sum}</strong> ({parityWord(facts.sum)})
              </>
            )}
            .
          </p>
          <p aria-live="polite" data-testid={`${tid}-note`}>
            {stuck ?? (note === null
              ? swapped ?? 'Slide a tile: tap one next to the blank, or focus the board and use the arrow keys.'
              : slideWords(note, even))}
          </p>
          {note && <p class="sl-small" data-testid={`${tid}-last-move`}>Arrow: {lastMoveWords(tiles, size, note.tile)}.</p>}
          <p class="sl-small">
            {facts.solvable ? '✓ This board can be solved.' : '✗ This board cannot be solved any more.'}
          </p>
          <div class="sl-row">
            <button type="button" class="btn" onClick={swapTwo} data-testid={`${tid}-swap`}>
              Swap the first two tiles in reading order (skipping the blank)
            </button>
            <button type="button" class="btn" onClick={reset} data-testid={`${tid}-reset`}>
              Back to the goal
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
