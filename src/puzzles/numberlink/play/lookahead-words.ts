/**
 * A look-ahead chain (lookahead.ts) in words: each forced step with its rule
 * and reason, the rule that breaks at the end and the cells it breaks at, or
 * the second edge tried both ways. Written for a reader who checks every step
 * on the board, so every step names its cells.
 */
import type { NumberlinkPuzzle } from '../puzzle';
import { cutRule } from '../rule-names';
import type { Chain } from './lookahead';
import { at, cellAt, LINE, playEdges, type EdgeMark } from './position';

const cap = (s: string): string => s.replace(/^./, (c) => c.toUpperCase());

export function edgeName(p: NumberlinkPuzzle, e: number): string {
  const [a, b] = playEdges(p)[e];
  return `${at(cellAt(p, a))}–${at(cellAt(p, b))}`;
}

/** "a line" / "no line": what a mark makes of an edge. */
export const markWords = (m: EdgeMark): string => (m === LINE ? 'a line' : 'no line');

/** The chain's steps and end, as sentences. */
export function chainWords(p: NumberlinkPuzzle, c: Chain): string {
  const steps = c.steps.map((d) => `${cap(d.reason)} (${cutRule(d.rule)}).`);
  if (c.end.kind === 'break') {
    const b = c.end.broken;
    const cells = b.cells.map((i) => at(cellAt(p, i))).join(', ');
    steps.push(`${steps.length ? `Now ${b.detail}` : cap(b.detail)}: ${cutRule(b.rule)} fails at ${cells}.`);
    return steps.join(' ');
  }
  const { edge, line, noLine } = c.end;
  const e = edgeName(p, edge);
  steps.push(`No rule forces anything more, so try ${e} both ways. If it is a line: ${chainWords(p, line)} If it is no line: ${chainWords(p, noLine)} A rule fails either way.`);
  return steps.join(' ');
}

/** "the rule “A” fails" / "the rules “A” and “B” fail": the rules a chain ends in, as a clause. */
export function chainRulesFail(c: Chain): string {
  const rules = chainRules(c);
  return rules.length === 1 ? `${rules[0]} fails` : `${rules.join(' and ')} fail (one in each case)`;
}

/** The rules a chain ends in (the last step of every branch), for the hint's second press. */
export function chainRules(c: Chain): string[] {
  const out = c.end.kind === 'break' ? [cutRule(c.end.broken.rule)] : [...chainRules(c.end.line), ...chainRules(c.end.noLine)];
  return [...new Set(out)];
}

/** The cells a chain ends at (where the rule fails), to outline on the board. */
export function chainCells(c: Chain): number[] {
  const out = c.end.kind === 'break' ? c.end.broken.cells : [...chainCells(c.end.line), ...chainCells(c.end.noLine)];
  return [...new Set(out)];
}
