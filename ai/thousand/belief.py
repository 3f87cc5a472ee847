"""Thousand's layer of beliefs on top of the generic one (:mod:`kartln.ai.belief`).

The generic belief gives the hidden cards, the counts per hand and the stock or pile, and what
the trick play shows (a player who did not follow is void in the suit; one who could not follow
and did not trump is void in trumps too). Thousand adds its own public facts:

* the declarer knows where his two gifts went; a receiver knows his gift;
* the declarer of a marriage holds its other half until he plays it;
* the stock, once shown, went to the declarer, and at most one of its cards can have been given
  to the other defender;
* a bid above 120 needs a marriage, so that player was dealt one: both its cards are still in
  his hand or among the cards he played (or gave away).
"""

from __future__ import annotations

from kartln.ai.belief import Assignment, Belief, Check, card_belief, played_by
from kartln.ai.thousand.cards import ACES_MASK as ACES
from kartln.ai.thousand.cards import DECK, MARRIAGE, cards_of
from kartln.engine import events as ev
from kartln.engine.cards import CardSet
from kartln.engine.games.thousand.observation import ThousandObservation


def _high_bidders(obs: ThousandObservation) -> list[int]:
    """Seats that bid above 120 (not blind) in this deal's auction."""
    out: list[int] = []
    for e in obs.events:
        if isinstance(e, ev.BidMade) and e.value > 120 and not e.blind and e.seat not in out:
            out.append(e.seat)
    return out


def thousand_belief(obs: ThousandObservation, use_inference: bool = True, ace_marriage: bool = False) -> Belief:
    """The belief of ``obs.seat`` during the play (or contract) phase of a deal.

    With ``use_inference`` off only the counts are used (hands and the pile), not voids, gifts,
    marriages or bids."""
    n = obs.num_players
    me = obs.seat
    hidden = DECK & ~(obs.hand or 0) & ~obs.played
    belief = card_belief(obs, DECK, inference=use_inference, shown=DECK & ~hidden)
    if not use_inference:
        return belief
    declarer = obs.declarer
    stock_loc = belief.elsewhere
    others = [s for s in obs.in_deal if s != me]
    allowed = belief.allowed
    pin = belief.pin
    if declarer is not None and declarer == me:
        for to, c in obs.given:
            pin(c, to)
        if n == 2:  # the declarer knows his two discards, in the pile
            for c in cards_of(obs.discarded):
                pin(c, stock_loc)
    for s, suit in obs.marriages:
        for c in cards_of(MARRIAGE[suit] & hidden):
            pin(c, s)
    if obs.ace_marriage is not None:  # he declared all four Aces: the rest are still his
        for c in cards_of(ACES & hidden):
            pin(c, obs.ace_marriage)
    stock = obs.stock or 0
    if declarer is not None and declarer != me and stock and n != 2:
        # The shown stock went to the declarer; he gave one card to each defender.
        partner = next((s for s in others if s != declarer), None)
        stock_hidden = stock & hidden
        for c in cards_of(stock_hidden):
            allowed[c] &= (1 << declarer) | ((1 << partner) if partner is not None else 0)
        if partner is not None and stock_hidden:
            p = partner

            def at_most_one_stock_card(a: Assignment, p: int = p, sh: CardSet = stock_hidden) -> bool:
                return (a[p] & sh).bit_count() <= 1

            belief.checks.append(at_most_one_stock_card)
            belief.names.append("stock gift")
    for s in _high_bidders(obs):
        if s == me:
            continue
        belief.checks.append(_marriage_check(obs, s, played_by(obs, s), stock if s == declarer else 0, ace_marriage))
        belief.names.append(f"marriage of bidder {s}")
    base = 0
    for s in others:
        base |= 1 << s
    if belief.capacity[stock_loc]:
        base |= 1 << stock_loc
    for c, m in allowed.items():
        if not m:  # contradictory information (should never happen): keep the card placeable
            allowed[c] = base
    return belief


def _marriage_check(obs: ThousandObservation, s: int, played: CardSet, stock: CardSet, aces: bool = False) -> Check:
    """Seat ``s`` bid above 120, so his dealt hand held a marriage: both halves are in his world
    hand, among his played cards, or (for the declarer) among his gifts. A gift to the other
    defender is unknown to a defender, so one half may also sit with (or have been played by)
    that defender."""
    me = obs.seat
    declarer = obs.declarer
    known_mine = 0  # cards the bidder gave to me
    for to, c in obs.given:
        if to == me and declarer == s:
            known_mine |= 1 << c
    received_from_me = 0
    if declarer == me:
        for to, c in obs.given:
            if to == s:
                received_from_me |= 1 << c
    third = None
    if declarer == s and me != s:
        third = next((x for x in obs.in_deal if x not in (me, s)), None)
    mine_all = (obs.hand or 0) | played_by(obs, me)
    third_played = played_by(obs, third) if third is not None else 0
    pile = obs.num_players if obs.num_players == 2 and declarer == s else -1  # his unseen discards

    def check(a: Assignment) -> bool:
        own = (a[s] | played | (known_mine & mine_all) | (a[pile] if pile >= 0 else 0)) & ~stock & ~received_from_me
        if aces and (own & ACES == ACES or (third is not None and (own & ACES).bit_count() == 3
                                             and (a[third] | third_played) & ACES & ~stock)):
            return True  # the four Aces count as a marriage for bids (option ``ace_marriage``)
        for suit in range(4):
            m = MARRIAGE[suit]
            if own & m == m:
                return True
            if third is not None and (own & m).bit_count() == 1 and (a[third] | third_played) & m & ~stock:
                return True
        return False

    return check
