"""The tournament of students' own agents: every misbehaviour forfeits with its rule and the
contest goes on; good agents' games are the library's own games; the same seed gives the
same contest; the leaderboard, the ratings and the HTML report read the records."""

from __future__ import annotations

import base64
import html.parser
import multiprocessing
import re
import threading
import time
from pathlib import Path

import pytest

from ttt_lab.arena import GameRecord, play_game
from ttt_lab.contest import (
    FORFEIT_RULES,
    RATING_BASE,
    ContestResult,
    Entrant,
    Limits,
    bradley_terry,
    contest_game,
    referee_game,
    run_contest,
)
from ttt_lab.contest.referee import checked_move
from ttt_lab.contest.sandbox import Answer
from ttt_lab.games import TicTacToe
from ttt_lab.viz.contest_report import write_contest_report

FAST = {"move_seconds": 0.5, "load_seconds": 10.0, "memory_mb": 256, "output_bytes": 10_000, "progress": False}
"""Small limits keep the file quick: a sleeper costs half a second a game."""

GOOD = {
    "steady": "import random\n\ndef agent(game, state):\n    return random.choice(game.actions(state))\n",
    "lastcell": "class LastCell:\n    def choose(self, game, state):\n        return game.actions(state)[-1]\n",
}

BAD = {
    "crasher": ("def agent(game, state):\n    return 1 / 0\n", "crash", "ZeroDivisionError: division by zero (crasher.py, line 2)"),
    "cheater": ("def agent(game, state):\n    return (0, 0)\n", "illegal move", "is occupied by"),
    "texter": ("def agent(game, state):\n    return 'b2'\n", "malformed move", "'b2' is not a move of MNK(3, 3, 3)"),
    "nothing": ("def agent(game, state):\n    return None\n", "malformed move", "None is not a move"),
    "sleeper": ("import time\n\ndef agent(game, state):\n    time.sleep(30)\n", "timeout", "no move within 0.5 s"),
    "missing": ("import no_such_module_anywhere\n\ndef agent(game, state):\n    return None\n", "import error",
                "ModuleNotFoundError: No module named 'no_such_module_anywhere' (missing.py, line 1)"),
    "typo": ("def agent(game, state)\n    return game.actions(state)[0]\n", "syntax error", "(typo.py, line 1)"),
    "quitter": ("import sys\n\ndef agent(game, state):\n    sys.exit(0)\n", "exit", "called sys.exit(0)"),
    "chatter": ("def agent(game, state):\n    while True:\n        print('thinking ' * 10)\n", "output",
                "printed more than 10,000 bytes"),
    # bytes(n) takes untouched zeroed pages: the cap on address space stops it at once,
    # where filling 256 MiB could outlast half a second on a busy machine.
    "hoarder": ("hoard = []\n\ndef agent(game, state):\n    while True:\n        hoard.append(bytes(10 ** 7))\n",
                "memory", "the limit is 256 MiB"),
}
"""Agents that break one rule each: (source, rule, a piece of the detail)."""


def write_agents(folder: Path, sources: dict[str, str]) -> Path:
    folder.mkdir(exist_ok=True)
    for name, source in sources.items():
        (folder / f"{name}.py").write_text(source, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def rowdy(tmp_path_factory: pytest.TempPathFactory) -> tuple[ContestResult, float]:
    """One contest of two good agents, a level and every kind of misbehaving agent, and its wall time."""
    folder = write_agents(tmp_path_factory.mktemp("rowdy"),
                          {**GOOD, **{name: source for name, (source, _, _) in BAD.items()}})
    began = time.monotonic()
    result = run_contest(folder, "tictactoe", levels=[2], games=2, seed=3, **FAST)  # type: ignore[arg-type]
    return result, time.monotonic() - began


# ---------------------------------------------------------------------- misbehaviour


@pytest.mark.parametrize("name", sorted(BAD))
def test_each_misbehaviour_forfeits_every_game_it_reaches_with_its_rule(rowdy: tuple[ContestResult, float],
                                                                       name: str) -> None:
    result, _ = rowdy
    _, rule, detail = BAD[name]
    games = [record for record in result.records if name in record.players]
    assert len(games) == 2 * (len(result.entrants) - 1)
    mine = [forfeit for record in games for forfeit in record.forfeits if forfeit.agent == name]
    assert mine and {forfeit.rule for forfeit in mine} == {rule}
    assert all(detail in forfeit.detail for forfeit in mine), mine[0].detail
    for record in games:
        # It broke its rule, unless the other agent broke one first.
        assert record.forfeits, record
        if all(forfeit.agent != name for forfeit in record.forfeits):
            assert record.winner == record.sides[record.players.index(name)]
        elif not record.void:
            assert record.winner != record.sides[record.players.index(name)]


def test_agents_that_cannot_load_forfeit_before_the_first_move(rowdy: tuple[ContestResult, float]) -> None:
    result, _ = rowdy
    for forfeit in result.forfeits:
        loads = forfeit.rule in ("syntax error", "import error")
        assert (forfeit.move_number == 0) == loads, forfeit
    void = [record for record in result.records if record.void]
    assert void and all(set(record.players) == {"missing", "typo"} for record in void)
    assert all(not record.moves and record.winner is None for record in void)


def test_good_agents_never_forfeit_and_their_games_are_legal_to_the_end(rowdy: tuple[ContestResult, float]) -> None:
    result, _ = rowdy
    game = TicTacToe()
    good = {*GOOD, "Level 2 (Win or block)"}
    for record in result.records:
        assert not any(forfeit.agent in good for forfeit in record.forfeits)
        state = game.initial_state()
        for move in record.moves:
            state = game.play(state, move)
        assert record.states[-1] == state
        if set(record.players) <= good:
            assert not record.forfeits and game.is_terminal(state)


def test_a_rowdy_contest_finishes_well_within_its_limits(rowdy: tuple[ContestResult, float]) -> None:
    # Not a speed target: a bound that only a hanging game could break (every game within
    # its load time plus nine moves at the limit, played one at a time).
    result, seconds = rowdy
    assert len(result.records) == len(result.entrants) * (len(result.entrants) - 1)
    assert seconds < len(result.records) * (FAST["load_seconds"] + 9 * FAST["move_seconds"])  # type: ignore[operator]
    assert not multiprocessing.active_children()


def test_every_forfeit_rule_is_explained(rowdy: tuple[ContestResult, float]) -> None:
    result, _ = rowdy
    assert {forfeit.rule for forfeit in result.forfeits} == {rule for _, rule, _ in BAD.values()}
    assert {rule for _, rule, _ in BAD.values()} <= set(FORFEIT_RULES)


AGENT_TRICKS = {
    "exit_on_import": ("import sys\nsys.exit(3)\n", "exit", "sys.exit(3) while loading"),
    "os_exit": ("import os\n\ndef agent(game, state):\n    os._exit(5)\n", "exit", "exit code 5"),
    "swallower": ("def agent(game, state):\n    while True:\n        try:\n            print('x' * 100)\n"
                  "        except BaseException:\n            pass\n", "output", "printed more than"),
    "local_hog": ("def agent(game, state):\n    hoard = []\n    while True:\n        hoard.append(bytes(10 ** 7))\n",
                  "memory", "ran out of memory"),
    "forger": ("class Move:\n    pass\n\ndef agent(game, state):\n    return Move()\n", "malformed move",
               "returned a Move"),
    "floats": ("def agent(game, state):\n    return (1.0, 1.0)\n", "malformed move", "(1.0, 1.0) is not a move"),
    "rule_bender": ("def agent(game, state):\n    type(game).play = lambda self, state, move: state\n"
                    "    type(game).actions = lambda self, state: [(0, 0)]\n    return (0, 0)\n",
                    "illegal move", "occupied"),
    "twins": ("class A:\n    def choose(self, game, state):\n        return None\n\n"
              "class B:\n    def choose(self, game, state):\n        return None\n", "no agent", "several player classes (A, B)"),
    "hog_on_import": ("hoard = [bytes(10 ** 7) for _ in range(10 ** 4)]\n", "memory", "ran out of memory"),
    "chatty_import": ("for line in range(10 ** 6):\n    print(line)\n", "output", "printed more than"),
    "empty": ("x = 1\n", "no agent", "defines no agent(game, state)"),
    "bad_player": ("player = 42\n", "no agent", "player is a int"),
    "broken_init": ("class Mine:\n    def __init__(self):\n        raise RuntimeError('no')\n"
                    "    def choose(self, game, state):\n        return None\n", "import error", "making Mine(): RuntimeError: no"),
}
"""More ways to misbehave: exit while loading, end the process, swallow the output limit's
exception, hoard memory locally, return objects or floats, rewrite the rules in one's own
copy of the game, offer two players or none."""


def test_more_tricks_are_caught_by_the_right_rule(tmp_path: Path) -> None:
    folder = write_agents(tmp_path / "tricks", {name: source for name, (source, _, _) in AGENT_TRICKS.items()})
    result = run_contest(folder, "tictactoe", levels=[4], games=2, seed=1, **FAST)  # type: ignore[arg-type]
    for name, (_, rule, detail) in AGENT_TRICKS.items():
        mine = [forfeit for forfeit in result.forfeits if forfeit.agent == name]
        assert mine, name
        assert {forfeit.rule for forfeit in mine} == {rule}, (name, mine[0])
        assert detail in mine[0].detail, (name, mine[0].detail)
    assert not any(forfeit.agent == "Level 4 (Rules of thumb)" for forfeit in result.forfeits)


def test_a_file_that_loads_too_slowly_forfeits_by_timeout_before_the_first_move(tmp_path: Path) -> None:
    folder = write_agents(tmp_path / "slow", {"slow_start": "import time\ntime.sleep(30)\n"})
    result = run_contest(folder, "tictactoe", levels=[1], games=2, seed=0,
                         **{**FAST, "load_seconds": 1.0})  # type: ignore[arg-type]
    assert [(f.agent, f.rule, f.detail, f.move_number) for f in result.forfeits] == [
        ("slow_start", "timeout", "not loaded within 1 s", 0)] * 2
    assert all(not record.moves for record in result.records)


def test_moves_are_malformed_or_illegal_by_their_shape() -> None:
    game = TicTacToe()
    state = game.parse("X../.O./...")
    assert checked_move(game, state, Answer("(2, 2)"))[0] == (2, 2)  # type: ignore[index]
    for text, rule in [("(0, 0)", "illegal move"), ("(5, 5)", "illegal move"), ("[2, 2]", "malformed move"),
                       ("(2, 2, 2)", "malformed move"), ("(True, False)", "malformed move"),
                       ("__import__('os')", "malformed move"), ("'c3'", "malformed move")]:
        outcome = checked_move(game, state, Answer(text))
        assert getattr(outcome, "rule", None) == rule, (text, outcome)
    assert game.parse("X../.O./...") == state  # refused moves change nothing


# ---------------------------------------------------------------------- good agents, seeds


def test_library_players_in_processes_play_the_games_play_game_plays(tmp_path: Path) -> None:
    # A file entering a library player meets the same seeds as in the arena: seat i of game
    # g gets derive_seed(game seed, "seat", i), through the player's reset.
    folder = write_agents(tmp_path / "library", {
        "random_mover": "from ttt_lab.players import RandomPlayer\nplayer = RandomPlayer()\n",
        "humanlike": "from ttt_lab.players import HumanlikePlayer\nagent = HumanlikePlayer\n",
    })
    result = run_contest(folder, "tictactoe", levels=[2], games=4, seed=11, **FAST)  # type: ignore[arg-type]
    makers = {"random_mover": lambda: __import__("ttt_lab.players").players.RandomPlayer(),
              "humanlike": lambda: __import__("ttt_lab.players").players.HumanlikePlayer(),
              "Level 2 (Win or block)": lambda: contest_game("tictactoe").level_player(2)}
    for record in result.records:
        players = [makers[name]() for name in record.players]
        expected = play_game(TicTacToe(), players, seed=record.seed)
        assert record.moves == expected.moves and record.winner == expected.winner
    assert not result.forfeits


def test_built_in_levels_are_held_to_their_safety_net_not_the_time_per_move(tmp_path: Path) -> None:
    # The levels count their budgets in nodes or playouts (the same seed, the same moves): a
    # wall-clock limit would only let a busy machine make them forfeit, and a regrade differ.
    folder = write_agents(tmp_path / "hurried", {"first": "def agent(game, state):\n    return game.actions(state)[0]\n"})
    result = run_contest(folder, "tictactoe", levels=[1, 2], games=2, seed=0,
                         **{**FAST, "move_seconds": 1e-6})  # type: ignore[arg-type]
    assert {(f.agent, f.rule) for f in result.forfeits} == {("first", "timeout")}  # students are held to it
    between_levels = [record for record in result.records if "first" not in record.players]
    assert len(between_levels) == 2
    for record in between_levels:
        assert not record.forfeits and TicTacToe().is_terminal(record.states[-1])


def test_the_same_seed_gives_the_same_contest_and_another_seed_other_games(tmp_path: Path) -> None:
    folder = write_agents(tmp_path / "seeded", GOOD)
    first = run_contest(folder, "tictactoe", levels=[1], games=4, seed=5, workers=2, **FAST)  # type: ignore[arg-type]
    again = run_contest(folder, "tictactoe", levels=[1], games=4, seed=5, workers=1, **FAST)  # type: ignore[arg-type]
    other = run_contest(folder, "tictactoe", levels=[1], games=4, seed=6, **FAST)  # type: ignore[arg-type]
    assert [record.moves for record in first.records] == [record.moves for record in again.records]
    assert first.standings == again.standings and str(first) == str(again)
    assert [record.moves for record in first.records] != [record.moves for record in other.records]


def test_every_pair_plays_each_opening_with_both_sides(tmp_path: Path) -> None:
    folder = write_agents(tmp_path / "pairs", GOOD)
    result = run_contest(folder, "tictactoe", levels=[1, 2], games=4, seed=2, **FAST)  # type: ignore[arg-type]
    names = [entrant.name for entrant in result.entrants]
    assert names == ["lastcell", "steady", "Level 1 (Random)", "Level 2 (Win or block)"]
    assert [record.number for record in result.records] == list(range(6 * 4))
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            games = [r for r in result.records if set(r.players) == {first, second}]
            assert sorted(r.players[0] for r in games) == sorted([first, second] * 2)
            # Two openings, each played once with each agent first.
            for opening in {r.seed for r in games}:
                assert sorted(r.players for r in games if r.seed == opening) == sorted([(first, second), (second, first)])
    # Each pair has openings of its own: 6 pairs, 2 openings each.
    assert len({record.seed for record in result.records}) == 12


def test_other_games_ultimate_cat_and_mice_and_bigger_boards(tmp_path: Path) -> None:
    folder = write_agents(tmp_path / "games", {"first": "def agent(game, state):\n    return game.actions(state)[0]\n"})
    for text, level in [("ultimate", 1), ("catmice", 1), ("mnk:4,4,3", 2)]:
        game = contest_game(text).make()
        result = run_contest(folder, text, levels=[level], games=2, seed=0, **FAST)  # type: ignore[arg-type]
        assert not result.forfeits, (text, result.forfeits)
        for record in result.records:
            state = game.initial_state()
            for move in record.moves:
                state = game.play(state, move)
            assert game.is_terminal(state), text


# ---------------------------------------------------------------------- standings and report


def test_points_ranks_and_ratings_read_the_records(rowdy: tuple[ContestResult, float]) -> None:
    result, _ = rowdy
    assert [line.rank for line in result.standings] == sorted(line.rank for line in result.standings)
    ratings = bradley_terry(result.records, result.table.players)
    for line in result.standings:
        counted = [r for r in result.records if line.name in r.players and not r.void]
        wins = sum(r.winner == r.sides[r.players.index(line.name)] for r in counted)
        draws = sum(r.winner is None for r in counted)
        assert (line.games, line.wins, line.draws, line.losses) == (len(counted), wins, draws, len(counted) - wins - draws)
        assert line.points == wins + draws / 2
        assert line.forfeits == sum(f.agent == line.name for f in result.forfeits)
        assert line.rating == ratings[line.name]
    points = [line.points for line in result.standings]
    assert points == sorted(points, reverse=True)
    assert result.table.players == [line.name for line in result.standings]


def test_ratings_fit_all_results_at_once_whatever_their_order() -> None:
    won = GameRecord(game=TicTacToe(), players=("ann", "bob"), sides=("X", "O"), winner="X")
    lost = GameRecord(game=TicTacToe(), players=("bob", "cid"), sides=("X", "O"), winner="O")
    drawn = GameRecord(game=TicTacToe(), players=("ann", "cid"), sides=("X", "O"), winner=None)
    games = [won, won, lost, drawn, won, lost]
    ratings = bradley_terry(games, ["ann", "bob", "cid"])
    again = bradley_terry(list(reversed(games)), ["cid", "bob", "ann"])
    for name in ratings:
        assert ratings[name].rating == pytest.approx(again[name].rating, abs=1e-6)
        assert ratings[name].low < ratings[name].rating < ratings[name].high
    assert ratings["ann"].rating > ratings["cid"].rating > ratings["bob"].rating
    assert sum(rating.rating for rating in ratings.values()) / 3 == pytest.approx(RATING_BASE)


def test_more_games_give_narrower_intervals() -> None:
    won = GameRecord(game=TicTacToe(), players=("ann", "bob"), sides=("X", "O"), winner="X")
    lost = GameRecord(game=TicTacToe(), players=("ann", "bob"), sides=("X", "O"), winner="O")
    few = bradley_terry([won, lost], ["ann", "bob"])["ann"]
    many = bradley_terry([won, lost] * 20, ["ann", "bob"])["ann"]
    assert many.high - many.low < (few.high - few.low) / 2
    assert few.rating == pytest.approx(RATING_BASE) and many.rating == pytest.approx(RATING_BASE)
    assert many.low < RATING_BASE < many.high


class TagCounter(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.images: list[str] = []
        self.cells: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("meta", "img", "br"):
            self.open.append(tag)
        if tag == "img":
            self.images.append(dict(attrs)["src"] or "")

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, (tag, self.open[-3:])
        self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] == "td":
            self.cells.append(data)


def test_the_html_report_is_written_and_reads_back(rowdy: tuple[ContestResult, float], tmp_path: Path) -> None:
    result, _ = rowdy
    path = write_contest_report(result, tmp_path / "contest.html", title="Class of <2024>")
    text = path.read_text(encoding="utf-8")
    reader = TagCounter()
    reader.feed(text)
    reader.close()
    assert not reader.open  # every tag closed, in order
    assert "<title>Class of &lt;2024&gt;</title>" in text
    png = base64.b64decode(reader.images[0].removeprefix("data:image/png;base64,"))
    assert png.startswith(b"\x89PNG")
    ranked = [line.name for line in result.standings]
    named = [cell for cell in reader.cells if cell in ranked]
    assert named[: len(ranked)] == ranked  # the leaderboard first, in its order
    for name, (_, rule, _) in BAD.items():
        assert any(rule == cell for cell in reader.cells), name
    with pytest.raises(ValueError, match="does not exist"):
        write_contest_report(result, tmp_path / "no" / "such" / "folder.html")


def test_leaderboard_as_text_and_as_a_notebook_table(rowdy: tuple[ContestResult, float]) -> None:
    result, _ = rowdy
    text = str(result)
    board = text.split("Forfeits:")[0]
    order = [line.name for line in result.standings]
    positions = [re.search(rf"^\d+\s+{re.escape(name)}\s", board, flags=re.MULTILINE) for name in order]
    assert all(positions) and [m.start() for m in positions if m] == sorted(m.start() for m in positions if m)
    assert "Forfeits:" in text and "sleeper" in text.split("Forfeits:")[1]
    table = result._repr_html_()
    assert table.count("<tr>") >= len(order) + 1 and "Level 2 (Win or block)" in table


# ---------------------------------------------------------------------- refusing bad parameters


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"games": 3}, "even int"),
        ({"games": 0}, "even int"),
        ({"levels": [9]}, "no level 9"),
        ({"levels": [2, 2]}, "different names"),
        ({"levels": [1]}, "at least two agents"),
        ({"move_seconds": 0}, "move_seconds must be a positive number"),
        ({"memory_mb": -1}, "memory_mb must be a positive number"),
        ({"workers": 0}, "workers must be an int >= 1"),
        ({"game": "chess"}, "no game 'chess'"),
    ],
)
def test_bad_parameters_are_refused_before_any_game(kwargs: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"game": "tictactoe", "levels": [1, 2], "progress": False, **kwargs}
    with pytest.raises(ValueError, match=message):
        run_contest(None, **arguments)  # type: ignore[arg-type]


def test_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="is not a folder"):
        run_contest(tmp_path / "nowhere", "tictactoe", levels=[1, 2], progress=False)


def test_a_stopped_game_stops_before_its_next_move_and_leaves_no_process() -> None:
    stop = threading.Event()
    stop.set()
    with pytest.raises(InterruptedError):
        referee_game("tictactoe", (Entrant("a", level=1), Entrant("b", level=1)), seed=0, limits=Limits(), stop=stop)
    assert not multiprocessing.active_children()
