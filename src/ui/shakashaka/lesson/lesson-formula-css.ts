/**
 * The Shakashaka lesson's inline formulas stay on one line: KaTeX lets a
 * line break after a plus or a relation, and on a phone a reader met "x +"
 * at a line's end and "y + z ≥ 2" on the next, in the text and in a table
 * cell. A formula too wide for its line moves to a line of its own, or scrolls
 * in the box around it (the lesson's tables and sums sit in one). Not in a
 * figure's caption: the clue's sum of eight terms there is wider than a phone.
 * Scoped to the lesson's own text; the islands set their formulas themselves.
 */
export const LESSON_FORMULA_CSS = `
.lesson .formula:not(.formula-display):not(figcaption *), .lesson .formula:not(.formula-display):not(figcaption *) .katex { white-space: nowrap; }
`;
