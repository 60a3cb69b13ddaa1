"""Expectimax whose rule at a node is read off its place in the recursion, not off the game: models of
code that hands a rule (a depth, a flag) down the recursion instead of asking game.to_move and
game.is_chance at every node.

Two shapes: the rule read off the depth's parity (MAX's at even depths, chance's or MIN's at odd ones,
``turns="ply parity"``), and a flag that simply alternates, the "(Contains minimax and expectimax)"
module's ``expectimax(state, depth, is_maximizing_player)``: MAX's max where the flag is set, and a
plain average of the children where it is not, chance nodes and MIN's alike (``turns="flag
alternates"``, the root's flag from game.to_move there). Wave 21's ex_03 was only localised: the
chance node shown is averaged without its probabilities, but the MIN node maximised two levels down
went unsaid.

Example:
    >>> from ttt_lab.games.chance import max_die_min_tree
    >>> game = max_die_min_tree()
    >>> ply_value(game, game.initial_state(), {"turns": "flag alternates"}) is not None
    True
    >>> ply_value(game, game.initial_state(), {}) is None
    True
"""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.expectimax_level_cycle import LEVEL_CYCLE_MISTAKES, level_cycle_value
from ttt_lab.exercises.expectimax_negamax_words import negamax_chance_words
from ttt_lab.exercises.report import TURN_BY_DEPTH

TURN_CYCLE = "decides who moves from a fixed turn cycle, not from the game"
SAME_PLAYER_AFTER_CHANCE = "assumes the same player moves after every chance node"


def _by_ply_parity(game: Any, state: Any, ply: int, odd_mean: bool = False) -> float:
    """Expectimax whose rule at a node is read off its depth: MAX's at even depths (the root's),
    at odd ones chance's (weighted) where the game has a chance node and MIN's where it has not
    (``odd_mean``: the plain average of the moves there, the splendor-ai ``min_value`` that averages)."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if ply % 2 and game.is_chance(state):
        return float(sum(p * _by_ply_parity(game, game.result(state, a), ply + 1, odd_mean)
                         for a, p in game.outcomes(state)))
    values = [_by_ply_parity(game, game.result(state, a), ply + 1, odd_mean) for a in game.actions(state)]
    return max(values) if ply % 2 == 0 else sum(values) / len(values) if odd_mean else min(values)


def _by_ply_parity_uniform(game: Any, state: Any, ply: int) -> float:
    """Expectimax whose rule at a node is read off its depth alone, the game never asked whose turn it is:
    the largest child at even depths, the plain average of the children at odd ones (a chance node's
    outcomes as if equally likely, MIN's moves alike), chance nodes at even depths maximised too."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    moves = [a for a, _ in game.outcomes(state)] if game.is_chance(state) else game.actions(state)
    values = [_by_ply_parity_uniform(game, game.result(state, a), ply + 1) for a in moves]
    return max(values) if ply % 2 == 0 else sum(values) / len(values)


def _by_alternating_flag(game: Any, state: Any, maximizing: bool) -> float:
    """The max where the flag is set, else the plain average of the children (every move, every outcome
    equally likely), the flag flipped at every call."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    values = [_by_alternating_flag(game, game.result(state, a), not maximizing) for a in game.actions(state)]
    return max(values) if maximizing else sum(values) / len(values)


def _by_flag_flipped_everywhere(game: Any, state: Any, maximizing: bool) -> float:
    """Chance nodes weighted rightly, a player's node by a flag flipped at every call, chance levels too:
    the player after a roll is the one before it."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return float(sum(p * _by_flag_flipped_everywhere(game, game.result(state, a), not maximizing)
                         for a, p in game.outcomes(state)))
    values = [_by_flag_flipped_everywhere(game, game.result(state, a), not maximizing) for a in game.actions(state)]
    return max(values) if maximizing else min(values)


def ply_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """The value of ``state`` under a rule handed down the recursion, if ``knobs`` asks for one; else None."""
    if knobs.get("turns") in ("ply parity", "ply parity mean"):
        return _by_ply_parity(game, state, 0, knobs["turns"] == "ply parity mean")
    if knobs.get("turns") == "ply parity uniform":
        return _by_ply_parity_uniform(game, state, 0)
    if knobs.get("turns") == "ply parity uniform, root apart":  # the root's call starts its children at depth 0
        if game.is_terminal(state):
            return float(game.utility(state, game.players[0]))
        moves = [a for a, _ in game.outcomes(state)] if game.is_chance(state) else game.actions(state)
        return max(_by_ply_parity_uniform(game, game.result(state, a), 0) for a in moves)
    if knobs.get("turns") == "flag alternates":
        return _by_alternating_flag(game, state, game.to_move(state) == game.players[0])
    if knobs.get("turns") == "flag flipped at chance":
        return _by_flag_flipped_everywhere(game, state, game.to_move(state) == game.players[0])
    return level_cycle_value(game, state, knobs)  # kinds from a fixed cycle of levels (expectimax_level_cycle)


def averages_moves(source: Any) -> bool:
    """Whether the code divides by the number of a player's moves (``exp /= len(actions)`` with ``actions =
    list(game.actions(state))``, or ``/ len(game.actions(state))``): it averages a player's moves uniformly, and
    a model of it taking "the smallest child" there describes code it does not have (blind43's ex_01)."""
    try:
        from_actions = {target.id for node in source.nodes() if isinstance(node, ast.Assign) and any(
            isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "actions"
            for call in ast.walk(node.value)) for target in node.targets if isinstance(target, ast.Name)}
        for node in source.nodes():
            divisor = (node.right if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) else
                       node.value if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Div) else None)
            if (isinstance(divisor, ast.Call) and isinstance(divisor.func, ast.Name) and divisor.func.id == "len"
                    and divisor.args and any((isinstance(n, ast.Name) and n.id in from_actions) or (
                        isinstance(n, ast.Attribute) and n.attr == "actions") for n in ast.walk(divisor.args[0]))):
                return True
        return False
    except Exception:  # code that cannot be read: no claim on it
        return False


def averages_no_moves(source: Any) -> bool:
    """Code that never divides by the number of a player's moves (:func:`averages_moves`) does not average them."""
    return not averages_moves(source)


PLY_MISTAKES = [
    Mistake(TURN_BY_DEPTH, "decides each node's rule from its distance to the root, not from the game: the largest"
            " child at an even depth (the root's), and at an odd one the weighted sum where it is a chance node, the"
            " smallest child where it is not", "Ask the game at every node: game.is_chance(state) for the weighted"
            " sum, game.to_move(state) == game.players[0] for the max, the min otherwise. Chance nodes and MIN's"
            " moves do not come in a fixed alternation of depths.", knobs=(("turns", "ply parity"),),
            refuted_by=averages_moves),
    # Blind43's ex_01: the rule read off the depth's parity, a player's moves averaged at odd depths, not minimised
    # (named only over code that divides by the number of moves: elsewhere the min above says what the code does).
    Mistake(TURN_BY_DEPTH, "decides each node's rule from its distance to the root, not from the game: the largest"
            " child at an even depth (the root's), and at an odd one the weighted sum where it is a chance node, the"
            " plain average of the moves (each as likely) where it is not", "Ask the game at every node:"
            " game.is_chance(state) for the weighted sum, game.to_move(state) == game.players[0] for the max, the min"
            " otherwise (MIN picks its best move, it does not move at random). Chance nodes and MIN's moves do not"
            " come in a fixed alternation of depths.", knobs=(("turns", "ply parity mean"),),
            refuted_by=averages_no_moves),
    # Wave 32's ex_02 (splendor-ai's value/max_value/min_value): the depth's parity alone, chance and MIN's nodes
    # both averaged as if each child were equally likely; its root's max_value hands its children depth 0 again.
    *(Mistake(TURN_BY_DEPTH, f"decides each node's rule from its depth's parity, not from the game (whose turn it is,"
              f" whether it is a chance node): the largest child {levels}, and at the levels between a plain"
              " average of the children, a chance node's outcomes as if equally likely and MIN's moves alike, so MIN"
              " is averaged, a chance node on a max level maximised, and the chance odds never used", "Ask the game"
              " at every node: game.is_chance(state) for the weighted sum of p × value over game.outcomes(state),"
              " else game.to_move(state) == game.players[0] for the max, the min otherwise. Chance nodes and MIN's"
              " moves do not come in a fixed alternation of depths.", knobs=(("turns", turns),))
      for turns, levels in (("ply parity uniform", "at the root and every other level below it"),
                            ("ply parity uniform, root apart", "at the root, at its children (the root's call"
                             " starts them at depth 0 again) and every other level below those"))),
    Mistake(TURN_CYCLE, "decides each node's rule from a flag it flips at every call, never from the game: the max"
            " where the flag is set (the root, if MAX moves there), and below it a plain average of the children, a"
            " chance node's outcomes as if equally likely and MIN's moves alike, then the max again, so a MIN node"
            " two levels below MAX is maximised",
            "Ask the game at every node: game.is_chance(state) for the weighted sum of p × value over"
            " game.outcomes(state), else game.to_move(state) == game.players[0] for the max, the min otherwise."
            " A flag flipped at each call assumes MAX and chance take turns.", knobs=(("turns", "flag alternates"),)),
    # Wave 20's ex_02: `not is_max` handed to a chance node's outcomes too, the outcomes weighted rightly.
    Mistake(SAME_PLAYER_AFTER_CHANCE, "decides MAX or MIN from a flag it flips at every call, a chance node's"
            " outcomes included, so after a roll the flag, flipped twice, names the player who moved before it:"
            " in a tree MAX, chance, MIN the MIN node takes the max", "A chance node is nobody's turn: hand its"
            " outcomes the flag as it is (not flipped), or drop the flag and ask game.to_move(state) =="
            " game.players[0] at every node.", knobs=(("turns", "flag flipped at chance"),),
            worded=negamax_chance_words),  # negamax's minus and color, where the code has no flag
    *LEVEL_CYCLE_MISTAKES,  # wave 36's ex_02: every node's kind, chance or not, from a cycle of levels
]
"""Models of a rule handed down the recursion that the catalogue lists apart from the depth-parity one."""


def turn_kept_at_chance(source: Any) -> bool:
    """Whether the code's recursion below a chance node hands its arguments on unchanged (names, game.result(...))
    while another recursive call changes one (``depth + 1``, ``not is_max``, ``1 - turn``): its turn (a depth's
    parity, a flag) switches after every player's move, not at chance nodes, and the turn-cycle model "switched at
    every chance node" describes code the student does not have (wave 23's ex_02: the same values on the graded
    trees, the other wording). A call counts as below a chance node inside a loop or comprehension over
    game.outcomes(...)."""
    try:
        functions = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
        below_chance: set[int] = set()
        for node in source.nodes():
            loops = ([node] if isinstance(node, ast.For) else node.generators if isinstance(
                node, (ast.GeneratorExp, ast.ListComp)) else [])
            if any(isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "outcomes"
                   for loop in loops for call in ast.walk(loop.iter)):
                below_chance |= {id(inner) for inner in ast.walk(node)}
        calls = [node for node in source.nodes() if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                 and node.func.id in functions]

        def changes(call: ast.Call) -> bool:
            return any(isinstance(arg, (ast.BinOp, ast.UnaryOp)) for arg in call.args)
        at_chance = [call for call in calls if id(call) in below_chance]
        return bool(at_chance) and not any(changes(call) for call in at_chance) and any(
            changes(call) for call in calls if id(call) not in below_chance)
    except Exception:  # code that cannot be read: no claim on it
        return False
