"""Step through a recorded search, forward and back, and see why alpha-beta pruned.

:class:`SearchStepper` replays the events a :class:`~ttt_lab.search.SearchTree` recorded
(``enter``, ``update``, ``prune``, ``table_hit``, ``leave``); it never searches. The view
at step ``i`` is computed from the first ``i`` events only, so going back and then forward
again shows exactly the same thing.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game = aima_figure_5_2()
    >>> tree = SearchTree()
    >>> _ = alphabeta(game, game.initial_state(), observer=tree)
    >>> stepper = SearchStepper(tree, game=game, plot=False)
    >>> stepper.step = 17
    >>> stepper.view_state()["message"]
    'v=2 <= alpha=3 at node C: remaining children c2, c3 pruned'
"""

from __future__ import annotations

import io
import math
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ttt_lab.viz.tree_plot import auto_mini_boards, move_text, node_name, plot_tree, tree_layout, value_text

if TYPE_CHECKING:
    from ttt_lab.search.observer import SearchNode, SearchTree

INF = math.inf

PLOT_LIMIT = 150
"""Trees with more nodes are stepped without a picture unless ``plot=True`` is forced."""

PLOT_DPI = 90


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
        (['A', 'B'], 'leaf #2 reached by b1 is a finished game: value 3')
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
    for event in events[:step]:
        i = event.node
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
        message = describe(tree, event.kind, event.node, game, values, window)
    return {
        "step": step,
        "total": len(events),
        "event": None if event is None else event.kind,
        "node": None if event is None else event.node,
        "stack": [
            {
                "id": i, "name": node_name(nodes[i], game), "player": "MAX" if nodes[i].maximizing else "MIN",
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
             window: dict[int, tuple[float, float]]) -> str:
    """One sentence for one event, e.g. ``"v=2 <= alpha=3 at node C: remaining children c2, c3 pruned"``."""
    node = tree.nodes[node_id]
    name = node_name(node, game)
    alpha, beta = window.get(node_id, (-INF, INF))
    if kind == "enter":
        if node.parent is None:
            return f"start at the root {name} ({_player(node)} to move), alpha={value_text(alpha)}, beta={value_text(beta)}"
        return (f"enter node {name} by move {move_text(node.move)} ({_player(node)} to move),"
                f" alpha={value_text(alpha)}, beta={value_text(beta)}")
    if kind == "update":
        side = "MAX raises alpha" if node.maximizing else "MIN lowers beta"
        return (f"node {name}: best so far v={value_text(values.get(node_id))};"
                f" {side}: alpha={value_text(alpha)}, beta={value_text(beta)}")
    if kind == "prune":
        moves = ", ".join(move_text(m) for m in node.pruned)
        return f"{node.rule} at node {name}: remaining children {moves} pruned"
    if kind == "table_hit":
        return f"node {name} found in the transposition table: value {value_text(values.get(node_id))}"
    # leave
    value = value_text(values.get(node_id))
    if node.kind == "terminal":
        return f"leaf {name} reached by {move_text(node.move)} is a finished game: value {value}"
    if node.kind == "cutoff":
        return f"node {name} is at the depth limit: the evaluation says {value}"
    if node.kind == "table":
        return f"node {name} takes its value {value} from the table"
    back = "" if node.parent is None else f" to {node_name(tree.nodes[node.parent], game)}"
    done = "the search is over: " if node.parent is None else ""
    return f"{done}node {name} returns v={value}{back}"


def _player(node: SearchNode) -> str:
    return "MAX" if node.maximizing else "MIN"


def partial_tree(tree: SearchTree, view: dict[str, Any]) -> SearchTree:
    """A copy of the first nodes of ``tree`` as they stood at ``view`` (from :func:`replay`).

    Open nodes have kind ``"open"`` and their value so far; pruned moves appear once their
    cutoff has happened; the principal variation only once the search is over.
    """
    from dataclasses import replace

    from ttt_lab.search.observer import SearchTree

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


class SearchStepper(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """A widget to step through a recorded search: Back, Next, Play at a chosen speed, Reset.

    At each step it shows the path of open nodes with their alpha and beta, the rule that
    fired, and (for trees up to :data:`PLOT_LIMIT` nodes) the tree so far, drawn in the
    layout of the whole tree so nodes stay in place.

    Args:
        tree: a :class:`~ttt_lab.search.SearchTree` filled by a search.
        game: the game searched (for node names such as AIMA's A, B, C and mini boards).
        plot: draw the tree at each step (default: when the tree has at most
            :data:`PLOT_LIMIT` nodes).
        interval: milliseconds per step when playing.

    Raises:
        ValueError: the tree recorded nothing.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> tree = SearchTree()
        >>> _ = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> stepper = SearchStepper(tree, game=aima_figure_5_2(), plot=False)
        >>> stepper.next_button.click(); stepper.next_button.click(); stepper.back_button.click()
        >>> stepper.step, stepper.view_state()["message"]
        (1, 'start at the root A (MAX to move), alpha=-∞, beta=+∞')
    """

    def __init__(self, tree: SearchTree, game: Any = None, *, plot: bool | None = None,
                 interval: int = 800) -> None:
        if not tree.events:
            raise ValueError("the tree recorded no events: pass it as a search's observer=... first")
        super().__init__()
        self.add_class("ttt-stepper")
        self.tree = tree
        self.game = game
        self.plot = len(tree.nodes) <= PLOT_LIMIT if plot is None else plot
        self.last_error: BaseException | None = None
        total = len(tree.events)
        self._layout = tree_layout(tree, max_nodes=max(len(tree.nodes), 1)) if self.plot else None
        # Decided once from the whole tree, so the picture keeps its size from step to step.
        self._mini_boards = self._layout is not None and auto_mini_boards(tree, self._layout, game)

        self.reset_button = _button("Reset", "ttt-stepper-reset", "fast-backward", "back to the start")
        self.back_button = _button("Back", "ttt-stepper-back", "step-backward", "one event back")
        self.next_button = _button("Next", "ttt-stepper-next", "step-forward", "one event forward")
        self.play = widgets.Play(value=0, min=0, max=total, step=1, interval=interval,
                                 description="Play", show_repeat=False)
        self.play.add_class("ttt-stepper-play")
        self.slider = widgets.IntSlider(value=0, min=0, max=total, description="step",
                                        continuous_update=True, layout=widgets.Layout(width="360px"))
        self.slider.add_class("ttt-stepper-slider")
        self.speed = widgets.IntSlider(value=interval, min=100, max=3000, step=100, description="ms/step",
                                       layout=widgets.Layout(width="300px"))
        self.speed.add_class("ttt-stepper-speed")
        # Linked in the browser, so playing runs without a Python loop blocking the kernel.
        self._links = [
            widgets.jslink((self.play, "value"), (self.slider, "value")),
            widgets.jslink((self.speed, "value"), (self.play, "interval")),
        ]
        self.message = widgets.HTML()
        self.message.add_class("ttt-stepper-message")
        self.stack_view = widgets.HTML()
        self.stack_view.add_class("ttt-stepper-stack")
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%"))
        self.picture.add_class("ttt-stepper-plot")
        self.output = widgets.Output()
        self.output.add_class("ttt-stepper-output")

        self.reset_button.on_click(self._guard(lambda _: self._go(0)))
        self.back_button.on_click(self._guard(lambda _: self._go(self.step - 1)))
        self.next_button.on_click(self._guard(lambda _: self._go(self.step + 1)))
        self.slider.observe(self._guard(lambda change: self._render()), names="value")

        controls = widgets.HBox([self.reset_button, self.back_button, self.next_button, self.play])
        sliders = widgets.HBox([self.slider, self.speed])
        children: list[widgets.Widget] = [controls, sliders, self.message, self.stack_view]
        if self.plot:
            children.append(self.picture)
        children.append(self.output)
        self.children = children
        self._guard(lambda _: self._render())(None)

    # ------------------------------------------------------------------ public state

    @property
    def step(self) -> int:
        """How many recorded events have been applied (0: nothing yet)."""
        return int(self.slider.value)

    @step.setter
    def step(self, value: int) -> None:
        total = len(self.tree.events)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= total:
            raise ValueError(f"step must be an int from 0 to {total}, got {value!r}")
        self.slider.value = value  # the observer redraws

    def view_state(self) -> dict[str, Any]:
        """What the widget shows at the current step (see :func:`replay`)."""
        return replay(self.tree, self.step, self.game)

    # ------------------------------------------------------------------ callbacks

    def _guard(self, callback: Callable[[Any], None]) -> Callable[[Any], None]:
        """Run a callback so that whatever it raises is written in the Output area."""

        def run(arg: Any) -> None:
            try:
                callback(arg)
            except Exception as error:  # shown to the student, not swallowed
                self.last_error = error
                self.output.append_stderr(
                    "".join(traceback.format_exception(type(error), error, error.__traceback__))
                )

        return run

    def _go(self, step: int) -> None:
        self.slider.value = max(0, min(len(self.tree.events), step))

    def _render(self) -> None:
        view = self.view_state()
        total = view["total"]
        self.back_button.disabled = self.reset_button.disabled = view["step"] == 0
        self.next_button.disabled = view["step"] == total
        self.message.value = (f"<b>step {view['step']} of {total}</b>"
                              f" &nbsp; {_escape(view['message'])}")
        self.stack_view.value = _stack_table(view["stack"])
        if self.plot and self._layout is not None:
            self.picture.value = self._png(view)

    def _png(self, view: dict[str, Any]) -> bytes:
        partial = partial_tree(self.tree, view)
        highlight = [entry["id"] for entry in view["stack"]]
        if view["node"] is not None and view["node"] not in highlight:
            highlight.append(view["node"])
        fig = plot_tree(partial, game=self.game, layout=self._layout, highlight=highlight, warn=False,
                        mini_boards=self._mini_boards,
                        title=f"step {view['step']} of {view['total']}")
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=PLOT_DPI)
        # Some front ends stretch images to the page width: pin the picture to its own size.
        width, _ = fig.get_size_inches()
        self.picture.width = str(round(width * PLOT_DPI))
        return buffer.getvalue()


def _button(text: str, css: str, icon: str, tooltip: str) -> widgets.Button:
    button = widgets.Button(description=text, icon=icon, tooltip=tooltip, layout=widgets.Layout(width="90px"))
    button.add_class(css)
    return button


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _stack_table(stack: list[dict[str, Any]]) -> str:
    if not stack:
        return "<i>no open nodes</i>"
    cell = "style='padding:1px 10px; text-align:left'"
    rows = "".join(
        f"<tr><td {cell}>{'&nbsp;' * 2 * depth}{_escape(entry['name'])}</td><td {cell}>{entry['player']}</td>"
        f"<td {cell}>{_escape(move_text(entry['move']))}</td><td {cell}>{value_text(entry['alpha'])}</td>"
        f"<td {cell}>{value_text(entry['beta'])}</td><td {cell}>{value_text(entry['value'])}</td></tr>"
        for depth, entry in enumerate(stack)
    )
    head = "".join(f"<th {cell}>{h}</th>" for h in ("node", "to move", "move", "α", "β", "v so far"))
    return f"<table class='ttt-stepper-stack-table'><tr>{head}</tr>{rows}</table>"
