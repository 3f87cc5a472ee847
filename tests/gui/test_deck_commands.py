"""``kartln decks`` and ``kartln bench cards``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from kartln.gui.card_renderer import DECKS


def test_decks_command_writes_one_sheet_per_deck(qapp, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.deck_sheets import run_decks_command
    from PySide6.QtGui import QImage

    assert run_decks_command(argparse.Namespace(out=str(tmp_path / "sheets"), width=60)) == 0
    printed = capsys.readouterr().out.split()
    for deck in DECKS:
        path = tmp_path / "sheets" / f"{deck}.png"
        assert str(path) in printed
        img = QImage(str(path))
        assert not img.isNull()
        # nine columns of cards, five rows (four suits and the backs)
        assert img.width() >= 9 * 60 and img.height() >= 5 * 90


def test_decks_command_rejects_silly_widths(tmp_path: Path) -> None:
    from kartln.gui.deck_sheets import run_decks_command

    assert run_decks_command(argparse.Namespace(out=str(tmp_path), width=5)) == 2


def test_cli_dispatches_decks(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.cli import main

    assert main(["decks", "--out", str(tmp_path), "--width", "40"]) == 0
    assert sorted(p.name for p in tmp_path.glob("*.png")) == sorted(f"{d}.png" for d in DECKS)


@pytest.mark.slow
def test_card_bench_reports_json_within_budget(qapp, capsys) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.card_bench import run_card_bench_command

    assert run_card_bench_command(argparse.Namespace(seconds=0.2, json=True, seed=1)) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["first_render_ms"]) == set(DECKS)
    assert result["cached_lookup_us"] < 100
    # generous against a busy test machine; the target itself is 300 ms
    assert all(ms < 1500 for ms in result["first_render_ms"].values())
