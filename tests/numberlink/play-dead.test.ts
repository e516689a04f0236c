/**
 * A position no solution extends while no rule is broken: the first hint
 * press says so plainly and names one of the reader's edges whose removal
 * lets a solution exist again (the most recent such edge first), and the
 * live status line says so too instead of "No rule is broken so far". And
 * "Explain from here" takes the edges in the order of the lesson's walk.
 */
import { describe, expect, it } from 'vitest';
import { checkPosition } from '../../src/puzzles/numberlink/play/check';
import { deadCulprit, deadUndo, recentEdges } from '../../src/puzzles/numberlink/play/culprit';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { emptyPosition, LINE, withMark, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import { checkReport, openStatus } from '../../src/puzzles/numberlink/play/report';
import { board, edge, position } from './play-helpers';
import { readFileSync } from 'node:fs';
import { recorder } from '../../src/core/trace';
import type { NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { diagramVerdict, explainWalk, PLAIN_WALK_NODES } from '../../src/puzzles/numberlink/play/diagram';
import { walkOrderWords } from '../../src/ui/numberlink/play-walk-at';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

function parseExample(file: string) {
  const r = parseNumberlink(readFileSync(new URL(`../../content/examples/numberlink/${file}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('a dead position names a culprit', () => {
  it('the first press says no solution extends the position and names the wrong line', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const pos = position(p, [[[2, 2], [2, 3]]]);
    const h = playHint(p, 'fill', pos);
    expect(h.kind).toBe('dead');
    expect(h.look).toContain('No solution extends this position');
    expect(h.look).toContain('your line (2, 2)–(2, 3)');
    expect(h.edges).toEqual([edge(p, [[2, 2], [2, 3]])]);
    expect(h.reason).toContain('Without your line (2, 2)–(2, 3) the board can still be finished');
    expect(diagramVerdict(p, 'fill', withMark(pos, h.edges[0], 0)).extending).toBeGreaterThan(0n);
  });

  it('of two lines that are fine alone but not together, the more recent one is named', () => {
    const p = board('1..2/..../.1../...2');
    const empty = emptyPosition(p);
    const alive = (pos: EdgeMark[]) => diagramVerdict(p, 'fill', pos).extending > 0n;
    // Two edges each some solution takes, but no solution takes both, and no rule sees it (found by the diagram, not typed in).
    let pair: [number, number] | null = null;
    for (let a = 0; a < empty.length && !pair; a++) {
      for (let b = a + 1; b < empty.length && !pair; b++) {
        const pa = withMark(empty, a, LINE);
        const ab = withMark(pa, b, LINE);
        if (alive(pa) && alive(withMark(empty, b, LINE)) && !alive(ab) && checkPosition(p, 'fill', ab).kind === 'open') pair = [a, b];
      }
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    const first = withMark(empty, a, LINE);
    const both = withMark(first, b, LINE);
    // The reader drew a, then b: b is the most recent.
    expect(recentEdges([empty, first, both])).toEqual([b, a]);
    expect(deadCulprit(p, 'fill', both, [b, a])).toBe(b);
    expect(deadCulprit(p, 'fill', both, [a, b])).toBe(a);
    const h = playHint(p, 'fill', both, recentEdges([empty, withMark(empty, b, LINE), both]));
    expect(h.kind).toBe('dead');
    expect(h.edges).toEqual([a]);
  });

  it('when no one edge is to blame, the hint says how many recent changes to take back, and back to which', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const empty = emptyPosition(p);
    const one = withMark(empty, edge(p, [[2, 1], [2, 2]]), LINE);
    const two = withMark(one, edge(p, [[2, 2], [2, 3]]), LINE);
    expect(checkPosition(p, 'fill', two).kind).toBe('open');
    const recent = recentEdges([empty, one, two]);
    expect(deadCulprit(p, 'fill', two, recent)).toBeNull();
    expect(deadUndo(p, 'fill', two, recent)).toEqual({ count: 2, edge: edge(p, [[2, 1], [2, 2]]) });
    const h = playHint(p, 'fill', two, recent);
    expect(h.look).toContain('No solution extends this position');
    expect(h.look).toContain('your last 2 lines and marks, back to and including your line (2, 1)–(2, 2)');
    expect(h.edges).toEqual([edge(p, [[2, 1], [2, 2]])]);
  });

  it('Check blames only what the reader drew: not a line the board opened with, nor one Apply drew', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const wrong = edge(p, [[2, 2], [2, 3]]);
    // The board opened with the wrong line already drawn (a link), and the reader drew nothing.
    const opened = position(p, [[[2, 2], [2, 3]]]);
    expect(deadCulprit(p, 'fill', opened, [])).toBe(wrong);
    expect(deadCulprit(p, 'fill', opened, [], { onlyThese: true })).toBeNull();
    const report = checkReport(p, 'fill', opened, recentEdges([opened]), { ownOnly: true });
    expect(report.map((l) => l.kind)).toEqual(['dead']);
    expect(report[0].text).not.toContain('your');
    expect(report[0].edges).toEqual([]);
    // The same line drawn by Apply is not the reader's either; drawn by hand it is, and Check names it.
    const empty = emptyPosition(p);
    expect(recentEdges([empty, opened], [false, true])).toEqual([]);
    const byHand = checkReport(p, 'fill', opened, recentEdges([empty, opened], [false, false]), { ownOnly: true });
    expect(byHand.find((l) => l.kind === 'dead')!.text).toContain('Without your line (2, 2)–(2, 3)');
  });

  it('a position that still has a solution has no culprit', () => {
    const p = board('1..2/..../.1../...2');
    expect(deadCulprit(p, 'fill', emptyPosition(p))).toBeNull();
  });

  it('the live status line says no solution extends a dead position, and "no rule is broken so far" otherwise', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const dead = openStatus(p, 'fill', position(p, [[[2, 2], [2, 3]]]));
    expect(dead.dead).toBe(true);
    expect(dead.text).toContain('no solution extends this position');
    expect(dead.text).not.toContain('so far');
    expect(openStatus(p, 'fill', emptyPosition(p))).toEqual({ dead: false, text: 'No rule is broken so far.' });
  });
});

describe('"Explain from here" takes the edges in the lesson walk’s order', () => {
  it('on the 5×5 example, the plain sweep of the lesson’s walk (rows from the top-left), not the solver’s corner', () => {
    const p = parseExample('pzprjs-5x5.txt');
    const rec = recorder<NumberlinkEvent>();
    // As the lesson's facts trace its walk: the plain sweep.
    runZdd(p, zddParams({ rule: 'fill', sweep: 'rows' }, p), {}, rec.sink);
    const lesson = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step').map((w) => w.edge);
    const explain = explainWalk(p, 'fill', emptyPosition(p));
    expect(explain.steps.map((w) => w.edge)).toEqual(lesson);
    expect(explain.plain).toBe(true);
    expect(explain.steps[0].edge).toEqual([[0, 0], [0, 1]]);
  });

  it('on the tiny 4×4 board, the same order as the lesson’s diagram of it (a sweep along the shorter side from the top-left)', () => {
    const p = parseExample('tiny-4x4.txt');
    const g = runZdd(p, zddParams({ rule: 'fill', sweep: 'shorter' }, p)).graph;
    const lesson = Array.from({ length: g.m }, (_, e) => [g.cellOf[g.a[e]], g.cellOf[g.b[e]]].map((c) => [Math.floor(c / p.width), c % p.width]));
    expect(explainWalk(p, 'fill', emptyPosition(p)).steps.map((w) => w.edge)).toEqual(lesson);
  });

  it('falls back to the solver’s order, and says so, on a board whose plain sweep’s build passes the cap', () => {
    const w = 16;
    const p = board(['1' + '.'.repeat(w - 2) + '2', '.'.repeat(w), '1' + '.'.repeat(w - 2) + '2'].join('/'));
    expect(runZdd(p, zddParams({ rule: 'nikoli', sweep: 'rows', 'max-nodes': PLAIN_WALK_NODES }, p)).diagram).toBeUndefined();
    const explain = explainWalk(p, 'nikoli', emptyPosition(p));
    expect(explain.plain).toBe(false);
    expect(explain.steps.length).toBeGreaterThan(0);
    expect(walkOrderWords(explain)).toContain('solver’s order');
    expect(walkOrderWords({ order: 'x', plain: true })).toContain('plain sweep');
  });
});
