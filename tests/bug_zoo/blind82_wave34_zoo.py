"""Wave 34's first set (blind80), the students fixed by x81a: copied verbatim into
``bug_zoo/blind82_wave34/`` (each stating its checker and truth in its docstring), with another shape of
each mistake of our own (``*_x81a_*``) and the wave's correct variants of the checkers touched (each must
pass). Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.evaluation_values import CONSTANT_VALUE

HERE = Path(__file__).parent / "blind82_wave34"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "does not pass alpha and beta to the children", though every call passes
    # them; MIN-VALUE starts `v = beta = math.inf`. Named from the code now (window_resets).
    "ab_06_min_resets_beta": {"sets beta back to +inf at the start of MIN nodes"},
    "ab_x81a_max_resets_alpha": {"sets alpha back to -inf at the start of MAX nodes"},
    # Named wrongly when measured blind: the symptom "gives symmetric positions different values" with a menu of
    # three causes; its table of lines lists [2, 5, 8] twice and no [2, 4, 6]. Named from the table now
    # (evaluation_typed_lines.line_left_out).
    "ev_05_lines_table_typo": {"has [2, 5, 8] twice and no [2, 4, 6] in its table of lines"},
    "ev_x81a_row_table_typo": {"has ((0, 0), (0, 1), (0, 2)) twice and no ((1, 0), (1, 1), (1, 2)) in its table of lines"},
    # Named wrongly when measured blind: the symptom's hint said to test for None, but the code builds its cells with
    # `stone_at(...) or '.'`: the hint names the marker the code makes now (asserted in tests/test_blind82_wave34.py).
    "ev_02_empty_is_empty_string": {CONSTANT_VALUE},
    "ev_x81a_blank_is_dot": {CONSTANT_VALUE},
    # Named "never prunes" with three possible causes when measured blind: its cutoff tests are answered by
    # `continue`. Named and told on those lines now (cut_continues).
    "ab_07_continue_not_break": {report.KEEPS_VISITING},
    "ab_x81a_value_cut_continue": {report.KEEPS_VISITING},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
