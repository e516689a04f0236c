/**
 * The constraint families of the 0/1 model of Demaine, Okamoto, Uehara and
 * Uno ("Computational complexity and an integer programming model of
 * Shakashaka", IEICE Trans. Fundamentals 97(6), 2014), lettered A–E here in
 * the order of the rules, plus the corrective family F that the published
 * list lacks. What each family says, in words, for the constraint lists and
 * the lesson; which families each variant of the model uses.
 */

export type Family = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export interface FamilyInfo {
  family: Family;
  /** A few words for a legend. */
  title: string;
  /** One or two sentences: what the inequalities say and why they hold in every solution. */
  summary: string;
}

export const FAMILIES: Readonly<Record<Family, FamilyInfo>> = {
  A: {
    family: 'A',
    title: 'one state per cell',
    summary: 'Every white cell is empty (no triangle) or holds exactly one of the four triangles: its five variables add up to 1.',
  },
  B: {
    family: 'B',
    title: 'black cells, the frame and the clues',
    summary:
      'Against a black cell or the edge of the board a cell shows a black side of its triangle or is empty, ' +
      'so the two triangles that would turn their white side there are 0; a clue k counts exactly k triangles on its four neighbours.',
  },
  C: {
    family: 'C',
    title: 'diagonals go on or turn at a right angle',
    summary:
      "At each end of a triangle's diagonal the edge of the white area goes on straight into the next cell with the same triangle, " +
      'or turns by 90° into the neighbouring cell; and when it goes on straight, the cell wedged between the two on the white side is empty.',
  },
  D: {
    family: 'D',
    title: 'no white corner pointing inwards, from three empty cells',
    summary:
      'When three cells of a 2×2 block are empty, the fourth is empty too, or holds the triangle whose white corner closes the block: ' +
      'otherwise the white area would have a corner pointing inwards.',
  },
  E: {
    family: 'E',
    title: 'no black inside a tilted white rectangle',
    summary:
      'Walking from a triangle across its white side, perpendicular to its diagonal, one meets the opposite triangle (the far side of ' +
      'the same 45° rectangle) before any second triangle like the first. One inequality per pair of cells on a diagonal line, with up to a board side of terms.',
  },
  F: {
    family: 'F',
    title: 'no white corner pointing inwards, from a triangle and two empty cells',
    summary:
      'A triangle whose white corner points into a 2×2 block, with the two cells beside it in the block empty, forces the fourth cell ' +
      'to be empty or the triangle that closes the block. D alone misses this corner, which lets a white diamond with a square hole through.',
  },
};

/** Which families a model variant uses. */
export const MODEL_VARIANTS = {
  /** As published: the four local rules and the non-local extra one. */
  'A-E': ['A', 'B', 'C', 'D', 'E'],
  /** Published plus the correction. */
  'A-F': ['A', 'B', 'C', 'D', 'E', 'F'],
  /** The corrected model without the non-local family E: every inequality looks at a 2×2 block or a short line. */
  'A-D+F': ['A', 'B', 'C', 'D', 'F'],
} as const satisfies Record<string, readonly Family[]>;

export type ModelVariant = keyof typeof MODEL_VARIANTS;

export const VARIANT_NAMES = Object.keys(MODEL_VARIANTS) as ModelVariant[];

/** A variant as a page names it ("A–D and F"); its code ("A-D+F") is for the command line and links. */
export function variantTitle(variant: ModelVariant): string {
  return variant === 'A-D+F' ? 'A–D and F' : variant.replace('-', '–');
}

export function isModelVariant(name: string): name is ModelVariant {
  return Object.prototype.hasOwnProperty.call(MODEL_VARIANTS, name);
}
