"""A zoo of plausible student code for every checker: bugs students make, and correct variants.

Each module holds ``CORRECT`` (functions that must pass, written in the shapes students use:
recursive and iterative, one function or several, fail-soft and fail-hard, negamax-style)
and ``BUGGY``: ``(function, names)`` pairs, where ``names`` are the names that describe the
function's actual mistake (the first name reported must be one of them, and no other name
may be reported). ``tests/test_bug_zoo.py`` runs them all; ``python tests/bug_zoo/table.py``
prints the table of issue 27 for the zoo.

How the zoo grew (the honest measure of how well the error model generalises): the first bugs
were written with the engine, and every one is named. Three later waves were written blind,
as students write them, and run before the engine was changed for them:

- second wave, 19 bugs (and one that turned out correct: make and unmake on a shared board):
  2 named right, 14 only localised ("returns a wrong value" with the lowest wrong node), 3
  named by a symptom (a value outside the utilities twice, undecided positions once);
- third wave, 15 bugs and 5 correct variants: 7 named right, 2 named wrongly, 6 only localised;
- fourth wave, 7 bugs (and one that turned out correct): 3 named right, 4 only localised.
- fifth wave, 72 bugs over all twelve checkers and 25 correct variants (and one that turned
  out correct: expectimax testing MAX before chance), written from the notebooks' exercise
  cells before reading the engine: 46 named right, 11 named by an effect or symptom (true,
  but not the mistake: "does not return a number" for (move, value) pairs, a value outside
  the utilities for a running best started at -1), 5 named wrongly (dead lines and integer
  division in the evaluation, a quiescence that never takes its own win, a retrograde that
  forgets draws at the last move, a table that reads a lower bound against alpha), 9 only
  localised, 1 missed (iterative deepening that stops at a proven win), and 3 reported with
  a consequential second name. Afterwards 66 are named right and 6 by an effect whose hint
  points at the mistake; those the zoo asserts are in the modules' fifth-wave sections
  (a global depth counter, named as depth -= 1 in the loop because no graded answer tells
  them apart, is left out).
- a held-out set of 13 written after those fixes (11 bugs, 2 correct): 8 named right, 2
  named wrongly (alpha-beta's MIN node returning alpha, taken for MIN started at -inf; a
  retrograde table taking the largest value everywhere), 1 localised; both correct passed.
  The three bugs are now named and in the zoo.

- blind3's wave 1 (issue 27, session 2), 100 bugs over every checker and the quiz and 39 correct
  variants, written blind and run against main at facd836: 81 named right, 5 localised, 4
  generic (the quiz), 7 named wrongly, 3 missed. After the error model was generalised (alpha-beta
  and the quiz on knobbed searches, the evaluation and the win test on board models, the wrong
  infinities, parity turns, X/O names, lists kept between calls...): 98 named right by the fixer's
  own reading (not blind), 1 named wrongly (a typo in a table of cell weights, since led by its
  asymmetry) and 1 missed (in ``blind3.OPEN``); every correct variant passes. They are in ``blind3_wave1/``, the zoo's own bugs from now on (``blind3.py``).

No correct variant ever raised an alarm after the first fix (a backpropagation that pops the
path's nodes off the list). After each wave the error model gained the mistakes it lacked;
each is now named.
"""
