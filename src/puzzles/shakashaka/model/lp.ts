/**
 * The model as a CPLEX LP file: what `--lp FILE` writes, what the `highs`
 * method hands to HiGHS, and what the benchmark feeds to CBC, so all three
 * solve the very same rows. A feasibility problem: the objective is 0.
 *
 * Names: variable `x_3_4_ul` is row 3, column 4 (from 1), state ul/ur/lr/ll
 * (the corner of the triangle's black right angle) or 0 (left white); a row's
 * name starts with its family letter. Rows are written as the paper writes
 * them, with '=' for the equalities the engine splits in two; long rows are
 * wrapped, since some readers limit the length of a line.
 */
import { STATE_CODE } from '../puzzle';
import { writtenOf, type RowAbout, type ShakashakaModel } from '../model';

/** Variable `v`'s name in the LP file. */
export function lpVariableName(model: ShakashakaModel, v: number): string {
  const x = model.variables[v];
  return `x_${x.row + 1}_${x.col + 1}_${STATE_CODE[x.state]}`;
}

const at = ([r, c]: readonly [number, number]): string => `${r + 1}_${c + 1}`;

/** A row's name: family, part, the cell and what tells it apart from its neighbours in the list. */
export function lpRowName(family: string, about: RowAbout): string {
  switch (about.part) {
    case 'one-state':
      return `${family}_${at(about.cell)}`;
    case 'clue':
      return `${family}clue_${at(about.cell)}`;
    case 'edge':
      return `${family}edge_${at(about.cell)}_${STATE_CODE[about.t]}`;
    case 'turn':
      return `${family}turn_${at(about.cell)}_${STATE_CODE[about.t]}_${about.end.replace('-', '')}`;
    case 'wedge':
      return `${family}wedge_${at(about.cell)}_${STATE_CODE[about.t]}`;
    case 'corner':
      return `${family}_${at(about.block)}_${STATE_CODE[about.closing]}`;
    case 'nested':
      return `${family}_${at(about.cell)}_${STATE_CODE[about.t]}_${at(about.other)}`;
    case 'triangle-corner':
      return `${family}_${at(about.block)}_${STATE_CODE[about.t]}`;
  }
}

const TERMS_PER_LINE = 8;

/** The LP file of the model. */
export function modelToLp(model: ShakashakaModel): string {
  return writeLp(model) as string;
}

/**
 * The same, asking `shouldStop` every thousand rows (a budget's clock): null
 * when it said stop. Writing a large board's file takes a noticeable moment.
 */
export function writeLp(model: ShakashakaModel, shouldStop?: () => boolean): string | null {
  const { puzzle } = model;
  const names = model.variables.map((_, v) => lpVariableName(model, v));
  const name = (v: number): string => names[v];
  const out: string[] = [
    `\\ Shakashaka ${puzzle.width}x${puzzle.height} as a 0/1 model, families ${model.families.join(', ')} (variant ${model.variant})`,
    `\\ ${model.variables.length} binary variables, ${model.rows.length} rows; a feasibility problem (objective 0)`,
    ...puzzle.rows.map((row) => `\\   ${row}`),
    'Minimize',
    // A zero objective on one variable: some readers refuse an empty objective.
    model.variables.length > 0 ? ` obj: 0 ${name(0)}` : ' obj:',
    'Subject To',
  ];
  for (let i = 0; i < model.rows.length; i++) {
    if (shouldStop && i % 1000 === 999 && shouldStop()) return null;
    const row = model.rows[i];
    const w = writtenOf(model, i);
    const terms = [...w.left.map((v) => `+ ${name(v)}`), ...w.right.map((v) => `- ${name(v)}`)];
    if (terms.length > 0) terms[0] = terms[0].replace(/^\+ /, '');
    const lines: string[] = [];
    for (let k = 0; k < terms.length; k += TERMS_PER_LINE) lines.push(terms.slice(k, k + TERMS_PER_LINE).join(' '));
    const sense = w.sense === '<=' ? '<=' : w.sense === '>=' ? '>=' : '=';
    const body = lines.length === 0 ? `0 ${name(0)}` : lines.join('\n   ');
    out.push(` ${lpRowName(row.family, row.about)}: ${body} ${sense} ${w.constant}`);
  }
  out.push('Binary');
  for (let k = 0; k < model.variables.length; k += TERMS_PER_LINE) {
    out.push(' ' + model.variables.slice(k, k + TERMS_PER_LINE).map((_, j) => name(k + j)).join(' '));
  }
  out.push('End', '');
  return out.join('\n');
}
