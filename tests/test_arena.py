"""Playing games and tournaments: records, illegal moves, seeds, tidy tables and their plot."""

from __future__ import annotations

import math
from typing import Any

import pytest

from ttt_lab.arena import GameRecord, TournamentTable, derive_seed, expected_score, play_game, tournament
from ttt_lab.core import Game, IllegalMoveError, Move
from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.players import HumanlikePlayer, MCTSPlayer, PerfectPlayer, RandomPlayer, WinBlockPlayer
from ttt_lab.viz.tournament_plot import plot_tournament

TTT = TicTacToe()


class Scripted:
    """Plays the given moves in order."""

    def __init__(self, moves: list[Any], name: str) -> None:
        self.moves = list(moves)
        self.name = name

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        return self.moves.pop(0)


# ---------------------------------------------------------------------- play_game


def test_a_game_record_holds_every_move_position_time_and_the_winner() -> None:
    record = play_game(TTT, [HumanlikePlayer(1), RandomPlayer(2)], seed=8)
    assert isinstance(record, GameRecord)
    assert record.players == ("Humanlike", "Random") and record.sides == ("X", "O")
    assert record.states[0] == TTT.initial_state()
    assert len(record.states) == len(record.moves) + 1 == len(record.seconds) + 1
    for before, move, after in zip(record.states, record.moves, record.states[1:], strict=False):
        assert TTT.play(before, move) == after
    assert record.movers == [i % 2 for i in range(len(record.moves))]
    assert all(s >= 0 for s in record.seconds)
    assert len(record.seconds_per_move(0)) == (len(record.moves) + 1) // 2
    assert TTT.is_terminal(record.final_state)
    assert record.winner == TTT.winner(record.final_state)
    assert record.winner_name in (None, *record.players)
    assert "Humanlike (X) vs Random (O)" in repr(record)


def test_a_scripted_win_is_recorded_for_the_right_player() -> None:
    x = Scripted([(0, 0), (0, 1), (0, 2)], "Xavier")
    o = Scripted([(1, 0), (1, 1)], "Olga")
    record = play_game(TTT, [x, o])
    assert record.winner == "X" and record.winner_name == "Xavier"
    assert record.moves == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_an_illegal_move_names_the_player_and_the_reason() -> None:
    cheat = Scripted([(0, 0), (0, 0)], "Cheat")
    with pytest.raises(IllegalMoveError, match=r"Cheat \(playing X\) chose an illegal move: cell \(0, 0\) is occupied"):
        play_game(TTT, [cheat, Scripted([(1, 1)], "Fair")])
    off = Scripted([(5, 5)], "Wild")
    with pytest.raises(IllegalMoveError, match=r"Wild .* off the board"):
        play_game(TTT, [off, RandomPlayer()])


class RulesOnly:
    """Tic-tac-toe through the bare Game protocol: no checked ``play``."""

    def __init__(self) -> None:
        self.players = TTT.players
        self.initial_state, self.to_move, self.actions = TTT.initial_state, TTT.to_move, TTT.actions
        self.result, self.is_terminal, self.utility, self.key = TTT.result, TTT.is_terminal, TTT.utility, TTT.key


def test_games_without_a_checked_play_are_checked_against_their_actions() -> None:
    game = RulesOnly()
    assert not hasattr(game, "play")
    record = play_game(game, [Scripted([(0, 0), (0, 1), (0, 2)], "x"), Scripted([(1, 0), (1, 1)], "o")])
    assert record.winner == "X"
    with pytest.raises(IllegalMoveError, match=r"o \(playing O\) chose an illegal move: move \(0, 0\) is not legal"):
        play_game(game, [Scripted([(0, 0)], "x"), Scripted([(0, 0)], "o")])
    tree = aima_figure_5_2()  # a game with its own checked play
    with pytest.raises(IllegalMoveError, match=r"max \(playing MAX\) chose an illegal move: move 'z9'"):
        play_game(tree, [Scripted(["z9"], "max"), Scripted([], "min")])


def test_start_position_and_who_moves_first_from_it() -> None:
    start = TTT.parse("X../.../...")  # O to move: the second player starts here
    record = play_game(TTT, [Scripted([(1, 2), (2, 2)], "x"), Scripted([(0, 1), (1, 1), (2, 1)], "o")], start=start)
    assert record.movers[0] == 1 and record.states[0] == start
    assert record.winner == "O"


def test_needs_two_players() -> None:
    with pytest.raises(ValueError, match="exactly two players"):
        play_game(TTT, [RandomPlayer()])


def test_the_same_seed_replays_the_same_game_whatever_the_players_did_before() -> None:
    a, b = RandomPlayer(0), WinBlockPlayer(0)
    first = play_game(TTT, [a, b], seed=21)
    for _ in range(3):
        play_game(TTT, [a, b])  # advance their generators
    assert play_game(TTT, [a, b], seed=21).moves == first.moves
    assert play_game(TTT, [RandomPlayer(5), WinBlockPlayer(6)], seed=21).moves == first.moves


def test_plays_other_games() -> None:
    game = CatAndMice()
    record = play_game(game, [MCTSPlayer(20, seed=1), RandomPlayer(2)], seed=0)
    assert game.is_terminal(record.final_state) and record.winner in game.players


def test_derive_seed_is_stable_and_separates_paths() -> None:
    assert derive_seed(None, 1) is None
    seeds = {derive_seed(3, "game", g) for g in range(100)}
    assert len(seeds) == 100 and all(isinstance(s, int) and 0 <= s < 2**63 for s in seeds)  # type: ignore[operator]
    assert derive_seed(3, "game", 0) == derive_seed(3, "game", 0)


# ---------------------------------------------------------------------- tournament


def small_table(seed: int = 4, progress: bool = False, **kwargs: Any) -> TournamentTable:
    players = [PerfectPlayer(1), HumanlikePlayer(2), WinBlockPlayer(3), RandomPlayer(4)]
    return tournament(players, games=40, seed=seed, progress=progress, **kwargs)


def test_round_robin_with_each_side_first_half_the_time() -> None:
    table = small_table()
    names = table.players
    assert names == ["Perfect", "Humanlike", "WinBlock", "Random"]
    assert len(table.rows) == 4 * 3 * 2  # player x opponent x side
    for row in table.rows:
        assert row["games"] == 20 and row["wins"] + row["draws"] + row["losses"] == 20
        assert row["score"] == pytest.approx((row["wins"] + row["draws"] / 2) / 20)
        mirror = table.select(player=row["opponent"], opponent=row["player"], board=row["board"],
                              side="O" if row["side"] == "X" else "X")
        assert len(mirror) == 1
        assert (mirror[0]["wins"], mirror[0]["draws"], mirror[0]["losses"]) == (row["losses"], row["draws"], row["wins"])
    assert table.totals("Perfect")["losses"] == 0
    assert table.totals("Perfect", "Random")["games"] == 40


def test_the_same_seed_gives_the_same_table_with_or_without_the_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    quiet = small_table(seed=11)
    shown = small_table(seed=11, progress=True)
    drawn = capsys.readouterr()
    # tqdm.auto draws on stderr in a terminal, but on stdout once an earlier test in the same
    # worker has started IPython (it then takes itself to be in a notebook).
    assert "tournament" in drawn.err + drawn.out
    assert quiet.rows == shown.rows
    assert small_table(seed=12).rows != quiet.rows


def test_the_order_of_pairings_does_not_change_a_pairing_s_games() -> None:
    players = [HumanlikePlayer(1), WinBlockPlayer(2), RandomPlayer(3)]
    everything = tournament(players, games=30, seed=5, progress=False)
    one = tournament(players, games=30, seed=5, progress=False, pairs=[("WinBlock", "Random")])
    assert one.select(player="WinBlock") == everything.select(player="WinBlock", opponent="Random")


def test_several_boards_are_kept_apart() -> None:
    table = tournament([PerfectPlayer(0), RandomPlayer(0)], games=4, boards=[TTT, MNK(4, 4, 3)], seed=1,
                       progress=False, keep_records=True)
    assert {row["board"] for row in table.rows} == {"MNK(3, 3, 3)", "MNK(4, 4, 3)"}
    assert table.totals("Perfect", board="MNK(4, 4, 3)", side="X")["wins"] == 2
    assert len(table.records) == 8 and all(isinstance(r, GameRecord) for r in table.records)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"games": 3}, "even int"),
        ({"games": 0}, "even int"),
        ({"boards": []}, "at least one game"),
        ({"pairs": [("Perfect", "Nobody")]}, "'Nobody', who is not playing"),
        ({"pairs": [("Random", "Random")]}, "against itself"),
    ],
)
def test_bad_tournament_parameters(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        tournament([PerfectPlayer(), RandomPlayer()], progress=False, **{"games": 2, **kwargs})


def test_players_need_distinct_names_and_there_must_be_two() -> None:
    with pytest.raises(ValueError, match="different names"):
        tournament([RandomPlayer(1), RandomPlayer(2)], games=2, progress=False)
    with pytest.raises(ValueError, match="at least two players"):
        tournament([RandomPlayer(1)], games=2, progress=False)


def test_matrix_reads_the_rows() -> None:
    table = small_table()
    names, scores = table.matrix()
    assert names == table.players
    assert all(math.isnan(scores[i][i]) for i in range(4))
    for i, player in enumerate(names):
        for j, opponent in enumerate(names):
            if i != j:
                assert scores[i][j] == pytest.approx(table.totals(player, opponent)["score"])
                assert scores[i][j] + scores[j][i] == pytest.approx(1.0)
    _, wins_as_x = table.matrix("wins", side="X")
    assert wins_as_x[0][3] == table.totals("Perfect", "Random", side="X")["wins"]
    with pytest.raises(ValueError, match="value must be"):
        table.matrix("elo")
    with pytest.raises(ValueError, match="no column"):
        table.select(colour="red")
    with pytest.raises(ValueError, match="did not play"):
        table.totals("Nobody")


def test_the_matrix_plot_draws_every_pairing() -> None:
    table = small_table()
    fig = plot_tournament(table)
    ax = fig.axes[0]
    image = next(artist for artist in ax.get_images() if artist.get_gid() == "tournament-matrix")
    assert image.get_array().shape == (4, 4)
    texts = [t for t in ax.texts if t.get_gid() == "cell-text"]
    assert len(texts) == 12  # every off-diagonal cell
    row = table.totals("Perfect", "Random")
    assert any(t.get_text() == f"{row['score']:.2f}\n{row['wins']}/{row['draws']}/{row['losses']}" for t in texts)
    assert [t.get_text() for t in ax.get_xticklabels()] == table.players
    losses = plot_tournament(table, value="losses", side="O", annotate=False)
    assert not [t for t in losses.axes[0].texts if t.get_gid() == "cell-text"]
    with pytest.raises(ValueError, match="value must be"):
        plot_tournament(table, value="elo")


# ---------------------------------------------------------------------- exact expectations


def test_expected_score_of_random_play_matches_the_known_odds() -> None:
    """Uniformly random play on 3x3: X wins 737/1260 (58.5 %), O 363/1260 (28.8 %), draws 160/1260."""
    assert expected_score(TTT, RandomPlayer(), "X") == pytest.approx((737 + 160 / 2) / 1260)
    assert expected_score(TTT, RandomPlayer(), "O") == pytest.approx((363 + 160 / 2) / 1260)


def test_expected_score_of_a_perfect_player_and_a_start_position() -> None:
    perfect = PerfectPlayer(0)
    assert 0.5 < expected_score(TTT, perfect, "O") < expected_score(TTT, perfect, "X") <= 1
    won = TTT.parse("XX./OO./...")  # X to move and win
    assert expected_score(TTT, perfect, "X", start=won) == 1.0
    three_left = TTT.parse("""
        XOX
        XOO
        ...""")  # X to move: (2, 0) wins; (2, 1) blocks, then wins or draws; (2, 2) loses or draws
    assert expected_score(TTT, RandomPlayer(), "X", start=three_left) == pytest.approx((1 + 0.75 + 0.25) / 3)
    assert expected_score(TTT, perfect, "X", start=three_left) == 1.0


def test_expected_score_needs_candidates_and_a_side() -> None:
    with pytest.raises(ValueError, match="cannot be averaged over"):
        expected_score(TTT, MCTSPlayer(10, seed=0), "X")
    with pytest.raises(ValueError, match="side must be one of"):
        expected_score(TTT, RandomPlayer(), "Z")
    with pytest.raises(ValueError, match="has no candidates"):
        expected_score(TTT, Scripted([], "script"), "X")
