/**
 * "Make a board": a board with exactly one solution at a level of the
 * genre's grade, made in a worker lane of its own (the genre's maker, as
 * `puzzle make` runs it) and handed to the island's text box. The reader
 * picks the size and the level; the number that starts the random generator
 * is shown and moves on by one at every press (the status names the seed that
 * made the board shown), so each press gives a new
 * board and a number typed back gives the same one again. Cancel stops the search; a search that runs out of
 * time offers the closest board it found, labelled as such.
 */
import type { JSX } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';
import type { OptionValues } from '../core/trace';
import type { GenreName } from '../puzzles/index';
import type { MadeBoardText } from '../worker/protocol';
import { getSolverClient } from '../worker/solver-client';
import { article } from '../core/numbers';

/** How long one press may search before it settles for the closest board. */
export const MAKE_LIMIT_MS = 10_000;

export interface MakeBoardProps {
  genre: GenreName;
  /** The sides offered (square boards), the first one chosen at the start. */
  sides: readonly number[];
  /** The level names of the genre's grade, level 1 first. */
  levels: readonly string[];
  defaultLevel: number;
  /** Receives the made board as the genre's text. */
  onBoard: (text: string) => void;
  /** The board the island now holds, as text: once it is no longer the made board, the made board's words go. */
  boardText?: string;
  disabled?: boolean;
  /** The island's class for small print. */
  className: string;
  /** The maker's options (Numberlink's rule), as the island has them. */
  params?: OptionValues;
  /** How the maker works, in words, for the status while it runs (default: clues taken away from a filled-in answer). */
  workingWords?: string;
  /** What one attempt is, for n attempts (default: a filled-in answer with clues taken away). */
  attemptWords?: (n: number) => string;
  /** The word for a rung of the grade (default "level"; a lesson whose diagram has levels of its own says "grade"). */
  gradeWord?: string;
  /** What to do with a made board (default: solve it below). */
  nextWords?: string;
}

const CLUES_WORKING = 'taking clues away from a filled-in answer while it keeps one solution, until it needs the level you picked';
// An attempt is one filled-in answer with every clue shown, then clues taken away; most end at another level.
const cluesTried = (n: number): string => `${n} filled-in ${n === 1 ? 'answer' : 'answers'} tried, each with clues taken away until the level was reached or passed`;

/** `seed` is the one that made the board (the box has moved on to the next by the time the words are read); `asked` is the level the reader picked, said beside the made board's own when they differ. */
export type MakeState = { phase: 'idle' } | { phase: 'working' } | { phase: 'done'; made: MadeBoardText; side: number; seed: number; asked: number } | { phase: 'failed'; message: string };

/** The selects as the seed box: 16 px text (the browser's 13 px was small on a phone) and a 44 px finger target. */
const CONTROL = { minHeight: '44px', fontSize: '1rem', boxSizing: 'border-box' } as const;

export function MakeBoard({ genre, sides, levels, defaultLevel, onBoard, boardText, disabled = false, className, params, workingWords = CLUES_WORKING, attemptWords = cluesTried, gradeWord = 'level', nextWords = 'Solve it below, or press Make again for another.' }: MakeBoardProps): JSX.Element {
  const id = useId();
  const [sideState, setSide] = useState(sides[0]);
  const [levelState, setLevel] = useState(defaultLevel);
  const [seed, setSeed] = useState(1);
  const [state, setState] = useState<MakeState>({ phase: 'idle' });
  const client = () => getSolverClient(genre, 'make');
  // The board the island holds now, read when a make ends: a reader who picked another board meanwhile keeps it.
  const current = useRef(boardText);
  current.current = boardText;

  // The controls as the page shows them: a choice made before the island started (replayed by
  // src/ui/client-linked.mjs) is in the DOM even when the state has not caught up, so Make reads the DOM.
  const sideBox = useRef<HTMLSelectElement>(null);
  const levelBox = useRef<HTMLSelectElement>(null);
  const shown = (box: { current: HTMLSelectElement | null }, fallback: number) => {
    const v = Number(box.current?.value);
    return Number.isInteger(v) && v > 0 ? v : fallback;
  };
  const make = async () => {
    const side = shown(sideBox, sideState);
    const level = shown(levelBox, levelState);
    if (side !== sideState) setSide(side);
    if (level !== levelState) setLevel(level);
    setState({ phase: 'working' });
    const used = seed;
    const before = current.current;
    const outcome = await client().make({ width: side, height: side, level, seed: used, limitMs: MAKE_LIMIT_MS, params });
    if (outcome.status === 'cancelled') {
      setState({ phase: 'idle' });
      return;
    }
    if (outcome.status === 'failed') {
      setState({ phase: 'failed', message: outcome.message });
      return;
    }
    const made = outcome.value;
    if (!made) {
      setState({ phase: 'failed', message: 'this puzzle has no maker' });
      return;
    }
    if (made.puzzle !== null && current.current !== before) {
      setState({ phase: 'failed', message: 'the board in the box changed while the board was being made, so yours was kept; press Make again to have the made one' });
      return;
    }
    setState({ phase: 'done', made, side, seed: used, asked: level });
    if (made.puzzle !== null) onBoard(made.puzzle);
    // The next press makes another board: the number in the box moves on by one, and the words say which seed made the board shown.
    setSeed(used + 1);
  };

  return (
    // A fieldset is as wide as its widest line of controls unless told otherwise; on a phone they wrap instead.
    <fieldset class="make-board" data-testid="make-board" data-phase={state.phase} style={{ minInlineSize: 0, maxWidth: '100%', boxSizing: 'border-box' }}>
      <legend>Make a board</legend>
      <label for={`${id}-side`}>Size </label>
      <select ref={sideBox} id={`${id}-side`} style={CONTROL} value={sideState} disabled={disabled || state.phase === 'working'} onChange={(e) => setSide(Number((e.target as HTMLSelectElement).value))} data-testid="make-side">
        {sides.map((s) => (
          <option key={s} value={s}>{s}×{s}</option>
        ))}
      </select>{' '}
      <label for={`${id}-level`}>{gradeWord[0].toUpperCase() + gradeWord.slice(1)} </label>
      <select ref={levelBox} id={`${id}-level`} style={{ ...CONTROL, maxWidth: '100%' }} value={levelState} disabled={disabled || state.phase === 'working'} onChange={(e) => setLevel(Number((e.target as HTMLSelectElement).value))} data-testid="make-level">
        {levels.map((name, i) => (
          <option key={name} value={i + 1}>{i + 1}: {name}</option>
        ))}
      </select>{' '}
      {/* The label and its box stay on one line: at 1280 px "Seed" ended one line and its box began the next. */}
      <span class="make-seed-pair" style={{ whiteSpace: 'nowrap' }}>
      <label for={`${id}-seed`}>Seed </label>
      <input id={`${id}-seed`} type="number" min={0} max={999999999} step={1} value={seed} style={{ width: '7em', minHeight: '44px', fontSize: '1rem', boxSizing: 'border-box' }} disabled={disabled || state.phase === 'working'}
        onInput={(e) => {
          const v = Number((e.target as HTMLInputElement).value);
          if (Number.isInteger(v) && v >= 0) setSeed(v);
        }} data-testid="make-seed" />
      </span>{' '}
      {state.phase === 'working' ? (
        <button type="button" class="btn" onClick={() => client().cancel()} data-testid="make-cancel">Cancel</button>
      ) : (
        <button type="button" class="btn" onClick={() => void make()} disabled={disabled} data-testid="make-go">Make</button>
      )}
      <p class={className} role="status" data-testid="make-status">
        {statusWords(state, levels, workingWords, attemptWords, boardText, gradeWord, nextWords)}
      </p>
    </fieldset>
  );
}

export function statusWords(state: MakeState, levels: readonly string[], working: string, attemptWords: (n: number) => string, boardText: string | undefined, w: string, next: string): string {
  // A reader who typed over the made board should not read that "it has exactly one solution".
  if (state.phase === 'done' && state.made.puzzle !== null && boardText !== undefined && boardText.trim() !== state.made.puzzle.trim()) {
    return `The board in the box is no longer the one made here, so nothing is said about it. Press Make for a new board; the same size, ${w} and seed always give the same board.`;
  }
  if (state.phase === 'idle') return `A new board with exactly one solution, at the ${w} you pick; it goes into the box above. The same size, ${w} and seed always give the same board.`;
  if (state.phase === 'working') return `Making a board: ${working} (up to ${MAKE_LIMIT_MS / 1000} s)…`;
  if (state.phase === 'failed') return `No board was made: ${state.message}.`;
  const { made, side, seed, asked } = state;
  // The box already holds the next seed; without this a reader would take it for the seed of the board shown.
  const seedNote = `It came from seed ${seed}; the Seed box now holds the next seed, ${seed + 1}, and seed ${seed} gives this board again.`;
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const tried = attemptWords(made.attempts);
  const level = made.grade && made.grade.status === 'graded' ? `${w} ${made.grade.level}, ${levels[made.grade.level - 1]}` : `its ${w} not worked out in time`;
  if (made.status === 'made') return `Made ${article(side)} ${side}×${side} board at ${level} (${tried}). It has exactly one solution: ${made.certificate}. ${next} ${seedNote}`;
  // A missed board leads with what was asked and what was made, then why (the time limit, or the cap on attempts
  // when such boards are rare or absent at this size): a reader who asked for level 5 must not take a level 1 for it.
  if (made.status === 'missed') {
    const why = made.reason ?? `no board at that ${w} was found in ${secs(MAKE_LIMIT_MS)}; this one is the closest found`;
    return `Not the ${w} asked for: you asked for ${w} ${asked}, and this ${side}×${side} board is at ${level}. Why: ${why} (${tried}). It has exactly one solution: ${made.certificate}. Try another seed, size or ${w}. ${seedNote}`;
  }
  return `No board was made in ${secs(MAKE_LIMIT_MS)} (${tried}); try another seed, a smaller size or another ${w}. The Seed box now holds the next seed, ${seed + 1}.`;
}
