"""Rules as data: option metadata, validation, presets and house-rules files (DESIGN.md §2)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from kartln.engine.games.thousand import PRESETS, ThousandRules
from kartln.engine.options import (
    RulesFileError,
    differences,
    options_of,
    rules_from_dict,
    rules_from_text,
    rules_to_dict,
    rules_to_text,
)
from kartln.engine.registry import GAMES


def test_every_option_has_a_label_help_and_a_valid_default() -> None:
    for info in GAMES.values():
        options = options_of(info.rules_class)
        assert options, info.id
        for opt in options:
            assert opt.label and opt.help.endswith(".")
            opt.check(opt.default)
            if opt.choice_labels is not None:
                assert opt.choices is not None and len(opt.choice_labels) == len(opt.choices)


def test_rules_validate_on_construction() -> None:
    with pytest.raises(ValueError, match="Players: 5 is not one of 2, 3, 4"):
        ThousandRules(players=5)
    with pytest.raises(ValueError, match="Bolts: expected yes/no"):
        ThousandRules(bolts=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Bid step: expected a whole number"):
        ThousandRules(bid_step=True)


def test_presets_are_valid_and_differ_from_the_standard() -> None:
    standard = PRESETS["russian"]
    for name, rules in PRESETS.items():
        if name != "russian":
            assert differences(rules, standard), name
    assert differences(PRESETS["polish"], standard) == {"bid_step": (5, 10), "rounding": (5, 10)}


@pytest.mark.parametrize("fmt", ["json", "toml"])
def test_house_rules_round_trip_through_files(fmt: str) -> None:
    rules = replace(PRESETS["golden"], card_pack="german", players=4)
    text = rules_to_text(rules, fmt)
    assert rules_from_text(ThousandRules, text, fmt) == rules


def test_a_partial_rules_file_keeps_the_other_defaults() -> None:
    rules = rules_from_text(ThousandRules, "rounding = 10\n", "toml")
    assert rules == ThousandRules(rounding=10)


@pytest.mark.parametrize(
    ("text", "fmt", "message"),
    [
        ("{", "json", "not a readable rules file"),
        ("rounding = ", "toml", "not a readable rules file"),
        ('{"rounding": 7}', "json", "Defenders round to: 7 is not one of 5, 10"),
        ('{"jokers": true}', "json", "unknown rule option"),
        ("[1, 2]", "json", "rules must be a mapping"),
    ],
)
def test_bad_rules_files_are_refused_with_the_reason(text: str, fmt: str, message: str) -> None:
    with pytest.raises(RulesFileError, match=message):
        rules_from_text(ThousandRules, text, fmt)


def test_dict_round_trip_covers_every_option() -> None:
    rules = ThousandRules()
    data = rules_to_dict(rules)
    assert set(data) == {o.key for o in options_of(ThousandRules)}
    assert rules_from_dict(ThousandRules, data) == rules
