"""A finished child returned at once: "if this move wins, play it", the loop left at the first move that ends the
game in a win (or a draw) for the side choosing.

Tic-tac-toe code often tests each child for the end of the game before it searches it (``if check_win(child) ==
player: return SCORES[player], move``): in tic-tac-toe a win is the best a player can get, so returning at once
is only a shortcut. In a game whose utilities have sizes (a tree's leaves worth 3 and 12) the first win is not
the best one, and a draw returned at once passes over a sibling worth more. The knob is
:func:`~ttt_lab.exercises.error_model.mistaken_value`'s ``finished_return`` (the results that end the loop:
``"won"``, ``"drawn"``), read with the finished game's own utility, or with the scoring such code gives it.

Wave 21's mm_04 (the Rice "Principles of Computing" max_move/min_move port) adds the scoring of that shape of
code: a finished child is worth who won, SCORES[player], where the side choosing won, 0 where it is drawn, and a
child the side choosing lost is handed to the other side's function, which finds no moves and answers its start,
0. From MAX's view that is -1 where the side to move at the finished game lost, else 0 (knob ``leaf`` ``"lost else
zero below root"``), the root itself, where the entry tests the end of the game, by its utility.
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import STOPS_AT_ONE, WIN_LOSS_LEAVES

FIRST_WIN_TAKEN = "returns at the first move that wins, not the best move"

_NOT_WITH = frozenset({STOPS_AT_ONE})
"""Never paired with a stop at any child worth 1: together they give the values of code that leaves its loop at
the first child worth more than 0, finished or not, one exit on a shortcut (repairs' EXITS_EARLY tells it on its
line), where the pair's words would claim two constructs (repaired_exits' mm01_positive_is_win)."""

_UTILITY_HINT = ("A finished child is worth its utility, game.utility(child, game.players[0]), like any other child:"
                 " compare it with its siblings and keep the best. Returning at the first win is safe only where"
                 " every win is worth the same (tic-tac-toe's 1); a tree's leaf worth 3 is not its sibling worth 12.")


def finished_return_mistakes() -> list[Mistake]:
    """The loop left at the first finished child that the side choosing wins (or wins or draws), with utilities
    read rightly; and wave 21's mm_04, the same return with the finished child scored by who won (module)."""
    return [
        Mistake(FIRST_WIN_TAKEN, "returns at once at the first move whose position is a finished game won by the"
                " player choosing (if the child is a win: return it), without comparing it with the other moves:"
                " right where every win is worth the same, but a win worth 3 is not the best beside one worth 12",
                _UTILITY_HINT, knobs=(("finished_return", ("won",)),), excludes=_NOT_WITH),
        Mistake(FIRST_WIN_TAKEN, "returns at once at the first move whose position is a finished game won or drawn"
                " by the player choosing (if the child is a win, or a draw: return it), without comparing it with"
                " the other moves: a draw returned at once passes over a sibling worth more, and a win worth 3 is"
                " not the best beside one worth 12", _UTILITY_HINT, knobs=(("finished_return", ("won", "drawn")),),
                excludes=_NOT_WITH),
        Mistake(WIN_LOSS_LEAVES, "scores a finished child by who won, not by its utility (SCORES[player], 1 for"
                " MAX's win and -1 for MIN's, where the player choosing won, 0 for a draw), returns at once at the"
                " first child the player choosing wins or draws, and hands a child that player lost to the other"
                " side's search, which finds no moves there and answers 0 (a finished root, tested before the"
                " search, by its utility)", "A finished child is worth its utility, game.utility(child,"
                " game.players[0]), whoever won it (a tree's leaf its own number): score it so, compare it with its"
                " siblings as every other child, and keep the best; who won is not its value, and a loss is not 0.",
                knobs=(("leaf", "lost else zero below root"), ("finished_return", ("won", "drawn"))), excludes=_NOT_WITH),
    ]
