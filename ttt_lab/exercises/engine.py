"""The diagnosis engine every checker uses: an error model of classic mistakes, and where to look
when none of them fits.

A :class:`Mistake` is a classic slip stated once as a transformation of the reference: of the
game it runs on (``alter``: leaves scored for the player to move, chance nodes read as MIN's)
or of the algorithm itself (``knobs``: settings of a checker's parameterised reference, such as
``chance="mean"`` or ``negate=False``), with a name, what such code does, a one-line hint and
the cases on which it can show (``applies``). A checker declares the mistakes that make sense
for its algorithm and a ``predict(case, game, knobs)`` that computes what code with those
knobs would answer on a case, the right answer being ``predict(case, game, {})``.

:func:`name_mistake` names a mistake only when its predictions reproduce *every* answer the
student's function gave (values and moves alike), on the cases where it is wrong and where it
is right; when no single mistake does, it tries every pair (both transformations at once).
Since a mistake is named only when it reproduces what the code does, its hint never asks for
something the code already does, and a second mistake is never reported for what the first
explains: one model accounts for all the answers.

A model whose explanation the student's code visibly contradicts is not tried at all
(``Mistake.refuted_by``, read from the source of the function a checker marked with
:func:`~ttt_lab.exercises.student_source.diagnoses` is checking), and an explanation may take
its words from that code (``Mistake.worded``: floor() rather than ``//``).

When no model fits, :func:`localise` finds, inside the smallest failing case, the lowest
node where the student's value is wrong while every child's is right, evaluating the
student's function on the sub-positions, and says what the rule gives there.

Example:
    Two slips of a tiny "sum the children" rule, one of them doubling and one adding one:

    >>> cases = [1, 2, 3]
    >>> def predict(case, game, knobs):
    ...     return case * knobs.get("times", 1) + knobs.get("plus", 0)
    >>> doubles = Mistake("doubles", "multiplies by 2", "Do not.", knobs=(("times", 2),))
    >>> adds = Mistake("adds one", "adds 1", "Do not.", knobs=(("plus", 1),))
    >>> fit = name_mistake(cases, [3, 5, 7], [doubles, adds], predict)
    >>> [m.name for m in fit.mistakes]
    ['doubles', 'adds one']
    >>> name_mistake(cases, [2, 4, 7], [doubles, adds], predict) is None  # the last one fits neither
    True
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ttt_lab.exercises.finished_scores import name_depth_scored
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import (
    DEPTH_FROM_ROOT,
    DEPTH_IN_LOOP,
    DEPTH_OFF_BY_ONE,
    EVALUATES_TERMINAL,
    FIRST_MOVE_ONLY,
    FULL_MOVES,
    IGNORES_DEPTH,
    IGNORES_TERMINAL,
    MODEL_SEARCH_CODE,
    NEVER_COUNTS_DOWN,
    NEVER_SEARCHES,
    REMEMBERS_OTHER_DEPTHS,
    REMEMBERS_OTHER_GAMES,
    SKIPS_LAST_MOVE,
    WRONG_VALUE,
    Problem,
    priority,
)
from ttt_lab.exercises.student_source import diagnoses as diagnoses  # re-exported: every checker marks itself
from ttt_lab.exercises.student_source import student_source

CONFUSABLE: tuple[frozenset[str], ...] = (frozenset({SKIPS_LAST_MOVE, FIRST_MOVE_ONLY}),)
"""Names of mistakes that the graded cases may not tell apart: where every node has two moves,
skipping the last one is trying only the first. When a fit's name is in a group and a model
of another name of the group fits too, nothing is named (the checker localises instead):
naming one would be a guess, and a wrong name sends the student to the wrong line."""


EXCLUSIVE: tuple[frozenset[str], ...] = (frozenset({IGNORES_TERMINAL, EVALUATES_TERMINAL}), *(
    frozenset({DEPTH_FROM_ROOT, other}) for other in (NEVER_COUNTS_DOWN, FULL_MOVES, DEPTH_OFF_BY_ONE, IGNORES_DEPTH,
                                                     DEPTH_IN_LOOP, NEVER_SEARCHES)))
"""Names never paired, the one denying what the other says the code does: code with no test for
a finished game cannot test it after the depth (a pair of them fits a test of the wrong state),
and a depth handed down from the root's pairs with no other slip of the depth (such a pair fits
a depth counted up in one kind of node, d + 1, one slip)."""


def _always(case: Any) -> bool:
    return True


@dataclass(frozen=True)
class Mistake:
    """A classic mistake, as a transformation of the reference algorithm or of its game.

    Attributes:
        name: the bug's name as reports show it (a constant of :mod:`~ttt_lab.exercises.report`
            or of the checker's module).
        because: what such code does, completing "That is what you get from code that ...".
        hint: one line on what to change.
        alter: the game as the mistaken code sees it (``None``: the game itself).
        knobs: settings of the checker's parameterised reference that make it mistaken.
        applies: whether the mistake can show on a case; where it cannot, code with the
            mistake answers what the reference answers.
        excludes: names never paired with this mistake, where the pair would make the model
            say what the code does not (chance read as MIN's nodes, then MIN's nodes averaged:
            the "min at chance" is an average, not a min).
        excludes_knobs: whether a mistake of these knobs is never paired with this one, for a pair whose
            names are right apart but whose composition is not what the pair's words say (chance read
            as MIN's nodes, then a rule of whose turn it is applied to every player's node: at chance
            the code takes the max, or what the turns say, so "takes the min at chance" describes code
            that never takes a min there).
        refuted_by: what ``because`` claims about the code, as a check of the student's source:
            true only on a clear finding that the code cannot have this mistake (it negates
            every child's value, it has no branch for finished games). A refuted model is never
            fitted (:func:`name_mistake`), so the next one that fits is named, or none.
        worded: where the name stays right but ``because`` and ``hint`` name a construct the
            code may not use (``//`` for a floor() call), the ``(because, hint)`` the source
            shows, or ``None`` to keep them.
    """

    name: str
    because: str
    hint: str
    alter: Callable[[Any], Any] | None = None
    knobs: tuple[tuple[str, Any], ...] = ()
    applies: Callable[[Any], bool] = field(default=_always, compare=False)
    excludes: frozenset[str] = frozenset()
    excludes_knobs: Callable[[dict[str, Any]], bool] | None = field(default=None, compare=False)
    refuted_by: Callable[[Source], bool] | None = field(default=None, compare=False)
    worded: Callable[[Source], tuple[str, str] | None] | None = field(default=None, compare=False)


@dataclass
class Fit:
    """One or two mistakes whose predictions reproduce every answer; ``wrong`` indexes the cases
    where the answer is not the reference's (the first is shown)."""

    mistakes: tuple[Mistake, ...]
    wrong: list[int]

    def __post_init__(self) -> None:
        # In the order the report lists them: the first one shown carries the whole explanation.
        self.mistakes = tuple(sorted(self.mistakes, key=lambda m: priority(m.name)))

    @property
    def names(self) -> list[str]:
        return [m.name for m in self.mistakes]


def _same(answer: Any, predicted: Any) -> bool:
    if isinstance(answer, (int, float)) and isinstance(predicted, (int, float)):
        return _close(float(answer), float(predicted))
    return bool(answer == predicted)


def _compatible(first: Mistake, second: Mistake) -> bool:
    """Two mistakes can be made at once: they are different slips and set no knob two ways."""
    if first.name == second.name or frozenset({first.name, second.name}) in EXCLUSIVE:
        return False
    if second.name in first.excludes or first.name in second.excludes:
        return False
    if any(one.excludes_knobs is not None and other.knobs and one.excludes_knobs(dict(other.knobs))
           for one, other in ((first, second), (second, first))):
        return False
    mine = dict(first.knobs)
    return all(mine.get(key, value) == value for key, value in second.knobs)


def name_mistake(cases: Sequence[Any], answers: Sequence[Any], catalogue: Sequence[Mistake],
                 predict: Callable[[Any, Any, dict[str, Any]], Any],
                 same: Callable[[Any, Any], bool] = _same, game_of: Callable[[Any], Any] = lambda case: None,
                 pairs: bool = True, informative: Callable[[Any], bool] | None = None,
                 unambiguous: bool = False) -> Fit | None:
    """The first mistake of ``catalogue`` (or, failing one, the first pair) that predicts every
    answer; ``None`` when none does or when every answer is right.

    ``answers[i]`` is ``None`` where the function gave no usable answer (it crashed): those
    cases are left out. ``predict(case, game, knobs)`` is what code with ``knobs`` answers on
    ``case`` played on ``game`` (``game_of(case)``, altered by the mistakes), and with no knobs
    on the game itself, the right answer. ``same(answer, predicted)`` compares them.

    Where a model may leave a case open (an evaluation's order that no count settles),
    ``informative(predicted)`` says whether a prediction commits to an answer; then of the
    models that fit, the one committing on the most cases is named (the first of them on a
    tie), singles before pairs: a model that fits by predicting little explains little.

    With ``unambiguous``, nothing is named when mistakes of different names fit alike (code
    that never prunes may forget to pass the window or to leave the loop: the answers cannot
    tell which, and naming one would be a guess).
    """
    if MODEL_SECONDS <= 0:  # a repaired program's check (repairs.find_repairs): only whether it passes matters
        return None
    source = student_source()
    if source is not None:
        catalogue = unrefuted(catalogue, source)
    try:
        fit = _name_mistake(cases, answers, catalogue, predict, same, game_of, pairs, informative, unambiguous,
                            time.process_time() + MODEL_SECONDS)
    except _OutOfModelTimeError:
        return None
    return fit if fit is None or source is None else _worded(fit, source)


def refuted(mistake: Mistake, source: Source) -> bool:
    """The student's source shows that its code cannot have ``mistake`` (``Mistake.refuted_by``).
    A check that fails on code it did not foresee refutes nothing: a false refutation loses a
    right name."""
    if mistake.refuted_by is None:
        return False
    try:
        return bool(mistake.refuted_by(source))
    except Exception:
        return False


def unrefuted(catalogue: Sequence[Mistake], source: Source) -> list[Mistake]:
    """``catalogue`` without the mistakes ``source`` refutes: a model that reproduces every value
    but describes code the student does not have would tell them to fix what they got right
    ("drop the special case for finished children" over code that has none)."""
    return [m for m in catalogue if not refuted(m, source)]


def _worded(fit: Fit, source: Source) -> Fit:
    """``fit`` with each mistake's explanation and hint in the words its ``worded`` finds in the source."""
    mistakes = []
    for mistake in fit.mistakes:
        try:
            words = mistake.worded(source) if mistake.worded is not None else None
        except Exception:
            words = None
        mistakes.append(mistake if words is None else replace(mistake, because=words[0], hint=words[1]))
    return Fit(tuple(mistakes), fit.wrong)


MODEL_SECONDS = 10.0
"""How long :func:`name_mistake` may try models on one set of answers before it names nothing
(and the checker localises, as it does when no model fits). Every pair of a large catalogue
predicted on slow cases could otherwise outlast the time a check gives the student's code
(blind30's a09, a search that skips positions seen anywhere in the tree: 5,797 predictions of
8 ms each, 47 s, and the student was told their function "was still running"). The slowest
call the bug zoo makes takes under 5 s on a loaded machine. Counted in the processor's time: on a busy
machine (a shared Binder, a test run beside a browser) the same answers get the same name."""


class _OutOfModelTimeError(Exception):
    """The models' time (:data:`MODEL_SECONDS`) ran out before one fitted."""


def _name_mistake(cases: Sequence[Any], answers: Sequence[Any], catalogue: Sequence[Mistake],
                  predict: Callable[[Any, Any, dict[str, Any]], Any], same: Callable[[Any, Any], bool],
                  game_of: Callable[[Any], Any], pairs: bool, informative: Callable[[Any], bool] | None,
                  unambiguous: bool, deadline: float) -> Fit | None:
    runs = [(i, case, answer) for i, (case, answer) in enumerate(zip(cases, answers, strict=True))
            if answer is not None]
    right = {i: predict(case, game_of(case), {}) for i, case, _ in runs}
    wrong = [i for i, _, answer in runs if not same(answer, right[i])]
    if not wrong or _constant([answer for _, _, answer in runs], list(right.values())):
        return None
    cache: dict[tuple[int, tuple[Mistake, ...]], Any] = {}

    def predicted(i: int, case: Any, model: tuple[Mistake, ...]) -> Any:
        active = tuple(m for m in model if m.applies(case))
        if not active:
            return right[i]
        if (i, active) not in cache:
            game = game_of(case)
            knobs: dict[str, Any] = {}
            for mistake in active:
                if mistake.alter is not None and game is not None:
                    game = mistake.alter(game)
                knobs.update(mistake.knobs)
            try:
                cache[i, active] = predict(case, game, knobs)
            except Exception:  # a mistake that makes no sense on this case predicts nothing
                cache[i, active] = _NOTHING
        return cache[i, active]

    # The wrong answers first: most models fail there at once.
    wrong_set = set(wrong)
    order = wrong + [i for i, _, _ in runs if i not in wrong_set]
    by_index = {i: (case, answer) for i, case, answer in runs}

    def fits(model: tuple[Mistake, ...]) -> bool:
        if time.process_time() > deadline:
            raise _OutOfModelTimeError
        for i in order:
            case, answer = by_index[i]
            value = predicted(i, case, model)
            if value is _NOTHING or not same(answer, value):
                return False
        return True

    def commits(model: tuple[Mistake, ...]) -> int:
        assert informative is not None
        return sum(informative(predicted(i, case, model)) for i, case, _ in runs)

    def made(pair: bool) -> list[tuple[Mistake, ...]]:  # pairs made only when no single fits: a large
        # catalogue has thousands, and sorting out the compatible ones took a tenth of a second a check
        if not pair:
            return [(mistake,) for mistake in catalogue]
        return [(a, b) for a, b in itertools.combinations(catalogue, 2) if _compatible(a, b)] if pairs else []

    for pair in (False, True):
        models = made(pair)
        if unambiguous:
            fitting = [model for model in models if fits(model)]
            if len({tuple(sorted(m.name for m in model)) for model in fitting}) > 1:
                return None
            if fitting:
                return Fit(fitting[0], wrong)
            continue
        if informative is None:
            found = next((model for model in models if fits(model)), None)
            if found is not None and _confused(found, models, fits):
                return None
        else:
            fitting = [model for model in models if fits(model)]
            found = max(fitting, key=commits) if fitting else None  # max keeps the first on a tie
        if found is not None:
            return _shown_where_first_shows(Fit(found, wrong), lambda i, model: predicted(i, by_index[i][0], model),
                                            right)
    return None


MODEL_SEARCH_CODE.add(_name_mistake.__code__)

def _shown_where_first_shows(fit: Fit, predicted: Callable[[int, tuple[Mistake, ...]], Any],
                             right: dict[int, Any]) -> Fit:
    """A pair's fit with the case shown first (``wrong[0]``, under the first mistake's name) one
    where that mistake alone shows, when the first wrong case is not: an example of the second
    mistake alone, shown under the first one's name, would illustrate the wrong item (blind16's
    ng05: a leaf scored for MAX shown under "starts the best value at -1")."""
    if len(fit.mistakes) < 2:
        return fit

    def shows(i: int) -> bool:
        value = predicted(i, fit.mistakes[:1])  # two predictions compared (``same`` takes an answer first)
        return value is _NOTHING or not _same(value, right[i])

    if shows(fit.wrong[0]):
        return fit
    first = next((i for i in fit.wrong if shows(i)), None)
    if first is not None:
        fit.wrong = [first, *(i for i in fit.wrong if i != first)]
    return fit


_NOTHING = object()


def _confused(found: tuple[Mistake, ...], models: Sequence[tuple[Mistake, ...]],
              fits: Callable[[tuple[Mistake, ...]], bool]) -> bool:
    """Another model fits whose name is confusable (:data:`CONFUSABLE`) with one of ``found``'s."""
    names = {m.name for m in found}
    rivals = {name for group in CONFUSABLE if names & group for name in group} - names
    return bool(rivals) and any(fits(model) for model in models
                                if model is not found and {m.name for m in model} & rivals)


def _constant(answers: list[Any], right: list[Any]) -> bool:
    """The same answer everywhere, where the right ones differ: code that ignores its input makes
    no mistake of the model, whatever a degenerate model predicts (+inf at every node, say)."""
    try:
        return len(set(map(repr, answers))) == 1 and len(set(map(repr, right))) > 1 and len(answers) > 2
    except Exception:
        return False


def fit_problems(fit: Fit, shown: str, answers: str = "value") -> list[Problem]:
    """The problems for a fit: one per mistake, each saying where it shows (``shown``: "On ...,
    it returned 3; the right value is 5.") and what code makes it; the second of a pair says
    the two together explain every answer."""
    problems = []
    both = len(fit.mistakes) > 1
    for i, mistake in enumerate(fit.mistakes):
        if i == 0:
            together = (f"\nThat is what you get from code that {mistake.because}"
                        + (f" and that {fit.mistakes[1].because}" if both else "")
                        + f"; {'together they explain' if both else 'it explains'} every {answers} your"
                        " function returned.")
            problems.append(Problem(mistake.name, shown + together, mistake.hint))
        else:
            problems.append(Problem(mistake.name, f"It also {mistake.because} (see above).", mistake.hint))
    return problems


# ---------------------------------------------------------------------- localisation


@dataclass
class Node:
    """A position in a graded case, as localisation shows it.

    Attributes:
        state: what the student's function is called on (a position, or a position and a depth).
        name: how the message names it ("node B", "the board XO./.X./...").
        role: "MAX to move", "MIN to move", "a chance node", "a finished game"...
    """

    state: Any
    name: str
    role: str


@dataclass
class Spot:
    """The lowest node of a case where the student's value is wrong while every child's is right."""

    node: Node
    returned: Any
    children: list[tuple[str, float]]  # each child's label ("a1", "p=0.25") and its right value
    rule: str  # what the rule gives there, the arithmetic spelled out
    searched: list[tuple[Node, Any]] = field(default_factory=list)  # leaves right in its search, wrong alone

    def text(self) -> str:
        got = _num(self.returned) if self.returned is not _NOTHING else "no number"
        head = f"The lowest place where it goes wrong is {self.node.name} ({self.node.role})"
        if not self.children:
            return f"{head}: your function returned {got} there; {self.rule}."
        kids = ", ".join(f"{label}: {_num(value)}" for label, value in self.children)
        if self.searched:  # search_leaves: a leaf wrong only where the search never calls the function
            alone = ", ".join(f"on {leaf.name} {_num(value)}" for leaf, value in self.searched)
            return (f"{head}. Its children are worth {kids}, and your search from it gives each of them that value"
                    f" (your function called alone returns {alone}: calls your search never makes); at"
                    f" {self.node.name} itself it returned {got}. {self.rule}.")
        # "called on each alone": code that carries state down its recursion (a flag, an object's field,
        # a global) may give a child another value inside its own search than when called on it afresh.
        return (f"{head}. Its children are worth {kids}, and your function, called on each of them alone,"
                f" returns it right; at {self.node.name} itself it returned {got}. {self.rule}.")


def localise(root: Node, children: Callable[[Node], list[tuple[str, Node]]],
             student: Callable[[Node], float | None], truth: Callable[[Node], float],
             rule: Callable[[Node, list[tuple[str, float]]], str], limit: int = 200) -> Spot | None:
    """Walk down from ``root`` (where the student's value is wrong) to the lowest node whose
    value is wrong while every child's value is right.

    ``children(node)`` lists its children with how to label them; ``student(node)`` runs the
    student's function there (``None``: no number); ``truth(node)`` is the right value;
    ``rule(node, children)`` says what the rule gives from the children's right values.
    """
    node, got = root, student(root)
    for _ in range(limit):
        kids = children(node)
        wrong_child = None
        values = []
        for label, child in kids:
            right = truth(child)
            values.append((label, right))
            if wrong_child is None:
                theirs = student(child)
                if theirs is None or not _close(theirs, right):
                    wrong_child = (child, theirs)
        if wrong_child is None:
            return Spot(node, _NOTHING if got is None else got, values, rule(node, values))
        node, got = wrong_child
    return None


def finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and math.isfinite(value)


def unnamed_problem(shown: str, spot: Spot | None, elsewhere: Sequence[tuple[str, Any, Callable[[Any], float]]] = (),
                    probe: Callable[[Any], float | None] | None = None,
                    hint: str = "Compare what your code does at that node with the rule shown.",
                    searched: Any = None) -> Problem:
    """The problem when no mistake of the model fits: what came back where, and the lowest wrong
    node (``spot``).

    A memo kept from one call to the next answers for the wrong game; that is named when the
    value returned at the spot is the value the same position has in another graded game
    (``elsewhere``: its label, its game, its values), and ``probe`` (the student's function on
    that position in a game it never met, every leaf shifted) answers that remembered value
    too, not the shifted one: a coincidence of values does not pass both. With a depth limit
    (``searched``: the case's own game), a value of the same game searched to another depth is the
    memo keyed by the position alone, without the depth.
    """
    if spot is None:
        return Problem(WRONG_VALUE, shown, hint)
    state = spot.node.state[0] if isinstance(spot.node.state, tuple) and len(spot.node.state) == 2 else spot.node.state
    if spot.returned is not _NOTHING and probe is not None:
        for label, game, value_in in elsewhere:
            try:
                game.check_position(state)
                there = value_in(state)
            except Exception:  # not a position of that game
                continue
            if not _close(there, spot.returned):
                continue
            probed = probe(state)
            if probed is None or not _close(probed, there):
                break
            if searched is not None and game is searched:
                return Problem(
                    REMEMBERS_OTHER_DEPTHS,
                    f"{shown}\nAt {spot.node.name} it returned {_num(spot.returned)}, the value the same position"
                    f" has in {label}, a search to another depth it was asked for; on a new game with every leaf"
                    " and every evaluation worth 100 more it returned that value again. A memo (a cache of values)"
                    " keyed by the position alone, kept from one call to the next, answers with a value found"
                    " with another number of plies left.",
                    "A value found with 1 ply left is not the value with 3: key the memo by the position and the"
                    " depth together, and keep it for one search (create it in the call from outside, not as a"
                    " global or a default argument).")
            return Problem(
                REMEMBERS_OTHER_GAMES,
                f"{shown}\nAt {spot.node.name} it returned {_num(spot.returned)}, the value the same position"
                f" has in {label}, another game it was asked about; on a new game with every leaf worth"
                " 100 more it returned that value again. A memo (a cache of values) kept from one call to"
                " the next answers for a game it was not filled for.",
                "Keep a memo for one game: create it inside each search from outside (def search(game,"
                " state, memo=None): memo = {} if memo is None else memo), or key it by the game and"
                " the state together.")
    if spot.node.role == "a finished game" and not spot.children:  # a score of its own, read from the code
        named = name_depth_scored(shown, spot.text(), student_source())
        if named is not None:
            return named
    return Problem(WRONG_VALUE, f"{shown}\n{spot.text()}", hint)
