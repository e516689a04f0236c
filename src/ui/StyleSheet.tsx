/**
 * Emits a <style> element from a CSS string. Used for styles that exports need
 * too (they are TS strings so Node can import them): the island renders them
 * on the site, `renderExportPage({ css })` inlines them in the export.
 * Raw HTML because text children would be escaped (`a > b` → `a &gt; b`).
 */
export interface StyleSheetProps {
  css: string;
}

export default function StyleSheet({ css }: StyleSheetProps) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
