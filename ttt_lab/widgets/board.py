"""A playable m,n,k board for notebooks: against a friend or an AI level, with undo and restart.

The widget holds no rules. A click becomes ``game.play(state, cell)``; an AI's turn becomes
``player.choose(game, state)`` followed by the same checked ``game.play``; who won and which
line won come from ``game.winner`` and ``game.winning_lines``.

**How the AI answers.** Synchronously, inside the click's own callback: the board first
disables every cell and shows "O (...) is thinking..." -- ipywidgets sends those changes to
the browser at once, before the search starts -- then asks the player for its move and
redraws. The kernel is busy meanwhile, so the notebook queues other cells until the AI has
moved, which for the course's boards takes well under a second for every level but the
deepest searches. We chose this over a background task because it is simple, needs no event
loop, and tests can drive it by calling the buttons' click handlers; the disabled cells
keep clicks made during the search from being sent at all.

On a person's turn every cell takes clicks, occupied ones too: a click that changes nothing
is answered with the game's reason, the board's one notice (see
:class:`~ttt_lab.widgets.base.BoardOutput`), which the next legal move takes away.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> board = Board(TicTacToe(), x="human", o="human")
    >>> board.cells[1, 1].click()
    >>> board.cells[1, 1].click()          # occupied: nothing changes, and the board says why
    >>> board.status, board.cells[1, 1].description, board.notice
    ('O to move', 'X', 'Not played: row 1, column 1 is occupied by X')
    >>> board.cells[0, 0].click()
    >>> board.status, board.notice
    ('X to move', '')
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ttt_lab.core import Player
from ttt_lab.games.mnk import MNK, Cell, MNKState, TicTacToe
from ttt_lab.players import LEVELS, player_for_level
from ttt_lab.players import Player as AIPlayer
from ttt_lab.widgets.base import GameWidget, make_output, make_status_label
from ttt_lab.widgets.menus import (
    CUSTOM,
    DEFAULT_LEVEL,
    HUMAN,
    Side,
    board_options,
    is_level,
    level_menu,
    make_menu,
    resolve_side,
)
from ttt_lab.widgets.mnk_grid import GRID_CSS, BoardGrid, check_mnk, result_text, winning_cells
from ttt_lab.widgets.search_view import SearchRecording, make_search_box, make_search_output, show_search

_SIDE_CHOICES = {
    "X": "X (you move first)",
    "O": "O (the AI moves first)",
    "both": "both (two players)",
    "neither": "neither (AI vs AI)",
}


class Board(GameWidget[MNKState], widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Play an m,n,k game by clicking cells, against a person or an AI.

    Args:
        game: an :class:`~ttt_lab.games.mnk.MNK` game (default tic-tac-toe).
        x: who plays X (moves first): ``"human"``, a level number (see
            ``ttt_lab.players.LEVELS``) or any object with ``choose(game, state)``.
        o: who plays O, the same way. Without a ``game``, a level's own board is used.
            Picking a level in the menu later sets up that level's board and sides too.
            With neither side given, the board opens on the default level (``DEFAULT_LEVEL``)
            set up as that level designs it, exactly as picking it in the menu does; with one
            given, the other is ``"human"`` for X and the default level for O.
        seed: seed for the levels' random choices; the same seed gives the same games.
        show_search: start with the "show search" box ticked: after each AI move, draw the
            search tree the AI recorded (if it records one).

    Raises:
        ValueError: ``game`` is not an m,n,k game, or a side is not one of the above.

    Attributes:
        game: the game being played (the board menu can change it).
        players: ``{"X": side, "O": side}``, each ``"human"`` or a player.
        history: the positions so far, the current one last.
        moves: the moves so far.
        cells: the cell buttons by ``(row, col)``.
        output: where errors raised in callbacks are shown (CSS class ``ttt-output``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.search import solve
        >>> class Perfect:
        ...     name = "perfect"
        ...     def choose(self, game, state):
        ...         return solve(game, state).move
        >>> board = Board(TicTacToe(), x="human", o=Perfect())
        >>> board.cells[0, 0].click()          # the AI answers in the same call
        >>> board.position.stones, board.status
        (2, 'X to move (you)')
    """

    def __init__(
        self,
        game: MNK | None = None,
        x: object = None,
        o: object = None,
        *,
        seed: int | None = 0,
        show_search: bool = False,
    ) -> None:
        super().__init__()
        self.add_class("ttt-board-widget")
        self.seed = seed
        if x is None and o is None:  # one default level, however it is reached: as the menu sets it up
            level = LEVELS[DEFAULT_LEVEL]
            x, o = (DEFAULT_LEVEL, HUMAN) if level.ai_side == "X" else (HUMAN, DEFAULT_LEVEL)
        x = HUMAN if x is None else x
        o = DEFAULT_LEVEL if o is None else o
        self.players: dict[Player, Side] = {"X": resolve_side(x, seed), "O": resolve_side(o, seed)}
        # The opponent is the AI that the level menu shows and that takes over a side when
        # the human switches sides: O's player if O is an AI, else X's, else the default level.
        ai_side = next((side for side in ("O", "X") if self.players[side] != HUMAN), None)
        spec = {"X": x, "O": o}[ai_side] if ai_side else DEFAULT_LEVEL
        self.opponent: AIPlayer = (
            self.players[ai_side] if ai_side else player_for_level(DEFAULT_LEVEL, seed=seed)  # type: ignore[assignment]
        )
        if game is None:
            game = LEVELS[spec].game if is_level(spec) else TicTacToe()  # type: ignore[index]
        self.game: MNK = check_mnk(game)
        self._recording = SearchRecording()
        self._recording.switch(self.players.values(), show_search)
        self._start_record(self.game.initial_state())
        self._syncing = False

        self.output = make_output()
        self.search_output = make_search_output()
        self.grid: BoardGrid = BoardGrid(self.game, on_cell=self._reporting(self._on_cell))
        self.status_label = make_status_label()
        self._make_undo_restart("Take back your last move (and the AI's answer)")
        self.show_search_box = make_search_box(show_search)
        self.board_menu = make_menu("Board", board_options(self.game), self.game, "ttt-board-menu")
        self.side_menu = make_menu("You play", [], None, "ttt-side-menu")
        self.level_menu = level_menu("Opponent", spec, self.opponent, "ttt-level-menu")
        # HTML, not Label: a level's description wraps instead of running off the side.
        self.level_info = widgets.HTML(layout=widgets.Layout(max_width="560px"))
        self.level_info.add_class("ttt-level-info")
        self._sync_menus()

        self._observe_menu(self.board_menu, self._on_board_menu)
        self._observe_menu(self.side_menu, self._on_side_menu)
        self._observe_menu(self.level_menu, self._on_level_menu)
        self.show_search_box.observe(self._reporting(self._on_show_search), names="value")

        self._lay_out(
            GRID_CSS,
            above=[widgets.HBox([self.board_menu, self.side_menu]), self.level_menu, self.level_info],
            below=[widgets.HBox([self.undo_button, self.restart_button, self.show_search_box]), self.search_output],
        )
        self.restart()

    # ----------------------------------------------------------------- reading

    @property
    def cells(self) -> dict[Cell, widgets.Button]:
        """The cell buttons by ``(row, col)``."""
        return self.grid.cells

    # ----------------------------------------------------------------- actions

    def restart(self) -> None:
        """Start a new game on the current board with the current sides; an AI playing X moves at once."""
        if self.thinking:
            return
        self._new_record(self.game.initial_state())
        self.output.outputs = ()
        self.search_output.outputs = ()
        self._refresh()
        self._let_ais_move()

    def undo(self) -> None:
        """Go back to the position before the last human move (undoing any AI answers after it).

        With no human move to take back, nothing changes.
        """
        if self.thinking:
            return
        last = self._last_human_turn()
        if last is None:
            return
        self._take_back(last)
        self.search_output.outputs = ()
        self._refresh()

    # ----------------------------------------------------------------- callbacks

    def _on_cell(self, cell: Cell) -> None:
        if self.thinking:
            return  # locked: the AI is choosing
        state = self.position
        if not self.game.is_terminal(state) and self._side_to_move(state) != HUMAN:
            return  # not a person's turn (an AI failed and is waiting for Undo or Restart)
        new_state = self.game.play(state, cell)  # an IllegalMoveError becomes the notice (by _reporting)
        self.output.clear_notice()
        self.history.append(new_state)
        self.moves.append(cell)
        self._refresh()
        self._let_ais_move()

    def _let_ais_move(self) -> None:
        """Let AIs move while it is an AI's turn: one answer vs a person, a whole game AI vs AI."""
        while not self.game.is_terminal(self.position):
            side = self.game.to_move(self.position)
            player = self.players[side]
            if player == HUMAN:
                return
            if not self._play_ai_move(side):
                return
            self._refresh()
            if self.show_search_box.value:
                show_search(self.search_output, player, self.last_decisions.get(side), self.game)

    def _on_board_menu(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        self._set_game(change["new"])
        self.restart()

    def _set_game(self, game: MNK) -> None:
        self.game = check_mnk(game)
        self.grid.set_game(self.game)
        self._syncing = True
        try:
            self.board_menu.options = board_options(self.game)
            self.board_menu.value = self.game
        finally:
            self._syncing = False

    def _on_side_menu(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        choice = change["new"]
        if choice == "neither":
            return
        ai: Side = self.opponent
        self._recording.switch([ai], self.show_search_box.value)
        self.players = {
            "X": HUMAN if choice in ("X", "both") else ai,
            "O": HUMAN if choice in ("O", "both") else ai,
        }
        self._sync_menus()
        self.restart()

    def _on_level_menu(self, change: dict[str, Any]) -> None:
        """Set up the level as designed: its AI, its board, and who starts."""
        if self._syncing or change["new"] == CUSTOM:
            return
        level = LEVELS[change["new"]]
        self.opponent = player_for_level(level.number, seed=self.seed)
        self._recording.switch([self.opponent], self.show_search_box.value)
        self.players = {level.ai_side: self.opponent, level.human_side: HUMAN}
        if level.game != self.game:
            self._set_game(level.game)
        self._sync_menus()
        self.restart()

    def _on_show_search(self, change: dict[str, Any]) -> None:
        self._recording.switch(self.players.values(), change["new"])
        if not change["new"]:
            self.search_output.outputs = ()
            return
        last_ai = self._last_ai_side()
        if last_ai is not None:
            show_search(self.search_output, self.players[last_ai], self.last_decisions.get(last_ai), self.game)

    # ----------------------------------------------------------------- drawing

    def _last_ai_side(self) -> str | None:
        """The side (``"X"`` or ``"O"``) whose AI made the last AI move, if any."""
        for state in reversed(self.history[:-1]):
            if self._side_to_move(state) != HUMAN:
                return self.game.to_move(state)  # type: ignore[no-any-return]
        return None

    def _human_choice(self) -> str:
        humans = self._humans()
        if len(humans) == 2:
            return "both"
        return humans[0] if humans else "neither"

    def _sync_menus(self) -> None:
        """Show the current sides in the menus without triggering their callbacks."""
        self._syncing = True
        try:
            choice = self._human_choice()
            keys = ["X", "O", "both"] + (["neither"] if choice == "neither" else [])
            self.side_menu.options = [(_SIDE_CHOICES[key], key) for key in keys]
            self.side_menu.value = choice
            self.level_menu.disabled = choice == "neither"
            # Between two people there is no opponent to choose.
            self.level_menu.layout.display = "none" if choice == "both" else None
        finally:
            self._syncing = False

    def _refresh(self) -> None:
        state = self.position
        side = self.game.to_move(state)
        human_turn = (
            self._thinking is None and not self.game.is_terminal(state) and self.players[side] == HUMAN
        )
        self.grid.show(state, clickable=human_turn, highlight=winning_cells(self.game, state),
                       last=self.moves[-1] if self.moves else None)
        self._show_status(state)
        text = self._level_text()
        self.level_info.value = f"<i>{html.escape(text)}</i>" if text else ""
        self.level_info.layout.display = None if text else "none"
        self.undo_button.disabled = self.thinking or self._last_human_turn() is None
        self.restart_button.disabled = self.thinking

    def _level_text(self) -> str:
        """The chosen level's description, while the board is set up as that level designs it."""
        level = LEVELS.get(self.level_menu.value)
        if level is None or level.game != self.game:
            return ""
        if self.players[level.ai_side] is not self.opponent or self.players[level.human_side] != HUMAN:
            return ""
        return level.description

    def _status_text(self, state: MNKState) -> str:
        result = result_text(self.game, state)
        if result is not None:
            return result
        side = self.game.to_move(state)
        ai_turn = self._ai_turn_text(side)
        if ai_turn is not None:
            return ai_turn
        return f"{side} to move (you)" if len(self._humans()) == 1 else f"{side} to move"

