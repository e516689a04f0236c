/**
 * Lays out a "why" tree (src/inequalities/why.ts) with d3-hierarchy's
 * tidy tree: the settled cell at the top, under it the inequality that forced
 * it, under that the known cells it used (each with its own reason) and, for
 * a sum, the two inequalities added. Pure data in, coordinates out.
 */
import { hierarchy, tree } from 'd3-hierarchy';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import type { WhyNode } from '../../inequalities/why';
import { treeExtent } from '../tree-extent';
import { inequalityLabel } from './labels';

export interface PlacedWhy {
  id: number;
  node: WhyNode;
  x: number;
  y: number;
  parent: number | null;
  children: number[];
  /** Short text drawn on the node. */
  short: string;
  /** How the node came to be under its parent: "used" (a known cell) or "added" (a sum's parent). */
  role: 'root' | 'reason' | 'used' | 'added';
}

export interface WhyLayout {
  nodes: PlacedWhy[];
  width: number;
  height: number;
  /** One node a row, each indented under its parent (layoutWhyIndented): labels to the right, lines as elbows. */
  indented?: boolean;
}

/** Least distance between neighbouring nodes (the focus ring is 44 units across), and between levels. */
export const WHY_MIN_DX = 52;
export const WHY_DY = 62;
const MARGIN = 36;
/**
 * The size WhyTreeView draws node labels at; each has a white halo 2 units
 * wide around it. 14, not the 11 allowed at least, so a drawing a little
 * wider than its box can be drawn smaller to fit (WHY_MIN_SCALE); a wider
 * one scrolls instead.
 */
export const WHY_LABEL_PX = 14;
/** The most a drawing is scaled down to fit its box: labels stay above 11 px. */
export const WHY_MIN_SCALE = 11.2 / WHY_LABEL_PX;
const LABEL_HALO = 2;

/**
 * A generous width of a label as drawn (no DOM here to measure it): Latin
 * letters and digits in bold system-ui average under 0.65 em, the arrows and
 * triangles (↑ … ◢) up to 1 em. Long labels ("◢ at (3,4) = 1 ↑") would
 * otherwise run into their neighbours and past the drawing's edge.
 */
export function labelWidth(text: string): number {
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) < 128 ? 0.65 : 1;
  return Math.ceil(em * WHY_LABEL_PX) + 2 * LABEL_HALO;
}

/** How wide a node is drawn: its label, an inequality's box around it (WhyTreeView's NodeMark), the focus ring. */
function drawnWidth(node: WhyNode, words: EngineVocabulary): number {
  const label = labelWidth(shortLabel(node, words));
  return Math.max(44, node.kind === 'inequality' ? Math.max(52, label + 10) : label);
}

interface Item {
  node: WhyNode;
  role: PlacedWhy['role'];
  kids: Item[];
}

function childrenOf(node: WhyNode): Item[] {
  if (node.kind === 'value') return [wrap(node.because, 'reason')];
  if (node.kind === 'inequality') {
    const kids = node.uses.map((u) => wrap(u, 'used'));
    if (node.parents) kids.push(wrap(node.parents[0], 'added'), wrap(node.parents[1], 'added'));
    return kids;
  }
  return [];
}

function wrap(node: WhyNode, role: PlacedWhy['role']): Item {
  return { node, role, kids: childrenOf(node) };
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A name as the drawing writes it: subscript digits (x₁₀) become plain ones
 * (x10). Unicode subscripts are drawn at about half the label's size, too
 * small to read on a phone; the list form under the drawing keeps them.
 */
export function drawnName(name: string): string {
  return name.replace(/[₀-₉]/g, (d) => String(SUBSCRIPT_DIGITS.indexOf(d)));
}

/** What a node says in a few characters: "x7 = 1", "(12)", "(58) Σ", "trial". */
export function shortLabel(node: WhyNode, words: EngineVocabulary): string {
  switch (node.kind) {
    case 'value':
      return `${drawnName(words.name(node.variable))} = ${node.value}`;
    case 'value-ref':
      return `${drawnName(words.name(node.variable))} = ${node.value}${node.note === 'above' ? ' ↑' : node.note === 'cut' ? ' …' : ' ?'}`;
    case 'inequality':
      return node.label === 'sum' ? `${inequalityLabel(node.id)} Σ` : inequalityLabel(node.id);
    case 'trial':
      return 'trial';
  }
}

export function layoutWhy(root: WhyNode, words: EngineVocabulary): WhyLayout {
  const h = hierarchy<Item>(wrap(root, 'root'), (d) => d.kids);
  let widest = 0;
  h.each((n) => { widest = Math.max(widest, drawnWidth(n.data.node, words)); });
  // Neighbours' labels do not touch, and the outermost ones stay inside the drawing. Each pair of neighbours is
  // kept apart by its own two widths, not the widest label's, so a tree of short labels ("(12)") is narrower and
  // fits the solver's box more often (nodeSize 1 makes the separation a distance in units).
  const gap = (a: { data: Item }, b: { data: Item }) => (drawnWidth(a.data.node, words) + drawnWidth(b.data.node, words)) / 2 + 8;
  const laid = tree<Item>().nodeSize([1, WHY_DY]).separation((a, b) => Math.max(WHY_MIN_DX, gap(a, b)))(h);
  const margin = Math.max(MARGIN, Math.ceil(widest / 2) + 2);
  const { minX, maxX, maxY } = treeExtent(laid);
  const ids = new Map<typeof laid, number>();
  const nodes: PlacedWhy[] = [];
  laid.eachBefore((n) => {
    const id = nodes.length;
    ids.set(n, id);
    const parent = n.parent ? ids.get(n.parent)! : null;
    if (parent !== null) nodes[parent].children.push(id);
    nodes.push({
      id,
      node: n.data.node,
      x: n.x - minX + margin,
      y: n.y + MARGIN - 8,
      parent,
      children: [],
      short: shortLabel(n.data.node, words),
      role: n.data.role,
    });
  });
  // Room under the lowest row for a value's label (WhyTreeView's VALUE_LABEL_Y, 37, plus descenders).
  return { nodes, width: maxX - minX + margin * 2, height: maxY + MARGIN * 2 + 6 };
}

/** The indented layout's step to the right per level (small: a chain of reasons runs 25 levels deep), and its height per row (a value's circle is 24 across). */
const INDENT = 16;
const ROW = 34;
/** Where an inequality's box starts in the indented layout, from its node's x (a circle's left edge is −12 too). */
export const INDENTED_BOX_LEFT = -12;

/**
 * The same tree one node a row, each indented under its parent, as a folder tree is drawn: as wide as its deepest
 * branch and its longest label, however many nodes sit side by side in the tidy layout. For a tree too wide for its
 * box (WhyTreeView's wideAs="indented"): a tidy tree of 30 nodes can be 1,500 px wide.
 */
export function layoutWhyIndented(root: WhyNode, words: EngineVocabulary): WhyLayout {
  const nodes: PlacedWhy[] = [];
  let width = 0;
  const visit = (item: Item, depth: number, parent: number | null) => {
    const id = nodes.length;
    const x = MARGIN + depth * INDENT;
    nodes.push({ id, node: item.node, x, y: MARGIN + id * ROW, parent, children: [], short: shortLabel(item.node, words), role: item.role });
    if (parent !== null) nodes[parent].children.push(id);
    // A circle's label starts right of it; an inequality's box starts just left of x (INDENTED_BOX_LEFT), clear of the
    // line that runs down from two levels up, with its label inside.
    width = Math.max(width, x + (item.node.kind === 'inequality' ? INDENTED_BOX_LEFT + drawnWidth(item.node, words) : 18 + labelWidth(shortLabel(item.node, words))));
    for (const kid of item.kids) visit(kid, depth + 1, id);
  };
  visit(wrap(root, 'root'), 0, null);
  return { nodes, width: width + 12, height: MARGIN + (nodes.length - 1) * ROW + MARGIN, indented: true };
}

/** Arrow-key moves in the drawn tree: ↑ parent, ↓ first child, ← → siblings, Home the root. */
export function whyNeighbour(layout: WhyLayout, at: number, key: string): number | undefined {
  const here = layout.nodes[at];
  if (!here) return undefined;
  const siblings = here.parent === null ? [at] : layout.nodes[here.parent].children;
  const i = siblings.indexOf(at);
  if (key === 'ArrowUp' && here.parent !== null) return here.parent;
  if (key === 'ArrowDown' && here.children.length > 0) return here.children[0];
  if (key === 'ArrowLeft' && i > 0) return siblings[i - 1];
  if (key === 'ArrowRight' && i < siblings.length - 1) return siblings[i + 1];
  if (key === 'Home') return 0;
  return undefined;
}
