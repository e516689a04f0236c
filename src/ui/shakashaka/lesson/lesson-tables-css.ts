/**
 * The Shakashaka lesson's Markdown tables (its statistics): room between the
 * columns and a rule under each row, so a header such as "sums built" does not
 * run into the next one and a number is read against its row. On a phone the
 * room shrinks, so the widest table (five columns) still fits 390 px without
 * scrolling sideways. Scoped to the lesson's own class-less tables; the
 * islands' tables have their own style.
 */
export const LESSON_TABLES_CSS = `
.lesson table:not([class]) { border-collapse: collapse; margin: 0.75rem 0; }
.lesson table:not([class]) th, .lesson table:not([class]) td { padding: 0.25rem 0.6rem; border-bottom: 1px solid var(--line, #888); vertical-align: top; }
.lesson table:not([class]) th:first-child, .lesson table:not([class]) td:first-child { padding-left: 0; text-align: left; }
.lesson table:not([class]) th:last-child, .lesson table:not([class]) td:last-child { padding-right: 0; }
@media (max-width: 480px) {
  .lesson table:not([class]) { font-size: 0.9em; }
  .lesson table:not([class]) th, .lesson table:not([class]) td { padding: 0.2rem 0.25rem; }
}
`;
