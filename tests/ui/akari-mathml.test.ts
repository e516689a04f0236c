/**
 * The MathML fast path (src/ui/tex-mathml.ts) against KaTeX itself: for every
 * inequality of the example boards' models, every value a step writes, and
 * random linear formulas, it writes KaTeX's MathML byte for byte, and it
 * leaves everything outside its small language to KaTeX. Also the Formula
 * component's choice of path (src/ui/Formula.tsx).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import katex from 'katex';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { inequalityToKatex, rangeToKatex } from '../../src/inequalities/katex';
import { makeInequality, type Term } from '../../src/inequalities/inequality';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, variableName } from '../../src/puzzles/akari/model';
import Formula, { MathmlFormulas, typesetNow } from '../../src/ui/Formula';
import { linearTexToMathml } from '../../src/ui/tex-mathml';
import '../../src/ui/tex';

const katexMathml = (tex: string, display = false) => katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, strict: 'ignore', trust: false });

describe('linear formulas as KaTeX writes them in MathML', () => {
  it('every inequality of the example boards, inline and displayed', () => {
    for (const id of ['easy-7x7', 'tricky-7x7', 'hard-7x7', 'pzprjs-6x6']) {
      const parsed = parseAkari(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const model = buildAkariModel(parsed.puzzle);
      const name = variableName(model);
      for (const c of model.constraints) {
        for (const form of ['auto', 'ge', 'le'] as const) {
          const tex = inequalityToKatex(c.inequality, name, { form });
          expect(linearTexToMathml(tex)).toBe(katexMathml(tex));
          expect(linearTexToMathml(tex, true)).toBe(katexMathml(tex, true));
        }
      }
      const v = model.variables.length;
      expect(linearTexToMathml(`${name(v - 1)} = 1`)).toBe(katexMathml(`${name(v - 1)} = 1`));
      expect(linearTexToMathml(rangeToKatex(2, [0, 1, 2], 2, name))).toBe(katexMathml(rangeToKatex(2, [0, 1, 2], 2, name)));
    }
  });

  it('random linear inequalities and lists of names', () => {
    const term = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -4, max: 4 }).filter((c) => c !== 0));
    fc.assert(
      fc.property(fc.array(term, { maxLength: 8 }), fc.constantFrom('>=', '<=') as fc.Arbitrary<'>=' | '<='>, fc.integer({ min: -30, max: 30 }),
        fc.constantFrom((v: number) => `x_{${v + 1}}`, (v: number) => 'abcdefghij'[v % 10], (v: number) => `y_${v % 10}`),
        (terms, sense, rhs, name) => {
          const ineq = makeInequality(terms as Term[], sense, rhs);
          const tex = inequalityToKatex(ineq, name);
          expect(linearTexToMathml(tex)).toBe(katexMathml(tex));
          const list = [...new Set(terms.map(([v]) => name(v)))].join(', ');
          if (list) expect(linearTexToMathml(list)).toBe(katexMathml(list));
        }),
      { numRuns: 300 },
    );
  });

  it('leaves anything else to KaTeX', () => {
    for (const tex of ['\\begin{array}{rl} x & \\ge 1 \\end{array}', 'x^2', 'h(n)', '1 2', '1.5', 'x_{a}', '\\frac{1}{2}', '\\ldots', 'x_{1', '', '   ']) {
      expect(linearTexToMathml(tex)).toBeNull();
    }
  });
});

describe('Formula', () => {
  it('writes a linear formula as MathML without KaTeX where the output is MathML, and asks KaTeX otherwise', () => {
    expect(typesetNow('x_{3} + x_{4} \\ge 1', false, 'mathml')).toEqual({ ok: true, html: katexMathml('x_{3} + x_{4} \\ge 1') });
    const inside = renderToString(h(MathmlFormulas, {}, h(Formula, { tex: 'x_{3} \\le 1' })));
    expect(inside).toContain('<math');
    expect(inside).not.toContain('katex-html');
    const outside = renderToString(h(Formula, { tex: 'x_{3} \\le 1' }));
    expect(outside).toContain('katex-html');
    const array = renderToString(h(MathmlFormulas, {}, h(Formula, { tex: '\\begin{array}{rl} x & \\ge 1 \\end{array}', display: true })));
    expect(array).toContain('<mtable');
  });
});
