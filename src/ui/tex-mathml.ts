/**
 * The MathML that KaTeX writes (output 'mathml') for the simplest formulas,
 * made without KaTeX: linear expressions and inequalities such as
 * `x_{12} - 2x_{3} \ge -1`, `a + b`, `x_{7} = 1`, `x_{1}, x_{2}`. These are
 * nearly all the formulas an island shows (an Akari board's inequalities,
 * the values a step settles), so an island can list hundreds of them without
 * loading KaTeX and at the cost of building a string; the browser typesets
 * MathML itself. Anything outside this small language returns null, and the
 * caller asks KaTeX (src/ui/Formula.tsx).
 *
 * The output is byte for byte KaTeX's (tests/ui/akari-mathml.test.ts holds
 * it to that), so a page rendered on the server with KaTeX and hydrated with
 * this in the browser, or the other way round, agree.
 *
 * The language: numbers (digits), single letters with an optional numeric
 * subscript (`x_{12}` or `x_1`), the operators + − = , and \ge \geq \le \leq,
 * separated by any spaces.
 */

const OPERATORS: Record<string, string> = {
  '+': '<mo>+</mo>',
  '-': '<mo>−</mo>',
  '=': '<mo>=</mo>',
  ',': '<mo separator="true">,</mo>',
};

const COMMANDS: Record<string, string> = { ge: '≥', geq: '≥', le: '≤', leq: '≤' };

/** As KaTeX escapes the TeX source in its annotation. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isLetter = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');

/** The body inside `<mrow>`, or null when the TeX leaves the language. */
function body(tex: string): string | null {
  let out = '';
  let i = 0;
  const n = tex.length;
  // KaTeX joins numbers that meet ("1 2" is 12): such input is left to it.
  let afterNumber = false;
  while (i < n) {
    const ch = tex[i];
    if (ch === ' ') {
      i++;
      continue;
    }
    const number = isDigit(ch);
    if (number && afterNumber) return null;
    afterNumber = number;
    if (number) {
      let j = i;
      while (j < n && isDigit(tex[j])) j++;
      if (tex[j] === '.' || tex[j] === '_' || tex[j] === '^') return null;
      out += `<mn>${tex.slice(i, j)}</mn>`;
      i = j;
    } else if (isLetter(ch)) {
      i++;
      if (tex[i] === '^') return null;
      if (tex[i] !== '_') {
        out += `<mi>${ch}</mi>`;
        continue;
      }
      i++;
      let sub: string;
      if (tex[i] === '{') {
        const close = tex.indexOf('}', i);
        if (close < 0) return null;
        sub = tex.slice(i + 1, close);
        i = close + 1;
      } else {
        sub = tex[i] ?? '';
        i++;
      }
      if (sub.length === 0 || ![...sub].every(isDigit)) return null;
      if (tex[i] === '^' || tex[i] === '_') return null;
      out += `<msub><mi>${ch}</mi><mn>${sub}</mn></msub>`;
    } else if (ch in OPERATORS) {
      out += OPERATORS[ch];
      i++;
    } else if (ch === '\\') {
      let j = i + 1;
      while (j < n && isLetter(tex[j])) j++;
      const symbol = COMMANDS[tex.slice(i + 1, j)];
      if (symbol === undefined) return null;
      out += `<mo>${symbol}</mo>`;
      i = j;
    } else {
      return null;
    }
  }
  return out;
}

/**
 * KaTeX's MathML for `tex` when it is a simple linear formula (see above),
 * inline or as a display block; null otherwise.
 */
export function linearTexToMathml(tex: string, display = false): string | null {
  const inner = body(tex);
  if (inner === null || inner === '') return null;
  const block = display ? ' display="block"' : '';
  return `<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"${block}><semantics><mrow>${inner}</mrow><annotation encoding="application/x-tex">${escapeText(tex)}</annotation></semantics></math></span>`;
}
