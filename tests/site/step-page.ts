/**
 * Reading an exported worked-example page the way its reader would, for the
 * tests: its visible text (for identifiers that leaked), and its step lists
 * (src/export/StepCards.tsx) — which steps are listed, which carry a board,
 * which step is marked as the reader's — so a test can hold the page to
 * what it promises in words. Plain string work on the page's own markup; no
 * DOM library.
 */

/** The markup of the element whose start tag begins at `start`, up to its matching end tag. */
export function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z0-9]+)/.exec(html.slice(start))?.[1];
  if (!tag) throw new Error(`no element starts at ${start}`);
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/** The element with this attribute value (e.g. `id="step-12"`), or null. */
export function elementWith(html: string, attribute: string, value: string): string | null {
  const i = html.indexOf(`${attribute}="${value}"`);
  if (i < 0) return null;
  return elementAt(html, html.lastIndexOf('<', i));
}

/** What a reader sees: the text outside tags, scripts and styles, plus the accessible names and titles. */
export function visibleText(html: string): string {
  // A formula's TeX source rides along in MathML's <annotation> (for copying), never shown: 'x_i' there is math, not an identifier.
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<annotation[\s\S]*?<\/annotation>/g, ' ');
  const names = [...body.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return `${title} ${body.replace(/<[^>]+>/g, ' ')} ${names.join(' ')}`
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The value of a fact in the page's header ("Method" → its words). */
export function fact(html: string, label: string): string | null {
  const m = new RegExp(`<dt>${label}</dt><dd>([\\s\\S]*?)</dd>`).exec(html);
  return m ? visibleText(m[1]).trim() : null;
}

/**
 * Identifier-like tokens a reader sees: camelCase words ("fullEncoding"),
 * snake_case words, and the method's or its options' own names where the page
 * names the method ("Method: sat").
 */
export function identifierTokens(html: string, names: { method: string; options: readonly string[] }): string[] {
  const text = visibleText(html);
  const found = new Set<string>();
  for (const m of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) found.add(m[0]);
  for (const m of text.matchAll(/\b[a-z]+_[a-z_]+\b/g)) found.add(m[0]);
  const method = fact(html, 'Method');
  if (method !== null) {
    if (new RegExp(`^${names.method}\\b`).test(method)) found.add(`Method: ${names.method}`);
    for (const key of names.options) if (new RegExp(`(^|[\\s(,])${key}\\s`).test(method)) found.add(`Method: … ${key} …`);
  }
  return [...found];
}

export interface ListedStep {
  n: number;
  markup: string;
}

export interface StepList {
  every: number;
  count: number;
  steps: ListedStep[];
  gaps: { from: number; to: number; text: string }[];
}

/** A step list of the page (`data-testid` of its <ol>), with its steps and the gaps it says it leaves. */
export function stepList(html: string, testId: string): StepList | null {
  // Attributes come in any order (the JSX runtimes of Vite and of the CLI's bundle differ).
  const i = html.search(new RegExp(`<ol\\b[^>]*data-testid="${testId}"`));
  if (i < 0) return null;
  const ol = elementAt(html, i);
  const head = /^<ol[^>]*>/.exec(ol)![0];
  const every = Number(/data-board-every="(\d+)"/.exec(head)![1]);
  const count = Number(/data-count="(\d+)"/.exec(head)![1]);
  const steps: ListedStep[] = [];
  const gaps: StepList['gaps'] = [];
  let at = head.length;
  while (at < ol.length) {
    const next = ol.indexOf('<li', at);
    if (next < 0) break;
    const li = elementAt(ol, next);
    const tag = /^<li[^>]*>/.exec(li)![0];
    const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(tag)?.[1]);
    if (tag.includes('data-testid="export-step"')) steps.push({ n: attr('data-step'), markup: li });
    else if (tag.includes('data-testid="step-gap"')) gaps.push({ from: attr('data-from'), to: attr('data-to'), text: visibleText(li) });
    at = next + li.length;
  }
  return { every, count, steps, gaps };
}

/** Whether a listed step draws a board: an SVG, or a board too large to draw said in words. */
export const hasBoard = (markup: string): boolean => /<svg\b/.test(markup) || /too large to draw/.test(markup);

/** Where a listed step points instead of drawing its board again: the step whose drawing it shares, or the "Where you stopped" card. */
export function boardNote(markup: string): { kind: 'same'; as: number } | { kind: 'card' } | { kind: 'elsewhere'; text: string } | null {
  const m = /data-board-note="(same|card|elsewhere)"(?:\s+data-board-as="(\d+)")?[^>]*>([^<]*)</.exec(markup);
  if (!m) return null;
  if (m[1] === 'card') return { kind: 'card' };
  if (m[1] === 'elsewhere') return { kind: 'elsewhere', text: m[3] };
  return { kind: 'same', as: Number(m[2]) };
}

/**
 * Everything the step-card frame promises, as sentences (empty when kept):
 * steps 1 … count each listed once or inside a gap the page explains; a board
 * beside every step the stated rule gives one; the reader's step marked (when
 * `current` is a step) and shown in the "Where you stopped" card.
 */
export function stepListProblems(html: string, testId: string, unit: string, current: number | null): string[] {
  const list = stepList(html, testId);
  if (!list) return [`no step list "${testId}"`];
  const problems: string[] = [];
  // Coverage: listed steps and gaps together are 1 … count, in order, once each.
  const covered: number[] = [];
  for (const s of list.steps) covered.push(s.n);
  for (const g of list.gaps) for (let n = g.from; n <= g.to; n++) covered.push(n);
  covered.sort((a, b) => a - b);
  if (covered.length !== list.count || covered.some((n, k) => n !== k + 1)) {
    problems.push(`${testId}: the listed steps and the gaps do not cover steps 1 to ${list.count} once each`);
  }
  if (list.gaps.length > 0 && !html.includes('data-testid="step-selection"')) problems.push(`${testId}: steps are left out and the page does not say which or why`);
  for (const g of list.gaps) {
    const fmt = (n: number) => n.toLocaleString('en-US');
    if (!g.text.includes(fmt(g.from)) || !g.text.includes(fmt(g.to))) problems.push(`${testId}: the gap ${g.from}–${g.to} does not name its steps`);
  }
  // Boards: every listed step, or by the rule the page states in words.
  const thinned = [...html.matchAll(/data-testid="step-boards-thinned"/g)].map((m) => elementAt(html, html.lastIndexOf('<', m.index)));
  if (list.every > 1 && !thinned.some((p) => p.includes(`data-every="${list.every}"`) && visibleText(p).includes(`every ${list.every}`))) {
    problems.push(`${testId}: boards are drawn every ${list.every}th step and the page does not say so`);
  }
  const first = list.steps[0]?.n;
  const last = list.steps[list.steps.length - 1]?.n;
  for (const s of list.steps) {
    const owed = list.every === 1 || s.n % list.every === 0 || s.n === first || s.n === last || (current !== null && Math.abs(s.n - current) <= 1);
    const note = boardNote(s.markup);
    if (note?.kind === 'same') {
      // The note stands for a drawing of the very same board: an earlier listed step with its board, and nothing changed in between.
      const shared = list.steps.find((t) => t.n === note.as);
      if (!shared || note.as >= s.n || !hasBoard(shared.markup)) problems.push(`${testId}: ${unit} ${s.n} points to the board of ${unit} ${note.as}, which is not drawn before it`);
    } else if (note?.kind === 'elsewhere' && !/section \d/.test(note.text)) problems.push(`${testId}: ${unit} ${s.n} points to a board elsewhere without saying where`);
    else if (note?.kind === 'card' && s.n !== current) problems.push(`${testId}: ${unit} ${s.n} points to the "Where you stopped" card, which shows another step`);
    if (owed && !hasBoard(s.markup) && !note) problems.push(`${testId}: ${unit} ${s.n} is listed without its board`);
  }
  // The reader's step: marked in the list, and the card at the top shows it.
  const marked = list.steps.filter((s) => /^<li[^>]*\bstep-current\b/.test(s.markup));
  if (current !== null && current > 0) {
    const here = list.steps.find((s) => s.n === current);
    if (!here) problems.push(`${testId}: the current ${unit} ${current} is not listed`);
    else {
      const tag = /^<li[^>]*>/.exec(here.markup)![0];
      if (!tag.includes(`id="${unit}-${current}"`) || !tag.includes('aria-current="step"') || !/step-current/.test(tag)) problems.push(`${testId}: ${unit} ${current} is not marked as the current one`);
      if (!visibleText(here.markup).includes('You stopped here')) problems.push(`${testId}: ${unit} ${current} does not say in words that you stopped there`);
    }
    if (marked.length !== 1) problems.push(`${testId}: ${marked.length} steps are marked current`);
  } else if (marked.length !== 0) problems.push(`${testId}: a step is marked current though none was given`);
  if (current !== null) {
    const card = elementWith(html, 'data-testid', 'where-you-stopped');
    if (!card) problems.push('no "Where you stopped" card');
    else {
      if (!/^<[^>]*>/.exec(card)![0].includes(`data-step="${current}"`)) problems.push(`the "Where you stopped" card is not at ${unit} ${current}`);
      if (!hasBoard(card)) problems.push('the "Where you stopped" card has no board');
      if (current > 0 && !card.includes(`href="#${unit}-${current}"`)) problems.push('the "Where you stopped" card does not link to the step in the list');
      if (html.indexOf('data-testid="where-you-stopped"') > html.indexOf('<section class="export-section"')) problems.push('the "Where you stopped" card is not at the top of the page');
    }
  }
  return problems;
}
