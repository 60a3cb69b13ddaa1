"""A contest's results: the leaderboard (points and Elo), the forfeits, and the table behind them.

Points: a win 1, a draw ½, a loss 0; a forfeit loses. Elo ratings start at
:data:`ELO_START` and move by :data:`ELO_K` times (score - expected score) after each game,
with the expected score of the logistic Elo formula, ``1 / (1 + 10 ** ((theirs - mine) / 400))``.
The games are rated in the contest's schedule order (round by round: every pair's first
game, then every pair's second, ...), never in the order they happened to finish, so the
same seed gives the same ratings. A void game (both agents failed to load) is not rated.

Example:
    >>> from ttt_lab.arena import GameRecord
    >>> from ttt_lab.games import TicTacToe
    >>> won = GameRecord(game=TicTacToe(), players=("ann", "bob"), sides=("X", "O"), winner="X")
    >>> ratings = elo_ratings([won], ["ann", "bob"])
    >>> ratings["ann"], ratings["bob"]
    (1508.0, 1492.0)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ttt_lab.arena import GameRecord, TournamentTable

if TYPE_CHECKING:
    from ttt_lab.contest.referee import ContestRecord, Forfeit
    from ttt_lab.contest.sandbox import Entrant, Limits

ELO_START = 1500.0
"""Every agent's rating before its first game."""

ELO_K = 16.0
"""How far one game moves a rating: ``K * (score - expected score)``."""


def elo_ratings(records: Iterable[GameRecord], names: Sequence[str]) -> dict[str, float]:
    """Elo ratings after ``records``, rated in the order given (see the module's notes).

    Records of void games (``record.void``) are skipped.
    """
    ratings = {name: ELO_START for name in names}
    for record in records:
        if getattr(record, "void", False):
            continue
        first, second = record.players
        score = 1.0 if record.winner == record.sides[0] else 0.0 if record.winner == record.sides[1] else 0.5
        expected = 1 / (1 + 10 ** ((ratings[second] - ratings[first]) / 400))
        change = ELO_K * (score - expected)
        ratings[first] += change
        ratings[second] -= change
    return ratings


@dataclass(frozen=True)
class Standing:
    """One line of the leaderboard.

    Attributes:
        rank: 1 for the most points; equal points share a rank (then Elo orders the lines).
        name: the agent.
        points: wins + draws / 2.
        games, wins, draws, losses: games counted (void games are not), and their results.
        forfeits: games this agent lost (or voided) by breaking a rule.
        elo: the Elo rating after the last game.
    """

    rank: int
    name: str
    points: float
    games: int
    wins: int
    draws: int
    losses: int
    forfeits: int
    elo: float


def leaderboard(table: TournamentTable, records: Sequence[ContestRecord]) -> list[Standing]:
    """The standings of every player of ``table``, best first."""
    ratings = elo_ratings(records, table.players)
    forfeits = {name: 0 for name in table.players}
    for record in records:
        for forfeit in record.forfeits:
            forfeits[forfeit.agent] += 1
    lines = []
    for name in table.players:
        totals = table.totals(name)
        lines.append((totals["wins"] + totals["draws"] / 2, name, totals))
    lines.sort(key=lambda line: (-line[0], -ratings[line[1]], line[1]))
    standings: list[Standing] = []
    for place, (points, name, totals) in enumerate(lines):
        rank = standings[-1].rank if standings and standings[-1].points == points else place + 1
        standings.append(Standing(rank, name, points, totals["games"], totals["wins"], totals["draws"],
                                  totals["losses"], forfeits[name], ratings[name]))
    return standings


@dataclass
class ContestResult:
    """Everything a contest produced. Shows as the leaderboard: a table in a notebook
    (``_repr_html_``), plain text in a terminal (``str``).

    Attributes:
        game: the game's text (``"mnk:3,3,3"``).
        entrants: who played, files first, then levels.
        records: every game, in schedule order (``records[i].number == i``).
        table: the :class:`~ttt_lab.arena.TournamentTable` of the counted games, which
            ``ttt_lab.viz.tournament_plot.plot_tournament`` draws as a heatmap.
        standings: the leaderboard, best first.
        limits: what each agent could spend.
        seed: the contest's seed.
        games_per_pair: games of each pair, half with each side first.
    """

    game: str
    entrants: list[Entrant]
    records: list[ContestRecord]
    table: TournamentTable
    standings: list[Standing]
    limits: Limits
    seed: int | None
    games_per_pair: int

    @property
    def forfeits(self) -> list[Forfeit]:
        """Every forfeit, in schedule order."""
        return [forfeit for record in self.records for forfeit in record.forfeits]

    def summary(self) -> str:
        """One line: the game, the field, the games, the seed and the limits."""
        return (f"{self.game}: {len(self.entrants)} agents, {self.games_per_pair} games per pair"
                f" ({len(self.records)} games), seed {self.seed}, {self.limits.move_seconds:g} s per move")

    def leaderboard_rows(self) -> tuple[list[str], list[list[str]]]:
        """The leaderboard's column titles and rows, as text."""
        headers = ["#", "agent", "points", "games", "won", "drawn", "lost", "forfeits", "Elo"]
        rows = [[str(s.rank), s.name, f"{s.points:g}", str(s.games), str(s.wins), str(s.draws), str(s.losses),
                 str(s.forfeits), f"{s.elo:.0f}"] for s in self.standings]
        return headers, rows

    def forfeit_rows(self) -> tuple[list[str], list[list[str]]]:
        """Every forfeit: column titles and rows, as text."""
        headers = ["game", "agent", "side", "move", "rule", "detail"]
        rows = [[str(record.number), f.agent, f.side, str(f.move_number) if f.move_number else "loading", f.rule,
                 f.detail] for record in self.records for f in record.forfeits]
        return headers, rows

    def forfeit_summary_rows(self) -> tuple[list[str], list[list[str]]]:
        """The forfeits of each agent by rule, with the first one's game and detail: column
        titles and rows, as text (an agent that breaks a rule usually breaks it every game)."""
        first: dict[tuple[str, str], tuple[int, Forfeit]] = {}
        counts: dict[tuple[str, str], int] = {}
        for record in self.records:
            for forfeit in record.forfeits:
                key = (forfeit.agent, forfeit.rule)
                first.setdefault(key, (record.number, forfeit))
                counts[key] = counts.get(key, 0) + 1
        headers = ["agent", "rule", "games", "first", "detail"]
        rows = [[agent, rule, str(counts[agent, rule]), f"game {number}", forfeit.detail]
                for (agent, rule), (number, forfeit) in first.items()]
        return headers, rows

    def __str__(self) -> str:
        text = [self.summary(), "", text_table(*self.leaderboard_rows())]
        if self.forfeits:
            text += ["", "Forfeits:", text_table(*self.forfeit_summary_rows())]
        return "\n".join(text)

    def _repr_html_(self) -> str:
        parts = [f"<p>{html.escape(self.summary())}</p>", html_table(*self.leaderboard_rows())]
        if self.forfeits:
            parts += [f"<details><summary>{len(self.forfeits)} forfeits</summary>",
                      html_table(*self.forfeit_summary_rows()), "</details>"]
        return "\n".join(parts)

    def __repr__(self) -> str:
        return f"<ContestResult {self.summary()}>"


def text_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Rows of text in columns padded to their widest cell, for a terminal.

    Example:
        >>> print(text_table(["#", "agent"], [["1", "ann"], ["2", "bob"]]))
        #  agent
        1  ann
        2  bob
    """
    widths = [max(len(cell) for cell in column) for column in zip(headers, *rows, strict=True)]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                     for line in [headers, *rows])


def html_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """The same rows as an HTML table, every cell escaped.

    Example:
        >>> html_table(["agent"], [["<b>"]])
        '<table>\\n<thead><tr><th>agent</th></tr></thead>\\n<tbody>\\n<tr><td>&lt;b&gt;</td></tr>\\n</tbody>\\n</table>'
    """
    head = "".join(f"<th>{html.escape(cell)}</th>" for cell in headers)
    body = ["<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>" for row in rows]
    return "\n".join(["<table>", f"<thead><tr>{head}</tr></thead>", "<tbody>", *body, "</tbody>", "</table>"])
