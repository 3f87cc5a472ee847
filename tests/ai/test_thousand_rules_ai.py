"""One test per named rule of the Thousand heuristic player (each rule answers where it should,
with the move a good player makes, and stays silent where it does not apply)."""

from __future__ import annotations

from ai_helpers import cset, do, new_state, text, view
from kartln.ai.thousand import bidding, marriage, play, stock
from kartln.ai.thousand.agent import FOLLOW_RULES, LEAD_RULES, HeuristicThousandAgent
from kartln.ai.thousand.context import HeuristicParams
from kartln.ai.thousand.handeval import choose_gifts, estimate_points
from kartln.engine.games.thousand.actions import LookAtCards
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState

# Seat 0 (first hand): hearts marriage and three aces – a hand to bid on.
STRONG = "AH KH QH AS AD 10D 9S"
WEAK_1 = "9H JH 9C JC 10S QS JS"
WEAK_2 = "KS 10H KC QC AC 10C KD"
STOCK = "QD JD 9D"


def strong_deal():
    return new_state(STRONG, WEAK_1, WEAK_2, STOCK)


def play_phase(p1: str, p2: str, p3: str, stock_: str, gives: tuple[str, str], contract: int = 100):
    """Seat 0 wins the auction at 100, gives the two cards and sets ``contract``."""
    s = new_state(p1, p2, p3, stock_)
    do(s, "bid 100", "pass", "pass", f"give {gives[0]} to 1", f"give {gives[1]} to 2", f"contract {contract}")
    return s


# ------------------------------------------------------------------------------ auction


def test_blind_bid_when_far_behind_a_leader_close_to_winning() -> None:
    s = new_state(STRONG, WEAK_1, WEAK_2, STOCK, ThousandRules(blind_bidding=True))
    obs, legal, ctx = view(s)
    assert bidding.blind_bid_when_behind(obs, legal, ctx) is None  # level scores: look first
    s.records[1].score = 700
    obs, legal, ctx = view(s)
    assert text(bidding.blind_bid_when_behind(obs, legal, ctx)) == "blind 100"
    params = HeuristicParams(blind_bids=False)
    obs, legal, ctx = view(s, params)
    assert bidding.blind_bid_when_behind(obs, legal, ctx) is None


def test_look_at_the_cards_before_bidding() -> None:
    s = new_state(STRONG, WEAK_1, WEAK_2, STOCK, ThousandRules(blind_bidding=True))
    obs, legal, ctx = view(s)
    assert isinstance(bidding.blind_look_first(obs, legal, ctx), LookAtCards)
    do(s, "look")
    obs, legal, ctx = view(s)
    assert bidding.blind_look_first(obs, legal, ctx) is None


def test_first_hand_opens_with_100() -> None:
    obs, legal, ctx = view(strong_deal())
    assert text(bidding.bid_forced_opening(obs, legal, ctx)) == "bid 100"


def test_on_the_barrel_without_a_marriage_pass() -> None:
    s = new_state(WEAK_2, STRONG, WEAK_1, STOCK)
    do(s, "bid 100")
    s.records[1].score, s.records[1].on_barrel = 880, True
    obs, legal, ctx = view(s)
    assert text(bidding.bid_barrel_needs_marriage(obs, legal, ctx)) in ("bid 125", "bid 130", "pass")
    s2 = new_state(STRONG, WEAK_1, WEAK_2, STOCK)
    do(s2, "bid 100")
    s2.records[1].score, s2.records[1].on_barrel = 880, True
    obs, legal, ctx = view(s2)
    assert text(bidding.bid_barrel_needs_marriage(obs, legal, ctx)) == "pass"  # no marriage
    s2.records[1].on_barrel = False
    obs, legal, ctx = view(s2)
    assert bidding.bid_barrel_needs_marriage(obs, legal, ctx) is None


def test_outbid_an_opponent_on_the_barrel_with_a_fair_hand() -> None:
    s = new_state(WEAK_2, STRONG, WEAK_1, STOCK)
    s.records[0].score, s.records[0].on_barrel = 880, True
    do(s, "bid 100", "bid 105", "pass", "bid 125")
    obs, legal, ctx = view(s)
    assert obs.seat == 1
    assert text(bidding.bid_stop_barrel_player(obs, legal, ctx)) == "bid 130"
    s.records[0].on_barrel = False
    obs, legal, ctx = view(s)
    assert bidding.bid_stop_barrel_player(obs, legal, ctx) is None


def test_bid_while_the_hand_makes_it() -> None:
    s = new_state(WEAK_1, STRONG, WEAK_2, STOCK)
    do(s, "bid 100")
    obs, legal, ctx = view(s)
    assert text(bidding.bid_by_estimate(obs, legal, ctx)) == "bid 105"
    s = new_state(STRONG, WEAK_1, WEAK_2, STOCK)
    do(s, "bid 100")
    obs, legal, ctx = view(s)
    assert bidding.bid_by_estimate(obs, legal, ctx) is None  # a weak hand does not bid


def test_no_bid_of_120_without_a_marriage() -> None:
    s = new_state("9H JH 9C JC 10S QS JS", "AC 10C KC AS 9S AD 10D", "AH KH QH 10H KS QC 9D", "KD QD JD")
    do(s, "bid 100", "bid 105", "bid 115", "pass")
    obs, legal, _ = view(s)
    assert obs.seat == 1 and [a.text() for a in legal] == ["pass", "bid 120"]
    assert HeuristicThousandAgent(1).choose(obs, legal).text() == "pass"


def test_pass_otherwise() -> None:
    s = new_state(STRONG, WEAK_1, WEAK_2, STOCK)
    do(s, "bid 100")
    obs, legal, ctx = view(s)
    assert text(bidding.bid_pass(obs, legal, ctx)) == "pass"


# -------------------------------------------------------------------- re-deals and the stock


def test_ask_for_a_new_deal_with_four_nines() -> None:
    s = new_state("9H 9D 9C 9S JH JD JS", "AH KH QH AS AD 10D JC", "KS 10H KC QC AC 10C KD", "QD 10S QS")
    obs, legal, ctx = view(s)
    assert obs.phase == "four nines"
    assert text(stock.redeal_four_nines(obs, legal, ctx)) == "redeal"


def test_weak_hand_with_two_nines_in_the_stock_asks_for_a_new_deal() -> None:
    s = new_state("KC QC JC 10S JS QS KD", "KS 10H AD AS AC 10C 10D", "AH KH QH QD JD 9D 9C", "9H 9S JH")
    do(s, "bid 100", "pass", "pass")
    obs, legal, ctx = view(s)
    assert obs.phase == "stock nines"
    assert text(stock.redeal_weak_stock(obs, legal, ctx)) == "redeal"
    assert text(stock.redeal_keep(obs, legal, ctx)) == "keep"


def test_strong_hand_keeps_the_deal_despite_nines_in_the_stock() -> None:
    s = new_state("AH KH QH AS AD 10D AC", "KC QC JC 10S JS QS KD", "10H 10C 9D KS 9C QD JD", "9H 9S JH")
    do(s, "bid 100", "pass", "pass")
    obs, legal, ctx = view(s)
    assert obs.phase == "stock nines"
    assert text(stock.redeal_weak_stock(obs, legal, ctx)) == "keep"


def test_give_away_cheap_cards_never_a_marriage_half_or_an_ace() -> None:
    s = strong_deal()
    do(s, "bid 100", "pass", "pass")
    obs, legal, ctx = view(s)
    first = stock.give_cheapest(obs, legal, ctx)
    assert first is not None and first.text().split()[1] in ("9S", "JD", "9D")
    gifts = choose_gifts(cset("AH KH QH AS AD 10D 9S QD JD 9D"))
    gift_mask = sum(1 << c for c in gifts)
    assert not gift_mask & cset("KH QH AH AS AD")


def test_gifts_prefer_leaving_a_suit_void() -> None:
    hand = cset("AH KH QH 10H AS 10S KS AD JC 9C")
    assert sum(1 << c for c in choose_gifts(hand)) == cset("JC 9C")


def test_two_players_discard_like_giving() -> None:
    rules = ThousandRules(players=2)
    s = ThousandState(rules, 5)
    agent = HeuristicThousandAgent(2)
    while s.phase not in ("discard",) and s.deal_no < 20:
        seat = s.current_player()
        s.apply(agent.choose(s.observation(seat), s.legal_actions()))
    assert s.phase == "discard"
    obs, legal, ctx = view(s)
    a = stock.discard_cheapest(obs, legal, ctx)
    assert a is not None and a in legal


def test_two_players_choose_a_stock() -> None:
    rules = ThousandRules(players=2)
    s = ThousandState(rules, 5)
    do(s, "bid 100", "pass")
    obs, legal, ctx = view(s)
    assert text(stock.stock_first(obs, legal, ctx)) == "stock 1"


def test_raise_the_contract_to_what_the_hand_surely_makes() -> None:
    s = new_state("AH KH QH 10H AD 10D AS", "9H JH 9C JC 10S QS 9D", "JD QD KC QC AC 10C KD", "KS 9S JS")
    do(s, "bid 100", "pass", "pass", "give KS to 1", "give JS to 2")
    obs, legal, ctx = view(s)
    a = stock.contract_raise_to_estimate(obs, legal, ctx)
    assert a is not None and int(a.text().split()[1]) >= 150


def test_keep_the_contract_with_an_ordinary_hand() -> None:
    s = new_state("KC QC JC 10S JS QS KD", "AH KH QH AS 9H JH 9C", "AD 10D AC 10C KS 10H QD", "9S JD 9D")
    do(s, "bid 100", "pass", "pass")
    if s.phase == "stock nines":
        do(s, "keep")
    do(s, "give 9S to 1", "give 9D to 2")
    obs, legal, ctx = view(s)
    assert text(stock.contract_raise_to_estimate(obs, legal, ctx)) in ("contract 100", "None")
    assert text(stock.contract_keep(obs, legal, ctx)) == "contract 100"


def test_the_static_estimate_orders_hands() -> None:
    values = (100, 80, 60, 40)
    assert estimate_points(cset("AH KH QH 10H AD 10D AS 10S"), values) > estimate_points(
        cset("KC QC JC 10S JS QS KD 9D"), values) + 40


# ----------------------------------------------------------------------------- marriages


def marriage_position():
    """Seat 0 won the first trick and holds the hearts and spades marriages."""
    s = play_phase("AH KH QH KS QS AD 9C", "9H JH 10C JC 10S JS 9S", "10H AC KC QC AS KD QD", "10D JD 9D",
                   ("9C", "9D"))
    do(s, "play AD", "play 9S", "play 9D")
    return s


def test_declare_the_most_valuable_marriage_leading_its_queen() -> None:
    obs, legal, ctx = view(marriage_position())
    assert text(marriage.marriage_declare_highest(obs, legal, ctx)) == "play QH+"


def test_no_marriage_on_the_first_lead() -> None:
    s = play_phase("AH KH QH KS QS AD 9C", "9H JH 10C JC 10S JS 9S", "10H AC KC QC AS KD QD", "10D JD 9D",
                   ("9C", "9D"))
    obs, legal, ctx = view(s)
    assert marriage.marriage_declare_highest(obs, legal, ctx) is None


# ------------------------------------------------------------------------------- leading


def test_draw_trumps_with_the_master_trump() -> None:
    s = play_phase("AH 10H KH QH AD 9D 9C", "9H JH 9S JS 10C JC QC", "AS KS 10S QS AC KC KD", "10D QD JD",
                   ("9C", "9D"))
    do(s, "play AD", "play 9C", "play 9D")  # trick 1 to the declarer
    do(s, "play QH+", "play 9H", "play AS")  # hearts are trumps; the jack is still out
    obs, legal, ctx = view(s)
    assert obs.seat == 0
    assert text(play.lead_draw_trumps(obs, legal, ctx)) == "play AH"


def test_cash_a_master_card() -> None:
    s = play_phase("AH 10H KC QD AS 9C JC", "9H JH 10C QC 10S JS 9S", "QH KH AC KS QS KD JD", "10D AD 9D",
                   ("9C", "JC"))
    obs, legal, ctx = view(s)
    a = play.lead_cash_master(obs, legal, ctx)
    assert text(a) in ("play AH", "play AD", "play AS")


def test_lead_for_the_partners_ruff() -> None:
    s = play_phase("AS KS KH QH AD 9D 9C", "9S JS QS 10S AH 9H JC", "JH 10H AC 10C KC QC KD", "10D QD JD",
                   ("9C", "9D"))
    do(s, "play AD", "play 9C", "play 9D")
    do(s, "play AS", "play 9S", "play QC")  # seat 2 shows no spades
    do(s, "play QH+", "play AH", "play JH")  # seat 1 takes the trick; seat 2 still holds a trump
    obs, legal, ctx = view(s)
    assert obs.seat == 1
    a = play.lead_partner_ruff(obs, legal, ctx)
    assert a is not None and a.text() in ("play JS", "play QS", "play 10S")


def test_lead_low_gives_up_the_lead_cheaply() -> None:
    s = play_phase("KH 10H KC QD JS 9C JC", "9H JH 10C QC 10S AS 9S", "QH AH AC KS QS KD JD", "10D AD 9D",
                   ("10D", "AD"))
    obs, legal, ctx = view(s)
    assert text(play.lead_low(obs, legal, ctx)) in ("play 9C", "play JC", "play JS")


# ----------------------------------------------------------------------------- following


def test_forced_card() -> None:
    s = play_phase("AH KH QH KS QS AD 9C", "9H JH 10C JC 10S JS 9S", "10H AC KC QC AS KD QD", "10D JD 9D",
                   ("9C", "9D"))
    do(s, "play AH", "play 9H")
    obs, legal, ctx = view(s)
    assert text(play.follow_forced(obs, legal, ctx)) == "play 10H"
    do(s, "play 10H")
    obs, legal, ctx = view(s)
    assert play.follow_forced(obs, legal, ctx) is None  # a lead


def test_take_the_trick_that_makes_the_contract() -> None:
    s = play_phase("AD KH QH AS KS 9D 9C", "AH 9H 9S JS 10C JC QC", "JH 10H 10S QS AC KC KD", "10D QD JD",
                   ("9C", "9D"), contract=120)
    do(s, "play AD", "play 9C", "play 9D")  # 11 points
    do(s, "play QH+", "play AH", "play JH")  # 100 for the marriage: 111, 9 to go
    do(s, "play 9S", "play QS")
    obs, legal, ctx = view(s)
    assert obs.seat == 0
    assert text(play.follow_make_contract(obs, legal, ctx)) == "play AS"  # the king would not do


def test_smear_points_on_the_partners_sure_trick() -> None:
    s = play_phase("KH QH 9H JD 9D 9C JC", "AS 10S KS AH 10H QS 9S", "JS QC AC 10C KC AD 10D", "JH QD KD",
                   ("JH", "QD"), contract=100)
    do(s, "play 9C", "play 9S")  # seat 1 discards; seat 2 to play after: seat 0 led, seat 1 void in clubs
    obs, legal, ctx = view(s)
    assert obs.seat == 2
    # seat 2 is a defender; the declarer (seat 0) is winning with 9C: take it
    assert text(play.follow_take_from_enemy(obs, legal, ctx)) in ("play 10C", "play AC")


def test_smear_rule_gives_the_partner_points() -> None:
    s = play_phase("KH QH 9H JD 9D 9C JC", "AC 10S KS AH 10H QS 9S", "JS QC 10C KC KD AD 10D", "JH QD AS",
                   ("JH", "QD"), contract=100)
    do(s, "play 9C", "play AC")  # partner (seat 1) wins with the ace of clubs
    obs, legal, ctx = view(s)
    assert obs.seat == 2
    assert text(play.follow_smear_partner(obs, legal, ctx)) == "play 10C"


def test_take_the_trick_from_the_declarer_cheaply() -> None:
    s = play_phase("KH QH 9H JD 9D 10C JC", "AC 10S KS AH 10H QS 9S", "JS QC 9C KC KD AD 10D", "JH QD AS",
                   ("JH", "QD"), contract=100)
    do(s, "play JD", "play 9S")
    obs, legal, ctx = view(s)
    assert obs.seat == 2
    # the ace takes it: the King and Queen of diamonds stay together for the marriage
    assert text(play.follow_take_from_enemy(obs, legal, ctx)) == "play AD"


def test_shed_the_cheapest_card() -> None:
    s = play_phase("AH KH QH 10H AD 10D AS", "9H JH 10C JC 10S 9S 9D", "AC KC QC KS QS KD QD", "9C JD JS",
                   ("JD", "9C"))
    do(s, "play AS")
    obs, legal, ctx = view(s)
    assert obs.seat == 1
    assert text(play.follow_shed(obs, legal, ctx)) == "play 9S"


def test_every_rule_list_ends_with_a_rule_that_always_answers() -> None:
    assert LEAD_RULES[-1] is play.lead_low
    assert FOLLOW_RULES[-1] is play.follow_shed


# ------------------------------------------------------------------- rules found by the suite


def _replay(seed: int, actions: list[str]) -> ThousandState:
    s = ThousandState(ThousandRules(), seed)
    for a in actions:
        do(s, a)
    return s


def _suite_position(ident: str) -> ThousandState:
    from kartln.ai.thousand.blunders import suite

    entry = next(e for e in suite() if e["id"] == ident)
    return _replay(entry["seed"], entry["actions"])


def test_count_out_the_last_tricks() -> None:
    # a defender holds A and Q of clubs over the declarer's 10: duck now, take the ten later
    s = _suite_position("play-500115-26")
    obs, legal, ctx = view(s)
    assert text(play.endgame_count_out(obs, legal, ctx)) == "play QC"
    early = marriage_position()
    obs, legal, ctx = view(early)
    assert play.endgame_count_out(obs, legal, ctx) is None  # too many cards left


def test_cash_sure_winners_before_a_marriage_lead_that_would_lose() -> None:
    s = play_phase("AH KH QH KS QS AD 9C", "9H JH 10C JC 10S JS 9S", "10H AC KC QC AS KD QD", "10D JD 9D",
                   ("9C", "9D"))
    do(s, "play AD", "play 9S", "play KD")  # the ten of diamonds is now a sure winner
    obs, legal, ctx = view(s)
    assert text(marriage.marriage_cash_masters_first(obs, legal, ctx)) == "play 10D"
    s2 = play_phase("AH 10H KH QH AD 9C 9D", "9H JH 10C JC 10S JS 9S", "AC KC QC AS KS QS KD", "10D JD QD",
                    ("9C", "9D"))
    do(s2, "play AD", "play 9S", "play KD")
    obs, legal, ctx = view(s2)
    assert marriage.marriage_cash_masters_first(obs, legal, ctx) is None  # the marriage lead wins anyway


def test_secure_the_trick_the_partner_would_lose() -> None:
    s = _suite_position("play-500040-29")
    obs, legal, ctx = view(s)
    assert text(play.follow_secure_for_partner(obs, legal, ctx)) == "play AD"


def test_gifts_chosen_by_simulation_keep_marriages_and_aces() -> None:
    s = strong_deal()
    do(s, "bid 100", "pass", "pass")
    obs, legal, ctx = view(s, HeuristicParams(give_samples=8))
    a = stock.give_by_simulation(obs, legal, ctx)
    assert a is not None and a in legal
    assert a.text().split()[1] not in ("KH", "QH", "AH", "AS", "AD")
    obs, legal, ctx = view(s)
    assert stock.give_by_simulation(obs, legal, ctx) is None  # switched off by default


def test_a_decided_contract_lets_a_defender_keep_his_points() -> None:
    s = _suite_position("play-500115-26")
    agent = HeuristicThousandAgent(3)
    a = agent.choose_selfish(s.observation(s.current_player()), s.legal_actions())
    assert a in s.legal_actions()


# ------------------------------------------------------------------------- optional rules


def test_concede_a_hopeless_contract_while_it_is_free() -> None:
    rules = ThousandRules(concession=True)
    s = new_state("9H JH 9C JC 10S QS JS", "AC 10C KC AS 9S AD 10D", "AH KH QH 10H KS QC KD", "9D QD JD", rules)
    do(s, "bid 100", "pass", "pass")
    obs, legal, ctx = view(s)
    assert "concede" in [a.text() for a in legal]
    assert text(stock.concede_hopeless(obs, legal, ctx)) == "concede"
    s.records[0].concessions = 2  # the third concession would cost the contract
    obs, legal, ctx = view(s)
    assert stock.concede_hopeless(obs, legal, ctx) is None
    strong = new_state("AH KH QH 10H AD 10D AS", "9H JH 9C JC 10S QS 9D", "JD QD KC QC AC 10C KD", "KS 9S JS", rules)
    do(strong, "bid 100", "pass", "pass")
    obs, legal, ctx = view(strong)
    assert stock.concede_hopeless(obs, legal, ctx) is None


def test_declare_the_four_aces() -> None:
    rules = ThousandRules(ace_marriage=True)
    s = new_state("AH AD AC AS KH QH 9C", "9H JH 10C JC 10S JS 9S", "10H KC QC KS QS KD QD", "10D JD 9D", rules)
    do(s, "bid 100", "pass", "pass", "give 9C to 1", "give 9D to 2", "contract 100", "play 10D", "play 9H", "play 9D")
    agent = HeuristicThousandAgent(1, ace_marriage=True)
    obs, legal = s.observation(0), s.legal_actions()
    assert obs.current_player == 0
    ctx = agent.context(obs)
    a = marriage.marriage_declare_aces(obs, legal, ctx)
    assert a is not None and a.text().startswith("play A") and a.text().endswith("+")
    assert agent.choose(obs, legal).text().endswith("+")
