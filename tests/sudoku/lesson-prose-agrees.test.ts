/**
 * What a first-time reader of the Sudoku lesson found, each checked
 * where it is decided: the race's prose against its lanes (a build budget, a
 * lane's time limit), the grade line of a board that breaks a rule, and the
 * wording of CDCL's move 4 and the worked examples. Prose is read from the
 * lesson's source, since the wording is what is checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { gradeSudoku } from '../../src/puzzles/sudoku/grade';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';
import { OPEN_PAIRWISE_UP_TO } from '../../src/puzzles/sudoku/cnf-model';

const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
const section = (n: number) => lesson.slice(lesson.indexOf(`## ${n}. `), lesson.indexOf(`## ${n + 1}. `));
/** The text with line breaks as spaces, as a reader meets the words. */
const prose = (text: string) => text.replace(/\s+/g, ' ');

describe('the race: the build’s figure and the lane’s agree', () => {
  it('names the build’s budget and says the lane runs to its time limit', () => {
    const race = prose(section(5));
    // The lane stops at its time limit; the build's budget is counted in the lane's own Checks, so the reader can match them.
    expect(race).toMatch(/backtracking.s lane stops unsolved at the \$\{RACE_LIMIT_MS \/ 1000\}-second limit, and dancing links and SAT/);
    // The build's cap is a by-the-way a reader does not need: the main text names no count for the stopped lane.
    expect(race).not.toMatch(/fixed cap|F\.clue17\.cap/);
    // The board where backtracking struggles is suggested as the way to see the cost of blind guessing.
    expect(race).toMatch(/To see what blind guessing costs, press \*\{F\.clue17\.label\}\* before you start/);
    // Why the lane's "Helper variables" reads 0 on the opening board is said once, in section 3, where variables are counted (not again here).
    expect(race).not.toMatch(/Helper variables/);
    expect(prose(section(3))).toMatch(/Every group there has at most \$\{OPEN_PAIRWISE_UP_TO\} candidates left, so each is written pair by pair, with no helper variables/);
    expect(race).not.toMatch(/the build/);
    expect(race).not.toMatch(/value checks/);
  });

  it('says that “hard” in the opening board’s name is its collection’s grade, with backtracking’s computed tries on it', () => {
    // A reader took "hard" for a promise that backtracking would be slow there; it solves the board too.
    expect(prose(section(5))).toMatch(/“Hard” in its name is the collection's grade, not a promise that backtracking is slow: it solves it too, with \{fmt\(F\.clue17\.opensWithTries\.backtrack\)\} tries\./);
    expect(sudokuFacts().clue17.opensWithTries.backtrack).toBeGreaterThan(0);
  });

  it('does not promise machine-independent counts for a lane stopped by its limit', () => {
    const race = readFileSync('src/ui/sudoku/SudokuRace.tsx', 'utf8');
    expect(race).not.toMatch(/The counts do not depend on the machine/);
    expect(prose(race)).toMatch(/one stopped by its time limit counts only as far as it got/);
    // A lane stopped by its limit says so in those words, as the lesson's text does, not with a bare status word.
    expect(race).toMatch(/Stopped at the \$\{RACE_LIMIT_MS \/ 1000\}-second limit, unsolved/);
  });
});

describe('the grade line of a board that breaks a rule', () => {
  it('names the rule broken in board words, at the first place it breaks', () => {
    const r = parseSudoku('55' + '.'.repeat(79));
    if (!r.ok) throw new Error(r.error.message);
    const g = gradeSudoku(r.puzzle);
    expect(g.status).toBe('unsolvable');
    expect(g.reason).toMatch(/5 stands twice in row 1/);
    expect(g.reason).not.toMatch(/inequality|at least one|box/);
  });
});

describe('CDCL’s move 5, the jump back', () => {
  const move4 = prose(lesson.slice(lesson.indexOf('5. **Jump back.**'), lesson.indexOf('For the curious: restarts')));
  it('says level 0 is for a clause of one literal', () => {
    expect(move4).toMatch(/\(level 0 if the clause has only one literal[{)]/);
    expect(move4).not.toMatch(/\(0 if it has one\)/);
  });

  it('says how the clause prevents the mistake, and that a forgotten one can come back', () => {
    // Why the jump back sets something: at that level the clause is unit (move 2's rule), said without a double negative.
    expect(move4).toMatch(/There the clause's literals are all false except the one of the conflict's level, so the clause is unit \(move 2\) and forces that one: the setting behind the conflict is reversed/);
    expect(move4).not.toMatch(/all its literals but/);
    // The why comes before the rule's action: the clause is unit at that level, so the solver jumps there.
    expect(move4.indexOf('so the clause is unit')).toBeLessThan(move4.indexOf('So the solver jumps there'));
    expect(move4.indexOf('So the solver jumps there')).toBeGreaterThan(0);
    expect(move4).toMatch(/once its other literals are false again, propagation reverses the same setting at once/);
    // A learned clause is not kept for ever: what "useful" means, as the solver's clause database keeps and forgets
    // (a clause of one literal is set at level 0; longer ones by the number of levels they span, the keep-for-good
    // bound imported from src/sat/clause-db.ts, and by recent use), said without a term the main path has not defined.
    expect(move4).toMatch(/Our solver keeps a clause of one literal for good, a longer one for good if it spans at most \{TIER1_LBD\} decision levels \(others may be forgotten when unused\): while a clause is kept, once its other literals are false again, propagation reverses the same setting at once\./);
    expect(lesson).toMatch(/import \{ TIER1_LBD \} from '\.\.\/\.\.\/src\/sat\/clause-db';/);
    expect(move4).not.toMatch(/can be learned again/);
    expect(move4).not.toMatch(/clean-up/);
    expect(prose(lesson)).not.toMatch(/never made again|never tries that combination|never repeats a mistake/);
  });
});

describe('the worked example’s learned clause', () => {
  it('says why its value, from the values the givens leave the cell and the guess', () => {
    const hand = sudokuFacts().satHand;
    const why = hand.learnedWhy!;
    expect(why).not.toBeNull();
    expect(hand.learned).toBe(`${why.cell}#${why.value}`);
    expect(hand.decision).toBe(`${why.cell}#${why.guess}`);
    expect(why.values.split(' or ').map(Number).sort()).toEqual([why.value, why.guess].sort());
    expect(prose(section(3))).toMatch(/` \(the givens leave it only \$\{F\.satHand\.learnedWhy\.values\}\)`/);
  });
});

describe('the first UIP', () => {
  it('is defined in move 4 beside its drawing, open, after chain and cut, each tied to what the drawing shows', () => {
    // Defined where the word first appears (the words beside the drawing then point at its box "UIP").
    const first = lesson.indexOf('UIP');
    expect(lesson.slice(first - 30, first + 80)).toMatch(/<Term id="first-uip">first UIP<\/Term> \(<em>unique implication point<\/em>\)/);
    const move4 = prose(lesson.slice(lesson.indexOf('4. **Learn from a conflict.**'), lesson.indexOf('For the curious: resolution')));
    // The drawing stands open beside the words (a reader missed it folded), drawn bare: the words beside are its caption.
    expect(move4).toMatch(/<div class="sd-split sd-uip-split" data-testid="lesson-uip-graph"> <ImplicationGraphView \{\.\.\.F\.satHand\.graph\} idPrefix="lesson-" bare \/> <div class="sd-uip-words" data-testid="lesson-uip-words">/);
    expect(move4).not.toMatch(/Open the drawing/);
    // One term at a time, in order, each said by what the drawing shows: chain (a path of arrows), cut (the dashed line), UIP.
    const chain = move4.indexOf('A <strong>chain</strong> is one path of arrows');
    const cut = move4.indexOf('A <strong>cut</strong> is a line across every chain (dashed)');
    const uip = move4.indexOf('<Term id="first-uip">');
    expect(chain).toBeGreaterThan(move4.indexOf('<ImplicationGraphView'));
    expect(move4.indexOf("The drawing, the conflict's *implication graph*, shows why it happened: an arrow runs from each setting to one it forced.")).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(chain);
    expect(uip).toBeGreaterThan(cut);
    expect(move4).toMatch(/A <strong>chain<\/strong> is one path of arrows from the guess \(top\) to the conflict \(bottom\); here \{F\.satHand\.chains\}, sharing their first \{F\.satHand\.chainStart\.length\} boxes/);
    expect(move4).toMatch(/the setting of this level on every chain closest to the conflict: here the box marked UIP, \{literalBoardWords\(F\.satHand\.uip\)\}\./);
    // The chains' counts are the drawing's own: every chain starts with the guess and passes through the first UIP.
    const hand = sudokuFacts().satHand;
    expect(hand.chains).toBeGreaterThan(1);
    expect(hand.chainStart[0]).toBe(hand.decision);
    expect(hand.chainStart.at(-1)).toBe(hand.uip);
    // Not "the opposite of that setting": with the setting "does not hold 2" a reader read it as a double negative.
    expect(prose(lesson)).not.toMatch(/the opposite of that setting|cannot all hold/);
  });
});

describe('helper variables: where they start, and which counts include them', () => {
  it('the main text says what a helper variable is in one plain sentence; the counter’s box counts them', () => {
    const formula = prose(lesson.slice(lesson.indexOf('Take one **candidate variable**'), lesson.indexOf('For the curious: large groups')));
    const box = prose(lesson.slice(lesson.indexOf('For the curious: large groups'), lesson.indexOf('### How a CDCL solver searches')));
    // Which count is which, said plainly: any 9×9's candidate variables; one puzzle's after its givens; then why pairs cost.
    const candidates = formula.indexOf('Any 9×9 board has **{fmt(F.cnf9.valueVars)} candidate variables**, one per number in each cell.');
    const givens = formula.indexOf('one puzzle, *{X.label}* with {X.givens} givens, keeps {fmt(X.sat.valueVariables)}.');
    const pairs = formula.indexOf('Pairwise, "at most one" costs a clause per pair, and pairs grow with the square of a group.');
    const helpers = formula.indexOf('*helper variables*');
    expect(candidates).toBeGreaterThan(0);
    expect([candidates, givens, pairs, helpers]).toEqual([candidates, givens, pairs, helpers].sort((a, b) => a - b));
    // The threshold is computed.
    expect(formula).toMatch(/writes pairs only for groups that keep up to \{OPEN_PAIRWISE_UP_TO\} candidates after the givens, and counts a larger group with \*helper variables\*/);
    // What a helper variable means is said where it is named, with a concrete example (the counter box's own group), and points to the box.
    expect(formula).toMatch(/\*helper variables\*: facts about a group, such as “row \{C\.row\}’s \{C\.value\} is in c1, c2 or c3”, that is, one of its first 3 candidates is true \(the box below counts them\)\./);
    // A reader found the helpers' counts cryptic between the clauses and CDCL: they are in the box, not the main text.
    expect(formula).not.toMatch(/One such helper|per group of 9|\*variables\* in all|helpers each/);
    // Why a group of 9 has 8 of them, and where the helpers' count comes from: groups × helpers per group, all computed.
    expect(box).toMatch(/\{F\.sinzAux9\} helpers for 9 candidates \(one for each i up to \{F\.cnf9\.auxPerGroup\}: nothing follows the 9th\)/);
    expect(sudokuFacts().cnf9.auxPerGroup).toBe(8);
    expect(box).toMatch(/as for an empty 9×9 whose \{fmt\(F\.cnf9\.groups\)\} groups all keep 9, the full formula adds \{fmt\(F\.cnf9\.groups\)\} × \{F\.cnf9\.auxPerGroup\} = \{fmt\(F\.cnf9\.auxVars\)\} helpers to the \{fmt\(F\.cnf9\.valueVars\)\} candidate variables: \{fmt\(F\.cnf9\.valueVars \+ F\.cnf9\.auxVars\)\} \*variables\* in all/);
    // Why the race's 17-given board shows helpers while the example needs none: its groups keep more than the limit (computed).
    expect(box).toMatch(/\{F\.clue17\.helperGroups\.length > 0 && <> The race's <em>\{F\.clue17\.label\}<\/em> keeps \{F\.clue17\.helperGroups\.length\} /);
    expect(box).toMatch(/\$\{F\.clue17\.largestGroup - 1\} helpers each` .*: \{fmt\(F\.clue17\.satVariables - F\.clue17\.satValueVariables\)\} helpers\.<\/>\}/);
  });

  it('the race names its variable count as including helpers and reports the helpers apart', async () => {
    const { STAT_WORDS } = await import('../../src/ui/sudoku/SudokuRace');
    expect(STAT_WORDS.variables).toBe('Variables (helpers included)');
    expect(STAT_WORDS.helperVariables).toBe('Helper variables');
    const { solveSat } = await import('../../src/puzzles/sudoku/solve-sat');
    const r = parseSudoku('.'.repeat(81));
    if (!r.ok) throw new Error(r.error.message);
    const stats = solveSat(r.puzzle, {}).stats as Record<string, number>;
    // An empty 9×9 keeps groups of 9 candidates, more than the pairwise limit, so it has helpers, and Variables counts them.
    expect(stats.helperVariables).toBeGreaterThan(0);
    expect(stats.variables).toBeGreaterThan(stats.helperVariables);
  });
});

describe('Play: how to undo', () => {
  it('names the Undo button first, for a phone, and Ctrl+Z as the keyboard’s way', () => {
    const play = prose(lesson.slice(lesson.indexOf('## 7. '), lesson.indexOf('<details>', lesson.indexOf('## 7. '))));
    expect(play).toMatch(/\*Undo\* takes a move back \(Ctrl\+Z on a keyboard\)/);
    expect(readFileSync('src/ui/sudoku/SudokuPlay.tsx', 'utf8')).toMatch(/data-testid="play-undo"[^>]*>Undo</);
  });
});

describe('Play: what Check does, as the section’s intro says it', () => {
  it('names both answers: the first broken rule, and a wrong placement with no rule broken yet, with its forced-move proof', () => {
    const play = prose(lesson.slice(lesson.indexOf('## 7. '), lesson.indexOf('<details>', lesson.indexOf('## 7. '))));
    expect(play).toMatch(/\*\*Check\*\*, while on, names the first rule your board breaks or, with none broken yet, a wrong placement and the forced moves from the givens that prove it/);
  });
});

describe('Algorithm X by hand: the bad choice to try', () => {
  it('is the computed one, named with the column it empties, and the build finds one', () => {
    const byHand = prose(section(2).slice(section(2).indexOf('### Try it by hand')));
    // The column list is in a closed fold: the prose says to open it.
    expect(byHand).toMatch(/open <em>Pick a column yourself<\/em>, pick the column/);
    // It ignores the forced first moves, so it must be tried before Algorithm X's choice takes them (a reader pressed it first and lost the column).
    expect(byHand).toMatch(/Before pressing anything \(or after <em>Start over<\/em>\), open <em>Pick a column yourself<\/em>/);
    expect(byHand).toMatch(/pick the column “\{F\.article\.badChoice\.column\}” and choose \{F\.article\.badChoice\.row\}/);
    expect(byHand).toMatch(/The column “\{F\.article\.badChoice\.emptyColumn\}” is left with no row/);
    expect(sudokuFacts().article.badChoice).not.toBeNull();
  });
});

describe('the race’s 17-given board and its helper variables', () => {
  it('keeps a group larger than the pairwise limit, so its formula has helpers; the example board keeps none', () => {
    const F = sudokuFacts();
    expect(F.clue17.largestGroup).toBeGreaterThan(OPEN_PAIRWISE_UP_TO);
    expect(F.clue17.satVariables).toBeGreaterThan(F.clue17.satValueVariables);
    expect(F.example.sat.largestGroup).toBeLessThanOrEqual(OPEN_PAIRWISE_UP_TO);
    expect(F.example.sat.variables).toBe(F.example.sat.valueVariables);
  });

  it('says where the helpers come from: each group over the limit gets one fewer than its candidates', () => {
    // A reader read "keeps groups of 9: 24 helpers" and could not tell why 24.
    const F = sudokuFacts();
    expect(F.clue17.helperGroups.reduce((s, m) => s + m - 1, 0)).toBe(F.clue17.satVariables - F.clue17.satValueVariables);
    expect(Math.max(...F.clue17.helperGroups)).toBe(F.clue17.largestGroup);
    const helpers = prose(section(3));
    expect(helpers).toMatch(/keeps \{F\.clue17\.helperGroups\.length\}/);
    expect(helpers).toMatch(/helpers each/);
    // The families table counts the full formula's helpers; the text says the example's own formula has none.
    expect(helpers).toMatch(/\(its helpers are the full formula's; the solver's formula for it has none\)/);
  });
});
