"""Why a computer player's rule chose a move, in a player's words, for hints (issue #15).

Each game's computer players carry their :class:`Reasons` (``GameAI.reasons``), written beside
their rules; :data:`EVERY_GAME` holds the words every game shares. Keyed by the rule's name
(:attr:`kartln.ai.rules.NamedRule.name`, a Thousand rule's function name). A rule that answers
either yes or no (take the cut card or pass) gives its words by the kind of answer
(:func:`answer_kind`), so that a pass is not explained with the reasons for taking.
Every text is a sentence to the player, in English; the table translates it.

A reason is true of the position. Where its words claim something certain about the trick on
the table, :attr:`Reasons.certain` says what, and tests check that claim against every deal consistent
with what the seat saw; words that sound certain but speak only of the game's rules, the seat's
own cards or the choice itself are listed in :attr:`Reasons.by_sight`. Anything else is worded as
odds ("likely", "a chance").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from kartln.ai.rules import NO_RULE, NOISE, ONLY_ACTION
from kartln.engine.actions import ChooseCards, Discard, GiveCard, PlayCard
from kartln.engine.state import Action

#: The reason of a move chosen by simulation rather than by a named rule (Bauernschnapsen's auction).
BY_SIMULATION = "by simulation"

Words = str | dict[str, str]

# What a rule's words claim as certain about the trick on the table.
TAKES = "the card played takes the trick"
STAYS_UNDER = "the card played does not take the trick"
KEEPS = "the seat winning the trick so far takes it"
CANNOT_TAKE = "no card the seat may play takes the trick"

CARD_MOVES = (PlayCard, GiveCard, Discard)


def answer_kind(action: Action) -> str:
    """The kind of answer a rule's words may depend on: "card" for a card played, given or
    discarded, "Keep" for an exchange of no cards, else the action's class name."""
    if isinstance(action, CARD_MOVES):
        return "card"
    if isinstance(action, ChooseCards):
        return "Keep" if not action.cards else type(action).__name__
    return type(action).__name__


@dataclass(frozen=True)
class Reasons:
    """A game's words for its rules: by rule name, the words (one text, or texts by the kind of
    answer, ``""`` for any other); the certainty a rule's words claim about the trick on the table
    (tests check it against every deal consistent with what the seat saw); and the rules worded as
    certain about what no hidden card can change (the rules of the game, the seat's own cards, the
    choice itself). Joined with ``|``."""

    words: Mapping[str, Words] = field(default_factory=dict)
    certain: Mapping[str, str] = field(default_factory=dict)
    by_sight: frozenset[str] = frozenset()

    def __or__(self, other: Reasons) -> Reasons:
        return Reasons({**self.words, **other.words}, {**self.certain, **other.certain},
                       self.by_sight | other.by_sight)

    def reason_for(self, rule: str, action: Action) -> str:
        """The player's words for ``rule`` having chosen ``action`` ('' for a rule without words)."""
        words = self.words.get(rule, "")
        if isinstance(words, str):
            return words
        return words.get(answer_kind(action), words.get("", ""))

    def claim_of(self, rule: str, action: Action) -> str | None:
        """The certainty ``rule`` claims about the trick when it chose ``action`` (None: no claim)."""
        claim = self.certain.get(rule)
        return claim if claim is not None and isinstance(action, PlayCard) else None


#: What every game's players may say: the only move, no rule speaking for another, a random pick.
EVERY_GAME = Reasons(
    words={
        ONLY_ACTION: {"card": "It is the only card you may play.", "": "It is the only move you may make."},
        NO_RULE: "Nothing speaks for another choice.",
        NOISE: "Any of these does about as well.",
        BY_SIMULATION: "In deals played out from what you can see, this pays best.",
    },
    by_sight=frozenset({ONLY_ACTION}),
)
