"""The machinery every board widget shares: the game record, one AI move played with the board
locked, the AI-vs-AI clock, errors shown where a student sees them, and the small builders
(buttons, labels, style) the boards are laid out with.

Widgets hold no rules: a board asks the game (``game.play``, ``game.winner``) and the
players (:func:`ask_decision`), and only shows what they answer.

Example:
    >>> button = make_cell_button(40, 20, "row 0, column 0")
    >>> toggle_class(button, "ttt-win", True)
    >>> button.description == EMPTY_CELL, "ttt-win" in button._dom_classes
    (True, True)
    >>> show_stone(button, "X", last=True)
    >>> button.description, sorted(c for c in button._dom_classes if c != "ttt-win")
    ('X', ['ttt-last-move', 'ttt-occupied', 'ttt-stone-X'])
"""

from __future__ import annotations

import functools
import re
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar, cast

import ipywidgets as widgets

from ttt_lab.core import Game, IllegalMoveError
from ttt_lab.players import Decision
from ttt_lab.players.base import decision_of
from ttt_lab.widgets.keyboard import BoardAccess, move_words
from ttt_lab.widgets.menus import HUMAN, side_name
from ttt_lab.widgets.theme import THEMED, board_css, stone_class

EMPTY_CELL = " "
"""The label of an empty cell or square. Not ``""``: ipywidgets' button view keeps its old text
when the description becomes empty, so a restarted board would still show the last game's stones."""

TIMER_MAX = 2**31 - 1
"""The Play clock's top value: it never runs out during a session."""

F = TypeVar("F", bound=Callable[..., Any])
StateT = TypeVar("StateT")


# --------------------------------------------------------------------------- building blocks


def style_widget(css: str) -> widgets.HTML:
    """A hidden widget carrying a board's ``<style>`` element: it takes no space on the page."""
    return widgets.HTML(css, layout=widgets.Layout(display="none"))


def toggle_class(widget: widgets.DOMWidget, name: str, on: bool) -> None:
    """Give ``widget`` the CSS class ``name`` if ``on``, else take it away (sending nothing if unchanged)."""
    if on and name not in widget._dom_classes:
        widget.add_class(name)
    elif not on and name in widget._dom_classes:
        widget.remove_class(name)


def make_button(text: str, css: str, icon: str, tooltip: str = "", width_px: int = 120) -> widgets.Button:
    """A labelled button with an icon and the CSS class ``css`` (for tests and styling)."""
    button = widgets.Button(description=text, icon=icon, tooltip=tooltip, layout=widgets.Layout(width=f"{width_px}px"))
    button.add_class(css)
    return button


def close_widget(widget: widgets.Widget) -> None:
    """Close ``widget`` with its layout and style: each is a widget of its own that the kernel
    keeps (and the browser mirrors) until closed, so a rebuilt board would leak them."""
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, widgets.Widget):
            part.close()
    widget.close()


def show_stone(button: widgets.Button, stone: str | None, *, win: bool = False, last: bool = False) -> None:
    """Draw ``stone`` (``"X"``, ``"O"`` or ``None``) on a cell button of an m,n,k or Ultimate board.

    The colours come from CSS classes (``ttt-stone-X``, ``ttt-win``, ``ttt-last-move``; see
    :mod:`ttt_lab.widgets.theme`), never from inline colours, which would beat the theme's.
    ``ttt-occupied`` marks a stone's cell: still clickable on a person's turn, so that a click
    there is answered with the reason it changes nothing.
    """
    button.description = stone or EMPTY_CELL
    # "success" as well as the class: the line still shows where the board's style sheet is lost.
    button.button_style = "success" if win else ""
    for name in ("ttt-stone-X", "ttt-stone-O"):
        toggle_class(button, name, name == stone_class(stone))
    toggle_class(button, "ttt-occupied", stone is not None)
    toggle_class(button, "ttt-win", win)
    toggle_class(button, "ttt-last-move", last and stone is not None)


def make_cell_button(size_px: int, font_px: int, tooltip: str | None = None) -> widgets.Button:
    """A square, empty board button ``size_px`` wide, its stone or piece written bold at ``font_px``."""
    button = widgets.Button(
        description=EMPTY_CELL,
        tooltip=tooltip,
        layout=widgets.Layout(width=f"{size_px}px", height=f"{size_px}px", margin="0"),
    )
    button.style.font_size = f"{font_px}px"
    button.style.font_weight = "bold"
    return button


class BoardOutput(widgets.Output):  # type: ignore[misc]  # ipywidgets has no type hints
    """The area under a board: at most one notice, and whatever went wrong in full.

    A *notice* answers a click that changed nothing (an occupied cell, the wrong small board,
    a menu changed while an AI thinks): the next notice replaces it, and the next legal move
    takes it away (:meth:`clear_notice`), lest it seem to be about the new position. Anything
    else written here (an AI's failure, the traceback of a bug) stays until the board restarts.

    Example:
        >>> output = BoardOutput()
        >>> output.append_stderr("Traceback (most recent call last): ...\\n")
        >>> output.show_notice("cell (1, 1) is occupied")
        >>> output.show_notice("cell (2, 2) is occupied")
        >>> [shown["text"] for shown in output.outputs]
        ['Traceback (most recent call last): ...\\n', 'cell (2, 2) is occupied\\n']
        >>> output.clear_notice(); len(output.outputs)
        1
    """

    outputs: tuple[dict[str, Any], ...]
    _notice: dict[str, str] | None = None
    on_notice: Callable[[str], None] | None = None
    """Told each notice too (a board reads it out to screen readers)."""
    plain: Callable[[str], str] | None = None
    """Turns a notice into the sentence shown and read out (a board drops the position's text)."""

    def show_notice(self, text: str) -> None:
        """Show ``text`` as the board's one notice, in place of the previous one."""
        self.clear_notice()
        if self.plain is not None:
            text = self.plain(text)
        if self.on_notice is not None:
            self.on_notice(text)
        # stdout, not stderr: a notice is an answer, not an error, and must not look like a
        # traceback (JupyterLab paints stderr pink).
        self._notice = {"output_type": "stream", "name": "stdout", "text": text.rstrip("\n") + "\n"}
        self.outputs = (*self.outputs, self._notice)

    @property
    def notice(self) -> str:
        """The notice shown now, ``""`` if none."""
        shown = any(output is self._notice for output in self.outputs)
        return self._notice["text"].rstrip("\n") if shown and self._notice is not None else ""

    def clear_notice(self) -> None:
        """Take the notice away (if it is still shown), keeping everything else."""
        if self._notice is not None:
            self.outputs = tuple(shown for shown in self.outputs if shown is not self._notice)
            self._notice = None


def make_output() -> BoardOutput:
    """The area under a board for its notice and its errors (CSS class ``ttt-output``)."""
    output = BoardOutput(layout=widgets.Layout(max_width="640px"))
    output.add_class("ttt-output")
    return output


def make_status_label() -> widgets.Label:
    """The bold status line above a board: whose turn, who is thinking, or the result (``ttt-status``)."""
    label = widgets.Label()
    label.add_class("ttt-status")
    label.style.font_size = "18px"
    label.style.font_weight = "bold"
    return label


def check_speed(moves_per_second: object) -> float:
    """``moves_per_second`` if it is a number from 0.1 to 20, the speeds an AI-vs-AI clock offers.

    Raises:
        ValueError: anything else.
    """
    if not isinstance(moves_per_second, (int, float)) or isinstance(moves_per_second, bool) or not (
        0.1 <= moves_per_second <= 20
    ):
        raise ValueError(f"speed must be from 0.1 to 20 moves per second, got {moves_per_second!r}")
    return moves_per_second


# --------------------------------------------------------------------------- errors


def traceback_text(error: BaseException) -> str:
    """The whole traceback of ``error``, as Python prints it."""
    return "".join(traceback.format_exception(type(error), error, error.__traceback__))


def error_text(error: BaseException) -> str:
    """An illegal move as one line (the game's message says it all), anything else with its traceback."""
    if isinstance(error, IllegalMoveError):
        return f"IllegalMoveError: {error}\n"
    return traceback_text(error)


_NEW_GAME = object()
"""Stands for the moves already read out once a new game starts: equal to no move."""

_CELL = re.compile(r"(?:\bcell )?\((\d+), (\d+)\)")
"""A cell as the games write it in their messages, ``cell (1, 2)`` or ``(1, 2)``."""


def notice_text(error: IllegalMoveError) -> str:
    """A person's refused move in words, without the exception's name: it is no bug.

    Example:
        >>> notice_text(IllegalMoveError("cell (1, 1) is occupied by X in .../.X./..."))
        'Not played: cell (1, 1) is occupied by X in .../.X./...'
    """
    return f"Not played: {error}"


def show_error(output: widgets.Output, error: BaseException) -> None:
    """Write what a person's action raised into ``output``: an illegal move as the board's one
    notice (see :class:`BoardOutput`, plain text), anything else in full, with its traceback."""
    if isinstance(error, IllegalMoveError) and isinstance(output, BoardOutput):
        output.show_notice(notice_text(error))
    else:
        output.append_stderr(error_text(error))


def reporting(owner: Any, callback: Callable[..., Any]) -> Callable[..., None]:
    """``callback``, with whatever it raises kept as ``owner.last_error`` and shown in
    ``owner.output``: the steppers' and the tree explorer's buttons never swallow an exception."""

    def run(*args: Any) -> None:
        try:
            callback(*args)
        except Exception as error:  # shown to the student, not swallowed
            owner.last_error = error
            show_error(owner.output, error)

    return run


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


# --------------------------------------------------------------------------- players


def ask_decision(player: Any, game: Any, state: Any) -> Decision:
    """``player``'s decision in ``state`` (its move unchecked: callers pass it to ``game.play``).

    A library player says how it decided (``decide``); any other player only chooses, and
    its decision says just that.
    """
    # The games are frozen dataclasses, so mypy sees their ``players`` as read-only where the
    # Game protocol declares a plain attribute; each is a Game all the same.
    return decision_of(player, cast("Game[Any, Any]", game), state)


# --------------------------------------------------------------------------- the board widgets' base


class GameWidget(Generic[StateT]):
    """Mixin for the board widgets: the game record, and one AI move played with the board locked.

    The widget keeps ``game``, ``players`` (side -> player or :data:`~ttt_lab.widgets.menus.HUMAN`),
    ``history`` (the positions from the start, the current one last), ``moves``,
    ``last_decisions`` (side -> the decision behind that side's AI's last move), a
    ``status_label``, an ``output`` area, ``_thinking`` (the side an AI is choosing a move
    for, else ``None``), ``_failed`` (the side whose AI last failed) and a ``_refresh()``
    that redraws everything.
    """

    game: Any
    players: dict[str, Any]
    last_decisions: dict[str, Decision]
    history: list[StateT]
    moves: list[Any]
    status_label: widgets.Label
    grid: widgets.Box
    output: BoardOutput
    _thinking: Any = None
    _failed: Any = None
    _note: tuple[int, str] | None = None
    """``(moves played, note)`` of the last AI move that fell back (see :meth:`_status_line`)."""
    _announced: tuple[list[Any], str]
    """The moves and the status line last read out to screen readers (see :meth:`_show_status`)."""
    _menus: tuple[widgets.ValueWidget, ...] = ()
    """The menus registered with :meth:`_observe_menu`: locked while an AI thinks."""
    _putting_back = False
    add_class: Callable[[str], None]
    """ipywidgets' own (a board is also a ``VBox``)."""
    undo: Callable[[], None]
    """Take back moves: what the Undo button of :meth:`_make_undo_restart` calls."""
    restart: Callable[[], None]
    """Start a new game: what the Restart button of :meth:`_make_undo_restart` calls."""

    failure_advice = "; Undo or Restart"
    """Said after "failed: see the error below" when a side's AI fails: how to go on."""

    def _refresh(self) -> None:
        raise NotImplementedError

    def _status_text(self, state: StateT) -> str:
        raise NotImplementedError

    def _status_line(self, state: StateT) -> str:
        """The status for ``state``, and what the AI that just moved had to give up, if it did
        (``"O: perfect play not proven in 50,000 nodes and 10 s; playing the heuristic's best move"``)."""
        text = self._status_text(state)
        if self._note is not None and self._note[0] == len(self.moves):
            text += f" · {self._note[1]}"
        return text

    def _ai_answers_now(self, state: StateT) -> bool:
        """Whether an AI moves next, straight after a person's move (so its move is read out
        with the person's): a person plays, the game is on, and that AI has not failed."""
        side = self.game.to_move(state)
        return (bool(self._humans()) and not self.game.is_terminal(state) and self.players[side] != HUMAN
                and self._failed != side)

    def _start_record(self, first: StateT) -> None:
        """The record of a widget just built: no AI has decided or is thinking, one position."""
        self.last_decisions = {}
        self._thinking = None
        self._new_record(first)

    def _new_record(self, first: StateT) -> None:
        """A new game's record from ``first``: no moves yet, no failed AI."""
        if getattr(self, "moves", None) and hasattr(self, "_announced"):
            # A new game is read out as one, even when an AI opens it with the move it opened
            # the last game with (comparing the moves alone would say "Moves taken back.").
            self._announced = ([_NEW_GAME], self._announced[1])
        self.history = [first]
        self.moves = []
        self._failed = None

    def _take_back(self, index: int) -> None:
        """Go back to ``history[index]``: the positions and moves after it are dropped."""
        del self.history[index + 1 :]
        del self.moves[index:]
        self._failed = None

    def _reporting(self, callback: F) -> F:
        """``callback``, with whatever it raises shown in the output area."""
        return reporting_errors(lambda: self.output)(callback)

    def _observe_menu(self, menu: widgets.ValueWidget, callback: Callable[[dict[str, Any]], None]) -> None:
        """Run ``callback`` (errors shown) on each change of ``menu``'s value, except while an AI
        thinks: the menus are locked then, and a change that arrives anyway (from code, or a
        click racing the lock) is refused and put back, with a notice, so that no game is ever
        changed halfway through a move."""
        self._menus = (*self._menus, menu)

        def guarded(change: dict[str, Any]) -> None:
            if self._putting_back:
                return
            if self._thinking is not None:
                self._putting_back = True
                try:
                    menu.value = change["old"]
                finally:
                    self._putting_back = False
                self.output.show_notice(
                    f"The menus wait while {self._thinking} is thinking: change them after its move."
                )
                return
            callback(change)

        menu.observe(self._reporting(guarded), names="value")

    def _lay_out(self, css: str, above: Sequence[widgets.Widget], below: Sequence[widgets.Widget]) -> None:
        """Set the widget's children, the same order on every board: its hidden style (the theme's
        colours and ``css``, the board's own rules), ``above`` (the menus), the status line, the
        board's ``grid``, ``below`` (the buttons), the output area."""
        self.add_class(THEMED)
        self.access = BoardAccess()
        self.output.plain = self._plain_notice
        self.output.on_notice = self.access.say
        self._announced = (self.moves[:], "")
        self.children = (style_widget(board_css(css)), *above, self.status_label, self.grid, *below, self.output,
                         self.access)

    def _plain_notice(self, text: str) -> str:
        """A notice without the position the game's message ends with (``... occupied by X in
        O../.X./...``), shown and read out alike: the board is right there, the position's text
        is noise on the page and ``O dot dot slash`` in a screen reader; and its cells named as
        the board names them, ``row 1, column 1``, not ``cell (1, 1)``."""
        board_text = getattr(self.game, "board_text", None)
        if board_text is not None:
            where = f" in {board_text(self.position)}"
            text = text.removesuffix(where).removesuffix(",") if text.endswith(where) else text
        # Cells in the words the board names them with (their tooltips, what is read out).
        return _CELL.sub(lambda found: f"row {found[1]}, column {found[2]}", text)

    def _show_status(self, state: StateT) -> None:
        """Write the status line for ``state``, and read out to screen readers the moves
        played since the last time, then the status: ``"X played row 1, column 1. O played
        row 0, column 0. X to move (you)"``. Nothing is read while an AI thinks, nor just
        before an AI answers a person: its move and the new status follow at once."""
        text = self._status_line(state)
        self.status_label.value = text
        toggle_class(self, "ttt-game-over", self.game.is_terminal(state))  # type: ignore[arg-type]
        access: BoardAccess | None = getattr(self, "access", None)
        if access is None or self._thinking is not None or self._ai_answers_now(state):
            return
        moves, said = self._announced
        kept = next((i for i, (old, new) in enumerate(zip(moves, self.moves, strict=False)) if old != new),
                    min(len(moves), len(self.moves)))
        news = [] if kept == len(moves) else ["Back to the start." if kept == 0 else "Moves taken back."]
        news += [f"{self.game.to_move(self.history[i])} played {move_words(self.moves[i])}."
                 for i in range(kept, len(self.moves))]
        if not news and text == said:
            return
        self._announced = (self.moves[:], text)
        access.say(" ".join([*news, text]))

    def _make_undo_restart(self, undo_tooltip: str) -> None:
        """The Undo and Restart buttons (CSS ``ttt-undo``, ``ttt-restart``), calling ``undo()`` and ``restart()``."""
        self.undo_button = make_button("Undo", "ttt-undo", "undo", undo_tooltip)
        self.restart_button = make_button("Restart", "ttt-restart", "refresh", "Start a new game")
        self.undo_button.on_click(self._reporting(lambda _: self.undo()))
        self.restart_button.on_click(self._reporting(lambda _: self.restart()))

    def _side_to_move(self, state: StateT) -> Any:
        """Who plays the side to move in ``state``: a player, or :data:`~ttt_lab.widgets.menus.HUMAN`."""
        return self.players[self.game.to_move(state)]

    def _humans(self) -> list[str]:
        """The sides a person plays."""
        return [side for side, player in self.players.items() if player == HUMAN]

    def _last_human_turn(self) -> int | None:
        """The index in ``history`` of the last position where a person was to move and moved."""
        turns = [i for i, state in enumerate(self.history[:-1]) if self._side_to_move(state) == HUMAN]
        return turns[-1] if turns else None

    def _ai_turn_text(self, side: str, where: str = "") -> str | None:
        """The status while an AI thinks, has failed, or is to move (``where``: after "to move").

        ``None`` on a person's turn: each board says that in its own words.
        """
        player = self.players[side]
        if self._thinking is not None:
            return f"{side} ({side_name(player)}) is thinking..."
        if player == HUMAN:
            return None
        if self._failed == side:
            return f"{side} ({side_name(player)}) failed: see the error below{self.failure_advice}"
        return f"{side} ({side_name(player)}) to move{where}"

    def _after_failed_move(self) -> None:
        """What else to do when an AI fails (a widget with a clock stops it)."""

    def _play_ai_move(self, side: str) -> bool:
        """Let ``side``'s AI choose with the board locked, and play its move.

        On an error, or an interrupt of a long search, the board is unlocked and the side
        marked as failed; an error is shown in the output area and False returned.
        """
        self._thinking = side
        self._refresh()  # sent to the browser now, before the search starts
        enabled = [menu for menu in self._menus if not menu.disabled]
        for menu in enabled:
            menu.disabled = True
        try:
            decision = ask_decision(self.players[side], self.game, self.position)
            move = decision.move
            new_state = self.game.play(self.position, move)
        except BaseException as error:
            for menu in enabled:
                menu.disabled = False
            self._thinking = None  # unlocked even on KeyboardInterrupt
            self._failed = side
            self._after_failed_move()
            self._refresh()
            if not isinstance(error, Exception):
                raise
            # Not a notice: the AI's failure stays in view, as the status says, until Undo or Restart.
            self.output.append_stderr(error_text(error))
            return False
        for menu in enabled:
            menu.disabled = False
        self._thinking = None
        self._failed = None
        self.last_decisions[side] = decision
        self.history.append(new_state)
        self.moves.append(move)
        self._note = None if decision.note is None else (len(self.moves), f"{side}: {decision.note}")
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

    @property
    def notice(self) -> str:
        """The notice under the board: why the last click changed nothing (``""`` if none)."""
        return self.output.notice


class StepClock(GameWidget[StateT]):
    """A board widget whose AI-vs-AI games run on a browser-side clock.

    The clock is a hidden ``ipywidgets.Play``: while it plays, the browser bumps its value
    every ``interval`` ms, and each bump runs one :meth:`step` in the kernel, so the kernel
    stays free between moves. The widget defines ``step()`` and ``play()``;
    :meth:`_make_clock` builds the clock with its Step, Play and Pause buttons.
    """

    timer: widgets.Play
    _last_step_end: float

    def step(self) -> None:
        raise NotImplementedError

    def play(self) -> None:
        raise NotImplementedError

    def _make_clock(self, interval_ms: int, step_tooltip: str = "", play_tooltip: str = "",
                    pause_tooltip: str = "") -> None:
        """The hidden clock (CSS ``ttt-timer``) and the Step, Play and Pause buttons, all wired:
        a tick makes a step, starting or stopping the clock redraws the board."""
        self._last_step_end = float("-inf")
        self.timer = widgets.Play(value=0, min=0, max=TIMER_MAX, interval=interval_ms, show_repeat=False,
                                  layout=widgets.Layout(display="none"))
        self.timer.add_class("ttt-timer")
        self.step_button = make_button("Step", "ttt-step", "step-forward", step_tooltip)
        self.play_button = make_button("Play", "ttt-play", "play", play_tooltip)
        self.pause_button = make_button("Pause", "ttt-pause", "pause", pause_tooltip)
        self.step_button.on_click(self._reporting(lambda _: self.step()))
        self.play_button.on_click(self._reporting(lambda _: self.play()))
        self.pause_button.on_click(self._reporting(lambda _: self.pause()))
        self.timer.observe(self._reporting(self._on_tick), names="value")
        self.timer.observe(self._reporting(lambda _: self._refresh()), names="playing")

    def _button_rows(self) -> list[widgets.Widget]:
        """Under a board that people and AIs share: Undo and Restart, then Step, Play and Pause,
        then the hidden clock."""
        return [
            widgets.HBox([self.undo_button, self.restart_button]),
            widgets.HBox([self.step_button, self.play_button, self.pause_button]),
            self.timer,
        ]

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
