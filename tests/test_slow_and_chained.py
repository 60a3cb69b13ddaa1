"""g21b's general rules (issue 27): a stopped run is told truly, a slow one is checked all the same,
a loop that makes each child from the previous child is read from the code, and a pair of models
whose composition says what the code does not is never fitted."""

from __future__ import annotations

import ast

from ttt_lab.exercises.chained_children import parent_overwritten_in_loop
from ttt_lab.exercises.engine import Mistake, _compatible
from ttt_lab.exercises.harness import _call, _Watch
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.slow_runs import run_longer
from ttt_lab.exercises.table_flags import flags_swapped_where_stored
from ttt_lab.games.mnk import TicTacToe


def _endless(game):
    while True:
        game.actions(game.initial_state())


def test_a_run_the_watch_stopped_is_not_said_to_never_stop_only_not_to_have_returned() -> None:
    watch = _Watch(TicTacToe(), cap=500)
    crash = _call(_endless, watch, watch).crash("tic-tac-toe")
    assert crash is not None
    assert "never stopped" not in crash.detail
    assert "had not returned after 500 calls" in crash.detail


def test_a_longer_run_returns_a_slow_answer_and_gives_up_on_an_endless_one_in_its_seconds() -> None:
    def slow(game):
        for _ in range(3_000):
            game.actions(game.initial_state())
        return 7

    first = _Watch(TicTacToe(), cap=1_000)
    assert _call(slow, first, first).too_many
    longer = run_longer(lambda cap: _Watch(TicTacToe(), cap), slow, cap=10_000, seconds=5)
    assert longer is not None and longer.number == 7
    assert run_longer(lambda cap: _Watch(TicTacToe(), cap), _endless, cap=10**9, seconds=0.3) is None


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_a_node_overwritten_by_its_child_in_the_loop_over_its_children_is_read_from_the_code() -> None:
    chained = _source("def f(game, s):\n    for a in game.actions(s):\n        s = game.result(s, a)\n        g(s)\n")
    found = parent_overwritten_in_loop(chained)
    assert found is not None and (found.name, found.kind) == ("s", "move")
    own_name = _source("def f(game, s):\n    for a in game.actions(s):\n        c = game.result(s, a)\n        g(c)\n")
    undone = _source("def f(game, s):\n    for a in game.actions(s):\n        s = game.result(s, a)\n"
                     "        g(s)\n        s = game.undo(s, a)\n")
    assert parent_overwritten_in_loop(own_name) is None
    assert parent_overwritten_in_loop(undone) is None


def test_a_pair_whose_knobs_the_first_excludes_is_never_fitted_and_others_are() -> None:
    at_chance = Mistake("min at chance", "", "", excludes_knobs=lambda knobs: knobs.get("turns", "min") != "min")
    every_max = Mistake("not alternating", "", "", knobs=(("turns", "max"),))
    every_min = Mistake("not alternating", "", "", knobs=(("turns", "min"),))
    other = Mistake("divides again", "", "", knobs=(("chance", "over_n"),))
    assert not _compatible(at_chance, every_max) and not _compatible(every_max, at_chance)
    assert _compatible(at_chance, every_min)
    assert _compatible(at_chance, other)


def test_flags_set_for_the_kind_the_read_gives_them_are_not_said_swapped_and_swapped_ones_are() -> None:
    read = ("def f(e, best, alpha, beta, alpha0, beta0, t, k):\n    if e.lo:\n        alpha = max(alpha, e.v)\n"
            "    elif e.hi:\n        beta = min(beta, e.v)\n")
    right = read + "    if best <= alpha0:\n        t[k] = E(best, hi=True)\n    elif best >= beta0:\n        t[k] = E(best, lo=True)\n"
    swapped = read + "    if best <= alpha0:\n        t[k] = E(best, lo=True)\n    elif best >= beta0:\n        t[k] = E(best, hi=True)\n"
    half = read + "    if best <= alpha0:\n        t[k] = E(best, hi=True)\n    elif best >= beta0:\n        t[k] = E(best, hi=True)\n"
    assert flags_swapped_where_stored(_source(right)) == []
    assert len(flags_swapped_where_stored(_source(swapped))) == 2
    assert flags_swapped_where_stored(_source(half)) == []  # one right, one wrong: another slip


def test_a_loop_of_depths_is_explained_by_the_code_s_own_range_where_the_model_s_differs() -> None:
    from bug_zoo import blind35_wave20_zoo as wave20

    from ttt_lab import exercises as ex

    for stem in ("id_06_even_depths_stop_on_win", "own_id_half_depth_start"):
        report = ex.check_iterative_deepening(wave20._ALL[stem], quiet=True)
        detail = report.diagnosis[0].detail
        assert "(your loop: `for " in detail and "range(2, max_depth - 1)" not in detail
