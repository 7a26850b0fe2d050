"""Package discovery and the translations; everything else is in pyproject.toml.

The data files (icons, style sheet, sample script, translations) live in the
top-level ``resources/`` folder and install as the ``studio.resources``
package, so ``importlib.resources`` finds them the same way from a checkout
(editable install), an installed wheel and a frozen bundle. pyproject.toml
alone cannot add a folder from outside ``studio/`` to the packages that
``find`` discovers.

The window's translations are compiled from ``resources/translations/*.ts``
into ``.qm`` files by ``pyside6-lrelease`` before the files are gathered
(``scripts/build_translations.py``): when a source archive or a wheel is
built from a checkout. A wheel built from a source archive uses the ``.qm``
files the archive holds.
"""

import importlib.util
from pathlib import Path

from setuptools import find_namespace_packages, find_packages, setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = Path(__file__).resolve().parent
BUILD_SCRIPT = HERE / "scripts" / "build_translations.py"


def compile_translations() -> None:
    """Compile the .ts files when this is a checkout (the archive has the .qm)."""
    if not BUILD_SCRIPT.is_file():
        return
    spec = importlib.util.spec_from_file_location("build_translations", BUILD_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # Not strict: the first install into a new environment comes before PySide6 (and
    # its lrelease) is there; setup.sh compiles them right after, and the wheel test
    # checks that a wheel holds them.
    module.compile_all(strict=False)


class BuildPy(build_py):
    def run(self) -> None:
        compile_translations()
        super().run()


class Sdist(sdist):
    def run(self) -> None:
        compile_translations()
        super().run()


# Its subfolders are listed too, or setuptools warns that it sees them as
# packages it was not told about.
resource_folders = [f"studio.resources.{name}" for name in find_namespace_packages("resources")]
studio_packages = find_packages(include=["studio", "studio.*"])

setup(
    packages=[*studio_packages, "studio.resources", *resource_folders],
    package_dir={"studio.resources": "resources"},
    cmdclass={"build_py": BuildPy, "sdist": Sdist},
)
