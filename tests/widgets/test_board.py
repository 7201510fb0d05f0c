"""BoardView rendering: the incremental picture is exactly the picture of a full draw."""
from __future__ import annotations

import io
import random

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402
import toy_game  # noqa: E402
from matplotlib import patheffects  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.patches import Circle, Rectangle  # noqa: E402
from PIL import Image  # noqa: E402
from toy_view import ToyView  # noqa: E402

import rulekit  # noqa: E402
from widgets.board import BoardView, looks  # noqa: E402


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)))


class Busy(BoardView):
    """A view that changes many kinds of artist property; ``update`` takes a number as its state."""

    figsize = (5.0, 4.0)
    dpi = 60

    def build(self, state) -> None:
        ax = self.ax
        ax.set_xlim(0, 10)
        ax.set_ylim(0, 8)
        self.cells = [ax.add_patch(Rectangle((i % 10, i // 10), 0.9, 0.9, facecolor="C0", edgecolor="k"))
                      for i in range(40)]
        self.letters = [ax.text(i % 10 + 0.45, i // 10 + 0.45, "A", ha="center", va="center", zorder=3)
                        for i in range(40)]
        self.box = ax.text(5, 7.3, "box", bbox={"boxstyle": "round", "facecolor": "w"}, zorder=4)
        (self.line,) = ax.plot([0, 5], [0, 5], lw=3, marker="o", zorder=2)
        self.dots = ax.scatter([1, 2, 3], [6, 6, 6], s=150, c=["r", "g", "b"], zorder=5)
        self.token = ax.add_patch(Circle((3, 3), 0.4, facecolor="y", zorder=6))
        self.note = ax.annotate("note", (7, 2), (8, 1), arrowprops={"arrowstyle": "->"})

    def update(self, state, highlight=()) -> None:
        r = random.Random(state)
        for cell in self.cells:  # every colour is set again, most to the same value
            cell.set_facecolor(f"C{r.randint(0, 2)}" if r.random() < 0.08 else cell.get_facecolor())
        for t in self.letters:
            if r.random() < 0.08:
                t.set_text(r.choice(["B", "가", "W"]))
                t.set_fontweight(r.choice(["bold", "normal"]))
        if r.random() < 0.3:
            self.box.set_text(r.choice(["box", "a longer box", "상자"]))
        if r.random() < 0.3:
            self.line.set_data([0, r.randint(1, 9)], [0, r.randint(1, 7)])
        if r.random() < 0.3:
            self.dots.set_offsets([[r.randint(0, 9), r.randint(0, 7)] for _ in range(3)])
        if r.random() < 0.5:
            self.token.set_center((r.uniform(0, 10), r.uniform(0, 8)))
        if r.random() < 0.2:
            self.token.set_visible(not self.token.get_visible())
        if r.random() < 0.1:
            self.cells[0].set_zorder(r.choice([1, 3.5]))


def twin_renders(make, states):
    """Render the same states incrementally and by full draws; the incremental view and the picture pairs."""
    quick, full = make(states[0]), make(states[0])
    full.incremental = False
    quick.render()
    out = []
    for s in states[1:]:
        quick.show(s)
        full.show(s)
        out.append((quick.render(), full.render()))
    return quick, out


def test_toy_view_incremental_pictures_equal_full_draws():
    rng = random.Random(7)
    states = [toy_game.new_game(2, seed=1)]
    while not states[-1].is_over:
        states.append(states[-1].apply(rng.choice(states[-1].legal_actions())))
    view, pairs = twin_renders(ToyView, states)
    for quick, full in pairs:
        assert np.array_equal(pixels(quick), pixels(full))
    assert view._frames.partial_draws > 0  # the incremental path really ran


def test_many_kinds_of_change_give_the_full_draw_picture():
    view, pairs = twin_renders(Busy, list(range(25)))
    for quick, full in pairs:
        assert np.array_equal(pixels(quick), pixels(full))
    assert view._frames.partial_draws > 5


def test_new_artists_and_a_language_switch_redraw_everything():
    state = toy_game.new_game(2, seed=2)
    view = ToyView(state)
    view.render()
    view.ax.text(1, 2.5, "added later", color="red")
    assert np.array_equal(pixels(view.render()), pixels(view.png()))
    rulekit.set_language("ko")
    view.relabel(state)
    full = ToyView(state)
    full.incremental = False
    assert np.array_equal(pixels(view.render()), pixels(full.render()))


def test_a_view_with_axes_drawn_falls_back_to_full_draws():
    view = ToyView(toy_game.new_game(2, seed=2))
    view.ax.set_axis_on()
    view.render()
    view.show(view.state.apply("take 2"))
    assert view._frames._sequence() is None
    full = ToyView(view.state)
    full.incremental = False
    full.ax.set_axis_on()
    assert np.array_equal(pixels(view.render()), pixels(full.render()))


def test_looks_tell_a_real_change_from_a_repeated_setting():
    view = ToyView(toy_game.new_game(2, seed=2))
    stone, label = view.stones[1], view.labels[1]
    before, text_before = looks(stone), looks(label)
    stone.set_facecolor(stone.get_facecolor())
    label.set_text(label.get_text())
    assert looks(stone) == before and looks(label) == text_before
    stone.set_center((3.0, 1.0))
    label.set_fontweight("bold")
    assert looks(stone) != before and looks(label) != text_before


@pytest.mark.parametrize("incremental", [True, False])
def test_render_gives_a_png_of_the_figure_size(incremental):
    view = ToyView(toy_game.new_game(2, seed=2))
    view.incremental = incremental
    image = Image.open(io.BytesIO(view.render()))
    assert image.format == "PNG" and image.size == view.image_size == (960, 240)


# The fingerprint of an artist reads its attributes (matplotlib has no public call that tells whether an
# artist looks different), so the tests below fail when a matplotlib release keeps an artist's state
# elsewhere; pyproject.toml pins the versions they passed with.


def one_of_each():
    """A small figure with one artist of every kind the boards use."""
    fig = Figure(figsize=(3, 2), dpi=50)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    artists = {
        "patch": ax.add_patch(Rectangle((0.1, 0.1), 0.3, 0.3, facecolor="C0")),
        "circle": ax.add_patch(Circle((0.7, 0.7), 0.1)),
        "text": ax.text(0.5, 0.5, "가", bbox={"facecolor": "w"}),
        "line": ax.plot([0, 1], [0, 1], marker="o")[0],
        "dots": ax.scatter([0.2, 0.4], [0.8, 0.8], s=40, c=["r", "g"]),
        "image": ax.imshow([[0, 1], [1, 0]], extent=(0.6, 0.9, 0.1, 0.4)),
        "note": ax.annotate("n", (0.2, 0.2), (0.4, 0.4), arrowprops={"arrowstyle": "->"}),
    }
    return fig, artists


def test_drawing_leaves_every_fingerprint_alone():
    fig, artists = one_of_each()
    fig.canvas.draw()
    before = {k: looks(a) for k, a in artists.items()}
    fig.canvas.draw()
    assert {k: looks(a) for k, a in artists.items()} == before


SETTERS = {
    "patch colour": ("patch", lambda a: a.set_facecolor("C3")),
    "patch edge": ("patch", lambda a: a.set_edgecolor("r")),
    "patch width": ("patch", lambda a: a.set_linewidth(4)),
    "patch alpha": ("patch", lambda a: a.set_alpha(0.5)),
    "patch hidden": ("patch", lambda a: a.set_visible(False)),
    "patch moved": ("patch", lambda a: a.set_xy((0.2, 0.2))),
    "patch size": ("patch", lambda a: a.set_width(0.5)),
    "patch hatch": ("patch", lambda a: a.set_hatch("//")),
    "patch dashes": ("patch", lambda a: a.set_linestyle("--")),
    "patch order": ("patch", lambda a: a.set_zorder(9)),
    "circle moved": ("circle", lambda a: a.set_center((0.5, 0.5))),
    "circle radius": ("circle", lambda a: a.set_radius(0.2)),
    "text words": ("text", lambda a: a.set_text("나")),
    "text colour": ("text", lambda a: a.set_color("r")),
    "text size": ("text", lambda a: a.set_fontsize(20)),
    "text weight": ("text", lambda a: a.set_fontweight("bold")),
    "text moved": ("text", lambda a: a.set_position((0.3, 0.3))),
    "text turned": ("text", lambda a: a.set_rotation(30)),
    "text aligned": ("text", lambda a: a.set_horizontalalignment("right")),
    "text box": ("text", lambda a: a.get_bbox_patch().set_facecolor("y")),
    "text outline": ("text", lambda a: a.set_path_effects([patheffects.withStroke(linewidth=3,
                                                                                 foreground="w")])),
    "line data": ("line", lambda a: a.set_data([0, 0.5], [0, 1])),
    "line colour": ("line", lambda a: a.set_color("r")),
    "line width": ("line", lambda a: a.set_linewidth(5)),
    "line marker": ("line", lambda a: a.set_marker("s")),
    "line marker size": ("line", lambda a: a.set_markersize(12)),
    "dots moved": ("dots", lambda a: a.set_offsets([[0.5, 0.5], [0.6, 0.6]])),
    "dots size": ("dots", lambda a: a.set_sizes([80, 80])),
    "dots colour": ("dots", lambda a: a.set_facecolor(["b", "b"])),
    "image data": ("image", lambda a: a.set_data([[1, 0], [0, 1]])),
    "image colours": ("image", lambda a: a.set_cmap("gray")),
    "image limits": ("image", lambda a: a.set_clim(0, 2)),
    "note words": ("note", lambda a: a.set_text("m")),
    "note arrow": ("note", lambda a: a.arrow_patch.set_color("r")),
}


@pytest.mark.parametrize("name", list(SETTERS))
def test_every_setter_the_boards_use_changes_the_fingerprint(name):
    kind, change = SETTERS[name]
    fig, artists = one_of_each()
    fig.canvas.draw()
    before = looks(artists[kind])
    change(artists[kind])
    assert looks(artists[kind]) != before
