"""The defects found by hostile probes (issue: hardening), each reproduced and held fixed: a clear
error of the documented type naming what was wrong, never a misread input or a crash inside
the library."""

from __future__ import annotations

import math

import pytest

from ttt_lab.arena import play_game, tournament
from ttt_lab.core import IllegalMoveError
from ttt_lab.exercises import OUT_OF_RANGE, check_depth_limited_minimax, check_evaluation, check_minimax
from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import RandomPlayer
from ttt_lab.search import alphabeta, mcts, minimax

TTT = TicTacToe()


# ---------------------------------------------------------------------- 1. a text start


def test_a_text_start_is_read_as_the_board_it_describes() -> None:
    record = play_game(TTT, [RandomPlayer(1), RandomPlayer(2)], start="X../.../...", seed=3)
    assert record.states[0] == TTT.parse("X../.../...") and record.sides[0] == "X"
    assert len(record.moves) >= 4 and TTT.is_terminal(record.final_state)  # no "won in 0 moves"


@pytest.mark.parametrize(
    ("start", "message"),
    [("X../.../..", "row 2 must have 3 cells"), ([1, 2], "start must be a position of MNK\\(3, 3, 3\\)"),
     (Ultimate().initial_state(), "type MNKState")],
)
def test_a_start_that_is_no_position_of_the_game_is_refused(start: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        play_game(TTT, [RandomPlayer(1), RandomPlayer(2)], start=start)


@pytest.mark.parametrize("players", [None, "XO", [RandomPlayer()], [RandomPlayer(), object()]])
def test_players_that_cannot_play_are_refused_by_name(players: object) -> None:
    with pytest.raises(ValueError, match=r"players|player 1"):
        play_game(TTT, players)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        tournament(players, games=2, progress=False)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- 3. evaluations that are no number


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, "0.5", None])
@pytest.mark.parametrize("search", [minimax, alphabeta])
def test_an_evaluation_that_is_not_a_finite_number_is_refused_naming_the_position(bad: object, search: object) -> None:
    with pytest.raises(ValueError, match=r"returned .* for MNK\(3, 3, 3\)\.parse\('X\.\./\.\.\./\.\.\.'\)|"
                                         r"must return a finite number"):
        search(TTT, TTT.parse("X../.../..."), depth=1, evaluate=lambda state: bad)  # type: ignore[operator]


# ---------------------------------------------------------------------- 6. checkers and huge numbers


def test_a_checker_diagnoses_a_huge_integer_instead_of_crashing() -> None:
    report = check_minimax(lambda game, state: 10**400, quiet=True)
    assert report.diagnosis[0].name == OUT_OF_RANGE and "outside" in report.message()
    report = check_depth_limited_minimax(lambda game, state, depth, evaluate: 10**5000, quiet=True)
    assert report.diagnosis[0].name == OUT_OF_RANGE and "an int of 16,610 binary digits" in report.message()
    assert not check_evaluation(lambda state: 10**400, quiet=True).passed


# ---------------------------------------------------------------------- 8. parse errors stay short


@pytest.mark.parametrize(
    ("game", "junk"),
    [(TTT, "X" * 1_000_000), (Ultimate(), "next: " + "4" * 2_000_000), (CatAndMice(), "M" * 1_000_000)],
)
def test_a_parse_error_quotes_an_excerpt_not_the_whole_input(game: object, junk: str) -> None:
    with pytest.raises(ValueError) as caught:
        game.parse(junk)  # type: ignore[attr-defined]
    assert len(str(caught.value)) < 1_000 and "characters)" in str(caught.value)


def test_a_board_of_legal_size_is_quoted_whole() -> None:
    game = MNK(19, 19, 5)
    text = "/".join(["." * 19] * 18 + ["." * 18 + "Q"])
    with pytest.raises(ValueError, match="unknown symbol 'Q' at row 18, column 18"):
        game.parse(text)
    with pytest.raises(ValueError) as caught:
        game.parse(text.replace("Q", "X").replace(".", "X", 3))  # four X and no O
    assert text.replace("Q", "X").replace(".", "X", 3) in str(caught.value)


# ---------------------------------------------------------------------- 9. small gaps


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: TTT.utility(TTT.parse("XXX/OO./..."), "Z"), ValueError, "'Z' is not a player"),
        (lambda: TTT.utility(TTT.parse("XOX/XOO/OXX"), "Z"), ValueError, "'Z' is not a player"),
        (lambda: Ultimate().utility(Ultimate().initial_state(), "Z"), ValueError, "'Z' is not a player"),
        (lambda: CatAndMice().utility(CatAndMice().initial_state(), "dog"), ValueError, "'dog' is not a player"),
        (lambda: aima_figure_5_2().utility((0, 0), "X"), ValueError, "'X' is not a player"),
        (lambda: TTT.completing_cells(TTT.initial_state(), "Z"), ValueError, "'Z' is not a side"),
        (lambda: TTT.stone_at(TTT.initial_state(), (5, 5)), ValueError, r"\(5, 5\) is not a cell"),
        (lambda: TTT.stone_at(TTT.initial_state(), "b2"), ValueError, "'b2' is not a cell"),
        (lambda: Ultimate().stone_at(Ultimate().initial_state(), (9, 0)), ValueError, "is not a cell"),
        (lambda: CatAndMice().piece_at(CatAndMice().initial_state(), (1.5, 2)), ValueError, "ints 0-7"),
        (lambda: mcts(TTT, TTT.initial_state(), iterations=5, rng="abc"), ValueError, "rng must be"),  # type: ignore[arg-type]
        (lambda: mcts(TTT, TTT.initial_state(), iterations=5, exploration=math.nan), ValueError, "finite"),
        (lambda: mcts(TTT, TTT.initial_state(), iterations=5, seed="7"), ValueError, "seed must be"),  # type: ignore[arg-type]
        (lambda: play_game(TTT, None), ValueError, "players must be a list"),  # type: ignore[arg-type]
        (lambda: TTT.play(TTT.initial_state(), (3, 0)), IllegalMoveError, "off the board"),
    ],
)
def test_each_bad_argument_gets_a_clear_error_naming_it(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


# ---------------------------------------------------------------------- 2. menus while an AI thinks


class MenuMeddler:
    """An AI that, while it thinks, changes a menu of the board it plays on (as a second click
    racing the lock would), then plays the first free move."""

    name = "meddler"

    def __init__(self, change: object) -> None:
        self.change = change

    def choose(self, game: object, state: object) -> object:
        self.change()  # type: ignore[operator]
        return game.actions(state)[0]  # type: ignore[attr-defined]


def test_a_menu_change_while_the_ai_thinks_is_refused_and_the_game_stays_whole() -> None:
    from ttt_lab.widgets import BOARDS, Board

    seen: list[bool] = []
    board: Board

    def switch_board() -> None:
        seen.append(board.board_menu.disabled and board.level_menu.disabled and board.side_menu.disabled)
        board.board_menu.value = BOARDS["4x4 k=3"]
        board.level_menu.value = 2

    board = Board(TTT, x="human", o=MenuMeddler(switch_board))
    board.cells[0, 0].click()
    assert seen == [True]  # locked while it thought
    assert board.game == TTT and board.board_menu.value == TTT and board.position.game == TTT
    assert board.moves == [(0, 0), (0, 1)] and "menus wait while O is thinking" in str(board.output.outputs)
    assert not board.board_menu.disabled and not board.level_menu.disabled  # unlocked after the move
    board.undo()
    board.cells[1, 1].click()  # the board still plays: no "not a position of MNK(4, 4, 3)"
    assert board.position == TTT.parse("XO./.X./...") or board.moves[:1] == [(1, 1)]
    board.board_menu.value = BOARDS["4x4 k=3"]  # and the menus work again once nobody thinks
    assert board.game == BOARDS["4x4 k=3"] and board.position == board.game.initial_state()


def test_the_other_boards_refuse_menu_changes_while_an_ai_thinks_too() -> None:
    from ttt_lab.widgets import CatMiceBoard, UltimateBoard

    cat_board: CatMiceBoard
    cat_board = CatMiceBoard(cat=MenuMeddler(lambda: setattr(cat_board.start_menu, "value",
                                                             cat_board.start_menu.options[0][1])),
                             mice="human")
    cat_board.step_button.click()
    assert cat_board.game == CatAndMice() and len(cat_board.moves) == 1
    ultimate: UltimateBoard
    ultimate = UltimateBoard(x=MenuMeddler(lambda: setattr(ultimate.mode_menu, "value", ultimate.mode_menu.options[-1][1])),
                             o="human")
    ultimate.step_button.click() if not ultimate.moves else None
    assert ultimate.moves and ultimate.mode_menu.value == ultimate.mode  # unchanged by the meddler


# ---------------------------------------------------------------------- 5. widgets a switch replaces


def live_widgets() -> int:
    from ipywidgets.widgets import widget

    return len(widget._instances)


def test_switching_boards_and_levels_leaves_no_widgets_behind() -> None:
    from ttt_lab.widgets import BOARDS, AIMatch, Board

    board, match = Board(x="human", o="human"), AIMatch()
    choices = list(BOARDS.values())

    def settle() -> None:  # the same board and level each time the widgets are counted
        board.level_menu.value = 1
        board.board_menu.value = match.board_menu.value = choices[0]

    for index in range(4):  # every board once, so that lazily built pieces exist
        board.board_menu.value = match.board_menu.value = choices[index]
    settle()
    before = live_widgets()
    for index in range(40):
        board.board_menu.value = match.board_menu.value = choices[index % len(choices)]
        board.level_menu.value = 1 + index % 8
    settle()
    assert live_widgets() == before


def test_a_student_function_that_never_returns_gets_a_diagnosis(monkeypatch: pytest.MonkeyPatch) -> None:
    from ttt_lab.exercises import report

    monkeypatch.setattr(report, "CHECK_SECONDS", 0.5)

    def forever(game: object, state: object) -> float:
        while True:
            try:  # noqa: SIM105 - a student's broad except, which must not swallow the time limit
                pass
            except Exception:
                pass

    result = check_minimax(forever, quiet=True)
    assert [problem.name for problem in result.diagnosis] == ["runs too long"] and not result.passed
    assert check_evaluation(lambda state: forever(None, state), quiet=True).diagnosis[0].name == "runs too long"
    assert check_minimax(lambda game, state: 0, quiet=True).diagnosis  # the timer is gone afterwards
