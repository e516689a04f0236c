/**
 * The inequalities a reader can pick from, as one list of buttons with a
 * roving tab stop: Tab enters the list once, ↑/↓ (and Home/End) move between
 * items, Enter or Space picks. Each item shows the inequality as written and,
 * once some of its variables are known, as it stands with known 0s dropped
 * and known 1s moved to the right side (so "0 ≥ 0" says what it is), saying
 * which of the two happened (hand-text.ts knownsWords); picked and finished
 * items say so in words, not only by their border.
 */
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { substitute } from '../../../inequalities/forcing';
import { flipReads, inequalityToKatex } from '../../../inequalities/katex';
import type { EngineVocabulary } from '../../../inequalities/vocabulary';
import { FormulaPieces } from '../../FormulaPieces';
import { isDone, type HandInequality } from '../../../inequalities/hand-state';
import { knownsWords } from './hand-text';

export interface HandListProps {
  items: readonly HandInequality[];
  values: readonly number[];
  picks: readonly string[];
  words: EngineVocabulary;
  onPick: (id: string) => void;
  /** Pointer or focus on an item (its id), or leaving it (null). */
  onHover: (id: string | null) => void;
  label: string;
  /** What an empty list says instead: why nothing is listed (hand-text.ts emptyListWords). */
  empty: string;
  /** Add-two mode numbers the picks ("picked first"); apply-one mode has a single pick ("picked"). */
  pairMode: boolean;
}

const ORDINAL = ['first', 'second'];

export function HandList({ items, values, picks, words, onPick, onHover, label, empty, pairMode }: HandListProps): JSX.Element {
  const name = words.tex;
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.min(active, Math.max(0, items.length - 1));
  refs.current.length = items.length;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    // Move from the item that has focus: a key pressed right after a focus change can
    // arrive before the re-render that updates `at`.
    const found = refs.current.findIndex((el) => el !== null && el.contains(e.target as Node));
    const from = found >= 0 ? found : at;
    const next =
      e.key === 'ArrowDown' ? Math.min(last, from + 1)
      : e.key === 'ArrowUp' ? Math.max(0, from - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null) return;
    e.preventDefault();
    // Focus at once (the buttons are all there already); onFocus then moves the tab stop.
    setActive(next);
    refs.current[next]?.focus();
  };

  if (items.length === 0) return <p data-testid="hand-list-empty">{empty}</p>;
  return (
    <ul class="hand-list scroll-y" aria-label={label} data-testid="hand-list" onKeyDown={onKeyDown}>
      {items.map((item, k) => {
        const now = substitute(item.inequality, values);
        const changedByKnowns = now.vars.length !== item.inequality.vars.length;
        const done = isDone(item.inequality, values);
        const order = picks.indexOf(item.id);
        // A kept sum is shown the ≥ way, as it was added up; the board's own rules as a reader writes them.
        const form = item.kind === 'sum' ? 'ge' : 'auto';
        // Its "now" keeps the line's own sign: a line read with ≤ must not turn into ≥ once its variables are known (0 ≤ 0, not 0 ≥ 0).
        const nowForm = form === 'auto' ? (flipReads(item.inequality) ? 'le' : 'ge') : form;
        return (
          <li key={item.id}>
            <button
              type="button"
              ref={(el) => {
                refs.current[k] = el;
              }}
              class="hand-item"
              tabIndex={k === at ? 0 : -1}
              aria-pressed={order >= 0}
              data-testid={`hand-item-${item.id}`}
              data-picked={order >= 0 ? String(order + 1) : ''}
              data-done={String(done)}
              onClick={() => {
                setActive(k);
                onPick(item.id);
              }}
              onFocus={() => {
                setActive(k);
                onHover(item.id);
              }}
              onBlur={() => onHover(null)}
              onMouseEnter={() => onHover(item.id)}
              onMouseLeave={() => onHover(null)}
            >
              <span class="hand-item-label">{item.label}</span>
              <span class="hand-item-body scroll-x">
                {/* The formulas are for the eye; the name is read from the label and the words below, since a formula's
                    content read aloud carries its TeX source (MathML's annotation) in some screen readers. */}
                <span aria-hidden="true">
                  <FormulaPieces tex={inequalityToKatex(item.inequality, name, { form })} />
                </span>
                {changedByKnowns && (
                  <span class="hand-item-now" aria-hidden="true" data-testid="hand-item-now">
                    {/* Says how the line was rewritten, only the parts that apply: a known 0 is dropped, a known 1 moved to the right side. */}
                    {knownsWords(item.inequality, values)}: <FormulaPieces tex={inequalityToKatex(now, name, { form: nowForm })} />
                  </span>
                )}
                <span class="hand-item-note">
                  {item.text}
                  {done && <strong> · finished: it holds whatever happens, so it can force nothing, alone or in a sum</strong>}
                  {order >= 0 && <strong> · picked{pairMode ? ` ${ORDINAL[order]}` : ''}</strong>}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
