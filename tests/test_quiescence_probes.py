"""The positions quiescence's check asks after a naming (quiescence_probes): a slip the graded cases hide behind
a pair of slips is named too, and the model of a port with one player fixed for the whole negamax."""

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiescence
from ttt_lab.exercises.quiescence_model import mistaken_quiescence
from ttt_lab.exercises.quiescence_probes import _probes


def test_the_probes_tell_a_stand_pat_beside_a_forced_block_from_a_pair_without_it() -> None:
    pair = {"moves": "no threats", "wins": False}
    apart = [label for game, state, evaluate, label in _probes()
             if mistaken_quiescence(game, state, evaluate, pair)
             != mistaken_quiescence(game, state, evaluate, {**pair, "stand_pat": "always"})]
    assert len(apart) >= 3, apart


def test_a_third_slip_behind_a_pair_is_named_from_the_probes() -> None:
    # Wave 26's qs_03: only the opponent's lines blocked, named by a pair; its stand-pat beside the block went untold.
    from bug_zoo.blind51_open_new_zoo import _ALL

    told = ex.check_quiescence(_ALL["w26_qs_03_blocks_only"], quiet=True)
    assert told.names == [quiescence.NO_THREATS, quiescence.NEVER_WINS, quiescence.STANDS_PAT_WHEN_FORCED], \
        told.message()
    assert "the third problem below explains" in told.diagnosis[0].detail
    assert "with the first two alone" in told.diagnosis[2].detail


def test_a_pair_the_probes_agree_with_gets_no_third_name() -> None:
    # The same blocks-only search without the stand-pat under a block: the pair alone gives every probed value.
    def blocks_only(game, state, evaluate):  # type: ignore[no-untyped-def]
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        me = game.to_move(state)
        them = game.players[1] if me == game.players[0] else game.players[0]
        cells = game.completing_cells(state, them)
        if not cells:
            return evaluate(state)
        values = [blocks_only(game, game.result(state, cell), evaluate) for cell in cells]
        return max(values) if me == game.players[0] else min(values)

    told = ex.check_quiescence(blocks_only, quiet=True)
    assert told.names == [quiescence.NO_THREATS, quiescence.NEVER_WINS], told.message()
    assert "together they explain every value your function returned." in told.diagnosis[0].detail


def test_one_player_fixed_for_the_whole_negamax_is_named_by_its_stand_pat() -> None:
    from bug_zoo.blind51_open_new_zoo import _ALL

    for stem in ("w25_q_06_fixed_side_blocks_only", "own_q_negamax_player_fixed"):
        told = ex.check_quiescence(_ALL[stem], quiet=True)
        assert told.names == [quiescence.STAND_PAT_WRONG_SIDE], told.message()
        assert "one fixed player, the side to move at the root" in told.message()


def test_a_pair_the_probes_refute_gives_way_to_the_one_that_fits_graded_and_probed_values() -> None:
    # Wave 33's q_07 (a Connect-Four quiesce.ts: only MAX's opponent's lines, X's view with negamax's minus). The
    # graded values alone fit "stands pat when a block is forced" with the view slip; the probes refute that pair,
    # and no third slip mends it: the graded and probed values are named together.
    from pathlib import Path

    from bug_zoo.blind_waves import student

    path = Path(__file__).parent / "bug_zoo" / "blind79_wave33_new" / "w33_q_07_connect4_opponent_wins.py"
    told = ex.check_quiescence(student(path), quiet=True)
    assert told.names == [quiescence.NEVER_WINS, quiescence.STAND_PAT_WRONG_SIDE], told.message()
    assert "never looks at its own winning moves" in told.diagnosis[0].detail
    assert "another slip is there too" not in told.diagnosis[0].detail
