/**
 * The lesson's full solver, one island: enter a board, see whether it can be
 * solved, watch IDA* search (in the page's worker), step through the answer
 * with the estimate taken apart on every board, slide it yourself, and
 * export the worked example. The board text is the one piece of state every
 * part derives from; it is also kept in the URL (?board=…) so a link, with
 * its ?move= step, reopens the same view.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SolveResult } from '../../core/result';
import { TRACE_SCHEMA_VERSION } from '../../core/trace';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { parseSliding, printSliding } from '../../puzzles/sliding/format';
import { explainManhattanLc } from '../../puzzles/sliding/heuristic-manhattan';
import { parity } from '../../puzzles/sliding/parity';
import { randomSolvable } from '../../puzzles/sliding/shuffle';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { GenreExportButton } from '../ExportButton';
import StyleSheet from '../StyleSheet';
import { readUrlParam, writeUrlParam } from '../url-state';
import { AnswerPanel } from './AnswerPanel';
import { BoardEditor } from './BoardEditor';
import { DEFAULT_EXAMPLE, EXAMPLES } from './examples';
import { HeuristicView } from './HeuristicView';
import { ParityView } from './ParityView';
import { PlayMode } from './PlayMode';
import { SearchControls, type SlidingMethod } from './SearchControls';
import { SLIDING_CSS } from './sliding-css';
import { LiveIterations, RunStatus } from './RunStatus';
import { IdaTracePanel } from './IdaTracePanel';
import { explainWithPdb as explain, pdbTables, useSlidingRun } from './sliding-run';
import { usePdbBreakdown } from './use-pdb-breakdown';

export interface SlidingSolverIslandProps {
  /** Board text shown first (the 9-move example by default). */
  initial?: string;
}

export default function SlidingSolverIsland({ initial = DEFAULT_EXAMPLE.text }: SlidingSolverIslandProps): JSX.Element {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => parseSliding(text), [text]);
  const [lastGood, setLastGood] = useState<SlidingPuzzle>(() => {
    const p = parseSliding(initial);
    return p.ok ? p.puzzle : { size: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0] };
  });
  const puzzle = parsed.ok ? parsed.puzzle : lastGood;
  const key = printSliding(puzzle);
  const initialKey = useMemo(() => {
    const p = parseSliding(initial);
    return p.ok ? printSliding(p.puzzle) : '';
  }, [initial]);
  const [picked, setPicked] = useState<number | null>(null);
  const [method, setMethod] = useState<SlidingMethod>('ida');
  const [limitSec, setLimitSec] = useState(15);
  const { run, busy, start, cancel } = useSlidingRun(parsed.ok ? key : '');
  const pdbReady = pdbTables() !== null;

  // The board from the URL is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const fromUrl = readUrlParam('board');
    if (fromUrl && parseSliding(fromUrl).ok) setText(fromUrl);
  }, []);
  useEffect(() => {
    if (!parsed.ok) return;
    setLastGood(parsed.puzzle);
    setPicked(null);
    writeUrlParam('board', key === initialKey ? null : key);
  }, [key, parsed.ok]);

  const facts = useMemo(() => parity(puzzle), [key]);
  const reply = run.reply && run.key === key ? run.reply : null;
  const result: SolveResult<SlidingSolution> | null = reply ? reply.result : null;
  const startPdb = usePdbBreakdown(puzzle.tiles, explain, pdbReady);
  const onSize = (s: number) => {
    if (s === puzzle.size) return;
    const ex = EXAMPLES.find((e) => e.size === s);
    if (ex) setText(ex.text);
  };
  const onShuffle = () => setText(printSliding(randomSolvable(puzzle.size, Math.random)));
  const onSolve = () => {
    if (parsed.ok) start(parsed.puzzle, key, { method: puzzle.size === 4 ? method : 'ida', limitMs: limitSec * 1000 });
  };
  const solution = result?.solution;
  // An unsolvable board can be exported without a solve: parity alone is its worked example.
  const exportInput = reply
    ? { puzzle, result: reply.result, trace: reply.trace, resources: pdbTables() }
    : facts.solvable
      ? null
      : { puzzle, result: { status: 'unsolvable' as const, reason: facts.explanation, stats: {} },
          trace: { schema: TRACE_SCHEMA_VERSION, genre: 'sliding', method: 'parity', options: {}, events: [], truncated: false } };

  return (
    <div class="sl-island" data-testid="sliding-solver" data-board={key} data-phase={run.phase}>
      <StyleSheet css={SLIDING_CSS} />
      <section class="sl-card" aria-labelledby="sl-h-board">
        <h3 id="sl-h-board">1. The board</h3>
        <BoardEditor text={text} onText={setText} size={puzzle.size} onSize={onSize} onShuffle={onShuffle}
          error={parsed.ok ? null : parsed.error} />
      </section>
      <section class="sl-card" aria-labelledby="sl-h-parity">
        <h3 id="sl-h-parity">2. Can it be solved? (decided before any search)</h3>
        <ParityView puzzle={puzzle} facts={facts} picked={picked} onPick={setPicked} />
      </section>
      <section class="sl-card" aria-labelledby="sl-h-search">
        <h3 id="sl-h-search">3. The search</h3>
        <SearchControls size={puzzle.size} method={method} onMethod={setMethod} limitSec={limitSec} onLimit={setLimitSec}
          onSolve={onSolve} onCancel={cancel} run={run} busy={busy} pdbReady={pdbReady} canSolve={parsed.ok} />
        <RunStatus run={run} result={result} />
        {busy && <LiveIterations events={run.liveSteps} />}
        {reply && reply.trace.events.length > 0 && <IdaTracePanel puzzle={puzzle} events={reply.trace.events} />}
      </section>
      <section class="sl-card" aria-labelledby="sl-h-answer">
        <h3 id="sl-h-answer">4. {solution ? 'The answer, move by move' : 'The estimate on this board'}</h3>
        {solution ? (
          <AnswerPanel puzzle={puzzle} moves={solution.moves} optimal={solution.optimal} explainPdb={explain} pdbReady={pdbReady} />
        ) : (
          <HeuristicView puzzle={puzzle} mdlc={explainManhattanLc(puzzle.tiles, puzzle.size)} pdb={startPdb}
            caption={pdbReady || puzzle.size === 3 ? 'The start board' : 'The start board (the databases’ parts appear once they are built)'} />
        )}
      </section>
      <section class="sl-card" aria-labelledby="sl-h-play">
        <h3 id="sl-h-play">5. Slide it yourself</h3>
        <PlayMode start={puzzle} explainPdb={explain} pdbReady={pdbReady} />
      </section>
      <section class="sl-card" aria-labelledby="sl-h-export">
        <h3 id="sl-h-export">6. Export a worked example</h3>
        <GenreExportButton genre="sliding" input={exportInput}
          notReadyText="Solve the board first; the page shows the search and every step." />
      </section>
    </div>
  );
}
