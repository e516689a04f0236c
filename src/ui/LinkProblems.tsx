/**
 * The values of a page's link that an island could not use, each named in a
 * sentence (src/ui/solver-link.ts reads them), so a shared link that asks for
 * something the page does not have never fails silently.
 */
import type { JSX } from 'preact';

export function LinkProblems({ problems }: { problems: readonly string[] }): JSX.Element | null {
  if (problems.length === 0) return null;
  return (
    <ul class="link-problems" role="alert" data-testid="link-problems">
      {problems.map((p) => <li key={p}>{p}</li>)}
    </ul>
  );
}
