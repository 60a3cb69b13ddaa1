"""A retrograde table keyed by symmetry class: one entry for all the rotations and reflections of a
position, under ``game.canonical_key(state)``, where the exercise asks for every position under its
own ``game.key(state)``.

Code that merges symmetric positions to save space (a common tablebase trick) finds every position
and decides each class rightly, but its table lacks ``game.key`` of every position that is not its
class's representative: 765 entries for tic-tac-toe's 5,478 positions. Told "leaves positions out"
with a hint to find every position first, such a student is sent to a search that is already right.
The table is recognised from its keys alone: every key is the canonical key of a reachable position,
and together they are (nearly) all the classes; the values are then read back onto every position
(an image shares its class's value for the first player: a symmetry keeps whose turn it is), and
anything else wrong with them is diagnosed as for any table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ttt_lab.core import HasCanonicalKey
from ttt_lab.exercises.harness import _shown
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_graph import _Graph, _text

SYMMETRY_KEYS = "keys its table by symmetry class (one entry for all images of a position), not by game.key(state)"

SYMMETRY_KEYS_HINT = ("The exercise's table holds every reachable position under its own game.key(state): a player or"
                      " checker looks a position up by game.key, and finds nothing for a rotated or mirrored one. Keep"
                      " the symmetry if it saves work, but at the end write each class's value under the game.key of"
                      " every position of the class (table[game.key(s)] = value[game.canonical_key(s)] for each"
                      " position s your search found), or key everything by game.key(state).")

_MOST_CLASSES = 0.9
"""The share of the symmetry classes the table must hold for its keys to read as classes: a table of a
few positions whose keys happen to be their classes' smallest (the empty board's) is a table that left
positions out, not one keyed by symmetry."""


def keyed_by_symmetry(graph: _Graph, answer: Any,
                      diagnose: Callable[[_Graph, Any], tuple[list[Problem], int]]) -> tuple[list[Problem], int] | None:
    """SYMMETRY_KEYS when ``answer`` is keyed by ``graph.game.canonical_key`` and lacks some positions' own
    keys, followed by what ``diagnose`` finds wrong with the table read back onto every position; None otherwise."""
    game = graph.game
    if not isinstance(answer, Mapping) or not answer or not isinstance(game, HasCanonicalKey):
        return None
    try:
        classes = {key: game.canonical_key(state) for key, state in graph.states.items()}
    except Exception:
        return None
    representatives = set(classes.values())
    names = set(answer)
    missing = [key for key in graph.states if key not in answer]
    if (not missing or not names <= representatives or len(names) < _MOST_CLASSES * len(representatives)
            or len(names) == len(graph.states)):
        return None
    # A position left out whose class is in the table: the example that shows the merge.
    example = next((key for key in missing if classes[key] in names), None)
    if example is None:
        return None
    image = next((key for key in graph.states if key in answer and classes[key] == classes[example]), None)
    there = (f"its image {_text(graph, image)} is there" if image is not None
             else f"its class's key {_shown(classes[example])} is there")
    problem = Problem(SYMMETRY_KEYS, f"On {graph.label} its table has {len(answer):,} entries for the {len(graph.states):,}"
                      f" positions: one per symmetry class ({len(representatives):,} classes), each under the key"
                      f" game.canonical_key(state) gives, the same for every rotation and reflection of a position. So"
                      f" the game.key of {len(missing):,} positions is not in it: {_text(graph, example)} is missing,"
                      f" while {there}.",
                      SYMMETRY_KEYS_HINT)
    read_back = {key: answer[cls] for key, cls in classes.items() if cls in answer}
    others, _ = diagnose(graph, read_back)
    return [problem, *others], len(missing)
