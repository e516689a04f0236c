/**
 * The by-hand Hint greys out once every variable is decided: it says why
 * beside the button (all decided, and how: by deduction alone or with n
 * labelled trials), tied to the button for a screen reader, and says nothing
 * while there is still something to hint.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { HandButtons } from '../../src/ui/inequalities/by-hand/HandControls';

const noop = () => {};

describe('the greyed-out Hint', () => {
  it('says beside it why, and the button points at those words', () => {
    const html = renderToString(h(HandButtons, { steps: 3, finished: true, finishedWords: 'Nothing left to hint: all is decided, with 2 labelled trials besides the deductions.', onUndo: noop, onReset: noop, onHint: noop }));
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${id}" data-testid="hand-hint-done">Nothing left to hint: all is decided, with 2 labelled trials`));
    expect(html).toMatch(/data-testid="hand-hint" aria-disabled="true"/);
  });

  it('says nothing while Hint still works', () => {
    const html = renderToString(h(HandButtons, { steps: 3, finished: false, finishedWords: 'Nothing left to hint: all is decided, by deduction alone.', onUndo: noop, onReset: noop, onHint: noop }));
    expect(html).not.toMatch(/hand-hint-done|aria-describedby/);
  });
});
