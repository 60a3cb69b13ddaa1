"""The opening book: complete, right (checked against the solver), and read the right way round."""

from __future__ import annotations

import hashlib
import random
import re
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.players import PerfectPlayer
from ttt_lab.search.mnk import MNKSolver
from ttt_lab.search.mnk.book import BookError, OpeningBook
from ttt_lab.search.mnk.build_book import book_positions, build_book

GAME = MNK(5, 5, 4)


@pytest.fixture(scope="module")
def book() -> OpeningBook:
    shipped = OpeningBook.shipped(GAME)
    assert shipped is not None, "the 5x5k4 book is missing from ttt_lab/data/"
    return shipped


def test_the_book_holds_each_early_position_once_up_to_symmetry(book: OpeningBook) -> None:
    keys = {book.canonical(state)[0] for state in book_positions(GAME, book.max_stones)}
    assert keys <= set(book.entries)
    assert book.max_stones >= 4
    deeper = set(book.entries) - keys  # the hard positions: a few more stones, no more
    assert book.hard_stones is not None and book.hard_nodes is not None
    assert all(book.max_stones < key.bit_count() <= book.hard_stones for key in deeper)


def test_positions_left_out_are_quick_and_those_kept_are_right(book: OpeningBook) -> None:
    # Every position between max_stones and hard_stones is in the book or takes the solver,
    # from an empty table, at most hard_nodes nodes: check a seeded sample of each kind.
    assert book.hard_stones is not None and book.hard_nodes is not None
    rng = random.Random(5)
    left_out, kept = [], []
    while len(left_out) < 8 or len(kept) < 3:
        state = GAME.initial_state()
        stones = rng.randint(book.max_stones + 1, book.hard_stones)
        while state.stones < stones:
            state = GAME.result(state, rng.choice(GAME.actions(state)))
        if GAME.is_terminal(state):
            continue
        (kept if book.lookup(state) is not None else left_out).append(state)
    for state in left_out[:8]:
        solver = MNKSolver(GAME)
        solver.best_moves(state)
        assert solver.nodes + solver.distance_nodes <= book.hard_nodes, GAME.board_text(state)
    checker = MNKSolver(GAME)
    for state in kept[:3]:
        found = book.lookup(state)
        assert found is not None
        value, moves = found
        assert value == checker.value(state), GAME.board_text(state)
        assert all(checker.value(GAME.result(state, move)) == value for move in moves)


def test_sampled_entries_agree_with_a_fresh_solve(book: OpeningBook) -> None:
    # The empty board, every first move, and a seeded sample of later ones: the value is
    # the solver's, and every move in the book keeps it.
    solver = MNKSolver(GAME)
    positions = list(book_positions(GAME, book.max_stones))
    sample = positions[:7] + random.Random(7).sample(positions[7:], 5)
    for state in sample:
        found = book.lookup(state)
        assert found is not None
        value, moves = found
        assert value == solver.value(state), GAME.board_text(state)
        assert moves and all(GAME.stone_at(state, move) is None for move in moves)
        for move in moves:
            assert solver.value(GAME.result(state, move)) == value, (GAME.board_text(state), move)


def test_moves_come_back_in_the_orientation_of_the_position_asked(book: OpeningBook) -> None:
    state = GAME.parse("X..../...../...../..O../.....")
    found = book.lookup(state)
    assert found is not None
    for perm in GAME.symmetries():
        image = book.lookup(GAME.transform(state, perm))
        assert image is not None
        assert image[0] == found[0]
        assert sorted(GAME.transform_cell(move, perm) for move in found[1]) == image[1]


def test_positions_beyond_the_book_are_not_in_it(book: OpeningBook) -> None:
    assert book.lookup(GAME.parse("XO.../XO.../X..../...../.....")) is None
    assert book.lookup(TicTacToe().initial_state()) is None


def test_a_small_book_equals_what_the_solver_says_and_survives_a_round_trip(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = TicTacToe()
    small = build_book(game, 3)
    assert len(small) == 1 + 3 + 12 + 38  # tic-tac-toe positions up to symmetry, 0-3 stones
    solver = MNKSolver(game)
    for state in book_positions(game, 3):
        assert small.lookup(state) == (solver.value(state), solver.best_moves(state))
    path = tmp_path / "book.txt"
    small.save(path)
    again = OpeningBook.load(game, path)
    assert again.entries == small.entries and again.max_stones == 3


def test_a_book_of_hard_positions_keeps_only_those_past_the_node_count(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = MNK(4, 4, 3)
    small = build_book(game, 1, hard_stones=3, hard_nodes=20)
    kinds = set()
    for state in book_positions(game, 3):
        solver = MNKSolver(game)
        moves = solver.best_moves(state)
        hard = solver.nodes + solver.distance_nodes > 20
        if state.stones <= 1 or hard:
            assert small.lookup(state) == (solver.value(state), moves)
        else:
            assert small.lookup(state) is None
        kinds.add((state.stones > 1, hard))
    assert {(True, True), (True, False)} <= kinds  # both kinds were met
    path = tmp_path / "hard.txt"
    small.save(path)
    again = OpeningBook.load(game, path)
    assert (again.entries, again.hard_stones, again.hard_nodes) == (small.entries, 3, 20)


def test_a_book_extended_from_a_smaller_one_or_built_by_two_processes_is_the_same_book() -> None:
    game = MNK(4, 4, 3)
    whole = build_book(game, 1, hard_stones=3, hard_nodes=20)
    smaller = build_book(game, 1, hard_stones=2, hard_nodes=20)
    assert len(smaller) < len(whole)
    assert build_book(game, 1, hard_stones=3, hard_nodes=20, base=smaller).entries == whole.entries
    assert build_book(game, 1, hard_stones=3, hard_nodes=20, jobs=2).entries == whole.entries
    with pytest.raises(ValueError, match="not a smaller book of the same kind"):
        build_book(game, 1, hard_stones=3, hard_nodes=50, base=smaller)
    with pytest.raises(ValueError, match="not a smaller book of the same kind"):
        build_book(game, 1, hard_stones=1, hard_nodes=20, base=smaller)
    with pytest.raises(ValueError, match="jobs must be a positive int, got 0"):
        build_book(game, 1, jobs=0)


def test_a_file_of_another_game_or_garbled_is_a_value_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "book.txt"
    build_book(TicTacToe(), 1).save(path)
    with pytest.raises(ValueError, match="not an opening book of MNK\\(4, 4, 4\\)"):
        OpeningBook.load(MNK(4, 4, 4), path)
    path.write_text(path.read_text() + "zz not-a-value\n")
    with pytest.raises(ValueError, match=r"promises .* entries, the file has"):
        OpeningBook.load(TicTacToe(), path)
    with pytest.raises(ValueError, match="the book is for MNK\\(3, 3, 3\\), not MNK\\(5, 5, 4\\)"):
        MNKSolver(GAME, book=build_book(TicTacToe(), 0))


def test_the_perfect_player_answers_early_positions_from_the_book(book: OpeningBook) -> None:
    player = PerfectPlayer(seed=3)
    state = GAME.parse("...../O..../...../....X/.....")
    decision = player.decide(GAME, state)
    found = book.lookup(state)
    assert found is not None and decision.move in found[1]
    assert decision.reason == "book"
    assert decision.search is not None and decision.search.value == found[0]  # the book keeps no distance
    assert decision.search.nodes == 0 and decision.search.algorithm == "opening book"  # nothing was searched


# ---------------------------------------------------------------------- damaged files


def small_book(tmp_path: Path) -> Path:
    path = tmp_path / "book.txt"
    build_book(TicTacToe(), 2).save(path)
    return path


def damage(path: Path, edit: Callable[[list[str]], list[str]], *, fix_checksum: bool = False) -> None:
    header, *lines = path.read_text(encoding="utf-8").splitlines()
    lines = edit(lines)
    if fix_checksum:  # what a buggy builder would write: a sound header over bad entries
        body = "\n".join(lines) + "\n"
        header = re.sub(r"entries=\d+ sha256=\w+", f"entries={len(lines)} sha256={hashlib.sha256(body.encode()).hexdigest()}",
                        header)
    path.write_text("\n".join([header, *lines]) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("edit", "fix", "message"),
    [
        (lambda lines: lines[:-1], False, "promises 16 entries, the file has 15"),
        (lambda lines: [lines[0].replace(" 0 ", " 1 ", 1), *lines[1:]], False, "checksum"),
        (lambda lines: [*lines[:-1], lines[-1] + " 99"], True, "line 17: a move off the board or onto a stone"),
        (lambda lines: [*lines[:-1], lines[-1].split()[0] + " 0"], True, "line 17: no moves"),
        (lambda lines: [*lines[:-1], lines[-1].split()[0] + " 2 4"], True, "line 17: the value 2 is not -1, 0 or 1"),
        (lambda lines: [*lines, "7ffff 0 4"], True, "line 18: the key is not a position of the board"),
        (lambda lines: [*lines, "zz not-a-value"], True, "line 18: expected 'key value cell"),
    ],
)
def test_a_damaged_book_is_refused_naming_the_file_and_the_line(tmp_path: Path, edit: Any, fix: bool,
                                                                message: str) -> None:
    path = small_book(tmp_path)
    assert len(OpeningBook.load(TicTacToe(), path)) == 16  # sound before the damage
    damage(path, edit, fix_checksum=fix)
    with pytest.raises(BookError, match=message) as caught:
        OpeningBook.load(TicTacToe(), path)
    assert str(path) in str(caught.value)


@pytest.mark.parametrize(
    ("header", "message"),
    [("# ttt_lab opening book 3 3 3 stones<=x", "damaged header"), ("# an opening book", "line 1: not an opening book"),
     ("# ttt_lab opening book 3 3 3 stones<=2 colour=blue", "unknown field 'colour'")],
)
def test_a_damaged_header_is_refused_naming_the_file(tmp_path: Path, header: str, message: str) -> None:
    path = small_book(tmp_path)
    path.write_text("\n".join([header, *path.read_text().splitlines()[1:]]) + "\n")
    with pytest.raises(BookError, match=message):
        OpeningBook.load(TicTacToe(), path)


def test_a_book_that_is_not_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "book.txt"
    path.write_bytes(b"# ttt_lab opening book 3 3 3 stones<=1\n\xff\xfe\x00\n")
    with pytest.raises(BookError, match="is not text"):
        OpeningBook.load(TicTacToe(), path)


def test_a_damaged_shipped_book_is_reported_once_and_the_solver_plays_on(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from ttt_lab.search.mnk import book as book_module

    path = tmp_path / "book_5x5k4.txt"
    lines = OpeningBook.path_for(GAME).read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:200]) + "\n", encoding="utf-8")  # cut short
    monkeypatch.setattr(OpeningBook, "path_for", classmethod(lambda cls, game: path))
    book_module._shipped.cache_clear()
    try:
        with pytest.warns(UserWarning, match="the opening book is not used: .*book_5x5k4.txt.*the solver plays without it"):
            assert OpeningBook.shipped(GAME) is None
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # once: no second warning
            assert OpeningBook.shipped(GAME) is None
            decision = PerfectPlayer(seed=0).decide(GAME, GAME.parse("...../...../..X../...../....."))
        assert decision.reason == "search" and decision.move in GAME.actions(GAME.parse("...../...../..X../...../....."))
    finally:
        book_module._shipped.cache_clear()

