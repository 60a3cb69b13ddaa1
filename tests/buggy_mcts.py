"""Student code for the MCTS checkers: UCB1 scores and backpropagation, correct and with one
typical bug each, written the way students write them (tests/test_mcts_trace.py)."""

from __future__ import annotations

import math
from typing import Any


def ucb_correct(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


def ucb_two_terms(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The same, written as exploitation plus exploration, with a float('inf')."""
    if not visits:
        return float("inf")
    exploitation = wins / visits
    exploration = c * (math.log(parent_visits) / visits) ** 0.5
    return exploitation + exploration


def ucb_no_unvisited_case(wins: float, visits: int, parent_visits: int, c: float) -> float:
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


def ucb_zero_for_unvisited(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return 0.0
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


def ucb_greedy(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits


def ucb_swapped(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(visits) / parent_visits)


def ucb_parent_in_rate(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / parent_visits + c * math.sqrt(math.log(parent_visits) / visits)


def ucb_no_sqrt(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * math.log(parent_visits) / visits


def ucb_no_c(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + math.sqrt(math.log(parent_visits) / visits)


def backpropagate_correct(path: list[Any], winner: str | None) -> None:
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def backpropagate_wrong_side(path: list[Any], winner: str | None) -> None:
    """Credits the side to move at the node: the other one."""
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover is not None and node.mover != winner:
            node.wins += 1


def backpropagate_forgets_draws(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if node.mover == winner and winner is not None:
            node.wins += 1


def backpropagate_no_draw_branch(path: list[Any], winner: str | None) -> None:
    """The likeliest draw bug: no branch for a draw, so the root (mover None) equals the winner None."""
    for node in path:
        node.visits += 1
        if node.mover == winner:
            node.wins += 1


def backpropagate_leaf_only(path: list[Any], winner: str | None) -> None:
    node = path[-1]
    node.visits += 1
    if winner is None:
        node.wins += 0.5
    elif node.mover == winner:
        node.wins += 1


def backpropagate_counts_only_wins(path: list[Any], winner: str | None) -> None:
    """Counts a visit only where the playout was won."""
    for node in path:
        if winner is None:
            node.visits += 1
            node.wins += 0.5
        elif node.mover == winner:
            node.visits += 1
            node.wins += 1


def backpropagate_draw_as_win(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None or node.mover == winner:
            node.wins += 1


def backpropagate_loss_as_minus_one(path: list[Any], winner: str | None) -> None:
    """A reward of +1 / -1, as in negamax, added to win counts."""
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        else:
            node.wins += 1 if node.mover == winner else -1


def backpropagate_credits_both(path: list[Any], winner: str | None) -> None:
    """Adds the playout's result to every node, whoever moved into it."""
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else 1
