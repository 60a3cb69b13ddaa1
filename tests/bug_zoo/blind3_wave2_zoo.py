"""The blind set of blind3's wave 2, now the zoo's own: 57 buggy students and 21 correct
variants written, like wave 1 (:mod:`bug_zoo.blind3`), by a helper who never read the engine,
and held out: measured blind first, on main at c30889b, they were 38 of 57 named right (67%),
13 localised to the right node, 3 named wrongly and 2 missed, with 1 false alarm. The error
model was then generalised for each class of miss (never for one file; files copied verbatim
into ``bug_zoo/blind3_wave2/``, each stating its ground truth in its docstring), and from here
on they are test bugs like any other: each asserted named first by a name that describes its
mistake, and by no other name.

``OPEN`` lists the students still not named right, with why.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind3 import CHECK, _student

HERE = Path(__file__).parent / "blind3_wave2"

NAMES: dict[str, set[str]] = {
    "ab2_b03_alpha_from_child": {"narrows both bounds in one kind of node"},
    "mm2_b02_returns_child_state": {"returns the position the move leads to instead of the move"},
    # An open two returned as a win: its rankings and mirror images are that problem again.
    "ev2_b01_open_two_is_win": {"outranks a real win"},
    # Backpropagation and UCB1: new classes of slip in the models of mcts.py.
    "bp2_b01_alternates_from_x": {"credits the playout to the wrong side"},
    "bp2_b02_draw_to_visits": {"adds a draw's half to the visits, not the wins"},
    "bp2_b03_replaces_nodes": {"leaves the path's own nodes unchanged"},
    "bp2_b04_return_in_loop": {"leaves the loop at the first node the winner did not move into"},
    "ucb2_b03_loss_rate": {"uses the loss rate, not the win rate"},
    "ucb2_b04_tests_wins": {"takes a child that never won for one never visited"},
    "id2_b01_last_only": {"returns the last iteration alone, not one per depth"},
    "id2_b03_aspiration_no_research": {"keeps an aspiration window's result without searching again"},
    # Minimax and negamax: new knobs of the one error model (error_model.mistaken_value).
    "mm2_b04_min_skips_first": {"skips the first move in one kind of node"},
    "mm2_b07_end_is_win_for_last": {"scores every finished game as a win for the player who moved last"},
    "ng2_b03_negates_only_first": {"negates only the first child's value"},
    # Visible only with a window whose bound is a value the search meets: the checker has two per search.
    "tb2_b02_strict_flags": {"takes a bound for an exact value"},
    # The quiz: one answer on one tree, so one misconception (pairs could fit by coincidence).
    "qz2_b01_lists_visited": {"names the leaves alpha-beta visits, not the ones it prunes"},
    "qz2_b02_root_is_min": {"takes the root for a MIN node"},
    "qz2_b03_first_leaf_only": {"marks only the first leaf of a pruned subtree"},
    "qz2_b04_prunes_siblings": {"believes a cutoff prunes the node's later siblings"},
}

OPEN: dict[str, str] = {
    "rg2_b02_keys_by_state": "a table keyed by the positions themselves, not game.key(state): the values are"
                             " right and the checker reads either on purpose (the states hash by value); it"
                             " passes with a note naming the keys (test below), not a failure",
    "dl2_b03_global_ply_counter": "a module-level ply counter that drifts from call to call: by the time the"
                                  " graded cases run it has passed every depth, so each answer is evaluate(root);"
                                  " localised to the root, not named (no model of one search explains it)",
}

_ALL = {path.stem: _student(path) for path in sorted(HERE.glob("*.py"))}
# A sound alpha-beta trying the moves right to left: the exercise asks for game.actions order.
_SPEC_CHOICE = ("ab2_c02_right_to_left",)
CORRECT = [fn for stem, fn in _ALL.items() if "TRUTH: correct" in fn._truth and stem not in _SPEC_CHOICE]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT", "OPEN"]
