/**
 * The play islands' undo keys (in Sudoku's play, Ctrl+Z did nothing
 * right after pressing Check, because only the grid listened). The keys are
 * read by one shared function and heard on the island as a whole.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandUndoKeys, isTextField, undoRedoKey } from '../../src/ui/undo-keys';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
  ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('undoRedoKey', () => {
  it('reads Ctrl+Z as undo and Ctrl+Y or Ctrl+Shift+Z as redo, ⌘ as Ctrl', () => {
    expect(undoRedoKey(press('z', { ctrlKey: true }))).toBe('undo');
    expect(undoRedoKey(press('z', { metaKey: true }))).toBe('undo');
    expect(undoRedoKey(press('y', { ctrlKey: true }))).toBe('redo');
    expect(undoRedoKey(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
  });

  it('leaves other keys alone: a plain z, Ctrl+Alt+Z, Ctrl+C', () => {
    expect(undoRedoKey(press('z'))).toBeNull();
    expect(undoRedoKey(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoRedoKey(press('c', { ctrlKey: true }))).toBeNull();
  });
});

describe('isTextField', () => {
  const el = (inField: boolean) => ({ closest: (sel: string) => (inField && sel.includes('textarea') ? {} : null) }) as unknown as EventTarget;
  it('is true inside a text box (which keeps its own undo), false elsewhere', () => {
    expect(isTextField(el(true))).toBe(true);
    expect(isTextField(el(false))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('islandUndoKeys', () => {
  const run = (key: string, mods: Parameters<typeof press>[1], inField = false) => {
    const calls: string[] = [];
    const handler = islandUndoKeys(() => calls.push('undo'), () => calls.push('redo'));
    let prevented = false;
    const target = { closest: (sel: string) => (inField && sel.includes('input') ? {} : null) };
    handler({ ...press(key, mods), target, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent);
    return { calls, prevented };
  };
  it('calls undo on Ctrl+Z and redo on Ctrl+Y, and keeps the browser from acting on them', () => {
    expect(run('z', { ctrlKey: true })).toEqual({ calls: ['undo'], prevented: true });
    expect(run('y', { ctrlKey: true })).toEqual({ calls: ['redo'], prevented: true });
  });
  it('leaves a text field and other keys alone', () => {
    expect(run('z', { ctrlKey: true }, true)).toEqual({ calls: [], prevented: false });
    expect(run('z', {})).toEqual({ calls: [], prevented: false });
  });
});

describe('the Sudoku play island', () => {
  it('listens for the keys on the island, not only on the grid', () => {
    const play = readFileSync('src/ui/sudoku/SudokuPlay.tsx', 'utf8');
    expect(play).toMatch(/data-testid="sudoku-play"[^>]*onKeyDown=\{onIslandKey\}/);
    expect(play).toMatch(/const onIslandKey = islandUndoKeys\(undo, redo\)/);
    // The grid lets Ctrl keys pass up to the island rather than handling (and stopping) them itself.
    expect(readFileSync('src/ui/sudoku/PlayGrid.tsx', 'utf8')).not.toMatch(/onUndo\(\)/);
  });
});

describe('the Numberlink play island', () => {
  it('listens for the keys on the island, not only on the board', () => {
    const play = readFileSync('src/ui/numberlink/PlayIsland.tsx', 'utf8');
    expect(play).toMatch(/data-testid="nl-play"[^>]*onKeyDown=\{onIslandKey\}/);
    expect(play).toMatch(/const onIslandKey = islandUndoKeys\(undo, redo\)/);
    // The board lets Ctrl keys pass up to the island: handling them there too would undo twice.
    expect(readFileSync('src/ui/numberlink/PlayBoard.tsx', 'utf8')).not.toMatch(/onUndo\(\)|onRedo\(\)/);
  });
});
