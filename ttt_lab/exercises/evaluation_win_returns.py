"""An estimate that returns a real win's value itself: ``return 1`` where a threat is seen.

"Outranks a real win" is told with a hint to scale a score into (-1, 1) ("divide by the largest score
possible"). Code ported from public tic-tac-toe bots often has no score to scale: it returns the constant
1 (or -1) as soon as the side to move has two in a line (blind46's ev_05, obaraAI's ``game_eval``), the
same constant it returns for a finished game. Where every unfinished position it scores outside (-1, 1)
gets exactly +1 or -1, :func:`win_value_returned_hint` says that instead: a win's value returned before the
game is over, quoting the code's ``return 1`` / ``return -1`` where it has them.

The source is only read (parsed, never run).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

from ttt_lab.exercises.hint_checks import HintCheck, Source


def _unit_returns(source: Source) -> list[str]:
    """The code's ``return 1``, ``return -1`` (``1.0``, ``+1``): the value of a real win or loss, as written."""
    found = []
    for node in source.nodes():
        if not isinstance(node, ast.Return) or node.value is None:
            continue
        value = node.value
        if isinstance(value, ast.UnaryOp) and isinstance(value.op, (ast.USub, ast.UAdd)):
            value = value.operand
        if isinstance(value, ast.Constant) and not isinstance(value.value, bool) and isinstance(
                value.value, (int, float)) and abs(value.value) == 1:
            found.append(source.segment(node))
    return list(dict.fromkeys(found))


def win_value_returned_hint(outside: Iterable[float]) -> HintCheck:
    """The hint check for "outranks a real win" given the values the code gave the unfinished positions it
    scores outside (-1, 1): where each is exactly +1 or -1, a hint on the win's value returned early (naming
    the code's constant returns of ±1, if any); else ``None`` (the scaling hint stays)."""
    values = list(outside)

    def check(source: Source) -> str | None:
        if not values or any(abs(value) != 1 for value in values):
            return None
        returns = _unit_returns(source)
        shown = f" ({' and '.join(f'`{text}`' for text in returns[:2])})" if returns else ""
        return (f"It gives exactly +1 or -1 on positions that are not over yet, not a score grown too large: your"
                f" code returns the value of a real win or loss{shown} before the game is over, which only a"
                " finished game is worth. Keep ±1 for finished games and give the unfinished positions that get it"
                " a value strictly inside (-1, 1), 0.5 (-0.5) say.")
    return check
