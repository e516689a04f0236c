/**
 * A press on the Play board (src/ui/numberlink/play-press.ts) gives the board
 * the focus, so Ctrl+Z / Ctrl+Y work right after a drawing by mouse.
 */
import { describe, expect, it } from 'vitest';
import { startPress } from '../../src/ui/numberlink/play-press';

function press() {
  const calls: string[] = [];
  const e = {
    pointerId: 7,
    preventDefault: () => calls.push('prevent'),
    currentTarget: {
      focus: (o?: FocusOptions) => calls.push(`focus ${JSON.stringify(o)}`),
      setPointerCapture: (id: number) => calls.push(`capture ${id}`),
    },
  };
  return { e, calls };
}

describe('a press on the Play board', () => {
  it('focuses the board without scrolling, captures the pointer and starts the drag at the cell', () => {
    const { e, calls } = press();
    expect(startPress(e, 4)).toBe(4);
    expect(calls).toEqual(['focus {"preventScroll":true}', 'prevent', 'capture 7']);
  });

  it('focuses the board on a press in its margin too, but starts no drag there', () => {
    const { e, calls } = press();
    expect(startPress(e, null)).toBeNull();
    expect(calls).toEqual(['focus {"preventScroll":true}']);
  });
});
