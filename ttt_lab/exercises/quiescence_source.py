"""What a student's quiescence search shows in its code (parsed, never run), where its values alone
do not tell which of two stories is true (used by :mod:`.quiescence`): the form it searches in
(negamax or MAX's view), whether it asks for threat moves at all, whether it plainly stands pat,
whether it already asks for the blocks."""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source, assignments_to, calls_to


def _asks_for_blocks_already(source: Source) -> str | None:
    """The hint for a search that never blocks, when the code already asks game.completing_cells
    for two different players: the call is there, so the player it passes as the opponent must
    be the side to move itself (the cells it gets are its own wins, never the blocks)."""
    players: dict[str, str] = {}
    for call in calls_to(source, "completing_cells"):
        if len(call.args) >= 2:
            players.setdefault(source.segment(call.args[1]), source.segment(call))
    if len(players) < 2:
        return None
    shown = " and ".join(sorted(players.values()))
    defined = [text for name in sorted(players) for text in assignments_to(source, name) if "to_move" not in text]
    where = f" Look at how it is worked out: {'; '.join(defined)}." if defined else ""
    return (f"Your code already asks for the blocks (it calls {shown}), yet never blocks: the player it passes as the"
            " opponent must be the side to move itself, so the cells it gets are its own wins, never the"
            f" opponent's.{where} The opponent is the other player: game.players[1] if me =="
            " game.players[0] else game.players[0].")


def _negamax_form(source: Source) -> bool:
    """The code negates what its own search returns (``-nega(child)``): values for the side to move."""
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    return any(isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Call)
               and isinstance(node.operand.func, ast.Name) and node.operand.func.id in defined
               for node in source.nodes())


def _asks_threats_of_a_child(source: Source) -> str | None:
    """A ``game.completing_cells(child, player)`` call on a position one move on (a ``result`` call
    inline, or a name assigned from one) about another player than the one its own wins are asked
    for (``completing_cells(state, me)``, the first call on the position itself): the code looks for
    threat moves, but the wrong side's. Its text, or None."""
    from_result = {target.id for node in source.nodes() if isinstance(node, ast.Assign)
                   and isinstance(node.value, ast.Call) and source.segment(node.value.func).endswith("result")
                   for target in node.targets if isinstance(target, ast.Name)}

    def on_a_child(call: ast.Call) -> bool:
        first_arg = call.args[0]
        return ((isinstance(first_arg, ast.Call) and source.segment(first_arg.func).endswith("result"))
                or (isinstance(first_arg, ast.Name) and first_arg.id in from_result))

    calls = sorted((call for call in calls_to(source, "completing_cells") if len(call.args) >= 2),
                   key=lambda call: (call.lineno, call.col_offset))  # in the order written (ast.walk is breadth-first)
    own = [source.segment(call.args[1]) for call in calls if not on_a_child(call)]
    if not own:
        return None
    for call in calls:
        if on_a_child(call) and source.segment(call.args[1]) != own[0]:
            return source.segment(call)
    return None


def _stands_pat_already(source: Source) -> str | None:
    """A stand-pat the code plainly has: a name given evaluate(...)'s value (``stand_pat =
    evaluate(state)``, ``sign * evaluate(s)``) that a comparison then reads (``if stand_pat >= beta``,
    ``if stand_pat > alpha``) — the text of that comparison."""
    named = {target.id for node in source.nodes() if isinstance(node, ast.Assign)
             and any(isinstance(call, ast.Call) and source.segment(call.func).split(".")[-1].startswith("evaluat")
                     for call in ast.walk(node.value))
             for target in node.targets if isinstance(target, ast.Name)}
    for node in source.nodes():
        if isinstance(node, ast.Compare) and any(isinstance(side, ast.Name) and side.id in named
                                                 for side in (node.left, *node.comparators)):
            return source.segment(node)
    return None


def evaluation_passed_down(source: Source) -> str | None:
    """The call that hands the root's evaluation down as an argument (``_q(game, state, evaluate,
    evaluate(state))``, or ``stand = evaluate(state)`` then ``_q(..., stand)``) in the student's own
    function, as written; ``None`` where the code shows no such call."""
    top = source.trees[0].body[0] if source.trees and isinstance(source.trees[0], ast.Module) and source.trees[0].body \
        else None
    if not isinstance(top, ast.FunctionDef) or len(top.args.args) < 3:
        return None
    evaluate = top.args.args[2].arg

    def evaluation(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == evaluate

    held = {target.id for node in ast.walk(top) if isinstance(node, ast.Assign) and any(map(evaluation, ast.walk(node.value)))
            for target in node.targets if isinstance(target, ast.Name)}
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    for call in ast.walk(top):  # a call of the student's own search: a builtin's (max, min) hands nothing down
        if not isinstance(call, ast.Call):
            continue
        named = call.func.id if isinstance(call.func, ast.Name) else \
            call.func.attr if isinstance(call.func, ast.Attribute) else None
        if named not in defined:
            continue
        if any(evaluation(part) or (isinstance(part, ast.Name) and part.id in held)
               for arg in [*call.args, *(k.value for k in call.keywords)] for part in ast.walk(arg)):
            return source.segment(call)
    return None
