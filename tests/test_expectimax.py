"""Chance nodes and expectimax: the capability, the games, the search, its recorded tree, the
player, and the checker with its table of student bugs."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import buggy_expectimax as student
import matplotlib
import matplotlib.pyplot as plt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab import ExpectimaxPlayer, RandomPlayer, TicTacToe, TreeGame, alphabeta, minimax, tournament
from ttt_lab import exercises as ex
from ttt_lab.core import CHANCE, HasChance, IllegalMoveError
from ttt_lab.games.chance import ChanceTreeGame, RandomOpponent, SlipperyMNK, max_die_min_tree
from ttt_lab.players import PerfectPlayer
from ttt_lab.search import SearchTree, expectimax, replay
from ttt_lab.viz.tree_plot import find_artist, plot_tree

matplotlib.use("Agg")


# ---------------------------------------------------------------------- games with chance


def test_chance_trees_declare_chance_and_give_each_outcome_its_probability() -> None:
    game = max_die_min_tree()
    assert isinstance(game, HasChance) and not isinstance(TicTacToe(), HasChance)
    node = game.result(game.initial_state(), "a2")
    assert game.is_chance(node) and game.to_move(node) == CHANCE
    assert [(move, Fraction(p).limit_denominator(9)) for move, p in game.outcomes(node)] == [
        ("c1", Fraction(1, 3)), ("c2", Fraction(2, 3))]
    even = ChanceTreeGame([[1, 2, 3], [4, 5]], levels=("MAX", "CHANCE"))
    assert even.outcomes((1,)) == [("c1", 0.5), ("c2", 0.5)]


@pytest.mark.parametrize(("tree", "levels", "message"), [
    ([[(0.5, 1), (0.4, 2)]], ("MAX", "CHANCE"), "sum to 0.9, not 1"),
    ([[(0.5, 1), 2]], ("MAX", "CHANCE"), "mixes"),
    ([[(-0.5, 1), (1.5, 2)]], ("MAX", "CHANCE"), "above 0"),
    ([[1, 2]], ("MAX", "DICE"), "levels must be"),
])
def test_a_bad_chance_tree_is_refused_naming_the_node(tree: Any, levels: tuple[str, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ChanceTreeGame(tree, levels=levels)


def test_a_random_opponent_turns_its_moves_into_equally_likely_outcomes() -> None:
    game = TicTacToe()
    model = RandomOpponent(game, "O")
    after_x = game.parse("X../.../...")
    assert model.is_chance(after_x) and not model.is_chance(game.initial_state())
    assert [move for move, _ in model.outcomes(after_x)] == list(game.actions(after_x))
    assert math.isclose(sum(p for _, p in model.outcomes(after_x)), 1.0)
    assert model.board_text(after_x) == game.board_text(after_x)
    with pytest.raises(ValueError, match="not a player"):
        RandomOpponent(game, "Z")


def test_minimax_and_alphabeta_refuse_chance_rather_than_take_it_for_an_opponent() -> None:
    for search in (minimax, alphabeta):
        with pytest.raises(ValueError, match="chance nodes: search it with expectimax"):
            search(max_die_min_tree(), ())


# ---------------------------------------------------------------------- the search


def test_expectimax_weights_each_outcome_by_its_probability() -> None:
    result = expectimax(max_die_min_tree(), ())
    # The die's two faces: 1/3 and 2/3 of MIN's choice below each, computed here by hand.
    assert result.move_values == pytest.approx({"a1": 1 / 3 * 2 + 2 / 3 * 4, "a2": 1 / 3 * 1 + 2 / 3 * 5})
    assert result.move == "a2" and result.value == pytest.approx(11 / 3)
    assert result.nodes == 15 and result.pv == ["a2"]


@settings(max_examples=40, deadline=None)
@given(st.recursive(st.integers(-9, 9), lambda kids: st.lists(kids, min_size=1, max_size=3), max_leaves=12)
       .filter(lambda tree: isinstance(tree, list)))
def test_with_one_outcome_per_chance_node_expectimax_is_minimax(tree: Any) -> None:
    """Chance that always rolls the same is no chance: the values must be minimax's."""

    def with_sure_chance(node: Any) -> Any:
        return [[with_sure_chance(child)] for child in node] if isinstance(node, list) else node

    chance_game = ChanceTreeGame(with_sure_chance(tree), levels=("MAX", "CHANCE", "MIN", "CHANCE"))
    assert expectimax(chance_game, ()).value == minimax(TreeGame(tree), ()).value


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(-9, 9), min_size=2, max_size=5), st.randoms(use_true_random=False))
def test_a_chance_root_is_worth_the_weighted_average(values: list[int], rng: Any) -> None:
    weights = [rng.randint(1, 9) for _ in values]
    odds = [w / sum(weights) for w in weights]
    odds[-1] = 1 - sum(odds[:-1])
    game = ChanceTreeGame([(p, v) for p, v in zip(odds, values, strict=True)], levels=("CHANCE",))
    assert expectimax(game, ()).value == pytest.approx(sum(p * v for p, v in zip(odds, values, strict=True)))


def test_the_table_changes_no_value_and_saves_work() -> None:
    model = RandomOpponent(TicTacToe(), "O")
    state = model.game.parse("X../.O./...")
    plain = expectimax(model, state, quick_wins=True)
    remembered = expectimax(model, state, quick_wins=True, table=True)
    assert remembered.value == pytest.approx(plain.value) and remembered.move_values == pytest.approx(plain.move_values)
    assert remembered.nodes < plain.nodes


def test_bad_outcomes_are_refused_naming_the_position() -> None:
    class Leaky(ChanceTreeGame):
        def outcomes(self, state: Any) -> list[tuple[str, float]]:
            return super().outcomes(state)[:-1]  # forgets an outcome

    with pytest.raises(ValueError, match="not its moves"):
        expectimax(Leaky([[1, 2]], levels=("MAX", "CHANCE")), ())


# ---------------------------------------------------------------------- recorded, drawn, replayed


def test_the_recorder_marks_chance_nodes_and_their_outcomes_odds() -> None:
    tree = SearchTree()
    expectimax(max_die_min_tree(), (), observer=tree)
    chance = [node for node in tree if node.chance]
    assert [node.move for node in chance] == ["a1", "a2"]
    assert [round(child.probability, 4) for child in tree.children(chance[1])] == [0.3333, 0.6667]
    graph = tree.to_networkx()
    assert graph.nodes[chance[0].id]["chance"] and graph.nodes[tree.children(chance[0])[1].id]["probability"] > 0.6


def test_chance_nodes_are_drawn_as_circles_with_odds_on_their_edges() -> None:
    tree = SearchTree()
    game = max_die_min_tree()
    expectimax(game, (), observer=tree)
    fig = plot_tree(tree, game=game).figure
    circles = find_artist(fig, "nodes-chance")
    assert len(circles.get_offsets()) == 2  # type: ignore[attr-defined]
    texts = {text.get_text() for text in fig.axes[0].texts if text.get_visible()}
    assert {"b1 (1/3)", "b2 (2/3)", "c1 (1/3)", "c2 (2/3)"} <= texts
    legend = [text.get_text() for text in fig.axes[0].get_legend().get_texts()]
    assert "chance (average)" in legend
    plt.close(fig)


def test_the_stepper_says_what_each_outcome_adds_to_the_average() -> None:
    tree = SearchTree()
    game = max_die_min_tree()
    expectimax(game, (), observer=tree)
    messages = [replay(tree, step, game=game)["message"] for step in range(1, len(tree.events) + 1)]
    assert messages[1] == "enter node B by move a1: chance moves here, with outcomes b1 (1/3), b2 (2/3)"
    assert "chance node B: adds 2/3 × 4 = 2.67 to its expected value, now 3.33" in messages
    assert "chance node C returns its expected value 3.67 to A" in messages


# ---------------------------------------------------------------------- the player


def test_against_a_random_opponent_expectimax_wins_more_than_perfect_play() -> None:
    players = [ExpectimaxPlayer(seed=1), PerfectPlayer(seed=1), RandomPlayer(seed=1)]
    table = tournament(players, games=100, seed=3, pairs=[("Expectimax", "Random"), ("Perfect", "Random")],
                       progress=False)
    expecting, perfect = table.totals("Expectimax", "Random"), table.totals("Perfect", "Random")
    assert expecting["games"] == perfect["games"] == 100
    assert expecting["wins"] > perfect["wins"]


def test_the_bet_on_a_random_opponent_can_lose_to_a_perfect_one() -> None:
    table = tournament([ExpectimaxPlayer(seed=1), PerfectPlayer(seed=1)], games=20, seed=3, progress=False)
    assert table.totals("Expectimax", "Perfect")["losses"] > 0  # the price of the bet
    assert table.totals("Perfect", "Expectimax")["losses"] == 0


def test_the_player_takes_a_sure_win_and_records_its_tree_on_request() -> None:
    game = TicTacToe()
    decision = ExpectimaxPlayer(seed=0, record=True).decide(game, game.parse("XX./OO./X.O"))
    assert decision.move == (0, 2) and decision.tree is not None and any(node.chance for node in decision.tree)


# ---------------------------------------------------------------------- the checker


CORRECT = [student.expectimax_correct, student.expectimax_three_functions, ex.reference_expectimax]

BUGGY: list[tuple[Callable[..., Any], str]] = [
    (student.expectimax_plain_average, ex.UNWEIGHTED),
    (student.expectimax_min_at_chance, ex.MIN_AT_CHANCE),
    (student.expectimax_max_at_chance, ex.MAX_AT_CHANCE),
    (student.expectimax_prunes_at_chance, ex.PRUNES_AT_CHANCE),
    (student.expectimax_divides_again, ex.DIVIDES_AGAIN),
    (student.expectimax_wrong_move, ex.WRONG_MOVE),
]


@pytest.mark.parametrize("fn", CORRECT, ids=lambda fn: fn.__name__)
def test_a_correct_expectimax_passes(fn: Callable[..., Any]) -> None:
    report = ex.check_expectimax(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), BUGGY, ids=[fn.__name__ for fn, _ in BUGGY])
def test_each_expectimax_bug_is_caught_and_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_expectimax(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()
    assert name in report.message()


def test_a_crash_or_junk_is_diagnosed_not_raised() -> None:
    def crashes(game: Any, state: Any) -> float:
        return game.outcomes(state)[5]  # type: ignore[no-any-return]

    assert ex.check_expectimax(crashes, quiet=True).names[0] == ex.CRASHES
    assert ex.check_expectimax(lambda game, state: "3", quiet=True).names[0] == ex.NOT_A_NUMBER


# ---------------------------------------------------------------------- slippery tic-tac-toe


def test_a_stone_lands_where_aimed_or_slips_to_a_free_neighbour() -> None:
    game = SlipperyMNK(slip=0.3)
    state = game.result(game.parse("X../.O./..."), (0, 1))
    assert game.is_chance(state) and game.board_text(state) == "X*./.O./..."
    landings = dict(game.outcomes(state))
    assert set(landings) == {(0, 1), (0, 2)}  # (0, 0) and (1, 1) are taken
    assert landings[(0, 1)] == pytest.approx(0.7) and sum(landings.values()) == pytest.approx(1)
    landed = game.result(state, (0, 2))
    assert game.board_text(landed) == "X.X/.O./..." and not game.is_chance(landed)  # X aimed, X landed


def test_without_slipping_the_game_is_tic_tac_toe() -> None:
    slippery, plain = SlipperyMNK(slip=0), TicTacToe()
    for text in ("X../.O./...", "XO./.X./..O", "XOX/.O./..."):
        expected = minimax(plain, plain.parse(text))
        assert expectimax(slippery, slippery.parse(text), table=True).value == expected.value


@pytest.mark.parametrize("slip", [0.05, 0.1, 0.2, 0.3, 0.4, 0.5])
def test_slipping_stones_favour_the_first_player_who_should_aim_at_the_centre(slip: float) -> None:
    game = SlipperyMNK(slip=slip)
    result = expectimax(game, game.initial_state(), table=True)
    assert result.value > 0 and result.best_moves() == [(1, 1)]


def test_slippery_moves_are_checked() -> None:
    game = SlipperyMNK(slip=0.2)
    with pytest.raises(IllegalMoveError, match="occupied"):
        game.play(game.parse("X../.../..."), (0, 0))
    aimed = game.play(game.parse("X../.../..."), (2, 2))
    with pytest.raises(IllegalMoveError, match="cannot land"):
        game.play(aimed, (0, 1))
    with pytest.raises(ValueError, match="slip must be"):
        SlipperyMNK(slip=1.0)


def test_a_turn_cycle_that_fits_min_after_every_roll_is_told_from_one_more_tree() -> None:
    """The graded games cannot tell "always MIN after a roll" from "the other side than before the roll": a
    tree where MIN moves above a roll and MAX below it does, and the code's rule is the one told."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import expectimax as zoo

    (cycle,) = ex.check_expectimax(zoo.e02_turn_cycle_after_chance, quiet=True).diagnosis
    assert cycle.name == ex.expectimax.TURN_CYCLE
    # Since wave 19's MIN, chance, MAX tree is graded, the turn cycle from the root's player is itself a model
    # that fits every value (told in its own words); the probe's words remain for code the graded trees do not tell.
    told = cycle.detail.split("That is what you get")[1]
    assert ("the other side move after a roll than the one who moved before it" in told
            or "the root's player read from the game and switched at every chance node" in told)
    assert "always lets MIN move" not in told.split(", but on")[-1]
    (always,) = ex.check_expectimax(zoo.min_after_every_roll, quiet=True).diagnosis
    assert always.name == ex.expectimax.SAME_PLAYER_AFTER_CHANCE and "always lets MIN move" in always.detail


def test_a_start_at_sys_float_info_min_is_quoted_not_called_zero() -> None:
    """blind27's e03: MAX's running best started at sys.float_info.min (the smallest positive float) fits the
    model of a start at 0; the words quote the code's start, whose value the function returned."""
    import sys

    def start_at_float_min(game: Any, state: Any) -> float:
        if game.is_terminal(state):
            return float(game.utility(state, game.players[0]))
        values = [start_at_float_min(game, game.result(state, m)) for m, *_ in
                  (game.outcomes(state) if game.is_chance(state) else [(m,) for m in game.actions(state)])]
        if game.is_chance(state):
            return sum(p * v for (_, p), v in zip(game.outcomes(state), values, strict=True))
        if game.to_move(state) == game.players[0]:
            best = sys.float_info.min
            for v in values:
                best = max(best, v)
            return best
        return min(values)

    report = ex.check_expectimax(start_at_float_min, quiet=True)
    assert report.names == [ex.WRONG_START]
    problem = report.diagnosis[0]
    assert "running best at sys.float_info.min" in problem.detail and "at 0 (" not in problem.detail
    assert "smallest POSITIVE float" in problem.hint
