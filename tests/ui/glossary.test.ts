/**
 * The glossary the lessons link to: every term a lesson links exists, every
 * entry points at a section its lesson really has, and the Shakashaka lesson's
 * recap links each term it leans on from the Akari lesson.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryEntry, sectionAnchor } from '../../src/lessons/glossary';

/** Every MDX file of a lesson: content/lessons/NN-<slug>.mdx and the parts in content/lessons/<slug>/. */
function lessonText(slug: string): string {
  const dir = 'content/lessons';
  const main = readdirSync(dir).filter((f) => f.replace(/^\d+-/, '') === `${slug}.mdx`);
  const parts = readdirSync(dir).includes(slug) ? readdirSync(join(dir, slug)).map((f) => join(slug, f)) : [];
  return [...main, ...parts].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}

/** Every lesson's slug, from content/lessons/NN-<slug>.mdx. */
const LESSONS = readdirSync('content/lessons').filter((f) => /^\d+-.+\.mdx$/.test(f)).map((f) => f.replace(/^\d+-/, '').replace(/\.mdx$/, ''));

const termIds = (text: string) => [...text.matchAll(/<Term id="([^"]+)"/g)].map((m) => m[1]);

describe('the glossary', () => {
  it('has every term a lesson links, once each', () => {
    const all = LESSONS.flatMap((slug) => termIds(lessonText(slug)));
    expect(all.length).toBeGreaterThan(0);
    for (const id of all) expect(glossaryEntry(id), id).toBeDefined();
    expect(new Set(GLOSSARY.map((e) => e.id)).size).toBe(GLOSSARY.length);
  });

  it('points every entry at a heading its lesson has', () => {
    for (const e of GLOSSARY) {
      const headings = [...lessonText(e.taught.lesson).matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1].trim());
      expect(headings, `${e.id}: ${e.taught.section}`).toContain(e.taught.section);
    }
  });

  it('writes a heading’s anchor as the MDX does', () => {
    expect(sectionAnchor('Forcing: when one inequality leaves no choice')).toBe('forcing-when-one-inequality-leaves-no-choice');
    expect(sectionAnchor('When the method stalls: a trial, labelled as one')).toBe('when-the-method-stalls-a-trial-labelled-as-one');
    expect(sectionAnchor('The board as 0s and 1s')).toBe('the-board-as-0s-and-1s');
  });

  it('is linked from the Shakashaka lesson for each idea it takes from the Akari lesson', () => {
    const linked = new Set(termIds(lessonText('shakashaka')));
    for (const id of ['slack', 'coefficient', 'forcing', 'fixpoint', 'sum', 'chain-sum', 'trial', 'branch-and-bound', 'presolve']) {
      expect(linked.has(id), id).toBe(true);
    }
  });

  it('every entry is used: linked from a lesson, so a reader reaches it from where the term appears', () => {
    const linked = new Set(LESSONS.flatMap((slug) => termIds(lessonText(slug))));
    for (const e of GLOSSARY) expect(linked.has(e.id), e.id).toBe(true);
  });
});
