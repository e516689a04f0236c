/**
 * Play mode: the reader solves a board by hand — drawing lines, marking edges
 * "no line" — and asks for help from their own position: a Hint in three
 * presses (where to look, which rule, the deduction and its reason; then
 * Apply), Check (the first rule broken, marks the givens already rule out,
 * and whether any solution still extends the position), and Explain from
 * here (the lesson's frontier walk along the first solution that extends the
 * position, in the stepper). All the reasoning is DOM-free, in
 * src/puzzles/numberlink/play/; this island draws and keeps the history.
 *
 * The position lives in the link as `?play=<board>.<edges>` (the edges packed
 * by play/link.ts), so a permalink reopens it; a value that cannot be used is
 * named on the page. A link may also carry a board of its own (the solver's
 * "show me" for a grade's hardest step: play-board-link.ts), offered as one
 * more board. The boards are the lesson's own, each with the rule it
 * was made for, and their diagrams are built here on the page: they take
 * milliseconds (the 9×9 one about a quarter of a second, once).
 */
import { appliedWords } from '../../puzzles/numberlink/play/applied-words';
import { brokenRuleWords } from '../../puzzles/numberlink/play/words';
import type { JSX } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { parseNumberlink } from '../../puzzles/numberlink/format';
import { explainWalk } from '../../puzzles/numberlink/play/diagram';
import { hintWalkWhy, walkAtHint, walkOrderWords } from './play-walk-at';
import { useBringIntoView } from '../bring-into-view';
import { checkPosition } from '../../puzzles/numberlink/play/check';
import { playHint } from '../../puzzles/numberlink/play/hint-levels';
import { decodePosition, encodePosition } from '../../puzzles/numberlink/play/link';
import { orderTagOf } from './OrderTag';
import { pushPosition, redoHistory, startHistory, undoHistory, type PlayHistory } from './play-history';
import { edgeIndex, emptyPosition, LINE, NO_LINE, OPEN, withMark, type EdgeMark } from '../../puzzles/numberlink/play/position';
import { checkReport, openStatus, type CheckLine } from '../../puzzles/numberlink/play/report';
import { recentEdges } from '../../puzzles/numberlink/play/culprit';
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import { RULE_SET_NAME } from '../../puzzles/numberlink/rule-names';
import { LinkProblems } from '../LinkProblems';
import { LINK_KEY } from '../solver-link';
import { StartingNote, useStarted } from '../Starting';
import StyleSheet from '../StyleSheet';
import { readUrlParam, writeUrlParam } from '../url-state';
import type { NumberlinkExample } from './examples';
import { NL_CSS } from './nl-css';
import { linkedPlayBoard, LINKED_BOARD_ID, PLAY_ANCHOR, PLAY_BOARD_KEY, PLAY_RULE_KEY } from './play-board-link';
import { PlayBoard, type Pen } from './PlayBoard';
import { islandUndoKeys } from '../undo-keys';
import { BoardLegend } from './board-marks';
import WalkStepper from './WalkStepper';
import { checkShown } from './check-words';
import { afterCheckPress, afterHintPress, type PlayHelp } from './play-help';

export interface PlayIslandProps {
  boards: readonly NumberlinkExample[];
}

export { NUMBERLINK_PLAY_LINK_KEYS as PLAY_LINK_KEYS } from './play-board-link';

function puzzleOf(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(`play board: ${r.error.message}`);
  return r.puzzle;
}

const penWords: Record<Pen, string> = { off: 'up (moving only moves)', line: 'down: moving draws or erases a line', mark: 'marker: moving marks or unmarks “no line”' };

export default function PlayIsland({ boards: lessonBoards }: PlayIslandProps): JSX.Element {
  const id = useId();
  const started = useStarted();
  // The lesson's boards, and a board that came in the link (play-board-link.ts).
  const [linked, setLinked] = useState<NumberlinkExample | null>(null);
  const boards = linked ? [...lessonBoards, linked] : lessonBoards;
  const [boardId, setBoardId] = useState(boards[0].id);
  const board = boards.find((b) => b.id === boardId) ?? boards[0];
  const puzzle = useMemo(() => puzzleOf(board.text), [board.text]);
  const rule = board.rule;
  const [history, setHistory] = useState<PlayHistory>(() => startHistory(emptyPosition(puzzle)));
  const position = history.list[history.at];
  const [cursor, setCursor] = useState(0);
  const [pen, setPen] = useState<Pen>('off');
  const [dragMode, setDragMode] = useState<'line' | 'mark'>('line');
  const [hintLevel, setHintLevel] = useState(0);
  const [check, setCheck] = useState<CheckLine[] | null>(null);
  // A hint or a check appears below the buttons: brought into view when it is off the screen.
  const answerRef = useBringIntoView<HTMLDivElement>(check ?? hintLevel, hintLevel > 0 || check !== null);
  const [explain, setExplain] = useState<{ steps: WalkStepEvent[]; extending: bigint; order: string; plain: boolean; start?: number; from?: string; doomed?: boolean } | null>(null);
  // The walk opens below the board: bring it into view once drawn, so the reader sees what the button opened.
  const explainRef = useRef<HTMLDivElement>(null);
  const islandRef = useRef<HTMLDivElement>(null);
  // The board a link opened at a position with its anchor (the grade's "Show me"), or null.
  const [arrived, setArrived] = useState<string | null>(null);
  // The walk opens below the board: the page scrolls to it and the focus goes with it (a reader's focus stayed on
  // the button, now off the screen, so Tab and the walk's keys went nowhere they could see).
  const showExplain = () => setTimeout(() => {
    explainRef.current?.scrollIntoView({ block: 'start' });
    explainRef.current?.focus({ preventScroll: true });
  }, 0);
  const [problems, setProblems] = useState<string[]>([]);
  // What the last Apply did, in words; any other change clears it (clearHelp), and so does the next Hint or Check (play-help.ts).
  const [applied, setApplied] = useState<string | null>(null);
  const showHelp = (h: PlayHelp<CheckLine[]>) => {
    setHintLevel(h.hintLevel);
    setCheck(h.check);
    setApplied(h.applied);
  };
  // Set once the link's position is on the page: until then the island must not write its own (empty) one over it.
  const [linkRead, setLinkRead] = useState(false);

  // Anything the reader changes makes the hint, the check and the explanation stale.
  const clearHelp = () => {
    setHintLevel(0);
    setCheck(null);
    setExplain(null);
    setApplied(null);
  };
  const setPosition = (next: EdgeMark[], byHelp = false, stroke: number | null = null) => {
    setHistory(pushPosition(history, next, byHelp, stroke));
    clearHelp();
  };
  const chooseBoard = (next: string, pos?: EdgeMark[], among: readonly NumberlinkExample[] = boards) => {
    const b = among.find((x) => x.id === next) ?? among[0];
    setBoardId(b.id);
    setHistory(startHistory(pos ?? emptyPosition(puzzleOf(b.text))));
    setCursor(0);
    clearHelp();
  };

  // The link is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const raw = readUrlParam(LINK_KEY.play);
    setLinkRead(true);
    const own = linkedPlayBoard(new URLSearchParams(window.location.search));
    const among = own.board ? [...lessonBoards, own.board] : lessonBoards;
    if (own.board) setLinked(own.board);
    const said = own.problem ? [own.problem] : [];
    setProblems(said);
    if (raw === null) return;
    const dot = raw.indexOf('.');
    const [bid, code] = dot < 0 ? [raw, ''] : [raw.slice(0, dot), raw.slice(dot + 1)];
    const b = among.find((x) => x.id === bid);
    if (!b) {
      setProblems([...said, `The link’s play position names the board “${bid}”, which this page does not have (it has ${among.map((x) => x.id).join(', ')}); the first board is shown, empty.`]);
      return;
    }
    const decoded = decodePosition(code, emptyPosition(puzzleOf(b.text)).length);
    if (!decoded.ok) {
      setProblems([...said, `The link’s play position could not be read (${decoded.why}); the board is shown empty.`]);
      chooseBoard(b.id, undefined, among);
      return;
    }
    chooseBoard(b.id, decoded.position, among);
    // Arrived by a link to this board (the grade's "Show me"): the board takes the focus, and a line says what is on it.
    if (code !== '' && window.location.hash === `#${PLAY_ANCHOR}`) setArrived(b.id);
  }, []);
  useEffect(() => {
    if (arrived !== null) islandRef.current?.querySelector<SVGElement>('[data-testid="play-board"]')?.focus();
  }, [arrived]);
  useEffect(() => {
    if (!started || !linkRead) return;
    const code = encodePosition(position);
    writeUrlParam(LINK_KEY.play, code === '' && boardId === boards[0].id ? null : `${boardId}.${code}`);
    // The linked board stays in the link while it is shown, so a permalink still opens it.
    const own = boardId === LINKED_BOARD_ID ? linked : null;
    writeUrlParam(PLAY_BOARD_KEY, own ? own.text.trim().replace(/\n/g, '/') : null);
    writeUrlParam(PLAY_RULE_KEY, own ? own.rule : null);
  }, [position, boardId, started, linkRead]);

  const toggle = (a: number, b: number, how: 'line' | 'mark', stroke: number) => {
    const e = edgeIndex(puzzle, a, b);
    if (e < 0) return;
    const want: EdgeMark = how === 'line' ? LINE : NO_LINE;
    setPosition(withMark(position, e, position[e] === want ? OPEN : want), false, stroke);
  };
  const undo = () => {
    if (history.at === 0) return;
    setHistory(undoHistory(history));
    clearHelp();
  };
  const redo = () => {
    if (history.at + 1 >= history.list.length) return;
    setHistory(redoHistory(history));
    clearHelp();
  };
  // Ctrl+Z / Ctrl+Y anywhere in the island (after Check, Hint or a board chosen, not only on the board); a text box keeps its own.
  const onIslandKey = islandUndoKeys(undo, redo);

  const live = useMemo(() => checkPosition(puzzle, rule, position), [puzzle, rule, position]);
  const open = useMemo(() => (live.kind === 'open' ? openStatus(puzzle, rule, position) : null), [live, puzzle, rule, position]);
  const hint = useMemo(
    () => (hintLevel > 0 ? playHint(puzzle, rule, position, recentEdges(history.list.slice(0, history.at + 1))) : null),
    [puzzle, rule, position, hintLevel > 0],
  );
  // A diagram's-verdict hint at its last press: the walk's own step at that edge says where the other way dies (a reader
  // found "the diagram's verdict" alone taught nothing), and the button opens the doomed branch when there is one.
  const hintWalk = useMemo(() => (hint && hintLevel >= 3 && hint.walk ? walkAtHint(puzzle, rule, hint.walk) : null), [hint, hintLevel >= 3, puzzle, rule]);
  const hintWhy = hintWalk ? hintWalkWhy(puzzle, hintWalk) : null;
  const lines = position.filter((m) => m === LINE).length;
  const marks = position.filter((m) => m === NO_LINE).length;
  const outlined = hint ? hint.cells : check ? check.flatMap((c) => c.cells) : [];
  const dashed = hint && hintLevel >= 1 ? hint.edges : check ? check.flatMap((c) => c.edges) : [];

  return (
    <div class="nl-island" ref={islandRef} id={PLAY_ANCHOR} data-testid="nl-play" data-board={boardId} data-lines={lines} data-marks={marks} data-started={String(started)}
      data-live={live.kind === 'broken' ? live.broken.code : live.kind} onKeyDown={onIslandKey}>
      <StyleSheet css={NL_CSS} />
      <StartingNote started={started} what="the board and its buttons" />
      <LinkProblems problems={problems} />
      {arrived === boardId && history.at === 0 && (
        <p class="nl-small" data-testid="play-arrived">
          Opened at the link’s position: the steps before it placed {lines} line{lines === 1 ? '' : 's'} and {marks} “no line” mark{marks === 1 ? '' : 's'} (a step may place only marks). Hint gives the next step.
        </p>
      )}
      <div class="nl-row">
        <label>
          Board{' '}
          <select value={boardId} data-testid="play-choose" onChange={(e) => chooseBoard((e.target as HTMLSelectElement).value)}>
            {boards.map((b) => <option key={b.id} value={b.id}>{b.label} (rule: {RULE_SET_NAME[b.rule]})</option>)}
          </select>
        </label>
        <span role="group" aria-label="What a drag does" class="nl-row">
          <button type="button" class="btn" aria-pressed={dragMode === 'line' ? 'true' : 'false'} data-testid="play-drag-line" onClick={() => setDragMode('line')}>Drag draws lines</button>
          <button type="button" class="btn" aria-pressed={dragMode === 'mark' ? 'true' : 'false'} data-testid="play-drag-mark" onClick={() => setDragMode('mark')}>Drag marks “no line”</button>
        </span>
      </div>
      <div class="nl-split">
        <div>
        <PlayBoard puzzle={puzzle} position={position} cursor={cursor} pen={pen} marked={outlined} markedEdges={dashed} dragMode={dragMode}
          onStep={toggle} onCursor={setCursor} onPen={setPen}
          title={`Play: ${board.label}, ${lines} line${lines === 1 ? '' : 's'} and ${marks} “no line” mark${marks === 1 ? '' : 's'}`} />
        </div>
        <div>
          <p class="nl-small" id={`${id}-pen`} data-testid="play-pen">
            Cursor at ({Math.floor(cursor / puzzle.width) + 1}, {(cursor % puzzle.width) + 1}); pen {penWords[pen]}.
          </p>
          <p aria-live="polite" class={live.kind === 'broken' || live.kind === 'wrong-finish' ? 'nl-cut' : 'nl-small'} data-testid="play-live" data-kind={open?.dead ? 'dead' : live.kind}>
            {live.kind === 'broken' && <><strong>A rule is broken</strong> — {brokenRuleWords(live.broken.ruleName, live.broken.ruleWords)}: {live.broken.detail}.</>}
            {live.kind === 'wrong-finish' && <><strong>A rule is broken</strong> — {brokenRuleWords(live.ruleName, live.ruleWords)}: {live.detail}.</>}
            {live.kind === 'solved' && <strong>Solved: every label is joined, and the rules check accepts it.</strong>}
            {open?.text}
          </p>
          {/* Hint's and Check's words right under the status line, before the buttons: next to the board, not below a row of buttons off the screen. */}
          <div aria-live="polite" ref={answerRef}>
            {hint && (
              <ol class="nl-hint" data-testid="play-hint-says" data-kind={hint.kind} data-level={hintLevel}>
                <li data-testid="play-hint-1">{hint.look}</li>
                {hintLevel >= 2 && <li data-testid="play-hint-2">{hint.rule}</li>}
                {hintLevel >= 3 && <li data-testid="play-hint-3">{hint.reason}{hintWhy && <> <span data-testid="play-hint-walk-why">{hintWhy.text}</span></>}</li>}
              </ol>
            )}
            {hint && hintLevel >= 3 && hint.walk && (
              <button type="button" class="btn" data-testid="play-hint-walk" onClick={() => { setExplain({ ...(hintWalk ?? walkAtHint(puzzle, rule, hint.walk!)), doomed: hintWhy?.doomed }); showExplain(); }}>
                {hintWhy?.doomed ? 'Show the doomed branch' : 'Show the reason step by step in the walk'}
              </button>
            )}
            {hint && hintLevel >= 3 && hint.apply && (
              <button type="button" class="btn" data-testid="play-apply" onClick={() => {
                const next = hint.apply!;
                setPosition(next, true);
                setApplied(appliedWords(puzzle, position, next));
              }}>Apply: {hint.edges.length === 1 ? 'set that edge' : 'set those edges'}</button>
            )}
            {applied && <p class="nl-small" data-testid="play-applied">{applied}</p>}
            {check && (
              <ul class="nl-hint" data-testid="play-check-says" data-kinds={check.map((c) => c.kind).join(' ')} data-codes={check.map((c) => c.code ?? '').join(' ')}>
                {checkShown(check).map((t, i) => <li key={i}>{t}</li>)}
              </ul>
            )}
          </div>
          <div class="nl-row">
            <button type="button" class="btn" data-testid="play-undo" aria-disabled={history.at === 0} aria-keyshortcuts="Control+Z" title="Undo the last stroke: one drag, or the moves made with the pen down (Ctrl+Z, wherever the focus is in Play)" onClick={undo}>Undo</button>
            <button type="button" class="btn" data-testid="play-redo" aria-disabled={history.at + 1 >= history.list.length} aria-keyshortcuts="Control+Y" title="Redo (Ctrl+Y, wherever the focus is in Play)" onClick={redo}>Redo</button>
            <button type="button" class="btn" data-testid="play-clear" aria-disabled={lines + marks === 0} onClick={() => lines + marks > 0 && setPosition(emptyPosition(puzzle))}>Clear</button>
          </div>
          <div class="nl-row">
            <button type="button" class="btn" data-testid="play-hint" aria-disabled={hintLevel >= 3}
              onClick={() => showHelp(afterHintPress({ hintLevel, check, applied }))}>
              {hintLevel === 0 ? 'Hint' : hintLevel < 3 ? `More of the hint (${hintLevel + 1} of 3)` : 'Hint (all 3 shown)'}
            </button>
            <button type="button" class="btn" data-testid="play-check" onClick={() => showHelp(afterCheckPress(checkReport(puzzle, rule, position, recentEdges(history.list.slice(0, history.at + 1), history.byHelp), { ownOnly: true })))}>Check</button>
            <button type="button" class="btn" data-testid="play-explain" onClick={() => { setExplain(explainWalk(puzzle, rule, position)); showExplain(); }}>Explain from here</button>
          </div>
        </div>
      </div>
      {/* Under the board and its buttons, across the island's width: in the board's narrow column its six entries stood in one tall list. */}
      <BoardLegend items={['labelled', 'loose', 'noline', 'pointed', 'ruled', 'cursor']} testId="play-legend" />
      {explain && (
        <div ref={explainRef} tabIndex={-1} role="region" aria-label="The walk from your position" data-testid="play-explain-says" data-steps={explain.steps.length}>
          {explain.steps.length === 0
            ? <p>No solution extends this position, so the diagram has no path to ⊤ to walk along: Check says more.</p>
            : <>
                <p>
                  The lesson’s frontier walk, run from your position: the edges come {walkOrderWords(explain)}, each edge you decided is taken as
                  you decided it, and the others follow {explain.extending === 1n
                    ? 'the one solution that extends your position'
                    : `the first of the ${explain.extending.toLocaleString('en-US')} solutions that extend your position`}. At every edge it says
                  why — fixed by you, cut by a rule, or free.{explain.from && ` ${explain.from}`}
                </p>
                <WalkStepper key={`${encodePosition(position)}.${explain.start ?? 0}`} puzzle={puzzle} steps={explain.steps} id="play-walk" start={explain.start} startDoomed={explain.doomed}
                  order={walkOrderWords(explain)} orderTag={explain.plain ? undefined : orderTagOf(false, explain.order)} />
              </>}
        </div>
      )}
    </div>
  );
}
