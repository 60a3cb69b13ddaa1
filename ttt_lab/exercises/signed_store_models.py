"""A child's value turned to the mover's view to be compared, but kept unturned: minimax written with a sign per
player (``SCORES = {X: 1, O: -1}``) whose running best mixes the two views.

The Rice "Principles of Computing" tic-tac-toe template (wave 21's mm_03) compares ``score * SCORES[player]``
with the best kept so far, stores the raw ``score``, starts the best at -1, returns at once at a child worth 1
to the player, and turns the kept value on the way out (``result[0] * SCORES[player]``). At MAX's nodes both views
agree; at MIN's the next child is compared with a raw value (4 turned to -4, against a kept -7 read as if it were
turned), so the wrong child is kept. Where every value is -1, 0 or 1 (tic-tac-toe) it comes out right, which is why
the template survives; a tree's leaves show it. The knob is
:func:`~ttt_lab.exercises.error_model.mistaken_value`'s ``raw_kept`` (the start, 1 for -1 in the mover's view:
:func:`~ttt_lab.exercises.error_model.raw_kept_value`).
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake

RAW_KEPT = "compares a child's value in the mover's view but keeps it in MAX's"


def raw_kept_mistakes() -> list[Mistake]:
    """The signed comparison with an unsigned store (module), from a start of -1 in the mover's view."""
    return [Mistake(RAW_KEPT, "turns each child's value to the player's view to compare it (times the player's sign,"
                    " such as score * SCORES[player] > best) but keeps the unturned score as the best, and turns that on the way out, from a best of"
                    " -1 and returning at once at a child worth exactly 1 to the player: where every value is -1, 0"
                    " or 1 (tic-tac-toe) that comes out right, but at MIN's nodes of a tree each child is compared"
                    " with the raw value kept, so the wrong child stays", "Keep one view in the loop: store the number"
                    " you compare (the value times the player's sign), and turn it back once on the way out; start from"
                    " -inf, not -1, and drop the return at 1, since a tree's values go beyond -1 and 1.",
                    knobs=(("raw_kept", 1),))]
