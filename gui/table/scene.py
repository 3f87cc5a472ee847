"""The table scene: shows snapshots, animates the steps between them, takes the viewer's input.

Cards are :class:`CardItem` s keyed by their snapshot key. To show a step the scene matches the
new snapshot's cards with the items on the table (by key, then a known card by its face, then a
hidden card by its place), moves the matched ones, deals new ones from the dealer's side and
sends vanished ones to a taken pile. ``step_finished`` fires when the motion and the step's
pause are over; nothing here blocks the event loop.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence

from kartln.engine.names import Pack, suit_symbol
from kartln.gui.numbers import signed
from kartln.gui.table import animations as anim
from kartln.gui.table.card_item import CardGestures, CardItem, CardLook
from kartln.gui.table.decor import Banner, FloatingText, InfoBox, TrumpIndicator, ZoneMark
from kartln.gui.table.free_spot import covered, free_spot
from kartln.gui.table.layout import SHOWN, CardPlace, Rect, TableLayout
from kartln.gui.table.seat_plate import Bubble, SeatPlate, TakenPile
from kartln.gui.timers import paced_ms, single_shot_timer
from kartln.gui.view_model import CardView, Step, TableSnapshot, Zone
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

Target = tuple[CardPlace, CardView, tuple[object, ...]]


def _rectf(r: Rect) -> QRectF:
    return QRectF(r[0], r[1], r[2], r[3])


class TableScene(QGraphicsScene, CardGestures):
    card_activated = Signal(int)  # the viewer plays (gives, discards) this card
    card_dropped = Signal(int, object)  # card, Zone
    chosen_changed = Signal(object)  # frozenset of the cards chosen for an exchange
    selection_confirmed = Signal()  # Enter confirms the chosen cards
    step_finished = Signal()

    def __init__(self, look: CardLook, table_colour: str = "#1d5b3a", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.table_colour = QColor(table_colour)
        self.german = False
        self.layout: TableLayout | None = None
        self.snapshot: TableSnapshot | None = None
        self.cards: dict[str, CardItem] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.bubbles: dict[int, Bubble] = {}
        self.captions: list[Bubble] = []  # of the piles shown to everybody
        self.taken: dict[int, TakenPile] = {}
        self.trump = TrumpIndicator(look)
        self.info = InfoBox()
        self.banner = Banner()
        self.notice = Banner(warning=True)
        self.hint = Banner()
        for item in (self.trump, self.info, self.banner, self.notice, self.hint):
            self.addItem(item)
        self.notice.setZValue(960)  # a message lies above the hint and the announcements
        self._banner_timer = single_shot_timer(self, lambda: self.banner.setVisible(False))
        self._notice_timer = single_shot_timer(self, lambda: self.notice.setVisible(False))
        self._notice_above: float | None = None  # the top of what the notice is kept above
        self._hold = single_shot_timer(self, self._hold_over)
        self._prerender_timer = single_shot_timer(self, self._prerender)
        self.dpr = 1.0  # the view's device pixel ratio
        self.prerender_thread: threading.Thread | None = None
        self._group: QAbstractAnimation | None = None
        self._select_anim: QAbstractAnimation | None = None
        self._after: list[object] = []
        self.busy = False
        # input
        self.hand_active = False
        self.legal: frozenset[int] = frozenset()
        self.zones: tuple[Zone, ...] = ()
        self._zone_marks: list[tuple[Zone, ZoneMark]] = []
        self.selected: int | None = None  # the card under the keyboard cursor (lifted, unless choosing several)
        self.multi = False  # the viewer chooses several cards (clicks toggle them), then confirms
        self.chosen: list[int] = []  # in the order clicked (Mulatschak lays cards out in a row)
        self.ordered = False  # the chosen cards show their numbers in that order
        self.click_plays = False
        self._floats: dict[int, FloatingText] = {}
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- background ------------------------------------------------------------------------

    def set_table_colour(self, colour: str) -> None:
        self.table_colour = QColor(colour)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        base = self.table_colour
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        g.setColorAt(0.0, base.lighter(135))
        g.setColorAt(0.65, base)
        g.setColorAt(1.0, base.darker(170))
        painter.fillRect(rect, g)
        if self.layout is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            path = QPainterPath()
            tr = _rectf(self.layout.trick_rect()).adjusted(-20, -10, 20, 10)
            path.addRoundedRect(tr, tr.height() / 2.2, tr.height() / 2.2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 14))
            painter.drawPath(path)

    # -- size ------------------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        if width < 10 or height < 10:
            return
        self.setSceneRect(0, 0, width, height)
        if self.snapshot is not None:
            anim.finish(self._group)
            self._make_layout(self.snapshot)
            self._place_all(self.snapshot)
            if self.banner.isVisible():  # an announcement stays in the middle of the resized table
                self._place_announcement(self.banner.text)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _make_layout(self, snap: TableSnapshot) -> TableLayout:
        r = self.sceneRect()
        lay = self.layout
        want = (r.width(), r.height(), len(snap.seats), snap.viewer)
        if lay is None or (lay.w, lay.h, lay.n, lay.viewer) != want:
            sizes = None if lay is None else (lay.card_w, lay.small_w)
            lay = TableLayout(r.width(), r.height(), len(snap.seats), snap.viewer)
            self.layout = lay
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            if sizes != (lay.card_w, lay.small_w):
                self._prerender_timer.start(300)  # once the size has settled
        return lay

    def _prerender(self) -> None:
        """Render the deck at the table's card sizes in a thread, before the cards are needed
        (painting a card for the first time would otherwise cost the frame a few milliseconds)."""
        lay = self.layout
        if lay is None:
            return
        renderer, deck, back, dpr = self.look.renderer, self.look.deck, self.look.back, self.dpr
        big, stock, small = round(lay.card_w), round(lay.card_w * 0.78), round(lay.small_w)

        def work() -> None:
            try:
                renderer.prerender(deck, big, dpr=dpr, backs=(back,))
                renderer.prerender(deck, stock, dpr=dpr)
                renderer.prerender(deck, small, dpr=dpr, cards=(), backs=(back,))
            except (KeyError, ValueError, RuntimeError):
                pass  # only a head start: painting renders whatever is missing

        self.prerender_thread = threading.Thread(target=work, name="kartln-prerender", daemon=True)
        self.prerender_thread.start()

    # -- where cards go --------------------------------------------------------------------

    def _targets(self, snap: TableSnapshot) -> dict[str, Target]:
        lay = self._make_layout(snap)
        out: dict[str, Target] = {}
        for sv in snap.seats:
            sel: int | set[int] | None = None
            if sv.seat == snap.viewer and self.multi:
                sel = {i for i, c in enumerate(sv.hand) if c.card in self.chosen and c.face_up}
            elif sv.seat == snap.viewer and self.selected is not None:
                sel = next((i for i, c in enumerate(sv.hand) if c.card == self.selected and c.face_up), None)
            for cv, p in zip(sv.hand, lay.hand(sv.seat, len(sv.hand), sel), strict=True):
                out[cv.key] = (p, cv, ("hand", sv.seat))
        for order, (seat, cv) in enumerate(snap.trick):
            out[cv.key] = (lay.trick_place(seat, order), cv, ("trick",))
        for place in ("center", "side", "aside", *SHOWN, "pair"):
            piles = [(i, p) for i, p in enumerate(snap.piles) if p.place == place]
            for k, (i, pile) in enumerate(piles):
                for cv, p in zip(pile.cards, lay.pile(k, len(piles), len(pile.cards), place), strict=True):
                    out[cv.key] = (p, cv, ("pile", i))
        return out

    def pile_rect(self, index: int) -> QRectF:
        snap, lay = self.snapshot, self.layout
        if snap is None or lay is None or not 0 <= index < len(snap.piles):
            return QRectF()
        place = snap.piles[index].place
        same = [i for i, p in enumerate(snap.piles) if p.place == place]
        return _rectf(lay.pile_rect(same.index(index), len(same), place))

    def zone_rect(self, zone: Zone) -> QRectF:
        lay = self.layout
        if lay is None:
            return QRectF()
        if zone.kind == "trick":
            return _rectf(lay.trick_rect())
        if zone.kind == "seat" and zone.seat in lay.seats:
            return _rectf(lay.seat_rect(zone.seat))
        if zone.kind == "pile":
            return self.pile_rect(zone.index)
        return QRectF()

    def _dealer(self, snap: TableSnapshot) -> int | None:
        return next((sv.seat for sv in snap.seats if sv.dealer), None)

    # -- showing ---------------------------------------------------------------------------

    def show_snapshot(self, snap: TableSnapshot) -> None:
        """Show ``snap`` at once, without animation (a new match, a restored one, a new viewer)."""
        anim.finish(self._group)
        self._hold.stop()
        self.snapshot = snap
        self._make_layout(snap)
        _, _, vanishing = self._sync_items(snap, {}, spawn_at=None)
        for item in vanishing:
            self.removeItem(item)
        self._place_all(snap)

    def clear_cards(self) -> None:
        for item in self.cards.values():
            if item.scene() is self:
                self.removeItem(item)
        self.cards.clear()
        self.snapshot = None

    def _sync_items(self, snap: TableSnapshot, renames: dict[str, str], spawn_at: QPointF | None
                    ) -> tuple[dict[str, Target], list[CardItem], list[CardItem]]:
        """Match items to the snapshot; returns (targets, new items, vanishing items)."""
        for old, new in renames.items():
            if old in self.cards and new not in self.cards:
                item = self.cards.pop(old)
                item.key = new
                self.cards[new] = item
        targets = self._targets(snap)
        spare = {k: it for k, it in self.cards.items() if k not in targets}
        created: list[CardItem] = []
        for key, (place, cv, zone) in targets.items():
            if key in self.cards:
                continue
            cand = None
            if cv.card is not None:
                cand = next((it for it in spare.values() if it.card == cv.card), None)
            if cand is None:
                # a face-down card in the same place: the same card, turned over or still hidden
                cand = next((it for it in spare.values() if it.zone == zone
                             and (it.card is None or (cv.card is None and not it.shows_face))), None)
            if cand is not None:
                del spare[cand.key]
                del self.cards[cand.key]
                cand.key = key
                self.cards[key] = cand
                continue
            spawn_w = self.layout.small_w if spawn_at is not None and self.layout is not None else place.width
            item = CardItem(key, cv, self.look, spawn_w)
            if spawn_at is not None:
                item.set_face(None, False)
                item.setPos(spawn_at)
                item.setZValue(300)
            else:
                item.setPos(place.x, place.y)
                item.setRotation(place.rotation)
            self.addItem(item)
            self.cards[key] = item
            created.append(item)
        vanishing = list(spare.values())
        for it in vanishing:
            del self.cards[it.key]
        return targets, created, vanishing

    def _place_all(self, snap: TableSnapshot) -> None:
        targets = self._targets(snap)
        for key, (p, cv, zone) in targets.items():
            item = self.cards.get(key)
            if item is None:
                continue
            item.set_face(cv.card, cv.face_up)
            item.set_marks(cv)
            item.set_width(p.width)
            item.setScale(1.0)
            item.setOpacity(1.0)
            item.setPos(p.x, p.y)
            item.setRotation(p.rotation)
            item.setZValue(p.z)
            item.zone = zone
            item.home, item.home_rotation, item.home_z = QPointF(p.x, p.y), p.rotation, p.z
        self._update_decor(snap, counts=True)
        self._apply_interaction()

    def play_step(self, step: Step, speed: float) -> None:
        """Animate to ``step.snapshot``; ``step_finished`` follows (also when ``speed`` is 0)."""
        anim.finish(self._group)
        anim.finish(self._select_anim)
        self._hold.stop()
        self.busy = True
        snap = step.snapshot
        self.snapshot = snap
        self.hand_active = False
        lay = self._make_layout(snap)
        dealer = self._dealer(snap)
        deck = QPointF(*lay.deck_point(dealer))
        spawn = deck if step.kind == "deal" else None
        targets, created, vanishing = self._sync_items(snap, step.renames, spawn)
        if spawn is None:
            for it in created:
                it.setOpacity(0.0)
        self._update_decor(snap, counts=step.kind != "collect")
        if step.banner:
            self.show_banner(step.banner, max(1.5, step.hold + 0.8) * max(speed, 0.7))
        elif step.kind in ("scored", "match_over", "deal"):
            self.banner.setVisible(False)  # an old announcement does not outlive its deal
        if step.deltas:
            self._float_deltas(step.deltas, speed)
        if speed <= 0:
            for it in vanishing:
                self.removeItem(it)
            self._place_all(snap)
            self._hold_over()  # at once: without animations the steps of an action run back to back
            return
        ms = round(anim.MOTION_MS.get(step.kind, 300) * speed)
        group = QParallelAnimationGroup(self)
        order = self._deal_order(snap, targets, created) if step.kind == "deal" else {}
        face_later: list[tuple[CardItem, CardView]] = []
        for key, (p, cv, zone) in targets.items():
            item = self.cards[key]
            item.zone = zone
            item.home, item.home_rotation, item.home_z = QPointF(p.x, p.y), p.rotation, p.z
            end = QPointF(p.x, p.y)
            moving = (item.pos() - end).manhattanLength() > 0.5 or abs(item.rotation() - p.rotation) > 0.1
            if step.kind == "deal" and key in order:
                face_later.append((item, cv))
            else:
                item.set_face(cv.card, cv.face_up)
                item.set_marks(cv)
            if abs(item.width - p.width) > 0.01:
                visual = item.width * item.scale()
                item.set_width(p.width)
                item.setScale(visual / p.width)
                group.addAnimation(anim.prop(item, b"scale", item.scale(), 1.0, ms))
            if item.opacity() < 1.0:
                group.addAnimation(anim.prop(item, b"opacity", item.opacity(), 1.0, ms))
            if not moving:
                item.setZValue(p.z)
                continue
            item.setZValue(500 + p.z if step.kind != "sync" else p.z)
            delay = order.get(key, -1)
            motion = QParallelAnimationGroup()
            motion.addAnimation(anim.move(item, item.pos(), end, ms))
            motion.addAnimation(anim.prop(item, b"rotation", item.rotation(), p.rotation, ms))
            if delay > 0:
                seq = QSequentialAnimationGroup()
                seq.addAnimation(anim.pause(round(delay * anim.DEAL_STAGGER_MS * speed)))
                seq.addAnimation(motion)
                group.addAnimation(seq)
            else:
                group.addAnimation(motion)
        if vanishing:
            if step.collect_to is not None and step.collect_to in lay.seats:
                dest = QPointF(*lay.seats[step.collect_to].taken)
            else:
                dest = deck
            for it in vanishing:
                it.setZValue(400 + it.zValue() % 100)
                v = QParallelAnimationGroup()
                v.addAnimation(anim.move(it, it.pos(), dest, ms, QEasingCurve.Type.InOutQuad))
                v.addAnimation(anim.prop(it, b"opacity", 1.0, 0.0, ms, QEasingCurve.Type.InQuad))
                v.addAnimation(anim.prop(it, b"scale", it.scale(), 0.6, ms))
                group.addAnimation(v)

        def done() -> None:
            for it in vanishing:
                if it.scene() is self:
                    self.removeItem(it)
            for item, cv in face_later:
                item.set_face(cv.card, cv.face_up)
                item.set_marks(cv)
            for key, (p, _cv, _zone) in targets.items():
                placed = self.cards.get(key)
                if placed is not None:
                    placed.setZValue(p.z)
            if step.kind == "collect":
                self._update_decor(snap, counts=True)
            self._group = None
            self._hold.start(paced_ms(anim.rest_seconds(step.hold, step.least, speed) * 1000))

        if group.animationCount() == 0:
            done()
            return
        group.finished.connect(done)
        self._group = group
        anim.run(group)

    def _deal_order(self, snap: TableSnapshot, targets: dict[str, Target], created: list[CardItem]) -> dict[str, int]:
        """Dealing order of the new cards: round the table from the dealer's left."""
        new = {it.key for it in created}
        n = len(snap.seats)
        dealer = self._dealer(snap) or 0
        seats = [(dealer + 1 + i) % n for i in range(n)]
        hands = {sv.seat: [c.key for c in sv.hand if c.key in new] for sv in snap.seats}
        piles = [c.key for p in snap.piles for c in p.cards if c.key in new]
        order: dict[str, int] = {}
        rounds = max((len(h) for h in hands.values()), default=0)
        i = 0
        for r in range(rounds):
            for s in seats:
                if r < len(hands[s]):
                    order[hands[s][r]] = i
                    i += 1
            if r == 0:
                for k in piles:
                    order[k] = i
                    i += 1
        return order

    def _hold_over(self) -> None:
        self.busy = False
        self._apply_interaction()
        self.step_finished.emit()

    def skip(self) -> None:
        """Finish the running motion and pause now."""
        anim.finish(self._group)
        if self._hold.isActive():
            self._hold.stop()
            self._hold_over()

    # -- what panels and messages leave uncovered ----------------------------------------------

    def kept_clear(self, other_hands: bool = True) -> list[tuple[str, QRectF]]:
        """What a panel or a message over the table must not cover, by name: the seat plates, the
        hands (a message, read and gone at the next click, may lie over the others' hidden cards:
        ``other_hands`` False), the cards of the stock and the other piles, the info lines and the trump."""
        out = [(f"seat plate {s} ({plate.view.name})", plate.mapRectToScene(plate.frame_rect()))
               for s, plate in self.plates.items() if plate.isVisible()]
        lay = self.layout
        for item in self.cards.values():
            if not item.isVisible() or not item.zone:
                continue
            if item.zone[0] == "hand" and lay is not None and item.zone[1] == lay.viewer and item.shows_face:
                w, h = item.width, item.width * 1.5
                card = item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))
                if not (item.marked or item.card in self.chosen):  # the room it takes when chosen, too
                    card.setTop(card.top() - lay.lift)
                out.append((f"card {item.card} in the hand", card))
            elif item.zone[0] == "hand" and other_hands:
                w, h = item.width, item.width * 1.5
                out.append((f"a card of seat {item.zone[1]}'s hand", item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))))
            elif item.zone[0] == "pile":
                w, h = item.width, item.width * 1.5
                out.append((f"a card of pile {item.zone[1]}", item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))))
        if self.info.isVisible():
            out.append(("the info lines", self.info.mapRectToScene(self.info.frame_rect())))
        if self.trump.isVisible():
            out.append(("the trump", self.trump.sceneBoundingRect()))
        return out

    # -- decorations -----------------------------------------------------------------------

    def _update_decor(self, snap: TableSnapshot, counts: bool) -> None:
        lay = self.layout
        if lay is None:
            return
        for sv in snap.seats:
            s = sv.seat
            if s not in self.plates:
                self.plates[s] = SeatPlate(s)
                self.bubbles[s] = Bubble()
                self.taken[s] = TakenPile(self.look)
                for it in (self.plates[s], self.bubbles[s], self.taken[s]):
                    self.addItem(it)
            g = lay.seats[s]
            x, y, w, h = g.plate
            self.plates[s].set_geometry(x, y, w, h, lay.font_px)
            self.plates[s].set_state(sv, snap.to_act == s, snap.thinking and snap.to_act == s,
                                     s == snap.viewer and sv.human)
            bubble = self.bubbles[s]
            bubble.set_text(sv.bid, muted=sv.bid != "" and not any(ch.isdigit() for ch in sv.bid),
                            font_px=lay.font_px)
            bubble.setPos(*g.bubble)
            pile = self.taken[s]
            if counts:
                pile.set_state(sv.tricks, lay.small_w * 0.8, lay.font_px * 0.9)
            pile.setPos(*g.taken)
        for s in list(self.plates):
            if s >= len(snap.seats):
                for d in (self.plates, self.bubbles, self.taken):
                    self.removeItem(d.pop(s))
        self._update_captions(snap, lay)
        tx, ty = lay.trump_center()
        self.trump.setPos(tx, ty)
        symbol = "" if snap.trump is None else suit_symbol(snap.trump, Pack.GERMAN if self.german else Pack.FRENCH)
        self.trump.set_state(snap.trump, symbol, snap.trump_text, lay.trump_radius, lay.font_px, snap.trump_card)
        ix, iy, iw, _ = lay.info_rect()
        self.info.setPos(ix, iy)
        self.info.set_state(snap.info_box, iw, lay.font_px)

    def _update_captions(self, snap: TableSnapshot, lay: TableLayout) -> None:
        """The captions of the piles shown to everybody (whose first trick it is)."""
        shown = [p for p in snap.piles if p.place in SHOWN]
        while len(self.captions) < len(shown):
            bubble = Bubble()
            self.addItem(bubble)
            self.captions.append(bubble)
        for k, bubble in enumerate(self.captions):
            if k < len(shown):
                bubble.set_text(shown[k].label, muted=True, font_px=lay.font_px * 0.85)
                half = bubble.boundingRect().width() / 2
                x, y = lay.shown_caption(SHOWN.index(shown[k].place), len(shown[k].cards), 2 * half)
                bubble.setPos(min(max(x, lay.margin + half), lay.w - lay.margin - half), y)
            else:
                bubble.set_text("", muted=True, font_px=lay.font_px)

    def show_banner(self, text: str, seconds: float = 1.8) -> None:
        self._place_announcement(text)
        self._banner_timer.start(round(seconds * 1000))

    def _place_announcement(self, text: str) -> None:
        lay = self.layout
        if lay is None:
            return
        cx, cy = lay.center
        self.banner.set_text(text, lay.font_px * 1.25, min(lay.w * 0.6, 620))
        self.banner.setPos(cx, cy - lay.card_h * 0.95)

    def hide_notice(self) -> None:
        self._notice_timer.stop()
        self.notice.setVisible(False)

    def show_notice(self, text: str, seconds: float | None = 3.5, above: float | None = None,
                    avoid: Sequence[QRectF] = ()) -> None:
        """A warning above the viewer's hand, or above ``above`` (the top of what lies over the hand:
        a panel, the hint); with ``seconds`` None it stays until :meth:`hide_notice`."""
        lay = self.layout
        if lay is None:
            return
        self.notice.set_text(text, lay.font_px * 1.15, min(lay.w * 0.7, 640))
        self._notice_above = above
        self.place_notice(avoid=avoid)
        self._notice_timer.stop()
        if seconds is not None:
            self._notice_timer.start(round(seconds * 1000))

    def place_notice(self, above: float | None = None, avoid: Sequence[QRectF] = ()) -> None:
        """The notice placed afresh (the table or what lies over it changed)."""
        lay = self.layout
        if lay is None or not self.notice.text:
            return
        if above is not None:
            self._notice_above = above
        _x, y, _, _ = lay.hand_rect(lay.viewer)
        bottom = y if self._notice_above is None else min(y, self._notice_above)
        self._place_banner(self.notice, bottom, avoid, min(lay.w * 0.7, 640))

    def _place_banner(self, banner: Banner, bottom: float, avoid: Sequence[QRectF], widest: float = 0.0) -> bool:
        """``banner`` centred above ``bottom``, or the nearest place from there (above the viewer's hand)
        that covers nothing the table keeps clear, nor ``avoid`` (a panel, another message); where its lines find no
        room at their full width, it is set narrower (in more lines) to fit beside things. False when
        it found no free place."""
        lay = self.layout
        if lay is None:
            return False
        widest = widest or banner.max_width
        gap = lay.font_px * 0.4
        keep = [r for _, r in self.kept_clear(other_hands=False)] + list(avoid)
        bounds = QRectF(2, 2, lay.w - 4, lay.h - 4)
        best: tuple[float, float, QRectF] | None = None
        for share in (1.0, 0.75, 0.55, 0.4, 0.3):
            banner.set_text(banner.text, banner.font_px, widest * share)
            frame = banner.frame_rect()
            box = QRectF(lay.w / 2 - frame.width() / 2, bottom - gap - frame.height(), frame.width(), frame.height())
            spot = free_spot(box, keep, bounds, lowest=lay.hand_rect(lay.viewer)[1] - gap)
            cost = covered(spot, keep)
            if best is None or cost < best[0]:
                best = (cost, widest * share, spot)
            if cost == 0:
                break
        assert best is not None
        banner.set_text(banner.text, banner.font_px, best[1])
        banner.setPos(best[2].center() - banner.frame_rect().center())
        if self.banner.isVisible() and scene_frame(self.banner).intersects(scene_frame(banner)):
            # the announcement of what happened last gives way to what the player asked for or did
            self._banner_timer.stop()
            self.banner.setVisible(False)
        return best[0] == 0

    def show_hint(self, text: str, above: float | None = None, avoid: Sequence[QRectF] = ()) -> bool:
        """A hint above the viewer's hand, or above ``above`` (the top of a panel over the hand),
        clear of the stock and the plates; it stays until :meth:`clear_hint`, as the player may take a
        while to read it. False when it found no place where it covers nothing."""
        lay = self.layout
        if lay is None:
            return False
        self.hint.set_text(text, lay.font_px * 1.05, min(lay.w * 0.8, 760))
        _x, y, _, _ = lay.hand_rect(lay.viewer)
        return self._place_banner(self.hint, y if above is None else min(y, above), avoid, min(lay.w * 0.8, 760))

    def clear_hint(self) -> None:
        self.hint.set_text("", 16.0, 100.0)  # no text: hidden

    def _float_deltas(self, deltas: Iterable[int], speed: float) -> None:
        lay = self.layout
        if lay is None:
            return
        for seat, d in enumerate(deltas):
            if d == 0 or seat not in lay.seats:
                continue
            old = self._floats.pop(seat, None)
            if old is not None and old.scene() is self:
                self.removeItem(old)
            g = lay.seats[seat]
            x, y, w, h = g.plate
            bubble_top = g.bubble[1] - lay.font_px * 1.2
            top = min(y, bubble_top) if g.side == "bottom" else y
            colour = QColor(140, 240, 140) if d > 0 else QColor(255, 140, 120)
            ft = FloatingText(signed(d), colour, lay.font_px)
            y_text, rise = top - lay.font_px * 1.6, -lay.font_px * 2.0
            if y_text < lay.font_px * 3.5:  # no room above a plate at the top edge: below it, drifting away
                y_text, rise = y + h + lay.font_px * 1.6, -rise
            ft.setPos(x + w / 2, y_text)
            self.addItem(ft)
            self._floats[seat] = ft
            ms = round(1600 * max(speed, 0.6))
            group = QParallelAnimationGroup(self)
            group.addAnimation(anim.move(ft, ft.pos(), ft.pos() + QPointF(0, rise), ms))
            group.addAnimation(anim.prop(ft, b"opacity", 1.0, 0.0, ms, QEasingCurve.Type.InQuad))
            group.finished.connect(lambda ft=ft, seat=seat: self._float_done(seat, ft))
            anim.run(group)

    def _float_done(self, seat: int, ft: FloatingText) -> None:
        if self._floats.get(seat) is ft:
            del self._floats[seat]
        if ft.scene() is self:
            self.removeItem(ft)

    # -- input -----------------------------------------------------------------------------

    def set_interaction(self, active: bool, legal: Iterable[int] = (), zones: tuple[Zone, ...] = (),
                        multi: bool = False, ordered: bool = False) -> None:
        """Let the viewer act on the cards of their hand (``legal`` marks the playable ones);
        ``multi``: clicks choose several cards, which Enter (or the panel) confirms; ``ordered``:
        the order they are chosen in counts, and each shows its number."""
        self.hand_active = active
        self.ordered = active and multi and ordered
        self.legal = frozenset(legal)
        self.zones = zones
        was_choosing = bool(self.chosen)
        if not active:
            self.selected = None
        if not active or multi != self.multi:
            self.chosen = []
        self.multi = active and multi
        self._apply_interaction()
        if was_choosing and not self.chosen:
            self._relayout_hand()
            self.chosen_changed.emit(frozenset())

    def own_cards(self) -> list[CardItem]:
        """The viewer's face-up hand cards, left to right."""
        snap = self.snapshot
        if snap is None:
            return []
        hand = snap.seats[snap.viewer].hand
        return [self.cards[c.key] for c in hand if c.shows_face and c.key in self.cards]

    def _apply_interaction(self) -> None:
        active = self.hand_active and not self.busy
        own = {id(it) for it in self.own_cards()}
        for item in self.cards.values():
            mine = id(item) in own
            item.set_interactive(active and mine)
            item.set_dimmed(active and mine and item.card not in self.legal)
            item.set_marked(active and mine and (item.card == self.selected or item.card in self.chosen))
            chosen = active and mine and self.ordered and item.card in self.chosen
            item.set_order(self.chosen.index(item.card) + 1 if chosen and item.card is not None else 0)

    def card_item(self, card: int) -> CardItem | None:
        return next((it for it in self.cards.values() if it.card == card and it.shows_face), None)

    def visible_point(self, card: int) -> QPointF | None:
        """A point of the card that no other card covers (for clicking it)."""
        item = self.card_item(card)
        if item is None:
            return None
        own = self.own_cards()
        if item in own:
            i = own.index(item)
            if i + 1 < len(own):
                right = own[i + 1]
                step = right.home.x() - item.home.x()
                return item.pos() + QPointF(-item.width / 2 + max(4.0, step / 2), 0)
        return item.pos()

    def card_clicked(self, item: CardItem) -> None:
        if item.card is None:
            return
        if self.multi:
            self.toggle(item.card)
            return
        if self.click_plays or self.selected == item.card:
            self.card_activated.emit(item.card)
        else:
            self.select(item.card)

    def card_double_clicked(self, item: CardItem) -> None:
        if item.card is not None and not self.multi:  # choosing several: the first click already toggled
            self.card_activated.emit(item.card)

    def toggle(self, card: int) -> None:
        """Choose a card for an exchange, or put it back."""
        if not self.multi or self.busy or card not in self.legal:
            return
        if card in self.chosen:
            self.chosen.remove(card)
        else:
            self.chosen.append(card)
        self.selected = card
        self._relayout_hand()
        self.chosen_changed.emit(frozenset(self.chosen))

    def choose(self, cards: Sequence[int]) -> None:
        """Choose exactly ``cards`` (in this order) for an exchange: what a hint suggests."""
        if not self.multi or self.busy or any(c not in self.legal for c in cards):
            return
        self.chosen = list(cards)
        self.selected = self.chosen[-1] if self.chosen else None
        self._relayout_hand()
        self.chosen_changed.emit(frozenset(self.chosen))

    def select(self, card: int | None) -> None:
        if card == self.selected or self.snapshot is None or self.busy:
            return
        self.selected = card
        self._relayout_hand()

    def _relayout_hand(self) -> None:
        """Move the viewer's cards to their places (a card lifted or lowered)."""
        if self.snapshot is None or self.busy:
            return
        targets = self._targets(self.snapshot)
        group = QParallelAnimationGroup(self)
        for it in self.own_cards():
            tgt = targets.get(it.key)
            if tgt is None:
                continue
            p = tgt[0]
            end = QPointF(p.x, p.y)
            it.home = end
            if (it.pos() - end).manhattanLength() > 0.5:
                group.addAnimation(anim.move(it, it.pos(), end, anim.MOTION_MS["select"]))
        self._apply_interaction()
        anim.finish(self._select_anim)
        self._select_anim = group
        group.finished.connect(self._select_done)
        anim.run(group)

    def _select_done(self) -> None:
        self._select_anim = None

    def move_selection(self, delta: int) -> None:
        """The arrow keys step over the cards that may be played now; shaded ones are skipped."""
        own = [it.card for it in self.own_cards()]
        stops = [c for c in own if c in self.legal] or own
        if not stops:
            return
        selected = self.selected
        if selected is None or selected not in stops:
            after = [c for c in stops if selected in own and own.index(c) > own.index(selected)]
            before = [c for c in stops if c not in after]
            pick = (after or stops)[0] if delta > 0 else (before or stops)[-1]
        else:
            pick = stops[(stops.index(selected) + delta) % len(stops)]
        self.select(pick)

    def handle_key(self, key: int) -> bool:
        if not self.hand_active or self.busy:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.move_selection(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_selection(1)
        elif self.multi and key == Qt.Key.Key_Space:
            if self.selected is None:
                self.move_selection(1)
            if self.selected is not None:
                self.toggle(self.selected)
        elif self.multi and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.selection_confirmed.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.selected is None:
                self.move_selection(1)
            else:
                self.card_activated.emit(self.selected)
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.select(None)
        else:
            return False
        return True

    # -- dragging --------------------------------------------------------------------------

    def drag_started(self, item: CardItem) -> None:
        item.setZValue(2000)
        self._clear_zone_marks()
        for z in self.zones:
            r = self.zone_rect(z)
            if r.isEmpty():
                continue
            mark = ZoneMark(r)
            self.addItem(mark)
            self._zone_marks.append((z, mark))

    def zone_at(self, pos: QPointF) -> Zone | None:
        for z, mark in self._zone_marks:
            if mark.rect.contains(pos):
                return z
        return None

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        """A zone lights up under a card that may go there; a shaded card lights nothing (dropped,
        it is refused with the rule that forbids it)."""
        hot = self.zone_at(pos) if item.card in self.legal else None
        for z, mark in self._zone_marks:
            mark.set_hot(z == hot)

    def drag_released(self, item: CardItem, pos: QPointF) -> None:
        zone = self.zone_at(pos)
        self._clear_zone_marks()
        if zone is None or item.card is None:
            self.snap_back(item.card)
            return
        self.card_dropped.emit(item.card, zone)

    def _clear_zone_marks(self) -> None:
        for _, mark in self._zone_marks:
            self.removeItem(mark)
        self._zone_marks.clear()

    def snap_back(self, card: int | None) -> None:
        item = self.card_item(card) if card is not None else None
        if item is None:
            return
        g = QParallelAnimationGroup(self)
        g.addAnimation(anim.move(item, item.pos(), item.home, 220, QEasingCurve.Type.OutBack))
        g.addAnimation(anim.prop(item, b"rotation", item.rotation(), item.home_rotation, 220))
        g.finished.connect(lambda: item.setZValue(item.home_z))
        anim.run(g)


def scene_frame(banner: Banner) -> QRectF:
    """Where ``banner``'s frame lies on the table."""
    return banner.mapRectToScene(banner.frame_rect())
