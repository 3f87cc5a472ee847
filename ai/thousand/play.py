"""Card-play rules: leading, following, and defending against the declarer (thousand.md §7).

Each rule is ``(observation, legal, ctx) -> action or None``; the player tries them in order and
plays the first answer. The last rule of each list always answers.

A rule that judges a card safe by the odds (nobody likely to trump it) comes in two names: the
``…_surely`` or ``…_sure_…`` one answers when the seat's knowledge rules out every way to beat the
card it chose (:meth:`~kartln.ai.thousand.knowledge.Knowledge.stays_winning`), the other one
answers with the same card otherwise, so a hint says "nobody can beat it" only when that is certain.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.thousand.cards import POINTS, STRENGTH, SUIT, beats, cards_of
from kartln.ai.thousand.context import Ctx, legal_cards
from kartln.ai.thousand.knowledge import Knowledge
from kartln.ai.thousand.values import keep_value, lead_cost, shed_cost
from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS, Card
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.state import marriage_cards
from kartln.engine.state import Action

# ------------------------------------------------------------------------------------ helpers


def _winning_cards(k: Knowledge, cards: list[Card]) -> list[Card]:
    win = k.winning()
    if win is None:
        return cards
    return [c for c in cards if beats(c, win[1], k.trump)]


def _safe_winners(k: Knowledge, cards: list[Card]) -> list[Card]:
    after = k.to_play_after_me()
    return [c for c in _winning_cards(k, cards) if k.safe_winner(c, after)]


def _cheapest_winner(k: Knowledge, cards: list[Card]) -> Card:
    """The winner that costs least to spend: its points come home, its future worth is lost."""
    return min(cards, key=lambda c: (keep_value(c, k) - POINTS[c], STRENGTH[c]))


def _enemy_after_me(k: Knowledge) -> bool:
    return any(not k.is_friend(s) for s in k.to_play_after_me())


# --------------------------------------------------------------------------------- endgame


def endgame_count_out(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The last tricks: with few cards left and few deals consistent with what was seen, try
    every deal and every card; play the card that makes (or stops) the contract most often.
    Silent when every card is as good (the other rules then choose)."""
    p = ctx.params
    if obs.declarer is None or sum(s.cards_in_hand for s in obs.seats) > p.endgame_cards:
        return None
    from kartln.ai.determinize import enumerate_worlds
    from kartln.ai.thousand.belief import thousand_belief
    from kartln.ai.thousand.deal_kernel import world_kernel
    from kartln.ai.trick_solver import PointsSearch

    worlds = enumerate_worlds(thousand_belief(obs, True, ctx.know.ace_marriage), p.endgame_worlds)
    if not worlds:
        return None
    me_declarer = obs.declarer == obs.seat
    scores: list[int] = []
    plays = [a for a in legal if isinstance(a, PlayCard)]
    for a in plays:
        made = 0
        for w in worlds:
            k = world_kernel(obs, w, ctx.know.values, ctx.know.ace_marriage)
            k.play(a.card, a.marriage)
            made += PointsSearch(k, obs.declarer).reaches(obs.contract)
        scores.append(made if me_declarer else len(worlds) - made)
    best = max(scores)
    if min(scores) == best:
        return None
    good = [a for a, sc in zip(plays, scores, strict=True) if sc == best]
    ctx.cache["endgame_good"] = good
    return good[0] if len(good) == 1 else _prefer_among(obs, good, ctx)


def _prefer_among(obs: ThousandObservation, good: list[PlayCard], ctx: Ctx) -> Action:
    """Among equally good cards, the one the ordinary rules would play."""
    rules = (follow_smear_partner, follow_take_from_enemy, follow_shed) if obs.trick else (
        lead_cash_master, lead_low)
    for rule in rules:
        a = rule(obs, good, ctx)
        if a is not None and a in good:
            return a
    return good[0]


# ------------------------------------------------------------------------------- following


def follow_forced(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Only one legal card."""
    return legal[0] if len(legal) == 1 else None


def _contract_maker(k: Knowledge, legal: Sequence[Action]) -> Card | None:
    """Declarer: the cheapest card likely to take the trick that makes the contract."""
    if not k.is_declarer or not k.trick:
        return None
    safe = _safe_winners(k, cards_of(legal_cards(legal)))
    need = k.contract - k.declarer_points()
    if need <= 0:
        return None
    for c in sorted(safe, key=lambda c: (keep_value(c, k) - POINTS[c], STRENGTH[c])):
        if k.trick_points() + POINTS[c] >= need:
            return c
    return None


def follow_make_contract_surely(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declarer: take the trick that makes the contract with a card nobody can beat."""
    c = _contract_maker(ctx.know, legal)
    return PlayCard(c) if c is not None and ctx.know.stays_winning(c, ctx.know.to_play_after_me()) else None


def follow_make_contract(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declarer: take the trick that makes the contract with a card nobody is likely to beat."""
    c = _contract_maker(ctx.know, legal)
    return PlayCard(c) if c is not None else None


def _smear(k: Knowledge, legal: Sequence[Action]) -> Card | None:
    """Defender, the other defender likely winning the trick: the card that gives him the most points."""
    win = k.winning()
    if win is None or k.partner is None or win[0] != k.partner:
        return None
    after = k.to_play_after_me()
    if after and not _partner_safe(k, win[1], after):
        return None
    cards = cards_of(legal_cards(legal))
    return min(cards, key=lambda c: (shed_cost(c, k, friend_wins=True), STRENGTH[c]))


def follow_smear_partner_surely(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Defender: nobody can beat the other defender's card, so give him the most points (with a
    card that leaves him the trick)."""
    k = ctx.know
    c = _smear(k, legal)
    win = k.winning()
    if c is None or win is None or beats(c, win[1], k.trump) or not k.stays_winning(win[1], k.to_play_after_me()):
        return None
    return PlayCard(c)


def follow_smear_partner(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Defender: the other defender likely wins the trick, so give him the most points."""
    c = _smear(ctx.know, legal)
    return PlayCard(c) if c is not None else None


def _partner_safe(k: Knowledge, card: Card, after: list[int]) -> bool:
    """Whether the partner's winning ``card`` stays winning against the seats after me."""
    suit = card // NUM_RANKS
    led = k.trick[0][1] // NUM_RANKS
    for s in after:
        if s == k.seat:
            continue
        higher_out = [h for h in cards_of(k.outstanding & SUIT[suit]) if STRENGTH[h] > STRENGTH[card]]
        if suit == led and higher_out and not (k.void[s] >> suit & 1):
            return False
        if k.trump is not None and suit != k.trump and k._could_trump(s, led):
            return False
        if suit == k.trump and suit != led and higher_out and k._could_be_void(s, led):
            return False
    return True


def follow_secure_for_partner(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Defender: the other defender is winning but the declarer, still to play, could beat him;
    take the trick over with a card the declarer cannot beat."""
    k = ctx.know
    win = k.winning()
    if win is None or k.partner is None or win[0] != k.partner:
        return None
    after = k.to_play_after_me()
    if not after or _partner_safe(k, win[1], after):
        return None
    safe = [c for c in _winning_cards(k, cards_of(legal_cards(legal))) if k.safe_winner(c, after)]
    if not safe:
        return None
    return PlayCard(_cheapest_winner(k, safe))


def follow_take_from_enemy(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """An opponent (for a defender: the declarer) is winning: take the trick with the cheapest
    card that surely wins it."""
    k = ctx.know
    win = k.winning()
    if win is None or k.is_friend(win[0]):
        return None
    safe = _safe_winners(k, cards_of(legal_cards(legal)))
    if not safe:
        return None
    best = _cheapest_winner(k, safe)
    gain = k.trick_points() + POINTS[best]
    if gain == 0 and keep_value(best, k) >= 12 and not k.is_declarer:
        return None  # an empty trick is not worth a master
    return PlayCard(best)


def follow_shed(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """No trick to take: play the card that costs least (points to the winner, future worth)."""
    k = ctx.know
    win = k.winning()
    friend = win is not None and k.is_friend(win[0]) and win[0] != k.seat
    cards = cards_of(legal_cards(legal))
    if not cards:
        return legal[0]
    return PlayCard(min(cards, key=lambda c: (shed_cost(c, k, friend), STRENGTH[c], c)))


# --------------------------------------------------------------------------------- leading


def lead_draw_trumps(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declarer holding the master trump and more trumps: draw the defenders' trumps first."""
    k = ctx.know
    t = k.trump
    if t is None or k.trick or not k.is_declarer:
        return None
    mine = k.hand & SUIT[t]
    if mine.bit_count() < 2 or not k.outstanding & SUIT[t]:
        return None
    if all(k.void[s] >> t & 1 for s in k.opponents):
        return None
    masters = [c for c in cards_of(mine) if k.is_master(c)]
    if not masters:
        return None
    return PlayCard(max(masters, key=lambda c: (POINTS[c], STRENGTH[c])))


def lead_cash_sure_master(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Lead the card :func:`lead_cash_master` chooses when nobody can beat it."""
    a = lead_cash_master(obs, legal, ctx)
    return a if isinstance(a, PlayCard) and ctx.know.stays_winning(a.card, list(ctx.know.opponents)) else None


def lead_cash_master(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Lead a card likely to win: no higher card out, nobody likely to trump it."""
    k = ctx.know
    if k.trick:
        return None
    best: Card | None = None
    best_key: tuple[int, int, int] = (-1, -1, -1)
    for c in cards_of(legal_cards(legal)):
        s = c // NUM_RANKS
        if not k.is_master(c):
            continue
        if any(k.may_trump(o, s) for o in k.opponents if not k.is_friend(o)):
            continue
        if marriage_cards(k.hand) >> c & 1:
            continue  # a marriage half is declared, not cashed
        followers = 1 if k.outstanding & SUIT[s] else 0
        key = (followers, POINTS[c], STRENGTH[c])
        if key > best_key:
            best, best_key = c, key
    if best is None:
        return None
    if best_key[0] == 0 and POINTS[best] < 10 and not k.is_declarer:
        return None
    return PlayCard(best)


def lead_partner_ruff(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Defender: lead a suit the other defender is void in (and may trump) but the declarer is not."""
    k = ctx.know
    p, d, t = k.partner, k.declarer, k.trump
    if k.trick or p is None or d is None or t is None:
        return None
    best: Card | None = None
    for c in cards_of(legal_cards(legal)):
        s = c // NUM_RANKS
        if s == t or not (k.void[p] >> s & 1) or k.void[p] >> t & 1 or k.void[d] >> s & 1:
            continue
        if best is None or lead_cost(c, k) < lead_cost(best, k):
            best = c
    return PlayCard(best) if best is not None else None


def lead_low(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Give up the lead as cheaply as possible."""
    k = ctx.know
    cards = cards_of(legal_cards(legal))
    if not cards:
        return legal[0]
    return PlayCard(min(cards, key=lambda c: (lead_cost(c, k), STRENGTH[c], c)))
