/**
 * One name per thing in the Shakashaka lesson: family E is called the same
 * in the lesson's text and in the solver's table of families, and the engine
 * lane's one-line summary names every stage the lesson lists, look-ahead included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { methodInWords } from '../../src/export/method-words';
import { FAMILIES, MODEL_VARIANTS } from '../../src/puzzles/shakashaka/model/families';

const lesson = readFileSync('content/lessons/05-shakashaka.mdx', 'utf8');
const island = readFileSync('src/ui/shakashaka/ShakashakaSolverIsland.tsx', 'utf8');

describe('the Shakashaka lesson names each thing once', () => {
  it('family E: the solver table’s title is the lesson’s wording', () => {
    expect(lesson).toContain(`family, E: ${FAMILIES.E.title}.`);
    expect(FAMILIES.E.title).not.toMatch(/non-local|nested/);
  });

  it('the engine lane’s summary names forcing, sums, look-ahead with chain sums and trials, in the lesson’s order', () => {
    const blurb = /<p class="sk-small">(Forcing[^<]*)<\/p>/.exec(island)?.[1] ?? '';
    const order = ['Forcing', 'sums aimed at one variable', 'look-ahead with chain sums', 'labelled trials'].map((w) => blurb.indexOf(w));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('the export’s method words use the lesson’s names for the models and the engine’s stages', () => {
    for (const model of Object.keys(MODEL_VARIANTS)) {
      const words = methodInWords('shakashaka', 'steps', { model });
      expect(words).not.toMatch(/non-local/);
    }
    // The solver's model picker says these words too (ShakashakaSolverIsland's model names).
    expect(methodInWords('shakashaka', 'steps', { model: 'A-D+F' })).toContain('the corrected model, without E');
    expect(island).toContain('the corrected model, without E');
    const stages = ['forcing', 'sums aimed at one variable', 'look-ahead with chain sums', 'labelled trials'].map((w) => methodInWords('shakashaka', 'steps', { model: 'A-E' }).indexOf(w));
    expect(stages.every((i) => i >= 0)).toBe(true);
    expect([...stages].sort((a, b) => a - b)).toEqual(stages);
  });
});
