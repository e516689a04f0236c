/**
 * The clause families of the Sudoku formula (./cnf-model.ts) as the lesson
 * shows them: what each says, its formula as KaTeX source, and how many
 * clauses, literals and counter variables it adds — counted by formula for
 * any order (the tests check the counts against a built formula).
 *
 * Only strings are made here; the page typesets them.
 */
import { sinzClauseCount } from '../../sat/sinz';

export interface ClauseFamilyView {
  /** As the formula builder names it: "cell ≥ 1", "row ≤ 1", …, "given". */
  name: string;
  meaning: string;
  /** KaTeX source of one clause (or one clause shape) of the family. */
  tex: string;
  clauses: number;
  literals: number;
  auxVariables: number;
}

/**
 * Sinz's counter over x_1 … x_n, written for the variables `v(i)` (KaTeX):
 * its five clause shapes one under the other, so the table stays narrow
 * enough for the page (the lesson's worked example explains each shape).
 */
function sinzTex(v: (i: string) => string, n: number): string {
  const lines = [
    `\\neg ${v('1')} \\lor s_{1}`,
    `\\neg ${v('i')} \\lor s_{i}`,
    `\\neg s_{i-1} \\lor s_{i}`,
    `\\neg ${v('i')} \\lor \\neg s_{i-1}\\quad (1<i<${n})`,
    `\\neg ${v(String(n))} \\lor \\neg s_{${n - 1}}`,
  ];
  return `\\begin{array}{l}${lines.join(' \\\\ ')}\\end{array}`;
}

/** The families of the full model of order n with `givens` unit clauses, in the order the builder writes them. */
export function sudokuClauseFamilies(order: number, givens: number): ClauseFamilyView[] {
  const n = order * order;
  const groups = n * n;
  const amo = sinzClauseCount(n);
  const each = (name: string, meaning: string, tex: string, atMost: boolean): ClauseFamilyView => ({
    name,
    meaning,
    tex,
    clauses: atMost ? groups * amo : groups,
    literals: atMost ? groups * 2 * amo : groups * n,
    auxVariables: atMost ? groups * Math.max(0, n - 1) : 0,
  });
  const cell = (k: string) => `v_{r,c,${k}}`;
  const row = (c: string) => `v_{r,${c},k}`;
  const col = (r: string) => `v_{${r},c,k}`;
  const box = (j: string) => `v_{B_{b,${j}},k}`;
  return [
    each('cell ≥ 1', 'every cell holds at least one value', `\\begin{array}{l}\\bigvee_{k=1}^{${n}} ${cell('k')} \\\\ \\text{for every cell } (r,c)\\end{array}`, false),
    each('cell ≤ 1', 'every cell holds at most one value (sequential counter)', sinzTex(cell, n), true),
    each('row ≥ 1', 'every row holds every value somewhere', `\\begin{array}{l}\\bigvee_{c=1}^{${n}} ${row('c')} \\\\ \\text{for every row } r \\text{ and value } k\\end{array}`, false),
    each('row ≤ 1', 'no row holds a value twice (sequential counter)', sinzTex(row, n), true),
    each('column ≥ 1', 'every column holds every value somewhere', `\\begin{array}{l}\\bigvee_{r=1}^{${n}} ${col('r')} \\\\ \\text{for every column } c \\text{ and value } k\\end{array}`, false),
    each('column ≤ 1', 'no column holds a value twice (sequential counter)', sinzTex(col, n), true),
    each('box ≥ 1', 'every box holds every value somewhere', `\\begin{array}{l}\\bigvee_{j=1}^{${n}} ${box('j')} \\\\ \\text{for every box } b \\text{ and value } k\\end{array}`, false),
    each('box ≤ 1', 'no box holds a value twice (sequential counter)', sinzTex(box, n), true),
    { name: 'given', meaning: 'every given is a unit clause', tex: 'v_{r,c,k}\\quad\\text{for every given } k \\text{ at } (r,c)', clauses: givens, literals: givens, auxVariables: 0 },
  ];
}
