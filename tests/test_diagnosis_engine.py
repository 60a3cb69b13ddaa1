"""The diagnosis engine and the error model: a mistake is named only when it reproduces every
answer, pairs come after singles, localisation finds the lowest wrong node, and every
parameterised reference with no knobs is the library's own algorithm."""

from __future__ import annotations

import math
import random
import re
from typing import Any

import pytest

from ttt_lab import exercises as ex
from ttt_lab.exercises import anytime, backpropagation, mcts, quiescence
from ttt_lab.exercises.engine import Mistake, Node, localise, name_mistake
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.game_alterations import chance_as, shifted
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.games.chance import ChanceTreeGame, max_die_min_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2, random_tree
from ttt_lab.search import expectimax, line_evaluation, minimax
from ttt_lab.search.mcts_trace import ucb_terms

DOUBLES = Mistake("doubles", "multiplies by 2", "Do not.", knobs=(("times", 2),))
ADDS = Mistake("adds one", "adds 1", "Do not.", knobs=(("plus", 1),))
NEGATES = Mistake("negates", "negates", "Do not.", knobs=(("times", -1),))


def predict(case: int, game: Any, knobs: dict[str, Any]) -> int:
    return case * knobs.get("times", 1) + knobs.get("plus", 0)  # type: ignore[no-any-return]


def test_a_mistake_is_named_only_when_it_reproduces_every_answer() -> None:
    fit = name_mistake([1, 2, 3], [2, 4, 6], [ADDS, DOUBLES], predict)
    assert fit is not None and fit.names == ["doubles"] and fit.wrong == [0, 1, 2]
    # Right on one case, doubled on the others: doubling does not explain the right one.
    assert name_mistake([1, 2, 3], [1, 4, 6], [ADDS, DOUBLES], predict, pairs=False) is None
    # Every answer right: nothing to name.
    assert name_mistake([1, 2, 3], [1, 2, 3], [ADDS, DOUBLES], predict) is None


def test_a_pair_is_tried_when_no_single_mistake_fits_and_conflicting_knobs_never_pair() -> None:
    fit = name_mistake([1, 2, 3], [3, 5, 7], [DOUBLES, ADDS], predict)
    assert fit is not None and fit.names == ["doubles", "adds one"]
    # doubles and negates set the same knob two ways: no such pair, so nothing fits.
    assert name_mistake([1, 2, 3], [-2, -4, -6], [DOUBLES, ADDS], predict) is None
    assert name_mistake([1, 2, 3], [-2, -4, -6], [DOUBLES, NEGATES], predict) is None


def test_a_pair_is_shown_first_on_a_case_where_its_first_mistake_shows() -> None:
    # On 0, doubling changes nothing: only "adds one" shows there, so 0 would illustrate the
    # second item under the first one's name (blind16's ng05); 2 is shown first instead.
    fit = name_mistake([0, 2, 3], [1, 5, 7], [DOUBLES, ADDS], predict)
    assert fit is not None and fit.names == ["doubles", "adds one"] and fit.wrong == [1, 0, 2]
    fit = name_mistake([1, 2, 3], [3, 5, 7], [DOUBLES, ADDS], predict)
    assert fit is not None and fit.wrong == [0, 1, 2]  # it shows on the first: the order is kept


def test_a_case_a_mistake_cannot_show_on_predicts_the_right_answer() -> None:
    only_big = Mistake("doubles big ones", "doubles numbers above 1", "Do not.", knobs=(("times", 2),),
                       applies=lambda case: case > 1)
    fit = name_mistake([1, 2, 3], [1, 4, 6], [only_big], predict)
    assert fit is not None and fit.names == ["doubles big ones"] and fit.wrong == [1, 2]


def test_crashed_cases_are_left_out_and_a_mistake_that_cannot_be_computed_fits_nothing() -> None:
    def fragile(case: int, game: Any, knobs: dict[str, Any]) -> int:
        if knobs and case == 2:
            raise ZeroDivisionError
        return predict(case, game, knobs)

    assert name_mistake([1, 2, 3], [2, None, 6], [DOUBLES], fragile).names == ["doubles"]  # type: ignore[union-attr]
    assert name_mistake([1, 2, 3], [2, 4, 6], [DOUBLES], fragile) is None


def test_localise_finds_the_lowest_wrong_node_whose_children_are_right() -> None:
    game = aima_figure_5_2()

    def student(state: Any, depth: Any) -> float:  # right everywhere but at node C, which takes the max
        if state == (1,):
            return 6
        return minimax(game, state).value  # type: ignore[no-any-return]

    spot = tree_spot(game, (), student, lambda state, depth: minimax(game, state).value)
    assert spot is not None and spot.node.name == "node C" and spot.returned == 6
    assert [value for _, value in spot.children] == [2, 4, 6]
    assert "min(2, 4, 6) = 2" in spot.text() and "MIN to move" in spot.text()


def test_localise_spells_out_a_chance_node_and_stops_at_a_wrong_leaf() -> None:
    game = ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",))
    spot = tree_spot(game, (), lambda s, d: 6.0 if s == () else expectimax(game, s).value,
                     lambda s, d: expectimax(game, s).value)
    assert spot is not None and "0.25 × 8 + 0.75 × 4 = 5" in spot.text() and "a chance node" in spot.text()
    leaf = localise(Node(0, "the leaf", "a finished game"), lambda node: [], lambda node: 3.0, lambda node: 1.0,
                    lambda node, values: "a finished game is worth 1")
    assert leaf is not None and leaf.children == [] and "returned 3" in leaf.text()


@pytest.mark.parametrize("seed", range(6))
def test_the_error_models_minimax_with_no_knobs_is_the_librarys(seed: int) -> None:
    game = random_tree((2, 3), 4, seed=seed)
    assert mistaken_value(game, (), {}) == minimax(game, ()).value
    evaluate = line_evaluation(TicTacToe())
    board = TicTacToe()
    state = board.parse(random.Random(seed).choice(["XO./.X./...", "X../.O./...", "XOX/.O./..."]))
    for depth in (1, 2, 3):
        assert mistaken_value(board, state, {}, depth, evaluate) == pytest.approx(
            minimax(board, state, depth=depth, evaluate=evaluate).value)
    sign = 1 if game.to_move(()) == game.players[0] else -1
    assert mistaken_value(game, (), {"negamax": True}) == sign * minimax(game, ()).value


def test_the_error_models_expectimax_with_no_knobs_is_the_librarys_and_its_knobs_are_the_alterations() -> None:
    for game in (max_die_min_tree(), ChanceTreeGame([[(0.9, -2), (0.1, 9)], [(0.5, 1), (0.5, 0)]],
                                                         levels=("MIN", "CHANCE"))):
        assert mistaken_value(game, (), {}) == pytest.approx(expectimax(game, ()).value)
        # The plain average as a knob of the reference and as the game read with even odds agree.
        even = expectimax(chance_as("mean")(game), ()).value
        assert mistaken_value(chance_as("mean")(game), (), {"chance": "weighted"}) == pytest.approx(even)


def test_the_quiescence_reference_with_no_knobs_is_the_librarys_on_every_graded_case() -> None:
    for game, state, evaluate, _ in quiescence._cases():
        assert quiescence.mistaken_quiescence(game, state, evaluate, {}) == pytest.approx(
            quiescence._quiescence(game, state, evaluate))


def test_the_ucb_and_backpropagation_references_with_no_knobs_are_the_searchs() -> None:
    for wins, visits, parent, c in mcts._UCB_CASES:
        assert mcts.mistaken_ucb(wins, visits, parent, c, {}) == pytest.approx(sum(ucb_terms(wins, visits, parent, c)))
    for playout in backpropagation._playouts():
        path = playout.path()
        backpropagation.mistaken_backpropagation(path, playout.winner, {})
        assert [node.visits for node in path] == [v + 1 for v in playout.visits]
        assert [node.wins for node in path] == [w + (0.5 if playout.winner is None else node.mover == playout.winner)
                                                for w, node in zip(playout.wins, path, strict=True)]


def test_iterative_deepenings_prediction_with_no_knobs_is_alphabeta_at_each_depth() -> None:
    from ttt_lab.search import alphabeta

    for i, (game, state, evaluate, _) in enumerate(anytime._cases()):
        values = [value for value, _ in anytime._predict(i, None, {})]
        assert values == [alphabeta(game, state, depth=d, evaluate=evaluate).value for d in range(1, 5)]


def test_a_shifted_tree_has_the_same_positions_and_every_leaf_higher() -> None:
    for game in (aima_figure_5_2(), max_die_min_tree()):
        moved = shifted(game, 100)
        assert moved.actions(()) == game.actions(())
        value = expectimax if isinstance(game, ChanceTreeGame) else minimax
        assert value(moved, ()).value == pytest.approx(value(game, ()).value + 100)


def test_a_hint_is_never_one_the_code_already_follows() -> None:
    """A student who weights by the probabilities and divides again is not told to fix the
    weights of a plain average, and one whose weights are right is never told to fix them."""
    from bug_zoo import expectimax as zoo

    report = ex.check_expectimax(zoo.divides_weighted_sum, quiet=True)
    assert report.names == [ex.DIVIDES_AGAIN] and "do not divide it by the number" in report.message()
    report = ex.check_expectimax(zoo.forgets_probabilities, quiet=True)
    assert "Multiply each outcome's value by its probability" in report.message()
    assert "divide" not in report.diagnosis[0].hint


def test_a_consequence_of_the_named_mistake_is_not_named_again() -> None:
    """Swapped visits make the exploration term vanish at c = 0: the swap alone is named, not
    a forgotten exploration term as well."""
    from bug_zoo import ucb as zoo

    assert ex.check_ucb(zoo.swapped, quiet=True).names == [ex.SWAPPED_VISITS]


def test_the_fallback_message_shows_the_node_its_childrens_values_and_the_rule() -> None:
    def odd_minimax(game: Any, state: Any) -> float:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        values = [odd_minimax(game, game.result(state, a)) for a in game.actions(state)]
        return max(values) if game.to_move(state) == game.players[0] else sorted(values)[len(values) // 2]

    report = ex.check_minimax(odd_minimax, quiet=True)
    assert report.names == [ex.WRONG_VALUE]
    text = report.message()
    assert "The lowest place where it goes wrong is node B (MIN to move)" in text
    assert "min(4, -7, 9) = -7" in text and "it returned 4" in text


def test_unknown_knobs_stay_unknown() -> None:
    game = TreeGame([[3, 12], [2, 4]])
    assert mistaken_value(game, (), {"no such knob": True}) == 3
    assert math.isinf(mistaken_value(game, (), {"start": "min at -inf"}))


def test_a_function_that_ignores_its_input_makes_no_mistake_of_the_model() -> None:
    everything = Mistake("anything", "returns 7", "Do not.", knobs=(("times", 0), ("plus", 7)))
    assert name_mistake([1, 2, 3], [7, 7, 7], [everything], predict) is None
    report = ex.check_depth_limited_minimax(lambda game, state, depth, evaluate: 10**5000, quiet=True)
    assert report.names[0] == ex.OUT_OF_RANGE


def _negamax_averaging_threes(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [-_negamax_averaging_threes(game, game.result(state, a)) for a in game.actions(state)]
    if len(values) == 3:  # (an if statement: `x if c else max(values)` has a one-word repair, max(values) alone)
        return sum(values) / 3
    return max(values)


def _expectimax_median(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = sorted(_expectimax_median(game, game.result(state, a)) for a in game.actions(state))
    if game.is_chance(state):
        return values[len(values) // 2]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def _quiescence_doubled(game: Any, state: Any, evaluate: Any) -> float:
    from bug_zoo.quiescence import correct

    value = correct(game, state, evaluate)
    if abs(value) < 1:  # (no repair: a factor 1.5 is no slip of 1, and an if statement's own return stays)
        return value * 1.5
    return value


def _ucb_nudged(wins: float, visits: int, parent: int, c: float) -> float:
    return math.inf if visits == 0 else wins / visits + c * math.sqrt(math.log(parent) / visits) + 0.01


def _backpropagate_doubled(path: list[Any], winner: str | None) -> None:
    """A win doubled on the busier nodes only: no one amount explains it (a win credited 2 on every
    node is named, by the amounts of :mod:`~ttt_lab.exercises.mcts_amounts`)."""
    for node in path:  # (one statement: the two updates cannot be put in another order)
        node.visits, node.wins = node.visits + 1, node.wins + (
            0.5 if winner is None else float(node.mover == winner) * (1.0 + (node.visits > 6)))


def _deepening_nudged(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    from bug_zoo.anytime import correct

    return [(value + 0.001 * (i == 2), move) for i, (value, move) in
            enumerate(correct(game, state, evaluate, max_depth))]


@pytest.mark.parametrize(("check", "fn", "where"), [
    (ex.check_negamax, _negamax_averaging_threes, "The lowest place where it goes wrong is node A"),
    (ex.check_expectimax, _expectimax_median, "A chance node is worth the sum of p × value: 0.25 × 8 + 0.75 × 4 = 5"),
    (ex.check_quiescence, _quiescence_doubled, "The lowest place where it goes wrong is the board"),
    (ex.check_ucb, _ucb_nudged, "UCB1 gives wins / visits = 3 / 5 = 0.6"),
    (ex.check_backpropagation, _backpropagate_doubled, "The first node it got wrong is node 1 of the path"),
    (ex.check_iterative_deepening, _deepening_nudged, "iteration 3 returned"),
], ids=lambda item: getattr(item, "__name__", "")[:20])
def test_when_no_mistake_fits_the_message_shows_where(check: Any, fn: Any, where: str) -> None:
    report = check(fn, quiet=True)
    assert report.names == [ex.WRONG_VALUE], report.message()
    assert where in report.message(), report.message()


def test_the_engine_names_the_model_that_commits_most_and_none_when_two_names_fit_alike() -> None:
    """``informative``: of two models that fit, the one predicting an answer on more cases is
    named; ``unambiguous``: when mistakes of different names fit alike, none is named."""
    def predict(case: int, game: object, knobs: dict[str, object]) -> object:
        if knobs.get("vague") and case > 1:
            return None  # says nothing about the larger cases
        return case * 2 if knobs.get("double") or knobs.get("vague") else case

    def same(answer: object, predicted: object) -> bool:
        return predicted is None or answer == predicted

    vague = Mistake("vague", "doubles the first case", "-", knobs=(("vague", True),))
    double = Mistake("double", "doubles every case", "-", knobs=(("double", True),))
    cases, answers = [1, 2, 3], [2, 4, 6]
    first = name_mistake(cases, answers, [vague, double], predict, same=same)
    assert first is not None and first.names == ["vague"]  # the first that fits, without informative
    fit = name_mistake(cases, answers, [vague, double], predict, same=same, informative=lambda p: p is not None)
    assert fit is not None and fit.names == ["double"]
    assert name_mistake(cases, answers, [vague, double], predict, same=same, unambiguous=True) is None
    alone = name_mistake(cases, answers, [double], predict, same=same, unambiguous=True)
    assert alone is not None and alone.names == ["double"]


def test_confusable_names_are_not_guessed_between() -> None:
    """Where the cases cannot tell 'skips the last move' from 'tries only the first move' (every
    node has two moves), neither is named; a case that parts them names the one that fits."""
    from ttt_lab.exercises import report

    skip_last = Mistake(report.SKIPS_LAST_MOVE, "never tries the last move", "", knobs=(("rule", "skip last"),))
    first_only = Mistake(report.FIRST_MOVE_ONLY, "leaves the loop after the first move", "",
                         knobs=(("rule", "first only"),))

    def predict(case: list[int], game: object, knobs: dict[str, str]) -> int:
        rule = knobs.get("rule")
        return min(case[:-1] if rule == "skip last" else case[:1] if rule == "first only" else case)

    two_moves = [[3, 1], [5, 2]]
    assert name_mistake(two_moves, [3, 5], [skip_last, first_only], predict) is None
    three_moves = [[3, 1, 0], [5, 2, 9]]
    fit = name_mistake(three_moves, [1, 2], [skip_last, first_only], predict)
    assert fit is not None and fit.names == [report.SKIPS_LAST_MOVE]
    fit = name_mistake(three_moves, [3, 5], [skip_last, first_only], predict)
    assert fit is not None and fit.names == [report.FIRST_MOVE_ONLY]


def test_the_models_stop_trying_once_their_time_is_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past :data:`engine.MODEL_SECONDS` nothing is named (the checker localises instead), so a
    catalogue's pairs on slow cases cannot use up the time a check gives the student's code."""
    from ttt_lab.exercises import engine

    def predict(case: int, game: object, knobs: dict[str, Any]) -> int:
        return case * knobs.get("times", 1) + knobs.get("plus", 0)

    doubles = Mistake("doubles", "multiplies by 2", "Do not.", knobs=(("times", 2),))
    adds = Mistake("adds one", "adds 1", "Do not.", knobs=(("plus", 1),))
    fit = name_mistake([1, 2, 3], [3, 5, 7], [doubles, adds], predict)
    assert fit is not None and [m.name for m in fit.mistakes] == ["doubles", "adds one"]
    monkeypatch.setattr(engine, "MODEL_SECONDS", -1.0)
    assert name_mistake([1, 2, 3], [3, 5, 7], [doubles, adds], predict) is None


@pytest.mark.parametrize("amount", [0.37, 0.0001, 0.999])
def test_a_backpropagation_adding_an_amount_no_simple_fraction_gets_a_report_not_a_crash(amount: float) -> None:
    """The amounts a student's code adds are read off as simple fractions where they are one;
    any other amount is rounded (its reading had called itself for ever: a RecursionError
    escaped the checker)."""

    def credits_an_odd_amount(path: list[Any], winner: str | None) -> None:
        for node in path:
            node.visits += 1
            node.wins += amount if node.mover == winner else 0.0

    report = ex.check_backpropagation(credits_an_odd_amount, quiet=True)
    assert not report.passed and report.names and ex.CRASHES not in report.names, report.message()


def test_a_wrong_value_outside_the_utilities_is_one_item_with_its_localisation() -> None:
    """blind30's m04, m07 (and m02 before its model): the value outside the utilities and the wrong value
    on the same case are one slip, told once, where it goes wrong first kept under it."""
    from bug_zoo import minimax as zoo

    from ttt_lab.exercises import check_minimax

    for student in (zoo.wave18_start_at_minus_one, zoo.wave18_negamax_demo_submitted):
        report = check_minimax(student, with_move=True, quiet=True)
        assert report.names == ["returns a value outside the game's utilities"]
        assert "The lowest place where it goes wrong" in report.diagnosis[0].detail


def test_the_first_wrong_node_of_a_backpropagation_shows_its_wins_with_digits_enough_to_differ() -> None:
    """A credit nudged by 0.0001 leaves wins of 4.0004 where 4 belongs: four digits would write both as 4
    and the message would contradict itself."""

    def nudged(path: list[Any], winner: str | None) -> None:
        for level, node in enumerate(reversed(path), start=1):
            node.visits += 1
            won = 0.5 if winner is None else float(node.mover == winner)
            node.wins += won - 0.0001 * level if won else won + 0.0001 * level

    message = ex.check_backpropagation(nudged, quiet=True).message()
    first = re.search(r"give visits \d+, wins ([\d.]+); your function left visits \d+, wins ([\d.]+)", message)
    assert first is not None and first.group(1) != first.group(2), message
