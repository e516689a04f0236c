/**
 * The counter's example in section 3's fold: its words must keep their spaces
 * where JSX breaks a line after an element (a reader saw "Unit propagation(a
 * clause…": JSX drops a line break that follows a closing tag).
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { counterExample } from '../../src/puzzles/sudoku/counter-example';
import { CounterExample } from '../../src/ui/sudoku/CounterExample';

describe('the counter example’s words', () => {
  it('keep a space between “Unit propagation” and its bracket', () => {
    const text = render(h(CounterExample, { example: counterExample() })).replace(/<[^>]*>/g, '');
    expect(text).toContain('Unit propagation (a clause');
    expect(text).not.toMatch(/[a-z]\(a clause/);
  });
});
