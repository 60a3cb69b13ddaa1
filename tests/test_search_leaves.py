"""Localisation settles a leaf by what the student's own search gives it (search_leaves, issue 27 u74a)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from bug_zoo.blind_waves import load

from ttt_lab.exercises import expectimax, report
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.games.chance import ChanceTreeGame

ZOO = Path(__file__).parent / "bug_zoo"


def _spot_text(fn, monkeypatch) -> str:
    # The depth-parity models off: the engine must localise this shape of code, as for a mistake with no model.
    monkeypatch.setattr(expectimax, "MISTAKES", [m for m in expectimax.MISTAKES if m.name != report.TURN_BY_DEPTH])
    result = expectimax.check_expectimax(fn, quiet=True)
    assert not result.passed
    return result.message()


def test_parity_port_is_localised_where_its_search_goes_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    fn = load(ZOO / "blind73_wave32_new")["w32_ex_02_depth_parity"]
    text = _spot_text(fn, monkeypatch)
    assert "The lowest place where it goes wrong" in text
    assert "(a finished game)" not in text  # today's side effect: max_value over no moves
    assert "your search from it gives each of them that value" in text


def test_odds_squared_is_localised_at_the_chance_node() -> None:
    fn = load(ZOO / "blind74_localised")["own_ex_odds_squared"]
    text = expectimax.check_expectimax(fn, quiet=True).message()
    assert "The lowest place where it goes wrong is node A (a chance node)" in text
    assert "0.25 × 8 + 0.75 × 4 = 5" in text


def _wrong_at_leaves(game, state):
    """Calls itself on every child, finished ones included, and gets a finished game wrong there too."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]) + 1
    return sum(p * _wrong_at_leaves(game, game.result(state, o)) for o, p in game.outcomes(state))


def test_a_leaf_the_search_itself_gets_wrong_stays_the_spot() -> None:
    game = ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",))
    spot = tree_spot(game, (), lambda state, depth: _wrong_at_leaves(game, state),
                     lambda state, depth: expectimax.expectimax(game, state).value)
    assert spot is not None and spot.node.role == "a finished game" and not spot.searched
    assert replace(spot, searched=[]).text() == spot.text()
