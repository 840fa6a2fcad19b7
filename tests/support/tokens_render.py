"""Renderer for the test-only Tokens game: exercises the shared helpers the real games use."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from renderers import draw, register_renderer, theme
from renderers.draw import Box
from tests.support.tokens_game import TokensView

WIDTH = theme.BOARD_WIDTH
BAR = 70
PILE_HEIGHT = 170
SEAT_HEIGHT = 212
LEGEND = 40
COIN_CELL = 52


def to_move(view: TokensView) -> frozenset[int]:
    """Who owes a move, worked out from the view alone (renderers never see the state)."""
    if view.pending:
        return frozenset({view.pending[-1][0]})
    if view.turn < 0:
        return frozenset(i for i, bid in enumerate(view.bids) if bid == "-")
    if view.pile == 0:
        return frozenset()
    return frozenset({view.turn})


def status(view: TokensView, names: Sequence[str]) -> str:
    """The one-line state of play shown in the title bar."""
    if view.pending:
        return f"{draw.seat_name(view.pending[-1][0], names)} must gift a token"
    if view.turn < 0:
        waiting = ", ".join(draw.seat_name(i, names) for i in sorted(to_move(view)))
        return f"Bidding: waiting for {waiting}" if waiting else "Bidding"
    if view.pile == 0:
        return "Game over"
    return f"{draw.seat_name(view.turn, names)} takes 1-{min(3, view.pile)}"


def score(view: TokensView, seat: int) -> int | None:
    """Final score when every part of it is public, else None."""
    bonus, bid = view.bonus[seat], view.bids[seat]
    if view.pile > 0 or bonus is None or not bid.isdigit():
        return None
    return view.taken[seat] + bonus - int(bid)


def draw_pile(img: Image.Image, box: Box, view: TokensView) -> None:
    """The shared pile as coins, and the face-down bonus deck beside it."""
    inner = draw.panel(img, box)
    head, rest = inner.top(34, theme.GAP)
    left, deck_area = rest.left(inner.width - 130, theme.MARGIN)
    draw.text(
        img,
        (head.x0, head.y0),
        f"Pile: {view.pile} token{'s' if view.pile != 1 else ''}",
        size=theme.HEADING_SIZE,
        bold=True,
        max_width=left.width,
    )
    draw.text(
        img,
        (deck_area.x0, head.y0 + 4),
        "Bonus deck",
        size=theme.SMALL_SIZE,
        fill=theme.MUTED,
        max_width=deck_area.width,
    )
    columns = max(1, (left.width + theme.GAP) // (COIN_CELL + theme.GAP))
    for cell in draw.grid(left, view.pile, columns=columns, cell_height=COIN_CELL, gap=4):
        draw.coin(img, cell.centre, COIN_CELL / 2 - 4)
    if view.pile == 0:
        draw.text(img, (left.x0, left.y0 + 20), "The pile is empty.", fill=theme.MUTED)
    card = Box.at(deck_area.x0 + 10, deck_area.y0, 78, min(deck_area.height, 104))
    draw.card_back(img, card, str(view.deck_size))


def draw_seat(
    img: Image.Image, box: Box, view: TokensView, seat: int, names: Sequence[str], moving: bool
) -> None:
    """One seat's panel: taken tokens, bonus card (or its back), bid, and turn marker."""
    colour = theme.seat_colour(seat)
    title = draw.seat_name(seat, names) + (" (you)" if view.viewer == seat else "")
    body = draw.card(
        img, box, colour=colour, title=title, title_size=theme.BODY_SIZE, band=44
    ).inset(theme.PAD)
    rows = draw.grid(body, 3, columns=1, cell_height=46, gap=8)
    taken, bonus, bid = rows
    draw.coin(img, (taken.x0 + 22, taken.centre[1]), 20, view.taken[seat])
    draw.text(img, (taken.x0 + 52, taken.y0 + 8), "taken", max_width=taken.width - 52)
    value = view.bonus[seat]
    card = Box.at(bonus.x0 + 4, bonus.y0, 36, bonus.height)
    if value is None:
        draw.card_back(img, card, "?")
    else:
        inner = draw.card(img, card, colour="yellow", band=8, radius=6)
        draw.centred_text(img, inner, str(value), size=theme.HEADING_SIZE, bold=True)
    draw.text(img, (bonus.x0 + 52, bonus.y0 + 8), "bonus", max_width=bonus.width - 52)
    label = {"-": "no bid yet", "ready": "bid ready"}.get(view.bids[seat], f"bid {view.bids[seat]}")
    draw.text(
        img,
        (bid.x0 + 4, bid.y0 + 8),
        label,
        size=theme.BODY_SIZE,
        bold=True,
        max_width=bid.width - 60,
    )
    final = score(view, seat)
    if final is not None:
        draw.text(
            img,
            (bid.x1 - 4, bid.y0 + 8),
            f"{final} pts",
            bold=True,
            align="right",
            max_width=bid.width // 2,
        )
    elif moving:
        draw.pawn(img, (bid.x1 - 22, bid.centre[1]), 40, fill=theme.TURN)


@register_renderer("tokens_ai")
@register_renderer("tokens")
def render_tokens(
    view: TokensView, highlight: tuple[str, ...], *, names: tuple[str, ...] = ()
) -> Image.Image:
    """The Tokens board: pile, deck, one panel per seat, and a legend."""
    columns = min(view.players, 4)
    seats_height = draw.grid_height(
        view.players, columns=columns, cell_height=SEAT_HEIGHT, gap=theme.MARGIN
    )
    height = BAR + theme.MARGIN * 4 + PILE_HEIGHT + seats_height + LEGEND
    img = draw.canvas(WIDTH, height)
    draw.title_bar(img, Box(0, 0, WIDTH, BAR), "Tokens", status(view, names))
    area = Box(theme.MARGIN, BAR + theme.MARGIN, WIDTH - theme.MARGIN, height - LEGEND)
    pile, seats_area = area.top(PILE_HEIGHT, theme.MARGIN)
    draw_pile(img, pile, view)
    moving = to_move(view)
    marked = draw.highlighted_seats(highlight)
    boxes = draw.grid(
        seats_area, view.players, columns=columns, cell_height=SEAT_HEIGHT, gap=theme.MARGIN
    )
    for seat, box in enumerate(boxes):
        if seat in marked:
            draw.highlight_outline(img, box, gap=2, width=4)
        draw_seat(img, box, view, seat, names, seat in moving)
    draw.legend(
        img,
        Box(0, height - LEGEND, WIDTH, height),
        [
            (theme.TURN, "to move"),
            (theme.HIGHLIGHT, "last move"),
            (theme.CARD_BACK, "hidden card"),
            (theme.COIN, "token"),
        ],
    )
    return img
