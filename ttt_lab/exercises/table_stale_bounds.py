"""A table alpha-beta whose entries keep a bound longer than the depth it was searched to: an entry that
holds a lower and an upper bound (Plaat's AlphaBetaWithMemory) but one depth, overwritten by whichever
search stored last, or bounds and depth kept in fields (or tables) of their own, or a deeper bound merged
with a shallower one (``lower = max(lower, value)``). A deeper search that fails high or low replaces
one bound and the depth, and the other bound, a shallower search's, now claims that depth.

The checker's other scenarios never show it: one search per table meets each position at one depth;
a shallower search then a deeper one with the full window replaces both bounds (the deeper value is
exact). It takes three searches of one board sharing a table: a shallower one, a deeper one whose
narrow window makes it fail high or low (one bound stored), and the deeper one again. Then, beside those
sequences, a few seeded sequences of non-decreasing depths with windows of their own, for a mix of
depths and bounds the fixed ones do not reach. And one order the other way round: the deeper search first,
failing high, then a shallower one, then the deeper one again, for an entry whose depth only grows
(``max(entry depth, depth)``) while a shallower search overwrites its value.

Named only when the wrong answer is what the shallower search of the board returned earlier in the
sequence, while the same searches without it are right (the deeper ones alone, and the shallower one
then the one that went wrong): only the shallower bound can have come back. Otherwise the sequence is
shown, with what went wrong, and nothing is named.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.report import WRONG_VALUE, Problem
from ttt_lab.exercises.table_entries import entry_depth
from ttt_lab.exercises.table_searches import _GAME, _POSITIONS, _expected, _run, _Search, _truth

STALE_BOUND = "keeps a shallower search's bound under a deeper search's depth"
STALE_BOUND_HINT = ("An entry's depth belongs to every bound it holds. When a deeper search fails high (or low) it"
                    " learns only a lower (or an upper) bound; the other bound still in the entry came from a"
                    " shallower search, and writing the new depth over the entry makes that bound claim plies it"
                    " never had. On a store at a greater depth than the entry's, start the entry afresh (the other"
                    " bound back to -inf or inf) before writing the new bound, not merged with the old one (a"
                    " max or min with it keeps the shallower bound), or keep a depth for each bound.")
DEPTH_KEPT_HINT = ("An entry's depth is the depth its value was searched to. A shallower search that stores into an"
                   " entry a deeper search wrote must write its own, smaller depth with its value (or leave the"
                   " deeper entry alone): keeping the greater depth (a max with the old one) makes the shallower"
                   " value claim plies it never searched.")
SEQUENCE_HINT = ("Each answer must hold for the window and depth it was asked for, whatever the table holds from"
                 " earlier searches: an entry answers only for the depth its every field was searched to, and a"
                 " bound only on its own side of the window.")

SEED = 63
"""The seed of the random sequences: the same sequences every run, so a verdict never changes."""


def _sequences() -> list[list[_Search]]:
    """Seeded sequences of five searches of one board (one per board) at non-decreasing depths, each with a window of
    its own: the full one, or a narrow one below, around or above the value."""
    rng = random.Random(SEED)
    sequences = []
    for text in _POSITIONS:  # one per board: a second per board caught no student the fixed ones missed
        depths = sorted(rng.choice((1, 2, 3, 4)) for _ in range(5))
        sequence = []
        for depth in depths:
            kind = rng.choice(("full", "below", "around", "above"))
            truth = _truth(text, depth)
            low = {"full": -math.inf, "below": truth + 0.05, "around": truth - 0.05, "above": truth - 0.35}[kind]
            sequence.append(_Search(text, depth, low, math.inf if kind == "full" else low + 0.25))
        sequences.append(sequence)
    return sequences


DEEP = 3
"""The depth of the deeper search in the fixed sequences: the shallowest of the checker's deeper searches. Every
sequence at depth 4 caught the same students as its depth-3 twin (wave 30's tt_03 and the zoo's shapes of it) and
cost three quarters of this scenario's time on a passing table; depth 3 already has two shallower depths under it."""


def _fixed(full: list[_Search], right_alone: set[_Search]) -> list[list[_Search]]:
    """A shallower search, the deeper one with a window that fails high or low (only one bound), then
    the deeper one with the full window: what the second search did not replace answers the third.
    Then the same board the other way round (:func:`_deeper_first`)."""
    sequences = []
    for search in full:
        if search.depth != DEEP or search not in right_alone:
            continue
        truth = _truth(search.text, search.depth)
        for shallow in sorted({1, search.depth - 1}):
            for shift in (-0.3, 0.25):  # the window below the value (it fails high), then above (it fails low)
                middle = _Search(search.text, search.depth, truth + shift, truth + shift + 0.05)
                sequences.append([_Search(search.text, shallow), middle, search])
        sequences.append(_deeper_first(search, truth))
    return sequences


def _deeper_first(search: _Search, truth: float) -> list[_Search]:
    """The deeper search with a window below the value (it fails high: a lower bound alone, which answers no
    full-window search), a depth-1 search that must then search and store, and the deeper one with the full
    window. Shallower-then-deeper orders never show code whose entry's depth only grows (``depth =
    max(entry depth, depth)``) while its value is overwritten: there the shallower value claims the deeper depth."""
    return [_Search(search.text, search.depth, truth - 0.3, truth - 0.25), _Search(search.text, 1), search]


def _after_deeper(sequence: list[_Search], search: _Search) -> bool:
    """Whether a deeper search of the board came before ``search`` in ``sequence``: a table may rightly answer
    a shallower search with the deeper entry's value (a correct table alpha-beta that ignores the window does),
    so only the searches as deep as every earlier one are judged there."""
    at = next(i for i, s in enumerate(sequence) if s is search)
    return any(earlier.depth > search.depth for earlier in sequence[:at])


def _without(sequence: list[_Search], index: int) -> list[_Search]:
    return sequence[:index] + sequence[index + 1:]


def _stale_source(run: Callable[..., Any], sequence: list[_Search], returned: list[float | None],
                  wrong_at: int, answer: float) -> int | None:
    """The earlier, shallower search of the board whose answer came back at ``wrong_at``, when leaving
    it out makes the sequence right there and the searches as deep as the wrong one alone are right."""
    wrong = sequence[wrong_at]
    for index in range(wrong_at):
        earlier, value = sequence[index], returned[index]
        if earlier.depth >= wrong.depth or value is None or not _close(value, answer):
            continue
        deep = [s for s in sequence[:wrong_at + 1] if s.depth >= wrong.depth]
        if _run(run, deep, {}).wrong or _run(run, [earlier, wrong], {}).wrong:
            continue
        return index
    return None


def _entry_words(run: Callable[..., Any], sequence: list[_Search], wrong_at: int, stale: float) -> str:
    """What the board's entry says just before the wrong search, when it tells a depth and holds the stale value."""
    done = _run(run, sequence[:wrong_at], {})
    try:
        entry = done.table.get(_GAME.key(_GAME.parse(sequence[0].text)))
    except Exception:  # a table of its own kind: the values alone tell
        return ""
    depth = entry_depth(entry)
    values = entry.values() if isinstance(entry, dict) else entry if isinstance(entry, (tuple, list)) else []
    holds = any(isinstance(v, (int, float)) and not isinstance(v, bool) and _close(float(v), stale) for v in values)
    if depth is None or not holds:
        return ""
    return (f" Before that search your table's entry for the board said depth {depth} and still held"
            f" {_num(stale)}, the shallower search's value.")


def _told(sequence: list[_Search], returned: list[float | None], wrong_at: int) -> str:
    steps = "; ".join(f"{s.label()} ({_num(v) if v is not None else 'nothing'})"
                      for s, v in zip(sequence[:wrong_at], returned, strict=False))
    return f"With one table for these searches, in order: {steps}"


def stale_bound(run: Callable[..., Any], full: list[_Search], right_alone: set[_Search]) -> Problem | None:
    """The first sequence of searches sharing a table (see the module) with a wrong answer, named
    :data:`STALE_BOUND` when a shallower search's value came back; ``None`` when every answer holds."""
    for sequence in _fixed(full, right_alone) + _sequences():
        done = _run(run, sequence, {})
        judged = [(search, value) for search, value in done.wrong if not _after_deeper(sequence, search)]
        if done.failure is not None or not judged:
            continue
        wrong, answer = judged[0]
        wrong_at = next(i for i, s in enumerate(sequence) if s is wrong)
        returned = [outcome.number for outcome in done.outcomes]
        if _run(run, [wrong], {}).wrong:  # wrong with a new table: not the table's order of searches
            continue
        told = f"{_told(sequence, returned, wrong_at)}; then on {wrong.label()} it returned {_num(answer)}; {_expected(wrong)}."
        index = _stale_source(run, sequence, returned, wrong_at, answer)
        if index is None:
            return Problem(WRONG_VALUE, told, SEQUENCE_HINT)
        earlier = sequence[index]
        if any(s.depth >= wrong.depth for s in sequence[:index]):  # a deeper search stored first (_deeper_first)
            return Problem(STALE_BOUND, f"{told} That is what the depth-{earlier.depth} search returned; without it,"
                           " the same searches answer right. The deeper search before it had stored the board first,"
                           f" and the depth-{earlier.depth} search's value then answered a depth-{wrong.depth} search."
                           f"{_entry_words(run, sequence, wrong_at, answer)}", DEPTH_KEPT_HINT)
        between = [s for s in sequence[index + 1:wrong_at] if s.depth >= wrong.depth]
        middle = (f" The search{'es' if len(between) > 1 else ''} at depth {wrong.depth} between them"
                  f" stored only a bound, and left the depth-{earlier.depth} value in the entry."
                  if between and all((s.alpha, s.beta) != (-math.inf, math.inf) for s in between) else "")
        return Problem(STALE_BOUND, f"{told} That is what the depth-{earlier.depth} search returned; without it, the"
                       f" same searches answer right.{middle}"
                       f"{_entry_words(run, sequence, wrong_at, answer)}", STALE_BOUND_HINT)
    return None
