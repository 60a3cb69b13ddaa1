"""A playable Cat and Mice board: click a piece, then one of its highlighted targets.

Play the cat or the mice against an AI level, sit two people at it, or watch two AIs (Step,
or Play for one move per tick). The widget holds no rules: the targets it highlights are the
``game.actions`` that start on the clicked square, a move is ``game.play(state, (from, to))``,
an AI's turn is ``player.choose(game, state)`` followed by the same checked ``game.play``,
and the winner comes from ``game.winner``.

**How the AIs move.** Against a person, the AI answers synchronously inside the click's own
callback, as the m,n,k :class:`~ttt_lab.widgets.Board` does: the board first locks and says
"... is thinking", then asks the player and redraws. With no person at the board, nothing
moves by itself: :meth:`CatMiceBoard.step` (the Step button) plays one move, and Play starts
a hidden ``ipywidgets.Play`` clock whose ticks each make one step, so the kernel stays free
between moves and Pause is heard (the pattern of :class:`~ttt_lab.widgets.AIMatch`).

Example:
    >>> board = CatMiceBoard(cat="human", mice="human")
    >>> board.squares[0, 3].click()            # select the cat
    >>> sorted(board.targets)
    [(1, 2), (1, 4)]
    >>> board.squares[1, 4].click()            # and move it
    >>> board.position.cat_square, board.status
    ((1, 4), 'mice to move')
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as widgets

from ttt_lab.core import Player
from ttt_lab.games.cat_mice import CAT, MICE, SIDE, CatAndMice, CatMiceState, Square, is_dark
from ttt_lab.players.cat_mice import CAT_MICE_LEVELS, PERFECT_LEVEL, cat_mice_player
from ttt_lab.widgets.base import (
    EMPTY_CELL,
    StepClock,
    check_speed,
    make_cell_button,
    make_output,
    make_status_label,
    toggle_class,
)
from ttt_lab.widgets.keyboard import move_words
from ttt_lab.widgets.menus import (
    CUSTOM,
    HUMAN,
    Side,
    custom_option,
    is_level,
    level_options,
    make_menu,
    side_from,
    side_name,
)

SQUARE_PX = 44
"""Side of a square button in pixels: the 8x8 board is 8 * 44 = 352 px wide."""

PIECES = {
    "emoji": {"cat": "🐱", "mouse": "🐭"},
    "letters": {"cat": "C", "mouse": "M"},
}
"""How pieces are drawn on the buttons."""

LIGHT_COLOUR = "#f0d9b5"
DARK_COLOUR = "#b58863"
SELECTED_COLOUR = "#e9c46a"
TARGET_COLOUR = "#6aa84f"
PIECE_COLOUR = "#1a1a1a"
"""The pieces' colour (where the font draws emoji in one colour, or letters): 5.5:1 on the dark
squares, more on the others. The board is wood in every theme, so its pieces need no theme."""
LAST_MOVE_RING = "#123c6e"
"""The ring around the last move's two squares: 3.6:1 on the dark squares, 8:1 on the light ones."""

CAT_STARTS: tuple[Square, ...] = ((0, 1), (0, 3), (0, 5), (0, 7))
"""The squares the cat may start on, offered in the start menu."""

_ORDINALS = ("1st", "2nd", "3rd", "4th")


def start_name(square: Square) -> str:
    """A start square in the board's own terms (it shows no row or column numbers).

    Example:
        >>> start_name((0, 3))
        '2nd dark square of the top row'
    """
    return f"{_ORDINALS[CAT_STARTS.index(square)]} dark square of the top row"


CAT_REACHED_ROW = "reached the bottom row, where the mice started"
"""How the cat won by running through, in the board's terms: the board has no row numbers."""

# Disabled buttons are faded by JupyterLab; keep pieces and squares at full strength, and
# make the squares a tight board instead of separate buttons. Squares that are neither a
# movable piece nor a target take clicks too (to say why nothing moves), but do not invite them.
_CSS = f"""
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-square {{
  padding: 0; line-height: 1; border-radius: 0; color: {PIECE_COLOUR}; cursor: default;
}}
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-square:disabled {{ opacity: 1; }}
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-square:is(.ttt-movable, .ttt-target, .ttt-selected):enabled {{
  cursor: pointer;
}}
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-last-move {{ box-shadow: inset 0 0 0 4px {LAST_MOVE_RING}; }}
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-target {{ box-shadow: inset 0 0 0 4px #2a7d2a; }}
.ttt-themed .ttt-cat-mice-board .jupyter-button.ttt-selected {{ box-shadow: inset 0 0 0 4px #b8860b; }}
"""


class CatMiceBoard(StepClock[CatMiceState], widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Play Cat and Mice by clicking: a piece of the side to move, then one of its highlighted targets.

    Args:
        game: a :class:`~ttt_lab.games.cat_mice.CatAndMice` (default: the cat starts on (0, 3)).
        cat: who plays the cat (moves first): ``"human"``, a level number from
            :data:`~ttt_lab.players.cat_mice.CAT_MICE_LEVELS`, or any object with ``choose(game, state)``.
        mice: who plays the mice, the same way (default: the perfect level).
        seed: seed for the levels' random choices (the cat's AI gets ``seed``, the mice's
            ``seed + 1``); the same seed gives the same games.
        pieces: ``"emoji"`` (🐱, 🐭) or ``"letters"`` (C, M).
        speed: moves per second while Play runs an AI-vs-AI game.

    Raises:
        ValueError: ``game`` is not a Cat and Mice game, a side is none of the above, or
            ``pieces`` / ``speed`` is out of range.

    Attributes:
        game: the game being played.
        players: ``{"cat": side, "mice": side}``, each ``"human"`` or a player.
        history: the positions so far, the current one last.
        moves: the moves so far, as ``(from, to)``.
        selected: the square of the piece picked up, or ``None``.
        squares: the 64 square buttons by ``(row, col)``; CSS classes ``ttt-square``,
            ``ttt-sq-<row>-<col>``, ``ttt-dark`` or ``ttt-light``, ``ttt-cat`` / ``ttt-mouse``
            on the pieces, ``ttt-movable`` on the pieces that can move now, ``ttt-selected``
            and ``ttt-target`` while a piece is picked up, ``ttt-last-move`` on the last
            move's squares. On a person's turn every square takes clicks; the hint line
            says why one changed nothing.
        output: where errors raised in callbacks are shown (CSS class ``ttt-output``).

    Example:
        >>> board = CatMiceBoard(cat="human", mice=1, pieces="letters")
        >>> board.squares[0, 3].click(); board.squares[1, 2].click()  # the random mice answer at once
        >>> len(board.moves), board.status
        (2, 'cat to move (you)')
    """

    def __init__(
        self,
        game: CatAndMice | None = None,
        cat: object = HUMAN,
        mice: object = PERFECT_LEVEL,
        *,
        seed: int | None = 0,
        pieces: str = "emoji",
        speed: float = 1.0,
    ) -> None:
        super().__init__()
        self.add_class("ttt-cat-mice-widget")
        if game is None:
            game = CatAndMice()
        if not isinstance(game, CatAndMice):
            raise ValueError(f"CatMiceBoard plays Cat and Mice, e.g. CatAndMice(); got {game!r}")
        if pieces not in PIECES:
            raise ValueError(f"pieces must be one of {sorted(PIECES)}, got {pieces!r}")
        check_speed(speed)
        self.game = game
        self.seed = seed
        self.symbols = PIECES[pieces]
        self.players: dict[Player, Side] = {CAT: self._resolve(cat, CAT), MICE: self._resolve(mice, MICE)}
        self._start_record(game.initial_state())
        self.selected: Square | None = None
        self._syncing = False

        self.output = make_output()
        self.status_label = make_status_label()
        self.hint_label = widgets.Label()
        self.hint_label.add_class("ttt-hint")
        self.hint_label.style.font_style = "italic"
        self.squares: dict[Square, widgets.Button] = {}
        for row in range(SIDE):
            for col in range(SIDE):
                self.squares[row, col] = self._square_button(row, col)
        self.grid = widgets.GridBox(
            list(self.squares.values()),
            layout=widgets.Layout(
                grid_template_columns=f"repeat({SIDE}, {SQUARE_PX}px)",
                grid_template_rows=f"repeat({SIDE}, {SQUARE_PX}px)",
                grid_gap="0px",
                width="max-content",
                border="2px solid #444",
            ),
        )
        self.grid.add_class("ttt-cat-mice-board")

        self._make_undo_restart("Take back your last move (and the AI's answer)")
        self._make_clock(round(1000 / speed), "Let the AI to move play one move", "AI vs AI: one move per tick",
                         "Stop after the current move")
        self.cat_menu = make_menu("Cat", self._side_options(CAT, cat), self._menu_value(cat), "ttt-cat-menu")
        self.mice_menu = make_menu("Mice", self._side_options(MICE, mice), self._menu_value(mice), "ttt-mice-menu")
        self.start_menu = make_menu(
            "Cat starts on", [(start_name(square), square) for square in CAT_STARTS], game.cat_start, "ttt-start-menu"
        )

        self._observe_menu(self.cat_menu, lambda change: self._on_side_menu(CAT, change))
        self._observe_menu(self.mice_menu, lambda change: self._on_side_menu(MICE, change))
        self._observe_menu(self.start_menu, self._on_start_menu)

        self._lay_out(
            _CSS,
            above=[widgets.HBox([self.cat_menu, self.mice_menu]), self.start_menu],
            below=[self.hint_label, *self._button_rows()],
        )
        self.restart()

    # ----------------------------------------------------------------- reading

    @property
    def hint(self) -> str:
        """The line under the board: what a click can do now, or why the last one did nothing."""
        return str(self.hint_label.value)

    @property
    def targets(self) -> set[Square]:
        """The squares the picked-up piece may move to (empty when nothing is picked up)."""
        if self.selected is None:
            return set()
        return {to for source, to in self.game.actions(self.position) if source == self.selected}

    # ----------------------------------------------------------------- actions

    def restart(self) -> None:
        """A new game with the same sides; an AI cat facing a person moves at once."""
        if self.thinking:
            return
        self.pause()
        self._new_record(self.game.initial_state())
        self.selected = None
        self.output.outputs = ()
        self.hint_label.value = ""
        self._refresh()
        self._let_ais_answer()

    def undo(self) -> None:
        """Take back the last human move and the AI answers after it; AI vs AI, the last move.

        With nothing to take back, nothing changes.
        """
        if self.thinking:
            return
        self.pause()
        if self._humans():
            keep = self._last_human_turn()
        else:
            keep = len(self.history) - 2 if len(self.history) > 1 else None
        if keep is None:
            return
        self._take_back(keep)
        self.selected = None
        self.hint_label.value = ""
        self._refresh()

    def step(self) -> None:
        """Let the AI whose turn it is play one move (nothing on a person's turn or a finished game)."""
        if self.thinking or self.game.is_terminal(self.position):
            self.pause()
            return
        if self._side_to_move(self.position) == HUMAN:
            self.pause()
            return
        self._ai_move()
        if self.game.is_terminal(self.position):
            self.pause()

    def play(self) -> None:
        """Start the clock: one :meth:`step` per tick until paused, a person's turn or the end of the game."""
        if self.game.is_terminal(self.position) or self._side_to_move(self.position) == HUMAN:
            return
        self.timer.playing = True

    # ----------------------------------------------------------------- callbacks

    def _square_button(self, row: int, col: int) -> widgets.Button:
        button = make_cell_button(SQUARE_PX, SQUARE_PX * 3 // 5, f"row {row}, column {col}")
        dark = is_dark((row, col))
        button.style.button_color = DARK_COLOUR if dark else LIGHT_COLOUR
        button.add_class("ttt-square")
        button.add_class(f"ttt-sq-{row}-{col}")
        button.add_class("ttt-dark" if dark else "ttt-light")
        button.on_click(self._reporting(functools.partial(self._on_square, (row, col))))
        return button

    def _on_square(self, square: Square, _button: widgets.Button | None = None) -> None:
        state = self.position
        if self.thinking or self.game.is_terminal(state) or self._side_to_move(state) != HUMAN:
            return  # locked: an AI's turn, or the game is over
        if self.selected is not None and square in self.targets:
            move = (self.selected, square)
            new_state = self.game.play(state, move)  # an IllegalMoveError would show in the output
            self.history.append(new_state)
            self.moves.append(move)
            self.selected = None
            self.hint_label.value = ""
            self._refresh()
            self._let_ais_answer()
            return
        if square == self.selected:
            self.selected = None  # a second click puts the piece down again
            self.hint_label.value = ""
            self._refresh()
            self.access.say(f"{self.game.piece_at(state, square)} put down on {move_words(square)}")
            return
        side = self.game.to_move(state)
        if any(source == square for source, _ in self.game.actions(state)):
            self.selected = square
            self.hint_label.value = "now click a highlighted square (or the piece again to put it down)"
            self._refresh()
            # The highlight is for the eyes: a screen reader hears where the piece may go.
            where = " or ".join(move_words(to) for to in sorted(self.targets))
            self.access.say(f"{self.game.piece_at(state, square)} on {move_words(square)} picked up:"
                            f" it can go to {where}")
            return
        piece = self.game.piece_at(state, square)
        own = "cat" if side == CAT else "mouse"
        if piece == own:
            self.hint_label.value = f"the {piece} on {move_words(square)} has no move; pick another piece"
        elif self.selected is not None:
            # In the words the squares are named and read out with, not the game's (5, 0).
            self.hint_label.value = (f"{move_words(square).capitalize()} is not a move of the piece on"
                                     f" {move_words(self.selected)}")
        else:
            self.hint_label.value = f"it is the {side}'s turn: click {'the cat' if side == CAT else 'a mouse'}"
        self.access.say(str(self.hint_label.value))

    def _let_ais_answer(self) -> None:
        """Against a person, AIs move until it is the person's turn; AI vs AI waits for Step or Play."""
        if not self._humans():
            return
        while not self.game.is_terminal(self.position) and self._side_to_move(self.position) != HUMAN:
            if not self._ai_move():
                return

    def _ai_move(self) -> bool:
        """One move by the AI to move; False if it failed (the error is shown, the board waits)."""
        self.selected = None
        if not self._play_ai_move(self.game.to_move(self.position)):
            return False
        self._refresh()
        return True

    def _on_side_menu(self, side: Player, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] == CUSTOM:
            return  # the custom player given to the constructor stays
        self.players[side] = self._resolve(change["new"], side)
        self.restart()

    def _on_start_menu(self, change: dict[str, Any]) -> None:
        self.game = CatAndMice(cat_start=change["new"])
        self.restart()

    # ----------------------------------------------------------------- sides

    def _resolve(self, spec: object, side: Player) -> Side:
        seed = self.seed if self.seed is None or side == CAT else self.seed + 1
        return side_from(
            spec,
            lambda level: cat_mice_player(level, seed=seed) if is_level(level) else None,  # type: ignore[arg-type]
            f"the {side} is played by 'human', a level from {min(CAT_MICE_LEVELS)} to {max(CAT_MICE_LEVELS)}",
        )

    @staticmethod
    def _menu_value(spec: object) -> object:
        return spec if spec == HUMAN or is_level(spec) else CUSTOM

    def _side_options(self, side: Player, spec: object) -> list[tuple[str, object]]:
        options: list[tuple[str, object]] = [("you", HUMAN), *level_options(CAT_MICE_LEVELS)]
        if self._menu_value(spec) == CUSTOM:
            options.append(custom_option(self.players[side]))
        return options

    # ----------------------------------------------------------------- drawing

    def _refresh(self) -> None:
        state = self.position
        game = self.game
        human_turn = not self.thinking and not game.is_terminal(state) and self._side_to_move(state) == HUMAN
        movable = {source for source, _ in game.actions(state)} if human_turn else set()
        targets = self.targets if human_turn else set()
        last = set(self.moves[-1]) if self.moves else set()
        with self.grid.hold_sync():
            for square, button in self.squares.items():
                piece = game.piece_at(state, square)
                button.description = self.symbols[piece] if piece else EMPTY_CELL
                button.disabled = not human_turn
                colour = DARK_COLOUR if is_dark(square) else LIGHT_COLOUR
                if square == self.selected:
                    colour = SELECTED_COLOUR
                elif square in targets:
                    colour = TARGET_COLOUR
                button.style.button_color = colour
                toggle_class(button, "ttt-cat", piece == "cat")
                toggle_class(button, "ttt-mouse", piece == "mouse")
                toggle_class(button, "ttt-movable", square in movable)
                toggle_class(button, "ttt-selected", square == self.selected)
                toggle_class(button, "ttt-target", square in targets)
                toggle_class(button, "ttt-last-move", square in last)
        self._show_status(state)
        humans = self._humans()
        can_undo = self._last_human_turn() is not None if humans else len(self.history) > 1
        ai_to_move = not game.is_terminal(state) and self._side_to_move(state) != HUMAN
        self.undo_button.disabled = self.thinking or not can_undo
        self.restart_button.disabled = self.thinking
        self.step_button.disabled = self.thinking or self.playing or not ai_to_move
        self.play_button.disabled = self.playing or not ai_to_move or bool(humans)
        self.pause_button.disabled = not self.playing
        self.cat_menu.disabled = self.start_menu.disabled = self.mice_menu.disabled = self.thinking

    def _status_text(self, state: CatMiceState) -> str:
        winner = self.game.winner(state)
        if winner == CAT:
            how = CAT_REACHED_ROW if state.cat_square[0] == SIDE - 1 else "left the mice without a move"
            return f"the cat ({side_name(self.players[CAT])}) wins: it {how}"
        if winner == MICE:
            return f"the mice ({side_name(self.players[MICE])}) win: the cat is trapped"
        side = self.game.to_move(state)
        if self.thinking:  # "the mice are thinking": one side is a cat, the other mice
            return f"the {side} {'is' if side == CAT else 'are'} thinking..."
        ai_turn = self._ai_turn_text(side)
        if ai_turn is not None:
            return ai_turn
        return f"{side} to move (you)" if len(self._humans()) == 1 else f"{side} to move"


__all__ = ["CAT_STARTS", "PIECES", "CatMiceBoard", "start_name"]
