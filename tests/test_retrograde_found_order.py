"""One pass over the positions in the order the code found them, read from the code (wave 35's rg_02)."""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.retrograde_found_order import one_pass_in_found_order

_SEARCH = """def f(game):
    order, stack, seen = [], [game.initial_state()], {}
    while stack:
        s = stack.pop()
        order.append(s)
        stack.extend(game.result(s, m) for m in game.actions(s))
"""


def _read(text: str) -> str | None:
    return one_pass_in_found_order(Source((ast.parse(text),), (text,)))


def test_one_pass_over_the_found_order_is_read_however_the_list_is_walked() -> None:
    for walk in ("reversed(order)", "order[::-1]", "order"):
        assert _read(_SEARCH + f"    for s in {walk}:\n        seen[s] = 0\n    return seen\n") == f"for s in {walk}:"


def test_sweeps_to_a_fixed_point_layers_and_work_lists_are_no_single_pass() -> None:
    sweeps = _SEARCH + ("    changed = True\n    while changed:\n        changed = False\n        for s in order:\n"
                        "            seen[s] = 0\n    return seen\n")
    layers = ("def f(game, layers):\n    while layers[-1]:\n        layers.append([])\n    value = {}\n"
              "    for layer in reversed(layers):\n        for s in layer:\n            value[s] = 0\n    return value\n")
    work_list = _SEARCH + "    for s in order:\n        seen[s] = 0\n        order.append(s)\n    return seen\n"
    reads_nothing = _SEARCH + "    for s in order:\n        print(s)\n"
    for text in (sweeps, layers, work_list, reads_nothing):
        assert _read(text) is None, text
