/**
 * A roving tabindex: a list of controls is one stop in the Tab order, and
 * the arrow keys, Home and End move between its items (WAI-ARIA Authoring
 * Practices). Returns the element a key should move focus to, or null when the
 * key is not one of them (the caller then lets it do its usual thing).
 */
export function rovingKeyTarget<T extends HTMLElement>(items: readonly T[], event: KeyboardEvent): T | null {
  if (event.altKey || event.ctrlKey || event.metaKey || items.length === 0) return null;
  const at = items.indexOf(event.target as T);
  const last = items.length - 1;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return items[Math.min(last, at + 1)];
    case 'ArrowUp':
    case 'ArrowLeft':
      return items[Math.max(0, at - 1)];
    case 'Home':
      return items[0];
    case 'End':
      return items[last];
    default:
      return null;
  }
}
