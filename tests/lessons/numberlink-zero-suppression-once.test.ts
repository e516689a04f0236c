/**
 * Zero suppression is defined once, in the Numberlink lesson's paragraph that
 * names the ZDD (where the term is first used), and the worked example of it
 * further down points back there instead of defining it a second time (a
 * reader found the definition split between the two places).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lesson = readFileSync('content/lessons/04-numberlink.mdx', 'utf8');
const count = (text: string, what: string | RegExp) => text.split(what).length - 1;

describe('the Numberlink lesson defines zero suppression in one place', () => {
  const named = lesson.indexOf('*zero-suppressed binary decision diagram*');
  const worked = lesson.indexOf('data-testid="worked-suppress"');
  const definition = lesson.indexOf('**zero suppression**');

  it('the definition, with what happens to the arcs into a removed node and what a skipped level means, sits in the paragraph that names the ZDD', () => {
    expect(named).toBeGreaterThan(0);
    expect(definition).toBeGreaterThan(named);
    expect(definition).toBeLessThan(worked);
    // The paragraph, its before-and-after picture and the sentences right after it (dead ends, the second rule).
    const paragraph = lesson.slice(named, lesson.indexOf('<details>', named));
    expect(paragraph).toContain('<SuppressPicture s={S} />');
    // What "adds no information" means is said first (a reader could not tell what "tells nothing" meant).
    // The "zero" of the name is ⊥, named where it is meant (not "it"), with one name (no second name "0-terminal").
    expect(paragraph).toContain("*Zero-suppressed*: when a node's 1-arc leads to ⊥, every\nsolution through the node leaves its edge out, so the node adds no information");
    expect(lesson).not.toContain('0-terminal');
    // What happens to dead ends is said here, on the main path, not only in a fold.
    expect(paragraph).toMatch(/A dead end goes too: the dead ends below it go first, so by its turn its 1-arc ends at ⊥ as well/);
    // The count of dead ends agrees in number with its noun (a reader read "the 1 dead ends among them").
    expect(paragraph).toContain("{S.deadEnds === 1 ? 'the one dead end' : `the ${S.deadEnds} dead ends`} among them");
    // The second rule is named where it first appears.
    expect(paragraph).toContain('**merging equal nodes**');
    expect(paragraph).toContain('**zero suppression** removes every such node');
    expect(paragraph).toMatch(/straight on to its 0-child/);
    expect(paragraph).toMatch(/skips a level means "that edge is left out"/);
  });

  it('is said once: the worked example points back to it and keeps only its example and why nothing is lost', () => {
    expect(count(lesson, '**zero suppression**')).toBe(1);
    expect(count(lesson, /straight on to its 0-child/)).toBe(1);
    expect(count(lesson, /skips a level means/)).toBe(1);
    const example = lesson.slice(worked, lesson.indexOf('</div>', worked));
    expect(example).toMatch(/by zero suppression\*\* \(defined above\)/);
    expect(example).toMatch(/Why nothing is lost/);
  });
});
