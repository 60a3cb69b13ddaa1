"""The "show search" view under a board: the tree an AI's search recorded for its last move.

A board with a "show search" box (:func:`make_search_box`) switches its players' recording on
while the box is ticked (:class:`SearchRecording`), and after each AI move draws the tree of
that move's :class:`~ttt_lab.players.Decision` into its search area
(:func:`make_search_output`, :func:`show_search`). The drawing is
:func:`ttt_lab.viz.tree_plot.plot_tree`'s, imported only when a tree is shown.

Example:
    >>> from ttt_lab.players import Decision, WinBlockPlayer
    >>> area = make_search_output()
    >>> show_search(area, WinBlockPlayer(name="rules"), Decision((1, 1), "centre"), game=None)
    >>> area.outputs[0]["text"].startswith("rules recorded no search tree")
    True
"""

from __future__ import annotations

import base64
import io
import weakref
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ttt_lab.players import Decision, player_name
from ttt_lab.widgets.menus import HUMAN


def make_search_box(value: bool) -> widgets.Checkbox:
    """The "show search" box (CSS class ``ttt-show-search``)."""
    box = widgets.Checkbox(value=value, description="show search", indent=False)
    box.add_class("ttt-show-search")
    return box


def make_search_output() -> widgets.Output:
    """The area a search tree is drawn in (CSS class ``ttt-search``)."""
    output = widgets.Output()
    output.add_class("ttt-search")
    return output


class SearchRecording:
    """Switches players' ``record`` flag on while "show search" is ticked, and back off after.

    Only the players it switched on are switched off again, so a player built with
    ``record=True`` keeps recording.

    Example:
        >>> from ttt_lab.players import RandomPlayer
        >>> player, kept = RandomPlayer(), RandomPlayer(record=True)
        >>> recording = SearchRecording()
        >>> recording.switch([player, kept, HUMAN], on=True)
        >>> player.record, kept.record
        (True, True)
        >>> recording.switch([], on=False)
        >>> player.record, kept.record
        (False, True)
    """

    def __init__(self) -> None:
        self._switched: list[object] = []

    def switch(self, players: Iterable[object], on: bool) -> None:
        """Make ``players`` record their searches (``on``) or stop those it made record."""
        if not on:
            for player in self._switched:
                player.record = False  # type: ignore[attr-defined]
            self._switched = []
            return
        for player in players:
            if player != HUMAN and getattr(player, "record", None) is False:
                player.record = True  # type: ignore[attr-defined]
                self._switched.append(player)


def show_search(output: widgets.Output, player: object, decision: Decision | None, game: Any) -> None:
    """Replace ``output``'s content with the search behind ``player``'s ``decision``.

    The picture shows what fits the notebook's width at a readable size; when that is not
    the whole tree, a :class:`~ttt_lab.widgets.tree_explorer.TreeExplorer` under it opens
    every node. Degrades to a sentence when the decision holds no recorded tree or the tree
    viewer is missing.
    """
    _close_explorer(output)
    output.outputs = ()
    name = player_name(player)
    tree = None if decision is None else decision.tree
    if tree is None:
        output.append_stdout(
            f"{name} recorded no search tree for its last move: it chose by a rule, or it was"
            " not recording then (with 'show search' ticked, its next search is recorded).\n"
        )
        return
    try:
        from ttt_lab.viz.tree_plot import plot_tree
    except ImportError:
        output.append_stdout(
            f"{name} searched {len(tree):,} nodes; the tree viewer (ttt_lab.viz.tree_plot) is not installed.\n"
        )
        return
    # The figure writes on itself what it left out; a warning would only add a stderr line under the board.
    figure = plot_tree(tree, game=game, warn=False)
    whole = len(find_artist_or_none(figure, "size-note")) == 0
    # A PNG needs no display formatter, so the picture also shows outside a kernel (tests);
    # the figure is not managed by pyplot, so nothing is left open.
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight")
    shown: list[dict[str, Any]] = [
        {
            "output_type": "display_data",
            "data": {
                "image/png": base64.b64encode(buffer.getvalue()).decode("ascii"),
                "text/plain": f"<search tree of {name}: {len(tree):,} nodes>",
            },
            "metadata": {},
        },
    ]
    if not whole:
        from ttt_lab.widgets.tree_explorer import TreeExplorer

        explorer = TreeExplorer(tree, game=game)
        shown.append(widget_output(explorer, f"<tree explorer: {len(tree):,} nodes>"))
        output.outputs = tuple(shown)
        _EXPLORERS[output] = explorer
        if output not in _WATCHED:  # a board that clears its search area closes the explorer too
            _WATCHED.add(output)
            output.observe(lambda change: None if change["new"] else _close_explorer(change["owner"]),
                           names="outputs")
        return
    output.outputs = tuple(shown)


_EXPLORERS: weakref.WeakKeyDictionary[widgets.Output, Any] = weakref.WeakKeyDictionary()
"""The explorer each search area shows, closed when the area shows the next search."""


_WATCHED: weakref.WeakSet[widgets.Output] = weakref.WeakSet()
"""The search areas whose clearing closes their explorer."""


def _close_explorer(output: widgets.Output) -> None:
    explorer = _EXPLORERS.pop(output, None)
    if explorer is not None:
        explorer.close()


def find_artist_or_none(figure: Any, gid: str) -> list[Any]:
    """The artists of ``figure`` with this ``gid`` (an empty list when there is none)."""
    return list(figure.findobj(lambda artist: artist.get_gid() == gid))


def widget_output(widget: widgets.Widget, text: str) -> dict[str, Any]:
    """An output that shows ``widget`` (as ``display(widget)`` would), set without a kernel's display machinery."""
    return {
        "output_type": "display_data",
        "data": {
            "application/vnd.jupyter.widget-view+json": {"version_major": 2, "version_minor": 0,
                                                          "model_id": widget.model_id},
            "text/plain": text,
        },
        "metadata": {},
    }
