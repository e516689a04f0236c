/**
 * The hint's look-ahead (play/lookahead.ts): where the diagram settles an
 * edge and no rule does at once, the hint looks for a short chain of the
 * rules from the other choice to a broken rule, and shows it; where none
 * exists it says the reason is long and opens the frontier walk at that edge.
 * Hand-made positions on the lesson's 5×5 board (marks as a string, one digit
 * per edge in reading order: 0 open, 1 line, 2 no line).
 */
import { describe, expect, it } from 'vitest';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { diagramVerdict } from '../../src/puzzles/numberlink/play/diagram';
import { firstBreak } from '../../src/puzzles/numberlink/play/check';
import { refuteSettled, type Chain } from '../../src/puzzles/numberlink/play/lookahead';
import { settledEdges } from '../../src/puzzles/numberlink/play/diagram';
import { edgeIndex, emptyPosition, LINE, NO_LINE, OPEN, withMark, type EdgeMark, type Position } from '../../src/puzzles/numberlink/play/position';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { hintWalkWhy, walkAtHint } from '../../src/ui/numberlink/play-walk-at';
import { walkReason } from '../../src/ui/numberlink/WalkStepper';
import { board, edge, position } from './play-helpers';

const five = board('1..../2..3./...../.1..2/....3');
const marks = (s: string): EdgeMark[] => [...s].map((d) => Number(d) as EdgeMark);

/** Replays a chain: every branch, with its steps applied, ends in the broken rule it names. */
function replays(p: NumberlinkPuzzle, pos: Position, c: Chain): boolean {
  let now: EdgeMark[] = pos.slice();
  for (const d of c.steps) for (const e of d.edges) now = withMark(now, e, d.mark);
  if (c.end.kind === 'break') return firstBreak(p, 'fill', now)?.rule === c.end.broken.rule;
  return replays(p, withMark(now, c.end.edge, LINE), c.end.line) && replays(p, withMark(now, c.end.edge, NO_LINE), c.end.noLine);
}

describe('a settled edge with a short local reason', () => {
  it('names the assumption, each forced step with its rule, and the rule that fails and where', () => {
    const pos = marks('1221111212100000000000000000100000021001');
    const h = playHint(five, 'fill', pos);
    expect(h.kind).toBe('lookahead');
    expect(h.look).toBe('Look at the edge (4, 2)–(5, 2) (wide band) and the outlined cells (4, 2), (5, 2), (2, 1).');
    expect(h.rule).toContain('make (4, 2)–(5, 2) a line and follow the rules of “What cuts a choice”, and the rule “no mixed labels” fails');
    expect(h.reason).toMatch(/^Suppose \(4, 2\)–\(5, 2\) were a line\. A line reaches \(4, 1\), which is no endpoint, .*\(the rule “no stray line end”\)\. Now the lines join label '2' at \(2, 1\) to label '1' at \(4, 2\): the rule “no mixed labels” fails at \(2, 1\), \(4, 2\)\. So no solution makes it a line: the edge from \(4, 2\) to \(5, 2\) is no line\.$/);
    const e = edge(five, [[4, 2], [5, 2]]);
    expect(h.apply![e]).toBe(NO_LINE);
    expect(diagramVerdict(five, 'fill', pos).takes.get(e)).toBe(0n);
    expect(h.walk).toBeUndefined();
  });

  it('every chain it finds replays to its broken rule, and agrees with the diagram', () => {
    // The positions met on the way from the empty board by following the hints.
    let pos: EdgeMark[] = emptyPosition(five);
    let found = 0;
    for (let i = 0; i < 60; i++) {
      const v = diagramVerdict(five, 'fill', pos);
      const r = refuteSettled(five, 'fill', pos, settledEdges(v));
      if (r) {
        found++;
        expect(v.takes.get(r.edge)).toBe(r.mark === LINE ? v.extending : 0n);
        expect(replays(five, withMark(pos, r.edge, r.mark === LINE ? NO_LINE : LINE), r.chain)).toBe(true);
      }
      const h = playHint(five, 'fill', pos);
      if (!h.apply) break;
      pos = h.apply;
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('no short reason: said plainly, with the walk opened at that edge', () => {
  it('a settled edge', () => {
    const pos = marks('1200001010000000000000000000100000021001');
    const h = playHint(five, 'fill', pos);
    expect(h.kind).toBe('diagram');
    expect(h.reason).toContain('No short reason from your position');
    // Not "no short reason" and then a short one: only the count decides it on the reader's board.
    expect(h.reason).toContain('breaks no rule yet, so only the diagram’s count decides it.');
    expect(h.walk).toEqual({ position: pos, edge: h.edges[0] });
    const w = walkAtHint(five, 'fill', h.walk!);
    const step = w.steps[w.start - 1];
    const [a, b] = step.edge;
    expect(edgeIndex(five, a[0] * five.width + a[1], b[0] * five.width + b[1])).toBe(h.edges[0]);
    // At that step the other choice leads to no solution, and the stepper says where its ways end.
    expect(step.other?.count).toBe('0');
    expect(step.choice).toBe(h.apply![h.edges[0]] === LINE ? 1 : 0);
    // The hint's last press offers the walk in one short line; the walk's long reason, about the walk's fuller board,
    // stays in the walk (a reader found it printed under the hint, speaking of a board they could not see).
    const why = hintWalkWhy(five, w)!;
    expect(why.text).toContain(`opens the walk at this edge (its edge ${w.start} of ${w.steps.length})`);
    expect(why.text).not.toContain(walkReason(step).text);
    expect(why.text.length).toBeLessThan(200);
    expect(why.doomed).toBe(step.other?.dies?.branch !== undefined);
  });

  it('a dead position: the walk runs without the culprit and opens at it', () => {
    const pos = position(five, [[[1, 2], [1, 3]]]);
    const h = playHint(five, 'fill', pos);
    expect(h.kind).toBe('dead');
    expect(h.reason).toContain('so the reason is long');
    const e = edge(five, [[1, 2], [1, 3]]);
    expect(h.walk?.position[e]).toBe(OPEN);
    const w = walkAtHint(five, 'fill', h.walk!);
    expect(w.steps[w.start - 1].choice).toBe(0);
    expect(w.steps[w.start - 1].other?.count).toBe('0');
    expect(w.from).toContain('runs without your line (1, 2)–(1, 3)');
  });
});

describe('a dead position with a short reason', () => {
  it('follows the rules from the reader’s mark to the rule that fails', () => {
    const pos = position(five, [], [[[1, 1], [1, 2]]]);
    const h = playHint(five, 'fill', pos);
    expect(h.kind).toBe('dead');
    expect(h.reason).toMatch(/^The endpoint '1' at \(1, 1\) still needs its line .*\(the rule “endpoint gets its line”\)\. Now the lines join label '1' at \(1, 1\) to label '2' at \(2, 1\): the rule “no mixed labels” fails at \(1, 1\), \(2, 1\)\. So no solution extends your position\./);
    expect(h.cells).toEqual([0, 5]);
    expect(h.walk).toBeUndefined();
  });
});
