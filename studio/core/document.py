"""The script document: voices, lines, takes, and which lines are stale.

Plain data, no Qt, no torch. The GUI's table model is a thin adapter over a
``Document``; every edit goes through a command in ``commands.py`` so it can
be undone. Take audio lives beside the document (``TakeAudioStore``, in
``take_audio.py``), keyed by take id, so the document itself stays small and
JSON-serialisable.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Container
from dataclasses import dataclass, field, replace

from studio.core.cast import EMPTY_CAST, Cast
from studio.core.sound.voice_edits import VoiceEdits
from studio.core.take_audio import TakeAudioStore
from studio.core.text.pronunciation import EMPTY_DICTIONARY, PronunciationDictionary
from studio.core.text.spoken import SpokenLine, TextPrep, prepare_line
from studio.core.words.check import WordCheck

# The engine a new project, the command line and the window use unless told otherwise:
# named here once (the lowest layer every other one reads).
DEFAULT_ENGINE = "pocket"


def new_id() -> str:
    return uuid.uuid4().hex[:12]


@dataclass(frozen=True)
class LineParams:
    """Generation settings; None means "use the project default"."""

    seed: int | None = None
    temperature: float | None = None
    cfg: float | None = None
    steps: int | None = None
    gap_after: float | None = None

    def merged_over(self, defaults: LineParams) -> LineParams:
        """These settings with the defaults filling what is None."""
        return LineParams(
            seed=self.seed if self.seed is not None else defaults.seed,
            temperature=self.temperature if self.temperature is not None else defaults.temperature,
            cfg=self.cfg if self.cfg is not None else defaults.cfg,
            steps=self.steps if self.steps is not None else defaults.steps,
            gap_after=self.gap_after if self.gap_after is not None else defaults.gap_after,
        )

    def render_signature(self) -> tuple[object, ...]:
        """What a take must match: everything but the gap (which only affects export).

        A seed of None means "new seed each take", so any seed matches it.
        """
        return (self.seed, self.temperature, self.cfg, self.steps)


@dataclass(frozen=True)
class VoiceEntry:
    """A reference voice in the document: its original audio file, transcript and edits."""

    name: str
    audio_path: str
    transcript: str = ""
    # The prompt key of the processed audio as last loaded; changes when the
    # audio, its edits or the transcript change, which makes the voice's lines stale.
    prompt_key: str = ""
    edits: VoiceEdits = VoiceEdits()


@dataclass(frozen=True)
class Take:
    """One render of a line, with everything needed to reproduce it."""

    id: str
    text: str
    voice: str
    prompt_key: str
    engine: str
    model_fingerprint: str
    seed: int
    temperature: float | None
    cfg: float | None
    steps: int | None
    sample_rate: int
    num_samples: int
    cache_outcome: str
    cache_ms: float
    first_audio_ms: float | None
    generate_ms: float
    created: float = field(default_factory=time.time)
    # What was spoken (``SpokenLine.key``: the text after the dictionary,
    # normalisation and pauses). None when the renderer's caller did not
    # record it; such a take matches on its text alone.
    spoken: str | None = None
    # What a speech recognizer heard in it, against the line (None: not checked).
    check: WordCheck | None = None
    # How much it sounds like its voice's reference: the cosine of two speaker
    # embeddings (``voice_similarity``; None: not measured).
    similarity: float | None = None

    @property
    def audio_seconds(self) -> float:
        return self.num_samples / self.sample_rate if self.sample_rate else 0.0

    @property
    def real_time_factor(self) -> float | None:
        if self.audio_seconds <= 0:
            return None
        return self.generate_ms / 1000 / self.audio_seconds


@dataclass(frozen=True)
class Line:
    """One line of the script and its takes."""

    id: str
    text: str
    voice: str
    params: LineParams = LineParams()
    takes: tuple[Take, ...] = ()
    active_take: str | None = None
    locked: bool = False
    # A chapter starts at this line, with this title (None: the line continues one).
    chapter: str | None = None
    # Who says it in the book it came from, as the book names them (None: narration,
    # or a line that came from no book); ``Document.cast`` says which voice that is.
    speaker: str | None = None

    def take(self, take_id: str | None) -> Take | None:
        for take in self.takes:
            if take.id == take_id:
                return take
        return None

    @property
    def current_take(self) -> Take | None:
        return self.take(self.active_take)


_SPOKEN_MEMO_LIMIT = 20_000


def take_fits(take: Take, text: str, voice: VoiceEntry, params: LineParams) -> bool:
    """Whether ``take`` is what rendering ``text`` in ``voice`` with ``params`` gives now.

    ``params`` are the effective settings (defaults merged in). A voice whose
    prompt key is not known yet matches on its name alone.
    """
    if take.text != text:
        return False
    if voice.prompt_key and take.prompt_key != voice.prompt_key:
        return False
    if params.seed is not None and take.seed != params.seed:
        return False
    return (params.temperature, params.cfg, params.steps) == (
        take.temperature,
        take.cfg,
        take.steps,
    )


@dataclass
class Document:
    """Voices, lines and project defaults. Mutated only through commands.

    What each line speaks depends on the project's pronunciation dictionary,
    the user's global one (``global_pronunciation``: loaded by the caller from
    the user's data folder, never saved with the project), the normalisation
    switch and the language. ``spoken(line)`` gives it, memoised per text
    until one of those four is replaced.
    """

    voices: list[VoiceEntry] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    defaults: LineParams = LineParams(seed=None, temperature=None, gap_after=0.3)
    engine: str = DEFAULT_ENGINE
    model: str = "default"
    pronunciation: PronunciationDictionary = EMPTY_DICTIONARY
    normalize_text: bool = True
    language: str = "en"
    cast: Cast = EMPTY_CAST
    global_pronunciation: PronunciationDictionary = EMPTY_DICTIONARY
    _prep_sources: tuple[object, ...] = field(default=(), init=False, repr=False, compare=False)
    _prep: TextPrep = field(default=TextPrep(), init=False, repr=False, compare=False)
    _spoken_memo: dict[str, SpokenLine] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    _params_for: object = field(default=None, init=False, repr=False, compare=False)
    _params_memo: dict[LineParams, LineParams] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    # Where each line was last found: checked on every use (commands change ``lines``
    # in place), rebuilt when wrong, so looking a line up costs O(1) in a long book.
    _places: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    # Each line's matching takes, kept while the line and what matching depends on
    # (voices, defaults, text preparation) are the same: Render stale and auto-render
    # ask it of every line of a book (50 ms at 5,000 lines, each time, without it).
    _matches_memo: dict[str, tuple[Line, tuple[object, ...], tuple[Take, ...]]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def index_of(self, line_id: str) -> int:
        lines = self.lines
        i = self._places.get(line_id)
        if i is not None and i < len(lines) and lines[i].id == line_id:
            return i
        self._places = {line.id: n for n, line in enumerate(lines)}
        i = self._places.get(line_id)
        if i is None:
            raise KeyError(line_id)
        return i

    def working_copy(self) -> Document:
        """A copy a command may change (its own lists; the lines are frozen), which finds
        lines as fast as this one does."""
        copy = replace(self, voices=list(self.voices), lines=list(self.lines))
        copy._places = self._places  # checked on every use, so sharing it is safe
        return copy

    def line(self, line_id: str) -> Line:
        return self.lines[self.index_of(line_id)]

    def voice(self, name: str) -> VoiceEntry | None:
        for voice in self.voices:
            if voice.name == name:
                return voice
        return None

    def effective_params(self, line: Line) -> LineParams:
        # Memoised per (settings, defaults): staleness asks this of every line of a book.
        defaults = self.defaults
        if self._params_for is not defaults:
            self._params_for = defaults
            self._params_memo = {}
        merged = self._params_memo.get(line.params)
        if merged is None:
            merged = self._params_memo[line.params] = line.params.merged_over(defaults)
        return merged

    def text_prep(self) -> TextPrep:
        """The dictionary (project's entries over the global ones) and switches in force."""
        sources = (
            self.pronunciation,
            self.global_pronunciation,
            self.normalize_text,
            self.language,
        )
        known = self._prep_sources
        # Dictionaries are immutable values replaced whole by commands, so
        # identity tells whether they changed without comparing every entry.
        if len(known) != 4 or not (
            known[0] is sources[0]
            and known[1] is sources[1]
            and known[2] is sources[2]
            and known[3] is sources[3]
        ):
            self._prep = TextPrep(
                self.pronunciation.merged_over(self.global_pronunciation),
                self.normalize_text,
                self.language,
            )
            self._prep_sources = sources
            self._spoken_memo = {}
        return self._prep

    def spoken(self, line: Line) -> SpokenLine:
        """What the engine is given for ``line``: its parts and pauses after text preparation."""
        prep = self.text_prep()
        spoken = self._spoken_memo.get(line.text)
        if spoken is None:
            if len(self._spoken_memo) >= _SPOKEN_MEMO_LIMIT:
                self._spoken_memo.clear()
            spoken = self._spoken_memo[line.text] = prepare_line(line.text, prep)
        return spoken

    def take_matches(self, line: Line, take: Take) -> bool:
        """Whether a take was rendered from the line's current text, voice and settings.

        "Text" means both what is written and what is spoken: a dictionary edit
        or the normalisation switch changes the spoken text of exactly the
        lines it applies to, and only their takes stop matching.
        """
        voice = self.voice(line.voice)
        if voice is None or take.voice != line.voice:
            return False
        if take.spoken is not None and take.spoken != self.spoken(line).key:
            return False
        return take_fits(take, line.text, voice, self.effective_params(line))

    def matching_take(self, line: Line, audio: Container[str] | None = None) -> Take | None:
        """The active take if it matches, else the newest matching take.

        With ``audio`` (the take ids whose audio is at hand), a take whose
        audio is gone (a file deleted behind the studio's back) never matches.
        """
        return self._first_with_audio(line, self._match_context(), audio)

    def _first_with_audio(
        self, line: Line, context: tuple[object, ...], audio: Container[str] | None
    ) -> Take | None:
        for take in self._matching_takes(line, context):
            if audio is None or take.id in audio:
                return take
        return None

    def _match_context(self) -> tuple[object, ...]:
        """What matching depends on besides the line (voices, defaults, text preparation)."""
        return (tuple(self.voices), self.defaults, self.text_prep())

    def _matching_takes(self, line: Line, context: tuple[object, ...]) -> tuple[Take, ...]:
        """The line's takes that match it: the active one first, then newest first."""
        known = self._matches_memo.get(line.id)
        if known is not None and known[0] is line and known[1] == context:
            return known[2]
        active = line.current_take
        ordered = [] if active is None else [active]
        ordered += [take for take in reversed(line.takes) if take is not active]
        found = tuple(take for take in ordered if self.take_matches(line, take))
        if len(self._matches_memo) > 2 * len(self.lines) + 64:
            self._matches_memo.clear()  # lines deleted long ago
        self._matches_memo[line.id] = (line, context, found)
        return found

    def is_stale(self, line: Line, audio: Container[str] | None = None) -> bool:
        return self.matching_take(line, audio) is None

    def lost_audio(self, line: Line, audio: Container[str]) -> bool:
        """A take matches the line but its audio is gone: render it again."""
        return self.matching_take(line) is not None and self.matching_take(line, audio) is None

    def text_prep_with(
        self,
        *,
        pronunciation: PronunciationDictionary | None = None,
        global_pronunciation: PronunciationDictionary | None = None,
        normalize: bool | None = None,
        language: str | None = None,
    ) -> TextPrep:
        """The preparation in force with some of its sources replaced (for previews)."""
        project = self.pronunciation if pronunciation is None else pronunciation
        shared = self.global_pronunciation if global_pronunciation is None else global_pronunciation
        return TextPrep(
            project.merged_over(shared),
            self.normalize_text if normalize is None else normalize,
            self.language if language is None else language,
        )

    def lines_spoken_differently(self, other: TextPrep) -> list[Line]:
        """Lines whose spoken text under ``other`` differs from now: exactly those a
        dictionary or switch change to ``other`` would make stale. For previews
        ("this edit affects 3 lines") before the change is made."""
        return [
            line
            for line in self.lines
            if prepare_line(line.text, other).key != self.spoken(line).key
        ]

    def stale_lines(
        self, include_locked: bool = False, audio: Container[str] | None = None
    ) -> list[Line]:
        context = self._match_context()  # once for the whole book
        return [
            line
            for line in self.lines
            if (include_locked or not line.locked)
            and self._first_with_audio(line, context, audio) is None
        ]


__all__ = [
    "Document",
    "Line",
    "LineParams",
    "Take",
    "TakeAudioStore",
    "take_fits",
    "VoiceEdits",
    "VoiceEntry",
    "new_id",
    "replace",
]
