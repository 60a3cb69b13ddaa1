"""The boards' colours, taken from JupyterLab's theme: one style sheet every board widget carries.

A board's colours are CSS custom properties on its root element (class ``ttt-themed``),
built from JupyterLab's theme variables, so the same board reads well in JupyterLab Light,
JupyterLab Dark, Notebook 7 and Voilà (which use the same variables), and falls back to the
light colours where the variables are missing (the classic notebook):

=====================  ========================================================  ==========================
property               made of                                                   used for
=====================  ========================================================  ==========================
``--ttt-ink``          ``--jp-ui-font-color0`` (black in Light, white in Dark)   what the marks lean to
``--ttt-paper``        ``--jp-layout-color0`` (the page)                         what the tints lean to
``--ttt-cell``         ``--jp-layout-color2`` (a button's face)                  an empty cell
``--ttt-x``            ``--jp-brand-color1`` 60 %, ink 40 %                      X's stones
``--ttt-o``            ``--jp-error-color1`` 50 %, ink 50 %                      O's stones
``--ttt-win``          ``--jp-success-color1`` 30 %, paper 70 %                  the cells of a won line
``--ttt-allowed``      ``--jp-warn-color1`` 22 %, paper 78 %                     Ultimate: where to play
``--ttt-allowed-gap``  ``--jp-warn-color1`` 45 %, paper 55 %                     between those cells
``--ttt-frame``        ``--jp-warn-color1`` 80 %, ink 20 %                       their frame
``--ttt-closed``       ``--ttt-cell`` 50 %, paper 50 %                           Ultimate: a drawn board
=====================  ========================================================  ==========================

Why mixed colours rather than the theme's own: a mark must contrast with its cell by WCAG
AA (4.5:1) in both themes, and no single theme colour does (Dark's ``--jp-error-color1`` on
its ``--jp-layout-color2`` is 2.7:1). Mixing a mark toward the theme's text colour darkens it
in Light and lightens it in Dark, and mixing a tint toward the page does the opposite, so
the contrast holds whichever way the theme goes. Measured in Chromium, in JupyterLab 4.6
(``tests/browser/test_theme_browser.py`` reads the computed colours off the page; lowest
ratios): X 8.2 and O 10.4 on an empty cell in Light, 5.1 and 5.1 in Dark; X on a won line's
green 6.5 in Light, 5.8 in Dark; O in Ultimate's allowed board 9.7 in Light, 6.4 in Dark.

The last move wears a ring in its own stone's colour (``ttt-last-move``), so the ring
contrasts with its cell as much as the stone does. Cat and Mice is a wooden checkerboard in
every theme, like a picture of one: its pieces are drawn in near-black, 5.5:1 on the dark
squares and more on every other square colour it uses.

Example:
    >>> ".ttt-themed" in BOARD_CSS and "--jp-brand-color1" in BOARD_CSS
    True
    >>> board_css(".ttt-board .ttt-cell { padding: 0; }").count("<style>")
    1
"""

from __future__ import annotations

THEMED = "ttt-themed"
"""The CSS class of every board widget's root: the element the colour properties are set on."""

_PALETTE = """
.ttt-themed {
  --ttt-ink: var(--jp-ui-font-color0, #000);
  --ttt-paper: var(--jp-layout-color0, #fff);
  --ttt-cell: var(--jp-layout-color2, #eee);
  --ttt-x: color-mix(in srgb, var(--jp-brand-color1, #1976d2) 60%, var(--ttt-ink));
  --ttt-o: color-mix(in srgb, var(--jp-error-color1, #d32f2f) 50%, var(--ttt-ink));
  --ttt-win: color-mix(in srgb, var(--jp-success-color1, #388e3c) 30%, var(--ttt-paper));
  --ttt-allowed: color-mix(in srgb, var(--jp-warn-color1, #f57c00) 22%, var(--ttt-paper));
  --ttt-allowed-gap: color-mix(in srgb, var(--jp-warn-color1, #f57c00) 45%, var(--ttt-paper));
  --ttt-frame: color-mix(in srgb, var(--jp-warn-color1, #f57c00) 80%, var(--ttt-ink));
  --ttt-closed: color-mix(in srgb, var(--ttt-cell) 50%, var(--ttt-paper));
}
@supports not (color: color-mix(in srgb, red 50%, blue)) {
  /* Browsers before color-mix (2023): the Light theme's mixtures, worked out. */
  .ttt-themed {
    --ttt-x: #0f477e; --ttt-o: #6a1818; --ttt-win: #c3ddc4;
    --ttt-allowed: #fde5cc; --ttt-allowed-gap: #fac48c; --ttt-frame: #c46300; --ttt-closed: #f6f6f6;
  }
}
"""

FOCUS_CSS = """
/* Every focusable control, not the cells only: menus, tick boxes, sliders, tabs, the steppers'.
   !important: ipywidgets' dropdowns say "outline: none !important" even when focused. */
:is(.ttt-themed, .ttt-stepper, .ttt-mcts-stepper, .ttt-explorer, .ttt-arcade)
    :is(button, select, input, textarea, [tabindex], [contenteditable]):focus-visible:focus-visible {
  outline: 3px solid var(--jp-brand-color1, #1976d2) !important; outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--jp-layout-color0, #fff);
}
"""
"""The focus ring of every focusable control (``:focus-visible``: shown to keyboard users, not
on a click); its specificity outranks ipywidgets' 1 px outline and border colours. Boards carry
it in :data:`BOARD_CSS`; the steppers and the tree explorer carry it alone, since a page may
show them without any board."""

_SHARED_RULES = """
.ttt-themed .jupyter-button.ttt-stone-X { color: var(--ttt-x); }
.ttt-themed .jupyter-button.ttt-stone-O { color: var(--ttt-o); }
.ttt-themed .jupyter-button.ttt-win { background-color: var(--ttt-win); }
.ttt-themed .jupyter-button.ttt-last-move { box-shadow: inset 0 0 0 3px currentColor; }
.ttt-themed .jupyter-button.ttt-occupied:enabled { cursor: not-allowed; }
.ttt-themed .jupyter-button.ttt-occupied:disabled { opacity: 1; cursor: default; }
.ttt-themed .ttt-output pre { white-space: pre-wrap; word-break: normal; overflow-wrap: anywhere; }
.ttt-themed .widget-label.ttt-status { white-space: normal; height: auto; line-height: 1.3; }
.ttt-themed .ttt-level-info :is(.widget-html-content, .jupyter-widget-html-content) { line-height: 1.4; }
.ttt-arcade .lm-TabBar-tab.lm-TabBar-tab:not(.lm-mod-current) { color: var(--jp-ui-font-color1, #000); }
.ttt-themed .jupyter-button.jupyter-button:focus-visible {
  outline: 3px solid var(--jp-brand-color1, #1976d2); outline-offset: 2px; z-index: 1;
  box-shadow: 0 0 0 2px var(--ttt-paper);
}
.ttt-themed .jupyter-button.jupyter-button.ttt-last-move:focus-visible {
  box-shadow: inset 0 0 0 3px currentColor, 0 0 0 2px var(--ttt-paper);
}
"""
"""Stones in their colours (over ipywidgets' own, hence ``.jupyter-button`` in each selector),
a won line's cells, the last move's ring, occupied cells that refuse a click with a notice,
notices that wrap (a state written on one line is longer than any board), a status line that wraps
rather than being cut off (ipywidgets' labels keep to one line of 28 px: a fallback's note,
"O: perfect play not proven in 50,000 nodes and 10 s; ...", is wider than a 3x3 board), a level's
description whose wrapped lines sit as close as a paragraph's (ipywidgets' HTML lines are a
control's 28 px apart, so its two lines read as two notes), and the arcade's
inactive tab titles in the theme's main text colour: ipywidgets' grey reads 4.46:1 on the
tab in Light and 4.23:1 in Dark (axe-core measured), under AA's 4.5:1; and a keyboard focus
that shows, a 3 px ring in the theme's brand colour around the focused button (ipywidgets'
own is a 1 px line in a pale blue, hard to find on a board; its menus, tick boxes and sliders
had only a border that changes colour), the same on every focusable control of a board, the
arcade, the steppers and the tree explorer, set off from the control by a 2 px band of the
page's colour: Cat and Mice's brown squares are close to the blue in lightness
(1.5:1 in Light), the band against the ring is 4.6:1 (Light) and 6.0:1 (Dark)."""

BOARD_CSS = _PALETTE + FOCUS_CSS + _SHARED_RULES
"""The colour properties and the rules every board shares, without the ``<style>`` element."""


def board_css(own_rules: str = "") -> str:
    """A ``<style>`` element with :data:`BOARD_CSS` and a board's ``own_rules``."""
    return f"<style>\n{BOARD_CSS}{own_rules}\n</style>"


def stone_class(stone: str | None) -> str | None:
    """The CSS class that colours ``stone`` (``"ttt-stone-X"``), or ``None`` for an empty cell.

    Example:
        >>> stone_class("O"), stone_class(None)
        ('ttt-stone-O', None)
    """
    return None if stone is None else f"ttt-stone-{stone}"
