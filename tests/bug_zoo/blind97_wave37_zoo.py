"""Wave 37's first set (blind94), the students fixed by e97a: copied verbatim into ``bug_zoo/blind97_wave37/``
(each stating its checker and truth in its docstring), with other shapes of each mistake of our own
(``*_e97a_*``) and the wave's correct variants of the checkers touched (minimax, negamax, alpha-beta and the
depth-limited search; each must pass, and so must the correct memos written for the fix). Each fixed student
is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.finished_scores import SCORED_BY_DEPTH
from ttt_lab.exercises.remembered_answers import REMEMBERS_ANSWERS
from ttt_lab.exercises.report import HORIZON_CONSTANT, SIGN_SLIP

HERE = Path(__file__).parent / "blind97_wave37"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind: a module-level dict keyed by game.key(state) keeps the evaluations, so a later
    # call with another evaluate reads the first one's. The graded cases never ask a position again with another
    # evaluation; a student right on all of them is now asked each again with the evaluation halved (and on a
    # shifted game), and named where the code writes into something that outlives the call (remembered_answers).
    "dl_04_cached_evaluation": {REMEMBERS_ANSWERS},
    "dl_e97a_function_attribute_cache": {REMEMBERS_ANSWERS},
    "dl_e97a_class_table_setdefault": {REMEMBERS_ANSWERS},
    # Named wrongly when measured blind: "forgets to negate the children's values", hinted "take the largest of
    # -negamax(child)", which it does (`_, eval = minimax(...)` then `eval = -eval`). The reader of the children's
    # negation took only a tuple's first name; it reads every name now, so the minus too many in a max/min search
    # is named and quoted (sign_models.children_negated).
    "dl_01_flip_and_minmax": {SIGN_SLIP},
    "dl_e97a_pairs_score_flipped": {SIGN_SLIP},
    # Named wrongly when measured blind: first "depth off by one" with a false ply story (its plies are counted
    # right); the pair (one ply short, 0 at the limit) gives the same values as 0 at the limit tested before the end
    # of the game, which is one slip: named alone now where the code returns a number under its depth test
    # (limit_constants.DEPTH_FIRST_CONSTANT).
    "dl_02_horizon_zero": {HORIZON_CONSTANT},
    "dl_e97a_limit_zero_pairs": {HORIZON_CONSTANT},
    # Localised when measured blind (right node: a finished game): `return Result(-(9 - deep), None)` scores a won
    # game by its depth, assuming the side to move lost. Named where localisation lands on a finished game and the
    # code's finished-game return reads the depth and no utility (finished_scores).
    "nm_02_just_lost_depth": {SCORED_BY_DEPTH},
    "nm_e97a_loss_by_depth": {SCORED_BY_DEPTH},
    # Wave 27's (blind48) mm_04, told only the symptom then ("returns a value outside the game's utilities"): the
    # same reader names its `return u * (10 - depth), None`, told as the utility weighted by the depth.
    "mm_blind48_ten_minus_depth": {SCORED_BY_DEPTH},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
