"""MAX taken by a name other than ``game.players[0]``: the side to move at the root, or a name written
into the code.

Two student shapes give every node's rule and every leaf's score from one player ``me`` that is not
necessarily MAX: AIMA's ``expect_minmax`` (and its minimax) take ``player = game.to_move(state)`` at the
root, score each finished game ``game.utility(s, player)`` and maximise where ``game.to_move(s) ==
player``; notebook habits write ``"X"`` for MAX (``game.utility(s, "X")``, ``game.to_move(s) == "X"``),
right on tic-tac-toe and wrong on a game whose players are called otherwise (the chance trees' MAX and
MIN). Both are right where ``me`` is MAX, and elsewhere every player's node is the other rule's and
every leaf the other side's. Where ``me`` is no player of the game at all (chance to move at the root,
or "X" on a tree), the checker's mirror of the game answers ``utility(s, me)`` as for the second player
(:class:`~ttt_lab.exercises.harness._Watch`, so that the check goes on): the model does the same.

A knob ``max_named``: ``"root mover"`` (the side to move at the root) or a player's name (``"X"``); with
``named_at`` ``"leaves"``, the name is in the utility call alone (the max test compares with MAX).
The model applies only to players' and chance nodes as expectimax combines them (the weighted sum at chance).
"""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.code_claims import has_min_rule
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.expectimax_plies import averages_moves
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import PLAYER_NAMES, WRONG_PLAYER

ROOT_MOVER = "root mover"
"""The knob's value for AIMA's ``player = game.to_move(state)`` taken at the root."""


def named_max_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """Expectimax for the player the knob ``max_named`` names (None where the knob is not set)."""
    named = knobs.get("max_named")
    if named is None:
        return None
    me = game.to_move(state) if named == ROOT_MOVER else named
    scored_for = me if me in game.players else game.players[1]  # as the checker's mirror answers a stranger
    if knobs.get("named_at") == "leaves":  # the name in the utility call alone, the max test right
        me = game.players[0]

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, scored_for))
        if game.is_chance(s):
            return float(sum(p * value(game.result(s, a)) for a, p in game.outcomes(s)))
        values = [value(game.result(s, a)) for a in game.actions(s)]
        return max(values) if game.to_move(s) == me else min(values)

    return value(state)


def _max_not_to_move(case: Any) -> bool:
    """Where MAX moves at the root the root's mover is MAX: the model is the right search there."""
    return bool(case.game.to_move(case.state) != case.game.players[0])


def _players_not_x(case: Any) -> bool:
    return "X" not in case.game.players


def names_no_x(source: Source) -> bool:
    """The code writes no "X" and reads no module constant (``MAX_PLAYER``, which could hold "X"): it cannot
    have MAX hard-coded as "X". Only a refutation: code that names MAX otherwise is left to the values."""
    nodes = source.nodes()
    writes_x = any(isinstance(node, ast.Constant) and node.value == "X" for node in nodes)
    constants = any(isinstance(node, ast.Name) and node.id.isupper() and len(node.id) > 1 for node in nodes)
    return not writes_x and not constants


def x_or_average(source: Source) -> bool:
    """What the story of "X" maximising and every other node averaged claims of the code: it writes "X" (or reads a
    module constant that may hold it, :func:`names_no_x`), divides by the number of a player's moves (a uniform
    average, :func:`~ttt_lab.exercises.expectimax_plies.averages_moves`), and takes no minimum anywhere
    (:func:`~ttt_lab.exercises.code_claims.has_min_rule`). False where any of these is missing: the story is then
    refuted and the other models say what the code does."""
    return not names_no_x(source) and averages_moves(source) and not has_min_rule(source)


def named_player_mistakes() -> list[Mistake]:
    """The side to move at the root, and "X", taken for MAX (see the module's docstring)."""
    return [
        Mistake(WRONG_PLAYER, "takes the side to move at the root for MAX (player = game.to_move(state), as AIMA's"
                " expect_minmax does): finished games are scored for that player and it maximises where that player"
                " moves, so where MIN or chance is to move at the root the value is not MAX's",
                "The value is MAX's whoever moves at the root: score every finished game with game.utility(s,"
                " game.players[0]) and maximise where game.to_move(s) == game.players[0], never with the player"
                " read at the root.", knobs=(("max_named", ROOT_MOVER),), applies=_max_not_to_move),
        Mistake(PLAYER_NAMES, "writes \"X\" for MAX (game.utility(s, \"X\") and game.to_move(s) == \"X\"): right on"
                " tic-tac-toe, but where the players are called otherwise (MAX and MIN) no node maximises and the"
                " finished games are not scored for MAX",
                "Use game.players[0] for MAX, not \"X\": score finished games with game.utility(s, game.players[0])"
                " and maximise where game.to_move(s) == game.players[0]; not every game calls its players X and O.",
                knobs=(("max_named", "X"),), applies=_players_not_x,
                refuted_by=names_no_x),
        # The name in the utility call alone (the max test compares with game.players[0]); the max test alone is
        # the error model's own "turns named x" (mistake_catalogues.player_mistakes).
        Mistake(PLAYER_NAMES, "scores finished games with game.utility(s, \"X\"): right on tic-tac-toe, but where"
                " the players are called otherwise (MAX and MIN) the leaves are not scored for MAX",
                "Score finished games with game.utility(s, game.players[0]), not \"X\": not every game calls its"
                " players X and O.", knobs=(("max_named", "X"), ("named_at", "leaves")), applies=_players_not_x,
                refuted_by=names_no_x),
        # Wave 38's ex_03: "X" maximises and every other node is averaged, its moves as equally likely (a template's
        # "CHANCE node 'O'"): on tic-tac-toe against a random O that is right; where the players have other names,
        # MAX's and MIN's nodes alike are averaged. The pair of "X" taken for MAX (told as a min everywhere) and MIN
        # averaged fits the values, but its story has a min the code never takes and leaves MAX's average out.
        Mistake(PLAYER_NAMES, "maximises only where game.to_move(state) == \"X\" and averages the children of every"
                " other node, its moves as equally likely (as if every side but X were chance): right on tic-tac-toe"
                " against a random O, but where the players are called otherwise (MAX and MIN) every player's node,"
                " MAX's and MIN's alike, is averaged", "Decide each node's rule from the game: the weighted sum where"
                " game.is_chance(state), the max where game.to_move(state) == game.players[0] (not \"X\"), the min"
                " otherwise; a player's moves are not averaged.",
                knobs=(("turns", "named x"), ("min_rule", "mean")), refuted_by=lambda source: not x_or_average(source)),
    ]
