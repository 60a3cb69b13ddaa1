"""A fair contest: identical agents come out tied whatever their file names, renaming files
changes no game, an interrupted contest keeps its finished games, and a contest says
whether its agents were isolated."""

from __future__ import annotations

from concurrent.futures import as_completed
from pathlib import Path
from typing import Any

import pytest

import ttt_lab.contest.run as contest_run
from ttt_lab.contest import ContestResult, find_isolation, run_contest
from ttt_lab.contest import isolation as isolation_module

FAST = {"move_seconds": 1.0, "load_seconds": 10.0, "memory_mb": 256, "output_bytes": 10_000, "progress": False}

RANDOM_MOVER = "import random\n\ndef agent(game, state):\n    return random.choice(game.actions(state))\n"

WIN_OR_BLOCK = (
    "import random\n\n"
    "def agent(game, state):\n    me = game.to_move(state)\n    moves = game.actions(state)\n"
    "    for move in moves:\n        if game.winner(game.result(state, move)) == me:\n            return move\n"
    "    return random.choice(moves)\n"
)


def contest_of(folder: Path, files: dict[str, str], **options: Any) -> ContestResult:
    folder.mkdir()
    for name, source in files.items():
        (folder / f"{name}.py").write_text(source)
    return run_contest(folder, "tictactoe", seed=4, **{**FAST, **options})  # type: ignore[arg-type]


def test_identical_agents_are_tied_whatever_their_names(tmp_path: Path) -> None:
    # Four copies of one random agent and one other agent: the copies meet the same
    # openings against everyone, so they score the same, and renaming them (which
    # reverses their order in the folder) changes no game of theirs.
    names = ["ann", "bob", "cid", "dee"]
    files = {name: RANDOM_MOVER for name in names}
    first = contest_of(tmp_path / "first", {**files, "zed": WIN_OR_BLOCK}, games=6)
    renamed = {name: f"x{9 - i}" for i, name in enumerate(names)}
    second = contest_of(tmp_path / "second", {**{renamed[n]: s for n, s in files.items()}, "zed": WIN_OR_BLOCK},
                        games=6)
    lines = {line.name: line for line in first.standings}
    copies = [lines[name] for name in names]
    assert len({line.points for line in copies}) == 1, [(line.name, line.points) for line in copies]
    assert len({round(line.rating.rating, 6) for line in copies}) == 1
    assert all(line.rating.low < copies[0].rating.rating < line.rating.high for line in copies)
    again = {line.name: line for line in second.standings}
    for name in names:
        assert (lines[name].points, lines[name].wins) == (again[renamed[name]].points, again[renamed[name]].wins)
        assert lines[name].rating.rating == pytest.approx(again[renamed[name]].rating.rating, abs=1e-6)

    def games(result: ContestResult, rename: dict[str, str]) -> list[tuple[Any, ...]]:
        return sorted((tuple(rename.get(p, p) for p in r.players), r.seed, tuple(r.moves), r.winner)
                      for r in result.records)

    assert games(first, renamed) == games(second, {})


def test_an_interrupted_contest_keeps_the_games_that_finished(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    def three_then_interrupt(futures: Any) -> Any:
        for count, future in enumerate(as_completed(futures)):
            if count == 3:
                raise KeyboardInterrupt
            yield future

    monkeypatch.setattr(contest_run, "as_completed", three_then_interrupt)
    result = run_contest(None, "tictactoe", levels=[1, 2, 3, 4], games=4, seed=0, workers=2, **FAST)  # type: ignore[arg-type]
    assert result.partial and result.games_planned == 24
    assert 3 <= len(result.records) < 24
    assert sum(line.games for line in result.standings) == 2 * len(result.records)
    assert "PARTIAL: interrupted after" in str(result)
    numbers = [record.number for record in result.records]
    assert numbers == sorted(numbers)


def test_a_contest_says_whether_its_agents_were_isolated(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = run_contest(None, "tictactoe", levels=[1, 2], games=2, isolate=False, **FAST)  # type: ignore[arg-type]
    assert plain.isolation.startswith("NOT ISOLATED") and "NOT ISOLATED" in str(plain)
    monkeypatch.setattr(isolation_module, "_bwrap_problem", lambda: "bubblewrap (bwrap) is not installed")
    assert not find_isolation().isolated
    assert "not installed" in find_isolation().describe()
    with pytest.raises(ValueError, match="cannot isolate the agents: bubblewrap"):
        find_isolation(True)
    missing = run_contest(None, "tictactoe", levels=[1, 2], games=2, **FAST)  # type: ignore[arg-type]
    assert missing.isolation.startswith("NOT ISOLATED") and "not installed" in missing.isolation
