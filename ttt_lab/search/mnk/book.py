"""Opening books: the m,n,k solver's answers for the first few stones, computed once and stored.

Early positions are the hardest to prove: on 5x5 with k=4 a position with two or three
stones can need a hundred thousand nodes (a second or more in pure Python), while from
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
from pathlib import Path

from ttt_lab.games.mnk import MNK, Cell, MNKState

__all__ = ["HEADER", "OpeningBook"]

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
        """Read the book of ``game`` (from the package unless ``path`` is given).

        Raises:
            FileNotFoundError: there is no book for this game.
            ValueError: the file is not a book of this game.
        """
        where = cls.path_for(game) if path is None else Path(path)
        lines = where.read_text(encoding="utf-8").splitlines()
        expected = f"{HEADER} {game.m} {game.n} {game.k} stones<="
        if not lines or not lines[0].startswith(expected):
            raise ValueError(f"{where} is not an opening book of {game!r}: it starts {lines[:1]!r}")
        fields = lines[0][len(expected):].split()
        max_stones = int(fields[0])
        hard = dict(field.split("=") for field in fields[1:])  # "hard_stones=5 hard_nodes=5000"
        hard_stones = int(hard["hard_stones"]) if "hard_stones" in hard else None
        hard_nodes = int(hard["hard_nodes"]) if "hard_nodes" in hard else None
        entries: dict[int, tuple[int, tuple[int, ...]]] = {}
        for number, line in enumerate(lines[1:], start=2):
            try:
                key_text, value_text, *cells = line.split()
                entries[int(key_text, 16)] = (int(value_text), tuple(map(int, cells)))
            except ValueError as error:
                raise ValueError(f"{where}, line {number}: expected 'key value cells...', got {line!r}") from error
        return cls(game, max_stones, entries, hard_stones=hard_stones, hard_nodes=hard_nodes)

    def save(self, path: Path | str) -> None:
        """Write the book as text: a header line, then ``key value cell cell ...`` per position."""
        game = self.game
        header = f"{HEADER} {game.m} {game.n} {game.k} stones<={self.max_stones}"
        if self.hard_stones is not None:
            header += f" hard_stones={self.hard_stones} hard_nodes={self.hard_nodes}"
        lines = [header]
        for key in sorted(self.entries):
            value, cells = self.entries[key]
            lines.append(" ".join([f"{key:x}", str(value), *map(str, cells)]))
        Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


@functools.cache
def _shipped(game: MNK) -> OpeningBook | None:
    return OpeningBook.load(game) if OpeningBook.path_for(game).is_file() else None
