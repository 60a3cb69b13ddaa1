"""A zoo of plausible student code for every checker: bugs students make, and correct variants.

Each module holds ``CORRECT`` (functions that must pass, written in the shapes students use:
recursive and iterative, one function or several, fail-soft and fail-hard, negamax-style)
and ``BUGGY``: ``(function, names)`` pairs, where ``names`` are the names that describe the
function's actual mistake (the first name reported must be one of them, and no other name
may be reported). ``tests/test_bug_zoo.py`` runs them all; ``python tests/bug_zoo/table.py``
prints the table of issue 27 for the zoo.
"""
