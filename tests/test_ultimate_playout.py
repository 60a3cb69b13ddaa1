"""Ultimate's own playouts (the HasPlayout capability) and the enhanced MCTS player on Ultimate."""

from __future__ import annotations

import random
import weakref

import pytest

from ttt_lab.arena import play_game
from ttt_lab.core import HasPlayout
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players.levels import SAFETY_SECONDS
from ttt_lab.players.ultimate import (
    BEST_MCTS_OPTIONS,
    MCTS_PLUS_ITERATIONS,
    EnhancedMCTSPlayer,
    game_winning_moves,
    ultimate_evaluation,
    ultimate_player,
)
from ttt_lab.search.mcts import mcts

GAME = Ultimate()

# X to move, sent to board 2, where (1, 8) wins it and with it the top row of boards.
X_WINS_NOW = GAME.parse("""
    XXX|XXX|...
    ...|...|XX.
    ...|...|...
    ---+---+---
    O..|...|O..
    .O.|...|...
    ...|...|.O.
    ---+---+---
    ..O|.O.|...
    ...|O..|...
    ...|...|O..
    next: 2""")

# X to move, sent to the centre board. O holds boards 0 and 1 and threatens (1, 8) in board 2:
# cells 0 and 1 of the centre send O to a closed board (free: O plays (1, 8) and wins),
# cell 2 sends O to board 2 itself. The other six cells are safe.
X_MUST_NOT_SEND = GAME.parse("""
    OOO|OOO|...
    ...|...|OO.
    ...|...|...
    ---+---+---
    X..|...|X..
    .X.|...|...
    ...|...|.X.
    ---+---+---
    X..|.X.|...
    ..X|...|...
    ...|...|..X
    next: 4""")
LOSING_CELLS = {(3, 3), (3, 4), (3, 5)}


def test_ultimate_declares_its_playout() -> None:
    assert isinstance(GAME, HasPlayout)


@pytest.mark.parametrize("decisive", [False, True])
def test_a_playout_plays_legal_moves_to_the_end_it_reports(decisive: bool) -> None:
    for seed in range(25):
        start = GAME.initial_state() if seed % 2 else X_MUST_NOT_SEND
        moves: list[tuple[int, int]] = []
        utility, plies = GAME.playout(start, random.Random(seed).random, decisive, moves)
        state = start
        for move in moves:
            state = GAME.play(state, move)  # checked: raises on an illegal move
        assert GAME.is_terminal(state) and plies == len(moves)
        assert utility == GAME.utility(state, "X")


def test_the_same_random_numbers_give_the_same_playout() -> None:
    runs = []
    for _ in range(2):
        moves: list[tuple[int, int]] = []
        GAME.playout(GAME.initial_state(), random.Random(42).random, True, moves)
        runs.append(moves)
    assert runs[0] == runs[1]


def test_a_finished_position_plays_out_in_no_moves() -> None:
    finished = GAME.result(X_WINS_NOW, (1, 8))
    assert GAME.playout(finished, random.Random(0).random) == (1.0, 0)


def test_a_decisive_playout_takes_the_game_win() -> None:
    assert game_winning_moves(GAME, X_WINS_NOW) == [(1, 8)]
    firsts = set()
    for seed in range(20):
        moves: list[tuple[int, int]] = []
        assert GAME.playout(X_WINS_NOW, random.Random(seed).random, True, moves) == (1.0, 1)
        assert moves == [(1, 8)]
        uniform: list[tuple[int, int]] = []
        GAME.playout(X_WINS_NOW, random.Random(seed).random, False, uniform)
        firsts.add(uniform[0])
    assert len(firsts) > 1  # a uniform playout mostly misses it


def test_an_anti_decisive_playout_never_lets_the_opponent_win_at_once() -> None:
    uniform_first = set()
    for seed in range(40):
        moves: list[tuple[int, int]] = []
        GAME.playout(X_MUST_NOT_SEND, random.Random(seed).random, True, moves)
        assert moves[0] not in LOSING_CELLS
        assert not game_winning_moves(GAME, GAME.result(X_MUST_NOT_SEND, moves[0]))
        uniform: list[tuple[int, int]] = []
        GAME.playout(X_MUST_NOT_SEND, random.Random(seed).random, False, uniform)
        uniform_first.add(uniform[0])
    assert uniform_first & LOSING_CELLS  # without the switch some playouts blunder
    # the three cells really lose at once, and the others do not
    for move in GAME.actions(X_MUST_NOT_SEND):
        assert bool(game_winning_moves(GAME, GAME.result(X_MUST_NOT_SEND, move))) == (move in LOSING_CELLS)


def test_the_solver_proves_a_won_ultimate_position_and_stops() -> None:
    result = mcts(GAME, X_WINS_NOW, iterations=1000, seed=0, solver=True)
    assert result.move == (1, 8) and result.stats["proven"] == 1 and result.value == 1
    assert result.stats["iterations"] < 1000


def test_the_solver_keeps_off_the_moves_that_lose_at_once() -> None:
    result = mcts(GAME, X_MUST_NOT_SEND, iterations=600, seed=1, solver=True, decisive=True)
    assert result.move not in LOSING_CELLS
    lost = {child.move for child in result.stats["tree"].children if child.proven == -1}
    assert lost <= LOSING_CELLS and lost  # proven lost: O's winning reply was found


def test_the_enhanced_player_reuses_its_tree_and_forgets_it_on_reset() -> None:
    player = EnhancedMCTSPlayer(iterations=400, seed=3, **BEST_MCTS_OPTIONS)
    state = GAME.initial_state()
    first = player.decide(GAME, state)
    assert first.search is not None and first.search.stats["reused"] == 0
    state = GAME.result(state, first.move)
    reply = first.search.stats["tree"].best_child().best_child()
    kept = reply.visits
    state = GAME.result(state, reply.move)
    second = player.decide(GAME, state)
    assert second.search is not None and second.search.stats["reused"] == kept > 0
    assert second.search.stats["tree"] is reply and reply.visits == kept + 400
    player.reset(3)
    assert player.decide(GAME, state).search.stats["reused"] == 0  # type: ignore[union-attr]


def test_the_enhanced_player_repeats_a_game_from_its_seed() -> None:
    def players() -> list[EnhancedMCTSPlayer]:
        return [EnhancedMCTSPlayer(iterations=60, name="A", **BEST_MCTS_OPTIONS),
                EnhancedMCTSPlayer(iterations=60, name="B", solver=False, decisive=False, reuse=False)]

    first = play_game(GAME, players(), seed=11)
    second = play_game(GAME, players(), seed=11)
    assert first.moves == second.moves and first.winner == second.winner


def test_the_enhanced_player_rejects_a_missing_budget() -> None:
    with pytest.raises(ValueError, match="needs a budget"):
        EnhancedMCTSPlayer()


def test_progressive_bias_reads_the_ultimate_evaluation() -> None:
    plain = mcts(GAME, GAME.initial_state(), iterations=200, seed=0)
    biased = mcts(GAME, GAME.initial_state(), iterations=200, seed=0, prior=ultimate_evaluation, prior_weight=3.0)
    assert plain.stats["children"] != biased.stats["children"]


def test_the_mcts_plus_preset_is_the_enhanced_player_with_the_best_switches() -> None:
    preset = ultimate_player("mcts+", seed=0)
    assert isinstance(preset, EnhancedMCTSPlayer) and preset.iterations == MCTS_PLUS_ITERATIONS
    assert preset.seconds == SAFETY_SECONDS  # only a far safety net: the playouts are the budget
    timed = ultimate_player("mcts+", seed=0, seconds=1.0)
    assert isinstance(timed, EnhancedMCTSPlayer) and (timed.seconds, timed.iterations) == (1.0, None)
    assert {key: preset.options[key] for key in preset.options} == {
        key: value for key, value in BEST_MCTS_OPTIONS.items() if key != "reuse"}
    assert preset.reuse == BEST_MCTS_OPTIONS["reuse"]


def test_the_decisive_choice_agrees_with_trying_every_move_on_random_positions() -> None:
    """Over random mid-game positions, the bit-parallel choice is a game-winning move when there
    is one, else a move after which the opponent cannot win at once (when there is one)."""
    from ttt_lab.games.ultimate_playout import _CELL_OF_BIT, _FREE, _decisive_move

    rng = random.Random(1)
    intervened = 0
    for _ in range(300):
        state = GAME.initial_state()
        for _ in range(rng.randrange(20, 70)):
            if GAME.is_terminal(state):
                break
            state = GAME.result(state, rng.choice(GAME.actions(state)))
        if GAME.is_terminal(state):
            continue
        x, o, x_boards, o_boards, closed, forced, _, stones, _ = state
        mover = (x, o, x | o, x_boards, o_boards) if not stones & 1 else (o, x, x | o, o_boards, x_boards)
        wins = game_winning_moves(GAME, state)
        safe = [move for move in GAME.actions(state) if not game_winning_moves(GAME, GAME.result(state, move))]
        chosen = _decisive_move(*mover, closed, _FREE if forced is None else forced, random.Random(0).random)
        if chosen < 0:  # play at random: nothing wins, and every move or none is safe
            assert not wins and len(safe) in (0, len(GAME.actions(state)))
        else:
            intervened += 1
            assert _CELL_OF_BIT[chosen] in (wins or safe)
    assert intervened > 10


def test_the_player_gives_its_next_searches_less_time_after_an_overrun(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake clock: the first search takes 0.30 s of a 0.25 s budget, so the next ones are
    given 0.05 s less; the overhead is read from recent moves only (no timed assertion)."""
    import sys
    import types

    module = sys.modules["ttt_lab.players.ultimate"]
    asked: list[float] = []
    real_mcts = module.mcts

    def spy(game: Ultimate, state: object, **options: object) -> object:
        asked.append(options["seconds"])  # type: ignore[arg-type]
        return real_mcts(game, state, **{**options, "iterations": 20})

    # three readings a move: called, search started (after letting go of the last trees), search over
    readings = iter([0.0, 0.0, 0.30, 1.0, 1.0, 1.22, 2.0, 2.0, 2.2, 3.0, 3.01, 3.23])
    monkeypatch.setattr(module, "mcts", spy)
    fake_time = types.SimpleNamespace(perf_counter=lambda: next(readings))
    clock = sys.modules["ttt_lab.players.anytime"]  # MoveClock reads the same clock, in turn
    monkeypatch.setattr(module, "time", fake_time)
    monkeypatch.setattr(clock, "time", fake_time)
    monkeypatch.setattr(clock, "OVERHEAD_MOVES", 2)
    monkeypatch.setattr(clock, "MARGIN", 0.0)  # the overheads alone here; the margin below
    player = EnhancedMCTSPlayer(0.25, seed=0)
    state = GAME.initial_state()
    for _ in range(4):
        state = GAME.result(state, player.choose(GAME, state))
    # overheads 0.30 - 0.25 = 0.05, 0.22 - 0.20 = 0.02, 0.20 - 0.20 = 0: the largest of the last
    # two sets the next search's time: 0.25, then 0.20, 0.20, and 0.23 once the 0.05 has aged out,
    # less the 0.01 spent before the search began
    assert asked == [0.25, pytest.approx(0.20), pytest.approx(0.20), pytest.approx(0.22)]


def test_the_player_lets_go_of_its_last_trees_on_its_next_move_not_when_the_caller_drops_them() -> None:
    player = EnhancedMCTSPlayer(iterations=200, seed=2, **BEST_MCTS_OPTIONS)
    state = GAME.initial_state()
    decision = player.decide(GAME, state)
    root = weakref.ref(decision.search.stats["tree"])  # type: ignore[union-attr]
    state = GAME.result(state, decision.move)
    del decision
    assert root() is not None  # the caller's drop freed nothing: the player holds it
    state = GAME.result(state, GAME.actions(state)[0])
    player.decide(GAME, state)
    assert root() is None  # gone on the next move's clock


def test_the_player_keeps_a_margin_of_its_budget_back_from_each_search(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    import types

    module = sys.modules["ttt_lab.players.ultimate"]
    asked: list[float] = []
    real_mcts = module.mcts

    def spy(game: Ultimate, state: object, **options: object) -> object:
        asked.append(options["seconds"])  # type: ignore[arg-type]
        return real_mcts(game, state, **{**options, "iterations": 20})

    readings = iter([0.0, 0.0, 0.2, 1.0, 1.02, 1.2])
    monkeypatch.setattr(module, "mcts", spy)
    fake_time = types.SimpleNamespace(perf_counter=lambda: next(readings))
    clock = sys.modules["ttt_lab.players.anytime"]  # MoveClock reads the same clock, in turn
    monkeypatch.setattr(module, "time", fake_time)
    monkeypatch.setattr(clock, "time", fake_time)
    monkeypatch.setattr(clock, "MARGIN", 0.2)
    player = EnhancedMCTSPlayer(0.25, seed=0)
    state = GAME.initial_state()
    for _ in range(2):
        state = GAME.result(state, player.choose(GAME, state))
    # 0.25 less a fifth; then less the 0.02 spent before the search too (no overhead: 0.2 <= 0.2)
    assert asked == [pytest.approx(0.2), pytest.approx(0.18)]
