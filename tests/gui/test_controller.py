"""The controller: applies actions, paces the seats, drops stale answers, thinks off the GUI thread."""

from __future__ import annotations

import threading

from kartln.engine.actions import Bid, PlayCard
from kartln.engine.registry import game
from kartln.gui.controller import STALE, GameController
from kartln.gui.seats import AiSeat, HumanSeat, PolicyAgent
from kartln.gui.session import new_match
from table_helpers import seats


class RecordingAgent(PolicyAgent):
    def __init__(self) -> None:
        super().__init__("thousand", 1)
        self.threads: set[int] = set()

    def choose(self, observation, legal):  # type: ignore[no-untyped-def]
        self.threads.add(threading.get_ident())
        return super().choose(observation, legal)


def test_ai_seats_think_off_the_gui_thread_and_the_match_advances(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = new_match("thousand", game("thousand").default_rules(3), seats("ai", "ai", "ai"), seed=3)
    agents = [RecordingAgent() for _ in range(3)]
    c = GameController(match, [AiSeat(a) for a in agents], paced=False)
    c.start()
    qtbot.waitUntil(lambda: c.actions_applied >= 40, timeout=10000)
    c.stop()
    threads = set().union(*(a.threads for a in agents))
    assert threads and threading.get_ident() not in threads


def test_a_stale_answer_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=3)
    c = GameController(match, [HumanSeat(), HumanSeat(), HumanSeat()], paced=False)
    c.start()
    seat = c.current_player()
    old = c.generation
    legal = c.legal_actions()
    assert c.submit(seat, legal[0], old) is None
    before = list(match.actions)
    qtbot.wait(10)
    # an answer computed for the old position arrives late
    assert c.submit(c.current_player(), c.legal_actions()[0], old) is STALE
    assert match.actions == before


def test_a_forbidden_action_is_refused_with_the_engines_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = new_match("thousand", game("thousand").default_rules(3), seats("human", "human", "human"), seed=3)
    c = GameController(match, [HumanSeat()] * 3, paced=False)
    c.start()
    seat = c.current_player()
    assert "100" in (c.submit(seat, Bid(150)) or "")  # first hand must open with 100
    assert c.submit(seat, PlayCard(0)) is not None
    assert c.submit((seat + 1) % 3, Bid(100)) == "not your turn"
    assert match.actions == []


def test_the_view_paces_the_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = new_match("thousand", game("thousand").default_rules(3), seats("ai", "ai", "ai"), seed=3)
    c = GameController(match, [AiSeat(PolicyAgent("thousand", s)) for s in range(3)], paced=True)
    applied = []
    c.applied.connect(applied.append)
    c.start()
    qtbot.waitUntil(lambda: len(applied) == 1, timeout=5000)
    qtbot.wait(150)
    assert len(applied) == 1  # nobody moves until the view has shown the action
    c.view_idle()
    qtbot.waitUntil(lambda: len(applied) == 2, timeout=5000)
    c.stop()


def test_searching_levels_think_in_the_worker_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.ai.worker import AIWorker
    from kartln.gui.seats import WorkerAiSeat, create_agent, thinks_in_worker
    from kartln.gui.session import agent_seed

    assert thinks_in_worker("hard") and thinks_in_worker("expert") and not thinks_in_worker("easy")
    rules = game("thousand").default_rules(3)
    match = new_match("thousand", rules, seats("ai", "ai", "ai"), seed=9)
    worker = AIWorker()
    try:
        drivers = [WorkerAiSeat("thousand", "hard", agent_seed(9, i), rules, worker=worker) for i in range(3)]
        c = GameController(match, drivers, paced=False)
        c.start()
        qtbot.waitUntil(lambda: c.actions_applied >= 8, timeout=60000)
        c.stop()
        assert not any(d.in_process for d in drivers)
    finally:
        worker.shutdown()
    # the same players in this process make the same decisions
    state = game("thousand").new_state(rules, 9)
    agents = [create_agent("thousand", "hard", agent_seed(9, i), rules) for i in range(3)]
    for text in match.actions[:8]:
        p = state.current_player()
        action = agents[p].choose(state.observation(p), tuple(state.legal_actions()))
        assert action.text() == text
        state.apply(action)


def test_the_autosave_holds_what_the_table_has_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 2: an action is saved once the view has shown it; quitting while the table
    still animates resumes where it last was, not at moves never seen."""
    match = new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=3)
    saved: list[int] = []
    c = GameController(match, [HumanSeat(), HumanSeat(), HumanSeat()], autosave=lambda m: saved.append(len(m.actions)))
    c.start()
    seat = c.current_player()
    assert c.submit(seat, c.legal_actions()[0]) is None
    assert saved == []  # applied, not yet shown
    c.view_idle()
    assert saved == [1]


def test_a_level_a_game_does_not_offer_plays_the_next_weaker_one() -> None:
    """A seat remembered at "expert" (settings, saves and matches from before Thousand's expert was
    withdrawn) plays hard; offered levels play as they are."""
    from kartln.gui.seats import create_agent, supported_level

    for game_id in ("thousand", "fuenf-dazu", "mulatschak"):
        assert supported_level(game_id, "expert") == "hard"
        assert supported_level(game_id, "normal") == "normal"
    assert create_agent("thousand", "expert", 1).name == "hard"
