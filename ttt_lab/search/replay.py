"""Replay a recorded search event by event: the partial tree and the explanation at step N.

A :class:`~ttt_lab.search.SearchTree` keeps the events a search sent it (``enter``,
``update``, ``prune``, ``table_hit``, ``leave``). :func:`replay` applies the first ``step``
of them and says what the last one did; :func:`partial_tree` turns that view back into a
tree that holds only what had happened by then. Both read the recording and never search,
and neither needs a widget or a plot: the stepper widget and the tree plots are drawn from
what they return. :func:`node_name` and :func:`move_text` name nodes and moves the same way
in the sentences here and in the plots.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game = aima_figure_5_2()
    >>> tree = SearchTree()
    >>> _ = alphabeta(game, game.initial_state(), observer=tree)
    >>> replay(tree, 18, game)["message"]
    'v=2 <= alpha=3 at node C: remaining children c2, c3 pruned'
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from ttt_lab.core import HasNodeNames, format_probability, format_value
from ttt_lab.search.observer import SearchNode, SearchTree


def node_name(node: SearchNode, game: Any = None) -> str:
    """A short name for a node: AIMA's letter for a TreeGame's inner node, the move into it for
    its leaf (``b2``, as the book and the pruning quiz label leaves), else ``#id``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> tree = SearchTree()
        >>> _ = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> node_name(tree[5], aima_figure_5_2()), node_name(tree[3], aima_figure_5_2()), node_name(tree[5])
        ('C', 'b2', '#5')
    """
    names = game if isinstance(game, HasNodeNames) else None
    if names is not None and node.state is not None:
        try:
            if not game.is_terminal(node.state):
                return str(names.node_name(node.state))
            if node.move is not None:
                # Not the leaf's own name, which is its value: "3" would read as a value, not a node.
                return move_text(node.move)
        except (KeyError, IndexError, TypeError, AttributeError):
            pass  # a state from another game: fall back to the id
    return f"#{node.id}"


def move_text(move: Any) -> str:
    """A move written compactly: ``a1`` stays ``a1``, the cell ``(1, 2)`` becomes ``1,2``.

    Example:
        >>> move_text((1, 2)), move_text("b3"), move_text(None)
        ('1,2', 'b3', '')
    """
    if move is None:
        return ""
    if isinstance(move, tuple):
        return ",".join(move_text(part) for part in move)
    return str(move)


def replay(tree: SearchTree, step: int, game: Any = None) -> dict[str, Any]:
    """The state of a recorded search after its first ``step`` events: a pure function of ``step``.

    Returns:
        A dict with ``step``, ``total`` (the number of events), ``event`` (the kind of the
        last event applied, ``None`` at step 0), ``node`` (its node id), ``stack`` (the open
        nodes, root first, each a dict with ``id``, ``name``, ``player``, ``move``,
        ``alpha``, ``beta``, ``value``), ``message`` (what happened, in words), ``visited``
        (ids entered so far), ``finished`` (ids left so far), ``values`` (current value of
        every visited node) and ``pruned`` (node id -> moves pruned so far).

    Raises:
        ValueError: ``step`` outside ``0..len(tree.events)``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, minimax
        >>> tree = SearchTree()
        >>> _ = minimax(aima_figure_5_2(), (), observer=tree)
        >>> state = replay(tree, 4, aima_figure_5_2())
        >>> [entry["name"] for entry in state["stack"]], state["message"]
        (['A', 'B'], 'leaf b1 is a finished game: value 3')
    """
    events = tree.events
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= len(events):
        raise ValueError(f"step must be an int from 0 to {len(events)}, got {step!r}")
    nodes = tree.nodes
    stack: list[int] = []
    window: dict[int, tuple[float, float]] = {}
    values: dict[int, float | None] = {}
    visited: list[int] = []
    finished: list[int] = []
    pruned: dict[int, list[Any]] = {}
    message = "press Next (or Play) to start the search at the root"
    event = None
    before: tuple[float | None, tuple[float, float]] | None = None
    for event in events[:step]:
        i = event.node
        # What an update changed is told against the value and window just before it.
        before = (values.get(i), window.get(i, (-math.inf, math.inf))) if event.kind == "update" else None
        if event.kind == "enter":
            stack.append(i)
            visited.append(i)
            window[i] = (event.alpha, event.beta)
            values[i] = None
        elif event.kind == "update":
            window[i] = (event.alpha, event.beta)
            values[i] = event.value
        elif event.kind == "prune":
            pruned[i] = list(nodes[i].pruned)
            values[i] = event.value
        elif event.kind == "table_hit":
            values[i] = event.value
        elif event.kind == "leave":
            values[i] = event.value
            window[i] = (event.alpha, event.beta)
            finished.append(i)
            if stack and stack[-1] == i:
                stack.pop()
    if event is not None:
        # Minimax and expectimax keep no window: their alpha and beta would be -∞ and +∞ throughout.
        windowed = any(math.isfinite(e.alpha) or math.isfinite(e.beta) for e in events)
        message = describe(tree, event.kind, event.node, game, values, window, before=before, windowed=windowed)
    return {
        "step": step,
        "total": len(events),
        "event": None if event is None else event.kind,
        "node": None if event is None else event.node,
        "stack": [
            {
                "id": i, "name": node_name(nodes[i], game), "player": _to_move(nodes[i]),
                "move": nodes[i].move, "alpha": window[i][0], "beta": window[i][1], "value": values[i],
            }
            for i in stack
        ],
        "message": message,
        "visited": visited,
        "finished": finished,
        "values": values,
        "pruned": pruned,
    }


def describe(tree: SearchTree, kind: str, node_id: int, game: Any, values: dict[int, float | None],
             window: dict[int, tuple[float, float]], *,
             before: tuple[float | None, tuple[float, float]] | None = None, windowed: bool = True) -> str:
    """One sentence for one event, e.g. ``"v=2 <= alpha=3 at node C: remaining children c2, c3 pruned"``.

    ``before`` is the node's value and window just before an ``update`` event: the sentence
    then says a bound moved only when it did ("MIN lowers beta to 3"), and that it stayed
    when it did not. ``windowed=False`` (a search that keeps no window: minimax, expectimax)
    leaves alpha and beta out, which would be -∞ and +∞ at every node.
    """
    node = tree.nodes[node_id]
    name = node_name(node, game)
    alpha, beta = window.get(node_id, (-math.inf, math.inf))
    bounds = f"alpha={format_value(alpha)}, beta={format_value(beta)}"
    entered = f", {bounds}" if windowed else ""
    if kind == "enter":
        if node.chance:
            odds = ", ".join(f"{move_text(c.move)} ({format_probability(c.probability or 0.0)})"
                             for c in tree.children(node))
            where = "the root" if node.parent is None else f"node {name} by move {move_text(node.move)}"
            return f"enter {where}: chance moves here, with outcomes {odds}"
        if node.parent is None:
            return f"start at the root {name} ({_player(node)} to move){entered}"
        if node.kind == "terminal":  # no one moves at a finished game
            return f"enter leaf {_leaf_words(node, name)}, a finished game{entered}"
        return f"enter node {name} by move {move_text(node.move)} ({_player(node)} to move){entered}"
    if kind == "update":
        returned = [values.get(child) for child in node.children if child in values]
        child_value = returned[-1] if returned else None  # children are entered in order: the last one just returned
        if node.chance:
            child = tree.nodes[[c for c in node.children if c in values][-1]]
            p = child.probability or 0.0
            return (f"chance node {name}: adds {format_probability(p)} × {format_value(child_value)}"
                    f" = {format_value(p * (child_value or 0.0))} to its expected value, now"
                    f" {format_value(values.get(node_id))}")
        stats = tree.result.stats if tree.result is not None else {}
        return _describe_update(node, name, values.get(node_id), child_value, (alpha, beta), before, bounds,
                                cut_on_equal=stats.get("prune_on_equal", True) is not False)
    if kind == "prune":
        moves = ", ".join(move_text(m) for m in node.pruned)
        return f"{node.rule} at node {name}: remaining children {moves} pruned"
    if kind == "table_hit":
        return f"node {name} found in the transposition table: value {format_value(values.get(node_id))}"
    # leave
    value = format_value(values.get(node_id))
    if node.kind == "terminal":
        return f"leaf {_leaf_words(node, name)} is a finished game: value {value}"
    if node.kind == "cutoff":
        return f"node {name} is at the depth limit: the evaluation says {value}"
    if node.kind == "table":
        return f"node {name} takes its value {value} from the table"
    back = "" if node.parent is None else f" to {node_name(tree.nodes[node.parent], game)}"
    done = "the search is over: " if node.parent is None else ""
    if node.chance:
        return f"{done}chance node {name} returns its expected value {value}{back}"
    return f"{done}node {name} returns v={value}{back}"


def _describe_update(node: SearchNode, name: str, value: float | None, child_value: float | None,
                     window: tuple[float, float], before: tuple[float | None, tuple[float, float]] | None,
                     bounds: str, *, cut_on_equal: bool = True) -> str:
    """The sentence for a child's value coming back to ``node``: what moved, and what did not,
    and, when the value leaves the window, why the node stops here (``cut_on_equal``: the
    search cuts off at ``v == alpha`` / ``v == beta`` too, as alpha-beta does by default)."""
    bound_name, verb = ("alpha", "raises") if node.maximizing else ("beta", "lowers")
    bound = window[0] if node.maximizing else window[1]
    if before is None:  # no earlier state known: say what the bound is now
        return f"node {name}: best so far v={format_value(value)}; {bounds}"
    old_value, old_window = before
    old_bound = old_window[0] if node.maximizing else old_window[1]
    if old_value is not None and value == old_value:
        worse = "that child" if child_value is None else f"the child's {format_value(child_value)}"
        best = f"v stays {format_value(value)} ({worse} is no better for {_player(node)})"
    else:
        best = f"best so far v={format_value(value)}"
    # The other side's bound: past it, the other side (above) already has better, and this node is done.
    other_name, other, sign = ("beta", window[1], ">") if node.maximizing else ("alpha", window[0], "<")
    if value is not None and ((value == other and cut_on_equal) or (value > other if node.maximizing else value < other)):
        equal = "=" if cut_on_equal else ""
        rival = "MIN" if node.maximizing else "MAX"
        return (f"node {name}: {best}, and v {sign}{equal} {other_name}={format_value(other)}: {rival} already"
                f" has {format_value(other)} elsewhere, so node {name} is done ({bounds})")
    if math.isinf(bound) and bound == old_bound:  # minimax keeps no window: nothing to say about one
        return f"node {name}: {best}"
    if bound != old_bound:
        return f"node {name}: {best}; {_player(node)} {verb} {bound_name} to {format_value(bound)} ({bounds})"
    return f"node {name}: {best}; {bound_name} stays {format_value(bound)} ({bounds})"


def _leaf_words(node: SearchNode, name: str) -> str:
    """``b2`` for a leaf named by its move, ``#7 reached by 1,2`` for one named by its id."""
    move = move_text(node.move)
    return name if name == move else f"{name} reached by {move}"


def _player(node: SearchNode) -> str:
    return "chance" if node.chance else "MAX" if node.maximizing else "MIN"


def _to_move(node: SearchNode) -> str:
    """Who moves at a node, as the stepper's table says it: nobody at a finished game."""
    return "—" if node.kind == "terminal" else _player(node)


def partial_tree(tree: SearchTree, view: dict[str, Any]) -> SearchTree:
    """A copy of the first nodes of ``tree`` as they stood at ``view`` (from :func:`replay`).

    Open nodes have kind ``"open"`` and their value so far; pruned moves appear once their
    cutoff has happened; the principal variation only once the search is over.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> tree = SearchTree()
        >>> _ = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> part = partial_tree(tree, replay(tree, 18))
        >>> len(part), part[5].kind, part[5].pruned
        (7, 'open', ['c2', 'c3'])
    """
    copy = SearchTree(max_nodes=max(1, len(tree.nodes)), keep_states=tree.keep_states)
    visited = view["visited"]
    seen = len(visited)  # ids are the visit order, so the first `seen` nodes are the visited ones
    finished = set(view["finished"])
    over = view["step"] == view["total"]
    for node in tree.nodes[:seen]:
        copy.nodes.append(replace(
            node,
            children=[c for c in node.children if c < seen],
            value=view["values"].get(node.id),
            kind=node.kind if node.id in finished else "open",
            pruned=list(view["pruned"].get(node.id, [])),
            on_pv=node.on_pv and over,
        ))
    return copy
