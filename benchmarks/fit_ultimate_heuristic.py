"""Fit Ultimate's heuristic weights to game outcomes by logistic regression (issue 31).

Run: ``.venv/bin/python benchmarks/fit_ultimate_heuristic.py [--games 300] [--iterations 400] [--seed 0]``
or, on games played elsewhere: ``... --games-file games.jsonl`` (one game per line:
``{"moves": [[row, col], ...], "x_score": 1.0 | 0.5 | 0.0}``).

The heuristic (:mod:`ttt_lab.games.ultimate_heuristic`) is a weighted count: its raw points
are ``sum(weight * count)`` over a few features (boards won, live big-grid lines, small-board
threats, where the side to move was sent, ...), and the evaluation squashes them as
``LIMIT * tanh(raw / SCALE)``. That is, up to ``LIMIT``, a logistic model of X's chance to
win: ``P(X wins) = sigmoid(2 * raw / SCALE)``, ``2 * P - 1 = tanh(raw / SCALE)``. So the
weights can be learned: take positions from games between decent players, label each with
the game's outcome for X (1, 0.5 for a draw, 0), and fit the weights that make those labels
most likely (logistic regression, Newton's method, a little L2 shrinkage).

By default the games are our own: the ``"mcts+"`` player at a fixed number of iterations per
move against itself, seeded (the first ``--random-plies`` moves of each game are random, so
the games differ), so the fit reproduces without anything outside this project.
With ``--depth D`` the self-play is alpha-beta to depth D with the evaluation instead, and
``--match-player alpha-beta+`` has the top level, not ``"mcts+"``, play the final match.

Each feature's count is read off :func:`~ttt_lab.games.ultimate_heuristic.raw_score` itself
(its raw points with that feature's weight 1 and every other weight 0: the points are linear
in the weights), so the fit sees exactly what the search will evaluate. The script prints the
fitted weights next to the hand-written ones, and the log-loss of each on the positions
(fitted: on positions of games it was not fitted on, a 4:1 split by game).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

import ttt_lab.games.ultimate_heuristic as heuristic
from ttt_lab.bench import score_interval
from ttt_lab.games.ultimate import Ultimate, UltimateState
from ttt_lab.players import BasePlayer, HeuristicPlayer
from ttt_lab.players.ultimate import (
    BEST_MCTS_OPTIONS,
    EnhancedMCTSPlayer,
    ultimate_evaluation,
    ultimate_player,
)

GAME = Ultimate()

WEIGHTS = ("WON_BOARD", "LINE_ONE", "LINE_TWO", "SMALL_TWO", "DEAD_SMALL_TWO", "SMALL_TWO_ON_BIG_THREAT",
           "CENTRE_STONE", "SENT_TO_WIN", "SENT_TO_GAME_WIN", "FREE_MOVE", "TEMPO", "NO_SAFE_SEND",
           "NO_SAFE_SEND_GAME", "BIG_FORK")
"""The heuristic's weights, each the raw points of one feature's count."""

SHRINKAGE = 1e-3
"""L2 penalty per position on the logistic weights: keeps rare features' weights finite."""


def self_play(games: int, iterations: int, random_plies: int, seed: int, depth: int | None = None) -> list[dict[str, Any]]:
    """``games`` games of ``"mcts+"`` (``iterations`` per move) against itself, seeded; with
    ``depth``, of alpha-beta to that depth with the evaluation instead."""
    rng = random.Random(seed)
    player: BasePlayer
    if depth is None:
        player = EnhancedMCTSPlayer(iterations=iterations, seed=seed, **BEST_MCTS_OPTIONS)
    else:
        player = HeuristicPlayer(depth, ultimate_evaluation, seed)
    played = []
    for number in range(games):
        player.reset(seed * 100_000 + number)
        state, moves = GAME.initial_state(), []
        while not GAME.is_terminal(state):
            if len(moves) < random_plies:
                move = rng.choice(GAME.actions(state))
            else:
                move = player.decide(GAME, state).move
            moves.append(move)
            state = GAME.result(state, move)
        winner = GAME.winner(state)
        played.append({"moves": moves, "x_score": 0.5 if winner is None else float(winner == "X")})
    return played


def positions(games: list[dict[str, Any]]) -> Iterator[tuple[int, UltimateState, float]]:
    """(game number, position, X's score in that game) for every unfinished position of each game."""
    for number, record in enumerate(games):
        state = GAME.initial_state()
        for move in record["moves"]:
            state = GAME.result(state, tuple(move))
            if not GAME.is_terminal(state):
                yield number, state, record["x_score"]


def _raw(state: UltimateState) -> float:
    return heuristic.raw_score(state.x, state.o, state.x_boards, state.o_boards, state.closed, state.forced,
                               not state.stones & 1)


@contextmanager
def _weights(values: dict[str, float]) -> Iterator[None]:
    """The heuristic with these weights for a while (its big-grid cache forgets around it)."""
    saved = {name: getattr(heuristic, name) for name in WEIGHTS}
    for name, value in values.items():
        setattr(heuristic, name, value)
    heuristic._big_grid.cache_clear()
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(heuristic, name, value)
        heuristic._big_grid.cache_clear()


def features(states: list[UltimateState]) -> np.ndarray:
    """One row per position: each weight's count, read off ``raw_score`` with that weight alone at 1."""
    columns = []
    for name in WEIGHTS:
        with _weights({other: float(other == name) for other in WEIGHTS}):
            columns.append([_raw(state) for state in states])
    return np.array(columns).T


def fit(rows: np.ndarray, labels: np.ndarray, steps: int = 30) -> np.ndarray:
    """Logistic regression by Newton's method: the ``w`` maximizing the likelihood of
    ``labels`` (soft: 0.5 for a draw) under ``P = sigmoid(rows @ w)``, less ``SHRINKAGE``."""
    count, width = rows.shape
    w = np.zeros(width)
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(rows @ w)))
        gradient = rows.T @ (labels - p) - SHRINKAGE * count * w
        hessian = (rows * (p * (1 - p))[:, None]).T @ rows + SHRINKAGE * count * np.eye(width)
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w


def log_loss(rows: np.ndarray, labels: np.ndarray, raw_weights: np.ndarray) -> float:
    """Mean log-loss of the evaluation's own chances, ``(1 + LIMIT * tanh(raw / SCALE)) / 2``."""
    value = heuristic.LIMIT * np.tanh(rows @ raw_weights / heuristic.SCALE)
    p = np.clip((1 + value) / 2, 1e-9, 1 - 1e-9)
    return float(-np.mean(labels * np.log(p) + (1 - labels) * np.log(1 - p)))


def _player(kind: str, seconds: float, seed: int) -> BasePlayer:
    if kind == "mcts+":
        return EnhancedMCTSPlayer(seconds, seed=seed, **BEST_MCTS_OPTIONS)
    return ultimate_player(kind, seed, seconds=seconds)


def match(weights: dict[str, float], games: int, seconds: float, seed: int,
          kind: str = "mcts+") -> tuple[int, int, int, float, float]:
    """``games`` games of ``kind`` (``"mcts+"`` or ``"alpha-beta+"``) with ``weights`` against
    the same with the module's weights, ``seconds`` per move each, colours alternating, one
    game after the other (alpha-beta+'s pairs of games start from the same 4 seeded random
    moves: two searches that break ties alike would otherwise replay one game): W-D-L for
    ``weights``, and each side's iterations (alpha-beta+: depth) per move (median)."""
    hand = {name: getattr(heuristic, name) for name in WEIGHTS}
    wins = draws = losses = 0
    iterations: dict[bool, list[int]] = {True: [], False: []}
    for number in range(games):
        players = {side: _player(kind, seconds, seed * 10_000 + 2 * number + side)
                   for side in (True, False)}  # True: the fitted weights
        fitted_plays_x = number % 2 == 0
        state = GAME.initial_state()
        if kind == "alpha-beta+":
            opener = random.Random(seed * 10_000 + number // 2)
            for _ in range(4):
                state = GAME.result(state, opener.choice(GAME.actions(state)))
        while not GAME.is_terminal(state):
            fitted_moves = (GAME.to_move(state) == "X") == fitted_plays_x
            with _weights(weights if fitted_moves else hand):
                decision = players[fitted_moves].decide(GAME, state)
            assert decision.search is not None
            iterations[fitted_moves].append(decision.search.stats["iterations"] if kind == "mcts+"
                                            else decision.search.depth)
            state = GAME.result(state, decision.move)
        winner = GAME.winner(state)
        if winner is None:
            draws += 1
        elif (winner == "X") == fitted_plays_x:
            wins += 1
        else:
            losses += 1
    return wins, draws, losses, float(np.median(iterations[True])), float(np.median(iterations[False]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=300, help="self-play games (without --games-file)")
    parser.add_argument("--iterations", type=int, default=400, help="mcts+ iterations per move in self-play")
    parser.add_argument("--depth", type=int, help="self-play by alpha-beta to this depth instead of mcts+")
    parser.add_argument("--random-plies", type=int, default=4, help="random opening moves per self-play game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games-file", help="JSON lines of games played elsewhere, instead of self-play")
    parser.add_argument("--save", help="write the self-play games here (JSON lines)")
    parser.add_argument("--match", type=int, default=0, help="then play this many games, fitted vs hand-written")
    parser.add_argument("--match-seconds", type=float, default=0.25, help="seconds per move in that match")
    parser.add_argument("--match-player", default="mcts+", choices=["mcts+", "alpha-beta+"], help="who plays it")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.games_file:
        with open(args.games_file) as lines:
            games = [json.loads(line) for line in lines if line.strip()]
        source = args.games_file
    else:
        games = self_play(args.games, args.iterations, args.random_plies, args.seed, args.depth)
        source = (f"mcts+ self-play, {args.iterations} iterations per move" if args.depth is None
                  else f"alpha-beta self-play, depth {args.depth}") + f", seed {args.seed}"
        if args.save:
            with open(args.save, "w") as out:
                out.writelines(json.dumps(game) + "\n" for game in games)
    numbers, states, labels = zip(*positions(games), strict=True)
    rows, y = features(list(states)), np.array(labels)
    hand = np.array([getattr(heuristic, name) for name in WEIGHTS])
    # The counts really are raw_score's: the hand-written weights give back its points.
    assert np.allclose(rows @ hand, [_raw(state) for state in states])
    test = np.array(numbers) % 5 == 4
    w = fit(rows[~test], y[~test])
    half = heuristic.SCALE / 2  # sigmoid(z) = (1 + tanh(z / 2)) / 2: raw points are z * SCALE / 2
    held_out = log_loss(rows[test], y[test], w * half)
    w = fit(rows, y)
    fitted = w * half
    x_won = sum(game["x_score"] for game in games) / len(games)
    print(f"{len(games)} games ({source}), {len(y)} positions; X's mean score {x_won:.2f};"
          f" {time.perf_counter() - started:.0f} s")
    print(f"\n{'weight':<24} {'hand-written':>12} {'fitted':>8}")
    for name, old, new in zip(WEIGHTS, hand, fitted, strict=True):
        print(f"{name:<24} {old:>12.3f} {new:>8.3f}")
    print(f"\nlog-loss (ln 2 = {math.log(2):.3f} knows nothing): hand-written {log_loss(rows, y, hand):.3f},"
          f" fitted {log_loss(rows, y, fitted):.3f} (on held-out games: {held_out:.3f})")
    if args.match:
        wins, draws, losses, ours, theirs = match(dict(zip(WEIGHTS, fitted, strict=True)), args.match,
                                                  args.match_seconds, args.seed, args.match_player)
        score = (wins + draws / 2) / args.match
        measure = "iterations" if args.match_player == "mcts+" else "depth"
        print(f"\n{args.match_player} with the fitted weights vs the hand-written ones, {args.match_seconds:g} s"
              f" per move: W-D-L {wins}-{draws}-{losses}, score {score:.2f} {tuple(round(end, 2) for end in score_interval(score, args.match))};"
              f" {measure} per move (median) {ours:.0f} vs {theirs:.0f}")


if __name__ == "__main__":
    main()
