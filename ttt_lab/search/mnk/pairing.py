"""Pairing strategies: a static proof that a side can never complete a line.

If the empty cells hold disjoint pairs such that every line still open for a side (the
*maker*) contains a whole pair, the other side answers each of the maker's moves into a
pair with the other cell of that pair, and the maker never completes a line (Hales and
Jewett's pairing argument; J. Beck, "Combinatorial Games: Tic-Tac-Toe Theory", 2008, ch. 1).
The m,n,k solver asks for one where a draw bound would end the search (technique
``pairing`` of :class:`~ttt_lab.search.mnk.MNKSolver`).

Example:
    >>> from ttt_lab.games.mnk import MNK
    >>> game = MNK(3, 3, 3)
    >>> blocking_pairs = build_pairing(game.size, game.line_masks)
    >>> blocking_pairs(0, 0) is None  # on the empty 3x3 board no pairing stops X
    True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

PAIRING_STEPS = 50
"""The most pairs one search for a pairing strategy may place (measured on 7x4x4: 30 finds
nearly all that 200 does; 5 finds far fewer)."""


def build_pairing(size: int, masks: Sequence[int]) -> Callable[[int, int], list[int] | None]:
    """The search for a pairing strategy over the lines ``masks`` of a board of ``size`` cells.

    It returns ``blocking_pairs(maker, breaker)``: the pairs (each a bitmask of two empty
    cells) for the bitboards of the two sides, or ``None`` when none was found within
    :data:`PAIRING_STEPS` steps (so ``None`` means "none found", not "none exists").
    """
    # For every line, the pairs of its cells; for every pair, the lines holding both.
    pairs_in: dict[int, list[int]] = {}
    lines_with: dict[int, list[int]] = {}
    for line in masks:
        cells = [c for c in range(size) if line >> c & 1]
        pairs_in[line] = []
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                pair = 1 << a | 1 << b
                pairs_in[line].append(pair)
                lines_with.setdefault(pair, []).append(line)

    def blocking_pairs(maker: int, breaker: int) -> list[int] | None:
        """Disjoint pairs of empty cells with a whole pair in every line open for ``maker``, or None."""
        steps = PAIRING_STEPS

        def cover(open_lines: list[int], taken: int) -> list[int] | None:
            # `taken`: stones and cells already paired; `open_lines`: lines with no pair yet.
            nonlocal steps
            if not open_lines:
                return []
            steps -= 1
            if steps < 0:
                return None
            # The line with fewest free pairs, i.e. fewest free cells: fail fast.
            fewest = size + 1
            narrowest = 0
            for line in open_lines:
                free_cells = (line & ~taken).bit_count()
                if free_cells < fewest:
                    if free_cells < 2:
                        return None
                    fewest = free_cells
                    narrowest = line
                    if free_cells == 2:
                        break
            choices = [pair for pair in pairs_in[narrowest] if not pair & taken]
            if len(choices) > 1:  # the pair that settles most lines first
                still_open = set(open_lines)
                choices.sort(key=lambda pair: sum(line in still_open for line in lines_with[pair]), reverse=True)
            for pair in choices:
                rest = cover([line for line in open_lines if line & pair != pair], taken | pair)
                if rest is not None:
                    return [pair, *rest]
            return None

        return cover([line for line in masks if not line & breaker], maker | breaker)

    return blocking_pairs
