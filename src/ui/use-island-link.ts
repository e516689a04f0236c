/**
 * A solver island's link, both ways, for any genre on the one scheme
 * (src/ui/solver-link.ts): on load, the link (old keys upgraded) is read
 * once, after the first render so hydration sees the server's markup, and
 * handed to the island; its unusable values come back as sentences, and a
 * link that names a step asks for a solve on load. From then on the board,
 * the method, its options and the time limit are kept in the URL while they
 * differ from the page's defaults; a board the reader changes to drops the
 * old step (the link's own board keeps it).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OptionValues } from '../core/trace';
import { optionLinkValues, type IslandLink, type MethodTable } from './method-link';
import { LINK_KEY, readPageLink, useBoardInUrl } from './solver-link';
import { writeUrlParam } from './url-state';

export interface IslandLinkInput {
  started: boolean;
  oldKeys: Readonly<Record<string, string>>;
  read: (params: URLSearchParams) => IslandLink;
  /** The island takes what the link asks for (board, method, options, limit). */
  onLink: (link: IslandLink) => void;
  table: MethodTable;
  /** The method shown and the page's default; absent when the island runs every method at once. */
  method?: { value: string; fallback: string };
  options: OptionValues;
  limit: { sec: number; defaultSec: number };
  /** The board as the link carries it (null while the text is not a board), and the island's first board. */
  board: string | null;
  firstBoard: string;
}

export function useIslandLink(p: IslandLinkInput): { problems: string[]; solveOnLoad: { current: boolean } } {
  const [problems, setProblems] = useState<string[]>([]);
  // Set when a link names a step: the board is solved once it is on the page (useSolveOnLoad).
  const solveOnLoad = useRef(false);
  useEffect(() => {
    const link = p.read(readPageLink(p.oldKeys));
    p.onLink(link);
    setProblems(link.problems);
    solveOnLoad.current = link.namesStep && link.boardError === null;
  }, []);
  useBoardInUrl(p.started, LINK_KEY.board, p.board, p.firstBoard, [LINK_KEY.step]);
  useEffect(() => {
    if (!p.started) return;
    if (p.method) writeUrlParam(LINK_KEY.method, p.method.value === p.method.fallback ? null : p.method.value);
    for (const [name, value] of Object.entries(optionLinkValues(p.table, p.options))) writeUrlParam(name, value);
    writeUrlParam(LINK_KEY.limit, p.limit.sec === p.limit.defaultSec ? null : String(p.limit.sec));
  }, [p.method?.value, p.options, p.limit.sec, p.started]);
  return { problems, solveOnLoad };
}
