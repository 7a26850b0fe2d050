"""Which licence the built-in engines' weights carry, told from a model's fingerprint.

One rule for the engine's ``EngineInfo`` (About, the Models dialog) and for the
takes an export credits (``EnginePlugin.credit``), which record only the
fingerprint. Random weights need no credit; a local model carries whatever
licence its maker gave, which the studio cannot know.
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.models.catalog import POCKET_ATTRIBUTION, VOXCPM_ATTRIBUTION, VOXCPM_REPO

# studio.engines.pocket's fingerprint of the packaged English weights from the hub.
POCKET_HUB_PREFIX = "pocket:english:"
# studio.engines.voxcpm's fingerprint of a hub snapshot: hf:REPO@COMMIT.
VOXCPM_HUB_PREFIX = f"hf:{VOXCPM_REPO}@"


@dataclass(frozen=True)
class WeightsLicence:
    licence: str = ""
    attribution: str = ""


def pocket_weights(fingerprint: str) -> WeightsLicence:
    if fingerprint.startswith(POCKET_HUB_PREFIX):
        return WeightsLicence("CC-BY-4.0", POCKET_ATTRIBUTION)
    return WeightsLicence()


def voxcpm_weights(fingerprint: str) -> WeightsLicence:
    if fingerprint.startswith(VOXCPM_HUB_PREFIX):
        return WeightsLicence("Apache-2.0", VOXCPM_ATTRIBUTION)
    return WeightsLicence()


__all__ = ["WeightsLicence", "pocket_weights", "voxcpm_weights"]
