"""The window's strings to translate, and Qt's translation sources (``.ts``) kept in step with them.

Each module of the window names its translation context once, in its ``tr`` (``def tr(text): return
QCoreApplication.translate("Table", text)``) or by importing another module's ``tr``. Qt's
``pyside6-lupdate`` cannot see that binding (it files a module's ``tr("…")`` under no context, where
the program never looks), so the strings are found here from the source's syntax: every literal
``tr("…")``, ``QCoreApplication.translate("context", "…")``, ``counted("context", "…", n)`` (a phrase
with Qt's plural forms) and ``translatable("context", "…")`` (a word kept in data and translated
where it is shown: Qt's QT_TRANSLATE_NOOP). The engine's messages are found the same way, in the
engine and the window: each ``Refusal("…")`` or ``Note("…")`` is a message id (context "refusals" or
"notes"), each ``GameWord("…")`` a game's own word (context "terms"). The words the window takes from
the games' data are added from the registry: the games' names, their house rules' labels, help and
choices, the presets' names and the hints' reasons. ``pyside6-lrelease`` compiles the sources.

``python -m kartln.gui.i18n_sources`` writes ``resources/translations/kartln_<language>.ts`` for every
language, keeping the translations already made; a string no longer in the program is kept as
obsolete, so that no translator's work is lost. ``--compile`` makes the catalogues (``.qm``) the
program loads; they are kept in the repository, and a test checks that they match their sources.
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kartln.gui.i18n import TRANSLATED as LANGUAGES

#: The Qt translations' folder, relative to the project's root.
TS_FOLDER = Path("resources/translations")


@dataclass(frozen=True, order=True)
class Key:
    context: str
    source: str
    numerus: bool = False  # has Qt's plural forms ("%n card(s)")


@dataclass
class Catalogue:
    """The strings found, each with the places it is written at (file, line)."""

    messages: dict[Key, list[tuple[str, int]]] = field(default_factory=dict)
    unbound: list[tuple[str, int]] = field(default_factory=list)  # a tr() whose module names no context
    unwritten: list[tuple[str, int]] = field(default_factory=list)  # a Refusal or GameWord of no literal text

    def add(self, key: Key, where: tuple[str, int]) -> None:
        self.messages.setdefault(key, []).append(where)


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _own_context(tree: ast.Module) -> str | None:
    """The context of the module's own ``tr``, if it defines one."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and _call_name(call) == "translate" and call.args:
                    return _literal(call.args[0])
    return None


def _module_of(path: Path, gui: Path) -> str:
    return "kartln.gui." + ".".join(path.relative_to(gui).with_suffix("").parts)


#: The engine's message ids: the call that writes one, and the context the window looks it up in.
MESSAGE_IDS = {"Refusal": "refusals", "Note": "notes", "GameWord": "terms", "Reason": "network"}


def scan_message_ids(tree: ast.Module, where_file: str, found: Catalogue) -> None:
    """The refusals and game words written in a module of the engine or the window."""
    for call in ast.walk(tree):
        if isinstance(call, ast.Call) and (context := MESSAGE_IDS.get(_call_name(call))):
            text = _literal(call.args[0]) if call.args else None
            if text is None:
                found.unwritten.append((where_file, call.lineno))
            else:
                found.add(Key(context, text, "%n" in text), (where_file, call.lineno))


def scan_engine(engine: Path, found: Catalogue) -> None:
    for path in sorted(engine.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        scan_message_ids(tree, path.relative_to(engine.parent).as_posix(), found)


def scan_window(gui: Path) -> Catalogue:
    """The strings written in the window's modules (``gui``: the folder of ``kartln.gui``)."""
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in sorted(gui.rglob("*.py"))}
    own = {_module_of(p, gui): _own_context(t) for p, t in trees.items()}
    found = Catalogue()
    for path, tree in trees.items():
        context = own[_module_of(path, gui)]
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and any(a.name == "tr" for a in node.names):
                context = own.get(node.module or "", context)
        where_file = path.relative_to(gui.parent).as_posix()
        scan_message_ids(tree, where_file, found)
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call):
                continue
            name, args, where = _call_name(call), call.args, (where_file, call.lineno)
            if name == "tr" and isinstance(call.func, ast.Name) and args and (text := _literal(args[0])) is not None:
                if context is None:
                    found.unbound.append(where)
                else:
                    found.add(Key(context, text), where)
            elif name in ("translate", "translatable", "counted") and len(args) >= 2:
                ctx, text = _literal(args[0]), _literal(args[1])
                if ctx is not None and text is not None:
                    numerus = name == "counted" or (name == "translate" and len(args) >= 4)
                    found.add(Key(ctx, text, numerus), where)
    return found


def data_strings() -> Iterator[tuple[Key, str]]:
    """The words the window shows from the games' data: names, house rules, presets, hint reasons."""
    from kartln.ai.registry import every_game_ai
    from kartln.engine.options import options_of
    from kartln.engine.registry import GAMES

    for info in GAMES.values():
        yield Key("games", info.title), f"{info.id}: name"
        for label in info.preset_labels.values():
            yield Key("rules", label), f"{info.id}: preset"
        for option in options_of(type(info.default_rules())):
            for text in (option.label, option.help, *(option.choice_labels or ())):
                if text:
                    yield Key("rules", text), f"{info.id}: {option.key}"
    for game_id, game_ai in every_game_ai().items():
        for rule, words in game_ai.reasons.words.items():
            for text in ([words] if isinstance(words, str) else list(words.values())):
                if text:
                    yield Key("hints", text), f"{game_id}: {rule}"


def catalogue(gui: Path) -> Catalogue:
    found = scan_window(gui)
    scan_engine(gui.parent / "engine", found)
    for key, where in data_strings():
        found.add(key, (where, 0))
    return found


# -- Qt's translation sources ---------------------------------------------------------------


def read_ts(path: Path) -> dict[Key, ET.Element]:
    """The translations of an existing source file, by string."""
    if not path.is_file():
        return {}
    out: dict[Key, ET.Element] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            key = Key(name, msg.findtext("source") or "", msg.get("numerus") == "yes")
            translation = msg.find("translation")
            if translation is not None:
                out[key] = translation
    return out


def ts_document(language: str, found: Catalogue, old: dict[Key, ET.Element]) -> ET.ElementTree[ET.Element]:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    keys = sorted(set(found.messages) | set(old))
    for context in sorted({k.context for k in keys}):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        for key in (k for k in keys if k.context == context):
            msg = ET.SubElement(ctx, "message", numerus="yes") if key.numerus else ET.SubElement(ctx, "message")
            for file, line in sorted(set(found.messages.get(key, ())))[:3]:
                if line:
                    ET.SubElement(msg, "location", filename=f"../../{file}", line=str(line))
            ET.SubElement(msg, "source").text = key.source
            translation = _translation(old.get(key), key)
            if key not in found.messages:
                translation.set("type", "vanished" if translation.get("type") != "unfinished" else "obsolete")
            msg.append(translation)
    ET.indent(root)
    return ET.ElementTree(root)


def _translation(old: ET.Element | None, key: Key) -> ET.Element:
    if old is not None:
        kept = ET.Element("translation", {k: v for k, v in old.attrib.items() if k != "type"}
                          | ({"type": old.get("type", "")} if old.get("type") == "unfinished" else {}))
        kept.text = old.text
        kept.extend(list(old))
        return kept
    fresh = ET.Element("translation", type="unfinished")
    if key.numerus:
        ET.SubElement(fresh, "numerusform")
    return fresh


def ts_text(tree: ET.ElementTree[ET.Element]) -> str:
    body: str = ET.tostring(tree.getroot(), encoding="unicode")
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"


def write_sources(root: Path, languages: Iterable[str] = LANGUAGES) -> dict[str, int]:
    """Write (or bring in step) every language's source file; returns the strings per language."""
    found = catalogue(root / "gui")
    folder = root / TS_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    for language in languages:
        path = folder / f"kartln_{language}.ts"
        path.write_text(ts_text(ts_document(language, found, read_ts(path))), encoding="utf-8")
        counts[language] = len(found.messages)
    return counts


def untranslated(path: Path) -> list[dict[str, object]]:
    """The strings of a source file still to translate, in its order: context, source, plural forms."""
    todo: list[dict[str, object]] = []
    for ctx in ET.parse(path).getroot().iter("context"):
        for msg in ctx.iter("message"):
            translation = msg.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                todo.append({"context": ctx.findtext("name") or "", "source": msg.findtext("source") or "",
                             "numerus": msg.get("numerus") == "yes"})
    return todo


def merge_translations(path: Path, done: list[dict[str, object]]) -> int:
    """Write translations into a source file: each entry names its context and source and gives
    ``translation`` (a text, or the list of plural forms for a numerus string). Returns how many
    were written; the file keeps its order and its other strings."""
    tree = ET.parse(path)
    wanted = {(str(d["context"]), str(d["source"])): d["translation"] for d in done if d.get("translation")}
    written = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            text = wanted.get((name, msg.findtext("source") or ""))
            translation = msg.find("translation")
            if text is None or translation is None:
                continue
            translation.attrib.pop("type", None)
            for form in list(translation):
                translation.remove(form)
            if msg.get("numerus") == "yes":
                translation.text = None
                for form_text in (text if isinstance(text, list) else [text]):
                    ET.SubElement(translation, "numerusform").text = str(form_text)
            else:
                translation.text = str(text)
            written += 1
    ET.indent(tree.getroot())
    path.write_text(ts_text(tree), encoding="utf-8")
    return written


def lrelease() -> str:
    """Qt's compiler of translation sources, as PySide6 installs it."""
    import shutil

    found = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which("pyside6-lrelease")
    if found is None:
        raise FileNotFoundError("pyside6-lrelease (it comes with PySide6)")
    return found


def compile_catalogue(ts: Path, qm: Path) -> None:
    """``ts`` compiled into the catalogue ``qm`` the program loads (only finished translations)."""
    import subprocess

    done = subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise RuntimeError(f"pyside6-lrelease {ts.name}: {done.stderr.strip()}")


def main(argv: list[str] | None = None) -> int:
    """``[root]``: write the sources; ``--todo LANG``: the strings left, as JSON; ``--merge LANG FILE``:
    write the translations of a JSON file (a list of {context, source, translation}); ``--compile``:
    the catalogues the program loads, from the sources."""
    import json

    args = list(argv or [])
    if args[:1] == ["--todo"] and len(args) == 2:
        print(json.dumps(untranslated(Path.cwd() / TS_FOLDER / f"kartln_{args[1]}.ts"), ensure_ascii=False, indent=1))
        return 0
    if args == ["--compile"]:
        for language in LANGUAGES:
            ts = Path.cwd() / TS_FOLDER / f"kartln_{language}.ts"
            compile_catalogue(ts, ts.with_suffix(".qm"))
            print(f"{TS_FOLDER}/kartln_{language}.qm")
        return 0
    if args[:1] == ["--merge"] and len(args) == 3:
        done = json.loads(Path(args[2]).read_text(encoding="utf-8"))
        count = merge_translations(Path.cwd() / TS_FOLDER / f"kartln_{args[1]}.ts", done)
        print(f"{count} translations written")
        return 0
    root = Path(args[0]) if args else Path.cwd()
    if not (root / "gui").is_dir():
        print(f"i18n_sources: {root} is not the project's root (no gui folder)", file=sys.stderr)
        return 2
    found = catalogue(root / "gui")
    if found.unbound:
        print("i18n_sources: tr() in a module without a translation context: "
              + ", ".join(f"{f}:{n}" for f, n in found.unbound), file=sys.stderr)
        return 1
    if found.unwritten:
        print("i18n_sources: a Refusal or GameWord whose text is not written out: "
              + ", ".join(f"{f}:{n}" for f, n in found.unwritten), file=sys.stderr)
        return 1
    for language, count in write_sources(root).items():
        print(f"{TS_FOLDER}/kartln_{language}.ts: {count} strings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
