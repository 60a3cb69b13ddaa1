"""Expectimax whose players' choice lives only in a loop at the root: below it every node is averaged.

A 2048 agent chooses its move in a loop of its own (``findMove``: a running best over the root's moves) and
values each move with an ``expectimax`` that, in a game where the player moves only at the root, needs no
max or min: it averages the children of every node it meets, ``total / len(moves)``, the tiles' probabilities
ignored too (dletscher/2048-venurao983, wave 26's ex_05). Ported to a game where both players move below
the root, MAX's and MIN's nodes are averaged like chance nodes, and a chance node's outcomes count alike.
Where the position given is not MAX's to choose in (MIN's, or a roll), the average alone answers. The
running best of the root loop may start at -inf or at a number (``bestScore = -1``, 0), which then wins
where every move is worth less (``root_loop_value``).

Localised only before (no model of two slips plus a start matched): the lowest wrong node was a chance
node averaged uniformly, with no word on MAX's and MIN's nodes averaged too.

Example:
    >>> from ttt_lab.games.chance import ChanceTreeGame
    >>> game = ChanceTreeGame([[(0.25, 8), (0.75, 4)], [(0.5, 6), (0.5, 5)]], levels=("MAX", "CHANCE"))
    >>> root_loop_value(game, game.initial_state(), {"uniform below root": "-inf"})
    6.0
    >>> root_loop_value(game, game.initial_state(), {}) is None
    True
"""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises.engine import Mistake

EVERY_NODE_CHANCE = "treats every node as a chance node"
"""The name (expectimax's own, kept here so that this module's models carry it)."""


def _uniform(game: Any, state: Any) -> float:
    """Every node's children averaged alike, chance outcomes' probabilities ignored."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    moves = [a for a, _ in game.outcomes(state)] if game.is_chance(state) else list(game.actions(state))
    return sum(_uniform(game, game.result(state, a)) for a in moves) / len(moves) if moves else 0.0


_STARTS = {"-inf": -math.inf, "-1": -1.0, "0": 0.0}


def root_loop_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """The value with ``knobs["uniform below root"]`` (the root loop's start, a key of ``_STARTS``): the
    largest uniform average of the root's moves, from that start, where MAX is to move at the root; the
    uniform average itself elsewhere. None where the knob is not set."""
    start = knobs.get("uniform below root")
    if start is None:
        return None
    if game.is_terminal(state) or game.is_chance(state) or game.to_move(state) != game.players[0]:
        return _uniform(game, state)
    return max([_STARTS[start], *(_uniform(game, game.result(state, a)) for a in game.actions(state))])


_HINT = ("Only the root's move is chosen (the largest); below it every node is averaged, as if every position were a"
         " roll of equally likely outcomes. Each node needs its own rule: game.is_chance(state) → the sum of p × value"
         " over game.outcomes(state) (each outcome's own p), game.to_move(state) == game.players[0] → the largest"
         " child value, else the smallest.")

ROOT_LOOP_MISTAKES = [
    Mistake(EVERY_NODE_CHANCE, "chooses only the root's move (the largest of its moves' values, where MAX is to move"
            f" there{said}) and values each move by averaging the children of every node below alike, MAX's and MIN's"
            " as well as chance nodes, the outcomes' probabilities ignored (total / len(moves)); where the position"
            " given is MIN's or a roll, that average alone", _HINT, knobs=(("uniform below root", start),))
    for start, said in (("-inf", ""), ("-1", ", from a best that starts at -1, so -1 where every move is worth less"),
                        ("0", ", from a best that starts at 0, so 0 where every move is worth less"))]
"""The root-loop-over-uniform-averages models, one per start of the root's running best."""
