/**
 * "Why is this a lamp?" drawn: the derivation of one settled variable as a
 * small tree (laid out by why-layout.ts with d3-hierarchy). Variables are
 * circles (filled for 1 — a lamp in Akari — × for 0, dashed when explained elsewhere),
 * inequalities rounded boxes (Σ for a sum), a trial a diamond; a legend
 * under the drawing says so, with the genre's words for 1 and 0. The chosen
 * node's full text and formula show beside the drawing; the arrow keys walk
 * the tree (↑ parent, ↓ first child, ← → siblings), and the same tree is
 * listed as text underneath. A tree wider than its box scrolls sideways and
 * opens with its root in view; printed, it shrinks to the paper's width.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import type { WhyNode } from '../../inequalities/why';
import { INDENTED_BOX_LEFT, WHY_LABEL_PX, WHY_MIN_SCALE, labelWidth, layoutWhy, layoutWhyIndented, whyNeighbour, type PlacedWhy } from './why-layout';
import { WhyList, WhyNodeText } from './WhyList';

export interface WhyTreeViewProps {
  /** The genre's words (names of variables, what the values mean). */
  words: EngineVocabulary;
  tree: WhyNode;
  /** Prefix of the test ids: `${testId}`, `-canvas`, `-focus`, `-list`. */
  testId?: string;
  /** Static (export): no focus handling, the list shown open. */
  isStatic?: boolean;
  /**
   * A tree too wide for its box even drawn smaller: 'scroll' sideways (the default), or 'indented', drawn again one
   * node a row (why-layout.ts's layoutWhyIndented), which fits the box without scrolling.
   */
  wideAs?: 'scroll' | 'indented';
}

export function WhyTreeView({ words, tree, testId = 'why-tree', isStatic = false, wideAs = 'scroll' }: WhyTreeViewProps): JSX.Element {
  const tidy = useMemo(() => layoutWhy(tree, words), [tree, words]);
  const shows = useMemo(() => whyTreeShows(tree), [tree]);
  const indented = useMemo(() => (wideAs === 'indented' ? layoutWhyIndented(tree, words) : null), [tree, words, wideAs]);
  const [useIndented, setUseIndented] = useState(false);
  const layout = useIndented && indented ? indented : tidy;
  const [focus, setFocus] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const [listOpen, setListOpen] = useState(false);
  // Whether the drawing is wider than its box: then a sentence above it says so, and the list opens.
  const [overflows, setOverflows] = useState(false);
  // A tree a little wider than its box is drawn smaller to fit, down to labels of 11 px (WHY_MIN_SCALE); a wider one scrolls.
  const [scale, setScale] = useState(1);
  // The root is the reason asked about: the drawing opens fitted to its box or, when it cannot fit, scrolled to its root,
  // rather than showing the tree's left edge. Done again when a folded drawing is unfolded (it had no width before).
  const fitToRoot = () => {
    const el = box.current;
    if (!el || el.clientWidth === 0) return;
    // Too wide even drawn smaller: the indented drawing, when the genre asks for it, in place of a scroll.
    const indent = indented !== null && tidy.width * WHY_MIN_SCALE > el.clientWidth + 1;
    setUseIndented(indent);
    const shown = indent && indented ? indented : tidy;
    const root = shown.nodes[0];
    const fit = Math.min(1, Math.max(WHY_MIN_SCALE, el.clientWidth / shown.width));
    setScale(fit);
    const wide = shown.width * fit > el.clientWidth + 1;
    setOverflows(wide);
    if (root && wide) el.scrollLeft = Math.max(0, root.x * fit - el.clientWidth / 2);
    // A drawing that does not fit is read in pieces; the list form reads in full, so it opens by itself.
    if (wide) setListOpen(true);
  };
  useEffect(() => {
    setFocus(0);
    setScale(1);
    fitToRoot();
  }, [tree]);
  // On a phone the drawing shows a few nodes at a time; the list form reads in full, so there it comes first, open,
  // and the drawing is folded under it.
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof matchMedia === 'function' && matchMedia(NARROW_SCREEN).matches) setNarrow(true);
  }, []);
  const current = layout.nodes[focus] ?? layout.nodes[0];
  const onKey = (e: KeyboardEvent) => {
    const next = whyNeighbour(layout, focus, e.key);
    if (next === undefined) return;
    e.preventDefault();
    setFocus(next);
  };
  const svg = (
    <svg class="eng-why-svg" width={layout.width * scale} height={layout.height * scale} viewBox={`0 0 ${layout.width} ${layout.height}`} aria-hidden="true"
      style={{ maxWidth: 'none', display: 'block' }}>
      {layout.nodes.map((n) =>
        n.parent === null ? null : (
          <path key={`l${n.id}`} d={linePath(layout.nodes[n.parent], n, layout.indented === true)} fill="none"
            style={{ stroke: '#555', strokeWidth: 1.3, strokeDasharray: n.role === 'added' ? '5 3' : undefined }} />
        ),
      )}
      {layout.nodes.map((n) => (
        <NodeMark key={n.id} p={n} focused={!isStatic && n.id === current.id} onPick={isStatic ? undefined : () => setFocus(n.id)} labelRight={layout.indented === true} />
      ))}
    </svg>
  );
  const drawing = (
    <>
      {isStatic ? (
        <div class="eng-why-tree scroll-x">{svg}</div>
      ) : (
        <>
        {overflows && !narrow && (
          <p class="eng-small" data-testid={`${testId}-wide`}>
            The drawing is {Math.round(layout.width * scale)} px wide, wider than this box: it opens at its root, and scrolls sideways (swipe,
            Shift and the wheel, or click it and use the arrow keys). The same tree is also given as a list.
          </p>
        )}
        <div ref={box} class="eng-why-tree scroll-x" tabIndex={0} role="group" onKeyDown={onKey} data-testid={`${testId}-canvas`}
          aria-label={`Derivation tree with ${layout.nodes.length} nodes. Arrow keys move: up to the parent, down to the first child, left and right between siblings.`}>
          {svg}
        </div>
        </>
      )}
      {!isStatic && (
        <p class="eng-why-detail" aria-live="polite" data-testid={`${testId}-focus`} data-node={current.id}>
          <WhyNodeText words={words} node={current.node} />
        </p>
      )}
      <WhyLegend words={words} shows={shows} />
    </>
  );
  if (isStatic) {
    return (
      <div class="eng-why" data-testid={testId} data-nodes={layout.nodes.length}>
        {drawing}
        <WhyList words={words} tree={tree} testId={`${testId}-list`} />
      </div>
    );
  }
  if (narrow) {
    return (
      <div class="eng-why" data-testid={testId} data-nodes={layout.nodes.length} data-layout="list-first">
        <details class="eng-why-listbox" open data-testid={`${testId}-list-box`}>
          <summary>The tree as a list</summary>
          <WhyList words={words} tree={tree} testId={`${testId}-list`} />
        </details>
        <details data-testid={`${testId}-drawing-box`} onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && fitToRoot()}>
          <summary>The same tree as a drawing (it scrolls sideways)</summary>
          {drawing}
        </details>
      </div>
    );
  }
  return (
    <div class="eng-why" data-testid={testId} data-nodes={layout.nodes.length} data-layout="drawing-first">
      {drawing}
      <details class="eng-why-listbox" open={listOpen} data-testid={`${testId}-list-box`}>
        <summary>The same tree as a list</summary>
        <WhyList words={words} tree={tree} testId={`${testId}-list`} />
      </details>
    </div>
  );
}

/** The baseline of a value's label under its circle: the focus ring (radius 22, 3 wide) ends above the letters' tops. */
export const VALUE_LABEL_Y = 37;

/** Where the list form of the tree opens on its own (the width at which the engine's step rows stack). */
export const NARROW_SCREEN = '(max-width: 560px)';

const LEGEND_ICON = 30;

/** One shape of the tree, small, for the legend. */
function LegendIcon({ children }: { children: JSX.Element }): JSX.Element {
  return (
    <svg width={LEGEND_ICON} height={LEGEND_ICON} viewBox="-15 -15 30 30" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: '0.3rem' }}>
      {children}
    </svg>
  );
}

/** Which kinds of node one tree holds, so its legend explains only what the reader can meet in it. */
export interface WhyTreeShows {
  sum: boolean;
  /** A sum one of whose two parents is itself a sum (the Akari lesson's star; the legend says "a sum of three", as the Shakashaka lesson never names a star). */
  star: boolean;
  trial: boolean;
  elsewhere: boolean;
}

export function whyTreeShows(tree: WhyNode): WhyTreeShows {
  const shows: WhyTreeShows = { sum: false, star: false, trial: false, elsewhere: false };
  const isSum = (n: WhyNode) => n.kind === 'inequality' && n.parents !== null;
  const visit = (n: WhyNode): void => {
    if (n.kind === 'value') visit(n.because);
    else if (n.kind === 'value-ref') shows.elsewhere = true;
    else if (n.kind === 'trial') shows.trial = true;
    else {
      if (n.parents) {
        shows.sum = true;
        if (n.parents.some(isSum)) shows.star = true;
        n.parents.forEach(visit);
      }
      n.uses.forEach(visit);
    }
  };
  visit(tree);
  return shows;
}

/**
 * What each shape and line of this drawing means, in the genre's words (Shakashaka's 1 is "taken", Akari's "a
 * lamp"): only the shapes this tree has, so no line explains a star or a trial the reader cannot find in it.
 */
function WhyLegend({ words, shows }: { words: EngineVocabulary; shows: WhyTreeShows }): JSX.Element {
  const sum = shows.star
    ? ' (Σ: a sum, added up two at a time, so a sum of three is a sum of two plus one more; numbered on after the board\'s own)'
    : shows.sum
      ? ' (Σ: a sum of two inequalities; numbered on after the board\'s own)'
      : '';
  return (
    <ul class="eng-why-legend eng-small" data-testid="why-legend" aria-label="How the tree is drawn">
      <li><LegendIcon><ValueShape value={1} dashed={false} /></LegendIcon>a {words.thing} that is 1 ({words.valueWord(1)})</li>
      <li><LegendIcon><ValueShape value={0} dashed={false} /></LegendIcon>a {words.thing} that is 0 ({words.valueWord(0)})</li>
      {shows.elsewhere && <li><LegendIcon><ValueShape value={0} dashed /></LegendIcon>dashed: explained elsewhere (↑ higher up in the tree, … left out to keep it small)</li>}
      <li><LegendIcon><rect x={-13} y={-8} width={26} height={16} rx={5} style={{ fill: '#eef3fb', stroke: '#1d4f91', strokeWidth: 1.5 }} /></LegendIcon>an inequality, by its number{sum}</li>
      {shows.trial && <li><LegendIcon><path d="M0 -12L13 0L0 12L-13 0Z" style={{ fill: '#fff', stroke: '#222', strokeWidth: 2, strokeDasharray: '4 2' }} /></LegendIcon>a trial</li>}
      <li>The label by a circle is the {words.thing}'s name, as in the inequalities. Solid lines: the reason, and the known {words.things} it used.{shows.sum ? ' Dashed lines: the two inequalities a sum was added from.' : ''}</li>
    </ul>
  );
}

/** A variable's circle: filled for 1, a cross for 0, dashed when it is explained elsewhere. */
function ValueShape({ value, dashed }: { value: number; dashed: boolean }): JSX.Element {
  return (
    <g>
      <circle r={12} style={{ fill: value === 1 ? '#ffd23f' : '#fff', stroke: '#222', strokeWidth: 1.8, strokeDasharray: dashed ? '3 2' : undefined }} />
      {value === 0 && <path d="M-5 -5L5 5M5 -5L-5 5" style={{ stroke: '#222', strokeWidth: 2 }} />}
      {value === 1 && <circle r={3.5} style={{ fill: '#222' }} />}
    </g>
  );
}

/** A line from a node to its child: straight in the tidy layout, down then across (an elbow) in the indented one. */
function linePath(from: PlacedWhy, to: PlacedWhy, elbow: boolean): string {
  return elbow ? `M${from.x} ${from.y}V${to.y}H${to.x}` : `M${from.x} ${from.y}L${to.x} ${to.y}`;
}

function NodeMark({ p, focused, onPick, labelRight = false }: { p: PlacedWhy; focused: boolean; onPick?: () => void; labelRight?: boolean }) {
  const n = p.node;
  let shape: JSX.Element;
  if (n.kind === 'value' || n.kind === 'value-ref') {
    shape = <ValueShape value={n.value} dashed={n.kind === 'value-ref'} />;
  } else if (n.kind === 'inequality') {
    // As wide as its label ("(1717) Σ" is wider than "(12)").
    const w = Math.max(52, labelWidth(p.short) + 10);
    // Indented, the box starts at the node's left edge like a circle, so it never covers the line from two levels up.
    const left = labelRight ? INDENTED_BOX_LEFT : -w / 2;
    shape = <rect x={left} y={-12} width={w} height={24} rx={6} style={{ fill: '#eef3fb', stroke: '#1d4f91', strokeWidth: n.label === 'sum' ? 2.5 : 1.5 }} />;
  } else {
    shape = <path d="M0 -14L16 0L0 14L-16 0Z" style={{ fill: '#fff', stroke: '#222', strokeWidth: 2, strokeDasharray: '4 2' }} />;
  }
  // A value's label sits under its circle and clear of the focus ring (radius 22).
  // In the indented layout it sits to the right of the circle instead, on the node's own row.
  const textY = n.kind === 'inequality' ? 5 : labelRight ? 5 : VALUE_LABEL_Y;
  const textX = !labelRight ? 0 : n.kind === 'inequality' ? INDENTED_BOX_LEFT + Math.max(52, labelWidth(p.short) + 10) / 2 : 18;
  return (
    <g transform={`translate(${p.x} ${p.y})`} onClick={onPick} style={{ cursor: onPick ? 'pointer' : undefined }}
      data-kind={n.kind} data-why-node={p.id}>
      {focused && <circle r={22} style={{ fill: 'none', stroke: '#0b57d0', strokeWidth: 3 }} />}
      {shape}
      <text x={textX} y={textY} text-anchor={labelRight && n.kind !== 'inequality' ? 'start' : 'middle'} font-size={WHY_LABEL_PX} font-weight={600} fill="#111" font-family="system-ui, sans-serif"
        stroke={n.kind === 'inequality' ? undefined : '#fff'} stroke-width={4} paint-order="stroke">
        {p.short}
      </text>
    </g>
  );
}
