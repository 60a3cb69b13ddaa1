"""Ultimate tic-tac-toe: every rule on hand-drawn positions, checked play, text, symmetry.

Positions are drawn as text boards; where a test needs to know a drawn position can
really arise, it also replays the moves that lead there. The random-playout properties
compare the engine with a slow, obvious re-statement of the rules written below.
"""

from __future__ import annotations

import random
from textwrap import dedent

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab.core import Game, IllegalMoveError, PlayableGame
from ttt_lab.games.ultimate import CELLS, Ultimate, UltimateState

GAME = Ultimate()

Cell = tuple[int, int]


def play_all(moves: list[Cell]) -> UltimateState:
    state = GAME.initial_state()
    for move in moves:
        state = GAME.play(state, move)
    return state


def board(text: str) -> str:
    """A drawn position as ``str(state)`` writes it."""
    return dedent(text).strip()


# ---------------------------------------------------------------------- a reference

# The rules restated the slow, obvious way: a dict of stones, everything recomputed from
# scratch, the forced board read off the last move. Used to check the engine's tables.

REF_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def ref_board_cells(b: int) -> list[Cell]:
    return [(3 * (b // 3) + i // 3, 3 * (b % 3) + i % 3) for i in range(9)]


def ref_status(grid: dict[Cell, str], b: int) -> str | None:
    cells = ref_board_cells(b)
    for side in "XO":
        if any(all(grid.get(cells[i]) == side for i in line) for line in REF_LINES):
            return side
    return "draw" if all(cell in grid for cell in cells) else None


def ref_winner(grid: dict[Cell, str]) -> str | None:
    status = [ref_status(grid, b) for b in range(9)]
    for side in "XO":
        if any(all(status[i] == side for i in line) for line in REF_LINES):
            return side
    return None


def ref_legal(grid: dict[Cell, str], last: Cell | None) -> list[Cell]:
    status = [ref_status(grid, b) for b in range(9)]
    if ref_winner(grid) is not None:
        return []
    open_boards = [b for b in range(9) if status[b] is None]
    if last is not None:
        sent_to = 3 * (last[0] % 3) + last[1] % 3
        if status[sent_to] is None:
            open_boards = [sent_to]
    return [
        (r, c) for r in range(9) for c in range(9)
        if (r, c) not in grid and 3 * (r // 3) + c // 3 in open_boards
    ]


def random_moves(seed: int) -> list[Cell]:
    """The moves of one seeded random game, start to end."""
    rng = random.Random(seed)
    state, moves = GAME.initial_state(), []
    while not GAME.is_terminal(state):
        moves.append(rng.choice(GAME.actions(state)))
        state = GAME.result(state, moves[-1])
    return moves


def random_game(seed: int) -> list[UltimateState]:
    """All states of one seeded random game, start to end."""
    states = [GAME.initial_state()]
    for move in random_moves(seed):
        states.append(GAME.result(states[-1], move))
    return states


# ---------------------------------------------------------------------- the protocol

def test_ultimate_follows_the_game_protocols() -> None:
    assert isinstance(GAME, Game)
    assert isinstance(GAME, PlayableGame)
    assert GAME.players == ("X", "O")
    assert Ultimate() == GAME and repr(GAME) == "Ultimate()"


def test_x_starts_and_may_play_any_of_the_81_cells_in_row_major_order() -> None:
    start = GAME.initial_state()
    assert GAME.to_move(start) == "X"
    assert GAME.actions(start) == list(CELLS)
    assert CELLS[:10] == ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (0, 8), (1, 0))
    assert GAME.allowed_boards(start) == tuple(range(9))
    assert not GAME.is_terminal(start)
    assert str(start).endswith("next: any")


# ---------------------------------------------------------------------- being sent

def test_the_cell_played_sends_the_opponent_to_the_matching_small_board() -> None:
    # X plays the top-right cell of the bottom-left board: O must answer in the top-right board.
    state = GAME.play(GAME.initial_state(), (6, 2))
    assert state == GAME.parse(board("""
        ...|...|...
        ...|...|...
        ...|...|...
        ---+---+---
        ...|...|...
        ...|...|...
        ...|...|...
        ---+---+---
        ..X|...|...
        ...|...|...
        ...|...|...
        next: 2
    """))
    assert GAME.to_move(state) == "O"
    assert GAME.allowed_boards(state) == (2,)
    assert GAME.actions(state) == [(r, c) for r in range(3) for c in range(6, 9)]


def test_a_player_sent_to_their_own_cell_board_skips_the_occupied_cell() -> None:
    state = GAME.play(GAME.initial_state(), (1, 1))  # centre of board 0 sends O to board 4
    state = GAME.play(state, (4, 4))                  # centre of board 4 sends X to board 4
    assert GAME.allowed_boards(state) == (4,)
    assert GAME.actions(state) == [(3, 3), (3, 4), (3, 5), (4, 3), (4, 5), (5, 3), (5, 4), (5, 5)]


# X wins board 4 with its top row; O's answers, all centre cells, keep sending X back there.
WON_CENTRE_MOVES: list[Cell] = [(3, 3), (1, 1), (3, 4), (1, 4), (3, 5)]
WON_CENTRE = """
    ...|...|...
    .O.|.O.|...
    ...|...|...
    ---+---+---
    ...|XXX|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    next: 2
"""


def test_three_in_a_row_wins_and_closes_a_small_board() -> None:
    state = GAME.parse(WON_CENTRE)
    assert state == play_all(WON_CENTRE_MOVES)
    assert GAME.small_board_status(state) == (None, None, None, None, "X", None, None, None, None)
    assert GAME.winner(state) is None
    assert GAME.small_board_lines(state, 4) == [((3, 3), (3, 4), (3, 5))]
    assert GAME.allowed_boards(state) == (2,)  # the winning stone's cell still sends O on


def test_sent_to_a_won_board_the_player_may_play_in_any_open_board() -> None:
    # O plays the centre of board 2, which would send X to board 4; X has won it.
    state = GAME.play(GAME.parse(WON_CENTRE), (1, 7))
    assert str(state) == board("""
        ...|...|...
        .O.|.O.|.O.
        ...|...|...
        ---+---+---
        ...|XXX|...
        ...|...|...
        ...|...|...
        ---+---+---
        ...|...|...
        ...|...|...
        ...|...|...
        next: any
    """)
    assert GAME.allowed_boards(state) == (0, 1, 2, 3, 5, 6, 7, 8)
    expected = [
        (r, c) for r in range(9) for c in range(9)
        if not 3 <= r <= 5 or not 3 <= c <= 5
        if (r, c) not in [(1, 1), (1, 4), (1, 7)]
    ]
    assert GAME.actions(state) == expected
    assert len(expected) == 81 - 9 - 3
    # Any open board really is allowed: the far corner is a legal move.
    assert GAME.to_move(GAME.play(state, (8, 8))) == "O"


def test_winning_a_board_with_its_own_cell_frees_the_opponent() -> None:
    # X completes board 4's diagonal with its centre cell: O is sent to board 4, now closed.
    state = play_all([(3, 3), (1, 1), (5, 5), (7, 7), (4, 4)])
    assert str(state) == board("""
        ...|...|...
        .O.|...|...
        ...|...|...
        ---+---+---
        ...|X..|...
        ...|.X.|...
        ...|..X|...
        ---+---+---
        ...|...|...
        ...|...|.O.
        ...|...|...
        next: any
    """)
    assert GAME.small_board_status(state)[4] == "X"
    assert GAME.allowed_boards(state) == (0, 1, 2, 3, 5, 6, 7, 8)


# Board 4 filled without a line (a drawn small board); X must play in board 6 next.
DRAWN_CENTRE_MOVES: list[Cell] = [
    (5, 4), (8, 5), (7, 7), (4, 5), (4, 7), (4, 4), (4, 3), (3, 2), (2, 8), (6, 7), (0, 4), (1, 5),
    (5, 7), (7, 4), (3, 3), (1, 1), (3, 5), (1, 7), (5, 5), (7, 6), (4, 1), (3, 4), (1, 4), (5, 3),
]
DRAWN_CENTRE = """
    ...|.X.|...
    .O.|.XO|.O.
    ...|...|..X
    ---+---+---
    ..O|XOX|...
    .X.|XOO|.X.
    ...|OXX|.X.
    ---+---+---
    ...|...|.O.
    ...|.O.|OX.
    ...|..O|...
    next: 6
"""


def test_a_full_board_without_a_line_is_drawn_closed_and_counts_for_nobody() -> None:
    state = GAME.parse(DRAWN_CENTRE)
    assert state == play_all(DRAWN_CENTRE_MOVES)
    assert GAME.small_board_status(state) == (None, None, None, None, "draw", None, None, None, None)
    assert state.x_boards == state.o_boards == 0
    assert GAME.allowed_boards(state) == (6,)


def test_sent_to_a_drawn_board_the_player_may_play_in_any_open_board() -> None:
    # X plays the centre of board 6: O would go to board 4, but it is full.
    state = GAME.play(GAME.parse(DRAWN_CENTRE), (7, 1))
    assert str(state).endswith("next: any")
    assert GAME.allowed_boards(state) == (0, 1, 2, 3, 5, 6, 7, 8)
    assert all(not (3 <= r <= 5 and 3 <= c <= 5) for r, c in GAME.actions(state))
    assert len(GAME.actions(state)) == 81 - 9 - 16


def test_a_drawn_small_board_does_not_complete_a_line_of_the_big_grid() -> None:
    # X has won boards 3 and 5; board 4 between them is drawn, so the middle row is dead.
    state = GAME.parse("""
        O..|...|...
        ...|.O.|..O
        ...|...|...
        ---+---+---
        XXX|XOX|XXX
        ...|XOO|...
        ...|OXX|...
        ---+---+---
        O..|...|...
        ...|.O.|..O
        ...|...|...
        next: 0
    """)
    assert GAME.small_board_status(state) == (None, None, None, "X", "draw", "X", None, None, None)
    assert GAME.winner(state) is None and GAME.winning_line(state) is None
    assert not GAME.is_terminal(state)
    assert GAME.to_move(state) == "O" and GAME.allowed_boards(state) == (0,)


# ---------------------------------------------------------------------- the end

# X wins boards 5 and 8 and is one stone from board 2: the right column of the big grid.
BIG_WIN_MOVES: list[Cell] = [
    (3, 6), (0, 2), (2, 7), (8, 5), (6, 7), (2, 5), (6, 8), (2, 8), (6, 6), (1, 2), (5, 6), (7, 2),
    (4, 6), (3, 2), (1, 7), (3, 5),
]
BIG_WIN_BEFORE = """
    ..O|...|...
    ..O|...|.X.
    ...|..O|.XO
    ---+---+---
    ..O|..O|X..
    ...|...|X..
    ...|...|X..
    ---+---+---
    ...|...|XXX
    ..O|...|...
    ...|..O|...
    next: 2
"""


def test_three_won_boards_in_a_line_win_the_game() -> None:
    before = GAME.parse(BIG_WIN_BEFORE)
    assert before == play_all(BIG_WIN_MOVES)
    assert GAME.winner(before) is None
    after = GAME.play(before, (0, 7))
    assert GAME.winner(after) == "X"
    assert GAME.winning_line(after) == (2, 5, 8)
    assert GAME.winning_lines(after) == [(2, 5, 8)]
    assert GAME.is_terminal(after) and not GAME.is_draw(after)
    assert GAME.actions(after) == [] and GAME.allowed_boards(after) == ()
    assert GAME.utility(after, "X") == 1 and GAME.utility(after, "O") == -1
    assert after.forced is None and str(after).endswith("next: none")


def test_one_small_board_can_complete_two_lines_of_the_big_grid() -> None:
    state = GAME.parse("""
        XXX|XXX|XXX
        OO.|OO.|OO.
        ...|...|...
        ---+---+---
        XXX|O.O|O..
        OO.|...|...
        ...|...|...
        ---+---+---
        XXX|O..|...
        OO.|...|...
        ...|...|...
    """)
    assert GAME.winner(state) == "X"
    assert GAME.winning_lines(state) == [(0, 1, 2), (0, 3, 6)]
    assert GAME.winning_line(state) == (0, 1, 2)


def test_no_legal_move_left_is_a_draw() -> None:
    # Every small board full without a line except one cell of board 8, where X is sent.
    before = GAME.parse("""
        XOX|OXO|XOX
        XOO|OXX|XOO
        OXX|XOO|OXX
        ---+---+---
        OXO|XOX|OXO
        OXX|XOO|OXX
        XOO|OXX|XOO
        ---+---+---
        XOX|OXO|XOX
        XOO|OXX|XOO
        OXX|XOO|OX.
        next: 8
    """)
    assert GAME.actions(before) == [(8, 8)]
    after = GAME.play(before, (8, 8))
    assert GAME.small_board_status(after) == ("draw",) * 9
    assert GAME.is_terminal(after) and GAME.is_draw(after)
    assert GAME.winner(after) is None and GAME.winning_line(after) is None
    assert GAME.actions(after) == []
    assert GAME.utility(after, "X") == 0 and GAME.utility(after, "O") == 0
    assert after.forced is None


def test_a_game_ends_as_soon_as_every_small_board_is_closed_even_with_empty_cells() -> None:
    # Won boards keep their empty cells; when the last open board closes, nobody can move.
    for seed in range(300):
        states = random_game(seed)
        end = states[-1]
        if end.winner is None and (end.x | end.o).bit_count() < 81:
            assert GAME.is_draw(end) and GAME.actions(end) == []
            assert end.closed == 0x1FF and end.stones < 81
            return
    pytest.fail("no random game in 300 ended in a draw with empty cells")


# ---------------------------------------------------------------------- illegal moves

def assert_illegal(state: UltimateState, move: object, *fragments: str) -> None:
    text = str(state)
    key = GAME.key(state)
    with pytest.raises(IllegalMoveError) as error:
        GAME.play(state, move)  # type: ignore[arg-type]
    message = str(error.value)
    assert GAME.board_text(state) in message  # names the position
    for fragment in fragments:
        assert fragment in message, message
    assert str(state) == text and GAME.key(state) == key  # the state is untouched


def test_playing_outside_the_board_you_were_sent_to_is_illegal() -> None:
    state = GAME.play(GAME.initial_state(), (0, 0))
    assert_illegal(state, (4, 4), "cell (4, 4)", "small board 4 (centre)", "O was sent to small board 0")


def test_playing_in_a_won_board_is_illegal_even_when_free_to_play_anywhere() -> None:
    state = GAME.play(GAME.parse(WON_CENTRE), (1, 7))
    assert_illegal(state, (4, 4), "cell (4, 4)", "closed (won by X)", "any open small board")


def test_playing_in_a_won_board_you_were_not_sent_to_is_illegal() -> None:
    state = GAME.parse(WON_CENTRE)
    assert_illegal(state, (5, 5), "cell (5, 5)", "small board 4 (centre), which is closed (won by X)")


def test_playing_in_a_drawn_board_is_illegal() -> None:
    state = GAME.play(GAME.parse(DRAWN_CENTRE), (7, 1))
    assert_illegal(state, (3, 3), "cell (3, 3)", "closed (full, a draw)")


def test_playing_on_an_occupied_cell_is_illegal() -> None:
    state = play_all([(1, 1), (4, 4)])  # X is sent back to board 4, where O sits in the centre
    assert_illegal(state, (4, 4), "cell (4, 4) is occupied by O")


def test_moving_after_the_game_is_over_is_illegal() -> None:
    won = GAME.play(GAME.parse(BIG_WIN_BEFORE), (0, 7))
    assert_illegal(won, (0, 0), "cell (0, 0)", "the game is over, X has won")
    assert_illegal(won, (0, 6), "the game is over")  # even in a cell that was legal a move ago


def test_moving_after_a_draw_is_illegal() -> None:
    full = "XOX|OXO|XOX/XOO|OXX|XOO/OXX|XOO|OXX/OXO|XOX|OXO/OXX|XOO|OXX/XOO|OXX|XOO/"
    drawn = GAME.parse(full + "XOX|OXO|XOX/XOO|OXX|XOO/OXX|XOO|OXX next: none")
    assert_illegal(drawn, (0, 0), "the game is over, a draw: every small board is closed")


@pytest.mark.parametrize(
    ("move", "fragment"),
    [
        ("a1", "move 'a1' is not a cell"),
        ((0,), "move (0,) is not a cell"),
        ((0, 0, 0), "is not a cell"),
        ((0.0, 1), "is not a cell"),
        ((True, 1), "is not a cell"),
        ([0, 1], "is not a cell"),
        (None, "move None is not a cell"),
        ((9, 0), "cell (9, 0) is off the grid"),
        ((0, -1), "cell (0, -1) is off the grid"),
    ],
)
def test_malformed_and_off_grid_moves_are_illegal(move: object, fragment: str) -> None:
    assert_illegal(GAME.initial_state(), move, fragment)


def test_play_rejects_a_state_of_another_game() -> None:
    from ttt_lab.games.mnk import TicTacToe

    with pytest.raises(ValueError, match="is not a position of Ultimate"):
        GAME.play(TicTacToe().initial_state(), (0, 0))  # type: ignore[arg-type]


def test_every_legal_move_is_accepted_by_play_and_every_other_cell_refused() -> None:
    for state in random_game(7)[::6]:
        legal = set(GAME.actions(state))
        for cell in CELLS:
            assert GAME.is_legal(state, cell) == (cell in legal)
            if cell in legal:
                assert GAME.play(state, cell) == GAME.result(state, cell)
            else:
                with pytest.raises(IllegalMoveError):
                    GAME.play(state, cell)


# ---------------------------------------------------------------------- text

def bad(text: str, fragment: str) -> None:
    with pytest.raises(ValueError) as error:
        GAME.parse(text)
    assert fragment in str(error.value), str(error.value)


def test_str_and_repr_round_trip() -> None:
    ends = [random_game(seed)[-1] for seed in range(20)]
    assert {GAME.winner(end) for end in ends} == {"X", "O", None}  # wins and draws both round-trip
    for state in random_game(11)[::5] + ends + [GAME.parse(WON_CENTRE), GAME.parse(DRAWN_CENTRE)]:
        assert GAME.parse(str(state)) == state
        assert eval(repr(state), {"Ultimate": Ultimate}) == state


def test_parse_is_lenient_about_layout() -> None:
    loose = """
        x . . | . . . | . . .
        . . . | . . . | . . .
        . . . | . . . | . . .
        =====================
        ...... ...
        .........
        .........
        ---------+---------
        ......... / ......... / .........
        NEXT:0
    """
    assert GAME.parse(loose) == GAME.play(GAME.initial_state(), (0, 0))
    assert GAME.parse("/".join(["........."] * 9)) == GAME.initial_state()  # next: may be left out


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("/".join(["........."] * 8), "needs 9 rows of 9 cells, the text has 8 rows"),
        ("/".join(["........."] * 8 + [".........."]), "row 8 must have 9 cells, it has 10"),
        ("/".join(["....#...."] + ["........."] * 8), "unknown symbol '#' at row 0, column 4"),
        ("/".join(["X.X......"] + ["........."] * 8) + " next: any", "impossible stone counts: X has 2, O has 0"),
        ("/".join(["O........"] + ["........."] * 8) + " next: any", "impossible stone counts: X has 0, O has 1"),
        (42, "a position must be text, got int"),
    ],
)
def test_parse_rejects_bad_shapes_symbols_and_counts(text: str, fragment: str) -> None:
    bad(text, fragment)


def test_parse_rejects_a_small_board_won_by_both_sides() -> None:
    bad("""
        XXX|...|...
        OOO|...|...
        ...|...|...
        ---+---+---
        ...|...|...
        ...|...|...
        ...|...|...
        ---+---+---
        ...|...|...
        ...|...|...
        ...|...|...
        next: any
    """, "small board 0 (top-left) is won by both X and O")


def test_parse_rejects_play_going_on_inside_a_won_small_board() -> None:
    # X's top and bottom rows of board 0 share no stone: one was complete before the other.
    bad("""
        XXX|...|...
        O.O|...|...
        XXX|...|...
        ---+---+---
        ...|.O.|...
        ...|...|...
        ...|...|...
        ---+---+---
        ...|...|...
        .O.|.O.|...
        ...|...|...
        next: any
    """, "no single last stone completes, so play went on inside a won board")


def test_parse_accepts_two_lines_completed_by_one_stone() -> None:
    state = GAME.parse("""
        XXX|...|...
        .XO|...|...
        X.O|...|...
        ---+---+---
        O..|...|...
        ...|...|...
        ...|...|...
        ---+---+---
        ..O|...|...
        ...|...|...
        ...|...|...
        next: 2
    """)
    assert GAME.small_board_status(state)[0] == "X"
    # The top row and the anti-diagonal share (0, 2), the stone that won the board.
    assert GAME.small_board_lines(state, 0) == [((0, 0), (0, 1), (0, 2)), ((0, 2), (1, 1), (2, 0))]


def test_parse_rejects_both_sides_winning_the_big_grid() -> None:
    rows = ["XXX|XXX|XXX", "OO.|OO.|OO.", "...|...|...", "OOO|OOO|OOO", "XX.|XX.|XX.", "...|...|..."]
    bad("/".join(rows + ["...|...|..."] * 3) + " next: none", "both X and O have three small boards in a line")


BIG_WIN_AFTER = """
    ..O|...|.X.
    ..O|...|.X.
    ...|..O|.XO
    ---+---+---
    ..O|..O|X..
    ...|...|X..
    ...|...|X..
    ---+---+---
    ...|...|XXX
    ..O|...|...
    ...|..O|...
"""


def test_parse_rejects_play_after_the_big_grid_is_won() -> None:
    assert GAME.parse(BIG_WIN_AFTER) == GAME.play(GAME.parse(BIG_WIN_BEFORE), (0, 7))
    # O played on after X's win: O has as many stones as X.
    bad(board(BIG_WIN_AFTER)[:-11] + "O..|..O|...", "X has three small boards in a line but play went on")


def test_parse_rejects_a_big_grid_won_twice_over_by_separate_boards() -> None:
    # X's top and bottom rows of boards share no board: the game went on after a win.
    rows = ["XXX|XXX|XXX", "OO.|OO.|OO.", "...|...|...",
            "O..|.O.|..O", "O..|.O.|...", "...|...|...",
            "XXX|XXX|XXX", "OO.|OO.|OO.", "...|...|..."]
    bad("/".join(rows), "no single last board completes")


def test_parse_rejects_inconsistent_next_boards() -> None:
    won = board(WON_CENTRE)
    bad(won.replace("next: 2", "next: 4"), "sends play to small board 4 (centre), which is closed")
    # X's stones in board 4 are its cells 0, 1 and 2: no move by X could send O to board 7.
    bad(won.replace("next: 2", "next: 7"), "'next: 7' is impossible: no stone of X")
    # Nor to a closed board, so 'any' is impossible too.
    bad(won.replace("next: 2", "next: any"), "'next: any' is impossible")
    bad(won.replace("next: 2", "next: none"), "'next: none' is only for a finished game")
    bad(won.replace("next: 2", ""), "missing 'next:' line")
    bad(won.replace("next: 2", "next: 9"), "'next: 9' is not a small board")
    bad(won.replace("next: 2", "next: 2 next: 2"), "2 'next:' clauses")
    bad("/".join(["........."] * 9) + " next: 4", "no stone is down yet, so X may play anywhere")
    finished = str(GAME.play(GAME.parse(BIG_WIN_BEFORE), (0, 7)))
    bad(finished.replace("next: none", "next: any"), "the game is over (X has won), so no board is next")


def test_parse_rejects_a_last_move_into_a_board_the_side_to_move_had_won() -> None:
    # X won board 4 before O's stones there could be last: only O's (0, 0) can have been
    # O's last move, so X was sent to board 0, not to board 3.
    position = """
        O..|...|...
        ...|...|...
        ...|...|...
        ---+---+---
        ...|XXX|...
        ...|OO.|...
        ...|...|...
        ---+---+---
        ...|...|...
        ...|...|...
        ...|...|...
        next: 0
    """
    assert GAME.allowed_boards(GAME.parse(position)) == (0,)
    bad(position.replace("next: 0", "next: 3"), "'next: 3' is impossible: no stone of O")


# ---------------------------------------------------------------------- keys and symmetry

def test_key_tells_apart_positions_that_differ_only_in_the_forced_board() -> None:
    # Left-right symmetric stones; sent to board 0 or to board 2 are mirror images.
    stones = board(WON_CENTRE).replace(".O.|.O.|...", ".O.|...|.O.")
    sent_to_0 = GAME.parse(stones.replace("next: 2", "next: 0"))
    sent_to_2 = GAME.parse(stones)
    sent_to_1 = GAME.parse(stones.replace("next: 2", "next: 1"))
    assert sent_to_0 != sent_to_2
    assert len({GAME.key(sent_to_0), GAME.key(sent_to_1), GAME.key(sent_to_2)}) == 3
    assert GAME.canonical_key(sent_to_0) == GAME.canonical_key(sent_to_2)
    assert GAME.canonical_key(sent_to_1) != GAME.canonical_key(sent_to_2)


def test_canonical_key_tells_apart_positions_that_are_not_symmetric() -> None:
    first_moves = {GAME.canonical_key(GAME.result(GAME.initial_state(), cell)) for cell in CELLS}
    # Cells of the 9x9 grid up to its 8 symmetries: 15 classes (a 9x9 square has 15 orbits).
    assert len(first_moves) == 15


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), symmetry=st.integers(0, 7))
def test_symmetries_map_games_onto_games(seed: int, symmetry: int) -> None:
    states = random_game(seed)
    image = GAME.initial_state()
    for move, after in zip(random_moves(seed), states[1:], strict=True):
        moved = GAME.transform_cell(move, symmetry)
        assert moved in GAME.actions(image)
        image = GAME.play(image, moved)
        assert image == GAME.transform(after, symmetry)
        assert GAME.canonical_key(image) == GAME.canonical_key(after)
        assert GAME.canonical_key(after) == min(GAME.key(GAME.transform(after, k)) for k in range(8))


# ---------------------------------------------------------------------- random playouts

@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playouts_only_produce_legal_states(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.initial_state()
    grid: dict[Cell, str] = {}
    last: Cell | None = None
    for ply in range(82):
        # The engine agrees with the slow reference on everything a player can see.
        legal = ref_legal(grid, last)
        assert GAME.actions(state) == legal
        assert GAME.is_terminal(state) == (not legal)
        assert GAME.winner(state) == ref_winner(grid)
        assert GAME.small_board_status(state) == tuple(ref_status(grid, b) for b in range(9))
        assert GAME.parse(str(state)) == state
        xs, os = state.x.bit_count(), state.o.bit_count()
        assert state.x & state.o == 0 and state.stones == xs + os == ply
        assert xs - os in (0, 1) and GAME.to_move(state) == "XO"[ply % 2]
        assert state.x_boards & state.o_boards == 0
        assert state.closed & (state.x_boards | state.o_boards) == state.x_boards | state.o_boards
        if not legal:
            break
        move = rng.choice(legal)
        after = GAME.play(state, move)
        for b in range(9):  # closed boards receive no new stones
            if state.closed >> b & 1:
                mask = 0x1FF << 9 * b
                assert (after.x | after.o) & mask == (state.x | state.o) & mask
        grid[move] = GAME.to_move(state)
        last, state = move, after
    else:
        pytest.fail("the game lasted more than 81 moves")
    assert GAME.utility(state, "X") == {"X": 1, "O": -1, None: 0}[GAME.winner(state)]
    assert GAME.utility(state, "X") == -GAME.utility(state, "O")


def test_same_seed_same_game() -> None:
    assert random_game(123) == random_game(123)
    assert random_game(123) != random_game(124)


def test_svg_shows_the_grid_the_allowed_board_and_won_boards() -> None:
    from ttt_lab.viz.ultimate_boards import ALLOWED_FILL

    svg = GAME.parse(WON_CENTRE)._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count(ALLOWED_FILL) == 1
    won = GAME.play(GAME.parse(BIG_WIN_BEFORE), (0, 7))._repr_svg_()
    assert ALLOWED_FILL not in won and 'stroke-width="10"' in won


def test_svg_outlines_the_highlighted_cell_and_refuses_a_cell_off_the_grid() -> None:
    from ttt_lab.viz.ultimate_boards import CELL, HIGHLIGHT, ultimate_board_svg

    state = GAME.play(GAME.initial_state(), (1, 4))
    assert HIGHLIGHT not in ultimate_board_svg(state)
    svg = ultimate_board_svg(state, highlight=(1, 4))
    assert svg.count(HIGHLIGHT) == 1
    assert f'x="{4 * CELL + 1.5}" y="{1 * CELL + 1.5}"' in svg  # row 1, column 4
    for bad in [(9, 0), (0, -1), "a1", (1, 4, 0)]:
        with pytest.raises(ValueError, match="highlight must be a cell"):
            ultimate_board_svg(state, highlight=bad)  # type: ignore[arg-type]
