/**
 * The lesson's full solver, one island: enter a board, see whether it can be
 * solved, watch IDA* search (in the page's worker), step through the answer
 * with the estimate taken apart on every board, slide it yourself, and
 * export the worked example.
 *
 * The board text is the one piece of state every part derives from. While it
 * does not parse, the panels below say so instead of showing an older board.
 * A link keeps the board (`?board=`), the method and the time limit when they
 * are not the defaults, and the steps the reader moved to (`?move=`,
 * `?search=`); opening a link that names a step solves the board again so
 * that step can be shown (src/ui/sliding/solver-link.ts).
 */
import { NO_BOARD, useBoardText } from '../use-board-text';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SolveResult } from '../../core/result';
import { TRACE_SCHEMA_VERSION } from '../../core/trace';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { parseSliding, printSliding } from '../../puzzles/sliding/format';
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import { parity } from '../../puzzles/sliding/parity';
import { randomSolvable } from '../../puzzles/sliding/shuffle';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { GenreExportButton } from '../ExportButton';
import { LinkProblems } from '../LinkProblems';
import StyleSheet from '../StyleSheet';
import { useBoardInUrl, useSolveOnLoad } from '../solver-link';
import { writeUrlParam } from '../url-state';
import { AnswerPanel } from './AnswerPanel';
import { BoardEditor, tokensOf } from './BoardEditor';
import { DEFAULT_EXAMPLE, EXAMPLES, type SlidingExample } from '../../lessons/sliding/examples';
import { HalfTurnNote, KorfHint } from './KorfHint';
import { HeuristicView } from './HeuristicView';
import { IdaTracePanel } from './IdaTracePanel';
import { ParityView } from './ParityView';
import { PlayMode } from './PlayMode';
import { LiveIterations, RunStatus } from './RunStatus';
import { SearchControls } from './SearchControls';
import { SLIDING_CSS } from './sliding-css';
import { explainWithPdb as explain, pdbBuildMs, pdbTables, useSlidingRun } from './sliding-run';
import { DEFAULT_LIMIT_SEC, DEFAULT_METHOD, readSolverLink, STEP_KEYS, type SlidingMethod } from './solver-link';
import { StartingNote, useStarted } from '../Starting';
import { usePdbBreakdown } from './use-pdb-breakdown';
import { useTablesAhead } from './use-tables-ahead';

export interface SlidingSolverIslandProps {
  /** Board text shown first (the 9-move example by default). */
  initial?: string;
}

/** The board a half-turned twin was made from, while the twin is on the board. */
interface TwinOf {
  original: SlidingPuzzle;
  twinKey: string;
}

/** The sentence for a link that names a step: which step, and that the board is solved again to show it. */
export function restoringWords(params: URLSearchParams): string {
  const move = params.get('move');
  const search = params.get('search');
  const which = move !== null ? `move ${move} of the answer` : search !== null ? `step ${search} of the search` : 'a step of the solve';
  return `This page’s link names ${which}, so the page has jumped to the solver, which is solving the board again to ` +
    'show it (part 3 shows the progress). The lesson starts at the top of the page.';
}

/** What the link names, for part 4's caption while the link's solve runs ("move 3 of the answer"). */
function linkedStepWords(): string {
  const move = new URLSearchParams(window.location.search).get('move');
  return move !== null ? `move ${move}` : 'the step the link names';
}

export default function SlidingSolverIsland({ initial = DEFAULT_EXAMPLE.text }: SlidingSolverIslandProps): JSX.Element {
  const started = useStarted();
  const { text, setText, parsed, puzzle, key } = useBoardText(initial, parseSliding, printSliding);
  const initialKey = useMemo(() => {
    const p = parseSliding(initial);
    return p.ok ? printSliding(p.puzzle) : '';
  }, [initial]);
  const [picked, setPicked] = useState<number | null>(null);
  const [method, setMethod] = useState<SlidingMethod>(DEFAULT_METHOD);
  const [limitSec, setLimitSec] = useState(DEFAULT_LIMIT_SEC);
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  const [twin, setTwin] = useState<TwinOf | null>(null);
  const searchCard = useRef<HTMLElement>(null);
  // The databases are built once part 3 is on screen with a 15-puzzle and the estimate that uses them, so the
  // first Solve need not wait. Not for Manhattan + conflicts: a solve then would wait for the build's next pause.
  const ahead = useTablesAhead(searchCard, method === 'ida' ? puzzle : null, started);
  // A cancel (button or Escape) stops the build made ahead too, in the same worker, and it is not started again:
  // else part 4 would show the tables' numbers under a sentence saying the build was thrown away.
  const { run, busy, start, cancel } = useSlidingRun(key, 'main', ahead.stop);
  const pdbReady = pdbTables() !== null;
  // Set when a link names a step: the board is solved once it is on the page.
  const solveOnLoad = useRef(false);
  const island = useRef<HTMLDivElement>(null);
  // Whether the run in progress had to build the tables first (said when it is cancelled then).
  const [tablesNeeded, setTablesNeeded] = useState(false);
  // What a link that names a step is restoring, said until the solve it started has ended.
  const [restoring, setRestoring] = useState<string | null>(null);
  // The reader's moves in "Slide it yourself" from the link, once read (null: none).
  const [linkedMoves, setLinkedMoves] = useState<string | null>(null);
  const solveEnded = run.phase === 'done' || run.phase === 'failed' || run.phase === 'cancelled';
  useEffect(() => {
    if (restoring && solveEnded) setRestoring(null);
  }, [run.phase]);

  // The link is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const link = readSolverLink(new URLSearchParams(window.location.search));
    if (link.board !== null) setText(link.board);
    if (link.method) setMethod(link.method);
    if (link.limitSec) setLimitSec(link.limitSec);
    setLinkProblems(link.problems);
    setLinkedMoves(link.played);
    solveOnLoad.current = link.namesStep && link.boardError === null;
    if (solveOnLoad.current) {
      // The page opened on a link to a solve: bring the solver into view and say what is happening, since the
      // solve (and on a 15-puzzle the databases' build) takes a while before the step can be shown.
      setRestoring(restoringWords(new URLSearchParams(window.location.search)));
      island.current?.scrollIntoView({ block: 'start' });
    }
  }, []);

  // A board the reader changes to makes the old steps meaningless (the link's own board keeps them).
  useBoardInUrl(started, 'board', puzzle ? key : null, initialKey, STEP_KEYS);
  useEffect(() => {
    if (!started) return;
    if (puzzle) setPicked(null);
    if (twin && twin.twinKey !== key) setTwin(null);
  }, [key, started]);

  useEffect(() => {
    if (!started) return;
    writeUrlParam('method', method === DEFAULT_METHOD ? null : method);
    writeUrlParam('limit', limitSec === DEFAULT_LIMIT_SEC ? null : String(limitSec));
  }, [method, limitSec, started]);

  const facts = useMemo(() => (puzzle ? parity(puzzle) : null), [key]);
  const reply = run.reply && run.key === key ? run.reply : null;
  const result: SolveResult<SlidingSolution> | null = reply ? reply.result : null;
  const startPdb = usePdbBreakdown(puzzle?.tiles ?? [], explain, pdbReady);
  const blocked = !puzzle
    ? 'Nothing to solve yet: the board above does not read as a board.'
    : !facts!.solvable
      ? 'Nothing to search: the parity test above shows that no sequence of slides reaches the goal.'
      : null;

  const solveWith = (seconds: number) => {
    if (!puzzle || blocked) return;
    setTablesNeeded(puzzle.size === 4 && method === 'ida' && pdbTables() === null);
    start(puzzle, key, { method: puzzle.size === 4 ? method : 'ida', limitMs: seconds * 1000 });
  };
  // A link that names a step: solve as soon as its board is on the page.
  useSolveOnLoad(solveOnLoad, started && puzzle !== null, () => solveWith(limitSec), [key, started]);

  const editorSize = puzzle?.size ?? (tokensOf(text).length > 9 ? 4 : 3);
  const onSize = (s: number) => {
    // A box that holds no board gets a fresh one of the size pressed, even the size it seems to be.
    if (s === editorSize && puzzle) return;
    const ex = EXAMPLES.find((e) => e.size === s);
    if (!ex) return;
    setText(ex.text);
    // The button loads that size's first ready example, not a plain board of the size: said beside it (a reader took
    // the hardest 8-puzzle board for a random one).
    const p = parseSliding(ex.text);
    setSizeLoaded(p.ok ? { key: printSliding(p.puzzle), label: ex.label } : null);
  };
  const [sizeLoaded, setSizeLoaded] = useState<{ key: string; label: string } | null>(null);
  const onShuffle = () => setText(printSliding(randomSolvable(editorSize, Math.random)));
  // An example that shows the time limit at work sets its short limit too, and the default estimate it is meant with.
  // Part 3's limit field is far below on a phone, so what the example changed there is said beside the button.
  const [exampleSet, setExampleSet] = useState<{ key: string; limitSec: number } | null>(null);
  const onExample = (ex: SlidingExample) => {
    setText(ex.text);
    setSizeLoaded(null);
    if (ex.limitSec !== undefined) {
      setLimitSec(ex.limitSec);
      setMethod(DEFAULT_METHOD);
      const p = parseSliding(ex.text);
      setExampleSet(p.ok ? { key: printSliding(p.puzzle), limitSec: ex.limitSec } : null);
    } else setExampleSet(null);
  };
  const onTwin = (original: SlidingPuzzle, twinPuzzle: SlidingPuzzle) => {
    const twinKey = printSliding(twinPuzzle);
    setTwin({ original, twinKey });
    setText(twinKey);
  };
  const onExtend = (seconds: number) => {
    // The offer disappears with the old answer: focus goes to Cancel, which the new run needs.
    island.current?.querySelector<HTMLButtonElement>('[data-testid="cancel"]')?.focus();
    setLimitSec(seconds);
    solveWith(seconds);
  };
  const solution = result?.solution;
  // An unsolvable board can be exported without a solve: parity alone is its worked example.
  const exportInput = !puzzle
    ? null
    : reply
      ? { puzzle, result: reply.result, trace: reply.trace, resources: pdbTables() }
      : facts!.solvable
        ? null
        : { puzzle, result: { status: 'unsolvable' as const, reason: facts!.explanation, stats: {} },
            trace: { schema: TRACE_SCHEMA_VERSION, genre: 'sliding', method: 'parity', options: {}, events: [], truncated: false } };

  return (
    <div ref={island} class="sl-island" data-testid="sliding-solver" data-board={key} data-phase={run.phase}
      data-started={String(started)}>
      <StyleSheet css={SLIDING_CSS} />
      <StartingNote started={started} what="the solver’s buttons and boards" />
      <section class="sl-card" aria-labelledby="sl-h-board">
        <h3 id="sl-h-board">1. The board</h3>
        <LinkProblems problems={linkProblems} />
        {/* Hidden in the same render that shows the solve ended, not one effect later. */}
        {restoring && !solveEnded && <p class="sl-hint" role="status" data-testid="link-restoring">{restoring}</p>}
        <BoardEditor text={text} onText={setText} size={editorSize} onSize={onSize} onShuffle={onShuffle} onExample={onExample}
          error={parsed.ok ? null : parsed.error} />
        {sizeLoaded && sizeLoaded.key === key && (
          <p class="sl-hint" role="status" data-testid="size-example-note">
            The size button loaded the ready example “{sizeLoaded.label}”; Shuffle gives a random board of this size.
          </p>
        )}
        {exampleSet && exampleSet.key === key && limitSec === exampleSet.limitSec && (
          <p class="sl-hint" role="status" data-testid="example-limit-note">
            This example also set part 3’s time limit to {exampleSet.limitSec} s, too short to prove a shortest solution
            of this board: press Solve in part 3 to see the search stop, say what it proved, and the fast method answer.
          </p>
        )}
      </section>
      <section class="sl-card" aria-labelledby="sl-h-parity">
        <h3 id="sl-h-parity">2. Can it be solved? (decided before any search)</h3>
        {puzzle && facts ? (
          <>
            <ParityView puzzle={puzzle} facts={facts} picked={picked} onPick={setPicked} />
            {!facts.solvable && <KorfHint puzzle={puzzle} onTwin={onTwin} />}
          </>
        ) : (
          <p class="sl-small" data-testid="parity-waiting">{NO_BOARD}</p>
        )}
      </section>
      <section ref={searchCard} class="sl-card" aria-labelledby="sl-h-search">
        <h3 id="sl-h-search">3. The search</h3>
        <SearchControls size={editorSize} method={method} onMethod={setMethod} limitSec={limitSec} onLimit={setLimitSec}
          onSolve={() => solveWith(limitSec)} onCancel={cancel} run={run} busy={busy} pdbReady={pdbReady} blocked={blocked}
          ahead={ahead.state} />
        <RunStatus run={run} result={result} limitSec={limitSec} onExtend={onExtend} tablesNeeded={tablesNeeded}
          tablesNow={pdbReady} pageBuildMs={pdbBuildMs()} />
        {(busy || run.phase === 'cancelled') && <LiveIterations events={run.liveSteps} cancelled={run.phase === 'cancelled'} />}
        {puzzle && reply && reply.trace.events.some((e) => e.kind === 'iteration' || e.kind === 'fallback') && (
          <IdaTracePanel puzzle={puzzle} events={reply.trace.events} />
        )}
      </section>
      <section class="sl-card" aria-labelledby="sl-h-answer">
        <h3 id="sl-h-answer">4. The estimate, then the answer move by move</h3>
        {puzzle && twin && twin.twinKey === key && <HalfTurnNote original={twin.original} moves={solution?.moves ?? null} />}
        {!puzzle ? (
          <p class="sl-small">{NO_BOARD}</p>
        ) : solution ? (
          <AnswerPanel puzzle={puzzle} moves={solution.moves} optimal={solution.optimal} explainPdb={explain} pdbReady={pdbReady} />
        ) : facts!.solvable ? (
          <HeuristicView puzzle={puzzle} mdlc={explainManhattanLc(puzzle.tiles, puzzle.size)} pdb={startPdb}
            caption={restoring && !solveEnded
              ? `The start board, while the solve the link started runs (part 3 shows its progress); ${linkedStepWords()} then shows here`
              : pdbReady || puzzle.size === 3 ? 'The start board' : 'The start board (the databases’ parts appear once part 3 has built them)'} />
        ) : (
          <p class="sl-small" data-testid="no-answer">
            This board has no answer, so there is no estimate to take apart: an estimate of the moves to the goal means
            nothing when the goal cannot be reached.
          </p>
        )}
      </section>
      <section class="sl-card sl-card-full" aria-labelledby="sl-h-play">
        <h3 id="sl-h-play">5. Slide it yourself</h3>
        {/* First, before the board: what the card is for and where its help starts (readers thought a hint
            answered for the start board, not for the board they had made). */}
        <p class="sl-small" data-testid="play-caption">
          Slide the tiles to the goal yourself. <strong>Hint</strong> and <strong>Solve from here</strong> start from
          your board as it is now, not from the start board: Hint names the next move of a shortest solution from
          there, and why; Solve from here plays them all, one by one, until you pause it.
        </p>
        {puzzle ? (
          <PlayMode start={puzzle} explainPdb={explain} pdbReady={pdbReady} help keepInLink linkedMoves={linkedMoves}
            answer={solution ? { length: solution.length, optimal: solution.optimal } : null} />
        ) : (
          <p class="sl-small">{NO_BOARD}</p>
        )}
      </section>
      <section class="sl-card sl-card-full" aria-labelledby="sl-h-export">
        <h3 id="sl-h-export">6. Export a worked example</h3>
        <p class="sl-small">
          One page with the board, the parity test, the search and every move of the answer{solution
            ? ', opened at the move part 4 shows'
            : ' (press Solve in part 3 first)'}. Your own moves in part 5 are not in it.
        </p>
        <GenreExportButton genre="sliding" input={exportInput} stepKey="move"
          notReadyText={puzzle ? 'Solve the board first; the page shows the search and every step.' : 'Enter a board first.'} />
      </section>
    </div>
  );
}
