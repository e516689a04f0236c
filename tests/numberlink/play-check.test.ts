/**
 * Play mode's Check: the first rule a position breaks, named by the judge's
 * rule (../rules.ts) in words, as soon as it is broken; a mark the givens
 * already rule out, with its proof; the diagram's "no solution extends this
 * position"; and a finished board accepted by the judge.
 */
import { describe, expect, it } from 'vitest';
import { checkPosition, firstBreak } from '../../src/puzzles/numberlink/play/check';
import { checkReport } from '../../src/puzzles/numberlink/play/report';
import { SOLUTION_RULE_WORDS } from '../../src/puzzles/numberlink/play/words';
import { numberlinkRuleCodes } from '../../src/puzzles/numberlink/rules';
import { board, cell, edge, position } from './play-helpers';

describe('Check names the first rule broken, in words', () => {
  const p = board('1.../..../..../...1');

  it('a third line at a cell breaks "paths never share a cell"', () => {
    const b = firstBreak(p, 'nikoli', position(p, [[[2, 2], [1, 2]], [[2, 2], [2, 1]], [[2, 2], [2, 3]]]))!;
    expect(b.rule).toBe('degree');
    expect(b.code).toBe('disjoint');
    expect(b.ruleWords).toBe(SOLUTION_RULE_WORDS.disjoint);
    expect(b.detail).toBe('(2, 2) has 3 lines: two paths would share it, or one would branch there');
  });

  it('a second line at an endpoint: a path would run through it', () => {
    const b = firstBreak(p, 'nikoli', position(p, [[[1, 1], [1, 2]], [[1, 1], [2, 1]]]))!;
    expect([b.rule, b.code, b.detail]).toEqual(['degree', 'disjoint', "the endpoint '1' at (1, 1) has 2 lines: a path would run through it"]);
  });

  it('two labels joined break "each path runs from one endpoint of its label to the other"', () => {
    const q = board('12/21');
    const b = firstBreak(q, 'nikoli', position(q, [[[1, 1], [1, 2]]]))!;
    expect([b.rule, b.code]).toEqual(['labels', 'endpoints']);
    expect(b.ruleWords).toBe('each path runs from one endpoint of its label to the other');
    expect(b.detail).toBe("the lines join label '1' at (1, 1) to label '2' at (1, 2)");
  });

  it('a closed loop', () => {
    const b = firstBreak(p, 'nikoli', position(p, [[[2, 2], [2, 3]], [[2, 3], [3, 3]], [[3, 3], [3, 2]], [[3, 2], [2, 2]]]))!;
    expect([b.rule, b.code, b.detail]).toEqual(['cycle', 'endpoints', 'the lines through (2, 2) close a loop']);
  });

  it('a line with no way on, before the board is full', () => {
    const b = firstBreak(p, 'nikoli', position(p, [[[1, 3], [1, 4]]], [[[1, 4], [2, 4]]]))!;
    expect([b.rule, b.code, b.detail]).toEqual(['dead-end', 'endpoints', 'a line stops at (1, 4), which is no endpoint, and no open edge is left to go on']);
  });

  it('an endpoint walled in breaks "every label has its path"', () => {
    const b = firstBreak(p, 'nikoli', position(p, [], [[[1, 1], [1, 2]], [[1, 1], [2, 1]]]))!;
    expect([b.rule, b.code, b.detail]).toEqual(['endpoint', 'labels', "the endpoint '1' at (1, 1) has no line, and no open edge is left for one"]);
  });

  it('under fill, a cell left with one open edge breaks "every cell lies on a path"', () => {
    const b = firstBreak(p, 'fill', position(p, [], [[[1, 4], [2, 4]]]))!;
    expect([b.rule, b.code, b.cells]).toEqual(['uncovered', 'fill', [cell(p, 1, 4)]]);
    expect(b.detail).toBe('(1, 4) has no line and only one open edge is left, so it can no longer lie on a path (under the fill rule every cell is used)');
    expect(firstBreak(p, 'nikoli', position(p, [], [[[1, 4], [2, 4]]]))).toBeNull();
  });

  it('under fill-notouch, a path beside itself breaks "no path runs alongside itself"', () => {
    const q = board('1..../...../...../...../....1');
    const b = firstBreak(q, 'fill-notouch', position(q, [[[2, 2], [2, 3]], [[2, 3], [3, 3]], [[3, 3], [3, 2]]]))!;
    expect([b.rule, b.code]).toEqual(['touch', 'notouch']);
    expect(b.detail).toContain('(2, 2) and (3, 2) lie on one path');
  });

  it('every code Check names is a rule of the judge, and each has words', () => {
    for (const code of Object.keys(SOLUTION_RULE_WORDS)) expect(numberlinkRuleCodes).toContain(code);
  });

  it('a finished board is judged by the rules check', () => {
    const q = board('1.2/1.2');
    const done = position(q, [[[1, 1], [2, 1]], [[1, 3], [2, 3]]]);
    expect(checkPosition(q, 'nikoli', done).kind).toBe('solved');
    // Under fill the middle column lies on no path: every label is joined, yet the judge's fill rule fails.
    const v = checkPosition(q, 'fill', done);
    const code = v.kind === 'wrong-finish' ? v.code : v.kind === 'broken' ? v.broken.code : v.kind;
    expect(code).toBe('fill');
  });
});

describe('Check flags marks the givens rule out, and dead positions', () => {
  it('a line the givens forbid is flagged with the rule that cuts it, before the board is full', () => {
    const p = board('1..2/..../.1../...2');
    // (4, 1) must take both its edges under fill, so marking (3, 1)–(4, 1) "no line" is wrong from the start.
    const report = checkReport(p, 'fill', position(p, [], [[[3, 1], [4, 1]]]));
    const wrong = report.find((l) => l.kind === 'wrong-edge')!;
    expect(wrong.edges).toEqual([edge(p, [[3, 1], [4, 1]])]);
    expect(wrong.code).toBe('uncovered');
    expect(wrong.text).toBe(
      'You marked no line on (3, 1)–(4, 1), but the labels alone rule that out. By the rule “no empty cell”: ' +
        'the cell (4, 1) has only two open neighbours, (3, 1) and (4, 2), and must be passed through (under the fill rule every cell lies on a path), so both edges are lines.',
    );
  });

  it('marks one proof rules out are named in one line, the proof said once (a reader saw it once per line drawn)', () => {
    const p = board('1..2/..../.1../...2');
    const report = checkReport(p, 'fill', position(p, [], [[[3, 1], [4, 1]], [[4, 1], [4, 2]]]));
    const wrong = report.filter((l) => l.kind === 'wrong-edge');
    expect(wrong).toHaveLength(1);
    expect(wrong[0].edges).toEqual([edge(p, [[3, 1], [4, 1]]), edge(p, [[4, 1], [4, 2]])]);
    expect(wrong[0].text).toBe(
      'You marked no line on (3, 1)–(4, 1) and (4, 1)–(4, 2), but the labels alone rule each of them out. By the rule “no empty cell”: ' +
        'the cell (4, 1) has only two open neighbours, (3, 1) and (4, 2), and must be passed through (under the fill rule every cell lies on a path), so both edges are lines.',
    );
  });

  it('a proof that leans on a line the givens force names that line, outlines it, and says it is not drawn yet', () => {
    // The reader's line reaches the 7 at (5, 5); its only line is the forced one to the 7 beside it at (5, 4).
    const p = board('12..../.3.45./.6..5./.6..4./.1.77./..32..');
    const report = checkReport(p, 'fill', position(p, [[[6, 6], [6, 5]], [[6, 5], [5, 5]]]));
    const wrong = report.find((l) => l.kind === 'wrong-edge')!;
    expect(wrong.code).toBe('degree');
    expect(wrong.text).toContain('The givens force the line (5, 4)–(5, 5), which is not drawn yet:');
    expect(wrong.text).toContain("With it, by the rule “two lines at most”: the endpoint '7' at (5, 5) already has its line");
    expect(wrong.edges).toEqual([edge(p, [[5, 5], [6, 5]]), edge(p, [[5, 4], [5, 5]])]);
    expect(wrong.cells).toContain(cell(p, 5, 4));
  });

  it('a proof leaning on two forced lines joins their premises in one sentence: the second goes on in lower case', () => {
    const p = board('12..../.3.45./.6..5./.6..4./.1.77./..32..');
    const wrong = checkReport(p, 'fill', position(p, [[[4, 1], [4, 2]]])).find((l) => l.kind === 'wrong-edge')!;
    // The third premise: (4, 1)'s way on is forced because label '6' at (4, 2) is full, by the second.
    expect(wrong.text.match(/givens force/gi)).toHaveLength(3);
    expect(wrong.text).toContain('that edge is a line. With it, the givens force the line (3, 2)–(4, 2), which is not drawn yet:');
    expect(wrong.text).toContain("(5, 1) (not open: label '6' at (4, 2) already has its line): that edge is a line");
    expect(wrong.text).toContain('With it, by the rule “two lines at most”');
    expect(wrong.text).not.toMatch(/With it, [A-Z]/);
  });

  it('a proof that says "only two open neighbours" says why the others are not open, and where their lines come from', () => {
    // A reader saw label 2 at (2, 3) beside (2, 2) and took it for open: it is full, by the line the givens force at (1, 3).
    const p = board('.1.23/..243/..546/.1.56/7..8./...78');
    const wrong = checkReport(p, 'fill', position(p, [[[2, 1], [3, 1]]])).find((l) => l.kind === 'wrong-edge')!;
    expect(wrong.text).toContain("the cell (2, 2) has only two open neighbours, (2, 1) and (3, 2) (not open: label '1' at (1, 2) already has its line; label '2' at (2, 3) already has its line)");
    // Each full label's line is a premise, named before the sentence that leans on it.
    const lineAt = (cells: string): number => wrong.text.indexOf(`the givens force the lines ${cells}`);
    expect(wrong.text.indexOf('The givens force the lines (1, 1)–(1, 2) and (1, 1)–(2, 1)')).toBeGreaterThan(0);
    expect(lineAt('(1, 3)–(1, 4) and (1, 3)–(2, 3)')).toBeGreaterThan(0);
    expect(lineAt('(1, 3)–(1, 4) and (1, 3)–(2, 3)')).toBeLessThan(wrong.text.indexOf('the cell (2, 2) has only two'));
    expect(wrong.edges).toContain(edge(p, [[1, 3], [2, 3]]));
  });

  it('a line no solution can have: "no solution extends this position", though no rule is broken yet', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const pos = position(p, [[[2, 2], [2, 3]]]);
    expect(firstBreak(p, 'fill', pos)).toBeNull();
    const report = checkReport(p, 'fill', pos);
    expect(report.map((l) => l.kind)).toEqual(['dead']);
    expect(report[0].text).toBe('No solution extends this position: the board’s one solution does not agree with every line you drew and every edge you marked (the diagram’s verdict). Without your line (2, 2)–(2, 3) the board can still be finished.');
    expect(report[0].edges).toEqual([edge(p, [[2, 2], [2, 3]])]);
  });

  it('a sound position says how many solutions extend it', () => {
    const p = board('1..2/..../.1../...2');
    expect(checkReport(p, 'fill', position(p, [])).map((l) => l.text)).toEqual(['9 of the board’s 9 solutions extend this position (the diagram’s verdict).']);
  });
});
