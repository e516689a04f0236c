/**
 * The few parts of the npm package `logic-solver` (MiniSat compiled to
 * JavaScript; a benchmark peer, no types of its own) that the Sudoku
 * benchmark uses.
 */
declare module 'logic-solver' {
  export type Term = string;
  export interface Formula {
    readonly kind?: string;
  }
  export interface Solution {
    getTrueVars(): string[];
  }
  export class Solver {
    require(...formulas: (Formula | Term)[]): void;
    solve(): Solution | null;
    solveAssuming(assumption: Formula | Term): Solution | null;
  }
  export function or(...operands: (Formula | Term | (Formula | Term)[])[]): Formula;
  export function and(...operands: (Formula | Term | (Formula | Term)[])[]): Formula;
  const Logic: { Solver: typeof Solver; or: typeof or; and: typeof and };
  export default Logic;
}
