/**
 * The worded sign a box shows while it scrolls down and still hides content
 * below (`useMoreBelow` says when). One look everywhere: the class
 * `more-below` in src/styles/shared-css.ts; a box with padding moves it onto
 * its edge in its own styles.
 */
import type { JSX } from 'preact';

export function MoreBelowSign({ what, testId }: { what: string; testId: string }): JSX.Element {
  return <p class="more-below" aria-hidden="true" data-testid={testId}>▼ more below: scroll this {what}</p>;
}
