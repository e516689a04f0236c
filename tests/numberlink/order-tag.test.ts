import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderToStaticHtml } from '../../src/export/render-static';
import { orderTagWords } from '../../src/ui/numberlink/OrderTag';
import WalkStepper from '../../src/ui/numberlink/WalkStepper';
import { exampleWalk } from './example-walk';

// A reader met drawings in the solver's order beside the lesson's plain sweep and found the order only in the text:
// each such drawing carries a small label with its order.
describe('the edge-order label on a drawing', () => {
  it('names the plain sweep and the solver’s order of the 5×5 example apart', () => {
    expect(orderTagWords(exampleWalk('rows').ctx.graph.orientation)).toBe('Edge order: the plain sweep, row by row from the top, each row left to right (from the top-left corner)');
    const solver = exampleWalk().ctx.graph.orientation;
    expect(orderTagWords(solver)).toMatch(/^Edge order: the solver’s, /);
  });

  it('is drawn on the walk’s board when given, and not otherwise', () => {
    const { p, walk, ctx } = exampleWalk();
    const words = orderTagWords(ctx.graph.orientation);
    const html = renderToStaticHtml(h(WalkStepper, { puzzle: p, steps: walk, id: 'w', orderTag: words }));
    expect(html).toMatch(/data-testid="w-order-tag">Edge order: the solver(’|&rsquo;|&#8217;)s, /);
    expect(renderToStaticHtml(h(WalkStepper, { puzzle: p, steps: walk, id: 'w' }))).not.toContain('w-order-tag');
  });

  it('is on each of the lesson’s rule pictures', () => {
    const lesson = readFileSync('content/lessons/04-numberlink.mdx', 'utf8');
    expect(lesson).toContain('<OrderTag words={pic.order ? orderTagOf(false, pic.order) : orderTagWords(E.orientation)}');
  });
});
