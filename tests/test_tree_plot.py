"""Tree plots and the comparison view, checked through the matplotlib artists they create."""

from __future__ import annotations

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib

matplotlib.use("Agg")

import itertools
import warnings
from collections.abc import Iterator
from typing import Any

import pytest
from matplotlib.collections import LineCollection

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import aima_figure_5_2, random_tree
from ttt_lab.search import SearchTree, TranspositionTable, alphabeta, minimax
from ttt_lab.viz.compare import COMPARED, compare_searches, plot_comparison
from ttt_lab.viz.theme import ENVIRONMENT_VARIABLE, plot_theme, set_plot_theme
from ttt_lab.viz.tree_plot import (
    PV_COLOUR,
    PV_WIDTH,
    find_artist,
    node_name,
    plot_tree,
    tree_layout,
    value_text,
)

GAME = TicTacToe()
POSITIONS = {
    4: "XOX/.O./X..",
    5: "XO./.X./O..",
    6: "XO./.X./...",
}


@pytest.fixture(autouse=True)
def _close_figures() -> Iterator[None]:
    yield
    import matplotlib.pyplot as plt

    plt.close("all")


def record(game: Any, state: Any, search: Any = alphabeta, **kwargs: Any) -> tuple[SearchTree, Any]:
    tree = SearchTree()
    result = search(game, state, observer=tree, **kwargs)
    return tree, result


def offsets(fig: Any, gid: str) -> list[tuple[float, float]]:
    return [tuple(p) for p in find_artist(fig, gid).get_offsets()]  # type: ignore[attr-defined]


def node_marker_count(fig: Any) -> int:
    return len(offsets(fig, "nodes-max")) + len(offsets(fig, "nodes-min"))


def test_positions_have_the_empty_cells_their_names_say() -> None:
    for empties, text in POSITIONS.items():
        state = GAME.parse(text)
        assert len(GAME.actions(state)) == empties and not GAME.is_terminal(state)


# ------------------------------------------------------------------ AIMA Figure 5.2


def test_aima_tree_has_a_marker_per_node_and_per_pruned_move() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    fig = plot_tree(tree, game=game)
    assert node_marker_count(fig) == len(tree) == 11
    assert len(offsets(fig, "nodes-max")) == sum(1 for n in tree if n.maximizing)
    assert len(offsets(fig, "pruned")) == tree.pruned_count() == 2
    # the two ghosts hang below C, the node that cut, joined to it by dashed edges
    layout = tree_layout(tree)
    c = next(n for n in tree if n.pruned)
    assert node_name(c, game) == "C"
    assert sorted(offsets(fig, "pruned")) == sorted(layout.pruned.values())
    assert all(y == -2 for _, y in offsets(fig, "pruned"))
    dashed = find_artist(fig, "pruned-edges")
    assert [next(map(tuple, seg)) for seg in dashed.get_segments()] == [layout.pos[c.id]] * 2  # type: ignore[attr-defined]
    assert all(style[1] is not None for style in dashed.get_linestyles())  # type: ignore[attr-defined]


def test_aima_names_and_values_are_written() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    fig = plot_tree(tree, game=game)
    names = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "name"]
    assert names == ["A", "B", "C", "D"]
    values = find_artist(fig, "values").values  # type: ignore[attr-defined]
    assert values == [value_text(n.value) for n in tree]
    assert values[:3] == ["3", "3", "3"] and values[5:7] == ["2", "2"]
    moves = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "move"]
    assert sorted(moves) == sorted(["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3"])


def test_pv_edges_are_the_bold_ones() -> None:
    game = aima_figure_5_2()
    tree, result = record(game, game.initial_state())
    fig = plot_tree(tree, game=game)
    layout = tree_layout(tree)
    pv = find_artist(fig, "pv-edges")
    segments = [tuple(map(tuple, seg)) for seg in pv.get_segments()]  # type: ignore[attr-defined]
    pv_nodes = tree.pv_nodes()
    assert len(segments) == len(result.pv) == 2
    assert segments == [(layout.pos[a.id], layout.pos[b.id]) for a, b in itertools.pairwise(pv_nodes)]
    widths = {c.get_gid(): max(c.get_linewidths()) for c in fig.axes[0].collections if isinstance(c, LineCollection)}
    assert widths["pv-edges"] == PV_WIDTH
    assert all(w < PV_WIDTH for gid, w in widths.items() if gid != "pv-edges")


def test_layout_spreads_leaves_in_visit_order_and_centres_parents() -> None:
    game = random_tree((1, 3), 4, seed=5)
    tree, _ = record(game, game.initial_state(), minimax)
    layout = tree_layout(tree)
    leaves = [n for n in tree if not n.children]
    xs = [layout.pos[n.id][0] for n in leaves]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    for node in tree:
        assert layout.pos[node.id][1] == -node.depth
        if node.children:
            first, last = layout.pos[node.children[0]][0], layout.pos[node.children[-1]][0]
            assert layout.pos[node.id][0] == (first + last) / 2
    assert layout.pos[0][1] == 0 and max(y for _, y in layout.pos.values()) == 0


# ------------------------------------------------------------------ real positions


@pytest.mark.parametrize("empties", sorted(POSITIONS))
def test_real_positions_draw_every_node_pruned_move_and_pv_edge(empties: int) -> None:
    state = GAME.parse(POSITIONS[empties])
    tree, result = record(GAME, state)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # within the default limits: no size warning
        fig = plot_tree(tree, game=GAME, fit_width=False)
    assert node_marker_count(fig) == len(tree) == result.nodes
    assert len(offsets(fig, "pruned")) == tree.pruned_count() > 0
    assert len(find_artist(fig, "pv-edges").get_segments()) == len(result.pv)  # type: ignore[attr-defined]
    assert len(find_artist(fig, "edges").get_segments()) == len(tree) - 1 - len(result.pv)  # type: ignore[attr-defined]
    assert not [t for t in fig.axes[0].texts if t.get_gid() == "size-note"]


def test_small_boards_get_mini_boards() -> None:
    state = GAME.parse(POSITIONS[4])
    tree, _ = record(GAME, state)
    assert len(tree) <= 40
    fig = plot_tree(tree, game=GAME)
    boards = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "mini-board"]
    assert len(boards) == len(tree)
    assert boards[0] == str(state).replace(".", "·")
    fig = plot_tree(tree, game=GAME, mini_boards=False)
    assert not [t for t in fig.axes[0].texts if t.get_gid() == "mini-board"]


def test_depth_cut_leaves_and_table_hits_are_marked() -> None:
    state = GAME.parse(POSITIONS[6])
    tree, _ = record(GAME, state, depth=2, evaluate=lambda s: 0.0)
    fig = plot_tree(tree, game=GAME, fit_width=False)
    cut = [n for n in tree if n.kind == "cutoff"]
    assert cut and len(offsets(fig, "cutoff-marks")) == len(cut)
    assert offsets(fig, "table-marks") == []

    tree, result = record(GAME, GAME.parse(POSITIONS[5]), table=TranspositionTable())
    fig = plot_tree(tree, game=GAME, fit_width=False)
    hits = [n for n in tree if n.kind == "table"]
    assert hits and len(offsets(fig, "table-marks")) == len(hits) == result.stats["table_hits"]
    labels = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert "transposition table hit" in labels and "pruned (never searched)" in labels


def test_pruned_ghosts_can_be_left_out() -> None:
    state = GAME.parse(POSITIONS[6])
    tree, _ = record(GAME, state)
    fig = plot_tree(tree, game=GAME, show_pruned=False, fit_width=False)
    assert offsets(fig, "pruned") == [] and find_artist(fig, "pruned-edges").get_segments() == []  # type: ignore[attr-defined]
    assert node_marker_count(fig) == len(tree)
    assert tree_layout(tree, pruned=False).width < tree_layout(tree).width


def test_window_text_shows_alpha_beta_at_entry_and_exit() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    fig = plot_tree(tree, game=game, show_window=True)
    windows = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "window"]
    assert windows[0] == "[-∞,+∞]→[3,+∞]"
    assert "[3,+∞]→[3,+∞]" in windows  # C: entered with alpha=3, cut without changing it


# ------------------------------------------------------------------ size limits


def test_size_limit_shows_whole_levels_and_says_what_is_missing() -> None:
    state = GAME.parse(POSITIONS[6])
    tree, _ = record(GAME, state)
    layout = tree_layout(tree, max_nodes=60)
    with pytest.warns(UserWarning, match="left out") as caught:
        fig = plot_tree(tree, game=GAME, max_nodes=60, fit_width=False)
    shown = [n for n in tree if n.depth <= layout.depth_shown]
    assert node_marker_count(fig) == len(shown) == len(layout.shown) <= 60
    assert len([n for n in tree if n.depth <= layout.depth_shown + 1]) > 60  # the next level would not fit
    note = find_artist(fig, "size-note").get_text()  # type: ignore[attr-defined]
    assert f"of {len(tree):,} nodes" in note and f"max_nodes={len(tree)}" in note
    assert str(caught[0].message).endswith(note)
    # pruned moves are drawn only where their level is shown
    expected = sum(len(n.pruned) for n in shown if n.depth < layout.depth_shown)
    assert len(offsets(fig, "pruned")) == expected


def test_max_depth_limit() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    with pytest.warns(UserWarning, match="max_depth=2"):
        fig = plot_tree(tree, game=game, max_depth=1)
    assert node_marker_count(fig) == 4
    assert offsets(fig, "pruned") == []
    assert len(find_artist(fig, "pv-edges").get_segments()) == 1  # type: ignore[attr-defined]


def test_visit_order_fallback_when_levels_do_not_fit() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    with pytest.warns(UserWarning, match="visit order"):
        fig = plot_tree(tree, game=game, max_nodes=3)
    assert node_marker_count(fig) == 3
    assert tree_layout(tree, max_nodes=3).shown == [0, 1, 2]


def test_bad_arguments_are_value_errors() -> None:
    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    with pytest.raises(ValueError, match="max_nodes"):
        plot_tree(tree, max_nodes=0)
    with pytest.raises(ValueError, match="max_depth"):
        plot_tree(tree, max_depth=-1)
    with pytest.raises(ValueError, match="label"):
        plot_tree(tree, label="colour")
    with pytest.raises(ValueError, match="empty"):
        plot_tree(SearchTree())


def test_draws_on_a_given_axes() -> None:
    import matplotlib.pyplot as plt

    game = aima_figure_5_2()
    tree, _ = record(game, game.initial_state())
    fig, ax = plt.subplots()
    assert plot_tree(tree, ax, game=game, legend=False) is fig
    assert ax.get_legend() is None and node_marker_count(fig) == 11


# ------------------------------------------------------------------ comparison view


def test_compare_searches_agree_on_the_value_and_differ_in_work() -> None:
    state = GAME.parse(POSITIONS[5])
    rows = compare_searches(GAME, state)
    by_name = {row["algorithm"]: row for row in rows}
    assert list(by_name) == list(COMPARED)
    assert len({row["value"] for row in rows}) == 1
    assert by_name["minimax"]["value"] == minimax(GAME, state).value
    for row in rows:
        assert row["nodes"] == len(row["tree"]) and row["pruned"] == row["tree"].pruned_count()
        assert row["empty_cells"] == 5 and row["position"] == "XO./.X./O.."
    assert by_name["minimax"]["pruned"] == 0
    assert by_name["alphabeta"]["nodes"] < by_name["alphabeta strict"]["nodes"] <= by_name["minimax"]["nodes"]
    assert by_name["alphabeta+order"]["nodes"] < by_name["alphabeta"]["nodes"]
    assert by_name["alphabeta+table"]["table_hits"] > 0
    assert by_name["alphabeta+table"]["nodes"] < by_name["alphabeta"]["nodes"]
    with pytest.raises(ValueError, match="unknown configuration"):
        compare_searches(GAME, state, names=["bogo"])


def test_plot_comparison_bars_and_trees() -> None:
    game = aima_figure_5_2()
    rows = compare_searches(game, game.initial_state())
    fig = plot_comparison(rows, game=game)
    bars = fig.findobj(lambda a: a.get_gid() == "node-bar")
    assert [bar.get_width() for bar in bars] == [row["nodes"] for row in rows]  # type: ignore[attr-defined]
    assert len(fig.axes) == 1 + len(rows)
    for ax, row in zip(fig.axes[1:], rows, strict=True):
        markers = [c for c in ax.collections if c.get_gid() in ("nodes-max", "nodes-min")]
        assert sum(len(c.get_offsets()) for c in markers) == row["nodes"]  # type: ignore[attr-defined]

    big = compare_searches(GAME, GAME.parse(POSITIONS[6]), names=["minimax", "alphabeta"])
    assert len(plot_comparison(big).axes) == 1  # too big for trees side by side
    with pytest.raises(ValueError, match="nothing to plot"):
        plot_comparison([])


# --------------------------------------------------------------------------- light and dark


def fig52_tree() -> SearchTree:
    tree, _ = record(aima_figure_5_2(), ())
    return tree


def as_hex(colour: Any) -> str:
    from matplotlib.colors import to_hex

    return str(to_hex(colour))


def contrast(foreground: str, background: str) -> float:
    from matplotlib.colors import to_rgb

    from ttt_lab.viz.tournament_plot import relative_luminance

    light, dark = sorted((relative_luminance(to_rgb(foreground)), relative_luminance(to_rgb(background))),
                         reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_a_dark_tree_plot_draws_light_ink_on_the_dark_pages_colour() -> None:
    fig = plot_tree(fig52_tree(), game=aima_figure_5_2(), show_window=True, theme="dark")
    dark = plot_theme("dark")
    assert as_hex(fig.get_facecolor()) == dark.paper == "#111111"
    assert {as_hex(c) for c in find_artist(fig, "pv-edges").get_colors()} == {dark.ink}  # type: ignore[attr-defined]
    assert {as_hex(c) for c in find_artist(fig, "values").get_facecolors()} == {dark.ink}  # type: ignore[attr-defined]
    ax = fig.axes[0]
    assert as_hex(ax.title.get_color()) == dark.ink
    legend = ax.get_legend()
    assert as_hex(legend.get_frame().get_facecolor()) == dark.paper
    assert {as_hex(text.get_color()) for text in legend.get_texts()} == {dark.ink}
    windows = [text for text in ax.texts if text.get_gid() == "window"]
    assert windows and {as_hex(text.get_color()) for text in windows} == {dark.window_text}
    light = plot_tree(fig52_tree(), game=aima_figure_5_2(), theme="light")
    assert as_hex(light.get_facecolor()) == "#ffffff"
    assert {as_hex(c) for c in find_artist(light, "pv-edges").get_colors()} == {PV_COLOUR}  # type: ignore[attr-defined]


def test_values_wear_a_halo_of_the_pages_colour_where_they_run_over_their_marker() -> None:
    # 09's expectimax root says 3.67, wider than its triangle: over the thick PV line it was unreadable.
    from matplotlib.patheffects import Stroke

    from ttt_lab.games.chance import max_die_min_tree
    from ttt_lab.search import expectimax

    game, tree = max_die_min_tree(), SearchTree()
    expectimax(game, game.initial_state(), observer=tree)
    for name in ("light", "dark"):
        values = find_artist(plot_tree(tree, game=game, theme=name), "values")
        assert "3.67" in values.values  # type: ignore[attr-defined]
        (halo,) = [effect for effect in values.get_path_effects() if isinstance(effect, Stroke)]
        assert as_hex(halo._gc["foreground"]) == plot_theme(name).paper and halo._gc["linewidth"] >= 2


def test_every_text_colour_of_both_themes_reads_at_wcag_aa_on_its_paper() -> None:
    for theme in (plot_theme("light"), plot_theme("dark")):
        for name in ("ink", "name_text", "window_text", "move_text", "note_text", "pruned_text"):
            assert contrast(getattr(theme, name), theme.paper) >= 4.5, (theme.name, name)
        # A pruned move's dashed outline is graphics: 3:1 against the paper and its own fill.
        assert contrast(theme.pruned, theme.paper) >= 3 and contrast(theme.pruned, theme.ghost_face) >= 3, theme.name
        assert contrast(theme.ink, theme.board_paper) >= 4.5  # mini boards
        for ring in ("cutoff", "table", "highlight", "edge"):  # graphics: 3:1 on the paper
            assert contrast(getattr(theme, ring), theme.paper) >= 3, (theme.name, ring)
        for face in (theme.max_face, theme.min_face, theme.leaf_face, theme.open_face):
            assert contrast(theme.ink, face) >= 4.5, (theme.name, face)  # the values inside the markers


def test_auto_is_neutral_unless_the_environment_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    assert plot_theme("auto").name == "neutral" and plot_theme().name == "neutral"
    assert plot_tree(fig52_tree()).get_facecolor()[3] == 0  # None: the session's "auto", no paper
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "dark")  # the arcade command's choice comes first
    assert plot_theme("auto").name == "dark" and plot_theme("light").name == "light"


def test_the_session_theme_is_what_plots_without_one_use(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    try:
        set_plot_theme("dark")
        assert as_hex(plot_tree(fig52_tree()).get_facecolor()) == "#111111"
        assert as_hex(plot_tree(fig52_tree(), theme="light").get_facecolor()) == "#ffffff"
    finally:
        set_plot_theme("auto")
    with pytest.raises(ValueError, match="theme must be one of 'light', 'dark', 'neutral', 'auto'"):
        set_plot_theme("midnight")
    with pytest.raises(ValueError, match="theme must be one of"):
        plot_tree(fig52_tree(), theme="sepia")


def test_the_comparison_timing_and_tournament_plots_go_dark_too() -> None:
    from ttt_lab.arena import tournament
    from ttt_lab.bench import scan_ordering
    from ttt_lab.players import RandomPlayer
    from ttt_lab.viz.timing import plot_ordering
    from ttt_lab.viz.tournament_plot import plot_tournament

    game = aima_figure_5_2()
    table = tournament([RandomPlayer(seed=1, name="a"), RandomPlayer(seed=2, name="b")], games=2, progress=False)
    figures = {
        "comparison": plot_comparison(compare_searches(game, game.initial_state()), game=game, theme="dark"),
        "ordering": plot_ordering(scan_ordering([2], [2, 3], trees=1), theme="dark"),
        "tournament": plot_tournament(table, theme="dark"),
    }
    dark = plot_theme("dark")
    for name, fig in figures.items():
        assert as_hex(fig.get_facecolor()) == dark.paper, name
        ax = fig.axes[0]
        assert as_hex(ax.get_facecolor()) == dark.paper, name
        assert as_hex(ax.xaxis.label.get_color()) == dark.ink, name
        assert {as_hex(label.get_color()) for label in ax.get_xticklabels()} == {dark.ink}, name
    ordering_lines = {line.get_label(): as_hex(line.get_color()) for line in figures["ordering"].axes[0].get_lines()}
    assert ordering_lines["minimax b^d"] == dark.muted
    assert any(colour == dark.ink for label, colour in ordering_lines.items() if label.startswith("Knuth"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pruned_moves_are_drawn_in_their_readable_colours(theme: str) -> None:
    fig = plot_tree(fig52_tree(), game=aima_figure_5_2(), theme=theme)
    colours = plot_theme(theme)
    pruned_moves = [text for text in fig.axes[0].texts if text.get_gid() == "move" and text.get_text() in ("c2", "c3")]
    assert len(pruned_moves) == 2 and {as_hex(text.get_color()) for text in pruned_moves} == {colours.pruned_text}
    assert {as_hex(c) for c in find_artist(fig, "pruned").get_edgecolors()} == {colours.pruned}  # type: ignore[attr-defined]
    assert contrast(colours.pruned_text, colours.paper) >= 4.5
