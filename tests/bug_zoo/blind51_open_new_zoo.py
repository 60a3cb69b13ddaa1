"""Open cases of backpropagation and quiescence fixed in round 50 (m50b): the students fixed here are copied
verbatim from ``bug_zoo/open_cases/`` into ``bug_zoo/blind51_open_new/``, and, beside each, another shape of the
same mistake written for the fix (``own_*``) and the right version that must pass (``own_*_ok_*``). Each class of
miss was generalised, never fixed for one file.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import mcts_amounts, quiescence

HERE = Path(__file__).parent / "blind51_open_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("is off by one", with a hint about loop bounds): the repair of `wins += 1`
    # to `+= 0` in the root's own branch found the line, but the root credited as the searching player's node (the
    # side to move there, path[1]'s mover) is a model of its own now (backpropagation's ROOT_CREDITED), and a
    # constant that is an amount added is told as the wrong amount, never a bound off by one (repair_rules.constant_slip).
    "w27_bp_01_root_for_searcher": {mcts_amounts.ROOT_CREDITED},
    "own_bp_root_as_searchers_node": {mcts_amounts.ROOT_CREDITED},
    # Localised only when measured blind (wave 25): a Connect-Four quiesce(board, alpha, beta, aiDisc) ported, one
    # player fixed for the whole negamax: its evaluation the stand-pat at every node, only its opponent's lines
    # followed, the stand-pat beside them. No one slip or pair reproduces it; the port as a whole is a model of its
    # own (quiescence's eval_view "root" with the root's sides), named by its most harmful slip, the stand-pat's side.
    "w25_q_06_fixed_side_blocks_only": {quiescence.STAND_PAT_WRONG_SIDE},
    "own_q_negamax_player_fixed": {quiescence.STAND_PAT_WRONG_SIDE},
    # Named when measured blind (wave 26, blind47) by a pair, "never follows the threats" and "never completes its
    # own line", its stand-pat beside a forced block untold: the graded cases cannot show it. The probes asked after
    # one model now follow a pair too (quiescence_probes.second_slip), and name the third slip.
    "w26_qs_03_blocks_only": {quiescence.NO_THREATS, quiescence.NEVER_WINS, quiescence.STANDS_PAT_WHEN_FORCED},
    "own_qs_blocks_beside_stand_pat": {quiescence.NO_THREATS, quiescence.NEVER_WINS,
                                       quiescence.STANDS_PAT_WHEN_FORCED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
