/**
 * The lesson's Numberlink solver, one island: enter a board (grid text or a
 * puzz.link numlin URL), pick the rule, build the diagram in the page's
 * solver worker, and read what it gives — the exact count, the uniqueness
 * verdict, the width of every level, the whole diagram of a tiny board, one
 * path through it edge by edge — then browse the solutions (by rank in the
 * diagram's order, or a seeded random one) and export the worked example.
 * Under fill and Nikoli a board whose own diagram outgrows the method's cap
 * is answered from its canonical diagram: the count then reads "not
 * counted", with the canonical count as a lower bound and the reason. After a
 * build the board's grade is worked out in a worker of its own
 * (src/puzzles/numberlink/grade.ts): its level, the hardest step, and a
 * "show me" link that opens the Play board at the position just before that
 * step, where its Hint gives it (play-board-link.ts).
 *
 * The board and the rule are mirrored in the URL (?board=…&rule=…, the rule
 * being the zdd method's option of that name) and the walk's step in ?step=:
 * the one scheme of every solver island, on the hooks they share
 * (src/ui/solver-link.ts, src/ui/Starting.tsx). A link with a board solves
 * on load; a link with the older keys (?nl=…&nl-rule=…) still opens. A bad
 * value in a link is named on the page.
 */
import type { JSX } from 'preact';
import { FIRST_SEED, readSeed, readSolutionNumber, seedForPress, seedNote } from './browse-input';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { NodeEvent, NumberlinkEvent, WalkStepEvent, CountEvent, GraphEvent } from '../../puzzles/numberlink/events';
import { parseNumberlink, printNumberlink } from '../../puzzles/numberlink/format';
import type { NumberlinkGrade } from '../../puzzles/numberlink/grade';
import { NUMBERLINK_GRADE_LEVELS } from '../../puzzles/numberlink/grade';
import { ALL_RULES, puzzleRuleOf, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from '../../puzzles/numberlink/puzzle';
import { GenreExportButton } from '../ExportButton';
import { GradeLine } from '../GradeLine';
import { usePuzzleGrade } from '../use-puzzle-grade';
import { RunProgress } from '../RunProgress';
import { SolveButtons } from '../SolveButtons';
import StyleSheet from '../StyleSheet';
import { LinkProblems } from '../LinkProblems';
import { MakeBoard } from '../MakeBoard';
import { boardToLinkText, LINK_KEY, readLinkBoard, readLinkStep, readPageLink, useBoardInUrl, useSolveOnLoad } from '../solver-link';
import { StartingNote, useStarted } from '../Starting';
import { writeUrlParam } from '../url-state';
import { useSettledText } from '../use-settled-text';
import { useSolverRun } from '../use-solver-run';
import { RuleMenu } from './RuleMenu';
import type { NumberlinkExample } from './examples';
import { NL_CSS } from './nl-css';
import { NumberlinkBoard } from './NumberlinkBoard';
import { PLAY_ANCHOR, playLinkSearch } from './play-board-link';
import WalkStepper from './WalkStepper';
import { WidthChart } from './WidthChart';
import { ZddDrawing } from './ZddDrawing';
import { OrderTag, orderTagWords } from './OrderTag';
import { exampleRuleWords, solutionsWords, verdictWords } from './verdict-words';
import { stopWords } from './stop-words';
import { builtWords, levelWords, orderWords } from './diagram-words';
import { isPlainSweep, orientationWords, orientationWordsInBrackets } from '../../puzzles/numberlink/orientation-words';
import { DEFAULT_RULE_MAX_NODES } from '../../puzzles/numberlink/quick-answer';
import { RULE_SET_NAME } from '../../puzzles/numberlink/rule-names';
import { DEFAULT_MAX_NODES } from '../../puzzles/numberlink/solve-zdd';

export interface NumberlinkSolverIslandProps {
  examples: readonly NumberlinkExample[];
  /** The Play board's own boards: "show me" names one of them by its id, and carries any other board in the link. */
  playBoards?: readonly NumberlinkExample[];
}

/** Keys of links made before the one scheme, and what they are now. */
const OLD_KEYS: Readonly<Record<string, string>> = { nl: LINK_KEY.board, 'nl-rule': 'rule', 'nl-solve-walk': LINK_KEY.step };
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const NUMBERLINK_LINK_KEYS: readonly string[] = [LINK_KEY.board, 'rule', LINK_KEY.step, ...Object.keys(OLD_KEYS)];
const STEP_KEYS = [LINK_KEY.step];
const isUrl = (line: string) => /^https?:/.test(line);
/** The board as the link carries it: its printed rows joined by '/'. */
const linkOf = (p: NumberlinkPuzzle) => boardToLinkText(printNumberlink(p), isUrl);

const EMPTY: NumberlinkPuzzle = { width: 1, height: 1, cells: [-1], labels: [] };
/** Make a board: the sides offered (the maker's goal is 10×10 within about 2 s; `npm run bench -- make` measures it). */
const MAKE_SIDES = [6, 8, 10];
const MAKE_WORKING =
  'drawing paths that cover the board, each end a clue, then merging pairs of neighbouring clues into one path while the diagram still counts exactly one solution, until the board needs the grade you picked';
// An attempt is one random path system (short paths and the joins between them); most end at another grade.
const drawnTried = (n: number): string => `${n} random path ${n === 1 ? 'system' : 'systems'} tried, each with paths glued two at a time until the grade was reached or passed`;
/** The island's time limit for one run (the page quotes it). */
export const SOLVER_LIMIT_MS = 30_000;
const big = (s: string) => BigInt(s).toLocaleString('en-US');

interface Browse {
  pick: 'first' | 'random';
  rank: number;
  seed: number;
}

export default function NumberlinkSolverIsland({ examples, playBoards = [] }: NumberlinkSolverIslandProps): JSX.Element {
  const id = useId();
  const [text, setText] = useState(examples[0].text);
  const [rule, setRule] = useState<NumberlinkRule>(examples[0].rule);
  // An example brings its own rule: when that changes the menu, say so (a reader missed the silent switch).
  const [exampleRule, setExampleRule] = useState<string>('');
  const started = useStarted();
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  // A long text is read once typing pauses (../use-settled-text.ts).
  const settled = useSettledText(text);
  const parsed = useMemo(() => parseNumberlink(settled), [settled]);
  const puzzle = parsed.ok ? parsed.puzzle : EMPTY;
  // Printed once per board, not per render (a large board's text is tens of thousands of characters).
  const printed = useMemo(() => (parsed.ok ? printNumberlink(parsed.puzzle) : ''), [parsed]);
  const key = parsed.ok ? `${printed}\n${rule}` : '';
  const { run, busy, start, cancel } = useSolverRun<NumberlinkPuzzle, NumberlinkSolution, NumberlinkEvent>('numberlink', key);
  const reply = run.reply && run.key === key ? run.reply : null;
  const [browse, setBrowse] = useState<Browse>({ pick: 'first', rank: 0, seed: FIRST_SEED });
  const [rankText, setRankText] = useState('');
  const [rankTried, setRankTried] = useState(false);
  const [seedText, setSeedText] = useState(String(FIRST_SEED));
  // The seed of the last random draw, kept in the field: the seed of the solution on screen (browse-input.ts).
  const [lastDrawn, setLastDrawn] = useState<number | null>(null);
  const draw = (seed: number) => {
    solve({ pick: 'random', rank: 0, seed });
    setLastDrawn(seed);
    setSeedText(String(seed));
  };
  // The grade is asked once per board and rule, after a build (its own worker lane: it never holds up the solver).
  const grade = usePuzzleGrade('numberlink', parsed.ok ? puzzle : null, key, reply !== null, { rule });
  const showMe = grade.phase === 'done' && typeof window !== 'undefined' ? (grade.grade as NumberlinkGrade).play ?? null : null;
  // Set when the link carries a board: it is solved once it is on the page.
  const solveOnLoad = useRef(false);
  const firstBoard = useMemo(() => {
    const p = parseNumberlink(examples[0].text);
    return p.ok ? linkOf(p.puzzle) : '';
  }, [examples]);

  const solve = (b: Browse) => {
    if (!parsed.ok) return;
    setBrowse(b);
    // No sat step past the canonical diagram's cap (canonical-max-nodes 0): the island reads the diagram's own events.
    start(puzzle, key, { method: 'zdd', params: { rule, pick: b.pick, rank: b.rank, seed: b.seed, reuse: true, 'canonical-max-nodes': 0 }, limitMs: SOLVER_LIMIT_MS, maxEvents: 20_000 });
  };

  // The link is read after the first render, so hydration sees the server's markup.
  useEffect(() => {
    const params = readPageLink(OLD_KEYS);
    const problems: string[] = [];
    const r = params.get('rule');
    if (r !== null) {
      if ((ALL_RULES as readonly string[]).includes(r)) setRule(r as NumberlinkRule);
      else problems.push(`The link's rule “${r}” is not one of ${ALL_RULES.join(', ')}; the rule below is used instead.`);
    }
    const { board, boardError } = readLinkBoard(params, LINK_KEY.board, isUrl, parseNumberlink, problems);
    readLinkStep(params, LINK_KEY.step, problems); // a board solves on load whatever the step; a bad step is said
    if (board !== null) setText(board);
    solveOnLoad.current = board !== null && boardError === null;
    setLinkProblems(problems);
  }, []);
  // A board the reader changes to drops the walk's step (the link's own board keeps it).
  useBoardInUrl(started, LINK_KEY.board, parsed.ok ? boardToLinkText(printed, isUrl) : null, firstBoard, STEP_KEYS);
  useEffect(() => {
    if (started) writeUrlParam('rule', rule === examples[0].rule ? null : rule);
  }, [rule, started]);
  useSolveOnLoad(solveOnLoad, started && parsed.ok, () => solve({ pick: 'first', rank: 0, seed: FIRST_SEED }), [key, started]);

  // The parts below the verdict draw one task after another (the chart, then the walk and the diagram), so a
  // large board's answer never blocks the page in one long task.
  const [staged, setStaged] = useState<{ reply: unknown; stage: number }>({ reply: null, stage: 0 });
  const stage = staged.reply === reply ? staged.stage : 0;
  useEffect(() => {
    if (!reply) return;
    let t = setTimeout(() => {
      setStaged({ reply, stage: 1 });
      t = setTimeout(() => setStaged({ reply, stage: 2 }), 0);
    }, 0);
    return () => clearTimeout(t);
  }, [reply]);

  const events = reply?.trace.events ?? [];
  const graph = events.find((e): e is GraphEvent => e.kind === 'graph');
  const count = events.find((e): e is CountEvent => e.kind === 'count');
  const nodes = events.filter((e): e is NodeEvent => e.kind === 'node');
  const walk = events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  const walkRank = (events.find((e) => e.kind === 'walk') as { rank: string } | undefined)?.rank ?? null;
  const result = reply?.result ?? null;
  const total = count ? BigInt(count.count) : 0n;
  const shownRank = walkRank === null ? null : BigInt(walkRank);
  const rankRead = readSolutionNumber(rankText, total);
  // The reason is shown once something is typed, or on Enter or "Show it" with the field still empty.
  const rankShown = !rankRead.ok && (rankText !== '' || rankTried);
  const seedRead = readSeed(seedText);
  // The rule's own diagram outgrew its cap, so the answer came from the canonical one (quick-answer.ts): not counted under the rule.
  const fromCanonical = result?.status === 'solved' && result.stats.canonicalStep === 1;
  // A run without an exact count says so in sentences (stop-words.ts), with the caps this run used.
  const pageCounted = examples.some((ex) => ex.countedAtBuild && ex.text.trim() === text.trim());
  const stop = result ? stopWords(result, rule, { limitMs: SOLVER_LIMIT_MS, ruleCap: DEFAULT_RULE_MAX_NODES, maxNodes: DEFAULT_MAX_NODES, pageCap: pageCounted ? DEFAULT_MAX_NODES : undefined }) : null;

  return (
    <div class="nl-island" data-testid="nl-solver" data-phase={run.phase} data-board={printed.replace(/\n/g, '/')}
      data-started={String(started)}>
      <StyleSheet css={NL_CSS} />
      <StartingNote started={started} what="the solver’s buttons and board" />
      <section class="nl-card" aria-labelledby={`${id}-h1`}>
        <h3 id={`${id}-h1`}>1. The board</h3>
        <LinkProblems problems={linkProblems} />
        <div class="nl-textbox">
          <label for={`${id}-text`}>
            Grid lines (<code>.</code> an empty cell, a number or letter an endpoint; separate cells by spaces when labels
            are longer than one character), or a puzz.link numlin URL on one line
          </label>
          <textarea id={`${id}-text`} rows={Math.min(14, Math.max(4, text.split('\n').length + 1))} spellcheck={false} autocomplete="off"
            value={text} aria-invalid={parsed.ok ? undefined : 'true'} aria-describedby={`${id}-err`} data-testid="puzzle-text"
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
          <p id={`${id}-err`} class="nl-error" role="status" data-testid="parse-error">
            {parsed.ok ? '' : `Line ${parsed.error.line}, column ${parsed.error.col}: ${parsed.error.message}`}
          </p>
        </div>
        <div class="nl-row" role="group" aria-label="Example boards">
          <span class="nl-small">Examples:</span>
          {examples.map((ex) => (
            <button key={ex.id} type="button" class="btn" aria-pressed={text.trim() === ex.text.trim() ? 'true' : 'false'}
              data-testid={`example-${ex.id}`} onClick={() => { setText(ex.text); setExampleRule(ex.rule === rule ? '' : exampleRuleWords(ex.rule, examples[0].rule)); setRule(ex.rule); }}>
              {ex.label}
            </button>
          ))}
        </div>
        <div class="nl-row">
          <RuleMenu rule={rule} onRule={(r) => { setExampleRule(''); setRule(r); }} testId="rule" />
          <span class="nl-small" role="status" data-testid="example-rule">{exampleRule}</span>
        </div>
        <MakeBoard genre="numberlink" sides={MAKE_SIDES} levels={NUMBERLINK_GRADE_LEVELS.map((l) => l.name)} defaultLevel={2} onBoard={setText} boardText={text}
          disabled={busy} className="nl-small" params={{ rule: puzzleRuleOf(rule) }} workingWords={MAKE_WORKING} attemptWords={drawnTried}
          gradeWord="grade" nextWords="Press Build and count to see its solution, or Make again for another." />
        {parsed.ok && <NumberlinkBoard puzzle={puzzle} paths={result?.solution?.paths ?? null}
          title={result?.solution ? 'The board with the solution shown' : 'The board'} testId="solver-board" />}
      </section>
      <section class="nl-card" aria-labelledby={`${id}-h2`}>
        <h3 id={`${id}-h2`}>2. Build the diagram</h3>
        <div class="nl-row">
          <SolveButtons onSolve={() => solve({ pick: 'first', rank: 0, seed: browse.seed })} onCancel={cancel} busy={busy} canSolve={parsed.ok}
            solveText="Build and count" />
        </div>
        <RunProgress run={run} />
        <p class="nl-small" role="status" data-testid="run-status" data-status={result?.status ?? run.phase}>
          {run.phase === 'idle' && 'Not built yet.'}
          {(run.phase === 'cancelled' || run.phase === 'failed') && run.message}
          {reply && `Done in ${reply.ms.toLocaleString('en-US')} ms in the worker (timings are noisy)${result?.stats.keptDiagram ? ', from the diagram kept since the last build' : ''}.`}
        </p>
        {stop && <p data-testid="nl-stop" data-status={result?.status}>{stop}</p>}
        {count && (
          <dl class="nl-facts" data-testid="nl-result" data-count={count.count} data-verdict={count.verdict}>
            <dt>Solutions</dt><dd>{fromCanonical ? `not counted by this build; at least ${big(count.count)}, the canonical diagram’s count` : solutionsWords(big(count.count), rule.endsWith('-canonical'), RULE_SET_NAME[puzzleRuleOf(rule)])}</dd>
            <dt>Verdict</dt><dd>{fromCanonical ? (total >= 2n ? 'not unique' : 'not decided') : verdictWords(count.verdict, rule.endsWith('-canonical'), result?.stats.ruleSolutions === undefined ? undefined : { name: RULE_SET_NAME[puzzleRuleOf(rule)], count: result.stats.ruleSolutions })}</dd>
            {/* Under a canonical answer the figures are the canonical diagram's, not the capped one's: said, or a count just past the cap reads as the capped diagram. */}
            <dt>Diagram</dt><dd data-testid="nl-built">{builtWords(count.nodes, count.reducedNodes, fromCanonical, fromCanonical || !graph || isPlainSweep(graph.orientation))}{fromCanonical ? ` (the ${RULE_SET_NAME[rule]} rule’s own diagram stopped at its cap of ${DEFAULT_RULE_MAX_NODES.toLocaleString('en-US')} nodes)` : ''}</dd>
            {graph && <><dt>Levels</dt><dd>{levelWords(graph.edges.length, graph.maxFrontier)}</dd></>}
            {graph && !fromCanonical && <><dt>Edge order</dt><dd data-testid="nl-order">{orderWords(graph.orientation, graph.probes, count.nodes)}</dd></>}
          </dl>
        )}
        <GradeLine state={grade} word="Grade" className="nl-small" jumpNote="“Show me on the Play board” opens the Play board at the position just before that step; its Hint gives that step." />
        {showMe !== null && (
          <p class="nl-row">
            <a class="btn" data-testid="nl-grade-show" href={`${playLinkSearch(window.location.search, playBoards, puzzle, puzzleRuleOf(rule), showMe)}#${PLAY_ANCHOR}`}>
              Show me on the Play board
            </a>
          </p>
        )}
      </section>
      {result?.solution && count && shownRank !== null && (
        <section class="nl-card" aria-labelledby={`${id}-h3`}>
          <h3 id={`${id}-h3`}>3. Browse the solutions</h3>
          <p data-testid="browse-says" data-rank={shownRank.toString()}>
            Showing solution {big((shownRank + 1n).toString())} of {fromCanonical ? 'the canonical diagram’s ' : ''}{big(count.count)}
            {browse.pick === 'random' ? ` (drawn at random, seed ${browse.seed})` : ' in the diagram’s order'}. The worker keeps the
            diagram, so each request only walks down it to the solution asked for.
          </p>
          <NumberlinkBoard puzzle={puzzle} paths={result.solution.paths}
            title={`Solution ${big((shownRank + 1n).toString())} of ${big(count.count)}`} testId="browse-board" />
          <div class="nl-row">
            <button type="button" class="btn" data-testid="browse-prev" aria-label="Previous solution" aria-disabled={busy || shownRank === 0n}
              onClick={() => !busy && shownRank > 0n && solve({ pick: 'first', rank: Number(shownRank - 1n), seed: browse.seed })}>Previous</button>
            <button type="button" class="btn" data-testid="browse-next" aria-label="Next solution" aria-disabled={busy || shownRank + 1n >= total || shownRank + 1n > BigInt(Number.MAX_SAFE_INTEGER)}
              onClick={() => !busy && shownRank + 1n < total && solve({ pick: 'first', rank: Number(shownRank + 1n), seed: browse.seed })}>Next</button>
            <button type="button" class="btn" data-testid="browse-random" aria-disabled={busy || !seedRead.ok}
              onClick={() => {
                if (!busy && seedRead.ok) draw(seedForPress(seedRead.value, lastDrawn));
              }}>A random one</button>
          </div>
          {/* Typed numbers, so the lesson's solution number r and its seed can be seen here (Enter in either field does it). */}
          {/* A wrong number is answered beside its field, as soon as it is typed (and on Enter with the field empty). */}
          <form class="nl-row" data-testid="browse-jump" onSubmit={(e) => {
            e.preventDefault();
            setRankTried(true);
            if (!busy && rankRead.ok) solve({ pick: 'first', rank: rankRead.value, seed: browse.seed });
          }}>
            <label>Solution number{' '}
              <input type="text" inputMode="numeric" size={8} value={rankText} data-testid="browse-rank" aria-invalid={rankShown}
                aria-describedby={`${id}-browse-problem`} onInput={(e) => { setRankTried(false); setRankText((e.target as HTMLInputElement).value); }} /></label>
            <button type="submit" class="btn" data-testid="browse-go" aria-disabled={busy || !rankRead.ok}>Show it</button>
            <span class="nl-small" id={`${id}-browse-problem`} data-testid="browse-problem" aria-live="polite">{rankShown ? rankRead.problem : ''}</span>
          </form>
          <form class="nl-row" onSubmit={(e) => {
            e.preventDefault();
            if (!busy && seedRead.ok) draw(seedRead.value);
          }}>
            <label>Seed for “A random one”{' '}
              <input type="text" inputMode="numeric" size={8} value={seedText} data-testid="browse-seed" aria-invalid={!seedRead.ok}
                aria-describedby={`${id}-seed-note`} onInput={(e) => setSeedText((e.target as HTMLInputElement).value)} /></label>
            <span class="nl-small" id={`${id}-seed-note`} data-testid="browse-seed-note" aria-live="polite">
              {seedRead.ok ? seedNote(seedRead, lastDrawn, browse.pick === 'random') : seedRead.problem}
            </span>
          </form>
        </section>
      )}
      {count && count.widths.length > 0 && (
        <section class="nl-card" aria-labelledby={`${id}-h4`}>
          <h3 id={`${id}-h4`}>4. Inside the diagram</h3>
          {stage < 1 && <p class="nl-small">Drawing…</p>}
          {stage >= 1 && <WidthChart widths={count.widths} title="Nodes per level of this board's diagram" testId="solver-widths" />}
          {stage >= 2 && nodes.length > 0 && graph && <>
            {!isPlainSweep(graph.orientation) && <OrderTag words={orderTagWords(graph.orientation)} testId="solver-zdd-order-tag" />}
            <ZddDrawing nodes={nodes} edges={graph.edges} title="This board's whole diagram" testId="solver-zdd"
              puzzle={puzzle} rule={graph.rule} orientation={graph.orientation} showCounts />
          </>}
          {stage >= 2 && walk.length > 0 && (
            <>
              <p>The path of the solution shown, through the diagram, edge by edge:</p>
              <WalkStepper key={walkRank ?? ''} puzzle={puzzle} steps={walk} id={LINK_KEY.step}
                orderTag={graph && !isPlainSweep(graph.orientation) ? orderTagWords(graph.orientation) : undefined}
                order={graph && (isPlainSweep(graph.orientation) ? `in the lesson’s plain sweep (${orientationWordsInBrackets(orientationWords(graph.orientation))})` : `in the solver’s order for this board (${orientationWordsInBrackets(orientationWords(graph.orientation))})`)} />
            </>
          )}
        </section>
      )}
      <section class="nl-card" aria-labelledby={`${id}-h5`}>
        <h3 id={`${id}-h5`}>Export a worked example</h3>
        <GenreExportButton genre="numberlink" input={reply ? { puzzle, result: reply.result, trace: reply.trace } : null}
          notReadyText="Build the diagram first; the page shows the levels, one path and the count." />
      </section>
    </div>
  );
}

