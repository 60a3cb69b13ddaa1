"""A depth limit of the student's own, in a search asked to go to the end of the game (issue 27).

A course template (``def expectiminimax(node, depth): if node.is_terminal() or depth == 0:
return 0``) or a Pacman agent's ``self.depth`` gives the student's search a fixed depth, a
default argument the checker never passes: below it every unfinished position is worth 0, the
template's "heuristic". The model is :func:`~ttt_lab.exercises.error_model.mistaken_value` with
``own_depth`` (the limit, counted down at every node, chance nodes included) and
``horizon="zero"``. Declared by the checkers whose graded
call passes no depth.

Example:
    >>> from ttt_lab.games.chance import ChanceTreeGame
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> game = ChanceTreeGame([[(0.5, 6), (0.5, 2)], [(0.5, 9), (0.5, 0)]], levels=("MAX", "CHANCE"))
    >>> mistaken_value(game, (), {"own_depth": 1, "horizon": "zero"}), mistaken_value(game, (), {})
    (0.0, 4.5)
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.depth_counters import counted, counted_words, depth_counter
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source

OWN_DEPTH_LIMIT = "stops at a depth limit of its own"

_HINT = ("This search must go to the end of the game: take out the depth limit (the depth parameter with its"
         " default, and its `depth == 0` test). The 0 returned at the cut is no position's value: it scores"
         " every unfinished position {k} below the root as a draw.")


_HINT_COUNTED = ("This search must go to the end of the game: take out the depth limit ({what}). The 0 returned at"
                 " the cut is no position's value: it scores every unfinished position {k} below the root as a draw.")


def _no_depth(case: Any) -> bool:
    """Only where the graded call passes no depth: with one, a limit is the student's job (depth_mistakes)."""
    return getattr(case, "depth", None) is None


def _plies(k: int) -> str:
    return f"{k} ply" if k == 1 else f"{k} plies"


def own_depth_mistakes(depths: tuple[int, ...] = (1, 2, 3, 4, 5), chance: bool = False) -> list[Mistake]:
    """A fixed depth of ``k`` plies, 0 returned at the cut for every unfinished position.

    The depth tested before the end of the game (``depth_first``) needs no model of its own: a limit
    of ``k + 1`` tested first scores every position ``k + 1`` plies down 0, so every unfinished one
    ``k`` plies down is worth 0 too (the max, min or weighted sum of zeros), and the finished ones
    there their utility: the same values as a limit of ``k`` tested after. The message says so.
    ``chance``: the checker's games have chance nodes (the message says they count as plies).
    """
    every = "at every node, chance nodes too" if chance else "at every node"
    return [Mistake(OWN_DEPTH_LIMIT, _because(f"counted down {every}", k), _HINT.format(k=_plies(k)),
                    knobs=(("own_depth", k), ("horizon", "zero")), applies=_no_depth,
                    # a counter counted up to a limit (blind43's ex_05): the words name it, not "counted down"
                    worded=_counted_up(k, every))
            for k in depths]


def _counted_up(k: int, every: str) -> Callable[[Source], tuple[str, str] | None]:
    up = counted_words(lambda counter: _because(counted(counter, f" {every}"), k),
                       lambda what: _HINT_COUNTED.format(what=what, k=_plies(k)))
    written = _written_limit(k)
    first = _cut_first_words(k, every)
    return lambda source: first(source) or up(source) or written(source)


def _cut_first_words(k: int, every: str) -> Callable[[Source], tuple[str, str] | None]:
    """Words for a limit of ``k`` that the code's counter reaches at ``k + 1`` plies, tested before the end of the
    game (wave 32's mm_02: ``if depth == maxdepth: return 0`` above ``if game.is_terminal(state)``, the root's
    children called with depth 1 and maxdepth = 4): the cut the code makes is ``k + 1`` plies down, and the student
    is told that ply count, the one their code gives, with the ``k`` plies the values show as its consequence."""
    def words(source: Source) -> tuple[str, str] | None:
        counter = depth_counter(source)
        if counter is None or not cut_before_the_end(source, counter.name):
            return None
        cut, above = _plies(k + 1), _plies(k)
        return (f"stops at a depth of its own ({counted(counter, f' {every}')}), tested before the end of the game,"
                f" and returns 0 there: every position {cut} below the root is worth 0, a finished game too, and so"
                f" every unfinished one {above} below is worth 0 as well",
                f"This search must go to the end of the game: take out the depth limit (the test `{counter.test}` and"
                f" the counter `{counter.name}` it tests). The 0 returned at the cut is no position's value: it scores"
                f" every position {cut} below the root as a draw, a finished one too.")

    return words


def cut_before_the_end(source: Source, counter: str) -> bool:
    """Whether a function of the code returns on a test of ``counter`` in a statement of its body that comes
    before any test for the end of the game (a call of ``is_terminal``, ``terminal_test``...). A test shared
    with the end's (``if depth == 0 or game.is_terminal(state)``) is not before it."""
    for function in source.nodes():
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for statement in function.body:
            if any(isinstance(n, ast.Call) and "terminal" in str(getattr(n.func, "attr", None) or getattr(n.func, "id", ""))
                   for n in ast.walk(statement)):
                break
            if (isinstance(statement, ast.If) and isinstance(statement.test, ast.Compare)
                    and any(isinstance(n, ast.Name) and n.id == counter for n in ast.walk(statement.test))
                    and any(isinstance(n, ast.Return) for n in statement.body)):
                return True
    return False


def _written_limit(k: int) -> Callable[[Source], tuple[str, str] | None]:
    """Words for a limit of ``k`` that the code writes as ``k + 1`` (a call's argument or a default),
    tested before the end of the game: both fit the values, and the student is told the number their
    code holds (blind48's ab_03, ``alpha_beta_pruning(state, 5, ...)``, was told 4). Only where the code
    writes ``k + 1`` and never ``k`` as such a number."""
    def words(source: Source) -> tuple[str, str] | None:
        written = depth_literals(source)
        if k + 1 not in written or k in written:
            return None
        return (f"stops at a depth of its own, the {k + 1} your code passes as the depth, tested before the end of"
                f" the game, and returns 0 there: every unfinished position {_plies(k + 1)} below the root is worth 0,"
                f" and so is every one {_plies(k)} below whose moves all lead on",
                f"This search must go to the end of the game: take out the depth limit (the {k + 1} your code passes,"
                " and its `depth == 0` test). The 0 returned at the cut is no position's value: it scores a game"
                " still going as a draw.")

    return words


def depth_literals(source: Source) -> set[int]:
    """The whole numbers the code passes to a call or gives a parameter as its default."""
    found: set[int] = set()
    for node in source.nodes():
        values: list[ast.expr] = []
        if isinstance(node, ast.Call):
            values = [*node.args, *(keyword.value for keyword in node.keywords)]
        elif isinstance(node, ast.arguments):
            values = [*node.defaults, *(d for d in node.kw_defaults if d is not None)]
        found |= {v.value for v in values if isinstance(v, ast.Constant) and type(v.value) is int}
    return found


def _because(counted: str, k: int) -> str:
    return (f"stops at a depth of its own ({counted}) and returns 0 there: every unfinished position {_plies(k)}"
            f" below the root is worth 0 (a limit of {k + 1} tested before the end of the game gives the same values)")
