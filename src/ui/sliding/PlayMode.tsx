/**
 * Slide it yourself: click or tap a tile next to the blank, or use the arrow
 * keys while the board has focus. Arrow convention: the arrow says which way
 * a TILE moves, so ↑ slides the tile below the blank up into it.
 *
 * After every move the heuristic's estimate is shown again (Manhattan +
 * linear conflicts at once; the pattern databases' value when they exist,
 * asked from the worker), with a move counter and a message at the goal.
 * With `help`, Hint and "Solve from here" ask the solver from the reader's
 * own position (./PlayHelp.tsx).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isGoal, slide, type SlidingPuzzle } from '../../puzzles/sliding/board';
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import { parity } from '../../puzzles/sliding/parity';
import { arrowKeyPlayer, lastMoveWords, stuckWords } from './board-geometry';
import { hintMarkWords, positionCheckWords } from './hint-words';
import { SlidingBoard } from './SlidingBoard';
import { plural } from '../../core/numbers';
import { usePdbBreakdown, type ExplainPdb } from './use-pdb-breakdown';
import { whyOfPlayMove } from './step-why';
import { PlayHelp } from './PlayHelp';
import { pdbTables } from './sliding-run';
import { PLAYED_KEY, playedText, replayPlayed } from './play-link';
import { writeUrlParam } from '../url-state';

export interface PlayModeProps {
  start: SlidingPuzzle;
  /** The pattern-database breakdown of a 4×4 board, or null when the databases are not built. */
  explainPdb?: ExplainPdb;
  /** True once the databases exist (the estimate is asked again then). */
  pdbReady?: boolean;
  /** Show the parity numbers too (the parity section of the lesson uses this). */
  showParity?: boolean;
  /** Called after every move with the new board (e.g. to export or solve from it). */
  onBoard?: (tiles: number[]) => void;
  /** The solver's answer for the start board, when there is one: the reader's count is compared with it. */
  answer?: { length: number; optimal: boolean } | null;
  /** Offer Hint and "Solve from here" (they solve in the worker). */
  help?: boolean;
  /**
   * Keep the reader's moves in the page's link (./play-link.ts). The link's own moves, when it has them,
   * come as `linkedMoves` once the island has read the link; they are replayed on the start board.
   */
  keepInLink?: boolean;
  linkedMoves?: string | null;
  testId?: string;
}

/**
 * A finish the solver played or hinted in part 5: the reader's moves before it was asked (`before`) and the
 * solver's moves from there. Part 5's own solve, so the verdict need not send the reader to part 3 for one.
 */
export interface HelpedFinish {
  before: readonly number[];
  moves: readonly number[];
  optimal: boolean;
}

/**
 * The reader's count against the solver's answer: optimal, how many more, or how to find out. Without part 3's
 * answer, a finish the solver gave in part 5 (`finish`, when the reader's moves are exactly its moves) says what
 * is known: from the start board it is part 3's answer; from a later board it is shortest from there only.
 */
export function verdict(made: number, answer: { length: number; optimal: boolean } | null, finish: HelpedFinish | null = null,
  byHand = 0): string {
  if (!answer && finish && finish.before.length === 0) answer = { length: finish.moves.length, optimal: finish.optimal };
  if (!answer) {
    if (!finish) return 'Press Solve in part 3 to learn how short a solution can be.';
    const whose = finish.optimal ? 'a shortest finish from there' : 'a finish from there (not proven shortest)';
    return `Your first ${plural(finish.before.length, 'move')}, then ${finishWho(finish.moves.length, byHand)}: ` +
      `${whose}. Whether the start board has a shorter solution, Solve in part 3 tells.`;
  }
  if (answer.optimal) {
    if (made <= answer.length) return `That is a shortest solution: the solver proved that no solution is shorter than ${plural(answer.length, 'move')}.`;
    return `The shortest solution has ${plural(answer.length, 'move')}, so ${plural(made - answer.length, 'move')} could be saved.`;
  }
  if (made < answer.length) return `Shorter than the solver’s ${answer.length}-move answer, which was not proven shortest.`;
  return `The solver’s answer has ${plural(answer.length, 'move')} but was not proven shortest.`;
}

/**
 * Who made the finish's `n` moves: the solver's buttons played them, or the reader slid them by hand (`byHand` of
 * them) following its plan. A move made by hand is the reader's, even when the plan named it.
 */
function finishWho(n: number, byHand: number): string {
  if (byHand === 0) return `the solver’s ${plural(n, 'move')}`;
  const plan = `the solver’s plan for the last ${plural(n, 'move')}`;
  if (byHand >= n) return `you followed ${plan}`;
  return `${plan} (you slid ${byHand} by hand, its buttons played ${n - byHand})`;
}

/** The finish the reader's moves follow exactly (asked from `before`, then all its moves), or null. */
export function followedFinish(moves: readonly number[], finish: HelpedFinish | null): HelpedFinish | null {
  if (!finish) return null;
  const whole = [...finish.before, ...finish.moves];
  return whole.length === moves.length && whole.every((t, i) => t === moves[i]) ? finish : null;
}

export function PlayMode({ start, explainPdb, pdbReady = false, showParity, onBoard, answer = null, help = false,
  keepInLink = false, linkedMoves = null, testId = 'play' }: PlayModeProps): JSX.Element {
  const [playedTiles, setTiles] = useState<number[]>(start.tiles);
  const [playedMoves, setMoves] = useState<number[]>([]);
  // For each move, whether Hint's or "Solve from here"'s buttons played it (false: the reader's own tap or key).
  const [playedByHelp, setByHelp] = useState<boolean[]>([]);
  const [hintTile, setHintTile] = useState<number | null>(null);
  // Why the last click or arrow moved nothing; cleared by the next move or press of Hint or "Solve from here".
  const [stuck, setStuck] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // The last answer Hint or "Solve from here" gave, with the moves the reader had made when it was asked.
  const [finish, setFinish] = useState<HelpedFinish | null>(null);
  // The link is written only once the position is the reader's (or the link's): not while the page opens.
  const ownsLink = useRef(false);
  const linkApplied = useRef(false);
  const { size } = start;

  // A new starting board restarts the game. This happens during the render, not in an effect: an effect runs
  // after the browser has painted, and a press in between (a link's board arriving) would hint on the old board.
  // The link's moves, once read, are replayed on the new board by the effect below, so their position wins.
  const startKey = start.tiles.join(' ');
  const [startShown, setStartShown] = useState(startKey);
  const newStart = startShown !== startKey;
  if (newStart) {
    setStartShown(startKey);
    setTiles(start.tiles);
    setMoves([]);
    setByHelp([]);
    setFinish(null);
  }
  // The state set above is read only by the next render; this one still runs to its end, and with the old board's
  // tiles and moves it would read a 15-puzzle's cells with the new 8-puzzle's size (a slide from cell 15 of a 3×3
  // board threw). So this render already uses the new start board, with no moves made on it.
  const tiles = newStart ? start.tiles : playedTiles;
  const moves = newStart ? [] : playedMoves;
  useEffect(() => {
    if (linkedMoves === null || linkApplied.current) return;
    linkApplied.current = true;
    const replay = replayPlayed(start.tiles, size, linkedMoves);
    setTiles(replay.tiles);
    setMoves(replay.moves);
    setByHelp([]);
    setLinkProblem(replay.problem);
    ownsLink.current = true;
  }, [start.tiles.join(' '), linkedMoves]);
  useEffect(() => {
    if (keepInLink && ownsLink.current) writeUrlParam(PLAYED_KEY, playedText(moves));
  }, [moves.join(' '), keepInLink]);

  const play = (tile: number, byHelp = false) => {
    const next = slide(tiles, size, tile);
    if (!next) return;
    ownsLink.current = true;
    setLinkProblem(null);
    setStuck('');
    setTiles(next);
    setByHelp((b) => [...b.slice(0, moves.length), byHelp]);
    setMoves((m) => [...m, tile]);
    onBoard?.(next);
  };
  const byHand = (from: number) => moves.slice(from).filter((_, i) => !playedByHelp[from + i]).length;
  const onKey = arrowKeyPlayer(tiles, size, (tile) => play(tile), (key) => setStuck(stuckWords({ key })));
  const undo = () => {
    const last = moves[moves.length - 1];
    if (last === undefined) return;
    const back = slide(tiles, size, last);
    if (back) {
      ownsLink.current = true;
      setStuck('');
      setTiles(back);
      setMoves(moves.slice(0, -1));
      setByHelp(playedByHelp.slice(0, moves.length - 1));
      onBoard?.(back);
    }
  };
  const reset = () => {
    ownsLink.current = true;
    setStuck('');
    setTiles(start.tiles);
    setMoves([]);
    setByHelp([]);
    onBoard?.(start.tiles);
  };

  // The tables may also come from play mode's own solves: they are looked for on every render, and an
  // answer from PlayHelp renders this again so the databases' estimate appears at once.
  const [, setAnswers] = useState(0);
  const pdb = usePdbBreakdown(tiles, explainPdb, pdbReady || pdbTables() !== null);
  const mdlc = explainManhattanLc(tiles, size);
  const solved = isGoal(tiles, size);
  const par = showParity ? parity({ size, tiles }) : null;
  const lastTile = moves[moves.length - 1];
  // The estimate the solver searches with, when the page has it (Hint's words and the check use the same).
  const estimate = pdb ? { h: pdb.total, name: pdb.name } : { h: mdlc.total, name: mdlc.name };
  const startSolvable = useMemo(() => parity(start).solvable, [start.tiles.join(' ')]);
  const why = lastTile === undefined ? '' : playMoveWhy(tiles, size, lastTile, moves.length, answer?.optimal ? answer.length : null);
  return (
    <div class="sl-play" data-testid={testId} data-moves={moves.length} data-solved={String(solved)}>
      <div class="sl-play-grid">
        <div tabIndex={0} onKeyDown={onKey} class="sl-play-board" role="group"
          aria-label="Your board. Arrow keys slide the tile that moves in that direction; tiles next to the blank are buttons."
          data-testid={`${testId}-board-focus`}>
          <SlidingBoard size={size} tiles={tiles} onSlide={(tile) => play(tile)} lastMove={lastTile ?? null} hint={help ? hintTile : null}
            onStuck={(tile) => setStuck(stuckWords({ tile }))}
            distances={mdlc.perTile} maxWidth={300} testId={`${testId}-board`} label="Your board" />
        </div>
        {/* Beside the board on a wide screen, under it on a phone: the moves, the controls and a hint's answer
            first, so board and advice are seen together; the longer explanations after them. */}
        <div>
          <p aria-live="polite" data-testid={`${testId}-status`}>
            Moves: <strong data-testid={`${testId}-moves`}>{moves.length}</strong>.{' '}
            Manhattan + linear conflicts: <strong data-testid={`${testId}-h`}>{mdlc.total}</strong>
            {pdb && (
              <>
                ; pattern databases: <strong data-testid={`${testId}-h-pdb`}>{pdb.total}</strong>
              </>
            )}
            .
          </p>
          {/* Always in the page, hidden while empty: a status region added together with its words is often not read out. */}
          <p class={stuck ? 'sl-hint' : 'visually-hidden'} role="status" data-testid={`${testId}-stuck`}>{stuck}</p>
          {linkProblem && <p class="sl-hint" role="status" data-testid={`${testId}-link-problem`}>{linkProblem}</p>}
          {solved && moves.length > 0 && (
            <p class="sl-solved" role="status" data-testid={`${testId}-solved`}
              data-optimal={answer?.optimal ? String(moves.length <= answer.length) : undefined}>
              <span aria-hidden="true">★ </span>Solved in {plural(moves.length, 'move')}. {verdict(moves.length, answer, followedFinish(moves, finish), byHand(finish?.before.length ?? 0))}
            </p>
          )}
          <div class="sl-row">
            {/* aria-disabled, not disabled: undoing the last move must not drop focus to the page. */}
            <button type="button" class="btn" onClick={undo} aria-disabled={moves.length === 0} data-testid={`${testId}-undo`}>
              Undo
            </button>
            <button type="button" class="btn" onClick={reset} aria-disabled={moves.length === 0} data-testid={`${testId}-reset`}>
              Start again
            </button>
          </div>
          {help && (
            <PlayHelp tiles={tiles} size={size} onPlay={(tile) => play(tile, true)} made={moves.length}
              estimate={estimate} onAnswer={(plan) => {
                setAnswers((n) => n + 1);
                setFinish({ before: moves.slice(), moves: plan.moves, optimal: plan.optimal });
              }} onHintTile={setHintTile} onAsk={() => setStuck('')} testId={`${testId}-help`} />
          )}
          {help && hintTile !== null && (
            <p class="sl-small" data-testid={`${testId}-hint-mark`}>
              {hintMarkWords(hintTile === lastTile)}
            </p>
          )}
          {/* Unsolvable: Hint's own words say so, in the parity rule's terms. */}
          {help && !solved && startSolvable && <p class="sl-small" data-testid={`${testId}-check`}>{positionCheckWords(startSolvable, estimate, moves.length, answer?.optimal ? answer.length : null)}</p>}
          {why && !solved && <p class="sl-small" data-testid={`${testId}-why`}>{why}</p>}
          {lastTile !== undefined && (
            <p class="sl-small" data-testid={`${testId}-last-move`}>{capitalised(lastMoveWords(tiles, size, lastTile))}.</p>
          )}
          {par && (
            <p data-testid={`${testId}-parity`}>
              Inversions: <strong>{par.inversions}</strong>
              {par.blankRowFromBottom !== null && (
                <>
                  ; blank in row {par.blankRowFromBottom} from the bottom; sum <strong>{par.sum}</strong> ({par.sum % 2 ? 'odd' : 'even'})
                </>
              )}
              {par.blankRowFromBottom === null && <> ({par.inversions % 2 ? 'odd' : 'even'})</>}.
            </p>
          )}
          {/* How to move, until the reader has: after that it would only push the advice further from the board. */}
          {moves.length === 0 && hintTile === null && (
            <p class="sl-small" data-testid={`${testId}-how`}>
              Tap a tile next to the blank (they have a bar along their lower edge), or focus the board and press an arrow
              key: the tile moves the way the arrow points.
            </p>
          )}
          {moves.length > 0 && (
            <p class="sl-small" data-testid={`${testId}-history`}>
              You slid: {moves.join(', ')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The words for the reader's last move: the estimate before it (the board with that tile slid back) against the estimate now. */
function playMoveWhy(tiles: number[], size: number, tile: number, made: number, shortest: number | null): string {
  const before = slide(tiles, size, tile);
  if (!before) return '';
  const sum = (t: readonly number[]) => {
    const b = explainManhattanLc(t, size);
    return { manhattan: b.parts[0].value, total: b.total, tileDistance: b.perTile?.[tile] ?? 0 };
  };
  return whyOfPlayMove(tile, sum(before), sum(tiles), made, shortest);
}
