"""A bound overwritten with each child's score, worded from the code (issue 27).

"overwrites its bound with the best value instead of narrowing it" tells ``alpha = v``: the bound set to the best
value so far. Code that sets it to the score of the child just searched (wave 39's ab_08, ported from a Coursera
negamax: ``score = search(...)[0]`` then ``alpha = score * SCORES[player]``, the best kept apart in ``best_score``)
makes the same slip with another value, and was told of a best value it never writes there. The values the two give
agree on the checker's cases (the window handed down is ``-max(alpha, best_score)``), so the name stays, and
:func:`child_score_words` tells the line the code has: the bound set to each child's score as it comes.

Example:
    >>> def search(game, state, alpha, beta):
    ...     best = -9
    ...     for move in game.actions(state):
    ...         score = -search(game, game.result(state, move), -beta, -max(alpha, best))
    ...         alpha = score
    ...         best = max(best, alpha)
    ...     return best
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> child_score_words("alpha", "alpha = max(alpha, v)")(read_source(search, levels=2))[0][:67]
    'sets alpha to the score of each child as it comes (`alpha = score`)'
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.hint_checks_search import child_searches


def _child_score_names(source: Source, calls: list[ast.Call]) -> set[str]:
    """The names the code assigns a child's search to: ``score = search(...)``, ``score = -search(...)[0]``,
    ``score, _ = search(...)``."""
    ids = {id(call) for call in calls}
    names: set[str] = set()
    for node in source.nodes():
        if not isinstance(node, ast.Assign) or not any(id(n) in ids for n in ast.walk(node.value)):
            continue
        for target in node.targets:
            first = target.elts[0] if isinstance(target, ast.Tuple) and target.elts else target
            if isinstance(first, ast.Name):
                names.add(first.id)
    return names


def _narrowing(value: ast.expr) -> bool:
    """Whether ``value`` takes a max or min (a narrowing such as ``max(alpha, score)``, not an overwrite)."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("max", "min")
               for n in ast.walk(value))


def child_score_overwrite(source: Source, bound: str) -> str | None:
    """The line that sets ``bound`` to a child's score (read from the child's search or a name assigned from it,
    taking no max or min); None where the code has no such line."""
    calls = child_searches(source)
    if not calls:
        return None
    ids = {id(call) for call in calls}
    scores = _child_score_names(source, calls)
    for node in source.nodes():
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == bound and not _narrowing(node.value)
                and any(id(n) in ids or (isinstance(n, ast.Name) and n.id in scores) for n in ast.walk(node.value))):
            return source.segment(node)
    return None


def child_score_words(bound: str, narrow: str) -> Callable[[Source], tuple[str, str] | None]:
    """Words for the bound set to each child's score, where the code's line does that (``worded``)."""
    def words(source: Source) -> tuple[str, str] | None:
        # the model of both bounds: a negamax writes the one it has, a MAX/MIN pair may write both; each told
        found = [(name, line, narrow if bound == name else one)
                 for name, one in (("alpha", "alpha = max(alpha, v)"), ("beta", "beta = min(beta, v)"))
                 if bound in (name, "its bound") and (line := child_score_overwrite(source, name)) is not None]
        if not found:
            return None
        told = " and ".join(name for name, _, _ in found)
        lines = " and ".join(f"`{line}`" for _, line, _ in found)
        narrowed = ", ".join(n for _, _, n in found)
        return (f"sets {told} to the score of each child as it comes ({lines}) where it should narrow"
                f" ({narrowed}): a child worse than the bound the node was given replaces it, and the children after"
                " it get a wider window and prune less",
                f"Narrow the bound the node was given, never widen it: {lines} "
                f"{'writes' if len(found) == 1 else 'write'} the child's score over {told} whatever it held; take the"
                f" better of the two instead ({narrowed}), so a child worse than the bound leaves it as it was.")

    return words
