"""Pieces shared by the board widgets: the grid of cell buttons, the board and level menus,
error reporting for callbacks, and the optional view of the search behind an AI's move.

Widgets hold no rules: the grid only shows a position it is given and reports which cell
was clicked; legality, winners and winning lines come from the game itself.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> grid = BoardGrid(game)
    >>> grid.show(game.parse("X../.O./..."), clickable=True)
    >>> grid.cells[0, 0].description, grid.cells[0, 0].disabled, grid.cells[0, 1].disabled
    ('X', True, False)
"""

from __future__ import annotations

import base64
import functools
import io
import time
import traceback
from collections.abc import Callable, Iterable
from typing import Any, Generic, Literal, TypeVar, cast

import ipywidgets as widgets

from ttt_lab.core import Game, IllegalMoveError
from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.players import LEVELS, Decision, player_for_level, player_name
from ttt_lab.players import Player as AIPlayer

HUMAN: Literal["human"] = "human"
"""The side spec for a person clicking cells."""

CELL_PX = 60
"""Side of a cell button in pixels: a 5x5 board stays inside the default notebook width."""

BOARDS: dict[str, MNK] = {
    "3x3 k=3": MNK(3, 3, 3),
    "4x4 k=3": MNK(4, 4, 3),
    "4x4 k=4": MNK(4, 4, 4),
    "5x5 k=4": MNK(5, 5, 4),
}
"""The boards offered in the board menus, by their menu label."""

DEFAULT_LEVEL = max(number for number, level in LEVELS.items() if level.board == (3, 3, 3))
"""The opponent when none is given: the strongest level on the 3x3 board."""

MIN_LEVEL = min(LEVELS)
"""The easiest level."""

STONE_COLOURS = {"X": "#1f4e9c", "O": "#b03a2e"}

EMPTY_CELL = " "
"""The label of an empty cell. Not ``""``: ipywidgets' button view keeps its old text when the
description becomes empty, so a restarted board would still show the last game's stones."""

# Occupied cells are disabled, and JupyterLab fades disabled buttons; keep stones fully
# readable and fade only the empty cells of a locked board. A <style> element works from a
# hidden HTML widget, so this costs no space on the page.
_CSS = """
<style>
.ttt-board .ttt-occupied:disabled { opacity: 1; cursor: default; }
.ttt-board .ttt-cell { padding: 0; line-height: 1; }
</style>
"""


Side = AIPlayer | Literal["human"]
"""Who plays a side in a widget: a person clicking, or a player."""
F = TypeVar("F", bound=Callable[..., Any])


def style_widget() -> widgets.HTML:
    """A hidden widget carrying the boards' CSS."""
    return widgets.HTML(_CSS, layout=widgets.Layout(display="none"))


def ask_decision(player: Any, game: Any, state: Any) -> Decision:
    """``player``'s decision in ``state`` (its move unchecked: callers pass it to ``game.play``).

    A library player says how it decided (``decide``); any other player only chooses, and
    its decision says just that.
    """
    # The games are frozen dataclasses, so mypy sees their ``players`` as read-only where the
    # Game protocol declares a plain attribute; each is a Game all the same.
    as_game = cast("Game[Any, Any]", game)
    decide = getattr(player, "decide", None)
    if callable(decide):
        decision: Decision = decide(as_game, state)
        return decision
    return Decision(player.choose(as_game, state), "chosen")


def make_button(text: str, css: str, icon: str, tooltip: str = "") -> widgets.Button:
    """A labelled button with an icon and the CSS class ``css`` (for tests and styling)."""
    button = widgets.Button(description=text, icon=icon, tooltip=tooltip, layout=widgets.Layout(width="120px"))
    button.add_class(css)
    return button


def make_menu(label: str, options: list[tuple[str, Any]], value: Any, css: str) -> widgets.Dropdown:
    """A dropdown menu with a visible label and the CSS class ``css``."""
    menu = widgets.Dropdown(
        description=label, options=options, value=value,
        style={"description_width": "initial"}, layout=widgets.Layout(width="260px"),
    )
    menu.add_class(css)
    return menu


def show_error(output: widgets.Output, error: BaseException) -> None:
    """Write ``error`` into ``output``: an illegal move as one line, anything else with its traceback."""
    if isinstance(error, IllegalMoveError):
        output.append_stderr(f"IllegalMoveError: {error}\n")
    else:
        output.append_stderr("".join(traceback.format_exception(type(error), error, error.__traceback__)))


def clear_move_errors(output: widgets.Output) -> None:
    """Drop the one-line ``IllegalMoveError`` notices from ``output``, keeping any traceback.

    Called once a legal move is made: the notice has been answered, and left in place it
    would seem to be about the new position. A traceback (a bug, not a wrong click) stays.
    """
    output.outputs = tuple(
        shown
        for shown in output.outputs
        if not (shown.get("name") == "stderr" and str(shown.get("text", "")).startswith("IllegalMoveError: "))
    )


def reporting_errors(output: Callable[[], widgets.Output]) -> Callable[[F], F]:
    """Decorate a widget callback so that whatever it raises lands in an ``Output`` widget.

    ipywidgets only logs exceptions raised in callbacks to the browser's console, where a
    student never looks; here they are printed in the widget's own output area instead.

    Args:
        output: returns the Output widget to write into (looked up at call time).
    """

    def decorate(callback: F) -> F:
        @functools.wraps(callback)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return callback(*args, **kwargs)
            except Exception as error:
                show_error(output(), error)
                return None

        return wrapper  # type: ignore[return-value]

    return decorate


def resolve_side(spec: object, seed: int | None) -> Side:
    """Turn a side spec (``"human"``, a level number or a player object) into a side.

    Raises:
        ValueError: ``spec`` is none of these; the message lists what is accepted.

    Example:
        >>> resolve_side("human", seed=0)
        'human'
        >>> resolve_side(1, seed=0).choose is not None
        True
    """
    if spec == HUMAN:
        return HUMAN
    if is_level(spec):
        return player_for_level(spec, seed=seed)  # type: ignore[arg-type]
    if callable(getattr(spec, "choose", None)):
        return spec  # type: ignore[return-value]
    raise ValueError(
        f"a side is 'human', a level from {min(LEVELS)} to {max(LEVELS)}, or a player with"
        f" choose(game, state); got {spec!r}"
    )


def is_level(spec: object) -> bool:
    """Whether ``spec`` is meant as a level number (an int, not a bool)."""
    return isinstance(spec, int) and not isinstance(spec, bool)


def side_name(side: Side) -> str:
    """A short name for menus and the scoreboard: ``"you"`` for a person, else the player's name."""
    if side == HUMAN:
        return "you"
    return player_name(side)


def level_options() -> list[tuple[str, int]]:
    """The level menu: ``("2 · Win or block", 2)`` pairs, easiest first."""
    return [(f"{number} · {LEVELS[number].title}", number) for number in sorted(LEVELS)]


class SearchRecording:
    """Switches players' ``record`` flag on while "show search" is ticked, and back off after.

    Only the players it switched on are switched off again, so a player built with
    ``record=True`` keeps recording.
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


def board_options(game: MNK) -> list[tuple[str, MNK]]:
    """The board menu, with ``game`` added when it is not one of :data:`BOARDS`."""
    options = list(BOARDS.items())
    if game not in BOARDS.values():
        options.append((f"{game.m}x{game.n} k={game.k}", game))
    return options


def check_mnk(game: object) -> MNK:
    """``game`` itself if it is an m,n,k game; the boards need its cells and lines.

    Raises:
        ValueError: any other game.
    """
    if not isinstance(game, MNK):
        raise ValueError(f"the board widgets play m,n,k games such as MNK(3, 3, 3); got {game!r}")
    return game


class BoardGrid(widgets.GridBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """A grid of square buttons showing an m,n,k position; clicks go to ``on_cell``.

    Each button carries the CSS classes ``ttt-cell`` and ``ttt-cell-<row>-<col>``; occupied
    cells get ``ttt-occupied`` and are disabled, cells of a completed line get ``ttt-win``.
    A button's description is its stone, ``"X"`` or ``"O"``, or :data:`EMPTY_CELL`.

    Args:
        game: the m,n,k game whose board to draw.
        on_cell: called with the ``(row, col)`` of a clicked cell (``None``: display only).
    """

    def __init__(self, game: MNK, on_cell: Callable[[Cell], None] | None = None) -> None:
        super().__init__()
        self.add_class("ttt-board")
        self._on_cell = on_cell
        self.cells: dict[Cell, widgets.Button] = {}
        self.set_game(game)

    def set_game(self, game: MNK) -> None:
        """Rebuild the buttons for ``game``'s board (all empty)."""
        self.game = check_mnk(game)
        self.cells = {}
        for row, col in game.cells:
            button = widgets.Button(
                description=EMPTY_CELL,
                tooltip=f"row {row}, column {col}",
                layout=widgets.Layout(width=f"{CELL_PX}px", height=f"{CELL_PX}px", margin="0"),
            )
            button.style.font_size = f"{CELL_PX // 2}px"
            button.style.font_weight = "bold"
            button.add_class("ttt-cell")
            button.add_class(f"ttt-cell-{row}-{col}")
            if self._on_cell is not None:
                button.on_click(functools.partial(self._clicked, (row, col)))
            self.cells[row, col] = button
        self.layout = widgets.Layout(
            grid_template_columns=f"repeat({game.m}, {CELL_PX}px)",
            grid_template_rows=f"repeat({game.n}, {CELL_PX}px)",
            grid_gap="4px",
            width="max-content",
        )
        self.children = tuple(self.cells.values())

    def _clicked(self, cell: Cell, _button: widgets.Button) -> None:
        if self._on_cell is not None:
            self._on_cell(cell)

    def show(self, state: MNKState, *, clickable: bool, highlight: Iterable[Cell] = ()) -> None:
        """Draw ``state``; empty cells are enabled only if ``clickable``; ``highlight`` cells turn green."""
        win = set(highlight)
        with self.hold_sync():
            for cell, button in self.cells.items():
                stone = self.game.stone_at(state, cell)
                button.description = stone or EMPTY_CELL
                button.disabled = stone is not None or not clickable
                button.style.text_color = "white" if cell in win else STONE_COLOURS.get(stone or "", "black")
                button.button_style = "success" if cell in win else ""
                _toggle_class(button, "ttt-occupied", stone is not None)
                _toggle_class(button, "ttt-win", cell in win)

    def highlighted(self) -> set[Cell]:
        """The cells drawn as part of a winning line."""
        return {cell for cell, button in self.cells.items() if "ttt-win" in button._dom_classes}


def _toggle_class(widget: widgets.DOMWidget, name: str, on: bool) -> None:
    if on and name not in widget._dom_classes:
        widget.add_class(name)
    elif not on and name in widget._dom_classes:
        widget.remove_class(name)


def winning_cells(game: MNK, state: MNKState) -> set[Cell]:
    """Every cell of every completed line (empty while the game is on)."""
    return {cell for line in game.winning_lines(state) for cell in line}


def result_text(game: MNK, state: MNKState) -> str | None:
    """``"X wins"``, ``"O wins"``, ``"Draw"``, or ``None`` while the game is on."""
    winner = game.winner(state)
    if winner is not None:
        return f"{winner} wins"
    if game.is_draw(state):
        return "Draw"
    return None


def show_search(output: widgets.Output, player: object, decision: Decision | None, game: MNK) -> None:
    """Replace ``output``'s content with a drawing of the search behind ``player``'s ``decision``.

    Degrades to a sentence when the decision holds no recorded tree or the tree viewer is
    missing.
    """
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
    # The figure writes on itself what a size limit left out; a warning would only add a
    # stderr line under the board.
    figure = plot_tree(tree, game=game, warn=False)
    # A PNG needs no display formatter, so the picture also shows outside a kernel (tests);
    # the figure is not managed by pyplot, so nothing is left open.
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight")
    output.outputs = (
        {
            "output_type": "display_data",
            "data": {
                "image/png": base64.b64encode(buffer.getvalue()).decode("ascii"),
                "text/plain": f"<search tree of {name}: {len(tree):,} nodes>",
            },
            "metadata": {},
        },
    )


TIMER_MAX = 2**31 - 1
"""The Play clock's top value: it never runs out during a session."""


StateT = TypeVar("StateT")


class GameWidget(Generic[StateT]):
    """Mixin for the board widgets: the game read back, and one AI move played with the board locked.

    The widget keeps ``game``, ``players`` (side -> player), ``history`` (the positions from
    the start, the current one last), ``moves``, ``last_decisions`` (side -> the decision
    behind that side's AI's last move), a ``status_label``, an ``output`` area,
    ``_thinking`` (the side an AI is choosing a move for, else ``None``), ``_failed`` (the
    side whose AI last failed) and a ``_refresh()`` that redraws everything.
    """

    game: Any
    players: dict[str, Any]
    last_decisions: dict[str, Decision]
    history: list[StateT]
    moves: list[Any]
    status_label: widgets.Label
    output: widgets.Output
    _thinking: Any = None
    _failed: Any = None

    def _refresh(self) -> None:
        raise NotImplementedError

    def _after_failed_move(self) -> None:
        """What else to do when an AI fails (a widget with a clock stops it)."""

    def _play_ai_move(self, side: str) -> bool:
        """Let ``side``'s AI choose with the board locked, and play its move.

        On an error, or an interrupt of a long search, the board is unlocked and the side
        marked as failed; an error is shown in the output area and False returned.
        """
        self._thinking = side
        self._refresh()  # sent to the browser now, before the search starts
        try:
            decision = ask_decision(self.players[side], self.game, self.position)
            move = decision.move
            new_state = self.game.play(self.position, move)
        except BaseException as error:
            self._thinking = None  # unlocked even on KeyboardInterrupt
            self._failed = side
            self._after_failed_move()
            self._refresh()
            if not isinstance(error, Exception):
                raise
            show_error(self.output, error)
            return False
        self._thinking = None
        self._failed = None
        self.last_decisions[side] = decision
        self.history.append(new_state)
        self.moves.append(move)
        return True

    @property
    def position(self) -> StateT:
        """The current position."""
        return self.history[-1]

    @property
    def status(self) -> str:
        """The status line: whose turn, "... is thinking...", or the result of the game."""
        return str(self.status_label.value)

    @property
    def thinking(self) -> bool:
        """True while an AI is choosing a move (the board is locked)."""
        return self._thinking is not None


class StepClock:
    """Mixin for widgets whose AI-vs-AI games run on a browser-side clock.

    The clock is a hidden ``ipywidgets.Play``: while it plays, the browser bumps its value
    every ``interval`` ms, and each bump runs one :meth:`step` in the kernel, so the kernel
    stays free between moves. The widget defines ``step()`` and observes ``timer``'s
    ``value`` with :meth:`_on_tick` (wrapped so errors reach its output area).
    """

    timer: widgets.Play
    _last_step_end: float

    def step(self) -> None:
        raise NotImplementedError

    def _make_timer(self, interval_ms: int) -> widgets.Play:
        self._last_step_end = float("-inf")
        self.timer = widgets.Play(value=0, min=0, max=TIMER_MAX, interval=interval_ms, show_repeat=False,
                                  layout=widgets.Layout(display="none"))
        self.timer.add_class("ttt-timer")
        return self.timer

    @property
    def playing(self) -> bool:
        """Whether the clock is running."""
        return bool(self.timer.playing)

    def pause(self) -> None:
        """Stop the clock after the current move."""
        self.timer.playing = False

    def _after_failed_move(self) -> None:
        self.pause()  # a failing AI would fail again on the next tick

    def _on_tick(self, _change: dict[str, Any]) -> None:
        if not self.timer.playing:
            return
        # Ticks that queued up behind a slow search arrive back to back: keep only the pace.
        if time.monotonic() - self._last_step_end < 0.5 * self.timer.interval / 1000:
            return
        try:
            self.step()
        finally:
            self._last_step_end = time.monotonic()
