"""Backpropagation's error model: the path's nodes (:class:`PathNode`) and the update with its slips
as knobs (:func:`mistaken_backpropagation`; with none, the right update). The checker
(:mod:`~ttt_lab.exercises.backpropagation`) names a slip only where the knobbed update reproduces
every path; the amounts a slip adds come from :mod:`~ttt_lab.exercises.mcts_amounts`, the share a
node gets from :mod:`~ttt_lab.exercises.backpropagation_decay`.

Example:
    >>> path = [PathNode(None), PathNode("X"), PathNode("O")]
    >>> mistaken_backpropagation(path, "X", {})
    >>> [(node.visits, node.wins) for node in path]
    [(1, 0.0), (1, 1.0), (1, 0.0)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.backpropagation_carried import carried_gains
from ttt_lab.exercises.backpropagation_decay import credit_share
from ttt_lab.exercises.mcts_amounts import sets_wins


@dataclass
class PathNode:
    """A node of an iteration's path, as backpropagation sees it.

    Attributes:
        mover: the side that made the move into this node (``None`` at the root).
        visits: playouts through this node.
        wins: of those, the ones won by ``mover``, a draw counting half.
    """

    mover: Player | None
    visits: int = 0
    wins: float = 0.0


def mistaken_backpropagation(path: list[PathNode], winner: Player | None, knobs: dict[str, Any]) -> None:
    """Backpropagation with slips as knobs; with none, the right update.

    Knobs: ``credit`` whose nodes win (``"to move"``: the side to move at the node, ``"all"``,
    ``"odd depth"``), ``draw`` and ``loss`` (what they add), ``nodes`` which are updated (``"leaf"``, ``"winners"``: only the winner's nodes and, on a draw, all, ``"no root"``,
    ``"no leaf"``), ``overwrite`` (the counts set, not added to), ``credit`` also ``"previous
    index"`` (by path[i - 1]'s mover; ``"previous index, root its own"``: the root by its own) and ``"next index"`` (by path[i + 1]'s, the last node by its own), ``draw_nodes`` (``"root"``: a draw's half to the root
    alone, ``"first player"``: only to X's nodes, ``"leaf"``: to the last node alone), ``credit`` also ``"not mover"`` (node.mover != winner,
    the root included) and ``"from leaf"`` (every other node from the last one up),
    ``leaf_twice`` (two visits to the last node; ``"with win"``: its win counted twice too), ``root_visit`` (False: none at the root), ``credit`` also
    ``"alternate"`` (movers alternated X, O... from path[1]), ``decay`` (a credit shrinking each level up), ``carried`` (a ±1 value carried up, shrunk each level), ``draw_to``
    (``"visits"``: a draw's half added to the visits), ``nodes`` also ``"none"`` (the path's own
    nodes never updated), ``visit_on`` (``"win"``: a visit only with a whole win, none for a
    loss or a draw, whose half is still added), ``stop`` (the loop left at the first node the winner did not move into; ``"from
    leaf"``: walking from the last node up),
    ``skip`` (the first k nodes left out), ``same_node`` (-1 or 0: that node updated once per node of the path, the
    others never), ``stop`` also ``"win"`` and ``"win from leaf"`` (the loop left after the first node the winner
    moved into, its win credited), ``root_flip`` with ``loss`` (the loser's amount, -1, carried into the root too), ``draw_test`` also ``"always"`` (every playout a draw) and
    ``"inverted flip"`` (a flipped reward's draw test inverted) and ``"mover"`` (the node's mover tested for
    None, not the winner), ``credit`` also ``"leaf's"`` (the last node's reward given to every node with a
    mover, never flipped; ``"leaf's all"``: the root's too), ``credit`` also ``"first player's"`` (X's result
    to every node), ``"searcher's"`` (the root's side to move's result, path[1]'s mover's, to every node), ``"searcher's two cases"`` (path[1]'s mover's
    nodes gain 1 when it wins, every other node, the root too, loses 1 when the other side wins) and ``"mover test inverted"`` (the flipped reward to the root alone), ``root_flip`` (the flipped reward carried into the root; ``"before add"``: flipped once more, as a reward flipped before it is added leaves it), ``two_ifs`` (a draw's
    root also credited as won: mover None == winner None), ``step`` (2: every other node from the last one up), ``times_wins`` (the wins multiplied
    by the credit, in the branch :func:`sets_wins` names), ``set_wins`` also ``"movers"`` and ``"root draw"``.
    The amounts (:mod:`~ttt_lab.exercises.mcts_amounts`): ``win`` (what a won node adds, 1),
    ``visit`` (what every node's visits add, 1), ``sign`` (-1: the credit subtracted),
    ``set_visits`` (the visits set to this number), ``set_wins`` (the wins set to the credit:
    ``"all"``, or only where the credit is ``"win"`` or ``"draw"``), ``draw_test``
    (``"inverted"``: a won playout credited as a draw, a drawn one as won by the root's mover, None),
    ``root_draw`` (what the root's wins add on a draw).
    """
    nodes = {"leaf": path[-1:], "no root": path[1:], "no leaf": path[:-1], "none": []}.get(knobs.get("nodes", ""), path)
    nodes = nodes[knobs.get("skip", 0):]  # a loop's range that stops short of index 0: range(len - 1, k, -1)
    if knobs.get("step"):  # i -= 2 where i -= 1 belongs: every other node from the last one up
        nodes = path[::-1][::knobs["step"]]
    updated = {id(node) for node in nodes}  # by identity: nodes with equal counts are still two nodes
    credit = knobs.get("credit", "mover")
    order = list(enumerate(path))
    if "same_node" in knobs:  # path[-1] (or path[0]) where the loop's node belongs: that node, once per step
        order = [(knobs["same_node"] % len(path), path[knobs["same_node"]])] * len(path)
    for depth, node in order[::-1] if knobs.get("stop") in ("from leaf", "win from leaf") else order:
        if id(node) not in updated:
            continue
        from_leaf = len(path) - 1 - depth  # a reward flipped (1 - reward) from the last node up reads this
        if knobs.get("draw_test") == "always":  # every playout credited as a draw
            gain = knobs.get("draw", 0.5)
        elif knobs.get("draw_test") == "inverted flip":  # the flipped reward's draw test inverted
            if winner is not None:
                gain = 0.0 if node.mover is None else 0.5
            else:  # the last node's reward `mover == winner` is 0 on a draw, then flips
                gain = 0.5 if node.mover is None else float(from_leaf % 2)
        elif knobs.get("draw_test") == "mover":  # `if mover is None:` where `winner is None` belongs
            gain = 0.5 if node.mover is None else 1.0 if node.mover == winner else 0.0
        elif knobs.get("draw_test") == "inverted":  # `if winner is not None:` where `is None` belongs
            gain = (knobs.get("draw", 0.5) if winner is not None
                    else knobs.get("win", 1.0) if node.mover is None else knobs.get("loss", 0.0))
        elif winner is None:
            gain = 0.0 if knobs.get("draw_nodes") == "root" and depth else knobs.get("draw", 0.5)
            if knobs.get("draw_nodes") == "first player" and node.mover != "X":  # X moves first in the graded paths
                gain = 0.0
            if knobs.get("draw_nodes") == "leaf" and node is not path[-1]:
                gain = 0.0
            if "root_draw" in knobs and node.mover is None:  # the root's own branch, apart from the others
                gain = knobs["root_draw"]
            gain = dict(knobs.get("draw_by_mover", ())).get(node.mover, gain)  # backpropagation_draws: by colour
        elif credit == "all":
            gain = 1.0
        elif credit in ("leaf's", "leaf's all"):  # the last node's reward never flipped (reward = 1 - reward left out)
            gain = (0.0 if node.mover is None and credit == "leaf's" else 1.0 if path[-1].mover == winner
                    else knobs.get("loss", 0.0))
        elif credit == "mover test inverted":  # `if node.mover is None: wins += reward` (is not None belongs)
            gain = (0.0 if len(path) < 2 or path[1].mover == winner else 1.0) if node.mover is None else 0.0
        elif credit == "first player's":  # X's result (1, 0.5, 0) given to every node, whoever moved into it
            gain = 1.0 if winner == "X" else knobs.get("loss", 0.0)
        elif credit == "searcher's":  # the result of the side to move at the root (path[1]'s mover), to every node
            gain = 1.0 if len(path) > 1 and path[1].mover == winner else knobs.get("loss", 0.0)
        elif credit == "searcher's two cases":  # our_turn and score > 0: += 1; not our_turn and score < 0: -= 1
            us = path[1].mover if len(path) > 1 else None
            gain = (1.0 if node.mover == us else 0.0) if winner == us else (-1.0 if node.mover != us else 0.0)
        elif credit == "odd depth":
            gain = 1.0 if depth % 2 else knobs.get("loss", 0.0)
        elif credit == "next index":
            mover = path[depth + 1].mover if depth + 1 < len(path) else node.mover
            gain = 1.0 if mover == winner else knobs.get("loss", 0.0)
        elif credit in ("previous index", "previous index, root its own"):
            mover = node.mover if depth == 0 and credit != "previous index" else path[depth - 1].mover
            gain = 1.0 if mover == winner else knobs.get("loss", 0.0)
        elif credit == "not mover":
            gain = 1.0 if node.mover != winner else knobs.get("loss", 0.0)
        elif credit == "from leaf":
            gain = 1.0 if (len(path) - 1 - depth) % 2 == 0 else knobs.get("loss", 0.0)
        elif credit == "alternate":  # movers taken as X, O, X... from path[1], whoever moved there
            gain = 1.0 if depth and "XO"[(depth - 1) % 2] == winner else knobs.get("loss", 0.0)
        elif credit == "leaf's from root":  # the last node's mover's result given to the root, flipped going down
            gain = float((path[-1].mover == winner) == (depth % 2 == 0))
        elif credit == "root as X's":  # X's result at the root, flipped going down: X at even indexes
            gain = 1.0 if "XO"[depth % 2] == winner else knobs.get("loss", 0.0)
        elif credit == "index parity":  # the mover from the index alone, X at odd ones, O at even ones, the root too
            gain = 1.0 if "OX"[depth % 2] == winner else knobs.get("loss", 0.0)
        elif credit in ("other colour", "other colour, root as O's"):
            # if node.mover == "X": wins += O's win, else: wins += X's: the side that did NOT move in is
            # credited, and the root (mover None) falls in the else branch, read as the other colour's node
            first = "X" if credit == "other colour" else "O"
            credited = ("O" if first == "X" else "X") if node.mover == first else first
            gain = 1.0 if credited == winner else knobs.get("loss", 0.0)
        elif credit == "to move":
            gain = 1.0 if node.mover is not None and node.mover != winner else knobs.get("loss", 0.0)
        else:
            gain = knobs.get("win", 1.0) if node.mover == winner else knobs.get("loss", 0.0)
        if node.mover is not None and winner is not None and "flip_win" in knobs and path[-1].mover == winner:
            gain = knobs["flip_win"] if from_leaf % 2 == 0 else 1.0 - knobs["flip_win"]
        if node.mover is not None and winner is None and "flip_draw" in knobs:
            gain = knobs["flip_draw"] if from_leaf % 2 == 0 else 1.0 - knobs["flip_draw"]
        if node.mover is None and winner is None and knobs.get("two_ifs"):
            gain = knobs.get("draw", 0.5) + 1.0  # `if winner is None` then `if node.mover == winner`: None == None
        if node.mover is None and winner is not None and knobs.get("root_flip") == "before add":
            # flipped before it is added: the root gets the flip of path[1]'s (wrong) reward, or of its own
            gain = 1.0 if len(path) < 2 or path[1].mover == winner else knobs.get("loss", 0.0)
        elif node.mover is None and winner is not None and knobs.get("root_flip") and len(path) > 1:
            gain = knobs.get("loss", 0.0) if path[1].mover == winner else 1.0  # the flip carried on into the root
        if node.mover is None and winner is not None and "root_win" in knobs:
            gain = knobs["root_win"]
        if "carried" in knobs:  # a ±1 value carried up and shrunk at each level (backpropagation_carried)
            gain = carried_gains([n.mover for n in path], winner, knobs["carried"])[depth]
        gain *= knobs.get("sign", 1) * credit_share(knobs, from_leaf)  # ``decay``: less credit each level up
        if knobs.get("leaf_twice") == "with win" and node is path[-1]:
            gain *= 2  # the new node updated before the loop ("its first visit"), then again in it
        if knobs.get("nodes") == "winners" and winner is not None and node.mover != winner:
            continue
        if knobs.get("overwrite"):
            node.visits, node.wins = 1, float(gain)
        else:
            visit = 2 if knobs.get("leaf_twice") and node is path[-1] else knobs.get("visit", 1)
            if knobs.get("draw_visit") is False and winner is None:
                visit = 0
            if knobs.get("visit_on") == "win" and (winner is None or gain < 1.0):
                visit = 0  # visits += 1 inside the win branch: a draw's half comes without its visit
            node.visits += 0 if knobs.get("root_visit") is False and node.mover is None else visit
            node.visits = knobs.get("set_visits", node.visits)
            if knobs.get("draw_to") == "visits" and winner is None:
                node.visits, gain = node.visits + gain, 0.0  # type: ignore[assignment]
            if sets_wins(knobs.get("times_wins"), winner, node.mover):
                node.wins *= gain  # `wins = wins * 0.5` where `+` belongs
            else:
                node.wins = (gain if sets_wins(knobs.get("set_wins"), winner, node.mover) else node.wins + gain if not knobs.get("mean")
                             else node.wins + (gain - node.wins) / max(node.visits, 1))  # a running mean: a rate in wins
        if knobs.get("stop") in ("win", "win from leaf"):
            if winner is not None and node.mover == winner:
                return  # a return indented into the win's if: the nodes after the first winner's are left out
        elif knobs.get("stop") and winner is not None and node.mover != winner:
            return  # return where continue belongs: after this node's visit, before its win
