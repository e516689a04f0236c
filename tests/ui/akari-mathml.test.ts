/**
 * The MathML fast path (src/ui/tex-mathml.ts) against KaTeX itself: for every
 * inequality of the example boards' models, every value a step writes, and
 * random linear formulas and sums, it writes KaTeX's MathML byte for byte
 * (less the copy of the source KaTeX adds), and it
 * leaves everything outside its small language to KaTeX. Also the Formula
 * component's choice of path (src/ui/Formula.tsx).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import katex from 'katex';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { inequalityToKatex, pairSumToKatex, rangeToKatex } from '../../src/inequalities/katex';
import { addPair } from '../../src/inequalities/by-hand';
import { makeInequality, type Term } from '../../src/inequalities/inequality';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, variableName } from '../../src/puzzles/akari/model';
import Formula, { MathmlFormulas, typesetNow } from '../../src/ui/Formula';
import { arrayTexToMathml, linearTexToMathml, wrappedLinearMathml } from '../../src/ui/tex-mathml';
import '../../src/ui/tex';

/** KaTeX's MathML less its copy of the source: the namespace, the semantics wrapper and the TeX annotation. */
const katexMathml = (tex: string, display = false) =>
  katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, strict: 'ignore', trust: false })
    .replace(' xmlns="http://www.w3.org/1998/Math/MathML"', '')
    .replace(/<semantics>(.*)<annotation encoding="application\/x-tex">.*<\/annotation><\/semantics>/s, '$1');

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

describe('sums set in columns, as KaTeX writes them in MathML', () => {
  it('every pair of random inequalities, added with random known values', () => {
    const ineq = fc.tuple(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0)), { maxLength: 6 }),
      fc.constantFrom('>=', '<=') as fc.Arbitrary<'>=' | '<='>,
      fc.integer({ min: -4, max: 4 }),
    );
    fc.assert(
      fc.property(ineq, ineq, fc.array(fc.constantFrom(-1, 0, 1), { minLength: 12, maxLength: 12 }), fc.boolean(), (a, b, values, display) => {
        const pair = addPair(makeInequality(a[0] as Term[], a[1], a[2]), makeInequality(b[0] as Term[], b[1], b[2]), values);
        const tex = pairSumToKatex(pair.left, pair.right, pair.sum, (v) => `x_{${v + 1}}`);
        expect(arrayTexToMathml(tex, display)).toBe(katexMathml(tex, display));
      }),
      { numRuns: 300 },
    );
  });
  it('leaves other arrays to KaTeX', () => {
    expect(arrayTexToMathml('\\begin{array}{rl} x^2 & 1 \\end{array}')).toBeNull();
    expect(arrayTexToMathml('\\begin{array}{rl} x & 1 & 2 \\end{array}')).toBeNull();
    expect(arrayTexToMathml('\\begin{matrix} x \\end{matrix}')).toBeNull();
  });
});

describe('long linear formulas in pieces that wrap', () => {
  const text = (html: string) => [...html.matchAll(/<(mi|mn|mo)[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join('');
  it('keeps every term, in order, in pieces of at most a few terms, the relation and right side apart', () => {
    const name = (v: number) => `x_{${v + 1}}`;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 900 }), fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0)), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: -5, max: 5 }), fc.integer({ min: 2, max: 8 }),
        (terms, rhs, per) => {
          const inequality = makeInequality(terms as Term[], '>=', rhs);
          const tex = inequalityToKatex(inequality, name);
          const wrapped = wrappedLinearMathml(tex, per);
          // Terms of one variable are merged, and cancel when their coefficients add up to 0.
          const count = inequality.vars.length;
          if (count <= per) return;
          expect(wrapped).not.toBeNull();
          // The same symbols as the formula in one piece, and each piece is KaTeX's own MathML for its TeX.
          expect(text(wrapped!)).toBe(text(linearTexToMathml(tex)!));
          const pieces = wrapped!.split('<wbr><span class="katex">');
          expect(pieces.length).toBeGreaterThanOrEqual(2);
          for (const piece of pieces.slice(0, -1)) expect((piece.match(/<msub>/g) ?? []).length).toBeLessThanOrEqual(per);
          expect(pieces[pieces.length - 1]).toMatch(/^<math><mrow><mo form="infix">[≥≤]<\/mo>/);
          // Every piece after the first opens with an operator set as in the whole formula (infix), not as a sign.
          for (const piece of pieces.slice(1)) expect(piece).toMatch(/^<math><mrow><mo form="infix">[+−≥≤]<\/mo>/);
        }),
      { numRuns: 200 },
    );
  });
  it('leaves short formulas and lists whole', () => {
    expect(wrappedLinearMathml('x_{1} + x_{2} \\ge 1')).toBeNull();
    expect(wrappedLinearMathml('x_{1}, x_{2}, x_{3}, x_{4}, x_{5}, x_{6}')).toBeNull();
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
    const unknown = renderToString(h(MathmlFormulas, {}, h(Formula, { tex: 'h^*(n)' })));
    expect(unknown).toBe(`<span class="formula">${katex.renderToString('h^*(n)', { output: 'mathml', throwOnError: true, strict: 'ignore', trust: false })}</span>`);
  });
});
