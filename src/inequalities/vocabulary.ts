/**
 * The words a genre lends the engine's views. The engine only knows
 * variables 0, 1, 2 … and the values 0 and 1; what they mean on a board — a
 * cell, a lamp, no lamp — is the genre's. The step words, the replay's notes,
 * the why trees and the by-hand mode all speak through one of these, so a
 * second genre on the engine (Shakashaka's triangles) gets its own words
 * without copying the views.
 */
export interface EngineVocabulary {
  /** Plain-text name of a variable: "x₇" (subscriptName). */
  name(variable: number): string;
  /** Its KaTeX name: "x_{7}". */
  tex(variable: number): string;
  /** What one variable stands for, and several: "cell", "cells". */
  thing: string;
  things: string;
  /** A value in a sentence: "a lamp", "no lamp". */
  valueWord(value: number): string;
  /** A value as a short mark in a list: "lamp", "no lamp (×)". */
  valueMark(value: number): string;
  /** Choosing a value, as a cause: "a lamp there", "leaving it empty". */
  choiceWord(value: number): string;
  /** "x7 is …" in a heading: "a lamp", "not a lamp". */
  isWord(value: number): string;
  /**
   * What the model's inequality `id` says, in words, for a step that cites it
   * by number ("(186)"); undefined for one the reader built (a sum) or when
   * the genre's words do not know the model.
   */
  inequalityWords?(id: number): string | undefined;
  /**
   * Where a variable sits, for a reader looking for it on the board: "row 5, column 4". Undefined when the words do
   * not know the board (a sum's cancelled cells are then named by their variable alone).
   */
  place?(variable: number): string;
}

/** A variable's name with its place on the board when the words know it: "x₂₉ (row 5, column 4)". */
export function placedName(words: EngineVocabulary): (variable: number) => string {
  return (v) => (words.place ? `${words.name(v)} (${words.place(v)})` : words.name(v));
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A variable's plain-text name written as the formulas write it, with its
 * number as a subscript: "x₂₈" for x_{28} (variable 27). Buttons, live lines
 * and logs are plain text, where KaTeX cannot go; Unicode's subscript digits
 * make them read like the formulas beside them.
 */
export function subscriptName(variable: number, letter = 'x'): string {
  return letter + String(variable + 1).replace(/[0-9]/g, (d) => SUBSCRIPT_DIGITS[Number(d)]);
}

/** Words for a genre that has none of its own: variables are variables, values are numbers. */
export const PLAIN_WORDS: EngineVocabulary = {
  name: (v) => subscriptName(v),
  tex: (v) => `x_{${v + 1}}`,
  thing: 'variable',
  things: 'variables',
  valueWord: (value) => `the value ${value}`,
  valueMark: (value) => String(value),
  choiceWord: (value) => `the value ${value}`,
  isWord: (value) => String(value),
};

/** "n thing(s)" with the number written out in the English way. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
