"""Watch two AIs play each other, move by move or game after game, with a scoreboard.

**How Play runs without blocking the kernel.** A hidden ``ipywidgets.Play`` widget is the
clock: while it plays, the browser bumps its value every ``1000 / speed`` ms and each bump
reaches the kernel as an ordinary widget message, which makes one :meth:`AIMatch.step`. The
kernel stays free between steps (other cells run, Pause is heard). When a search is slower
than the clock, bumps that queued up during it arrive together; the ones that arrive less
than half a tick after the previous step are dropped, so the match never races through a
backlog and Pause takes effect after at most the current move. Tests call :meth:`step`
directly.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.players import PerfectPlayer
    >>> match = AIMatch(TicTacToe(), x=PerfectPlayer(seed=0), o=PerfectPlayer(seed=1))
    >>> for _ in range(9):
    ...     match.step()
    >>> match.status, match.scores
    ('Draw', {'X': 0, 'O': 0, 'draw': 1})
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ttt_lab.core import Player, is_int
from ttt_lab.games.mnk import MNK, Cell, MNKState, TicTacToe
from ttt_lab.players import Player as AIPlayer
from ttt_lab.players import player_for_level
from ttt_lab.widgets.base import StepClock, make_button, make_output, make_status_label
from ttt_lab.widgets.menus import (
    CUSTOM,
    DEFAULT_LEVEL,
    HUMAN,
    MIN_LEVEL,
    board_options,
    level_menu,
    make_menu,
    resolve_side,
    side_name,
)
from ttt_lab.widgets.mnk_grid import GRID_CSS, BoardGrid, check_mnk, result_text, winning_cells
from ttt_lab.widgets.search_view import SearchRecording, make_search_box, make_search_output, show_search


class AIMatch(StepClock[MNKState], widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Two AIs play an m,n,k game on a board you watch; a scoreboard counts repeated games.

    Buttons: Play (one move per clock tick, game after game), Pause, Step (one move; on a
    finished game, the next game), New match (scores back to zero). A speed slider sets the
    moves per second; menus pick each side's level and the board.

    Args:
        game: an :class:`~ttt_lab.games.mnk.MNK` game (default tic-tac-toe).
        x: the AI playing X (moves first): a level number or an object with
            ``choose(game, state)``.
        o: the AI playing O.
        seed: seed for the levels' random choices (X gets ``seed``, O ``seed + 1``).
        speed: moves per second while playing.
        games: pause after this many games (``None``: play until paused).
        show_search: after each move, draw the search tree the mover recorded (if any).

    Raises:
        ValueError: ``game`` is not an m,n,k game, a side is ``"human"`` or not a player,
            or ``speed`` / ``games`` is out of range.

    Attributes:
        scores: ``{"X": wins, "O": wins, "draw": draws}`` over the finished games.
        history: the positions of the current game, the current one last.
        output: where errors raised in callbacks are shown (CSS class ``ttt-output``).
    """

    failure_advice = ""  # no Undo or Restart here: Step tries again, New match starts over

    def __init__(
        self,
        game: MNK | None = None,
        x: object = MIN_LEVEL,
        o: object = DEFAULT_LEVEL,
        *,
        seed: int | None = 0,
        speed: float = 2.0,
        games: int | None = None,
        show_search: bool = False,
    ) -> None:
        super().__init__()
        self.add_class("ttt-match-widget")
        if games is not None and (not is_int(games) or games < 1):
            raise ValueError(f"games must be a positive int or None, got {games!r}")
        self.game: MNK = check_mnk(TicTacToe() if game is None else game)
        self.seed = seed
        self.games_limit = games
        self.players: dict[Player, AIPlayer] = {
            "X": _ai(x, seed, "x"),
            "O": _ai(o, None if seed is None else seed + 1, "o"),
        }
        self._recording = SearchRecording()
        self._recording.switch(self.players.values(), show_search)
        self._start_record(self.game.initial_state())
        self.scores: dict[str, int] = {"X": 0, "O": 0, "draw": 0}

        self.output = make_output()
        self.search_output = make_search_output()
        self.grid: BoardGrid = BoardGrid(self.game)
        self.status_label = make_status_label()
        self.scoreboard_label = widgets.Label()
        self.scoreboard_label.add_class("ttt-scoreboard")
        self.scoreboard_label.style.font_size = "15px"
        self.scoreboard_label.style.font_weight = "normal"
        self.new_match_button = make_button("New match", "ttt-new-match", "refresh")
        self.speed_slider = widgets.FloatSlider(
            value=1.0, min=0.5, max=20.0, step=0.5, description="moves/s", readout_format=".1f",
            style={"description_width": "initial"},
        )
        self.speed_slider.add_class("ttt-speed")
        self._make_clock(1000)
        self.speed = speed
        self.show_search_box = make_search_box(show_search)
        self.board_menu = make_menu("Board", board_options(self.game), self.game, "ttt-board-menu")
        self.x_menu = level_menu("X", x, self.players["X"], "ttt-x-menu")
        self.o_menu = level_menu("O", o, self.players["O"], "ttt-o-menu")

        self.new_match_button.on_click(self._reporting(lambda _: self.new_match()))
        self.speed_slider.observe(self._reporting(self._on_speed), names="value")
        self.show_search_box.observe(self._reporting(self._on_show_search), names="value")
        self._observe_menu(self.board_menu, self._on_board_menu)
        self._observe_menu(self.x_menu, lambda change: self._on_level_menu("X", change))
        self._observe_menu(self.o_menu, lambda change: self._on_level_menu("O", change))

        self._lay_out(
            GRID_CSS,
            above=[widgets.HBox([self.x_menu, self.o_menu]), widgets.HBox([self.board_menu, self.show_search_box])],
            below=[
                widgets.HBox([self.play_button, self.pause_button, self.step_button, self.new_match_button]),
                self.speed_slider,
                self.timer,
                self.scoreboard_label,
                self.search_output,
            ],
        )
        self._refresh()

    # ----------------------------------------------------------------- reading

    @property
    def cells(self) -> dict[Cell, widgets.Button]:
        """The cell buttons by ``(row, col)`` (display only: they never take clicks)."""
        return self.grid.cells

    @property
    def scoreboard(self) -> str:
        """The scoreboard line."""
        return str(self.scoreboard_label.value)

    @property
    def games_played(self) -> int:
        """Finished games since the match began."""
        return sum(self.scores.values())

    @property
    def speed(self) -> float:
        """Moves per second while playing."""
        return float(self.speed_slider.value)

    @speed.setter
    def speed(self, moves_per_second: float) -> None:
        low, high = self.speed_slider.min, self.speed_slider.max
        if not isinstance(moves_per_second, (int, float)) or not low <= moves_per_second <= high:
            raise ValueError(f"speed must be from {low} to {high} moves per second, got {moves_per_second!r}")
        self.speed_slider.value = float(moves_per_second)
        self.timer.interval = round(1000 / moves_per_second)

    # ----------------------------------------------------------------- actions

    def step(self) -> None:
        """Play one move; on a finished game, set up the next game instead.

        A game that ends here is added to :attr:`scores`; reaching ``games`` pauses the clock.
        """
        if self._thinking is not None:
            return
        if self.game.is_terminal(self.position):
            self._new_game()
            return
        side = self.game.to_move(self.position)
        player = self.players[side]
        if not self._play_ai_move(side):
            return
        new_state = self.position
        result = result_text(self.game, new_state)
        if result is not None:
            winner = self.game.winner(new_state)
            self.scores["draw" if winner is None else winner] += 1
            if self.games_limit is not None and self.games_played >= self.games_limit:
                self.pause()
        self._refresh()
        if self.show_search_box.value:
            show_search(self.search_output, player, self.last_decisions.get(side), self.game)

    def play(self) -> None:
        """Start the clock: one step per tick until paused (or until ``games`` games are done)."""
        if self.games_limit is not None and self.games_played >= self.games_limit:
            self.new_match()
        self.timer.playing = True

    def new_match(self) -> None:
        """Scores back to zero and a new game on the board."""
        self.pause()
        self.scores = {"X": 0, "O": 0, "draw": 0}
        self.output.outputs = ()
        self._new_game()

    # ----------------------------------------------------------------- callbacks

    def _new_game(self) -> None:
        self._new_record(self.game.initial_state())
        self.search_output.outputs = ()
        self._refresh()

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.timer.interval = round(1000 / change["new"])

    def _on_board_menu(self, change: dict[str, Any]) -> None:
        self.game = check_mnk(change["new"])
        self.grid.set_game(self.game)
        self.new_match()

    def _on_level_menu(self, side: Player, change: dict[str, Any]) -> None:
        if change["new"] == CUSTOM:
            return  # the custom player given to the constructor stays
        seed = self.seed if self.seed is None or side == "X" else self.seed + 1
        self.players[side] = player_for_level(change["new"], seed=seed)
        self._recording.switch([self.players[side]], self.show_search_box.value)
        self.new_match()

    def _on_show_search(self, change: dict[str, Any]) -> None:
        self._recording.switch(self.players.values(), change["new"])
        if not change["new"]:
            self.search_output.outputs = ()

    # ----------------------------------------------------------------- drawing

    def _refresh(self) -> None:
        state = self.position
        self.grid.show(state, clickable=False, highlight=winning_cells(self.game, state),
                       last=self.moves[-1] if self.moves else None)
        self._show_status(state)
        x, o = (side_name(self.players[side]) for side in ("X", "O"))
        self.scoreboard_label.value = (
            f"games {self.games_played}: X ({x}) won {self.scores['X']}, O ({o}) won {self.scores['O']},"
            f" {self.scores['draw']} drawn"
        )
        self.play_button.disabled = self.playing
        self.pause_button.disabled = not self.playing
        self.step_button.disabled = self.playing or self._thinking is not None

    def _status_text(self, state: MNKState) -> str:
        result = result_text(self.game, state)
        if result is not None:
            return result
        text = self._ai_turn_text(self.game.to_move(state))
        assert text is not None  # only a person's turn has no AI text, and both sides are AIs
        return text


def _ai(spec: object, seed: int | None, side: str) -> AIPlayer:
    player = resolve_side(spec, seed)
    if player == HUMAN:
        raise ValueError(f"{side} must be an AI (a level or a player) in an AIMatch; use Board to play yourself")
    return player  # type: ignore[return-value]

