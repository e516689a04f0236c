import { describe, expect, it } from 'vitest';
import { checkReport, openStatus } from '../../src/puzzles/numberlink/play/report';
import { checkShown } from '../../src/ui/numberlink/check-words';
import { board, edge, position } from './play-helpers';

// The lesson's 5×5 example: label 1 at (1, 1), label 2 at (2, 1).
const EXAMPLE = '1..../2..3./...../.1..2/....3';

describe("Check's lines under the Play board", () => {
  it('a careless line that breaks a rule is named once (by the status line) with the count of solutions that extend it (0), not again as a mark the labels rule out or as a dead position', () => {
    const p = board(EXAMPLE);
    const report = checkReport(p, 'fill', position(p, [[[1, 1], [2, 1]]]));
    // The report itself has all three: the broken rule, the edge the labels rule out, and no solution extends.
    expect(report.map((l) => l.kind)).toEqual(['broken', 'wrong-edge', 'dead']);
    const shown = checkShown(report);
    expect(shown).toEqual(['0 solutions extend this position, since it breaks the rule named above.']);
    expect(shown.join(' ')).not.toMatch(/A rule is broken|step \d+ of the deductions/);
  });

  it('a mark of another edge that the labels rule out is still shown while a rule is broken', () => {
    const p = board('1..2/..../.1../...2');
    // A third line at (2, 2) breaks a rule; the "no line" mark on (3, 1)–(4, 1) is wrong on its own ((4, 1) must take both its edges).
    const report = checkReport(p, 'fill', position(p, [[[2, 2], [2, 1]], [[2, 2], [2, 3]], [[2, 2], [1, 2]]], [[[3, 1], [4, 1]]]));
    expect(report[0].kind).toBe('broken');
    const wrong = report.find((l) => l.kind === 'wrong-edge' && l.edges.includes(edge(p, [[3, 1], [4, 1]])));
    expect(wrong).toBeDefined();
    const shown = checkShown(report);
    expect(shown[0]).toMatch(/^0 solutions extend this position/);
    expect(shown).toContain(wrong!.text);
  });

  it('with no rule broken, "no rule is broken" is said once, by the status line; Check adds only how many solutions extend the position', () => {
    const p = board(EXAMPLE);
    const pos = position(p, [[[1, 1], [1, 2]]]);
    const status = openStatus(p, 'fill', pos);
    const shown = checkShown(checkReport(p, 'fill', pos));
    expect(status.text).toMatch(/broken/);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^(\d+ of the board’s \d+ solutions extend|The board’s one solution extends) this position/);
    expect([status.text, ...shown].join(' ').match(/broken/gi)).toHaveLength(1);
  });

  it('with no rule broken, every line of the report is shown as it is', () => {
    const p = board(EXAMPLE);
    const report = checkReport(p, 'fill', position(p, [[[1, 1], [1, 2]]]));
    expect(checkShown(report)).toEqual(report.map((l) => l.text));
  });
});
