/**
 * The stepper's jump buttons come in step order, the named one ("the hardest step") among them: a reader met
 * "Jump to the first trial (step 40)" before "Jump to the hardest step (step 12)".
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { StepJumps } from '../../src/ui/StepJumps';

describe('StepJumps', () => {
  it('lists its buttons in step order, leaving out a tone the trace lacks', () => {
    const tones = ['deduce', 'deduce', 'sum', 'stall', 'trial'] as const;
    const html = render(h(StepJumps<string>, {
      jumps: [{ tone: 'trial', label: 'the first trial' }, { tone: 'chain', label: 'the first chain' }, { tone: 'sum', label: 'the first sum' }],
      tones: [...tones], onJump: () => {}, named: { step: 4, label: 'the hardest step' },
    }));
    const steps = [...html.matchAll(/\(step (\d+)\)/g)].map((m) => Number(m[1]));
    expect(steps).toEqual([3, 4, 5]);
    expect(html).not.toContain('the first chain');
  });
});
