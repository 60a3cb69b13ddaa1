"""Moves tried in the student's own order: alpha-beta's leaves under a reordering of the children.

A search that tries a board's moves centre first, then corners, then edges (blind46's ab_05,
ported from D070508T/MiniMax_Alg's ``availableMoves``), or sorts them by any rule of its own,
prunes rightly: every cutoff is taken at once. Yet it scores other leaves than alpha-beta trying
``game.actions(state)`` in its order, since which leaves a cutoff skips depends on the order the
children come in. Read off the leaves alone, that looks like "keeps visiting children after a
cutoff", and the hint "stop as soon as v >= beta" asks for what the code already does.

:class:`OrderWatch` notes, for each node, the order in which the student asked for its children
(``game.result`` or ``game.play``); :func:`reordered_leaves` runs the library's alpha-beta with each
node's moves in that order (moves never asked for after, in the game's order: a right search with
that order prunes them, so where they go does not matter). Where that reproduces the leaves the
student scored on every board that went wrong, the mistake is the order, and
:func:`own_order_problem` says so with the node whose order differs.

Example:
    >>> from ttt_lab.games.list_board import ListBoardGame
    >>> game = ListBoardGame()
    >>> state = game.parse("XX./..O/..O")
    >>> moves = game.actions(state)
    >>> reordered_leaves(game, state, {game.key(state): moves}, on_equal=True) == reordered_leaves(
    ...     game, state, {}, on_equal=True)  # the game's own order: alpha-beta's leaves
    True
    >>> len(reordered_leaves(game, state, {game.key(state): moves[::-1]}, on_equal=True))  # last move first: 8, not 5
    8
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _Watch
from ttt_lab.exercises.report import WRONG_ORDER, Problem
from ttt_lab.search import SearchTree, alphabeta


class OrderWatch(_Watch):
    """A :class:`~ttt_lab.exercises.harness._Watch` that also notes, per node (by ``game.key``), the
    moves the student asked the children of, in the order it first asked for each."""

    def __init__(self, game: Any, cap: int = 20_000) -> None:
        super().__init__(game, cap)
        self.asked: dict[Hashable, list[Any]] = {}

    def _note(self, state: Any, move: Any) -> None:
        try:
            children = self.asked.setdefault(self._game.key(state), [])
        except Exception:  # a state the game cannot key is not one of its positions: nothing to note
            return
        if move not in children:
            children.append(move)

    def result(self, state: Any, move: Any) -> Any:
        self._note(state, move)
        return super().result(state, move)

    def play(self, state: Any, move: Any) -> Any:
        self._note(state, move)
        return super().play(state, move)


def reordered_leaves(game: Any, state: Any, asked: dict[Hashable, list[Any]], *, on_equal: bool) -> list[Any]:
    """The leaves, in order, that :func:`ttt_lab.search.alphabeta` scores from ``state`` when each node
    tries the moves of ``asked[key]`` first, in that order, and then the rest in the game's order."""
    def order(_game: Any, node: Any, moves: list[Any]) -> list[Any]:
        first = [move for move in asked.get(game.key(node), []) if move in moves]
        return first + [move for move in moves if move not in first]

    recorder = SearchTree()
    alphabeta(game, state, prune_on_equal=on_equal, order=order, observer=recorder)
    return [node.state for node in recorder if node.kind == "terminal"]


def first_reordered_node(game: Any, state: Any, asked: dict[Hashable, list[Any]]) -> tuple[Any, list[Any],
                                                                                          list[Any]] | None:
    """The first node (breadth first from ``state``) whose children the student asked for in another
    order than the game's: (the node, the moves in the student's order, the same moves in the game's)."""
    frontier = [state]
    while frontier:
        node = frontier.pop(0)
        mine = asked.get(game.key(node), [])
        if not mine or game.is_terminal(node):
            continue
        theirs = [move for move in game.actions(node) if move in mine]
        if mine != theirs:
            return node, mine, theirs
        frontier += [game.result(node, move) for move in mine]
    return None


def own_order_problem(boards: Sequence[tuple[str, Any, list[Any], dict[Hashable, list[Any]]]],
                      conventions: Sequence[bool], needed: int, show: Any) -> Problem | None:
    """:data:`~ttt_lab.exercises.report.WRONG_ORDER` where, on every board in ``boards`` (its text, its
    game, the leaf keys the student scored, the children it asked for), the student's leaves are alpha-beta's
    under the student's own order of the children (one convention of ``conventions`` for all), else None.
    ``needed``: how many leaves alpha-beta scores on the first board; ``show`` writes a board as text."""
    def fits(on_equal: bool) -> bool:
        return all(seen == [game.key(leaf) for leaf in reordered_leaves(game, game.parse(text), asked,
                                                                        on_equal=on_equal)]
                   for text, game, seen, asked in boards)

    if not boards or not any(fits(on) for on in conventions):
        return None
    text, game, seen, asked = boards[0]
    found = first_reordered_node(game, game.parse(text), asked)
    if found is None:
        return None
    node, mine, theirs = found
    shown = 8
    where = "There" if game.key(node) == game.key(game.parse(text)) else f"On {show(node)}"

    def moves(listed: list[Any]) -> str:
        return ", ".join(str(move) for move in listed[:shown]) + (", ..." if len(listed) > shown else "")

    return Problem(
        WRONG_ORDER,
        f"On the board {text} it scored {len(seen)} leaves where alpha-beta needs {needed}. {where} it"
        f" tried the moves {moves(mine)}, where game.actions gives them as {moves(theirs)}. Its leaves are"
        " exactly those alpha-beta scores when it tries each node's moves in your order: every cutoff is taken"
        " at once, only the moves come in another order. Which leaves a cutoff skips depends on that order, so"
        " the exercise compares your leaves with alpha-beta trying the moves in game.actions order.",
        "Loop over game.actions(state) as it is given. Trying some moves first (the centre, then the corners)"
        " is move ordering, a refinement of its own that changes which leaves are pruned; leave it out here.",
    )
