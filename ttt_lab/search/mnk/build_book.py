"""Building opening books offline: solve every early position and keep the solver's answers.

``python -m ttt_lab.search.mnk.build_book 5 5 4 4 --hard-stones 6 --jobs 2`` wrote the
package's 5x5 k=4 book (an hour on two cores); :class:`~ttt_lab.search.mnk.book.OpeningBook`
reads it. Kept apart from the book itself so that the solver, which reads books, and the
builder, which runs the solver, do not import each other.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Iterable, Iterator
from typing import TypeVar

from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.search.mnk.book import OpeningBook
from ttt_lab.search.mnk.solver import MNKSolver

__all__ = ["book_positions", "build_book"]

T = TypeVar("T")


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
        fits = base.game == game and base.max_stones == max_stones and base.deepest <= deepest
        if not fits or base.hard_nodes not in (None, hard_nodes):
            raise ValueError(f"{base!r} is not a smaller book of the same kind as the one asked for")
        book.entries.update(base.entries)
        done = base.deepest
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
