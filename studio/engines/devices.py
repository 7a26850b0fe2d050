"""Where a model runs: automatic, the CPU, or one CUDA device.

The command line takes an explicit choice literally (a GPU that is not
there is an error); the window asks ``open_device``, which falls back to
the CPU with a sentence saying why, so a broken driver never keeps the
studio from starting.
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass

from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

log = logging.getLogger(__name__)

_CUDA = re.compile(r"cuda(?::(\d+))?")


@dataclass(frozen=True)
class DeviceOption:
    """One entry of a device picker."""

    id: str  # what load_engine takes: "auto", "cpu", "cuda:0", ...
    said: Said  # its name (context DeviceOption), which the window says in its language
    memory_bytes: int | None = None

    @property
    def label(self) -> str:
        """Its name in English (the command line's)."""
        return str(self.said)


def _option(id: str, template: str, *args: object, memory: int | None = None) -> DeviceOption:
    return DeviceOption(id, Said(template, *args, context="DeviceOption"), memory)


@dataclass(frozen=True)
class DeviceChoice:
    """The device to use, and the sentence to show when it is not the one asked for."""

    device: str
    fallback: Said | None = None


def _cuda_count() -> int:
    """CUDA devices torch can see; 0 when CUDA is absent or its driver is broken."""
    import torch  # here: importing this module must not load torch (the window's start)

    try:
        return torch.cuda.device_count() if torch.cuda.is_available() else 0
    except Exception as exc:  # noqa: BLE001 - a broken driver means no GPU, not a crash
        log.warning("CUDA is not usable: %s", exc)
        return 0


def list_devices() -> list[DeviceOption]:
    """Automatic, the CPU, then each CUDA device by name and memory (loads torch)."""
    import torch

    gpus: list[DeviceOption] = []
    for index in range(_cuda_count()):
        try:
            props = torch.cuda.get_device_properties(index)
        except Exception as exc:  # noqa: BLE001 - list the others; this one cannot be used
            log.warning("CUDA device %d cannot be queried: %s", index, exc)
            continue
        memory = int(props.total_memory)
        gib = memory / 2**30
        gpu = QT_TRANSLATE_NOOP("DeviceOption", "GPU {0}: {1} ({2:.1f} GiB)")
        gpus.append(_option(f"cuda:{index}", gpu, index, str(props.name), gib, memory=memory))
    cores = os.cpu_count() or 1
    if gpus:
        first = gpus[0]
        automatic = _option(
            "auto",
            QT_TRANSLATE_NOOP("DeviceOption", "Automatic (GPU {0}: {1} ({2:.1f} GiB))"),
            *first.said.args,
        )
    else:
        automatic = _option(
            "auto", QT_TRANSLATE_NOOP("DeviceOption", "Automatic (CPU: no CUDA device found)")
        )
    cpu = _option("cpu", QT_TRANSLATE_NOOP("DeviceOption", "CPU ({0} cores)"), cores)
    return [automatic, cpu, *gpus]


def resolve_device(device: str) -> str:
    """Map ``auto`` to ``cuda`` when a GPU is usable, else ``cpu``; refuse a missing GPU."""
    if device == "auto":
        return "cuda" if _cuda_count() else "cpu"
    if device == "cpu":
        return device
    match = _CUDA.fullmatch(device)
    if match is None:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Unknown device {0!r}; use auto, cpu, cuda or cuda:N."
            ),
            device,
        )
    count = _cuda_count()
    if count == 0:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "No CUDA device is available; use --device cpu or --device auto."
            )
        )
    if match.group(1) is not None and int(match.group(1)) >= count:
        if count > 1:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "There is no CUDA device {0} (this computer has {1}); use cuda:0 to cuda:{2}.",
                ),
                match.group(1),
                count,
                count - 1,
            )
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "There is no CUDA device {0} (this computer has {1}); use cuda:0."
            ),
            match.group(1),
            count,
        )
    return device


def _not_usable(requested: str) -> Said:
    """Why the window cannot use ``requested`` (which ``resolve_device`` refused)
    and goes on on the CPU; the command line's advice (``--device``) left out."""
    match = _CUDA.fullmatch(requested)
    if match is None:
        unknown = QT_TRANSLATE_NOOP("StudioError", "Unknown device {0!r}; using the CPU instead.")
        return Said(unknown, requested)
    count = _cuda_count()
    if count == 0 or match.group(1) is None:
        none = QT_TRANSLATE_NOOP(
            "StudioError", "No CUDA device is available; using the CPU instead."
        )
        return Said(none)
    missing = QT_TRANSLATE_NOOP(
        "StudioError",
        "There is no CUDA device {0} (this computer has {1}); using the CPU instead.",
    )
    return Said(missing, match.group(1), count)


def open_device(requested: str) -> DeviceChoice:
    """The device to load on: ``requested`` if it works, else the CPU and why.

    A CUDA device is initialised here (one small tensor), so a driver or
    memory failure shows now, as a sentence, rather than halfway through a
    model load. Runs on the thread that will load the model.
    """
    try:
        device = resolve_device(requested)
    except StudioError:
        return DeviceChoice("cpu", _not_usable(requested))
    if device == "cpu":
        return DeviceChoice(device)
    import torch

    try:
        torch.zeros(1, device=device)
        torch.cuda.synchronize(device)
    except Exception as exc:  # noqa: BLE001 - any failure to start the GPU means: use the CPU
        first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        detail = f"{type(exc).__name__}: {first_line}" if first_line else type(exc).__name__
        failed = QT_TRANSLATE_NOOP(
            "StudioError", "The GPU ({0}) could not be initialised ({1}); using the CPU instead."
        )
        return DeviceChoice("cpu", Said(failed, device, detail))
    return DeviceChoice(device)
