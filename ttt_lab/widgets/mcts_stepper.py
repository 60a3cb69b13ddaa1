"""Step through Monte Carlo tree search phase by phase: :class:`MCTSStepper`.

It shows what an :class:`~ttt_lab.search.mcts_trace.MCTSTrace` recorded: each iteration's
selection (with UCB1's two terms and their arithmetic for every child), expansion, playout
and backpropagation, and the tree as it stood at that phase, each node labelled
``wins/visits`` for the side that moved into it, the iteration's path ringed. It never
searches: the trace holds what the search did.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import mcts
    >>> from ttt_lab.search.mcts_trace import MCTSTrace
    >>> game = TicTacToe()
    >>> trace = MCTSTrace()
    >>> _ = mcts(game, game.parse("XO./.X./..O"), iterations=12, seed=1, trace=trace)
    >>> stepper = MCTSStepper(trace, plot=False)
    >>> stepper.step = 6
    >>> stepper.message.value.split("</b>")[0]
    '<b>iteration 2 of 12 · expansion'
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ttt_lab.search.mcts_trace import PHASES, MCTSTrace
from ttt_lab.viz.tree_labels import label_columns
from ttt_lab.viz.tree_layout import TreeLayout
from ttt_lab.viz.tree_plot import TreePicture
from ttt_lab.viz.tree_sizing import fit_layout
from ttt_lab.widgets.base import make_button, reporting, style_widget
from ttt_lab.widgets.keyboard import BoardAccess
from ttt_lab.widgets.page_theme import PageTheme, follows_page
from ttt_lab.widgets.stepper import PLOT_DPI, png_frame
from ttt_lab.widgets.theme import FOCUS_CSS

if TYPE_CHECKING:
    from ttt_lab.search.observer import SearchNode, SearchTree


def _rule(node: SearchNode) -> str:
    """A node's label: its ``wins/visits`` (the root: its visits)."""
    return node.rule or ""


def _paths(tree: SearchTree) -> list[tuple[Any, ...]]:
    """Each node's moves from the root, by node id: what names a node across the trace's trees,
    whose ids change as nodes are added."""
    paths: list[tuple[Any, ...]] = []
    for node in tree.nodes:
        paths.append(() if node.parent is None else (*paths[node.parent], node.move))
    return paths


class MCTSStepper(widgets.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """Walk a traced MCTS search forward and back, four phases per iteration.

    Args:
        trace: an :class:`~ttt_lab.search.mcts_trace.MCTSTrace` filled by ``mcts(..., trace=trace)``.
        plot: draw the tree at each step (default: yes).
        theme: the picture's ``"light"``, ``"dark"`` or ``"auto"`` colours (default: the session's
            choice, see :mod:`ttt_lab.viz.theme`); left to ``"auto"``, it follows the page's theme.

    Raises:
        ValueError: an empty trace.
    """

    def __init__(self, trace: MCTSTrace, *, plot: bool = True, theme: str | None = None) -> None:
        if not len(trace):
            raise ValueError("the trace recorded no iteration: pass it to mcts(..., trace=...) first")
        super().__init__()
        self.add_class("ttt-mcts-stepper")
        self.trace = trace
        self.plot = plot
        self.last_error: BaseException | None = None
        total = len(trace) * len(PHASES)
        self.back_button = make_button("Back", "ttt-stepper-back", "step-backward", "one phase back", 90)
        self.next_button = make_button("Next", "ttt-stepper-next", "step-forward", "one phase forward", 90)
        self.slider = widgets.IntSlider(value=1, min=1, max=total, description="phase",
                                        layout=widgets.Layout(width="420px"))
        self.slider.add_class("ttt-stepper-slider")
        self.message = widgets.HTML()
        self.message.add_class("ttt-stepper-message")
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%"))
        self.picture.add_class("ttt-stepper-plot")
        self.access = BoardAccess(root=".ttt-mcts-stepper")  # names the slider, buttons and picture
        self.output = widgets.Output()
        self.output.add_class("ttt-stepper-output")
        self.tree_picture: TreePicture | None = None
        if plot:
            # One picture, laid out for the last iteration's tree: every phase draws its tree so far
            # on it, so the picture keeps its size (room for the title and the whole legend) and each
            # node its place, each label under its node and ring, in slots and levels made for it.
            final, _ = trace.tree_at(len(trace) - 1, "backpropagation")
            self._layout = fit_layout(final, board_cols=label_columns(final, _rule))
            self._final_ids = {path: i for i, path in enumerate(_paths(final))}
            self._final = final
            self.tree_picture = self._picture(theme)
            self.picture.width = str(round(self.tree_picture.fig.get_size_inches()[0] * PLOT_DPI))
        self.back_button.on_click(self._guard(lambda _: self._go(self.step - 1)))
        self.next_button.on_click(self._guard(lambda _: self._go(self.step + 1)))
        self.slider.observe(self._guard(lambda change: self._render()), names="value")
        self.page_theme = PageTheme()
        if self.tree_picture is not None and follows_page(theme):
            self.page_theme.observe(self._guard(self._on_page_theme), names="dark")
        controls = widgets.HBox([self.back_button, self.next_button, self.slider])
        self.children = [controls, self.message, *([self.picture] if plot else []), self.output, self.page_theme,
                         self.access, style_widget(f"<style>{FOCUS_CSS}</style>")]
        self._guard(lambda _: self._render())(None)

    @property
    def step(self) -> int:
        """The phase shown, from 1 (iteration 1's selection) to four per iteration."""
        return int(self.slider.value)

    @step.setter
    def step(self, value: int) -> None:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= self.slider.max:
            raise ValueError(f"step must be an int from 1 to {self.slider.max}, got {value!r}")
        self.slider.value = value

    @property
    def position(self) -> tuple[int, str]:
        """The iteration (from 0) and the phase shown."""
        index, phase = divmod(self.step - 1, len(PHASES))
        return index, PHASES[phase]

    def _guard(self, callback: Callable[[Any], None]) -> Callable[[Any], None]:
        """Run a callback so that whatever it raises is written in the Output area."""
        return reporting(self, callback)

    def _go(self, step: int) -> None:
        self.slider.value = max(1, min(self.slider.max, step))

    def _render(self) -> None:
        index, phase = self.position
        if self.tree_picture is not None:
            tree, path = self.trace.tree_at(index, phase)
            self.tree_picture.layout = self._placed(tree)
            figure = self.tree_picture.show(tree, highlight=path,
                                            title=f"iteration {index + 1}, {phase}: wins/visits for the side that moved")
            self.picture.value = png_frame(figure)
            self.access.picture = f"the search tree at iteration {index + 1}, {phase}"
        self.back_button.disabled = self.step == 1
        self.next_button.disabled = self.step == self.slider.max
        words = self.trace.describe(index, phase).split(": ", 1)[1]
        # One line per selection step, one per child under it: the arithmetic reads down the page.
        lines = "<br>".join(html.escape(line, quote=False).replace("; ", "<br>&nbsp;&nbsp;")
                            .replace(": ", ":<br>&nbsp;&nbsp;", 1) if "√" in line else html.escape(line, quote=False)
                            for line in words.split(" | "))
        self.message.value = f"<b>iteration {index + 1} of {len(self.trace)} · {phase}</b><br>{lines}"

    def _picture(self, theme: str | None) -> TreePicture:
        return TreePicture(self._final, self._layout, game=self.trace.game, label=_rule, show_values=False,
                           mini_boards=False, label_side="below", rings=True, theme=theme)

    def _on_page_theme(self, _change: Any) -> None:
        """Redraw the picture in the page's theme, if it is not drawn in it already."""
        name = self.page_theme.theme_name()
        if name is None or self.tree_picture is None or name == self.tree_picture.colours.name:
            return
        self.tree_picture = self._picture(name)
        self._render()

    def _placed(self, tree: SearchTree) -> TreeLayout:
        """The final layout's places for ``tree``'s nodes (the same node by its path, whatever its id)."""
        final = self._layout
        pos = {}
        for i, path in enumerate(_paths(tree)):
            final_id = self._final_ids.get(path)
            if final_id is not None and final_id in final.pos:
                pos[i] = final.pos[final_id]
        return TreeLayout(pos=pos, pruned={}, shown=list(pos), depth_shown=final.depth_shown, total=len(tree.nodes),
                          note=final.note, narrowed=final.narrowed)
