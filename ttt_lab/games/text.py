"""Reading text boards: the rows of a board written on one line with ``/`` or on several lines.

Every game's ``parse`` starts here, so they all accept the same layouts: rows separated by
``/`` or newlines, blank lines and indentation skipped, spaces and tabs inside a row ignored;
and quotes what it read back in its errors with :func:`quoted`, which keeps a long text short.

Example:
    >>> board_rows('''
    ...     X . O
    ...     . X .''')
    ['X.O', '.X.']
    >>> board_rows("XO./.X.")
    ['XO.', '.X.']
"""

from __future__ import annotations


def board_rows(text: object) -> list[str]:
    """The non-blank rows of ``text``, without spaces or tabs.

    Raises:
        ValueError: ``text`` is not a string.
    """
    if not isinstance(text, str):
        raise ValueError(f"a board must be text, got {type(text).__name__}")
    return [
        row.replace(" ", "").replace("\t", "")
        for chunk in text.replace("/", "\n").splitlines()
        for row in [chunk.strip()]
        if row
    ]


QUOTE_LIMIT = 400
"""The most characters of a text an error message quotes: any board of a size the games
accept (19x19 with separators is 379) is quoted whole, junk only in part."""


def quoted(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(text)``, cut short with its length when it is longer than ``limit`` characters:
    an error about a megabyte of text should not be a megabyte long.

    Example:
        >>> quoted("X.O/...")
        "'X.O/...'"
        >>> quoted("X" * 1_000_000, limit=20)
        "'XXXXXXXXXXXXXXXXXXXX'... (1,000,000 characters)"
    """
    if isinstance(text, str) and len(text) > limit:
        return f"{text[:limit]!r}... ({len(text):,} characters)"
    return repr(text)

