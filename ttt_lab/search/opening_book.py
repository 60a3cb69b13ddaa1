"""Opening books: the m,n,k solver's answers for the first few stones, computed once and stored.

Early positions are the hardest to prove: on 5x5 with k=4 a position with two or three
stones can need a hundred thousand nodes (a second or more in pure Python), while from
seven stones on the solver answers in milliseconds. So a perfect player keeps, for every
position with few stones, what :meth:`~ttt_lab.search.mnk_solver.MNKSolver.best_moves`
found: the value and the moves it chooses among. The book is built by this module's
:func:`build_book` (the same solver, run offline: ``python -m ttt_lab.search.opening_book
5 5 4 4 --hard-stones 6 --jobs 2``), stored as text under ``ttt_lab/data/``, and checked by
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

import argparse
import functools
from collections.abc import Iterable, Iterator
from importlib import resources
from pathlib import Path
from typing import TypeVar

from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.search.mnk_solver import MNKSolver

__all__ = ["OpeningBook", "book_positions", "build_book"]

HEADER = "# ttt_lab opening book"

T = TypeVar("T")


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
        """Where the book of ``game`` is stored in the package."""
        return Path(str(resources.files("ttt_lab") / "data" / f"book_{game.m}x{game.n}k{game.k}.txt"))

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


def book_positions(game: MNK, max_stones: int) -> Iterator[MNKState]:
    """One position per symmetry class: every non-terminal one with at most ``max_stones`` stones.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> [sum(1 for s in book_positions(TicTacToe(), n) if s.stones == n) for n in range(4)]
        [1, 3, 12, 38]
    """
    layer = {game.canonical_key(game.initial_state()): game.initial_state()}
    for stones in range(max_stones + 1):
        yield from layer.values()
        if stones == max_stones:
            return
        following: dict[int, MNKState] = {}
        for state in layer.values():
            for move in game.actions(state):
                child = game.result(state, move)
                if not game.is_terminal(child):
                    following.setdefault(game.canonical_key(child), child)
        layer = following


def build_book(
    game: MNK,
    max_stones: int,
    *,
    hard_stones: int | None = None,
    hard_nodes: int | None = None,
    base: OpeningBook | None = None,
    jobs: int = 1,
    progress: bool = False,
) -> OpeningBook:
    """Solve every position of :func:`book_positions` and keep the solver's answers.

    Positions up to ``max_stones`` stones share one :class:`MNKSolver` (its table makes the
    later ones quick). Positions from there to ``hard_stones`` each get a new solver, so that
    the node count says how hard the position is by itself, and are kept if it passes
    ``hard_nodes``; being independent, they can be shared out among ``jobs`` processes.

    ``base``, a book built the same way (same ``max_stones`` and ``hard_nodes``) with fewer
    hard stones, is taken as it is: only the positions deeper than it are solved.

    Raises:
        ValueError: ``jobs`` is not a positive int, or ``base`` does not fit.
    """
    if not isinstance(jobs, int) or isinstance(jobs, bool) or jobs < 1:
        raise ValueError(f"jobs must be a positive int, got {jobs!r}")
    book = OpeningBook(game, max_stones, {}, hard_stones=hard_stones, hard_nodes=hard_nodes)
    deepest = max(max_stones, hard_stones or 0)
    done = -1  # positions with this many stones or fewer come from `base`
    if base is not None:
        fits = base.game == game and base.max_stones == max_stones and base._deepest <= deepest
        if not fits or base.hard_nodes not in (None, hard_nodes):
            raise ValueError(f"{base!r} is not a smaller book of the same kind as the one asked for")
        book.entries.update(base.entries)
        done = base._deepest
    positions = [state for state in book_positions(game, deepest) if state.stones > done]
    easy = [state for state in positions if state.stones <= max_stones]
    hard = [game.board_text(state) for state in positions if state.stones > max_stones]
    shared = MNKSolver(game)
    for state in _progress(easy, progress, f"book for {game!r}"):
        key, perm = book.canonical(state)
        moves = shared.best_moves(state)
        book.entries[key] = (shared.value(state), tuple(sorted(perm[game.cell_index(cell)] for cell in moves)))
    work = [(game.m, game.n, game.k, text, hard_nodes) for text in hard]
    if jobs > 1 and work:
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            answers = list(_progress(pool.imap(_hard_entry, work, chunksize=64), progress, "hard positions", len(work)))
    else:
        answers = [_hard_entry(item) for item in _progress(work, progress, "hard positions")]
    for answer in answers:
        if answer is not None:
            key, entry = answer
            book.entries[key] = entry
    return book


def _progress(items: Iterable[T], show: bool, description: str, total: int | None = None) -> Iterable[T]:
    if not show:
        return items
    from tqdm.auto import tqdm

    return tqdm(items, desc=description, unit=" positions", total=total)  # type: ignore[no-any-return]


@functools.cache
def _game(m: int, n: int, k: int) -> MNK:
    return MNK(m, n, k)


def _hard_entry(work: tuple[int, int, int, str, int | None]) -> tuple[int, tuple[int, tuple[int, ...]]] | None:
    """Solve one position from an empty table; its book entry if it took more than ``hard_nodes`` nodes.

    A module-level function of plain arguments, so that worker processes can run it.
    """
    m, n, k, text, hard_nodes = work
    game = _game(m, n, k)
    state = game.parse(text)
    solver = MNKSolver(game)
    moves = solver.best_moves(state)
    if hard_nodes is not None and solver.nodes + solver.distance_nodes <= hard_nodes:
        return None
    key = game.canonical_key(state)
    perm = next(p for p in game.symmetries() if game.key(game.transform(state, p)) == key)
    return key, (solver.value(state), tuple(sorted(perm[game.cell_index(cell)] for cell in moves)))


def main() -> None:
    parser = argparse.ArgumentParser(description="Build an opening book into ttt_lab/data/.")
    parser.add_argument("m", type=int)
    parser.add_argument("n", type=int)
    parser.add_argument("k", type=int)
    parser.add_argument("max_stones", type=int, help="keep every position with this many stones or fewer")
    parser.add_argument("--hard-stones", type=int, help="and the hard positions up to this many stones")
    parser.add_argument("--hard-nodes", type=int, default=5000, help="hard: more nodes than this from an empty table")
    parser.add_argument("--jobs", type=int, default=1, help="processes solving the hard positions")
    parser.add_argument(
        "--extend", action="store_true", help="keep the package's book and solve only the positions deeper than it"
    )
    args = parser.parse_args()
    game = MNK(args.m, args.n, args.k)
    hard_nodes = args.hard_nodes if args.hard_stones is not None else None
    base = OpeningBook.load(game) if args.extend else None
    book = build_book(
        game,
        args.max_stones,
        hard_stones=args.hard_stones,
        hard_nodes=hard_nodes,
        base=base,
        jobs=args.jobs,
        progress=True,
    )
    path = OpeningBook.path_for(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    book.save(path)
    print(f"{book!r} written to {path}")


if __name__ == "__main__":
    main()
