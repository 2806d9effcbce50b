"""The message catalogues: find every marked line in the code, and keep the ``.po`` files
in step with it.

    python -m tools.i18n extract   # device/locale/nightbox.pot from the code
    python -m tools.i18n update    # each language's .po: new lines added empty, gone ones #~
    python -m tools.i18n check     # what is missing, fuzzy or wrongly filled in, per language

The markers are gettext's keywords (``xgettext -k_ -kN_ -kn_:1,2`` finds the same lines):
``_("...")`` and ``words._("...")``, ``N_("...")``, and ``n_("one", "many", n)``.

The languages are the rows of ``engine.languages``: ``update`` writes the catalogue of a
new row (every line empty, the row's plural rule in its header), and ``check`` names a row
without its catalogue, or whose header's plural rule is not the row's.
"""

from __future__ import annotations

import ast
import string
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from engine.languages import EN, LANGUAGES, Lang

from device.i18n.catalogues import TEMPLATE, has_catalogue, po_path, read_entries
from device.i18n.po import Entry, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("engine", "device")


@dataclass(frozen=True)
class Found:
    msgid: str
    plural: str | None
    #: the file, as gettext's ``--add-location=file`` writes it (no line: fewer diffs)
    ref: str
    line: int


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _keyword(func: ast.expr) -> str | None:
    name = func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else None)
    return name if name in ("_", "N_", "n_") else None


def found_in(path: Path, root: Path = ROOT) -> list[Found]:
    """The marked lines of one source file, in the order they appear."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: list[Found] = []
    rel = path.relative_to(root).as_posix()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        kw = _keyword(node.func)
        if kw is None:
            continue
        first = _literal(node.args[0])
        if first is None or not first:
            continue
        plural = None
        if kw == "n_":
            plural = _literal(node.args[1]) if len(node.args) > 1 else None
            if plural is None:
                continue
        out.append(Found(first, plural, rel, node.lineno))
    return sorted(out, key=lambda f: f.line)


def extract(root: Path = ROOT) -> list[Entry]:
    """Every marked line of the product code, once each, with where it is used."""
    merged: dict[str, Entry] = {}
    for top in SOURCES:
        for path in sorted((root / top).rglob("*.py")):
            for f in found_in(path, root):
                had = merged.get(f.msgid)
                if had is None:
                    strings = ("",) if f.plural is None else ("", "")
                    merged[f.msgid] = Entry(f.msgid, strings, f.plural, (f.ref,))
                else:
                    refs = had.refs + ((f.ref,) if f.ref not in had.refs else ())
                    merged[f.msgid] = replace(had, refs=refs, plural=had.plural or f.plural)
    return list(merged.values())


def header(lang: Lang | None) -> Entry:
    lines = ["Project-Id-Version: nightbox", "MIME-Version: 1.0",
             "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit"]
    if lang is not None:
        lines += [f"Language: {lang.code}", f"Plural-Forms: {lang.plural}"]
    return Entry("", ("".join(f"{line}\n" for line in lines),))


def merge(template: list[Entry], old: list[Entry], lang: Lang) -> list[Entry]:
    """The language's entries for ``template``: translations kept where the English line
    is the same, new lines empty, lines no longer used kept as obsolete (``#~``)."""
    have = {e.msgid: e for e in old if e.msgid}
    out = [next((e for e in old if e.msgid == ""), header(lang))]
    for t in template:
        prev = have.pop(t.msgid, None)
        strings = t.strings
        if prev is not None and prev.plural == t.plural and not prev.obsolete:
            strings = prev.strings
        out.append(replace(t, strings=strings,
                           flags=prev.flags if prev is not None and not prev.obsolete else (),
                           comments=prev.comments if prev is not None else ()))
    out += [replace(e, obsolete=True, refs=()) for e in have.values() if any(e.strings)]
    return out


_FIELDS = string.Formatter()


def fields_of(text: str) -> set[str]:
    """The ``{fields}`` a template fills in."""
    try:
        return {name for _, name, _, _ in _FIELDS.parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def plural_forms(header: Entry) -> str | None:
    """The ``Plural-Forms`` a catalogue's header entry gives (``None``: none)."""
    for line in header.strings[0].splitlines():
        key, _, value = line.partition(":")
        if key.strip().lower() == "plural-forms":
            return value.strip()
    return None


def problems(template: list[Entry], entries: list[Entry], lang: Lang) -> list[str]:
    """Every way the language's catalogue falls short of the code's lines."""
    have = {e.msgid: e for e in entries if not e.obsolete}
    out: list[str] = []
    plural = plural_forms(have[""]) if "" in have else None
    if plural != lang.plural:
        out.append(f"{lang.code}: the header's Plural-Forms is {plural!r}, its row's in "
                   f"engine/languages.py {lang.plural!r}")
    for t in template:
        e = have.get(t.msgid)
        where = f"{lang.code}: {t.msgid!r}"
        if e is None:
            out.append(f"{where}: missing")
            continue
        if not e.translated:
            out.append(f"{where}: not translated" + (" (fuzzy)" if "fuzzy" in e.flags else ""))
            continue
        want = fields_of(t.msgid) | (fields_of(t.plural) if t.plural else set())
        for s in e.strings:
            if fields_of(s) - want - {"n"} or (t.plural is None and fields_of(s) != want):
                out.append(f"{where}: fields {sorted(fields_of(s))} in {s!r}, "
                           f"the English has {sorted(want)}")
        if t.msgid.strip() != t.msgid:
            continue
        for s in e.strings:
            if s != s.strip():
                out.append(f"{where}: spaces around {s!r}")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    template = extract()
    if command == "extract":
        TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
        TEMPLATE.write_text(write_po([header(None)] + template), encoding="utf-8")
        print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} lines")
        return 0
    langs = [lang for lang in LANGUAGES if lang is not EN]
    if command == "update":
        for lang in langs:
            path = po_path(lang)
            old = read_entries(lang) if path.exists() else []
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(write_po(merge(template, old, lang)), encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {len(template)} lines")
        return 0
    if command == "check":
        bad = 0
        for lang in langs:
            if not has_catalogue(lang):
                bad += 1
                print(f"{lang.code}: no catalogue at {po_path(lang).relative_to(ROOT)}; "
                      "python -m tools.i18n update writes it")
                continue
            found = problems(template, read_entries(lang), lang)
            bad += len(found)
            for line in found:
                print(line)
            print(f"{lang.code}: {len(template) - len(found)}/{len(template)} lines ready")
        return 1 if bad else 0
    print(f"unknown command {command!r}; use extract, update or check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
