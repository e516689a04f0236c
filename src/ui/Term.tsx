/**
 * A term in a lesson, linked to its entry on the glossary page
 * (src/lessons/glossary.ts), where it is defined in a few sentences and
 * linked back to the section that teaches it. Used where a lesson first uses
 * the term, so a reader who meets it can always reach its meaning. An id the
 * glossary lacks fails the build rather than making a dead link.
 */
import type { ComponentChildren, JSX } from 'preact';
import { glossaryEntry } from '../lessons/glossary';

/** The glossary page's address, respecting Astro's `base`. */
export function glossaryHref(id?: string): string {
  const base = import.meta.env.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}glossary/${id ? `#${id}` : ''}`;
}

export default function Term({ id, children }: { id: string; children: ComponentChildren }): JSX.Element {
  const entry = glossaryEntry(id);
  if (!entry) throw new Error(`<Term id="${id}">: no such entry in src/lessons/glossary.ts`);
  return (
    <a class="term" href={glossaryHref(id)} title={`${entry.term}: see the glossary`}>
      {children}
    </a>
  );
}
