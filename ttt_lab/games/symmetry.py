"""A rectangular board's symmetries, and applying one to a position key fast: one table
look-up per byte of the key.

A symmetry permutes the bits of a key (each stone moves to its image cell). Looping over the
cells for every key is slow in Python; instead, for every byte of the key and every value
that byte can take, precompute where its bits land. A key's image is then the OR of one
look-up per byte. MNK boards and Ultimate both key transposition tables this way.

Example:
    >>> swap = byte_permutation_tables([1, 0], key_bits=2)  # two bits that trade places
    >>> apply_tables(swap, 0b01), apply_tables(swap, 0b10), apply_tables(swap, 0b11)
    (2, 1, 3)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def rectangle_symmetries(m: int, n: int) -> list[tuple[int, ...]]:
    """The symmetries of an ``m`` (columns) by ``n`` (rows) board as permutations of cell
    indices ``row * m + col``: the identity first, then the two mirrors and the half turn;
    a square board adds the four maps through its diagonals (8 in all, else 4).

    Example:
        >>> [len(rectangle_symmetries(3, 3)), len(rectangle_symmetries(4, 3))]
        [8, 4]
        >>> rectangle_symmetries(2, 1)  # one row of two cells: the mirror swaps them
        [(0, 1), (1, 0), (0, 1), (1, 0)]
    """
    maps: list[Callable[[int, int], tuple[int, int]]] = [
        lambda r, c: (r, c),
        lambda r, c: (r, m - 1 - c),
        lambda r, c: (n - 1 - r, c),
        lambda r, c: (n - 1 - r, m - 1 - c),
    ]
    if m == n:
        maps += [
            lambda r, c: (c, r),
            lambda r, c: (c, n - 1 - r),
            lambda r, c: (m - 1 - c, r),
            lambda r, c: (m - 1 - c, n - 1 - r),
        ]
    cells = [(r, c) for r in range(n) for c in range(m)]
    return [tuple(row * m + col for row, col in (f(r, c) for r, c in cells)) for f in maps]


def byte_permutation_tables(permutation: Sequence[int], key_bits: int) -> list[list[int]]:
    """For each byte of a ``key_bits``-bit key, a table from that byte's value to its bits'
    images under ``permutation`` (bit ``i`` goes to bit ``permutation[i]``)."""
    chunks = []
    for start in range(0, key_bits, 8):
        table = []
        for value in range(256):
            image = 0
            for offset in range(8):
                if value >> offset & 1 and start + offset < key_bits:
                    image |= 1 << permutation[start + offset]
            table.append(image)
        chunks.append(table)
    return chunks


def apply_tables(chunks: list[list[int]], key: int) -> int:
    """The image of ``key`` under the permutation ``chunks`` were built for."""
    image = 0
    for table in chunks:
        image |= table[key & 0xFF]
        key >>= 8
    return image
