"""Reading text boards: the rows of a board written on one line with ``/`` or on several lines.

Every game's ``parse`` starts here, so they all accept the same layouts: rows separated by
``/`` or newlines, blank lines and indentation skipped, spaces and tabs inside a row ignored.

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
