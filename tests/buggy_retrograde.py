"""Student code for the retrograde checker, correct and with one typical bug each
(tests/test_tables_exercises.py). Each builds the same game graph, then decides the
positions backwards from the finished ones; the bugs are one-line changes to the rules."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any


def _graph(game: Any) -> tuple[dict[Hashable, Any], dict[Hashable, list[Hashable]], dict[Hashable, list[Hashable]]]:
    """Every reachable position by key, each one's children and each one's parents."""
    start = game.initial_state()
    states = {game.key(start): start}
    children: dict[Hashable, list[Hashable]] = {}
    parents: dict[Hashable, list[Hashable]] = {game.key(start): []}
    todo = [start]
    while todo:
        state = todo.pop()
        key = game.key(state)
        children[key] = []
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            child_key = game.key(child)
            children[key].append(child_key)
            if child_key not in states:
                states[child_key] = child
                parents[child_key] = []
                todo.append(child)
            parents[child_key].append(key)
    return states, children, parents


def _backwards(game: Any, bug: str = "") -> dict[Hashable, float]:
    """Retrograde analysis with a queue; ``bug`` names the one rule written wrongly."""
    states, children, parents = _graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {}
    unknown = {key: len(children[key]) for key in states}
    drawn = dict.fromkeys(states, False)
    queue = []
    for key, state in states.items():
        if game.is_terminal(state):
            mover_view = bug == "finished for the mover"
            value[key] = game.utility(state, game.to_move(state) if mover_view else first)
            queue.append(key)
    if bug == "no finished positions":
        finished = list(queue)
    for key in queue:  # the queue grows while it is read
        for parent in parents[key]:
            if parent in value:
                continue
            sign = 1 if game.to_move(states[parent]) == first else -1
            if bug == "any win decides" and value[key] != 0:
                value[parent] = value[key]
                queue.append(parent)
                continue
            if bug == "negated" and value[key] == -sign:
                value[parent] = sign  # "the child is lost for them, so won for me": but it is X's value
                queue.append(parent)
                continue
            if value[key] == sign:
                value[parent] = sign
                queue.append(parent)
                continue
            if value[key] == 0:
                drawn[parent] = True
                if bug == "first draw decides":
                    value[parent] = 0
                    queue.append(parent)
                    continue
            unknown[parent] -= 1
            if unknown[parent] == 0:
                value[parent] = 0 if drawn[parent] else -sign
                queue.append(parent)
    if bug == "no finished positions":
        for key in finished:
            del value[key]
    return value


def retrograde_queue(game: Any) -> dict[Hashable, float]:
    return _backwards(game)


def _rounds(game: Any, rounds: int | None = None) -> dict[Hashable, float]:
    """Round after round over every position, each deciding what the rounds before it allow,
    until a round decides nothing; with ``rounds``, stop after that many and call every
    position still open a draw (the bug)."""
    states, children, _ = _graph(game)
    first = game.players[0]
    value = {key: game.utility(state, first) for key, state in states.items() if game.is_terminal(state)}
    done = 0
    while rounds is None or done < rounds:
        decided = {}
        for key, state in states.items():
            if key in value:
                continue
            sign = 1 if game.to_move(state) == first else -1
            known = [value[child] for child in children[key] if child in value]
            if sign in known:
                decided[key] = sign
            elif len(known) == len(children[key]):
                decided[key] = max(known) if sign > 0 else min(known)
        if not decided:
            break
        value.update(decided)
        done += 1
    return {key: value.get(key, 0) for key in states}


def retrograde_rounds(game: Any) -> dict[Hashable, float]:
    """Round after round until a round decides nothing (slower than a queue, also right)."""
    return _rounds(game)


def retrograde_states_as_keys(game: Any) -> dict[Any, float]:
    """The right values, keyed by the states themselves rather than by game.key."""
    states, _, _ = _graph(game)
    values = _backwards(game)
    return {states[key]: v for key, v in values.items()}


def retrograde_two_rounds(game: Any) -> dict[Hashable, float]:
    """Stops after two rounds and calls everything still open a draw."""
    return _rounds(game, rounds=2)


def retrograde_any_win_decides(game: Any) -> dict[Hashable, float]:
    return _backwards(game, "any win decides")


def retrograde_first_draw_decides(game: Any) -> dict[Hashable, float]:
    return _backwards(game, "first draw decides")


def retrograde_negated(game: Any) -> dict[Hashable, float]:
    return _backwards(game, "negated")


def retrograde_finished_for_mover(game: Any) -> dict[Hashable, float]:
    return _backwards(game, "finished for the mover")


def retrograde_without_finished(game: Any) -> dict[Hashable, float]:
    return _backwards(game, "no finished positions")


def retrograde_list(game: Any) -> list[float]:
    return list(_backwards(game).values())
