/**
 * One typeset formula. Inline by default, `display` for a centred block.
 * A TeX error is shown as text (the message and the source), never thrown.
 */
import { useContext, useMemo } from 'preact/hooks';
import { FormulaOutput } from './formula-output';
import { renderTex } from './tex';

export interface FormulaProps {
  /** TeX source, e.g. `h(n) \\le h^*(n)`. */
  tex: string;
  /** Block formula on its own line (KaTeX display mode). */
  display?: boolean;
  class?: string;
}

export default function Formula({ tex, display = false, class: className }: FormulaProps) {
  const output = useContext(FormulaOutput);
  const result = useMemo(() => renderTex(tex, { display, output }), [tex, display, output]);
  const Tag = display ? 'div' : 'span';
  const classes = [display ? 'formula formula-display' : 'formula', className].filter(Boolean).join(' ');
  if (!result.ok) {
    return (
      <Tag class={`${classes} formula-error`} role="note">
        <strong>Formula error:</strong> {result.message} in <code>{tex}</code>
      </Tag>
    );
  }
  return <Tag class={classes} dangerouslySetInnerHTML={{ __html: result.html }} />;
}
