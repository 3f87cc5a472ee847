"""``kartln --self-test``: check an installation without a screen.

For every game in the registry, one whole deal between computer players, offscreen: the game's
cards are drawn from the SVG decks, the bundled fonts must load and hold the suit symbols, and the
deal is played until its row appears on the score sheet, with checks on the way (every action
legal, observations for every seat, clones equal, the record replays to the same state). One
decision also runs in a separate process started the way the AI worker starts (``spawn``), so a
frozen build without ``multiprocessing.freeze_support()`` fails here instead of on a player's
machine. Prints one line per check and returns 0, or a non-zero status with the reason.

The installers run it on the frozen application in a bare environment (``env -i``), so a module,
library or data file left out of the bundle fails the build.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any, TextIO

MAX_ACTIONS_PER_DEAL = 5000
CARD_WIDTH = 48
SUIT_SYMBOLS = "♥♦♣♠"


class SelfTestFailure(Exception):
    """A check that failed; the message says what was wrong."""


def _ensure_application() -> Any:
    """The running Qt application, or a new one on the offscreen platform."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QApplication([sys.argv[0] if sys.argv else "kartln", "-platform", "offscreen"])
    return app


def check_fonts() -> str:
    from kartln.gui.fonts import BUNDLED_FAMILY, bundled_font_names, install_bundled_fonts
    from PySide6.QtGui import QFont, QFontMetrics

    names = bundled_font_names()
    if not names:
        raise SelfTestFailure("no bundled fonts in kartln.resources/fonts")
    families = install_bundled_fonts()
    if BUNDLED_FAMILY not in families:
        raise SelfTestFailure(f"the bundled fonts provide {families}, not {BUNDLED_FAMILY!r}")
    metrics = QFontMetrics(QFont(BUNDLED_FAMILY))
    missing = [ch for ch in SUIT_SYMBOLS + "AKQJ10" if not metrics.inFontUcs4(ord(ch))]
    if missing:
        raise SelfTestFailure(f"{BUNDLED_FAMILY} has no glyph for {''.join(missing)!r}")
    return f"{len(names)} files, {', '.join(families)}"


def check_strength_table() -> str:
    """The measured strength of the computer levels ships: a step for every level offered."""
    from kartln.ai.registry import game_ai
    from kartln.ai.strength import shipped_table
    from kartln.engine.registry import shipped_games

    table = shipped_table()  # an add-on game's levels are not measured here
    missing = [f"{info.id} {level}" for info in shipped_games() for level in game_ai(info.id).levels[1:]
               if level not in table.get(info.id, {})]
    if missing:
        raise SelfTestFailure(f"the strength table has no measurement of {', '.join(missing)}")
    return f"{sum(map(len, table.values()))} measured levels of {len(table)} games"


def qt_cancel_text() -> str:
    """The Cancel button's word in Qt's own dialogs (the file dialog, message boxes), in the language
    installed now: Qt's catalogue (qtbase_<language>.qm) translates it."""
    from PySide6.QtWidgets import QDialogButtonBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    return box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "")


def check_languages() -> str:
    """Every language's catalogue ships and loads: the window's words and Qt's own come out translated
    (a build that leaves Qt's catalogues out shows Qt's dialogs in English)."""
    from kartln.gui.i18n import TRANSLATED, install_translators
    from PySide6.QtCore import QCoreApplication

    app = _ensure_application()
    own_missing: list[str] = []
    qt_missing: list[str] = []
    cancel: list[str] = []
    try:
        for language in TRANSLATED:
            install_translators(app, language)
            if QCoreApplication.translate("MainWindow", "&Game") == "&Game":
                own_missing.append(language)
            word = qt_cancel_text()
            cancel.append(word)
            if word == "Cancel":
                qt_missing.append(language)
    finally:
        install_translators(app, "en")
    problems = [f"{what} for {', '.join(languages)}" for what, languages in
                (("no catalogue loads", own_missing), ("Qt's own words are not translated", qt_missing)) if languages]
    if problems:
        raise SelfTestFailure("; ".join(problems))
    return ", ".join(f"{language} ({word})" for language, word in zip(TRANSLATED, cancel, strict=True))


def _painted(image: Any) -> bool:
    """True when the image's centre and a point near its corner are not transparent."""
    w, h = image.width(), image.height()
    return bool(image.pixelColor(w // 2, h // 2).alpha() > 0 and image.pixelColor(w // 6, h // 8).alpha() > 0)


def render_cards(deck: str, cards: Sequence[int], renderer: Any = None) -> int:
    """Draw ``cards`` of ``deck`` and one back through the card renderer; returns how many."""
    from kartln.gui.card_renderer import BACKS, CardRenderer

    renderer = renderer or CardRenderer()
    drawn = 0
    for c in cards:
        image = renderer.image(deck, c, CARD_WIDTH)
        if image.isNull() or not _painted(image):
            raise SelfTestFailure(f"card {c} of deck {deck!r} rendered empty")
        drawn += 1
    back = renderer.back_image(BACKS[0], CARD_WIDTH)
    if back.isNull() or not _painted(back):
        raise SelfTestFailure(f"card back {BACKS[0]!r} rendered empty")
    return drawn + 1


def _deck_for(rules: Any) -> str:
    from kartln.engine.match import card_pack
    from kartln.gui.card_renderer import DECKS

    pack = card_pack(rules)
    return pack if pack in DECKS else DECKS[0]


def _agents(game_id: str, players: int, seed: int, rules: Any) -> tuple[list[Any], str]:
    """One computer player per seat: the "easy" level, or random players for a game without AI."""
    from kartln.ai.agent import RandomAgent

    try:
        from kartln.ai.levels import make_agent
    except ImportError:
        make_agent = None  # type: ignore[assignment]
    if make_agent is not None:
        try:
            return [make_agent(game_id, "easy", seed + seat, rules) for seat in range(players)], "easy"
        except ValueError:
            pass  # no computer player for this game yet
    return [RandomAgent(seed + seat) for seat in range(players)], "random"


def play_deal(game_id: str, seed: int) -> dict[str, Any]:
    """Play one deal of ``game_id`` with computer players; returns what happened."""
    from kartln.engine import records
    from kartln.engine.actions import CardAction
    from kartln.engine.registry import game
    from kartln.engine.state import Action, Event

    info = game(game_id)
    rules = info.default_rules()
    players = rules.players
    seats = tuple(records.Seat(f"AI {i + 1}", "ai", "easy") for i in range(players))
    match = records.Match(game_id, rules, seed, seats)
    state = match.state
    agents, level = _agents(game_id, players, seed, rules)
    rows_before = len(state.sheet)
    played: list[int] = []
    scored = False
    for step in range(MAX_ACTIONS_PER_DEAL):
        if len(state.sheet) > rows_before or scored:
            break
        if state.is_terminal():
            raise SelfTestFailure("the match ended before a deal was scored")
        seat = state.current_player()
        if not 0 <= seat < state.num_players:
            raise SelfTestFailure(f"current player {seat} out of range at step {step}")
        legal = list(state.legal_actions())
        if not legal:
            raise SelfTestFailure(f"no legal action for seat {seat} at step {step}")
        for s in range(state.num_players):
            state.observation(s)
        action = agents[seat].choose(state.observation(seat), legal)
        if not isinstance(action, Action) or action not in legal:
            raise SelfTestFailure(f"seat {seat} chose {action!r}, which is not legal")
        events = match.apply(action)
        if not all(isinstance(e, Event) for e in events):
            raise SelfTestFailure(f"{action.text()!r} produced something that is not an event")
        scored = scored or any(type(e).__name__ == "DealScored" for e in events)
        if isinstance(action, CardAction):
            played.append(action.card)
    else:
        raise SelfTestFailure(f"no deal was scored after {MAX_ACTIONS_PER_DEAL} actions")
    sheet = state.sheet
    if len(sheet) != rows_before + 1:
        raise SelfTestFailure(f"the score sheet has {len(sheet)} rows after one deal, not {rows_before + 1}")
    row_scores = sheet[-1].scores
    if list(row_scores) != list(state.scores()):
        raise SelfTestFailure(f"sheet row {list(row_scores)} differs from the scores {state.scores()}")
    if len(state.scores()) != state.num_players:
        raise SelfTestFailure("not one score per seat")
    if state.clone() != state:
        raise SelfTestFailure("a clone differs from the original state")
    replayed = records.replay(records.loads(records.dumps(match.to_record()))).state
    if replayed != state:
        raise SelfTestFailure("replaying the deal's record gives a different state")
    return {
        "deck": _deck_for(rules),
        "players": players,
        "actions": len(match.actions),
        "played": played,
        "rows": len(sheet),
        "scores": list(state.scores()),
        "level": level,
        "record": list(match.actions),
    }


def _decide_in_worker(game_id: str, seed: int, actions: Sequence[str]) -> str:
    """Run in a spawned process: replay ``actions`` and let an AI choose the next one."""
    from kartln.engine import records
    from kartln.engine.registry import game

    info = game(game_id)
    rules = info.default_rules()
    players = rules.players
    match = records.Match(game_id, rules, seed, tuple(records.Seat(f"AI {i + 1}") for i in range(players)))
    for text in actions:
        match.apply(match.state.parse_action(text))
    seat = match.state.current_player()
    agents, _ = _agents(game_id, players, seed, rules)
    return str(agents[seat].choose(match.state.observation(seat), list(match.state.legal_actions())).text())


def check_worker_process(game_id: str, seed: int, actions: Sequence[str]) -> str:
    """After ``actions``, one AI decision made in a ``spawn`` child process must equal the same
    decision made in this process. With the AI's worker pool (``kartln.ai.worker``) the request
    goes the way the game window sends it, and a search level must answer with a legal action."""
    try:
        from kartln.ai.levels import levels_for, make_agent
        from kartln.ai.worker import AIWorker
    except ImportError:
        return _check_spawned_process(game_id, seed, actions)
    from kartln.engine import records
    from kartln.engine.registry import game

    info = game(game_id)
    rules = info.default_rules()
    players = rules.players
    match = records.Match(game_id, rules, seed, tuple(records.Seat(f"AI {i + 1}") for i in range(players)))
    for text in actions:
        match.apply(match.state.parse_action(text))
    seat = match.state.current_player()
    observation, legal = match.state.observation(seat), list(match.state.legal_actions())
    try:
        expected = make_agent(game_id, "easy", seed, rules).choose(observation, legal)
    except ValueError:  # no computer player for this game
        return _check_spawned_process(game_id, seed, actions)
    start = time.perf_counter()
    worker = AIWorker()
    try:
        got = worker.submit(game_id, "easy", seed, observation, legal, rules).result(timeout=120)
        if got != expected:
            raise SelfTestFailure(f"the AI worker chose {got.text()!r}, this process {expected.text()!r}")
        detail = f"AI worker process chose {got.text()!r}"
        strongest = [name for name in ("expert", "hard") if name in levels_for(game_id)][:1]
        for level in strongest:
            answer = worker.submit(game_id, level, seed, observation, legal, rules).result(timeout=120)
            if answer not in legal:
                raise SelfTestFailure(f"the {level} level chose {answer!r}, which is not legal")
            detail += f", {level}: {answer.text()!r}"
    finally:
        worker.shutdown()
    return f"{detail} in {time.perf_counter() - start:.2f} s"


def _check_spawned_process(game_id: str, seed: int, actions: Sequence[str]) -> str:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    expected = _decide_in_worker(game_id, seed, actions)
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        got = pool.submit(_decide_in_worker, game_id, seed, list(actions)).result(timeout=120)
    if got != expected:
        raise SelfTestFailure(f"the worker process chose {got!r}, this process {expected!r}")
    return f"spawned worker chose {got!r} in {time.perf_counter() - start:.2f} s"


def check_statistics(game_id: str, seed: int, actions: Sequence[str]) -> str:
    """The statistics store (SQLite from the standard library, a file of its own) keeps a deal played and
    reads it back: a bundle without sqlite3 would keep no statistics."""
    import tempfile
    from pathlib import Path

    from kartln.engine import records
    from kartln.engine.registry import game
    from kartln.gui.stats.facts import deal_facts, match_facts
    from kartln.gui.stats.store import StatsStore

    rules = game(game_id).default_rules()
    seats = tuple(records.Seat(f"AI {i + 1}", "ai", "easy") for i in range(rules.players))
    match = records.Match(game_id, rules, seed, seats)
    for text in actions:
        match.apply(match.state.parse_action(text))
    if not match.state.sheet:
        raise SelfTestFailure("the deal played for the statistics was not scored")
    with tempfile.TemporaryDirectory() as folder:
        store = StatsStore.open(Path(folder) / "statistics.sqlite3")
        try:
            store.write(match_facts(match), deal_facts(match.state.sheet[-1]))
            kept = store.conn.execute("SELECT count(*) FROM deals").fetchone()[0]
        finally:
            store.close()
    if kept != 1:
        raise SelfTestFailure(f"the statistics kept {kept} deals of one")
    return f"a deal of {game_id} written and read back"


def check_network(seed: int, moves: int = 30) -> str:
    """A table opened on loopback and a remote player joining it play the first moves of a match: a
    bundle without Qt's networking (or the libraries it links) could not host or join a table."""
    from kartln.engine.records import Match, Seat
    from kartln.engine.registry import GAMES
    from kartln.gui.net.headless import HeadlessHost, HeadlessPlayer
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop
    from PySide6.QtNetwork import QHostAddress

    info = GAMES["ramsen"] if "ramsen" in GAMES else next(iter(GAMES.values()))
    rules = info.default_rules()
    seats = (Seat("Remote", "remote", "easy"), *(Seat(f"AI {i}", "ai", "easy") for i in range(1, rules.players)))
    match = Match(info.id, rules, seed, seats)
    host = HeadlessHost(match, level="easy", grace=0, port=0, discovery_port=None)
    error = host.host.listen([QHostAddress(QHostAddress.SpecialAddress.LocalHost)])
    if error is not None:
        raise SelfTestFailure(f"no table could be opened on loopback: {error}")
    player = HeadlessPlayer("Remote", host.host.code)
    player.connect_to("127.0.0.1", host.host.server.port)
    deadline = QDeadlineTimer(20_000)
    while (len(match.actions) < moves or player.client.core.move < moves) and not match.state.is_terminal():
        if deadline.hasExpired() or player.reason is not None:
            raise SelfTestFailure(f"the remote player got {player.client.core.move} of {len(match.actions)} moves "
                                  f"({player.reason or 'too slow'})")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    host.host.controller.stop()
    host.host.close()
    sent = player.actions_sent
    player.client.leave()
    if sent == 0:
        raise SelfTestFailure("the remote player never acted")
    return f"{info.id} on loopback port {host.host.server.port}: {len(match.actions)} moves, {sent} of them remote"


def _run_step(out: TextIO, label: str, step: Callable[[], str]) -> bool:
    start = time.perf_counter()
    try:
        detail = step()
    except SelfTestFailure as exc:
        print(f"FAIL {label}: {exc}", file=out, flush=True)
        return False
    except Exception as exc:  # any crash is a failed check, reported with its traceback
        print(f"FAIL {label}: {type(exc).__name__}: {exc}", file=out, flush=True)
        traceback.print_exc(file=out)
        return False
    print(f"ok   {label}: {detail} ({(time.perf_counter() - start) * 1000:.0f} ms)", file=out, flush=True)
    return True


def run_self_test(out: TextIO | None = None, seed: int = 1, worker: bool = True) -> int:
    """Run every check; 0 when all pass, 1 otherwise. ``worker=False`` skips the process check."""
    out = out or sys.stdout
    start = time.perf_counter()
    frozen = bool(getattr(sys, "frozen", False))
    print(f"Kartln self-test (Python {sys.version.split()[0]}, frozen={frozen})", file=out, flush=True)
    results: list[bool] = []

    def qt() -> str:
        import PySide6
        from PySide6.QtCore import qVersion

        app = _ensure_application()
        return f"Qt {qVersion()}, PySide6 {PySide6.__version__}, platform {app.platformName()}"

    results.append(_run_step(out, "qt", qt))
    if not results[-1]:
        print("self-test FAILED: Qt could not start", file=out, flush=True)
        return 1
    results.append(_run_step(out, "fonts", check_fonts))
    results.append(_run_step(out, "strength", check_strength_table))
    results.append(_run_step(out, "languages", check_languages))

    from kartln.engine.registry import GAMES

    if not GAMES:
        print("self-test FAILED: the game registry is empty", file=out, flush=True)
        return 1
    records: dict[str, list[str]] = {}
    for game_id in GAMES:

        def deal(game_id: str = game_id) -> str:
            result = play_deal(game_id, seed)
            records[game_id] = result["record"]
            drawn = render_cards(result["deck"], sorted(set(result["played"])) or [0])
            return (
                f"{result['players']} players ({result['level']}), {result['actions']} actions, "
                f"{drawn} cards drawn ({result['deck']}), scores {result['scores']}"
            )

        results.append(_run_step(out, game_id, deal))
    if records:
        game_id, actions = next(iter(records.items()))
        results.append(_run_step(out, "statistics", lambda: check_statistics(game_id, seed, actions)))
    results.append(_run_step(out, "network", lambda: check_network(seed)))
    if worker and records:
        game_id, actions = next(iter(records.items()))
        # the decision in the middle of the deal: the AI has cards, history and a contract to weigh
        middle = actions[: len(actions) // 2]
        results.append(_run_step(out, "worker", lambda: check_worker_process(game_id, seed, middle)))
    failed = results.count(False)
    elapsed = time.perf_counter() - start
    if failed:
        print(f"self-test FAILED: {failed} of {len(results)} checks ({elapsed:.1f} s)", file=out, flush=True)
        return 1
    print(f"self-test passed: {len(results)} checks, {len(GAMES)} games ({elapsed:.1f} s)", file=out, flush=True)
    return 0
