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
    // A new tab, so a reader who looks a term up keeps the lesson where they were (an island's
    // state lives only in the page); the definition also shows on hover and to a screen reader.
    <a class="term" href={glossaryHref(id)} target="_blank" rel="noopener" title={`${entry.term}: ${firstSentence(entry.definition)}`}>
      {children}
      <span class="visually-hidden"> (glossary, opens in a new tab)</span>
    </a>
  );
}

/** The definition's first sentence, for the link's tooltip (markup-free text). */
function firstSentence(text: string): string {
  const plain = text.replace(/<[^>]+>/g, '');
  const end = plain.search(/[.!?](\s|$)/);
  return end < 0 ? plain : plain.slice(0, end + 1);
}
