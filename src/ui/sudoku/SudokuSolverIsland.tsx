/**
 * The lesson's Sudoku solver, one island: enter a board of any order, pick a
 * method, solve it in the page's worker, step through its trace (the board,
 * the step in words, a CDCL conflict's analysis nested under it), see the
 * recorded search tree of backtracking or dancing links, backtracking's work
 * per depth, and export the worked example.
 *
 * The board text is the state everything derives from; it is mirrored in the
 * URL (?sudoku=…) with the method, so a link with its ?sudoku-step= reopens
 * the same step (the island solves again on load). A value in the link that
 * is not understood is named on the page.
 */
import { fmt } from '../numbers';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SearchNodeEvent } from '../../core/search-tree';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import { parseSudoku, printSudoku } from '../../puzzles/sudoku/format';
import type { SudokuPuzzle, SudokuSolution } from '../../puzzles/sudoku/puzzle';
import { GenreExportButton } from '../ExportButton';
import { SearchTree } from '../search-tree/SearchTree';
import { SolveButtons } from '../SolveButtons';
import StyleSheet from '../StyleSheet';
import { readUrlParam, writeUrlParam } from '../url-state';
import { useSolverRun } from '../use-solver-run';
import { givenClash } from '../../puzzles/sudoku/candidates';
import { DepthTable } from './DepthTable';
import ExactCoverByHand from './ExactCoverByHand';
import SatByHand from './SatByHand';
import { DEFAULT_SUDOKU_EXAMPLE, SUDOKU_EXAMPLES } from './examples';
import { BoardInput } from './BoardInput';
import { SUDOKU_CSS } from './sudoku-css';
import { SudokuTracePanel } from './SudokuTracePanel';

export const SUDOKU_METHODS = [
  { id: 'backtrack', label: 'Backtracking', note: 'cells in order, values in order, check, go back' },
  { id: 'dlx', label: 'Exact cover (dancing links)', note: 'Algorithm X on the candidate matrix, fewest rows first' },
  { id: 'sat', label: 'SAT (CDCL)', note: 'the clauses of the formula, our conflict-driven solver' },
] as const;
export type SudokuMethodId = (typeof SUDOKU_METHODS)[number]['id'];

const LIMIT_MS = 20_000;

/** A tree node's choice, "r1c3=4" (backtracking) or "r1c3#4" (a candidate row): the number goes in the mark, the cell under it. */
const CHOICE = /^(r\d+c\d+)[=#](\d+)$/;
const nodeValue = (n: SearchNodeEvent) => CHOICE.exec(n.label)?.[2] ?? n.label.slice(-3);
const nodeCell = (n: SearchNodeEvent) => CHOICE.exec(n.label)?.[1] ?? '';
const MAX_EVENTS = 40_000;
const EMPTY: SudokuPuzzle = { order: 2, size: 4, cells: new Array(16).fill(0) };

export default function SudokuSolverIsland({ initial = DEFAULT_SUDOKU_EXAMPLE.text }: { initial?: string }): JSX.Element {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => parseSudoku(text), [text]);
  const [lastGood, setLastGood] = useState<SudokuPuzzle>(() => {
    const p = parseSudoku(initial);
    return p.ok ? p.puzzle : EMPTY;
  });
  const puzzle = parsed.ok ? parsed.puzzle : lastGood;
  const key = printSudoku(puzzle);
  const [method, setMethod] = useState<SudokuMethodId>('sat');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { run, busy, start, cancel } = useSolverRun<SudokuPuzzle, SudokuSolution, SudokuEvent>('sudoku', parsed.ok ? key : '');
  const reply = run.reply && run.key === key ? run.reply : null;
  const [autoSolve, setAutoSolve] = useState(false);

  const solve = (p: SudokuPuzzle, m: SudokuMethodId) => start(p, printSudoku(p), { method: m, limitMs: LIMIT_MS, maxEvents: MAX_EVENTS });

  useEffect(() => {
    const problems: string[] = [];
    const board = readUrlParam('sudoku');
    const m = readUrlParam('sudoku-method');
    if (m !== null) {
      if (SUDOKU_METHODS.some((x) => x.id === m)) setMethod(m as SudokuMethodId);
      else problems.push(`the link names the method “${m}”, which is not one of backtrack, dlx, sat; SAT is used`);
    }
    if (board !== null) {
      const b = board.replace(/\//g, '\n');
      setText(b);
      if (!parseSudoku(b).ok) problems.push('the link’s board is not a Sudoku board (the message under the text box says why)');
    }
    if (readUrlParam('sudoku-step') !== null && (board === null || parseSudoku(board.replace(/\//g, '\n')).ok)) setAutoSolve(true);
    setLinkProblem(problems.length > 0 ? `About this link: ${problems.join('; ')}.` : null);
  }, []);
  useEffect(() => {
    if (!parsed.ok) return;
    setLastGood(parsed.puzzle);
    writeUrlParam('sudoku', text.trim() === initial.trim() ? null : key);
  }, [key, parsed.ok]);
  useEffect(() => writeUrlParam('sudoku-method', method === 'sat' ? null : method), [method]);
  useEffect(() => {
    if (!autoSolve || !parsed.ok) return;
    setAutoSolve(false);
    solve(parsed.puzzle, method);
  }, [autoSolve, key]);

  const onSolve = () => {
    if (!parsed.ok) return;
    writeUrlParam('sudoku-step', null);
    solve(parsed.puzzle, method);
  };
  const events = reply?.trace.events ?? [];
  const treeNodes = useMemo(() => events.filter((e): e is SearchNodeEvent => e.kind === 'search-node'), [reply]);
  // A tree node picked moves the stepper to the step that made its choice (the node's event is a sub-event of that step).
  const nodeEvent = useMemo(() => new Map(events.flatMap((e, i) => (e.kind === 'search-node' ? [[e.id, i] as const] : []))), [reply]);
  const [request, setRequest] = useState<{ event: number; seq: number } | null>(null);
  const counts = events.find((e) => e.kind === 'bt-counts');
  const r = reply?.result;

  return (
    <div class="sd-island" data-testid="sudoku-solver" data-phase={run.phase} data-board={key}>
      <StyleSheet css={SUDOKU_CSS} />
      {linkProblem && <p class="sd-error" role="alert" data-testid="link-problem">{linkProblem}</p>}
      <section class="sd-card" aria-labelledby="sd-h-board">
        <h3 id="sd-h-board">1. The board</h3>
        <BoardInput text={text} onText={setText} error={parsed.ok ? null : parsed.error} examples={SUDOKU_EXAMPLES} disabled={busy} />
        <p class="sd-small">
          {puzzle.size}×{puzzle.size} board (order {puzzle.order}): {puzzle.cells.filter((v) => v !== 0).length} givens,{' '}
          {puzzle.cells.filter((v) => v === 0).length} empty cells.
        </p>
      </section>
      <section class="sd-card" aria-labelledby="sd-h-solve">
        <h3 id="sd-h-solve">2. Solve, then step through it</h3>
        <fieldset disabled={busy}>
          <legend>Method</legend>
          {SUDOKU_METHODS.map((m) => (
            <label key={m.id} class="sd-choice">
              <input type="radio" name="sd-method" checked={method === m.id} data-testid={`method-${m.id}`} onChange={() => setMethod(m.id)} />
              <span><strong>{m.label}</strong> — {m.note}</span>
            </label>
          ))}
        </fieldset>
        <div class="sd-row">
          <SolveButtons onSolve={onSolve} onCancel={cancel} busy={busy} canSolve={parsed.ok} />
        </div>
        <p class="sd-small" role="status" data-testid="run-status" data-status={r?.status ?? run.phase}>
          {run.phase === 'idle' && `Not solved yet. The worker stops after ${LIMIT_MS / 1000} s.`}
          {run.phase === 'preparing' && 'Starting the worker…'}
          {run.phase === 'solving' && `Solving… ${(run.elapsedMs / 1000).toFixed(1)} s`}
          {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
          {reply && r && `${r.status === 'solved' ? 'Solved' : r.status}${r.reason ? ` (${r.reason})` : ''}: ${fmt(reply.trace.events.filter((e) => e.depth === 0).length)} steps recorded in ${reply.ms} ms (timings are noisy).${reply.trace.truncated ? ' The trace was capped: its middle part is left out, the start and the end are kept.' : ''}`}
        </p>
        {reply && <SudokuTracePanel puzzle={puzzle} events={events} request={request} />}
      </section>
      {reply && treeNodes.length > 0 && (
        <section class="sd-card" aria-labelledby="sd-h-tree">
          <h3 id="sd-h-tree">3. The search tree</h3>
          <SearchTree nodes={treeNodes} idBase="sd-tree" mark={nodeValue} underNode={nodeCell}
            onSelect={(n) => { const i = nodeEvent.get(n.id); if (i !== undefined) setRequest((old) => ({ event: i, seq: (old?.seq ?? 0) + 1 })); }}
            caption={`The first ${treeNodes.length} nodes of the search: each node is a choice — the number inside it placed in the cell named under it — a crossed square a dead end, the star the solution if it was reached within the recorded part. Picking a node moves the stepper above to the step that made that choice.`} />
        </section>
      )}
      {counts && counts.kind === 'bt-counts' && (
        <section class="sd-card" aria-labelledby="sd-h-depth">
          <h3 id="sd-h-depth">Work per depth</h3>
          <DepthTable counts={counts} />
        </section>
      )}
      {parsed.ok && puzzle.order === 2 && givenClash(puzzle) === null && (
        <section class="sd-card" aria-labelledby="sd-h-hand">
          <h3 id="sd-h-hand">A 4×4 board: solve it by hand</h3>
          <details>
            <summary>Algorithm X on its exact-cover matrix</summary>
            <ExactCoverByHand key={key} board={key} />
          </details>
          <details>
            <summary>CDCL on its formula</summary>
            <SatByHand key={key} board={key} />
          </details>
        </section>
      )}
      <section class="sd-card" aria-labelledby="sd-h-export">
        <h3 id="sd-h-export">Export a worked example</h3>
        <GenreExportButton genre="sudoku" input={reply ? { puzzle, result: reply.result, trace: reply.trace } : null}
          notReadyText="Solve the board first; the page lists the steps." />
      </section>
    </div>
  );
}
