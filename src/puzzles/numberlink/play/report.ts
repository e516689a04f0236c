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
import { givenClosure, wrongEdges } from './hint';
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
  for (const w of wrongEdges(p, rule, pos, closure)) {
    if (ownOnly && !own.has(w.edge)) continue;
    const did = w.drawn === LINE ? 'drew a line on' : 'marked no line on';
    // The proof may lean on lines the givens forced earlier but the reader has not drawn ("already has its line"):
    // name each with its own reason and outline it, else the sentence reads as if about the reader's lines.
    const forced = edges.flatMap((ends, e) => {
      const before = closure.proof[e];
      return closure.position[e] === LINE && pos[e] !== LINE && before && before.step < w.proof.step && ends.some((c) => w.proof.cells.includes(c)) ? [e] : [];
    });
    // Each premise ends "With it, ", so every premise after the first, and the closing "by", goes on in lower case.
    const premise = forced.map((e, i) => `${i === 0 ? 'The' : 'the'} givens force the line ${edgeWords(e)}, which is not drawn yet: ${closure.proof[e]!.reason}. With it, `).join('');
    out.push({
      kind: 'wrong-edge',
      code: w.proof.rule,
      text: `You ${did} ${edgeWords(w.edge)}, but the labels alone rule that out. ${premise}${premise ? 'by' : 'By'} ${cutRule(w.proof.rule)}: ${w.proof.reason}.`,
      cells: [...new Set([...w.proof.cells, ...forced.flatMap((e) => edges[e])])],
      edges: [w.edge, ...forced],
    });
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
