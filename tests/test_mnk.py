"""The m,n,k engine: rules, text, symmetry, and the published 3x3 counts (FACTS.md)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab.core import Game, IllegalMoveError, PlayableGame
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.search.census import count_games, reachable_positions, tree_size_by_depth


@pytest.fixture(scope="module")
def positions() -> dict[Hashable, MNKState]:
    return reachable_positions(TicTacToe())


# ---------------------------------------------------------------------- published figures


def test_3x3_has_5478_legal_positions_and_765_up_to_symmetry(positions: dict[Hashable, MNKState]) -> None:
    game = TicTacToe()
    assert len(positions) == 5478
    assert len({game.canonical_key(s) for s in positions.values()}) == 765


def test_3x3_terminal_positions_split_as_published(positions: dict[Hashable, MNKState]) -> None:
    game = TicTacToe()
    finished = [s for s in positions.values() if game.is_terminal(s)]
    outcome = Counter(s.winner or "draw" for s in finished)
    assert len(finished) == 958
    assert outcome == Counter({"X": 626, "O": 316, "draw": 16})
    classes = {game.canonical_key(s): s for s in finished}
    assert Counter(s.winner or "draw" for s in classes.values()) == Counter({"X": 91, "O": 44, "draw": 3})


def test_3x3_has_255168_complete_games() -> None:
    outcomes = count_games(TicTacToe())
    assert sum(outcomes.values()) == 255168
    assert outcomes == Counter({"X": 131184, "O": 77904, "draw": 46080})


def test_3x3_game_tree_has_549946_nodes_by_depth_as_published() -> None:
    by_depth = tree_size_by_depth(TicTacToe())
    assert sum(by_depth.values()) == 549946
    assert [by_depth[d] for d in range(10)] == [
        1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872,
    ]


# ---------------------------------------------------------------------- parameters


@pytest.mark.parametrize(
    ("args", "names"),
    [
        ((3, 3, 4), "k"),
        ((3, 3, 0), "k"),
        ((0, 3, 3), "m"),
        ((3, -1, 3), "n"),
        ((3.0, 3, 3), "m"),
        ((3, 3, True), "k"),
        ((20, 3, 3), "m"),
        (("3", 3, 3), "m"),
    ],
)
def test_bad_parameters_name_the_parameter_and_range(args: tuple[object, ...], names: str) -> None:
    with pytest.raises(ValueError, match=rf"^{names} must be an int from 1 to"):
        MNK(*args)  # type: ignore[arg-type]


def test_boards_up_to_7x7_and_more_are_accepted() -> None:
    for m, n, k in [(7, 7, 7), (7, 7, 1), (1, 7, 7), (15, 15, 5), (7, 4, 4)]:
        game = MNK(m, n, k)
        assert len(game.actions(game.initial_state())) == m * n


def test_k_equal_one_means_the_first_stone_wins() -> None:
    game = MNK(3, 2, 1)
    state = game.play(game.initial_state(), (1, 2))
    assert game.winner(state) == "X"
    assert game.is_terminal(state)
    assert game.winning_lines(state) == [((1, 2),)]


def test_games_satisfy_the_protocols() -> None:
    assert isinstance(TicTacToe(), Game)
    assert isinstance(TicTacToe(), PlayableGame)


# ---------------------------------------------------------------------- rules


def test_actions_are_row_major_empty_cells() -> None:
    game = TicTacToe()
    state = game.parse("X.O/.X./...")
    assert game.actions(state) == [(0, 1), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]


def test_play_places_the_side_to_move_and_alternates() -> None:
    game = MNK(4, 3, 3)
    state = game.play(game.initial_state(), (2, 3))
    assert str(state) == "....\n....\n...X"
    assert game.to_move(state) == "O"
    state = game.play(state, (0, 0))
    assert game.board_text(state) == "O.../..../...X"
    assert game.to_move(state) == "X"


def test_win_on_a_diagonal_is_detected_with_its_line() -> None:
    game = TicTacToe()
    state = game.play(game.parse("XO./.XO/..."), (2, 2))
    assert game.winner(state) == "X"
    assert game.is_terminal(state)
    assert game.utility(state, "X") == 1 and game.utility(state, "O") == -1
    assert game.winning_lines(state) == [((0, 0), (1, 1), (2, 2))]
    assert game.actions(state) == []


def test_a_move_completing_two_lines_reports_both() -> None:
    game = TicTacToe()
    state = game.play(game.parse(".XX/XOO/XOO"), (0, 0))
    assert game.winner(state) == "X"
    assert sorted(game.winning_lines(state)) == [((0, 0), (0, 1), (0, 2)), ((0, 0), (1, 0), (2, 0))]


def test_full_board_without_a_line_is_a_draw() -> None:
    game = TicTacToe()
    state = game.play(game.parse("XOX/XOO/OX."), (2, 2))
    assert game.winner(state) is None
    assert game.is_draw(state) and game.is_terminal(state)
    assert game.utility(state, "X") == 0


@pytest.mark.parametrize(
    ("board", "move", "reason"),
    [
        ("X../.../...", (0, 0), "occupied by X"),
        ("X../.O./...", (1, 1), "occupied by O"),
        ("X../.../...", (3, 0), "off the board"),
        ("X../.../...", (0, -1), "off the board"),
        ("XXX/OO./...", (2, 2), "the game is over, X has won"),
        ("XOX/XOO/OXX", (0, 0), "the game is over|occupied"),
        ("X../.../...", "b2", "not a cell"),
        ("X../.../...", (1,), "not a cell"),
        ("X../.../...", (1.0, 1), "not a cell"),
        ("X../.../...", [1, 1], "not a cell"),
    ],
)
def test_illegal_moves_raise_and_leave_the_state_unchanged(board: str, move: object, reason: str) -> None:
    game = TicTacToe()
    state = game.parse(board)
    before = (state, str(state), game.key(state))
    with pytest.raises(IllegalMoveError, match=reason) as error:
        game.play(state, move)  # type: ignore[arg-type]
    assert repr(move) in str(error.value) or str(move) in str(error.value)
    assert game.board_text(state) in str(error.value)  # names the position
    assert (state, str(state), game.key(state)) == before
    assert isinstance(error.value, ValueError)


def test_play_rejects_a_position_of_another_game() -> None:
    with pytest.raises(ValueError, match="not a position of MNK"):
        TicTacToe().play(MNK(4, 4, 3).initial_state(), (0, 0))


# ---------------------------------------------------------------------- text


def test_parse_accepts_slashes_newlines_spaces_and_lower_case() -> None:
    game = TicTacToe()
    expected = game.parse("X.O/.X./..O")
    assert game.parse("""
        X . O
        . x .
        . . o
    """) == expected
    assert str(expected) == "X.O\n.X.\n..O"
    assert eval(repr(expected), {"MNK": MNK}) == expected  # the repr pastes back


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("X.O/.X.", "needs 3 rows"),
        ("X.O/.X./..O/...", "needs 3 rows"),
        ("X.O/.X/..O", "row 1 must have 3 cells"),
        ("X.O/.Z./..O", "unknown symbol 'Z' at row 1, column 1"),
        ("OO./.../...", "impossible stone counts"),
        ("XXX/O../...", "impossible stone counts"),
        ("XXX/OOO/...", "both X and O"),
        ("XXX/OO./O..", "play went on after the win"),
        ("OOO/XX./XX.", "play went on after the win"),
        ("OOO/XX./X.X", "play went on after the win"),
        ("X.X/XXX/.OO", "impossible stone counts"),
    ],
)
def test_bad_text_raises_value_error_saying_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        TicTacToe().parse(text)


def test_two_separate_winning_lines_cannot_come_from_one_last_move() -> None:
    game = MNK(7, 3, 3)
    with pytest.raises(ValueError, match="no single last move"):
        game.parse("XXX.XXX/OO.OO.O/.......")


def test_parse_rejects_non_text() -> None:
    with pytest.raises(ValueError, match="must be text"):
        TicTacToe().parse(123)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- symmetry


def test_square_boards_have_8_symmetries_and_rectangles_4() -> None:
    assert len(set(TicTacToe().symmetries())) == 8
    assert len(set(MNK(4, 3, 3).symmetries())) == 4


def test_corner_openings_share_one_canonical_key() -> None:
    game = TicTacToe()
    corners = [game.play(game.initial_state(), cell) for cell in [(0, 0), (0, 2), (2, 0), (2, 2)]]
    assert len({game.canonical_key(s) for s in corners}) == 1
    assert game.canonical_key(corners[0]) != game.canonical_key(game.play(game.initial_state(), (0, 1)))


def test_transform_cell_follows_the_board_transform() -> None:
    game = MNK(4, 3, 3)
    state = game.parse("X.../..O./....")
    for perm in game.symmetries():
        image = game.transform(state, perm)
        assert game.stone_at(image, game.transform_cell((0, 0), perm)) == "X"
        assert game.stone_at(image, game.transform_cell((1, 2), perm)) == "O"


# ---------------------------------------------------------------------- display


def test_svg_display_draws_stones_and_the_winning_line() -> None:
    game = TicTacToe()
    svg = game.parse("XXX/OO./...")._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<circle") == 2  # two O stones
    assert svg.count("<path") == 3  # three X stones
    assert 'stroke="#2a9d41"' in svg  # the winning line


# ---------------------------------------------------------------------- properties

boards = st.sampled_from([(3, 3, 3), (4, 3, 3), (4, 4, 3), (4, 4, 4), (5, 4, 4), (3, 5, 2), (2, 2, 2), (6, 6, 5)])


def random_playout(game: MNK, seed: int, stop_after: int | None = None) -> list[MNKState]:
    rng = random.Random(seed)
    states = [game.initial_state()]
    while not game.is_terminal(states[-1]) and (stop_after is None or len(states) <= stop_after):
        states.append(game.play(states[-1], rng.choice(game.actions(states[-1]))))
    return states


@settings(max_examples=60, deadline=None)
@given(board=boards, seed=st.integers(0, 10**6))
def test_text_round_trips_at_every_step_of_a_random_game(board: tuple[int, int, int], seed: int) -> None:
    game = MNK(*board)
    for state in random_playout(game, seed):
        assert game.parse(str(state)) == state
        assert game.parse(game.board_text(state)) == state


@settings(max_examples=60, deadline=None)
@given(board=boards, seed=st.integers(0, 10**6), stop=st.integers(0, 40), probe=st.integers(0, 10**6))
def test_every_illegal_move_raises_and_changes_nothing(board: tuple[int, int, int], seed: int, stop: int, probe: int) -> None:
    game = MNK(*board)
    state = random_playout(game, seed, stop)[-1]
    before = (game.key(state), state.winner, state.stones)
    rng = random.Random(probe)
    legal = set(game.actions(state))
    candidates = [(r, c) for r in range(-1, game.n + 1) for c in range(-1, game.m + 1)]
    for move in rng.sample(candidates, min(12, len(candidates))):
        if move in legal:
            assert game.play(state, move).stones == state.stones + 1
        else:
            with pytest.raises(IllegalMoveError):
                game.play(state, move)
        assert (game.key(state), state.winner, state.stones) == before


@settings(max_examples=40, deadline=None)
@given(board=boards, seed=st.integers(0, 10**6), stop=st.integers(0, 40))
def test_symmetric_images_share_one_canonical_key(board: tuple[int, int, int], seed: int, stop: int) -> None:
    game = MNK(*board)
    state = random_playout(game, seed, stop)[-1]
    images = [game.transform(state, perm) for perm in game.symmetries()]
    assert len({game.canonical_key(image) for image in images}) == 1
    for image in images:  # an image is a legal position with the same result
        assert game.parse(str(image)) == image


@settings(max_examples=60, deadline=None)
@given(board=boards, seed=st.integers(0, 10**6))
def test_games_end_within_m_times_n_moves_and_winning_cells_are_the_winners(board: tuple[int, int, int], seed: int) -> None:
    game = MNK(*board)
    states = random_playout(game, seed)
    final = states[-1]
    assert len(states) - 1 <= game.m * game.n
    assert game.is_terminal(final)
    lines = game.winning_lines(final)
    if final.winner is None:
        assert lines == [] and game.is_draw(final)
    else:
        assert lines
        assert all(game.stone_at(final, cell) == final.winner for line in lines for cell in line)
        assert all(len(line) == game.k for line in lines)


def test_move_lists_are_the_callers_own_to_reorder() -> None:
    game = TicTacToe()
    state = game.parse("X../.O./...")
    moves = game.actions(state)
    moves.reverse()
    assert game.actions(state) == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]


@pytest.mark.parametrize("board", [(3, 3, 3), (4, 4, 4), (5, 4, 4)], ids=["9 cells", "16 cells", "20 cells"])
def test_transpositions_reach_equal_positions_with_the_same_winner(board: tuple[int, int, int]) -> None:
    # Small boards hand out one shared object per position; big boards build a new one.
    game = MNK(*board)
    xs = [(0, c) for c in range(game.k)]
    os = [(1, c) for c in range(game.k - 1)]
    ends = []
    for x_moves, o_moves in ((xs, os), (xs[::-1], os[::-1])):
        state = game.initial_state()
        for x_move, o_move in zip(x_moves, [*o_moves, None], strict=True):
            state = game.result(state, x_move)
            if o_move is not None:
                state = game.result(state, o_move)
        ends.append(state)
    assert ends[0] == ends[1]
    assert ends[0].winner == "X" and ends[0].stones == 2 * game.k - 1
    assert game.parse(str(ends[0])) == ends[0]
