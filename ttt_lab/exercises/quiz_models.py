"""The pruning quiz's error model: misconceptions about alpha-beta as transformations of the
search whose pruned leaves the student is asked for.

Each misconception is a knob of :func:`pruned_by`: the moves tried right to left (the
library's :func:`~ttt_lab.search.alphabeta` with the order reversed), the other cutoff
convention (``>=`` against ``>``: the library's ``prune_on_equal``), bounds that do not pass
down past the parent (only shallow cutoffs), MAX stopping on alpha and MIN on beta (the
cutoffs confused), only the first move after a cutoff skipped, the leaves visited named
instead of the ones pruned, the root taken for MIN, only the first leaf of a skipped subtree
listed, only the skipped moves that are leaves listed, one alpha and beta kept for the whole
tree, a cutoff believed to skip the node's siblings, and a bound narrowed from the other (a node stopping after its first child). The diagnosis engine names one when the leaves it prunes are
exactly the student's answer.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> game = aima_figure_5_2()
    >>> sorted(pruned_by(game, "aima", {}))
    ['c2', 'c3']
    >>> sorted(pruned_by(game, "aima", {"first_only": True}))
    ['c2']
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from ttt_lab.exercises.alphabeta_leaves import _leaf_name
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import (
    BOUND_TYPO,
    CUT_AFTER_LEAF_ONLY,
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    ON_EQUAL,
    ROOT_FULL_WINDOW,
    STRICT,
)
from ttt_lab.games.trees import TreeGame, TreeState
from ttt_lab.search import SearchTree, alphabeta

RIGHT_TO_LEFT = "prunes as if the moves were tried right to left"
SHALLOW_ONLY = "uses only the parent's bound (misses deep cutoffs)"
CUTOFFS_CONFUSED = "confuses the alpha and beta cutoffs"
FIRST_ONLY = "marks only the first move after a cutoff"
VISITED_NAMED = "names the leaves alpha-beta visits, not the ones it prunes"
ROOT_AS_MIN = "takes the root for a MIN node"
FIRST_LEAF_ONLY = "marks only the first leaf of a pruned subtree"
PRUNES_SIBLINGS = "believes a cutoff prunes the node's later siblings"
FIRST_LEAF_PER_CHILD = "marks only the first leaf under each child of a pruned node"
FIRST_CHILD_ONLY = "marks only the leaves under the first child of a pruned node"
MIN_TEST_AT_MAX = "applies MIN's cutoff test (v <= alpha) at MAX nodes"
MAX_TEST_AT_MIN = "applies MAX's cutoff test (v >= beta) at MIN nodes"
LEAF_MOVES_ONLY = "lists only the skipped moves that are leaves, not the leaves under a skipped inner node"
CAUSE_MARKED = "marks the child that caused a cutoff as pruned, not the children after it"
GLOBAL_BOUNDS = "keeps one alpha and one beta for the whole tree, never restored on the way back up"


def pruned_by(game: TreeGame, convention: str, knobs: dict[str, Any]) -> frozenset[str]:
    """The labels of the leaves a student with the misconceptions ``knobs`` marks as pruned.

    Knobs: ``order`` (``"reversed"``); ``other_convention``; ``shallow`` (a node's children
    get only its own bound, not the window it was given); ``no_alpha`` / ``no_beta`` (MAX
    never raises alpha / MIN never lowers beta); ``confused`` (MAX stops when
    v <= alpha, MIN when v >= beta; ``"max"`` or ``"min"``: in that kind of node alone); ``first_only`` (a cutoff skips only the next move's
    leaves); ``visited`` (the leaves looked at, not those pruned); ``root_min`` (the root taken
    for MIN, every level's role flipped); ``root_full`` (the root's moves each searched with (-inf, +inf)); ``first_leaf`` (only the first leaf below each skipped
    move; ``"per child"``: the first leaf below each child of a skipped node; ``"leaf moves"``: only the
    skipped moves that are leaves; ``"causing"``: the leaves below the child whose value made each node stop, the
    one searched just before the cutoff, at a node's last child too); ``global_bounds`` (one alpha and one beta for the whole tree, never
    restored on the way back up); ``siblings`` (a cutoff at a node skips the node's later siblings, not its own children);
    ``leaf_cut`` (the cutoff tested only right after a leaf child: ``"window"``, alpha >= beta after the bound's
    update, fail-hard; ``"value"``, v against the bound).
    """
    return _pruned(game, convention, tuple(sorted(knobs.items())))


@lru_cache(maxsize=256)
def _pruned(game: TreeGame, convention: str, knob_items: tuple[tuple[str, Any], ...]) -> frozenset[str]:
    knobs = dict(knob_items)
    on_equal = (convention == "aima") != bool(knobs.get("other_convention"))
    labels = {leaf: _leaf_name(game, leaf).split("=")[0] for leaf in game.leaves()}
    skipped: list[TreeState] = []
    causes: list[TreeState] = []
    if knobs.keys() <= {"order", "other_convention", "visited"}:
        # The library's own search: only the order and the convention change.
        recorder = SearchTree()
        reverse = knobs.get("order") == "reversed"
        alphabeta(game, game.initial_state(), prune_on_equal=on_equal, observer=recorder,
                  order=(lambda g, s, moves: list(reversed(moves))) if reverse else None)
        visited = {node.state for node in recorder if node.kind == "terminal"}
    else:
        visited = _visited(game, on_equal, knobs, skipped, causes)
    below = {root: [leaf for leaf in game.leaves() if leaf[:len(root)] == root] for root in skipped}
    if knobs.get("visited"):
        chosen = visited
    elif knobs.get("first_leaf") == "per child":
        # A skipped leaf is itself; a skipped node gives the first leaf below each of its children.
        tops = [top for root in skipped
                for top in ([root] if game.is_terminal(root) else [game.result(root, m) for m in game.actions(root)])]
        chosen = {next(leaf for leaf in game.leaves() if leaf[:len(top)] == top) for top in tops}
    elif knobs.get("first_leaf") == "first child":
        # A skipped leaf is itself; a skipped node gives the leaves below its first child alone.
        tops = [root if game.is_terminal(root) else game.result(root, game.actions(root)[0]) for root in skipped]
        chosen = {leaf for top in tops for leaf in game.leaves() if leaf[:len(top)] == top}
    elif knobs.get("first_leaf") == "causing":  # the child searched just before each cutoff, the one that caused it
        chosen = {leaf for top in causes for leaf in game.leaves() if leaf[:len(top)] == top}
    elif knobs.get("first_leaf") in ("causing leaf", "causing leaf, last too"):
        chosen = _cause_leaves_marked(game, causes, last_too=knobs["first_leaf"] == "causing leaf, last too")
    elif knobs.get("first_leaf") == "leaf moves":
        chosen = {root for root in skipped if game.is_terminal(root)}
    elif knobs.get("first_leaf"):
        chosen = {below[root][0] for root in skipped}
    elif knobs.get("siblings"):
        chosen = {leaf for root in skipped for leaf in below[root]}
    else:
        chosen = set(labels) - visited
    return frozenset(labels[leaf] for leaf in chosen)


def _cause_leaves_marked(game: TreeGame, causes: list[TreeState], *, last_too: bool) -> set[TreeState]:
    """The leaves marked by a student one leaf early (wave 32's qz_03): where a leaf's value made its node stop,
    that leaf is marked instead of the children after it; where an inner child's value did, the children after
    it are marked whole, as alpha-beta prunes them. ``last_too``: a leaf that stops its node as the last child
    (nothing after it to prune) is marked as well."""
    chosen: set[TreeState] = set()
    for cause in causes:
        later = [cause[:-1] + (j,) for j in range(cause[-1] + 1, len(game.actions(cause[:-1])))]
        if game.is_terminal(cause):
            chosen.update([cause] if later or last_too else [])
        else:
            chosen.update(leaf for top in later for leaf in game.leaves() if leaf[:len(top)] == top)
    return chosen


def _visited(game: TreeGame, on_equal: bool, knobs: dict[str, Any], skipped: list[TreeState],
             causes: list[TreeState] | None = None) -> set[TreeState]:
    """The leaves a mistaken alpha-beta looks at (left to right): the rule changed by ``knobs``.
    ``skipped`` receives the roots of the subtrees it says a cutoff skips, ``causes`` the children whose
    value made a node stop (at its last child too)."""
    causes = [] if causes is None else causes
    MAX = game.players[0]
    seen: set[TreeState] = set()
    bounds = [-math.inf, math.inf]  # knobs["global_bounds"]: one alpha and one beta for every node
    shared = bool(knobs.get("global_bounds"))

    def beyond(v: float, bound: float, above: bool) -> bool:
        if above:
            return v >= bound if on_equal else v > bound
        return v <= bound if on_equal else v < bound

    def search(state: TreeState, alpha: float, beta: float) -> float:
        return walk(state, alpha, beta)[0]

    def walk(state: TreeState, alpha: float, beta: float) -> tuple[float, bool]:
        """The node's value, and whether it cut (for the student who skips a cut node's siblings)."""
        if game.is_terminal(state):
            seen.add(state)
            return float(game.utility(state, MAX)), False
        maximizing = (game.to_move(state) == MAX) != bool(knobs.get("root_min"))
        v = -math.inf if maximizing else math.inf
        moves = game.actions(state)
        cut = False
        for i, move in enumerate(moves):
            if knobs.get("leaf_cut"):  # the cutoff tested only right after a leaf child (alpha_beta_models too)
                child = game.result(state, move)
                value = search(child, alpha, beta)
                v = max(v, value) if maximizing else min(v, value)
                alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
                if game.is_terminal(child) and (beyond(alpha, beta, True) if knobs["leaf_cut"] == "window" else
                                                beyond(v, beta, True) if maximizing else beyond(v, alpha, False)):
                    skipped.extend(game.result(state, later) for later in moves[i + 1:])
                    return (alpha if maximizing else beta) if knobs["leaf_cut"] == "window" else v, True
                continue
            if knobs.get("siblings"):
                # The cut node's own loop goes on; its parent skips the cut node's later siblings.
                value, child_cut = walk(game.result(state, move), alpha, beta)
                v = max(v, value) if maximizing else min(v, value)
                cut = cut or (beyond(v, beta, True) if maximizing else beyond(v, alpha, False))
                alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
                if child_cut:
                    skipped.extend(game.result(state, later) for later in moves[i + 1:])
                    break
                continue
            if knobs.get("shallow"):
                window = (v, math.inf) if maximizing else (-math.inf, v)
            elif knobs.get("root_full") and state == game.initial_state():
                window = (-math.inf, math.inf)  # the root's bound never handed to its later moves
            else:
                window = (alpha, beta)
            value = search(game.result(state, move), *window)
            if shared:
                alpha, beta = bounds  # whatever the subtree below left there
            v = max(v, value) if maximizing else min(v, value)
            if knobs.get("bound_typo") in (True, "max" if maximizing else "min"):
                # beta = min(alpha, v) (alpha = max(beta, v)), then `if beta <= alpha: break`: the bound is
                # narrowed past the other, so the test holds after every first child (blind50's quiz_02)
                causes.append(game.result(state, move))
                skipped.extend(game.result(state, later) for later in moves[i + 1:])
                return v, True
            confused = knobs.get("confused") in (True, "max" if maximizing else "min")
            stop = (beyond(v, alpha, False) if maximizing else beyond(v, beta, True)) if confused \
                else (beyond(v, beta, True) if maximizing else beyond(v, alpha, False))
            if knobs.get("both_tests") == ("max" if maximizing else "min"):
                stop = stop or (beyond(v, alpha, False) if maximizing else beyond(v, beta, True))
            if stop:
                causes.append(game.result(state, move))  # the child whose value cut (knob first_leaf "causing")
                skipped.extend(game.result(state, later) for later in moves[i + 1:])
                if knobs.get("first_only"):
                    for later in moves[i + 2:]:
                        search(game.result(state, later), -math.inf, math.inf)
                return v, True
            if maximizing and not knobs.get("no_alpha"):
                alpha = max(alpha, v)
            elif not maximizing and not knobs.get("no_beta"):
                beta = min(beta, v)
            if shared:
                bounds[:] = [alpha, beta]
        if knobs.get("leaf_cut") == "window":  # fail-hard, as the code that tests alpha >= beta returns its bound
            return (alpha if maximizing else beta), cut
        return v, cut

    search(game.initial_state(), -math.inf, math.inf)
    return seen


def leaks_below_the_first_move(game: TreeGame, convention: str, chosen: set[str] | frozenset[str]) -> bool:
    """The answer marks the leaves below the root's first move otherwise than alpha-beta prunes them: with one
    alpha and beta for the whole tree, the evidence that bounds leak between siblings (below the
    root's later moves, such code marks everything, as a root taken to stop after its first move does)."""
    first = {_leaf_name(game, leaf).split("=")[0] for leaf in game.leaves() if leaf[:1] == (0,)}
    return (first & set(chosen)) != (first & pruned_by(game, convention, {}))


LEAF_CUT_HINT = ("A node stops after any child whose value crosses its bound, a leaf or an inner node alike: after"
                 " every child, v >= beta stops a MAX node and v <= alpha a MIN node.")


def quiz_mistakes(convention: str) -> list[Mistake]:
    """The quiz's catalogue, for a quiz using ``convention``."""
    window_hint = ("Alpha and beta pass down the whole tree: a node's children get the window it was given,"
                   " narrowed by its own best value so far, so a node can stop on a bound set two or more levels"
                   " above it.")
    return [
        Mistake(VISITED_NAMED, "names the leaves alpha-beta looks at instead of the ones it never looks at",
                "The quiz asks for the pruned leaves: the ones alpha-beta skips after a cutoff.",
                knobs=(("visited", True),)),
        Mistake(RIGHT_TO_LEFT, "tries the moves from right to left", "Alpha-beta here tries the moves left to"
                " right, the first child of each node first: walk the tree in that order.",
                knobs=(("order", "reversed"),)),
        Mistake(STRICT if convention == "aima" else ON_EQUAL,
                "stops only when v > beta or v < alpha (strictly beyond the bound)" if convention == "aima" else
                "stops already when v equals the bound (v >= beta, v <= alpha)",
                "This quiz stops as soon as v >= beta (MAX) or v <= alpha (MIN): a value equal to the bound"
                " cuts off too." if convention == "aima" else
                "This quiz stops only when v > beta (MAX) or v < alpha (MIN): a value equal to the bound does"
                " not cut off.", knobs=(("other_convention", True),)),
        Mistake(SHALLOW_ONLY, "gives each node only its parent's best value as a bound, not the window from"
                " above", window_hint, knobs=(("shallow", True),)),
        Mistake(ROOT_FULL_WINDOW, "searches every move of the root with the full window (-inf, +inf), the root's"
                " best so far never handed down, so no cutoff below the root's later moves comes from the root's"
                " bound", "The root is a node like any other: after its first move its best value so far is a bound"
                " (alpha at a MAX root), and every later move is searched with it, so a node two levels down can"
                " stop on it (a deep cutoff).", knobs=(("root_full", True),)),
        Mistake(CUTOFFS_CONFUSED, "stops a MAX node when v <= alpha and a MIN node when v >= beta",
                "MAX raises alpha and stops when v >= beta (MIN above will never allow more); MIN lowers beta"
                " and stops when v <= alpha.", knobs=(("confused", True),)),
        Mistake(NO_ALPHA_UPDATE, "never raises alpha in MAX nodes, so MIN nodes below never stop early",
                "After each child of a MAX node alpha = max(alpha, v): the MIN nodes after it stop as soon as"
                " v <= alpha.", knobs=(("no_alpha", True),)),
        Mistake(NO_BETA_UPDATE, "never lowers beta in MIN nodes, so MAX nodes below never stop early",
                "After each child of a MIN node beta = min(beta, v): the MAX nodes after it stop as soon as"
                " v >= beta.", knobs=(("no_beta", True),)),
        Mistake(ROOT_AS_MIN, "takes the root for a MIN node (and so every level's role the other way round)",
                "Look who moves at the root (game.to_move of the first position) and alternate from there.",
                knobs=(("root_min", True),)),
        Mistake(FIRST_LEAF_ONLY, "lists only the first leaf below each move a cutoff skips",
                "A move a cutoff skips is never searched: every leaf below it is pruned, not only its first.",
                knobs=(("first_leaf", True),)),
        Mistake(PRUNES_SIBLINGS, "at a cutoff keeps looking at the node's own children and skips the node's"
                " later siblings instead", "A cutoff at a node ends that node's own loop: its remaining"
                " children are pruned; its siblings are still searched by its parent.",
                knobs=(("siblings", True),)),
        Mistake(FIRST_LEAF_PER_CHILD, "lists, for a node a cutoff skips, only the first leaf under each of its"
                " children", "A node a cutoff skips is never searched: every leaf below it is pruned, all of"
                " its children's leaves, not only the first of each.", knobs=(("first_leaf", "per child"),)),
        Mistake(MIN_TEST_AT_MAX, "stops a MAX node when v <= alpha, MIN's test, instead of when v >= beta",
                "A MAX node stops only when v >= beta (MIN above will never allow more); v <= alpha is the"
                " test of a MIN node.", knobs=(("confused", "max"),)),
        Mistake(MAX_TEST_AT_MIN, "stops a MIN node when v >= beta, MAX's test, instead of when v <= alpha",
                "A MIN node stops only when v <= alpha (MAX above already has better); v >= beta is the"
                " test of a MAX node.", knobs=(("confused", "min"),)),
        Mistake(MAX_TEST_AT_MIN, "stops a MIN node when v >= beta, MAX's test, as well as when v <= alpha",
                "A MIN node stops only when v <= alpha (MAX above already has better); v >= beta is the"
                " test of a MAX node, and says nothing at a MIN node.", knobs=(("both_tests", "min"),)),
        Mistake(MIN_TEST_AT_MAX, "stops a MAX node when v <= alpha, MIN's test, as well as when v >= beta",
                "A MAX node stops only when v >= beta (MIN above will never allow more); v <= alpha is the"
                " test of a MIN node, and says nothing at a MAX node.", knobs=(("both_tests", "max"),)),
        Mistake(FIRST_CHILD_ONLY, "lists, for a node a cutoff skips, only the leaves under its first child",
                "A pruned node takes its whole subtree with it: every leaf below it, under all of its"
                " children, is never looked at.", knobs=(("first_leaf", "first child"),)),
        Mistake(LEAF_MOVES_ONLY, "lists, after a cutoff, only the skipped moves that are leaves themselves: a"
                " skipped move that leads to an inner node is crossed out without the leaves below it",
                "A pruned child that is an inner node takes its whole subtree with it: every leaf below it is"
                " never looked at, and belongs in your answer too.", knobs=(("first_leaf", "leaf moves"),)),
        Mistake(GLOBAL_BOUNDS, "keeps alpha and beta as one pair for the whole tree (global variables, or numbers"
                " on the side of the page), never restored when the search goes back up, so a bound found deep in"
                " one subtree stays in force in its sibling subtrees", "Each node has its own alpha and beta: the"
                " window its parent handed down, narrowed only by its own children. Going back up, the parent's"
                " window is what it was before the child's subtree was searched (pass alpha and beta as"
                " parameters, never as globals).", knobs=(("global_bounds", True),)),
        Mistake(CUT_AFTER_LEAF_ONLY, "tests for a cutoff (alpha >= beta) only right after a leaf's value, never after an"
                " inner child's, so a node that should stop after an inner child goes on into its later children"
                " with a closed window (alpha above beta), where a node stops after its first leaf", LEAF_CUT_HINT,
                knobs=(("leaf_cut", "window"),)),
        Mistake(CUT_AFTER_LEAF_ONLY, "tests for a cutoff only right after a leaf's value, never after an inner"
                " child's, so a node that should stop after an inner child goes on into its later children",
                LEAF_CUT_HINT, knobs=(("leaf_cut", "value"),)),
        Mistake(CAUSE_MARKED, "marks as pruned the child searched just before each cutoff, the one whose value caused it"
                " (with every leaf below it, and at a node's last child too), instead of the children after it",
                "The child whose value crosses the bound was searched: that is how its value is known. A cutoff prunes"
                " the children after it, the ones never looked at; where it was the last child, nothing is pruned.",
                knobs=(("first_leaf", "causing"),)),
        # Wave 32's qz_03: one leaf early, the leaf that triggers a cutoff marked instead of the ones after it, where
        # a cutoff on an inner child's value is marked right. Named before the symptom ("misses pruned leaves")
        # whose hint would send the student to deep cutoffs they already apply.
        *(Mistake(CAUSE_MARKED, "marks as pruned the leaf whose value made its node stop, instead of the leaves after it"
                  f" that are never looked at{words} (a cutoff on an inner child's value is marked right, the children"
                  " after it)", "The leaf that crosses the bound was looked at: that is how its value is known. A"
                  " cutoff prunes the leaves after it, the ones alpha-beta never reaches" + hint_end,
                  knobs=(("first_leaf", kind),))
          for kind, words, hint_end in (
              ("causing leaf", "", "."),
              ("causing leaf, last too", ", at a node's last leaf too",
               "; where it was the node's last child, nothing is pruned there."))),
        *(Mistake(BOUND_TYPO, f"{words}, then stops where beta <= alpha: the bound is narrowed from the other one, so"
                  f" the test holds at once and every {kind.upper()} node stops after its first child", f"{fix}: each node"
                  " narrows its own bound from its own value, and stops only where the window has closed.",
                  knobs=(("bound_typo", kind),))
          # MAX's twin (alpha = max(beta, v)) marks what one alpha and beta kept for the whole tree marks, on every
          # quiz tree: GLOBAL_BOUNDS names that answer, and the twin is left out.
          for kind, words, fix in (("min", "lowers beta in MIN nodes from alpha, beta = min(alpha, v)",
                                    "Lower beta from beta: beta = min(beta, v)"),)),
        Mistake(FIRST_ONLY, "skips only the next move after a cutoff and looks at the rest",
                "A cutoff ends the node: every move after it is skipped, and every leaf below those moves.",
                knobs=(("first_only", True),)),
    ]
