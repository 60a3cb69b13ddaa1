"""Games with chance nodes (:class:`~ttt_lab.core.HasChance`): textbook chance trees, any
two-player game with its opponent modelled as moving at random, and slippery tic-tac-toe.

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

from ttt_lab.core import CHANCE, Game, HasBoardText, HasNodeNames, IllegalMoveError, Player, check_position
from ttt_lab.games.mnk import MNK, Cell, MNKState
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
            deep: ``"MAX"``, ``"MIN"`` or ``"CHANCE"``. AIMA's schematic backgammon tree (§5.5;
            Figure 5.11 in the 3rd edition) is ``("MAX", "CHANCE", "MIN", "CHANCE")``.

    Raises:
        ValueError: a bad level, a probability that is not positive, or a chance node whose
            probabilities do not sum to 1 (the message names the node).
    """

    levels: tuple[str, ...] = ("MAX", "CHANCE", "MIN", "CHANCE")
    _odds: dict[TreeState, tuple[float, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.levels, (list, tuple)):  # a string would split into letters
            raise ValueError(f"levels must be a non-empty sequence of {', '.join(LEVELS)}, got {self.levels!r}")
        levels = tuple(self.levels)
        if not levels or any(not isinstance(level, str) or level not in LEVELS for level in levels):
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


def max_die_min_tree() -> ChanceTreeGame:
    """A small tree with MAX at the root, then a die (1/3 and 2/3), then MIN: the top of AIMA's
    schematic backgammon tree (§5.5, Stochastic Games; Figure 5.11 in the 3rd edition).

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


@dataclass(frozen=True)
class SlipperyState:
    """A position of :class:`SlipperyMNK`: the board, and the cell a player aimed at while
    chance decides where the stone lands (``None`` between turns)."""

    board: MNKState
    aimed: Cell | None = None


@dataclass(frozen=True)
class SlipperyMNK:
    """Tic-tac-toe on an m,n,k board where a stone may slip: the player picks a cell, then
    chance puts the stone there with probability ``1 - slip``, or on one of the free cells
    next to it (up, down, left, right), each equally likely, with probability ``slip``.

    Args:
        m, n, k: the board and the line to complete, as for :class:`~ttt_lab.games.mnk.MNK`.
        slip: the chance that a stone slips, from 0 (plain tic-tac-toe) to below 1.

    Example:
        >>> game = SlipperyMNK(3, 3, 3, slip=0.2)
        >>> aimed = game.result(game.initial_state(), (0, 0))
        >>> game.to_move(aimed), [(cell, round(p, 2)) for cell, p in game.outcomes(aimed)]
        ('chance', [((0, 0), 0.8), ((0, 1), 0.1), ((1, 0), 0.1)])
    """

    m: int = 3
    n: int = 3
    k: int = 3
    slip: float = 0.2
    mnk: MNK = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.slip, bool) or not isinstance(self.slip, (int, float)) or not 0 <= self.slip < 1:
            raise ValueError(f"slip must be a probability from 0 to below 1, got {self.slip!r}")
        object.__setattr__(self, "mnk", MNK(self.m, self.n, self.k))

    @property
    def players(self) -> tuple[Player, Player]:
        return self.mnk.players

    def initial_state(self) -> SlipperyState:
        return SlipperyState(self.mnk.initial_state())

    def is_chance(self, state: SlipperyState) -> bool:
        """Whether a stone is in the air: chance decides where it lands."""
        return state.aimed is not None

    def to_move(self, state: SlipperyState) -> Player:
        return CHANCE if state.aimed is not None else self.mnk.to_move(state.board)

    def actions(self, state: SlipperyState) -> list[Cell]:
        """The empty cells to aim at, or, while a stone is in the air, where it may land."""
        if state.aimed is None:
            return list(self.mnk.actions(state.board))
        return [cell for cell, _ in self.outcomes(state)]

    def outcomes(self, state: SlipperyState) -> list[tuple[Cell, float]]:
        """Where the aimed stone may land: on its cell, or slipped to a free neighbour."""
        if state.aimed is None:
            raise ValueError(f"no stone is in the air in {state!r}: a player is to move")
        r, c = state.aimed
        free = set(self.mnk.empty_cells(state.board))
        slips = [cell for cell in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)) if cell in free]
        if not slips or self.slip == 0:
            return [(state.aimed, 1.0)]
        return [(state.aimed, 1 - self.slip)] + [(cell, self.slip / len(slips)) for cell in slips]

    def result(self, state: SlipperyState, move: Cell) -> SlipperyState:
        if state.aimed is None:
            return SlipperyState(state.board, move)
        return SlipperyState(self.mnk.result(state.board, move))

    def is_terminal(self, state: SlipperyState) -> bool:
        return state.aimed is None and self.mnk.is_terminal(state.board)

    def utility(self, state: SlipperyState, player: Player) -> float:
        return self.mnk.utility(state.board, player)

    def key(self, state: SlipperyState) -> Any:
        return (self.mnk.key(state.board), state.aimed)

    def play(self, state: SlipperyState, move: Cell) -> SlipperyState:
        """Aim at ``move`` (checked as on the plain board), or land the stone in the air there."""
        if state.aimed is None:
            self.mnk.play(state.board, move)  # raises IllegalMoveError with the board's reasons
        elif move not in self.actions(state):
            raise IllegalMoveError(f"the stone aimed at {state.aimed} cannot land on {move!r}:"
                                   f" it lands on one of {self.actions(state)}")
        return self.result(state, move)

    def winner(self, state: SlipperyState) -> Player | None:
        return self.mnk.winner(state.board)

    def parse(self, text: str) -> SlipperyState:
        """A position between turns, from the board's text (``"X../.O./..."``)."""
        return SlipperyState(self.mnk.parse(text))

    def board_text(self, state: SlipperyState, separator: str = "/") -> str:
        """The board, with ``*`` where a stone in the air was aimed."""
        rows = self.mnk.board_text(state.board, separator).split(separator)
        if state.aimed is not None:
            r, c = state.aimed
            rows[r] = rows[r][:c] + "*" + rows[r][c + 1:]
        return separator.join(rows)

    def check_position(self, state: object) -> None:
        if not isinstance(state, SlipperyState):
            raise ValueError(f"{state!r} is not a position of {self!r}: use game.initial_state() or game.parse(...)")
        self.mnk.check_position(state.board)
        if state.aimed is not None and state.aimed not in set(self.mnk.empty_cells(state.board)):
            raise ValueError(f"{state!r} aims at {state.aimed}, which is not an empty cell")
