"""Cat and Mice solved as a table: the position numbering, the shipped retrograde table against
generic alpha-beta, and perfect play read from it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ttt_lab.arena import play_game
from ttt_lab.core import HasExactSolver, HasPositionIndex
from ttt_lab.games.cat_mice import CatAndMice, CatMiceState
from ttt_lab.players.cat_mice import perfect_player
from ttt_lab.search import SearchTree, TranspositionTable, alphabeta, solve
from ttt_lab.search.ordering import game_order
from ttt_lab.search.retrograde import RetrogradeTable, retrograde, shipped_path, shipped_table
from ttt_lab.search.scoring import PLY_PENALTY

GAME = CatAndMice()
TABLE = shipped_table(GAME)

# Mice to move: only (7, 2) -> (6, 1) keeps the wall closed (the cat is then trapped 10
# plies from now); the other seven moves let the cat through.
MICE_ONE_WIN = """
    ........
    ........
    ........
    ........
    ........
    C.M...M.
    ........
    ..M.M...
"""


def plies_to_end(value: float) -> int:
    """How many plies away a quick-win value's finished game is."""
    return round((1 - abs(value)) / PLY_PENALTY)


def from_random_games(count: int, seed: int, earliest_ply: int) -> list[CatMiceState]:
    """One position, at ``earliest_ply`` or later, from each of ``count`` seeded random games."""
    rng = random.Random(seed)
    positions: list[CatMiceState] = []
    while len(positions) < count:
        state, line = GAME.initial_state(), []
        while not GAME.is_terminal(state):
            line.append(state)
            state = GAME.result(state, rng.choice(GAME.actions(state)))
        if len(line) > earliest_ply:
            positions.append(rng.choice(line[earliest_ply:]))
    return positions


def from_the_numbering(count: int, seed: int) -> list[CatMiceState]:
    """``count`` positions at seeded random numbers (gaps skipped): any corner of the table."""
    rng = random.Random(seed)
    positions: list[CatMiceState] = []
    while len(positions) < count:
        state = GAME.position_at(rng.randrange(GAME.position_count()))
        if state is not None:
            positions.append(state)
    return positions


def generic_value(state: CatMiceState) -> float:
    """The quick-win value by alpha-beta with a transposition table: search, not the table."""
    return alphabeta(GAME, state, quick_wins=True, order=game_order, table=TranspositionTable()).value


# ---------------------------------------------------------------------- the numbering


def test_cat_and_mice_declares_a_numbering_and_an_exact_solver() -> None:
    assert isinstance(GAME, HasPositionIndex) and isinstance(GAME, HasExactSolver)
    assert GAME.position_scheme == CatAndMice(cat_start=(0, 7)).position_scheme


@pytest.mark.parametrize("seed", range(3))
def test_every_position_of_a_game_has_its_own_number_and_reads_back(seed: int) -> None:
    line = [GAME.initial_state()]
    rng = random.Random(seed)
    while not GAME.is_terminal(line[-1]):
        line.append(GAME.result(line[-1], rng.choice(GAME.actions(line[-1]))))
    numbers = [GAME.position_index(state) for state in line]
    assert len(set(numbers)) == len(line)
    assert all(0 <= n < GAME.position_count() for n in numbers)
    assert [GAME.position_at(n) for n in numbers] == line


def test_the_numbers_of_one_set_of_mice_put_the_cat_on_each_dark_square_but_theirs() -> None:
    start = GAME.initial_state()
    first = GAME.position_index(start) - start.cat // 2  # the mice's block: 32 numbers, one per dark square
    block = [GAME.position_at(n) for n in range(first, first + 32)]
    gaps = [d for d, state in enumerate(block) if state is None]
    assert gaps == sorted(i // 2 for i in range(64) if start.mice >> i & 1)  # the cat on a mouse
    cats = {state.cat_square for state in block if state is not None}
    assert len(cats) == 28 and not cats & set(start.mice_squares)
    assert all(state.mice == start.mice for state in block if state is not None)


def test_bad_numbers_and_other_games_positions_are_refused() -> None:
    for bad in (-1, GAME.position_count(), 2.0, "7", True):
        with pytest.raises(ValueError, match="position number is an int"):
            GAME.position_at(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a position of"):
        GAME.position_index(CatAndMice(cat_start=(0, 5)).initial_state())
    with pytest.raises(ValueError, match="not a position of"):
        TABLE.value("not a position")


# ---------------------------------------------------------------------- the table against search


def test_the_shipped_table_holds_every_numbered_position_once() -> None:
    counted = sum(1 for n in range(0, GAME.position_count(), 97) if GAME.position_at(n) is not None)
    assert all((GAME.position_at(n) is None) == (TABLE.codes[n] == 0) for n in range(0, GAME.position_count(), 97))
    assert counted > 0 and len(TABLE) == len(TABLE.codes) - TABLE.codes.count(0)


@pytest.mark.parametrize(
    "position", from_random_games(10, seed=17, earliest_ply=8) + from_the_numbering(20, seed=5),
    ids=lambda state: GAME.board_text(state),
)
def test_the_table_agrees_with_alphabeta_on_value_and_distance(position: CatMiceState) -> None:
    searched = generic_value(position)
    assert TABLE.utility(position) == (1 if searched > 0 else -1)  # no draws in this game
    assert TABLE.distance(position) == plies_to_end(searched)
    assert TABLE.value(position, quick_wins=True) == pytest.approx(searched)


def test_the_mice_win_from_every_start_of_the_cat() -> None:
    """Berlekamp, Conway and Guy, *Winning Ways*: the hounds win (read from the table here;
    tests/test_cat_mice.py proves it by alpha-beta)."""
    for col in (1, 3, 5, 7):
        game = CatAndMice(cat_start=(0, col))
        assert shipped_table(game).utility(game.initial_state()) == -1


@pytest.mark.slow  # alpha-beta with quick wins from the start: about 6 s
def test_the_distance_from_the_start_is_what_alphabeta_finds() -> None:
    assert TABLE.distance(GAME.initial_state()) == plies_to_end(generic_value(GAME.initial_state()))


@pytest.mark.slow  # the whole retrograde analysis: about 15 s and 90 MB
def test_the_shipped_table_is_exactly_what_retrograde_analysis_builds() -> None:
    rebuilt = retrograde(GAME)
    assert rebuilt.codes == TABLE.codes


def test_a_saved_table_reads_back_and_a_damaged_or_foreign_one_is_refused(tmp_path: Path) -> None:
    loaded = RetrogradeTable.load(GAME, shipped_path(GAME.position_scheme))
    assert loaded.codes == TABLE.codes and loaded.seconds > 0
    data = shipped_path(GAME.position_scheme).read_bytes()
    damaged = tmp_path / "damaged.bin"
    damaged.write_bytes(data[:-40] + bytes(40))
    with pytest.raises(ValueError, match="is damaged"):
        RetrogradeTable.load(GAME, damaged)
    foreign = tmp_path / "foreign.bin"
    foreign.write_bytes(data.replace(b'"cat_mice_v1"', b'"cat_mice_v0"', 1))
    with pytest.raises(ValueError, match=r"numbers positions as 'cat_mice_v0'.*rebuild it"):
        RetrogradeTable.load(GAME, foreign)
    not_a_table = tmp_path / "notes.txt"
    not_a_table.write_text("hello")
    with pytest.raises(ValueError, match="is not a retrograde table"):
        RetrogradeTable.load(GAME, not_a_table)


# ---------------------------------------------------------------------- solve and perfect play


def test_solve_answers_from_the_table_with_the_meaning_of_a_search() -> None:
    state = GAME.parse(MICE_ONE_WIN)
    answer = solve(GAME, state, quick_wins=True, move_values=True)
    assert answer.algorithm == "retrograde table"
    searched = {move: -generic_value(GAME.result(state, move)) for move in GAME.actions(state)}
    # alpha-beta values each child as a root; one ply more from here
    assert answer.move_values == pytest.approx(
        {move: -(v - PLY_PENALTY if v > 0 else v + PLY_PENALTY) for move, v in searched.items()}
    )
    assert answer.best_moves() == [((7, 2), (6, 1))] == list(answer.choices)
    assert answer.value == pytest.approx(generic_value(state))
    plain = solve(GAME, state)
    assert plain.value == -1 and plain.move == ((7, 2), (6, 1)) and plain.move_values is None


def test_the_principal_variation_is_a_game_of_the_tables_length_won_by_the_right_side() -> None:
    for state in from_random_games(5, seed=3, earliest_ply=4):
        answer = solve(GAME, state, quick_wins=True)
        assert len(answer.pv) == TABLE.distance(state)
        end = state
        for move in answer.pv:
            end = GAME.play(end, move)
        assert GAME.is_terminal(end)
        assert (GAME.winner(end) == "cat") == (TABLE.utility(state) > 0)


def test_a_finished_position_is_answered_without_a_move() -> None:
    trapped = GAME.play(GAME.parse(MICE_ONE_WIN), ((7, 2), (6, 1)))
    while not GAME.is_terminal(trapped):
        trapped = GAME.play(trapped, solve(GAME, trapped, quick_wins=True).move)
    answer = solve(GAME, trapped, quick_wins=True)
    assert (answer.move, answer.pv, answer.nodes, answer.value) == (None, [], 1, -1)


def test_a_recorded_answer_shows_the_root_and_each_move_valued_by_the_table() -> None:
    state = GAME.parse(MICE_ONE_WIN)
    tree = SearchTree()
    answer = solve(GAME, state, quick_wins=True, move_values=True, observer=tree)
    assert len(tree) == 1 + len(GAME.actions(state)) and tree.root.kind == "expanded"
    assert tree.root.value == answer.value and tree.result is answer
    assert {node.move: node.value for node in tree.children(tree.root)} == answer.move_values
    assert {node.kind for node in tree.children(tree.root)} == {"table"}


def test_a_table_of_another_game_is_refused() -> None:
    from ttt_lab.games.mnk import TicTacToe

    table = TranspositionTable()
    alphabeta(TicTacToe(), TicTacToe().parse("XO./.X./O.."), table=table)
    with pytest.raises(ValueError, match="one table per game"):
        solve(GAME, GAME.initial_state(), table=table)


def test_a_perfect_game_is_the_shortest_win_the_table_promises() -> None:
    """The perfect mice win as fast as they can, the perfect cat loses as slowly as it can:
    the game lasts exactly the table's distance from the start."""
    for seed in range(3):
        record = play_game(GAME, [perfect_player(seed=seed), perfect_player(seed=seed + 10)], seed=seed)
        assert record.winner == "mice"
        assert len(record.moves) == TABLE.distance(GAME.initial_state())
        for before, move in zip(record.states, record.moves, strict=False):
            # every move keeps the value: each ply brings the end one ply nearer
            after = GAME.result(before, move)
            assert TABLE.distance(after) == TABLE.distance(before) - 1


def test_perfect_players_move_from_the_first_ply_on_without_searching() -> None:
    state = GAME.result(GAME.initial_state(), ((0, 3), (1, 4)))
    decision = perfect_player(seed=0).decide(GAME, state)
    assert decision.search is not None and decision.search.algorithm == "retrograde table"
    assert decision.search.nodes < 300  # table reads: the position, its moves, one line to the end
    assert TABLE.distance(GAME.result(state, decision.move)) == TABLE.distance(state) - 1
