"""Cat and Mice (Fox and Hounds): rules, checked moves, text round trips, the published result."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab.core import IllegalMoveError, PlayableGame
from ttt_lab.games.cat_mice import CatAndMice, CatMiceState, Square, evaluate, is_dark
from ttt_lab.search import TranspositionTable, alphabeta, solve
from ttt_lab.search.ordering import game_order

GAME = CatAndMice()
STARTS = [(0, 1), (0, 3), (0, 5), (0, 7)]

# Mice to move: one mouse has stepped from (7, 2) to (6, 3), the cat has come down two rows.
MICE_TO_MOVE = """
    ........
    ........
    ...C....
    ........
    ........
    ........
    ...M....
    M...M.M.
"""

# Cat to move: the cat stands next to a mouse at (4, 5).
CAT_NEXT_TO_MOUSE = """
    ........
    ........
    ........
    ....C...
    .....M..
    ........
    ........
    M.M...M.
"""

# Cat to move, one step from row 7 with (7, 2) and (7, 4) free.
CAT_AT_THE_GATE = """
    ........
    ........
    ........
    ........
    .....M..
    ......M.
    .M.C....
    M.......
"""

# Mice to move: (2, 1) -> (1, 2) shuts the cat in its corner.
CAT_ABOUT_TO_BE_TRAPPED = """
    .C......
    M.......
    .M......
    ........
    ........
    ........
    ........
    ....M.M.
"""

# Cat to move: stepping to (0, 1) leaves the mice without a move.
MICE_ABOUT_TO_BE_STUCK = """
    ...M.M.M
    C.M.....
    ........
    ........
    ........
    ........
    ........
    ........
"""


def playout(game: CatAndMice, seed: int) -> list[CatMiceState]:
    """The states of one game of random moves, start and end included."""
    rng = random.Random(seed)
    state = game.initial_state()
    states = [state]
    while not game.is_terminal(state):
        state = game.play(state, rng.choice(game.actions(state)))
        states.append(state)
    return states


def moves_accepted_by_play(game: CatAndMice, state: CatMiceState) -> set[tuple[Square, Square]]:
    """Every (from, to) pair from a piece's square to any square that the checked ``play`` accepts.

    (Moves from empty squares are the "no piece" cases of the illegal-move tests.)
    """
    squares = [(r, c) for r in range(8) for c in range(8)]
    accepted = set()
    for source in [state.cat_square, *state.mice_squares]:
        for target in squares:
            try:
                game.play(state, (source, target))
            except IllegalMoveError:
                continue
            accepted.add((source, target))
    return accepted


# --------------------------------------------------------------------------- the board


class TestStart:
    def test_is_a_playable_game_with_cat_first_as_max(self) -> None:
        assert isinstance(GAME, PlayableGame)
        assert GAME.players == ("cat", "mice")
        assert GAME.to_move(GAME.initial_state()) == GAME.players[0]

    def test_dark_squares_are_those_with_odd_row_plus_col(self) -> None:
        assert is_dark((7, 0)) and is_dark((0, 3)) and is_dark((4, 5))
        assert not is_dark((0, 0)) and not is_dark((7, 7)) and not is_dark((3, 3))
        assert sum(is_dark((r, c)) for r in range(8) for c in range(8)) == 32

    def test_initial_position(self) -> None:
        state = GAME.initial_state()
        assert state.cat_square == (0, 3)
        assert state.mice_squares == ((7, 0), (7, 2), (7, 4), (7, 6))
        assert GAME.winner(state) is None and not GAME.is_terminal(state)
        assert GAME.actions(state) == [((0, 3), (1, 2)), ((0, 3), (1, 4))]

    @pytest.mark.parametrize("start", STARTS)
    def test_every_dark_square_of_row_0_can_be_the_start(self, start: Square) -> None:
        game = CatAndMice(cat_start=start)
        assert game.initial_state().cat_square == start
        assert eval(repr(game)) == game

    @pytest.mark.parametrize(
        ("start", "reason"),
        [
            ((0, 4), "light square"),
            ((0, 0), "light square"),
            ((0, 8), "off the board"),
            ((-1, 2), "off the board"),
            ((2, 3), "not on row 0"),
            ((7, 0), "not on row 0"),
            ((0,), "pair of ints"),
            ((0, 3.0), "pair of ints"),
            ((0, True), "pair of ints"),
            ("d8", "pair of ints"),
        ],
    )
    def test_bad_start_squares_are_value_errors(self, start: object, reason: str) -> None:
        with pytest.raises(ValueError, match=reason):
            CatAndMice(cat_start=start)  # type: ignore[arg-type]

    def test_piece_at(self) -> None:
        state = GAME.initial_state()
        assert GAME.piece_at(state, (0, 3)) == "cat"
        assert GAME.piece_at(state, (7, 6)) == "mouse"
        assert GAME.piece_at(state, (1, 2)) is None
        with pytest.raises(ValueError, match="off the board"):
            GAME.piece_at(state, (0, 9))

    def test_mice_have_seven_moves_after_the_cats_first(self) -> None:
        state = GAME.play(GAME.initial_state(), ((0, 3), (1, 4)))
        assert GAME.to_move(state) == "mice"
        assert GAME.actions(state) == [
            ((7, 0), (6, 1)),
            ((7, 2), (6, 1)),
            ((7, 2), (6, 3)),
            ((7, 4), (6, 3)),
            ((7, 4), (6, 5)),
            ((7, 6), (6, 5)),
            ((7, 6), (6, 7)),
        ]


# --------------------------------------------------------------------------- illegal moves


def assert_illegal(text: str, move: object, reason: str) -> None:
    state = GAME.parse(text)
    before = (tuple(state), GAME.key(state), str(state))
    with pytest.raises(IllegalMoveError) as caught:
        GAME.play(state, move)  # type: ignore[arg-type]
    message = str(caught.value)
    assert reason in message
    assert GAME.board_text(state) in message, "the message names the position"
    if isinstance(move, tuple) and len(move) == 2:
        assert str(move) in message, "the message names the move"
    assert (tuple(state), GAME.key(state), str(state)) == before


class TestIllegalMoves:
    @pytest.mark.parametrize(
        ("move", "reason"),
        [
            (((6, 3), (7, 2)), "cannot move backwards"),
            (((6, 3), (7, 4)), "cannot move backwards"),
            (((6, 3), (6, 1)), "cannot move sideways"),
            (((6, 3), (6, 5)), "cannot move sideways"),
            (((7, 4), (6, 3)), "occupied by a mouse"),
            (((6, 3), (5, 3)), "light square"),
            (((7, 0), (6, 0)), "light square"),
            (((7, 0), (6, -1)), "off the board"),
            (((8, 1), (7, 0)), "off the board"),
            (((7, 6), (6, 8)), "off the board"),
            (((6, 3), (4, 1)), "not 2 squares"),
            (((6, 3), (3, 0)), "not 3 squares"),
            (((2, 3), (3, 2)), "holds a cat but it is the mice's turn"),
            (((5, 2), (4, 1)), "no piece on (5, 2)"),
        ],
    )
    def test_mouse_moves(self, move: object, reason: str) -> None:
        assert_illegal(MICE_TO_MOVE, move, reason)

    @pytest.mark.parametrize(
        ("move", "reason"),
        [
            (((3, 4), (4, 5)), "occupied by a mouse"),
            (((3, 4), (5, 6)), "not 2 squares"),
            (((3, 4), (3, 6)), "not 2 squares"),
            (((3, 4), (5, 4)), "not 2 squares"),
            (((3, 4), (4, 4)), "light square"),
            (((3, 4), (1, 2)), "not 2 squares"),
            (((4, 5), (3, 6)), "holds a mouse but it is the cat's turn"),
            (((7, 0), (6, 1)), "holds a mouse but it is the cat's turn"),
            (((0, 1), (1, 2)), "no piece on (0, 1)"),
            (((3, 4), (-1, 4)), "off the board"),
        ],
    )
    def test_cat_moves(self, move: object, reason: str) -> None:
        assert_illegal(CAT_NEXT_TO_MOUSE, move, reason)

    def test_cat_cannot_stay_put(self) -> None:
        assert_illegal(CAT_NEXT_TO_MOUSE, ((3, 4), (3, 4)), "one square diagonally, not 0 squares")

    @pytest.mark.parametrize(
        "move",
        [
            "d8-c7",
            None,
            (6, 3),
            ((6, 3),),
            ((6, 3), (5, 2), (4, 1)),
            ((6, 3), (5, "2")),
            ((6, 3), (5, 2.0)),
            ((6, True), (5, 2)),
            [(6, 3), (5, 2)],
            ((6, 3), [5, 2]),
        ],
    )
    def test_malformed_moves(self, move: object) -> None:
        assert_illegal(MICE_TO_MOVE, move, "is not a move: expected ((row, col), (row, col))")

    def test_no_move_after_the_game_is_over(self) -> None:
        trapped = GAME.play(GAME.parse(CAT_ABOUT_TO_BE_TRAPPED), ((2, 1), (1, 2)))
        assert GAME.winner(trapped) == "mice"
        for move in [((0, 1), (1, 0)), ((1, 2), (0, 3)), ((7, 4), (6, 3))]:
            assert_illegal(str(trapped), move, "the game is over, the mice won")

    def test_a_state_of_another_game_is_refused(self) -> None:
        other = CatAndMice(cat_start=(0, 5)).initial_state()
        with pytest.raises(ValueError, match="is not a position of"):
            GAME.play(other, ((0, 5), (1, 4)))
        with pytest.raises(ValueError, match="is not a position of"):
            GAME.play((0, 0, False, None, GAME), ((0, 3), (1, 4)))  # type: ignore[arg-type]


# --------------------------------------------------------------------------- how games end


class TestEndings:
    def test_cat_reaching_row_7_wins(self) -> None:
        state = GAME.parse(CAT_AT_THE_GATE)
        assert GAME.to_move(state) == "cat" and not GAME.is_terminal(state)
        for goal in [(7, 2), (7, 4)]:
            end = GAME.play(state, ((6, 3), goal))
            assert GAME.winner(end) == "cat" and GAME.is_terminal(end)
            assert GAME.utility(end, "cat") == 1 and GAME.utility(end, "mice") == -1
            assert GAME.actions(end) == []
        back = GAME.play(state, ((6, 3), (5, 4)))
        assert GAME.winner(back) is None

    def test_trapped_cat_loses(self) -> None:
        state = GAME.parse(CAT_ABOUT_TO_BE_TRAPPED)
        assert GAME.to_move(state) == "mice" and not GAME.is_terminal(state)
        end = GAME.play(state, ((2, 1), (1, 2)))
        assert GAME.to_move(end) == "cat" and GAME.actions(end) == []
        assert GAME.winner(end) == "mice" and GAME.is_terminal(end)
        assert GAME.utility(end, "cat") == -1 and GAME.utility(end, "mice") == 1
        # Parsing the final position finds the same verdict.
        assert GAME.winner(GAME.parse(str(end))) == "mice"

    def test_mice_with_no_move_on_their_turn_lose(self) -> None:
        state = GAME.parse(MICE_ABOUT_TO_BE_STUCK)
        assert GAME.to_move(state) == "cat" and not GAME.is_terminal(state)
        end = GAME.play(state, ((1, 0), (0, 1)))
        assert GAME.to_move(end) == "mice" and GAME.actions(end) == []
        assert GAME.winner(end) == "cat" and GAME.utility(end, "mice") == -1
        assert GAME.winner(GAME.parse(str(end))) == "cat"
        # The cat's other step leaves the mouse on (1, 2) a way out: play goes on.
        assert GAME.winner(GAME.play(state, ((1, 0), (2, 1)))) is None

    def test_utility_is_zero_while_the_game_is_on(self) -> None:
        state = GAME.initial_state()
        assert GAME.utility(state, "cat") == 0 and GAME.utility(state, "mice") == 0


# --------------------------------------------------------------------------- text


class TestText:
    def test_str_draws_the_board_and_whose_turn(self) -> None:
        assert str(GAME.initial_state()).splitlines() == [
            "...C....",
            *["........"] * 6,
            "M.M.M.M.",
            "to move: cat",
        ]

    def test_repr_pastes_back(self) -> None:
        for state in playout(GAME, seed=3)[:12]:
            assert eval(repr(state)) == state

    def test_parse_accepts_slashes_lower_case_spaces_and_no_turn_line(self) -> None:
        text = "........ / ..c..... / " + "......../" * 5 + "m.m.m.M. "
        assert GAME.parse(text) == GAME.play(GAME.initial_state(), ((0, 3), (1, 2)))
        assert GAME.to_move(GAME.parse(text)) == "mice"
        assert GAME.parse(text + "/ to move: MICE") == GAME.parse(text)

    @pytest.mark.parametrize(
        ("text", "reason"),
        [
            ("...C..../M.M.M.M.", "needs 8 rows"),
            ("...C....\n" + "........\n" * 7 + "M.M.M.M.", "needs 8 rows"),
            ("...C...\n" + "........\n" * 6 + "M.M.M.M.", "row 0 must have 8 squares"),
            ("...X....\n" + "........\n" * 6 + "M.M.M.M.", "unknown symbol 'X'"),
            ("...C....\n" + "....#...\n" + "........\n" * 5 + "M.M.M.M.", "unknown symbol '#'"),
            ("..C.....\n" + "........\n" * 6 + "M.M.M.M.", "light square (0, 2)"),
            ("...C....\n" + "........\n" * 6 + "MM..M.M.", "light square (7, 1)"),
            ("........\n" * 7 + "M.M.M.M.", "exactly one cat"),
            ("...C.C..\n" + "........\n" * 6 + "M.M.M.M.", "exactly one cat"),
            ("...C....\n" + "........\n" * 6 + "M.M.M...", "exactly 4 mice"),
            ("...C....\n" + "..M.....\n" + "........\n" * 5 + "M.M.M.M.", "exactly 4 mice"),
            ("...C....\n" + "........\n" * 6 + "M.M.M.M.\nto move: mice", "cannot be the mice's turn"),
            (".C......\n" + "........\n" * 6 + "M.M.M.M.\nto move: dog", "'to move: cat' or 'to move: mice'"),
            ("........\n" * 3 + "....C...\n" + "........\n" * 3 + "M.M.M.M.", "cannot have reached (3, 4)"),
            ("........\n..C.....\n" + "........\n" * 5 + "M.M.M.M.\nto move: cat", "cannot be the cat's turn"),
        ],
    )
    def test_bad_text_is_a_value_error(self, text: str, reason: str) -> None:
        with pytest.raises(ValueError, match=reason.replace("(", r"\(").replace(")", r"\)")):
            GAME.parse(text)

    def test_cat_on_row_7_with_the_cat_to_move_is_refused(self) -> None:
        # Parity puts the cat to move here, but play stopped when it reached row 7.
        text = "........\n" * 3 + "M.M.M...\n" + ".M......\n" + "........\n" * 2 + "..C....."
        with pytest.raises(ValueError, match="already won"):
            GAME.parse(text)

    def test_parse_refuses_non_text(self) -> None:
        with pytest.raises(ValueError, match="must be text"):
            GAME.parse(42)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- keys, order, pictures


class TestKeysAndOrder:
    def test_key_is_exact(self) -> None:
        seen: dict[int, CatMiceState] = {}
        for seed in range(40):
            for state in playout(GAME, seed):
                assert seen.setdefault(GAME.key(state), state) == state
        assert len(seen) > 500

    def test_canonical_key_is_the_key(self) -> None:
        # The board has no colour-preserving symmetry that keeps the mice's direction.
        for state in playout(GAME, seed=5):
            assert GAME.canonical_key(state) == GAME.key(state)

    def test_actions_are_deterministic(self) -> None:
        for state in playout(GAME, seed=8):
            assert GAME.actions(state) == GAME.actions(GAME.parse(str(state)))

    def test_ordered_actions_put_the_cats_shortest_way_first(self) -> None:
        state = GAME.parse(CAT_AT_THE_GATE)
        assert GAME.ordered_actions(state)[:2] == [((6, 3), (7, 2)), ((6, 3), (7, 4))]
        # Walled off on the left: (3, 4) leads round the mice, (3, 2) into a dead end.
        state = GAME.parse("""
            ........
            ........
            ...C....
            ........
            .M.M....
            M.M.....
            ........
            ........
        """)
        assert GAME.actions(state)[0] == ((2, 3), (3, 2))
        assert GAME.ordered_actions(state)[0] == ((2, 3), (3, 4))

    def test_svg_picture(self) -> None:
        svg = GAME.initial_state()._repr_svg_()
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        assert svg.count(">M</text>") == 4 and svg.count(">C</text>") == 1
        assert "to move: cat" in svg
        end = GAME.play(GAME.parse(CAT_ABOUT_TO_BE_TRAPPED), ((2, 1), (1, 2)))
        assert "the mice won" in end._repr_svg_()


# --------------------------------------------------------------------------- properties


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), start=st.sampled_from(STARTS))
def test_random_games_end_legally(seed: int, start: Square) -> None:
    game = CatAndMice(cat_start=start)
    states = playout(game, seed)
    # The mice make at most 4 x 7 moves and the cat at most one more.
    assert len(states) - 1 <= 57
    assert game.winner(states[-1]) in game.players
    for before, after in itertools.pairwise(states):
        assert game.parse(str(before)) == before
        assert eval(repr(before)) == before
        cat_moved = game.to_move(before) == "cat"
        assert game.to_move(after) == ("mice" if cat_moved else "cat")
        assert len(after.mice_squares) == 4 and is_dark(after.cat_square)
        assert after.cat_square not in after.mice_squares
        assert all(is_dark(square) for square in after.mice_squares)
        if cat_moved:
            assert after.mice == before.mice
        else:
            # Exactly one mouse moved, one row forward.
            assert after.cat == before.cat
            left = set(before.mice_squares) - set(after.mice_squares)
            arrived = set(after.mice_squares) - set(before.mice_squares)
            assert len(left) == len(arrived) == 1
            assert arrived.pop()[0] == left.pop()[0] - 1
        assert sorted(game.ordered_actions(before)) == sorted(game.actions(before))
        assert -0.9 < evaluate(before) < 0.9
    assert game.parse(str(states[-1])) == states[-1]


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_actions_are_exactly_the_moves_play_accepts(seed: int) -> None:
    states = playout(GAME, seed)
    for state in states[:: max(1, len(states) // 5)] + [states[-1]]:
        assert moves_accepted_by_play(GAME, state) == set(GAME.actions(state))
        for move in GAME.actions(state):
            assert GAME.play(state, move) == GAME.result(state, move)


# --------------------------------------------------------------------------- evaluation


class TestEvaluate:
    def test_an_open_wall_is_better_for_the_cat_than_a_closed_one(self) -> None:
        closed = GAME.initial_state()
        open_wall = GAME.parse("""
            ........
            ........
            ........
            ........
            .....C..
            M.......
            .M.M....
            ......M.
        """)
        assert evaluate(open_wall) > 0 > evaluate(closed)

    def test_finished_games_lean_to_the_winner_but_stay_below_a_real_win(self) -> None:
        won = GAME.play(GAME.parse(CAT_AT_THE_GATE), ((6, 3), (7, 2)))
        lost = GAME.play(GAME.parse(CAT_ABOUT_TO_BE_TRAPPED), ((2, 1), (1, 2)))
        assert 0 < evaluate(won) < 1 and -1 < evaluate(lost) < 0


# --------------------------------------------------------------------------- the published result


class TestExactResult:
    def test_the_mice_win_from_the_standard_start(self) -> None:
        """Berlekamp, Conway and Guy, *Winning Ways*: the hounds win with perfect play.

        Proved by search (alpha-beta with a table and the game's move order); ``solve``
        reads the same from the retrograde table (tests/test_cat_mice_table.py).
        """
        state = GAME.initial_state()
        result = alphabeta(GAME, state, order=game_order, table=TranspositionTable(), alpha=-1, beta=1)
        assert result.value < 0
        assert result.move in GAME.actions(state)
        assert solve(GAME, state).value == result.value

    def test_small_positions_are_solved_right(self) -> None:
        assert solve(GAME, GAME.parse(CAT_AT_THE_GATE)).value > 0
        assert solve(GAME, GAME.parse(CAT_ABOUT_TO_BE_TRAPPED)).value < 0
        assert solve(GAME, GAME.parse(MICE_ABOUT_TO_BE_STUCK)).value > 0

    @pytest.mark.parametrize("start", [(0, 1), (0, 5), (0, 7)])
    def test_the_mice_win_from_every_start(self, start: Square) -> None:
        game = CatAndMice(cat_start=start)
        searched = alphabeta(game, game.initial_state(), order=game_order, table=TranspositionTable(), alpha=-1, beta=1)
        assert searched.value < 0
