"""The prompt cache: content keys, a memory tier and a disk tier."""

from studio.cache.disk_tier import DiskTier
from studio.cache.keys import CACHE_FORMAT_VERSION, PromptKey, prompt_key
from studio.cache.memory_tier import MemoryTier
from studio.cache.prompt_cache import CacheLookup, PromptCache

__all__ = [
    "CACHE_FORMAT_VERSION",
    "CacheLookup",
    "DiskTier",
    "MemoryTier",
    "PromptCache",
    "PromptKey",
    "prompt_key",
]
