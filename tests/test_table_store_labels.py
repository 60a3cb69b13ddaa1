"""table_flags.store_label_hint: bounds swapped where stored are told to be swapped where the code swaps them,
in one of two stores when the other is right."""

from __future__ import annotations

from bug_zoo import blind41_wave23_new_zoo as zoo
from bug_zoo import tables as older

from ttt_lab.exercises import check_table_alphabeta, table_flags, table_names


def test_only_the_mirrored_store_is_to_be_swapped() -> None:
    for stem, swapped in (("w23_tt_03_min_node_bounds_mirrored", "flag = LOWER if v <= a0"),
                          ("own_tt_max_store_mirrored", 'if best <= alpha0: kind = "lower"')):
        problem = check_table_alphabeta(zoo._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == table_names.SWAPPED_BOUNDS
        assert f"swap the labels in `{swapped}" in problem.hint and "only" in problem.hint


def test_one_store_swapped_everywhere_keeps_the_plain_hint() -> None:
    swapped = [fn for fn, names in older.BUGGY if names == {table_names.SWAPPED_BOUNDS}]
    assert swapped and all(table_flags.mirrored_store_hint(fn) is None for fn in swapped)
    assert table_flags.store_label_hint(swapped[0]).endswith("swap the labels you write.")


def test_a_mirrored_half_of_cutoff_flags_is_told_by_its_half() -> None:
    """blind43's tt_03: numeric flags stored at the cutoffs, MIN's half mirrored from MAX's (table_cutoff_flags);
    and the other half mirrored in the own variant."""
    from bug_zoo import blind43_wave24_new_zoo as wave24
    halves = {"w24_tt_03_moreland_min_mirror": ("MIN's half", "`if val <= alpha:`"),
              "own_tt_max_cutoff_flag_mirrored": ("MAX's half", "`if v >= beta:`")}
    for fn, _ in wave24.BUGGY:
        if fn.__name__ in halves:
            message = wave24.CHECK(fn, quiet=True).message()
            half, test = halves[fn.__name__]
            assert f"In {half} of your code (with {test})" in message, message
            assert "keep alpha and beta from before the loop" not in message, message


def test_labels_named_for_the_other_kind_where_stored_are_read_from_the_code() -> None:
    """Numeric labels say nothing in the table: the code's names do (table_flags.labels_swapped_in_words), and
    only where every read takes the labels as named and no store is right."""
    import ast

    from ttt_lab.exercises.hint_checks import Source

    def told(text: str) -> list[str]:
        return table_flags.labels_swapped_in_words(Source((ast.parse(text),), (text,)))

    read = ("def f(e, a, b, value, a0, LOWER, UPPER, EXACT):\n"
            "    if e['flag'] == LOWER:\n        a = max(a, e['value'])\n"
            "    elif e['flag'] == UPPER:\n        b = min(b, e['value'])\n")
    swapped = read + ("    if value <= a0:\n        flag = LOWER\n    elif value >= b:\n        flag = UPPER\n"
                      "    else:\n        flag = EXACT\n")
    assert told(swapped) == ["a value with `value <= a0`, an upper bound, is labelled `LOWER`",
                             "a value with `value >= b`, a lower bound, is labelled `UPPER`"]
    right = read + "    if value <= a0:\n        flag = UPPER\n    elif value >= b:\n        flag = LOWER\n"
    assert told(right) == []
    turned_read = swapped.replace("a = max(a, e['value'])", "b = min(b, e['value'])")
    assert told(turned_read) == []  # a read turned too: another slip (here, both swapped: right)


def test_wikipedia_negamax_with_its_store_labels_exchanged_is_named_by_them() -> None:
    from bug_zoo import blind53_wave28_new_zoo as wave28

    for stem in ("w28_tt_07_bounds_swapped_on_store", "own_tt_minimax_labels_swapped_ifexp",
                 "own_tt_moreland_reads_swapped_store"):
        problem = check_table_alphabeta(wave28._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == table_names.SWAPPED_BOUNDS
        assert "each label names the other kind" in problem.detail and "swap the labels you write" in problem.hint


def test_a_probe_branch_that_asks_no_kind_is_told_with_the_test_it_lacks() -> None:
    import ast

    from ttt_lab.exercises.hint_checks import Source

    def found(text: str) -> tuple[str, str] | None:
        return table_flags.untyped_probe_branch(Source((ast.parse(text),), (text,)))

    probe = ("def f(e, a, b):\n    if e.type == EXACT:\n        return e.eval\n"
             "    elif e.type == BETA and e.eval >= b:\n        return b\n    elif {test}:\n        return a\n")
    assert found(probe.format(test="e.eval <= a")) == ("elif e.eval <= a: return a", "alpha")
    assert found(probe.format(test="e.type == ALPHA and e.eval <= a")) is None
    from bug_zoo import blind53_wave28_new_zoo as wave28

    for stem, branch in (("w27_tt_02_untyped_alpha_probe", "elif entry.eval <= a"),
                         ("own_tt_untyped_beta_probe", 'elif hit["value"] >= beta')):
        problem = check_table_alphabeta(wave28._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == table_names.SWAPPED_BOUNDS
        assert f"Add the kind to that test, so that `{branch}`" in problem.hint
        assert "before the loop" not in problem.hint
