"""Expectimax whose node kinds come from a fixed cycle of levels carried down the recursion, not from the game.

The expectiminimax of Wikipedia and its ports (``expectiminimax(node, turn, turn_prev)``) pass each node its kind:
MAX or MIN at the root, a chance level below every player's move, and below every chance level the player other
than the one above it (MAX, CHANCE, MIN, CHANCE, ...). The game is never asked whose turn it is or whether a
node is a chance node: a chance node on a player's level takes the max or the min of its outcomes, a player's
node on a chance level is averaged over its moves, and where the game does not follow the cycle (MIN right above
chance, MAX twice, tic-tac-toe against a random opponent) every level below goes wrong. Wave 36's ex_02 was only
localised ("returns a wrong value" at a chance root that the cycle calls MIN's): the model names it, and only over
code that hands a kind down its recursion (:func:`hands_no_kind_down` refutes it elsewhere).

Example:
    >>> from ttt_lab.games.chance import max_die_min_tree
    >>> game = max_die_min_tree()
    >>> level_cycle_value(game, game.initial_state(), {"turns": "level cycle"}) is not None
    True
    >>> level_cycle_value(game, game.initial_state(), {}) is None
    True
"""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.engine import Mistake

LEVEL_CYCLE = "decides each node's kind from its depth in a fixed cycle, not from the game"


def _by_level_cycle(game: Any, state: Any, kind: str, above: str) -> float:
    """The value with ``kind`` (MAX, MIN or CHANCE) handed down: a player's level takes the max or min of its
    moves, a chance level the weighted outcomes where the game has them (else its moves as equally likely), and
    below a chance level the player other than the one ``above`` it."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if kind == "CHANCE":
        after = "MIN" if above == "MAX" else "MAX"
        moves = list(game.actions(state))
        pairs = list(game.outcomes(state)) if game.is_chance(state) else [(a, 1 / len(moves)) for a in moves]
        return float(sum(p * _by_level_cycle(game, game.result(state, a), after, "CHANCE") for a, p in pairs))
    values = [_by_level_cycle(game, game.result(state, a), "CHANCE", kind) for a in game.actions(state)]
    return max(values) if kind == "MAX" else min(values)


def level_cycle_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """The value of ``state`` under the fixed cycle of levels, if ``knobs`` asks for it (the root's player read
    from game.to_move, as the ports' callers do, or with ``root="MAX"`` the MAX level whatever the root is, as
    Wikipedia's ``expectiminimax(node, turn="MAX", turn_prev="CHANCE")`` called with its defaults); else None."""
    if knobs.get("turns") != "level cycle":
        return None
    root = knobs.get("root") or ("MAX" if game.to_move(state) == game.players[0] else "MIN")
    return _by_level_cycle(game, state, root, "CHANCE")


def _member(node: ast.AST) -> bool:
    """An enum's member or a class's constant: ``Node.CHANCE``, ``Kind.MAX`` (a capitalised name, an upper-case
    attribute), the spelling of a kind as an ``Enum``."""
    return (isinstance(node, ast.Attribute) and node.attr.isupper() and isinstance(node.value, ast.Name)
            and node.value.id[:1].isupper())


def _flag(node: ast.AST) -> bool:
    """A kind spelled as a flag handed down: True or False typed in (``chance_turn=True`` below a player's move), or
    a flag flipped with ``not`` (``not maximizing`` below a chance level)."""
    return (isinstance(node, ast.Constant) and isinstance(node.value, bool)) or (
        isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not))


def _counted(node: ast.AST, cycled: set[str]) -> bool:
    """A level counter handed down one step on (``ply + 1``) where the code takes that counter round a cycle
    (``LEVELS[ply % 4]``): the kind is read from the counter below, not handed as one."""
    return (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub))
            and isinstance(node.left, ast.Name) and node.left.id in cycled
            and isinstance(node.right, ast.Constant) and isinstance(node.right.value, int))


def hands_no_kind_down(source: Any) -> bool:
    """Whether no call of the code's own functions hands a kind down: as a string (``"CHANCE"``, ``"MAX"``), an
    enum's member (``Node.CHANCE``), a flag (``True``, ``not maximizing``), a level counted round a cycle (``(level
    + 1) % 4``), or a counter the code takes round a cycle (``ply + 1`` beside ``LEVELS[ply % 4]``). The model's
    claim, a kind carried down the recursion, is then not what the code does."""
    try:
        def kind(node: ast.AST) -> bool:  # a kind's name, or a level counted round a cycle
            return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or (
                isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod))

        nodes = source.nodes()
        functions = {node.name for node in nodes if isinstance(node, ast.FunctionDef)}
        cycled = {node.left.id for node in nodes if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod)
                  and isinstance(node.left, ast.Name)}

        def handed(node: ast.AST) -> bool:  # one of the spellings, or a choice between two of them
            if isinstance(node, ast.IfExp):
                return handed(node.body) and handed(node.orelse)
            return kind(node) or _member(node) or _flag(node) or _counted(node, cycled)

        # A name bound to one first (``below = (level + 1) % 4``, ``nxt = "MIN" if ... else "MAX"``) hands it too.
        kinds = {target.id for node in nodes if isinstance(node, ast.Assign) and (
                 handed(node.value) or any(kind(part) for part in ast.walk(node.value)))
                 for target in node.targets if isinstance(target, ast.Name)}
        for node in nodes:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in functions:
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    if handed(arg) or (isinstance(arg, ast.Name) and arg.id in kinds):
                        return False
        return True
    except Exception:  # code that cannot be read: no claim on it
        return True


def root_kind_fixed(source: Any) -> bool:
    """Whether the student's own function starts the cycle at a constant kind and never asks the game whose turn
    the root is: it hands its helper a kind's name typed in (``turn="MAX"``), or leaves the helper's default (a
    parameter defaulting to one), or is itself the recursion with such a default; and it reads no ``to_move`` or
    ``is_chance`` outside a nested function (a root read from the game is the other model's start)."""
    try:
        entry = source.trees[0]
        function = next(node for node in ast.walk(entry) if isinstance(node, ast.FunctionDef))
        defs = {node.name: node for tree in source.trees for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}

        def constant_kind(node: ast.AST | None) -> bool:
            return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or (node is not None and _member(node))

        def own_body(node: ast.AST) -> list[ast.AST]:  # the entry's nodes, nested functions left out
            found = []
            for child in ast.iter_child_nodes(node):
                if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    found += [child, *own_body(child)]
            return found

        body = own_body(function)
        if any(isinstance(node, ast.Attribute) and node.attr in ("to_move", "is_chance") for node in body):
            return False
        if any(constant_kind(default) for default in function.args.defaults):
            return True
        for call in (node for node in body if isinstance(node, ast.Call)):
            helper = defs.get(call.func.id) if isinstance(call.func, ast.Name) else None
            if helper is None or helper is function:
                continue
            handed = [*call.args, *(keyword.value for keyword in call.keywords)]
            if any(constant_kind(arg) for arg in handed) or any(constant_kind(d) for d in helper.args.defaults):
                return True
        return False
    except Exception:  # code that cannot be read: no claim on it
        return False


LEVEL_CYCLE_MISTAKES = [
    Mistake(LEVEL_CYCLE, "decides each node's kind from its depth in a fixed cycle of levels handed down the"
            " recursion (MAX or MIN at the root, then CHANCE, the other player, CHANCE...), never asking the game"
            " whose turn it is or whether a node is a chance node: a chance node on a player's level takes the max"
            " or min of its outcomes, and where the game does not follow the cycle every level below is valued"
            " with the wrong rule", "Ask the game at every node: game.is_chance(state) for the weighted sum of p ×"
            " value over game.outcomes(state), else game.to_move(state) == game.players[0] for the max, the min"
            " otherwise. Chance nodes and the players' turns do not come in a fixed cycle of levels.",
            knobs=(("turns", "level cycle"),), refuted_by=hands_no_kind_down),
    # Wave 38's ex_02: the root's call hands the cycle's first level as a constant (turn="MAX", or the signature's
    # default), so a chance root, or MIN's, is taken for MAX's too; told only where the code's own entry hands a
    # constant kind and never asks the game whose turn the root is (root_kind_fixed).
    Mistake(LEVEL_CYCLE, "decides each node's kind from its depth in a fixed cycle of levels handed down the"
            " recursion, starting at MAX whatever the root is (MAX, then CHANCE, MIN, CHANCE...), never asking the"
            " game whose turn it is or whether a node is a chance node: a chance node on a player's level takes the"
            " max or min of its outcomes, and where the game does not follow the cycle (a chance node or MIN's at"
            " the root) every level below is valued with the wrong rule", "Ask the game at every node:"
            " game.is_chance(state) for the weighted sum of p × value over game.outcomes(state), else"
            " game.to_move(state) == game.players[0] for the max, the min otherwise. Chance nodes and the players'"
            " turns do not come in a fixed cycle of levels starting at MAX.",
            knobs=(("turns", "level cycle"), ("root", "MAX")),
            refuted_by=lambda source: hands_no_kind_down(source) or not root_kind_fixed(source)),
]
"""The fixed cycle of levels, listed after the other rules handed down the recursion (expectimax_plies)."""
