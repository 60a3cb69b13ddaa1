"""The page's theme, told to the kernel: pictures drawn in the kernel follow a theme switch.

A plot is a picture the kernel draws once; by default it is drawn theme-neutral
(:mod:`ttt_lab.viz.theme`), legible on either page, since the kernel is never told of a
switch. A widget can do better than a plot: :class:`PageTheme`, a tiny `anywidget
<https://anywidget.dev>`_ module, reads JupyterLab's ``data-jp-theme-light`` off the page when
it is shown and each time it changes, and sets :attr:`PageTheme.dark`; the steppers redraw
their picture in the page's own theme when it changes (and until the page has said, draw it
neutral). Outside JupyterLab (no such attribute) it stays ``None``.

Example:
    >>> page = PageTheme()
    >>> seen = []
    >>> page.observe(lambda change: seen.append(change["new"]), names="dark")
    >>> page.dark = True  # what the browser sends when the page turns dark
    >>> page.dark, seen, page.theme_name()
    (True, [True], 'dark')
    >>> follows_page(None), follows_page("light")  # a theme chosen on purpose stays
    (True, False)
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from ttt_lab.viz.theme import PlotTheme, session_theme

_ESM = r"""
function render({ model, el }) {
  const read = () => {
    const light = document.body.dataset.jpThemeLight;
    if (light === undefined) return;  // not a JupyterLab (or Voila) page
    const dark = light === "false";
    if (model.get("dark") !== dark) {
      model.set("dark", dark);
      model.save_changes();
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, {attributes: true, attributeFilter: ["data-jp-theme-light"]});
  read();
  return () => observer.disconnect();
}
export default { render };
"""


class PageTheme(anywidget.AnyWidget):  # type: ignore[misc]  # anywidget has no type hints
    """Whether the page showing this widget is dark (``None`` until a JupyterLab page says).

    It takes no room on the page.
    """

    _esm = _ESM
    dark = traitlets.Bool(None, allow_none=True).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=widgets.Layout(display="none"), **kwargs)

    def theme_name(self) -> str | None:
        """``"dark"``, ``"light"``, or ``None`` before the page has said."""
        return None if self.dark is None else "dark" if self.dark else "light"


def follows_page(theme: str | PlotTheme | None) -> bool:
    """Whether a picture asked for in ``theme`` should follow the page's theme: when it was left
    to ``"auto"`` (directly, or as the session's choice), not when a theme was chosen."""
    return theme == "auto" or (theme is None and session_theme() == "auto")
