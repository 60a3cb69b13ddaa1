"""Many small shapes drawn as ONE matplotlib collection: markers, ghosts, and text as outlines.

A tree plot shows hundreds of values; hundreds of separate Text artists take seconds to lay
out and draw, while outlines composed from a per-character cache draw in a single pass, and
a collection's paths and offsets can be changed in place from one frame to the next (the
stepper's). :func:`glyph_collection` makes such a collection, :func:`set_glyphs` fills it,
:func:`text_outline` turns a short text into a path and :data:`MARKER_PATHS` holds the
markers' outlines.

Example:
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> values = glyph_collection(ax, "values", zorder=4, facecolors="#111111")
    >>> set_glyphs(values, [text_outline("-1", 9.0, 0.0), MARKER_PATHS["^"]], [(0.0, 0.0), (1.0, 0.0)], 1.0)
    >>> len(values.get_paths()), values.get_offsets().tolist()
    (2, [[0.0, 0.0], [1.0, 0.0]])
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.collections import PathCollection
    from matplotlib.path import Path

__all__ = ["MARKER_PATHS", "glyph_collection", "points_array", "set_glyphs", "text_outline"]


class MarkerPaths(dict):  # type: ignore[type-arg]
    """Marker outlines in points by matplotlib marker name (``"^"``, ``"v"``), each built on
    first use: importing this module loads no matplotlib."""

    def __missing__(self, shape: str) -> Path:
        from matplotlib.markers import MarkerStyle

        marker = MarkerStyle(shape)
        path = self[shape] = marker.get_path().transformed(marker.get_transform())
        return path


MARKER_PATHS = MarkerPaths()


def glyph_collection(ax: Axes, gid: str, zorder: float, **style: Any) -> PathCollection:
    """An empty collection of one path per item (pruned ghosts, value outlines), for :func:`set_glyphs`.

    One collection with per-item paths keeps "one marker per pruned move" easy to count, and
    draws hundreds of values in a single pass where separate Text artists would take seconds.
    """
    from matplotlib.collections import PathCollection
    from matplotlib.transforms import IdentityTransform

    collection = PathCollection([], sizes=[], offsets=points_array([]), offset_transform=ax.transData, zorder=zorder,
                                **style)
    collection.set_gid(gid)
    ax.add_collection(collection, autolim=False)
    # As in scatter: paths are in points (scaled by sizes), only offsets are in data space.
    collection.set_transform(IdentityTransform())
    return collection


def set_glyphs(collection: PathCollection, paths: list[Path], points: Sequence[tuple[float, float]],
               size: float) -> None:
    """Replace what ``collection`` draws: ``paths[i]`` at ``points[i]`` (data coordinates), scaled by ``size``."""
    collection.set_paths(paths)
    collection.set_offsets(points_array(points))
    collection.set_sizes([size] * len(paths))


@functools.lru_cache(maxsize=4096)
def text_outline(text: str, size: float, dy: float) -> Path:
    """``text`` as a path in points, centred on (0, ``dy``)."""
    import numpy as np
    from matplotlib.path import Path

    vertices: list[Any] = []
    codes: list[Any] = []
    x = 0.0
    for char in text:
        glyph, glyph_codes, advance = glyph_outline(char, size)
        if len(glyph):
            vertices.append(glyph + (x, 0.0))
            codes.append(glyph_codes)
        x += advance
    if not vertices:
        return Path([(0.0, 0.0)])
    digit = glyph_outline("0", size)[0]
    height = float(digit[:, 1].max()) if len(digit) else size * 0.7
    return Path(np.concatenate(vertices) - (x / 2, height / 2 - dy), np.concatenate(codes))


@functools.lru_cache(maxsize=512)
def glyph_outline(char: str, size: float) -> tuple[Any, Any, float]:
    """One character's bold outline at ``size`` points (vertices, codes), and the pen's advance."""
    import numpy as np
    from matplotlib.font_manager import FontProperties
    from matplotlib.path import Path
    from matplotlib.textpath import TextPath, text_to_path

    prop = FontProperties(size=size, weight="bold")
    width, _, _ = text_to_path.get_text_width_height_descent(char, prop, ismath=False)
    path = TextPath((0, 0), char, prop=prop)
    vertices = np.asarray(path.vertices, dtype=float).reshape(-1, 2)
    codes = np.asarray(path.codes if path.codes is not None else [], dtype=np.uint8)
    if len(codes) != len(vertices):  # a path without codes is one polyline
        codes = np.full(len(vertices), Path.LINETO, dtype=np.uint8)
        if len(codes):
            codes[0] = Path.MOVETO
    return vertices, codes, float(width)


def points_array(points: Sequence[tuple[float, float]]) -> Any:
    """An (n, 2) array, even for n = 0 (``offsets=None`` would mean one point at the origin)."""
    import numpy as np

    return np.asarray(points, dtype=float).reshape(-1, 2)
