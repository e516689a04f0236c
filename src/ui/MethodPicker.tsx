/**
 * The method picker and the fields of its options, for any genre: the
 * methods are the genre's (src/ui/method-link.ts reads them from
 * `Genre.methods`), and each option the chosen method declares in
 * `Method.options` gets the field its type asks for — a whole number in its
 * range, or one of its choices — so the page offers exactly what the command
 * line accepts. The genre gives only words: a label per method and, for a
 * choice, what each choice means.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { OptionValues } from '../core/trace';
import type { MethodOption } from '../puzzles/types';
import { choicesOf, methodNames, numberRange, type MethodTable } from './method-link';

export interface MethodPickerProps {
  table: MethodTable;
  method: string;
  onMethod: (method: string) => void;
  disabled: boolean;
  /** The page's words for each method (a method without one shows its name) and what it does (else its summary). */
  words?: Readonly<Record<string, { label: string; note?: string }>>;
  children?: ComponentChildren;
}

export function MethodPicker({ table, method, onMethod, disabled, words = {}, children }: MethodPickerProps): JSX.Element {
  return (
    <fieldset class="eng-fieldset" disabled={disabled}>
      <legend>Method</legend>
      {methodNames(table).map((m) => (
        <label key={m} class="eng-choice">
          <input type="radio" name="eng-method" checked={method === m} data-testid={`method-${m}`} onChange={() => onMethod(m)} />
          <span>
            <strong>{words[m]?.label ?? m}</strong> — {words[m]?.note ?? table.methods[m].summary}
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}

export interface OptionFieldsProps {
  /** The options to show (a method's `options`). */
  options: Readonly<Record<string, MethodOption>>;
  values: OptionValues;
  onValues: (values: OptionValues) => void;
  disabled: boolean;
  /** The page's label for each option (else its summary). */
  labels?: Readonly<Record<string, string>>;
  /** What each choice of a choice option means, in the page's words. */
  choiceWords?: (option: string, choice: string) => ComponentChildren;
  /** A choice's name as the page says it, when its code ("A-D+F") is not a word; the code by default. */
  choiceNames?: (option: string, choice: string) => string;
}

/** One field per option: a number in its range, or a radio group of its choices (the default first). */
export function OptionFields({ options, values, onValues, disabled, labels = {}, choiceWords, choiceNames }: OptionFieldsProps): JSX.Element {
  return (
    <>
      {Object.entries(options).map(([name, spec]) => {
        const label = labels[name] ?? spec.summary;
        const set = (v: number | string) => onValues({ ...values, [name]: v });
        if (spec.type === 'number') {
          return <NumberField key={name} label={label} value={Number(values[name] ?? spec.default)} range={numberRange(spec)}
            disabled={disabled} testId={`option-${name}`} onChange={set} />;
        }
        if (spec.type === 'choice') {
          return (
            <fieldset key={name} class="eng-fieldset" disabled={disabled}>
              <legend>{label}</legend>
              {choicesOf(spec).map((c) => (
                <label key={c} class="eng-choice">
                  <input type="radio" name={`eng-${name}`} value={c} checked={(values[name] ?? spec.default) === c} data-testid={`${name}-${c}`}
                    onChange={() => set(c)} />
                  <span>
                    <strong>{choiceNames ? choiceNames(name, c) : c}</strong>{choiceWords ? <>: {choiceWords(name, c)}</> : null}
                  </span>
                </label>
              ))}
            </fieldset>
          );
        }
        return null;
      })}
    </>
  );
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A whole number in a range. The field keeps what is typed (an empty field
 * while retyping is fine); only a valid number is applied, and while the text
 * is not one, the field says which numbers it takes and which one is used.
 */
export function NumberField(p: { label: string; value: number; range: { min: number; max: number }; disabled: boolean; testId: string; onChange: (n: number) => void }): JSX.Element {
  const [text, setText] = useState(String(p.value));
  const hintId = useId();
  useEffect(() => {
    if (Number(text) !== p.value) setText(String(p.value));
  }, [p.value]);
  const ok = (raw: string) => /^\d+$/.test(raw.trim()) && Number(raw) >= p.range.min && Number(raw) <= p.range.max;
  const valid = ok(text);
  return (
    <label class="eng-choice">
      {p.label}
      <input class="eng-number" type="number" min={p.range.min} max={p.range.max} step={1} value={text} disabled={p.disabled}
        data-testid={p.testId} aria-invalid={valid ? undefined : true} aria-describedby={valid ? undefined : hintId}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          setText(raw);
          if (ok(raw)) p.onChange(Number(raw));
        }} />
      {!valid && (
        <span class="eng-small" id={hintId}>
          {fmt(p.range.min)} to {fmt(p.range.max)}; {fmt(p.value)} is used
        </span>
      )}
    </label>
  );
}
