/**
 * The whole diagram of a tiny board, drawn from the trace's node events: one
 * row per level (the edge it decides named at the left), the nodes of the
 * level in a row, a solid arc to where taking the edge leads (the 1-arc) and
 * a dashed one to where leaving it out leads (the 0-arc), and the two
 * terminals ⊥ and ⊤ at the bottom. Arcs cut by a rule point to ⊥ and are left
 * out of the drawing (they would only cross it); their number is given below
 * it. A path from the root to ⊤ is a solution: the edges whose 1-arc it follows.
 *
 * A node that two or more arcs reach is where partial states merged (equal
 * mate arrays found in the unique table): it is drawn with a double ring.
 * Given the board (`puzzle`), the drawing can be explored: click or focus a
 * node (one Tab stop; arrow keys move, 0 and 1 follow its arcs) to pick it
 * and see its mate array on the board and in words, where its arcs lead and
 * why; pointing at a node only previews it, and the picked node comes back
 * when the pointer leaves. Without it (the static export) the figure is a
 * picture only.
 *
 * With `showCounts`, each node carries the number of solutions below it, written
 * beside it; `reduced` says the nodes are the reduced diagram's (zdd-reduce.ts),
 * where an arc to ⊥ is no cut but what zero suppression and merging left; a
 * square marks each node the second rule merged another into.
 */
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import StyleSheet from '../StyleSheet';
import { NL_CSS } from './nl-css';
import { ZddNodePanel } from './ZddNodePanel';
import { edgeAt } from './mate-words';
import { levelNumber } from './levels';
import { plural } from '../../core/numbers';
import { listWords } from '../../core/list-words';
import { arcBow, arcPath, SKIP_DROP, TERMINAL_HALF, zddLayout, zddMove } from './zdd-layout';
import { wayAt, wayThrough, zddWays } from './zdd-ways';
import { nodeCounts } from '../../puzzles/numberlink/zdd-reduce';

export interface ZddDrawingProps {
  nodes: readonly NodeEvent[];
  edges: readonly [Cell, Cell][];
  title: string;
  testId?: string;
  /** The board, to make the drawing explorable (see above); the rule and edge order, to give cut reasons. */
  puzzle?: NumberlinkPuzzle;
  rule?: NumberlinkRule;
  orientation?: Orientation;
  /** Write beside each node the number of solutions below it (see zdd-reduce.ts). */
  showCounts?: boolean;
  /**
   * The nodes are a reduced diagram: how many built nodes were zero-suppressed and merged away, and the nodes
   * the second rule merged others into (drawn inside a square, so a reader can find where that rule applied).
   */
  reduced?: { from: number; suppressed: number; merged: number; mergedInto?: readonly number[] };
  /** Draw only the first `upTo` levels (a first look at a diagram): arcs into the next level end in short stubs. */
  upTo?: number;
}

/**
 * The least a picture may shrink to fit a phone's column: its level names (13 px) stay over 11 px, and its one-digit
 * counts and ⊥ ⊤, drawn larger in a picture (nl-css.ts: 16 px), keep 10 px of ink (tests/e2e/layout-checks.ts).
 */
const LEAST_SCALE = 0.88;

/** The drawing as an island of its own in the lesson. */
export default function ZddExplorer(props: ZddDrawingProps): JSX.Element {
  return (
    <>
      <StyleSheet css={NL_CSS} />
      <ZddDrawing {...props} />
    </>
  );
}

/** What the two reduction rules took away, with one word for both ("removed"): the caption says what is left beside it. */
export const reducedWords = (r: { from: number; suppressed: number; merged: number }): string =>
  `${r.suppressed} of the ${r.from} built were removed by zero suppression and ${r.merged} by merging`;

export function ZddDrawing({ nodes: all, edges: allEdges, title, testId = 'nl-zdd', puzzle, rule, orientation, showCounts = false, reduced, upTo }: ZddDrawingProps): JSX.Element {
  // Cut to its first levels, the drawing keeps one empty row for the stubs of the arcs that go on below.
  const part = upTo !== undefined && upTo < allEdges.length;
  const nodes = part ? all.filter((n) => n.level < upTo) : all;
  const edges = part ? allEdges.slice(0, upTo) : allEdges;
  const L = zddLayout(nodes, edges.length, { compact: !!reduced, stubs: part });
  const ways = useMemo(() => zddWays(nodes), [nodes]);
  const below = useMemo(() => nodeCounts(nodes), [nodes]);
  // The node picked and which of the ways down to it the panel draws (0 unless the reader followed arcs or paged).
  const [pick, setPick] = useState<{ id: number; way: bigint } | null>(null);
  const sel = pick?.id ?? null;
  // The node the pointer is over: a preview only, the picked node comes back when the pointer leaves the node or the
  // drawing. The panel follows the last input: a key press or a focus moved to a node (Tab, the panel's buttons, a
  // screen reader) drops the preview (the mouse resting on a node would else keep a stale preview on the panel's
  // board over the keyboard's moves), and moving the pointer again brings it back.
  const [hoverId, setHover] = useState<number | null>(null);
  // A preview of a node the drawing no longer has (the solver drew another board) must not stay on the panel's board.
  // (Derived, not reset by an effect on `nodes`: the solver hands over a new array of the same nodes on every render.)
  const hover = hoverId !== null && nodes.some((n) => n.id === hoverId) ? hoverId : null;
  const svgRef = useRef<SVGSVGElement>(null);
  // A node picked by a tap or click: on a phone its panel sits below the drawing's box, so the panel brings itself into view
  // when any of it is off the screen (ZddNodePanel, with the shared bring-into-view.ts; a check on its top alone left it cut off).
  const [clicks, setClicks] = useState(0);
  const interactive = !!puzzle;
  const boxRef = useRef<HTMLDivElement>(null);
  /** From the panel back to the drawing: its box to the top of the screen, the picked node focused (which scrolls the box to it). */
  const backToDrawing = () => {
    boxRef.current?.scrollIntoView({ block: 'start' });
    svgRef.current?.querySelector<SVGGElement>(`[data-node="${sel ?? nodes[0]?.id}"]`)?.focus();
  };
  // Pointing at or focusing a node keeps its way when it is already the one picked (a focus follows every move).
  const select = (id: number) => setPick((prev) => (prev?.id === id ? prev : { id, way: 0n }));
  const focusNode = (id: number, way = 0n) => {
    setPick({ id, way });
    svgRef.current?.querySelector<SVGGElement>(`[data-node="${id}"]`)?.focus();
  };
  /** Follows an arc of `id`: the way down to the child continues the way shown to `id`. */
  const follow = (id: number, choice: 0 | 1) => {
    const n = nodes.find((x) => x.id === id);
    const child = n ? (choice === 1 ? n.hi : n.lo) : 0;
    if (child <= 1) return;
    const way = pick?.id === id ? pick.way : 0n;
    focusNode(child, wayThrough(ways, id, way, choice, child));
  };
  // Why a 0 or 1 key moved nowhere: that arc ends at a terminal, and the reader should hear so rather than nothing.
  const [note, setNote] = useState('');
  // The same, in the node's panel beside the drawing, where the reader is looking (the note sits below the drawing).
  const [pressed, setPressed] = useState<{ id: number; choice: 0 | 1 } | null>(null);
  const onKey = (e: KeyboardEvent, id: number) => {
    const to = zddMove(L, nodes, id, e.key);
    if (e.key === '0' || e.key === '1') {
      const n = nodes.find((x) => x.id === id);
      const child = n ? (e.key === '1' ? n.hi : n.lo) : 0;
      setNote(to === null && n ? `Node ${L.number.get(id)}'s ${e.key}-arc ${child === 1 ? 'goes to ⊤: that choice finishes a solution' : 'goes to ⊥: a rule cuts that choice (the panel names it)'}, so there is no node to move to.` : '');
      setPressed(to === null && n ? { id, choice: e.key === '1' ? 1 : 0 } : null);
    } else {
      setNote('');
      setPressed(null);
    }
    if (to === null) return;
    e.preventDefault();
    if (e.key === '0' || e.key === '1') follow(id, e.key === '1' ? 1 : 0);
    else focusNode(to);
  };
  const current = hover ?? sel ?? (nodes[0]?.id ?? null);
  const countText = (id: number): string => (below.get(id) ?? 0n).toLocaleString('en-US');
  const arcs: JSX.Element[] = [];
  for (const n of nodes) {
    const [x, y] = L.pos.get(n.id)!;
    for (const [child, cls] of [[n.lo, 'nl-arc0'], [n.hi, 'nl-arc1']] as const) {
      if (child === 0) continue;
      const dx = cls === 'nl-arc0' ? -4 : 4;
      if (!L.pos.has(child)) {
        // A node of a level not drawn: a short stub towards it.
        arcs.push(<line key={`${n.id}-${cls}`} class={cls} x1={x + dx} y1={y + 9} x2={x + 4 * dx} y2={y + 30} />);
        continue;
      }
      const [x2, y2] = L.pos.get(child)!;
      // An arc that skips levels (zero suppression, in a reduced diagram) bows to its side, halfway to the next
      // column, so it is not read as passing through the nodes of the levels between.
      if (y2 - y > SKIP_DROP) {
        // Bowed to its side, and further (or to the other side) until it passes clear of every node between.
        const mx = arcBow(L, [x + dx, y + 9], [x2, y2 - 12], cls === 'nl-arc0' ? -1 : 1);
        arcs.push(<path key={`${n.id}-${cls}`} class={cls} d={arcPath([x + dx, y + 9], [x2, y2 - 12], mx)} />);
      } else arcs.push(<line key={`${n.id}-${cls}`} class={cls} x1={x + dx} y1={y + 9} x2={x2} y2={y2 - 12} />);
    }
  }
  // A picture a little wider than a phone's column shrinks to fit, but no further than LEAST_SCALE; any wider, it
  // scrolls sideways in its box, which shows that it does. (The tiny board's reduced diagram is 406 px wide, a 390 px
  // phone's column 358 px.)
  const fit = interactive ? undefined : { width: '100%', maxWidth: `${L.width}px`, minWidth: `${Math.ceil(L.width * LEAST_SCALE)}px`, height: 'auto' };
  const merged = nodes.filter((n) => (L.parents.get(n.id) ?? 0) >= 2).length;
  const mergedInto = new Set((reduced?.mergedInto ?? []).filter((id) => L.pos.has(id)));
  // Where the second rule of a reduced diagram applied, said in the caption beside the square that marks it.
  const intoWords = mergedInto.size === 0 ? '' :
    ` A square marks ${mergedInto.size === 1 ? 'the node' : `each of the ${mergedInto.size} nodes`} (${listWords([...new Set([...mergedInto].map((id) => `level ${levelNumber(nodes.find((n) => n.id === id)!.level)}`))])}) where the second rule applied: another node of ${mergedInto.size === 1 ? 'its' : 'their'} level with the same two children was merged into ${mergedInto.size === 1 ? 'it' : 'them'}.`;
  return (
    <figure class="nl-zdd-fig" data-testid={testId} data-nodes={nodes.length} data-merged={merged} data-levels={edges.length}>
      <div class="nl-zdd-explore">
      {/* Wider than a column: it scrolls sideways. Explorable, the focused node scrolls into view; a picture takes a Tab stop of its own. */}
      {/* On a phone the explorable drawing's box is half a screen tall and scrolls both ways: it carries both signs. */}
      {/* The interactive box gets its tab stop and region role from scroll-boxes.ts only while it scrolls; it is named after
          its drawing, so two scrolling diagrams on one page (the lesson's and the solver's) are two landmarks a screen reader tells apart. */}
      <div ref={boxRef} class={`nl-zdd-wrap scroll-x${interactive ? ' scroll-y nl-zdd-box' : ''}`}
        {...(interactive ? { 'data-scroll-label': `${title} (scrolls: use the arrow keys to see the rest)` } : { tabIndex: 0, role: 'group', 'aria-label': `${title} (scrolls sideways)` })}>
        <svg ref={svgRef} class={interactive ? 'nl-zdd' : 'nl-zdd nl-zdd-pic'} width={L.width} height={L.height} style={fit} viewBox={`0 0 ${L.width} ${L.height}`}
          onMouseLeave={interactive ? () => setHover(null) : undefined}
          {...(interactive ? { role: 'group', 'aria-label': `${title}: one button per node; arrow keys move, 0 and 1 follow its arcs` } : { role: 'img', 'aria-label': title })}>
          {L.shown.filter((lv) => lv < edges.length).map((lv) => (
            <text key={`l${lv}`} class="nl-level-name" x={4} y={L.rowY(lv)} dy="0.35em">{`${levelNumber(lv)}: ${edgeAt(edges[lv][0], edges[lv][1])}`}</text>
          ))}
          {part && <text x={4} y={L.stubY} dy="0.35em" data-testid={`${testId}-more`}>{`levels ${levelNumber(edges.length)}–${allEdges.length}: not drawn`}</text>}
          {arcs}
          {nodes.map((n) => {
            const [x, y] = L.pos.get(n.id)!;
            const many = (L.parents.get(n.id) ?? 0) >= 2;
            const into = mergedInto.has(n.id);
            const on = interactive && n.id === sel;
            const preview = interactive && n.id === hover && hover !== sel;
            const shape = (
              <>
                {into && <rect class="nl-merge-mark" x={x - 15} y={y - 15} width={30} height={30} data-testid="zdd-merged-into" />}
                {many && <circle class="nl-node" cx={x} cy={y} r={12} />}
                <circle class={on ? 'nl-node nl-node-on' : preview ? 'nl-node nl-node-preview' : 'nl-node'} cx={x} cy={y} r={8} />
                {showCounts && <text class="nl-count" x={x + (many ? 14 : 10)} y={y + 10} data-count={countText(n.id)}>{countText(n.id)}</text>}
              </>
            );
            if (!interactive) return <g key={n.id} class="nl-node-pic">{shape}</g>;
            return (
              <g key={n.id} data-node={n.id} role="button" tabIndex={n.id === (sel ?? nodes[0]?.id) ? 0 : -1} class="nl-node-btn"
                aria-label={`node ${L.number.get(n.id)}, level ${levelNumber(n.level)}${many ? `, reached by ${L.parents.get(n.id)} arcs` : ''}${into ? ', another node with the same two children merged into it' : ''}${showCounts ? `, solutions below: ${countText(n.id)}` : ''}`}
                aria-pressed={on ? 'true' : 'false'}
                onMouseEnter={() => setHover(n.id)} onMouseMove={() => setHover(n.id)} onMouseLeave={() => setHover((h) => (h === n.id ? null : h))} onClick={() => { select(n.id); setClicks((c) => c + 1); svgRef.current?.querySelector<SVGGElement>(`[data-node="${n.id}"]`)?.focus(); }} onFocus={() => { setHover(null); select(n.id); setPressed((p) => (p?.id === n.id ? p : null)); }} onKeyDown={(e) => { setHover(null); onKey(e, n.id); }}>
                {shape}
              </g>
            );
          })}
          {([[0, '⊥'], [1, '⊤']] as const).map(([id, sign]) => {
            const x = L.pos.get(id)![0];
            return (
              <g key={sign} class="nl-terminal" data-testid={`${testId}-terminal`}>
                <rect class="nl-term" x={x - TERMINAL_HALF} y={L.bottom - TERMINAL_HALF} width={2 * TERMINAL_HALF} height={2 * TERMINAL_HALF} />
                <text x={x} y={L.bottom} dy="0.35em" text-anchor="middle">{sign}</text>
                {showCounts && <text class="nl-count" x={x + TERMINAL_HALF + 3} y={L.bottom + TERMINAL_HALF}>{id}</text>}
              </g>
            );
          })}
        </svg>
      </div>
      {interactive && current !== null && (
        <ZddNodePanel puzzle={puzzle} node={nodes.find((n) => n.id === current)!} number={L.number} parents={L.parents.get(current) ?? 0}
          edges={edges} chosen={sel !== null || hover !== null} preview={hover !== null && hover !== sel} rule={rule} orientation={orientation} onFollow={(choice) => follow(current, choice)}
          ways={ways.count.get(current) ?? 0n} way={pick?.id === current ? pick.way : 0n} choices={wayAt(ways, current, pick?.id === current ? pick.way : 0n)}
          onWay={(way) => setPick({ id: current, way })} below={below} clicks={clicks} onBack={backToDrawing} pressed={pressed?.id === current ? pressed.choice : null} />
      )}
      </div>
      {interactive && <p class="nl-small" aria-live="polite" data-testid={`${testId}-note`}>{note}</p>}
      <figcaption class="nl-small">
        {part && reduced
          ? <>{title}: the root and the nodes of levels {levelNumber(1)} to {edges.length}, {nodes.length} of the {all.length} nodes left once {reducedWords(reduced)}. Solid arcs are 1-arcs, dashed ones 0-arcs; an arc that
            skips a level leaves that level's edge out; the short ones go on to level {levelNumber(edges.length)}, not drawn here. Arcs to ⊥ are not drawn.{intoWords}</>
          : part
          ? <>{title}: the root and the nodes of levels {levelNumber(1)} to {edges.length}, {nodes.length} nodes in all, of the {all.length} the whole diagram has.
            Solid arcs are 1-arcs (take the edge), dashed ones 0-arcs (leave it out); the short ones go on to level {levelNumber(edges.length)}, not drawn here.
            {' '}{plural(L.cutArcs, 'arc')} cut by a rule go{L.cutArcs === 1 ? 'es' : ''} to ⊥ and {L.cutArcs === 1 ? 'is' : 'are'} not drawn; no arc reaches ⊤ this high up.
            {merged > 0 && ` A double ring marks ${merged === 1 ? 'the node' : `each of the ${merged} nodes`} two arcs reach: a merge, where different choices above left the same mate array.`}</>
          : reduced
          ? <>{title}: {plural(nodes.length, 'node')} left once {reducedWords(reduced)}.
            Solid arcs are 1-arcs, dashed ones 0-arcs; arcs to ⊥ are not drawn.{intoWords}</>
          : <>{title}: {plural(nodes.length, 'node')} on {plural(edges.length, 'level')}. Solid arcs are 1-arcs (take the edge), dashed ones 0-arcs (leave it out);{' '}
            {plural(L.cutArcs, 'arc')} cut by a rule go{L.cutArcs === 1 ? 'es' : ''} to ⊥ and {L.cutArcs === 1 ? 'is' : 'are'} not drawn. A double ring marks a node reached by two or more arcs:{' '}
            {plural(merged, 'node')} where different choices above left the same mate array and merged.</>}
        {showCounts && ' The number beside each node is its count, the solutions below it.'}

      </figcaption>
    </figure>
  );
}
