"""``kartln bench gui`` measures what it promises (short runs; the figures themselves are not judged)."""

from __future__ import annotations

from pathlib import Path

from kartln.gui import bench


def test_startup_reports_the_first_painted_frame() -> None:
    r = bench.measure_startup(runs=1)
    assert 0 < r["startup_ms"] < 30_000
    assert len(r["startup_runs_ms"]) == 1


def test_paint_memory_and_latency_runs(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    paint = bench.measure_paint(tmp_path / "paint", 0.3)
    assert paint["paint_frames"] > 5 and paint["paint_cards"] == 24
    assert 0 < paint["paint_ms_mean"] <= paint["paint_ms_max"]
    memory = bench.measure_memory(tmp_path / "memory", deals=3, seed=2)
    assert memory["memory_deals"] >= 3 and memory["exceptions"] == 0
    latency = bench.measure_latency(tmp_path / "latency", 0.5, seed=2, level="easy")
    assert latency["latency_decisions"] >= 1 and latency["latency_ms_p95"] >= 0
