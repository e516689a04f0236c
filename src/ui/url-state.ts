/**
 * Small pieces of view state kept in the page's query string, so a link can
 * open a lesson at a given step (?step=12) or board. `replaceState` keeps the
 * back button for real navigation instead of one entry per click.
 * Safe to import anywhere: `window` is only touched when a function runs.
 */

export function readUrlParam(key: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(key);
}

/** Sets (or with `null` removes) one query parameter, leaving the rest alone. */
export function writeUrlParam(key: string, value: string | null): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/**
 * A step number as a link writes it: a whole number from 0, at most nine
 * digits (a stepper clamps it to its last step); null for anything else
 * ("-1", "NaN", "1e9", "2.5"). The one test every reader of a step link uses.
 */
export function stepNumberOf(raw: string): number | null {
  const t = raw.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

/** The step under `key` in the URL, or null when absent or not a step number. */
export function readStepFromUrl(key: string): number | null {
  const raw = readUrlParam(key);
  return raw === null ? null : stepNumberOf(raw);
}
