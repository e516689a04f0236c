/**
 * A small tag beside a block that names cells or inequalities by number: a
 * thumbnail of the board (black and white cells, no text) and its name, so a
 * reader sees which board's numbering "x10" or "(29)" belongs to, and sees
 * the switch where the lesson changes boards.
 */
import type { JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';

const SIDE = 4;

export function BoardTag({ puzzle, name }: { puzzle: AkariPuzzle; name: string }): JSX.Element {
  const black: string[] = [];
  puzzle.rows.forEach((row, r) => [...row].forEach((ch, c) => ch !== '.' && black.push(`M${c * SIDE} ${r * SIDE}h${SIDE}v${SIDE}h-${SIDE}Z`)));
  const w = puzzle.width * SIDE;
  const h = puzzle.height * SIDE;
  return (
    <p class="board-tag" data-testid="board-tag" data-board={name}>
      <svg viewBox={`0 0 ${w} ${h}`} width={28} height={Math.round((28 * h) / w)} aria-hidden="true" focusable="false">
        <rect x={0} y={0} width={w} height={h} fill="#fff" stroke="#111" stroke-width={0.8} />
        <path d={black.join('')} fill="#111" />
      </svg>
      <span>
        Board: <strong>{name}</strong>
      </span>
    </p>
  );
}
