"""entry_returns: what a search's code does with its entries, read from its source (wave 25's t_06)."""

import ast
import textwrap

from ttt_lab.exercises.entry_returns import answers_exact_entry, stores_one_of_two
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    text = textwrap.dedent(text)
    return Source((ast.parse(text).body[0],), (text,))


def test_an_exact_return_under_another_return_does_not_answer() -> None:
    """The if testing the exact kind sits after a return of its own block: it never runs, so the code does not
    answer from its exact entries and "does not answer from an exact entry" stays a possible name."""
    reachable = _source("""
        def s(st, table):
            if st in table:
                value, kind = table[st]
                if kind == "exact":
                    return value
            return 0
        """)
    unreachable = _source("""
        def s(st, table):
            if st in table:
                value, kind = table[st]
                return value
                if kind == "exact":
                    return value
            return 0
        """)
    assert answers_exact_entry(reachable) == 'if kind == "exact":'
    assert answers_exact_entry(unreachable) is None


def test_one_of_two_returned_values_stored() -> None:
    """A store of alpha where the node returns alpha or beta by side is found (a conditional return too); a
    store of the one value returned is not."""
    by_side = _source("""
        def s(st, alpha, beta, maximizing, table):
            for move in st:
                alpha = max(alpha, move)
            table[st] = (alpha, "upper")
            return alpha if maximizing else beta
        """)
    one_value = _source("""
        def s(st, alpha, beta, table):
            best = -9
            for move in st:
                best = max(best, move)
            table[st] = (best, "exact")
            return best
        """)
    assert stores_one_of_two(by_side) == ('table[st] = (alpha, "upper")', "alpha", "beta")
    assert stores_one_of_two(one_value) is None
