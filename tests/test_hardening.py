"""The defects found by hostile probes (issue: hardening), each reproduced and held fixed: a clear
error of the documented type naming what was wrong, never a misread input or a crash inside
the library."""

from __future__ import annotations

import math
import re

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


def test_a_check_whose_own_work_runs_out_of_time_does_not_blame_the_student(monkeypatch: pytest.MonkeyPatch) -> None:
    """blind30's a09 (a search that skips every position seen anywhere in the tree) answered in
    milliseconds, yet was told "your function was still running": the checker's models had used
    the time. Here a model search that never finishes stands for them (compiled under a file
    name of its own, as the library's code is); a function of the student's that never returns
    is still told it runs too long (the test above)."""
    from ttt_lab.exercises import engine, report

    monkeypatch.setattr(report, "CHECK_SECONDS", 0.5)
    namespace: dict[str, object] = {}
    exec(compile("def busy(*args, **kwargs):\n    while True:\n        pass\n", "<a model that never ends>", "exec"),
         namespace)
    monkeypatch.setattr(engine, "_name_mistake", namespace["busy"])
    monkeypatch.setattr(report, "MODEL_SEARCH_CODE", {namespace["busy"].__code__})  # type: ignore[attr-defined]

    def one_too_many(game: object, state: object) -> float:  # wrong wherever the value is not 1
        return minimax(game, state).value + 1  # type: ignore[arg-type]

    result = check_minimax(one_too_many, quiet=True)
    assert [problem.name for problem in result.diagnosis] == ["could not be checked in time"] and not result.passed
    assert "not in your function" in result.diagnosis[0].detail


# ====================================================================== the second probe suite
# (chance games, expectimax, MCTS traces, iterative deepening, quiescence, retrograde tables,
# the Cat and Mice table file, the command line): each defect reproduced, then held fixed.


def crowded(game: MNK, stones: int, seed: int) -> object:
    """A position of ``stones`` seeded random moves in which nobody has won yet."""
    import random

    rng = random.Random(seed)
    while True:
        state = game.initial_state()
        for _ in range(stones):
            child = game.result(state, rng.choice(game.actions(state)))
            if game.is_terminal(child):
                break
            state = child
        else:
            return state


# ---------------------------------------------------------------------- 1-2. budgets and quiescence


def test_a_time_budget_holds_when_every_node_is_costly() -> None:
    """The clock was read every 1,024 nodes: with 5 ms nodes a 0.2 s budget ran ~5 s."""
    import time

    from ttt_lab.search import Budget, SearchLimitError, line_evaluation

    game, calls = MNK(7, 7, 4), [0]
    plain = line_evaluation(game)

    def slow(state: object) -> float:
        calls[0] += 1
        time.sleep(0.005)
        return plain(state)  # type: ignore[no-any-return]

    with pytest.raises(SearchLimitError, match=r"budget was 0\.2 s"):
        alphabeta(game, game.initial_state(), depth=3, evaluate=slow, budget=Budget(seconds=0.2))
    assert calls[0] <= 0.2 / 0.005 + 2  # each call sleeps 5 ms: no more fit in the budget, and none ran past it


def test_quiescence_on_a_crowded_19x19_board_finishes_without_a_budget() -> None:
    """2,425 quiescence nodes took 48 s: threat makers were found by trying every move."""
    from ttt_lab.search import Budget, SearchTree, line_evaluation
    from ttt_lab.search.alphabeta import QUIESCENCE_PLIES

    game = MNK(19, 19, 5)
    state = crowded(game, 100, 0)
    # The budget only turns a regression into a failure instead of a hang.
    tree = SearchTree(max_nodes=50_000)
    result = alphabeta(game, state, depth=1, evaluate=line_evaluation(game), quiescence=True,
                       budget=Budget(nodes=20_000, seconds=20), observer=tree)
    assert result.move in game.actions(state)
    assert max(node.depth for node in tree.nodes) <= 1 + QUIESCENCE_PLIES


def test_threat_makers_are_the_moves_that_leave_a_win_in_one() -> None:
    from ttt_lab.search.threats import threat_makers

    for game, stones in ((MNK(19, 19, 5), 60), (MNK(6, 5, 4), 8), (TTT, 2)):
        for seed in range(5):
            state = crowded(game, stones, seed)
            me = game.to_move(state)  # type: ignore[arg-type]
            if game.completing_cells(state, me):  # type: ignore[arg-type]
                continue
            tried = [move for move in game.actions(state)  # type: ignore[arg-type]
                     if game.completing_cells(game.result(state, move), me)]  # type: ignore[arg-type]
            assert threat_makers(game, state, me) == tried


# ---------------------------------------------------------------------- 3. iterative deepening's budget


@pytest.mark.parametrize("budget", [0, 1.0, "1s", {"seconds": 1}])
def test_iterative_deepening_refuses_a_budget_that_is_no_budget(budget: object) -> None:
    from ttt_lab.search import iterative_deepening, line_evaluation

    with pytest.raises(ValueError, match=r"budget must be a Budget\(nodes=\.\.\., seconds=\.\.\.\)"):
        iterative_deepening(TTT, TTT.initial_state(), evaluate=line_evaluation(TTT), budget=budget)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- 4-5. retrograde refusals


def test_retrograde_refuses_a_game_with_chance_nodes() -> None:
    from ttt_lab.games.chance import RandomOpponent, SlipperyMNK
    from ttt_lab.search.retrograde import retrograde

    for game in (SlipperyMNK(), RandomOpponent(TTT, "O")):
        with pytest.raises(ValueError, match=r"chance nodes.*expectimax"):
            retrograde(game)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [MNK(19, 19, 5), MNK(5, 5, 4), MNK(4, 4, 4), Ultimate()], ids=repr)
def test_retrograde_refuses_at_once_a_game_too_big_to_hold(game: object) -> None:
    import time

    from ttt_lab.search.retrograde import MAX_POSITIONS, retrograde

    start = time.perf_counter()
    with pytest.raises(ValueError, match=rf"refuses {re.escape(repr(game))}: up to .* positions .*{MAX_POSITIONS:,}"):
        retrograde(game)  # type: ignore[arg-type]
    assert time.perf_counter() - start < 5  # not after walking millions of positions


def test_retrograde_stops_walking_a_game_it_cannot_size_at_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    import ttt_lab.search.retrograde  # noqa: F401

    module = sys.modules["ttt_lab.search.retrograde"]
    monkeypatch.setattr(module, "MAX_POSITIONS", 5)
    with pytest.raises(ValueError, match=r"refuses TreeGame.*more than 5 positions"):
        module.retrograde(aima_figure_5_2())


# ---------------------------------------------------------------------- 6. expectimax's budget


def test_expectimax_takes_a_budget_and_the_player_falls_back_within_it() -> None:
    from ttt_lab.games.chance import SlipperyMNK
    from ttt_lab.players import ExpectimaxPlayer
    from ttt_lab.search import Budget, SearchLimitError, expectimax

    game = SlipperyMNK(4, 4, 3)
    with pytest.raises(SearchLimitError, match=r"expectimax search of SlipperyMNK.*1,000 nodes"):
        expectimax(game, game.initial_state(), budget=Budget(nodes=1_000))
    with pytest.raises(ValueError, match="budget must be a Budget"):
        expectimax(game, game.initial_state(), budget=1)  # type: ignore[arg-type]
    decision = ExpectimaxPlayer(seed=0, budget=Budget(nodes=20_000)).decide(game, game.initial_state())
    assert decision.move in game.actions(game.initial_state()) and decision.reason == "fallback"
    assert decision.note and "plies ahead" in decision.note
    assert ExpectimaxPlayer().budget == ExpectimaxPlayer.DEFAULT_BUDGET == Budget(seconds=10)  # never unbounded
    small = TTT.parse("XX./OO./...")  # within the budget: searched to the end
    decision = ExpectimaxPlayer(seed=0, budget=Budget(seconds=5)).decide(TTT, small)
    assert (decision.move, decision.reason) == ((0, 2), "search")


# ---------------------------------------------------------------------- 7. the MCTS trace's memory


def test_an_mcts_trace_keeps_its_stated_memory_bound() -> None:
    from ttt_lab.search import RecordingLimitError
    from ttt_lab.search.mcts_trace import MCTSTrace

    game = MNK(19, 19, 5)
    trace = MCTSTrace(max_entries=20_000)
    with pytest.raises(RecordingLimitError, match="20,000 recorded entries"):
        mcts(game, game.initial_state(), iterations=50_000, seed=1, trace=trace)
    assert 0 < trace.entries <= 20_000 and len(trace) < 200
    assert MCTSTrace().max_entries * 200 <= 250e6  # the default: about 200 MB at most
    with pytest.raises(ValueError, match="max_entries"):
        MCTSTrace(max_entries=0)


# ---------------------------------------------------------------------- 8-9. the Cat and Mice table file


def damaged_copy(tmp_path: object, change: object) -> object:
    from pathlib import Path

    from ttt_lab.search.retrograde import shipped_path

    original = shipped_path(CatAndMice().position_scheme).read_bytes()
    path = Path(str(tmp_path)) / "table.bin"
    path.write_bytes(change(original))  # type: ignore[operator]
    return path


def header_replaced(new_header: bytes) -> object:
    from ttt_lab.search.retrograde import FORMAT

    def change(data: bytes) -> bytes:
        rest = data[len(FORMAT):].partition(b"\n")[2]
        return FORMAT + new_header + b"\n" + rest
    return change


def without_sha256(data: bytes) -> bytes:
    import json

    from ttt_lab.search.retrograde import FORMAT

    line, _, rest = data[len(FORMAT):].partition(b"\n")
    header = json.loads(line)
    del header["sha256"]
    return FORMAT + json.dumps(header).encode() + b"\n" + rest


@pytest.mark.parametrize("change", [
    header_replaced(b"[1, 2, 3]"), header_replaced(b"not json at all"), header_replaced(b'"a string"'),
    header_replaced(b'{"scheme": 7, "count": 1150720, "positions": 1, "sha256": "00"}'), without_sha256,
    lambda data: data[: len(data) // 2], lambda data: data[:40],
], ids=["list", "junk", "string", "wrong types", "no sha256", "cut in half", "cut in the header"])
def test_a_damaged_table_file_is_refused_naming_the_file(tmp_path: object, change: object) -> None:
    from ttt_lab.search.retrograde import RetrogradeTable

    path = damaged_copy(tmp_path, change)
    with pytest.raises(ValueError, match=re.escape(str(path))):
        RetrogradeTable.load(CatAndMice(), path)  # type: ignore[arg-type]


def test_a_table_file_is_never_inflated_past_the_size_its_header_declares(tmp_path: object) -> None:
    import json
    import tracemalloc
    import zlib

    from ttt_lab.search.retrograde import FORMAT, RetrogradeTable

    game = CatAndMice()
    packer, chunk = zlib.compressobj(9), bytes(2**20)
    bomb = b"".join(packer.compress(chunk) for _ in range(64)) + packer.flush()  # 64 MB of zeros, ~64 KB
    header = {"scheme": game.position_scheme, "count": game.position_count(), "positions": 1, "sha256": "0" * 64}
    path = damaged_copy(tmp_path, lambda data: FORMAT + json.dumps(header).encode() + b"\n" + bomb)
    tracemalloc.start()
    try:
        with pytest.raises(ValueError, match=rf"{re.escape(str(path))} is damaged: its header declares 1,150,720 bytes"):
            RetrogradeTable.load(game, path)  # type: ignore[arg-type]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 2**20  # the 1.15 MB declared, not the 64 MB the stream holds


@pytest.fixture
def damaged_shipped_table(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> object:
    """The package's Cat and Mice table replaced by one with a broken header, for this test only."""
    import sys
    from pathlib import Path

    import ttt_lab.search.retrograde  # noqa: F401

    module = sys.modules["ttt_lab.search.retrograde"]
    path = damaged_copy(tmp_path, header_replaced(b"{broken"))
    target = Path(str(tmp_path)) / f"retrograde_{CatAndMice().position_scheme}.bin"
    Path(str(path)).rename(target)
    monkeypatch.setattr(module, "DATA_DIR", Path(str(tmp_path)))
    for name in ("_SHIPPED", "_UNUSABLE"):
        monkeypatch.setattr(module, name, {})
    monkeypatch.setattr(module, "_WARNED", set())
    return target


def test_a_perfect_player_with_a_damaged_table_warns_once_and_falls_back_to_search(damaged_shipped_table: object) -> None:
    import warnings

    from ttt_lab.players import PerfectPlayer
    from ttt_lab.search import Budget

    game = CatAndMice()
    player = PerfectPlayer(seed=0, budget=Budget(nodes=3_000))
    with pytest.warns(UserWarning, match=rf"retrograde table is not used: {re.escape(str(damaged_shipped_table))}"):
        decision = player.decide(game, game.initial_state())
    assert decision.move in game.actions(game.initial_state()) and decision.reason == "fallback"
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # said once, not on every move
        state = game.result(game.initial_state(), decision.move)
        assert player.decide(game, state).move in game.actions(state)


# ---------------------------------------------------------------------- 10-11. textbook trees


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_a_tree_with_a_leaf_that_is_no_finite_number_is_refused(bad: float) -> None:
    from ttt_lab.games import TreeGame
    from ttt_lab.games.chance import ChanceTreeGame

    with pytest.raises(ValueError, match=r"leaf at path \[1, 0\] must be a finite number"):
        TreeGame([[1, 2], [bad, 3]])
    with pytest.raises(ValueError, match="must be a finite number"):
        ChanceTreeGame([[(0.5, 1), (0.5, bad)]], levels=("MAX", "CHANCE"))
    with pytest.raises(ValueError, match="probability"):
        ChanceTreeGame([[(bad, 1), (0.5, 2)]], levels=("MAX", "CHANCE"))


@pytest.mark.parametrize("levels", [None, 3, "MAX", [["MAX"]], ()])
def test_a_chance_tree_with_levels_that_are_no_levels_is_refused(levels: object) -> None:
    from ttt_lab.games.chance import ChanceTreeGame

    with pytest.raises(ValueError, match="levels must be a non-empty sequence of MAX, MIN, CHANCE"):
        ChanceTreeGame([[1, 2], [3, 4]], levels=levels)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- 13-14. the command line


def run_command(*arguments: str) -> object:
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "ttt_lab", *arguments], input="", capture_output=True, text=True,
                          timeout=120)


def test_play_with_a_huge_board_text_quotes_an_excerpt() -> None:
    result = run_command("play", "--board", "7x" * 50_000)
    assert result.returncode == 2 and "Traceback" not in result.stderr  # type: ignore[attr-defined]
    assert len(result.stderr) < 1_000 and "(100,000 characters)" in result.stderr  # type: ignore[attr-defined]


def test_a_tournament_folder_path_too_long_for_the_file_system_exits_2_with_one_short_line() -> None:
    result = run_command("tournament", "a" * 100_000, "--game", "tictactoe")
    stderr = result.stderr  # type: ignore[attr-defined]
    assert result.returncode == 2 and "Traceback" not in stderr, stderr[-2_000:]  # type: ignore[attr-defined]
    assert len(stderr.strip().splitlines()) == 1 and len(stderr) < 1_000, stderr[:2_000]
    assert "is not a folder" in stderr and "File name too long" in stderr


def test_play_refuses_an_empty_board_as_solve_does() -> None:
    for command in (["play", "--board", ""], ["solve", "...", "--board", ""]):
        result = run_command(*command)
        assert result.returncode == 2, result  # type: ignore[attr-defined]
        assert "--board must be an m,n,k board such as 5x5x4, not ''" in result.stderr  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- beyond the list: every search and player has a budget


def test_minimax_and_hard_ai_take_a_budget_too() -> None:
    from ttt_lab.players.mnk import HardAI
    from ttt_lab.search import Budget, SearchLimitError

    with pytest.raises(SearchLimitError, match=r"minimax search of MNK\(3, 3, 3\) stopped after 100 nodes"):
        minimax(TTT, TTT.initial_state(), budget=Budget(nodes=100))
    with pytest.raises(ValueError, match="budget must be a Budget"):
        minimax(TTT, TTT.initial_state(), budget=5)  # type: ignore[arg-type]
    game = MNK(19, 19, 5)
    state = game.parse("/".join(["." * 19] * 9 + ["." * 9 + "X" + "." * 9] + ["." * 19] * 9))
    decision = HardAI(budget=Budget(nodes=2_000)).decide(game, state)  # 4 plies of 19x19: far past it
    assert decision.reason == "fallback" and decision.move in game.actions(state) and "1 ply" in (decision.note or "")
    assert HardAI().decide(TTT, TTT.initial_state()).reason == "search"


def test_a_solve_s_budget_counts_the_solver_s_set_up() -> None:
    """Building the m,n,k solver for 19x19 takes ~0.4 s, which the budget's clock did not see."""
    from ttt_lab.search import Budget, SearchLimitError, solve

    game = MNK(19, 19, 5)
    # The set-up alone outlasts 0.05 s: the search stops at its first look at the clock,
    # instead of searching 0.05 s more.
    with pytest.raises(SearchLimitError, match=r"stopped after 1 nodes: its budget was 0\.05 s"):
        solve(game, game.initial_state(), budget=Budget(seconds=0.05))


def test_an_oversized_book_or_table_file_is_refused_before_it_is_read(tmp_path: object) -> None:
    """Every file the package reads is sized before it is trusted with memory."""
    from pathlib import Path

    from ttt_lab.search.mnk.book import MAX_BOOK_BYTES, BookError, OpeningBook
    from ttt_lab.search.retrograde import MAX_FILE_BYTES, RetrogradeTable

    huge = Path(str(tmp_path)) / "huge"
    with huge.open("wb") as file:
        file.truncate(max(MAX_BOOK_BYTES, MAX_FILE_BYTES) + 1)  # sparse: no disk, no memory
    with pytest.raises(BookError, match=rf"{re.escape(str(huge))} is [\d,]+ bytes, more than an opening book's"):
        OpeningBook.load(MNK(5, 5, 4), huge)
    with pytest.raises(ValueError, match=rf"{re.escape(str(huge))} is [\d,]+ bytes, more than a retrograde table's"):
        RetrogradeTable.load(CatAndMice(), huge)
    with pytest.raises(ValueError, match=r"cannot be read"):
        RetrogradeTable.load(CatAndMice(), Path(str(tmp_path)) / "missing.bin")


def test_the_census_walks_stop_at_their_limit_instead_of_filling_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    import ttt_lab.search.census  # noqa: F401

    census = sys.modules["ttt_lab.search.census"]
    monkeypatch.setattr(census, "WALK_LIMIT", 100)
    for walk in (census.reachable_positions, census.count_games, census.tree_size_by_depth):
        with pytest.raises(ValueError, match=r"MNK\(3, 3, 3\) has more than 100 positions reachable from the start"):
            walk(TTT)
    assert len(census.reachable_positions(MNK(2, 2, 2))) == 29  # a small game is still walked whole


def test_a_heuristic_player_plays_a_move_even_when_its_budget_ends_inside_the_first_ply() -> None:
    """It raised SearchLimitError ("not even one ply") where every other budgeted player falls back."""
    from ttt_lab.players import HeuristicPlayer
    from ttt_lab.search import Budget, line_evaluation

    game = MNK(19, 19, 5)
    state = crowded(game, 60, 1)
    decision = HeuristicPlayer(3, line_evaluation(game), seed=0, budget=Budget(nodes=50)).decide(game, state)
    assert decision.move in game.actions(state) and decision.reason == "fallback"
    assert "looked 0 of 3 plies" in (decision.note or "") and "1 ply ahead at" in (decision.note or "")
    starved = HeuristicPlayer(3, line_evaluation(game), seed=0, budget=Budget(nodes=1)).decide(game, state)
    assert starved.move in game.actions(state) and "at random" in (starved.note or "")


def test_retrograde_takes_a_budget() -> None:
    from ttt_lab.search import Budget, SearchLimitError
    from ttt_lab.search.retrograde import retrograde

    with pytest.raises(SearchLimitError, match=r"retrograde analysis of MNK\(3, 3, 3\) stopped after 1,000 nodes"):
        retrograde(TTT, budget=Budget(nodes=1_000))
    with pytest.raises(ValueError, match="budget must be a Budget"):
        retrograde(TTT, budget=10)  # type: ignore[arg-type]
    from ttt_lab.search.census import reachable_positions

    assert len(retrograde(TTT, budget=Budget(nodes=100_000))) == len(reachable_positions(TTT))  # whole, within it


def test_an_mcts_player_takes_a_budget_as_the_other_players_do() -> None:
    from ttt_lab.players import MCTSPlayer
    from ttt_lab.search import Budget

    player = MCTSPlayer(seed=0, budget=Budget(nodes=300))
    decision = player.decide(TTT, TTT.parse("XX./OO./..."))
    assert decision.search is not None and decision.search.stats["iterations"] == 300
    assert MCTSPlayer(seed=0, budget=Budget(seconds=0.2)).seconds == 0.2
    for bad in ({"budget": 5}, {"budget": Budget(nodes=5), "iterations": 5}):
        with pytest.raises(ValueError, match="budget"):
            MCTSPlayer(**bad)  # type: ignore[arg-type]


def test_the_cat_and_mice_board_plays_on_with_a_damaged_table(damaged_shipped_table: object) -> None:
    from ttt_lab.players import PerfectPlayer
    from ttt_lab.search import Budget
    from ttt_lab.widgets import CatMiceBoard

    with pytest.warns(UserWarning, match="retrograde table is not used"):  # said once, then it plays
        board = CatMiceBoard(cat=PerfectPlayer(seed=0, budget=Budget(nodes=2_000)), mice="human")
        if not board.moves:
            board.step_button.click()
    assert len(board.moves) == 1 and "Traceback" not in str(board.output.outputs)
    assert "SearchLimitError" not in str(board.output.outputs) and "ValueError" not in str(board.output.outputs)


@pytest.mark.parametrize("arguments", [["play", "--level", "7" * 100_000], ["solve", "...", "--seconds", "x" * 100_000],
                                       ["play", "--first", "y" * 100_000]], ids=["level", "seconds", "first"])
def test_any_huge_bad_option_is_quoted_as_an_excerpt(arguments: list[str]) -> None:
    result = run_command(*arguments)
    assert result.returncode == 2 and "Traceback" not in result.stderr  # type: ignore[attr-defined]
    assert len(result.stderr) < 1_000 and "characters)" in result.stderr  # type: ignore[attr-defined]
