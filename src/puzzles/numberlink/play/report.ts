/**
 * What "Check" says about a position, in order: the first rule it breaks
 * (check.ts), the reader's marks that the givens already rule out, each with
 * its short proof (hint.ts's deductions from the givens alone), and the
 * diagram's verdict — how many solutions still extend the position, or that
 * none does (and then, when one of the reader's edges alone is to blame, which). Sentences for the page, with the cells and edges to outline.
 */
import { cutRule } from '../rule-names';
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzle';
import { checkPosition } from './check';
import { deadCulprit } from './culprit';
import { diagramVerdict } from './diagram';
import { givenClosure, wrongEdges, type Deduction } from './hint';
import { at, cellAt, LINE, playEdges, type Position } from './position';
import { brokenRuleWords, noneExtends } from './words';

export interface CheckLine {
  kind: 'broken' | 'solved' | 'wrong-edge' | 'dead' | 'alive';
  /** The judge's rule code the line is about (data for tests; the words say it). */
  code?: string;
  text: string;
  cells: number[];
  edges: number[];
}

const big = (n: bigint): string => n.toLocaleString('en-US');
const cap = (s: string): string => s.replace(/^./, (c) => c.toUpperCase());

/** The givens' deductions depend on the board and rule alone: worked out once for the last board asked about. */
let closureKept: { key: string; value: ReturnType<typeof givenClosure> } | null = null;
function closureOf(p: NumberlinkPuzzle, rule: NumberlinkRule): ReturnType<typeof givenClosure> {
  const key = JSON.stringify([p.width, p.height, p.cells, p.labels, rule]);
  if (closureKept?.key !== key) closureKept = { key, value: givenClosure(p, rule) };
  return closureKept.value;
}

/**
 * The givens' earlier lines a proof leans on that the reader has not drawn, earliest first, grouped by the deduction
 * that set them: a line at one of the proof's cells, and, followed back as far as they go, the lines that make a
 * neighbour full (`leans`: "label '2' at (2, 3) already has its line"). Marks are named, not followed back: following
 * every mark back retold most of the board.
 */
function premises(closure: ReturnType<typeof givenClosure>, pos: Position, proof: Deduction & { step: number }, edges: readonly (readonly [number, number])[]): number[][] {
  const found = new Set<number>();
  const todo = [proof];
  while (todo.length > 0) {
    const d = todo.pop()!;
    edges.forEach((ends, e) => {
      const before = closure.proof[e];
      if (found.has(e) || !before || before.step >= d.step || pos[e] === closure.position[e]) return;
      if ((d === proof && closure.position[e] === LINE && ends.some((c) => d.cells.includes(c))) || d.leans?.includes(e)) {
        // All the edges its deduction set, so "both edges are lines" names both.
        for (const x of before.edges) if (pos[x] !== closure.position[x]) found.add(x);
        todo.push(before);
      }
    });
  }
  const byStep = new Map<number, number[]>();
  for (const e of [...found].sort((a, b) => closure.proof[a]!.step - closure.proof[b]!.step || a - b)) {
    const step = closure.proof[e]!.step;
    byStep.set(step, [...(byStep.get(step) ?? []), e]);
  }
  return [...byStep.values()];
}

/**
 * `recentFirst`: the reader's edges, most recent first (culprit.ts), so a dead position names their latest mistake.
 * With `ownOnly`, those are all the reader drew: Check then blames none of the others (lines the board opened with,
 * or that Apply drew), neither as a mark the labels rule out nor as the edge that kills the position.
 */
export function checkReport(
  p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, recentFirst: readonly number[] = [], { ownOnly = false }: { ownOnly?: boolean } = {},
): CheckLine[] {
  const own = new Set(recentFirst);
  const edges = playEdges(p);
  const edgeWords = (e: number): string => `${at(cellAt(p, edges[e][0]))}–${at(cellAt(p, edges[e][1]))}`;
  const out: CheckLine[] = [];
  const local = checkPosition(p, rule, pos);
  if (local.kind === 'solved') return [{ kind: 'solved', text: 'Solved: every label is joined, and the rules check accepts the paths.', cells: [], edges: [] }];
  if (local.kind === 'broken') {
    const b = local.broken;
    out.push({ kind: 'broken', code: b.code, text: `A rule is broken — ${brokenRuleWords(b.ruleName, b.ruleWords)}: ${b.detail}.`, cells: b.cells, edges: b.edges });
  } else if (local.kind === 'wrong-finish') {
    out.push({ kind: 'broken', code: local.code, text: `A rule is broken — ${brokenRuleWords(local.ruleName, local.ruleWords)}: ${local.detail}.`, cells: [], edges: [] });
  }
  const closure = closureOf(p, rule);
  // One line per proof: a wrong drag draws several lines the same proof rules out, and a reader saw it said once per line.
  const wrong = new Map<string, CheckLine & { drawn: number[] }>();
  for (const w of wrongEdges(p, rule, pos, closure)) {
    if (ownOnly && !own.has(w.edge)) continue;
    const did = w.drawn === LINE ? 'drew a line on' : 'marked no line on';
    // The proof may lean on lines and marks the givens forced earlier but the reader has not drawn ("already has its
    // line"): name each with its own reason, and theirs in turn, and outline them, else the sentence reads as if
    // about the reader's board (a reader saw "only two open neighbours" beside a label that looked open).
    const forced = premises(closure, pos, w.proof, edges);
    const premise = forced.map((group, i) => {
      const line = closure.position[group[0]] === LINE;
      const many = group.length > 1;
      const names = group.map(edgeWords).join(' and ');
      return `${i === 0 ? 'The' : 'the'} givens ${line ? `force the ${many ? 'lines' : 'line'} ${names}, which ${many ? 'are' : 'is'} not drawn yet` : `rule out ${names}, not marked yet`}: ${closure.proof[group[0]]!.reason}. With ${many ? 'them' : 'it'}, `;
    }).join('');
    const why = `${premise}${premise ? 'by' : 'By'} ${cutRule(w.proof.rule)}: ${w.proof.reason}.`;
    const key = `${did}\n${why}`;
    const same = wrong.get(key);
    const cells = [...w.proof.cells, ...forced.flat().flatMap((e) => edges[e])];
    if (same) {
      same.drawn.push(w.edge);
      same.cells = [...new Set([...same.cells, ...cells])];
      same.edges = [...new Set([...same.drawn, ...same.edges])];
    } else {
      wrong.set(key, { kind: 'wrong-edge', code: w.proof.rule, text: why, cells: [...new Set(cells)], edges: [w.edge, ...forced.flat()], drawn: [w.edge] });
    }
  }
  for (const [key, { drawn, text: why, ...line }] of wrong) {
    const did = key.slice(0, key.indexOf('\n'));
    const names = drawn.map(edgeWords);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    out.push({ ...line, text: `You ${did} ${list}, but the labels alone rule ${names.length === 1 ? 'that' : 'each of them'} out. ${why}` });
  }
  const v = diagramVerdict(p, rule, pos);
  if (v.extending === 0n) {
    const c = deadCulprit(p, rule, pos, recentFirst, { onlyThese: ownOnly });
    const blame = c === null ? '' : ` Without your ${pos[c] === LINE ? 'line' : '“no line” mark on'} ${edgeWords(c)} the board can still be finished.`;
    out.push({ kind: 'dead', text: `No solution extends this position: ${noneExtends(v.all)} (the diagram’s verdict).${blame}`, cells: c === null ? [] : [...edges[c]], edges: c === null ? [] : [c] });
  } else if (out.length === 0) {
    // Only the count: the live status line above Check already says that no rule is broken (openStatus), and a
    // reader who saw "nothing is broken" there and again here read it as said twice.
    const which = v.all === 1n ? 'the board’s one solution extends' : `${big(v.extending)} of the board’s ${big(v.all)} solutions extend${v.extending === 1n ? 's' : ''}`;
    out.push({ kind: 'alive', text: cap(`${which} this position (the diagram’s verdict).`), cells: [], edges: [] });
  }
  return out;
}

/**
 * The live status line's words for a position that breaks no rule: that no
 * solution extends it when the diagram knows so (the rules alone cannot see
 * it), else that nothing is broken so far.
 */
export function openStatus(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position): { dead: boolean; text: string } {
  return diagramVerdict(p, rule, pos).extending === 0n
    ? { dead: true, text: 'No rule is broken yet, but no solution extends this position (the diagram’s verdict): Check says more.' }
    : { dead: false, text: 'No rule is broken so far.' };
}
