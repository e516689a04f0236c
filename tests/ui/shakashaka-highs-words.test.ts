/**
 * HiGHS's step in the trace says what its node count means for the result it
 * got: "zero nodes … already gave an answer" only with an answer; a proof
 * that no filling exists is said as such, and how (the relaxation alone, or
 * every part split off).
 */
import { describe, expect, it } from 'vitest';
import { describeShakashakaStep, highsNodesWords } from '../../src/ui/shakashaka/step-words';
import { shakashakaWords } from '../../src/puzzles/shakashaka/vocabulary';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';

const parsed = parseShakashaka('2..\n...\n..2');
if (!parsed.ok) throw new Error(parsed.error.message);
const words = shakashakaWords(parsed.puzzle);
const mip = (status: string, nodes: number | null): ShakashakaEvent => ({ kind: 'mip', depth: 0, solver: 'HiGHS', status, nodes, variables: 35, rows: 115, inequalities: 140, cuts: 0, ms: 1 }) as ShakashakaEvent;

describe('HiGHS step words', () => {
  it('explains zero nodes as an answer found without splitting only when there is an answer', () => {
    const text = describeShakashakaStep(mip('optimal', 0), [], words).text;
    expect(text).toMatch(/Zero nodes means it never had to split the problem/);
    // "relaxation" is said in plain words where it is used.
    expect(text).toMatch(/the first relaxation \(the same problem with every variable allowed anywhere from 0 to 1, not just 0 or 1\)/);
  });

  it('says an unsolvable board was proved to have no solution, and how, never that an answer was found', () => {
    const none = describeShakashakaStep(mip('infeasible', 0), [], words).text;
    expect(none).toMatch(/a proof that no filling satisfies every inequality/);
    expect(none).toMatch(/already has no answer at all, so no answer in whole numbers exists either/);
    expect(none).not.toMatch(/gave an answer/);
    const split = describeShakashakaStep(mip('infeasible', 7), [], words).text;
    expect(split).toMatch(/every one of the 7 smaller problems ended without an answer/);
    expect(split).not.toMatch(/Zero nodes/);
  });

  it('says nothing about nodes when HiGHS reported none', () => {
    expect(highsNodesWords('optimal', null)).toBe('');
    expect(highsNodesWords('timeLimit', 0)).toBe('');
  });
});
