/**
 * The engine genres' play island (Akari, Shakashaka): the reader fills the
 * board by hand — pointer, touch or keyboard — and asks for a hint from
 * their own position, for Check, or to have the method explain the rest
 * from here. A genre gives its board, its marks and its model
 * (src/puzzles/<genre>/play.ts); everything else is this kit:
 *
 * - the position with Undo and Redo (./play-history.ts), kept in the link
 *   under `?play=` (src/ui/play-link.ts), so a permalink restores it;
 * - the hint in three presses (./HintPanel.tsx), Check (./CheckPanel.tsx)
 *   and "Explain from here" (./ExplainPanel.tsx), all from one StepFinder
 *   (src/inequalities/next-step.ts) over the genre's model;
 * - the first rule the position breaks, said as soon as it is broken, under
 *   the board (a placement the givens rule out is only shown on Check: said
 *   unasked, it would give the answer away).
 *
 * Keys: the arrow keys move between white cells (the board's own keys),
 * Enter or Space cycles the cell's mark, the genre's letters set a mark,
 * Backspace or Delete clears; Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
 */
import { HandBoardChoice } from '../by-hand/HandControls';
import type { JSX } from 'preact';
import type { Deduction } from '../../../inequalities/next-step';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { ParseError } from '../../../core/result';
import { UNKNOWN } from '../../../inequalities/forcing';
import { breakingVariables, checkPosition, playBoard, type PlayBoard, type PlayModel } from '../../../inequalities/play-check';
import { MathmlFormulas } from '../../Formula';
import { LinkProblems } from '../../LinkProblems';
import { playFromLink, playToLink } from '../../play-link';
import { LINK_KEY } from '../../solver-link';
import { StartingNote, useStarted } from '../../Starting';
import StyleSheet from '../../StyleSheet';
import { readUrlParam, writeUrlParam } from '../../url-state';
import { cellAction } from './cell-action';
import { CheckPanel } from './CheckPanel';
import { ExplainPanel } from './ExplainPanel';
import { HintPanel, useHint } from './HintPanel';
import { appliedWords, cannotHoldWords, cellWords, checkWords, type CheckWords } from './hint-text';
import { PLAY_CSS } from './play-css';
import { reducePlay, startHistory } from './play-history';
import { undoRedoKey } from '../../undo-keys';

/** One mark the reader can set on a cell (the last of a genre's list clears it). */
export interface PlayMark {
  id: string;
  /** The button's text (a word or a glyph) and its accessible name. */
  text: string;
  name: string;
  /** Keys that set it on the focused cell (compared in lower case). */
  keys: readonly string[];
  /** The values with this mark on white cell `cell`. */
  apply(values: readonly number[], cell: number): number[];
}

export interface PlayBoardProps<P> {
  puzzle: P;
  values: readonly number[];
  highlight: readonly number[];
  changed: readonly number[];
  selected: number | null;
  /** Per white cell, a short badge ("1", "2" … for the steps of Check's proof); a genre may leave them undrawn. */
  badges?: Readonly<Record<number, string>>;
  onCellSelect?: (cell: number) => void;
  label: string;
  testId: string;
}

export interface PlayGenre<P> {
  parse: (text: string) => { ok: true; puzzle: P } | { ok: false; error: ParseError };
  model: (puzzle: P) => PlayModel;
  marks: readonly PlayMark[];
  /** What a click, a tap, Enter or Space does to a cell: the next mark in turn. */
  cycle(values: readonly number[], cell: number): number[];
  /**
   * A click or tap on a cell other than the chosen one only chooses it (for the mark buttons); a second click cycles.
   * For a genre with many marks per cell, where choosing a cell by pointer and changing it must be two gestures.
   * Enter and Space still cycle the focused cell.
   */
  pointerSelectsFirst?: boolean;
  /** The variables of white cell `cell`. */
  cellVariables(cell: number): number[];
  /** The mark on a cell in words, for its status line ("a lamp", "empty"). */
  markWords(values: readonly number[], cell: number): string;
  board: (p: PlayBoardProps<P>) => JSX.Element;
  /** How to fill the board, keys included: the first lines of the island. */
  howTo: string;
  /** Steps of "Explain from here" worth going to one after the other (src/ui/LandmarkJumps.tsx). */
  landmark?: {
    test: (step: Deduction) => boolean;
    what: string;
    whatPlural: string;
    /** How many things a step decides, and their names (src/ui/LandmarkJumps.tsx: `sizes`, `things`). */
    size?: (step: Deduction) => number;
    things?: readonly [string, string];
  };
}

export interface PlayBoardChoice {
  id: string;
  label: string;
  text: string;
}

export interface PlayIslandProps<P> {
  genre: PlayGenre<P>;
  boards: readonly PlayBoardChoice[];
  testId: string;
  className?: string;
  css?: string;
}

interface Loaded<P> {
  choice: PlayBoardChoice;
  puzzle: P;
  board: PlayBoard;
}

export function PlayIsland<P>({ genre, boards, testId, className = '', css = '' }: PlayIslandProps<P>): JSX.Element {
  const started = useStarted();
  const [boardId, setBoardId] = useState(boards[0].id);
  // What the link asked for, read once the island runs in the browser.
  const [fromLink, setFromLink] = useState<{ board: string; values: number[] | null } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const loaded = useMemo(() => new Map<string, Loaded<P>>(), []);
  const load = (id: string): Loaded<P> | { error: string } => {
    const known = loaded.get(id);
    if (known) return known;
    const choice = boards.find((b) => b.id === id) ?? boards[0];
    const parsed = genre.parse(choice.text);
    if (!parsed.ok) return { error: parsed.error.message };
    const item = { choice, puzzle: parsed.puzzle, board: playBoard(genre.model(parsed.puzzle)) };
    loaded.set(id, item);
    return item;
  };
  useEffect(() => {
    const raw = readUrlParam(LINK_KEY.play);
    if (raw === null) return;
    const counts = boards.map((b) => {
      const item = load(b.id);
      return { id: b.id, variables: 'error' in item ? 0 : item.board.model.variables.length };
    });
    const link = playFromLink(raw, counts);
    if (link.problem) setProblems([link.problem]);
    if (link.board) {
      setBoardId(link.board);
      setFromLink({ board: link.board, values: link.values });
    }
  }, []);
  const item = load(boardId);
  const initial = fromLink?.board === boardId ? fromLink.values : null;
  return (
    <MathmlFormulas>
      <section class={`eng-card play ${className}`.trim()} data-testid={testId} aria-label="Play the board yourself" data-started={String(started)}>
        <StyleSheet css={PLAY_CSS + css} />
        <StartingNote started={started} what="the board and the buttons" />
        <LinkProblems problems={problems} />
        <HandBoardChoice boards={boards} value={boardId} onChange={setBoardId} testId="play-board-choice" />
        {'error' in item ? (
          <p role="alert">This board does not read: {item.error}</p>
        ) : (
          // Keyed by board and by what the link restored: a new board starts a fresh history.
          <Workspace key={`${boardId}:${initial ? 'link' : 'empty'}`} genre={genre} item={item} initial={initial} isFirst={boardId === boards[0].id}
            started={started} />
        )}
      </section>
    </MathmlFormulas>
  );
}

interface WorkspaceProps<P> {
  genre: PlayGenre<P>;
  item: Loaded<P>;
  initial: number[] | null;
  isFirst: boolean;
  started: boolean;
}

function Workspace<P>({ genre, item, initial, isFirst, started }: WorkspaceProps<P>): JSX.Element {
  const { board, puzzle } = item;
  const { model } = board;
  const n = model.variables.length;
  const empty = useMemo(() => new Array<number>(n).fill(UNKNOWN), [n]);
  const [history, dispatch] = useReducer(reducePlay, initial ?? empty, startHistory);
  const values = history.present;
  const [cursor, setCursor] = useState<number>(0);
  // The cell the reader chose (not the one the keyboard focus starts on): see ./cell-action.ts.
  const [chosen, setChosen] = useState<number | null>(null);
  const [applied, setApplied] = useState<readonly number[]>([]);
  const [checked, setChecked] = useState<CheckWords | null>(null);
  const [explaining, setExplaining] = useState(false);
  const prefer = history.last === null ? [] : genre.cellVariables(history.last);
  const hint = useHint(board, values, prefer);
  const root = useRef<HTMLDivElement>(null);
  const stick = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // On a phone the hint panel is brought into view below the pinned board (HintPanel, after this effect's children):
  // the status line just above it then fell under the pinned block. Scroll back just enough that its first line shows.
  useEffect(() => {
    const top = stick.current;
    const line = status.current;
    if (hint.level === 0 || !top || !line || getComputedStyle(top).position !== 'sticky') return;
    const hidden = top.getBoundingClientRect().bottom - line.getBoundingClientRect().top;
    if (hidden > 0) window.scrollBy(0, -hidden);
  }, [hint.level]);

  // The position in the link; the first board while empty leaves the link alone.
  useEffect(() => {
    if (!started) return;
    const blank = values.every((v) => v === UNKNOWN);
    writeUrlParam(LINK_KEY.play, blank && isFirst ? null : playToLink(item.choice.id, values));
  }, [values, started]);
  // Anything said about the last position is stale once it changes.
  useEffect(() => {
    setChecked(null);
    setExplaining(false);
  }, [values]);

  const live = useMemo(() => checkPosition(board, values), [board, values]);
  // The rule of the first broken inequality, or the one rules.ts names on the complete board.
  const broken = live.broken ? live.broken.rule : live.final && !live.final.ok ? (live.final.rule ?? { code: live.final.code, words: 'a rule of the puzzle' }) : null;
  const solved = live.final?.ok === true;
  // Check's answer names a broken rule with its proof: the line under the board then stays quiet, so the rule is said once.
  const checkSaysBroken = checked?.tone === 'broken';
  const set = (next: number[], cell: number | null) => {
    setApplied([]);
    dispatch({ type: 'set', values: next, cell });
  };
  // Whether the cell's last "select" came from a pointer (not Enter or Space): see pointerSelectsFirst.
  const byPointer = useRef(false);
  // The landmark keys of "Explain from here" while its steps are shown (ExplainPanel sets it), for onIslandKey.
  const explainKeys = useRef<((event: KeyboardEvent) => void) | null>(null);
  const onCell = (cell: number) => {
    const action = cellAction({ pointerSelectsFirst: genre.pointerSelectsFirst === true, byPointer: byPointer.current, cell, chosen });
    setCursor(cell);
    setChosen(cell);
    if (action === 'cycle') set(genre.cycle(values, cell), cell);
  };
  const onBoardKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const el = (e.target as Element | null)?.closest?.('[data-cell],[data-var]');
    if (!el) return;
    const cell = Number(el.getAttribute('data-cell') ?? el.getAttribute('data-var'));
    const mark = genre.marks.find((m) => m.keys.includes(e.key.toLowerCase()));
    if (!mark || !Number.isInteger(cell)) return;
    e.preventDefault();
    setCursor(cell);
    setChosen(cell);
    set(mark.apply(values, cell), cell);
  };
  const onBoardFocus = (e: FocusEvent) => {
    const el = (e.target as Element | null)?.closest?.('[data-cell],[data-var]');
    const cell = Number(el?.getAttribute('data-cell') ?? el?.getAttribute('data-var'));
    if (el && Number.isInteger(cell)) setCursor(cell);
  };
  // A cell to give the keyboard focus once it is drawn (after Apply, whose button is then gone).
  const [focusCell, setFocusCell] = useState<number | null>(null);
  const boardBox = useRef<HTMLDivElement>(null);
  const focusOnBoard = (cell: number) => boardBox.current?.querySelector<SVGElement>(`[data-cell="${cell}"],[data-var="${cell}"]`)?.focus();
  useEffect(() => {
    if (focusCell === null) return;
    focusOnBoard(focusCell);
    setFocusCell(null);
  }, [focusCell]);
  // A hint points at cells: the board's cursor goes to the first one, so Tab reaches it (the reader did not choose it).
  const hinted = hint.marked.length > 0 ? model.cellOf(hint.marked[0]) : null;
  useEffect(() => {
    if (hinted === null) return;
    setCursor(hinted);
    setChosen(null);
  }, [hinted, hint.level]);
  const onIslandKey = (e: KeyboardEvent) => {
    const action = undoRedoKey(e);
    if (action) {
      dispatch({ type: action });
      e.preventDefault();
      return;
    }
    // N, P: the shown explanation's next and previous landmark step, wherever focus is in the island (text fields aside).
    explainKeys.current?.(e);
    if (e.defaultPrevented) return;
    // The board's keys pressed in the hint panel (its button keeps the focus, so the hint's words stay where a screen
    // reader is): they go to the hinted cell, focused, as if pressed there; a reader's keys went nowhere before.
    if (e.ctrlKey || e.metaKey || e.altKey || hinted === null || !(e.target as Element | null)?.closest?.('[data-testid="play-hint"]')) return;
    const mark = genre.marks.find((m) => m.keys.includes(e.key.toLowerCase()));
    if (!mark && !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    focusOnBoard(hinted);
    if (mark) set(mark.apply(values, hinted), hinted);
  };
  const applyHint = (next: number[], forced: readonly number[]) => {
    dispatch({ type: 'set', values: next, cell: forced.length > 0 ? model.cellOf(forced[0]) : null });
    setApplied(forced);
    // Focus the board's cell, so the keyboard carries on where the hint acted (the Apply button is gone).
    const cell = forced.length > 0 ? model.cellOf(forced[0]) : cursor;
    setCursor(cell);
    setFocusCell(cell);
    // The hint moved the focus, the reader did not choose: a click there first chooses it.
    setChosen(null);
  };

  // A broken rule's cells are marked at once (hatched, a thick border: a shape, not only a colour), before any Check.
  const breaking = live.broken ? breakingVariables(model.constraints[live.broken.id].inequality, values) : [];
  const marked = hint.marked.length > 0 ? hint.marked : checked ? checked.cells.flatMap(genre.cellVariables) : breaking;
  const decided = countDecided(model, values);
  // Check's proof numbers its steps; the cells they settle carry those numbers (shown while Check's marks are).
  const badges = hint.marked.length === 0 && checked && Object.keys(checked.badges).length > 0 ? checked.badges : undefined;
  return (
    <div ref={root} class="play-work" data-testid="play-workspace" data-values={values.join(' ')} data-position={playToLink(item.choice.id, values)}
      data-broken={broken ? 'true' : 'false'} data-solved={String(solved)} onKeyDown={onIslandKey}>
      <p class="eng-small">{genre.howTo}</p>
      <div class="eng-split">
        <div class="eng-sticky">
          {/* On a phone the board and its controls stay at the top of the screen together while the hint's words below
              scroll by (play-css.ts): a reader can undo or mark a cell without scrolling back up. */}
          <div ref={stick} class="play-stick" data-testid="play-stick">
            {/* A click is a pointer's (Enter and Space on a cell select through its key handler, never by a click). Told by
                the click too, not only by pointerdown: a tap made before the island started is played again as a click
                alone (client-linked.mjs), and taken for a key it cycled the cell where it should only choose it. */}
            {/* The status line speaks of the cell in focus: an arrow key moves the focus, and the cursor follows it. */}
            <div ref={boardBox} class="play-board-stick" onKeyDown={onBoardKey} onFocusIn={onBoardFocus} onPointerDown={() => (byPointer.current = true)}
              onClickCapture={() => (byPointer.current = true)}
              onKeyDownCapture={() => (byPointer.current = false)}>
              {genre.board({
                puzzle,
                values,
                highlight: marked,
                changed: hint.preview.length > 0 ? hint.preview : applied,
                selected: cursor,
                badges,
                onCellSelect: onCell,
                label: 'Board to play: each white cell is a button',
                testId: 'play-board',
              })}
            </div>
            <div class="eng-row" role="group" aria-label="Marks for the chosen cell">
              {genre.marks.map((m) => (
                <button key={m.id} type="button" class="btn play-mark" aria-label={`${m.name} on ${cellWords(model, cursor)}`} data-testid={`play-mark-${m.id}`}
                  onClick={() => {
                    setChosen(cursor);
                    set(m.apply(values, cursor), cursor);
                  }}>
                  {m.text}
                </button>
              ))}
            </div>
            <div class="eng-row">
              <button type="button" class="btn" data-testid="play-undo" aria-disabled={history.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
                Undo
              </button>
              <button type="button" class="btn" data-testid="play-redo" aria-disabled={history.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
                Redo
              </button>
              <button type="button" class="btn" data-testid="play-clear" aria-disabled={history.past.length === 0 && decided === 0}
                onClick={() => set(empty, null)}>
                Clear the board
              </button>
            </div>
          </div>
          <p ref={status} class="eng-small" aria-live="polite" data-testid="play-status">
            {cellWords(model, cursor)}: {genre.markWords(values, cursor)}. {decided} of {model.variables.length / genre.cellVariables(0).length} cells filled.{' '}
            Striped, thick border: what a hint or Check points at; dashed outline: what a hint settles.
            {/* The badges' key, beside the board that shows them. The proof they number is in the Check panel: beside the board
                on a wide screen, under it on a phone, so the key names the panel rather than a direction. */}
            {badges && checked && <span data-testid="play-badge-legend"> {checked.badgeKey}</span>}
          </p>
          {/* No tone on an empty line (Check says the rule instead): the broken tone's double rule alone would read as a stray "||". */}
          <p class="play-live" role="status" data-testid="play-live" data-tone={broken ? (checkSaysBroken ? 'none' : 'broken') : solved ? 'solved' : applied.length > 0 ? 'applied' : 'none'}>
            {broken
              ? checkSaysBroken
                ? ''
                : `Rule broken: ${broken.words}`
              : solved
                ? 'Solved: every rule holds.'
                : applied.length > 0
                  ? appliedWords(model, applied, values)
                  : ''}
          </p>
          {live.broken && breaking.length > 0 && hint.marked.length === 0 && !checked && (
            <p class="eng-small" data-testid="play-broken-cells">
              {cannotHoldWords(model, live.broken.id)} The {breaking.length === 1 ? 'cell that breaks it has' : 'cells that break it have'} a thick
              border, striped inside, on the board.
            </p>
          )}
        </div>
        <div class="play-side">
          {/* The board shows one answer's marks at a time, the last asked for: a hint clears Check's panel (its badges number
              that panel's proof, which would otherwise still claim them), and Check clears the hint. */}
          <HintPanel hint={{ ...hint, more: () => { setChecked(null); hint.more(); } }} model={model} values={values} onApply={applyHint} />
          <CheckPanel words={checked} onCheck={() => { hint.clear(); setChecked(checkWords(model, checkPosition(board, values), values)); }} />
        </div>
      </div>
      {/* Full width: its board needs the room of the whole card. */}
      <ExplainPanel open={explaining} onOpen={() => setExplaining(true)} board={board} values={values} genre={genre} puzzle={puzzle} keys={explainKeys} />
    </div>
  );
}

/** How many white cells have a mark: for a cell with several variables, one chosen (1) or, with one variable, any value. */
function countDecided(model: PlayModel, values: readonly number[]): number {
  const perCell = new Map<number, number[]>();
  values.forEach((v, i) => {
    const cell = model.cellOf(i);
    perCell.set(cell, [...(perCell.get(cell) ?? []), v]);
  });
  let count = 0;
  for (const vs of perCell.values()) if (vs.length === 1 ? vs[0] !== UNKNOWN : vs.includes(1)) count++;
  return count;
}
