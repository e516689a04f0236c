/**
 * Focus follows a solver run between Solve and Cancel (src/ui/SolveButtons.tsx)
 * without scrolling the page: a plain focus() threw a reader who had scrolled on
 * to the first results back up to Solve when the slower solver finished.
 */
import { describe, expect, it } from 'vitest';
import { followRunFocus } from '../../src/ui/SolveButtons';

function button(name: string, calls: string[]) {
  return { focus: (o?: FocusOptions) => calls.push(`${name} ${JSON.stringify(o)}`) };
}

describe('focus following a solver run', () => {
  it('moves from Solve to Cancel when a run starts, and back when it ends, never scrolling', () => {
    const calls: string[] = [];
    const solve = button('solve', calls);
    const cancel = button('cancel', calls);
    followRunFocus(true, solve, solve, cancel);
    followRunFocus(false, cancel, solve, cancel);
    expect(calls).toEqual(['cancel {"preventScroll":true}', 'solve {"preventScroll":true}']);
  });

  it('leaves focus alone when the reader has moved it elsewhere', () => {
    const calls: string[] = [];
    const solve = button('solve', calls);
    const cancel = button('cancel', calls);
    followRunFocus(false, { elsewhere: true }, solve, cancel);
    followRunFocus(true, null, solve, cancel);
    expect(calls).toEqual([]);
  });
});
