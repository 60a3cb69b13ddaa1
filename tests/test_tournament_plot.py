"""The tournament heatmap's cell texts stay readable on every cell colour."""

from __future__ import annotations

import pytest
from matplotlib.colors import to_rgb

from ttt_lab.arena import TournamentTable
from ttt_lab.viz.tournament_plot import plot_tournament, relative_luminance, text_colour_on


def contrast(first: tuple[float, ...], second: tuple[float, ...]) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def table_with_scores(scores: list[float]) -> TournamentTable:
    """A table where player ``p{i}`` scored ``scores[i]`` against ``q`` (in ten games)."""
    rows = []
    for i, score in enumerate(scores):
        wins = round(score * 10)
        for player, opponent, won in ((f"p{i}", "q", wins), ("q", f"p{i}", 10 - wins)):
            rows.append({"player": player, "opponent": opponent, "board": "MNK(3, 3, 3)", "side": "X",
                         "games": 10, "wins": won, "draws": 0, "losses": 10 - won, "score": won / 10})
    return TournamentTable(players=[f"p{i}" for i in range(len(scores))] + ["q"], rows=rows, seed=0,
                           games_per_pairing=10)


def test_luminance_of_known_colours() -> None:
    assert relative_luminance((0, 0, 0)) == 0 and relative_luminance((1, 1, 1)) == pytest.approx(1)
    assert relative_luminance((1, 0, 0)) == pytest.approx(0.2126)
    assert relative_luminance((0, 1, 0)) > relative_luminance((1, 0, 0)) > relative_luminance((0, 0, 1))


@pytest.mark.parametrize("value", ["score", "wins", "losses"])
def test_every_cell_text_contrasts_with_its_cell(value: str) -> None:
    # Scores from 0 (dark red) through 0.5 (pale yellow) to 1 (dark green): black text on
    # dark red was the bug; WCAG AA asks 4.5:1 for small text.
    table = table_with_scores([0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
    figure = plot_tournament(table, value=value)
    axes = figure.axes[0]
    image = next(artist for artist in axes.get_images() if artist.get_gid() == "tournament-matrix")
    cells = image.get_array()
    texts = [text for text in axes.texts if text.get_gid() == "cell-text"]
    assert len(texts) == 2 * 11
    colours_used = set()
    for text in texts:
        column, row = (round(coordinate) for coordinate in text.get_position())
        background = tuple(image.to_rgba(cells[row, column]))
        colours_used.add(text.get_color())
        assert contrast(background, to_rgb(text.get_color())) >= 4.5, (text.get_text(), background)
    assert colours_used == {"black", "white"}


def test_text_colour_is_white_on_dark_and_black_on_light() -> None:
    assert text_colour_on((0.0, 0.0, 0.0)) == "white" and text_colour_on((1.0, 1.0, 1.0)) == "black"
    assert text_colour_on((0.65, 0.0, 0.15, 1.0)) == "white"  # RdYlGn at 0: the dark red


def test_cell_texts_and_names_are_large_enough_to_read() -> None:
    figure = plot_tournament(table_with_scores([0.0, 0.5, 1.0]))
    axes = figure.axes[0]
    texts = [text for text in axes.texts if text.get_gid() == "cell-text"]
    assert texts and min(text.get_fontsize() for text in texts) >= 9
    assert min(label.get_fontsize() for label in axes.get_xticklabels() + axes.get_yticklabels()) >= 9


def test_a_name_is_drawn_as_text_never_as_mathtext() -> None:
    # Agents choose their names (their files'): "$\\frac{}{}$" must neither fail to parse nor turn into a formula.
    table = table_with_scores([0.5])
    table.players = ["$\\frac{}{}$", "q"]
    for row in table.rows:
        for key in ("player", "opponent"):
            if row[key] == "p0":
                row[key] = "$\\frac{}{}$"
    figure = plot_tournament(table)
    figure.canvas.draw()
    labels = [label.get_text() for label in figure.axes[0].get_yticklabels()]
    assert labels[0] == "\\$\\frac{}{}\\$"
