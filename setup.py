"""Package discovery; everything else is in pyproject.toml.

The data files (icons, style sheet, sample script) live in the top-level
``resources/`` folder and install as the ``studio.resources`` package, so
``importlib.resources`` finds them the same way from a checkout (editable
install), an installed wheel and a frozen bundle. pyproject.toml alone cannot
add a folder from outside ``studio/`` to the packages that ``find`` discovers.
"""

from setuptools import find_namespace_packages, find_packages, setup

# Its subfolders are listed too, or setuptools warns that it sees them as
# packages it was not told about.
resource_folders = [f"studio.resources.{name}" for name in find_namespace_packages("resources")]
studio_packages = find_packages(include=["studio", "studio.*"])

setup(
    packages=[*studio_packages, "studio.resources", *resource_folders],
    package_dir={"studio.resources": "resources"},
)
