"""Early playout termination (mcts's ``cutoff``): Ultimate's evaluated playouts and the search over them."""

from __future__ import annotations

import math
import random

import pytest

from ttt_lab.core import HasEvaluatedPlayout
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.games.ultimate_playout import evaluation
from ttt_lab.players.ultimate import EnhancedMCTSPlayer, ultimate_evaluation
from ttt_lab.search.mcts import mcts
from ttt_lab.search.mcts_trace import MCTSTrace

GAME = Ultimate()

# X to move, sent to board 2, where (1, 8) wins it and with it the top row of boards.
X_WINS_NOW = GAME.parse("""
    XXX|XXX|...
    ...|...|XX.
    ...|...|...
    ---+---+---
    O..|...|O..
    .O.|...|...
    ...|...|.O.
    ---+---+---
    ..O|.O.|...
    ...|O..|...
    ...|...|O..
    next: 2""")


def random_position(seed: int, plies: int) -> object:
    rng = random.Random(seed)
    state = GAME.initial_state()
    for _ in range(plies):
        if GAME.is_terminal(state):
            break
        state = GAME.result(state, rng.choice(GAME.actions(state)))
    return state


def test_ultimate_declares_evaluated_playouts_and_tic_tac_toe_does_not() -> None:
    assert isinstance(GAME, HasEvaluatedPlayout)
    assert not isinstance(TicTacToe(), HasEvaluatedPlayout)


@pytest.mark.parametrize("cutoff", [0, 1, 3, 8])
def test_an_evaluated_playout_stops_at_the_cutoff_and_evaluates_the_position_reached(cutoff: int) -> None:
    for seed in range(20):
        start = random_position(seed, 2 * seed)
        moves: list[tuple[int, int]] = []
        value, plies = GAME.evaluated_playout(start, random.Random(seed).random, cutoff, False, moves)
        state = start
        for move in moves:
            state = GAME.play(state, move)  # checked: raises on an illegal move
        assert plies == len(moves) <= cutoff
        if GAME.is_terminal(state):
            assert value == GAME.utility(state, "X")
        else:
            assert plies == cutoff
            assert value == evaluation(state) and -1 < value < 1


def test_a_long_cutoff_plays_the_same_game_as_a_whole_playout() -> None:
    for seed in range(10):
        whole: list[tuple[int, int]] = []
        cut: list[tuple[int, int]] = []
        utility, plies = GAME.playout(GAME.initial_state(), random.Random(seed).random, True, whole)
        assert GAME.evaluated_playout(GAME.initial_state(), random.Random(seed).random, 81, True, cut) == (utility, plies)
        assert cut == whole


def test_the_playout_evaluation_is_the_ais_evaluation_on_unfinished_positions() -> None:
    for seed in range(30):
        state = random_position(seed, seed * 2)
        if not GAME.is_terminal(state):
            assert evaluation(state) == pytest.approx(ultimate_evaluation(state), abs=1e-12)
    assert evaluation(GAME.result(X_WINS_NOW, (1, 8))) == 1.0


def test_a_search_with_a_cutoff_backs_up_shares_of_a_win() -> None:
    result = mcts(GAME, GAME.initial_state(), iterations=300, seed=4, cutoff=0)
    root = result.stats["tree"]
    assert result.stats["iterations"] == root.visits == 300
    assert result.stats["playout_moves"] == 0  # cutoff 0: every new node is evaluated where it stands
    shares = [child.wins for child in root.children]
    assert any(not float(share).is_integer() for share in shares)
    for child in root.children:
        assert 0 <= child.wins <= child.visits and child.draws == 0
        assert math.isclose(child.wins + child.losses, child.visits)
    # the root's own count is the sum of what its children passed up, for the other side
    assert math.isclose(root.wins, sum(child.losses for child in root.children))


def test_a_cutoff_search_repeats_from_its_seed_and_differs_from_whole_playouts() -> None:
    runs = [mcts(GAME, GAME.initial_state(), iterations=400, seed=9, cutoff=2, solver=True) for _ in range(2)]
    assert runs[0].stats["children"] == runs[1].stats["children"] and runs[0].move == runs[1].move
    whole = mcts(GAME, GAME.initial_state(), iterations=400, seed=9, solver=True)
    assert whole.stats["children"] != runs[0].stats["children"]
    assert 0 < runs[0].stats["playout_moves"] <= 2 * 400 < whole.stats["playout_moves"]


def test_a_cutoff_search_finds_the_game_win_and_the_solver_proves_it() -> None:
    result = mcts(GAME, X_WINS_NOW, iterations=500, seed=0, cutoff=0, solver=True)
    assert result.move == (1, 8) and result.stats["proven"] == 1


def test_a_cutoff_search_keeps_a_time_budget_and_an_iteration_budget() -> None:
    result = mcts(GAME, GAME.initial_state(), seconds=0.05, iterations=10**9, seed=0, cutoff=1)
    assert 0 < result.stats["iterations"] < 10**9 and result.seconds < 1  # the clock stopped it, not the count
    assert mcts(GAME, GAME.initial_state(), iterations=77, seed=0, cutoff=1).stats["iterations"] == 77


def test_the_trace_credits_each_node_with_its_share() -> None:
    trace = MCTSTrace()
    result = mcts(GAME, GAME.initial_state(), iterations=30, seed=2, cutoff=1, trace=trace)
    assert len(trace) == 30
    for iteration in trace:
        assert iteration.winner is None
        root_credit, child_credit = iteration.credits[0].credit, iteration.credits[1].credit
        assert math.isclose(root_credit + child_credit, 1.0)  # X's share and O's share of one result
    assert math.isclose(result.stats["tree"].wins, sum(iteration.credits[0].credit for iteration in trace))


@pytest.mark.parametrize("cutoff", [-1, 1.5, True, "2"])
def test_a_bad_cutoff_is_a_value_error(cutoff: object) -> None:
    with pytest.raises(ValueError, match="cutoff"):
        mcts(GAME, GAME.initial_state(), iterations=10, cutoff=cutoff)  # type: ignore[arg-type]


def test_a_cutoff_needs_a_game_that_evaluates_its_playouts() -> None:
    game = TicTacToe()
    with pytest.raises(ValueError, match="HasEvaluatedPlayout"):
        mcts(game, game.initial_state(), iterations=10, cutoff=2)


def test_the_enhanced_player_passes_its_cutoff_to_the_search() -> None:
    player = EnhancedMCTSPlayer(iterations=200, seed=1, cutoff=0)
    decision = player.decide(GAME, GAME.initial_state())
    assert decision.search is not None and decision.search.stats["playout_moves"] == 0
    assert GAME.is_legal(GAME.initial_state(), decision.move)


def minimax_shares(node: object) -> None:
    """Check, below ``node``, that every unproven node with children holds 1 - its best child's share."""
    for child in node.children:  # type: ignore[attr-defined]
        minimax_shares(child)
    if node.children and node.proven is None:  # type: ignore[attr-defined]
        assert node._minimax == 1 - max(child._minimax for child in node.children)  # type: ignore[attr-defined]


def test_implicit_minimax_backs_the_evaluation_up_by_minimax() -> None:
    result = mcts(GAME, GAME.initial_state(), iterations=300, seed=5, cutoff=0, minimax=0.4, solver=True)
    root = result.stats["tree"]
    minimax_shares(root)
    # a leaf keeps its own evaluation, for the side that moved into it
    leaf = next(node for node, _ in root.walk() if not node.children and not node.terminal)
    value = evaluation(leaf.state)
    assert leaf._minimax == pytest.approx((1 + value) / 2 if leaf.mover_is_max else (1 - value) / 2)


def test_implicit_minimax_changes_the_search_and_repeats_from_its_seed() -> None:
    runs = [mcts(GAME, GAME.initial_state(), iterations=300, seed=6, cutoff=1, minimax=0.5) for _ in range(2)]
    assert runs[0].stats["children"] == runs[1].stats["children"]
    without = mcts(GAME, GAME.initial_state(), iterations=300, seed=6, cutoff=1)
    assert without.stats["children"] != runs[0].stats["children"]
    assert runs[0].stats["iterations"] == runs[0].stats["tree"].visits == 300
    minimax_shares(runs[0].stats["tree"])


def test_implicit_minimax_with_the_solver_still_takes_the_game_win() -> None:
    result = mcts(GAME, X_WINS_NOW, iterations=300, seed=0, cutoff=0, minimax=1.0, solver=True)
    assert result.move == (1, 8) and result.stats["proven"] == 1


@pytest.mark.parametrize(("minimax", "cutoff"), [(-0.1, 0), (1.5, 0), (True, 0), (0.3, None)])
def test_a_bad_minimax_weight_or_one_without_a_cutoff_is_a_value_error(minimax: object, cutoff: int | None) -> None:
    with pytest.raises(ValueError, match="minimax"):
        mcts(GAME, GAME.initial_state(), iterations=10, cutoff=cutoff, minimax=minimax)  # type: ignore[arg-type]


def test_a_decisive_evaluated_playout_plays_a_game_win_at_the_cutoff_instead_of_evaluating() -> None:
    moves: list[tuple[int, int]] = []
    assert GAME.evaluated_playout(X_WINS_NOW, random.Random(0).random, 0, True, moves) == (1.0, 1)
    assert moves == [(1, 8)]
    value, plies = GAME.evaluated_playout(X_WINS_NOW, random.Random(0).random, 0, False)
    assert (value, plies) == (evaluation(X_WINS_NOW), 0) and value < 1


def test_mixing_adds_a_whole_playout_to_each_evaluation_and_repeats_from_its_seed() -> None:
    runs = [mcts(GAME, GAME.initial_state(), iterations=200, seed=8, cutoff=0, mixing=0.3) for _ in range(2)]
    assert runs[0].stats["children"] == runs[1].stats["children"] and runs[0].move == runs[1].move
    # cutoff 0 plays no move; mixing plays each new node out to the end (Ultimate takes 17+ moves)
    assert runs[0].stats["playout_moves"] >= 17 * 200
    without = mcts(GAME, GAME.initial_state(), iterations=200, seed=8, cutoff=0)
    assert without.stats["playout_moves"] == 0 and without.stats["children"] != runs[0].stats["children"]


@pytest.mark.parametrize("mixing", [0.0, 0.5, 1.0])
def test_a_mixed_value_is_the_weighted_evaluation_and_playout_result(mixing: float) -> None:
    # One iteration from a position: the root's only child holds the mixed share of a win.
    state = random_position(3, 20)
    trace = MCTSTrace()
    result = mcts(GAME, state, iterations=1, seed=11, cutoff=0, mixing=mixing, trace=trace)
    child = result.stats["tree"].children[0]
    value = evaluation(child.state)
    rng = random.Random(11)
    rng.random()  # the expansion's choice comes first
    outcome, _ = GAME.playout(child.state, rng.random)
    mixed = (1 - mixing) * value + mixing * outcome
    x_share = (1 + mixed) / 2 if -1 < mixed < 1 else (0.5 if mixed == 0 else float(mixed > 0))
    expected = x_share if child.mover_is_max else 1 - x_share
    assert child.wins + 0.5 * child.draws == pytest.approx(expected)


def test_mixing_with_the_solver_still_takes_the_game_win() -> None:
    result = mcts(GAME, X_WINS_NOW, iterations=300, seed=0, cutoff=0, mixing=0.5, solver=True)
    assert result.move == (1, 8) and result.stats["proven"] == 1


@pytest.mark.parametrize(("mixing", "cutoff"), [(-0.1, 0), (1.5, 0), (True, 0), ("0.3", 0), (0.3, None)])
def test_a_bad_mixing_weight_or_one_without_a_cutoff_is_a_value_error(mixing: object, cutoff: int | None) -> None:
    with pytest.raises(ValueError, match="mixing"):
        mcts(GAME, GAME.initial_state(), iterations=10, cutoff=cutoff, mixing=mixing)  # type: ignore[arg-type]


def test_the_enhanced_player_passes_its_mixing_to_the_search() -> None:
    decision = EnhancedMCTSPlayer(iterations=50, seed=1, cutoff=0, mixing=0.5).decide(GAME, GAME.initial_state())
    assert decision.search is not None and decision.search.stats["playout_moves"] > 0
