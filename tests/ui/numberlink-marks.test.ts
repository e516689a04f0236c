/**
 * One visual form per meaning on the Numberlink boards (board-marks.tsx):
 * the edge being decided, an edge a hint points at, the frontier, the cells
 * a rule is about and the cursor each have their own shape and stroke, the
 * same wherever they are drawn, and each drawing carries a legend naming them.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { NL_CSS } from '../../src/ui/numberlink/nl-css';
import { NumberlinkBoard } from '../../src/ui/numberlink/NumberlinkBoard';
import { PlayBoard } from '../../src/ui/numberlink/PlayBoard';
import { BoardLegend } from '../../src/ui/numberlink/board-marks';
import { board } from '../numberlink/play-helpers';
import { emptyPosition } from '../../src/puzzles/numberlink/play/position';

/** The declarations of one `.nl-board .<cls>` rule of the stylesheet. */
function style(cls: string): Record<string, string> {
  const m = NL_CSS.match(new RegExp(`\\.nl-board \\.${cls} \\{([^}]*)\\}`));
  expect(m, cls).not.toBeNull();
  return Object.fromEntries(m![1].split(';').map((d) => d.split(':').map((x) => x.trim())).filter((d) => d.length === 2));
}

describe('each meaning has its own form', () => {
  it('the five marks differ in dash pattern or stroke width, not only in colour', () => {
    const forms = ['nl-current', 'nl-pointed', 'nl-frontier', 'nl-cutcell', 'nl-cursor'].map((c) => {
      const s = style(c);
      return `${s['stroke-dasharray'] ?? 'solid'}|${s['stroke-width']}|${s.fill ?? ''}`;
    });
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('the edge being decided has dashes with gaps (butt ends: round ones would close them)', () => {
    const s = style('nl-current');
    expect(s['stroke-linecap']).toBe('butt');
    const [dash, gap] = s['stroke-dasharray'].split(/\s+/).map(Number);
    expect(dash).toBeGreaterThan(0);
    expect(gap).toBeGreaterThan(0);
  });

  it('the walk’s board draws the decided edge as .nl-current; play’s board draws a hinted edge as .nl-pointed and the cursor as corners', () => {
    const p = board('1..2/..../.1../...2');
    const walk = renderToString(h(NumberlinkBoard, { puzzle: p, current: [[0, 0], [0, 1]], title: 't' }));
    expect(walk).toContain('class="nl-current"');
    const play = renderToString(h(PlayBoard, { puzzle: p, position: emptyPosition(p), cursor: 0, pen: 'off', marked: [0], markedEdges: [0], dragMode: 'line',
      onStep: () => {}, onCursor: () => {}, onPen: () => {}, title: 't' }));
    expect(play).toContain('class="nl-pointed"');
    expect(play).not.toContain('nl-current');
    expect(play).toMatch(/<path class="nl-cursor" d="M/);
  });

  it('the legend names each mark it shows, in words, with the same class as on the board', () => {
    const html = renderToString(h(BoardLegend, { items: ['decided', 'pointed', 'frontier', 'ruled', 'cursor'] }));
    for (const [cls, words] of [['nl-current', 'edge decided next'], ['nl-pointed', 'hint or Check points at'], ['nl-frontier', 'frontier cell'],
      ['nl-cutcell', 'cells the rule is about'], ['nl-cursor', 'keyboard cursor']]) {
      expect(html).toContain(`class="${cls}`);
      expect(html).toContain(words);
    }
  });

  it('an edge left out is a small × across the edge, not a line that looks like the grid, and the legend draws it so', () => {
    const p = board('1..2/..../.1../...2');
    const html = renderToString(h(NumberlinkBoard, { puzzle: p, off: [[[0, 0], [0, 1]]], title: 't' }));
    expect(html).toMatch(/<path class="nl-off" d="M[^"]*L[^"]*M[^"]*L/);
    expect(html).not.toMatch(/<line class="nl-off"/);
    const legend = renderToString(h(BoardLegend, { items: ['off'] }));
    expect(legend).toContain('class="nl-off"');
    expect(legend).toContain('×');
  });

  it('a frontier cell that holds a label still shows its mate tag', () => {
    const p = board('1..2/..../.1../...2');
    const html = renderToString(h(NumberlinkBoard, { puzzle: p, frontier: [{ cell: [0, 0], tag: '✓' }, { cell: [0, 1], tag: '○' }], title: 't' }));
    expect(html.match(/class="nl-tag( nl-tag-low)?"/g)?.length).toBe(2);
    expect(html).toContain('>✓</text>');
  });

  it('a tag of x-high glyphs (a, c, ✓, ○) is drawn larger, one with a tall glyph (a digit, b) is not: their ink matches', () => {
    const p = board('1..2/..../.1../...2');
    const frontier = [{ cell: [0, 1], tag: 'a' }, { cell: [0, 2], tag: '✓' }, { cell: [1, 0], tag: '○' }, { cell: [1, 1], tag: 'b' }, { cell: [0, 0], tag: '1' }] as const;
    const html = renderToString(h(NumberlinkBoard, { puzzle: p, frontier: frontier.map((f) => ({ cell: [...f.cell] as [number, number], tag: f.tag })), title: 't' }));
    const classOf = (tag: string) => html.match(new RegExp(`class="([^"]*)"[^>]*>${tag}</text>`))?.[1];
    expect(classOf('a')).toBe('nl-tag nl-tag-low');
    expect(classOf('✓')).toBe('nl-tag nl-tag-low');
    expect(classOf('○')).toBe('nl-tag nl-tag-low');
    expect(classOf('b')).toBe('nl-tag');
  });
});
