"""Bauernschnapsen's named rules: trump, auction, Kontra and card play with a partner.

Every rule reads only the seat's observation: a partner's cards are known from the play alone.
The defenders of a Bettler and of a Schnapser have rules of their own (rules/bauernschnapsen.md
§4, §8.2): against a Bettler they lead low into suits the declarer may hold and stay under him,
so that he must take a trick; against a Schnapser they keep their points from him.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartln.ai.belief import card_belief
from kartln.ai.rules import NamedRule, named
from kartln.ai.sure_tricks import may_hold, surely_takes
from kartln.engine.actions import NameTrump, Pass, PlayCard
from kartln.engine.cards import NUM_RANKS, Card, cards_in
from kartln.engine.games.bauernschnapsen.actions import Announce, CutDeck, TurnUp
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.sheet import team_of
from kartln.engine.games.bauernschnapsen.state import CARD_POINTS, BauernschnapsenObservation
from kartln.engine.state import Action
from kartln.engine.tricks import TrickOrder

Obs = BauernschnapsenObservation


@dataclass(frozen=True, slots=True)
class Ctx:
    """What the rules of one card-play decision share."""

    cards: tuple[Card, ...]  # the legal plain plays, in card order
    order: TrickOrder | None
    winning: Card | None  # the card now winning the trick
    partner_winning: bool
    last: bool  # the seat plays the trick's last card
    declaring: bool  # the seat plays for the declaring side
    contract: Contract | None
    declarer: int  # the declarer (forehand in the normal game)
    declarer_played: bool  # the declarer has played to the trick on the table


def context(obs: Obs, legal: Sequence[Action]) -> Ctx:
    cards = tuple(a.card for a in legal if isinstance(a, PlayCard) and not a.marriage)
    order, winning, partner = obs.order, None, False
    declarer = obs.declarer if obs.declarer is not None else obs.forehand
    if obs.trick and order is not None:
        played = [c for _, c in obs.trick]
        i = order.trick_winner_index(played)
        winning = played[i]
        partner = team_of(obs.trick[i][0]) == team_of(obs.seat)
    return Ctx(cards, order, winning, partner, len(obs.trick) == len(obs.in_deal) - 1,
               team_of(obs.seat) == team_of(declarer), obs.contract, declarer,
               any(s == declarer for s, _ in obs.trick))


def _strength(ctx: Ctx, c: Card) -> tuple[int, int]:
    assert ctx.order is not None
    return (ctx.order.effective[c] == 4, ctx.order.strength[c])  # trumps above every plain card


def _beating(ctx: Ctx) -> list[Card]:
    assert ctx.order is not None and ctx.winning is not None
    return [c for c in ctx.cards if ctx.order.beats(c, ctx.winning)]


# ------------------------------------------------------------------- before play


@named
def cut_the_deck(obs: Obs, legal: Sequence[Action], ctx: None) -> Action | None:
    """Cut rather than knock: forehand chooses trumps from three cards, not five."""
    return CutDeck() if CutDeck() in legal else None


@named
def name_the_strongest_suit(obs: Obs, legal: Sequence[Action], ctx: None) -> Action | None:
    """Name the suit with most cards and points; turn a card up with three cards of three suits and no Ace."""
    hand = obs.hand or 0
    names = [a for a in legal if isinstance(a, NameTrump) and a.suit is not None]

    def worth(a: NameTrump) -> int:
        own = [c for c in cards_in(hand) if c // NUM_RANKS == a.suit]
        return 20 * len(own) + sum(CARD_POINTS[c] for c in own)

    best = max(names, key=worth, default=None)
    if best is not None and worth(best) < 31 and TurnUp(0) in legal:
        return TurnUp(0)
    return best


@named
def announce_a_sure_claim(obs: Obs, legal: Sequence[Action], ctx: None) -> Action | None:
    """Herrenschnapser or Herrengang: they cannot fail."""
    for contract in (Contract.HERRENSCHNAPSER, Contract.HERRENGANG):
        if Announce(contract) in legal:
            return Announce(contract)
    return None


@named
def pass_otherwise(obs: Obs, legal: Sequence[Action], ctx: None) -> Action | None:
    """Pass: play the normal game, do not double."""
    return Pass() if Pass() in legal else None


BEFORE_PLAY: tuple[NamedRule[Obs, None], ...] = (cut_the_deck, name_the_strongest_suit, announce_a_sure_claim,
                                                 pass_otherwise)

# ---------------------------------------------------------------------- leading


@named
def declare_a_marriage(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Lead a marriage when it counts: 20 or 40 points at once."""
    marriages = [a for a in legal if isinstance(a, PlayCard) and a.marriage]
    trump = obs.trump.suit
    marriages.sort(key=lambda a: a.card // NUM_RANKS != trump)
    return marriages[0] if marriages else None


def _defending(ctx: Ctx, *contracts: Contract) -> bool:
    return ctx.contract in contracts and not ctx.declaring and ctx.order is not None


@named
def bettler_defence_lead(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Against a Bettler: lead a low card of a suit the declarer may still hold, the one he can
    least often duck (fewest of his possible cards below it, most above it)."""
    if not _defending(ctx, Contract.BETTLER):
        return None
    assert ctx.order is not None
    order = ctx.order
    belief = card_belief(obs)
    his = 0
    for x in cards_in(belief.hidden):
        if may_hold(belief, ctx.declarer, x):
            his |= 1 << x
    best: tuple[tuple[int, int, int], Card] | None = None
    for c in ctx.cards:
        suit = his & order.suit_masks[order.effective[c]]
        if not suit:
            continue  # he is void there: he throws any card and takes nothing
        above = suit & order.beaten_by[c]
        key = ((suit & ~above).bit_count(), -above.bit_count(), order.strength[c])
        if best is None or key < best[0]:
            best = (key, c)
    return PlayCard(best[1]) if best is not None else None


@named
def schnapser_defence_cash(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Against a Schnapser: lead a card nobody can beat, the one worth most."""
    if not _defending(ctx, Contract.SCHNAPSER, Contract.KONTRASCHNAPSER):
        return None
    assert ctx.order is not None
    order = ctx.order
    belief = card_belief(obs)
    others = [s for s in obs.in_deal if s != obs.seat]
    sure = [c for c in ctx.cards if surely_takes(order, belief, c, order.effective[c], others)]
    return PlayCard(max(sure, key=lambda c: (CARD_POINTS[c], _strength(ctx, c)))) if sure else None


@named
def schnapser_defence_lead_cheap(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Against a Schnapser: lead the card worth least, so that a trick he takes brings him little."""
    if not _defending(ctx, Contract.SCHNAPSER, Contract.KONTRASCHNAPSER):
        return None
    return PlayCard(min(ctx.cards, key=lambda c: (CARD_POINTS[c], _strength(ctx, c))))


@named
def bettler_lead_low(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The Bettler declarer leads his lowest card."""
    if ctx.contract is Contract.BETTLER and ctx.declaring and ctx.order is not None:
        return PlayCard(min(ctx.cards, key=lambda c: _strength(ctx, c)))
    return None


@named
def lead_high(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Lead the highest card: an Ace first, a trump in contracts that must take every trick."""
    if ctx.order is None:
        return None
    aces = [c for c in ctx.cards if ctx.order.strength[c] == max(ctx.order.strength[x] for x in ctx.cards)]
    return PlayCard(max(aces, key=lambda c: _strength(ctx, c)))


LEAD: tuple[NamedRule[Obs, Ctx], ...] = (declare_a_marriage, bettler_lead_low, bettler_defence_lead,
                                          schnapser_defence_cash, schnapser_defence_lead_cheap, lead_high)

# -------------------------------------------------------------------- following


@named
def bettler_stay_under(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The Bettler declarer plays his highest card that does not beat the trick."""
    if ctx.contract is not Contract.BETTLER or not ctx.declaring:
        return None
    under = [c for c in ctx.cards if c not in _beating(ctx)]
    return PlayCard(max(under, key=lambda c: _strength(ctx, c))) if under else None


@named
def bettler_go_over_low(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The Bettler declarer whose every card beats the trick: his lowest."""
    if ctx.contract is not Contract.BETTLER or not ctx.declaring:
        return None
    return PlayCard(min(ctx.cards, key=lambda c: _strength(ctx, c)))


def _of_led_suit(obs: Obs, ctx: Ctx) -> list[Card]:
    assert ctx.order is not None
    led = ctx.order.effective[obs.trick[0][1]]
    return [c for c in ctx.cards if ctx.order.effective[c] == led]


@named
def bettler_defence_play_low(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Against a Bettler, the declarer still to play: follow with the lowest card of the suit, so
    that he may have to go over."""
    if not _defending(ctx, Contract.BETTLER) or ctx.declarer_played:
        return None
    same = _of_led_suit(obs, ctx)
    return PlayCard(min(same, key=lambda c: _strength(ctx, c))) if same else None


@named
def bettler_defence_stay_under(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Against a Bettler, otherwise: the highest card that does not beat the trick (the low ones
    stay to lead into the declarer)."""
    if not _defending(ctx, Contract.BETTLER):
        return None
    under = [c for c in ctx.cards if c not in _beating(ctx)]
    return PlayCard(max(under, key=lambda c: _strength(ctx, c))) if under else None


@named
def give_points_to_partner(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Partner wins the trick and plays last or holds it: add the most points without taking it over."""
    if not ctx.partner_winning or not (ctx.last or _partner_safe(obs, ctx)):
        return None
    keep = [c for c in ctx.cards if c not in _beating(ctx)]
    return PlayCard(max(keep, key=lambda c: (CARD_POINTS[c], -_strength(ctx, c)[1]))) if keep else None


def _partner_safe(obs: Obs, ctx: Ctx) -> bool:
    """The partner's card is the highest left of its suit (nothing unplayed beats it) and no
    opponent still to play could trump it."""
    assert ctx.order is not None and ctx.winning is not None
    unseen = ctx.order.deck & ~obs.played & ~(obs.hand or 0) & ~sum(1 << c for _, c in obs.trick)
    return not ctx.order.beaten_by[ctx.winning] & unseen


@named
def take_it_cheaply(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Take the trick with the cheapest winning card when last, or when it holds points."""
    if ctx.partner_winning:
        return None
    winners = _beating(ctx)
    if not winners:
        return None
    on_table = sum(CARD_POINTS[c] for _, c in obs.trick)
    if ctx.last or on_table >= 10 or ctx.contract is not Contract.NORMAL:
        return PlayCard(min(winners, key=lambda c: (_strength(ctx, c), CARD_POINTS[c])))
    return None


@named
def throw_the_least(obs: Obs, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise give away the card worth least."""
    return PlayCard(min(ctx.cards, key=lambda c: (CARD_POINTS[c], _strength(ctx, c))))


FOLLOW: tuple[NamedRule[Obs, Ctx], ...] = (bettler_stay_under, bettler_go_over_low, bettler_defence_play_low,
                                           bettler_defence_stay_under, give_points_to_partner, take_it_cheaply,
                                           throw_the_least)
