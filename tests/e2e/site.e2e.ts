/**
 * The site as a whole: the home page lists every published lesson in course
 * order, and every page reachable from it loads without a console error —
 * under its Content-Security-Policy, which every page carries.
 */
import assert from 'node:assert/strict';
import { browserTest, siteUrl } from './harness';
import { publishedLessons } from './lessons';

browserTest('the home page lists the lessons in order, each linking to its page', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}/`);
  const lessons = publishedLessons();
  assert.ok(lessons.length > 0, 'content/lessons has no published lesson');
  const cards = page.getByTestId('lesson-card');
  assert.deepEqual(
    await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson'))),
    lessons.map((l) => l.id),
  );
  for (const lesson of lessons) {
    const card = page.locator(`[data-testid="lesson-card"][data-lesson="${lesson.id}"]`);
    const link = card.locator('a').first();
    assert.equal((await link.textContent())?.trim(), lesson.title);
    assert.equal(new URL((await link.getAttribute('href')) ?? '', `${base}/`).pathname, `/lessons/${lesson.id}/`);
  }
  assert.deepEqual(errors, []);
});

browserTest('every page reachable from the home page loads without console errors', async ({ page, errors }) => {
  const base = await siteUrl();
  const origin = new URL(base).origin;
  const queue = [`${base}/`];
  const seen = new Set(queue);
  const failures: string[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() >= 400) failures.push(`${url}: HTTP ${response?.status()}`);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    if (!csp?.includes("default-src 'self'") || !csp.includes("object-src 'none'")) failures.push(`${url}: no Content-Security-Policy`);
    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const u = new URL(href);
      u.hash = '';
      u.search = '';
      // Pages only: same origin, no file with an extension other than .html.
      if (u.origin !== origin || /\.(?!html$)[a-z0-9]+$/i.test(u.pathname)) continue;
      if (!seen.has(u.href)) {
        seen.add(u.href);
        queue.push(u.href);
      }
    }
  }
  const lessonPages = [...seen].filter((u) => new URL(u).pathname.startsWith('/lessons/'));
  assert.equal(lessonPages.length, publishedLessons().length, `lesson pages found: ${lessonPages.join(', ')}`);
  assert.deepEqual(failures, []);
  assert.deepEqual(errors, []);
});

browserTest('a printed lesson lays out every block, though the screen lays out only those near it', async ({ page, errors }) => {
  const base = await siteUrl();
  // Blocks, island content and the lists inside islands wait for the screen (content-visibility: auto);
  // paper has no screen to wait for, so those rules hold for the screen only (src/styles/site.css).
  const waiting = () => page.evaluate(() => [...document.querySelectorAll('.lesson *')].filter((e) => getComputedStyle(e).contentVisibility === 'auto').length);
  for (const lesson of publishedLessons()) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${base}/lessons/${lesson.id}/`);
    assert.ok((await waiting()) > 0, `${lesson.id}: no block waits for the screen`);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await waiting(), 0, `${lesson.id}: blocks left unlaid-out in print`);
  }
  assert.deepEqual(errors, []);
});
