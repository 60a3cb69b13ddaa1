"""Claims the notebooks make in prose: each is computed here by the package, never typed in.

Some take too long to compute live (the notebooks' references cells cite this file for
them); the others are the prose around a live computation, held here so that a change to
the package that makes a sentence false fails a test rather than misleads a student.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import buggy_alphabeta as ab_student
import nbformat
import pytest

from ttt_lab import (
    ExpectimaxPlayer,
    PerfectPlayer,
    RandomPlayer,
    Ultimate,
    expectimax,
    minimax,
    solve,
    tournament,
)
from ttt_lab.bench import random_position
from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.games.chance import ChanceTreeGame, RandomOpponent, SlipperyMNK, max_die_min_tree
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.players.levels import LEVELS, player_for_level
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import (
    Budget,
    MNKSolver,
    alphabeta,
    iterative_deepening,
    line_evaluation,
    mcts,
    retrograde,
)
from ttt_lab.search.census import reachable_positions, tree_size_by_depth
from ttt_lab.search.mnk.null_window import mtdf
from ttt_lab.search.retrograde import shipped_table


class _CountingGame:
    """A game that counts the states a search visits (each asks is_terminal once)."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.players = game.players
        self.nodes = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def is_terminal(self, state: Any) -> bool:
        self.nodes += 1
        return self._game.is_terminal(state)  # type: ignore[no-any-return]


def _fail_hard_nodes(strict: bool, clip_leaves: bool) -> int:
    game = _CountingGame(TicTacToe())
    value = ab_student.alphabeta_fail_hard(game, game.initial_state(), strict=strict, clip_leaves=clip_leaves)
    assert value == 0
    return game.nodes


@pytest.mark.slow
def test_fail_hard_with_clipped_leaves_never_prunes_under_the_strict_rule() -> None:
    """Notebook 04: clipping every value into [alpha, beta], leaves too, never sees v > beta."""
    assert _fail_hard_nodes(strict=True, clip_leaves=True) == sum(tree_size_by_depth(TicTacToe()).values())


@pytest.mark.slow
def test_fail_hard_with_raw_leaves_prunes_some_under_the_strict_rule() -> None:
    """Notebook 04: with raw leaves it prunes, but far less than the fail-soft strict search."""
    game = TicTacToe()
    nodes = _fail_hard_nodes(strict=True, clip_leaves=False)
    assert nodes == 304_155  # FACTS.md: fail-hard, inner nodes clipped, raw leaves, strict rule
    assert alphabeta(game, game.initial_state(), prune_on_equal=False).nodes < nodes
    assert nodes < sum(tree_size_by_depth(game).values())


def test_fail_hard_prunes_like_fail_soft_under_the_aima_rule() -> None:
    game = TicTacToe()
    expected = alphabeta(game, game.initial_state()).nodes
    assert _fail_hard_nodes(strict=False, clip_leaves=False) == expected
    assert _fail_hard_nodes(strict=False, clip_leaves=True) == expected


def test_level_5_cannot_be_beaten() -> None:
    """Notebooks 00 and 01: every line of the human's against every choice level 5 may make
    among its equally good moves ends in a draw or a loss for the human."""
    level = LEVELS[5]
    game, ai = TicTacToe(), player_for_level(5, seed=0)
    assert (level.game, level.ai_moves_first) == (game, False)
    ends: dict[str | None, int] = {}

    def walk(state: Any) -> None:
        if game.is_terminal(state):
            winner = game.winner(state)
            ends[winner] = ends.get(winner, 0) + 1
            return
        if game.to_move(state) == "X":
            moves = game.actions(state)
        else:
            moves = ai.search(game, state).best_moves()
        for move in moves:
            walk(game.result(state, move))

    walk(game.initial_state())
    assert "X" not in ends
    assert sum(ends.values()) > 1000  # every line was walked, not one


# ---------------------------------------------------------------- the exercise text, both editions

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[path.name for path in NOTEBOOKS])
def test_exercise_text_reads_right_in_the_teacher_and_the_student_edition(path: Path) -> None:
    """nbgrader keeps the markdown and swaps the model answer for `raise NotImplementedError()`:
    text that tells a student to delete the answer between the markers must also say what to
    do where the cell holds that line instead (docs/teaching.md)."""
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "markdown" and "### BEGIN …" in cell.source and "delete" in cell.source:
            assert "raise NotImplementedError()" in cell.source, cell.source
        assert "between the lines marker" not in cell.source


# ---------------------------------------------------------------- 03: the value conventions

def test_the_negamax_example_flips_the_sign_exactly_where_o_is_to_move() -> None:
    """Notebook 03: the value for the side to move is X's where X moves, its negation where O does."""
    game = TicTacToe()
    rows = []
    for text in ["XO./.X./...", "XX./OO./X..", "OX./.O./.X."]:
        state = game.parse(text)
        rows.append((game.to_move(state), minimax(game, state).value))
    assert rows == [("O", 1), ("O", -1), ("X", -1)]  # O lost, O won, X lost: every sign shows once


def test_on_empty_4x4_k4_the_potential_bound_answers_both_questions_one_node_each() -> None:
    """Notebook 05: with the Erdős–Selfridge bound on, "does X win?" and then "does X at least
    draw?" each take one node, and the bound (X's potential, then O's) decides both."""
    board = MNK(4, 4, 4)
    found = mtdf(MNKSolver(board), board.initial_state(), guess=1)  # the solver's own order
    assert found.value == 0
    assert [(test.beta, test.passed, test.nodes) for test in found.tests] == [(1, False, 1), (0, True, 1)]
    solver = MNKSolver(board)
    assert solver.value(board.initial_state()) == 0
    assert solver.stats()["nodes"] == 2 and solver.stats()["potential"] == 2
    unbounded = MNKSolver(board, potential_bound=False)
    assert unbounded.value(board.initial_state()) == 0 and unbounded.stats()["nodes"] > 2


# ---------------------------------------------------------------- 08: draws are decided, not left over

def test_retrograde_analysis_decides_every_tic_tac_toe_draw_in_a_round() -> None:
    """Notebook 08: in a game without cycles every position is decided; no draw is left over."""
    game = TicTacToe()
    table = retrograde(game)
    unfinished_draws = [state for state in reachable_positions(game).values()
                        if not game.is_terminal(state) and table.utility(state) == 0]
    assert unfinished_draws and all(table.distance(state) >= 1 for state in unfinished_draws)


def test_the_cat_wins_mostly_early_and_the_mice_wins_reach_back_to_the_start() -> None:
    """Notebook 08's bar chart: most of the cat's wins are decided in the first half of the
    rounds, and only the mice's reach the last round, the start's."""
    game = CatAndMice()
    table = shipped_table(game)
    layers = table.layers()
    last = max(distance for distance, *_ in layers)
    assert table.distance(game.initial_state()) == last
    cat_wins = {distance: cat for distance, cat, _, _ in layers}
    assert sum(n for d, n in cat_wins.items() if d <= last // 2) > 0.9 * sum(cat_wins.values())
    assert max(d for d, n in cat_wins.items() if n) < last
    assert any(mice for distance, _, mice, _ in layers if distance == last)


# ---------------------------------------------------------------- 09: chance

def _die_tree(f: Callable[[float], float], levels: tuple[str, ...] = ("MAX", "CHANCE", "MIN")) -> ChanceTreeGame:
    return ChanceTreeGame([[(1 / 3, [f(2), f(6)]), (2 / 3, [f(4), f(7)])],
                           [(1 / 3, [f(1), f(3)]), (2 / 3, [f(5), f(8)])]], levels=levels)


def test_only_a_positive_linear_rescaling_keeps_expectimax_choice() -> None:
    """Notebook 09: log keeps the leaves' order and the worst-case choice, yet turns expectimax
    from a2 to a1; 10·v + 5 changes nothing."""
    assert expectimax(max_die_min_tree(), ()).move == "a2"
    assert expectimax(_die_tree(lambda v: 10 * v + 5), ()).move == "a2"
    assert expectimax(_die_tree(math.log), ()).move == "a1"
    for f in (lambda v: v, lambda v: 10 * v + 5, math.log):
        worst = {move: min(leaf for outcome in branch for leaf in outcome)
                 for move, branch in zip(("a1", "a2"), _die_tree(f).tree, strict=True)}
        assert max(worst, key=worst.get) == "a1"


def test_cs188_expectimax_is_the_same_search_without_min_and_ties_on_the_die_tree() -> None:
    """Notebook 09: MIN's level replaced by chance raises every value; here the moves tie."""
    game = _die_tree(lambda v: v, levels=("MAX", "CHANCE", "CHANCE"))
    result = expectimax(game, ())
    assert result.move_values["a1"] == pytest.approx(result.move_values["a2"])
    assert all(result.move_values[m] > expectimax(max_die_min_tree(), ()).move_values[m] for m in ("a1", "a2"))


def test_depth_limited_expectimax_is_cheap_and_close_but_not_best() -> None:
    """Notebook 09: cut off at depth 1, 2 or 4, expectimax against a random O costs a small
    fraction of the full search and picks a move whose exact value is close to, below, the best."""
    board = TicTacToe()
    model = RandomOpponent(board, "O")
    full = expectimax(model, board.initial_state())
    for depth in (1, 2, 4):
        cut = expectimax(model, board.initial_state(), depth=depth, evaluate=line_evaluation(board))
        assert cut.nodes * 100 < full.nodes
        assert full.value - 0.02 < full.move_values[cut.move] < full.value


def test_only_the_perfect_player_is_unbeatable_by_a_random_one() -> None:
    """Notebook 09, its own tournament: the perfect player never loses to the random one,
    the expectimax player does, now and then, and wins more, as X and as O."""
    players = [ExpectimaxPlayer(seed=1), PerfectPlayer(seed=1), RandomPlayer(seed=1)]
    table = tournament(players, games=200, seed=7, progress=False, pairs=[("Expectimax", "Random"), ("Perfect", "Random")])
    perfect, bet = table.totals("Perfect", "Random"), table.totals("Expectimax", "Random")
    assert perfect["losses"] == 0 < bet["losses"]
    for side in "XO":  # more wins as X and as O
        (bet_row,) = table.select(player="Expectimax", opponent="Random", side=side)
        (perfect_row,) = table.select(player="Perfect", opponent="Random", side=side)
        assert bet_row["wins"] > perfect_row["wins"]


def test_the_centre_is_not_the_best_aim_at_every_slip() -> None:
    """Notebook 09: the centre is the best aim at every slip of its table, but at slip 0.8 (a
    stone lands where aimed one time in five) an edge is, and the centre is not among the best."""
    game = SlipperyMNK(slip=0.8)
    found = expectimax(game, game.initial_state(), table=True)
    assert (1, 1) not in found.best_moves() and (0, 1) in found.best_moves()
    assert found.move_values[0, 1] > found.move_values[1, 1]


def test_a_slipping_stone_with_no_free_neighbour_lands_where_aimed() -> None:
    """Notebook 09: a cell with no free neighbour keeps its stone."""
    game = SlipperyMNK(slip=0.5)
    aimed = game.result(game.parse("XOX/O.O/XOX"), (1, 1))
    assert game.outcomes(aimed) == [((1, 1), 1.0)]


# ---------------------------------------------------------------- 10: MCTS

def test_in_the_convergence_position_the_corners_lose_and_the_edges_draw() -> None:
    game = TicTacToe()
    values = solve(game, game.parse("X../.O./..X"), move_values=True).move_values
    assert {move for move, value in values.items() if value == 1} == {(0, 2), (2, 0)}
    assert {move for move, value in values.items() if value == 0} == {(0, 1), (1, 0), (1, 2), (2, 1)}


def test_most_visited_and_best_mean_mostly_agree_and_where_they_first_do_not_the_mean_is_wrong() -> None:
    """Notebook 10: with 50 iterations the two verdicts agree in most runs; in the first run where
    they do not, the best mean is a losing corner and the most visited a drawing edge."""
    game = TicTacToe()
    position = game.parse("X../.O./..X")
    values = solve(game, position, move_values=True).move_values
    disagree = []
    for seed in range(20):
        found = mcts(game, position, iterations=50, seed=seed)
        best_mean = max(found.stats["children"], key=lambda row: row["win_rate"])["move"]
        if best_mean != found.move:
            disagree.append((found.move, best_mean))
    assert 0 < len(disagree) < 10
    most_visited, best_mean = disagree[0]
    assert values[most_visited] == 0 and values[best_mean] == 1 and best_mean in [(0, 2), (2, 0)]


def test_reusing_the_tree_keeps_a_few_percent_of_the_search() -> None:
    """Notebook 10: after X's move from the empty board and any reply, under 5% of 2,000 playouts."""
    game = TicTacToe()
    first = mcts(game, game.initial_state(), iterations=2000, seed=1)
    played = next(child for child in first.stats["tree"].children if child.move == first.move)
    assert len(played.children) == 8 and all(0 < reply.visits < 100 for reply in played.children)


@pytest.mark.slow
def test_the_share_of_visits_on_the_best_moves_stays_even_then_climbs() -> None:
    """Notebook 10: up to 200 iterations the share stays near the even share (4 of 6), then climbs."""
    game = TicTacToe()
    position = game.parse("X../.O./..X")
    best = set(solve(game, position, move_values=True).best_moves())

    def share(iterations: int) -> float:
        runs = [sum(row["visits"] for row in mcts(game, position, iterations=iterations, seed=seed).stats["children"]
                    if row["move"] in best) / iterations for seed in range(5)]
        return sum(runs) / len(runs)

    even = len(best) / len(game.actions(position))
    assert all(abs(share(n) - even) < 0.05 for n in (25, 50, 100, 200))
    assert share(6400) > even + 0.2


# ---------------------------------------------------------------- 11: anytime

def _ultimate_position(seed: int) -> Any:
    game = Ultimate()
    rng = random.Random(seed)
    position = game.initial_state()
    for _ in range(14):
        position = game.result(position, rng.choice(list(game.actions(position))))
    return position


def test_under_a_node_budget_the_move_changes_between_iterations_on_every_machine() -> None:
    """Notebook 11: the demo position and budget are fixed, so the change does not hang on a clock;
    and carrying the table over makes all iterations cheaper than one search to the last depth."""
    game, position = Ultimate(), _ultimate_position(20)
    result = iterative_deepening(game, position, evaluate=ultimate_evaluation, budget=Budget(nodes=20_000))
    moves = [row["move"] for row in result.stats["iterations"]]
    assert len(moves) >= 5 and sum(a != b for a, b in itertools.pairwise(moves)) >= 1
    assert result.stats["stopped"] == "budget"
    carried = iterative_deepening(game, position, evaluate=ultimate_evaluation, max_depth=6)
    assert carried.nodes < alphabeta(game, position, depth=6, evaluate=ultimate_evaluation, quick_wins=True).nodes


@functools.cache
def _lost_4x3_positions() -> list[tuple[Any, int]]:
    """Notebook 11's experiment: 200 random 4x3 (k = 3) positions lost for the side to move,
    with no threat of the opponent's to answer; each with the mover's sign (+1 for X)."""
    small = MNK(4, 3, 3)
    rng = random.Random(0)
    lost: list[tuple[Any, int]] = []
    while len(lost) < 200:
        state = random_position(small, rng.randint(3, 9), rng)
        me = small.to_move(state)
        you = small.players[1] if me == small.players[0] else small.players[0]
        sign = 1 if me == small.players[0] else -1
        if small.is_terminal(state) or small.completing_cells(state, you):
            continue
        if sign * solve(small, state, quick_wins=True).value <= -0.9:
            lost.append((state, sign))
    return lost


@pytest.mark.slow
def test_quiescence_still_misses_losses_at_depth_2_on_the_same_board() -> None:
    """Notebook 11 (exercise 4): quiescence is no cure-all; at depth 2 on the same 4x3 board it
    misses some of the losses it finds at depth 4, where it misses none."""
    small = MNK(4, 3, 3)
    evaluate = line_evaluation(small)

    def unseen(depth: int) -> int:
        return sum(sign * alphabeta(small, state, depth=depth, evaluate=evaluate, quick_wins=True,
                                    quiescence=True).value > -0.9 for state, sign in _lost_4x3_positions())

    assert unseen(4) == 0 < unseen(2)


# ---------------------------------------------------------------- 12: tables and null windows

@pytest.mark.parametrize("text", ["X../.O./...", "XO./.X./...", "X../.../...", "XO./..X/O.."])  # X, O, O, X to move
def test_the_kind_of_bound_follows_from_where_the_value_falls_not_from_whose_node_it_is(text: str) -> None:
    """Notebook 12: whoever is to move, v >= beta is a lower bound and v <= alpha an upper one."""
    game = TicTacToe()
    state, evaluate = game.parse(text), line_evaluation(game)
    truth = alphabeta(game, state, depth=3, evaluate=evaluate).value
    seen = []
    for low, high in [(truth - 0.3, truth - 0.1), (truth + 0.1, truth + 0.3), (truth - 0.1, truth + 0.1)]:
        v = alphabeta(game, state, depth=3, evaluate=evaluate, alpha=low, beta=high).value
        if v >= high:  # failed high: a lower bound
            assert truth >= v - 1e-12
            seen.append("lower")
        elif v <= low:  # failed low: an upper bound
            assert truth <= v + 1e-12
            seen.append("upper")
        else:
            assert v == pytest.approx(truth)
            seen.append("exact")
    assert seen == ["lower", "upper", "exact"]


def _two_tests_over_full_window(board: MNK) -> float:
    search_only = {"pairing": False, "potential_bound": False}
    full = MNKSolver(board, null_windows=False, **search_only)
    full.value(board.initial_state())
    tests = mtdf(MNKSolver(board, **search_only), board.initial_state()).tests
    return sum(test.nodes for test in tests) / full.nodes


def test_on_small_boards_the_two_null_window_tests_cost_more_than_one_full_window() -> None:
    """Notebook 12: from barely more to half as much again (4x3 k=3)."""
    ratios = {(m, n, k): _two_tests_over_full_window(MNK(m, n, k)) for m, n, k in [(3, 3, 3), (4, 3, 3), (4, 4, 4)]}
    assert all(ratio > 1 for ratio in ratios.values())
    assert ratios[4, 3, 3] == 1.5


@pytest.mark.slow
def test_on_5x4_the_two_tests_cost_barely_more_than_one_full_window() -> None:
    assert 1 < _two_tests_over_full_window(MNK(5, 4, 4)) < 1.05
