/**
 * HiGHS's model status in words for a page. The trace keeps HiGHS's own
 * name ('optimal', 'timeLimit' …, the key of its status constant), which is
 * what a test or the CLI's JSON compares; a reader gets a phrase.
 */
const WORDS: Readonly<Record<string, string>> = {
  optimal: 'an answer',
  infeasible: 'a proof that no filling satisfies every inequality of the model',
  timeLimit: 'its time limit reached',
  interrupted: 'being stopped',
  solutionLimit: 'its limit on answers reached',
  iterationLimit: 'its limit on iterations reached',
};

export function highsStatusWords(status: string): string {
  // An unlisted status: its name split into words ("objectiveBound" → "objective bound").
  return WORDS[status] ?? `the status “${status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}”`;
}
