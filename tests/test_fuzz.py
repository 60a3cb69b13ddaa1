"""Junk at every public entry point: a clear error of the documented type (``ValueError``, of
which ``IllegalMoveError`` is one) or a correct result; the inputs unchanged; bounded time.

Hypothesis draws the junk: wrong types, out-of-range numbers, NaN, huge values, random text.
"""

from __future__ import annotations

import copy
import itertools
import math
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ttt_lab.arena import play_game, tournament
from ttt_lab.core import IllegalMoveError
from ttt_lab.exercises import check_alphabeta, check_evaluation, check_minimax, check_win_test
from ttt_lab.games import MNK, CatAndMice, TicTacToe, TreeGame, Ultimate, random_tree
from ttt_lab.players import HeuristicPlayer, MCTSPlayer, PerfectPlayer, RandomPlayer, player_for_level
from ttt_lab.search import Budget, SearchTree, TranspositionTable, alphabeta, mcts, minimax, solve
from ttt_lab.search.budget import SearchLimitError

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.integers(10**30, 10**31),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.binary(max_size=4),
    st.lists(st.integers(-3, 20), max_size=3), st.tuples(st.integers(-3, 20), st.integers(-3, 20)),
    st.tuples(st.floats(0, 3), st.integers(0, 3)), st.just(object()), st.just(math.inf),
)
"""Values nobody should pass: each entry point must say no clearly, or cope."""

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SECONDS = 15.0
"""The most one call may take: a hang is a failure too."""

GAMES = [TicTacToe(), MNK(4, 3, 3), Ultimate(), CatAndMice(), TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]])]


def refused_or_done(call: Callable[[], Any]) -> Any:
    """Run ``call``: it returns, or raises ValueError (IllegalMoveError included), within SECONDS."""
    start = time.perf_counter()
    try:
        return call()
    except ValueError:
        return None
    finally:
        assert time.perf_counter() - start < SECONDS, "took too long"


_LATE: dict[int, Any] = {}


def late_position(game: Any) -> Any:
    """A position four plies before the end of a seeded random game, where every search is
    quick: the first seed from 7 up whose position there alpha-beta proves in 20,000 nodes.
    (Seed 7's Cat and Mice game ended early, the cat winning, and its position took 2,000,000
    nodes: 3 s idle, over the 15 s hang limit under load.)"""
    if id(game) not in _LATE:
        for seed in itertools.count(7):
            rng = random.Random(seed)
            history = [game.initial_state()]
            while not game.is_terminal(history[-1]):
                moves = game.actions(history[-1])
                history.append(game.result(history[-1], moves[rng.randrange(len(moves))]))
            state = history[max(0, len(history) - 5)]
            try:
                alphabeta(game, state, budget=Budget(nodes=20_000))
            except SearchLimitError:
                continue
            _LATE[id(game)] = state
            break
    return _LATE[id(game)]


# ---------------------------------------------------------------------- games


@FUZZ
@given(m=JUNK, n=JUNK, k=JUNK)
def test_mnk_constructor(m: Any, n: Any, k: Any) -> None:
    game = refused_or_done(lambda: MNK(m, n, k))
    if game is not None:
        assert game.size == m * n and 1 <= k <= max(m, n)


@FUZZ
@given(start=JUNK, tree=st.one_of(JUNK, st.recursive(st.integers(-9, 9), lambda inner: st.lists(inner, max_size=3))))
def test_other_constructors(start: Any, tree: Any) -> None:
    refused_or_done(lambda: CatAndMice(cat_start=start))
    game = refused_or_done(lambda: TreeGame(tree))
    if game is not None:
        assert game.is_terminal(game.initial_state()) is False
    refused_or_done(lambda: random_tree(branching=start, depth=2, seed=1))
    refused_or_done(lambda: random_tree(branching=2, depth=start, seed=1))


@FUZZ
@given(game=st.sampled_from(GAMES[:4]), text=st.one_of(JUNK, st.text(alphabet="XO.xo/|-+ \ncCmM:next0123456789", max_size=200)))
def test_parse_reads_a_position_or_says_why_not(game: Any, text: Any) -> None:
    state = refused_or_done(lambda: game.parse(text))
    if state is not None:
        assert game.parse(str(state)) == state


@FUZZ
@given(game=st.sampled_from(GAMES), move=JUNK, steps=st.integers(0, 6))
def test_play_takes_a_legal_move_or_refuses_and_leaves_the_state_alone(game: Any, move: Any, steps: int) -> None:
    state = game.initial_state()
    for _ in range(steps):
        if not game.is_terminal(state):
            state = game.result(state, game.actions(state)[0])
    before = copy.deepcopy(state) if isinstance(state, (list, tuple)) and not hasattr(state, "game") else state
    try:
        after = game.play(state, move)
    except IllegalMoveError:
        after = None
    assert state == before
    if after is not None:
        assert move in game.actions(state) and after == game.result(state, move)


@FUZZ
@given(game=st.sampled_from(GAMES), player=JUNK, cell=JUNK)
def test_readers_of_a_position_refuse_junk(game: Any, player: Any, cell: Any) -> None:
    state = late_position(game)
    if game.is_terminal(state):
        refused_or_done(lambda: game.utility(state, player))
    for name in ("stone_at", "piece_at"):
        if hasattr(type(game), name):
            refused_or_done(lambda name=name: getattr(game, name)(state, cell))
    if hasattr(type(game), "completing_cells"):
        refused_or_done(lambda: game.completing_cells(state, player))


# ---------------------------------------------------------------------- searches


@FUZZ
@given(game=st.sampled_from(GAMES), depth=JUNK, value=JUNK, alpha=JUNK, budget=JUNK)
def test_searches_refuse_bad_options(game: Any, depth: Any, value: Any, alpha: Any, budget: Any) -> None:
    state = late_position(game)
    if game.is_terminal(state):
        return
    evaluate = lambda s: value  # noqa: E731
    if depth is None or (isinstance(depth, int) and not isinstance(depth, bool) and depth > 2):
        depth = 2  # valid, and quick: a full search of Ultimate is right but not bounded
    for search in (minimax, alphabeta):
        result = refused_or_done(lambda search=search: search(game, state, depth=depth, evaluate=evaluate))
        if result is not None:
            assert math.isfinite(result.value)
    refused_or_done(lambda: alphabeta(game, state, alpha=alpha, beta=1))
    refused_or_done(lambda: alphabeta(game, state, table=budget))
    refused_or_done(lambda: solve(game, state, budget=budget))
    refused_or_done(lambda: Budget(nodes=budget))
    refused_or_done(lambda: Budget(seconds=budget))


@FUZZ
@given(game=st.sampled_from(GAMES), iterations=JUNK, seconds=JUNK, exploration=JUNK, rng=JUNK)
def test_mcts_refuses_bad_budgets(game: Any, iterations: Any, seconds: Any, exploration: Any, rng: Any) -> None:
    state = late_position(game)
    if game.is_terminal(state):
        return
    for call in (
        lambda: mcts(game, state, iterations=iterations, seconds=0.05),  # a valid budget may be huge
        lambda: mcts(game, state, iterations=5, seconds=seconds if seconds is None or not isinstance(seconds, (int, float)) else min(seconds, 0.05)),
        lambda: mcts(game, state, iterations=5, exploration=exploration),
        lambda: mcts(game, state, iterations=5, rng=rng),
        lambda: mcts(game, state, iterations=5, seed=rng),
    ):
        result = refused_or_done(call)
        if result is not None:
            assert result.move in game.actions(state)


def test_a_table_and_a_recorder_refuse_nonsense() -> None:
    with pytest.raises(ValueError):
        TranspositionTable(max_entries=0)
    with pytest.raises(ValueError):
        SearchTree(max_nodes=-1)


# ---------------------------------------------------------------------- players and games between them


@FUZZ
@given(seed=JUNK, depth=JUNK, iterations=JUNK, level=JUNK)
def test_player_constructors(seed: Any, depth: Any, iterations: Any, level: Any) -> None:
    for make in (lambda: RandomPlayer(seed), lambda: PerfectPlayer(seed), lambda: HeuristicPlayer(depth),
                 lambda: MCTSPlayer(iterations, seconds=0.05), lambda: player_for_level(level)):
        player = refused_or_done(make)
        if player is not None:
            assert player.choose(TicTacToe(), TicTacToe().parse("XX./OO./...")) in TicTacToe().actions(
                TicTacToe().parse("XX./OO./..."))


@FUZZ
@given(game=st.sampled_from(GAMES), junk=JUNK)
def test_players_refuse_junk_positions(game: Any, junk: Any) -> None:
    for player in (RandomPlayer(1), PerfectPlayer(1), HeuristicPlayer(1, evaluate=lambda s: 0.0, seed=1)):
        refused_or_done(lambda player=player: player.choose(game, junk))


@FUZZ
@given(players=JUNK, start=JUNK, seed=JUNK, games=JUNK)
def test_play_game_and_tournament_refuse_junk(players: Any, start: Any, seed: Any, games: Any) -> None:
    game = TicTacToe()
    refused_or_done(lambda: play_game(game, players))
    record = refused_or_done(lambda: play_game(game, [RandomPlayer(1), RandomPlayer(2)], start=start))
    if record is not None:
        assert game.is_terminal(record.final_state)
    refused_or_done(lambda: tournament([RandomPlayer(1), RandomPlayer(2)], games=games, seed=1, progress=False))
    refused_or_done(lambda: tournament([RandomPlayer(1), RandomPlayer(2)], games=2, seed=seed, progress=False))


# ---------------------------------------------------------------------- checkers


@FUZZ
@given(answer=JUNK, raises=st.sampled_from([None, TypeError, KeyError, ZeroDivisionError, RecursionError]))
def test_checkers_diagnose_any_student_function(answer: Any, raises: type[BaseException] | None) -> None:
    def student(*args: Any) -> Any:
        print("debugging")
        if raises is not None:
            raise raises("student bug")
        return answer

    for checker in (check_minimax, check_alphabeta, check_evaluation, check_win_test):
        report = checker(student, quiet=True)
        assert report.diagnosis or report.passed


# ---------------------------------------------------------------------- widget handlers


@FUZZ
@given(actions=st.lists(st.tuples(st.sampled_from(["cell", "undo", "restart", "board", "level", "side"]),
                                  st.integers(0, 30)), max_size=25))
def test_board_handlers_never_let_an_exception_escape(actions: list[tuple[str, int]]) -> None:
    from ttt_lab.widgets import BOARDS, Board

    board = Board(x="human", o=1, seed=0)
    boards = list(BOARDS.values())
    for action, number in actions:
        if action == "cell":
            cells = list(board.cells.values())
            cells[number % len(cells)].click()
        elif action == "undo":
            board.undo_button.click()
        elif action == "restart":
            board.restart_button.click()
        elif action == "board":
            board.board_menu.value = boards[number % len(boards)]
        elif action == "level":
            board.level_menu.value = 1 + number % 8
        else:
            options = [value for _, value in board.side_menu.options]
            board.side_menu.value = options[number % len(options)]
        assert board.position.game == board.game  # never a position of another board
    assert "Traceback" not in str(board.output.outputs)


@FUZZ
@given(x=JUNK, o=JUNK, game=JUNK)
def test_board_constructors_refuse_junk(x: Any, o: Any, game: Any) -> None:
    from ttt_lab.widgets import AIMatch, Board, CatMiceBoard, UltimateBoard

    refused_or_done(lambda: Board(game, x="human", o="human"))
    refused_or_done(lambda: Board(x=x, o="human"))
    refused_or_done(lambda: AIMatch(x=x, o=o))
    refused_or_done(lambda: UltimateBoard(x=x, o="human"))
    refused_or_done(lambda: CatMiceBoard(cat=x, mice="human"))


# ---------------------------------------------------------------------- chance games and the newer searches

SMALL = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CHANCE_TREES = st.recursive(st.integers(-9, 9) | st.floats(-9, 9), lambda inner: st.lists(inner, min_size=1, max_size=3),
                            max_leaves=12)


@SMALL
@given(tree=st.one_of(JUNK, CHANCE_TREES), levels=st.one_of(JUNK, st.lists(st.sampled_from(["MAX", "MIN", "CHANCE"]),
                                                                            max_size=4)))
def test_chance_trees_are_built_or_refused_and_expectimax_values_them_within_their_leaves(tree: Any, levels: Any) -> None:
    from ttt_lab.games.chance import ChanceTreeGame
    from ttt_lab.search import expectimax

    game = refused_or_done(lambda: ChanceTreeGame(tree, levels=levels))
    if game is None:
        return
    leaves = game.leaf_values()
    result = expectimax(game, game.initial_state())
    assert math.isfinite(result.value) and min(leaves) - 1e-9 <= result.value <= max(leaves) + 1e-9


@SMALL
@given(slip=st.one_of(JUNK, st.floats(0, 0.99)), budget=st.one_of(JUNK, st.integers(1, 500)), steps=st.integers(0, 12))
def test_slippery_games_and_expectimax_under_a_budget(slip: Any, budget: Any, steps: int) -> None:
    from ttt_lab.games.chance import SlipperyMNK
    from ttt_lab.search import SearchLimitError, expectimax

    game = refused_or_done(lambda: SlipperyMNK(3, 3, 3, slip=slip))
    if game is None:
        return
    rng, state = random.Random(steps), game.initial_state()
    for _ in range(steps):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    before = copy.deepcopy(state)
    limit = Budget(nodes=budget) if isinstance(budget, int) and not isinstance(budget, bool) and budget > 0 else budget
    try:
        result = refused_or_done(lambda: expectimax(game, state, table=True, budget=limit))
    except SearchLimitError:
        result = None
    assert state == before
    if result is not None:
        assert -1 <= result.value <= 1


@SMALL
@given(game=st.sampled_from([TicTacToe(), MNK(4, 3, 3), MNK(5, 5, 4)]), budget=JUNK, depth=st.integers(1, 4),
       nodes=st.integers(1, 3_000))
def test_iterative_deepening_and_quiescence_refuse_junk_or_answer_within_budget(game: Any, budget: Any, depth: int,
                                                                               nodes: int) -> None:
    from ttt_lab.search import SearchLimitError, iterative_deepening, line_evaluation

    state = late_position(game)
    evaluate = line_evaluation(game)
    refused_or_done(lambda: iterative_deepening(game, state, evaluate=evaluate, budget=budget))
    try:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, quiescence=True, budget=Budget(nodes=nodes))
    except SearchLimitError as error:
        assert f"{nodes:,} nodes" in str(error)
    else:
        assert result.nodes <= nodes and (result.move is None or result.move in game.actions(state))


@SMALL
@given(iterations=st.integers(1, 60), max_entries=st.one_of(JUNK, st.integers(1, 3_000)), seed=st.integers(0, 99))
def test_an_mcts_trace_records_within_its_cap_or_refuses(iterations: int, max_entries: Any, seed: int) -> None:
    from ttt_lab.search import RecordingLimitError
    from ttt_lab.search.mcts_trace import MCTSTrace, iteration_entries

    trace = refused_or_done(lambda: MCTSTrace(max_entries=max_entries))
    if trace is None:
        return
    game = MNK(4, 4, 3)
    try:
        mcts(game, game.initial_state(), iterations=iterations, seed=seed, trace=trace)
    except RecordingLimitError:
        assert len(trace) < iterations
    else:
        assert len(trace) == iterations
    assert trace.entries == sum(iteration_entries(step) for step in trace) <= trace.max_entries


@SMALL
@given(m=st.integers(1, 3), n=st.integers(1, 3), k=st.integers(1, 4))
def test_retrograde_agrees_with_solve_or_refuses(m: int, n: int, k: int) -> None:
    from ttt_lab.search.retrograde import retrograde

    game = refused_or_done(lambda: MNK(m, n, k))
    if game is None:
        return
    table = retrograde(game)
    start = game.initial_state()
    assert table.value(start) == solve(game, start).value
