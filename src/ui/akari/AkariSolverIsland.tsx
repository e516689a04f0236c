/**
 * The lesson's Akari solver, one island: enter a board (grid text or a
 * puzz.link URL), see it as variables and inequalities, solve it in the
 * page's worker with the method of your choice, step through every
 * deduction, ask why a cell is what it is, and export the worked example.
 *
 * The board text is the one piece of state everything derives from; it is
 * mirrored in the URL (?akari=…) with the method, so a link with its
 * ?akari-step= reopens the same step (the island solves again on load).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { parseAkari, printAkari } from '../../puzzles/akari/format';
import { buildAkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { looksLikeUrl } from '../../puzzles/akari/puzzlink';
import { replayTo } from '../../core/player';
import { akariReplay } from '../../puzzles/akari/replay';
import StyleSheet from '../StyleSheet';
import { readUrlParam, writeUrlParam } from '../url-state';
import { AKARI_CSS } from './akari-css';
import { AkariTracePanel } from './AkariTracePanel';
import { AKARI_EXAMPLES, DEFAULT_AKARI_EXAMPLE } from './examples';
import { AkariExportButton } from './ExportButton';
import { ModelExplorer } from './ModelExplorer';
import { PuzzleInput } from './PuzzleInput';
import { RunSummary } from './RunSummary';
import { SolveControls, type SolveSettings } from './SolveControls';
import { useAkariRun } from './use-akari-run';
import { WhyPanel } from './WhyPanel';

export interface AkariSolverIslandProps {
  /** Board text shown first (the tricky 7×7 example by default). */
  initial?: string;
  /** Method chosen first (default selective). */
  method?: SolveSettings['method'];
}

const DEFAULT_CAP = 20_000;
const METHODS = ['force', 'pairs', 'selective'] as const;
const EMPTY: AkariPuzzle = { width: 1, height: 1, rows: ['.'] };

export default function AkariSolverIsland({ initial = DEFAULT_AKARI_EXAMPLE.text, method = 'selective' }: AkariSolverIslandProps): JSX.Element {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => parseAkari(text), [text]);
  const [lastGood, setLastGood] = useState<AkariPuzzle>(() => {
    const p = parseAkari(initial);
    return p.ok ? p.puzzle : EMPTY;
  });
  const puzzle = parsed.ok ? parsed.puzzle : lastGood;
  const key = printAkari(puzzle);
  const model = useMemo(() => buildAkariModel(puzzle), [key]);
  const [settings, setSettings] = useState<SolveSettings>({ method, cap: DEFAULT_CAP, limitSec: 10 });
  const [selected, setSelected] = useState<number | null>(null);
  const { run, busy, start, cancel } = useAkariRun(parsed.ok ? key : '');
  const reply = run.reply && run.key === key ? run.reply : null;
  const [autoSolve, setAutoSolve] = useState(false);

  const solve = (p: AkariPuzzle, s: SolveSettings) =>
    start({ puzzle: p, method: s.method, cap: s.method === 'pairs' ? s.cap : undefined, limitMs: s.limitSec * 1000 }, printAkari(p));

  // URL state is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    // Rows travel as `row/row/…`; a puzz.link URL travels as itself.
    const raw = readUrlParam('akari');
    const board = raw && !looksLikeUrl(raw) ? raw.replace(/\//g, '\n') : raw;
    const m = readUrlParam('akari-method');
    if (m && (METHODS as readonly string[]).includes(m)) setSettings((s) => ({ ...s, method: m as SolveSettings['method'] }));
    if (board && parseAkari(board).ok) setText(board);
    if (readUrlParam('akari-step')) setAutoSolve(true);
  }, []);
  useEffect(() => {
    if (!parsed.ok) return;
    setLastGood(parsed.puzzle);
    setSelected(null);
    writeUrlParam('akari', text.trim() === initial.trim() ? null : key.replace(/\n/g, '/'));
  }, [key, parsed.ok]);
  useEffect(() => writeUrlParam('akari-method', settings.method === method ? null : settings.method), [settings.method]);
  useEffect(() => {
    if (!autoSolve || !parsed.ok) return;
    setAutoSolve(false);
    solve(parsed.puzzle, settings);
  }, [autoSolve, key]);

  const onSolve = () => {
    if (!parsed.ok) return;
    // A new solve starts at step 0; only a link's own step (read on load) is kept.
    writeUrlParam('akari-step', null);
    solve(parsed.puzzle, settings);
  };
  const finalValues = useMemo(() => {
    if (!reply) return null;
    return replayTo(akariReplay, puzzle, reply.trace.events).values;
  }, [reply]);

  return (
    <div class="ak-island" data-testid="akari-solver" data-phase={run.phase} data-board={key.replace(/\n/g, '/')}>
      <StyleSheet css={AKARI_CSS} />
      <section class="ak-card" aria-labelledby="ak-h-board">
        <h3 id="ak-h-board">1. The board</h3>
        <PuzzleInput text={text} onText={setText} error={parsed.ok ? null : parsed.error} examples={AKARI_EXAMPLES} disabled={busy} />
      </section>
      <section class="ak-card" aria-labelledby="ak-h-model">
        <h3 id="ak-h-model">2. The board as inequalities</h3>
        <ModelExplorer puzzle={puzzle} model={model} testId="model" />
      </section>
      <section class="ak-card" aria-labelledby="ak-h-solve">
        <h3 id="ak-h-solve">3. Solve, then step through it</h3>
        <SolveControls settings={settings} onSettings={setSettings} onSolve={onSolve}
          onCancel={cancel} busy={busy} canSolve={parsed.ok} live={run.live} />
        <p class="ak-small" role="status" data-testid="run-status" data-status={reply?.result.status ?? run.phase}>
          {run.phase === 'idle' && 'Not solved yet.'}
          {run.phase === 'solving' && 'Solving…'}
          {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
          {reply && `Done: ${reply.trace.events.filter((e) => e.depth === 0).length} steps recorded (${reply.ms} ms in the worker; timings are noisy).${reply.trace.truncated ? ' The trace was cut at its cap; later steps are not shown.' : ''}`}
        </p>
        {reply && (
          <AkariTracePanel model={model} events={reply.trace.events} selected={selected} onCellSelect={setSelected} />
        )}
      </section>
      {reply && finalValues && (
        <section class="ak-card" aria-labelledby="ak-h-why">
          <h3 id="ak-h-why">4. Why is this a lamp?</h3>
          <WhyPanel model={model} events={reply.trace.events} values={finalValues} selected={selected} onSelect={setSelected} />
        </section>
      )}
      {reply && (
        <section class="ak-card" aria-labelledby="ak-h-verdict">
          <h3 id="ak-h-verdict">5. The verdict</h3>
          <RunSummary puzzle={puzzle} result={reply.result} method={run.request?.method ?? settings.method} />
        </section>
      )}
      <section class="ak-card" aria-labelledby="ak-h-export">
        <h3 id="ak-h-export">{reply ? '6.' : '4.'} Export a worked example</h3>
        <AkariExportButton puzzle={puzzle} solve={reply ? { result: reply.result, trace: reply.trace } : null} />
      </section>
    </div>
  );
}
