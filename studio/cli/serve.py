"""``voice-studio serve``: the studio's voices for other programs, over OpenAI's speech API.

Every input is checked first (the address and key, each ``--voice``), then the
model loads on the engine's thread, and only then does the server listen, so
a client never meets a server that cannot speak. Ctrl+C stops it: the
requests in flight are cancelled.
"""

from __future__ import annotations

import argparse
import socket
from typing import TYPE_CHECKING, Any

from studio.cli.options import (
    at_least_one,
    cache_dir_option,
    compile_option,
    engine_options,
    whole,
)
from studio.serve.listening import bind_socket
from studio.serve.settings import (
    DEFAULT_HOST,
    DEFAULT_MAX_INPUT_CHARS,
    DEFAULT_MAX_QUEUE,
    DEFAULT_PORT,
    DEFAULT_REQUEST_SECONDS,
    KEY_VARIABLE,
    ServeSettings,
    check_bind,
    key_from,
)

if TYPE_CHECKING:
    from studio.serve.voices import GivenVoice


def add_serve_parser(subparsers: Any) -> argparse.ArgumentParser:
    serve: argparse.ArgumentParser = subparsers.add_parser(
        "serve", help="speak for other programs: an OpenAI-compatible speech server"
    )
    serve.add_argument(
        "--voice",
        action="append",
        default=[],
        metavar="[NAME=]AUDIO",
        help="a reference recording served as voice NAME (default: the file's name), besides "
        "the voice library's voices; repeat for more (default: none)",
    )
    serve.add_argument(
        "--voice-text",
        action="append",
        default=[],
        metavar="[NAME=]TEXT",
        help="what the reference of voice NAME says; VoxCPM2's continuation mode needs it "
        "(default: none)",
    )
    serve.add_argument(
        "--no-library",
        action="store_true",
        help="serve only the --voice voices, not the voice library's",
    )
    engine_options(serve)
    compile_option(serve)
    cache_dir_option(serve)
    serve.add_argument(
        "--batch",
        type=at_least_one,
        default=None,
        metavar="N",
        help="requests of one voice rendered at once (default: measured on this device)",
    )
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help="the address to listen on; any but a loopback one needs --api-key "
        f"(default: {DEFAULT_HOST}, this machine only)",
    )
    serve.add_argument(
        "--port",
        type=lambda text: whole(text, 0, 65535),
        default=DEFAULT_PORT,
        help=f"the port to listen on; 0 picks a free one (default: {DEFAULT_PORT})",
    )
    serve.add_argument(
        "--api-key",
        default=None,
        metavar="KEY",
        help=f"the key clients send as 'Authorization: Bearer KEY' (default: {KEY_VARIABLE}, "
        "else none, which only a loopback address allows)",
    )
    serve.add_argument(
        "--cors-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="let web pages from ORIGIN (https://example.org) call the server; repeat for "
        "more (default: none, CORS off)",
    )
    serve.add_argument(
        "--max-input",
        type=at_least_one,
        default=DEFAULT_MAX_INPUT_CHARS,
        metavar="CHARS",
        help=f"the longest input a request may have (default: {DEFAULT_MAX_INPUT_CHARS})",
    )
    serve.add_argument(
        "--max-queue",
        type=at_least_one,
        default=DEFAULT_MAX_QUEUE,
        metavar="N",
        help="requests waiting or rendering at once; more are told to retry later "
        f"(default: {DEFAULT_MAX_QUEUE})",
    )
    serve.add_argument(
        "--request-timeout",
        type=at_least_one,
        default=int(DEFAULT_REQUEST_SECONDS),
        metavar="SECONDS",
        help="stop a request still speaking after this long "
        f"(default: {int(DEFAULT_REQUEST_SECONDS)})",
    )
    serve.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help="the seed of a request that gives none: the same text and voice give the same "
        "audio (default: a new one each time)",
    )
    serve.add_argument(
        "--language",
        default="en",
        metavar="LANG",
        help="language of the text, for normalisation (default: en)",
    )
    serve.add_argument(
        "--ray",
        default=None,
        metavar="ADDRESS|local",
        help="serve as a Ray Serve application: local starts Ray on this machine, an address "
        "joins a cluster; needs voice-studio[cluster] (default: no Ray)",
    )
    serve.add_argument(
        "--replicas",
        type=at_least_one,
        default=2,
        metavar="N",
        help="with --ray, at most N replicas (each its own engine), added as the requests "
        "in flight grow (default: 2)",
    )
    serve.set_defaults(no_cache=False)
    return serve


def settings_of(args: argparse.Namespace) -> ServeSettings:
    return ServeSettings(
        host=args.host,
        port=args.port,
        api_key=key_from(args.api_key),
        cors_origins=tuple(args.cors_origin),
        max_input_chars=args.max_input,
        max_queue=args.max_queue,
        request_seconds=float(args.request_timeout),
        seed=args.seed,
        language=args.language,
    )


def given_voices(args: argparse.Namespace) -> list[GivenVoice]:
    """Each ``--voice``, read and checked (no torch: before the model loads)."""
    from studio.core.sound.audio import prepare_reference, read_audio, to_mono
    from studio.core.text.voice_args import parse_voice_args, parse_voice_texts
    from studio.serve.voices import GivenVoice

    voice_args = parse_voice_args(args.voice)
    texts = parse_voice_texts(args.voice_text, [v.name for v in voice_args])
    given: list[GivenVoice] = []
    for voice_arg in voice_args:
        data, rate = read_audio(voice_arg.path)
        mono = to_mono(data)
        prepare_reference(mono, rate, rate, str(voice_arg.path))
        given.append(
            GivenVoice(voice_arg.name, voice_arg.path, mono, rate, texts.get(voice_arg.name))
        )
    return given


def run_serve(args: argparse.Namespace) -> int:
    settings = settings_of(args)
    check_bind(settings)
    given = given_voices(args)
    sock = listening_socket(settings.host, settings.port)
    if args.ray is not None:
        sock.close()  # the port is free: Ray Serve's proxy listens on it
        from studio.cli.serve_ray import serve_on_ray

        return serve_on_ray(args, settings, given)
    from studio.cli.serve_local import serve_here

    return serve_here(args, settings, given, sock)


def listening_socket(host: str, port: int) -> socket.socket:
    """The server's socket, bound now: a port taken is said before the model loads."""
    from studio.errors import StudioError

    try:
        return bind_socket(host, port)
    except OSError as exc:
        raise StudioError(
            f"Cannot listen on {host}:{port} ({exc.strerror or exc}); choose another --port "
            "or --host."
        ) from None


__all__ = ["add_serve_parser", "given_voices", "listening_socket", "run_serve", "settings_of"]
