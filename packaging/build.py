"""Build the Kartln installers for the operating system this runs on.

    python packaging/build.py                 # everything: venv, bundle, checks, installers, report
    python packaging/build.py --reuse-venv    # keep build/venv (reinstalls Kartln into it)
    python packaging/build.py --bundle-only   # stop after the bundle and its checks
    python packaging/build.py --check-nsis    # only compile the Windows installer script (any OS)

Steps:
 1. A clean virtual environment in build/venv with ``pip install .[build]`` (a regular install:
    PyInstaller cannot freeze an editable one).
 2. PyInstaller with packaging/kartln.spec: the one-folder application in dist/kartln (and
    dist/Kartln.app on macOS). A "Library not found" warning fails the build.
 3. Checks on the frozen application: every data file of resources/ (at any depth: the rules pages
    of every language) must be in it; on Linux every shared library and Qt plugin must resolve
    with ldd; ``kartln --self-test`` must pass in a bare environment (``env -i``); the run must not
    write into the application folder; start-up time to the first frame is measured with
    ``kartln --smoke``.
 4. The installers in dist/: Linux .tar.xz and .deb; Windows an NSIS setup .exe; macOS a .dmg.
    On Linux the NSIS script is compiled too when makensis is installed, so a broken script is
    caught without Windows.
 5. Sizes and start-up time are printed and written to dist/build-report.json; sizes and
    start-up over the limits fail the build (``--no-limits`` only reports them).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
VENV = BUILD / "venv"
WORK = BUILD / "pyinstaller"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.kartln.Kartln"
DESKTOP_FILE = PACKAGING / "linux" / "kartln.desktop"
METAINFO_FILE = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

IS_LINUX = sys.platform.startswith("linux")
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"

MB = 1_000_000
LIMITS = {"linux_bundle_mb": 130.0, "deb_mb": 40.0, "startup_s": 0.8}
# PyInstaller's words for a shared library it needed and did not find
MISSING_LIBRARY = re.compile(r"Library not found|could not resolve|Cannot find .*\.(so|dll|dylib)", re.IGNORECASE)
# Qt platform plugins the Linux bundle must carry
LINUX_PLATFORM_PLUGINS = ("libqxcb.so", "libqoffscreen.so", "libqwayland.so")
# Shared libraries every Linux desktop has, which PyInstaller never bundles on purpose
LINUX_BASE_DEPENDS = ("libgl1", "libegl1", "libxcb1")


class BuildError(Exception):
    """A step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: Sequence[str | Path], **kwargs: object) -> subprocess.CompletedProcess[str]:
    """Run a command, echoing it; a non-zero exit raises BuildError."""
    args = [str(c) for c in cmd]
    log("$ " + " ".join(args))
    result = subprocess.run(args, text=True, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        out = (result.stdout or "") + (result.stderr or "") if kwargs.get("capture_output") else ""
        raise BuildError(f"{Path(args[0]).name} exited with {result.returncode}\n{out[-4000:]}")
    return result


def project_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def source_date_epoch() -> int:
    """SOURCE_DATE_EPOCH, else the time of the last commit, else now (archive timestamps)."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip().isdigit():
            return int(out.stdout.strip())
    except OSError:
        pass
    return int(time.time())


def tree_size(path: Path) -> int:
    """Bytes of the regular files below ``path`` (symlinks count as links, not as their targets)."""
    total = 0
    for p in path.rglob("*"):
        if p.is_file() and not p.is_symlink():
            total += p.stat().st_size
    return total


def tree_snapshot(path: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(path)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in sorted(path.rglob("*"))}


# ------------------------------------------------------------------------------------- venv


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if IS_WINDOWS else "bin/python")


def make_venv(reuse: bool) -> None:
    """build/venv with a regular (not editable) install of Kartln and PyInstaller."""
    if not (reuse and venv_python().exists()):
        log("creating a clean virtual environment in build/venv")
        run([sys.executable, "-m", "venv", "--clear", VENV])
    # setuptools keeps its staging folders in build/: stale files there would end up in the wheel
    shutil.rmtree(BUILD / "lib", ignore_errors=True)
    for stale in BUILD.glob("bdist.*"):
        shutil.rmtree(stale, ignore_errors=True)
    pip = [venv_python(), "-m", "pip", "--disable-pip-version-check", "install", "--quiet"]
    run([*pip, f"{ROOT}[build]"], cwd=ROOT)
    if reuse:  # the same version number: make pip replace the installed copy
        run([*pip, "--no-deps", "--force-reinstall", str(ROOT)], cwd=ROOT)
    check = (
        "import kartln.gui.cli, kartln.engine.registry, PyInstaller, os, sys\n"
        "path = os.path.dirname(kartln.gui.cli.__file__)\n"
        "assert 'site-packages' in path, 'kartln is not a regular install: ' + path\n"
        "print(PyInstaller.__version__)\n"
    )
    out = run([venv_python(), "-c", check], capture_output=True, cwd=BUILD)
    log(f"PyInstaller {out.stdout.strip()} and Kartln installed into build/venv")


# -------------------------------------------------------------------------------- bundle


def check_icons() -> None:
    run([venv_python(), ICONS / "generate.py", "--check"])


def run_pyinstaller() -> None:
    for old in (DIST / "kartln", DIST / "Kartln.app"):
        if old.exists():
            shutil.rmtree(old)
    cmd = [
        venv_python(), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", WORK, PACKAGING / "kartln.spec",
    ]  # fmt: skip
    start = time.perf_counter()
    result = run(cmd, capture_output=True, cwd=BUILD)  # not ROOT: the source folders must not be importable
    log_text = result.stdout + result.stderr
    WORK.mkdir(parents=True, exist_ok=True)
    (WORK / "pyinstaller.log").write_text(log_text, encoding="utf-8")
    for line in log_text.splitlines():
        if line.strip():
            print(f"    {line}")
    # a library missing for a plugin the spec leaves out (the GTK theme needs GTK) does not matter
    dropped = (WORK / "kartln" / "dropped.txt").read_text(encoding="utf-8").split()
    missing = []
    for line in log_text.splitlines():
        if not MISSING_LIBRARY.search(line):
            continue
        m = re.search(r"dependency of '([^']+)'", line)
        if m and any(m.group(1).replace("\\", "/").endswith("/" + d) for d in dropped):
            log(f"ignored, needed only by a left-out file: {line.strip()}")
            continue
        missing.append(line)
    if missing:
        raise BuildError("PyInstaller could not find shared libraries the bundle needs:\n" + "\n".join(missing))
    warn = WORK / "kartln" / "warn-kartln.txt"
    if warn.exists():
        ours = [ln for ln in warn.read_text(encoding="utf-8").splitlines() if re.search(r"named '?kartln\b", ln)]
        if ours:
            raise BuildError("PyInstaller did not find parts of Kartln:\n" + "\n".join(ours))
    log(f"PyInstaller finished in {time.perf_counter() - start:.1f} s")


def bundle_dir() -> Path:
    return DIST / "kartln"


def app_executable() -> Path:
    if IS_MACOS:
        return DIST / "Kartln.app" / "Contents" / "MacOS" / "kartln"
    return bundle_dir() / ("kartln.exe" if IS_WINDOWS else "kartln")


# ------------------------------------------------------------------------------ resources


def missing_resources(source: Path, bundled: Path, dropped: Iterable[str]) -> list[str]:
    """The data files of ``source`` (the resources folder) that are not in ``bundled`` (the bundle's
    kartln/resources), in folders at any depth (rules/<language>/<game>.md ...); code and the files
    the spec leaves out on purpose (``dropped``, as kartln/resources/... destinations) do not count."""
    left_out = {d.replace("\\", "/") for d in dropped}
    missing = []
    for path in sorted(source.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".py", ".pyc"):
            continue
        rel = path.relative_to(source).as_posix()
        if f"kartln/resources/{rel}" not in left_out and not (bundled / rel).is_file():
            missing.append(rel)
    return missing


def check_bundled_resources(bundle: Path) -> None:
    """Every data file of resources/ (decks, fonts, translations, the rules pages of every language)
    is in the bundle: PyInstaller collects them from the installed package, which has only what
    pyproject.toml's package data names."""
    dropped = (WORK / "kartln" / "dropped.txt").read_text(encoding="utf-8").split()
    missing = missing_resources(ROOT / "resources", bundle / "_internal" / "kartln" / "resources", dropped)
    if missing:
        raise BuildError(f"the bundle lacks {len(missing)} files of resources/: {', '.join(missing[:10])}")
    log("every data file of resources/ is in the bundle")


# --------------------------------------------------------------------- Linux library check


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def check_linux_libraries(bundle: Path) -> dict[str, object]:
    """Every ELF file of the bundle must resolve all its libraries with ldd (as the bootloader sets
    LD_LIBRARY_PATH), and the Qt platform plugins must be there. Returns the system libraries the
    bundle uses from the host and the newest glibc symbol version it needs."""
    internal = bundle / "_internal"
    qt = internal / "PySide6" / "Qt"
    platforms = qt / "plugins" / "platforms"
    present = {p.name for p in platforms.glob("*.so")} if platforms.is_dir() else set()
    absent = [name for name in LINUX_PLATFORM_PLUGINS if name not in present]
    if absent:
        raise BuildError(f"Qt platform plugins missing from the bundle: {', '.join(absent)}")
    elves = sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{qt / 'lib'}", LC_ALL="C")
    missing: dict[str, list[str]] = {}
    system: set[str] = set()
    for elf in elves:
        out = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env)
        for line in out.stdout.splitlines():
            line = line.strip()
            if "not found" in line:
                missing.setdefault(line.split()[0], []).append(str(elf.relative_to(bundle)))
            m = re.match(r"(\S+) => (/\S+)", line)
            if m and not Path(m.group(2)).resolve().is_relative_to(bundle.resolve()):
                system.add(m.group(2))
    if missing:
        lines = [f"  {lib} (needed by {', '.join(users[:3])}{' ...' if len(users) > 3 else ''})"
                 for lib, users in sorted(missing.items())]  # fmt: skip
        raise BuildError(
            "shared libraries not found (install them on the build machine and build again):\n" + "\n".join(lines)
        )
    glibc = glibc_floor(elves)
    log(f"ldd: all {len(elves)} ELF files resolve; {len(system)} libraries come from the system; glibc >= {glibc}")
    return {"elf_files": len(elves), "system_libraries": sorted(system), "glibc": glibc}


def glibc_floor(elves: Iterable[Path]) -> str:
    """The newest GLIBC_x.y symbol version any of the files needs."""
    if not shutil.which("objdump"):
        log("objdump not found (binutils): glibc floor not measured")
        return "unknown"
    versions: set[tuple[int, ...]] = set()
    for elf in elves:
        out = subprocess.run(["objdump", "-T", str(elf)], capture_output=True, text=True)
        versions.update(tuple(int(n) for n in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out.stdout))
    return ".".join(str(n) for n in max(versions)) if versions else "unknown"


def debian_depends(system_libraries: Iterable[str], glibc: str) -> str:
    """The Depends field: the Debian packages of the host libraries the bundle uses."""
    packages: set[str] = set(LINUX_BASE_DEPENDS)
    if shutil.which("dpkg"):
        for lib in system_libraries:
            out = subprocess.run(["dpkg", "-S", str(Path(lib).resolve())], capture_output=True, text=True)
            if out.returncode != 0:
                out = subprocess.run(["dpkg", "-S", lib], capture_output=True, text=True)
            if out.returncode == 0:
                packages.add(out.stdout.split(":", 1)[0].strip())
    packages.discard("libc6")
    libc = f"libc6 (>= {glibc})" if glibc != "unknown" else "libc6"
    return ", ".join([libc, *sorted(packages)])


# ---------------------------------------------------------------- running the frozen app


def bare_environment(home: Path) -> dict[str, str]:
    """What ``env -i`` leaves, plus HOME and the offscreen Qt platform (and Windows essentials)."""
    env = {"HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    if IS_WINDOWS:
        for key in ("SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC"):
            if key in os.environ:
                env[key] = os.environ[key]
        env.update(USERPROFILE=str(home), TEMP=str(home), TMP=str(home))
    return env


def frozen_command(args: Sequence[str], home: Path) -> tuple[list[str], dict[str, str] | None]:
    exe = str(app_executable())
    if IS_WINDOWS:
        return [exe, *args], bare_environment(home)
    env = bare_environment(home)
    return ["env", "-i", *(f"{k}={v}" for k, v in env.items()), exe, *args], None


def written_outside_user_dirs(home: Path) -> list[str]:
    """Files the app left in HOME outside the platformdirs locations."""
    allowed = [home / ".config", home / ".local", home / ".cache", home / "Library", home / "AppData"]
    return [
        str(p.relative_to(home))
        for p in home.rglob("*")
        if p.is_file() and not any(p.is_relative_to(a) for a in allowed)
    ]


def run_frozen_self_test() -> str:
    """``kartln --self-test`` on the frozen app in a bare environment; it must not write into the
    application folder, nor anywhere in HOME but the platformdirs locations."""
    app_root = DIST / "Kartln.app" if IS_MACOS else bundle_dir()
    before = tree_snapshot(app_root)
    with tempfile.TemporaryDirectory(prefix="kartln-home-") as tmp:
        home = Path(tmp)
        cmd, env = frozen_command(["--self-test"], home)
        log("$ " + " ".join(cmd))
        start = time.perf_counter()
        result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        elapsed = time.perf_counter() - start
        output = result.stdout + result.stderr
        for line in output.splitlines():
            print(f"    {line}")
        if result.returncode != 0:
            raise BuildError(f"the frozen application failed its self-test (exit status {result.returncode})")
        if "self-test passed" not in result.stdout and not IS_WINDOWS:
            raise BuildError("the frozen self-test exited 0 without reporting success")
        stray = written_outside_user_dirs(home)
        if stray:
            raise BuildError(f"the application wrote outside the platformdirs locations: {stray}")
    changed = sorted(set(tree_snapshot(app_root).items()) ^ set(before.items()))
    if changed:
        raise BuildError(f"the application wrote into its own folder: {sorted({c[0] for c in changed})[:10]}")
    log(f"frozen self-test passed in {elapsed:.1f} s")
    return output


def run_xcb_smoke() -> bool | None:
    """Linux: open the window on a virtual X server (xvfb-run) through Qt's xcb plugin, in a bare
    environment; a plugin or library that fails to load fails the build. None without xvfb-run."""
    exe = app_executable()
    if not shutil.which("xvfb-run"):
        log("xvfb-run not installed (package xvfb): the xcb platform plugin was not started")
        return None
    with tempfile.TemporaryDirectory(prefix="kartln-home-") as home:
        script = (
            'exec env -i HOME="$1" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" LANG=C.UTF-8 '
            'QT_QPA_PLATFORM=xcb QT_DEBUG_PLUGINS=1 "$2" --smoke'
        )
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24 -nolisten tcp", "sh", "-c", script, "sh", home, str(exe)]
        log("$ xvfb-run ... kartln --smoke (QT_QPA_PLATFORM=xcb)")
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    problems = [
        line.strip()
        for line in result.stderr.splitlines()
        if re.search(r"cannot load library|cannot open shared object|could not load the qt platform", line, re.I)
    ]
    if result.returncode != 0 or "FIRST_PAINT" not in result.stdout or problems:
        detail = "\n".join(problems) or (result.stdout + result.stderr)[-3000:]
        raise BuildError(f"the window did not open on X11 (xcb):\n{detail}")
    log("xcb: the window opened and painted on a virtual X server")
    return True


def measure_startup(runs: int) -> dict[str, object] | None:
    """Seconds from process launch to the first painted frame (``kartln --smoke``), median of
    ``runs`` warm runs after one warm-up run; None when the app has no --smoke option."""
    with tempfile.TemporaryDirectory(prefix="kartln-home-") as tmp:
        home = Path(tmp)
        cmd, env = frozen_command(["--help"], home)
        helptext = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120).stdout
        if "--smoke" not in helptext:
            log("start-up not measured: this version of kartln has no --smoke option")
            return None
        cmd, env = frozen_command(["--smoke"], home)
        first_frame: list[float] = []
        whole_run: list[float] = []
        for i in range(runs + 1):
            t0 = time.time_ns()
            start = time.perf_counter()
            result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
            total = time.perf_counter() - start
            m = re.search(r"FIRST_PAINT (\d+)", result.stdout)
            if result.returncode != 0 or not m:
                raise BuildError(f"kartln --smoke failed (exit {result.returncode}):\n{result.stdout}{result.stderr}")
            if i == 0:
                continue  # warm-up: fills the disk cache
            first_frame.append((int(m.group(1)) - t0) / 1e9)
            whole_run.append(total)
        stray = written_outside_user_dirs(home)
        if stray:
            raise BuildError(f"the application wrote outside the platformdirs locations: {stray}")
    median = statistics.median(first_frame)
    log(
        f"start-up to the first frame: median {median * 1000:.0f} ms of {runs} warm runs "
        f"(min {min(first_frame) * 1000:.0f}, max {max(first_frame) * 1000:.0f}); "
        f"whole run {statistics.median(whole_run) * 1000:.0f} ms"
    )
    return {
        "first_frame_s": round(median, 4),
        "first_frame_runs_s": [round(x, 4) for x in first_frame],
        "whole_run_s": round(statistics.median(whole_run), 4),
    }


# ------------------------------------------------------------------------------ packages


def _tar_filter(epoch: int):  # type: ignore[no-untyped-def]
    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = min(info.mtime, epoch)
        if info.isfile():
            info.mode = 0o755 if info.mode & 0o111 else 0o644
        elif info.isdir():
            info.mode = 0o755
        return info

    return normalise


def make_tar_xz(bundle: Path, out: Path, top: str) -> Path:
    """A .tar.xz of the bundle under the folder ``top``, entries sorted, symlinks kept."""
    epoch = source_date_epoch()
    normalise = _tar_filter(epoch)
    start = time.perf_counter()
    with tarfile.open(out, "w:xz", preset=9) as tar:
        tar.add(bundle, arcname=top, recursive=False, filter=normalise)
        for path in sorted(bundle.rglob("*")):
            tar.add(path, arcname=f"{top}/{path.relative_to(bundle).as_posix()}", recursive=False, filter=normalise)
    log(f"{out.name}: {out.stat().st_size / MB:.1f} MB in {time.perf_counter() - start:.0f} s")
    return out


def debian_arch() -> str:
    if shutil.which("dpkg"):
        out = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
        if out.returncode == 0:
            return out.stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def validate_desktop_files(desktop: Path, metainfo: Path) -> None:
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", desktop])
    else:
        log("desktop-file-validate not installed: desktop entry not validated")
    if shutil.which("appstreamcli"):
        run(["appstreamcli", "validate", "--no-net", metainfo])
    else:
        log("appstreamcli not installed: AppStream metadata not validated")


def check_metainfo_release(version: str) -> None:
    if f'<release version="{version}"' not in METAINFO_FILE.read_text(encoding="utf-8"):
        raise BuildError(f"{METAINFO_FILE.name} has no <release> entry for version {version}")


def write_changelog(path: Path, version: str) -> None:
    """The Debian changelog entry of this release (gzip without a timestamp, as Debian wants)."""
    import datetime
    import email.utils
    import gzip

    date = email.utils.format_datetime(datetime.datetime.fromtimestamp(source_date_epoch(), datetime.UTC))
    text = (
        f"kartln ({version}) stable; urgency=medium\n\n  * Kartln {version}.\n\n"
        f" -- Kartln <dev@kartln.invalid>  {date}\n"
    )
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
        gz.write(text.encode("utf-8"))


def make_deb(bundle: Path, version: str, depends: str) -> Path:
    """The .deb: the bundle in /opt/kartln, /usr/bin/kartln, desktop entry, icons, metainfo."""
    arch = debian_arch()
    stage = BUILD / "deb" / f"kartln_{version}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / "opt" / "kartln"
    shutil.copytree(bundle, opt, symlinks=True)
    for path in opt.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir() or path == opt / "kartln":
            path.chmod(0o755)
        else:
            path.chmod(0o644)  # shared libraries and data need no execute bit
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "kartln").symlink_to("/opt/kartln/kartln")
    share = stage / "usr" / "share"
    for folder, src, name in (
        ("applications", DESKTOP_FILE, "kartln.desktop"),
        ("metainfo", METAINFO_FILE, METAINFO_FILE.name),
        ("doc/kartln", PACKAGING / "linux" / "copyright", "copyright"),
        ("icons/hicolor/scalable/apps", ICONS / "kartln.svg", "kartln.svg"),
    ):
        (share / folder).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, share / folder / name)
    for size in ICON_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICONS / f"kartln-{size}.png", target / "kartln.png")
    (share / "lintian" / "overrides").mkdir(parents=True)
    overrides = (PACKAGING / "linux" / "lintian-overrides").read_text(encoding="utf-8")
    (share / "lintian" / "overrides" / "kartln").write_text(
        "".join(line + "\n" for line in overrides.splitlines() if line and not line.startswith("#")), encoding="utf-8"
    )
    write_changelog(share / "doc" / "kartln" / "changelog.gz", version)
    for path in share.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    validate_desktop_files(share / "applications" / "kartln.desktop", share / "metainfo" / METAINFO_FILE.name)
    installed_kb = (tree_size(stage) + 1023) // 1024
    control = (PACKAGING / "linux" / "control").read_text(encoding="utf-8")
    for key, value in {
        "@VERSION@": version,
        "@ARCH@": arch,
        "@INSTALLED_SIZE@": str(installed_kb),
        "@DEPENDS@": depends,
    }.items():
        control = control.replace(key, value)
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    out = DIST / f"kartln_{version}_{arch}.deb"
    start = time.perf_counter()
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(source_date_epoch()))
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", stage, out], env=env, capture_output=True)
    log(f"{out.name}: {out.stat().st_size / MB:.1f} MB in {time.perf_counter() - start:.0f} s")
    listing = run(["dpkg-deb", "-c", out], capture_output=True).stdout
    for needed in ("./opt/kartln/kartln", "./usr/bin/kartln -> /opt/kartln/kartln", "./usr/share/applications/"):
        if needed not in listing:
            raise BuildError(f"{out.name} lacks {needed}")
    run_lintian(out)
    return out


def run_lintian(deb: Path) -> None:
    """lintian, when installed: an error tag not overridden (packaging/linux/lintian-overrides)
    fails the build; warnings are printed."""
    if not shutil.which("lintian"):
        log("lintian not installed: .deb not linted")
        return
    lint = subprocess.run(["lintian", "--tag-display-limit", "0", str(deb)], capture_output=True, text=True)
    tags = [t for t in lint.stdout.splitlines() if t[:2] in ("E:", "W:")]
    (BUILD / "deb" / "lintian.txt").write_text(lint.stdout + lint.stderr, encoding="utf-8")
    for tag in tags:
        print(f"    {tag}")
    errors = [t for t in tags if t.startswith("E:")]
    if errors:
        raise BuildError(f"lintian found {len(errors)} errors in {deb.name}")
    log(f"lintian: no errors, {len(tags)} warnings")


def nsis_defines(version: str, dist: Path, outfile: Path) -> list[str]:
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    vi = ".".join(str(n) for n in numbers + [0] * (4 - len(numbers)))
    return [f"-DVERSION={version}", f"-DVIVERSION={vi}", f"-DDIST={dist}", f"-DOUTFILE={outfile}",
            f"-DICON={ICONS / 'kartln.ico'}"]  # fmt: skip


def makensis() -> str | None:
    found = shutil.which("makensis")
    if not found and IS_WINDOWS:
        for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
            candidate = Path(base or "") / "NSIS" / "makensis.exe"
            if base and candidate.exists():
                return str(candidate)
    return found


def make_nsis_installer(version: str) -> Path:
    tool = makensis()
    if not tool:
        raise BuildError("makensis not found: install NSIS (choco install nsis)")
    out = DIST / f"kartln-{version}-windows-x64-setup.exe"
    start = time.perf_counter()
    run([tool, "-V2", "-WX", *nsis_defines(version, bundle_dir(), out), PACKAGING / "windows" / "kartln.nsi"])
    log(f"{out.name}: {out.stat().st_size / MB:.1f} MB in {time.perf_counter() - start:.0f} s")
    return out


def check_nsis_script(version: str) -> dict[str, object] | None:
    """Compile the Windows installer script here (no compression); its payload is the bundle of
    this system, or a stand-in when there is none. Proves the script compiles, not that it installs."""
    tool = makensis()
    if not tool:
        log("makensis not installed: Windows installer script not checked")
        return None
    out_dir = BUILD / "nsis-check"
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    payload = bundle_dir()
    if not (payload / "_internal").is_dir():
        payload = out_dir / "kartln"
        (payload / "_internal").mkdir(parents=True)
        (payload / "kartln.exe").write_bytes(b"MZ stand-in")
        (payload / "_internal" / "README.txt").write_text("stand-in payload\n", encoding="utf-8")
    out = out_dir / f"kartln-{version}-windows-x64-setup.exe"
    start = time.perf_counter()
    cmd = [tool, "-V2", "-WX", "-DCHECK", *nsis_defines(version, payload, out), PACKAGING / "windows" / "kartln.nsi"]
    run(cmd)
    with out.open("rb") as f:
        if f.read(2) != b"MZ":
            raise BuildError("makensis did not produce a Windows executable")
    size = out.stat().st_size
    out.unlink()
    log(f"NSIS script compiles ({time.perf_counter() - start:.1f} s, uncompressed check installer {size / MB:.0f} MB)")
    return {"makensis": tool, "seconds": round(time.perf_counter() - start, 1)}


def make_dmg(version: str) -> Path:
    app = DIST / "Kartln.app"
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", app, stage / "Kartln.app"])  # ditto keeps the framework symlinks and signatures
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"Kartln-{version}-macos-{platform.machine()}.dmg"
    run(["hdiutil", "create", "-volname", "Kartln", "-srcfolder", stage, "-ov", "-format", "UDZO", out])
    run(["hdiutil", "verify", out])
    log(f"{out.name}: {out.stat().st_size / MB:.1f} MB")
    return out


# ------------------------------------------------------------------------------- report


def check_limits(report: dict[str, object], enforce: bool) -> list[str]:
    over = []
    sizes = report["sizes_mb"]
    assert isinstance(sizes, dict)
    if IS_LINUX and sizes.get("bundle", 0) > LIMITS["linux_bundle_mb"]:
        over.append(f"bundle {sizes['bundle']:.1f} MB > {LIMITS['linux_bundle_mb']} MB")
    deb = next((v for k, v in sizes.items() if k.endswith(".deb")), None)
    if deb is not None and deb > LIMITS["deb_mb"]:
        over.append(f".deb {deb:.1f} MB > {LIMITS['deb_mb']} MB")
    startup = report.get("startup")  # measured everywhere, a limit on Linux (CI runners of the others vary)
    if IS_LINUX and isinstance(startup, dict) and float(startup["first_frame_s"]) > LIMITS["startup_s"]:
        over.append(f"start-up {startup['first_frame_s']} s > {LIMITS['startup_s']} s")
    for item in over:
        log(("OVER THE LIMIT: " if enforce else "over the limit (not enforced): ") + item)
    if over and enforce:
        raise BuildError("over the size or start-up limits: " + "; ".join(over))
    return over


def print_report(report: dict[str, object]) -> None:
    print("\n== Kartln build report")
    sizes = report["sizes_mb"]
    assert isinstance(sizes, dict)
    for name, mb in sizes.items():
        print(f"  {name:48} {mb:8.1f} MB")
    startup = report.get("startup")
    if isinstance(startup, dict):
        print(f"  {'start-up to first frame (median, warm)':48} {float(startup['first_frame_s']) * 1000:8.0f} ms")
    if "glibc" in report:
        print(f"  {'glibc floor':48} {report['glibc']:>8}")
    for path in report.get("artifacts", {}).values():  # type: ignore[union-attr]
        print(f"  artifact: {path}")


# --------------------------------------------------------------------------------- main


def build(args: argparse.Namespace) -> dict[str, object]:
    version = project_version()
    started = time.perf_counter()
    report: dict[str, object] = {
        "version": version,
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
        "python": platform.python_version(),
    }
    BUILD.mkdir(exist_ok=True)
    DIST.mkdir(exist_ok=True)
    if IS_LINUX:
        check_metainfo_release(version)
    make_venv(args.reuse_venv)
    check_icons()
    run_pyinstaller()
    bundle = bundle_dir()
    sizes: dict[str, float] = {"bundle": round(tree_size(bundle) / MB, 1)}
    report["sizes_mb"] = sizes
    report["files"] = sum(1 for _ in bundle.rglob("*"))
    log(f"bundle dist/kartln: {sizes['bundle']:.1f} MB, {report['files']} files")
    check_bundled_resources(bundle)
    depends = ""
    if IS_LINUX:
        libs = check_linux_libraries(bundle)
        report.update(glibc=libs["glibc"], system_libraries=libs["system_libraries"])
        depends = debian_depends(libs["system_libraries"], str(libs["glibc"]))  # type: ignore[arg-type]
        report["deb_depends"] = depends
    run_frozen_self_test()
    if IS_LINUX:
        report["xcb_smoke"] = run_xcb_smoke()
    report["startup"] = measure_startup(args.startup_runs)
    artifacts: dict[str, str] = {}
    if not args.bundle_only:
        if IS_LINUX:
            arch = platform.machine()
            tar = make_tar_xz(bundle, DIST / f"kartln-{version}-linux-{arch}.tar.xz", f"kartln-{version}")
            deb = make_deb(bundle, version, depends)
            artifacts.update({"tar.xz": str(tar), "deb": str(deb)})
            report["nsis_check"] = check_nsis_script(version)
        elif IS_WINDOWS:
            artifacts["setup.exe"] = str(make_nsis_installer(version))
        elif IS_MACOS:
            artifacts["dmg"] = str(make_dmg(version))
        for path in artifacts.values():
            sizes[Path(path).name] = round(Path(path).stat().st_size / MB, 1)
    report["artifacts"] = artifacts
    report["limits"] = LIMITS
    report["over_limits"] = check_limits(report, enforce=not args.no_limits)
    report["build_seconds"] = round(time.perf_counter() - started, 1)
    (DIST / "build-report.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print_report(report)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Kartln installers for this operating system.")
    parser.add_argument("--reuse-venv", action="store_true", help="keep build/venv if it exists")
    parser.add_argument("--bundle-only", action="store_true", help="stop after the checked bundle")
    parser.add_argument("--no-limits", action="store_true", help="report size and start-up limits, never fail on them")
    parser.add_argument("--startup-runs", type=int, default=5, help="warm runs for the start-up median (default 5)")
    parser.add_argument("--check-nsis", action="store_true", help="only compile the Windows installer script")
    args = parser.parse_args(argv)
    try:
        if args.check_nsis:
            return 0 if check_nsis_script(project_version()) is not None else 1
        build(args)
    except BuildError as exc:
        print(f"\n[build] FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
