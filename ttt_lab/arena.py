"""Games and tournaments between players, with full records and tidy result tables.

:func:`play_game` plays one game and returns a :class:`GameRecord` (every move and
position, the winner, the time each move took). :func:`tournament` plays a round robin
with a progress bar and returns a :class:`TournamentTable`: one row per player, opponent,
board and side, which ``ttt_lab.viz.tournament_plot`` draws as a matrix.
:func:`expected_score` computes exactly what a tournament against a random mover estimates.

Seeds: a game's seed is split into one seed per seat, and each player that has a
``reset(seed)`` method is reseeded before the game; a tournament derives every game's
seeds from its own seed, the board and the game's number. So the same seed gives the same
games and the same table, whatever order the games are played in and whether the progress
bar shows. The k-th game of every pairing uses the same seeds ("common random numbers"):
two players that play alike meet the same opponent moves, so differences in the table come
from the players, not from luck.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.players import PerfectPlayer, RandomPlayer
    >>> record = play_game(TicTacToe(), [PerfectPlayer(), PerfectPlayer()], seed=1)
    >>> record.winner, len(record.moves)
    (None, 9)
    >>> table = tournament([PerfectPlayer(), RandomPlayer()], games=20, seed=1, progress=False)
    >>> table.totals("Perfect")["losses"]
    0
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ttt_lab.core import Game, IllegalMoveError, Move, PlayableGame
from ttt_lab.core import Player as Side
from ttt_lab.players.base import Player, player_name


def derive_seed(seed: int | None, *path: object) -> int | None:
    """A seed for a part of a seeded whole, e.g. ``derive_seed(7, "game", 12, "seat", 0)``.

    The same inputs always give the same 63-bit seed (a hash, not Python's salted
    ``hash``); ``None`` stays ``None`` (unseeded).

    Example:
        >>> derive_seed(1, "a") == derive_seed(1, "a") != derive_seed(1, "b")
        True
    """
    if seed is None:
        return None
    digest = hashlib.sha256(repr((seed, *path)).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass
class GameRecord:
    """Everything that happened in one game.

    Attributes:
        game: the game played.
        players: the players' names, in seat order: ``players[i]`` played ``sides[i]``.
        sides: ``game.players``, e.g. ``("X", "O")``.
        moves: the moves, in order.
        states: the positions, the start first: ``states[i + 1]`` is after ``moves[i]``.
        movers: the seat (0 or 1) that made each move.
        seconds: how long each move took to choose.
        winner: the winning side (``"X"``), or ``None`` for a draw.
        seed: the game's seed.
    """

    game: Any
    players: tuple[str, str]
    sides: tuple[Side, Side]
    moves: list[Move] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    winner: Side | None = None
    seed: int | None = None

    @property
    def winner_name(self) -> str | None:
        """The name of the player who won, or ``None`` for a draw."""
        if self.winner is None:
            return None
        return self.players[self.sides.index(self.winner)]

    @property
    def final_state(self) -> Any:
        """The last position."""
        return self.states[-1]

    def add_move(self, move: Move, state: Any, seat: int, seconds: float) -> None:
        """Record that the player in ``seat`` played ``move`` in ``seconds``, reaching ``state``."""
        self.moves.append(move)
        self.states.append(state)
        self.movers.append(seat)
        self.seconds.append(seconds)

    def read_winner(self, game: Game[Any, Any]) -> None:
        """Set :attr:`winner` from the last position, a finished game of ``game``."""
        utility = game.utility(self.final_state, self.sides[0])
        self.winner = self.sides[0] if utility > 0 else self.sides[1] if utility < 0 else None

    def seconds_per_move(self, seat: int) -> list[float]:
        """The thinking times of the player in ``seat`` (0 or 1)."""
        return [s for s, mover in zip(self.seconds, self.movers, strict=True) if mover == seat]

    def __repr__(self) -> str:
        result = "draw" if self.winner is None else f"{self.winner_name} ({self.winner}) won"
        return (f"<GameRecord {self.players[0]} ({self.sides[0]}) vs {self.players[1]} ({self.sides[1]}):"
                f" {result} in {len(self.moves)} moves>")


def play_game(game: Game[Any, Any], players: Sequence[Player], seed: int | None = None,
              start: Any = None) -> GameRecord:
    """Play one game: ``players[0]`` plays ``game.players[0]`` (X, who moves first), ``players[1]`` the other.

    Args:
        game: the game.
        players: two players; the same object may take both seats.
        seed: reseeds each player that has ``reset(seed)`` (seat ``i`` gets
            ``derive_seed(seed, "seat", i)``); ``None`` leaves the players' generators as they are.
        start: the starting position (default: ``game.initial_state()``), or a text board
            that ``game.parse`` reads (``"X../.O./..."``).

    Returns:
        A :class:`GameRecord`.

    Raises:
        ValueError: not two players with ``choose``, or a ``start`` that is not a position
            of ``game`` (text that ``game.parse`` cannot read says why).
        IllegalMoveError: a player chose an illegal move; the message names the player.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.players import HumanlikePlayer, RandomPlayer
        >>> game = TicTacToe()
        >>> record = play_game(game, [HumanlikePlayer(), RandomPlayer()], seed=3)
        >>> record.moves[0], record.states[0] == game.initial_state(), len(record.seconds) == len(record.moves)
        ((1, 1), True, True)
    """
    check_players(players)
    state = starting_position(game, start)
    names = (player_name(players[0]), player_name(players[1]))
    sides = tuple(game.players)
    if seed is not None:
        for seat, player in enumerate(players):
            reset = getattr(player, "reset", None)
            if callable(reset):
                reset(derive_seed(seed, "seat", seat))
    record = GameRecord(game=game, players=names, sides=sides, states=[state], seed=seed)  # type: ignore[arg-type]
    play = checked_play(game)
    clock = time.perf_counter
    while not game.is_terminal(state):
        seat = sides.index(game.to_move(state))
        began = clock()
        move = players[seat].choose(game, state)
        spent = clock() - began
        try:
            state = play(state, move)
        except IllegalMoveError as error:
            raise IllegalMoveError(f"{names[seat]} (playing {sides[seat]}) chose an illegal move: {error}") from error
        record.add_move(move, state, seat, spent)
    record.read_winner(game)
    return record


def checked_play(game: Game[Any, Any]) -> Callable[[Any, Any], Any]:
    """``play(state, move)`` for ``game``: the state after ``move``, or an ``IllegalMoveError``.

    The game's own ``play`` when it has one (it explains an illegal move best), else a
    check that the move is one of ``game.actions(state)``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> checked_play(aima_figure_5_2())((), "a4")
        Traceback (most recent call last):
        ...
        ttt_lab.core.IllegalMoveError: move 'a4' is not legal in ()
    """
    if isinstance(game, PlayableGame):
        return game.play

    def play(state: Any, move: Any) -> Any:
        if move in game.actions(state):
            return game.result(state, move)
        raise IllegalMoveError(f"move {move!r} is not legal in {state}")

    return play


def check_players(players: object) -> None:
    """Raise ``ValueError`` unless ``players`` is two players, each with ``choose(game, state)``.

    Example:
        >>> check_players(None)
        Traceback (most recent call last):
        ...
        ValueError: players must be a list of two players (one per side), got None
    """
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise ValueError(f"players must be a list of two players (one per side), got {players!r}")
    if len(players) != 2:
        raise ValueError(f"a game needs exactly two players, got {len(players)}")
    for seat, player in enumerate(players):
        check_chooses(player, seat)


def check_chooses(player: object, seat: int) -> None:
    """Raise ``ValueError`` unless ``player`` (entrant number ``seat``) has ``choose(game, state)``."""
    if not callable(getattr(player, "choose", None)):
        raise ValueError(f"player {seat} ({player!r}) has no choose(game, state) method")


def starting_position(game: Game[Any, Any], start: Any) -> Any:
    """``start`` as a position of ``game``: the initial one for ``None``, text read by
    ``game.parse``, or a position of the game's own type.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> starting_position(TicTacToe(), "X../.../...")
        MNK(3, 3, 3).parse('X../.../...')
        >>> starting_position(TicTacToe(), [1, 2])
        Traceback (most recent call last):
        ...
        ValueError: start must be a position of MNK(3, 3, 3) (type MNKState, e.g. from game.parse("...")), got [1, 2]
    """
    initial = game.initial_state()
    if start is None:
        return initial
    if isinstance(start, str) and isinstance(game, PlayableGame) and not isinstance(initial, str):
        return game.parse(start)
    if type(start) is not type(initial):
        raise ValueError(
            f"start must be a position of {game!r} (type {type(initial).__name__}, e.g. from"
            f" game.parse(\"...\")), got {start!r}"
        )
    return start


def expected_score(game: Game[Any, Any], player: Any, side: Side, start: Any = None) -> float:
    """The exact expected score (win 1, draw 1/2, loss 0) of ``player`` on ``side`` against
    an opponent who plays uniformly at random, averaged over every line of play.

    At the player's turns it averages over the moves it picks among
    (``player.candidates(game, state)``), at the opponent's over every legal move: the
    number a tournament against :class:`~ttt_lab.players.RandomPlayer` estimates, without
    the luck. Positions are remembered, so this is quick on 3x3 but grows with the
    number of positions: keep it to small boards or late positions.

    Raises:
        ValueError: ``side`` is not a player of ``game``, or ``player`` has no
            ``candidates`` (e.g. MCTS, whose choice is not a draw from a fixed list).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.players import RandomPlayer
        >>> round(expected_score(TicTacToe(), RandomPlayer(), "X"), 4)  # random against random
        0.6484
    """
    if side not in game.players:
        raise ValueError(f"side must be one of {game.players}, got {side!r}")
    candidates = getattr(player, "candidates", None)
    if candidates is None:
        raise ValueError(f"{player_name(player)} has no candidates(game, state) to average over")
    memo: dict[Any, float] = {}

    def score(state: Any) -> float:
        key = game.key(state)
        if key in memo:
            return memo[key]
        if game.is_terminal(state):
            utility = game.utility(state, side)
            value = 1.0 if utility > 0 else 0.0 if utility < 0 else 0.5
        else:
            if game.to_move(state) == side:
                try:
                    moves = candidates(game, state)[0]
                except NotImplementedError as error:
                    raise ValueError(f"{player_name(player)} cannot be averaged over: {error}") from error
            else:
                moves = game.actions(state)
            value = sum(score(game.result(state, move)) for move in moves) / len(moves)
        memo[key] = value
        return value

    return score(game.initial_state() if start is None else start)


@dataclass
class TournamentTable:
    """The results of a tournament, as tidy rows.

    Each row is a dict with ``player``, ``opponent``, ``board`` (the game's repr), ``side``
    (the side ``player`` played, e.g. ``"X"``: X moves first), ``games``, ``wins``,
    ``draws``, ``losses`` and ``score`` (``(wins + draws / 2) / games``). Every game
    appears twice, once from each player's side.

    Attributes:
        players: the players' names, in the order given.
        rows: the tidy rows.
        seed: the tournament's seed.
        games_per_pairing: games of each pairing on each board.
        records: the :class:`GameRecord` of each game, if kept.
    """

    players: list[str]
    rows: list[dict[str, Any]]
    seed: int | None
    games_per_pairing: int
    records: list[GameRecord] = field(default_factory=list)

    def select(self, **where: Any) -> list[dict[str, Any]]:
        """The rows whose columns have the given values, e.g. ``select(player="Perfect", side="O")``."""
        for column in where:
            if self.rows and column not in self.rows[0]:
                raise ValueError(f"no column {column!r}; columns are {list(self.rows[0])}")
        return [row for row in self.rows if all(row[k] == v for k, v in where.items())]

    def totals(self, player: str, opponent: str | None = None, **where: Any) -> dict[str, Any]:
        """Wins, draws, losses, games and score of ``player`` (against ``opponent`` if given).

        Further filters (``board=``, ``side=``) narrow the rows summed.
        """
        if player not in self.players:
            raise ValueError(f"{player!r} did not play; players are {self.players}")
        if opponent is not None:
            where["opponent"] = opponent
        rows = self.select(player=player, **where)
        total = {k: sum(row[k] for row in rows) for k in ("games", "wins", "draws", "losses")}
        total["score"] = (total["wins"] + total["draws"] / 2) / total["games"] if total["games"] else float("nan")
        return total

    def matrix(self, value: str = "score", **where: Any) -> tuple[list[str], list[list[float]]]:
        """A square table of ``value`` (``"score"``, ``"wins"``, ``"draws"``, ``"losses"``,
        ``"games"``) for each row player against each column opponent, over all boards and
        sides unless narrowed (``board=``, ``side=``). Pairs that never met get ``nan``.

        Example:
            >>> from ttt_lab.players import PerfectPlayer, RandomPlayer
            >>> table = tournament([PerfectPlayer(), RandomPlayer()], games=10, seed=0, progress=False)
            >>> names, cells = table.matrix("losses")
            >>> names, cells[0][1]
            (['Perfect', 'Random'], 0.0)
        """
        if value not in ("score", "wins", "draws", "losses", "games"):
            raise ValueError(f"value must be score, wins, draws, losses or games, not {value!r}")
        cells = []
        for player in self.players:
            line = []
            for opponent in self.players:
                rows = self.select(player=player, opponent=opponent, **where)
                games = sum(row["games"] for row in rows)
                if not games:
                    line.append(float("nan"))
                elif value == "score":
                    line.append(sum(row["wins"] + row["draws"] / 2 for row in rows) / games)
                else:
                    line.append(float(sum(row[value] for row in rows)))
            cells.append(line)
        return list(self.players), cells

    def __repr__(self) -> str:
        return (f"<TournamentTable {len(self.players)} players, {self.games_per_pairing} games per pairing,"
                f" {len(self.rows)} rows>")


def tournament(
    players: Sequence[Player],
    games: int = 100,
    boards: Sequence[Game[Any, Any]] | None = None,
    seed: int | None = 0,
    *,
    pairs: Iterable[tuple[str, str]] | None = None,
    progress: bool = True,
    keep_records: bool = False,
) -> TournamentTable:
    """A round robin: every pair of players plays ``games`` games on each board, each moving first half the time.

    Args:
        players: the entrants; their names must differ.
        games: games per pairing and board, an even number (half with each side first).
        boards: the games to play (default: tic-tac-toe).
        seed: the tournament's seed: the same seed gives the same table.
        pairs: play only these pairings (by name), instead of all of them.
        progress: show a ``tqdm`` progress bar.
        keep_records: keep every :class:`GameRecord` in ``table.records``.

    Returns:
        A :class:`TournamentTable`.

    Raises:
        ValueError: fewer than two players, repeated names, an odd or non-positive
            ``games``, or a pair naming an unknown player.

    Example:
        >>> from ttt_lab.players import RandomPlayer, WinBlockPlayer
        >>> table = tournament([WinBlockPlayer(), RandomPlayer()], games=40, seed=2, progress=False)
        >>> row = table.select(player="WinBlock", side="X")[0]
        >>> row["games"], row["wins"] + row["draws"] + row["losses"]
        (20, 20)
    """
    from tqdm.auto import tqdm

    from ttt_lab.games.mnk import TicTacToe

    if not isinstance(players, Sequence) or isinstance(players, str):
        raise ValueError(f"players must be a list of players, got {players!r}")
    if len(players) < 2:
        raise ValueError(f"a tournament needs at least two players, got {len(players)}")
    for seat, player in enumerate(players):
        check_chooses(player, seat)
    names = [player_name(player) for player in players]
    if len(set(names)) != len(names):
        raise ValueError(f"players need different names to tell them apart in the table, got {names}")
    if not isinstance(games, int) or isinstance(games, bool) or games < 2 or games % 2:
        raise ValueError(f"games must be an even int >= 2 (each side moves first half the time), got {games!r}")
    boards = [TicTacToe()] if boards is None else list(boards)  # type: ignore[list-item]
    if not boards:
        raise ValueError("boards must name at least one game")
    index = {name: i for i, name in enumerate(names)}
    if pairs is None:
        pairings = [(i, j) for i in range(len(players)) for j in range(i + 1, len(players))]
    else:
        pairings = []
        for first, second in pairs:
            for name in (first, second):
                if name not in index:
                    raise ValueError(
                        f"pair ({first!r}, {second!r}) names {name!r}, who is not playing; players are {names}"
                    )
            if first == second:
                raise ValueError(f"pair ({first!r}, {second!r}) pits a player against itself")
            pairings.append((index[first], index[second]))

    counter = ResultCounter(names, boards)
    records = []
    bar = tqdm(total=len(boards) * len(pairings) * games, desc="tournament", disable=not progress)
    try:
        for b, board in enumerate(boards):
            for i, j in pairings:
                for g in range(games):
                    # Alternate who moves first; seat seeds depend only on (seed, board, game number).
                    seats = (i, j) if g % 2 == 0 else (j, i)
                    record = play_game(board, [players[seats[0]], players[seats[1]]],
                                       seed=derive_seed(seed, "board", b, "game", g))
                    counter.add(record, board=b)
                    if keep_records:
                        records.append(record)
                    bar.update(1)
    finally:
        bar.close()
    return TournamentTable(players=names, rows=counter.rows(), seed=seed, games_per_pairing=games, records=records)


class ResultCounter:
    """Wins, draws and losses of each player against each opponent, per board and side,
    counted one game at a time: the rows of a :class:`TournamentTable`.

    :func:`tournament` counts its games with it, and so does any other way of playing
    games between named players (``ttt_lab.contest`` plays students' agents in processes).

    Args:
        players: the players' names; the rows follow this order.
        boards: the games played; ``add`` says which one (by position) a record is from.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.players import PerfectPlayer, RandomPlayer
        >>> counter = ResultCounter(["Perfect", "Random"], [TicTacToe()])
        >>> counter.add(play_game(TicTacToe(), [PerfectPlayer(), RandomPlayer()], seed=1))
        >>> [(row["player"], row["side"], row["wins"] + row["draws"]) for row in counter.rows()]
        [('Perfect', 'X', 1), ('Random', 'O', 0)]
    """

    def __init__(self, players: Sequence[str], boards: Sequence[Game[Any, Any]]) -> None:
        self.players = list(players)
        self.boards = list(boards)
        self._index = {name: i for i, name in enumerate(self.players)}
        self._counts: dict[tuple[int, int, int, int], list[int]] = {}  # (player, opponent, board, seat) -> W/D/L

    def add(self, record: GameRecord, board: int = 0) -> None:
        """Count one finished game, played on ``boards[board]``.

        Raises:
            ValueError: a player of the record is not one of ``players``.
        """
        for name in record.players:
            if name not in self._index:
                raise ValueError(f"{name!r} is not counted here; players are {self.players}")
        seats = [self._index[name] for name in record.players]
        for seat in (0, 1):
            tally = self._counts.setdefault((seats[seat], seats[1 - seat], board, seat), [0, 0, 0])
            if record.winner is None:
                tally[1] += 1
            elif record.winner == record.sides[seat]:
                tally[0] += 1
            else:
                tally[2] += 1

    def rows(self) -> list[dict[str, Any]]:
        """The tidy rows of :class:`TournamentTable`, ordered by player, opponent, board and side."""
        rows = []
        for (me, other, b, seat), (wins, draws, losses) in sorted(self._counts.items()):
            played = wins + draws + losses
            rows.append({
                "player": self.players[me], "opponent": self.players[other], "board": repr(self.boards[b]),
                "side": self.boards[b].players[seat], "games": played, "wins": wins, "draws": draws,
                "losses": losses, "score": (wins + draws / 2) / played,
            })
        return rows
