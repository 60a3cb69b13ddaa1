"""Pruning practice: which leaves of a textbook tree does alpha-beta never look at?

The answers are read from the tree :func:`ttt_lab.search.alphabeta` records (moves tried
left to right). A wrong guess is answered without giving the answer away: the leaves marked
that alpha-beta does look at, how many pruned ones are missing, and a hint; the cutoff rule
that fired at each node comes with a right answer, or when the student asks for it
(:meth:`PruningQuiz.show_answer`). Feedback names nodes as the quiz shows them: inner nodes
by their letter (``F``), leaves by their label (``f1``).

A quiz's default tree has a *deep* cutoff, a node that stops on a bound found two or more
levels above it, so that a student who only knows shallow cutoffs (a bound from the parent)
gives a different answer from one who knows both.

Example:
    >>> quiz = random_pruning_quiz(seed=4, branching=(2, 3), depth=2)
    >>> print(quiz.text())
    Which leaves does alpha-beta prune? (moves tried left to right, convention 'aima')
    A (MAX)
      B (MIN): b1=-6  b2=3  b3=6
      C (MIN): c1=-7  c2=-7
    >>> print(quiz.check({"c1", "c2"}, quiet=True).diagnosis[0].detail)
    Alpha-beta does look at c1. c1 is the first child of C (MIN): a node always looks at its first child.
    >>> quiz.answer()
    ['c2']
"""

from __future__ import annotations

import html
import math
import numbers
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.alphabeta_leaves import _leaf_name, _recorded_leaves
from ttt_lab.exercises.engine import Fit, name_mistake
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.quiz_models import GLOBAL_BOUNDS, leaks_below_the_first_move, pruned_by, quiz_mistakes
from ttt_lab.exercises.report import (
    MISSED_PRUNED,
    NOT_PRUNED,
    UNKNOWN_LEAF,
    CheckReport,
    Problem,
    _report,
)
from ttt_lab.games.trees import TreeGame, TreeState, random_tree
from ttt_lab.search import SearchNode, SearchTree


def leaf_labels(game: TreeGame) -> list[str]:
    """The leaves' labels, left to right: the move that reaches each leaf (``"c2"``).

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> leaf_labels(aima_figure_5_2())
        ['b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'd1', 'd2', 'd3']
    """
    return [_leaf_name(game, leaf).split("=")[0] for leaf in game.leaves()]


def pruned_leaves(game: TreeGame, *, convention: str = "aima") -> list[str]:
    """The labels of the leaves that alpha-beta never looks at, left to right.

    Read from the tree that :func:`ttt_lab.search.alphabeta` records, trying moves left to right.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> pruned_leaves(aima_figure_5_2())
        ['c2', 'c3']
    """
    _check_convention(convention)
    visited, _ = _recorded_leaves(game, game.initial_state(), convention != "strict")
    return [label for label, leaf in zip(leaf_labels(game), game.leaves(), strict=True) if leaf not in visited]


def _check_convention(convention: str) -> None:
    if convention not in ("aima", "strict"):
        raise ValueError(f"convention must be 'aima' or 'strict', got {convention!r}")


def which_leaves_are_pruned(game: TreeGame, answer: Iterable[str | int | float], *,
                            convention: str = "aima", quiet: bool = False) -> CheckReport:
    """Check a guess of the leaves alpha-beta prunes in a textbook tree, moves tried left to right.

    Args:
        game: a :class:`~ttt_lab.games.trees.TreeGame` (AIMA Figure 5.2, a random tree...).
        answer: the pruned leaves, by the move that reaches them (``{"c2", "c3"}``), or by
            their values when no two leaves share a value. An inner node (``"F"``, or the move
            into it, ``"b3"``) is read as all the leaves below it, and fails: the quiz asks for
            leaves, and the report says which ones the node stood for. An empty set means "none".
        convention: ``"aima"`` (cut on ``v >= beta`` / ``v <= alpha``) or ``"strict"``
            (``v > beta`` / ``v < alpha``).
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`; when wrong, it names the leaves missed or wrongly marked and
        explains the cutoffs.

    Raises:
        ValueError: an unknown convention, or leaves named by a value that several share.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> which_leaves_are_pruned(aima_figure_5_2(), {"c2", "c3"}).passed
        which_leaves_are_pruned: ✔ passed all 9 cases. Right: alpha-beta never looks at c2, c3.
        At C (MIN): v=2 <= alpha=3, so c2, c3 are pruned.
        True

        An inner node in the answer is read as its leaves, and fails (the quiz asks for leaves):

        >>> report = which_leaves_are_pruned(aima_figure_5_2(), {"a1", "c2"}, quiet=True)
        >>> report.names
        ['misses pruned leaves', 'marks leaves that alpha-beta visits', 'names an inner node, not a leaf']
        >>> print(report.diagnosis[-1].detail)
        a1 is the move into B, an inner node, read as all the leaves below it: b1, b2, b3.
    """
    _check_convention(convention)
    if isinstance(answer, (str, int, float)):
        answer = [answer]
    labels = leaf_labels(game)
    values = game.leaf_values()
    by_value: dict[float, list[str]] = {}
    for label, value in zip(labels, values, strict=True):
        by_value.setdefault(value, []).append(label)
    below = _subtree_leaves(game, labels)
    chosen: set[str] = set()
    unknown: list[str] = []
    inner: list[str] = []  # the inner nodes named, each said back with the leaves it stood for
    if isinstance(answer, (set, frozenset)):  # a set's order changes from run to run; the message must not
        answer = sorted(answer, key=str)
    for item in answer:
        if isinstance(item, str) and item.strip().lower() in labels:
            chosen.add(item.strip().lower())
        elif isinstance(item, str) and item.strip() in below:
            chosen.update(below[item.strip()])
            inner.append(_inner_node_reading(game, item.strip(), below[item.strip()]))
        elif isinstance(item, numbers.Real) and not isinstance(item, bool) and item in by_value:
            if len(by_value[item]) > 1:
                raise ValueError(
                    f"several leaves are worth {_num(float(item))} ({', '.join(by_value[item])});"
                    " name the leaves by their moves instead"
                )
            chosen.add(by_value[item][0])
        else:
            unknown.append(repr(item))
    truth = pruned_leaves(game, convention=convention)
    recorder = _recorded_leaves(game, game.initial_state(), convention != "strict")[1]
    problems: list[Problem] = []
    if unknown:
        problems.append(Problem(UNKNOWN_LEAF, f"{', '.join(unknown)} is not a leaf of this tree; its leaves"
                                              f" are {', '.join(labels)}.", "Name leaves by their labels."))
    if inner:
        # The notebook asks for leaves ("name every leaf below a pruned node"), so an answer that
        # names an inner node is not yet the answer, even when the node is pruned whole: it fails,
        # and says which leaves the node was read as (so the rest of the verdict is about them).
        problems.append(Problem(
            INNER_NODE_NAMED, "; ".join(inner) + ".",
            "The quiz asks for leaves: write every leaf below a pruned node by its label (the bottom"
            " row of the tree), not the node's letter or the move into it.",
        ))
    missed = [label for label in truth if label not in chosen]
    extra = [label for label in labels if label in chosen and label not in truth]
    wrong_leaves = len(missed) + len(extra)
    fit = name_mistake(labels, [label in chosen for label in labels], quiz_mistakes(convention),
                       lambda label, _, knobs: label in pruned_by(game, convention, knobs)) \
        if (missed or extra) and chosen and not unknown else None
    if fit is not None and GLOBAL_BOUNDS in {m.name for m in fit.mistakes} and not leaks_below_the_first_move(
            game, convention, chosen):
        # Bounds kept for the whole tree always stop the root after its first move; an answer that
        # shows nothing more (the root's later subtrees marked whole) is no evidence of leaked bounds.
        fit = None
    if fit is not None:
        problems += _misconception(fit)
        missed = extra = []  # the misconception accounts for every leaf: no second verdict on them
    if missed:
        # How many, never which: the answer shows only when asked for (show_answer).
        count = "1 leaf" if len(missed) == 1 else f"{len(missed)} leaves"
        detail = (f"{count} that alpha-beta never looks at {'is' if len(missed) == 1 else 'are'} missing"
                  " from your answer." if chosen else
                  f"You have not named any leaf yet; alpha-beta never looks at {count} of this tree.")
        hint = ("Walk the tree left to right keeping alpha and beta; a node stops as soon as its value"
                " crosses the bound it was given.")
        if _deep_cutoff_unseen(game, recorder, chosen):
            hint += (" Bounds pass down the whole tree: a node can stop on a bound set two or more levels"
                     " above it (a deep cutoff), not only on its parent's.")
        problems.append(Problem(MISSED_PRUNED, detail, hint))
    if extra:
        problems.append(Problem(
            NOT_PRUNED, f"Alpha-beta does look at {', '.join(extra)}. {_why_visited(game, recorder, extra)}",
            "A node stops only when v >= beta (MAX) or v <= alpha (MIN)"
            + (" with the bounds passed down from above." if convention == "aima" else
               "; strictly, v > beta or v < alpha."),
        ))
    praise = (f"Right: alpha-beta never looks at {', '.join(truth)}.\n{_cutoff_reasons(game, recorder)}" if truth
              else "Right: alpha-beta looks at every leaf of this tree.")
    return _report("which_leaves_are_pruned", "", problems, len(labels), wrong_leaves + len(unknown) + len(inner),
                   quiet, praise)


INNER_NODE_NAMED = "names an inner node, not a leaf"


def _misconception(fit: Fit) -> list[Problem]:
    """A misconception (or two) whose pruned leaves are exactly the student's answer."""
    because = " and who ".join(m.because for m in fit.mistakes)
    first = Problem(fit.mistakes[0].name, f"Your answer is exactly what someone gets who {because}.",
                    fit.mistakes[0].hint)
    return [first] + [Problem(m.name, f"It also {m.because} (see above).", m.hint) for m in fit.mistakes[1:]]


def _why_visited(game: TreeGame, recorder: SearchTree, extra: list[str]) -> str:
    """Why alpha-beta looks at one of the leaves ``extra``: its parent's value so far and window
    when it gets there (a leaf after the first of its parent's, where a cutoff could have been).
    Where ``extra`` holds every leaf of an inner node (K's k1 and k2), the student cut that node's
    parent before it: the reason is given there, at K's parent, not at a leaf inside K."""
    def whole(n: Any) -> bool:  # every leaf below n is marked
        return all(leaf_labels_of(game, leaf) in extra for leaf in game.leaves() if leaf[:len(n.state)] == n.state)

    def top(n: Any) -> Any:  # the highest node above the leaf n all of whose leaves are marked
        while n.parent is not None and recorder[n.parent].parent is not None and whole(recorder[n.parent]):
            n = recorder[n.parent]
        return n

    leaves = [top(n) for n in recorder if n.kind == "terminal" and leaf_labels_of(game, n.state) in extra
              and n.parent is not None]
    later = [n for n in leaves if recorder[n.parent].children.index(n.id) > 0]  # type: ignore[index]
    if not leaves:
        return ""
    node = (later or leaves)[0]
    label = leaf_labels_of(game, node.state) if node.kind == "terminal" else game.node_name(node.state)
    assert node.parent is not None
    parent = recorder[node.parent]
    before = [recorder[c].value for c in parent.children[:parent.children.index(node.id)]]
    role = "MAX" if parent.maximizing else "MIN"
    if not before:
        return f"{label} is the first child of {game.node_name(parent.state)} ({role}): a node always looks at its first child."
    if parent.maximizing:
        v = max([v for v in before if v is not None], default=-math.inf)
        alpha, beta = max(parent.alpha_in, v), parent.beta_in
        rule = "v >= beta"
    else:
        v = min([v for v in before if v is not None], default=math.inf)
        alpha, beta = parent.alpha_in, min(parent.beta_in, v)
        rule = "v <= alpha"
    return (f"When it reaches {label}, {game.node_name(parent.state)} ({role}) is worth {_num(v)} so far, with the"
            f" window alpha={_num(alpha)}, beta={_num(beta)}: {rule} does not hold, so it looks on.")


def leaf_labels_of(game: TreeGame, leaf: TreeState) -> str:
    return _leaf_name(game, leaf).split("=")[0]


def _inner_node_reading(game: TreeGame, name: str, leaves: list[str]) -> str:
    """How an inner node in an answer was read: ``a1 is the move into B, read as its leaves b1, b2, b3``."""
    if name.isupper():
        return f"{name} is an inner node, read as all the leaves below it: {', '.join(leaves)}"
    state = next(s for s in _inner_states(game) if game.actions(s[:-1])[s[-1]] == name)
    return (f"{name} is the move into {game.node_name(state)}, an inner node, read as all the leaves below it:"
            f" {', '.join(leaves)}")


def _inner_states(game: TreeGame) -> list[TreeState]:
    """Every inner node but the root."""
    found: list[TreeState] = []

    def walk(state: TreeState) -> None:
        for i in range(len(game.actions(state))):
            child = state + (i,)
            if not game.is_terminal(child):
                found.append(child)
                walk(child)

    walk(game.initial_state())
    return found


def _subtree_leaves(game: TreeGame, labels: list[str]) -> dict[str, list[str]]:
    """For each inner node but the root, by its name (``"F"``) and by the move into it
    (``"b3"``), the labels of the leaves below it."""
    leaves = game.leaves()
    below: dict[str, list[str]] = {}

    def walk(state: TreeState) -> None:
        for i, move in enumerate(game.actions(state)):
            child = state + (i,)
            if not game.is_terminal(child):
                under = [label for label, leaf in zip(labels, leaves, strict=True) if leaf[:len(child)] == child]
                below[game.node_name(child)] = below[move] = under
                walk(child)

    walk(game.initial_state())
    return below


def _cutoff_reasons(game: TreeGame, recorder: SearchTree) -> str:
    """Each cutoff in the quiz's words: the node, the rule that fired, what it never looks at."""
    lines = []
    for node in recorder.cutoff_nodes():
        role = "MAX" if node.maximizing else "MIN"
        names = _pruned_names(game, node.state, node.pruned)
        depth = " (a deep cutoff: the bound comes from above its parent)" if _is_deep(recorder, node) else ""
        lines.append(f"At {game.node_name(node.state)} ({role}): {node.rule}, so {', '.join(names)}"
                     f" {'is' if len(names) == 1 else 'are'} pruned{depth}.")
    return "\n".join(lines)


def _pruned_names(game: TreeGame, state: TreeState, moves: list[Any]) -> list[str]:
    """Pruned moves as the quiz shows them: a leaf by its label (``c2``), an inner node by its
    letter with the leaves below it (``F (f1, f2)``), never the move into it."""
    labels = dict(zip(game.leaves(), leaf_labels(game), strict=True))
    names = []
    for move in moves:
        child = game.result(state, move)
        if game.is_terminal(child):
            names.append(labels[child])
        else:
            below = [label for leaf, label in labels.items() if leaf[:len(child)] == child]
            names.append(f"{game.node_name(child)} ({', '.join(below)})")
    return names


def _is_deep(recorder: SearchTree, node: SearchNode) -> bool:
    """Whether a cutoff at ``node`` fired on a bound its parent did not set itself.

    A MAX node stops on beta and a MIN node on alpha; the parent (of the other kind) narrows
    exactly that bound, so if the parent entered with the same bound, it came from higher up.
    """
    if node.parent is None:
        return False
    parent = recorder[node.parent]
    return parent.beta_in == node.beta_in if node.maximizing else parent.alpha_in == node.alpha_in


def _deep_cutoff_unseen(game: TreeGame, recorder: SearchTree, chosen: set[str]) -> bool:
    """Whether some node that stops on a bound from above its parent (a deep cutoff) has no leaf below it in the
    answer: only then may a hint say that bounds pass down the whole tree. An answer that marks a leaf below
    every such node already stops there (wave 32's qz_03 marked l1 at L, the leaf that cut, one leaf early), and
    being told of deep cutoffs sends it to a rule it applies."""
    def marked_below(node: SearchNode) -> bool:
        return any(leaf_labels_of(game, leaf) in chosen for leaf in game.leaves() if leaf[:len(node.state)] == node.state)

    return any(_is_deep(recorder, node) and not marked_below(node) for node in recorder.cutoff_nodes())


def _has_deep_cutoff(game: TreeGame, convention: str) -> bool:
    """Whether a student who knows only shallow cutoffs would answer wrong: some node stops on a
    bound from above its parent although it is the parent's first child, where the parent has
    no bound of its own to pass on, so a shallow-only reading looks at everything below it."""
    recorder = _recorded_leaves(game, game.initial_state(), convention != "strict")[1]
    return any(_is_deep(recorder, node) and recorder.children(node.parent)[0] is node  # type: ignore[arg-type]
               for node in recorder.cutoff_nodes())


@dataclass
class PruningQuiz:
    """A random tree to practise on: which leaves does alpha-beta prune?

    Attributes:
        game: the :class:`~ttt_lab.games.trees.TreeGame`.
        seed: the seed it was drawn with.
        convention: ``"aima"`` or ``"strict"``.

    Display it to see the tree; call :meth:`check` with your answer.
    """

    game: TreeGame
    seed: int | None
    convention: str = "aima"

    def check(self, answer: Iterable[str | int | float], *, quiet: bool = False) -> CheckReport:
        """Check the set of leaves you think are pruned (by move label, e.g. ``{"c2", "f3"}``)."""
        return which_leaves_are_pruned(self.game, answer, convention=self.convention, quiet=quiet)

    def answer(self) -> list[str]:
        """The pruned leaves, left to right: the answer, for when you have tried."""
        return pruned_leaves(self.game, convention=self.convention)

    def show_answer(self) -> None:
        """Print the answer and the cutoff that prunes each leaf, in the quiz's names.

        Call it on purpose, once you have tried: no checker prints this unasked.
        """
        recorder = self.recorded_tree()
        truth = self.answer()
        print(f"Alpha-beta never looks at {', '.join(truth)}." if truth else "Alpha-beta looks at every leaf.")
        print(_cutoff_reasons(self.game, recorder))

    def recorded_tree(self) -> SearchTree:
        """The tree alpha-beta records on the quiz (moves left to right), to draw with ``plot_tree``."""
        return _recorded_leaves(self.game, self.game.initial_state(), self.convention != "strict")[1]

    def text(self) -> str:
        """The tree drawn as indented text: node names, who moves, leaf labels and values."""
        game = self.game
        lines = [f"Which leaves does alpha-beta prune? (moves tried left to right, convention {self.convention!r})"]

        def walk(state: TreeState, indent: str) -> None:
            moves = game.actions(state)
            role = game.to_move(state)
            if all(game.is_terminal(game.result(state, m)) for m in moves):
                leaves = "  ".join(f"{m}={game.node_name(game.result(state, m))}" for m in moves)
                lines.append(f"{indent}{game.node_name(state)} ({role}): {leaves}")
                return
            lines.append(f"{indent}{game.node_name(state)} ({role})")
            for m in moves:
                child = game.result(state, m)
                if game.is_terminal(child):
                    lines.append(f"{indent}  {m}={game.node_name(child)}")
                else:
                    walk(child, indent + "  ")

        walk(game.initial_state(), "")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return f'<pre style="line-height:1.3">{html.escape(self.text())}</pre>'


def random_pruning_quiz(seed: int | None = None, *, branching: int | tuple[int, int] = 2, depth: int = 4,
                        values: tuple[int, int] = (-9, 9), convention: str = "aima") -> PruningQuiz:
    """A random tree to practise pruning on, with its checker.

    The same seed gives the same tree. Every quiz has something to find: if the drawn tree
    has no pruning, or (from depth 4 on, where one can happen) no deep cutoff, the next seeds
    are tried. A deep cutoff is a node that stops on a bound found two or more levels above
    it; a student who knows only shallow cutoffs (a bound from the parent) answers such a
    tree differently from one who knows both.

    Args:
        seed: the seed for :func:`~ttt_lab.games.trees.random_tree`.
        branching, depth, values: as for ``random_tree``.
        convention: ``"aima"`` or ``"strict"``.

    Returns:
        A :class:`PruningQuiz`: display it, then ``quiz.check({"b2", ...})``.

    Example:
        >>> quiz = random_pruning_quiz(seed=3)
        >>> quiz.check(quiz.answer(), quiet=True).passed
        True
        >>> _has_deep_cutoff(quiz.game, quiz.convention)
        True
    """
    _check_convention(convention)
    base = 0 if seed is None else seed
    rng_seed: int | None = seed
    for attempt in range(50):
        game = random_tree(branching, depth, values=values, seed=rng_seed)
        if pruned_leaves(game, convention=convention) and (depth < 4 or _has_deep_cutoff(game, convention)):
            break
        rng_seed = None if seed is None else base + attempt + 1
    return PruningQuiz(game, rng_seed, convention)
