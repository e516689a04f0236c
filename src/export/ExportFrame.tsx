/**
 * The frame every exported page shares: a heading, a list of facts (puzzle,
 * method, status, counters…), the genre's sections, and a footer saying what
 * made the page. Static markup only; render it with renderToStaticHtml.
 */
import { Fragment, type ComponentChildren } from 'preact';

export interface ExportFrameProps {
  title: string;
  /** Small line above the title, e.g. "Stepwise · worked example". */
  kicker?: string;
  /** Label → value pairs shown as a definition list. */
  facts?: readonly (readonly [string, string])[];
  /** Footer text, e.g. where and when the page was made (pass it in: output stays deterministic). */
  footer?: string;
  children?: ComponentChildren;
}

export default function ExportFrame({
  title,
  kicker = 'Stepwise · worked example',
  facts = [],
  footer,
  children,
}: ExportFrameProps) {
  return (
    <>
      <header class="export-header">
        <p class="export-kicker">{kicker}</p>
        <h1>{title}</h1>
        {facts.length > 0 && (
          <dl class="export-facts">
            {facts.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </header>
      <main>{children}</main>
      <footer class="export-footer">
        <p>{footer ?? 'Made with Stepwise. This page is self-contained: it needs no network to read or print.'}</p>
      </footer>
    </>
  );
}
