"""Discord's documented limits on what a bot may send, checked the way the API checks them.

A message Discord would refuse must be refused here too, or the end-to-end tests would pass
while the real bot fails in production. Each check returns ``(path, message)`` pairs; the
server turns them into a 400 "Invalid Form Body" (code 50035) like Discord's.
"""

from __future__ import annotations

from typing import Any

from .models import COMPONENTS_V2, EPHEMERAL, LOADING

Problem = tuple[str, str]

# Flags a bot may set when sending or editing (others are Discord's to set).
SETTABLE_FLAGS = EPHEMERAL | (1 << 2) | (1 << 12) | COMPONENTS_V2 | LOADING


def _length(problems: list[Problem], path: str, value: Any, maximum: int, minimum: int = 0) -> None:
    if value is None:
        return
    if not isinstance(value, str):
        problems.append((path, "Must be a string."))
    elif not minimum <= len(value) <= maximum:
        if minimum == 0:
            problems.append((path, f"Must be {maximum} or fewer in length."))
        else:
            problems.append((path, f"Must be between {minimum} and {maximum} in length."))


def check_embeds(embeds: Any) -> list[Problem]:
    problems: list[Problem] = []
    if not isinstance(embeds, list):
        return [("embeds", "Must be an array.")]
    if len(embeds) > 10:
        problems.append(("embeds", "Must be 10 or fewer in length."))
    total = 0
    for i, embed in enumerate(embeds):
        p = f"embeds.{i}"
        if not isinstance(embed, dict):
            problems.append((p, "Must be an object."))
            continue
        for key, limit in (("title", 256), ("description", 4096)):
            _length(problems, f"{p}.{key}", embed.get(key), limit)
            total += len(embed.get(key) or "")
        for key, sub, limit in (("footer", "text", 2048), ("author", "name", 256)):
            part = embed.get(key)
            if isinstance(part, dict):
                _length(problems, f"{p}.{key}.{sub}", part.get(sub), limit)
                total += len(part.get(sub) or "")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append((f"{p}.fields", "Must be 25 or fewer in length."))
        for j, fld in enumerate(fields):
            _length(problems, f"{p}.fields.{j}.name", fld.get("name"), 256, 1)
            _length(problems, f"{p}.fields.{j}.value", fld.get("value"), 1024, 1)
            total += len(fld.get("name") or "") + len(fld.get("value") or "")
    if total > 6000:
        problems.append(("embeds", "Embed size exceeds maximum size of 6000"))
    return problems


def _check_interactive(problems: list[Problem], path: str, comp: dict[str, Any]) -> None:
    ctype = comp.get("type")
    if ctype == 2:  # button
        _length(problems, f"{path}.label", comp.get("label"), 80)
        if comp.get("style") == 5:
            if not comp.get("url"):
                problems.append((f"{path}.url", "A link button needs a url."))
        elif comp.get("style") != 6:
            _length(problems, f"{path}.custom_id", comp.get("custom_id"), 100, 1)
    elif ctype in (3, 5, 6, 7, 8):  # selects
        _length(problems, f"{path}.custom_id", comp.get("custom_id"), 100, 1)
        _length(problems, f"{path}.placeholder", comp.get("placeholder"), 150)
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not 0 <= lo <= hi <= 25:
            problems.append((f"{path}.max_values", "min_values/max_values out of range."))
        if ctype == 3:
            options = comp.get("options") or []
            if not 1 <= len(options) <= 25:
                problems.append((f"{path}.options", "Must be between 1 and 25 in length."))
            elif hi > len(options):
                problems.append((f"{path}.max_values", "Must be at most the number of options."))
            for k, opt in enumerate(options):
                _length(problems, f"{path}.options.{k}.label", opt.get("label"), 100, 1)
                _length(problems, f"{path}.options.{k}.value", opt.get("value"), 100, 1)
                _length(problems, f"{path}.options.{k}.description", opt.get("description"), 100)
            values = [o.get("value") for o in options]
            if len(set(values)) != len(values):
                problems.append((f"{path}.options", "Option values must be unique."))


def check_components(components: Any, flags: int) -> list[Problem]:
    problems: list[Problem] = []
    if not isinstance(components, list):
        return [("components", "Must be an array.")]
    custom_ids: list[str] = []

    def walk(comp: dict[str, Any], path: str) -> None:
        if "custom_id" in comp:
            custom_ids.append(comp["custom_id"])
        _check_interactive(problems, path, comp)
        for k, child in enumerate(comp.get("components", []) or []):
            walk(child, f"{path}.components.{k}")
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                walk(comp[key], f"{path}.{key}")

    if not flags & COMPONENTS_V2:
        if len(components) > 5:
            problems.append(("components", "Must be 5 or fewer in length."))
        for i, row in enumerate(components):
            if row.get("type") != 1:
                problems.append((f"components.{i}.type", "Top-level components must be rows."))
                continue
            children = row.get("components") or []
            kinds = {c.get("type") for c in children}
            if not children:
                problems.append((f"components.{i}.components", "Must be at least 1 in length."))
            elif kinds == {2}:
                if len(children) > 5:
                    problems.append((f"components.{i}.components", "Must be 5 or fewer in length."))
            elif len(children) != 1:
                problems.append((f"components.{i}.components", "A select must be alone in a row."))
    for i, comp in enumerate(components):
        walk(comp, f"components.{i}")
    if len(set(custom_ids)) != len(custom_ids):
        problems.append(("components", "Component custom id cannot be duplicated"))
    return problems


def check_message(data: dict[str, Any], n_files: int, *, creating: bool) -> list[Problem]:
    """Limits on a message body (create or edit); ``n_files`` counts uploaded files."""
    problems: list[Problem] = []
    flags = data.get("flags") or 0
    if flags & ~SETTABLE_FLAGS:
        problems.append(("flags", "Unknown or read-only message flags."))
    content = data.get("content")
    _length(problems, "content", content, 2000)
    if "embeds" in data and data["embeds"] is not None:
        problems.extend(check_embeds(data["embeds"]))
    if "components" in data and data["components"] is not None:
        problems.extend(check_components(data["components"], flags))
    if flags & COMPONENTS_V2 and (content or data.get("embeds")):
        problems.append(("content", "Content and embeds cannot be used with components v2."))
    if n_files > 10:
        problems.append(("files", "Must be 10 or fewer in length."))
    if creating and not (content or data.get("embeds") or data.get("components") or n_files):
        problems.append(("", "Cannot send an empty message"))
    return problems


def check_choices(choices: Any) -> list[Problem]:
    problems: list[Problem] = []
    if not isinstance(choices, list):
        return [("choices", "Must be an array.")]
    if len(choices) > 25:
        problems.append(("choices", "Must be 25 or fewer in length."))
    for i, choice in enumerate(choices):
        _length(problems, f"choices.{i}.name", choice.get("name"), 100, 1)
        value = choice.get("value")
        if isinstance(value, str):
            _length(problems, f"choices.{i}.value", value, 100)
    return problems


def check_modal(data: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    _length(problems, "title", data.get("title"), 45, 1)
    _length(problems, "custom_id", data.get("custom_id"), 100, 1)
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        problems.append(("components", "Must be between 1 and 5 in length."))
    return problems


def error_code(message: str) -> str:
    """The code Discord puts beside a message in its ``errors`` object (length limits have
    their own codes; everything else is reported here as an invalid value)."""
    if message.startswith("Must be between"):
        return "BASE_TYPE_BAD_LENGTH"
    if message.endswith("or fewer in length."):
        return "BASE_TYPE_MAX_LENGTH"
    return "BASE_TYPE_INVALID"


def nest_errors(problems: list[Problem]) -> dict[str, Any]:
    """Discord's nested ``errors`` object: {"content": {"_errors": [...]}}, by path."""
    root: dict[str, Any] = {}
    for path, message in problems:
        node = root
        for part in [p for p in path.split(".") if p]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": error_code(message), "message": message})
    return root
