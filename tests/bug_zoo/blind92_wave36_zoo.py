"""Wave 36's first set (blind89), the students fixed by a92a: copied verbatim into
``bug_zoo/blind92_wave36/`` (each stating its checker and truth in its docstring), with other shapes of each
mistake of our own (``*_a92a_*``) and the wave's correct variants of the checkers touched (each must pass).
Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.move_records import NEVER_RECORDS
from ttt_lab.exercises.sign_models import NEGATES_BEST
from ttt_lab.exercises.win_last_mover import LAST_MOVER_NAMED

ALPHA_RESET = "sets alpha back to -inf at the start of MAX nodes"

HERE = Path(__file__).parent / "blind92_wave36"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: first "returns the right value with a wrong move", told as a root loop that
    # chooses as MAX would (root_side_moves), which the code does not have; its one loop recurses into itself and its
    # wrong moves follow the negated running value. The root-side models now need a loop apart from the value's search
    # (root_side_moves.root_loop_apart): the value's slip is named alone, the moves its consequence.
    "mm_02_negated_running_min": {NEGATES_BEST},
    "mm_a92a_negated_min_pairs": {NEGATES_BEST},
    # Named wrongly when measured blind: "returns its best child's own move", told as (value, move) pairs handed up,
    # which its helpers (plain values) do not return; its root loop's `if best_move[1] > utility` never holds from
    # -inf, so no move is recorded. Named from that if now (move_records), and a search returning only calls or
    # numbers hands up no pair (scope_models.child_pair_returned).
    "mm_09_root_compare_inverted": {NEVER_RECORDS},
    "mm_a92a_root_keeps_worse": {NEVER_RECORDS},
    # Named wrongly when measured blind: "uses only the parent's bound", hinted "pass both bounds down", which every
    # call does; it resets them, `max_eval = alpha = -math.inf` opening MAX's half and `min_eval = beta = math.inf`
    # MIN's. window_resets now reads the resets in each branch of an if, one of each bound, and renames that name too.
    "ab_05_reset_alpha_local": {ALPHA_RESET},
    "ab_a92a_flag_resets_both": {ALPHA_RESET},
    # Named wrongly when measured blind: "misses some lines", hinted to test both players; its line test finds every
    # line, the winner is then the player who moved last by the count of stones (FreeBoardGames #424). Named by that
    # model now, quoting the code that picks the player (win_last_mover.LAST_MOVER_NAMED).
    "wt_05_last_mover_wins": {LAST_MOVER_NAMED},
    "wt_a92a_parity_names_winner": {LAST_MOVER_NAMED},
    "wt_a92a_players_indexed_by_parity": {LAST_MOVER_NAMED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
