"""Bauernschnapsen computer players: they play with the partner, and the belief knows where the
turned-up trump lies."""

from __future__ import annotations

import random

from kartln.ai.belief import card_belief
from kartln.ai.determinize import sample_world
from kartln.ai.levels import make_agent
from kartln.engine.actions import PlayCard
from kartln.engine.cards import mask, parse_card
from kartln.engine.games.bauernschnapsen import BauernschnapsenRules, BauernschnapsenState
from kartln.engine.games.bauernschnapsen.actions import TurnUp
from kartln.engine.games.bauernschnapsen.sheet import team_of
from kartln.engine.games.bauernschnapsen.state import CARD_POINTS
from kartln.engine.match import packet_order


def test_easy_gives_points_to_a_partner_taking_the_last_card_trick() -> None:
    """Playing last to a trick the partner wins, easy never takes it over and adds the most points
    it may (spec: a computer partner plays with the partner, not against it)."""
    seen = 0
    for seed in range(40):
        state = BauernschnapsenState(BauernschnapsenRules(), seed)
        agents = [make_agent("bauernschnapsen", "easy", seed * 4 + s) for s in range(4)]
        while not state.is_terminal() and len(state.sheet) < 3:
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            action = agents[seat].choose(obs, legal)
            order = obs.order
            if obs.phase == "play" and order is not None and len(obs.trick) == len(obs.in_deal) - 1:
                cards = [c for _, c in obs.trick]
                i = order.trick_winner_index(cards)
                if team_of(obs.trick[i][0]) == team_of(seat):
                    plays = [a.card for a in legal if isinstance(a, PlayCard)]
                    under = [c for c in plays if not order.beats(c, cards[i])]
                    assert isinstance(action, PlayCard)
                    if under:
                        assert action.card in under, "took the partner's trick over"
                        assert CARD_POINTS[action.card] == max(CARD_POINTS[c] for c in under)
                        seen += 1
            state.apply(action)
    assert seen > 50


def test_the_turned_up_trump_is_placed_in_forehands_hand() -> None:
    state = BauernschnapsenState(BauernschnapsenRules(), 5, dealer=0)
    state.apply(TurnUp(1))
    exposed = state.exposed
    assert exposed is not None
    obs = state.observation(2)
    assert obs.face_up == ((1, exposed),)
    belief = card_belief(obs, mask(type(state).deck_cards))
    assert belief.allowed[exposed] == 1 << 1
    rng = random.Random(1)
    for _ in range(20):
        world, ok = sample_world(belief, rng)
        assert ok and world[1] >> exposed & 1


def test_simulated_deals_rebuild_the_decision_the_seat_faces() -> None:
    """normal's worlds: the hidden cards dealt anew, the seat at the same decision with the same
    hand, trump, turned-up card, auction and doubling."""
    from kartln.ai.bauernschnapsen.simulate import world
    from kartln.engine.games.bauernschnapsen.policy import random_bauernschnapsen_action

    checked = 0
    for seed in range(30):
        rules = BauernschnapsenRules(knock_allowed=seed % 3 == 0, pass_is_final=seed % 2 == 0)
        state = BauernschnapsenState(rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no <= 3:
            seat = state.current_player()
            if state.phase in ("auction", "doubling"):
                obs = state.observation(seat)
                w = world(obs, rules, random.Random(seed))
                assert w is not None
                mine = w.observation(seat)
                for name in ("hand", "phase", "trump", "face_up", "highest", "announcer", "passed", "doubling",
                             "multiplier", "forehand", "dealer", "knocked", "cards_in_hand"):
                    assert getattr(mine, name) == getattr(obs, name), name
                checked += 1
            state.apply(random_bauernschnapsen_action(state.legal_actions(), rng))
    assert checked > 200


def test_a_herrengang_in_the_auction_does_not_break_the_simulation() -> None:
    """Sampled deals rarely give the announcer a whole suit: such worlds are skipped, and the
    player still answers (found in a tournament, where it raised)."""
    from kartln.engine.games.bauernschnapsen.contracts import Contract

    hands = {1: "AH TH KH QH QC", 2: "AS TS KS QS JS", 3: "JH KC AC TC AD", 0: "JC TD KD QD JD"}
    order = packet_order({s: [parse_card(w) for w in h.split()] for s, h in hands.items()}, [1, 2, 3, 0], (3, 2))
    state = BauernschnapsenState(BauernschnapsenRules(), seed=1, dealer=0, decks=[([order[-1], *order[:-1]], [1])])
    for word in ("trump H", "pass", "announce herrengang", "pass"):
        state.apply(state.parse_action(word))
    assert state.highest is Contract.HERRENGANG and state.current_player() == 0
    legal = state.legal_actions()
    assert len(legal) > 1  # a Kontrabauernschnapser outranks it
    for level in ("normal", "hard"):
        assert make_agent("bauernschnapsen", level, 5).choose(state.observation(0), legal) in legal


def _dealt(hands: dict[int, str], rules: BauernschnapsenRules | None = None) -> BauernschnapsenState:
    """Dealer 0, forehand 1; each hand's first three cards are its first packet."""
    order = packet_order({s: [parse_card(w) for w in h.split()] for s, h in hands.items()}, [1, 2, 3, 0], (3, 2))
    return BauernschnapsenState(rules or BauernschnapsenRules(), seed=1, dealer=0,
                                decks=[([order[-1], *order[:-1]], [1])])


BETTLER_WITH_ACES = {1: "AH AS AC AD TH", 2: "KH QH JH TS KS", 3: "QS JS TC KC QC", 0: "JC TD KD QD JD"}


def test_the_open_hand_value_is_the_deal_under_best_play_for_either_team() -> None:
    from kartln.ai.bauernschnapsen.simulate import open_hand_value

    state = _dealt(BETTLER_WITH_ACES)
    for word in ("trump H", "announce bettler", "pass", "pass", "pass"):
        state.apply(state.parse_action(word))
    while state.phase == "doubling":
        state.apply(state.parse_action("pass"))
    assert state.phase == "play"
    assert open_hand_value(state, 1) == -5 and open_hand_value(state, 2) == 5  # four Aces take a trick


def test_worlds_are_kept_by_what_the_announcer_said() -> None:
    """Asked for Kontra against a Bettler, the opponent keeps the sampled deals where the Bettler
    is made with open hands more often than the others: the announcer said he can make it."""
    from kartln.ai.bauernschnapsen.simulate import claimants, deal_gain, plausible, world

    state = _dealt(BETTLER_WITH_ACES)
    for word in ("trump H", "announce bettler", "pass", "pass", "pass"):
        state.apply(state.parse_action(word))
    seat = state.current_player()
    obs = state.observation(seat)
    assert obs.doubling == "kontra" and claimants(obs) == [1]
    rng = random.Random(3)
    kept, made_kept, made_all = 0, 0, 0
    for _ in range(300):
        w = world(obs, BauernschnapsenRules(), rng)
        assert w is not None
        made = deal_gain(w.clone(), 1, [make_agent("bauernschnapsen", "easy", 0)] * 4, exact=True) > 0
        made_all += made
        if plausible(w, seat, [1], rng):
            kept += 1
            made_kept += made
    assert made_kept / kept > made_all / 300 + 0.15


def test_an_answer_must_beat_passing_by_more_than_its_noise(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A contract whose mean gain over passing is positive but within one standard error is not
    announced (the winner's curse of picking the best mean of a few worlds)."""
    from kartln.ai.bauernschnapsen import simulate
    from kartln.engine.actions import Pass
    from kartln.engine.games.bauernschnapsen.actions import Announce
    from kartln.engine.games.bauernschnapsen.contracts import Contract

    class World:
        def clone(self) -> World:
            return World()

        def apply(self, action: object) -> None:
            self.action = action

    gains = iter([7, -3] * 20)
    monkeypatch.setattr(simulate, "world", lambda obs, rules, rng: World())
    monkeypatch.setattr(simulate, "deal_gain",
                        lambda w, seat, players, exact: 1 if isinstance(w.action, Pass) else next(gains))
    obs = BauernschnapsenState(BauernschnapsenRules(), 1).observation(0)
    legal = [Pass(), Announce(Contract.BETTLER)]
    rng = random.Random(1)
    assert simulate.best_by_simulation(obs, legal, BauernschnapsenRules(), [], rng, 10, exact=False) == Pass()
    gains = iter([7, -3] * 20)
    assert simulate.best_by_simulation(obs, legal, BauernschnapsenRules(), [], rng, 10, caution=0.0,
                                       exact=False) == Announce(Contract.BETTLER)
