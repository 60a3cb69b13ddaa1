"""The blind set of blind9's wave 7 (expectimax, UCB1, backpropagation, quiescence, retrograde): the
students fixed here are copied verbatim into ``bug_zoo/blind9_wave7/``, each stating its checker
(``checker: ...``) and its ground truth (``truth: ...``) in its docstring, with every correct variant
of those checkers in the wave (each must pass). The wave was measured blind first, on main at
69afd6f (blind9's REPORT.md: 70% named right over its seven checkers); the error model was then
generalised for each class of miss (never for one file). From here on each fixed student is
asserted named first by a name that describes its mistake, and by no other name.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation, mcts_amounts, quiescence, report, retrograde_names

HERE = Path(__file__).parent / "blind9_wave7"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "never follows the threats" when measured blind, though it does look for threat moves:
    # it asks completing_cells(child, you), the opponent's, where the mover's belong.
    "qs04_threats_for_opponent": {quiescence.THREATS_OF_WRONG_SIDE},
    # Named wrongly when measured blind (no stand-pat), then localised only (issue 27, f9c): negamax's window
    # handed down (-beta, -alpha) with neither the sign nor the minus, so O's nodes maximise X's values.
    # Named by its missing minus since wave 33 (w77b): both names say what it does.
    "qs01_no_sign_no_negation": {quiescence.NOT_ALTERNATING, quiescence.FORGETS_NEGATION},
    # Localised only when measured blind: a depth parameter of its own (qdepth=2) cuts the forcing line.
    "qs05_depth_cap": {quiescence.CAPS_DEPTH},
    # Missed when measured blind (no graded position was finished): its wrapper turns unfinished roots alone.
    "qs08_finished_root_sign": {report.NOT_CONVERTED},
    # "runs too long" when measured blind (the checker's own models ran past 60 s on 4x4): moves[:2].
    "qs09_limit_branching": {quiescence.FIRST_THREATS_ONLY},
    # Named rightly by its amount when measured blind, but told to give the root its own half-win branch,
    # which it never had: two ifs where if/elif belongs, and the root's mover None equals a draw's winner.
    "bp02_two_ifs_draw": {mcts_amounts.WRONG_DRAW_CREDIT},
    # Localised only when measured blind: X's result (1, 0.5, 0) added to every node.
    "bp04_same_reward_everywhere": {backpropagation.ONE_SIDES_RESULT},
    # Localised only when measured blind: the leaf's reward flipped up the path and on into the root.
    "bp05_flip_from_leaf": {mcts_amounts.ROOT_CREDITED},
    # Named "declares a loss when one move loses" when measured blind, and told to count every move,
    # which it does: no `if parent in value: continue`, so a won position is decided again.
    "retro02_no_skip_decided": {retrograde_names.DECIDED_AGAIN},
    # Two slips; only the first (finished games for the side to move) named when measured blind: the
    # early draw breaks the rules on the table's own values, said as a second problem.
    "retro07_two_pov_and_draw_early": {retrograde_names.FINISHED_WRONG, retrograde_names.DRAW_TOO_EARLY},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
