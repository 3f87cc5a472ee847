"""The list of games loads without the games' engines (the window starts sooner); each engine is
imported with its game's first match, and the names the game packages export still lead to it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from kartln.engine.registry import GAMES

# the modules that hold the games' engines (the Rams family's core included)
ENGINE_MODULES = ("sorted(m for m in sys.modules "
                  "if m.startswith('kartln.engine.games.') and m.endswith(('.state', '.match')))")


def _modules_after(code: str) -> list[str]:
    script = f"import json, sys\n{code}\nprint(json.dumps({ENGINE_MODULES}))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""})
    assert out.returncode == 0, out.stderr
    loaded: list[str] = json.loads(out.stdout.splitlines()[-1])
    return loaded


def test_the_list_of_games_and_the_main_window_load_no_engine() -> None:
    code = ("from kartln.engine.registry import GAMES\n"
            "assert len(GAMES) == 11 and all(g.presets and g.player_counts for g in GAMES.values())\n"
            "import kartln.gui.main_window, kartln.gui.app")
    assert _modules_after(code) == []


def test_a_match_loads_its_own_games_engine_only() -> None:
    code = ("from kartln.engine.registry import GAMES\n"
            "info = GAMES['raub']\n"
            "state = info.new_state(info.default_rules(), 1)\n"
            "assert type(state).__name__ == 'RaubState'")
    assert _modules_after(code) == ["kartln.engine.games.rams_family.match", "kartln.engine.games.raub.state"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_makes_a_match_of_its_engine(game_id: str) -> None:
    info = GAMES[game_id]
    state = info.new_state(info.default_rules(), 7)
    assert type(state).__module__.startswith("kartln.engine.games.")
    assert state.legal_actions()


def test_the_names_a_game_package_exports_are_its_engines_own() -> None:
    from kartln.engine.games import rams_family, raub, thousand
    from kartln.engine.games.rams_family.match import RamsMatch
    from kartln.engine.games.raub.state import RaubObservation, RaubState
    from kartln.engine.games.thousand.state import ThousandState

    assert (raub.RaubState, raub.RaubObservation, thousand.ThousandState) == (RaubState, RaubObservation, ThousandState)
    assert rams_family.RamsMatch is RamsMatch
    for name in ("INFO", "PRESETS", "RaubRules", *raub.__all__):
        assert getattr(raub, name) is not None
    with pytest.raises(AttributeError, match="has no attribute 'RaubEngine'"):
        _ = raub.RaubEngine  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="expected RaubRules"):
        GAMES["raub"].new_state(GAMES["thousand"].default_rules(), 1)


def test_a_frozen_application_looks_for_no_add_on_games(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.registry import installed_games

    info = tmp_path / "again-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: again\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[kartln.games]\nagain = kartln.engine.games.zwanzig:INFO\n",
                                           encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert [g.id for g in installed_games()] == ["zwanzig"]  # found (the registry leaves it out: its id ships)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert list(installed_games()) == []  # the bundle holds no other distributions
