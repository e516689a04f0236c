/**
 * axe-core, the accessibility checker, run inside a page. The page's
 * Content-Security-Policy would refuse the injected script, so the test that
 * uses it opens its browser with `bypassCSP` (tests/e2e/accessibility.e2e.ts);
 * the policy itself is checked by site.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Every WCAG 2.x A/AA and best-practice violation on the page, one line per rule with where. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ content: axeSource });
  // axe measures boxes (target sizes, contrast behind text), and the lesson
  // lays out blocks only as they come near the screen (content-visibility in
  // site.css): the rest have no boxes yet. So the check sees the whole page
  // laid out, as a reader scrolling through it would, and then puts it back.
  const result = (await page.evaluate(`(async () => {
    const all = document.createElement('style');
    all.textContent = '* { content-visibility: visible !important; }';
    document.head.append(all);
    try {
      return await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
    } finally {
      all.remove();
    }
  })()`)) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

export function describeViolations(list: AxeViolation[]): string {
  return list.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.join(', ')}`).join('\n');
}
