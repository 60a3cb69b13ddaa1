"""A playable Ultimate tic-tac-toe board: vs a friend, vs an AI, or two AIs, with undo and restart.

The widget holds no rules. A click becomes ``game.play(state, cell)``; an AI's turn becomes
``player.choose(game, state)`` followed by the same checked ``game.play``; which small boards
are open, won or allowed comes from the game (``small_board_status``, ``allowed_boards``,
``winning_line``).

The 81 cell buttons sit in nine 3x3 grids, one per small board, spaced apart on the big
grid. The small boards the side to move may play in are framed and shaded (CSS class
``ttt-allowed``); a won small board reads as one big X or O (class ``ttt-won-board``) on
plain paper, its small stones hidden (its cells keep their names); a drawn one keeps its
cells, greyed. The last move's stone wears a ring. On a person's turn every cell is clickable, so a click on a
stone, in the wrong board or in a closed one is answered by the game's own explanation
(an ``IllegalMoveError``, the board's one notice) rather than by a dead button.

**How AIs move.** Against a person the AI answers synchronously inside the click's own
callback, after the board has been locked and the status has said "... is thinking" (as
in :class:`~ttt_lab.widgets.board.Board`). In AI-vs-AI mode nothing moves by itself:
Step plays one move, and Play starts a hidden ``ipywidgets.Play`` clock whose ticks each
make one :meth:`UltimateBoard.step`, so the kernel stays free between moves and Pause is
heard. Tests call :meth:`step` and the buttons' click handlers directly.

Example:
    >>> board = UltimateBoard(x="human", o="human")
    >>> board.cells[4, 4].click()          # X: centre of the centre board
    >>> board.status
    'O to move in the centre board'
    >>> board.cells[0, 0].click()          # O must answer in the centre board
    >>> board.game.stone_at(board.position, (0, 0)) is None
    True
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as widgets

from ttt_lab.core import IllegalMoveError, Player
from ttt_lab.games.ultimate import BOARD_NAMES, Cell, Ultimate, UltimateState, board_cells
from ttt_lab.players import Player as AIPlayer
from ttt_lab.players.ultimate import ULTIMATE_AIS, ultimate_player
from ttt_lab.widgets.base import (
    StepClock,
    check_speed,
    make_cell_button,
    make_output,
    make_status_label,
    show_stone,
    toggle_class,
)
from ttt_lab.widgets.menus import HUMAN, Side, make_menu, side_from, side_name

CELL_PX = 34
"""Side of a cell button in pixels: the 9x9 grid stays inside the default notebook width."""

BOARD_GAP_PX = 10
"""Space between small boards, much wider than between cells, so the nine boards stand out."""

ALLOWED_BORDER = "3px solid var(--ttt-frame)"
PLAIN_BORDER = "3px solid transparent"

MARK_PX = 3 * CELL_PX + 2 * 2
"""A won board's big mark covers its three cells and the two gaps between them."""

MARK_FONT_PX = 2 * CELL_PX
"""The big mark's letter size, on every won board alike."""

MODES = {
    "friend": "vs friend (both sides here)",
    "ai-o": "vs AI (you play X, first)",
    "ai-x": "vs AI (you play O)",
    "ai-ai": "AI vs AI",
}
"""The play modes of the mode menu."""

DEFAULT_AI = "alpha-beta"
"""The AI a mode with an AI uses unless told otherwise."""


# A cell's colour depends on its small board: shaded where the side to move may play, green on
# the winning line, paler in a drawn board. A won board reads as one big mark: the box turns
# the page's opaque paper (green on the winning line), its cells and their stones transparent,
# and the mark, under them in the box's one grid area, shows whole at full strength, the same
# size on every board. The cells stay on top, so they keep their names ("row 0, column 0 ...:
# X"), their clicks (answered with why nothing is played) and the focus ring. When the last
# move won the board, the ring goes round the whole board: on one cell it would cut the mark.
_CSS = """
.ttt-themed .ttt-uboard { border-radius: 4px; padding: 2px; }
.ttt-themed .ttt-uboard > * { grid-area: 1 / 1; }
.ttt-themed .ttt-uboard.ttt-allowed { background-color: var(--ttt-allowed-gap); }
.ttt-themed .ttt-uboard .jupyter-button.ttt-ucell { padding: 0; line-height: 1; background-color: var(--ttt-cell); }
.ttt-themed .ttt-uboard.ttt-allowed .jupyter-button.ttt-ucell { background-color: var(--ttt-allowed); }
.ttt-themed .ttt-uboard.ttt-drawn .jupyter-button.ttt-ucell { background-color: var(--ttt-closed); }
.ttt-themed .ttt-uboard.ttt-in-line .jupyter-button.ttt-ucell { background-color: var(--ttt-win); }
.ttt-themed .ttt-uboard.ttt-won { background-color: var(--ttt-paper); }
.ttt-themed .ttt-uboard.ttt-won.ttt-in-line { background-color: var(--ttt-win); }
.ttt-themed .ttt-uboard.ttt-won .jupyter-button.ttt-ucell {
  background-color: transparent; color: transparent; box-shadow: none;
}
.ttt-themed .ttt-uboard.ttt-won:has(.ttt-stone-X.ttt-last-move) { box-shadow: inset 0 0 0 3px var(--ttt-x); }
.ttt-themed .ttt-uboard.ttt-won:has(.ttt-stone-O.ttt-last-move) { box-shadow: inset 0 0 0 3px var(--ttt-o); }
.ttt-themed .ttt-uboard:not(.ttt-allowed) .jupyter-button.ttt-ucell:enabled { cursor: not-allowed; }
.ttt-themed .ttt-uboard .jupyter-button.ttt-won-board:disabled {
  background-color: transparent; pointer-events: none; opacity: 1; box-shadow: none;
  padding: 0; line-height: 1; display: flex; align-items: center; justify-content: center;
}
""" + f"""
.ttt-themed .ttt-uboard .jupyter-button.ttt-won-board {{
  width: {MARK_PX}px; height: {MARK_PX}px; font-size: {MARK_FONT_PX}px;
}}
"""


class UltimateBoard(StepClock[UltimateState], widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Play Ultimate tic-tac-toe by clicking cells: with a friend, against an AI, or watch two AIs.

    Args:
        game: the :class:`~ttt_lab.games.ultimate.Ultimate` game (default: a new one).
        x: who plays X (moves first): ``"human"``, the name of an AI in
            :data:`~ttt_lab.players.ultimate.ULTIMATE_AIS` (``"random"``, ``"win-block"``,
            ``"alpha-beta"``, ``"mcts"``, ``"mcts+"``, ``"alpha-beta+"``) or any object with
            ``choose(game, state)``.
        o: who plays O, the same way.
        seed: seeds the named AIs (X gets ``seed``, O ``seed + 1``); the same seed, the same games.
        speed: moves per second while Play runs an AI-vs-AI game.
        start: the position each game starts from (default: the empty grid), e.g. a
            puzzle from ``game.parse``; Restart goes back to it.

    Raises:
        ValueError: ``game`` is not Ultimate, a side is none of the above, or ``speed`` is
            out of range.

    Attributes:
        game: the game.
        players: ``{"X": side, "O": side}``, each ``"human"`` or a player.
        history: the positions so far, the current one last.
        moves: the moves so far.
        cells: the 81 cell buttons by ``(row, col)`` (CSS ``ttt-ucell-<row>-<col>``).
        small_boards: the nine small-board boxes, board 0 (top left) to 8 (CSS ``ttt-uboard-<b>``).
        output: where errors raised in callbacks are shown (CSS class ``ttt-output``).

    Example:
        >>> board = UltimateBoard(x="human", o="random", seed=1)
        >>> board.cells[0, 0].click()          # the random AI answers at once, in board 0
        >>> len(board.moves), board.game.to_move(board.position)
        (2, 'X')
    """

    def __init__(
        self,
        game: Ultimate | None = None,
        x: object = HUMAN,
        o: object = DEFAULT_AI,
        *,
        seed: int | None = 0,
        speed: float = 2.0,
        start: UltimateState | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ttt-ultimate")
        game = Ultimate() if game is None else game
        if not isinstance(game, Ultimate):
            raise ValueError(f"UltimateBoard plays Ultimate(); got {game!r} (use Board for m,n,k games)")
        if start is not None and not (isinstance(start, UltimateState) and start.game == game):
            raise ValueError(f"start must be a position of {game!r}, got {start!r}")
        self.game = game
        self.start = game.initial_state() if start is None else start
        self.seed = seed
        self.players: dict[Player, Side] = {
            "X": _resolve(x, seed), "O": _resolve(o, None if seed is None else seed + 1)
        }
        self._start_record(self.start)
        self._syncing = False
        self._ai_choice = DEFAULT_AI  # the AI menu's choice, kept while nobody plays it

        self.output = make_output()
        self.status_label = make_status_label()
        self.cells: dict[Cell, widgets.Button] = {}
        self.small_boards: list[widgets.Box] = []
        self._cell_grids: list[widgets.GridBox] = []
        self._big_marks: list[widgets.Button] = []
        for b in range(9):
            grid = widgets.GridBox(layout=widgets.Layout(
                grid_template_columns=f"repeat(3, {CELL_PX}px)", grid_template_rows=f"repeat(3, {CELL_PX}px)",
                grid_gap="2px", width="max-content",
            ))
            buttons = []
            for row, col in board_cells(b):
                button = make_cell_button(
                    CELL_PX, CELL_PX // 2, f"row {row}, column {col} (small board {b}, {BOARD_NAMES[b]})"
                )
                button.add_class("ttt-ucell")
                button.add_class(f"ttt-ucell-{row}-{col}")
                button.on_click(self._reporting(functools.partial(self._clicked, (row, col))))
                self.cells[row, col] = button
                buttons.append(button)
            grid.children = tuple(buttons)
            mark = make_cell_button(MARK_PX, MARK_FONT_PX)
            mark.disabled = True
            mark.add_class("ttt-won-board")
            box = widgets.GridBox([grid], layout=widgets.Layout(border=PLAIN_BORDER))
            box.add_class("ttt-uboard")
            box.add_class(f"ttt-uboard-{b}")
            self._cell_grids.append(grid)
            self._big_marks.append(mark)
            self.small_boards.append(box)
        self.grid = widgets.GridBox(self.small_boards, layout=widgets.Layout(
            grid_template_columns="repeat(3, max-content)", grid_gap=f"{BOARD_GAP_PX}px", width="max-content",
        ))
        self.grid.add_class("ttt-ultimate-grid")

        self._make_undo_restart("Take back the last move (yours and the AI's answer)")
        self._make_clock(500, "AI vs AI: play one move", "AI vs AI: play move after move",
                         "AI vs AI: stop after this move")
        self.speed = speed
        self.mode_menu = make_menu("Mode", [(label, key) for key, label in MODES.items()], self.mode, "ttt-mode-menu")
        ai_options = [(name, name) for name in ULTIMATE_AIS]
        self.ai_menu = make_menu("AI", ai_options + [("custom", "custom")], self._ai_kind(), "ttt-ai-menu")

        self._observe_menu(self.mode_menu, self._on_menu)
        self._observe_menu(self.ai_menu, self._on_menu)

        self._lay_out(_CSS, above=[widgets.HBox([self.mode_menu, self.ai_menu])], below=self._button_rows())
        self.restart()

    # ----------------------------------------------------------------- reading

    @property
    def mode(self) -> str:
        """``"friend"``, ``"ai-o"`` (you play X), ``"ai-x"`` (you play O) or ``"ai-ai"``: who is human."""
        humans = (self.players["X"] == HUMAN, self.players["O"] == HUMAN)
        return {(True, True): "friend", (True, False): "ai-o", (False, True): "ai-x", (False, False): "ai-ai"}[humans]

    @property
    def speed(self) -> float:
        """AI-vs-AI moves per second while playing."""
        return 1000 / float(self.timer.interval)

    @speed.setter
    def speed(self, moves_per_second: float) -> None:
        self.timer.interval = round(1000 / check_speed(moves_per_second))

    def allowed_boards(self) -> list[int]:
        """The small boards drawn as allowed (CSS class ``ttt-allowed``)."""
        return [b for b, box in enumerate(self.small_boards) if "ttt-allowed" in box._dom_classes]

    def won_boards(self) -> dict[int, str]:
        """The small boards drawn as won, with the big mark shown in each."""
        return {b: str(self._big_marks[b].description) for b, box in enumerate(self.small_boards)
                if self._big_marks[b] in box.children}

    def last_move(self) -> Cell | None:
        """The cell drawn as the last move, if any."""
        return next((cell for cell, button in self.cells.items() if "ttt-last-move" in button._dom_classes), None)

    # ----------------------------------------------------------------- actions

    def restart(self) -> None:
        """Start a new game (from ``start``) with the current sides; an AI to move against a person moves at once."""
        if self.thinking:
            return
        self.pause()
        self._new_record(self.start)
        self.output.outputs = ()
        self._refresh()
        self._answer()

    def undo(self) -> None:
        """Take back the last move; against an AI, back to before your last move (and its answer).

        In AI-vs-AI mode one move is taken back and the clock pauses. With nothing to take
        back, nothing changes.
        """
        if self.thinking or len(self.history) == 1:
            return
        self.pause()
        last = len(self.history) - 2 if self.mode == "ai-ai" else self._last_human_turn()
        if last is None:
            return
        self._take_back(last)
        self._refresh()

    def step(self) -> None:
        """Let the AI whose turn it is play one move (what each tick of Play does).

        Does nothing on a person's turn or once the game is over (a finished game pauses Play).
        """
        if self.thinking:
            return
        state = self.position
        if self.game.is_terminal(state):
            self.pause()
            return
        if self._side_to_move(state) == HUMAN:
            return
        self._ai_move()
        if self.game.is_terminal(self.position):
            self.pause()

    def play(self) -> None:
        """Start the AI-vs-AI clock: one :meth:`step` per tick until paused or the game ends."""
        if self.mode != "ai-ai":
            raise ValueError("Play runs AI-vs-AI games: choose 'AI vs AI' in the mode menu first")
        if self.game.is_terminal(self.position):
            self.restart()
        self.timer.playing = True

    # ----------------------------------------------------------------- callbacks

    def _clicked(self, cell: Cell, _button: widgets.Button) -> None:
        if self.thinking:
            return  # locked: an AI is choosing
        state = self.position
        if not self.game.is_terminal(state) and self._side_to_move(state) != HUMAN:
            raise IllegalMoveError(
                f"cell {cell} was clicked on {self.game.to_move(state)}'s turn, which an AI plays"
                " (press Step or Play in AI vs AI, or Undo / Restart)"
            )
        new_state = self.game.play(state, cell)  # an IllegalMoveError becomes the notice (by the reporter)
        self.output.clear_notice()
        self.history.append(new_state)
        self.moves.append(cell)
        self._failed = None
        self._refresh()
        self._answer()

    def _answer(self) -> None:
        """Against a person, the AI answers at once; two AIs wait for Step or Play."""
        if self.mode in ("ai-o", "ai-x") and not self.game.is_terminal(self.position) \
                and self._side_to_move(self.position) != HUMAN:
            self._ai_move()

    def _ai_move(self) -> None:
        if self._play_ai_move(self.game.to_move(self.position)):
            self._refresh()

    def _on_menu(self, _change: dict[str, Any]) -> None:
        if self._syncing:
            return
        mode, kind = self.mode_menu.value, self.ai_menu.value
        self._ai_choice = kind
        if mode == "friend" and self.mode == "friend":
            return  # a new AI for later: the game between two people goes on
        if kind == "custom":
            current = next((p for p in self.players.values() if p != HUMAN), None)
            ai = current if current is not None else _resolve(DEFAULT_AI, self.seed)
            ais = {"X": ai, "O": ai}
        else:
            seeds = {"X": self.seed, "O": None if self.seed is None else self.seed + 1}
            ais = {side: _resolve(kind, seeds[side]) for side in ("X", "O")}
        self.players = {
            "X": HUMAN if mode in ("friend", "ai-o") else ais["X"],
            "O": HUMAN if mode in ("friend", "ai-x") else ais["O"],
        }
        self.restart()

    # ----------------------------------------------------------------- drawing

    def _ai_kind(self) -> str:
        ai = next((p for p in self.players.values() if p != HUMAN), None)
        if ai is None:
            return self._ai_choice
        return next((kind for kind in ULTIMATE_AIS if getattr(ai, "kind", None) == kind), "custom")

    def _refresh(self) -> None:
        state, game = self.position, self.game
        terminal = game.is_terminal(state)
        human_turn = self._thinking is None and not terminal and self._side_to_move(state) == HUMAN
        status = game.small_board_status(state)
        allowed = set(game.allowed_boards(state)) if not terminal else set()
        line = set(game.winning_line(state) or ())
        last = self.moves[-1] if self.moves else None
        with self.hold_sync():
            for b, box in enumerate(self.small_boards):
                won = status[b] in ("X", "O")
                mark = self._big_marks[b]
                if won:
                    show_stone(mark, status[b], win=b in line)
                wanted = (mark, self._cell_grids[b]) if won else (self._cell_grids[b],)
                if box.children != wanted:
                    box.children = wanted
                toggle_class(box, "ttt-allowed", b in allowed)
                toggle_class(box, "ttt-drawn", status[b] == "draw")
                toggle_class(box, "ttt-won", won)
                toggle_class(box, "ttt-in-line", b in line)
                box.layout.border = ALLOWED_BORDER if b in allowed else PLAIN_BORDER
            for cell, button in self.cells.items():
                show_stone(button, game.stone_at(state, cell), last=cell == last)
                button.disabled = not human_turn
            self._show_status(state)
            self.ai_menu.layout.display = "none" if self.mode == "friend" else None  # no AI between two people
            ai_ai = self.mode == "ai-ai"
            self.undo_button.disabled = self.thinking or len(self.history) == 1 or (
                not ai_ai and self._last_human_turn() is None
            )
            self.restart_button.disabled = self.thinking
            self.step_button.disabled = not ai_ai or self.thinking or terminal or self.playing
            self.play_button.disabled = not ai_ai or self.playing
            self.pause_button.disabled = not self.playing
            self._syncing = True
            try:
                self.mode_menu.value = self.mode
                self.ai_menu.value = self._ai_kind()
            finally:
                self._syncing = False

    def _status_text(self, state: UltimateState) -> str:
        winner = self.game.winner(state)
        if winner is not None:
            return f"{winner} wins ({side_name(self.players[winner])})" if self.mode != "friend" else f"{winner} wins"
        if self.game.is_draw(state):
            return "Draw"
        side = self.game.to_move(state)
        forced = state.forced
        where = "any open board" if forced is None else f"the {BOARD_NAMES[forced]} board"
        ai_turn = self._ai_turn_text(side, f" in {where}")
        if ai_turn is not None:
            return ai_turn
        you = " (you)" if self.mode != "friend" else ""
        return f"{side}{you} to move in {where}"


def _resolve(spec: object, seed: int | None) -> Side:
    """``"human"``, an AI by name (tagged with its ``kind`` for the AI menu), or a player object."""

    def named_ai(name: object) -> AIPlayer | None:
        if not (isinstance(name, str) and name in ULTIMATE_AIS):
            return None
        player = ultimate_player(name, seed)
        player.kind = name  # type: ignore[attr-defined]
        return player

    return side_from(spec, named_ai, f"a side is 'human', an AI from {', '.join(ULTIMATE_AIS)}")


__all__ = ["DEFAULT_AI", "MODES", "UltimateBoard"]
