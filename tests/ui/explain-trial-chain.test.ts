/**
 * "Explain from here" shows a trial as its argument: the supposition, each
 * forced value with the inequality that forced it, and the inequality that
 * fails — not only the sentence "forcing breaks (n)".
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { ExplainRows } from '../../src/ui/inequalities/play/ExplainRows';

describe('a trial step in Explain from here', () => {
  it('lists the supposition, every forced value with its inequality, and the one that fails', () => {
    const parsed = parseAkari('....\n#.1.\n#..2\n0...');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = akariPlayModel(parsed.puzzle);
    const board = playBoard(model);
    const values = new Array<number>(model.variables.length).fill(UNKNOWN);
    for (const [x, v] of [[3, 0], [5, 0], [9, 0], [10, 0], [11, 1]]) values[x - 1] = v;
    const step = board.finder.next(values);
    expect(step.kind).toBe('trial');
    if (step.kind !== 'trial') return;
    const html = renderToString(h(ExplainRows, { model, step, before: values }));
    expect(html).toContain(`Suppose ${model.words.name(step.variable)} = ${step.assumed}`);
    expect(html.match(/data-testid="play-explain-trial-step"/g)?.length ?? 0).toBe(Math.min(step.steps.length, 12));
    // Each line a sentence of its own (a reader met "(chosen). then (14) forces…"): capital Then, closing full stop.
    for (const s of step.steps.slice(0, 12)) expect(html).toContain(`Then (${s.by + 1}) forces ${model.words.name(s.variable)} = ${s.value}`);
    expect(html).toContain(`Then (${step.conflict + 1}) can no longer hold`);
    expect(html).not.toMatch(/>\s*then \(/);
  });
});
