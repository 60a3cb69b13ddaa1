"""Opening books: the m,n,k solver's answers for the first few stones, computed once and stored.

Early positions are the hardest to prove: on 5x5 with k=4 a position with two or three
stones can need tens of thousands of nodes (half a second in pure Python), while from
seven stones on the solver answers in milliseconds. So a perfect player keeps, for every
position with few stones, what :meth:`~ttt_lab.search.mnk.MNKSolver.best_moves`
found: the value and the moves it chooses among. The book is built by this module's
:func:`~ttt_lab.search.mnk.build_book.build_book` (the same solver, run offline:
``python -m ttt_lab.search.mnk.build_book 5 5 4 4 --hard-stones 6 --jobs 2``), stored as text under ``ttt_lab/data/``, and checked by
the tests against the solver. For 5x5 with k=4 it holds every position with up to four
stones (10,660 up to symmetry) and the hard five- and six-stone positions, those that took
the solver more than 5,000 nodes from an empty table: 8,746 of 66,859 and 14,164 of
443,850 (an hour to build on two cores).

Which positions are hard is the solver's own node count, so a change to the search that
changes its node counts means building the book again (the tests sample it and fail on a
position left out that has become hard). The count does not depend on how a position is
turned: the solver searches every early root in its canonical orientation.

One entry per symmetry class: a position is looked up by its canonical key, and its moves
are stored in the orientation of that key and turned back on the way out.

Example:
    >>> from ttt_lab.games.mnk import MNK
    >>> book = OpeningBook.load(MNK(5, 5, 4))
    >>> book.max_stones, book.hard_stones, book.hard_nodes, len(book)
    (4, 6, 5000, 33570)
    >>> game = book.game
    >>> book.lookup(game.initial_state())  # a draw; take the centre
    (0, [(2, 2)])
    >>> book.lookup(game.parse("...../...../..X../...../....."))  # then a diagonal neighbour
    (0, [(1, 1), (1, 3), (3, 1), (3, 3)])
    >>> book.lookup(game.parse("XO.../XO.../X..../...../.....")) is None  # an easy five: not in it
    True
"""

from __future__ import annotations

import functools
import hashlib
import warnings
from pathlib import Path
from typing import Any

from ttt_lab.games.mnk import MNK, Cell, MNKState

__all__ = ["HEADER", "BookError", "OpeningBook"]

HEADER = "# ttt_lab opening book"


class OpeningBook:
    """Values and chosen moves for every position of ``game`` with at most ``max_stones`` stones,
    and for the hard ones a little deeper.

    Args:
        game: the m,n,k game.
        max_stones: the book holds every non-terminal position with this many stones or fewer.
        entries: canonical key -> (value from X's view, chosen cells as indices in the
            orientation of the canonical key).
        hard_stones: positions with more than ``max_stones`` and at most this many stones are
            in the book only if they are hard: the solver, starting from an empty table,
            needed more than ``hard_nodes`` nodes to choose its move.
        hard_nodes: see ``hard_stones``.
    """

    def __init__(
        self,
        game: MNK,
        max_stones: int,
        entries: dict[int, tuple[int, tuple[int, ...]]],
        *,
        hard_stones: int | None = None,
        hard_nodes: int | None = None,
    ) -> None:
        for name, number in (("max_stones", max_stones), ("hard_stones", hard_stones), ("hard_nodes", hard_nodes)):
            if number is None and name != "max_stones":
                continue
            if not isinstance(number, int) or isinstance(number, bool) or number < 0:
                raise ValueError(f"{name} must be an int >= 0, got {number!r}")
        if (hard_stones is None) != (hard_nodes is None):
            raise ValueError("hard_stones and hard_nodes go together: give both or neither")
        self.game = game
        self.max_stones = max_stones
        self.hard_stones = hard_stones
        self.hard_nodes = hard_nodes
        self.entries = entries
        self._deepest = max(max_stones, hard_stones or 0)
        self._symmetries = game.symmetries()

    @property
    def deepest(self) -> int:
        """The most stones of any position the book may hold."""
        return self._deepest

    def __len__(self) -> int:
        return len(self.entries)

    def __repr__(self) -> str:
        hard = "" if self.hard_stones is None else f", hard positions up to {self.hard_stones} stones"
        return f"OpeningBook({self.game!r}, max_stones={self.max_stones}{hard}, {len(self)} positions)"

    def canonical(self, state: MNKState) -> tuple[int, tuple[int, ...]]:
        """The canonical key of ``state`` (``game.canonical_key``) and a symmetry (a cell
        permutation) that turns ``state`` into the position with that key."""
        key = self.game.canonical_key(state)
        perm = next(p for p in self._symmetries if self.game.key(self.game.transform(state, p)) == key)
        return key, perm

    def lookup(self, state: MNKState) -> tuple[int, list[Cell]] | None:
        """``(value, moves)`` for ``state`` (value from X's view, moves row-major), or ``None``."""
        if state.stones > self._deepest or state.game != self.game:
            return None
        entry = self.entries.get(self.game.canonical_key(state))
        if entry is None:
            return None
        _, perm = self.canonical(state)
        value, cells = entry
        back = {image: index for index, image in enumerate(perm)}
        m = self.game.m
        return value, sorted(divmod(back[cell], m) for cell in cells)

    # ------------------------------------------------------------------ text

    @classmethod
    def path_for(cls, game: MNK) -> Path:
        """Where the book of ``game`` is stored in the package (``ttt_lab/data/``)."""
        # Beside the package's modules, found from this file: importlib.resources would cost a
        # first solve several milliseconds of imports to say the same.
        return Path(__file__).resolve().parents[2] / "data" / f"book_{game.m}x{game.n}k{game.k}.txt"

    @classmethod
    def shipped(cls, game: MNK) -> OpeningBook | None:
        """The book that comes with the package for ``game``, read once; ``None`` if there is none.

        A damaged book file is not fatal: it is reported once, as a warning naming the file and
        the line, and the solver then answers every position itself (more slowly).

        Example:
            >>> from ttt_lab.games.mnk import MNK
            >>> OpeningBook.shipped(MNK(5, 5, 4)) is OpeningBook.shipped(MNK(5, 5, 4))
            True
            >>> OpeningBook.shipped(MNK(3, 3, 3)) is None  # small boards need none
            True
        """
        return _shipped(game)

    @classmethod
    def load(cls, game: MNK, path: Path | str | None = None) -> OpeningBook:
        """Read the book of ``game`` (from the package unless ``path`` is given), checked.

        The header's ``entries`` count and ``sha256`` of the lines below it catch a truncated
        or corrupted file; each entry must be a position of the board with at most the book's
        stones, a value of -1, 0 or 1, and at least one move onto an empty cell.

        Raises:
            FileNotFoundError: there is no book for this game.
            BookError: the file is not a sound book of this game; the message names the file
                and the line.
        """
        where = cls.path_for(game) if path is None else Path(path)
        size = where.stat().st_size
        if size > MAX_BOOK_BYTES:  # checked before the file is read into memory
            raise BookError(f"{where} is {size:,} bytes, more than an opening book's {MAX_BOOK_BYTES:,}: it is not one")
        try:
            text = where.read_bytes().decode("utf-8")
        except UnicodeDecodeError as error:
            raise BookError(f"{where} is not text (UTF-8): {error}") from error
        header, _, body = text.partition("\n")
        fields = _header_fields(where, header, game)
        lines = body.splitlines()
        if "entries" in fields and fields["entries"] != len(lines):
            raise BookError(f"{where}: the header promises {fields['entries']:,} entries, the file has {len(lines):,}")
        if "sha256" in fields and hashlib.sha256(body.encode("utf-8")).hexdigest() != fields["sha256"]:
            raise BookError(f"{where}: the entries do not match the header's checksum (sha256): the file is damaged")
        deepest = max(fields["stones"], fields.get("hard_stones", 0))
        entries: dict[int, tuple[int, tuple[int, ...]]] = {}
        size, full, values = game.size, game.full, (-1, 0, 1)
        for number, line in enumerate(lines, start=2):
            # Inline, not a function per entry: the 5x5 book has 33,570 lines to check.
            parts = line.split()
            try:
                key, value, cells = int(parts[0], 16), int(parts[1]), tuple(map(int, parts[2:]))
            except (ValueError, IndexError):
                raise BookError(f"{where}, line {number}: expected 'key value cell cell ...': {line[:80]!r}") from None
            x, o = key & full, key >> size
            occupied = x | o
            problem = (
                "the key is not a position of the board" if key < 0 or o > full or x & o
                or not 0 <= x.bit_count() - o.bit_count() <= 1
                else f"a position with more stones than the book's {deepest}" if occupied.bit_count() > deepest
                else f"the value {value} is not -1, 0 or 1" if value not in values
                else "no moves, or a move twice" if not cells or len(set(cells)) != len(cells)
                else "a move off the board or onto a stone"
                if any(not 0 <= c < size or occupied >> c & 1 for c in cells) else None
            )
            if problem is not None:
                raise BookError(f"{where}, line {number}: {problem}: {line[:80]!r}")
            entries[key] = (value, cells)
        return cls(game, fields["stones"], entries, hard_stones=fields.get("hard_stones"),
                   hard_nodes=fields.get("hard_nodes"))

    def save(self, path: Path | str) -> None:
        """Write the book as text: a header line (with the entry count and a checksum of the
        rest), then ``key value cell cell ...`` per position."""
        game = self.game
        lines = []
        for key in sorted(self.entries):
            value, cells = self.entries[key]
            lines.append(" ".join([f"{key:x}", str(value), *map(str, cells)]))
        body = "\n".join(lines) + "\n"
        header = f"{HEADER} {game.m} {game.n} {game.k} stones<={self.max_stones}"
        if self.hard_stones is not None:
            header += f" hard_stones={self.hard_stones} hard_nodes={self.hard_nodes}"
        header += f" entries={len(lines)} sha256={hashlib.sha256(body.encode('utf-8')).hexdigest()}"
        Path(path).write_text(header + "\n" + body, encoding="utf-8")


MAX_BOOK_BYTES = 64 * 2**20
"""The largest book file :meth:`OpeningBook.load` reads (the shipped 5x5 one is 0.7 MB)."""


class BookError(ValueError):
    """An opening book file that cannot be trusted: damaged, cut short, or not of this game."""


def _header_fields(where: Path, header: str, game: MNK) -> dict[str, Any]:
    """The header's fields: ``stones`` and, when present, ``hard_stones``, ``hard_nodes``,
    ``entries`` (ints) and ``sha256`` (text)."""
    expected = f"{HEADER} {game.m} {game.n} {game.k} stones<="
    if not header.startswith(expected):
        raise BookError(f"{where}, line 1: not an opening book of {game!r}: it starts {header[:80]!r}")
    stones_text, *rest = header[len(expected):].split() or [""]
    fields: dict[str, Any] = {}
    try:
        fields["stones"] = int(stones_text)
        for item in rest:  # "hard_stones=6 hard_nodes=5000 entries=33570 sha256=..."
            name, _, value = item.partition("=")
            if name not in ("hard_stones", "hard_nodes", "entries", "sha256"):
                raise ValueError(f"unknown field {name!r}")
            fields[name] = value if name == "sha256" else int(value)
    except ValueError as error:
        raise BookError(f"{where}, line 1: a damaged header ({error}): {header[:80]!r}") from error
    return fields


@functools.cache
def _shipped(game: MNK) -> OpeningBook | None:
    path = OpeningBook.path_for(game)
    if not path.is_file():
        return None
    try:
        return OpeningBook.load(game, path)
    except (BookError, OSError) as error:
        # Once per game (the cache): the board keeps playing, the solver answers alone.
        warnings.warn(f"the opening book is not used: {error}; the solver plays without it", stacklevel=3)
        return None
