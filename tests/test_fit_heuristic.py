"""benchmarks/fit_ultimate_heuristic.py: the counts it fits are raw_score's, and its regression
recovers known weights (the script is run by hand; these check its parts)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

import ttt_lab.games.ultimate_heuristic as heuristic


@pytest.fixture(scope="module")
def fitting() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "fit_ultimate_heuristic.py"
    spec = importlib.util.spec_from_file_location("fit_ultimate_heuristic", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_counts_times_the_weights_are_raw_score_and_the_weights_are_restored(fitting: ModuleType) -> None:
    games = fitting.self_play(2, 20, 4, seed=3)
    _, states, _ = zip(*fitting.positions(games), strict=True)
    before = {name: getattr(heuristic, name) for name in fitting.WEIGHTS}
    rows = fitting.features(list(states))
    assert {name: getattr(heuristic, name) for name in fitting.WEIGHTS} == before
    weights = np.array([before[name] for name in fitting.WEIGHTS])
    assert rows.shape == (len(states), len(fitting.WEIGHTS))
    assert np.allclose(rows @ weights, [fitting._raw(state) for state in states])
    assert (rows[:, fitting.WEIGHTS.index("TEMPO")] != 0).all()  # every position has a side to move


def test_self_play_repeats_from_its_seed_and_labels_each_game(fitting: ModuleType) -> None:
    first, second = fitting.self_play(2, 20, 4, seed=5), fitting.self_play(2, 20, 4, seed=5)
    assert first == second
    assert all(game["x_score"] in (0.0, 0.5, 1.0) and len(game["moves"]) >= 17 for game in first)


def test_the_regression_recovers_the_weights_that_drew_the_labels(fitting: ModuleType) -> None:
    rng = np.random.default_rng(0)
    rows = rng.normal(size=(20_000, 3))
    truth = np.array([1.0, -0.5, 2.0])
    labels = (rng.random(20_000) < 1 / (1 + np.exp(-(rows @ truth)))).astype(float)
    assert np.allclose(fitting.fit(rows, labels), truth, atol=0.1)
