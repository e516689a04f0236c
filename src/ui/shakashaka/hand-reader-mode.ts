/**
 * The by-hand mode the reader chose ("Apply one" or "Add two") survives a
 * hint. A hint that finds one inequality that forces has to show it in
 * "Apply one" mode (only there is a single pick judged and applied), so it
 * switches the mode for that one step; once the step is applied, undone or
 * left (another cell, Reset), the reader's own choice comes back. Without
 * this, one hint in "Add two" mode left the radio on "Apply one" for good.
 */
import type { HandAction, HandMode } from '../../inequalities/hand-state';

/** Actions that end a hint's step: after them the hint's temporary mode gives way to the reader's. */
const ENDS_HINT: ReadonlySet<HandAction['type']> = new Set(['apply', 'undo', 'reset', 'cell']);

/** The reader's mode after the reader's own `action` (a hint's mode switch never passes here). */
export function readerModeAfter(readerMode: HandMode, action: HandAction): HandMode {
  return action.type === 'mode' ? action.mode : readerMode;
}

/** Said with a hint that switched the mode for its step. */
export const HINT_MODE_NOTE = 'It is shown in “Apply one inequality” mode for this step; “Add two inequalities” comes back after Apply.';

/** The action that puts the reader's mode back after `action`, or null when nothing needs to change. */
export function restoreReaderMode(readerMode: HandMode, modeNow: HandMode, action: HandAction): HandAction | null {
  return ENDS_HINT.has(action.type) && modeNow !== readerMode ? { type: 'mode', mode: readerMode } : null;
}
