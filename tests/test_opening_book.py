"""The opening book: complete, right (checked against the solver), and read the right way round."""

from __future__ import annotations

import random

import pytest

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.players import PerfectPlayer
from ttt_lab.search.mnk import MNKSolver
from ttt_lab.search.mnk.book import OpeningBook
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
    with pytest.raises(ValueError, match="expected 'key value cells"):
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
