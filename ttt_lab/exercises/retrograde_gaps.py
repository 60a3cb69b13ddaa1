"""What a retrograde table lacking positions says, beyond "leaves positions out" (wave 26's rg_02, told only
that, with a hint for the breadth-first search it already had): two readings, tried in turn by :func:`table_gaps`.

Draws never decided. Code that decides a position only as WIN (a move to a LOSS for the opponent) or
LOSS (every move to a WIN) and never passes a TIE up from the finished games (what the wave's writer
took GamesmanMPI's record for) leaves every unfinished position worth a draw undecided and, with no
default, out of the table: the missing positions are a symptom, the draws never decided the mistake.
The table shows it plainly (:func:`never_decides_draws`): every value it has is right, the finished
draws are there, and the positions it lacks are exactly the unfinished ones worth a draw, each of
which the code asked the game about (so it found them). Code that drops a draw (0) when it writes
the table would lack the finished draws too, and is not named so.

Wrong values beside the gaps. A search that stops once the start is decided (GamesmanMPI's ``while
queue and not solved``, rg_02 itself) leaves positions out only because a rule decided the start
early (there a tie counted as a win for the opponent, so the start was "lost"): the rule broken is
the mistake, and the search the hint asked for was already there.

So where positions are missing (never found), the values the table has are diagnosed as a whole
table would be, the missing positions taken at their right values so that they break no rule (the
caller's ``diagnose``): when that names a rule of the values, it comes first, and "leaves positions
out" follows with a hint from the code when its search loop stops on something else than running out
of positions (:func:`stops_on_a_flag`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import WRONG_VALUE, Problem
from ttt_lab.exercises.retrograde_draw_seeds import draw_rule, draws_left_off_the_queue
from ttt_lab.exercises.retrograde_graph import _Graph, _keyed, _read, _text
from ttt_lab.exercises.retrograde_names import _HINTS, LEAVES_OUT, NOT_A_TABLE, WRONG_KEYS

NEVER_DRAWS = "never decides a draw"

NEVER_DRAWS_HINT = ("A position is decided in three ways, not two: won as soon as a move wins for the side to move,"
                    " and, once every move is valued and none wins, a draw if some move draws, else lost. Decide the"
                    " draws too (a TIE from a child that ties, when no child is a loss for the opponent), and tell the"
                    " parents of a position decided a draw as you do for a win or a loss.")


def never_decides_draws(graph: _Graph, answer: Any, found: frozenset[Hashable] | None) -> tuple[list[Problem], int] | None:
    """The problem for a table whose missing positions are exactly the unfinished draws, all found by
    the student's code (``found``: the keys it asked the game about), every value it holds right and
    its finished draws among them; ``None`` for any other table."""
    if not isinstance(answer, Mapping) or found is None:
        return None
    keyed = _keyed(answer, graph)
    missing = [key for key in graph.states if key not in keyed]
    unfinished_draws = {key for key in graph.states if graph.children[key] and graph.truth[key] == 0}
    finished_draws = [key for key in graph.states if not graph.children[key] and graph.truth[key] == 0]
    if not missing or set(missing) != unfinished_draws or not set(missing) <= found or not finished_draws:
        return None
    if any(key not in keyed for key in finished_draws):
        return None
    if any(_read(value) is None or _read(value) != graph.truth[key] for key, value in keyed.items()):
        return None
    example = next((key for key in missing if all(child in keyed for child in graph.children[key])), missing[0])
    kids = sorted({_num(graph.truth[child]) for child in graph.children[example] if child in keyed})
    return [Problem(NEVER_DRAWS, f"On {graph.label} your code asks about all {len(graph.states):,} positions"
                    f" (game.is_terminal or game.actions of each), and every value its table has is right, the"
                    f" {len(finished_draws):,} finished draws too; but it lacks {len(missing):,} positions, exactly"
                    " the unfinished ones worth a draw: no draw is ever decided above the finished games."
                    " E.g. {} (its moves lead to positions valued {}),"
                    " which solve values 0.".format(_text(graph, example), ", ".join(kids) or "nothing yet"),
                    NEVER_DRAWS_HINT)], len(missing)


_NOT_A_RULE = frozenset({LEAVES_OUT, WRONG_VALUE, NOT_A_TABLE, WRONG_KEYS})
"""Names that say nothing about how the values were decided."""


def stops_on_a_flag(source: Source) -> str | None:
    """The test of a ``while`` loop that goes on only while something besides positions being left
    holds (``while len(queue) > 0 and not solved[0]``), or None."""
    for node in source.nodes():
        if isinstance(node, ast.While) and isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.And):
            return source.segment(node.test)
    return None


def values_beside_gaps(graph: _Graph, answer: Any, found: frozenset[Hashable] | None,
                       diagnose: Callable[[_Graph, Any], tuple[list[Problem], int]],
                       source: Source) -> tuple[list[Problem], int] | None:
    """The rule the values of a table lacking positions break, then the positions left out; None
    where no rule is broken by the table's own values, or where the missing positions were all found
    (then they are found but never valued, told elsewhere)."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    missing = [key for key in graph.states if key not in keyed]
    if not missing or (found is not None and set(missing) <= found) or len(keyed) < len(graph.states) // 2:
        return None
    if any(_read(value) is None for value in keyed.values()):
        return None
    wrong = [key for key, value in keyed.items() if _read(value) != graph.truth[key]]
    if not wrong:
        return None
    completed = {**{key: graph.truth[key] for key in missing}, **keyed}
    named, _ = diagnose(graph, completed)
    if not named or named[0].name in _NOT_A_RULE:
        return None
    test = stops_on_a_flag(source)
    hint = _HINTS[LEAVES_OUT] if test is None else (
        f"Your search goes on only while `{test}`: besides running out of positions it stops on a condition of"
        " its own, and the positions still waiting then are never found or never valued (a position decided by"
        " the wrong rule above may be what stops it). Search until nothing is left to expand, then decide them all.")
    unfound = [key for key in missing if found is not None and key not in found]
    example = (unfound or missing)[0]
    never = f" ({len(unfound):,} of them never found: your code never asked the game about them)" if unfound else ""
    leaves = Problem(LEAVES_OUT, f"Its table also lacks {len(missing):,} of the {len(graph.states):,} positions{never}:"
                     f" e.g. {_text(graph, example)}, which solve values {_num(graph.truth[example])}.", hint)
    return [named[0], leaves], len(missing) + len(wrong)


def table_gaps(graph: _Graph, answer: Any, found: frozenset[Hashable] | None,
               diagnose: Callable[[_Graph, Any], tuple[list[Problem], int]],
               source: Source) -> tuple[list[Problem], int] | None:
    """Draws never decided, else the rule the values beside the gaps break; None for neither."""
    return seeds_told(never_decides_draws(graph, answer, found), source) or values_beside_gaps(
        graph, answer, found, diagnose, source)


def seeds_told(found: tuple[list[Problem], int] | None, source: Source) -> tuple[list[Problem], int] | None:
    """Draws never decided, told by the code's seeding where it leaves the finished draws off its queue: with a
    draw rule in the code, asking for one would describe code the student has (wave 37's rg_03); the queue's test
    is what is missing a case."""
    if found is None or (seeding := draws_left_off_the_queue(source)) is None:
        return found
    (problem, *rest), count = found
    test, queued = seeding
    rule = draw_rule(source)
    where = (f" Your code has the draw rule (`{rule}`), but `if {test}:` keeps the draws off the queue (`{queued}`):"
             " the finished draws are never passed up, so no parent counts its move into"
             " a draw, and none is ever decided.") if rule else (
        f" And `if {test}:` keeps the draws off the queue (`{queued}`).")
    hint = (f"Put every decided position on the queue, the finished draws too: drop the test `{test}` before `{queued}`. A"
            " move into a draw must be counted at the parent like any other move that does not win; your rule then"
            " decides the draws." if rule else NEVER_DRAWS_HINT + f" Put the finished draws on the queue too (`{test}`"
            " leaves them out).")
    return [Problem(problem.name, problem.detail + where, hint, problem.note), *rest], count
