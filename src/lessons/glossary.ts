/**
 * The terms the lessons share, each defined once in a few sentences, for the
 * glossary page (src/pages/glossary.astro) that every lesson links to: a term
 * in a lesson links to its entry where it is first used (src/ui/Term.tsx),
 * and each entry links back to the section that teaches it. Plain data, read
 * when the site is built.
 */

export interface GlossaryEntry {
  /** The anchor on the glossary page: /glossary/#slack. */
  id: string;
  term: string;
  /** A few sentences, plain text. */
  definition: string;
  /** Where a lesson teaches it: the lesson's slug and the heading of the section. */
  taught: { lesson: string; section: string };
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  // The sliding-puzzle lesson's terms (lesson 1), in the order it teaches them.
  {
    id: 'bfs',
    term: 'breadth-first search',
    definition:
      'A search that visits every board one move from its start, then every board two moves away, and so on, remembering each ' +
      'board it has seen so that none is visited twice. The first time it meets a board, it has found a shortest way to it; ' +
      'the price is memory for every board seen.',
    taught: { lesson: 'sliding-puzzle', section: 'Half of all boards cannot be solved' },
  },
  {
    id: 'heuristic',
    term: 'heuristic (estimate)',
    definition:
      'A quick estimate, computed from a board alone, of how many moves are still needed to reach the goal; written h. ' +
      'It guides a search towards promising boards and lets it skip hopeless ones.',
    taught: { lesson: 'sliding-puzzle', section: 'How far is the goal? Estimates that never overshoot' },
  },
  {
    id: 'admissible',
    term: 'admissible',
    definition:
      'Said of an estimate that never says more than the true number of moves still needed, on any board. A search that cuts ' +
      'off only what an admissible estimate proves too long can never cut off a shortest solution.',
    taught: { lesson: 'sliding-puzzle', section: 'How far is the goal? Estimates that never overshoot' },
  },
  {
    id: 'dfs',
    term: 'depth-first search',
    definition:
      'A search that follows one sequence of moves as deep as it is allowed to go, then backs up one move and tries the next ' +
      'choice there, and so on. It only has to remember the path it is on, so it needs almost no memory.',
    taught: { lesson: 'sliding-puzzle', section: 'IDA*: deepen by the estimate, and the first answer is a shortest one' },
  },
  {
    id: 'node',
    term: 'node (of a search tree)',
    definition:
      'One board a search reaches, drawn as a point of its search tree: the start board is the root, and the boards one move ' +
      'away from a node are its children. A search is measured by the nodes it generates, which does not depend on the machine.',
    taught: { lesson: 'sliding-puzzle', section: 'IDA*: deepen by the estimate, and the first answer is a shortest one' },
  },
  {
    id: 'f-value',
    term: 'f = g + h',
    definition:
      'For a board reached after g moves, with estimate h for the moves still needed: f = g + h. With an admissible estimate, ' +
      'f is a lower bound on the length of every solution that passes through that board.',
    taught: { lesson: 'sliding-puzzle', section: 'IDA*: deepen by the estimate, and the first answer is a shortest one' },
  },
  {
    id: 'ida-star',
    term: 'IDA* (iterative deepening A*)',
    definition:
      'A shortest-path search that repeats a depth-first search with a bound: each iteration follows every path whose f stays ' +
      'within the bound and cuts off the rest; the next bound is the smallest f that was cut off. With an admissible estimate ' +
      'the first solution it finds is a shortest one, and it needs memory only for the current path.',
    taught: { lesson: 'sliding-puzzle', section: 'IDA*: deepen by the estimate, and the first answer is a shortest one' },
  },
  {
    id: 'a-star',
    term: 'A*',
    definition:
      'The classic shortest-path search IDA* descends from: it keeps every board it has generated in a list and always ' +
      'continues from the one with the smallest f. Just as sure to find a shortest solution, but it must hold all those boards ' +
      'in memory, far too many for the 15-puzzle.',
    taught: { lesson: 'sliding-puzzle', section: 'IDA*: deepen by the estimate, and the first answer is a shortest one' },
  },
  {
    id: 'pattern-database',
    term: 'pattern database',
    definition:
      'A table, computed once, that gives for every placement of a chosen group of tiles the fewest moves of those tiles that ' +
      'bring them all home. Looking a board up in it is an admissible estimate that sees how the group’s tiles block each other.',
    taught: { lesson: 'sliding-puzzle', section: 'Pattern databases: exact answers to smaller puzzles' },
  },
  {
    id: 'six-six-three',
    term: '6-6-3 pattern databases',
    definition:
      'The 15-puzzle’s tiles split into three groups, of 6, 6 and 3 tiles, with one pattern database each. Each database ' +
      'counts only the moves of its own group’s tiles, and every move slides a tile of exactly one group, so the three ' +
      'values may be added and the sum still never overestimates.',
    taught: { lesson: 'sliding-puzzle', section: 'Pattern databases: exact answers to smaller puzzles' },
  },
  {
    id: 'variable',
    term: '0/1 variable',
    definition:
      'A variable that can only be 0 or 1, standing for one yes-or-no fact about the board: 1 if it holds, 0 if not ' +
      '(“this cell holds a lamp”, “this cell holds ◢”). A sum of such variables counts how many of the facts hold.',
    taught: { lesson: 'akari', section: 'The board as 0s and 1s' },
  },
  {
    id: 'inequality',
    term: 'linear inequality',
    definition:
      'A sum of variables, each multiplied by a whole number, compared with a number: for example a + b − c ≥ 1. ' +
      'The number on the right is the right side. Every rule of a puzzle becomes a few of these.',
    taught: { lesson: 'akari', section: 'The board as 0s and 1s' },
  },
  {
    id: 'coefficient',
    term: 'coefficient',
    definition:
      'The number a variable is multiplied by in an inequality: in 2a − b ≥ 1 the coefficient of a is 2 and that of b is −1. ' +
      'Its size is how much that one variable can move the left side.',
    taught: { lesson: 'akari', section: 'Forcing: when one inequality leaves no choice' },
  },
  {
    id: 'ge-form',
    term: '≥ form',
    definition:
      'The solver writes every inequality with ≥: a ≤ is multiplied by −1, which flips the sign of every term and the direction ' +
      'of the inequality. Then one rule (forcing) covers both kinds, and two inequalities can be added column by column.',
    taught: { lesson: 'akari', section: 'Forcing: when one inequality leaves no choice' },
  },
  {
    id: 'slack',
    term: 'slack',
    definition:
      'How much room an inequality still leaves, in its ≥ form: the largest value its left side can take (the known values filled in, ' +
      'every open variable at its most helpful value) minus the right side. A slack of 0 leaves no room at all; a negative slack ' +
      'means the inequality can no longer hold.',
    taught: { lesson: 'akari', section: 'Forcing: when one inequality leaves no choice' },
  },
  {
    id: 'forcing',
    term: 'forcing',
    definition:
      'Deciding variables from one inequality: an open variable whose coefficient is larger in size than the slack has no choice. ' +
      'Its other value would cost the left side more than the room there is, so it takes the value that helps: 1 for a positive ' +
      'coefficient, 0 for a negative one.',
    taught: { lesson: 'akari', section: 'Forcing: when one inequality leaves no choice' },
  },
  {
    id: 'contradiction',
    term: 'contradiction',
    definition:
      'An inequality that no values of its open variables can satisfy any more (its slack is negative): the values known or assumed ' +
      'so far cannot all be right.',
    taught: { lesson: 'akari', section: 'Forcing: when one inequality leaves no choice' },
  },
  {
    id: 'fixpoint',
    term: 'fixpoint',
    definition:
      'Where forcing comes to rest: a full pass over all the inequalities forces nothing new. Whatever order the inequalities are ' +
      'tried in, forcing ends at the same fixpoint.',
    taught: { lesson: 'akari', section: 'Repeat until nothing changes' },
  },
  {
    id: 'sum',
    term: 'sum of two inequalities',
    definition:
      'If two inequalities hold, so does their sum. Both are written in ≥ form and added column by column. A variable with a plus ' +
      'sign in one and a minus sign in the other cancels (or shrinks), and the sum’s slack can then be smaller than a coefficient: ' +
      'the sum forces what neither part forced alone. If nothing cancels, it cannot.',
    taught: { lesson: 'akari', section: 'When forcing stalls: add two inequalities' },
  },
  {
    id: 'selective',
    term: 'selective method',
    definition:
      'Building only sums that can force something: for one open variable at a time, add to a base inequality the inequalities ' +
      'that push that variable the same way and cancel some of the base’s variables, keeping a sum only if it forces.',
    taught: { lesson: 'akari', section: 'Selective sums: build only what can force something' },
  },
  {
    id: 'star',
    term: 'star',
    definition:
      'The selective method’s first kind of sum, built around one open variable: start from a base inequality, then add, one at ' +
      'a time, inequalities that hold the variable with the sign that pushes it towards one value and cancel some of the sum’s ' +
      'variables. Each addition must bring the variable’s coefficient closer to beating the sum’s slack; the sum is kept only if ' +
      'it beats it, and then it forces the variable. One clue against the “at most one lamp” segments through a cell is a star.',
    // Defined, with its worked example on the example board, where sums of more than two first appear.
    taught: { lesson: 'akari', section: 'Sums of sums: the star' },
  },
  {
    id: 'chain-sum',
    term: 'chain sum',
    definition:
      'A sum found by looking ahead: suppose a variable takes one value, force until some inequality fails, and add up the ' +
      'inequalities that did the forcing. The sum forces the other value directly, with no supposition left in it, so it is a ' +
      'deduction, not a guess.',
    taught: { lesson: 'akari', section: 'Selective sums: build only what can force something' },
  },
  {
    id: 'trial',
    term: 'labelled trial',
    definition:
      'What the solver does when deduction stalls: assume a value for one variable and force. If some inequality then fails, the ' +
      'assumption was wrong and the variable takes the other value. The assumption itself is never kept. Unlike a chain sum, no ' +
      'sum of inequalities is written out that proves the value, so the step is labelled a trial, apart from the deductions.',
    taught: { lesson: 'akari', section: 'When the method stalls: a trial, labelled as one' },
  },
  {
    id: 'search',
    term: 'last-resort search',
    definition:
      'When even trials get nowhere: guess the values of the open variables one after another and back up at each contradiction (the only step that guesses). ' +
      'It counts the solutions, so a board with none or with several is reported as such.',
    taught: { lesson: 'akari', section: 'When the method stalls: a trial, labelled as one' },
  },
  {
    id: 'backtracking',
    term: 'backtracking',
    definition:
      'Trying one choice after another and undoing the latest when the rules are broken: fill the empty cells in order, and when no value fits a cell, empty it and move the cell before it on to its next value. It finds a solution if there is one, and proves there is none otherwise, but it guesses blindly.',
    taught: { lesson: 'sudoku', section: '1. Backtracking: try, check, go back' },
  },
  {
    id: 'candidate-name',
    term: 'r2c1#4 (a candidate’s name)',
    definition:
      'How the Sudoku lesson names one possible placement: r and the row number, c and the column number, # and the number. r2c1#4 reads “the cell in row 2, column 1 holds 4”; r2c1 alone is that cell. An exact-cover row and a SAT candidate variable are named this way.',
    taught: { lesson: 'sudoku', section: '2. Exact cover: a matrix of conditions' },
  },
  {
    id: 'exact-cover',
    term: 'exact cover',
    definition:
      'A problem about a table of 0s and 1s: choose some of its rows so that every column has exactly one 1 among them. For Sudoku, each row is a candidate placement (a number in a cell) and each column a condition of the rules (this cell holds a number; this row holds a 7; …).',
    taught: { lesson: 'sudoku', section: '2. Exact cover: a matrix of conditions' },
  },
  {
    id: 'algorithm-x',
    term: 'Algorithm X, dancing links',
    definition:
      'Algorithm X (Donald Knuth’s name) solves exact cover: pick the column with the fewest rows left, try each of its rows in turn, remove the columns it covers and every row that clashes, and go on; undo when a column is left with no row. Dancing links (DLX) is how it removes and restores rows cheaply: each 1 is a node in linked lists that can be unlinked and linked back.',
    taught: { lesson: 'sudoku', section: '2. Exact cover: a matrix of conditions' },
  },
  {
    id: 'sat',
    term: 'SAT (satisfiability)',
    definition:
      'The problem of finding true/false values for variables that make a formula true, or showing that there are none. SAT solvers take the formula as a list of clauses.',
    taught: { lesson: 'sudoku', section: '3. SAT: the board as a formula' },
  },
  {
    id: 'literal',
    term: 'literal',
    definition:
      'A variable or its negation: x (x is true) or ¬x (x is false). In the Sudoku lesson a variable such as r1c2#3 means “cell r1c2 holds 3”, so ¬r1c2#3 means it does not.',
    taught: { lesson: 'sudoku', section: '3. SAT: the board as a formula' },
  },
  {
    id: 'clause',
    term: 'clause',
    definition:
      'An “or” of literals, such as ¬a ∨ b ∨ c: it holds when at least one of its literals is true. A formula in conjunctive normal form (CNF) is a list of clauses that must all hold. A clause of one literal (a unit clause) simply states that literal.',
    taught: { lesson: 'sudoku', section: '3. SAT: the board as a formula' },
  },
  {
    id: 'unit-propagation',
    term: 'unit propagation',
    definition:
      'When every literal of a clause is false but one, that last literal must be true (the clause is unit). Setting it may make other clauses unit, and so on; the clause that forced a literal is its reason.',
    taught: { lesson: 'sudoku', section: 'How a CDCL solver searches' },
  },
  {
    id: 'cdcl',
    term: 'CDCL (conflict-driven clause learning)',
    definition:
      'How modern SAT solvers search: decide a variable, propagate what that forces, and when a clause turns false (a conflict), work out which decisions caused it, learn a new clause that rules that combination out, and jump back to where the new clause forces something.',
    taught: { lesson: 'sudoku', section: 'How a CDCL solver searches' },
  },
  {
    id: 'decision-level',
    term: 'decision level',
    definition:
      'The number of decisions a CDCL solver has made and not yet taken back. Level 0 holds what the givens force; each decision opens the next level, and every literal set by propagation after it belongs to that level.',
    taught: { lesson: 'sudoku', section: 'How a CDCL solver searches' },
  },
  {
    id: 'first-uip',
    term: 'first UIP (unique implication point)',
    definition:
      'In a conflict’s analysis, the literal of the current decision level that every chain of implications from that level’s decision to the conflict passes through, nearest to the conflict. The learned clause holds its negation and no other literal of that level.',
    taught: { lesson: 'sudoku', section: 'How a CDCL solver searches' },
  },
  {
    id: 'lbd',
    term: 'LBD (literal block distance)',
    definition:
      'The number of different decision levels among a learned clause’s literals. A low LBD means the clause ties few decisions together, so it tends to be useful again; solvers keep such clauses and forget others.',
    taught: { lesson: 'sudoku', section: 'How a CDCL solver searches' },
  },
  {
    id: 'family',
    term: 'family (of the model’s rows)',
    definition:
      'The Shakashaka model groups its inequalities by the rule of the puzzle they come from, lettered A to F: one state per cell, ' +
      'black cells and numbers, slanted sides, corners of three empty cells, the paper’s extra rule, and the correction.',
    taught: { lesson: 'shakashaka', section: 'Each rule as inequalities' },
  },
  {
    id: 'integer-program',
    term: '0/1 integer program',
    definition:
      'A set of linear inequalities over variables that must be 0 or 1, handed to a solver that finds values satisfying all of ' +
      'them or proves there are none. No method is known that is fast on every such problem; good solvers are fast on most.',
    taught: { lesson: 'shakashaka', section: 'Solving it two ways' },
  },
  {
    id: 'linear-program',
    term: 'linear program (the relaxation)',
    definition:
      'The same inequalities with every variable allowed anywhere between 0 and 1. That is quick to solve, and if even it has no ' +
      'solution, the 0/1 problem has none either.',
    taught: { lesson: 'shakashaka', section: 'Solving it two ways' },
  },
  {
    id: 'branch-and-bound',
    term: 'branch and bound',
    definition:
      'How an integer programming solver searches: it solves the linear program; where a variable comes out fractional, it splits ' +
      'the problem in two (that variable 0, or 1) and solves each half the same way. Each such smaller problem is a node; a node ' +
      'whose linear program has no solution is dropped at once.',
    taught: { lesson: 'shakashaka', section: 'Solving it two ways' },
  },
  {
    id: 'cutting-plane',
    term: 'cutting plane',
    definition:
      'An inequality that every 0/1 solution satisfies but a fractional answer of the linear program does not; adding it cuts that ' +
      'answer off without losing any true solution.',
    taught: { lesson: 'shakashaka', section: 'Solving it two ways' },
  },
  {
    id: 'presolve',
    term: 'presolve',
    definition:
      'What an integer programming solver does before it searches: it simplifies the model, fixing the variables single ' +
      'inequalities already decide (forcing, in this site’s words) and dropping inequalities that can no longer matter.',
    taught: { lesson: 'shakashaka', section: 'Solving it two ways' },
  },
  {
    id: 'frontier',
    term: 'frontier',
    definition:
      'In a search that decides the edges of a grid one at a time: the cells that have some edges decided and some not yet. ' +
      'Only what happens there can still matter to the future, so a sweep that keeps the frontier short keeps the work small.',
    taught: { lesson: 'numberlink', section: 'Decide the edges one at a time' },
  },
  {
    id: 'zdd',
    term: 'ZDD (zero-suppressed binary decision diagram)',
    definition:
      'A graph with one row (level) per yes-or-no decision. Each node stands for one partial state and has two arcs down: its ' +
      '0-arc (answer no: leave the edge out) and its 1-arc (answer yes: take it). Every way from the top node to the end node ⊤ ' +
      'is one solution; ⊥ ends the ways that are not. Zero-suppressed: a node whose 1-arc leads to ⊥ is left out, which keeps the ' +
      'diagram small when solutions say no to most decisions.',
    taught: { lesson: 'numberlink', section: 'The diagram that holds every solution' },
  },
  {
    id: 'mate-array',
    term: 'mate array',
    definition:
      'The partial state of a Numberlink frontier search: for every frontier cell, whether it is free, done, a loose end of the ' +
      'piece of path from label L, or a loose end whose piece ends at another cell c. Two partial choices with the same mate array ' +
      'behave the same from then on, so the diagram stores them as one node.',
    taught: { lesson: 'numberlink', section: 'Remember only the frontier' },
  },
  {
    id: 'diagram-node',
    term: 'node (of a decision diagram)',
    definition:
      'One stored partial state of a diagram built edge by edge: the state after the edges above its level are decided, kept once ' +
      'however many ways of deciding them lead to it. It decides the next edge and has two arcs down, one per choice. The number of ' +
      'nodes is what such a diagram costs in memory and time.',
    taught: { lesson: 'numberlink', section: 'The diagram that holds every solution' },
  },
  {
    id: 'node-budget',
    term: 'node budget',
    definition:
      'A limit set before a build starts: the most nodes it may make. A build that reaches it stops there and reports how far it got ' +
      '(levels done, nodes made) instead of running out of memory or time.',
    taught: { lesson: 'numberlink', section: 'The walk: every choice and its reason' },
  },
  {
    id: 'probe',
    term: 'probe (of the edge order)',
    definition:
      'A trial build of the diagram from one starting corner under a small node budget, run only to compare corners: the solver ' +
      'keeps the corner whose probe finished with the fewest nodes, or, if none finished, got through the most levels.',
    taught: { lesson: 'numberlink', section: 'The walk: every choice and its reason' },
  },
  {
    id: 'canonical-convention',
    term: 'canonical convention (Numberlink counting)',
    definition:
      'A way of counting that leaves out every solution with a redundant pattern, such as a path using three sides of a 2×2 block ' +
      'where it could step across the fourth. Under the Nikoli rule such a solution always has a twin, so a puzzle with exactly one ' +
      'solution keeps it; the count of a puzzle with many solutions shrinks, and so does the diagram.',
    taught: { lesson: 'numberlink', section: 'What the finished diagram gives' },
  },
];

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return GLOSSARY.find((e) => e.id === id);
}

/**
 * A heading's anchor as the lessons' MDX writes it (github-slugger: lower
 * case, punctuation dropped, each space a hyphen), so "taught in" lands on
 * the section.
 */
export function sectionAnchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}
