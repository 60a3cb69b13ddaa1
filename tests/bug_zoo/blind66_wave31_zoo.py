"""The first set's blind wave 31 (blind64: minimax, negamax, alpha-beta, quiz, depth-limited, evaluation, win test): the
students named wrongly there and fixed here are copied verbatim into ``bug_zoo/blind66_wave31/`` with the wave's
correct variants of those checkers (each must pass), and, beside each, another shape of the same mistake written for
the fix (``own_*``). Measured blind first (blind64's REPORT.md); each class of miss was then generalised (never for
one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.chained_children import CHAINS_MOVES
from ttt_lab.exercises.report import ASYMMETRIC, EVALUATES_TERMINAL, INCOMPLETE_LINE, MISSES_ANTI_DIAGONAL, MISSES_MAIN_DIAGONAL

HERE = Path(__file__).parent / "blind66_wave31"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: its hints told of a line built from the wrong cells and of diagonals that wrap
    # through negative indices, neither of which the code has. A line grouped under a cell it does not contain is told
    # now (win_groups), and code with no minus sign is never told of wrapping (win_wraps).
    "w31_win_04_antidiag_wrong_anchor": {INCOMPLETE_LINE, MISSES_ANTI_DIAGONAL},
    "own_win_diag_under_corner": {MISSES_MAIN_DIAGONAL},
    # Named wrongly when measured blind ("keeps searching after a win", "crashes", a hint asking for the terminal test
    # it has): every move played onto the position the previous one led to. Read from the code now, as chained
    # outcomes already were (chained_children.name_chained_moves), its symptoms given as evidence.
    "w31_ng_05_board_never_restored": {CHAINS_MOVES},
    "own_ng_state_overwritten": {CHAINS_MOVES},
    # Named wrongly when measured blind: the name stood, but the hint asked for the is_terminal test the code makes; it
    # then drops a draw by its utility against 0. Worded from that comparison now
    # (minimax_mistakes.draw_taken_for_unfinished).
    "w31_dl_02_draws_not_terminal": {EVALUATES_TERMINAL},
    "own_dl_draw_utility_zero": {EVALUATES_TERMINAL},
    # Named wrongly when measured blind: the name (a symptom) stands, but the hint sent it to a loop that leaves lines
    # out, which it does not have (the leads were read from the checker's own wrapper, not the student's code). Cell
    # numbers applied to board_text with its "/" separators are told now (evaluation_leads.text_read_by_number).
    "w31_ev_04_text_indices": {ASYMMETRIC},
    "own_ev_text_cells_by_number": {ASYMMETRIC},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
