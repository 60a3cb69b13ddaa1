"""Build a game's retrograde table offline and write it where the package ships it.

``python -m ttt_lab.search.build_retrograde [module:Class]`` runs
:func:`~ttt_lab.search.retrograde.retrograde` on the game (default: Cat and Mice, about 15 s
and 90 MB) and saves the table under ``ttt_lab/data/``, where
:func:`~ttt_lab.search.retrograde.shipped_table` reads it. A test rebuilds the Cat and Mice
table and compares it with the shipped bytes, so the file is always what this code computes.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from ttt_lab.core import HasPositionIndex
from ttt_lab.search.retrograde import retrograde, shipped_path


def main(argv: list[str] | None = None) -> None:
    """Build a game's table and write it where :func:`~ttt_lab.search.retrograde.shipped_table` looks.

    ``python -m ttt_lab.search.build_retrograde [module:Class]`` (default: Cat and Mice,
    ``ttt_lab.games.cat_mice:CatAndMice``, the game the package ships a table for). The
    game must number its positions (:class:`~ttt_lab.core.HasPositionIndex`).
    """
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("game", nargs="?", default="ttt_lab.games.cat_mice:CatAndMice",
                        help="the game's class, as module:Class (built with no arguments)")
    args = parser.parse_args(argv)
    module, _, name = args.game.partition(":")
    game: Any = getattr(importlib.import_module(module), name)()
    numbers_its_positions = isinstance(game, HasPositionIndex)  # kept apart: game stays Any for retrograde()
    if not numbers_its_positions:
        raise SystemExit(f"{game!r} does not number its positions (HasPositionIndex): its table could not be saved")
    table = retrograde(game)
    path = shipped_path(game.position_scheme)
    table.save(path)
    deepest = table.layers()[-1][0]
    print(f"{game!r}: {len(table):,} positions in {table.seconds:.1f} s, the farthest {deepest} plies from"
          f" the end; wrote {path} ({path.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
