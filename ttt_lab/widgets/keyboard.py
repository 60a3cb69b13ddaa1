"""What a board needs beyond ipywidgets to be played by keyboard and heard by a screen reader.

One small front-end piece (an `anywidget <https://anywidget.dev>`_ module, so it runs in
JupyterLab, Notebook 7 and Voilà alike) sits inside every board widget and, in the browser:

- moves the focus between cells with the arrow keys (any board whose cell buttons carry a
  class ``ttt-cell-R-C``, ``ttt-ucell-R-C`` or ``ttt-sq-R-C``), skipping disabled cells, and
  keeps one cell in the Tab order (a "roving tabindex": Tab passes a board in one stop);
- keeps the focus on the board: a board locks its cells while an AI thinks, and a disabled
  button loses the focus to the page; when the cell that had it is enabled again, it gets
  it back (unless the player has moved on to something else meanwhile); when the game is
  over (the board's class ``ttt-game-over``) the Restart button gets it instead; and a
  button that disables itself when pressed (AI vs AI's Play) hands the focus to the nearest
  enabled button of its row (Pause), instead of dropping it to the page;
- names each cell with its place and its content (``"row 0, column 2: X"``), not only its
  stone, so that a screen reader says where a stone is, each slider's handle with the
  slider's label and each icon-only button (the Play widget's) by its icon (ipywidgets leaves
  them nameless);
- gives the widget's pictures (a stepper's tree, a board's "show search") an ``alt`` text,
  :attr:`BoardAccess.picture`;
- holds an ``aria-live`` region, hidden from sight, that reads out what :meth:`say` is
  given: the moves played and the result (:meth:`~ttt_lab.widgets.base.GameWidget._show_status`),
  and the notice of a refused click.

Why not ``ipywidgets.HTML`` with a ``<script>``, or ``IPython.display.Javascript``: the
first never runs (``innerHTML`` does not run scripts), the second runs only in a trusted
notebook, not after reopening, and both rebuild their elements on each change, which a
live region must not do.

Example:
    >>> access = BoardAccess()
    >>> access.say("X played row 1, column 1. O to move")
    >>> access.message, access.serial
    ('X played row 1, column 1. O to move', 1)
    >>> access.say("X played row 1, column 1. O to move")  # the same words again are read again
    >>> access.serial
    2
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

_ESM = r"""
const CELL = /^ttt-(cell|ucell|sq)-(\d+)-(\d+)$/;
const ICONS = {"fa-play": "Play", "fa-pause": "Pause", "fa-stop": "Stop", "fa-retweet": "Repeat", "fa-repeat": "Repeat"};
const STEPS = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};

function cellOf(root, node) {
  const button = node instanceof Element ? node.closest("button") : null;
  if (!button || !root.contains(button)) return null;
  for (const name of button.classList) {
    const match = CELL.exec(name);
    if (match) return {button, name, kind: match[1], row: +match[2], col: +match[3]};
  }
  return null;
}

function nameControls(root, model) {
  // The pictures (a stepper's tree, a board's "show search") say what they show.
  const words = model.get("picture");
  for (const image of root.querySelectorAll("img")) {
    if (image.getAttribute("alt") !== words) image.setAttribute("alt", words);
  }
  // ipywidgets' sliders draw a handle with role="slider" and no name: give it the slider's label.
  for (const slider of root.querySelectorAll(".widget-slider")) {
    const label = slider.querySelector(".widget-label");
    const handle = slider.querySelector(".noUi-handle");
    const name = label ? label.textContent.trim() : "";
    if (handle && name && handle.getAttribute("aria-label") !== name) handle.setAttribute("aria-label", name);
  }
  // Icon-only buttons (ipywidgets' Play: play, pause, stop) are named by their icon.
  for (const button of root.querySelectorAll("button")) {
    if (button.textContent.trim() || button.getAttribute("aria-label") || button.title) continue;
    const icon = button.querySelector("i[class*='fa-']");
    const kind = icon ? [...icon.classList].find((c) => c.startsWith("fa-") && c !== "fa-fw") : null;
    if (kind) button.setAttribute("aria-label", ICONS[kind] || kind.slice(3));
  }
  nameCells(root);
}

function nameCells(root) {
  for (const button of root.querySelectorAll("button")) {
    if (!cellOf(root, button)) continue;
    const place = button.getAttribute("title") || "";
    const content = button.textContent.trim() || "empty";
    const label = place ? `${place}: ${content}` : content;
    if (button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
  }
}

function rove(root, name) {
  // One cell in the Tab order (the one last focused, at first the first): Tab passes the board
  // in one stop, even Ultimate's 81 cells, and the arrows move inside it.
  const cells = [...root.querySelectorAll("button")].filter((b) => cellOf(root, b));
  const chosen = (name && cells.find((b) => b.classList.contains(name))) || cells[0];
  for (const button of cells) {
    const wanted = button === chosen ? "0" : "-1";
    if (button.getAttribute("tabindex") !== wanted) button.setAttribute("tabindex", wanted);
  }
}

function attach(root, el, model) {
  let keep = null;  // the class of the cell that should keep the focus
  let last = null;  // the class of the cell last focused: the board's one Tab stop
  let control = null;  // the button last focused that is no cell (Play, Pause, Undo...)
  const onKey = (event) => {
    const cell = cellOf(root, event.target);
    if (!cell) return;
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();  // JupyterLab moves between notebook cells on arrows otherwise
    let [row, col] = [cell.row + step[0], cell.col + step[1]];
    for (;;) {
      const next = root.querySelector(`button.ttt-${cell.kind}-${row}-${col}`);
      if (!next) return;
      if (!next.disabled) { next.focus(); return; }
      row += step[0]; col += step[1];
    }
  };
  const onFocus = (event) => {
    const cell = cellOf(root, event.target);
    keep = cell ? cell.name : null;
    control = !cell && event.target.tagName === "BUTTON" ? event.target : null;
    if (cell) { last = cell.name; rove(root, last); }
  };
  const onFocusElsewhere = (event) => {
    if (!root.contains(event.target)) { keep = null; control = null; }
  };
  const onPointerElsewhere = (event) => {
    if (!root.contains(event.target)) { keep = null; control = null; }
  };
  const lostToPage = () => {
    const active = document.activeElement;
    // A focused button just disabled still holds the focus until the browser's next frame.
    return !active || active === document.body || active.contains(root) || active.disabled === true;
  };
  const handOn = () => {
    // A button that disables itself when pressed (AI vs AI's Play) drops the focus to the page:
    // hand it to the nearest enabled button of its row (Pause), lest a keyboard user start over.
    if (!control || !control.disabled || !lostToPage()) return;
    const row = [...control.parentElement.querySelectorAll("button")];
    const at = row.indexOf(control);
    const near = row.map((button, i) => [Math.abs(i - at) - (i < at ? 0.5 : 0), button])  // before it first: Pause -> Play
      .sort((a, b) => a[0] - b[0]).map(([, button]) => button);
    const next = near.find((button) => !button.disabled);
    if (next) next.focus({preventScroll: true});
  };
  const restore = () => {
    nameControls(root, model);
    rove(root, last);
    if (!keep) { handOn(); return; }
    // Lost to the page (or to the notebook around the board), not taken by another control.
    if (!lostToPage()) return;
    const button = root.querySelector(`button.${keep}`);
    if (button && !button.disabled) {
      button.focus({preventScroll: true});
    } else if (root.classList.contains("ttt-game-over")) {
      // The cells are locked for good: the next thing to do is a new game.
      const restart = root.querySelector("button.ttt-restart");
      if (restart && !restart.disabled) restart.focus({preventScroll: true});
    }
  };
  const observer = new MutationObserver(restore);
  observer.observe(root, {subtree: true, childList: true, characterData: true,
                          attributes: true, attributeFilter: ["disabled", "title"]});
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", onFocus);
  document.addEventListener("focusin", onFocusElsewhere);
  document.addEventListener("pointerdown", onPointerElsewhere);
  nameControls(root, model);
  rove(root, last);
  const renamed = () => nameControls(root, model);
  model.on("change:picture", renamed);
  return () => {
    model.off("change:picture", renamed);
    observer.disconnect();
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusin", onFocus);
    document.removeEventListener("focusin", onFocusElsewhere);
    document.removeEventListener("pointerdown", onPointerElsewhere);
  };
}

function render({ model, el }) {
  el.classList.add("ttt-access");
  const live = document.createElement("div");
  live.className = "ttt-announcer";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  Object.assign(live.style, {
    position: "absolute", width: "1px", height: "1px", margin: "-1px", padding: "0",
    overflow: "hidden", clip: "rect(0 0 0 0)", clipPath: "inset(50%)", whiteSpace: "nowrap", border: "0",
  });
  el.appendChild(live);
  const say = () => {
    // Emptied first, then filled: the same words twice are still a change to announce.
    live.textContent = "";
    setTimeout(() => { live.textContent = model.get("message"); }, 60);
  };
  model.on("change:serial", say);

  let detach = null;
  let tries = 0;
  const find = () => {
    // The board's root is the themed box around this element, once it is on the page.
    const root = el.isConnected ? el.closest(model.get("root")) : null;
    if (root) { detach = attach(root, el, model); return; }
    if (++tries < 600) requestAnimationFrame(find);
  };
  find();
  return () => {
    model.off("change:serial", say);
    if (detach) detach();
  };
}

export default { render };
"""


class BoardAccess(anywidget.AnyWidget):  # type: ignore[misc]  # anywidget has no type hints
    """The keyboard and screen-reader piece of a board (see the module's docstring).

    It takes no room on the page: its only element is the hidden live region. Placed in a
    stepper (``root=".ttt-stepper"``), it names the stepper's sliders.

    Attributes:
        message: the last words given to :meth:`say`.
        serial: how many times :meth:`say` was called (each call is announced, even the same words).
    """

    _esm = _ESM
    message = traitlets.Unicode("").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)
    root = traitlets.Unicode(".ttt-themed").tag(sync=True)
    """The CSS selector of the widget it serves, the nearest around it (a stepper passes its own)."""
    picture = traitlets.Unicode("a picture of the AI's search tree").tag(sync=True)
    """The ``alt`` text of the widget's pictures (a stepper says which step it shows)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=widgets.Layout(margin="0", height="0", overflow="visible"), **kwargs)

    def say(self, words: str) -> None:
        """Have screen readers read ``words`` out (politely: after what they are reading)."""
        with self.hold_sync():
            self.message = words
            self.serial += 1


def move_words(move: Any) -> str:
    """A move in the words the cells are named with (their tooltips).

    Example:
        >>> move_words((1, 2)), move_words(((7, 0), (6, 1))), move_words("b3")
        ('row 1, column 2', 'from row 7, column 0 to row 6, column 1', 'b3')
    """
    if _is_cell(move):
        return f"row {move[0]}, column {move[1]}"
    if isinstance(move, tuple) and len(move) == 2 and all(_is_cell(part) for part in move):
        return f"from {move_words(move[0])} to {move_words(move[1])}"
    return str(move)


def _is_cell(move: Any) -> bool:
    return isinstance(move, tuple) and len(move) == 2 and all(isinstance(i, int) for i in move)
