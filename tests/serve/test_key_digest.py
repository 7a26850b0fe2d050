"""The window keeps the server's key as a salted digest: the server checks a client's key
against it as it checks the command line's key itself."""

from __future__ import annotations

from pathlib import Path

import httpx2 as httpx
import openai
import pytest

from studio.serve.keys import is_key_digest, key_digest, key_matches
from studio.serve.settings import ServeSettings, check_bind
from studio.serve.voices import VoiceCatalog
from tests.serve.support import given_voice, running_server
from tests.support import SAMPLE_TEXTS, speak


def test_a_digest_matches_its_key_only_and_each_has_its_own_salt() -> None:
    first, second = key_digest("correct horse"), key_digest("correct horse")
    assert first != second and is_key_digest(first)
    assert "correct horse" not in first
    assert key_matches(first, b"correct horse") and key_matches(second, b"correct horse")
    assert not key_matches(first, b"correct horsE") and not key_matches(first, b"")
    assert not key_matches("sesame", b"sesame")  # a key in plain text is no digest
    assert not is_key_digest("sha256$$") and not is_key_digest("md5$a$b")


def test_a_digest_guards_the_server_and_lets_it_listen_on_the_network(
    tmp_path: Path,
) -> None:
    check_bind(ServeSettings(host="0.0.0.0", key_digest=key_digest("k")))
    alice = given_voice("alice", speak(tmp_path / "alice.wav", SAMPLE_TEXTS["alice"]))
    settings = ServeSettings(port=0, key_digest=key_digest("s3cret"))
    with running_server(VoiceCatalog(None, [alice]), settings) as served:
        assert httpx.get(served.url + "/v1/voices").status_code == 401
        wrong = httpx.get(served.url + "/v1/voices", headers={"Authorization": "Bearer s3"})
        assert wrong.status_code == 401
        with pytest.raises(openai.AuthenticationError):
            served.client("nope").models.list()
        assert [m.id for m in served.client("s3cret").models.list()]
