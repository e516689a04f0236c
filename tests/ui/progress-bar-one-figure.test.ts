/**
 * A progress bar says one figure: the bar, the percentage beside it and the
 * announcement for screen readers show the same number (a reader saw the
 * pattern databases' build bar at 49 % while its text said 40 %).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticHtml } from '../../src/export/render-static';
import ProgressBar, { shownPercent } from '../../src/ui/ProgressBar';

function figures(value: number) {
  const html = renderToStaticHtml(h(ProgressBar, { label: 'Building', value, testId: 'bar' }));
  const shown = /data-testid="bar-value"[^>]*>(\d+)%/.exec(html)?.[1];
  const announced = /aria-live="polite"[^>]*>Building: (\d+)%/.exec(html)?.[1];
  const bar = /<progress[^>]*\bvalue="([\d.]+)"/.exec(html);
  const max = /<progress[^>]*\bmax="([\d.]+)"/.exec(html);
  return { shown: Number(shown), announced: Number(announced), bar: (100 * Number(bar?.[1])) / Number(max?.[1]) };
}

describe('a progress bar', () => {
  it('shows, draws and announces the same figure, 49 % done included', () => {
    for (const value of [0, 0.0973, 0.285, 0.4979, 0.6333, 0.999, 1]) {
      const f = figures(value);
      expect(f.shown, String(value)).toBe(f.announced);
      expect(f.bar, String(value)).toBe(f.shown);
    }
    expect(figures(0.4979).shown).toBe(50);
  });

  it('rounds to the nearest whole percent: 3.3 s of 60 s is 6 %, 2.1 s of 8 s is 26 %, 6.0 s of 8 s is 75 %', () => {
    expect(shownPercent(3.3 / 60)).toBe(6);
    expect(shownPercent(2.1 / 8)).toBe(26);
    expect(shownPercent(6.0 / 8)).toBe(75);
    expect(shownPercent(0.004)).toBe(0);
  });

  it('says 100 % only when done, and stays within 0 to 100', () => {
    expect(shownPercent(0.999)).toBe(99);
    expect(shownPercent(1)).toBe(100);
    expect(shownPercent(-0.2)).toBe(0);
    expect(shownPercent(1.7)).toBe(100);
    expect(shownPercent(null)).toBeNull();
  });
});
