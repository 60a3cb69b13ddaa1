"""One game between two agents in processes of their own, refereed by the parent.

The referee holds the real game: it asks the agent to move for the position after the
moves so far, reads the answer as plain data, and plays it with ``game.play``, which
refuses anything illegal. The agents only ever see copies of positions, rebuilt in their
own processes. A broken rule (:data:`FORFEIT_RULES`) ends the game at once: the agent
that broke it loses, and the record says who, which rule and why.

Example:
    >>> from ttt_lab.contest.sandbox import Entrant, Limits
    >>> record = referee_game("tictactoe", (Entrant("Level 6", level=6), Entrant("Level 1", level=1)), seed=3,
    ...                      limits=Limits())
    >>> record.winner in ("X", None), record.forfeits
    (True, ())
"""

from __future__ import annotations

import ast
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from ttt_lab.arena import GameRecord, checked_play, derive_seed
from ttt_lab.contest.games import contest_game
from ttt_lab.contest.host import MOVE_TEXT_CHARS
from ttt_lab.contest.isolation import find_isolation
from ttt_lab.contest.loading import one_line
from ttt_lab.contest.sandbox import START_SECONDS, Answer, Entrant, Failure, GameProcess, Limits, Sandbox
from ttt_lab.core import IllegalMoveError

FORFEIT_RULES: dict[str, str] = {
    "file too large": "the file is larger than a contest reads (1 MiB): it was not run",
    "syntax error": "the file is not valid Python",
    "import error": "loading the file raised an exception (a missing module, an error at the top level)",
    "no agent": "the file defines no agent(game, state), no player with choose(game, state), no player class",
    "timeout": "no move within the time limit per move (or the file did not load in time)",
    "crash": "the agent raised an exception, or its process died",
    "exit": "the agent called sys.exit (or ended its process)",
    "malformed move": "the answer is not shaped like a move of the game (\"b2\" or None for a cell)",
    "illegal move": "a move of the right shape that the rules refuse (an occupied cell, off the board)",
    "output": "the agent printed more than the output limit",
    "memory": "the agent went past the memory limit",
    "bad message": "the agent's process sent something that is not a message of the referee's protocol",
}
"""Every way to forfeit a game, and what it means. A forfeit loses the game."""


@dataclass(frozen=True)
class Forfeit:
    """A game lost by breaking a rule.

    Attributes:
        agent: who broke it.
        side: the side it played (``"X"``, ``"cat"``).
        rule: which rule (a key of :data:`FORFEIT_RULES`).
        detail: what happened, in one line (the exception and the line of the agent's file).
        move_number: the move it failed to make, from 1; 0 while loading.
    """

    agent: str
    side: str
    rule: str
    detail: str
    move_number: int

    def __str__(self) -> str:
        when = "while loading" if self.move_number == 0 else f"at move {self.move_number}"
        return f"{self.agent} ({self.side}) {when}: {self.rule}: {self.detail}"


@dataclass(repr=False)
class ContestRecord(GameRecord):
    """A :class:`~ttt_lab.arena.GameRecord` of a contest game, with its number and forfeits.

    A forfeit sets the winner to the other side. When both agents fail to load, the game
    is void (:attr:`void`): nobody wins, and it counts for neither side.

    Attributes:
        number: the game's place in the contest's schedule, from 0.
        forfeits: the forfeits of this game (none, one, or two for a void game).
    """

    number: int = 0
    forfeits: tuple[Forfeit, ...] = field(default_factory=tuple)

    @property
    def void(self) -> bool:
        """Whether both agents forfeited before the first move: a game nobody played."""
        return len(self.forfeits) == 2

    def __repr__(self) -> str:
        if not self.forfeits:
            return super().__repr__().replace("<GameRecord", f"<ContestRecord #{self.number}", 1)
        how = "void" if self.void else f"{self.winner_name} ({self.winner}) won"
        return (f"<ContestRecord #{self.number} {self.players[0]} ({self.sides[0]}) vs {self.players[1]}"
                f" ({self.sides[1]}): {how} by forfeit: {'; '.join(f'{f.agent} {f.rule}' for f in self.forfeits)}>")


def referee_game(game_text: str, entrants: tuple[Entrant, Entrant], seed: int | None, limits: Limits,
                 sandboxes: tuple[Sandbox, Sandbox] | None = None, number: int = 0,
                 stop: threading.Event | None = None) -> ContestRecord:
    """Play one game between ``entrants[0]`` (the first side, X) and ``entrants[1]``, each
    in a fresh process of its sandbox.

    Args:
        game_text: the game, as :func:`~ttt_lab.contest.games.contest_game` reads it.
        entrants: the two agents, in seat order.
        seed: the game's seed; seat ``i`` gets ``derive_seed(seed, "seat", i)``, as in
            :func:`ttt_lab.arena.play_game`.
        limits: time, memory and output per agent.
        sandboxes: the two agents' started sandboxes (``None``: start two for this game,
            isolated where bubblewrap works, and end them after it).
        number: the game's number in its contest.
        stop: when set, the game stops before the next move (``InterruptedError``).

    Returns:
        A :class:`ContestRecord`; every move in it was played by ``game.play``.
    """
    if sandboxes is None:
        isolation = find_isolation()
        own = tuple(Sandbox(entrant, game_text, limits, isolation) for entrant in entrants)
        try:
            for sandbox in own:
                sandbox.wait_started(time.monotonic() + START_SECONDS)
            return referee_game(game_text, entrants, seed, limits, (own[0], own[1]), number, stop)
        finally:
            for sandbox in own:
                sandbox.close()
    game = contest_game(game_text).make()
    state = game.initial_state()
    sides = tuple(game.players)
    record = ContestRecord(game=game, players=(entrants[0].name, entrants[1].name), sides=sides,  # type: ignore[arg-type]
                           states=[state], seed=seed, number=number)
    processes: list[GameProcess | Failure] = []
    try:
        deadline = time.monotonic() + limits.load_seconds
        for seat, sandbox in enumerate(sandboxes):
            processes.append(sandbox.spawn(derive_seed(seed, "seat", seat), deadline))
        failures = [process if isinstance(process, Failure) else process.wait_until_ready(deadline)
                    for process in processes]
        forfeits = tuple(
            Forfeit(entrants[seat].name, sides[seat], failure.rule, failure.detail, 0)
            for seat, failure in enumerate(failures) if failure is not None
        )
        if forfeits:
            return finish(record, forfeits)
        agents = [process for process in processes if isinstance(process, GameProcess)]
        while not game.is_terminal(state):
            if stop is not None and stop.is_set():
                raise InterruptedError("the contest was stopped")
            seat = sides.index(game.to_move(state))
            began = time.perf_counter()
            answer = agents[seat].ask(record.moves)
            spent = time.perf_counter() - began
            outcome = checked_move(game, state, answer)
            if isinstance(outcome, Failure):
                forfeit = Forfeit(entrants[seat].name, sides[seat], outcome.rule, outcome.detail, len(record.moves) + 1)
                return finish(record, (forfeit,))
            move, state = outcome
            record.add_move(move, state, seat, spent)
        record.read_winner(game)
        return record
    finally:
        for process in processes:
            if isinstance(process, GameProcess):
                process.close()


def finish(record: ContestRecord, forfeits: tuple[Forfeit, ...]) -> ContestRecord:
    """End ``record`` with ``forfeits``: the other side wins one, nobody a void game."""
    record.forfeits = forfeits
    if len(forfeits) == 1:
        record.winner = record.sides[1 - record.sides.index(forfeits[0].side)]
    return record


def checked_move(game: Any, state: Any, answer: Answer | Failure) -> tuple[Any, Any] | Failure:
    """``(move, state after it)`` if ``answer`` is a legal move in ``state``, else the rule it breaks.

    A move is malformed when it is not plain data, or not shaped like any legal move (a
    string or ``None`` where cells are ``(row, col)`` pairs of ints); it is illegal when
    it has the shape but ``game.play`` refuses it.

    Example:
        >>> from ttt_lab.games import TicTacToe
        >>> game = TicTacToe()
        >>> checked_move(game, game.parse("X../.../..."), Answer("(1, 1)"))[0]
        (1, 1)
        >>> checked_move(game, game.parse("X../.../..."), Answer("(0, 0)")).rule
        'illegal move'
        >>> checked_move(game, game.parse("X../.../..."), Answer("'b2'"))
        Failure(rule='malformed move', detail="'b2' is not a move of MNK(3, 3, 3): moves look like (0, 1)")
    """
    if isinstance(answer, Failure):
        return answer
    move = read_move(answer.text)
    if move is _UNREADABLE:
        return Failure("malformed move", f"{one_line(answer.text, 60)} is not plain data")
    legal = game.actions(state)
    if shape(move) not in {shape(example) for example in legal}:
        return Failure("malformed move", f"{one_line(repr(move))} is not a move of {game!r}: moves look like {legal[0]!r}")
    try:
        return move, checked_play(game)(state, move)
    except IllegalMoveError as error:
        return Failure("illegal move", one_line(str(error)))


_UNREADABLE = object()

_MOVE_CHARACTERS = re.compile(r"^[-+0-9a-zA-Z_.,'\" ()\[\]]*$")


def read_move(text: str) -> Any:
    """The plain data that ``text`` writes (``"(1, 2)"``, ``"None"``, ``"'b2'"``), read with a
    bound on everything: at most :data:`~ttt_lab.contest.host.MOVE_TEXT_CHARS` characters,
    of a small alphabet, brackets nested at most 4 deep; anything else is unreadable.

    Example:
        >>> read_move("((0, 3), (1, 2))"), read_move("(" * 50 + ")" * 50) is _UNREADABLE
        (((0, 3), (1, 2)), True)
    """
    if len(text) > MOVE_TEXT_CHARS or not _MOVE_CHARACTERS.match(text):
        return _UNREADABLE
    depth = deepest = 0
    for char in text:
        depth += (char in "([") - (char in ")]")
        deepest = max(deepest, depth)
    if deepest > 4:
        return _UNREADABLE
    try:
        return ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _UNREADABLE


def shape(value: Any) -> Any:
    """The type of ``value``, and of each part of a tuple or list: what a move of a game looks like.

    Example:
        >>> shape((1, 2)) == shape((0, 0)) != shape((1.0, 2)), shape("b2")
        (True, <class 'str'>)
    """
    if type(value) in (tuple, list):
        return (type(value), tuple(shape(part) for part in value))
    return type(value)
