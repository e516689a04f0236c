/**
 * Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes (⌘ on a Mac): the keys every
 * play and by-hand island listens for on the island as a whole, so they work wherever
 * focus is inside it (on the board, or on a button such as Check just pressed).
 */

export type UndoKeyAction = 'undo' | 'redo';

/** The action a key press asks for, or null for any other key. */
export function undoRedoKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): UndoKeyAction | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z' && !e.shiftKey) return 'undo';
  if (key === 'y' || (key === 'z' && e.shiftKey)) return 'redo';
  return null;
}

/** A text field keeps its own Ctrl+Z (undoing typing), so an island leaves key presses there alone. */
export function isTextField(target: EventTarget | null): boolean {
  const el = target as Element | null;
  return !!el?.closest?.('input, textarea, select, [contenteditable="true"]');
}

/**
 * The island-wide key handler: Ctrl+Z calls `undo`, Ctrl+Y `redo`, anywhere in
 * the island except a text field (which keeps its own).
 */
export function islandUndoKeys(undo: () => void, redo: () => void): (e: KeyboardEvent) => void {
  return (e) => {
    const action = undoRedoKey(e);
    if (!action || isTextField(e.target)) return;
    e.preventDefault();
    if (action === 'undo') undo();
    else redo();
  };
}
