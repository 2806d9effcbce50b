"""The project's pages stand on their own: every link stays in the repository, and the
rules page lists exactly the engine's roles."""

from __future__ import annotations

import re
from pathlib import Path

from engine.languages import LANGUAGES
from engine.onenight.roles import ROLE_IDS

from tools.rules_table import rules_table

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", REPO / "wiring.md", *sorted((REPO / "docs").rglob("*.md")),
         REPO / "bench" / "README.md"]


def test_every_relative_link_resolves_inside_the_repository() -> None:
    bad = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]+)", text):
            if "://" in target or target.startswith("mailto:"):
                continue
            resolved = (page.parent / target).resolve()
            if not resolved.exists() or (REPO not in resolved.parents and resolved != REPO):
                bad.append(f"{page.name}: {target}")
        if "../shared" in text:
            bad.append(f"{page.name}: mentions ../shared")
    assert bad == []


def test_the_rules_page_holds_the_engine_role_table() -> None:
    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    block = text.split("<!-- roles:begin", 1)[1].split("-->", 1)[1].split("<!-- roles:end")[0]
    assert block.strip() == rules_table("onenight").strip(), \
        "docs/rules.md is stale: python -m tools.rules_table onenight"
    for role_id in ROLE_IDS:
        assert f"`{role_id}`" in block


def test_the_classic_page_holds_the_engine_tables() -> None:
    from engine.classic.presets import PRESETS
    from engine.classic.roles import CLASSIC_ROLE_IDS

    text = (REPO / "docs" / "classic.md").read_text(encoding="utf-8")
    block = text.split("<!-- classic-roles:begin", 1)[1].split("-->", 1)[1]
    block = block.split("<!-- classic-roles:end")[0]
    assert block.strip() == rules_table("classic").strip(), \
        "docs/classic.md is stale: python -m tools.rules_table classic"
    assert len(CLASSIC_ROLE_IDS) == 38
    for preset in PRESETS.values():
        row = f"| {preset.players} | `{preset.deck}` | {preset.deck.balance:+d} |"
        assert row in text, f"docs/classic.md lacks the preset {preset.id}: {row}"
    from engine.classic.alternates import ALTERNATES

    for alternate in ALTERNATES.values():
        assert f"| `{alternate.id}` |" in text, f"docs/classic.md lacks {alternate.id}"


def test_the_readme_counts_the_lines_voice_prepare_renders() -> None:
    """Issue 34, item 18: the README said 550 and 703 while ``voice prepare`` rendered 868."""

    from device.i18n.catalogues import words_for
    from device.shell.voice.catalogue import box_lines

    text = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    [said] = re.findall(r"renders every fixed line \((\d+) in each language", text)
    assert {len(box_lines(words_for(lang))) for lang in LANGUAGES} == {int(said)}, \
        "the README's count of the lines to prepare is stale: nightbox voice status counts them"
    assert f"every English line the box says ({said} lines" in text     # the measured run
    assert f"every English line in Piper ({said})" in text             # the time to ready
