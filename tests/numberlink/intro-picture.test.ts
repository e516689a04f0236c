/** The lesson's first picture (src/lessons/numberlink/intro-picture.ts): a step of the tiny board's walk that shows every kind of tag the text explains. */
import { describe, expect, it } from 'vitest';
import { introPicture } from '../../src/lessons/numberlink/intro-picture';
import type { WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { recorder } from '../../src/core/trace';
import type { NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { board } from './play-helpers';

describe('the first picture of the lesson', () => {
  it('is the first step with a full line of frontier, a label’s loose end and an unlabelled piece’s', () => {
    const p = board('1..2/..../.1../...2');
    const rec = recorder<NumberlinkEvent>(100_000);
    runZdd(p, zddParams({ rule: 'fill', sweep: 'shorter' }, p), {}, rec.sink);
    const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
    const pic = introPicture(walk, p.width);
    const shown = walk[pic.step - 1];
    expect(shown.frontier.length).toBeGreaterThanOrEqual(p.width);
    expect(shown.mate.some((v) => v <= -3)).toBe(true);
    expect(shown.mate.some((v) => v >= 0)).toBe(true);
    for (const w of walk.slice(0, pic.step - 1)) expect(w.frontier.length >= p.width && w.mate.some((v) => v <= -3) && w.mate.some((v) => v >= 0)).toBe(false);
    expect(pic.links.length + pic.off.length).toBe(pic.step);
    expect(pic.next).toEqual(walk[pic.step].edge);
  });
});
