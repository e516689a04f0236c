/**
 * The by-hand Hint greys out once every variable is decided, and then points
 * (aria-describedby) at the words under it that say why (HandIsland.tsx: all
 * decided, by deduction alone or with n labelled trials); before that it
 * points at nothing. The words themselves: solvedHow.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { HandButtons } from '../../src/ui/inequalities/by-hand/HandControls';
import { solvedHow } from '../../src/ui/inequalities/by-hand/hand-text';
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
