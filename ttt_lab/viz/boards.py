"""The old home of the m,n,k board pictures, now :mod:`ttt_lab.viz.mnk_boards`.

Kept only while notebook 05 still imports ``mnk_board_svg`` from here; delete it once the
notebook imports from :mod:`ttt_lab.viz.mnk_boards`.
"""

from ttt_lab.viz.mnk_boards import CELL, LINE_COLOUR, O_COLOUR, PAIR_COLOUR, X_COLOUR, mnk_board_svg

__all__ = ["CELL", "LINE_COLOUR", "O_COLOUR", "PAIR_COLOUR", "X_COLOUR", "mnk_board_svg"]
