"""The AI players and the levels: how each one thinks, proved or measured on real games."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

import pytest

from ttt_lab.arena import expected_score, play_game, tournament
from ttt_lab.core import Game, Move
from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import (
    LEVELS,
    Decision,
    HardAI,
    HeuristicPlayer,
    HumanlikePlayer,
    MCTSPlayer,
    PerfectPlayer,
    Player,
    RandomPlayer,
    WinBlockPlayer,
    blocking_moves,
    centre_cells,
    corner_cells,
    edge_cells,
    hard_ai,
    hard_ai_evaluation,
    player_for_level,
    winning_moves,
)
from ttt_lab.search import TranspositionTable, alphabeta, line_that_beats, minimax, threats_first

TTT = TicTacToe()


def all_players(seed: int = 0) -> list[Any]:
    return [RandomPlayer(seed), WinBlockPlayer(seed), HumanlikePlayer(seed), HeuristicPlayer(2, seed=seed),
            HardAI(seed), PerfectPlayer(seed), PerfectPlayer(seed, set_traps=True), MCTSPlayer(50, seed=seed)]


# ---------------------------------------------------------------------- the protocol


def move_and_reason(decision: Decision) -> tuple[Move, str]:
    return decision.move, decision.reason


def test_every_player_is_a_player_with_a_name_and_plays_legal_moves() -> None:
    state = TTT.parse("X../.O./...")
    for player in all_players():
        assert isinstance(player, Player)
        assert isinstance(player.name, str) and player.name
        assert player.choose(TTT, state) in TTT.actions(state)
        decision = player.decide(TTT, state)
        assert isinstance(decision, Decision) and decision.move in TTT.actions(state)
        assert decision.reason in ("win", "block", "centre", "corner", "random", "search")


def test_a_finished_game_has_nothing_to_choose() -> None:
    for player in all_players():
        with pytest.raises(ValueError, match="game is over"):
            player.choose(TTT, TTT.parse("XXX/OO./..."))


def test_same_seed_same_choices_and_reset_replays_them() -> None:
    states = [TTT.initial_state(), TTT.parse("X../.../..."), TTT.parse("X../.O./..X")]
    for make in (RandomPlayer, WinBlockPlayer, HumanlikePlayer, PerfectPlayer):
        one, two = make(5), make(5)  # type: ignore[operator]
        first = [one.choose(TTT, s) for s in states * 5]
        assert first == [two.choose(TTT, s) for s in states * 5]
        one.reset(5)
        assert first == [one.choose(TTT, s) for s in states * 5]


def test_random_player_spreads_its_moves_over_every_cell() -> None:
    player = RandomPlayer(1)
    counts = {cell: 0 for cell in TTT.cells}
    for _ in range(1800):
        counts[player.choose(TTT, TTT.initial_state())] += 1
    assert all(150 <= n <= 250 for n in counts.values()), counts  # 200 expected each


# ---------------------------------------------------------------------- win and block helpers


def test_winning_and_blocking_cells_on_any_mnk_board() -> None:
    game = MNK(5, 5, 4)
    state = game.parse("""
        XXX..
        OOO..
        .....
        .....
        .....""")  # X to move
    assert winning_moves(game, state) == [(0, 3)]
    assert winning_moves(game, state, "O") == [(1, 3)]
    assert blocking_moves(game, state) == [(1, 3)]
    gap = game.parse("X.XX./OO.O./...../...../.....")  # X to move; both sides' gaps complete a line
    assert winning_moves(game, gap) == [(0, 1)] and blocking_moves(game, gap) == [(1, 2)]
    assert winning_moves(game, game.parse("XXXX./OOO../...../...../.....")) == []  # game over


def test_two_threats_are_both_reported() -> None:
    state = TTT.parse("""
        OO.
        XX.
        X.O""")  # X to move: the anti-diagonal and the middle row; O threatens the top row
    assert winning_moves(TTT, state) == [(0, 2), (1, 2)]
    assert blocking_moves(TTT, state) == [(0, 2)]
    fork = TTT.parse("X.X/.O./O.X")  # O to move: X threatens (0, 1) and (1, 2)
    assert blocking_moves(TTT, fork) == [(0, 1), (1, 2)]


def test_generic_win_and_block_on_ultimate_agree_with_the_rules() -> None:
    game = Ultimate()
    rng = random.Random(4)
    checked_wins = checked_blocks = 0
    for _ in range(40):
        state = game.initial_state()
        while not game.is_terminal(state):
            me = game.to_move(state)
            wins = set(winning_moves(game, state))
            for move in game.actions(state):
                after = game.result(state, move)
                assert (move in wins) == (game.winner(after) == me)
            checked_wins += len(wins)
            blocks = blocking_moves(game, state)
            for move in blocks:
                assert not winning_moves(game, game.result(state, move))
            checked_blocks += len(blocks)
            state = game.result(state, rng.choice(game.actions(state)))
    assert checked_wins > 0 and checked_blocks > 0


def test_centre_corner_and_edge_cells() -> None:
    assert centre_cells(MNK(4, 4, 3)) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert corner_cells(MNK(4, 4, 3)) == [(0, 0), (0, 3), (3, 0), (3, 3)]
    assert len(edge_cells(MNK(4, 4, 3))) == 8
    assert corner_cells(MNK(3, 1, 3)) == [(0, 0), (0, 2)]


# ---------------------------------------------------------------------- rule-based players


def test_win_block_player_prefers_winning_to_blocking_and_blocks_otherwise() -> None:
    player = WinBlockPlayer(0)
    assert move_and_reason(player.decide(TTT, TTT.parse("XX./OO./..."))) == ((0, 2), "win")
    assert move_and_reason(player.decide(TTT, TTT.parse("XX./O../..."))) == ((0, 2), "block")
    assert player.decide(TTT, TTT.parse("X../.../...")).reason == "random"


def test_win_block_player_falls_for_a_fork() -> None:
    state = TTT.parse("X.O/.O./X.X")  # O to move; X threatens (1, 0) and (2, 1)
    move = WinBlockPlayer(0).choose(TTT, state)
    assert move in [(1, 0), (2, 1)]
    after = TTT.play(state, move)
    assert winning_moves(TTT, after)  # the other threat is still there


def test_humanlike_player_takes_centre_then_corners() -> None:
    player = HumanlikePlayer(2)
    assert move_and_reason(player.decide(TTT, TTT.initial_state())) == ((1, 1), "centre")
    decision = player.decide(TTT, TTT.parse(".../.X./..."))
    assert decision.move in corner_cells(TTT) and decision.reason == "corner"
    assert player.choose(TTT, TTT.parse("OX./XOO/XOX")) in [(0, 2)]  # the last free cell
    assert move_and_reason(player.decide(TTT, TTT.parse("XX./OO./..."))) == ((0, 2), "win")
    big = MNK(4, 4, 3)
    assert player.choose(big, big.initial_state()) in centre_cells(big)


def test_humanlike_player_plays_ultimate_without_centre_rules() -> None:
    game = Ultimate()
    record = play_game(game, [HumanlikePlayer(1), WinBlockPlayer(2)], seed=3)
    assert game.is_terminal(record.final_state)


# ---------------------------------------------------------------------- heuristic search


def test_heuristic_player_validates_depth_and_needs_an_evaluation_off_mnk() -> None:
    for bad in (0, -1, 2.0, True):
        with pytest.raises(ValueError, match="depth must be an int >= 1"):
            HeuristicPlayer(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs evaluate"):
        HeuristicPlayer(2).choose(Ultimate(), Ultimate().initial_state())


def test_heuristic_player_plays_any_game_given_an_evaluation() -> None:
    game = Ultimate()
    player = HeuristicPlayer(2, evaluate=lambda state: 0.0, seed=0)
    state = game.initial_state()
    assert player.choose(game, state) in game.actions(state)


def test_heuristic_player_takes_a_win_and_prefers_the_quickest() -> None:
    player = HeuristicPlayer(3, seed=0)
    state = TTT.parse("XX./OO./...")
    decision = player.decide(TTT, state)
    assert decision.move == (0, 2)
    values = decision.search.move_values  # type: ignore[union-attr]
    assert values[(0, 2)] > 0.9 and all(v < values[(0, 2)] for m, v in values.items() if m != (0, 2))


def test_heuristic_player_breaks_ties_at_random_among_its_best_moves() -> None:
    player = HeuristicPlayer(1, seed=0)
    best = player.search(TTT, TTT.parse(".../.X./...")).best_moves()
    assert sorted(best) == corner_cells(TTT)  # the four corners are symmetric
    seen = {player.choose(TTT, TTT.parse(".../.X./...")) for _ in range(60)}
    assert seen == set(best)


def test_heuristic_player_records_the_search_it_ran() -> None:
    player = HeuristicPlayer(2, seed=0, record=True)
    decision = player.decide(TTT, TTT.parse("X../.O./..."))
    tree = decision.tree
    assert tree is not None and tree.root.depth == 0
    assert max(node.depth for node in tree) == 2
    assert tree.result is not None and tree.result.value == decision.search.value  # type: ignore[union-attr]


# ---------------------------------------------------------------------- HardAI


def test_hard_ai_evaluation_scores_for_the_side_to_move() -> None:
    as_x = hard_ai_evaluation(TTT, "X")
    as_o = hard_ai_evaluation(TTT, "O")
    centre_and_corner = TTT.parse("X../.O./...")  # X to move: its corner is +5
    assert as_x(centre_and_corner) == 5 and as_o(centre_and_corner) == -5  # MAX's view both times
    o_to_move = TTT.parse(".../.X./...")  # O to move, no O stone: 0 whoever X's centre is
    assert as_x(o_to_move) == 0
    x_won = TTT.parse("XXX/OO./...")  # O to move after X's line: -100 + 3 (edge) + 10 (centre)
    assert as_x(x_won) == -87
    fixed = hard_ai_evaluation(TTT, "X", fixed=True)
    assert fixed(x_won) == 100 + 5 + 3 + 5
    with pytest.raises(ValueError, match="ai must be one of"):
        hard_ai_evaluation(TTT, "Z")


def test_hard_ai_wins_then_blocks_first_cells_in_row_major_order() -> None:
    ai = hard_ai()
    assert move_and_reason(ai.decide(TTT, TTT.parse("XX./OO./X.."))) == ((1, 2), "win")
    assert move_and_reason(ai.decide(TTT, TTT.parse("OO./X../..X"))) == ((0, 2), "block")
    assert move_and_reason(ai.decide(TTT, TTT.initial_state())) == ((1, 1), "search")
    with pytest.raises(ValueError, match="m,n,k boards only"):
        ai.choose(Ultimate(), Ultimate().initial_state())


def test_hard_ai_is_deterministic_and_records_its_search() -> None:
    states = [TTT.parse("X../.../..."), TTT.parse("X../.O./..X"), TTT.parse("XO./.../...")]
    assert [HardAI(1).choose(TTT, s) for s in states] == [HardAI(2).choose(TTT, s) for s in states]
    tree = HardAI(record=True).decide(TTT, TTT.parse("X../.../...")).tree
    assert tree is not None and max(n.depth for n in tree) == 4
    # Every leaf of its search is scored by the evaluation, finished games included: no flat ±1.
    leaves = [n for n in tree if n.kind in ("terminal", "cutoff")]
    assert leaves and all(abs(n.value) != 1 for n in leaves if n.value)  # type: ignore[arg-type]


def beating_line(game: MNK, ai: Any, me: str) -> list[Move] | None:
    """A line on which ``me`` beats the deterministic ``ai`` (the library's exploit search)."""
    return line_that_beats(game, ai, me)


class ScriptedPlayer:
    """Plays given moves in order (a student replaying a line)."""

    def __init__(self, moves: list[Move], name: str = "script") -> None:
        self.moves = list(moves)
        self.name = name

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        return self.moves.pop(0)


def test_finds_and_replays_a_line_that_beats_the_hard_ai() -> None:
    ai = hard_ai(seed=0)
    line = beating_line(TTT, ai, "X")
    assert line is not None, "the HardAI preset should be beatable"
    ours = line[0::2]
    record = play_game(TTT, [ScriptedPlayer(ours, "student"), hard_ai(seed=0)], seed=1)
    assert record.moves == line
    assert record.winner == "X" and record.winner_name == "student"
    # The hole is the reading of "for the side to move": scored for itself at every leaf,
    # it would have answered at least one of these positions differently.
    fixed = hard_ai(fixed=True)
    ai_turns = [state for state, seat in zip(record.states, record.movers, strict=False) if seat == 1]
    assert any(fixed.choose(TTT, state) != ai.choose(TTT, state) for state in ai_turns)


def test_hard_ai_cannot_be_beaten_as_x_first_mover_and_the_fixed_reading_not_at_all() -> None:
    assert beating_line(TTT, hard_ai(), "O") is None  # the HardAI moving first never loses
    fixed = hard_ai(fixed=True)
    assert beating_line(TTT, fixed, "X") is None and beating_line(TTT, fixed, "O") is None


# ---------------------------------------------------------------------- perfect play


def perfect_play_outcomes(game: MNK, perfect: PerfectPlayer, side: str) -> dict[str | None, int]:
    """Every game the perfect player (on ``side``) can reach: the opponent tries every legal
    move at every turn, the perfect player every one of its equally best moves."""
    seen: set[int] = set()
    finished: dict[str | None, int] = {}

    def walk(state: MNKState) -> None:
        key = game.key(state)
        if key in seen:
            return
        seen.add(key)
        if game.is_terminal(state):
            finished[game.winner(state)] = finished.get(game.winner(state), 0) + 1
            return
        if game.to_move(state) == side:
            best = perfect.best_moves(game, state)
            assert set(perfect.choices(game, state)) <= set(best)
            moves = best
        else:
            moves = game.actions(state)
        for move in moves:
            walk(game.result(state, move))

    walk(game.initial_state())
    return finished


@pytest.mark.parametrize("side", ["X", "O"])
def test_perfect_player_never_loses_on_3x3_against_every_reply_sequence(side: str) -> None:
    perfect = PerfectPlayer(set_traps=True)
    finished = perfect_play_outcomes(TTT, perfect, side)
    other = "O" if side == "X" else "X"
    assert finished.get(other, 0) == 0
    assert finished[side] > 0 and finished[None] > 0  # it wins when allowed, else draws


def test_perfect_choices_are_what_plain_minimax_ranks_best() -> None:
    """Against the textbook search: in every position with 4 or more stones, each move the
    perfect player may choose has the quick-win value that minimax gives the position."""
    perfect = PerfectPlayer()
    rng = random.Random(0)
    checked = 0
    seen: set[int] = set()
    for _ in range(400):
        state = TTT.initial_state()
        while not TTT.is_terminal(state):
            if state.stones >= 4 and TTT.key(state) not in seen:
                seen.add(TTT.key(state))
                target = minimax(TTT, state, quick_wins=True).value
                values = perfect.solution(TTT, state).move_values or {}
                for move in perfect.best_moves(TTT, state):
                    assert values[move] == pytest.approx(target), (str(state), move)
                checked += 1
            state = TTT.result(state, rng.choice(TTT.actions(state)))
    assert checked > 500


def test_perfect_player_takes_the_quickest_win_and_the_slowest_loss() -> None:
    perfect = PerfectPlayer(0)
    # X can win at once at (0, 2), or fork at (1, 1) or (2, 1) and win later: it wins at once.
    quick = TTT.parse("""
        XX.
        O..
        ..O""")
    values = perfect.solution(TTT, quick).move_values or {}
    assert values[(1, 1)] > 0 and values[(2, 1)] > 0  # also winning, but slower
    assert perfect.best_moves(TTT, quick) == [(0, 2)] and perfect.choose(TTT, quick) == (0, 2)
    # O (to move) is lost: X wins at once unless O blocks (0, 2), and after it X forks.
    lost = TTT.parse("""
        XX.
        ...
        O..""")
    values = perfect.solution(TTT, lost).move_values or {}
    assert all(v > 0 for v in values.values())  # every move loses
    assert perfect.best_moves(TTT, lost) == [(0, 2)]  # the block: X needs two more moves
    assert values[(0, 2)] < min(v for m, v in values.items() if m != (0, 2))


def test_perfect_player_records_its_search_and_keeps_one_table_per_game() -> None:
    player = PerfectPlayer(0, record=True)
    tree = player.decide(TTT, TTT.parse("X../.O./..X")).tree
    assert tree is not None and len(tree) > 1
    assert player.table_for(TTT) is player.table_for(MNK(3, 3, 3))
    assert player.table_for(MNK(4, 4, 3)) is not player.table_for(TTT)
    assert len(player.table_for(TTT)) > 0


def test_perfect_player_is_instant_once_the_table_is_warm() -> None:
    player = PerfectPlayer(0)
    player.choose(TTT, TTT.initial_state())
    nodes_before = player.table_for(TTT).stores
    record = play_game(TTT, [player, RandomPlayer(1)], seed=2)
    assert record.winner != "O"
    assert player.table_for(TTT).stores - nodes_before < 200  # almost everything was already proved


def level_players() -> list[Any]:
    return [player_for_level(n, seed=n) for n in LEVELS]


@pytest.mark.slow
def test_perfect_player_never_loses_in_1000_seeded_games_against_every_level() -> None:
    """Each level's AI, plus the two beatable searchers, 1,000 games each (500 per side)."""
    perfect = PerfectPlayer(0)
    opponents = [*level_players(), HardAI(), HeuristicPlayer(3, seed=1)]
    for opponent in opponents:
        table = tournament([perfect, opponent], games=1000, seed=7, progress=False)
        totals = table.totals("Perfect")
        assert totals["losses"] == 0, (opponent.name, totals)
        assert totals["games"] == 1000


def test_perfect_against_perfect_is_always_a_draw() -> None:
    plain, traps = PerfectPlayer(1), PerfectPlayer(2, set_traps=True)
    for game_seed in range(300):
        for pair in ([plain, traps], [traps, plain], [plain, plain]):
            assert play_game(TTT, pair, seed=game_seed).winner is None


def test_perfect_player_as_x_always_wins_4x4_three_in_a_row() -> None:
    game = MNK(4, 4, 3)
    perfect = PerfectPlayer(3)
    opponents = [RandomPlayer(1), WinBlockPlayer(2), HumanlikePlayer(3), HeuristicPlayer(2, seed=4),
                 MCTSPlayer(200, seed=5), PerfectPlayer(6)]
    for opponent in opponents:
        for game_seed in range(6):
            record = play_game(game, [perfect, opponent], seed=game_seed)
            assert record.winner == "X", (opponent.name, record.moves)


# ---------------------------------------------------------------------- levels


def test_levels_one_to_eight_describe_board_start_and_opponent() -> None:
    assert sorted(LEVELS) == list(range(1, 9))
    for number, level in LEVELS.items():
        assert level.number == number and level.description and level.title
        assert isinstance(level.game, MNK) and level.game.k == level.board[2]
        assert {level.ai_side, level.human_side} == {"X", "O"}
        player = player_for_level(number, seed=1)
        assert isinstance(player, Player) and str(number) in player.name
        state = level.game.initial_state()
        if level.ai_moves_first:
            assert player.choose(level.game, state) in level.game.actions(state)


@pytest.mark.parametrize("bad", [0, 9, -1, "3", 2.0, True, None])
def test_a_bad_level_is_a_value_error(bad: object) -> None:
    with pytest.raises(ValueError, match="levels are 1 to 8"):
        player_for_level(bad)  # type: ignore[arg-type]


def test_same_level_same_seed_same_game() -> None:
    for number in (1, 3, 5):
        records = [play_game(TTT, [player_for_level(number, seed=9), RandomPlayer()], seed=4) for _ in range(2)]
        assert records[0].moves == records[1].moves


def exact_score_against_random(player: Any) -> float:
    """Mean of the exact expected scores as X and as O against a uniformly random mover."""
    return (expected_score(TTT, player, "X") + expected_score(TTT, player, "O")) / 2


def test_exact_scores_against_random_rise_level_by_level() -> None:
    """Without sampling: the levels whose AI picks from a list of moves (all but MCTS),
    averaged exactly over every line of play against a random mover, on 3x3."""
    exact = {n: exact_score_against_random(player_for_level(n, seed=0)) for n in LEVELS if n != 3}
    numbers = sorted(exact)
    assert exact[1] == pytest.approx(0.5)  # random against random, each side first half the time
    for lower, higher in itertools.pairwise(numbers):
        assert exact[higher] >= exact[lower], (lower, higher, exact)
    assert exact[5] > exact[4] + 0.01 and exact[6] > exact[5] + 0.01  # the closest steps
    assert exact[6] == exact[7] == exact[8]  # the same trap-setting perfect player on 3x3


@pytest.mark.slow
def test_each_level_scores_at_least_as_well_against_random_as_the_level_below() -> None:
    """4,000 games per pairing on 3x3 (each side first in 2,000): enough that each step is
    several standard errors wide (the closest, Humanlike 0.949 to Heuristic 0.961 in exact
    expectation, is about 3). The sampled scores also agree with the exact expectations."""
    players = level_players()
    random_player = RandomPlayer(name="Random")
    table = tournament([*players, random_player], games=4000, seed=2026, progress=False,
                       pairs=[(p.name, "Random") for p in players])
    scores = [table.totals(p.name, "Random")["score"] for p in players]
    for n in range(1, len(players)):
        assert scores[n] >= scores[n - 1], (players[n].name, scores)
    assert scores[0] > 0.45 and scores[-1] > 0.97
    for player, score in zip(players, scores, strict=True):
        if isinstance(player, MCTSPlayer):
            continue
        exact = exact_score_against_random(player_for_level(int(player.name.split()[1]), seed=0))
        standard_error = (0.25 / 4000) ** 0.5  # an upper bound: a score's variance is at most 1/4
        assert abs(score - exact) < 4 * standard_error, (player.name, score, exact)


@pytest.mark.slow
def test_mcts_with_1000_iterations_loses_under_one_percent_to_random() -> None:
    """200 games, each side first in 100 (about 8 s of CPU): under 1 % means at most 1 loss."""
    mcts_player = MCTSPlayer(1000, seed=0)
    table = tournament([mcts_player, RandomPlayer()], games=200, seed=5, progress=False)
    totals = table.totals(mcts_player.name)
    assert totals["losses"] / totals["games"] < 0.01, totals
    assert totals["wins"] / totals["games"] > 0.85


def generic_value(game: MNK, state: MNKState) -> float:
    """The value generic alpha-beta (with a symmetric table and threats first) proves."""
    table = TranspositionTable(symmetric=True)
    return alphabeta(game, state, order=threats_first, table=table, alpha=-1, beta=1).value


def test_perfect_player_on_bigger_boards_keeps_the_value_generic_alphabeta_proves() -> None:
    game = MNK(4, 4, 3)
    rng = random.Random(7)
    player = PerfectPlayer(seed=3)
    checked = 0
    for _ in range(12):
        state = game.initial_state()
        for _ in range(rng.randrange(0, 6)):
            if not game.is_terminal(state):
                state = game.result(state, rng.choice(game.actions(state)))
        if game.is_terminal(state) or len(game.actions(state)) <= PerfectPlayer.EVERY_MOVE_VALUED:
            continue
        decision = player.decide(game, state)
        assert decision.search is not None and decision.search.algorithm == "m,n,k solver"
        # Generic alpha-beta, a separate implementation, agrees the move keeps the value.
        assert generic_value(game, game.result(state, decision.move)) == generic_value(game, state)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("board", [(4, 4, 4), (5, 5, 4)])
def test_perfect_player_never_loses_the_widget_boards_to_random(board: tuple[int, int, int]) -> None:
    game = MNK(*board)
    perfect = PerfectPlayer(seed=1)
    for seed in range(2):
        as_x = play_game(game, [perfect, RandomPlayer(seed)], seed=seed)
        as_o = play_game(game, [RandomPlayer(seed), perfect], seed=seed)
        assert as_x.winner != "O" and as_o.winner != "X"


# ---------------------------------------------------------------------- decisions are the caller's own


def test_changing_a_returned_decision_does_not_change_the_players_later_moves() -> None:
    """Tried as a new user would: edit what the player handed out, then ask again."""
    state = TTT.parse("X../.O./..X")
    for make in (lambda: PerfectPlayer(seed=4), lambda: HeuristicPlayer(3, seed=4)):
        honest, meddled = make(), make()
        decision = meddled.decide(TTT, state)
        assert decision.search is not None and decision.search.move_values
        for move in decision.search.move_values:
            decision.search.move_values[move] = -5.0  # the caller's copy, not the player's table
        decision.search.pv.clear()
        decision.search.stats.clear()
        with pytest.raises(dataclasses.FrozenInstanceError):
            decision.move = (0, 0)  # type: ignore[misc]
        honest.decide(TTT, state)  # both have now made one choice with their generators
        assert [meddled.choose(TTT, state) for _ in range(20)] == [honest.choose(TTT, state) for _ in range(20)]
        assert meddled.decide(TTT, state).search.move_values == honest.decide(TTT, state).search.move_values  # type: ignore[union-attr]


def test_the_lists_a_player_hands_out_are_copies() -> None:
    player = PerfectPlayer(seed=0)
    state = TTT.parse(".../.X./...")
    player.choices(TTT, state).clear()
    player.best_moves(TTT, state).append((1, 1))
    player.solution(TTT, state).move_values.clear()  # type: ignore[union-attr]
    assert sorted(player.choices(TTT, state)) == [(0, 0), (0, 2), (2, 0), (2, 2)]
    assert sorted(player.best_moves(TTT, state)) == [(0, 0), (0, 2), (2, 0), (2, 2)]
    assert len(player.solution(TTT, state).move_values or {}) == 8


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (TTT, "X../.O./..."),
        (MNK(4, 4, 3), "X.../.O../..../...."),
        (MNK(5, 5, 4), "...../.X.../..O../...../....."),  # in the opening book
        (MNK(5, 5, 4), "XO.../.X.../..O../...X./O...."),  # past it: searched
        (Ultimate(), "OO.|OXO|.XX/OXX|XOO|.OO/XXX|OOX|XOX/O.O|.XO|XXO/XXX|XO.|OOX/.O.|XXX|XXO/"
                     "OXX|XOO|OXX/OXO|OXO|OOX/.OO|XXO|OXO next: 2"),  # 9 empty cells
        (CatAndMice(), "......../......../......../......../.M.....C/..M.M.../.......M/........"),
        (aima_figure_5_2(), None),
    ],
)
def test_a_recording_perfect_player_records_its_search_on_every_board(game: Any, text: str | None) -> None:
    state = game.initial_state() if text is None else game.parse(text)
    decision = PerfectPlayer(seed=1, record=True).decide(game, state)
    assert decision.move in game.actions(state)
    assert decision.tree is not None and decision.search is not None
    root = decision.tree.root
    assert root.state == state and root.value is not None
    assert (root.value > 0) == (decision.search.value > 0) and (root.value < 0) == (decision.search.value < 0)
    if decision.reason == "book":
        assert len(decision.tree) == 1 and root.kind == "book"
    else:
        assert len(decision.tree) > 1 and root.kind == "expanded"


def test_a_subclass_that_overrides_only_choose_is_asked_to_choose() -> None:
    """The widgets ask for decisions; a student's subclass of a library player that changes
    only choose must still be the one that plays."""
    from ttt_lab.players.base import decision_of

    class AlwaysCorner(PerfectPlayer):
        def choose(self, game: Game[Any, Any], state: Any) -> Move:
            return (2, 2) if (2, 2) in game.actions(state) else super().choose(game, state)

    state = TTT.parse("X../.O./...")
    assert decision_of(AlwaysCorner(seed=0), TTT, state) == Decision((2, 2), "chosen")
    library = decision_of(PerfectPlayer(seed=0), TTT, state)
    assert library.reason == "search" and library.search is not None


def test_candidates_are_exact_whatever_the_budget_and_a_fallback_is_never_remembered() -> None:
    """A budget is for moves being played: an analysis (candidates, which exact expectations
    average over) gives the full answer even when a move would have fallen back, so a loaded
    machine cannot change it; and a move that fell back is searched again next time."""
    from ttt_lab.search.budget import Budget

    state = TTT.parse("X../.O./...")
    starved = Budget(nodes=3)
    for make in (lambda budget: HeuristicPlayer(4, seed=0, budget=budget),
                 lambda budget: PerfectPlayer(0, set_traps=True, budget=budget)):
        unbudgeted, budgeted = make(None), make(starved)
        assert budgeted.decide(TTT, state).reason == "fallback"
        assert budgeted.candidates(TTT, state) == unbudgeted.candidates(TTT, state)
    heuristic = HeuristicPlayer(4, seed=0, budget=starved)
    fresh = TTT.parse("X.O/.../...")
    assert heuristic.decide(TTT, fresh).reason == "fallback"
    heuristic.budget = None
    assert heuristic.decide(TTT, fresh).reason == "search"
