"""Take the manual's pictures of the voice check: the drift dock and the review report.

A book of twelve lines in three chapters, each take real speech from espeak-ng
(the voice of the reference for most lines; a woman's voice for two, as a take
rendered from the wrong reference would sound; one line slower) and its
similarity measured by the speaker encoder, as a render with the voice check
measures it. Saved as a project, opened in the real window (offscreen) with the
drift dock shown, and exported with ``voice-studio export --report``. Writes
docs/drift-dock.png and docs/review-report.png. Run from the checkout after setup:

    .venv/bin/python scripts/voice_check_screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.cli.main import main as cli  # noqa: E402
from studio.core.document import Document, Line, Take, VoiceEntry, new_id  # noqa: E402
from studio.core.sound.voice_audio import VoiceAudio  # noqa: E402
from studio.core.store.project import save_project  # noqa: E402
from studio.core.take_audio import TakeAudioStore  # noqa: E402
from studio.engines.speaker import cosine_similarity, load_speaker_encoder  # noqa: E402
from tests.speaker_voices import RATE, REFERENCE_TEXT, say, spoken  # noqa: E402

BOOK = [
    ("One", "us", "The house stood at the end of a long lane, under two old oaks."),
    (None, "us", "Nobody had lived there for years, or so the village said."),
    (None, "us", "Yet every evening a light was seen in the upper window."),
    (None, "slow", "Anna decided that she would find out why."),
    ("Two", "us", "She set out after supper with a lamp and a heavy coat."),
    (None, "f3", "The gate was open, and the path was newly swept."),
    (None, "us", "She knocked twice and waited in the cold."),
    (None, "us", "Footsteps came down the stairs, slow and careful."),
    ("Three", "us", "The door opened on an old man holding a candle."),
    (None, "us", "He smiled as if he had been expecting her all along."),
    (None, "f3", "Come in, he said, the tea is ready."),
    (None, "us", "And that is how the winter of stories began."),
]


def build(folder: Path) -> Path:
    encoder = load_speaker_encoder()
    reference = say("us", REFERENCE_TEXT, folder / "narrator.wav")
    ref_samples = spoken("us", REFERENCE_TEXT)
    ref_embedding = encoder.embed(ref_samples, RATE)
    assert ref_embedding is not None
    takes = TakeAudioStore()
    lines = []
    for chapter, voice, text in BOOK:
        audio = spoken(voice, text)
        embedding = encoder.embed(audio, RATE)
        assert embedding is not None
        take = Take(
            new_id(), text, "narrator", "", "espeak-ng", "espeak-ng", 1, None, None, None,
            RATE, len(audio), "memory", 0.0, None, 0.0, spoken=text,
            similarity=round(cosine_similarity(ref_embedding, embedding), 6),
        )  # fmt: skip
        takes.put(take.id, audio)
        lines.append(
            Line(new_id(), text, "narrator", takes=(take,), active_take=take.id, chapter=chapter)
        )
    doc = Document()
    doc.voices = [VoiceEntry("narrator", str(reference))]
    doc.lines = lines
    project = folder / "The House.vstudio"
    save_project(project, doc, takes, {"narrator": VoiceAudio(ref_samples, RATE)})
    return project


def dock_picture(project: Path, out: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from PySide6.QtWidgets import QApplication

    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    app = QApplication.instance() or QApplication([])
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    window.resize(1200, 800)
    window.show()
    window.project.open_project(project, ask=False)
    window.drift.act_toggle.trigger()
    for _ in range(600):  # until every take is measured on the review's thread
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        drift = window.drift.refresh()
        if len(drift.points) == len(BOOK) and all(p.level_db is not None for p in drift.points):
            break
    window.drift.resize(1000, 520)
    window.drift.grab().save(str(out))
    window.close()
    del app


def report_picture(page: Path, out: Path) -> None:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication, QTextBrowser

    app = QApplication.instance() or QApplication([])
    view = QTextBrowser()
    view.setHtml(page.read_text(encoding="utf-8"))
    view.resize(QSize(1040, 1400))
    view.grab().save(str(out))
    del app


def main() -> None:
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        project = build(folder)
        page = folder / "review.html"
        if cli(["export", str(project), "--report", str(page)]) != 0:
            raise SystemExit("the report failed")
        report_picture(page, ROOT / "docs" / "review-report.png")
        dock_picture(project, ROOT / "docs" / "drift-dock.png")
    print("Wrote docs/drift-dock.png and docs/review-report.png")


if __name__ == "__main__":
    main()
