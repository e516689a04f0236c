/**
 * The MathML that KaTeX writes (output 'mathml') for the simplest formulas,
 * less its copy of the TeX source (the annotation, and the namespace the
 * HTML parser supplies anyway), made without KaTeX: linear expressions and inequalities such as
 * `x_{12} - 2x_{3} \ge -1`, `a + b`, `x_{7} = 1`, `x_{1}, x_{2}`. These are
 * nearly all the formulas an island shows (an Akari board's inequalities,
 * the values a step settles), so an island can list hundreds of them without
 * loading KaTeX and at the cost of building a string; the browser typesets
 * MathML itself. Anything outside this small language returns null, and the
 * caller asks KaTeX (src/ui/Formula.tsx).
 *
 * The output is KaTeX's byte for byte but for the source it leaves out
 * (tests/ui/akari-mathml.test.ts holds it to that), and a list of hundreds
 * of inequalities is then a third lighter. The server and the browser both
 * write formulas this way, so a page and its hydrated island agree.
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

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isLetter = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');

/** The MathML nodes of a linear formula, in order, or null when the TeX leaves the language. */
function nodes(tex: string): string[] | null {
  const out: string[] = [];
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
      out.push(`<mn>${tex.slice(i, j)}</mn>`);
      i = j;
    } else if (isLetter(ch)) {
      i++;
      if (tex[i] === '^') return null;
      if (tex[i] !== '_') {
        out.push(`<mi>${ch}</mi>`);
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
      out.push(`<msub><mi>${ch}</mi><mn>${sub}</mn></msub>`);
    } else if (ch in OPERATORS) {
      out.push(OPERATORS[ch]);
      i++;
    } else if (ch === '\\') {
      let j = i + 1;
      while (j < n && isLetter(tex[j])) j++;
      const symbol = COMMANDS[tex.slice(i + 1, j)];
      if (symbol === undefined) return null;
      out.push(`<mo>${symbol}</mo>`);
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
  const inner = nodes(tex);
  if (inner === null || inner.length === 0) return null;
  return wrap(`<mrow>${inner.join('')}</mrow>`, display);
}

function wrap(content: string, display: boolean): string {
  return `<span class="katex"><math${display ? ' display="block"' : ''}>${content}</math></span>`;
}

const ALIGN: Record<string, string> = { r: 'right', c: 'center', l: 'left' };

/** One cell of an array as KaTeX writes it: one node bare, several in an mrow, a lone relation without spacing. */
function cell(tex: string): string | null {
  const inner = nodes(tex);
  if (inner === null) return null;
  let content: string;
  if (inner.length === 1) content = inner[0].replace(/^<mo>([≥≤=])<\/mo>$/, '<mo lspace="0em" rspace="0em">$1</mo>');
  else content = `<mrow>${inner.join('')}</mrow>`;
  return `<mtd><mstyle scriptlevel="0" displaystyle="false">${content}</mstyle></mtd>`;
}

/**
 * KaTeX's MathML for an array of linear cells, `\begin{array}{rr…cl} a & b \\ … \hline … \end{array}`:
 * the inequalities of a sum set one under the other, each variable in its
 * column, with a rule above the sum (src/inequalities/katex.ts, pairSumToKatex).
 * Null for anything else.
 */
export function arrayTexToMathml(tex: string, display = false): string | null {
  const m = /^\\begin\{array\}\{([rcl]+)\}(.*)\\end\{array\}$/s.exec(tex.trim());
  if (!m) return null;
  const spec = [...m[1]];
  const rows = m[2].split('\\\\');
  const lines: string[] = [];
  const out: string[] = [];
  for (let k = 0; k < rows.length; k++) {
    let row = rows[k].trim();
    const ruled = row.startsWith('\\hline');
    if (ruled) row = row.slice('\\hline'.length);
    if (k > 0) lines.push(ruled ? 'solid' : 'none');
    else if (ruled) return null;
    const cells = row.split('&');
    if (cells.length !== spec.length || cells.some((c) => c.includes('\\hline'))) return null;
    const written = cells.map(cell);
    if (written.some((c) => c === null)) return null;
    out.push(`<mtr>${written.join('')}</mtr>`);
  }
  const rowlines = lines.some((l) => l === 'solid') ? ` rowlines="${lines.join(' ')}"` : '';
  const table = `<mtable rowspacing="0.16em" columnalign="${spec.map((c) => ALIGN[c]).join(' ')}" columnspacing="1em"${rowlines}>${out.join('')}</mtable>`;
  return wrap(table, display);
}

/** Terms per line when a long linear formula is written to wrap. */
export const WRAP_TERMS = 4;

/**
 * A long linear formula as several pieces of MathML, each a few terms,
 * with a line-break opportunity between them, so the browser breaks the line between pieces
 * (MathML itself never breaks a line): on paper and on a phone a sum of
 * forty cells wraps instead of running off the page. Null when the formula
 * is outside the linear language or short enough for one piece.
 */
export function wrappedLinearMathml(tex: string, termsPerPiece = WRAP_TERMS): string | null {
  if (linearTexToMathml(tex) === null) return null;
  // Cut before a + or − that starts a term (not the sign of the first term, nor one after a relation).
  const cuts: number[] = [];
  let terms = 0;
  let previous = '';
  let relation = -1;
  for (let i = 0; i < tex.length; i++) {
    const ch = tex[i];
    if (ch === ' ') continue;
    const startsTerm = (ch === '+' || ch === '-') && previous !== '' && previous !== '\\rel';
    if (startsTerm && ++terms % termsPerPiece === 0) cuts.push(i);
    if (ch === '\\' || ch === '=') {
      relation = i;
      previous = '\\rel';
      while (ch === '\\' && i + 1 < tex.length && /[a-z]/i.test(tex[i + 1])) i++;
    } else {
      previous = ch;
    }
  }
  if (cuts.length === 0) return null;
  // The relation and the right side make a piece of their own, so no piece is longer than its terms.
  if (relation > cuts[cuts.length - 1]) cuts.push(relation);
  const pieces = [0, ...cuts].map((start, k) => tex.slice(start, cuts[k] ?? tex.length).trim());
  // A piece after the first opens with its operator (+, −, ≥). Alone in its <math> the browser would set it as
  // a prefix sign, tight against the next term, and a space between pieces would add a gap before it
  // ("x9  +x10"). Marked infix, it keeps the spacing it has in the whole formula; <wbr> lets the line break there.
  return pieces.map((piece, k) => infixLead(linearTexToMathml(piece)!, k > 0)).join('<wbr>');
}

function infixLead(html: string, afterPiece: boolean): string {
  return afterPiece ? html.replace('<mrow><mo>', '<mrow><mo form="infix">') : html;
}
