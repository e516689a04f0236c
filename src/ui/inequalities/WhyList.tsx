/**
 * A "why" tree as text: nested lists, each line a cell's value or the
 * inequality behind it (in KaTeX, as it stood when it acted). It is the
 * drawing's text alternative on the page and the form the exported page
 * uses. `WhyNodeText` is the one sentence per node both share.
 */
import type { JSX } from 'preact';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import type { WhyNode } from '../../inequalities/why';
import Formula from '../Formula';
import { inequalityLabel, jsonToKatex, valueTex } from './labels';

/**
 * @param lead the line introduces the lines under it (in the list), so it ends
 *   with a colon; alone (the detail beside the drawing) it ends with a full stop
 */
export function WhyNodeText({ words, node, lead = false }: { words: EngineVocabulary; node: WhyNode; lead?: boolean }): JSX.Element {
  const word = words.valueWord;
  switch (node.kind) {
    case 'value': {
      const why =
        node.because.kind === 'inequality'
          ? node.because.label === 'sum'
            ? `because of the sum ${inequalityLabel(node.because.id)} (what it adds up is ${lead ? 'below' : 'under it in the tree'})`
            : `because of ${inequalityLabel(node.because.id)}, “${node.because.label}”`
          : node.because.kind === 'trial'
            ? 'because of a trial'
            : 'because';
      return (
        <span>
          <Formula tex={valueTex(words, node.variable, node.value)} /> ({word(node.value)}), {why}{lead ? ':' : '.'}
        </span>
      );
    }
    case 'value-ref': {
      const why =
        node.note === 'above' ? 'explained above' : node.note === 'cut' ? 'its reason is left out to keep the tree small' : 'a choice of the last-resort search, not a deduction';
      return (
        <span>
          <Formula tex={valueTex(words, node.variable, node.value)} /> ({word(node.value)}): {why}.
        </span>
      );
    }
    case 'inequality': {
      const origin =
        node.parents && node.parents[0].kind === 'inequality' && node.parents[1].kind === 'inequality'
          ? `the sum ${inequalityLabel(node.parents[0].id)} + ${inequalityLabel(node.parents[1].id)}`
          : node.label === 'sum'
            ? 'a sum of two inequalities'
            : node.label;
      const below = lead ? 'below' : 'under it in the tree';
      const isSum = node.parents !== null || node.label === 'sum';
      const uses = node.uses.length > 0 ? ` With the known ${words.things} ${below} put in, it reads` : ' It reads';
      return (
        <span>
          {inequalityLabel(node.id)}, {origin}.{uses}{node.parents ? ` (the two it adds are ${below})` : ''}{' '}
          {/* A sum in ≥ form, as the stepper and the lesson add it up; a board's own inequality as the model writes it. */}
          <Formula tex={jsonToKatex(words, node.inequality, isSum ? { form: 'ge' } : {})} />
        </span>
      );
    }
    case 'trial':
      return (
        <span>
          Trial (not a deduction): assuming the opposite, {word(node.assumed)}, forcing settled {node.steps.length}{' '}
          {node.steps.length === 1 ? words.thing : words.things} and then {inequalityLabel(node.conflict)} could not hold:{' '}
          <Formula tex={jsonToKatex(words, node.conflictInequality)} />
        </span>
      );
  }
}

function children(node: WhyNode): WhyNode[] {
  if (node.kind === 'value') return [node.because];
  if (node.kind === 'inequality') return [...node.uses, ...(node.parents ?? [])];
  return [];
}

/** Levels indented in full; deeper ones step in by a hair, so a long chain of reasons still fits a phone. */
const DEEP = 4;

function Item({ words, node, depth }: { words: EngineVocabulary; node: WhyNode; depth: number }): JSX.Element {
  const kids = children(node);
  return (
    <li data-kind={node.kind}>
      <WhyNodeText words={words} node={node} lead={kids.length > 0} />
      {kids.length > 0 && (
        <ul class={depth >= DEEP ? 'eng-why-deep' : undefined}>
          {kids.map((k, i) => (
            <Item key={i} words={words} node={k} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function WhyList({ words, tree, testId = 'why-list' }: { words: EngineVocabulary; tree: WhyNode; testId?: string }): JSX.Element {
  return (
    <ul class="eng-why-list" data-testid={testId}>
      <Item words={words} node={tree} depth={0} />
    </ul>
  );
}
