"""A tournament of students' own agents, each in a sandbox of its own.

A student writes ``agent(game, state) -> move`` (or a player with ``choose(game, state)``)
in a ``.py`` file; a teacher puts the files in a folder and runs::

    python -m ttt_lab tournament submissions/ --game tictactoe

or, from Python, ``run_contest("submissions", "tictactoe")``. Every pair plays both
sides, several seeded games; built-in levels can join as sparring partners. Whatever an
agent does (crash, answer an illegal or malformed move, run past the time limit, fail to
import, call ``sys.exit``, print without end, eat memory, send the referee garbage), it
loses that game with the reason recorded (:data:`FORFEIT_RULES`), and the contest goes on.
Where bubblewrap is installed, each agent runs isolated (its own PID and network
namespaces, its own submission only, no new processes); a contest says whether it was.
See ``docs/tournament.md``.

The rooms:

- :mod:`~ttt_lab.contest.games`: the games by name (``"5x5x4"``) and their levels;
- :mod:`~ttt_lab.contest.loading`: finding the agent in a student's file;
- :mod:`~ttt_lab.contest.isolation`: how a sandbox is started (bubblewrap, or not isolated);
- :mod:`~ttt_lab.contest.host`: inside a sandbox: the warden and each game's process;
- :mod:`~ttt_lab.contest.sandbox`: the referee's side of a sandbox, and the limits;
- :mod:`~ttt_lab.contest.referee`: one game, every message and move checked;
- :mod:`~ttt_lab.contest.standings`: points, Bradley–Terry ratings, the leaderboard (text and HTML);
- :mod:`~ttt_lab.contest.run`: the snapshot of the submissions, the schedule, the round robin on all cores.

The heatmap and the HTML file to share live with the plots:
``ttt_lab.viz.contest_report.write_contest_report(result, "contest.html")``.

Example:
    >>> result = run_contest(None, "tictactoe", levels=[2, 6], games=2, progress=False)
    >>> result.standings[0].name, result.forfeits
    ('Level 6 (Perfect)', [])
"""

from ttt_lab.contest.games import GAME_NAMES, ContestGame, contest_game
from ttt_lab.contest.isolation import Isolation, find_isolation
from ttt_lab.contest.referee import FORFEIT_RULES, ContestRecord, Forfeit, referee_game
from ttt_lab.contest.run import find_entrants, run_contest
from ttt_lab.contest.sandbox import Entrant, Limits
from ttt_lab.contest.standings import RATING_BASE, ContestResult, Rating, Standing, bradley_terry

__all__ = [
    "FORFEIT_RULES",
    "GAME_NAMES",
    "RATING_BASE",
    "ContestGame",
    "ContestRecord",
    "ContestResult",
    "Entrant",
    "Forfeit",
    "Isolation",
    "Limits",
    "Rating",
    "Standing",
    "bradley_terry",
    "contest_game",
    "find_entrants",
    "find_isolation",
    "referee_game",
    "run_contest",
]
