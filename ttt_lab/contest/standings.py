"""A contest's results: the leaderboard (points and ratings), the forfeits, and the table behind them.

Points: a win 1, a draw ½, a loss 0; a forfeit loses. Ratings: a Bradley–Terry model,
fitted to all counted games at once by maximum likelihood (a draw counts as half a win
and half a loss): each agent has a strength, and agent ``i`` scores against ``j`` with
probability ``1 / (1 + 10 ** ((r_j - r_i) / 400))``, on Elo's scale, the field's mean at
:data:`RATING_BASE`. A fit over all results does not depend on the order the games were
played in, nor on the agents' names; each rating comes with a 95% interval (± 1.96
standard errors of its difference from the field's mean, from the fit's curvature), so a
teacher can see which differences are real: two agents whose intervals overlap widely may
well be equally strong. One virtual draw of each agent against a reference agent keeps
the fit finite for an agent that won (or lost) every game (a prior worth one game among
all of an agent's). A void game (both agents failed to load) is not counted.

Example:
    >>> from ttt_lab.arena import GameRecord
    >>> from ttt_lab.games import TicTacToe
    >>> won = GameRecord(game=TicTacToe(), players=("ann", "bob"), sides=("X", "O"), winner="X")
    >>> ratings = bradley_terry([won] * 3, ["ann", "bob"])
    >>> ratings["ann"].rating > RATING_BASE > ratings["bob"].rating, ratings["ann"].low < ratings["bob"].high
    (True, True)
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ttt_lab.arena import GameRecord, TournamentTable
from ttt_lab.contest.loading import one_line

if TYPE_CHECKING:
    from ttt_lab.contest.referee import ContestRecord, Forfeit
    from ttt_lab.contest.sandbox import Entrant, Limits

RATING_BASE = 1500.0
"""The mean rating of a contest's field."""

RATING_SCALE = 400 / math.log(10)
"""Rating points per unit of the model's strength: Elo's scale, 400 points for odds of 10 to 1."""

Z_95 = 1.959964
"""Standard errors on each side of a 95% interval."""


@dataclass(frozen=True)
class Rating:
    """An agent's Bradley–Terry rating and its 95% interval ``low`` to ``high``."""

    rating: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.rating:.0f} ({self.low:.0f} to {self.high:.0f})"


def bradley_terry(records: Iterable[GameRecord], names: Sequence[str]) -> dict[str, Rating]:
    """The Bradley–Terry ratings of ``names`` from ``records`` (see the module's notes).

    Records of void games (``record.void``) are skipped; the order of ``records`` and of
    ``names`` changes nothing but the order of the answer's keys.
    """
    index = {name: i for i, name in enumerate(sorted(names))}  # one order, so the same field gives the same floats
    size = len(names)
    games = [[0.0] * size for _ in range(size)]   # games[i][j]: games between i and j
    scores = [[0.0] * size for _ in range(size)]  # scores[i][j]: i's points against j
    for record in records:
        if getattr(record, "void", False):
            continue
        first, second = (index[name] for name in record.players)
        score = 1.0 if record.winner == record.sides[0] else 0.0 if record.winner == record.sides[1] else 0.5
        games[first][second] += 1
        games[second][first] += 1
        scores[first][second] += score
        scores[second][first] += 1 - score
    strength = [0.0] * size
    for _ in range(100):
        gradient, curvature = _derivatives(strength, games, scores)
        step = _solve(curvature, gradient)
        longest = max((abs(part) for part in step), default=0.0)
        if longest > 2.0:  # far from the optimum: a shorter step keeps Newton's method from overshooting
            step = [part * 2.0 / longest for part in step]
        strength = [value + part for value, part in zip(strength, step, strict=True)]
        if longest < 1e-10:
            break
    _, curvature = _derivatives(strength, games, scores)
    covariance = _inverse(curvature)
    # Only differences of strength mean anything: report each against the field's mean, and
    # its interval from the covariance of that difference (P C P with P = I - 1/n).
    centre = sum(strength) / size if size else 0.0
    row_means = [sum(row) / size for row in covariance]
    total_mean = sum(row_means) / size if size else 0.0
    ratings = {}
    for name in names:
        i = index[name]
        variance = covariance[i][i] - 2 * row_means[i] + total_mean
        rating = RATING_BASE + RATING_SCALE * (strength[i] - centre)
        margin = Z_95 * RATING_SCALE * math.sqrt(max(variance, 0.0))
        ratings[name] = Rating(rating, rating - margin, rating + margin)
    return ratings


def _logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


def _derivatives(strength: list[float], games: list[list[float]],
                 scores: list[list[float]]) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient, and minus its Hessian (the observed information), at ``strength``."""
    size = len(strength)
    gradient = [0.0] * size
    curvature = [[0.0] * size for _ in range(size)]
    for i in range(size):
        expected = _logistic(strength[i])  # the virtual draw with the reference agent, at strength 0
        gradient[i] += 0.5 - expected
        curvature[i][i] += expected * (1 - expected)
        for j in range(size):
            if i == j or not games[i][j]:
                continue
            expected = _logistic(strength[i] - strength[j])
            gradient[i] += scores[i][j] - games[i][j] * expected
            weight = games[i][j] * expected * (1 - expected)
            curvature[i][i] += weight
            curvature[i][j] -= weight
    return gradient, curvature


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gaussian elimination with partial pivoting)."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(size):
            if row != column and rows[row][column]:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a positive definite ``matrix``, column by column."""
    size = len(matrix)
    columns = [_solve(matrix, [1.0 if i == j else 0.0 for i in range(size)]) for j in range(size)]
    return [[columns[j][i] for j in range(size)] for i in range(size)]


@dataclass(frozen=True)
class Standing:
    """One line of the leaderboard.

    Attributes:
        rank: 1 for the most points; equal points share a rank (then the rating orders the lines).
        name: the agent.
        points: wins + draws / 2.
        games, wins, draws, losses: games counted (void games are not), and their results.
        forfeits: games this agent lost (or voided) by breaking a rule.
        rating: the Bradley–Terry rating, with its 95% interval.
    """

    rank: int
    name: str
    points: float
    games: int
    wins: int
    draws: int
    losses: int
    forfeits: int
    rating: Rating


def leaderboard(table: TournamentTable, records: Sequence[ContestRecord]) -> list[Standing]:
    """The standings of every player of ``table``, best first."""
    ratings = bradley_terry(records, table.players)
    forfeits = {name: 0 for name in table.players}
    for record in records:
        for forfeit in record.forfeits:
            forfeits[forfeit.agent] += 1
    lines = []
    for name in table.players:
        totals = table.totals(name)
        lines.append((totals["wins"] + totals["draws"] / 2, name, totals))
    lines.sort(key=lambda line: (-line[0], -ratings[line[1]].rating, line[1]))
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
        records: every finished game, in schedule order (``record.number`` is its place in the schedule).
        table: the :class:`~ttt_lab.arena.TournamentTable` of the counted games, which
            ``ttt_lab.viz.tournament_plot.plot_tournament`` draws as a heatmap.
        standings: the leaderboard, best first.
        limits: what each agent could spend.
        seed: the contest's seed.
        games_per_pair: games of each pair, half with each side first.
        isolation: how the agents were isolated, in a sentence
            (:meth:`~ttt_lab.contest.isolation.Isolation.describe`).
        games_planned: the games of the whole schedule.
        partial: the contest was interrupted: only ``records`` were played, and the
            leaderboard counts them alone.
    """

    game: str
    entrants: list[Entrant]
    records: list[ContestRecord]
    table: TournamentTable
    standings: list[Standing]
    limits: Limits
    seed: int | None
    games_per_pair: int
    isolation: str = ""
    games_planned: int = 0
    partial: bool = False

    @property
    def forfeits(self) -> list[Forfeit]:
        """Every forfeit, in schedule order."""
        return [forfeit for record in self.records for forfeit in record.forfeits]

    def summary(self) -> str:
        """One line: the game, the field, the games, the seed and the limits (and PARTIAL, for an interrupted contest)."""
        played = f"{len(self.records)} games"
        if self.partial:
            played = f"PARTIAL: interrupted after {len(self.records)} of {self.games_planned} games"
        return (f"{self.game}: {len(self.entrants)} agents, {self.games_per_pair} games per pair"
                f" ({played}), seed {self.seed}, {self.limits.move_seconds:g} s per move")

    def leaderboard_rows(self) -> tuple[list[str], list[list[str]]]:
        """The leaderboard's column titles and rows, as text."""
        headers = ["#", "agent", "points", "games", "won", "drawn", "lost", "forfeits", "rating", "95% interval"]
        rows = [[str(s.rank), s.name, f"{s.points:g}", str(s.games), str(s.wins), str(s.draws), str(s.losses),
                 str(s.forfeits), f"{s.rating.rating:.0f}", f"{s.rating.low:.0f} to {s.rating.high:.0f}"]
                for s in self.standings]
        return headers, rows

    def submission_rows(self) -> tuple[list[str], list[list[str]]]:
        """Each submitted file as the contest read it once, at its start: column titles and rows, as text."""
        headers = ["agent", "file", "sha256"]
        rows = [[entrant.name, entrant.file_name or "", entrant.sha256 or ""]
                for entrant in self.entrants if entrant.sha256 is not None]
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
        text = [self.summary(), f"Agents {self.isolation}." if self.isolation else "", "",
                text_table(*self.leaderboard_rows())]
        if self.forfeits:
            text += ["", "Forfeits:", text_table(*self.forfeit_summary_rows())]
        return "\n".join(text)

    def _repr_html_(self) -> str:
        parts = [f"<p>{html.escape(self.summary())}</p>", html_table(*self.leaderboard_rows())]
        if self.isolation:
            parts.insert(1, f"<p>Agents {html.escape(self.isolation)}.</p>")
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
    rows = [[one_line(cell) for cell in row] for row in rows]  # agents' text is sanitized already; twice is safe
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
    body = ["<tr>" + "".join(f"<td>{html.escape(one_line(cell))}</td>" for cell in row) + "</tr>" for row in rows]
    return "\n".join(["<table>", f"<thead><tr>{head}</tr></thead>", "<tbody>", *body, "</tbody>", "</table>"])
