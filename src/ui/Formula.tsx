/**
 * One typeset formula. Inline by default, `display` for a centred block.
 * A TeX error is shown as text (the message and the source), never thrown.
 *
 * Typesetting is done once, where it is cheapest:
 * - where the output is MathML (`MathmlFormulas`, exports), a simple linear
 *   formula, or a sum set in columns, is written directly (./tex-mathml.ts),
 *   without KaTeX, and a long one in pieces that wrap;
 * - on the server (and in an export) KaTeX is at hand (./tex-lazy.ts);
 * - in the browser, a formula the server already wrote is kept as it is:
 *   an island starting up typesets nothing. Only a formula that is new on
 *   the page (a step the reader moved to) loads KaTeX, and shows its TeX
 *   source for the moment that takes.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FormulaOutput } from './formula-output';
import type { TexOutput, TexResult } from './tex';
import { loadTex, texRenderer } from './tex-lazy';
import { arrayTexToMathml, linearTexToMathml, wrappedLinearMathml } from './tex-mathml';

export interface FormulaProps {
  /** TeX source, e.g. `h(n) \\le h^*(n)`. */
  tex: string;
  /** Block formula on its own line (KaTeX display mode). */
  display?: boolean;
  class?: string;
}

/** The formula typeset now, or null when that needs KaTeX and KaTeX is not loaded yet. */
export function typesetNow(tex: string, display: boolean, output: TexOutput): TexResult | null {
  if (output === 'mathml') {
    // A long sum wraps between pieces of a few terms (MathML never breaks a line).
    const html = wrappedLinearMathml(tex) ?? linearTexToMathml(tex, display) ?? arrayTexToMathml(tex, display);
    if (html !== null) return { ok: true, html };
  }
  return texRenderer()?.(tex, { display, output }) ?? null;
}

const PENDING_CLASS = 'formula-pending';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function Formula({ tex, display = false, class: className }: FormulaProps) {
  const output = useContext(FormulaOutput);
  const [loads, setLoads] = useState(0);
  const result = useMemo(() => typesetNow(tex, display, output), [tex, display, output, loads]);
  // The element is a div or a span (`Tag`); the ref only reads what it holds.
  const element = useRef<HTMLDivElement & HTMLSpanElement>(null);
  // The TeX whose server-written markup this element holds (kept, never typeset again here).
  const kept = useRef<string | null>(null);
  useEffect(() => {
    if (result !== null || kept.current === tex) return;
    // Hydrating keeps the server's markup: nothing to do unless this element shows the placeholder.
    if (element.current && !element.current.querySelector(`.${PENDING_CLASS}`)) {
      kept.current = tex;
      return;
    }
    let live = true;
    loadTex().then(() => live && setLoads((n) => n + 1));
    return () => {
      live = false;
    };
  }, [tex, display, output, result === null]);
  const Tag = display ? 'div' : 'span';
  const classes = [display ? 'formula formula-display' : 'formula', className].filter(Boolean).join(' ');
  if (result === null) {
    // The same markup for the same TeX, so a re-render leaves the element alone (see above).
    const pending = `<code class="${PENDING_CLASS}">${escapeHtml(tex)}</code>`;
    return <Tag ref={element} class={classes} dangerouslySetInnerHTML={{ __html: pending }} />;
  }
  if (!result.ok) {
    return (
      <Tag class={`${classes} formula-error`} role="note">
        <strong>Formula error:</strong> {result.message} in <code>{tex}</code>
      </Tag>
    );
  }
  return <Tag ref={element} class={classes} dangerouslySetInnerHTML={{ __html: result.html }} />;
}

/**
 * Formulas below this point are MathML, which the browser typesets itself:
 * a list of hundreds of inequalities stays a few hundred bytes each, and an
 * island needs no KaTeX to show them (see ./tex-mathml.ts).
 */
export function MathmlFormulas({ children }: { children?: ComponentChildren }): JSX.Element {
  return <FormulaOutput.Provider value="mathml">{children}</FormulaOutput.Provider>;
}
