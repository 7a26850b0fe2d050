"""The models the studio can use: which, where, how to get them (no Qt, no torch).

The Models dialog, the ``download`` command and the engines' loading path
share this package:

- ``list_models()`` / ``model_status(entry)``: the rows and what the disk says;
- ``download_model(entry, progress=..., cancel=...)``: resumable download into
  the Hugging Face cache, ``remove_model(entry)``, ``ensure_installed(entry)``;
- ``check_connection()``: can the hub be reached, answered within seconds;
- ``save_token`` / ``forget_token`` / ``token_state``: the hub client's login;
- ``LocalModelList``: the user's own model folders and files, checked before use.
"""

from __future__ import annotations

from studio.models.catalog import (
    DEMO_ID,
    POCKET_ID,
    TOKENS_PAGE,
    VOXCPM_ID,
    HubFile,
    HubSource,
    ModelEntry,
    ModelKind,
    demo_entry,
    entry_for,
    pocket_entry,
    voxcpm_entry,
)
from studio.models.download import DownloadPlan, download_model, plan_download
from studio.models.hub import Connection, HubSettings, check_connection, forget_probe
from studio.models.installation import (
    ModelStatus,
    download_command,
    ensure_installed,
    installed_location,
    list_models,
    model_status,
    offline_message,
    remove_model,
)
from studio.models.local_models import (
    BUILTIN_LOCAL,
    LocalKind,
    LocalKinds,
    LocalModel,
    LocalModelList,
    check_local_model,
    require_local_model,
)
from studio.models.progress import DownloadProgress, ProgressCallback, format_bytes
from studio.models.tokens import TokenState, forget_token, save_token, token_state

__all__ = [
    "DEMO_ID",
    "POCKET_ID",
    "TOKENS_PAGE",
    "VOXCPM_ID",
    "Connection",
    "DownloadPlan",
    "DownloadProgress",
    "HubFile",
    "HubSettings",
    "HubSource",
    "BUILTIN_LOCAL",
    "LocalKind",
    "LocalKinds",
    "LocalModel",
    "LocalModelList",
    "ModelEntry",
    "ModelKind",
    "ModelStatus",
    "ProgressCallback",
    "TokenState",
    "check_connection",
    "check_local_model",
    "demo_entry",
    "download_command",
    "download_model",
    "ensure_installed",
    "entry_for",
    "forget_probe",
    "forget_token",
    "format_bytes",
    "installed_location",
    "list_models",
    "model_status",
    "offline_message",
    "plan_download",
    "pocket_entry",
    "remove_model",
    "require_local_model",
    "save_token",
    "token_state",
    "voxcpm_entry",
]
