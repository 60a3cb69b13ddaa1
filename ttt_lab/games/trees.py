"""Textbook game trees: the small trees of AIMA's figures and random trees for practice.

A tree is given as nested lists whose innermost items are the leaves' values for MAX.
MAX moves at the root and the levels alternate. Nodes are named as in AIMA: the root is
``A``, the next level ``B``, ``C``, ``D``..., and the moves out of ``B`` are ``b1``, ``b2``...

Example:
    >>> game = TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]])  # AIMA Figure 5.2
    >>> root = game.initial_state()
    >>> game.actions(root)
    ['a1', 'a2', 'a3']
    >>> game.node_name(game.result(root, 'a2'))
    'C'
    >>> game.leaf_values()
    [3, 12, 8, 2, 4, 6, 14, 5, 2]
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ttt_lab.core import IllegalMoveError, Player, format_value, is_int

Tree = float | Sequence["Tree"]
"""A leaf value, or a list of subtrees."""

TreeState = tuple[int, ...]
"""A node of the tree: the branch indices (from 0) that lead to it from the root."""


@dataclass(frozen=True)
class TreeGame:
    """A game whose rules are an explicit tree of leaf values.

    Args:
        tree: nested lists; numbers are leaves (values for MAX), lists are inner nodes.

    Raises:
        ValueError: an inner node with no children, or a leaf that is not a finite number.
    """

    tree: Tree
    players: tuple[Player, Player] = field(default=("MAX", "MIN"), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        frozen = _freeze(self.tree, path=())
        if not isinstance(frozen, tuple):
            raise ValueError("a game tree needs a list of moves at the root, not a single number")
        object.__setattr__(self, "tree", frozen)
        names: dict[TreeState, str] = {}
        level: list[TreeState] = [()]
        counter = 0
        # Name inner nodes level by level, left to right (A, B, C, ...), as AIMA draws them.
        while level:
            next_level: list[TreeState] = []
            for path in level:
                node = self._node(path)
                if isinstance(node, tuple):
                    names[path] = _letters(counter)
                    counter += 1
                    next_level.extend(path + (i,) for i in range(len(node)))
            level = next_level
        object.__setattr__(self, "_names", names)

    def __repr__(self) -> str:
        return f"TreeGame({_thaw(self.tree)!r})"

    def _node(self, path: TreeState) -> Tree:
        node = self.tree
        for i in path:
            node = node[i]  # type: ignore[index]
        return node

    # ----------------------------------------------------------------- the Game protocol

    def initial_state(self) -> TreeState:
        """The root."""
        return ()

    def to_move(self, state: TreeState) -> Player:
        """MAX at even depths, MIN at odd ones."""
        return self.players[len(state) & 1]

    def actions(self, state: TreeState) -> list[str]:
        """The move labels out of ``state``, left to right (``['b1', 'b2', 'b3']``)."""
        node = self._node(state)
        if not isinstance(node, tuple):
            return []
        prefix = self._names[state].lower()  # type: ignore[attr-defined]
        return [f"{prefix}{i + 1}" for i in range(len(node))]

    def result(self, state: TreeState, move: str) -> TreeState:
        """The child reached by ``move`` (unchecked)."""
        return state + (int(move.lstrip("abcdefghijklmnopqrstuvwxyz")) - 1,)

    def is_terminal(self, state: TreeState) -> bool:
        """Leaves are terminal."""
        return not isinstance(self._node(state), tuple)

    def utility(self, state: TreeState, player: Player) -> float:
        """The leaf's value for MAX, negated for MIN."""
        value = self._node(state)
        if isinstance(value, tuple):
            raise ValueError(f"utility is defined at leaves only, not at node {self.node_name(state)}")
        if player not in self.players:
            raise ValueError(f"{player!r} is not a player of this tree; its players are {self.players}")
        return value if player == self.players[0] else -value  # type: ignore[operator, return-value]

    def key(self, state: TreeState) -> TreeState:
        """The path itself: every node of a tree is its own position."""
        return state

    # ----------------------------------------------------------------- checked calls

    def check_position(self, state: object) -> None:
        """Raise ``ValueError`` unless ``state`` is a node of this tree: the tuple of branch
        indices from the root (a declared capability, :class:`~ttt_lab.core.HasPositionCheck`)."""
        node = self.tree
        if isinstance(state, tuple) and all(is_int(i) for i in state):
            for i in state:
                if not (isinstance(node, tuple) and 0 <= i < len(node)):
                    break
                node = node[i]
            else:
                return
        raise ValueError(f"{state!r} is not a node of this tree: a node is the tuple of branch indices from the root")

    def play(self, state: TreeState, move: str) -> TreeState:
        """The child reached by ``move``, checked.

        Raises:
            IllegalMoveError: ``move`` is not one of ``actions(state)``.
        """
        legal = self.actions(state)
        if move not in legal:
            where = self.node_name(state)
            reason = "it is a leaf" if not legal else f"its moves are {', '.join(legal)}"
            raise IllegalMoveError(f"move {move!r} is not a move at node {where}: {reason}")
        return self.result(state, move)

    def winner(self, state: TreeState) -> Player | None:
        """At a leaf, MAX for a positive value, MIN for a negative one; else ``None``."""
        if not self.is_terminal(state):
            return None
        value = self.utility(state, self.players[0])
        return self.players[0] if value > 0 else self.players[1] if value < 0 else None

    def canonical_key(self, state: TreeState) -> TreeState:
        """Trees have no symmetries: the key itself."""
        return state

    # ----------------------------------------------------------------- naming

    def node_name(self, state: TreeState) -> str:
        """``A`` for the root, letters level by level for inner nodes, the value for a leaf."""
        if self.is_terminal(state):
            return format_value(self.utility(state, self.players[0]))
        return self._names[state]  # type: ignore[attr-defined, no-any-return]

    def leaf_values(self) -> list[float]:
        """All leaf values, left to right."""
        values: list[float] = []

        def walk(node: Tree) -> None:
            if isinstance(node, tuple):
                for child in node:
                    walk(child)
            else:
                values.append(node)  # type: ignore[arg-type]

        walk(self.tree)
        return values

    def leaves(self) -> list[TreeState]:
        """The paths of all leaves, left to right."""
        paths: list[TreeState] = []

        def walk(path: TreeState) -> None:
            node = self._node(path)
            if isinstance(node, tuple):
                for i in range(len(node)):
                    walk(path + (i,))
            else:
                paths.append(path)

        walk(())
        return paths

    @property
    def utility_bounds(self) -> tuple[float, float]:
        """The smallest and largest leaf values: every node's value lies between them."""
        values = self.leaf_values()
        return min(values), max(values)

    def depth(self) -> int:
        """The number of moves on the longest path from the root to a leaf."""
        return max(len(path) for path in self.leaves())


def aima_figure_5_2() -> TreeGame:
    """The two-ply tree of AIMA Figure 5.2 (minimax value 3)."""
    return TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]])


def random_tree(
    branching: int | tuple[int, int] = 3,
    depth: int = 3,
    values: tuple[int, int] = (-9, 9),
    seed: int | None = None,
) -> TreeGame:
    """A random game tree for pruning practice.

    Args:
        branching: children per inner node, or a ``(low, high)`` range to draw from.
        depth: moves from the root to every leaf, 1 to 12.
        values: the inclusive range of the integer leaf values.
        seed: the same seed gives the same tree.

    Raises:
        ValueError: a parameter is out of range.

    Example:
        >>> random_tree(2, 2, seed=1) == random_tree(2, 2, seed=1)
        True
    """
    pair = (branching, branching) if isinstance(branching, int) else branching
    if not (isinstance(pair, tuple) and len(pair) == 2):
        raise ValueError(f"branching must be an int or (low, high) within 1..10, got {branching!r}")
    low_b, high_b = pair
    if not (is_int(low_b) and is_int(high_b) and 1 <= low_b <= high_b <= 10):
        raise ValueError(f"branching must be an int or (low, high) within 1..10, got {branching!r}")
    if not is_int(depth) or not 1 <= depth <= 12:
        raise ValueError(f"depth must be an int from 1 to 12, got {depth!r}")
    if not (len(values) == 2 and values[0] <= values[1]):
        raise ValueError(f"values must be a (low, high) pair with low <= high, got {values!r}")
    if high_b**depth > 200_000:
        raise ValueError(f"a tree of branching {high_b} and depth {depth} is too big to practise on")
    rng = random.Random(seed)

    def grow(level: int) -> Tree:
        if level == depth:
            return rng.randint(*values)
        return [grow(level + 1) for _ in range(rng.randint(low_b, high_b))]

    return TreeGame(grow(0))


def _freeze(node: object, path: TreeState) -> Tree:
    if isinstance(node, (list, tuple)):
        if not node:
            raise ValueError(f"the node at path {list(path)} has no children; give it a value instead")
        return tuple(_freeze(child, path + (i,)) for i, child in enumerate(node))
    if isinstance(node, (int, float)) and not isinstance(node, bool):
        if isinstance(node, float) and not math.isfinite(node):  # no search can compare or average it
            raise ValueError(f"the leaf at path {list(path)} must be a finite number, got {node!r}")
        return node
    raise ValueError(f"the leaf at path {list(path)} must be a number, got {node!r}")


def _thaw(node: Tree) -> Tree:
    return [_thaw(child) for child in node] if isinstance(node, tuple) else node


def _letters(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name
