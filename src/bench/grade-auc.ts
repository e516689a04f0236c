/**
 * How well a score orders two groups of boards: the area under the ROC
 * curve, i.e. the chance that a board drawn from the harder group scores
 * above one drawn from the easier group (a tie counts one half). 1 orders
 * them perfectly, 0.5 is no better than a coin.
 */
export function auc(easier: readonly number[], harder: readonly number[]): number {
  if (easier.length === 0 || harder.length === 0) return Number.NaN;
  // Sort once and count by ranks (Mann–Whitney), so large groups stay fast.
  const all = [...easier.map((s) => ({ s, hard: false })), ...harder.map((s) => ({ s, hard: true }))].sort((a, b) => a.s - b.s);
  let rankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j].s === all[i].s) j++;
    const midRank = (i + 1 + j) / 2; // ranks i+1 … j share their mean
    for (let k = i; k < j; k++) if (all[k].hard) rankSum += midRank;
    i = j;
  }
  const n = harder.length;
  return (rankSum - (n * (n + 1)) / 2) / (n * easier.length);
}
