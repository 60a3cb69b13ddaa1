"""Words for "assumes the same player moves after every chance node" where the code is negamax: a value negated
and a ``color`` (a sign, ``+1`` for MAX) flipped at every call, a chance node's outcomes included (wave 30's
ex_05: ``sum(p * -negamax(game, child, -color) for a, p in game.outcomes(state))``).

The model's words speak of "a flag it flips" and of the MIN node taking the max: code with a flag that picks max
or min. Negamax picks by no flag; its minus and its ``color`` say whose view a value is in. Flipped at a chance
node, both hand the outcomes the view of the player before the roll. The words here are the code's own (its call,
its sign's name), and the fix is said in them: no minus and no flip for a chance node's outcomes, and the sign
asked of the game at each player's node (dropping the minus alone still assumes the players alternate around every
roll, a fixed turn cycle the checker's random opponent breaks).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def negamax(game, state, color):
    ...     if game.is_chance(state):
    ...         return sum(p * -negamax(game, game.result(state, a), -color) for a, p in game.outcomes(state))
    ...     return max(-negamax(game, game.result(state, a), -color) for a in game.actions(state))
    ... '''
    >>> negamax_chance_call(Source((ast.parse(text),), (text,)))
    ('-negamax(game, game.result(state, a), -color)', 'color')
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source


def _over_outcomes(node: ast.AST) -> bool:
    """A comprehension or ``for`` loop over ``game.outcomes(...)``."""
    iters = ([g.iter for g in node.generators] if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp))
             else [node.iter] if isinstance(node, ast.For) else [])
    return any(isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "outcomes"
               for it in iters for call in ast.walk(it))


def negamax_chance_call(source: Source) -> tuple[str, str] | None:
    """The negated recursive call over a chance node's outcomes and the name of the sign it flips
    (``-f(..., -color)``; or the negated sum of such calls, ``-sum(p * f(..., -color) ...)``), where the code has
    one; None otherwise."""
    defined = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for node in source.nodes():
        if not _over_outcomes(node):
            continue
        for inner in ast.walk(node):
            if not (isinstance(inner, ast.UnaryOp) and isinstance(inner.op, ast.USub) and isinstance(inner.operand, ast.Call)
                    and isinstance(inner.operand.func, ast.Name) and inner.operand.func.id in defined):
                continue
            flipped = [arg.operand.id for arg in inner.operand.args
                       if isinstance(arg, ast.UnaryOp) and isinstance(arg.op, ast.USub) and isinstance(arg.operand, ast.Name)]
            if len(flipped) == 1:
                return source.segment(inner), flipped[0]
    # The minus outside the sum, `-sum(p * f(..., -color) for a, p in game.outcomes(state))`, negates every outcome
    # alike (blind85's ex_04): the same slip, told with the code's own line.
    for node in source.nodes():
        if not (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)):
            continue
        for over in (inner for inner in ast.walk(node.operand) if _over_outcomes(inner)):
            for call in ast.walk(over):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in defined:
                    flipped = [arg.operand.id for arg in call.args if isinstance(arg, ast.UnaryOp)
                               and isinstance(arg.op, ast.USub) and isinstance(arg.operand, ast.Name)]
                    if len(flipped) == 1:
                        return source.segment(node), flipped[0]
    return None


def negamax_chance_words(source: Source) -> tuple[str, str] | None:
    """The ``worded`` of "assumes the same player moves after every chance node" for negamax code."""
    found = negamax_chance_call(source)
    if found is None:
        return None
    call, sign = found
    because = (f"negates the value and flips `{sign}` at every call, a chance node's outcomes included (`{call}`): a"
               f" roll is nobody's move, so below it the value and `{sign}` are in the view of the player who moved"
               " before the roll, and in a tree MAX, chance, MIN the MIN node takes MAX's best")
    hint = (f"A chance node is nobody's turn: its outcomes are not negated, nor `{sign}` flipped for them (`{call}`)."
            " And who moves after a roll is the game's to say (the same player may move again): rather than flip"
            f" `{sign}` down the recursion, give each player's node its own mover's sign, 1 if game.to_move(state) =="
            " game.players[0] else -1, and negate a child's value only where its mover is the other player.")
    return because, hint
