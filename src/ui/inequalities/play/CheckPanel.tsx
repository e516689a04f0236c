/**
 * Check: the first rule the position breaks, in words, with the inequality
 * that can no longer hold; the complete board judged by the genre's rules;
 * and each placement the givens rule out, with the steps from the givens
 * that force the other value. The words come from ./hint-text.ts.
 */
import { Fragment, type JSX } from 'preact';
import { useBringIntoView } from '../../bring-into-view';
import Formula from '../../Formula';
import type { CheckWords } from './hint-text';

export function CheckPanel({ words, onCheck }: { words: CheckWords | null; onCheck: () => void }): JSX.Element {
  // Check's answer appears below its button: brought into view when it is off the screen.
  const ref = useBringIntoView<HTMLElement>(words, words !== null);
  return (
    <section ref={ref} class="play-panel" aria-label="Check" data-testid="play-check" data-tone={words?.tone ?? ''}>
      <div class="eng-row">
        <button type="button" class="btn" data-testid="play-check-button" onClick={onCheck}>
          Check
        </button>
      </div>
      {words && (
        <div role="status">
          <p class="play-headline" data-testid="play-check-headline">
            {/* A broken rule's headline already starts "Rule broken:", so it gets no badge saying it again. */}
            {words.tone !== 'broken' && (
              <>
                <span class="eng-badge" data-tone={words.tone === 'wrong' ? 'trial' : 'deduce'}>
                  {words.tone === 'wrong' ? 'Cannot be right' : words.tone === 'solved' ? 'Solved' : 'So far so good'}
                </span>{' '}
              </>
            )}
            {words.headline}
          </p>
          {words.formula && (
            <div class="scroll-x eng-formula-block">
              <span class="play-label">{words.formula.label}</span> <Formula tex={words.formula.tex} />
            </div>
          )}
          {words.details.map((d, i) => {
            const laid = words.proofs[i];
            if (!laid) {
              return (
                <p key={d} data-testid="play-check-detail">
                  {d}
                </p>
              );
            }
            // A proof of several steps as a numbered list; the spaces between the parts keep its text the detail's own.
            return (
              <div key={d} data-testid="play-check-detail" class="play-proof">
                <p>{laid.lead}</p>{' '}
                <ol class="play-proof-steps">
                  {laid.steps.map((s, k) => (
                    <Fragment key={s}>
                      {k > 0 && ' '}
                      <li>{s}</li>
                    </Fragment>
                  ))}
                </ol>{' '}
                <p>{laid.close}</p>
              </div>
            );
          })}
          {words.badgeNote && (
            <p class="eng-small" data-testid="play-check-badges">
              {words.badgeNote}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
