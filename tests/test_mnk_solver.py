"""Tests for the fast m,n,k solver: published values, an exhaustive oracle, move choice."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.search import Budget, SearchLimitError
from ttt_lab.search.mnk import TECHNIQUES, MNKSolver, ablation
from ttt_lab.search.observer import SearchTree

# ----------------------------------------------------------------------------- oracles
# Written here, independently of the solver: plain exhaustive minimax over the Game
# protocol, memoised on the exact key. Small boards only.

_ORACLES: dict[tuple[MNK, bool], Callable[[MNKState], int]] = {}


def oracle(game: MNK, *, distance: bool = False) -> Callable[[MNKState], int]:
    """Minimax value from X's view; with ``distance`` a win at stone count s scores size + 1 - s."""
    if (game, distance) in _ORACLES:
        return _ORACLES[(game, distance)]
    memo: dict[int, int] = {}

    def value(state: MNKState) -> int:
        key = game.key(state)
        if key in memo:
            return memo[key]
        if game.is_terminal(state):
            result = int(game.utility(state, "X"))
            if distance:
                result *= game.size + 1 - state.stones
        else:
            values = [value(game.result(state, move)) for move in game.actions(state)]
            result = max(values) if game.to_move(state) == "X" else min(values)
        memo[key] = result
        return result

    _ORACLES[(game, distance)] = value
    return value


def random_position(game: MNK, seed: int, stones: int) -> MNKState:
    """Random play from the empty board for up to ``stones`` moves (stops at the end of the game)."""
    rng = random.Random(seed)
    state = game.initial_state()
    while state.stones < stones and not game.is_terminal(state):
        state = game.result(state, rng.choice(game.actions(state)))
    return state


# Small boards, and how many stones a random position has at least (keeps the oracle quick).
SMALL_BOARDS = [(MNK(3, 3, 3), 0), (MNK(4, 3, 3), 2), (MNK(4, 4, 3), 6), (MNK(4, 4, 4), 6)]

# One solver per board and switch setting, shared by all examples: their tables fill up
# across examples, as in a game, which the comparison with the oracle also checks.
SETTINGS: list[str | None] = [None, *TECHNIQUES]
_SOLVERS: dict[tuple[MNK, str | None], MNKSolver] = {}


def solver_for(game: MNK, off: str | None) -> MNKSolver:
    if (game, off) not in _SOLVERS:
        switches = {} if off is None else {off: False}
        _SOLVERS[(game, off)] = MNKSolver(game, **switches)
    return _SOLVERS[(game, off)]


positions = st.builds(
    lambda board, seed, extra: random_position(board[0], seed, board[1] + extra),
    st.sampled_from(SMALL_BOARDS),
    st.integers(0, 2**32 - 1),
    st.integers(0, 16),
)

# ----------------------------------------------------------------------------- published values


class TestPublishedValues:
    """The m,n,k results table of FACTS.md, computed by the solver."""

    @pytest.mark.parametrize(
        ("m", "n", "k", "expected"),
        [
            (3, 3, 3, 0),
            (4, 3, 3, 1),
            (4, 4, 3, 1),
            (4, 4, 4, 0),
            (5, 5, 4, 0),
            (6, 5, 4, 1),
        ],
        ids=["3x3k3 draw", "4x3k3 win", "4x4k3 win", "4x4k4 draw", "5x5k4 draw", "6x5k4 win"],
    )
    def test_empty_board_value(self, m: int, n: int, k: int, expected: int) -> None:
        game = MNK(m, n, k)
        assert MNKSolver(game).value(game.initial_state()) == expected

    def test_three_by_three_is_a_draw_with_every_technique_off(self) -> None:
        game = TicTacToe()
        switches = {name: False for name in TECHNIQUES}
        assert MNKSolver(game, **switches).value(game.initial_state()) == 0


# ----------------------------------------------------------------------------- against the oracle


class TestAgainstOracle:
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions)
    def test_value_equals_exhaustive_minimax_with_each_technique_off(self, state: MNKState) -> None:
        game = state.game
        expected = oracle(game)(state)
        for off in SETTINGS:
            assert solver_for(game, off).value(state) == expected, f"{off} off, {game.board_text(state)}"

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions)
    def test_move_values_equal_exhaustive_minimax(self, state: MNKState) -> None:
        game = state.game
        values = solver_for(game, None).move_values(state)
        assert list(values) == game.actions(state)
        for move, value in values.items():
            assert value == oracle(game)(game.result(state, move)), move

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions, st.integers(0, 1000))
    def test_best_move_never_throws_away_the_value(self, state: MNKState, seed: int) -> None:
        game = state.game
        if game.is_terminal(state):
            return
        move = solver_for(game, None).best_move(state, rng=random.Random(seed))
        assert oracle(game)(game.result(state, move)) == oracle(game)(state)

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        st.sampled_from([(TicTacToe(), 0), (MNK(4, 3, 3), 3), (MNK(4, 4, 3), 8)]),
        st.integers(0, 2**32 - 1),
        st.integers(0, 8),
    )
    def test_best_move_wins_fastest_and_loses_slowest(self, board: tuple[MNK, int], seed: int, extra: int) -> None:
        game, least = board
        state = random_position(game, seed, least + extra)
        if game.is_terminal(state):
            return
        scored = oracle(game, distance=True)
        sign = 1 if game.to_move(state) == "X" else -1
        best = max(sign * scored(game.result(state, move)) for move in game.actions(state))
        move = solver_for(game, None).best_move(state)
        assert sign * scored(game.result(state, move)) == best, game.board_text(state)


# ----------------------------------------------------------------------------- move choice


class TestBestMove:
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions)
    def test_takes_an_immediate_win_when_there_is_one(self, state: MNKState) -> None:
        game = state.game
        if game.is_terminal(state):
            return
        mover = game.to_move(state)
        winning = [move for move in game.actions(state) if game.winner(game.result(state, move)) == mover]
        if not winning:
            return
        assert solver_for(game, None).best_move(state) in winning

    def test_wins_now_rather_than_later(self) -> None:
        # X can win at once in the top row, or later; only (0, 2) wins now.
        game = MNK(4, 4, 3)
        state = game.parse("XX../OO../..../....")
        assert game.winner(game.result(state, MNKSolver(game).best_move(state))) == "X"

    def test_loses_as_slowly_as_possible(self) -> None:
        # O to move loses whatever it does: X threatens (2, 2), and after the block X's
        # (1, 0) threatens twice. Blocking loses in four plies, anything else in two.
        game = TicTacToe()
        state = game.parse("XO./.X./...")
        solver = MNKSolver(game)
        assert solver.value(state) == 1
        assert solver.best_move(state) == (2, 2)

    @settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.integers(0, 2**32 - 1), st.integers(7, 12))
    def test_out_of_distance_budget_still_keeps_the_value(self, seed: int, stones: int) -> None:
        game = MNK(4, 4, 3)
        state = random_position(game, seed, stones)
        if game.is_terminal(state):
            return
        solver = MNKSolver(game, distance_budget=1)
        move = solver.best_move(state)
        assert oracle(game)(game.result(state, move)) == oracle(game)(state)

    def test_ties_follow_the_rng(self) -> None:
        # After X's centre, O draws only in a corner; the four corners are equally good.
        game = TicTacToe()
        solver = MNKSolver(game)
        state = game.parse(".../.X./...")
        chosen = [solver.best_move(state, rng=random.Random(seed)) for seed in range(40)]
        assert set(chosen) == {(0, 0), (0, 2), (2, 0), (2, 2)}
        assert chosen == [solver.best_move(state, rng=random.Random(seed)) for seed in range(40)]
        assert solver.best_move(state) == (0, 0)

    @settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        st.sampled_from([MNK(5, 5, 4), MNK(5, 4, 4), MNK(4, 4, 3)]),
        st.integers(0, 2**32 - 1),
        st.integers(3, 7),
    )
    def test_every_image_of_a_position_costs_the_same_and_gets_the_same_moves(
        self, game: MNK, seed: int, stones: int
    ) -> None:
        # The opening book measures how hard a position is in one orientation and players
        # meet it in any: fresh solvers must do the same work for all images of a position.
        state = random_position(game, seed, stones)
        if game.is_terminal(state):
            return
        work, answers = set(), set()
        for perm in game.symmetries():
            solver = MNKSolver(game)
            moves = solver.best_moves(game.transform(state, perm))
            work.add((solver.nodes, solver.distance_nodes, solver.value(game.transform(state, perm))))
            inverse = [perm.index(j) for j in range(game.size)]
            answers.add(tuple(sorted(game.transform_cell(move, inverse) for move in moves)))
        assert len(work) == 1, game.board_text(state)
        assert len(answers) == 1, game.board_text(state)

    def test_refuses_a_finished_game(self) -> None:
        game = TicTacToe()
        state = game.parse("XXX/OO./...")
        with pytest.raises(ValueError, match="game is over"):
            MNKSolver(game).best_move(state)


# ----------------------------------------------------------------------------- API


class TestSolverApi:
    def test_terminal_positions_are_scored_as_they_are(self) -> None:
        game = TicTacToe()
        solver = MNKSolver(game)
        assert solver.value(game.parse("XXX/OO./...")) == 1
        assert solver.value(game.parse("OOO/XX./X..")) == -1
        assert solver.value(game.parse("XOX/XOO/OXX")) == 0
        assert solver.move_values(game.parse("XXX/OO./...")) == {}

    def test_only_dead_cells_left_is_a_draw_without_search(self) -> None:
        # (2, 2) is empty but every line through it holds both colours.
        game = TicTacToe()
        solver = MNKSolver(game)
        assert solver.value(game.parse("XOX/XOO/OX.")) == 0
        # The root alone: asked twice ("a win?", then "at least a draw?", answered from the table).
        assert solver.nodes == 2 and solver.stats()["dead"] == 1 and solver.stats()["table_hits"] == 1

    def test_values_are_from_the_first_players_view_whoever_moves(self) -> None:
        game = TicTacToe()
        # O to move and O wins at once: the value is -1 (good for O).
        assert MNKSolver(game).value(game.parse("XX./OO./X..")) == -1

    def test_table_is_kept_across_calls_so_a_second_answer_is_instant(self) -> None:
        game = MNK(5, 5, 4)
        solver = MNKSolver(game)
        state = game.initial_state()
        solver.value(state)
        before = solver.nodes
        assert solver.value(state) == 0
        assert solver.nodes - before <= 2  # the root's two null-window questions, each a table hit
        assert solver.stats()["table_entries"] > 0

    def test_clear_forgets_the_table(self) -> None:
        game = MNK(4, 4, 3)
        solver = MNKSolver(game)
        solver.value(game.initial_state())
        solver.clear()
        assert solver.stats()["table_entries"] == 0

    def test_node_limit_stops_a_long_solve_with_a_clear_error(self) -> None:
        game = MNK(5, 5, 4)
        solver = MNKSolver(game, budget=Budget(nodes=50))
        with pytest.raises(SearchLimitError, match="budget was 50 nodes"):
            solver.value(game.initial_state())
        assert solver.nodes >= 50

    def test_progress_bar_does_not_change_the_value(self, capsys: pytest.CaptureFixture[str]) -> None:
        game = MNK(4, 4, 3)
        assert MNKSolver(game, progress=True).value(game.initial_state()) == 1

    def test_stats_count_the_work(self) -> None:
        game = MNK(5, 5, 4)
        solver = MNKSolver(game)
        solver.value(game.initial_state())
        stats = solver.stats()
        assert stats["nodes"] == solver.nodes > 0
        assert stats["forced"] > 0 and stats["potential"] > 0 and stats["table_hits"] > 0

    @pytest.mark.parametrize(
        ("call", "message"),
        [
            (lambda: MNKSolver(TicTacToe(), table_size=0), "table_size"),
            (lambda: MNKSolver(TicTacToe(), budget=5), "budget must be a Budget"),
            (lambda: MNKSolver("tic-tac-toe"), "needs an MNK game"),  # type: ignore[arg-type]
            (lambda: MNKSolver(TicTacToe()).value(MNK(4, 3, 3).initial_state()), "not a position"),
            (lambda: ablation(TicTacToe(), techniques=["magic"]), "unknown techniques"),
        ],
    )
    def test_bad_parameters_are_value_errors(self, call: Callable[[], object], message: str) -> None:
        with pytest.raises(ValueError, match=message):
            call()

    def test_repr_names_the_switches_turned_off(self) -> None:
        assert repr(MNKSolver(TicTacToe(), symmetry=False)) == "MNKSolver(MNK(3, 3, 3), symmetry=False)"


class TestAblation:
    def test_rows_turn_each_technique_off_in_turn(self) -> None:
        rows = ablation(MNK(4, 4, 4))
        assert [row["technique"] for row in rows] == ["none", *TECHNIQUES]
        assert all(row["value"] == 0 and row["finished"] for row in rows)
        assert all(row["nodes"] >= 1 and row["seconds"] >= 0 for row in rows)

    def test_the_potential_bound_proves_the_4x4x4_draw_at_the_root(self) -> None:
        rows = {row["technique"]: row for row in ablation(MNK(4, 4, 4), techniques=["potential_bound"])}
        assert rows["none"]["nodes"] <= 2  # the root alone, asked once or twice (null windows)
        assert rows["potential_bound"]["nodes"] > 10
        game = MNK(4, 4, 4)  # one full-window search: the root, or a real search
        with_bound = MNKSolver(game, null_windows=False)
        without = MNKSolver(game, null_windows=False, potential_bound=False)
        assert with_bound.value(game.initial_state()) == without.value(game.initial_state()) == 0
        assert with_bound.nodes == 1 and without.nodes > 100

    def test_a_solve_past_the_node_limit_is_reported_unfinished(self) -> None:
        rows = ablation(MNK(5, 5, 4), techniques=["table"], node_limit=200)
        assert rows[-1]["technique"] == "table"
        assert rows[-1]["finished"] is False and rows[-1]["value"] is None

    def test_from_a_given_position(self) -> None:
        game = TicTacToe()
        rows = ablation(game, game.parse("XX./OO./..."), techniques=["threats"])
        assert [row["value"] for row in rows] == [1, 1]


class TestThreatMakers:
    """The ordering tries first the moves that make a threat (a line of the mover's with k - 2
    stones and none of the opponent's); the counts are kept incrementally in the kernel."""

    @staticmethod
    def sides(state: MNKState) -> tuple[int, int]:
        """The bitboards of the side to move and of its opponent."""
        return (state.x, state.o) if state.stones % 2 == 0 else (state.o, state.x)

    def makers(self, game: MNK, state: MNKState, cell: tuple[int, int]) -> int:
        """Lines through ``cell`` that the side to move turns into a threat by playing there
        (counted here from the position itself, not by the solver)."""
        mine, theirs = self.sides(state)
        bit = 1 << game.cells.index(cell)
        return sum(
            1 for line in game.line_masks if line & bit and not line & theirs and (line & mine).bit_count() == game.k - 2
        )

    def forced(self, game: MNK, state: MNKState) -> bool:
        """The opponent has k - 1 stones on a line free of the mover's: the mover must block."""
        mine, theirs = self.sides(state)
        return any(not line & mine and (line & theirs).bit_count() == game.k - 1 for line in game.line_masks)

    @pytest.mark.parametrize(("game", "seed"), [(MNK(5, 4, 4), 1), (MNK(5, 4, 4), 2), (MNK(4, 4, 4), 3), (MNK(4, 4, 4), 4)])
    def test_every_node_searches_a_best_threat_maker_first(self, game: MNK, seed: int) -> None:
        """Watched, with no table (no table move) and no static bounds (every move kept): at
        each expanded node whose mover is not forced to block, the first child searched makes
        as many threats as any move can, counted afresh from the position."""
        tree = SearchTree()
        solver = MNKSolver(game, table=False, potential_bound=False, pairing=False, null_windows=False)
        solver.watched_value(random_position(game, seed, 6), tree)
        checked = with_makers = 0
        for node in tree:
            if node.kind != "expanded" or not node.children or self.forced(game, node.state):
                continue
            best = max(self.makers(game, node.state, cell) for cell in game.actions(node.state))
            first = tree[node.children[0]].move
            assert self.makers(game, node.state, first) == best, (node.state, first)
            checked += 1
            with_makers += best > 0
        assert checked > 50 and with_makers > 10  # the test saw real choices

    def test_switching_them_off_keeps_the_value_and_costs_nodes_on_7x5k4(self) -> None:
        game = MNK(7, 5, 4)
        on, off = MNKSolver(game), MNKSolver(game, threat_makers=False)
        assert on.value(game.initial_state()) == off.value(game.initial_state()) == 1
        assert on.nodes * 10 < off.nodes


# ----------------------------------------------------------------------------- pairing strategies

PAIRING_BOARDS = [(MNK(4, 4, 4), 4), (MNK(5, 4, 4), 9)]
"""k = 4 boards where pairings exist part-way through a game, and how many stones a random
position has at least (so the oracle below stays quick)."""


class TestPairing:
    @settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(PAIRING_BOARDS), st.integers(0, 2**32 - 1), st.integers(0, 6), st.sampled_from("XO"))
    def test_a_pairing_found_blocks_every_open_line_and_the_side_cannot_win(
        self, board: tuple[MNK, int], seed: int, extra: int, side: str
    ) -> None:
        game, stones = board
        state = random_position(game, seed, stones + extra)
        pairs = MNKSolver(game).blocking_pairs(state, side)
        if pairs is None:
            return
        cells = [cell for pair in pairs for cell in pair]
        assert len(cells) == len(set(cells)), "pairs share a cell"
        assert all(game.stone_at(state, cell) is None for cell in cells), "a paired cell is taken"
        for line in game.lines:
            if not any(game.stone_at(state, cell) not in (None, side) for cell in line):
                assert any(a in line and b in line for a, b in pairs), f"open line {line} has no pair"
        if not game.is_terminal(state):
            sign = 1 if side == "X" else -1
            assert sign * oracle(game)(state) <= 0, f"{side} wins {game.board_text(state)} despite {pairs}"

    def test_pairing_proves_what_the_potential_cannot(self) -> None:
        game = MNK(4, 4, 4)
        state = game.parse("..../..../..OO/X..X")
        assert game.to_move(state) == "X"
        open_lines = [mask for mask in game.line_masks if not mask & state.o]
        potential = sum(2 ** (mask & state.x).bit_count() for mask in open_lines)
        best_cell = max(
            sum(2 ** (mask & state.x).bit_count() for mask in open_lines if mask >> game.cell_index(cell) & 1)
            for cell in game.actions(state)
        )
        assert potential + best_cell >= 2**game.k  # Erdős–Selfridge (X to move) says nothing
        assert MNKSolver(game).blocking_pairs(state, "X") is not None
        assert oracle(game)(state) <= 0  # and indeed X cannot win

    def test_without_a_pairing_there_is_none_found(self) -> None:
        game = TicTacToe()
        # X threatens to complete the top row: an open line with one empty cell holds no pair.
        assert MNKSolver(game).blocking_pairs(game.parse("XX./O../O.."), "X") is None

    def test_the_pairing_technique_prunes_on_5x5k4_without_changing_the_value(self) -> None:
        game = MNK(5, 5, 4)
        rows = {row["technique"]: row for row in ablation(game, techniques=["pairing"])}
        assert rows["none"]["value"] == rows["pairing"]["value"] == 0
        assert rows["none"]["nodes"] < rows["pairing"]["nodes"]
        solver = MNKSolver(game)
        solver.value(game.initial_state())
        assert solver.stats()["pairing"] > 0

    def test_bad_side_is_a_value_error(self) -> None:
        game = TicTacToe()
        with pytest.raises(ValueError, match="side must be 'X' or 'O'"):
            MNKSolver(game).blocking_pairs(game.initial_state(), "Z")
