"""Reading how a search's code answers from an exact entry: with a sign turned on the way out (read in another
point of view than the node's return it stored), or as it was stored."""

from __future__ import annotations

import ast

from ttt_lab.exercises.entry_returns import signed_exact_read
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text).body[0],), (text,))


def test_an_exact_answer_with_a_colour_or_a_minus_is_read_and_one_returned_as_stored_is_not() -> None:
    head = "def s(g, st, color, table):\n    e = table.get(st)\n    if e is not None:\n        v, flag = e\n"
    assert signed_exact_read(_source(head + "        if flag == 'EXACT':\n            return color * v\n")) == "return color * v"
    assert signed_exact_read(_source(head + "        if flag == 'EXACT':\n            return -v\n")) == "return -v"
    assert signed_exact_read(_source(head + "        if flag == 'EXACT':\n            return v\n")) is None
