/**
 * Every number the Sudoku lesson states, computed when the site is built (the
 * lesson imports this module in its MDX, so nothing here ships to the
 * browser): the sizes of the two models, the clause families, what each
 * method does on the lesson's example board (counts, never times: those
 * belong to one machine), the worked example of a learned clause, and the
 * reach table — which the benchmark measured and wrote to ./reach.json
 * (`npm run bench -- sudoku --only reach --reach-json src/lessons/sudoku/reach.json`),
 * since a minute per board is too long for a build.
 */
import type { SolveResult } from '../../core/result';
import { fmt } from '../../core/numbers';
import { recorder } from '../../core/trace';
import { sinzClauseCount } from '../../sat/sinz';
import { openCandidates } from '../../puzzles/sudoku/candidates';
import { sudokuClauseFamilies, type ClauseFamilyView } from '../../puzzles/sudoku/clause-families';
import { fullModelSize } from '../../puzzles/sudoku/cnf-model';
import type { CountsEvent, SudokuEvent } from '../../puzzles/sudoku/events';
import { sudokuExactCover, teachingMatrix } from '../../puzzles/sudoku/exact-cover-model';
import { parseSudoku } from '../../puzzles/sudoku/format';
import { cellName, givenCount, type SudokuPuzzle, type SudokuSolution } from '../../puzzles/sudoku/puzzle';
import { solveBacktrack } from '../../puzzles/sudoku/solve-backtrack';
import { solveDlx } from '../../puzzles/sudoku/solve-dlx';
import { solveSat, sudokuSettings } from '../../puzzles/sudoku/solve-sat';
import { largestOpenGroup, groupsOverPairwise, openSudokuCnf } from '../../puzzles/sudoku/cnf-model';
import { CdclSolver } from '../../sat/cdcl';
import { BACKTRACK_WALK_BOARD, BY_HAND_BOARDS, DEFAULT_SUDOKU_EXAMPLE, RACE_CHALLENGE, RACE_EXAMPLE, SAT_HAND_BACKJUMP_BOARD, SAT_HAND_BOARD, SUDOKU_EXAMPLES } from './examples';
import { boardOf, clauseMeaning, clauseName, decide, firstConflictingDecision, learnAndBackjump, learnedLiterals, nameOf, openDecisions, ruledOutOf, startSatHand, type SatHandState } from '../../puzzles/sudoku/sat-hand';
import { backjumpWalk, decisionsOf, type SatHandPreset } from '../../puzzles/sudoku/sat-hand-walk';
import { countSolutions } from '../../puzzles/sudoku/count-solutions';
import { chainsOf, clauseGroup, falseClauseWords, implicationGraph, literalBoardWords, sharedChainStart } from '../../puzzles/sudoku/implication-graph';
import { backtrackWalk } from '../../puzzles/sudoku/backtrack-walk';
import { algorithmXWalk } from '../../puzzles/sudoku/algorithm-x-walk';
import { badFirstChoice } from '../../puzzles/sudoku/bad-choice';
import { startState } from '../../exact-cover/by-hand';
import { forcedMovesFirst } from '../../exact-cover/forced-start';
import { firstWrongPlacement } from '../../puzzles/sudoku/first-wrong-placement';
import reach from './reach.json';

export { fmt };

function puzzleOf(text: string): SudokuPuzzle {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(`lesson board does not parse: ${r.error.message}`);
  return r.puzzle;
}

function traced(solve: (p: SudokuPuzzle, o: { sink: (e: SudokuEvent) => void }) => SolveResult<SudokuSolution>, p: SudokuPuzzle) {
  const rec = recorder<SudokuEvent>(200_000);
  const result = solve(p, { sink: rec.sink });
  if (result.status !== 'solved') throw new Error(`a lesson run did not solve its board: ${result.status}`);
  return { result, events: rec.events };
}

/** The empty board of order n as exact cover: rows and columns of the whole matrix. */
function fullMatrix(order: number) {
  const size = order * order;
  const p: SudokuPuzzle = { order, size, cells: new Array(size * size).fill(0) };
  const m = sudokuExactCover(p, openCandidates(p)!)!;
  return { rows: m.rowCell.length, columns: m.columnKind.length };
}

function articleMatrix() {
  const p = puzzleOf(BY_HAND_BOARDS[0].text);
  const t = teachingMatrix(p, openCandidates(p)!);
  const kept = t.rows.filter((r) => !r.ruledOut);
  const columnSizes = t.columns.map((_, c) => kept.filter((r) => r.columns.includes(c)).length);
  return {
    empty: p.cells.filter((v) => v === 0).length,
    candidates: t.rows.length,
    ruledOut: t.rows.length - kept.length,
    rows: kept.length,
    columns: t.columns.length,
    /** Every column holds exactly one row: Algorithm X never has to guess on this board. */
    allForced: columnSizes.every((n) => n === 1),
    solutions: countSolutions(p),
    /** The second board, the one with real choices: how many solutions its few givens allow. */
    openSolutions: countSolutions(puzzleOf(BY_HAND_BOARDS[1].text)),
    openLabel: BY_HAND_BOARDS[1].label,
    openGivens: givenCount(puzzleOf(BY_HAND_BOARDS[1].text)),
    /** Algorithm X's forced moves on that board before its first real choice (its button says "forced" until then). */
    openForced: (() => {
      const q = puzzleOf(BY_HAND_BOARDS[1].text);
      const m = teachingMatrix(q, openCandidates(q)!);
      const rows = m.rows.filter((r) => !r.ruledOut).map((r) => r.columns);
      return forcedMovesFirst(startState(rows, m.columns.length));
    })(),
    /** A first choice on that board that runs into an empty column (section 2 suggests it to try, then Undo). */
    badChoice: badFirstChoice(puzzleOf(BY_HAND_BOARDS[1].text)),
  };
}

function exampleRuns() {
  const p = puzzleOf(DEFAULT_SUDOKU_EXAMPLE.text);
  const bt = traced((q, o) => solveBacktrack(q, o), p);
  const counts = bt.events.find((e): e is CountsEvent => e.kind === 'bt-counts')!;
  const busiest = counts.placements.reduce((best, v, d) => (v > counts.placements[best] ? d : best), 0);
  const dlx = traced((q, o) => solveDlx(q, o), p);
  const sat = traced((q, o) => solveSat(q, o), p);
  const s = (r: SolveResult<SudokuSolution>, k: string) => (r.stats as Record<string, number>)[k] ?? 0;
  const firstChoose = dlx.events.find((e) => e.kind === 'xc-choose');
  return {
    label: DEFAULT_SUDOKU_EXAMPLE.label,
    givens: givenCount(p),
    empty: p.size * p.size - givenCount(p),
    backtrack: {
      placements: s(bt.result, 'placements'),
      backtracks: s(bt.result, 'backtracks'),
      checks: s(bt.result, 'checks'),
      counts,
      busiestDepth: busiest + 1,
      busiestPlacements: counts.placements[busiest],
      /** The cell of the busiest depth: the (busiest + 1)-th empty cell in reading order. */
      busiestCell: cellName(p.size, p.cells.flatMap((v, i) => (v === 0 ? [i] : []))[busiest]),
      /** The chart's "a wrong number placed early is caught only around there", on this run: its first wrong placement. */
      firstWrong: firstWrongPlacement(p, bt.result.solution!.flat()),
    },
    dlx: {
      rows: s(dlx.result, 'rows'),
      columns: s(dlx.result, 'columns'),
      nodes: s(dlx.result, 'nodes'),
      firstColumn: firstChoose && firstChoose.kind === 'xc-choose' ? { name: firstChoose.name, size: firstChoose.size } : null,
    },
    sat: {
      variables: s(sat.result, 'variables'),
      // The run's start event says how many of them are value variables (the rest are counters' helpers).
      valueVariables: (() => {
        const start = sat.events.find((e) => e.kind === 'start');
        return start && start.kind === 'start' ? (start.model.valueVariables ?? 0) : 0;
      })(),
      /** The most candidates any "at most one" group keeps after the givens: the reason it needs helpers or not. */
      largestGroup: largestOpenGroup(p, openCandidates(p)!),
      clauses: s(sat.result, 'clauses'),
      decisions: s(sat.result, 'decisions'),
      conflicts: s(sat.result, 'conflicts'),
      propagations: s(sat.result, 'propagations'),
      learntLiterals: s(sat.result, 'learntLiterals'),
    },
  };
}

function satHandExample() {
  const p = puzzleOf(SAT_HAND_BOARD);
  const s = startSatHand(p);
  const v = firstConflictingDecision(s);
  if (v === null) throw new Error('the by-hand board has no decision that conflicts at once');
  const d = decide(s, v);
  const learned = clauseName(d, d.cut!.learned);
  const graph = implicationGraph(d.trail, d.conflict!, d.cut!);
  const chains = chainsOf(graph);
  return {
    board: SAT_HAND_BOARD,
    solutions: countSolutions(p),
    decision: nameOf(s, v),
    implied: d.trail.filter((e) => e.level === 1 && e.reason).length,
    /** Of those, the true ones (a number put in a cell, the drawing's bold cells); the rest rule candidates out. */
    impliedTrue: d.trail.filter((e) => e.level === 1 && e.reason && e.literal > 0 && e.literal <= d.model.valueVars).length,
    conflict: clauseName(d, d.conflict!),
    /** What the false clause says on the board: "column 3 needs a 3, and every cell of it that could hold one is ruled out". */
    conflictWords: falseClauseWords(d.conflict!.map((l) => nameOf(d, l)), p.order),
    learned,
    learnedSize: d.cut!.learned.length,
    /** Why a single learned literal has its value: the values the givens leave its cell, and the guess's value there. */
    learnedWhy: singleLiteralWhy(p, learned, nameOf(s, v)),
    /** The learned clause in board words: "cell r1c2 holds 2". */
    learnedWords: d.cut!.learned.map((l) => literalBoardWords(nameOf(d, l))).join(', or '),
    uip: nameOf(d, d.cut!.uip),
    uipIsDecision: d.cut!.uip === v,
    /** The conflict's implication graph, drawn in move 4 where the first UIP is defined (the tool's "Show why" draws the same). */
    graph: { graph, name: (l: number) => nameOf(d, l), clause: (c: readonly number[]) => clauseName(d, c) },
    /** How many chains run from the guess to the conflict, and the settings they all start with (the guess, …, the first UIP). */
    chains: chains.length,
    chainStart: sharedChainStart(chains).map((i) => nameOf(d, graph.nodes[i].literal)),
    backjump: d.cut!.backjump,
    resolutions: d.cut!.resolutions.length,
    /** The board at the conflict, for the lesson's drawing: the guess's cell ringed, the cells propagation filled, the false clause's cells. */
    drawing: {
      order: p.order,
      cells: boardOf(d, p),
      given: p.cells.map((x) => (x === 0 ? 0 : 1)),
      decisionCell: d.model.varCell[v],
      forcedCells: boardOf(d, p).flatMap((x, i) => (x !== 0 && p.cells[i] === 0 && i !== d.model.varCell[v] ? [i] : [])),
      conflictCells: d.conflict!.filter((l) => l > 0 && l <= d.model.valueVars).map((l) => d.model.varCell[l]),
    },
    /** The learned clause's payoff on this board: the other guesses that also lead to the first UIP, and which of them are still open after the jump. */
    sameFailure: sameFailure(s, d),
  };
}

/**
 * Why learn the clause and not just "not this guess": the other first guesses
 * that also set the first UIP (so run into the same dead end), and those still
 * open once the jump back has made the clause unit — none, when the clause
 * rules them out before any guess.
 */
function sameFailure(start: SatHandState, atConflict: SatHandState) {
  const uip = atConflict.cut!.uip;
  const guess = atConflict.trail.find((e) => e.level === 1 && e.reason === null)!.literal;
  const others = openDecisions(start).filter((v) => v !== guess && decide(start, v).trail.some((e) => e.literal === uip));
  const after = learnAndBackjump(atConflict);
  const open = new Set(openDecisions(after));
  // Who rules each of them out after the jump: propagation at that level, by the reason clause that set it false
  // (on the worked board the pair "not both" of a row: the learned literal's cell and the guess's share row 1).
  const ruledOutBy = others.map((v) => {
    const reason = after.trail.find((e) => e.literal === -v)?.reason ?? null;
    if (!reason) return null;
    const names = reason.map((l) => nameOf(after, l));
    return { clause: clauseName(after, reason), group: clauseGroup(names, start.model.order), words: falseClauseWords(names, start.model.order) };
  });
  return {
    others: others.map((v) => nameOf(start, v)),
    ruledOutBy,
    othersWords: others.map((v) => literalBoardWords(nameOf(start, v))),
    levelAfter: after.level,
    stillOpen: others.filter((v) => open.has(v)).map((v) => nameOf(start, v)),
  };
}

/**
 * For a learned clause of one literal "r1c2#2" after the guess "r1c2#3": the
 * cell, its value, the values the givens leave the cell (2 or 3), and whether
 * the guess was the cell's only other value — then the literal is simply the
 * value the guess did not take. Null when the clause is longer or names another cell.
 */
function singleLiteralWhy(p: SudokuPuzzle, learned: string, decision: string) {
  const lit = /^r(\d+)c(\d+)#(\d+)$/.exec(learned);
  const guess = /^r(\d+)c(\d+)#(\d+)$/.exec(decision);
  if (!lit || !guess || lit[1] !== guess[1] || lit[2] !== guess[2]) return null;
  const open = openCandidates(p)!;
  const j = Array.from(open.cells).indexOf((Number(lit[1]) - 1) * p.size + Number(lit[2]) - 1);
  const values = Array.from(open.digits.slice(open.start[j], open.start[j + 1]));
  if (values.length !== 2) return null;
  return { cell: `r${lit[1]}c${lit[2]}`, value: Number(lit[3]), guess: Number(guess[3]), values: `${values[0]} or ${values[1]}` };
}

/**
 * CDCL by hand's second board: the walk of decisions that ends in a conflict
 * whose learned clause jumps back over a level, and what the lesson says of it.
 */
function satHandBackjump() {
  const p = puzzleOf(SAT_HAND_BACKJUMP_BOARD);
  const start = startSatHand(p);
  const walk = backjumpWalk(start);
  if (!walk) throw new Error('the backjump board has no walk that jumps over a level');
  let s = start;
  for (const v of walk) s = decide(s, v);
  const levels = learnedLiterals(s).map((l) => l.level);
  // The clause's literals from earlier levels, grouped by the decision whose propagation made them false: why the clause
  // names them (the conflict needed those settings) and, by the levels missing from it, why the jump skips a decision.
  const earlier = learnedLiterals(s).filter((l) => !l.asserting && l.level > 0);
  const kept = [...new Set(earlier.map((l) => l.level))].map((level) => {
    const here = earlier.filter((l) => l.level === level);
    return {
      level,
      decision: nameOf(s, here[0].decision!),
      literals: here.map((l) => nameOf(s, l.literal)),
      /** The settings that held, the literals' opposites, in board words: the text names the conflict's causes, not false literals. */
      held: here.map((l) => literalBoardWords(nameOf(s, -l.literal))),
      byPropagation: here.every((l) => !l.isDecision),
    };
  });
  const assertingEntry = learnedLiterals(s).find((l) => l.asserting)!;
  const asserting = assertingEntry.literal;
  const skipped = s.trail.filter((e) => e.reason === null && e.level > s.cut!.backjump && e.level < s.level).map((e) => nameOf(s, e.literal));
  return {
    givens: p.cells.filter((v) => v !== 0).length,
    solutions: countSolutions(p),
    walk,
    decisions: walk.map((v) => nameOf(start, v)),
    conflictLevel: s.level,
    learned: clauseName(s, s.cut!.learned),
    /** The learned clause in board words, literal by literal and then as "if …, then …" (as the by-hand tool says it). */
    learnedWords: clauseMeaning(s, s.cut!.learned, literalBoardWords),
    /** The same, literal by literal only, as the lesson's text says it: "cell r4c3 does not hold 1, or cell r3c1 holds 3, …". */
    learnedOr: s.cut!.learned.map((l) => literalBoardWords(nameOf(s, l))).join(', or '),
    levels,
    /** The literals of earlier levels the clause keeps, per level, with that level's decision. */
    kept,
    backjump: s.cut!.backjump,
    /** The clause's literal of the conflict's level, which the jump back forces, by name and in board words. */
    asserting: nameOf(s, asserting),
    assertingWords: literalBoardWords(nameOf(s, asserting)),
    /** The conflict level's setting the clause reverses, in board words, and whether it was that level's decision itself. */
    assertingHeld: literalBoardWords(nameOf(s, -asserting)),
    assertingIsDecision: assertingEntry.isDecision,
    skipped,
    /** Cells still empty where the walk ends, after the jump back: the walk ends short of a model, and the lesson says so. */
    emptyAfterJump: boardOf(learnAndBackjump(s), p).filter((v) => v === 0).length,
    /** Move 5's drawing of the jump: the board at the conflict and after the jump back. */
    drawing: jumpDrawing(p, s),
  };
}

/**
 * The jump back drawn as two boards: at the conflict (every decision ringed,
 * the false clause's cells outlined) and after the jump (the decisions kept
 * ringed, the cells the learned clause's propagation filled marked).
 */
function jumpDrawing(p: SudokuPuzzle, s: SatHandState) {
  const after = learnAndBackjump(s);
  const cellsOf = (lits: readonly number[]) => lits.filter((l) => l > 0 && l <= s.model.valueVars).map((l) => s.model.varCell[l]);
  const forced = after.trail.filter((e) => e.level === after.level && !s.trail.includes(e)).map((e) => e.literal);
  const cells = boardOf(after, p);
  // What the clause forces may be a number ruled out, not placed (here "r4c3 does not hold 1"): drawn as "≠1" in its
  // still-empty cell, so the board after the jump visibly changes.
  const ruledOut = ruledOutOf(s, forced, cells);
  return {
    order: p.order,
    given: p.cells.map((x) => (x === 0 ? 0 : 1)),
    before: { cells: boardOf(s, p), ringed: cellsOf(decisionsOf(s)), outlined: cellsOf(s.conflict!.map((l) => Math.abs(l))) },
    after: { level: after.level, cells, ringed: cellsOf(decisionsOf(after)), changed: [...cellsOf(forced), ...ruledOut.map((r) => r.cell)], ruledOut },
  };
}

/** The boards CDCL by hand offers in the lesson: a conflict at once, then the walk with a jump over a level. */
function satHandPresets(backjump: ReturnType<typeof satHandBackjump>): SatHandPreset[] {
  // The first board's walk is its first decision (in the list's order) that runs into a conflict at once.
  const first = firstConflictingDecision(startSatHand(puzzleOf(SAT_HAND_BOARD)));
  if (first === null) throw new Error('the by-hand board has no decision that conflicts at once');
  return [
    { id: 'conflict', label: 'A conflict at once', text: SAT_HAND_BOARD, walk: [first] },
    { id: 'jump', label: `${backjump.decisions.length} decisions and a jump back`, text: SAT_HAND_BACKJUMP_BOARD, walk: backjump.walk },
  ];
}

/** What shrinking does to learned clauses on the hard 9×9 example: their average length with it and without. */
function shrinking() {
  const example = SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!;
  const p = puzzleOf(example.text);
  const m = openSudokuCnf(p, openCandidates(p)!)!;
  const run = (shrink: boolean) => {
    const r = new CdclSolver(m.cnf, { ...sudokuSettings(m), shrink }).solve();
    if (r.status !== 'sat') throw new Error(`the shrinking example did not solve: ${r.status}`);
    return { conflicts: r.stats.conflicts, average: (r.stats.learntLiterals / r.stats.learnt).toFixed(1) };
  };
  return { board: example.label, with: run(true), without: run(false) };
}

/** Value checks backtracking may make on the race's second board while the site is built (a count, so every build stops at the same place). */
const CLUE17_CAP = 3_000_000;

/** The race's second board (17 givens): backtracking against a cap, the other two to the end. */
/**
 * The tries of dancing links and SAT on the board the race opens with (matrix rows chosen, decisions). Backtracking's
 * are left out: within the build's check cap it does not finish there, and in the race it runs on the clock.
 */
function opensWithTries() {
  const p = puzzleOf(RACE_EXAMPLE.text);
  const s = (r: SolveResult<SudokuSolution>, k: string) => (r.stats as Record<string, number>)[k] ?? 0;
  return {
    // "hard" in that board's name is its collection's grade: the text says backtracking solves it too, with this many tries.
    backtrack: s(solveBacktrack(p, {}), 'placements'),
    dlx: s(solveDlx(p, {}), 'guesses'),
    sat: s(solveSat(p, {}), 'decisions'),
  };
}

function clue17() {
  const p = puzzleOf(RACE_CHALLENGE.text);
  const bt = solveBacktrack(p, { budget: { maxNodes: CLUE17_CAP } });
  const dlx = solveDlx(p, {});
  const sat = solveSat(p, {});
  const s = (r: SolveResult<SudokuSolution>, k: string) => (r.stats as Record<string, number>)[k] ?? 0;
  return {
    label: RACE_CHALLENGE.label,
    givens: givenCount(p),
    /** The board the race opens with, by its example label. */
    opensWith: RACE_EXAMPLE.label,
    /** That board's tries for two lanes (the race's TRY_STAT), for the sentence that reads its result. */
    opensWithTries: opensWithTries(),
    cap: CLUE17_CAP,
    backtrackStopped: bt.status === 'timeout',
    backtrackPlacements: s(bt, 'placements'),
    backtrackBacktracks: s(bt, 'backtracks'),
    /** Dancing links' tries as the race counts them: rows chosen among two or more, not forced ones. */
    dlxGuesses: s(dlx, 'guesses'),
    satDecisions: s(sat, 'decisions'),
    satConflicts: s(sat, 'conflicts'),
    /** Its formula's variables, as the race's SAT lane shows them: with so few givens some groups keep more than OPEN_PAIRWISE_UP_TO candidates, so they get helpers. */
    satVariables: s(sat, 'variables'),
    satValueVariables: openCandidates(p)!.digits.length,
    largestGroup: largestOpenGroup(p, openCandidates(p)!),
    /** The sizes of its groups that get helpers (more than OPEN_PAIRWISE_UP_TO candidates), so the lesson says where its helpers come from. */
    helperGroups: groupsOverPairwise(p, openCandidates(p)!),
  };
}

/** "50 %" or "22–80 %": the range of a list of percentages. */
export function givenRange(percents: readonly number[]): string {
  const lo = Math.min(...percents);
  const hi = Math.max(...percents);
  return lo === hi ? `${lo} %` : `${lo}–${hi} %`;
}

/** A board's share of given cells, in whole percent, as the reach table's rows show it. */
export const givenPercent = (b: { givens: number; size: number }) => Math.round((100 * b.givens) / (b.size * b.size));

/**
 * A reach table's title: the series name with the share of givens computed
 * from the rows it heads (the benchmark's own name may state another range,
 * which is dropped).
 */
export function reachTitle(name: string, boards: readonly { givens: number; size: number }[]): string {
  return `${name.replace(/,?\s*\d+\s*[–-]\s*\d+\s*% given/, '')}, ${givenRange(boards.map(givenPercent))} given`;
}

/** The reach table's column heads: each method by its name in the lesson's words. */
export const METHOD_HEADINGS: Record<string, string> = { backtrack: 'Backtracking', dlx: 'Dancing links', sat: 'SAT' };

/**
 * A benchmark series in the reader's words: the benchmark names its series by
 * where the boards come from (a repository's owner, which means nothing on the
 * page); the lesson says what kind of boards they are.
 */
export function seriesWords(name: string): string {
  if (/^easy\b/i.test(name)) return 'Public boards (fuller as they grow)';
  if (/^half empty\b/i.test(name)) return 'Half-empty boards (generated at random)';
  return name;
}

/**
 * What a reach table shows, in one sentence: the largest board each method
 * solved, methods with the same answer named together, and those that solved
 * none said so in words (never "none" where a board's name should be).
 */
export function reachSentence(methods: readonly { name: string; largest: string }[], smallest?: string): string {
  const groups = new Map<string, string[]>();
  for (const m of methods) groups.set(m.largest, [...(groups.get(m.largest) ?? []), m.name]);
  const names = (xs: string[]) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const parts = [...groups].map(([largest, who]) =>
    largest === 'none' ? `${names(who)} solved none of these boards in time${smallest ? `, not even the smallest (${smallest})` : ''}`
      // "up to 36×36" reads as a range when 36×36 is the series' first board: a reader took it for several boards.
      : largest === smallest ? `${names(who)} solved only the smallest (${largest})`
        : `${names(who)} solved boards up to ${largest}`);
  const s = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')}; ${parts[parts.length - 1]}`;
  return `${s[0].toUpperCase()}${s.slice(1)}.`;
}

/** "64×64 (#2)" → "64×64": a reach board's size without its source's number. */
const boardSize = (label: string) => label.replace(/\s*\(.*\)$/, '');

export interface ReachRow {
  label: string;
  size: number;
  givens: number;
  cells: Record<string, string>;
}

function reachTable() {
  const cell = (r: { status: string; seconds: number | null } | null) =>
    r === null ? 'not tried' : r.status === 'solved' ? `${r.seconds!.toFixed(2)}\u00a0s` : r.status === 'timeout' ? `over ${reach.limitSeconds}\u00a0s` : r.status;
  const series = reach.series.map((s) => ({
    name: reachTitle(seriesWords(s.name), s.boards),
    rows: s.boards.map((b): ReachRow => ({
      label: b.label,
      size: b.size,
      givens: b.givens,
      cells: Object.fromEntries(reach.methods.map((m) => [m, cell((b.results as Record<string, { status: string; seconds: number | null } | null>)[m])])),
    })),
  }));
  const largest = (m: string, k: number) => {
    const solved = reach.series[k].boards.filter((b) => (b.results as Record<string, { status: string } | null>)[m]?.status === 'solved');
    return solved.length ? solved[solved.length - 1].label : 'none';
  };
  const percents = (k: number) => reach.series[k].boards.map(givenPercent);
  return {
    // Names inside a sentence: "dancing links", but "SAT" stays an acronym (reachSentence raises the sentence's first letter).
    sentences: reach.series.map((_, k) => reachSentence(reach.methods.map((m) => ({ name: (METHOD_HEADINGS[m] ?? m).replace(/^(?!SAT)\w/, (c) => c.toLowerCase()), largest: largest(m, k) })), boardSize(reach.series[k].boards[0].label))),
    /** Each series' board sizes, "36×36 to 225×225", so "none of these boards" says which boards. */
    boardSizes: reach.series.map((s) => `${boardSize(s.boards[0].label)} to ${boardSize(s.boards[s.boards.length - 1].label)}`),
    /** Share of givens on each series' first and last board, in whole percent. */
    givenEnds: reach.series.map((_, k) => ({ first: percents(k)[0], last: percents(k)[percents(k).length - 1], range: givenRange(percents(k)), label: reach.series[k].boards[0].label })),
    limit: reach.limitSeconds,
    measured: reach.measured,
    machine: reach.machine,
    methods: reach.methods,
    /** Column headings; a soft hyphen lets “Backtracking” break on a phone, where all five columns must fit. */
    headings: Object.fromEntries(reach.methods.map((m) => [m, (METHOD_HEADINGS[m] ?? m).replace('Backtracking', 'Back\u00adtracking')])),
    series,
    largest: Object.fromEntries(reach.methods.map((m) => [m, reach.series.map((_, k) => largest(m, k))])),
    /** The largest board of either series, as its label (the lesson's opening says how far the methods go). */
    largestBoard: reach.series.flatMap((x): { label: string; size: number }[] => [...x.boards]).reduce((a, b) => (b.size > a.size ? b : a)).label,
    satDrop: satDrop(),
    dlxWall: dlxWall(),
  };
}

/**
 * Where dancing links first runs out of time in the public series, after a board it solved: both boards' empty cells,
 * which the lesson gives as the reason (a search that learns nothing grows with the cells left to fill).
 */
function dlxWall() {
  const boards = reach.series[0].boards;
  const dlx = (b: (typeof boards)[number]) => (b.results as Record<string, { status: string; seconds: number | null } | null>).dlx;
  for (let k = 1; k < boards.length; k++) {
    const a = dlx(boards[k - 1]);
    const b = dlx(boards[k]);
    if (a?.status === 'solved' && b?.status === 'timeout') {
      const empty = (x: (typeof boards)[number]) => x.size * x.size - x.givens;
      return { from: boards[k - 1].label, to: boards[k].label, fromSeconds: a.seconds!.toFixed(2), fromEmpty: empty(boards[k - 1]), toEmpty: empty(boards[k]), fromPercent: givenPercent(boards[k - 1]), toPercent: givenPercent(boards[k]) };
    }
  }
  return null;
}

/**
 * The first place in the public series where SAT's time falls while the board
 * grows, with both boards' share of givens: the table's oddity, which the
 * lesson explains (a fuller board leaves unit propagation more to force).
 */
function satDrop() {
  const boards = reach.series[0].boards;
  const secs = (b: (typeof boards)[number]) => (b.results as Record<string, { status: string; seconds: number | null } | null>).sat;
  for (let k = 1; k < boards.length; k++) {
    const a = secs(boards[k - 1]);
    const b = secs(boards[k]);
    if (a?.status === 'solved' && b?.status === 'solved' && b.seconds! < a.seconds! && boards[k].size > boards[k - 1].size) {
      return { from: boards[k - 1].label, to: boards[k].label, fromSeconds: a.seconds!.toFixed(2), toSeconds: b.seconds!.toFixed(2), fromPercent: givenPercent(boards[k - 1]), toPercent: givenPercent(boards[k]) };
    }
  }
  return null;
}

export function sudokuFacts() {
  const m9 = fullMatrix(3);
  const cnf9 = fullModelSize(3);
  const ex = exampleRuns();
  const families: ClauseFamilyView[] = sudokuClauseFamilies(3, ex.givens);
  const satJump = satHandBackjump();
  return {
    examples: SUDOKU_EXAMPLES.length,
    /** The solver's 16×16 example, by its label: section 6 says the reach table's 16×16 is another board. */
    solverSixteen: SUDOKU_EXAMPLES.find((e) => e.id === 'big')!.label,
    article: articleMatrix(),
    matrix9: m9,
    matrix16: fullMatrix(4),
    cnf9,
    cnf25: fullModelSize(5),
    families,
    pairwise9: (9 * 8) / 2,
    sinz9: sinzClauseCount(9),
    sinzAux9: 9 - 1,
    example: ex,
    /** Section 2's worked example: Algorithm X's choices on section 1's board. */
    xcWalk: algorithmXWalk(puzzleOf(BACKTRACK_WALK_BOARD)),
    /** Section 1's worked example: backtracking's first steps on a 4×4 board, to its first dead end and past it. */
    btWalk: { puzzle: puzzleOf(BACKTRACK_WALK_BOARD), walk: backtrackWalk(puzzleOf(BACKTRACK_WALK_BOARD)) },
    satHand: satHandExample(),
    satJump,
    satHandPresets: satHandPresets(satJump),
    clue17: clue17(),
    shrinking: shrinking(),
    reach: reachTable(),
  };
}
