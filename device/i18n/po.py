"""gettext's ``.po`` files: read, written and compiled to ``.mo`` bytes.

The catalogues are kept as ``.po`` sources only (what translators' tools read and write);
:func:`compile_mo` turns one into the ``.mo`` bytes the stdlib's ``gettext.GNUTranslations``
reads, in memory, when the box loads a language. The format is GNU gettext's: a header
entry with an empty ``msgid``, ``msgid_plural``/``msgstr[N]`` for plurals, ``#,`` flags,
``#:`` references, and ``#~`` for entries no longer in the code.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

from device.errors import DeviceError


class BadCatalogue(DeviceError, ValueError):
    """A ``.po`` file that cannot be read; the message names the file and the line."""


@dataclass(frozen=True)
class Entry:
    """One message: its English ``msgid`` (and ``plural``), its translations
    (one, or one per plural form), its source references and flags."""

    msgid: str
    strings: tuple[str, ...] = ("",)
    plural: str | None = None
    refs: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    comments: tuple[str, ...] = ()
    obsolete: bool = False

    @property
    def translated(self) -> bool:
        return all(self.strings) and "fuzzy" not in self.flags


@dataclass
class _Reading:
    where: str
    msgid: list[str] = field(default_factory=list)
    plural: list[str] | None = None
    strings: dict[int, list[str]] = field(default_factory=dict)
    refs: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    target: list[str] | None = None
    obsolete: bool = False

    def entry(self) -> Entry | None:
        if self.target is None:
            return None
        count = max(self.strings) + 1 if self.strings else 1
        return Entry("".join(self.msgid),
                     tuple("".join(self.strings.get(i, [])) for i in range(count)),
                     None if self.plural is None else "".join(self.plural),
                     tuple(self.refs), tuple(self.flags), tuple(self.comments), self.obsolete)


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_ESCAPE = re.compile(r'\\(.)|"')


def _string(text: str, where: str) -> str:
    """A quoted ``.po`` string's value: C escapes (``\\n``, ``\\"``, ``\\\\``), no bare quote."""
    text = text.strip()
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise BadCatalogue(f"{where}: expected a quoted string, got {text[:40]!r}")
    body = text[1:-1]
    if "\\" not in body and '"' not in body:
        return body

    def unescape(m: re.Match[str]) -> str:
        if m.group(1) is None or m.group(1) not in _ESCAPES:
            raise BadCatalogue(f"{where}: a string that cannot be read: {text[:40]!r}")
        return _ESCAPES[m.group(1)]

    return _ESCAPE.sub(unescape, body)


def read_po(text: str, name: str = "catalogue") -> list[Entry]:
    """Every entry of a ``.po`` file's text, the header (``msgid ""``) first if it has one."""
    entries: list[Entry] = []
    cur = _Reading(name)

    def close() -> None:
        nonlocal cur
        done = cur.entry()
        if done is not None:
            entries.append(done)
        cur = _Reading(name)

    for number, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{number}"
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            if cur.target is not None:
                close()
            continue
        if line.startswith("#"):
            if cur.target is not None and cur.strings:
                close()
            if line.startswith("#:"):
                cur.refs += line[2:].split()
            elif line.startswith("#,"):
                cur.flags += [f.strip() for f in line[2:].split(",") if f.strip()]
            elif line.startswith(("#.", "# ")):
                cur.comments.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if cur.target is None:
                raise BadCatalogue(f"{where}: a string outside any entry")
            cur.target.append(_string(line, where))
            continue
        if keyword == "msgid":
            if cur.strings:
                close()
            cur.obsolete = obsolete
            cur.target = cur.msgid
        elif keyword == "msgid_plural":
            cur.plural = []
            cur.target = cur.plural
        elif keyword == "msgstr":
            cur.target = cur.strings.setdefault(0, [])
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            try:
                index = int(keyword[7:-1])
            except ValueError:
                raise BadCatalogue(f"{where}: a bad plural index: {keyword}") from None
            cur.target = cur.strings.setdefault(index, [])
        elif keyword == "msgctxt":
            raise BadCatalogue(f"{where}: msgctxt is not used by this project's catalogues")
        else:
            raise BadCatalogue(f"{where}: unknown keyword {keyword!r}")
        cur.target.append(_string(rest, where))
    close()
    return entries


def _quote(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{out}"'


def write_po(entries: list[Entry]) -> str:
    """The ``.po`` text of ``entries`` (the inverse of :func:`read_po`)."""
    blocks: list[str] = []
    for e in entries:
        pre = "#~ " if e.obsolete else ""
        lines = [f"#. {c}" for c in e.comments]
        if e.refs:
            lines.append("#: " + " ".join(e.refs))
        if e.flags:
            lines.append("#, " + ", ".join(e.flags))
        if e.msgid == "" and "\n" in e.strings[0]:
            lines.append('msgid ""')
            lines.append('msgstr ""')
            lines += [_quote(part) for part in e.strings[0].splitlines(keepends=True)]
        else:
            lines.append(f"{pre}msgid {_quote(e.msgid)}")
            if e.plural is not None:
                lines.append(f"{pre}msgid_plural {_quote(e.plural)}")
                lines += [f"{pre}msgstr[{i}] {_quote(s)}" for i, s in enumerate(e.strings)]
            else:
                lines.append(f"{pre}msgstr {_quote(e.strings[0])}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def compile_mo(entries: list[Entry]) -> bytes:
    """GNU ``.mo`` bytes of the translated entries (and the header), for
    ``gettext.GNUTranslations``. An untranslated or fuzzy entry is left out, so the
    English line is said instead of an empty one."""
    pairs: dict[bytes, bytes] = {b"": b"Content-Type: text/plain; charset=UTF-8\n"}
    for e in entries:
        if e.obsolete or (e.msgid and not e.translated):
            continue
        key = e.msgid if e.plural is None else f"{e.msgid}\0{e.plural}"
        value = "\0".join(e.strings)
        if not e.msgid and "charset=" not in value:   # gettext reads the rest as ASCII
            value += "Content-Type: text/plain; charset=UTF-8\n"
        pairs[key.encode()] = value.encode()
    keys = sorted(pairs)
    count = len(keys)
    start = 7 * 4 + 16 * count
    ids = b""
    strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for k in keys:
        offsets.append((len(k), len(ids), len(pairs[k]), len(strs)))
        ids += k + b"\0"
        strs += pairs[k] + b"\0"
    id_base = start
    str_base = start + len(ids)
    table_ids: list[int] = []
    table_strs: list[int] = []
    for klen, koff, vlen, voff in offsets:
        table_ids += [klen, id_base + koff]
        table_strs += [vlen, str_base + voff]
    header = struct.pack("<7I", 0x950412DE, 0, count, 7 * 4, 7 * 4 + 8 * count, 0, 0)
    return (header + struct.pack(f"<{2 * count}I", *table_ids)
            + struct.pack(f"<{2 * count}I", *table_strs) + ids + strs)
