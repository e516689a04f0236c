/**
 * The by-hand Hint greys out once every variable is decided, and then points
 * (aria-describedby) at the words under it that say why (HandIsland.tsx: all
 * decided, by deduction alone or with n labelled trials); before that it
 * points at nothing. The words themselves: solvedHow. Then the pick panel
 * and the empty list say plainly that nothing is left to pick.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { HandButtons } from '../../src/ui/inequalities/by-hand/HandControls';
import { emptyListWords, solvedHow } from '../../src/ui/inequalities/by-hand/hand-text';
import { HandResult } from '../../src/ui/inequalities/by-hand/HandResult';
import { HandList } from '../../src/ui/inequalities/by-hand/HandList';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import type { HandState } from '../../src/inequalities/hand-state';

const noop = () => {};

describe('the greyed-out Hint', () => {
  it('points at the words that say why', () => {
    const html = renderToString(h(HandButtons, { steps: 3, finished: true, finishedWhy: 'why-1', onUndo: noop, onReset: noop, onHint: noop }));
    expect(html).toMatch(/data-testid="hand-hint" aria-disabled="true" aria-describedby="why-1"/);
  });

  it('points at nothing while Hint still works', () => {
    const html = renderToString(h(HandButtons, { steps: 3, finished: false, finishedWhy: 'why-1', onUndo: noop, onReset: noop, onHint: noop }));
    expect(html).not.toMatch(/aria-describedby/);
  });

  it('says how the board was decided: the labelled trials counted, or deduction alone', () => {
    const steps = (trials: number) => ({ steps: [...Array.from({ length: trials }, () => ({ kind: 'apply', trial: {} })), { kind: 'apply' }] }) as unknown as HandState;
    expect(solvedHow(steps(0))).toBe('by deduction alone');
    expect(solvedHow(steps(2))).toBe('with 2 labelled trials besides the deductions');
  });
});

describe('a board with every cell decided', () => {
  it('says so in the pick panel instead of asking for a pick', () => {
    const html = renderToString(h(HandResult, { judgement: null, mode: 'one', pickedLabels: [], values: [1, 0], words: AKARI_WORDS, nextSum: '(66)', finished: true }));
    expect(html).toContain('Every cell is decided: there is nothing left to pick.');
    expect(html).not.toContain('Pick an inequality');
  });

  it('says why the list is empty: no inequality left to act, not a filter to clear', () => {
    const empty = emptyListWords({ finished: true, cell: null, hideDone: true }, AKARI_WORDS);
    expect(empty).toBe('Every cell is decided, so no inequality is left to force anything: each one holds whatever happens (untick “Hide finished inequalities” to list them).');
    const html = renderToString(h(HandList, { items: [], values: [], picks: [], words: AKARI_WORDS, onPick: noop, onHover: noop, label: 'list', empty, pairMode: false }));
    expect(html).toContain(empty);
    expect(html).not.toContain('Clear the filter');
    expect(emptyListWords({ finished: false, cell: 4, hideDone: true }, AKARI_WORDS)).toMatch(/^No unfinished inequality holds x₅:/);
  });
});
