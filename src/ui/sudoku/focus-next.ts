/**
 * After an action removes the button that had focus (a by-hand step replaces
 * its choices), focus moves to the first of the given controls that exists,
 * once the view has redrawn — never to <body>. `preventScroll` where the
 * view brings its own part into view (the board with its step's words).
 */
export function focusNext(root: HTMLElement | null, testIds: readonly string[], options: FocusOptions = {}): void {
  if (typeof window === 'undefined' || !root) return;
  requestAnimationFrame(() => {
    if (root.contains(document.activeElement) && document.activeElement !== document.body) return;
    for (const id of testIds) {
      const el = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (el) {
        el.focus(options);
        return;
      }
    }
  });
}
