/**
 * The stepper's keys from anywhere in the view it drives. A click on a board,
 * a picture or its words focuses nothing, so the stepper's keys (stepper-keys.ts:
 * ← → Home End, Space play or pause) went to the page, and Space scrolled it
 * instead of stepping: readers pressed Space after looking at the board and saw
 * nothing happen. The view takes focus on a click (tabIndex -1) and hands such a
 * key to its stepper: focus moves to the stepper's group, so the next keys go
 * there directly, and the key is played on it. A control that answers the key
 * itself (a button presses on Space, a field types, a fold opens) keeps it.
 */
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', ' ']);
// A box that scrolls has its own tab stop and arrow keys (scroll-boxes.ts), as has any control.
const OWN_KEYS = 'button, a[href], input, select, textarea, summary, [role="slider"], [contenteditable="true"], [data-scroll-focus]';

export function stepperViewKeyHandler(stepperId: string) {
  return (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !KEYS.has(event.key)) return;
    const target = event.target as HTMLElement | null;
    const view = event.currentTarget as HTMLElement | null;
    const stepper = view?.querySelector<HTMLElement>(`#stepper-${stepperId}`);
    if (!target || !stepper || stepper.contains(target) || target.closest(OWN_KEYS)) return;
    event.preventDefault();
    stepper.focus({ preventScroll: true });
    const { key, code, shiftKey } = event;
    stepper.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
  };
}
