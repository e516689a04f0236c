import { describe, expect, it } from 'vitest';
import { cellAction } from '../../src/ui/inequalities/play/cell-action';

describe('what a click on a play board’s cell does', () => {
  it('only chooses the cell the island starts on when the reader has chosen none (Shakashaka)', () => {
    expect(cellAction({ pointerSelectsFirst: true, byPointer: true, cell: 0, chosen: null })).toBe('choose');
  });

  it('chooses another cell first, and cycles the cell the reader chose', () => {
    expect(cellAction({ pointerSelectsFirst: true, byPointer: true, cell: 3, chosen: 0 })).toBe('choose');
    expect(cellAction({ pointerSelectsFirst: true, byPointer: true, cell: 3, chosen: 3 })).toBe('cycle');
  });

  it('cycles at once with Enter or Space, and on a genre where a click cycles (Akari)', () => {
    expect(cellAction({ pointerSelectsFirst: true, byPointer: false, cell: 0, chosen: null })).toBe('cycle');
    expect(cellAction({ pointerSelectsFirst: false, byPointer: true, cell: 0, chosen: null })).toBe('cycle');
  });
});
