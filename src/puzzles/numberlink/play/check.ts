/**
 * Check: the first rule a position breaks, as soon as it is broken — not
 * only when the board is full. A position breaks a rule when no way of
 * deciding its open edges can mend it: a cell with a line too many, a piece
 * joining two labels or closing a loop, a path running alongside itself, or a
 * cell that can no longer get the lines it needs. The rules are tried in the
 * order below and cells in reading order, so the answer is always the same.
 *
 * A position that breaks nothing and whose lines join every label is judged
 * by ../rules.ts as a finished solution (the lines alone decide it; open
 * edges left are then no line).
 */
import { RULE_SET_NAME } from '../rule-names';
import { checkNumberlink } from '../rules';
import { EMPTY, type Cell, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from '../puzzle';
import { across, at, cellAt, facts, LINE, openEdges, stillNeeds, type Position, type PositionFacts } from './position';
import { SOLUTION_RULE_NAME, SOLUTION_RULE_OF, SOLUTION_RULE_WORDS, type PlayRule } from './words';
import { CUT_RULE_NAME } from '../rule-names';

export interface Break {
  /** The tool's rule that finds it. */
  rule: PlayRule;
  /** The puzzle's rule it breaks (a code of ../rules.ts) and that rule in words. */
  code: string;
  ruleWords: string;
  /** The tool's rule by its name in the lesson's table (“two lines at most”). */
  ruleName: string;
  /** The cells and edges it is about. */
  cells: number[];
  edges: number[];
  /** What is wrong, in a sentence. */
  detail: string;
}

const broken = (rule: PlayRule, cells: number[], edges: number[], detail: string): Break => ({
  rule,
  code: SOLUTION_RULE_OF[rule],
  ruleWords: SOLUTION_RULE_WORDS[SOLUTION_RULE_OF[rule]],
  ruleName: CUT_RULE_NAME[rule],
  cells,
  edges,
  detail,
});

const pieceLines = (f: PositionFacts, pos: Position, root: number): number[] =>
  f.edges.flatMap(([a], e) => (pos[e] === LINE && f.piece[a] === root ? [e] : []));

/** The first rule the position breaks, or null. */
export function firstBreak(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, f: PositionFacts = facts(p, pos)): Break | null {
  const n = p.width * p.height;
  const cell = (i: number): Cell => cellAt(p, i);
  const name = (i: number): string => `the endpoint '${p.labels[p.cells[i]]}' at ${at(cell(i))}`;
  for (let i = 0; i < n; i++) {
    if (f.lines[i] <= f.cap[i]) continue;
    const lines = f.cellEdges[i].filter((e) => pos[e] === LINE);
    return broken('degree', [i], lines, p.cells[i] === EMPTY
      ? `${at(cell(i))} has ${f.lines[i]} lines: two paths would share it, or one would branch there`
      : `${name(i)} has ${f.lines[i]} lines: a path would run through it`);
  }
  for (const [root, labels] of f.pieceLabels) {
    const other = labels.find((l) => l !== labels[0]);
    if (other === undefined) continue;
    const ends = p.cells.flatMap((l, i) => (l !== EMPTY && f.piece[i] === root ? [i] : []));
    return broken('labels', ends, pieceLines(f, pos, root),
      `the lines join label '${p.labels[labels[0]]}' at ${at(cell(ends[0]))} to label '${p.labels[other]}' at ${at(cell(ends[1]))}`);
  }
  for (const root of f.loops) {
    const lines = pieceLines(f, pos, root);
    const cells = [...new Set(lines.flatMap((e) => f.edges[e]))];
    return broken('cycle', cells, lines, `the lines through ${at(cell(Math.min(...cells)))} close a loop`);
  }
  if (rule === 'fill-notouch') {
    for (let e = 0; e < f.edges.length; e++) {
      const [a, b] = f.edges[e];
      if (pos[e] === LINE || f.piece[a] !== f.piece[b]) continue;
      return broken('touch', [a, b], [e], `${at(cell(a))} and ${at(cell(b))} lie on one path and are neighbours, but the path does not step from one to the other: it runs alongside itself`);
    }
  }
  for (let i = 0; i < n; i++) {
    const need = stillNeeds(p, rule, f, i);
    const open = openEdges(f, i, pos).length;
    if (need <= open) continue;
    const left = open === 0 ? 'no open edge is left' : 'only one open edge is left';
    if (p.cells[i] !== EMPTY) return broken('endpoint', [i], [], `${name(i)} has no line, and no open edge is left for one`);
    if (f.lines[i] === 1) return broken('dead-end', [i], f.cellEdges[i].filter((e) => pos[e] === LINE), `a line stops at ${at(cell(i))}, which is no endpoint, and ${left} to go on`);
    return broken('uncovered', [i], [], `${at(cell(i))} has no line and ${left}, so it can no longer lie on a path (under the ${RULE_SET_NAME[rule]} rule every cell is used)`);
  }
  return null;
}

/**
 * The paths the lines draw when they join every label (keyed by label text,
 * built with Object.fromEntries so a label such as "__proto__" is an ordinary
 * key), or null while some label is not joined yet.
 */
export function drawnSolution(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, f: PositionFacts = facts(p, pos)): NumberlinkSolution | null {
  const paths = new Map<string, Cell[]>();
  const started = new Set<number>();
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] === EMPTY || started.has(p.cells[i])) continue;
    started.add(p.cells[i]);
    const path = [i];
    let prev = -1;
    let here = i;
    for (;;) {
      const next = f.cellEdges[here].filter((e) => pos[e] === LINE).map((e) => across(f, e, here)).find((c) => c !== prev);
      if (next === undefined || path.length > p.cells.length) break;
      path.push(next);
      prev = here;
      here = next;
    }
    if (here === i || p.cells[here] !== p.cells[i]) return null;
    paths.set(p.labels[p.cells[i]], path.map((c) => cellAt(p, c)));
  }
  return { paths: Object.fromEntries(paths), rule, count: '1' };
}

export type CheckVerdict =
  | { kind: 'broken'; broken: Break }
  | { kind: 'solved' }
  /** The lines join every label, but the judge finds a rule broken (a cell left empty under fill, …). */
  | { kind: 'wrong-finish'; code: string; ruleWords: string; ruleName?: string; detail: string }
  | { kind: 'open' };

/** The local verdict on a position: the first broken rule, a finished solution the judge accepts, or still open. */
export function checkPosition(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position): CheckVerdict {
  const f = facts(p, pos);
  const b = firstBreak(p, rule, pos, f);
  if (b) return { kind: 'broken', broken: b };
  const drawn = drawnSolution(p, rule, pos, f);
  if (!drawn) return { kind: 'open' };
  const judged = checkNumberlink(p, drawn);
  if (judged.ok) return { kind: 'solved' };
  // The judge's message starts with its code ("fill: …"); the code is said in words instead.
  return { kind: 'wrong-finish', code: judged.code, ruleWords: SOLUTION_RULE_WORDS[judged.code] ?? judged.code, ruleName: SOLUTION_RULE_NAME[judged.code], detail: judged.message.replace(/^[a-z-]+: /, '') };
}
