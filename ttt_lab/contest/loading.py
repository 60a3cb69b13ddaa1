"""Finding the agent in a student's file, inside the agent's own process.

A student's file offers its agent in one of three ways, looked for in this order:

1. ``agent``: a function ``agent(game, state) -> move`` (or a player object, or a class);
2. ``player``: an object with ``choose(game, state) -> move`` (or a class of them);
3. exactly one class defined in the file with a ``choose`` method, made with ``Cls()``.

A player that has ``reset(seed)`` is reseeded with the game's seed for its seat, as
:func:`ttt_lab.arena.play_game` does. Everything here runs student code, so everything
here runs in the agent's process (:mod:`ttt_lab.contest.sandbox`), never in the parent.

Example:
    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "first.py").write_text("def agent(game, state):\\n    return game.actions(state)[0]\\n")
    >>> from ttt_lab.games import TicTacToe
    >>> load_agent(str(folder / "first.py"), seed=0)(TicTacToe(), TicTacToe().initial_state())
    (0, 0)
    >>> _ = (folder / "broken.py").write_text("def agent(game, state)\\n    return 1\\n")
    >>> load_agent(str(folder / "broken.py"), seed=0)
    Traceback (most recent call last):
    ...
    ttt_lab.contest.loading.AgentLoadError: syntax error: SyntaxError: expected ':' (broken.py, line 1)
"""

from __future__ import annotations

import importlib.util
import re
import sys
import traceback
import unicodedata
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

AGENT_NAMES = ("agent", "player")
"""The names a file's agent is looked for under, in this order."""

DETAIL_CHARS = 300
"""How long a forfeit's detail may be: one line a student reads in a table."""

T = TypeVar("T")


class AgentLoadError(Exception):
    """The file could not give an agent: ``rule`` is ``"syntax error"``, ``"import error"``
    or ``"no agent"``, and ``detail`` says what went wrong and where."""

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"{rule}: {detail}")
        self.rule = rule
        self.detail = detail


def load_agent(path: str, seed: int | None) -> Callable[[Any, Any], Any]:
    """Import the file at ``path`` and return its agent as ``choose(game, state) -> move``.

    Raises:
        AgentLoadError: the file does not parse, raises while loading, or offers no agent.
        MemoryError, SystemExit: as the file raised them (the sandbox reports them).
    """
    module = guarded("loading the file", path, lambda: import_file(path))
    for name in AGENT_NAMES:
        if name in vars(module):
            return chooser(vars(module)[name], name, path, seed)
    classes = [
        value for value in vars(module).values()
        if isinstance(value, type) and value.__module__ == module.__name__ and callable(getattr(value, "choose", None))
    ]
    if len(classes) == 1:
        return chooser(classes[0], classes[0].__name__, path, seed)
    if classes:
        names = ", ".join(cls.__name__ for cls in classes)
        raise AgentLoadError("no agent", f"the file defines several player classes ({names}): say which one"
                                         f" plays with player = {classes[0].__name__}()")
    raise AgentLoadError("no agent", "the file defines no agent(game, state) function, no player with"
                                     " choose(game, state), and no class with a choose method")


def import_file(path: str) -> ModuleType:
    """The module that the file at ``path`` defines, run under a name of its own."""
    name = "contest_agent_" + re.sub(r"\W", "_", Path(path).stem)
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise AgentLoadError("import error", f"{Path(path).name} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickle look classes up here
    spec.loader.exec_module(module)
    return module


def chooser(value: Any, label: str, path: str, seed: int | None) -> Callable[[Any, Any], Any]:
    """``value`` (a function, a player, or a player class) as ``choose(game, state)``."""
    if isinstance(value, type):
        value = guarded(f"making {label}()", path, value)
    choose = getattr(value, "choose", None)
    if callable(choose):
        reset = getattr(value, "reset", None)
        if callable(reset):
            guarded(f"{label}.reset(seed)", path, lambda: reset(seed))
        return choose  # type: ignore[no-any-return]
    if callable(value):
        return value  # type: ignore[no-any-return]
    raise AgentLoadError("no agent", f"{label} is a {type(value).__name__}, not a function agent(game, state)"
                                     " or a player with choose(game, state)")


def guarded(doing: str, path: str, call: Callable[[], T]) -> T:
    """``call()``, with what it raises turned into an :class:`AgentLoadError` (a syntax error
    or an import error), except ``MemoryError`` and ``SystemExit``, which have rules of their own."""
    try:
        return call()
    except (AgentLoadError, MemoryError, SystemExit):
        raise
    except SyntaxError as error:
        raise AgentLoadError("syntax error", describe_exception(error, path)) from None
    except BaseException as error:
        detail = describe_exception(error, path)
        if doing != "loading the file":
            detail = f"{doing}: {detail}"
        raise AgentLoadError("import error", detail) from None


def describe_exception(error: BaseException, path: str | None) -> str:
    """One line for a student: the exception and its message, and the line of ``path``
    (the agent's file) where it happened, when it happened there.

    Example:
        >>> describe_exception(ZeroDivisionError("division by zero"), None)
        'ZeroDivisionError: division by zero'
    """
    try:
        message = error.msg if isinstance(error, SyntaxError) else str(error)
    except BaseException:  # a student's exception whose str() fails
        message = "(its message cannot be shown)"
    text = type(error).__name__ + (f": {message}" if message else "")
    where: tuple[str, int | None] | None = None
    if isinstance(error, SyntaxError) and error.filename:
        where = (error.filename, error.lineno)
    elif path is not None:
        frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == path]
        if frames:
            where = (path, frames[-1].lineno)
    if where is not None:
        text += f" ({Path(where[0]).name}, line {where[1]})"
    return one_line(text)


def one_line(text: str, limit: int = DETAIL_CHARS) -> str:
    """``text`` as data for a table's cell: one line, no control or format characters (no
    terminal escapes, no bidirectional overrides, no line or paragraph separators), runs of
    spaces made one, cut to ``limit`` characters.

    Everything an agent controls (its file's name, its exception's message, what its
    process sends) passes through here before a table, a terminal or a report shows it.

    Example:
        >>> one_line("a\\n  b" + "c" * 20, limit=10)
        'a bccc...'
        >>> one_line("\\x1b[31mred\\x1b[0m\\u202e!")
        '[31mred [0m !'
    """
    if not isinstance(text, str):
        text = str(text)
    text = "".join(" " if unicodedata.category(char)[0] in "CZ" else char for char in text[: 4 * limit])
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
