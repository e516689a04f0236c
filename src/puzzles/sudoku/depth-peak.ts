/**
 * Why backtracking's placements pile up at one depth, from its counts per
 * depth alone. Each placement at depth d − 1 sends the search on to the cell
 * of depth d, so the visits to that cell are the placements one depth up, and
 * placements ÷ visits is how many numbers a visit finds that fit. Before the
 * peak that is more than one (the tries multiply from depth to depth); after
 * it, fewer than one (the filled cells rule almost every number out). The
 * averages are geometric: the growth factor per depth over each stretch.
 */
export interface DepthPeak {
  /** The depth with the most placements, counted from 1. */
  depth: number;
  placements: number;
  /** Numbers that fit per visit, averaged over depths 2…peak (null when the peak is at depth 1). */
  before: number | null;
  /** The same after the peak, over depths peak+1…last (null when the peak is the last depth). */
  after: number | null;
  /** A second, lower hump after the peak (null when none): see secondHump. */
  second: SecondHump | null;
}

/** A rise after the peak: from the low point `valleyDepth` to the top `depth`, `growth` numbers fitting per visit on the way up. */
export interface SecondHump {
  valleyDepth: number;
  valley: number;
  depth: number;
  placements: number;
  growth: number;
}

/**
 * The highest depth after the peak that stands at least twice as high as the
 * lowest point between the peak and it: the search fans out again there.
 */
export function secondHump(placements: readonly number[], peak: number): SecondHump | null {
  let best: SecondHump | null = null;
  let low = peak;
  for (let j = peak + 1; j < placements.length; j++) {
    if (placements[j] < placements[low]) low = j;
    const v = placements[low];
    if (v > 0 && placements[j] >= 2 * v && (!best || placements[j] > best.placements)) {
      best = { valleyDepth: low + 1, valley: v, depth: j + 1, placements: placements[j], growth: (placements[j] / v) ** (1 / (j - low)) };
    }
  }
  return best;
}

export function depthPeak(placements: readonly number[]): DepthPeak {
  if (placements.length === 0) throw new Error('no depths counted');
  const k = placements.reduce((best, v, d) => (v > placements[best] ? d : best), 0);
  const last = placements.length - 1;
  const growth = (from: number, to: number) => (placements[from] > 0 && placements[to] > 0 ? (placements[to] / placements[from]) ** (1 / (to - from)) : null);
  return { depth: k + 1, placements: placements[k], before: k > 0 ? growth(0, k) : null, after: k < last ? growth(k, last) : null, second: secondHump(placements, k) };
}
