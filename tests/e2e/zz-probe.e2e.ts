import { browserTest, siteUrl } from './harness';
browserTest('probe', async ({ page }) => {
  await page.goto(`${await siteUrl()}/lessons/sudoku/`);
  const sat = page.getByTestId('sat-by-hand');
  await sat.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="sat-by-hand"][data-started="true"], astro-island:not([ssr]) [data-testid="sat-by-hand"]');
  await page.waitForTimeout(1500);
  await sat.getByTestId('sat-board-jump').click();
  for (let i = 0; i < 3; i++) { await sat.getByTestId('sat-decide').click(); await page.waitForTimeout(300); }
  await sat.locator('[data-testid="sat-why"] > summary').click();
  const g = sat.getByTestId('sat-graph');
  await g.scrollIntoViewIfNeeded();
  await g.screenshot({ path: '/tmp/sd44/graph.png' });
  console.log(await g.evaluate((f) => { const b = f.querySelector('.scroll-x')!; const s = f.querySelector('svg')!; return [b.clientWidth, b.scrollWidth, s.getAttribute('width'), s.getAttribute('viewBox')]; }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${await siteUrl()}/lessons/sudoku/`);
  const sat2 = page.getByTestId('sat-by-hand');
  await sat2.scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  await sat2.getByTestId('sat-decide').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/sd44/phone-sat.png' });
});
