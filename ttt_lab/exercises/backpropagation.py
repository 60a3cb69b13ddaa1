"""Checking backpropagation, the second formula at the heart of MCTS (UCB1, the first, is
checked by :mod:`~ttt_lab.exercises.mcts`).

:func:`check_backpropagation`: ``fn(path, winner)``, which updates the :class:`PathNode` s of an
iteration's path (the root first) after a playout won by ``winner`` (``None`` for a draw): one
more visit for every node, and for the side that moved into each node a win, or half a win for
a draw. A bug is named with the diagnosis engine: a small reference whose knobs are the slips
(:func:`mistaken_backpropagation`, with the amounts of :mod:`~ttt_lab.exercises.mcts_amounts`),
a slip named only when it reproduces every path; otherwise the first wrong node is shown with the
arithmetic spelled out.

Example:
    >>> def backpropagate(path, winner):
    ...     for node in path:
    ...         node.visits += 1
    ...         if winner is None:
    ...             node.wins += 0.5
    ...         elif node.mover == winner:
    ...             node.wins += 1
    >>> check_backpropagation(backpropagate, quiet=True).passed
    True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.backpropagation_draw_sides import BACKPROPAGATION_DRAW_MISTAKES, draw_side_per_playout
from ttt_lab.exercises.backpropagation_model import (  # the error model, re-exported where the checker was always imported from
    PathNode as PathNode,
)
from ttt_lab.exercises.backpropagation_model import (
    mistaken_backpropagation as mistaken_backpropagation,
)
from ttt_lab.exercises.backpropagation_parents import PARENT_MISTAKES
from ttt_lab.exercises.backpropagation_parity import name_parity_flip
from ttt_lab.exercises.backpropagation_searcher_cases import BACKPROPAGATION_SEARCHER_MISTAKES
from ttt_lab.exercises.backpropagation_source import (
    name_double_flip,
    name_draw_after_mover,
    name_update_never_run,
    skips_leaf_words,
    skips_root_words,
)
from ttt_lab.exercises.engine import Mistake, diagnoses, fit_problems, name_mistake
from ttt_lab.exercises.harness import _close, _error_summary, _num, _nums_apart, _Printed
from ttt_lab.exercises.hint_checks import loops_twice_over_one_iterator, vet_hints
from ttt_lab.exercises.kept_state import name_kept_state, snapshot
from ttt_lab.exercises.mcts_amounts import (
    BACKPROPAGATION_AMOUNT_MISTAKES,
    DRAW_TEST_INVERTED,
    LOSS_AS_MINUS_ONE,
    NO_WIN_CREDIT,
    OVERWRITES,
    OVERWRITES_HINT,
    ROOT_CREDITED,
    WRONG_DRAW_CREDIT,
    backpropagation_amount_mistakes,
)
from ttt_lab.exercises.report import (
    CRASHES,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)

WRONG_SIDE = "credits the playout to the wrong side"
FORGETS_DRAWS = "forgets draws"
# Code that does credit a draw, but to one node (the `+= 0.5` dedented after the loop, so the last node still bound
# to `node` alone; or tested against the root's mover None) does not forget draws: wave 34's bp_05 was told so.
DRAW_TO_ONE_NODE = "adds a draw's half win to one node only"
DRAW_AS_WIN = "counts a draw as a whole win"
CREDITS_BOTH = "credits the win to both sides"
MISSES_VISITS = "does not count a visit on every node of the path"
ONLY_LEAF = "updates only the last node of the path"
SKIPS_ROOT = "skips the root"
SKIPS_NEW_NODE = "skips the new node"
CREDITS_BY_DEPTH = "credits nodes by their depth, not by who won"
LEAF_TWICE = "counts the new node's visit twice"
DRAW_TO_VISITS = "adds a draw's half to the visits, not the wins"
NOT_IN_PLACE = "leaves the path's own nodes unchanged"
STOPS_EARLY = "leaves the loop at the first node the winner did not move into"
STOPS_SHORT = "stops before the root: the first nodes of the path are left out"
ALWAYS_DRAW = "counts every playout as a draw"
MULTIPLIES_WINS = "multiplies the wins where it should add to them"
NEVER_FLIPS = "never flips the reward between the sides"
EVERY_OTHER_NODE = "updates every other node of the path"
DRAW_TEST_ON_MOVER = "tests the node's mover for a draw, not the winner"
ONE_SIDES_RESULT = "credits every node with one side's result"
MOVER_TEST_INVERTED = "tests the node's mover the wrong way round"
REPEATS_ONE_NODE = "updates the same node at every step of the loop"
STOPS_AT_WIN = "leaves the loop at the first node the winner moved into"

_HINTS = {
    WRONG_SIDE: "Each node counts the playout for the side that moved INTO it (its parent chooses by"
                " that side's success): credit node.mover, not the side to move at the node.",
    FORGETS_DRAWS: "A drawn playout (winner None) is worth half a win to both sides: add 0.5 to every node's wins.",
    DRAW_TO_ONE_NODE: "A drawn playout (winner None) is worth half a win to every node of the path, whoever moved"
                      " into it: add 0.5 to each node's wins inside the loop over the path, not to one node.",
    DRAW_AS_WIN: "A draw is half a win (0.5), for both sides: a whole win would make a drawing move look"
                 " as good as a winning one.",
    LOSS_AS_MINUS_ONE: "Here wins count wins (a draw half), so a loss adds 0 to the loser's nodes, not -1:"
                       " wins / visits is then a win rate between 0 and 1, as UCB1 expects.",
    CREDITS_BOTH: "Only the nodes whose mover is the winner gain a win; the other side's nodes gain a"
                  " visit and nothing else.",
    MISSES_VISITS: "Every node from the root down to the new one was visited once more: add 1 to each"
                   " node's visits, whoever won.",
    ONLY_LEAF: "Walk the whole path, from the new node back up to the root, updating every node.",
    SKIPS_ROOT: "The root is on the path too: its visits count the playouts (UCB1's ln N at its children"
                " reads them). Walk the whole path, path[0] included.",
    SKIPS_NEW_NODE: "The new node at the end of the path was visited too: walk the whole path, path[-1] included.",
    CREDITS_BY_DEPTH: "Whose win a node counts depends on who won this playout: credit the nodes whose"
                      " mover is the winner, not every other node from the root down.",
    LEAF_TWICE: "The new node gets its visit here, with the others: do not count it again at expansion,"
                " or its visits run one ahead of its parent's playouts.",
    OVERWRITES: OVERWRITES_HINT,
}


# ---------------------------------------------------------------------- backpropagation


def _path(movers: tuple[Player | None, ...], visits: tuple[int, ...], wins: tuple[float, ...]) -> list[PathNode]:
    return [PathNode(m, v, w) for m, v, w in zip(movers, visits, wins, strict=True)]


_PATHS: tuple[tuple[Player | None, ...], ...] = (
    (None, "X", "O", "X"),  # the movers along a path from the root, where X is to move
    (None, "O", "X"),  # and one where O is
    (None, "X", "O"),  # and one whose last mover is O: X's result and the last node's reward then differ
)


BACKPROPAGATION_MISTAKES = [
    # First, so that with forgets draws (its usual partner in the +1/-1 scheme) the -1 shown on a won playout is named first.
    Mistake(LOSS_AS_MINUS_ONE, "scores the result +1 / -1 and flips its sign at each node up the path, the root"
            " included: the loser's nodes lose 1, and the root, which no side moved into, gains or loses 1 too",
            "Here wins count wins (a draw half), so a loss adds 0 to the loser's nodes, not -1: flip the reward"
            " as reward = 1 - reward (1 and 0; a draw's 0.5 stays 0.5), and give the root, which has no mover,"
            " no win for a won playout.", knobs=(("loss", -1.0), ("root_flip", True))),
    Mistake(WRONG_SIDE, "credits each node's win to the side to move there, not the side that moved into it",
            _HINTS[WRONG_SIDE], knobs=(("credit", "to move"),)),
    Mistake(CREDITS_BOTH, "adds a win to every node, whoever moved into it", _HINTS[CREDITS_BOTH],
            knobs=(("credit", "all"),)),
    Mistake(CREDITS_BY_DEPTH, "credits every other node from the root down, whoever won", _HINTS[CREDITS_BY_DEPTH],
            knobs=(("credit", "odd depth"),)),
    Mistake(WRONG_SIDE, "credits each node whose mover is not the winner (node.mover != winner), the root among"
            " them", _HINTS[WRONG_SIDE], knobs=(("credit", "not mover"),)),
    Mistake(CREDITS_BY_DEPTH, "credits every other node from the last one up, as if the last mover had always won",
            "Whose win a node counts depends on who won this playout: credit the nodes whose mover is the"
            " winner, not every other node from the end of the path up.", knobs=(("credit", "from leaf"),)),
    Mistake(CREDITS_BY_DEPTH, "starts the reward at 1 for a win by either side (the loser's 0 written as 1) and"
            " flips it up the path, so the side that made the last move is credited as the winner, the root"
            " gaining nothing", "The last node's reward is 1 only where its mover is the winner: 1.0 if"
            " path[-1].mover == winner else 0.0, then flipped up the path.",
            knobs=(("credit", "from leaf"), ("root_win", 0.0))),
    Mistake(FORGETS_DRAWS, "adds a draw's half win only to the nodes the first player moved into",
            _HINTS[FORGETS_DRAWS], knobs=(("draw_nodes", "first player"),)),
    Mistake(DRAW_TO_ONE_NODE, "adds a draw's half win to the last node of the path alone", _HINTS[DRAW_TO_ONE_NODE],
            knobs=(("draw_nodes", "leaf"),)),
    Mistake(FORGETS_DRAWS, "adds nothing for a draw", _HINTS[FORGETS_DRAWS], knobs=(("draw", 0.0),)),
    Mistake(DRAW_TO_ONE_NODE, "adds a draw's half win to the root alone", _HINTS[DRAW_TO_ONE_NODE],
            knobs=(("draw_nodes", "root"),)),
    Mistake(FORGETS_DRAWS, "has no branch for a draw: it credits the nodes whose mover equals the winner, and on a"
            " draw (winner None) that is the root alone, whose mover is None too, with a whole win",
            "Handle a draw (winner is None) before comparing movers: it is worth half a win to every node."
            " At the root, whose mover is None, node.mover == winner is true for a draw.",
            knobs=(("draw_nodes", "root"), ("draw", 1.0))),
    Mistake(WRONG_SIDE, "credits each node by the mover of the node before it (path[i - 1]), the side to"
            " move at the node, and at the root by path[-1]", _HINTS[WRONG_SIDE],
            knobs=(("credit", "previous index"),)),
    Mistake(WRONG_SIDE, "credits each node by the mover of the node before it (path[i - 1].mover), the side to"
            " move at the node, and the root by its own mover", "Credit node i by its own mover: path[i].mover =="
            " winner; path[i - 1] is its parent, moved into by the other side.",
            knobs=(("credit", "previous index, root its own"),)),
    Mistake(WRONG_SIDE, "credits every node for the side to move there, not the side that moved into it, and the"
            " root for the side that moved into its child, the flip of its child's result (as when the reward is"
            " flipped before it is added: reward = 1 - reward above node.wins += reward)", "Add the reward to the node first, then flip it for the node above: node.wins += reward,"
            " then reward = 1 - reward. The last node's reward is its own mover's result.",
            knobs=(("credit", "to move"), ("root_flip", "before add"))),
    Mistake(WRONG_SIDE, "credits each node by the mover of the next node on the path (path[i + 1].mover), one"
            " node off", "Credit node i by its own mover: path[i].mover == winner; the node below it belongs to"
            " the other side.", knobs=(("credit", "next index"),)),
    Mistake(WRONG_SIDE, "ignores node.mover and alternates the movers itself, X into path[1], O into path[2]...,"
            " which is wrong on a path where O moved first", "Read who moved into each node from the node:"
            " node.mover == winner. A path may start with either side's move.", knobs=(("credit", "alternate"),)),
    Mistake(WRONG_SIDE, "decides who moved into each node from its index alone (X at odd indexes, O at even"
            " ones, the root among them), which is wrong on a path where O moved first, and at the root", "Read who"
            " moved into each node from the node: node.mover == winner (None at the root, which no side moved"
            " into). A path may start with either side's move.", knobs=(("credit", "index parity"),)),
    Mistake(WRONG_SIDE, "starts the alternating result at the root, as the first player's (1 if X won), and flips it"
            " going down the path, so each node gets the result of the side to move there, X taken to move at the"
            " root whoever moved first, and the root gains X's win", "Start the result at the node the playout"
            " ended in, for the side that moved into it (1.0 if path[-1].mover == winner else 0.0, a draw 0.5),"
            " and flip it going UP the path (for node in reversed(path)); or credit each node directly:"
            " node.mover == winner.", knobs=(("credit", "root as X's"),)),
    Mistake(WRONG_SIDE, "decides who moved into each node from its depth alone, X at even depths and O at odd ones (as a"
            " player field set to 1 - the parent's does, X's at the root), and never credits the root a win: right only"
            " on a path where O moved first", "Read who moved into each node from the node: node.mover == winner (None at"
            " the root, which no side moved into). A path may start with either side's move.",
            knobs=(("credit", "root as X's"), ("root_win", 0.0))),
    Mistake(WRONG_SIDE, "computes the result for the last node's mover, then flips it at each node walking the path"
            " from the root down (for node in path), so the results alternate from the wrong end: right only on a"
            " path of odd length", "Walk the path UP, from the node the playout ended in: for node in"
            " reversed(path), flipping after each; or credit each node directly: node.mover == winner.",
            knobs=(("credit", "leaf's from root"),)),
    *(Mistake(WRONG_SIDE, f"credits each node with the win of the side that did NOT move into it (if node.mover =="
              f" '{first}': add {other}'s win, else {first}'s), the root, whose mover is None, falling in the else"
              f" branch and gaining {first}'s win", "Credit the side that moved INTO the node: node.wins += 1 where"
              " node.mover == winner (the root, with no mover, gains no win for a won playout).",
              knobs=(("credit", knob),))
      for knob, first, other in (("other colour", "X", "O"), ("other colour, root as O's", "O", "X"))),
    Mistake(DRAW_TO_VISITS, "adds a draw's 0.5 to node.visits (as well as the visit) instead of to node.wins",
            "A draw is half a win: node.wins += 0.5; node.visits counts playouts, one each.",
            knobs=(("draw_to", "visits"),)),
    Mistake(NOT_IN_PLACE, "never changes the nodes it was given (new PathNode objects put into the list, or a"
            " copy updated, are not the tree's nodes)", "Update each node in place: node.visits += 1 and"
            " node.wins += ...; the list holds the tree's own nodes, which selection reads next.",
            knobs=(("nodes", "none"),)),
    Mistake(STOPS_EARLY, "leaves the loop (return where continue belongs) at the first node the winner did not"
            " move into, after its visit", "A node the winner did not move into still gets its visit, and the"
            " loop goes on to the next node: skip only its win (continue, or an if around the +1).",
            knobs=(("stop", True),)),
    Mistake(STOPS_EARLY, "walks the path from the last node up and leaves the loop (break or return where continue"
            " belongs) at the first node the winner did not move into, after its visit: the nodes above it keep"
            " their counts", "A node the winner did not move into still gets its visit, and the loop goes on up"
            " the path: skip only its win (continue, or an if around the +1).", knobs=(("stop", "from leaf"),)),
    Mistake(LEAF_TWICE, "adds two visits to the last node of the path", _HINTS[LEAF_TWICE],
            knobs=(("leaf_twice", True),)),
    Mistake(LEAF_TWICE, "updates the last node of the path twice, its visit and its win (the new node given its"
            " first visit, and its result, apart from the loop, which counts it again)", "The loop over the path"
            " already updates the new node (path[-1]): give it no visit or win of its own before or after the loop,"
            " or its counts run one playout ahead of its parent's.", knobs=(("leaf_twice", "with win"),)),
    Mistake(DRAW_AS_WIN, "adds a whole win for a draw", _HINTS[DRAW_AS_WIN], knobs=(("draw", 1.0),)),
    Mistake(LOSS_AS_MINUS_ONE, "adds -1 to the loser's nodes", _HINTS[LOSS_AS_MINUS_ONE], knobs=(("loss", -1.0),)),
    # One choice, not two slips: the ±1 scale of a negamax value (win +1, draw 0, loss -1) in place of wins.
    Mistake(LOSS_AS_MINUS_ONE, "scores each playout on the ±1 scale of a game's value (a win +1, a draw 0, a loss -1)"
            " where wins count 1, 0.5 and 0", "Here wins count wins: a win adds 1, a draw 0.5, a loss 0 (not a value's"
            " +1, 0, -1), so wins / visits is a win rate between 0 and 1, as UCB1 expects.",
            knobs=(("draw", 0.0), ("loss", -1.0))),
    Mistake(ONLY_LEAF, "updates the last node of the path alone", _HINTS[ONLY_LEAF], knobs=(("nodes", "leaf"),)),
    Mistake(MISSES_VISITS, "counts a visit only on the nodes that gain a win", _HINTS[MISSES_VISITS],
            knobs=(("nodes", "winners"),)),
    Mistake(MISSES_VISITS, "adds a visit only where it adds a whole win (visits += 1 inside the win branch): a"
            " lost playout adds nothing, a drawn one its half win without the visit", _HINTS[MISSES_VISITS],
            knobs=(("visit_on", "win"),)),
    Mistake(MISSES_VISITS, "adds no visit for a drawn playout", _HINTS[MISSES_VISITS],
            knobs=(("draw_visit", False),)),
    Mistake(SKIPS_ROOT, "leaves the root out (path[1:])", _HINTS[SKIPS_ROOT], knobs=(("nodes", "no root"),), worded=skips_root_words),
    Mistake(SKIPS_ROOT, "adds no visit to the root, the node without a mover (its wins still change)",
            _HINTS[SKIPS_ROOT], knobs=(("root_visit", False),)),
    Mistake(STOPS_SHORT, "leaves the root and the node below it out: a loop whose range stops at index 1"
            " (range(len(path) - 1, 1, -1): the stop is not included), or that starts at path[2]",
            "Walk the whole path, index 0 included: range(len(path) - 1, -1, -1) (the stop itself is never"
            " reached), or simply reversed(path).", knobs=(("skip", 2),)),
    Mistake(ALWAYS_DRAW, "adds half a win to every node whoever won, as if every playout were a draw (the draw's"
            " 0.5 returned or added outside its `if winner is None:`)", "Only a draw (winner None) is worth"
            " half a win; a won playout adds 1 to the winner's nodes and nothing to the loser's.",
            knobs=(("draw_test", "always"),)),
    Mistake(MULTIPLIES_WINS, "multiplies the wins by 0.5 on a draw (wins = wins * 0.5) instead of adding 0.5",
            "A draw adds half a win: node.wins += 0.5 (or wins = wins + 0.5); multiplying halves every win the"
            " node had.", knobs=(("times_wins", "draw"),)),
    Mistake(OVERWRITES, "sets the wins of every node but the root to this playout's credit (wins = reward)"
            " instead of adding it", OVERWRITES_HINT, knobs=(("set_wins", "movers"),)),
    Mistake(OVERWRITES, "sets the root's wins to 0.5 on a draw (wins = 0.5) instead of adding it",
            OVERWRITES_HINT, knobs=(("set_wins", "root draw"),)),
    Mistake(DRAW_TEST_INVERTED, "tests `winner is not None` in the root's own branch (the node without a mover),"
            " where `winner is None` belongs: the root gains half a win when a side won, nothing on a draw",
            "The root gains half a win on a draw alone: its branch is `elif winner is None:`; on a won playout"
            " no side moved into the root, so its wins stay.", knobs=(("root_win", 0.5), ("root_draw", 0.0))),
    Mistake(DRAW_TEST_INVERTED, "tests `winner is not None` where `winner is None` belongs, with a reward"
            " flipped up the path: a won playout gives every node but the root half a win, and a draw starts"
            " the reward at mover == None (0) on the last node, so the other side gains a whole win",
            "A draw is the playout whose winner is None: test `if winner is None:` for the half win; a won"
            " playout credits the nodes whose mover is the winner.", knobs=(("draw_test", "inverted flip"),)),
    Mistake(NEVER_FLIPS, "gives every node the last node's reward and never flips it (reward = 1 - reward left"
            " out), so on a won playout both sides' nodes gain a win, or neither's", "After each node, turn the"
            " reward to the other side: reward = 1 - reward (a draw's 0.5 stays 0.5); the sides alternate up the"
            " path.", knobs=(("credit", "leaf's"),)),
    Mistake(NEVER_FLIPS, "gives every node, the root too, the last node's reward (1 if the last node's mover won)"
            " and never flips it (reward = 1 - reward left out), so on a won playout both sides' nodes gain a"
            " win, or neither's", "After each node, turn the reward to the other side: reward = 1 - reward (a"
            " draw's 0.5 stays 0.5); the sides alternate up the path.", knobs=(("credit", "leaf's all"),)),
    Mistake(MOVER_TEST_INVERTED, "tests `node.mover is None` where `is not None` belongs, in a loop that flips the"
            " reward up the path: only the root, which has no mover, gains the (flipped) reward of a won playout,"
            " and the nodes with a mover get a draw's half alone", "Credit the nodes that have a mover: `if"
            " node.mover is not None: node.wins += reward`, and give the root (mover None) only a draw's half.",
            knobs=(("credit", "mover test inverted"),)),
    Mistake(ONE_SIDES_RESULT, "adds X's result (1 when X wins, 0.5 for a draw, 0 when O wins) to every node, whoever"
            " moved into it: a reward worked out once, from the first player's side, and never seen from the node's"
            " mover", "A node's credit is its own mover's: +1 where node.mover == winner, +0.5 on a draw, nothing"
            " otherwise (a reward worked out once must start from the last node's mover and be turned, reward ="
            " 1 - reward, at each step up).", knobs=(("credit", "first player's"),)),
    # Ported MCTS code often reads "the player" once, before the loop (state.player, the side to move at the root):
    # every node is then credited with that side's result, whoever moved into it (wave 31's bp_02).
    Mistake(ONE_SIDES_RESULT, "adds the result of the side to move at the root (path[1]'s mover: 1 when it wins, 0.5"
            " for a draw, 0 when it loses) to every node, whoever moved into it: the player read once, before the"
            " loop, where each node's own mover belongs", "A node's credit is its own mover's: +1 where node.mover =="
            " winner, +0.5 on a draw, nothing otherwise. Read the mover inside the loop, from the node, not once"
            " from the root's position.", knobs=(("credit", "searcher's"),)),
    Mistake(WRONG_DRAW_CREDIT, "tests the draw and the mover in two separate ifs (if winner is None: ..., then if"
            " node.mover == winner: ..., where elif belongs): on a draw the root's mover None equals the winner None,"
            " so the root gains the half win and a whole win more", "Make the second test an elif (or test the"
            " winner first): on a draw winner is None, and so is the root's mover, so `node.mover == winner` is"
            " true there too.", knobs=(("two_ifs", True),)),
    Mistake(ROOT_CREDITED, "flips the reward up the path into the root too (reward = 1 - reward at every node): the"
            " root, which no side moved into, gains a whole win whenever the side that did not move into its child"
            " wins", "The root has no mover: on a won playout it gets its visit and no win (stop the flip before it,"
            " or give a node with node.mover None nothing but the draw's half).", knobs=(("root_flip", True),)),
    # Ported MCTS code often keeps the root's own branch for "the player who searches" (the side to move
    # there, path[1]'s mover): the root then gains a whole win whenever that side wins, a mirror of the flip above.
    Mistake(ROOT_CREDITED, "credits the root as the node of the side to move there (the searching player, path[1]'s"
            " mover): the root, which no side moved into, gains a whole win whenever that side wins", "The root has"
            " no mover: whoever searches from it, on a won playout it gets its visit and no win (only a draw's half"
            " win).", knobs=(("root_flip", "before add"),)),
    Mistake(REPEATS_ONE_NODE, "updates path[-1], the last node, at every step of the loop instead of the loop's"
            " node: the last node gets one visit (and its credit) per node of the path, the others nothing",
            "Inside the loop update the loop's own node (node.visits += 1, node.wins += ...), not path[-1]:"
            " each node of the path gets one visit.", knobs=(("same_node", -1),)),
    Mistake(REPEATS_ONE_NODE, "updates path[0], the root, at every step of the loop instead of the loop's node:"
            " the root gets one visit (and its credit) per node of the path, the others nothing",
            "Inside the loop update the loop's own node (node.visits += 1, node.wins += ...), not path[0]:"
            " each node of the path gets one visit.", knobs=(("same_node", 0),)),
    Mistake(STOPS_AT_WIN, "walks the path from the last node up and leaves the loop (a return or break inside the"
            " win's if) right after crediting the first node the winner moved into: the nodes above it keep"
            " their counts", "Only the win belongs inside the if: the loop must go on up to the root, every node"
            " getting its visit. Take the return (or break) out.", knobs=(("stop", "win from leaf"),)),
    Mistake(STOPS_AT_WIN, "leaves the loop (a return or break inside the win's if) right after crediting the"
            " first node the winner moved into, from the root down: the nodes after it keep their counts",
            "Only the win belongs inside the if: the loop must go on to the end of the path, every node"
            " getting its visit. Take the return (or break) out.", knobs=(("stop", "win"),)),
    Mistake(EVERY_OTHER_NODE, "steps two nodes at a time up the path (i -= 2 where i -= 1 belongs)", "Visit"
            " every node from the last one up to the root: i -= 1 (or reversed(path)).", knobs=(("step", 2),)),
    Mistake(DRAW_TEST_ON_MOVER, "tests whether the node's mover is None where the winner belongs (mover is None"
            " is the root): the root gains half a win on every playout, and a draw gives the other nodes nothing",
            "A draw is the playout whose winner is None: test `winner is None`; the root's mover is None on"
            " every playout.", knobs=(("draw_test", "mover"),)),
    *(Mistake(MULTIPLIES_WINS, f"multiplies {whose} wins by the credit (wins *= ... or wins = wins * ...) instead"
              " of adding it", "Add the credit: node.wins += 1 for the winner's nodes, += 0.5 on a draw;"
              " multiplying by 0 wipes out every win the node had.", knobs=(("times_wins", rule),))
      # Only in the winner's branch, *= 1 changes nothing: that is "never credits the win".
      for rule, whose in (("all", "every node's"), ("movers", "every node's but the root's"))),
    Mistake(SKIPS_NEW_NODE, "leaves the last node out (path[:-1])", _HINTS[SKIPS_NEW_NODE], knobs=(("nodes", "no leaf"),), worded=skips_leaf_words),
    Mistake(OVERWRITES, "sets each node's visits and wins instead of adding to them", _HINTS[OVERWRITES],
            knobs=(("overwrite", True),)),
]
"""The mistakes of backpropagation the checker can name: knobs of :func:`mistaken_backpropagation`."""


_Counts = tuple[tuple[int, float], ...]


def _counts(path: list[PathNode]) -> _Counts:
    return tuple((node.visits, node.wins) for node in path)


def _same_counts(got: Any, predicted: Any) -> bool:
    return bool(len(got) == len(predicted) and all(
        v == pv and _close(w, pw) for (v, w), (pv, pw) in zip(got, predicted, strict=True)))


@dataclass(frozen=True)
class _Playout:
    """One graded backpropagation: a path (its movers, visits and wins before) and the winner."""

    movers: tuple[Player | None, ...]
    visits: tuple[int, ...]
    wins: tuple[float, ...]
    winner: Player | None

    def path(self) -> list[PathNode]:
        return _path(self.movers, self.visits, self.wins)

    def label(self) -> str:
        return f"a path of {len(self.movers)} nodes (movers {list(self.movers)}), winner {self.winner!r}"


def _playouts() -> list[_Playout]:
    found = []
    for movers in _PATHS:
        visits = tuple(4 + len(movers) - depth for depth in range(len(movers)))  # the root has the most
        wins = tuple(v / 2 for v in visits)
        found += [_Playout(movers, visits, wins, winner) for winner in ("X", "O", None)]
    return found


def _backpropagation_arithmetic(playout: _Playout, got: _Counts) -> str:
    """The first node the student's update got wrong, with the update spelled out."""
    right = playout.path()
    mistaken_backpropagation(right, playout.winner, {})
    for depth, (node, (visits, wins)) in enumerate(zip(right, got, strict=True)):
        if node.visits == visits and _close(node.wins, wins):
            continue
        before = f"visits {playout.visits[depth]}, wins {_num(float(playout.wins[depth]))}"
        if playout.winner is None:
            why = "a draw adds half a win to every node"
        elif node.mover == playout.winner:
            why = f"{playout.winner} won and moved into this node: +1 win"
        else:
            why = f"{playout.winner} won, and did not move into this node: +0"
        mover = "the root" if node.mover is None else f"moved into by {node.mover}"
        should, left = _nums_apart(float(wins), float(node.wins))[::-1]  # 4 and 4.0004 are not both "4"
        return (f"The first node it got wrong is node {depth} of the path ({mover}): it had {before}; one more"
                f" visit, and {why}, give visits {node.visits}, wins {should}; your function left"
                f" visits {visits}, wins {left}.")
    return ""


@gives_up
@diagnoses
def check_backpropagation(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check backpropagation: ``fn(path, winner)`` updates ``path`` (a list of :class:`PathNode`,
    the root first) in place after a playout won by ``winner`` (``"X"``, ``"O"`` or ``None``
    for a draw).

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "credits the playout to the wrong side", "forgets draws".
    """
    kept = snapshot(fn)
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    playouts = _playouts()
    answers: list[_Counts | None] = []
    failed = 0
    for playout in playouts:
        path = playout.path()
        nodes = list(path)  # the nodes themselves: a student may pop them off, or reverse, the list
        try:
            run(path, playout.winner)
        except Exception as error:
            failed += 1
            problems.append(Problem(CRASHES, f"On {playout.label()}: {_error_summary(error)}"))
            answers.append(None)
            continue
        answers.append(_counts(nodes))

    def predict(playout: _Playout, game: Any, knobs: dict[str, Any]) -> _Counts:
        path = playout.path()
        mistaken_backpropagation(path, playout.winner, knobs)
        return _counts(path)

    wrong = [i for i, (playout, got) in enumerate(zip(playouts, answers, strict=True))
             if got is not None and not _same_counts(got, predict(playout, None, {}))]
    failed += len(wrong)
    if wrong:
        amounts = backpropagation_amount_mistakes(
            [(p.movers, p.visits, p.wins, p.winner) for p in playouts], answers)
        fit = name_mistake(playouts, answers, BACKPROPAGATION_MISTAKES + BACKPROPAGATION_AMOUNT_MISTAKES + amounts
                           + BACKPROPAGATION_DRAW_MISTAKES + BACKPROPAGATION_SEARCHER_MISTAKES + PARENT_MISTAKES, predict,
                           same=_same_counts)
        index = wrong[0] if fit is None else fit.wrong[0]
        playout, got = playouts[index], answers[index]
        assert got is not None
        expected = predict(playout, None, {})
        shown = (f"On {playout.label()}: visits {[v for v, _ in got]}, wins {[w for _, w in got]}; expected visits"
                 f" {[v for v, _ in expected]}, wins {[w for _, w in expected]}.\n"
                 + _backpropagation_arithmetic(playout, got))
        problems += fit_problems(fit, shown, "update") if fit is not None else [
            Problem(WRONG_VALUE, shown, "Update each node as the rule says: one visit, and the win of the side"
                    " that moved into it (half for a draw).")]

        def again(playout: _Playout = playout) -> _Counts:
            path = playout.path()
            nodes = list(path)
            run(path, playout.winner)
            return _counts(nodes)

        problems = name_kept_state(problems, kept, again, lambda counts: _same_counts(counts, expected),
                                   playout.label(), f"visits {[v for v, _ in got]}, wins {[w for _, w in got]}",
                                   f"visits {[v for v, _ in expected]}, wins {[w for _, w in expected]}")
    problems = draw_side_per_playout(problems, playouts, answers, predict, _same_counts, run, _counts, fn)
    problems = name_update_never_run(name_double_flip(problems, fn, NEVER_FLIPS), fn, NOT_IN_PLACE)
    problems = name_parity_flip(problems, fn, WRONG_SIDE)  # its words from the code's flip (backpropagation_parity)
    problems = vet_hints(name_draw_after_mover(problems, fn, WRONG_DRAW_CREDIT), fn, {NO_WIN_CREDIT: loops_twice_over_one_iterator})
    return _report("check_backpropagation", fn, problems + printed.notes(), len(playouts), failed, quiet,
                   praise="It counts every playout for the side that moved into each node, draws as half.")
