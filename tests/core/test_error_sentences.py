"""Every error a person sees in the window can be said in the window's language.

A ``StudioError`` is raised with a template marked for translation
(``QT_TRANSLATE_NOOP("StudioError", ...)``) and its values, or with another
sentence (a ``Said``: ``exc.said``, a clause built the same way). An f-string, a
``.format`` or ``str(exc)`` would reach the window in English only. The command
line's own modules (``studio.cli``, ``studio.cluster``) stay English and are not
read.
"""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import pytest

from studio.errors import (
    QT_TRANSLATE_NOOP,
    AudioInputError,
    Said,
    StudioError,
    said_for,
)

STUDIO = Path(__file__).resolve().parents[2] / "studio"
# The command line, the cluster and the HTTP server speak English only.
ENGLISH_ONLY = ("cli", "cluster", "serve")
# The window translates its own sentences as it writes them.
TRANSLATED = {"tr", "translate"}


def _modules() -> list[tuple[Path, ast.Module]]:
    found = []
    for path in sorted(STUDIO.rglob("*.py")):
        if path.relative_to(STUDIO).parts[0] in ENGLISH_ONLY:
            continue
        found.append((path, ast.parse(path.read_text(encoding="utf-8"))))
    return found


def _error_classes(modules: list[tuple[Path, ast.Module]]) -> tuple[set[str], set[str]]:
    """The names of StudioError and its subclasses, and those with their own ``__init__``."""
    bases: dict[str, set[str]] = {}
    own_init: set[str] = set()
    for _, tree in modules:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = {
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases
                }
                bases[node.name] = names
                if any(isinstance(n, ast.FunctionDef) and n.name == "__init__" for n in node.body):
                    own_init.add(node.name)
    family = {"StudioError"}
    grew = True
    while grew:
        grew = False
        for name, parents in bases.items():
            if name not in family and parents & family:
                family.add(name)
                grew = True
    # StudioError's own __init__ takes the sentence: its calls are read like the others'.
    return family, (own_init & family) - {"StudioError"}


def _called_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _unmarked(arg: ast.expr) -> bool:
    """Whether ``arg``, the sentence given to an error, is English only."""
    if isinstance(arg, ast.JoinedStr | ast.BinOp | ast.Constant):
        return True
    if isinstance(arg, ast.Call):
        name = _called_name(arg)
        if name == "format" and isinstance(arg.func, ast.Attribute):
            inner = arg.func.value  # the window's own: self.tr("... {0}").format(value)
            return not (isinstance(inner, ast.Call) and _called_name(inner) in TRANSLATED)
        return name in {"str", "join"} or (
            name not in {"QT_TRANSLATE_NOOP", "Said", *TRANSLATED} and not name[:1].isupper()
        )
    if isinstance(arg, ast.BoolOp):  # engine_error or "The model is not loaded yet."
        return any(_unmarked(value) for value in arg.values[1:])
    return False


def _findings() -> list[str]:
    modules = _modules()
    family, own_init = _error_classes(modules)
    found = []
    for path, tree in modules:
        where = path.relative_to(STUDIO.parent)
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            if cls.name not in own_init:
                continue
            for call in (n for n in ast.walk(cls) if isinstance(n, ast.Call)):
                is_super = (
                    isinstance(call.func, ast.Attribute)
                    and call.func.attr == "__init__"
                    and isinstance(call.func.value, ast.Call)
                    and _called_name(call.func.value) == "super"
                )
                if is_super and call.args and _unmarked(call.args[0]):
                    found.append(f"{where}:{call.lineno} {cls.name}.__init__")
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            name = _called_name(call)
            if name in family and name not in own_init and call.args and _unmarked(call.args[0]):
                found.append(f"{where}:{call.lineno} {name}")
    return found


def test_every_error_of_the_window_is_marked_for_translation() -> None:
    found = _findings()
    assert not found, "errors raised with an English-only sentence:\n" + "\n".join(found)


def test_the_guard_sees_an_unmarked_error() -> None:
    bad = ast.parse('raise StudioError(f"{path}: no such file; check the path.")').body[0]
    assert isinstance(bad, ast.Raise) and isinstance(bad.exc, ast.Call)
    assert _unmarked(bad.exc.args[0])
    good = ast.parse(
        'raise StudioError(QT_TRANSLATE_NOOP("StudioError", "{0}: no such file."), path)'
    )
    call = good.body[0].exc  # type: ignore[attr-defined]
    assert not _unmarked(call.args[0])
    assert _unmarked(ast.parse("StudioError(str(exc))").body[0].value.args[0])  # type: ignore[attr-defined]
    assert not _unmarked(ast.parse("StudioError(exc.said)").body[0].value.args[0])  # type: ignore[attr-defined]


def test_an_error_says_its_template_in_english_with_its_values() -> None:
    template = QT_TRANSLATE_NOOP("StudioError", "{0} is {1:.1f} s long; {2}.")
    advice = Said(QT_TRANSLATE_NOOP("StudioError", "record {0} s more"), 3)
    error = AudioInputError(template, Path("/tmp/a.wav"), 2.25, advice)
    assert str(error) == "/tmp/a.wav is 2.2 s long; record 3 s more."
    assert error.said.template == template
    assert error.said.args[2] == advice
    assert str(said_for(error)) == str(error)
    # Passed on as another kind, it keeps its parts.
    assert StudioError(error.said).said == error.said


def test_a_template_without_values_is_read_as_it_is() -> None:
    assert str(StudioError("a {brace} stays")) == "a {brace} stays"


def test_an_error_keeps_its_sentence_through_pickling() -> None:
    error = AudioInputError(QT_TRANSLATE_NOOP("StudioError", "{0}: no such file."), "a.wav")
    error.detail = 7  # type: ignore[attr-defined]
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is AudioInputError
    assert str(back) == "a.wav: no such file."
    assert back.said == error.said
    assert back.detail == 7  # type: ignore[attr-defined]


def test_a_bug_is_named_briefly(caplog: pytest.LogCaptureFixture) -> None:
    said = said_for(KeyError("x"))
    assert str(said) == "It stopped unexpectedly (KeyError: 'x'); please report it."
    assert "unexpected error" in caplog.text
