"""A tournament of students' own agents, each in a process of its own.

A student writes ``agent(game, state) -> move`` (or a player with ``choose(game, state)``)
in a ``.py`` file; a teacher puts the files in a folder and runs::

    python -m ttt_lab tournament submissions/ --game tictactoe

or, from Python, ``run_contest("submissions", "tictactoe")``. Every pair plays both
sides, several seeded games; built-in levels can join as sparring partners. Whatever an
agent does (crash, answer an illegal or malformed move, run past the time limit, fail to
import, call ``sys.exit``, print without end, eat memory), it loses that game with the
reason recorded (:data:`FORFEIT_RULES`), and the contest goes on.

The rooms:

- :mod:`~ttt_lab.contest.games`: the games by name (``"5x5x4"``) and their levels;
- :mod:`~ttt_lab.contest.loading`: finding the agent in a student's file;
- :mod:`~ttt_lab.contest.sandbox`: an agent's process, its limits, and the parent's handle;
- :mod:`~ttt_lab.contest.referee`: one game, every move checked by ``game.play``;
- :mod:`~ttt_lab.contest.standings`: points, Elo, the leaderboard (text and HTML);
- :mod:`~ttt_lab.contest.run`: the round robin, on all cores.

The heatmap and the HTML file to share live with the plots:
``ttt_lab.viz.contest_report.write_contest_report(result, "contest.html")``.

Example:
    >>> result = run_contest(None, "tictactoe", levels=[2, 6], games=2, progress=False)
    >>> result.standings[0].name, result.forfeits
    ('Level 6 (Perfect)', [])
"""

from ttt_lab.contest.games import GAME_NAMES, ContestGame, contest_game
from ttt_lab.contest.referee import FORFEIT_RULES, ContestRecord, Forfeit, referee_game
from ttt_lab.contest.run import find_entrants, run_contest
from ttt_lab.contest.sandbox import Entrant, Limits
from ttt_lab.contest.standings import ELO_K, ELO_START, ContestResult, Standing, elo_ratings

__all__ = [
    "ELO_K",
    "ELO_START",
    "FORFEIT_RULES",
    "GAME_NAMES",
    "ContestGame",
    "ContestRecord",
    "ContestResult",
    "Entrant",
    "Forfeit",
    "Limits",
    "Standing",
    "contest_game",
    "elo_ratings",
    "find_entrants",
    "referee_game",
    "run_contest",
]
