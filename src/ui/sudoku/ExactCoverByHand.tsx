/**
 * Algorithm X by hand on a 4×4 board: the exact-cover matrix drawn (a row
 * per candidate the givens leave, a column per condition, a square for each
 * 1), and the reader plays the algorithm — pick a column, then one of its
 * rows; the row's columns are covered and every row that clashes with it
 * leaves the matrix (drawn faint, and counted in words). "Algorithm X's
 * choice" points at the column with the fewest rows; Undo steps back, which
 * is all backtracking is. The board beside fills in as rows are chosen.
 * The steps are src/exact-cover/by-hand.ts, the matrix
 * src/puzzles/sudoku/exact-cover-model.ts — the same model the solver uses.
 */
import { scaleBand } from 'd3-scale';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseRow, columnSizes, emptyColumnCause, fewestColumn, handStatus, rowsOf, startState, type HandState } from '../../exact-cover/by-hand';
import { listWords } from '../../core/list-words';
import { openCandidates } from '../../puzzles/sudoku/candidates';
import { countSolutions } from '../../puzzles/sudoku/count-solutions';
import { teachingMatrix, type TeachingMatrix } from '../../puzzles/sudoku/exact-cover-model';
import { BY_HAND_BOARDS } from '../../lessons/sudoku/examples';
import { parseSudoku } from '../../puzzles/sudoku/format';
import type { SudokuPuzzle } from '../../puzzles/sudoku/puzzle';
import StyleSheet from '../StyleSheet';
import { SUDOKU_CSS } from './sudoku-css';
import { focusNext } from './focus-next';
import { useBringIntoView } from '../bring-into-view';
import { RovingChoices } from './RovingChoices';
import { BoardKey } from './BoardKey';
import { secondWords } from './clash-words';
import { SudokuBoard } from './SudokuBoard';

interface Setup {
  puzzle: SudokuPuzzle;
  matrix: TeachingMatrix;
  /** Matrix rows (the candidates the givens leave), as indices into matrix.rows. */
  live: number[];
  ruledOut: number;
  /** Solutions the givens allow (up to SOLUTION_CAP): a board with few givens has several. */
  solutions: number;
}

/** Solutions counted at most; a 4×4 board has at most 288. */
const SOLUTION_CAP = 300;

function setUp(text: string): Setup {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(`by-hand board does not parse: ${r.error.message}`);
  const matrix = teachingMatrix(r.puzzle, openCandidates(r.puzzle)!);
  const live = matrix.rows.flatMap((row, i) => (row.ruledOut ? [] : [i]));
  return { puzzle: r.puzzle, matrix, live, ruledOut: matrix.rows.length - live.length, solutions: countSolutions(r.puzzle, SOLUTION_CAP) };
}

/** Short column heads: "r2c1", "R2#1" (row 2 has a 1), "C1#4", "B2#1". */
function shortName(c: TeachingMatrix['columns'][number], size: number): string {
  if (c.kind === 'cell') return `r${Math.floor(c.unit / size) + 1}c${(c.unit % size) + 1}`;
  return `${c.kind === 'row' ? 'R' : c.kind === 'column' ? 'C' : 'B'}${c.unit + 1}#${c.value}`;
}

/**
 * A matrix row's height; a column is wider (COL_W), so its head can stand upright in two short lines, and
 * neighbouring heads at HEAD_SIZE ("R2", "#4") keep a gap between them.
 */
const CELL = 15;
const COL_W = 26;
const ROW_HEAD = 64;
/** The band over the heads that names each group of columns ("row R holds #"), then the heads' two lines. */
const BAND = 16;
const HEAD_LINE = 17;
/**
 * The heads' lettering (a style, so it wins over the matrix's 12 px text): a head is read by its glyphs alone, and a
 * digit fills about 0.7 of the font size, so "r1" at 14 px had under 10 px of ink, which readers could not read on a
 * phone; 16 px gives 11.
 */
const HEAD_SIZE = '16px';
const COL_HEAD = BAND + 2 * HEAD_LINE + 6;

/** A column's head in two upright lines: "r1" over "c2" (cell r1c2 has a value), "R1" over "#2" (row 1 has a 2). */
export function headLines(c: TeachingMatrix['columns'][number], size: number): [string, string] {
  if (c.kind === 'cell') return [`r${Math.floor(c.unit / size) + 1}`, `c${(c.unit % size) + 1}`];
  return [`${c.kind === 'row' ? 'R' : c.kind === 'column' ? 'C' : 'B'}${c.unit + 1}`, `#${c.value}`];
}

/** What each kind of column says, long and short; the band takes the long words when the group is wide enough. */
const GROUP_WORDS: Record<TeachingMatrix['columns'][number]['kind'], [string, string]> = {
  cell: ['cell has a value', 'cells'],
  row: ['row R holds #', 'rows'],
  column: ['column C holds #', 'cols'],
  box: ['box B holds #', 'boxes'],
};
/** About how wide a character of the band's 12 px text is drawn, to choose words that fit their group. */
const CHAR_PX = 7;

/** Runs of columns of one kind (the matrix lists them kind by kind): where each starts and how many it has. */
function columnGroups(columns: TeachingMatrix['columns']): { kind: TeachingMatrix['columns'][number]['kind']; first: number; count: number }[] {
  const groups: { kind: TeachingMatrix['columns'][number]['kind']; first: number; count: number }[] = [];
  columns.forEach((c, k) => {
    const last = groups.at(-1);
    if (last && last.kind === c.kind) last.count++;
    else groups.push({ kind: c.kind, first: k, count: 1 });
  });
  return groups;
}

/**
 * A column's button text: its short head, with the long name for wide screens and screen readers (hidden on a phone) —
 * "row 1 has a 2 — R1#2"; a cell's name already begins with its head, so it is not said twice ("r1c2 has a value").
 */
function columnLabel(long: string, short: string): JSX.Element {
  return long.startsWith(short)
    ? <>{short}<span class="sd-col-long">{long.slice(short.length)}</span></>
    : <><span class="sd-col-long">{long} — </span>{short}</>;
}

/** A column in words with its short head: "row 1 holds a 2 (R1#2)". */
export function columnWords(c: TeachingMatrix['columns'][number], size: number): string {
  return `“${c.name}” (${shortName(c, size)})`;
}

/** The first column left with no row: the dead end, or null. */
function emptyColumn(sizes: ReadonlyMap<number, number>): number | null {
  for (const [c, n] of sizes) if (n === 0) return c;
  return null;
}

/**
 * The matrix keeps its drawn size (its heads stay 12 px, upright, under a band
 * that names each group of columns in words) and scrolls sideways
 * inside its box; the column the reader is looking at — picked, or the empty
 * one at a dead end — is scrolled to the middle of the box, so it is never in
 * the hidden part.
 */
function Matrix({ setup, state, picked, empty }: { setup: Setup; state: HandState; picked: number | null; empty: number | null }): JSX.Element {
  const { matrix, live, puzzle } = setup;
  const x = scaleBand<number>().domain(matrix.columns.map((_, c) => c)).range([4, 4 + matrix.columns.length * COL_W]);
  const y = scaleBand<number>().domain(live.map((_, r) => r)).range([COL_HEAD, COL_HEAD + live.length * CELL]);
  // Room at the right for "✗ no row left" under the last column.
  const width = 4 + matrix.columns.length * COL_W + 96;
  const height = COL_HEAD + live.length * CELL + 8 + CELL;
  const box = useRef<HTMLDivElement>(null);
  const shown = empty ?? picked;
  useEffect(() => {
    const el = box.current;
    if (!el || shown === null) return;
    el.scrollLeft = Math.max(0, ROW_HEAD + (x(shown) ?? 0) - el.clientWidth / 2);
    // Down as well: a picked column's rows may lie below the box's fold (a reader saw the column, not its rows). Its
    // rows' span is centred, its first row kept in view. A dead end scrolls to the top, where the ✗ heads the empty
    // column: its message and Undo stand beside the board, above the matrix, so the box's top is what is on screen.
    if (empty !== null) { el.scrollTop = 0; return; }
    const rows = rowsOf(state, shown);
    if (rows.length === 0) { el.scrollTop = 0; return; }
    const top = y(Math.min(...rows)) ?? 0;
    const bottom = (y(Math.max(...rows)) ?? 0) + CELL;
    el.scrollTop = Math.max(0, Math.min(top - CELL, (top + bottom) / 2 - el.clientHeight / 2));
  }, [shown, setup]);
  // Whether the box hides columns at its right: a worded sign says so on a phone, where readers missed the edge shadow.
  const [moreRight, setMoreRight] = useState(false);
  const checkRight = () => {
    const el = box.current;
    if (el) setMoreRight(el.scrollWidth - el.scrollLeft - el.clientWidth > 4);
  };
  useEffect(checkRight);
  const bottom = COL_HEAD + live.length * CELL;
  const rowClass = (r: number) => (state.activeRows.has(r) || state.chosen.includes(r) ? undefined : 'sd-gone');
  return (
    // Bounded in height as well as width, so the choices right under it stay in view while a column is picked.
    <>
    {moreRight && <p class="sd-small sd-narrow-only sd-scroll-sign" aria-hidden="true" data-testid="xc-scroll-sign">More columns: scroll the matrix sideways →</p>}
    <div ref={box} class="sd-matrix sd-table-wrap scroll-x scroll-y" tabIndex={0} role="region" data-testid="xc-matrix-box"
      aria-label="The exact-cover matrix (scrolls sideways and down)" onScroll={checkRight}>
      {/* The row names stay at the left edge while the columns scroll under them. */}
      <svg class="sd-matrix-heads" width={ROW_HEAD} height={height} viewBox={`0 0 ${ROW_HEAD} ${height}`} aria-hidden="true">
        {live.map((i, r) => (
          <text key={r} class={rowClass(r) && 'sd-covered'} x={2} y={(y(r) ?? 0) + CELL * 0.8} font-weight={state.chosen.includes(r) ? 700 : undefined}>
            {state.chosen.includes(r) ? '✓ ' : ''}{matrix.rows[i].name}
          </text>
        ))}
      </svg>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" data-testid="xc-matrix"
        aria-label={`Exact-cover matrix: ${live.length} rows, ${matrix.columns.length} columns; ${state.activeRows.size} rows and ${state.activeColumns.size} columns left.`}>
        {matrix.columns.map((c, k) => (
          <g key={k} class={state.activeColumns.has(k) ? undefined : 'sd-covered'} data-column={shortName(c, puzzle.size)}>
            {picked === k && empty === null && <rect class="sd-picked-col" x={x(k)} y={COL_HEAD} width={COL_W} height={live.length * CELL} />}
            {empty === k && (
              <>
                <rect class="sd-empty-col" x={x(k)} y={COL_HEAD} width={COL_W} height={live.length * CELL} data-testid="xc-empty-col" />
                <text x={(x(k) ?? 0) + 1} y={bottom + CELL + 2} font-weight={700} data-testid="xc-empty-mark">✗ no row left</text>
                {/* The same mark at the top of the column, so it is seen when the box's top is what is on screen. */}
                <text x={(x(k) ?? 0) + COL_W / 2} y={COL_HEAD + CELL * 0.8} text-anchor="middle" font-weight={700} class="sd-halo" style={{ fontSize: HEAD_SIZE }} data-testid="xc-empty-top">✗</text>
              </>
            )}
            {headLines(c, puzzle.size).map((line, j) => (
              <text key={j} x={(x(k) ?? 0) + COL_W / 2} y={BAND + HEAD_LINE * (j + 1)} text-anchor="middle" style={{ fontSize: HEAD_SIZE }}>{line}</text>
            ))}
          </g>
        ))}
        {columnGroups(matrix.columns).map((g) => {
          const [long, short] = GROUP_WORDS[g.kind];
          const room = g.count * COL_W - 4;
          const words = long.length * CHAR_PX <= room ? long : short.length * CHAR_PX <= room ? short : '';
          const x0 = (x(g.first) ?? 0) + 2;
          return (
            <g key={g.kind} class="sd-col-band" data-testid={`xc-band-${g.kind}`}>
              <path d={`M${x0} ${BAND + 2}v-4h${room}v4`} />
              {words && <text x={x0 + 2} y={BAND - 5}>{words}</text>}
            </g>
          );
        })}
        {live.map((i, r) => (
          <g key={r} class={rowClass(r)}>
            {matrix.rows[i].columns.map((c) => (
              <rect key={c} class="sd-one" x={(x(c) ?? 0) + (COL_W - CELL) / 2 + 2} y={(y(r) ?? 0) + 2} width={CELL - 4} height={CELL - 4} />
            ))}
          </g>
        ))}
      </svg>
    </div>
    </>
  );
}

interface Entry {
  state: HandState;
  said: string;
}

/** `board`: a 4×4 board of the reader's (the solver island passes the one entered); the lesson's two otherwise. */
export default function ExactCoverByHand({ board }: { board?: string }): JSX.Element {
  const boards = board ? [{ id: 'entered', label: 'The board entered', text: board }] : BY_HAND_BOARDS;
  const [boardId, setBoardId] = useState<string>(boards[0].id);
  const setup = useMemo(() => setUp(boards.find((b) => b.id === boardId)!.text), [boardId]);
  const [history, setHistory] = useState<Entry[]>(() => [{ state: startState(setup.live.map((i) => setup.matrix.rows[i].columns), setup.matrix.columns.length), said: '' }]);
  const [picked, setPicked] = useState<number | null>(null);
  /** The row the last Undo took back, said in the status line until the next move (a bare prompt left readers unsure). */
  const [undone, setUndone] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // After a column is picked, its rows are the next choice: focus goes to the first, so Tab need not go back up to it.
  const pickColumn = (c: number) => {
    setPicked(c);
    setUndone(null);
    if (typeof window !== 'undefined') requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid^="xc-row-"]')?.focus());
  };
  const state = history[history.length - 1].state;
  const status = handStatus(state);
  const sizes = columnSizes(state);
  const xChoice = fewestColumn(state);
  const { matrix, puzzle, live } = setup;
  const empty = status === 'stuck' ? emptyColumn(sizes) : null;
  const ties = xChoice === null ? 0 : [...sizes.values()].filter((n) => n === sizes.get(xChoice)).length;
  const say = (c: number) => columnWords(matrix.columns[c], puzzle.size);
  const rowName = (r: number) => matrix.rows[live[r]].name;
  // Each row the empty column had, with the chosen row that removed it and why (the condition they share).
  const deadEndCause = (c: number): string => {
    const removals = emptyColumnCause(state, c);
    if (removals.length === 0) return 'The givens left it no row at all.';
    const each = removals.map((m) => `${rowName(m.row)} when ${rowName(m.by)} was chosen (${secondWords(matrix.columns[m.shared].name)})`);
    const only = removals[0];
    return removals.length === 1
      ? `Its only row, ${rowName(only.row)}, was removed when ${rowName(only.by)} was chosen (${secondWords(matrix.columns[only.shared].name)}).`
      : `Its ${removals.length} rows left the matrix as clashing rows were chosen: ${listWords(each)}.`;
  };

  const reset = (id = boardId) => {
    setBoardId(id);
    setPicked(null);
    setUndone(null);
    const s = setUp(boards.find((b) => b.id === id)!.text);
    setHistory([{ state: startState(s.live.map((i) => s.matrix.rows[i].columns), s.matrix.columns.length), said: '' }]);
  };
  const choose = (r: number, column0 = picked, forced = false) => {
    const step = chooseRow(state, r);
    const name = matrix.rows[live[r]].name;
    const column = column0 === null ? '' : ` to cover ${say(column0)}${forced ? ', its only row (a forced move: Algorithm X’s choice)' : ''}`;
    const said = `Chose ${name}${column}: it covers ${step.coveredColumns.length} columns (${step.coveredColumns.map((c) => say(c)).join('; ')}), which leave the matrix; ${step.removedRows.length === 0 ? 'no other row had a 1 in them' : `${step.removedRows.length} other ${step.removedRows.length === 1 ? 'row has a 1 in one of them and would cover it twice, so it leaves' : 'rows had a 1 in one of them and would cover it twice, so they leave'} too (${step.removedRows.map((q) => matrix.rows[live[q]].name).join(', ')})`}.`;
    setHistory([...history, { state: step.state, said }]);
    setPicked(null);
    setUndone(null);
    focusNext(root.current, ['xc-hint', 'xc-undo']);
  };
  const cells = Array.from(puzzle.cells);
  for (const r of state.chosen) cells[matrix.rows[live[r]].cell] = matrix.rows[live[r]].value;
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  const lastChosen = state.chosen.length > 0 ? [matrix.rows[live[state.chosen[state.chosen.length - 1]]].cell] : [];
  // At a dead end the board, with its message and Undo beside it, comes to the top of the screen, the matrix's top under it.
  const boardRow = useBringIntoView<HTMLDivElement>(empty, empty !== null, 'start');
  const said = history.length > 1 && <p class="sd-small" data-testid="xc-said">{history[history.length - 1].said}</p>;
  const undoRow = (
    <div class="sd-row">
      <button type="button" class="btn" aria-disabled={history.length <= 1} data-testid="xc-undo"
        onClick={() => {
          if (history.length <= 1) return;
          setUndone(matrix.rows[live[state.chosen[state.chosen.length - 1]]].name);
          setHistory(history.slice(0, -1));
          setPicked(null);
        }}>Undo</button>
      <button type="button" class="btn" data-testid="xc-reset" onClick={() => reset()}>Start over</button>
    </div>
  );

  return (
    <div ref={root} class="sd-island" data-testid="xc-by-hand" data-status={status} data-chosen={state.chosen.map((r) => matrix.rows[live[r]].name).join(' ')}>
      <StyleSheet css={SUDOKU_CSS} />
      {boards.length > 1 && <div class="sd-row" role="group" aria-label="Board">
        {boards.map((b) => (
          <button key={b.id} type="button" class="btn" aria-pressed={boardId === b.id ? 'true' : 'false'} data-testid={`xc-board-${b.id}`} onClick={() => reset(b.id)}>
            {b.label}
          </button>
        ))}
      </div>}
      {setup.solutions !== 1 && (
        <p class="sd-small" data-testid="xc-solutions" data-solutions={setup.solutions}>
          {setup.solutions === 0
            ? 'These givens clash: no choice of rows covers every column.'
            : `This board is not a proper puzzle: its givens allow ${setup.solutions >= SOLUTION_CAP ? `at least ${SOLUTION_CAP}` : setup.solutions} solutions. Any choice that does not run into a dead end leads to one of them, so your filled board may differ from someone else’s and still be right.`}
        </p>
      )}
      <p class="sd-small" data-testid="xc-legend">
        {/* Short on purpose: it is the first small print a phone reader meets before the matrix. Lower case in a
            column's head names a cell, a capital a whole row, column or box (the heads are two lines high). */}
        How to read the matrix: a row is a candidate<span class="sd-wide-only"> (r2c1#4: r2c1 holds 4)</span>, a column a condition.
        A column's head has two parts: a cell's row over its column (r1 over c2: “r1c2 has a value”), or a rule's row,
        column or box (R, C, B; boxes in reading order) over its number (R1 over #2: “row 1 holds a 2”).
        Black square: a 1; struck through: left the matrix; ✓: chosen.
        {matrix.columns.length * COL_W + ROW_HEAD > 500 ? <> The matrix scrolls sideways<span class="sd-wide-only"> (following the column you pick)</span> and down.</> : ''}
      </p>
      {/* The board with its counts and key beside it (stacked on a phone), so the matrix starts a screen higher. */}
      <div class="sd-split" ref={boardRow}>
        <SudokuBoard order={puzzle.order} cells={cells} given={given} changed={lastChosen} label="The board with the rows chosen so far" testId="xc-board" />
        <div>
          <p class="sd-small">
            {/* Rows and columns each say what they count: a reader saw "40 candidates … 40 columns" and took columns for candidates. */}
            {matrix.rows.length} candidates, of which the givens rule out {setup.ruledOut}: the matrix keeps {live.length} rows
            (candidates left) and {matrix.columns.length} columns (conditions not yet met).
          </p>
          <BoardKey testId="xc-board-key" entries={[
            ['given', 'bold on grey: a given'],
            ['changed', 'bold, underlined, shaded: the row (candidate) chosen last'],
            ['plain', 'plain: a row chosen before it'],
          ]} />
          {/* A dead end is said beside the board, above the matrix, with Undo (which takes the focus): below a
              4×4's matrix of some 40 rows, the message sat a screen under the board it speaks of. Always in the
              page, so a screen reader hears what comes into it. */}
          <div aria-live="polite" data-testid="xc-dead-end">
            {empty !== null && <>
              {said}
              <p data-testid="xc-status">
                {`Dead end: the column ${say(empty)} has no row left (marked ✗ at its top and outlined in the matrix). ${deadEndCause(empty)} So nothing can meet that condition any more. Undo the last row and try another.`}
              </p>
              {undoRow}
            </>}
          </div>
        </div>
      </div>
      <Matrix setup={setup} state={state} picked={picked} empty={empty} />
      {/* Cause before effect: what the last choice did, then where that leaves the matrix. */}
      {empty === null && <>
        {said}
        <p role="status" data-testid="xc-status">
          {status === 'solved' && `Every column is covered exactly once: the ${state.chosen.length} chosen rows fill the board.`}
          {status === 'open' && (picked === null ? `${undone ? `Undid ${undone}: its columns and the rows it removed are back. ` : ''}Pick a column to cover next.` : `Pick a row of ${say(picked)}: each row with a 1 in it is a way to meet that condition.`)}
        </p>
        {undoRow}
      </>}
      {status === 'open' && (
        // The picked column's rows first, right under the prompt that asks for one, then Algorithm X's
        // choice, then the long list of columns (on a 4×4, 56 of them) to pick another.
        <div>
          {picked !== null && (
            <RovingChoices label={`Rows of “${matrix.columns[picked].name}”`} onPick={(k) => choose(Number(k))}
              items={rowsOf(state, picked).map((r) => ({ key: String(r), text: `Choose ${matrix.rows[live[r]].name}`, testId: `xc-row-${matrix.rows[live[r]].name}` }))} />
          )}
          {/* Hidden while the reader's own pick is open: its label ("forced: …") spoke of another column than the
              one whose rows are listed just above. */}
          {(picked === null || picked === xChoice) && <div class="sd-row">
            <button type="button" class="btn" data-testid="xc-hint" onClick={() => {
              if (xChoice === null) return;
              const rows = rowsOf(state, xChoice);
              if (rows.length === 1) choose(rows[0], xChoice, true);
              // Pressed again on the column it picked: try that column's first row, as Algorithm X does (a
              // reader pressed it again and again and nothing happened).
              else if (picked === xChoice) choose(rows[0], xChoice);
              else pickColumn(xChoice);
            }}>{xChoice !== null && sizes.get(xChoice) === 1 ? 'Algorithm X’s choice (forced: its column has one row)'
              : xChoice !== null && picked === xChoice ? 'Algorithm X’s choice: try its first row'
                // Said as plainly as the forced label it replaces, so the change of kind is not silent.
                : xChoice !== null ? `Algorithm X’s choice (a real choice: its column has ${sizes.get(xChoice)} rows)` : 'Algorithm X’s choice'}</button>
            {xChoice !== null && picked === xChoice && (
              <span class="sd-small" data-testid="xc-choice-why">
                Algorithm X picks {say(xChoice)}: it has the fewest rows left ({sizes.get(xChoice) === 1 ? '1 row, so the move is forced' : `${sizes.get(xChoice)} rows`}
                {ties > 1 ? `; the first of ${ties} columns with that many` : ''}). Choose one of its rows above, or press again to try the first, as Algorithm X would.
              </span>
            )}
          </div>}
          {/* Folded: the 32–56 column buttons would push everything under them a screen or more down. */}
          <details class="sd-col-wall" data-testid="xc-columns">
            <summary>Pick a column yourself ({sizes.size} left, each with the rows left in it; the list scrolls inside its box)</summary>
            {/* The shared scroll sign (.scroll-y: edge shadows and a visible scrollbar) on a box of a few lines. */}
            <div class="scroll-y sd-col-scroll">
            <RovingChoices label="Columns left, with the number of rows in each" onPick={(k) => pickColumn(Number(k))}
              items={[...sizes].map(([c, n]) => ({ key: String(c), text: <>{columnLabel(matrix.columns[c].name, shortName(matrix.columns[c], puzzle.size))} ({n} {n === 1 ? 'row' : 'rows'})</>, pressed: picked === c, testId: `xc-col-${c}`, data: { 'data-size': String(n) } }))} />
            </div>
          </details>
        </div>
      )}
    </div>
  );
}
