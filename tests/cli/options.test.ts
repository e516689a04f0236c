import { describe, expect, it } from 'vitest';
import { defaultOptions, describeOptions, resolveOptions } from '../../src/puzzles/options';
import type { MethodOption } from '../../src/puzzles/types';

const declared: Record<string, MethodOption> = {
  count: { type: 'number', summary: 'solutions to look for', default: 1, min: 1, max: 2 },
  rule: { type: 'choice', summary: 'which rule', default: 'fill', choices: ['fill', 'nikoli'] },
  verbose: { type: 'boolean', summary: 'say more', default: false },
};

describe('method options', () => {
  it('fill in defaults', () => {
    expect(defaultOptions(declared)).toEqual({ count: 1, rule: 'fill', verbose: false });
    expect(resolveOptions(declared, {})).toEqual({ ok: true, values: { count: 1, rule: 'fill', verbose: false } });
  });

  it('read typed text and typed values alike', () => {
    expect(resolveOptions(declared, { count: '2', rule: 'nikoli', verbose: true })).toEqual({
      ok: true,
      values: { count: 2, rule: 'nikoli', verbose: true },
    });
  });

  it('name the option and what it takes when a value is wrong', () => {
    expect(resolveOptions(declared, { count: '3' })).toEqual({ ok: false, message: "--count needs a number ≤ 2, got '3'" });
    expect(resolveOptions(declared, { count: '1.5' })).toMatchObject({ ok: false, message: expect.stringContaining('whole number') });
    expect(resolveOptions(declared, { rule: 'fil' })).toMatchObject({ ok: false, message: expect.stringContaining('fill, nikoli') });
    expect(resolveOptions(declared, { colour: 'red' })).toMatchObject({ ok: false, message: expect.stringContaining("unknown option 'colour'") });
    expect(resolveOptions(undefined, { rule: 'fill' })).toMatchObject({ ok: false, message: expect.stringContaining('takes none') });
  });

  it('describe themselves for --help', () => {
    expect(describeOptions(declared)).toEqual([
      '--count N (default 1): solutions to look for',
      '--rule fill|nikoli (default fill): which rule',
      '--verbose (default false): say more',
    ]);
  });
});
