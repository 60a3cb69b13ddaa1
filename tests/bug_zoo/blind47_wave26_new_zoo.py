"""The new set's blind wave 26 (blind47: expectimax, iterative deepening, quiescence, retrograde, tables,
backpropagation; k46b's cases): the students fixed here are copied verbatim into ``bug_zoo/blind47_wave26_new/``
with the wave's correct variants of those checkers (each must pass), and, beside each, another shape of the same
mistake written for the fix (``own_*``). Measured blind first (blind47's REPORT.md); each class of miss was then
generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report

HERE = Path(__file__).parent / "blind47_wave26_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind (hint "hand evaluate(state) to the search as it is", what the code does): a
    # negamax returning evaluate(state), X's view, at the depth limit for whoever moves; the words now follow the
    # code's negamax form (anytime_views, asserted in tests/test_anytime_views.py).
    "w26_id_05_negamax_unsigned_eval": {report.WRONG_PLAYER},
    "own_id_negamax_leaf_unsigned": {report.WRONG_PLAYER},
    # Named wrongly when measured blind (hint "report the search's value as it is", what the code does): an aima
    # alphabeta_search scoring for `player = game.to_move(state)`; the words now name that player (anytime_views).
    "w26_id_04_aima_root_player_view": {report.WRONG_PLAYER},
    "own_id_fixed_me_minimax": {report.WRONG_PLAYER},
    "own_id_negamax_root_unturned": {report.WRONG_PLAYER},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
