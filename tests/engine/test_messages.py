"""The engine's messages: an English template (the id the window translates) with its arguments
apart; as a string, the English words the command line and records show."""

from __future__ import annotations

import copy
import pickle

import pytest
from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS
from kartln.engine.messages import CardName, GameWord, Note, Refusal, SeatName, SuitName, not_held
from kartln.engine.registry import GAMES
from kartln.engine.state import IllegalAction

QUEEN_OF_HEARTS = 0 * NUM_RANKS + 3


def test_a_refusal_reads_as_its_english_words_and_keeps_its_id_and_arguments() -> None:
    refusal = Refusal("you must follow suit: {suit}", suit=SuitName(0))
    assert refusal == "you must follow suit: ♥"
    assert refusal.template == "you must follow suit: {suit}"
    assert dict(refusal.args) == {"suit": SuitName(0)}
    assert Refusal("{seat} does not play in this deal", seat=SeatName(2)) == "seat 2 does not play in this deal"
    assert Refusal("say {word} or pass", word=GameWord("Kontra")) == "say Kontra or pass"
    assert Note("bid {bid} failed", bid=3) == "bid 3 failed"


@pytest.mark.parametrize(("n", "words"), [(1, "you may exchange at most 1 card now"),
                                          (2, "you may exchange at most 2 cards now"),
                                          (0, "you may exchange at most 0 cards now")])
def test_a_counted_message_takes_the_english_singular_or_plural(n: int, words: str) -> None:
    assert Refusal("you may exchange at most %n card(s) now", n=n) == words


def test_a_card_not_held_is_named_and_a_number_no_card_has_is_said_so() -> None:
    assert not_held(QUEEN_OF_HEARTS) == f"you do not hold the {CardName(QUEEN_OF_HEARTS)}"
    assert not_held(QUEEN_OF_HEARTS).args["card"] == CardName(QUEEN_OF_HEARTS)
    assert not_held(36) == not_held(-1) == "no such card"


@pytest.mark.parametrize("duplicate", [copy.copy, copy.deepcopy, lambda m: pickle.loads(pickle.dumps(m))],
                         ids=["copy", "deepcopy", "pickle"])
def test_a_copied_message_keeps_its_kind_id_and_arguments(duplicate: object) -> None:
    for message in (not_held(QUEEN_OF_HEARTS), Note("bid {bid} failed", bid=4)):
        twin = duplicate(message)  # type: ignore[operator]
        assert type(twin) is type(message)
        assert (twin, twin.template, dict(twin.args)) == (message, message.template, dict(message.args))


def test_an_illegal_action_carries_the_refusal_whole() -> None:
    info = GAMES["thousand"]
    state = info.new_state(info.default_rules(), 3)  # the auction: a card play is refused
    with pytest.raises(IllegalAction) as refused:
        state.apply(PlayCard(QUEEN_OF_HEARTS))
    assert isinstance(refused.value.refusal, Refusal)
    assert str(refused.value) == refused.value.refusal == state.why_not(PlayCard(QUEEN_OF_HEARTS))
