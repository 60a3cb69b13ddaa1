"""Who plays each side, and the menus that choose it: side specs, levels, boards.

A side is given as a *spec*: ``"human"`` (:data:`HUMAN`) for a person clicking, a level
number (or, for Ultimate, an AI's name) for one of the course's AIs, or any object with
``choose(game, state)``. :func:`side_from` turns a spec into the side a widget keeps;
:func:`resolve_side` does so for the m,n,k levels of :data:`~ttt_lab.players.LEVELS`.

Example:
    >>> resolve_side(HUMAN, seed=0), side_name(HUMAN), side_name(resolve_side(2, seed=0))
    ('human', 'you', 'Level 2, WinBlock')
    >>> level_options()[0]
    ('1 · Random', 1)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Literal

import ipywidgets as widgets

from ttt_lab.core import is_int
from ttt_lab.games.mnk import MNK
from ttt_lab.players import LEVELS, player_for_level, player_name
from ttt_lab.players import Player as AIPlayer

HUMAN: Literal["human"] = "human"
"""The side spec for a person clicking cells."""

Side = AIPlayer | Literal["human"]
"""Who plays a side in a widget: a person clicking, or a player."""

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

CUSTOM = 0
"""The value of a menu's "custom" entry: the player object given to the widget, not a level."""


def is_level(spec: object) -> bool:
    """Whether ``spec`` is meant as a level number (an int, not a bool)."""
    return is_int(spec)


def side_from(spec: object, ai_for: Callable[[object], Any], accepted: str) -> Side:
    """Turn a side spec into a side: :data:`HUMAN`, the AI ``ai_for(spec)`` makes, or a player object.

    Args:
        spec: what the caller gave for the side.
        ai_for: the AI that ``spec`` names, or ``None`` when it names none.
        accepted: the start of the error message, saying what the widget accepts
            besides a player object (``"a side is 'human', a level from 1 to 7"``).

    Raises:
        ValueError: ``spec`` is none of these; the message lists what is accepted.

    Example:
        >>> side_from("robot", lambda spec: None, "a side is 'human'")
        Traceback (most recent call last):
        ...
        ValueError: a side is 'human', or a player with choose(game, state); got 'robot'
    """
    if spec == HUMAN:
        return HUMAN
    ai = ai_for(spec)
    if ai is not None:
        return ai  # type: ignore[no-any-return]
    if callable(getattr(spec, "choose", None)):
        return spec  # type: ignore[return-value]
    raise ValueError(f"{accepted}, or a player with choose(game, state); got {spec!r}")


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
    return side_from(
        spec,
        lambda level: player_for_level(level, seed=seed) if is_level(level) else None,  # type: ignore[arg-type]
        f"a side is 'human', a level from {min(LEVELS)} to {max(LEVELS)}",
    )


def side_name(side: Side) -> str:
    """A short name for status lines, menus and the scoreboard: ``"you"`` for a person, else the
    player's name, without brackets of its own (see :func:`unbracketed`)."""
    if side == HUMAN:
        return "you"
    return unbracketed(player_name(side))


_TRAILING_DETAIL = re.compile(r"(?P<head>.+?) ?\((?P<detail>[^()]+)\)")


def unbracketed(name: str) -> str:
    """``name`` with the detail it ends with in brackets set off by a comma instead.

    The boards write a player's name in brackets ("X (...) to move"), and the levels' own names
    end in brackets too: nested brackets read badly.

    Example:
        >>> unbracketed("Level 2 (WinBlock)"), unbracketed("AlphaBeta(depth=2)"), unbracketed("Perfect")
        ('Level 2, WinBlock', 'AlphaBeta, depth=2', 'Perfect')
    """
    match = _TRAILING_DETAIL.fullmatch(name)
    return f"{match['head']}, {match['detail']}" if match else name


def level_options(levels: Mapping[int, Any] = LEVELS) -> list[tuple[str, int]]:
    """A level menu: ``("2 · Win or block", 2)`` pairs, easiest first (``levels`` have a ``title``)."""
    return [(f"{number} · {levels[number].title}", number) for number in sorted(levels)]


def custom_option(player: Side) -> tuple[str, int]:
    """The menu entry for a player object given to the widget instead of a level."""
    return (f"custom · {side_name(player)}", CUSTOM)


def level_menu(label: str, spec: object, player: Side, css: str) -> widgets.Dropdown:
    """A level menu showing the level ``spec``, or a custom entry for ``player`` when ``spec`` is no level."""
    if is_level(spec):
        return make_menu(label, level_options(), spec, css)
    return make_menu(label, [*level_options(), custom_option(player)], CUSTOM, css)


def board_options(game: MNK) -> list[tuple[str, MNK]]:
    """The board menu, with ``game`` added when it is not one of :data:`BOARDS`."""
    options = list(BOARDS.items())
    if game not in BOARDS.values():
        options.append((f"{game.m}x{game.n} k={game.k}", game))
    return options


MENU_PX = 260
"""The width of a menu whose label and options are short; longer ones get :func:`menu_width`."""


def menu_width(label: str, options: list[tuple[str, Any]]) -> str:
    """A CSS width for a menu wide enough to show its label and its longest option whole.

    Counted at 8 px a character (the widgets' 13 px font averages under 7.5) plus 64 px for the
    arrow and padding; the browser tests measure the real text against the real menu.

    Example:
        >>> menu_width("Opponent", level_options())
        '376px'
    """
    longest = max((len(text) for text, _ in options), default=0)
    return f"{max(MENU_PX, 8 * (len(label) + longest) + 64)}px"


def make_menu(label: str, options: list[tuple[str, Any]], value: Any, css: str) -> widgets.Dropdown:
    """A dropdown menu with a visible label and the CSS class ``css``, wide enough for its options."""
    menu = widgets.Dropdown(
        description=label, options=options, value=value,
        style={"description_width": "initial"}, layout=widgets.Layout(width=menu_width(label, options)),
    )
    menu.add_class(css)
    return menu
