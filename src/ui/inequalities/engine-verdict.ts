/**
 * The verdict of a solve in a genre the inequality engine solves (Akari,
 * Shakashaka), as one sentence: solved (and how: by deduction alone, with
 * trials, with a search) and judged by the genre's own rules check, no
 * solution, several solutions, stopped. Each genre adds the sentence that
 * says what its rules check looked at.
 */
import type { SolveResult } from '../../core/result';
import type { CheckResult } from '../../puzzles/types';
import type { Verdict } from '../RunSummaryView';

/** `method` names the solver in the sentence said of an IP solver's answer ("HiGHS"). */
export function engineVerdict<S>(result: SolveResult<S>, check: (solution: S) => CheckResult, judgedBy: string, method = 'The IP solver'): Verdict {
  if (result.status === 'solved' && result.solution) {
    const checked = check(result.solution);
    // The message starts with the rule's code for the CLI ("lampSeesLamp: …"); a page says only the words.
    if (!checked.ok) return { ok: false, text: `The answer breaks a rule: ${checked.message.replace(`${checked.code}: `, '')}` };
    const { stats } = result;
    // A method outside the engine (an IP solver) reports no trials: it says nothing of how.
    const how = (stats.searchNodes ?? 0) > 0 ? ' with the help of a search'
      : (stats.trials ?? 0) > 0 ? ' with the help of trials'
      : stats.trials !== undefined ? ' by deduction alone' : '';
    const solved = stats.multiple === 1 ? 'Solved, but the board has more than one solution; this is one of them' : `Solved${how}`;
    // An IP solver (it reports branch-and-bound nodes, no trials) stops at its first answer: "Solved" alone would read as "the answer", where the engine says when there are several.
    const onlyOne = stats.multiple === undefined && stats.trials === undefined && stats.nodes !== undefined ? ` ${method} returns one solution and does not check whether it is the only one.` : '';
    return { ok: true, text: `${solved}.${onlyOne} ${judgedBy}` };
  }
  if (result.status === 'unsolvable') {
    // The solver's reason may start with the verdict itself ("no solution: …"): say it once.
    const reason = (result.reason ?? 'the inequalities contradict each other').replace(/^no solution:\s*/i, '').replace(/\.$/, '');
    return { ok: false, text: `No solution: ${reason}.` };
  }
  if (result.status === 'timeout') return { ok: false, text: `Stopped before the end: ${result.reason ?? 'the budget ran out'}.` };
  return { ok: false, text: 'Cancelled.' };
}

/**
 * The export's one-line "Result" fact at the top of the page: on a board with
 * more than one solution it says so there, as the page's verdict does, so the
 * answer printed below is not read as the only one.
 */
export function resultFact<S>(result: SolveResult<S>, ok: boolean): string {
  if (!ok) return result.status;
  return result.stats.multiple === 1 ? 'solved and checked; one of several solutions (the board has more than one)' : 'solved and checked';
}
