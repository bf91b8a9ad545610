"""The documentation's shape: a README a newcomer reads through, links that lead somewhere,
and nothing that points outside the repository.

The README keeps what is needed first (what Starpost is, the two commands, the settings, the
commands, the permissions) within :data:`README_MAX_LINES`; everything else lives in
``docs/``. Every relative link in the README and in ``docs/`` must name a file of the
repository, and a ``#fragment`` a heading of that file (as GitHub spells its anchors).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.ops.config import Settings

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
README_MAX_LINES = 250

# [text](target) outside code; images too. Autolinks <https://...> are not relative links.
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
CODE = re.compile(r"`[^`\n]*`")


def markdown_files() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def links(path: Path) -> list[str]:
    text = CODE.sub("", FENCE.sub("", path.read_text(encoding="utf-8")))
    return LINK.findall(text)


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = CODE.sub(lambda m: m.group(0).strip("`"), heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    return {anchor(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*$", text,
                                                    re.MULTILINE)}


def test_readme_is_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, (
        f"README.md has {len(lines)} lines; keep it within {README_MAX_LINES} and move "
        "the rest into docs/")


def test_readme_test_command_is_what_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    command = [line for line in ci if line.strip() and not line.startswith("#")][-1].strip()
    assert command == "python -m pytest"
    assert f"\n{command}\n" in README.read_text(encoding="utf-8")


def test_readme_lists_every_setting() -> None:
    text = README.read_text(encoding="utf-8")
    source = (ROOT / "bot" / "ops" / "config.py").read_text(encoding="utf-8")
    names = set(re.findall(r"""(?:get|values\[|merged\[)\(?["']([A-Z][A-Z0-9_]+)["']""",
                           source))
    names.update(re.findall(r'read_\w+\(merged, "([A-Z_]+)"', source))
    assert len(names) >= len(Settings.__dataclass_fields__) - 1  # the parser found them
    missing = sorted(n for n in names if f"| `{n}` |" not in text)
    assert not missing, f"settings missing from the README's table: {missing}"


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_relative_links_resolve(path: Path) -> None:
    broken = []
    for target in links(path):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        file_part, _, fragment = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif fragment and linked.is_file() and fragment not in anchors(linked):
            broken.append(f"{target}: no heading #{fragment}")
    assert not broken, f"{path.relative_to(ROOT)}: {broken}"


def test_nothing_cites_a_document_outside_the_repository() -> None:
    outside = re.compile(r"DESIGN\.md|\.\./shared|shared/rules|\brules/[\w-]+\.(en|es|fr)\.txt")
    found = []
    for folder in ("games", "rendering", "storage", "bot", "tests", "bench", "docs"):
        for path in sorted((ROOT / folder).rglob("*")):
            if (path.suffix in (".py", ".md") and path != Path(__file__).resolve()
                    and outside.search(path.read_text(encoding="utf-8"))):
                found.append(path.relative_to(ROOT).as_posix())
    if outside.search(README.read_text(encoding="utf-8")):
        found.append("README.md")
    assert not found, f"these cite a document outside the repository: {found}"
