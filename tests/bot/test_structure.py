"""The bot package's shape, checked so it cannot drift back: no import cycles (counting imports
inside functions and under ``TYPE_CHECKING``), packages in layers (the core imports no feature,
the application no Discord), handlers never importing the client, no private names imported
across modules, small files."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "games", "rendering", "storage")
MAX_LINES = 450


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def imports_of(path: Path) -> list[tuple[str, list[str]]]:
    """Every import in a file as (module, names), relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: list[tuple[str, list[str]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.append((base, [alias.name for alias in node.names]))
    return found


def bot_graph() -> dict[str, set[str]]:
    """Module -> the bot modules it imports (``from bot import x`` counts as ``bot.x``)."""
    modules = {module_name(p): p for p in source_files("bot")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target, names in imports_of(path):
            candidates = [f"{target}.{n}" for n in names if f"{target}.{n}" in modules]
            if not candidates and target in modules:
                candidates = [target]
            graph[name].update(c for c in candidates if c != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        node = todo.pop()
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_imports_inside_functions_and_type_checking() -> None:
    graph = bot_graph()
    # components imports bot.interface.host only under TYPE_CHECKING; it must still be an arrow.
    assert "bot.interface.host" in graph["bot.interface.components"]
    assert "bot.app.core" in graph["bot.features.timekeeping"]


def test_bot_package_has_no_import_cycle() -> None:
    assert cycles(bot_graph()) == []


#: bot's packages in layers: each imports only itself and the layers before it (the arrows
#: from ``bot/__init__.py``'s map), so the application never depends on Discord and the
#: Discord layer never on the outbox that sends through it.
LAYERS = (("bot.app",), ("bot.features",), ("bot.interface",),
          ("bot.outbox", "bot.ops"), ("bot.web",), ("bot.client", "bot.__main__", "bot"))


def layer_of(module: str) -> int:
    for number, layer in enumerate(LAYERS):
        if any(module == top or module.startswith(top + ".") for top in layer if top != "bot"):
            return number
    assert module == "bot", module
    return len(LAYERS) - 1


def test_each_package_imports_only_the_layers_before_it() -> None:
    graph = bot_graph()
    assert {layer_of(module) for module in graph} == set(range(len(LAYERS)))
    wrong = sorted(f"{module} -> {target}" for module, targets in graph.items()
                   for target in targets if target.startswith("bot")
                   and layer_of(target) > layer_of(module))
    assert wrong == []
    for core_module in ("bot.app.core", "bot.app.table", "bot.app.wording"):
        assert not {m for m in reachable(graph, core_module) if layer_of(m) > 0}, core_module


def test_handlers_do_not_import_the_client() -> None:
    graph = bot_graph()
    handlers = [m for m in graph
                if m.startswith("bot.interface.cogs") or m == "bot.interface.components"]
    assert handlers
    for module in handlers:
        assert "bot.client" not in reachable(graph, module), module


def test_no_module_imports_a_private_name_from_another() -> None:
    offenders = []
    for package in PACKAGES:
        for path in source_files(package):
            for target, names in imports_of(path):
                private = [n for n in names if n.startswith("_") and not n.startswith("__")]
                if private and target != module_name(path):
                    offenders.append(f"{module_name(path)}: from {target} import {private}")
    assert offenders == []


def test_bot_files_stay_small() -> None:
    sizes = {str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines())
             for p in source_files("bot")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}
