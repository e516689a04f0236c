/**
 * Play a Sudoku by hand, with help that starts from where the reader is:
 * Hint in three presses (where to look, which rule, the deduction and its
 * reason; then Apply places the digit), Check (the first rule broken, and
 * each placement the givens rule out, with its proof), and Explain from here
 * (the lesson's dancing-links solver run from the position, its trace in the
 * same stepper as the solver island's). The logic is DOM-free
 * (src/puzzles/sudoku/play/); this island holds the position, its undo
 * history and the link (?play=, src/ui/sudoku/play-link.ts).
 */
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEFAULT_PLAY_EXAMPLE, SUDOKU_EXAMPLES } from '../../lessons/sudoku/examples';
import { parseSudoku, printSudoku } from '../../puzzles/sudoku/format';
import { checkPosition, proofsFromGivens, solutionOf } from '../../puzzles/sudoku/play/check';
import { brokenRuleInPlay } from '../../puzzles/sudoku/rules';
import { nextHint } from '../../puzzles/sudoku/play/hint';
import { filledCells, MAX_PLAY_SIZE, place, placeTrial, positionToLink, startPosition, trialsOf, undoTrial, type PlayPosition } from '../../puzzles/sudoku/play/position';
import { cellName, type SudokuPuzzle } from '../../puzzles/sudoku/puzzle';
import { LinkProblems } from '../LinkProblems';
import { LINK_KEY, readPageLink, useSolveOnLoad } from '../solver-link';
import { StartingNote, useStarted } from '../Starting';
import StyleSheet from '../StyleSheet';
import { writeUrlParam } from '../url-state';
import { BoardInput } from './BoardInput';
import { HintPanel, hintButtonLabel } from './HintPanel';
import { PlayExplain, usePlayExplain } from './PlayExplain';
import { playLinkValue, readPlayLink } from './play-link';
import { PlayGrid } from './PlayGrid';
import { SUDOKU_CSS } from './sudoku-css';
import { useSettledText } from '../use-settled-text';
import { useReadBoard } from './use-read-board';
import { islandUndoKeys } from '../undo-keys';

interface History {
  past: PlayPosition[];
  now: PlayPosition;
  future: PlayPosition[];
}

const EXAMPLES = SUDOKU_EXAMPLES.filter((e) => {
  const p = parseSudoku(e.text);
  return p.ok && p.puzzle.size <= MAX_PLAY_SIZE;
});

function firstPosition(): PlayPosition {
  const p = parseSudoku(DEFAULT_PLAY_EXAMPLE.text);
  if (!p.ok) throw new Error('the play board does not parse');
  return startPosition(p.puzzle);
}

const firstEmpty = (p: SudokuPuzzle) => Math.max(0, p.cells.indexOf(0));

/** A position from a link, with one Undo step per placement (in reading order), so each restored placement can be taken back. */
function restoredHistory(end: PlayPosition): History {
  const past: PlayPosition[] = [];
  let at = startPosition(end.puzzle);
  end.placed.forEach((v, i) => {
    if (v === 0) return;
    past.push(at);
    at = place(at, i, v);
  });
  return { past, now: at, future: [] };
}

export default function SudokuPlay(): JSX.Element {
  const started = useStarted();
  const first = useMemo(firstPosition, []);
  const firstLink = useMemo(() => positionToLink(first), [first]);
  const [text, setText] = useState(DEFAULT_PLAY_EXAMPLE.text);
  const [history, setHistory] = useState<History>({ past: [], now: first, future: [] });
  const [selected, setSelected] = useState(() => firstEmpty(first.puzzle));
  const [hintLevel, setHintLevel] = useState(0);
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // What the last Apply did, in words (the board's change alone is easy to miss on a large grid); any other move clears it.
  const [applied, setApplied] = useState<string | null>(null);
  const explainOnLoad = useRef(false);
  const pos = history.now;
  const key = printSudoku(pos.puzzle);
  const explain = usePlayExplain();
  const island = useRef<HTMLDivElement>(null);

  // The link is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const link = readPlayLink(readPageLink({}));
    if (link.position) {
      setText(printSudoku(link.position.puzzle));
      setHistory(restoredHistory(link.position));
      setSelected(firstEmpty(link.position.puzzle));
    }
    explainOnLoad.current = link.namesStep;
    if (link.namesStep) island.current?.scrollIntoView({ block: 'start' });
    setProblems(link.problems);
  }, []);
  const linkValue = playLinkValue(pos, firstLink);
  useEffect(() => {
    if (started) writeUrlParam(LINK_KEY.play, linkValue);
  }, [linkValue, started]);
  useSolveOnLoad(explainOnLoad, started, () => explain.run(pos), [started, linkValue]);

  const commit = (next: PlayPosition) => {
    if (next === pos) return;
    setApplied(null);
    setHistory({ past: [...history.past, pos], now: next, future: [] });
    setHintLevel(0);
  };
  const undo = () => {
    if (history.past.length === 0) return;
    setApplied(null);
    setHistory({ past: history.past.slice(0, -1), now: history.past[history.past.length - 1], future: [pos, ...history.future] });
    setHintLevel(0);
  };
  const redo = () => {
    if (history.future.length === 0) return;
    setApplied(null);
    setHistory({ past: [...history.past, pos], now: history.future[0], future: history.future.slice(1) });
    setHintLevel(0);
  };
  // Ctrl+Z / Ctrl+Y anywhere in the island (after Check or Hint too, not only on the grid); a text box keeps its own.
  const onIslandKey = islandUndoKeys(undo, redo);
  // The box's text read as the solver's is (a very long one, a pasted 625×625 board, in a worker);
  // null while that runs. A new board that Play takes starts a new game, before the page is painted.
  const read = useReadBoard(useSettledText(text));
  const parsed = read?.parsed ?? null;
  const tooLarge = parsed !== null && parsed.ok && parsed.puzzle.size > MAX_PLAY_SIZE;
  useLayoutEffect(() => {
    if (!read || !read.parsed.ok || read.parsed.puzzle.size > MAX_PLAY_SIZE || read.key === key) return;
    const p = read.parsed.puzzle;
    setHistory({ past: [], now: startPosition(p), future: [] });
    setSelected(firstEmpty(p));
    setHintLevel(0);
    setApplied(null);
  }, [read]);

  // The givens' verdicts on placements, kept per board: Check shows them, and Hint names a refuted placement before deducing.
  const needProofs = checking || hintLevel > 0;
  const proofs = useMemo(() => (needProofs ? proofsFromGivens(pos.puzzle) : null), [key, needProofs]);
  // The hint's trials the reader applied and still has on the board, oldest first: the board marks them, and a dead end names the one to undo.
  const chain = [...history.past, pos];
  const trials = trialsOf(chain);
  const hint = useMemo(() => (hintLevel > 0 && proofs ? nextHint(pos, proofs, trials) : null), [pos, hintLevel > 0, proofs]);
  // Back to just before the trial (dropping every move after it), then the cell's next value as a new trial.
  const onUndoTrial = () => {
    const u = hint?.undoTrial;
    if (!u) return;
    const back = undoTrial(chain, u.trial, u.next);
    if (!back) return;
    setHistory({ past: back.slice(0, -1), now: back[back.length - 1], future: [] });
    setSelected(u.trial.cell);
    setHintLevel(0);
    setApplied(null);
  };
  const solution = useMemo(() => (checking ? solutionOf(pos.puzzle) : null), [key, checking]);
  const report = useMemo(() => (solution && proofs ? checkPosition(pos, solution, proofs) : null), [pos, solution, proofs]);
  // A board that breaks a rule gets its whole hint at once: there is nothing to reveal step by step.
  const shownLevel = hint?.kind === 'broken' ? 3 : hintLevel;
  // A proof the hint already prints is not printed again under Check.
  const inHint = (cell: number) => hint?.kind === 'refuted' && shownLevel >= 1 && hint.look[0] === cell;
  const cells = filledCells(pos);
  // Check's proofs mark the cells they speak of, as a hint marks where to look.
  const look = new Set(hint ? hint.look : (report?.refuted ?? []).flatMap((w) => w.cells));
  const wrong = new Set([...(report?.refuted ?? []), ...(report?.unproven ?? [])].map((w) => w.cell));
  const placedCount = pos.placed.filter((v) => v !== 0).length;
  // When Check is turned on, its message and the first cell it marks are brought into view together (the message sits under
  // the board; read alone, it left the marked cell above the screen). Once per press, not at every later placement.
  const reportBox = useRef<HTMLDivElement>(null);
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (!checking) broughtIntoView.current = false;
    if (!checking || !report || broughtIntoView.current || !reportBox.current || !island.current) return;
    broughtIntoView.current = true;
    const first = wrong.size > 0 ? Math.min(...wrong) : -1;
    const mark = island.current.querySelector(first >= 0 ? `[data-cell="${first}"]` : '[data-testid="play-frame"]');
    if (mark) showTogether(mark, reportBox.current);
  }, [checking, report]);
  // A repeat is said the moment it is made, Check or not: it is the rules themselves, not help.
  const broken = checking ? null : brokenRuleInPlay(pos.puzzle, cells);
  const solved = cells.every((v) => v !== 0) && brokenRuleInPlay(pos.puzzle, cells) === null;

  return (
    <div ref={island} class="sd-island" data-testid="sudoku-play" data-started={String(started)} data-position={positionToLink(pos)} onKeyDown={onIslandKey}>
      <StyleSheet css={SUDOKU_CSS} />
      <StartingNote started={started} what="the board and its buttons" />
      <LinkProblems problems={problems} />
      <section class="sd-card" aria-labelledby="sd-h-play">
        <h3 id="sd-h-play">Your board</h3>
        <p class="sd-small">
          {pos.puzzle.size}×{pos.puzzle.size}: {pos.puzzle.cells.filter((v) => v !== 0).length} givens (bold on grey), {placedCount} of
          your placements, {cells.filter((v) => v === 0).length} cells empty. Pick a cell, then type a digit or press one below.
        </p>
        {solved && <p class="sd-solved" role="status" data-testid="play-solved">✓ Solved: every row, column and box holds each number once.</p>}
        {broken && <p class="sd-error" role="status" data-testid="play-rule">This breaks a rule — {broken.rule}: {broken.detail}.</p>}
        <PlayGrid puzzle={pos.puzzle} cells={cells} selected={selected} onSelect={setSelected} look={look} lookWord={hint ? 'hinted' : 'named by Check'} wrong={wrong} trials={new Set(trials.map((t) => t.cell))} solved={solved}
          onType={(v) => commit(place(pos, selected, v))} />
        <div class="sd-row">
          <button type="button" class="btn" data-testid="play-undo" aria-disabled={history.past.length === 0} onClick={undo}>Undo</button>
          <button type="button" class="btn" data-testid="play-redo" aria-disabled={history.future.length === 0} onClick={redo}>Redo</button>
          <button type="button" class="btn" data-testid="play-restart" aria-disabled={placedCount === 0}
            onClick={() => placedCount > 0 && commit(startPosition(pos.puzzle))}>Clear my placements</button>
        </div>
      </section>
      <section class="sd-card" aria-labelledby="sd-h-help">
        <h3 id="sd-h-help">Help from your position</h3>
        <div class="sd-row">
          <button type="button" class="btn" data-testid="play-hint" aria-disabled={shownLevel >= 3}
            onClick={() => setHintLevel((l) => Math.min(3, l + 1))}>
            {hintButtonLabel(shownLevel, hint?.kind === 'broken')}
          </button>
          <button type="button" class="btn" data-testid="play-check" aria-pressed={checking ? 'true' : 'false'} onClick={() => setChecking(!checking)}>
            {checking ? 'Check: on (press to stop)' : 'Check'}
          </button>
          <button type="button" class="btn" data-testid="play-explain" disabled={explain.busy} onClick={() => explain.run(pos)}>Explain from here</button>
        </div>
        {hint && <HintPanel hint={hint} level={shownLevel} size={pos.puzzle.size} onUndoTrial={onUndoTrial}
          onApply={() => {
            const a = hint.apply;
            if (!a) return;
            commit(a.trial ? placeTrial(pos, a.cell, a.value, a.values ?? [a.value]) : place(pos, a.cell, a.value));
            setApplied(`The hint is applied: ${cellName(pos.puzzle.size, a.cell)} = ${a.value}${a.trial ? ', as a trial (marked "try" on the board; a later hint may ask you to undo it)' : ''}.`);
          }} />}
        {applied && <p class="sd-small" role="status" data-testid="play-applied">{applied}</p>}
        {report && (
          <div ref={reportBox} role="status" data-testid="play-report" data-broken={report.broken ? 'true' : 'false'} data-wrong={report.refuted.length + report.unproven.length}>
            <p><strong>Check:</strong> {report.summary}</p>
            <ul class="sd-sub">
              {report.broken && <li data-testid="play-broken">Rule broken — {report.broken.rule}: {report.broken.detail}.</li>}
              {report.refuted.map((w) => (
                <li key={w.cell} data-testid="play-refuted">{inHint(w.cell) ? `${cellName(pos.puzzle.size, w.cell)} cannot be ${w.value}: the hint above gives the proof.`
                  : w.chain ? <>{w.chain.lead}<ol class="sd-sub" data-testid="play-proof-moves">{w.chain.moves.map((m, k) => <li key={k}>{m}</li>)}</ol>{w.chain.tail}</> : w.proof}</li>
              ))}
              {report.unproven.map((w) => <li key={w.cell} data-testid="play-unproven">{w.words}</li>)}
            </ul>
            {wrong.size > 0 && <p class="sd-small" data-testid="play-marks">The placements named are marked ✗ in a corner of their cell{report.refuted.length > 0 && !hint ? `; the cells ${report.refuted.length === 1 ? 'the proof speaks' : `all ${report.refuted.length} proofs speak`} of are outlined with a dashed line and hatched${report.refuted.length === 1 ? '' : ', together: each proof names its own cells in words'}` : ''}.</p>}
          </div>
        )}
        <PlayExplain explain={explain} />
      </section>
      <details class="sd-card">
        <summary>Another board</summary>
        <BoardInput brief text={text} onText={setText} error={parsed && !parsed.ok ? parsed.error : null} examples={EXAMPLES} testPrefix="play-"
          board={parsed?.ok ? parsed.puzzle : null} reading={parsed === null} />
        {tooLarge && <p class="sd-error" role="status" data-testid="play-too-large">
          Play is for boards up to {MAX_PLAY_SIZE}×{MAX_PLAY_SIZE}; this one is {parsed.puzzle.size}×{parsed.puzzle.size}, so the board above stays in play.</p>}
      </details>
    </div>
  );
}

/**
 * Scrolls the page so that `top` (a marked cell) and `bottom` (the message about it) are both on the screen, `top` a
 * little under the window's edge; when they cannot both fit, `top` is put there, so the cell is seen and the message
 * starts below it. Nothing moves when both are already in view.
 */
function showTogether(top: Element, bottom: Element): void {
  const margin = 8;
  const a = top.getBoundingClientRect();
  const b = bottom.getBoundingClientRect();
  if (a.top >= 0 && b.bottom <= window.innerHeight) return;
  const span = b.bottom - a.top;
  const by = span <= window.innerHeight - 2 * margin ? b.bottom - window.innerHeight + margin : a.top - margin;
  window.scrollBy({ top: a.top - by < margin ? a.top - margin : by });
}
