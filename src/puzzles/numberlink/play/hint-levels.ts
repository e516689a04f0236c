/**
 * A hint in three presses, from the reader's position: (1) where to look
 * (and, for a local deduction, the rule's name),
 * (2) which rule applies, in the rule's words, (3) the deduction with its
 * reason; and what "Apply" does (the position after it, or null when there is
 * nothing to apply). The order of questions:
 *
 *   a rule already broken   say so first (check.ts) — no deduction from a
 *                           broken position is worth making;
 *   no solution extends it  the diagram says so (diagram.ts), at the first
 *                           press, naming one of the reader's edges whose
 *                           removal revives the position (culprit.ts);
 *   a local deduction       the first the rules allow (hint.ts);
 *   a look-ahead            an edge the diagram settles whose other mark
 *                           breaks a rule within a few forced steps
 *                           (lookahead.ts): the chain is the reason;
 *   the diagram's verdict   labelled as such, when no short chain exists: an
 *                           edge every remaining solution takes (or none
 *                           does), with the offer to open the frontier walk
 *                           at that edge; or, when the solutions disagree on
 *                           every open edge, one edge of the first of them.
 *
 * A dead position gets a look-ahead too: the forced steps from it that end
 * in a broken rule, when there is a short chain.
 */
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzle';
import { checkPosition } from './check';
import { deadCulprit, deadUndo } from './culprit';
import { diagramVerdict, settledEdge, settledEdges } from './diagram';
import { LOOKAHEAD_STEPS, refutePosition, refuteSettled } from './lookahead';
import { chainCells, chainRulesFail, chainWords, markWords } from './lookahead-words';
import { applyDeduction, nextDeduction } from './hint';
import { brokenRuleWords, noneExtends } from './words';
import { cutRule } from '../rule-names';
import { at, cellAt, facts, LINE, NO_LINE, OPEN, playEdges, withMark, type EdgeMark, type Position } from './position';

export interface PlayHint {
  kind: 'broken' | 'solved' | 'dead' | 'rule' | 'lookahead' | 'diagram';
  /** The three levels' texts. */
  look: string;
  rule: string;
  reason: string;
  cells: number[];
  edges: number[];
  /** The position after "Apply", or null when nothing is to be applied. */
  apply: EdgeMark[] | null;
  /** When the reason is too long for a look-ahead: the position to run the frontier walk from, and the edge (a play edge) to open it at. */
  walk?: { position: EdgeMark[]; edge: number; note?: string };
}

/**
 * Said when the look-ahead finds no short chain, so the reason is long. The walk's reason that follows may be short,
 * since the walk's board has more edges decided than the reader's (a reader read "no short reason" and then one).
 */
const LONG = `No short reason from your position: setting it the other way and following the rules for up to ${LOOKAHEAD_STEPS} forced steps (and then one more edge nearby tried both ways) breaks no rule yet, so only the diagram’s count decides it.`;

const big = (n: bigint): string => n.toLocaleString('en-US');
const plural = (n: bigint, one: string, many: string): string => `${big(n)} ${n === 1n ? one : many}`;

/** `recentFirst`: the edges the reader changed, most recent first (culprit.ts's recentEdges), so a dead position names their latest mistake. */
export function playHint(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, recentFirst: readonly number[] = []): PlayHint {
  const edges = playEdges(p);
  const here = (i: number): string => at(cellAt(p, i));
  const edgeWords = (e: number): string => `${here(edges[e][0])}–${here(edges[e][1])}`;
  const cellList = (cells: number[]): string => cells.map(here).join(', ');

  const local = checkPosition(p, rule, pos);
  if (local.kind === 'solved') {
    return { kind: 'solved', look: 'Look at the whole board: every label is joined.', rule: 'Every rule of the puzzle holds.', reason: 'Solved: nothing is left to deduce.', cells: [], edges: [], apply: null };
  }
  if (local.kind === 'broken' || local.kind === 'wrong-finish') {
    const b = local.kind === 'broken' ? local.broken : null;
    return {
      kind: 'broken',
      look: b ? `Look at ${cellList(b.cells)} (outlined): a rule is already broken there.` : 'Look at the whole board: every label is joined, yet a rule is broken.',
      rule: `The rule broken: ${local.kind === 'broken' ? brokenRuleWords(local.broken.ruleName, local.broken.ruleWords) : brokenRuleWords(local.ruleName, local.ruleWords)}.`,
      reason: `${local.kind === 'broken' ? local.broken.detail : local.detail}. Undo, or erase the line, before going on.`.replace(/^./, (c) => c.toUpperCase()),
      cells: b?.cells ?? [],
      edges: b?.edges ?? [],
      apply: null,
    };
  }
  const verdict = diagramVerdict(p, rule, pos);
  if (verdict.extending === 0n) {
    const culprit = deadCulprit(p, rule, pos, recentFirst);
    const back = culprit === null && verdict.all > 0n ? deadUndo(p, rule, pos, recentFirst) : null;
    const mine = (e: number): string => `your ${pos[e] === LINE ? 'line' : '“no line” mark on'} ${edgeWords(e)}`;
    const undo = back && `No single line or mark of yours is to blame on its own, but taking away your last ${back.count} lines and marks, back to and including ${mine(back.edge)}, lets the board be finished.`;
    const dead = 'No solution extends this position, though no rule is broken yet.';
    // Start where the reader went wrong: the culprit's cells, or else their latest edges (all decided edges when there is no history).
    const start = culprit !== null ? [culprit] : recentFirst.filter((e) => pos[e] !== OPEN).slice(0, 3);
    const focus = (start.length ? start : pos.flatMap((m, e) => (m === OPEN ? [] : [e]))).flatMap((e) => edges[e]);
    const chain = verdict.all > 0n ? refutePosition(p, rule, pos, focus) : null;
    if (chain) {
      return {
        kind: 'dead',
        look: `${dead} Look at ${cellList(chainCells(chain))} (outlined): follow the rules from your position and a rule fails there.`,
        rule: `A short look-ahead shows it: follow the rules of “What cuts a choice” from your position, and ${chainRulesFail(chain)}.`,
        reason: `${chainWords(p, chain)} So no solution extends your position.` +
          (culprit !== null ? ` Without ${mine(culprit)} the board can still be finished: erase it, or undo to before it.` : undo ? ` ${undo}` : ''),
        cells: chainCells(chain),
        edges: culprit !== null ? [culprit] : back ? [back.edge] : [],
        apply: null,
      };
    }
    // The walk cannot run from a dead position; from the position without the culprit it can, and at the culprit's edge it says why the culprit's way dies.
    const walk = culprit !== null
      ? { position: withMark(pos, culprit, OPEN), edge: culprit, note: `Your position has no solution to walk along, so this walk runs without ${mine(culprit)}.` }
      : undefined;
    return {
      kind: 'dead',
      look: culprit !== null
        ? `${dead} Look at ${mine(culprit)} (wide band): without it the board can still be finished.`
        : verdict.all === 0n ? `${dead} The board itself has no solution under this rule.` : `${dead} ${undo ?? 'No single line or mark of yours is to blame on its own: undo some steps.'}`,
      rule: 'No rule of “What cuts a choice” is broken yet. The diagram’s verdict (the lesson’s ZDD of every solution, followed only along your edges) decides.',
      reason: `No solution extends this position: ${noneExtends(verdict.all)}. ` +
        (culprit !== null
          ? `Without ${mine(culprit)} the board can still be finished (tried by taking your lines and marks away one at a time, the most recent first): erase it, or undo to before it.`
          : verdict.all === 0n ? 'Nothing you draw can finish it.' : undo ?? 'Taking away any one of your lines or marks does not help: undo some steps.') +
        (verdict.all > 0n ? ` Why: no chain of up to ${LOOKAHEAD_STEPS} forced steps from your position breaks a rule yet, so the reason is long.${walk ? ` The frontier walk, run without ${mine(culprit!)}, shows at that edge why its way dies.` : ''}` : ''),
      cells: culprit !== null ? [...edges[culprit]] : back ? [...edges[back.edge]] : [],
      edges: culprit !== null ? [culprit] : back ? [back.edge] : [],
      apply: null,
      walk,
    };
  }
  const f = facts(p, pos);
  const d = nextDeduction(p, rule, pos, f);
  if (d) {
    return {
      kind: 'rule',
      // The rule's name already at the first press (a reader got only cells to look at): its words and the deduction come later.
      look: `Look at ${cellList(d.cells)} (outlined) and ${d.edges.length === 1 ? 'the edge' : 'the edges'} ${d.edges.map(edgeWords).join(' and ')} (wide band): ${cutRule(d.rule)} settles ${d.edges.length === 1 ? 'it' : 'them'}.`,
      rule: `${cutRule(d.rule).replace(/^./, (c) => c.toUpperCase())}: ${d.ruleWords}.`,
      reason: `${d.reason.replace(/^./, (c) => c.toUpperCase())}.`,
      cells: d.cells,
      edges: d.edges,
      apply: applyDeduction(pos, d),
    };
  }
  const found = refuteSettled(p, rule, pos, settledEdges(verdict));
  if (found) {
    const { edge: e, mark, chain } = found;
    const otherWay = markWords(mark === LINE ? NO_LINE : LINE);
    const [a, b] = edges[e];
    const cells = [a, b, ...chainCells(chain).filter((c) => c !== a && c !== b)];
    return {
      kind: 'lookahead',
      look: `Look at the edge ${edgeWords(e)} (wide band) and the outlined cells ${cellList(cells)}.`,
      rule: `No rule decides it at once, but a short look-ahead does: make ${edgeWords(e)} ${otherWay} and follow the rules of “What cuts a choice”, and ${chainRulesFail(chain)} at ${cellList(chainCells(chain))}.`,
      reason: `Suppose ${edgeWords(e)} were ${otherWay}. ${chainWords(p, chain)} So no solution makes it ${otherWay}: the edge from ${here(a)} to ${here(b)} is ${markWords(mark)}.`,
      cells,
      edges: [e],
      apply: withMark(pos, e, mark),
    };
  }
  const settled = settledEdge(verdict);
  const ext = plural(verdict.extending, 'solution extends', 'solutions extend');
  const diagramRule = 'No rule of “What cuts a choice” decides another edge here, even looking a few steps ahead. So the hint asks the diagram (the lesson’s ZDD of every solution): it counts the solutions that extend your position, and which open edges they take.';
  if (settled) {
    const [a, b] = edges[settled.edge];
    const all = verdict.extending === 1n ? 'The one solution that extends your position' : `Every one of the ${big(verdict.extending)} solutions that extend your position`;
    return {
      kind: 'diagram',
      look: `Look at the edge ${edgeWords(settled.edge)} (wide band).`,
      rule: diagramRule,
      reason: (settled.mark === LINE
        ? `${all} draws a line from ${here(a)} to ${here(b)}: with that edge left out, no solution is left, so that edge is a line.`
        : verdict.extending === 1n
          ? `The one solution that extends your position draws no line from ${here(a)} to ${here(b)}: with a line there, no solution is left, so that edge is no line.`
          : `None of the ${big(verdict.extending)} solutions that extend your position draws a line from ${here(a)} to ${here(b)}: with a line there, no solution is left, so that edge is no line.`)
        + ` ${LONG}`,
      cells: [a, b],
      edges: [settled.edge],
      apply: withMark(pos, settled.edge, settled.mark),
      walk: { position: pos.slice(), edge: settled.edge },
    };
  }
  // The solutions disagree on every open edge (each is taken by some and not all): the first open edge shows one way on.
  const firstOpen = [...verdict.takes].sort((x, y) => x[0] - y[0])[0];
  // Every edge decided and some solution extends the position: it is that solution (the rules check said so above).
  if (!firstOpen) return { kind: 'solved', look: 'Look at the whole board.', rule: 'Every edge is decided.', reason: 'Nothing is left to deduce.', cells: [], edges: [], apply: null };
  const [e, take] = firstOpen;
  return {
    kind: 'diagram',
    look: `Look at the edge ${edgeWords(e)} (wide band).`,
    rule: diagramRule,
    reason: `${ext} from here, and they disagree on every open edge: the puzzle has more than one answer from this position, so no edge is forced. ` +
      `${plural(take, 'of them draws', 'of them draw')} a line on ${edgeWords(e)}; Apply draws it.`,
    cells: [...edges[e]],
    edges: [e],
    apply: withMark(pos, e, LINE),
  };
}

