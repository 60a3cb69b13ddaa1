""""Skips the new node" told in the code's own terms (backpropagation_source.skips_leaf_words): a walk that
updates each node's parent never reaches the last node; `path[:-1]` is said only where the code slices."""

from __future__ import annotations

import ast

from bug_zoo import blind43_wave24_new_zoo as wave24

from ttt_lab.exercises.backpropagation_source import skips_leaf_words
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text).body[0],), (text,))


def test_a_slice_keeps_the_models_words() -> None:
    text = "def b(path, w):\n    for node in path[:-1]:\n        node.visits += 1"
    assert skips_leaf_words(_source(text)) is None


def test_a_walk_over_parents_is_told_so() -> None:
    text = ("def b(path, w):\n    node = path[-1]\n    while node.parent is not None:\n"
            "        up = node.parent\n        up.visits += 1\n        node = up")
    words = skips_leaf_words(_source(text))
    assert words is not None and "`node.parent`" in words[0] and "path[:-1]" not in words[0]


def test_the_recursion_over_parents_is_told_so() -> None:
    for fn, _ in wave24.BUGGY:
        if fn.__name__ in ("w24_bp_04_skips_leaf", "own_bp_loop_updates_parents"):
            message = wave24.CHECK(fn, quiet=True).message()
            assert "updates each node's parent (`path[i - 1]`)" in message and "path[:-1]" not in message, message
