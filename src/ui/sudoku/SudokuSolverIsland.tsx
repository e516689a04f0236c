/**
 * The lesson's Sudoku solver, one island: enter a board of any order, pick a
 * method, solve it in the page's worker, step through its trace (the board,
 * the step in words, a CDCL conflict's analysis nested under it), see the
 * recorded search tree of backtracking or dancing links, backtracking's work
 * per depth, and export the worked example.
 *
 * The board text is the state everything derives from; it is mirrored in the
 * URL (?board=…) with the method (?method=), so a link with its ?step=
 * reopens the same step (the island solves again on load): the one scheme of
 * every solver island, on the hooks they share (src/ui/solver-link.ts,
 * src/ui/Starting.tsx). A link with the older keys (?sudoku=…&sudoku-step=)
 * still opens. A value in the link that is not understood is named on the page.
 */
import { runStatusWords } from './run-status-words';
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SearchNodeEvent } from '../../core/search-tree';
import type { SudokuEvent } from '../../puzzles/sudoku/events';
import { parseSudoku, printSudoku } from '../../puzzles/sudoku/format';
import type { SudokuPuzzle, SudokuSolution } from '../../puzzles/sudoku/puzzle';
import { GenreExportButton } from '../ExportButton';
import { SearchTree } from '../search-tree/SearchTree';
import { SolveButtons } from '../SolveButtons';
import StyleSheet from '../StyleSheet';
import { LinkProblems } from '../LinkProblems';
import { boardToLinkText, LINK_KEY, readLinkBoard, readLinkMethod, readLinkStep, readPageLink, useBoardInUrl, useSolveOnLoad } from '../solver-link';
import { StartingNote, useStarted } from '../Starting';
import { stepNumberOf, writeUrlParam } from '../url-state';
import { useSettledText } from '../use-settled-text';
import { readSudokuBoard } from './read-board';
import { useReadBoard } from './use-read-board';
import { useSolverRun } from '../use-solver-run';
import { givenClash } from '../../puzzles/sudoku/candidates';
import { DepthTable } from './DepthTable';
import ExactCoverByHand from './ExactCoverByHand';
import SatByHand from './SatByHand';
import { DEFAULT_SUDOKU_EXAMPLE, SUDOKU_EXAMPLES } from '../../lessons/sudoku/examples';
import { BoardInput } from './BoardInput';
import { MakeBoard } from '../MakeBoard';
import { SUDOKU_NAMES, SUDOKU_LEVEL_MEANINGS } from '../../puzzles/sudoku/grade';
import { SUDOKU_CSS } from './sudoku-css';
import { SudokuTracePanel } from './SudokuTracePanel';
import { GradeLine } from '../GradeLine';
import { usePuzzleGrade } from '../use-puzzle-grade';
import { beyondTreeWords, describeSudokuNode, nodeOfStep } from './tree-words';

export const SUDOKU_METHODS = [
  { id: 'backtrack', label: 'Backtracking', note: 'cells in order, values in order, check, go back' },
  { id: 'dlx', label: 'Exact cover (dancing links)', note: 'Algorithm X on the candidate matrix, fewest rows first' },
  { id: 'sat', label: 'SAT (CDCL)', note: 'the clauses of the formula, our conflict-driven solver' },
] as const;
export type SudokuMethodId = (typeof SUDOKU_METHODS)[number]['id'];
const DEFAULT_METHOD: SudokuMethodId = 'sat';

/** Keys of links made before the one scheme, and what they are now. */
const OLD_KEYS: Readonly<Record<string, string>> = { sudoku: LINK_KEY.board, 'sudoku-method': LINK_KEY.method, 'sudoku-step': LINK_KEY.step };
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const SUDOKU_LINK_KEYS: readonly string[] = [LINK_KEY.board, LINK_KEY.method, LINK_KEY.step, ...Object.keys(OLD_KEYS)];
const STEP_KEYS = [LINK_KEY.step];
/** Sudoku boards have no URL form: a link carries the rows joined by '/'. */
const noUrl = () => false;

/** The solver's time limit; the lesson's text quotes it. */
export const SOLVER_LIMIT_MS = 20_000;

/** A tree node's choice, "r1c3=4" (backtracking) or "r1c3#4" (a candidate row): the number goes in the mark, the cell under it. */
const CHOICE = /^(r\d+c\d+)[=#](\d+)$/;
const nodeValue = (n: SearchNodeEvent) => CHOICE.exec(n.label)?.[2] ?? n.label.slice(-3);
const nodeCell = (n: SearchNodeEvent) => CHOICE.exec(n.label)?.[1] ?? '';
const MAX_EVENTS = 40_000;
const EMPTY: SudokuPuzzle = { order: 2, size: 4, cells: new Array(16).fill(0) };

export default function SudokuSolverIsland({ initial = DEFAULT_SUDOKU_EXAMPLE.text }: { initial?: string }): JSX.Element {
  const started = useStarted();
  const [text, setText] = useState(initial);
  // A long text is read once typing pauses (../use-settled-text.ts), a very long one in a worker (./use-read-board.ts).
  const settled = useSettledText(text);
  const read = useReadBoard(settled);
  // Null while a long text is being read: the island keeps the last board it read meanwhile.
  const parsed = read?.parsed ?? null;
  const ok = parsed !== null && parsed.ok;
  const [lastGood, setLastGood] = useState<{ puzzle: SudokuPuzzle; key: string }>(() => {
    const r = readSudokuBoard(initial);
    return r.parsed.ok ? { puzzle: r.parsed.puzzle, key: r.key } : { puzzle: EMPTY, key: printSudoku(EMPTY) };
  });
  const puzzle = ok ? parsed.puzzle : lastGood.puzzle;
  // Printed once per board where it is read: a 625×625 board prints in about 70 ms.
  const key = ok ? read!.key : lastGood.key;
  const givens = useMemo(() => puzzle.cells.filter((v) => v !== 0).length, [puzzle]);
  const clash = useMemo(() => (ok ? givenClash(puzzle) : null), [puzzle, ok]);
  // The first board as the link would carry it: while it is on the page, the link leaves it out.
  const firstBoard = useMemo(() => {
    const p = parseSudoku(initial);
    return p.ok ? boardToLinkText(printSudoku(p.puzzle), noUrl) : '';
  }, [initial]);
  const [method, setMethod] = useState<SudokuMethodId>(DEFAULT_METHOD);
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  const { run, busy, start, cancel } = useSolverRun<SudokuPuzzle, SudokuSolution, SudokuEvent>('sudoku', ok ? key : '');
  const reply = run.reply && run.key === key ? run.reply : null;
  // Asked once a solve of this board has answered, in its own worker.
  const grade = usePuzzleGrade('sudoku', puzzle, key, reply !== null);
  // Set when a link names a step: the board is solved once it is on the page.
  const solveOnLoad = useRef(false);
  // The step a link names, until the solve that opens it has answered: the status says what the wait is for.
  const [linkStep, setLinkStep] = useState<number | null>(null);
  const methodRef = useRef(method);
  const island = useRef<HTMLDivElement>(null);
  methodRef.current = method;

  // `p` is the board read last, so `key` is its print.
  const solve = (p: SudokuPuzzle, m: SudokuMethodId) => start(p, key, { method: m, limitMs: SOLVER_LIMIT_MS, maxEvents: MAX_EVENTS });

  // The link is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const params = readPageLink(OLD_KEYS);
    const problems: string[] = [];
    const { board, boardError } = readLinkBoard(params, LINK_KEY.board, noUrl, parseSudoku, problems);
    if (board !== null) setText(board);
    const m = readLinkMethod(params, LINK_KEY.method, SUDOKU_METHODS.map((x) => x.id), problems);
    if (m !== null) setMethod(m);
    solveOnLoad.current = readLinkStep(params, LINK_KEY.step, problems) && boardError === null;
    if (solveOnLoad.current) setLinkStep(stepNumberOf(params.get(LINK_KEY.step) ?? ''));
    setLinkProblems(problems);
    // A link to a step of a solve opens at the solver, not at the top of the page, thousands of pixels above it.
    if (solveOnLoad.current) island.current?.scrollIntoView({ block: 'start' });
  }, []);
  useEffect(() => {
    if (ok) setLastGood({ puzzle: parsed.puzzle, key });
  }, [key, ok]);
  // A board the reader changes to drops the old step (the link's own board keeps it).
  const linkText = useMemo(() => (ok ? boardToLinkText(key, noUrl) : null), [key, ok]);
  useBoardInUrl(started, LINK_KEY.board, linkText, firstBoard, STEP_KEYS);
  useEffect(() => {
    if (started) writeUrlParam(LINK_KEY.method, method === DEFAULT_METHOD ? null : method);
  }, [method, started]);
  useSolveOnLoad(solveOnLoad, started && ok, () => ok && solve(parsed.puzzle, methodRef.current), [key, started]);

  const onSolve = () => {
    if (!ok) return;
    // The same board with the same method solves to the same steps, so solving it again keeps the step shown — and a press
    // made before the link's own solve has started asks for that solve. Another method starts at step 0.
    const again = solveOnLoad.current || (reply !== null && run.request?.method === method);
    if (!again) {
      writeUrlParam(LINK_KEY.step, null);
      setLinkStep(null);
    }
    solveOnLoad.current = false;
    solve(parsed.puzzle, method);
  };
  useEffect(() => {
    if (reply) setLinkStep(null);
  }, [reply]);
  const events = reply?.trace.events ?? [];
  const treeNodes = useMemo(() => events.filter((e): e is SearchNodeEvent => e.kind === 'search-node'), [reply]);
  // A tree node picked moves the stepper to the step that made its choice (the node's event is a sub-event of that step).
  const nodeEvent = useMemo(() => new Map(events.flatMap((e, i) => (e.kind === 'search-node' ? [[e.id, i] as const] : []))), [reply]);
  const [request, setRequest] = useState<{ event: number; seq: number } | null>(null);
  // The stepper's step picks the tree's node: the choice made last up to that step, while the step lies
  // within the recorded part of the tree (past it, the tree keeps the reader's own choice).
  const [shown, setShown] = useState(0);
  // A step the tree asked for keeps the node the reader picked (its step may record more nodes than that one).
  const picked = useRef<number | null>(null);
  const onStep = (from: number, to: number) => {
    const p = picked.current;
    picked.current = null;
    if (p !== null && p >= from && p < to) return;
    setShown(to);
  };
  const treeSelected = useMemo(() => nodeOfStep(events, shown), [reply, shown]);
  const treeBeyond = useMemo(() => beyondTreeWords(events, shown), [reply, shown]);
  const counts = events.find((e) => e.kind === 'bt-counts');
  const r = reply?.result;

  return (
    <div ref={island} class="sd-island" data-testid="sudoku-solver" data-phase={run.phase} data-board={key} data-started={String(started)}>
      <StyleSheet css={SUDOKU_CSS} />
      <StartingNote started={started} what="the solver’s buttons and board" />
      <LinkProblems problems={linkProblems} />
      <section class="sd-card" aria-labelledby="sd-h-board">
        <h3 id="sd-h-board">1. The board</h3>
        <BoardInput text={text} onText={setText} error={parsed && !parsed.ok ? parsed.error : null} examples={SUDOKU_EXAMPLES} disabled={busy}
          board={ok ? puzzle : null} reading={parsed === null} />
        <MakeBoard genre="sudoku" sides={[9, 4]} levels={Object.values(SUDOKU_NAMES)} defaultLevel={2} onBoard={setText} boardText={text} disabled={busy} className="sd-small"
          attemptWords={(n) => `${fmt(n)} solved ${n === 1 ? 'board' : 'boards'} tried as a start: from each, givens were taken away one by one while it kept a single solution`} />
        <details class="sd-small" data-testid="level-meanings">
          <summary>What the levels mean (the hardest step a board needs)</summary>
          <ol>{Object.entries(SUDOKU_LEVEL_MEANINGS).map(([k, m]) => <li key={k}><strong>{SUDOKU_NAMES[Number(k) as keyof typeof SUDOKU_NAMES]}</strong>: {m}</li>)}</ol>
        </details>
        <p class="sd-small">
          {puzzle.size}×{puzzle.size} board (order {puzzle.order}): {givens} givens,{' '}
          {puzzle.cells.length - givens} empty cells.
          {/* Said as the reader types, not only after Solve: a pasted "11.." read as a plain 2-given board. */}
          {clash && <> <strong data-testid="board-clash">{clash[0].toUpperCase()}{clash.slice(1)}.</strong></>}
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
          <SolveButtons onSolve={onSolve} onCancel={cancel} busy={busy} canSolve={ok} />
        </div>
        <p class="sd-small" role="status" data-testid="run-status" data-status={r?.status ?? run.phase}>
          {run.phase === 'idle' && `Not solved yet. The worker stops after ${SOLVER_LIMIT_MS / 1000} s.`}
          {run.phase === 'preparing' && 'Starting the worker…'}
          {run.phase === 'solving' && `Solving… ${(run.elapsedMs / 1000).toFixed(1)} s`}
          {linkStep !== null && (run.phase === 'preparing' || run.phase === 'solving') && ` The board is solved again to open the link’s step ${fmt(linkStep)}.`}
          {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
          {reply && r && runStatusWords(r, reply.trace.events.filter((e) => e.depth === 0).length, reply.ms, reply.trace.truncated === true)}
        </p>
        {/* A grade stays on the page only while it describes the board in the box and no new solve runs:
            readers took the last board's grade, shown during a new solve, for the new one's. */}
        <GradeLine state={busy || !ok ? { phase: 'none' } : grade} className="sd-small" />
        {reply && <SudokuTracePanel puzzle={puzzle} events={events} stepperId={LINK_KEY.step} request={request} onStep={onStep} />}
      </section>
      {reply && treeNodes.length > 0 && (
        <section class="sd-card" aria-labelledby="sd-h-tree">
          <h3 id="sd-h-tree">3. The search tree</h3>
          <SearchTree nodes={treeNodes} idBase="sd-tree" mark={nodeValue} underNode={nodeCell} selected={treeSelected} outside={treeBeyond} describe={describeSudokuNode}
            onSelect={(n) => { const i = nodeEvent.get(n.id); if (i !== undefined) { picked.current = i; setRequest((old) => ({ event: i, seq: (old?.seq ?? 0) + 1 })); } }}
            caption={`The first ${treeNodes.length} nodes of the search. The root, S, is the start: the board as given, before any choice. Every other node is a choice — the number inside it placed in the cell named under it — a crossed square a dead end, the star the solution if it was reached within the recorded part. The tree and the stepper above follow each other: picking a node moves the stepper to the step that made that choice, and stepping marks the step’s choice in the tree.`} />
        </section>
      )}
      {counts && counts.kind === 'bt-counts' && (
        <section class="sd-card" aria-labelledby="sd-h-depth">
          <h3 id="sd-h-depth">Work per depth</h3>
          <DepthTable counts={counts} />
        </section>
      )}
      {ok && puzzle.order === 2 && givenClash(puzzle) === null && (
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
