/**
 * What the sliding lesson's first-time readers named, checked without a browser: a cancelled search
 * says the lower bound it had proven, as a time-out does; part 5's verdict fits a finish the solver played there
 * (it said "Press Solve above" beside "Played all 9 moves"); the lookup stepper's steps have headings that say
 * which lookup they belong to; Play shows an answer's moves at about a move a second; the ready example of the
 * time limit is one of the hardest positions, with a short limit; the search's progress line counts iterations
 * only, not "steps" this lesson never defines.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { IterationEvent, RootEvent, SlidingEvent } from '../../src/puzzles/sliding/events';
import { cancelSentence, provenWords } from '../../src/ui/sliding/RunStatus';
import type { SlidingRun } from '../../src/ui/sliding/sliding-run';
import { followedFinish, verdict, type HelpedFinish } from '../../src/ui/sliding/PlayMode';
import { MOVE_DWELL_MS, moveDwellMs, ROSE_DWELL_MS } from '../../src/ui/sliding/AnswerPanel';
import { boardsAlong } from '../../src/ui/sliding/StepBoards';
import { explainManhattanLc } from '../../src/puzzles/sliding/heuristics/manhattan';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { parity } from '../../src/puzzles/sliding/parity';
import { readInstances } from '../../src/puzzles/sliding/instances-node';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { EXAMPLES, HARD_LIMIT_SEC } from '../../src/lessons/sliding/examples';
import { RunProgress } from '../../src/ui/RunProgress';

const root: RootEvent = { kind: 'root', depth: 0, heuristic: 'Manhattan + linear conflicts', h: 40 };
const iteration = (bound: number, nextBound: number | null, found = false): IterationEvent => ({
  kind: 'iteration', depth: 0, bound, nodes: 10, totalNodes: 100, nextBound, found, ms: 5,
});
const run = (patch: Partial<SlidingRun>): SlidingRun => ({
  phase: 'cancelled', progress: 1, progressLabel: '', live: null, liveSteps: [], reply: null, key: 'k',
  request: { method: 'ida', limitMs: 15000 }, elapsedMs: 900, prepareMs: 10, message: '', ...patch,
});

describe('a cancelled search keeps what it proved', () => {
  it('says the next bound after the last finished iteration as the proven lower bound', () => {
    const steps: SlidingEvent[] = [root, iteration(40, 42), iteration(42, 44)];
    const words = cancelSentence(run({ liveSteps: steps }), false);
    expect(words).toMatch(/^Cancelled: the search stopped during iteration 3 \(bound 44\)/);
    expect(words).toContain('no solution is shorter than 44 moves');
    expect(words).toContain('iterations 1 to 2 (up to bound 42) had finished without reaching the goal');
  });
  it('before any iteration finished, the start estimate is the bound', () => {
    expect(provenWords([root])).toContain('no solution is shorter than 40 moves');
    expect(provenWords([root])).toContain('iteration 1 (bound 40)');
  });
  it('says nothing proven when the search had no estimate yet', () => {
    expect(cancelSentence(run({ liveSteps: [] }), false)).toBe('Cancelled: the search stopped and its work so far is dropped. Solve again whenever you like.');
  });
});

describe('part 5’s verdict after the solver’s own finish', () => {
  const fromStart: HelpedFinish = { before: [], moves: [14, 15, 12], optimal: true };
  it('treats a shortest finish from the start board as the answer', () => {
    expect(verdict(3, null, followedFinish([14, 15, 12], fromStart))).toMatch(/^That is a shortest solution/);
  });
  it('from a later board, says what it is shortest from, and never "Press Solve" beside it', () => {
    const later: HelpedFinish = { before: [13, 13], moves: [14, 15, 12], optimal: true };
    const words = verdict(5, null, followedFinish([13, 13, 14, 15, 12], later));
    expect(words).toContain('Your first 2 moves, then the solver’s 3 moves: a shortest finish from there');
    expect(words).not.toMatch(/Press Solve/);
  });
  it('moves along the plan made by hand are the reader’s, not the solver’s', () => {
    const later: HelpedFinish = { before: [13, 13], moves: [14, 15, 12], optimal: true };
    const followed = followedFinish([13, 13, 14, 15, 12], later);
    const byHand = verdict(5, null, followed, 3);
    expect(byHand).toContain('Your first 2 moves, then you followed the solver’s plan for the last 3 moves: a shortest finish');
    expect(byHand).not.toContain('then the solver’s 3 moves');
    expect(verdict(5, null, followed, 1)).toContain('the solver’s plan for the last 3 moves (you slid 1 by hand, its buttons played 2)');
  });
  it('a finish the reader left is not claimed', () => {
    expect(followedFinish([14, 12], fromStart)).toBeNull();
    expect(verdict(2, null, followedFinish([14, 12], fromStart))).toMatch(/^Press Solve in part 3/);
  });
});

describe('Play at 1× on the answer', () => {
  it('shows a plain move about a second, and a move whose estimate rose long enough to read why', () => {
    const p = parseSliding(EXAMPLES.find((e) => e.id === 'hardest-8')!.text);
    if (!p.ok) throw new Error('example');
    const moves = solveSliding(p.puzzle, {}).solution!.moves;
    const boards = boardsAlong(p.puzzle, moves);
    let rose = 0;
    for (let k = 1; k < boards.length; k++) {
      const up = explainManhattanLc(boards[k], 3).total > explainManhattanLc(boards[k - 1], 3).total;
      rose += up ? 1 : 0;
      expect(moveDwellMs(boards, 3, k)).toBe(up ? ROSE_DWELL_MS : MOVE_DWELL_MS);
    }
    expect(rose).toBeGreaterThan(0);
    expect(MOVE_DWELL_MS).toBeLessThanOrEqual(1500);
  });
});

describe('the ready example of the time limit', () => {
  it('is one of the 80-move positions, solvable, with a short limit in its label', () => {
    const ex = EXAMPLES.find((e) => e.limitSec !== undefined)!;
    expect(ex.limitSec).toBe(HARD_LIMIT_SEC);
    expect(ex.label).toContain(`${HARD_LIMIT_SEC} s limit`);
    const p = parseSliding(ex.text);
    if (!p.ok) throw new Error(p.error.message);
    expect(parity(p.puzzle).solvable).toBe(true);
    const hardest = readInstances('hardest80').map((i) => i.tiles.join(' '));
    expect(hardest).toContain(p.puzzle.tiles.join(' '));
  });
});

describe('the search’s progress line', () => {
  it('can leave the stepper’s step count out where the island counts iterations itself', () => {
    const live = { steps: 7, events: 7, elapsedMs: 100, recent: [] };
    const solving = run({ phase: 'solving', live, elapsedMs: 500, prepareMs: 0 });
    expect(renderToString(h(RunProgress, { run: solving, liveDetail: 'iteration 5 finished', stepsWords: null }))).not.toMatch(/step/);
    expect(renderToString(h(RunProgress, { run: solving }))).toContain('7 steps for the stepper so far');
  });

  it('says what its percentage is a share of: the time limit, not the search', () => {
    const live = { steps: 7, events: 7, elapsedMs: 100, recent: [] };
    const solving = run({ phase: 'solving', live, elapsedMs: 500, prepareMs: 0, request: { method: 'ida', limitMs: 60_000 } });
    const html = renderToString(h(RunProgress, { run: solving, stepsWords: null }));
    expect(html).toMatch(/data-testid="run-progress-solve-value"[^>]*>1% of the time limit</);
    expect(html).not.toMatch(/>\d+%</);
  });
});
