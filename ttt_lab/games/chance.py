"""Games with chance nodes (:class:`~ttt_lab.core.HasChance`): textbook chance trees, and any
two-player game with its opponent modelled as moving at random.

A chance node is where no player chooses: each outcome happens with a probability.
Expectimax (AIMA §5.5) values it by the probability-weighted average of its children.

Example:
    >>> game = ChanceTreeGame([[(0.5, 8), (0.5, 2)], [(0.9, 4), (0.1, 10)]], levels=("MAX", "CHANCE"))
    >>> root = game.initial_state()
    >>> game.actions(root), game.to_move(game.result(root, "a1"))
    (['a1', 'a2'], 'chance')
    >>> game.outcomes(game.result(root, "a2"))
    [('c1', 0.9), ('c2', 0.1)]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ttt_lab.core import CHANCE, Game, HasBoardText, HasNodeNames, Player, check_position
from ttt_lab.games.trees import Tree, TreeGame, TreeState

LEVELS = ("MAX", "MIN", CHANCE.upper())
"""What a level of a :class:`ChanceTreeGame` may be: a player's, or chance's."""


@dataclass(frozen=True, repr=False)
class ChanceTreeGame(TreeGame):
    """A textbook tree whose levels belong to MAX, MIN or chance, in a repeating pattern.

    Args:
        tree: nested lists, leaves are values for MAX (as for :class:`TreeGame`). At a chance
            level a node's children are either plain subtrees, equally likely, or
            ``(probability, subtree)`` pairs.
        levels: whose the levels are, from the root down, repeated as often as the tree is
            deep: ``"MAX"``, ``"MIN"`` or ``"CHANCE"``. AIMA's Figure 5.11 (backgammon) is
            ``("MAX", "CHANCE", "MIN", "CHANCE")``.

    Raises:
        ValueError: a bad level, a probability that is not positive, or a chance node whose
            probabilities do not sum to 1 (the message names the node).
    """

    levels: tuple[str, ...] = ("MAX", "CHANCE", "MIN", "CHANCE")
    _odds: dict[TreeState, tuple[float, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        levels = tuple(self.levels)
        if not levels or any(level not in LEVELS for level in levels):
            raise ValueError(f"levels must be a non-empty sequence of {', '.join(LEVELS)}, got {self.levels!r}")
        object.__setattr__(self, "levels", levels)
        odds: dict[TreeState, tuple[float, ...]] = {}
        object.__setattr__(self, "tree", _split_odds(self.tree, (), levels, odds))
        super().__post_init__()
        for path, shares in odds.items():
            if not math.isclose(sum(shares), 1.0, abs_tol=1e-9):
                raise ValueError(f"the probabilities at chance node {self._names[path]} sum to"  # type: ignore[attr-defined]
                                 f" {sum(shares):g}, not 1: {list(shares)}")
        object.__setattr__(self, "_odds", odds)

    def __repr__(self) -> str:
        return f"ChanceTreeGame(levels={self.levels!r}, {self.leaf_values()!r} at the leaves)"

    def level(self, state: TreeState) -> str:
        """``"MAX"``, ``"MIN"`` or ``"CHANCE"``: whose turn the node at ``state`` is."""
        return self.levels[len(state) % len(self.levels)]

    def to_move(self, state: TreeState) -> Player:
        """MAX, MIN or :data:`~ttt_lab.core.CHANCE`, as ``levels`` say."""
        level = self.level(state)
        return CHANCE if level == "CHANCE" else self.players[level == "MIN"]

    def is_chance(self, state: TreeState) -> bool:
        """Whether the node at ``state`` is chance's."""
        return self.level(state) == "CHANCE" and not self.is_terminal(state)

    def outcomes(self, state: TreeState) -> list[tuple[str, float]]:
        """Each move of a chance node with its probability (equal shares unless the tree gave some)."""
        moves = self.actions(state)
        shares = self._odds.get(state) or (1 / len(moves),) * len(moves)
        return list(zip(moves, shares, strict=True))


def aima_figure_5_11_like() -> ChanceTreeGame:
    """A small tree in the shape of AIMA's Figure 5.11: MAX, then a die (1/3 and 2/3), then MIN.

    Expectimax values the two moves 1/3·2 + 2/3·4 = 10/3 and 1/3·1 + 2/3·5 = 11/3: the
    second, although its worst case (1) is worse than the first's (2).
    """
    return ChanceTreeGame(
        [[(1 / 3, [2, 6]), (2 / 3, [4, 7])], [(1 / 3, [1, 3]), (2 / 3, [5, 8])]],
        levels=("MAX", "CHANCE", "MIN"),
    )


@dataclass(frozen=True)
class RandomOpponent:
    """``game`` as seen by a player who thinks its ``opponent`` moves at random.

    Every turn of ``opponent`` becomes a chance node where each legal move is equally
    likely: expectimax on this game plays the best moves against a random mover, where
    minimax on ``game`` plays as if every reply were perfect.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> model = RandomOpponent(TicTacToe(), "O")
        >>> state = model.game.parse("X../.../...")
        >>> model.is_chance(state), model.to_move(state), len(model.outcomes(state))
        (True, 'chance', 8)
    """

    game: Game[Any, Any]
    opponent: Player

    def __post_init__(self) -> None:
        if self.opponent not in self.game.players:
            raise ValueError(f"{self.opponent!r} is not a player of {self.game!r}: its players are {self.game.players}")

    @property
    def players(self) -> tuple[Player, Player]:
        return self.game.players

    def initial_state(self) -> Any:
        return self.game.initial_state()

    def to_move(self, state: Any) -> Player:
        return CHANCE if self.is_chance(state) else self.game.to_move(state)

    def actions(self, state: Any) -> Sequence[Any]:
        return self.game.actions(state)

    def result(self, state: Any, move: Any) -> Any:
        return self.game.result(state, move)

    def is_terminal(self, state: Any) -> bool:
        return self.game.is_terminal(state)

    def utility(self, state: Any, player: Player) -> float:
        return self.game.utility(state, player)

    def key(self, state: Any) -> Any:
        return self.game.key(state)

    def is_chance(self, state: Any) -> bool:
        """Whether the opponent is to move (and the game not over)."""
        return not self.game.is_terminal(state) and self.game.to_move(state) == self.opponent

    def outcomes(self, state: Any) -> list[tuple[Any, float]]:
        """Each of the opponent's legal moves, equally likely."""
        moves = list(self.game.actions(state))
        return [(move, 1 / len(moves)) for move in moves]

    # What plots and checks need, passed through (nothing that assumes a perfect opponent,
    # such as the game's own exact solver).
    def check_position(self, state: Any) -> None:
        check_position(self.game, state)

    def board_text(self, state: Any, separator: str = "/") -> str:
        if not isinstance(self.game, HasBoardText):
            raise ValueError(f"{self.game!r} has no text board")
        return self.game.board_text(state, separator)

    def node_name(self, state: Any) -> str:
        return self.game.node_name(state) if isinstance(self.game, HasNodeNames) else str(state)


def _split_odds(node: Any, path: TreeState, levels: tuple[str, ...], odds: dict[TreeState, tuple[float, ...]]) -> Tree:
    """``node`` with the ``(probability, subtree)`` pairs of its chance nodes replaced by the
    subtrees, the probabilities collected in ``odds`` by path."""
    if not isinstance(node, (list, tuple)):
        return node  # type: ignore[no-any-return]  # a leaf: TreeGame checks it is a number
    chance = levels[len(path) % len(levels)] == "CHANCE"
    pairs = [chance and isinstance(child, tuple) and len(child) == 2 for child in node]
    if any(pairs) and not all(pairs):
        raise ValueError(f"the chance node at path {list(path)} mixes (probability, subtree) pairs with plain"
                         " subtrees: give every child a probability, or none (equal shares)")
    if all(pairs) and node:
        shares = tuple(child[0] for child in node)
        for share in shares:
            if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 < share <= 1:
                raise ValueError(f"the chance node at path {list(path)} has the probability {share!r}:"
                                 " each must be a number above 0 and at most 1")
        odds[path] = shares
        node = [child[1] for child in node]
    return [_split_odds(child, path + (i,), levels, odds) for i, child in enumerate(node)]
