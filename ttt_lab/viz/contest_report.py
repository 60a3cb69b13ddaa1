"""A contest's results as one HTML file to share: the leaderboard, the heatmap, the forfeits,
the submissions as they were read (with their hashes), and how the agents were isolated.

Every text that an agent controls (names, forfeit details) is escaped: it shows as text,
never as markup.

It reads the :class:`~ttt_lab.contest.ContestResult` that
:func:`~ttt_lab.contest.run_contest` returns; it plays no games. The file stands alone
(the heatmap is an embedded PNG), so it can be mailed or put on a course page.

Example:
    >>> import pathlib, tempfile
    >>> from ttt_lab.contest import run_contest
    >>> result = run_contest(None, "tictactoe", levels=[1, 2], games=2, progress=False)
    >>> path = write_contest_report(result, pathlib.Path(tempfile.mkdtemp()) / "contest.html")
    >>> "Level 2 (Win or block)" in path.read_text(encoding="utf-8")
    True
"""

from __future__ import annotations

import base64
import html
import io
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ttt_lab.contest import FORFEIT_RULES, RATING_BASE
from ttt_lab.contest.standings import html_table
from ttt_lab.viz.tournament_plot import plot_tournament

if TYPE_CHECKING:
    from ttt_lab.contest import ContestResult

STYLE = """
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { max-width: 70rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.4; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
th, td { border: 1px solid #8884; padding: 0.2rem 0.6rem; text-align: left; vertical-align: top; }
thead th { background: #8882; }
img { max-width: 100%; background: white; }
.warning { border: 2px solid #c60; padding: 0.4rem 0.8rem; }
"""


def contest_report_html(result: ContestResult, title: str = "Tournament") -> str:
    """The whole report as the text of an HTML page: the leaderboard, the heatmap of
    scores (row agent against column opponent), the forfeits (by agent and rule, then every
    one), and the rules the agents played under.

    Args:
        result: a contest's results.
        title: the page's title and heading.
    """
    limits = result.limits
    memory = f"{limits.memory_mb:g} MiB" if limits.memory_mb is not None else "no cap"
    rules = [[rule, meaning] for rule, meaning in FORFEIT_RULES.items()]
    parts = [
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f"<title>{html.escape(title)}</title>", f"<style>{STYLE}</style>", "</head>", "<body>",
        f"<h1>{html.escape(title)}</h1>", f"<p>{html.escape(result.summary())}</p>",
    ]
    if result.partial:
        parts.append(f'<p class="warning">This contest was interrupted: the standings count the'
                     f" {len(result.records)} games that finished, of {result.games_planned} planned.</p>")
    warning = "" if not result.isolation.startswith("NOT") else ' class="warning"'
    parts += [
        f"<p{warning}>Agents {html.escape(result.isolation)}.</p>",
        "<h2>Leaderboard</h2>", html_table(*result.leaderboard_rows()),
        "<p>Points: a win 1, a draw ½, a loss 0; a forfeit loses. Rating: a Bradley–Terry fit of all"
        f" games at once, on Elo's scale around {RATING_BASE:g}, with its 95% interval: two agents whose"
        " intervals overlap widely may well be equally strong. Neither depends on the order of the games"
        " or on the agents' names.</p>",
        "<h2>Results</h2>",
        f'<img src="data:image/png;base64,{heatmap_png(result)}" alt="score of each agent (row) against each'
        ' opponent (column)">',
        "<h2>Forfeits</h2>",
    ]
    if result.forfeits:
        parts += [html_table(*result.forfeit_summary_rows()),
                  f"<details><summary>All {len(result.forfeits)} forfeits</summary>",
                  html_table(*result.forfeit_rows()), "</details>"]
    else:
        parts.append("<p>None: every agent kept every rule.</p>")
    headers, rows = result.submission_rows()
    if rows:
        parts += ["<h2>Submissions</h2>",
                  "<p>Each file was read once, when the contest started; the agents played from that copy.</p>",
                  html_table(headers, rows)]
    parts += [
        "<h2>Rules</h2>",
        f"<p>Each agent plays each game in a fresh process: {limits.move_seconds:g} s per move,"
        f" {limits.load_seconds:g} s to load, {memory} of memory, {limits.output_bytes:,} bytes of printing"
        " per game. Breaking a rule loses the game:</p>",
        html_table(["rule", "meaning"], rules),
        "</body>", "</html>",
    ]
    return "\n".join(parts) + "\n"


def heatmap_png(result: ContestResult) -> str:
    """The heatmap of scores as a base64 PNG."""
    figure = plot_tournament(result.table)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110)
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def write_contest_report(result: ContestResult, path: str | os.PathLike[str], title: str = "Tournament") -> Path:
    """Write :func:`contest_report_html` to ``path`` (UTF-8) and return the path.

    Raises:
        ValueError: ``path``'s folder does not exist.
    """
    target = Path(path)
    if not target.parent.is_dir():
        raise ValueError(f"cannot write {str(path)!r}: the folder {str(target.parent)!r} does not exist")
    target.write_text(contest_report_html(result, title), encoding="utf-8")
    return target
