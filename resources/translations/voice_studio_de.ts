<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../studio/ui/help/about.py" line="35"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="36"/>
        <source>Model in use</source>
        <translation>Verwendetes Modell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="37"/>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="38"/>
        <source>{0} {1} on {2} ({3}, {4} Hz)</source>
        <translation>{0} {1} auf {2} ({3}, {4} Hz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="39"/>
        <source> — random weights</source>
        <translation> – Zufallsgewichte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="40"/>
        <source>Weights licence</source>
        <translation>Lizenz der Gewichte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="41"/>
        <source>random weights: nothing to credit</source>
        <translation>Zufallsgewichte: keine Namensnennung nötig</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="42"/>
        <source>as given by whoever made the model</source>
        <translation>wie vom Urheber des Modells angegeben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="43"/>
        <source>Credit when you share</source>
        <translation>Namensnennung beim Teilen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="44"/>
        <source>{0} engine ({1})</source>
        <translation>{0}-Engine ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="45"/>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="46"/>
        <source>System</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="105"/>
        <source>About Voice Studio</source>
        <translation>Über Voice Studio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="107"/>
        <source>&lt;b&gt;Voice Studio&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Voice Studio&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="110"/>
        <source>A desktop voice-cloning studio: record or load a voice, narrate scripts with a prompt cache, export the narration. Released under the MIT licence; the Licences page lists the packages it is built on and their licences.</source>
        <translation>Ein Desktop-Studio zum Klonen von Stimmen: Stimme aufnehmen oder laden, Skripte mit einem Prompt-Cache vertonen, die Vertonung exportieren. Veröffentlicht unter der MIT-Lizenz; die Seite „Lizenzen“ nennt die Pakete, auf denen es aufbaut, und deren Lizenzen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="119"/>
        <source>The model in use asks for this credit, and every export carries it: {0}</source>
        <translation>Das verwendete Modell verlangt diese Namensnennung, und jeder Export enthält sie: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="131"/>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="140"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="141"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="144"/>
        <location filename="../../studio/ui/help/about.py" line="153"/>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
</context>
<context>
    <name>Acx</name>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="196"/>
        <source>RMS</source>
        <translation>RMS</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="198"/>
        <source>{0} to {1} dB</source>
        <translation>{0} bis {1} dB</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="203"/>
        <source>The RMS is {0:.1f} dB; ACX needs {1} to {2} dB: choose the ACX preset, which normalises to it.</source>
        <translation>Der RMS-Pegel beträgt {0:.1f} dB; ACX verlangt {1} bis {2} dB: Wählen Sie die ACX-Voreinstellung, die darauf normalisiert.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="214"/>
        <source>peak</source>
        <translation>Spitzenpegel</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="216"/>
        <location filename="../../studio/core/sound/acx.py" line="242"/>
        <source>at most {0} dB</source>
        <translation>höchstens {0} dB</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="221"/>
        <source>The peak is {0:.1f} dB; ACX needs at most {1} dB: choose the ACX preset, which limits peaks to {2} dB.</source>
        <translation>Der Spitzenpegel beträgt {0:.1f} dB; ACX verlangt höchstens {1} dB: Wählen Sie die ACX-Voreinstellung, die Spitzen auf {2} dB begrenzt.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="243"/>
        <source>noise floor</source>
        <translation>Grundrauschen</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="248"/>
        <source>The noise floor is {0:.1f} dB; ACX needs at most {1} dB: record or render with less background noise.</source>
        <translation>Das Grundrauschen beträgt {0:.1f} dB; ACX verlangt höchstens {1} dB: Sorgen Sie beim Aufnehmen oder Rendern für weniger Hintergrundgeräusche.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="257"/>
        <source>digital silence</source>
        <translation>digitale Stille</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="259"/>
        <source>The pauses are digital silence, not room tone; ACX may reject dead silence: fill the pauses with room tone before you upload the file.</source>
        <translation>Die Pausen sind digitale Stille, kein Raumton; ACX kann völlige Stille ablehnen: Füllen Sie die Pausen mit Raumton, bevor Sie die Datei hochladen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="267"/>
        <source>{0:.1f} s of the pauses are digital silence, not room tone; ACX may reject dead silence: fill them with room tone before you upload the file.</source>
        <translation>{0:.1f} s der Pausen sind digitale Stille, kein Raumton; ACX kann völlige Stille ablehnen: Füllen Sie sie mit Raumton, bevor Sie die Datei hochladen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="282"/>
        <source>head room tone</source>
        <translation>Raumton am Anfang</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="284"/>
        <source>The head has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX preset or set {3} s of silence at the head of each file.</source>
        <translation>Am Anfang stehen {0:.2f} s Raumton; ACX verlangt {1}–{2} s: Wählen Sie die ACX-Voreinstellung, oder setzen Sie {3} s Stille an den Anfang jeder Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="292"/>
        <source>tail room tone</source>
        <translation>Raumton am Ende</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="294"/>
        <source>The tail has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX preset or set {3} s of silence at the tail of each file.</source>
        <translation>Am Ende stehen {0:.2f} s Raumton; ACX verlangt {1}–{2} s: Wählen Sie die ACX-Voreinstellung, oder setzen Sie {3} s Stille an das Ende jeder Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="301"/>
        <source>{0} to {1} s</source>
        <translation>{0} bis {1} s</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="107"/>
        <source>mono</source>
        <translation>mono</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="109"/>
        <source>stereo</source>
        <translation>stereo</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="110"/>
        <source>{0} channels</source>
        <translation>{0} Kanäle</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="119"/>
        <source>sample rate</source>
        <translation>Abtastrate</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="126"/>
        <source>The file is {0}; ACX needs {1}: choose the ACX preset or set the sample rate to {2}.</source>
        <translation>Die Datei hat {0}; ACX verlangt {1}: Wählen Sie die ACX-Voreinstellung, oder stellen Sie die Abtastrate auf {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="141"/>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="148"/>
        <source>The file is {0}; ACX needs MP3 at a constant bit rate of {1} kbps or more: choose the ACX preset or set the format to MP3.</source>
        <translation>Die Datei ist im Format {0}; ACX verlangt MP3 mit einer konstanten Bitrate von {1} kbps oder mehr: Wählen Sie die ACX-Voreinstellung, oder stellen Sie das Format auf MP3.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="173"/>
        <source>bit rate</source>
        <translation>Bitrate</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="175"/>
        <source>at least {0} kbps</source>
        <translation>mindestens {0} kbps</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="180"/>
        <source>The file is {0:.0f} kbps; ACX needs {1} kbps or more: choose the ACX preset or set the bit rate to {1} kbps.</source>
        <translation>Die Datei hat {0:.0f} kbps; ACX verlangt {1} kbps oder mehr: Wählen Sie die ACX-Voreinstellung, oder stellen Sie die Bitrate auf {1} kbps.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="195"/>
        <source>The file has an average bit rate; ACX needs a constant bit rate: choose the ACX preset or set a constant bit rate of {0} kbps.</source>
        <translation>Die Datei hat eine durchschnittliche Bitrate; ACX verlangt eine konstante Bitrate: Wählen Sie die ACX-Voreinstellung, oder stellen Sie eine konstante Bitrate von {0} kbps ein.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="204"/>
        <source>The file has a variable bit rate; ACX needs a constant bit rate: choose the ACX preset or set a constant bit rate of {0} kbps.</source>
        <translation>Die Datei hat eine variable Bitrate; ACX verlangt eine konstante Bitrate: Wählen Sie die ACX-Voreinstellung, oder stellen Sie eine konstante Bitrate von {0} kbps ein.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="213"/>
        <source>constant bit rate</source>
        <translation>konstante Bitrate</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="240"/>
        <source>The file is {0} but {1} is {2}; ACX needs every file of a book alike: export them all with the same settings.</source>
        <translation>Die Datei ist {0}, aber {1} ist {2}; ACX verlangt, dass alle Dateien eines Buchs gleich sind: Exportieren Sie alle mit denselben Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="250"/>
        <source>channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="252"/>
        <source>alike in every file</source>
        <translation>in jeder Datei gleich</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="285"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="287"/>
        <source>at most {0} min</source>
        <translation>höchstens {0} min</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="292"/>
        <source>The file is {0} minutes long; ACX takes at most {1} minutes a file: export one file per chapter.</source>
        <translation>Die Datei ist {0} Minuten lang; ACX nimmt höchstens {1} Minuten pro Datei an: Exportieren Sie eine Datei pro Kapitel.</translation>
    </message>
</context>
<context>
    <name>AcxView</name>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="26"/>
        <source>ACX check results</source>
        <translation>Ergebnisse der ACX-Prüfung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>ACX asks</source>
        <translation>ACX verlangt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="48"/>
        <source>Normalised to {0:.1f} LUFS with a {1:g} dBTP ceiling</source>
        <translation>Normalisiert auf {0:.1f} LUFS mit einer Obergrenze von {1:g} dBTP</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="59"/>
        <source>passes ACX</source>
        <translation>erfüllt ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="59"/>
        <source>does not pass ACX</source>
        <translation>erfüllt ACX nicht</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="74"/>
        <source>silent</source>
        <translation>still</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="75"/>
        <source>{0:.1f} dB</source>
        <translation>{0:.1f} dB</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="77"/>
        <source>{0:.2f} s</source>
        <translation>{0:.2f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="79"/>
        <source>{0:.1f} min</source>
        <translation>{0:.1f} min</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="81"/>
        <source>{0:.0f} Hz</source>
        <translation>{0:.0f} Hz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="82"/>
        <source>{0:.0f} kbps</source>
        <translation>{0:.0f} kbps</translation>
    </message>
</context>
<context>
    <name>AnalysisJobs</name>
    <message>
        <location filename="../../studio/ui/voices/analysis_jobs.py" line="153"/>
        <source>The analysis failed ({0}: {1}); please report it.</source>
        <translation>Die Analyse ist fehlgeschlagen ({0}: {1}); bitte melden Sie den Fehler.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="38"/>
        <source>Analysing the recording…</source>
        <translation>Aufnahme wird analysiert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="46"/>
        <source>Kept region: {0}</source>
        <translation>Behaltener Bereich: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="50"/>
        <source>✓ No problems found: this voice is ready.</source>
        <translation>✓ Keine Probleme gefunden: Diese Stimme ist bereit.</translation>
    </message>
</context>
<context>
    <name>AudiobookBox</name>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="38"/>
        <source>Audiobook</source>
        <translation>Hörbuch</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="40"/>
        <source>A JPEG or PNG image (M4B and MP3)</source>
        <translation>Ein JPEG- oder PNG-Bild (M4B und MP3)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="41"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="42"/>
        <source>Silence before the first line of each file</source>
        <translation>Stille vor der ersten Zeile jeder Datei</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="43"/>
        <source>Silence after the last line of each file</source>
        <translation>Stille nach der letzten Zeile jeder Datei</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="44"/>
        <source>One file per chapter in</source>
        <translation>Eine Datei pro Kapitel in</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="46"/>
        <source>Besides the narration, each chapter as a file of its own in this folder</source>
        <translation>Zusätzlich zur Vertonung jedes Kapitel als eigene Datei in diesem Ordner</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="48"/>
        <source>Check every file against ACX</source>
        <translation>Jede Datei gegen ACX prüfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="51"/>
        <source>Read every file back after writing it: MP3 at 44.1 kHz and a constant 192 kbps or more, mono or stereo alike, RMS -23 to -18 dB, peaks at most -3 dB, noise floor at most -60 dB, {0:g}-{1:g} s of room tone at the head and {2:g}-{3:g} s at the tail, at most 120 minutes a file</source>
        <translation>Jede Datei nach dem Schreiben erneut einlesen: MP3 mit 44,1 kHz und konstant 192 kbps oder mehr, mono oder stereo, RMS -23 bis -18 dB, Spitzenpegel höchstens -3 dB, Grundrauschen höchstens -60 dB, {0:g}–{1:g} s Raumton am Anfang und {2:g}–{3:g} s am Ende, höchstens 120 Minuten pro Datei</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="57"/>
        <source>Use the ACX preset</source>
        <translation>ACX-Voreinstellung verwenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="60"/>
        <source>MP3 at 44.1 kHz and a constant 192 kbps, normalised to ACX&apos;s levels, {0:g} s of silence at the head and {1:g} s at the tail, and every file checked</source>
        <translation>MP3 mit 44,1 kHz und konstant 192 kbps, auf die ACX-Pegel normalisiert, {0:g} s Stille am Anfang und {1:g} s am Ende, jede Datei geprüft</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="69"/>
        <source>Cover:</source>
        <translation>Titelbild:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="72"/>
        <source>at the head,</source>
        <translation>am Anfang,</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="74"/>
        <source>at the tail</source>
        <translation>am Ende</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="76"/>
        <source>Room tone:</source>
        <translation>Raumton:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="119"/>
        <source>Cover image</source>
        <translation>Titelbild</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="119"/>
        <source>Images (*.jpg *.jpeg *.png)</source>
        <translation>Bilder (*.jpg *.jpeg *.png)</translation>
    </message>
</context>
<context>
    <name>BestOfRenders</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/best_of.py" line="101"/>
        <source>Choose the best of %n take(s)</source>
        <translation>
            <numerusform>Den besten von %n Take wählen</numerusform>
            <numerusform>Den besten von %n Takes wählen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookImportFlow</name>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="104"/>
        <source>{0} is still being imported; wait for it first.</source>
        <translation>{0} wird noch importiert; bitte warten Sie, bis der Import abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="115"/>
        <location filename="../../studio/ui/project/book_import.py" line="116"/>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="136"/>
        <source>Import of {0} cancelled.</source>
        <translation>Import von {0} abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="141"/>
        <source>Finding the dialogue of {0}: chapter {1} of {2}…</source>
        <translation>Dialoge in {0} werden gesucht: Kapitel {1} von {2} …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="163"/>
        <source>Preparing the lines of {0}…</source>
        <translation>Zeilen von {0} werden vorbereitet …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/book_import.py" line="211"/>
        <source>Imported %Ln line(s) from {0} ({1} chapters, {2} speakers).</source>
        <translation>
            <numerusform>%Ln Zeile aus {0} importiert ({1} Kapitel, {2} Figuren).</numerusform>
            <numerusform>%Ln Zeilen aus {0} importiert ({1} Kapitel, {2} Figuren).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="225"/>
        <source>The import of {0} was dropped: another project was opened while it was read.</source>
        <translation>Der Import von {0} wurde verworfen: Während des Lesens wurde ein anderes Projekt geöffnet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="240"/>
        <source>Cannot import {0}</source>
        <translation>{0} kann nicht importiert werden</translation>
    </message>
</context>
<context>
    <name>CastDock</name>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="27"/>
        <source>Cast</source>
        <translation>Besetzung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="41"/>
        <source>&amp;Cast…</source>
        <translation>Beset&amp;zung …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="44"/>
        <source>Who reads each speaker of a book&apos;s dialogue  (Ctrl+Shift+K)</source>
        <translation>Wer welche Figur im Dialog eines Buchs liest  (Ctrl+Shift+K)</translation>
    </message>
</context>
<context>
    <name>CastModel</name>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Speaker</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Sample</source>
        <translation>Beispielzeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="116"/>
        <source>Narrator ({0})</source>
        <translation>Erzähler ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="121"/>
        <source>Also called: {0}</source>
        <translation>Auch genannt: {0}</translation>
    </message>
</context>
<context>
    <name>CastPanel</name>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="51"/>
        <source>Speakers of the book</source>
        <translation>Figuren des Buchs</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="62"/>
        <source>No speakers yet. Import a book (File &gt; Import script) and the speakers of its dialogue are listed here.</source>
        <translation>Noch keine Figuren. Importieren Sie ein Buch (Datei &gt; Skript importieren), dann erscheinen hier die Figuren seiner Dialoge.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="71"/>
        <source>Voice of the selected speaker</source>
        <translation>Stimme der ausgewählten Figur</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="73"/>
        <source>Speaker to merge the selected one into</source>
        <translation>Figur, mit der die ausgewählte zusammengeführt wird</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="74"/>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="75"/>
        <source>The selected speaker is this one from now on</source>
        <translation>Die ausgewählte Figur ist ab jetzt diese</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="76"/>
        <source>Se&amp;parate names</source>
        <translation>Namen &amp;trennen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="78"/>
        <source>Undo the merges into the selected speaker: each name a speaker again</source>
        <translation>Zusammenführungen in die ausgewählte Figur rückgängig machen: Jeder Name wird wieder eine eigene Figur</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="84"/>
        <source>&amp;Voice:</source>
        <translation>&amp;Stimme:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="90"/>
        <source>Merge &amp;into:</source>
        <translation>Zusammenführen &amp;in:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="146"/>
        <source>The narrator is {0}: it reads the narration and every speaker no voice is cast for.</source>
        <translation>Der Erzähler ist {0}: Er liest den Erzähltext und jede Figur, der keine Stimme zugewiesen ist.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="147"/>
        <source>(no voice yet)</source>
        <translation>(noch keine Stimme)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="166"/>
        <source>Narrator ({0})</source>
        <translation>Erzähler ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="200"/>
        <source>{0} is read by {1}; their lines are stale.</source>
        <translation>{0} wird von {1} gelesen; die Zeilen dieser Figur sind veraltet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="201"/>
        <source>the narrator</source>
        <translation>dem Erzähler</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="209"/>
        <source>{0} and {1} are one speaker now.</source>
        <translation>{0} und {1} sind jetzt eine Figur.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="231"/>
        <source>The names merged into {0} are speakers of their own again.</source>
        <translation>Die in {0} zusammengeführten Namen sind wieder eigene Figuren.</translation>
    </message>
</context>
<context>
    <name>ChapterActions</name>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="45"/>
        <source>&amp;Start a chapter here…</source>
        <translation>&amp;Hier ein Kapitel beginnen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="48"/>
        <source>Make the selected line the first of a chapter, or rename its chapter</source>
        <translation>Die ausgewählte Zeile zur ersten eines Kapitels machen oder ihr Kapitel umbenennen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="52"/>
        <source>&amp;Remove chapter marker</source>
        <translation>Kapitelmarke &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="54"/>
        <source>The line joins the chapter before it</source>
        <translation>Die Zeile gehört dann zum vorherigen Kapitel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="58"/>
        <source>&amp;Fold or unfold this chapter</source>
        <translation>&amp;Dieses Kapitel ein- oder ausklappen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="61"/>
        <source>Hide or show the lines of the selected line&apos;s chapter</source>
        <translation>Die Zeilen des Kapitels der ausgewählten Zeile aus- oder einblenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="63"/>
        <source>Fold &amp;all chapters</source>
        <translation>&amp;Alle Kapitel einklappen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="64"/>
        <source>&amp;Unfold all chapters</source>
        <translation>Alle Kapitel a&amp;usklappen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="67"/>
        <source>Render this &amp;chapter</source>
        <translation>Dieses &amp;Kapitel rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="69"/>
        <source>Render the stale lines of the selected line&apos;s chapter</source>
        <translation>Die veralteten Zeilen des Kapitels der ausgewählten Zeile rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="73"/>
        <source>&amp;Export this chapter…</source>
        <translation>Dieses Kapitel e&amp;xportieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="75"/>
        <source>Open Export with the selected line&apos;s chapter chosen</source>
        <translation>Den Export mit dem Kapitel der ausgewählten Zeile öffnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="105"/>
        <source>Rename chapter</source>
        <translation>Kapitel umbenennen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="105"/>
        <source>Start a chapter</source>
        <translation>Kapitel beginnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="110"/>
        <source>Remove chapter marker</source>
        <translation>Kapitelmarke entfernen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_actions.py" line="124"/>
        <source>Rendering %n line(s) of {0}.</source>
        <translation>
            <numerusform>%n Zeile von {0} wird gerendert.</numerusform>
            <numerusform>%n Zeilen von {0} werden gerendert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="126"/>
        <source>Every line of {0} is rendered.</source>
        <translation>Alle Zeilen von {0} sind gerendert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="135"/>
        <source>Select the line the chapter starts with.</source>
        <translation>Wählen Sie die Zeile aus, mit der das Kapitel beginnt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="144"/>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="145"/>
        <source>Title of the chapter that starts at line {0}:</source>
        <translation>Titel des Kapitels, das in Zeile {0} beginnt:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="165"/>
        <source>The selected line is not in a chapter.</source>
        <translation>Die ausgewählte Zeile gehört zu keinem Kapitel.</translation>
    </message>
</context>
<context>
    <name>ChapterPicker</name>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="65"/>
        <source>Import {0}</source>
        <translation>{0} importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="69"/>
        <source>{0} chapters, {1:,} words; narration times at {2}&apos;s rate, about {3:.0f} words a minute.</source>
        <translation>{0} Kapitel, {1:,} Wörter; Sprechdauer im Tempo von {2}, etwa {3:.0f} Wörter pro Minute.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="74"/>
        <source>the narrator</source>
        <translation>der Erzählstimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="83"/>
        <source>Chapters to import</source>
        <translation>Zu importierende Kapitel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Narration</source>
        <translation>Sprechdauer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="89"/>
        <source>Story</source>
        <translation>Haupttext</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="89"/>
        <source>Front matter</source>
        <translation>Titelei</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="90"/>
        <source>Back matter</source>
        <translation>Anhang</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="112"/>
        <source>Tick &amp;all</source>
        <translation>&amp;Alle ankreuzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="113"/>
        <source>&amp;Story only</source>
        <translation>Nur &amp;Haupttext</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="114"/>
        <source>Tick &amp;none</source>
        <translation>&amp;Keine ankreuzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="121"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="176"/>
        <source>{0} chosen: {1:,} words, about {2}</source>
        <translation>{0} gewählt: {1:,} Wörter, etwa {2}</translation>
    </message>
</context>
<context>
    <name>ChapterRows</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_rows.py" line="170"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_rows.py" line="172"/>
        <source>{0}, folded</source>
        <translation>{0}, eingeklappt</translation>
    </message>
</context>
<context>
    <name>ChecksBox</name>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="29"/>
        <source>Speech recognition</source>
        <translation>Spracherkennung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="31"/>
        <location filename="../../studio/ui/preferences/checks_box.py" line="60"/>
        <source>Check the words of every take</source>
        <translation>Die Wörter jedes Takes prüfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="35"/>
        <source>A speech recognizer hears each take beside rendering and compares its words with the line: the takes panel marks the words that differ, F8 walks the lines whose words differ, and Render stale can retake them.</source>
        <translation>Ein Spracherkenner hört jeden Take neben dem Rendern ab und vergleicht seine Wörter mit der Zeile: Der Takes-Bereich markiert die abweichenden Wörter, F8 springt von Zeile zu Zeile mit abweichenden Wörtern, und „Veraltete rendern“ kann sie erneut rendern.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="46"/>
        <source>A take is flagged “words differ” when more of its words than this differ.</source>
        <translation>Ein Take wird mit „Wörter weichen ab“ markiert, wenn mehr seiner Wörter abweichen als dieser Wert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="55"/>
        <source>Download recognizers in Model &gt; Models; the demo one hears nonsense.</source>
        <translation>Spracherkenner laden Sie unter Modell &gt; Modelle herunter; der Demo-Erkenner hört Unsinn.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="57"/>
        <location filename="../../studio/ui/preferences/checks_box.py" line="63"/>
        <source>Transcribe each new voice</source>
        <translation>Jede neue Stimme transkribieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="61"/>
        <source>Words that may differ</source>
        <translation>Wörter, die abweichen dürfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="62"/>
        <source>Speech recognizer</source>
        <translation>Spracherkenner</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="68"/>
        <source>Flag when more words differ than:</source>
        <translation>Markieren, wenn mehr Wörter abweichen als:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="69"/>
        <source>Recognizer:</source>
        <translation>Erkenner:</translation>
    </message>
</context>
<context>
    <name>DeviceOption</name>
    <message>
        <location filename="../../studio/engines/devices.py" line="73"/>
        <source>GPU {0}: {1} ({2:.1f} GiB)</source>
        <translation>GPU {0}: {1} ({2:.1f} GiB)</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="80"/>
        <source>Automatic (GPU {0}: {1} ({2:.1f} GiB))</source>
        <translation>Automatisch (GPU {0}: {1} ({2:.1f} GiB))</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="85"/>
        <source>Automatic (CPU: no CUDA device found)</source>
        <translation>Automatisch (CPU: kein CUDA-Gerät gefunden)</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="87"/>
        <source>CPU ({0} cores)</source>
        <translation>CPU ({0} Kerne)</translation>
    </message>
</context>
<context>
    <name>DictionaryPane</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="65"/>
        <source>This project&apos;s pronunciations</source>
        <translation>Aussprachen dieses Projekts</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="67"/>
        <source>Pronunciations for all projects</source>
        <translation>Aussprachen für alle Projekte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="80"/>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="81"/>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="82"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="83"/>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="84"/>
        <source>Add the entries of a CSV file or a PLS lexicon</source>
        <translation>Die Einträge einer CSV-Datei oder eines PLS-Lexikons hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="85"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="86"/>
        <source>Save these entries as CSV or as a PLS lexicon</source>
        <translation>Diese Einträge als CSV oder als PLS-Lexikon speichern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="130"/>
        <source>Saved with this project. Each change is one step you can undo (Ctrl+Z); these entries win over the global ones.</source>
        <translation>Wird mit diesem Projekt gespeichert. Jede Änderung ist ein Schritt, den Sie rückgängig machen können (Ctrl+Z); diese Einträge haben Vorrang vor den globalen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="139"/>
        <source>These entries apply to every project on this computer. They are not part of the project: they are saved in {0}, and changes cannot be undone.</source>
        <translation>Diese Einträge gelten für jedes Projekt auf diesem Computer. Sie gehören nicht zum Projekt: Sie werden in {0} gespeichert, und Änderungen können nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="183"/>
        <source>Add pronunciation of {0}</source>
        <translation>Aussprache von {0} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="185"/>
        <source>Change pronunciation of {0}</source>
        <translation>Aussprache von {0} ändern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="205"/>
        <source>Delete from the global dictionary</source>
        <translation>Aus dem globalen Wörterbuch löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="207"/>
        <source>Delete {0} from the dictionary of every project? {1} This cannot be undone.</source>
        <translation>{0} aus dem Wörterbuch aller Projekte löschen? {1} Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="213"/>
        <source>Delete pronunciation of {0}</source>
        <translation>Aussprache von {0} löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="215"/>
        <source>Delete {0} pronunciations</source>
        <translation>{0} Aussprachen löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="234"/>
        <source>%n entry(s) from {0}.</source>
        <translation>
            <numerusform>%n Eintrag aus {0}.</numerusform>
            <numerusform>%n Einträge aus {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="237"/>
        <source>{0} lexemes were skipped: they give phonemes only, and the engines read text.</source>
        <translation>{0} Lexeme wurden übersprungen: Sie enthalten nur Phoneme, und die Engines lesen Text.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="242"/>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="333"/>
        <source>Import pronunciations</source>
        <translation>Aussprachen importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="243"/>
        <source>Import?</source>
        <translation>Importieren?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="247"/>
        <source>Import pronunciations from {0}</source>
        <translation>Aussprachen aus {0} importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="250"/>
        <source>Imported {0}</source>
        <translation>Importiert: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="261"/>
        <source>Not exported: {0} was left as it is.</source>
        <translation>Nicht exportiert: {0} wurde unverändert gelassen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="267"/>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="270"/>
        <source>Wrote %n entry(s) to {0}.</source>
        <translation>
            <numerusform>%n Eintrag in {0} geschrieben.</numerusform>
            <numerusform>%n Einträge in {0} geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="289"/>
        <source>No entries yet: Add… a word the engine says wrong.</source>
        <translation>Noch keine Einträge: Fügen Sie mit „Hinzufügen …“ ein Wort hinzu, das die Engine falsch ausspricht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="291"/>
        <source>%n entry(s).</source>
        <translation>
            <numerusform>%n Eintrag.</numerusform>
            <numerusform>%n Einträge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="295"/>
        <source>These entries</source>
        <translation>Diese Einträge</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="299"/>
        <source>{0} applies to lines {1}: changing or deleting it makes them stale.</source>
        <translation>{0}: gilt für die Zeilen {1}; durch Ändern oder Löschen werden sie veraltet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="304"/>
        <source>{0} applies to no line of this project.</source>
        <translation>{0}: gilt für keine Zeile dieses Projekts.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="342"/>
        <source>Export pronunciations</source>
        <translation>Aussprachen exportieren</translation>
    </message>
</context>
<context>
    <name>DictionaryTableModel</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="84"/>
        <source>Word or phrase</source>
        <translation>Wort oder Wendung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="85"/>
        <source>Say it as</source>
        <translation>Sprechen als</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="86"/>
        <source>Whole word</source>
        <translation>Ganzes Wort</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="87"/>
        <source>Match case</source>
        <translation>Groß/klein</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="88"/>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="91"/>
        <source>How many lines of this project the entry applies to</source>
        <translation>Wie viele Zeilen dieses Projekts der Eintrag betrifft</translation>
    </message>
</context>
<context>
    <name>DriftChart</name>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="42"/>
        <source>Similarity to the voice</source>
        <translation>Ähnlichkeit zur Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="43"/>
        <source>Speaking rate (characters a second)</source>
        <translation>Sprechtempo (Zeichen pro Sekunde)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="44"/>
        <source>Loudness (dBFS)</source>
        <translation>Lautheit (dBFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="105"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="119"/>
        <source>Flag below</source>
        <translation>Markieren unter</translation>
    </message>
</context>
<context>
    <name>DriftDock</name>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="30"/>
        <source>Drift across the book</source>
        <translation>Drift über das Buch</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="55"/>
        <source>&amp;Drift Across the Book</source>
        <translation>&amp;Drift über das Buch</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="58"/>
        <source>Similarity to the voice, speaking rate and loudness over the book&apos;s lines; click a point to go to its line</source>
        <translation>Ähnlichkeit zur Stimme, Sprechtempo und Lautheit über die Zeilen des Buchs; einen Punkt anklicken, um zu seiner Zeile zu springen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="70"/>
        <source>No line has a take yet.</source>
        <translation>Noch hat keine Zeile einen Take.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="74"/>
        <source>No take&apos;s voice was measured: turn the voice check on in Preferences and render again to follow the voice.</source>
        <translation>Bei keinem Take wurde die Stimme gemessen: Schalten Sie die Stimmprüfung in den Einstellungen ein und rendern Sie erneut, um die Stimme zu verfolgen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="81"/>
        <source>Similarity as a speaker encoder hears it, not a listener; dotted lines start chapters.</source>
        <translation>Ähnlichkeit, wie ein Sprecher-Encoder sie hört, nicht ein Zuhörer; gepunktete Linien markieren Kapitelanfänge.</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="51"/>
        <source>No line of this project speaks differently with this change.</source>
        <translation>Mit dieser Änderung spricht keine Zeile dieses Projekts anders.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="56"/>
        <source>Line {0} speaks differently with this change and becomes stale.</source>
        <translation>Zeile {0} spricht mit dieser Änderung anders und wird veraltet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="60"/>
        <source>{0} lines speak differently with this change and become stale: {1}.</source>
        <translation>{0} Zeilen sprechen mit dieser Änderung anders und werden veraltet: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="77"/>
        <source>Edit pronunciation</source>
        <translation>Aussprache bearbeiten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="77"/>
        <source>Add a word</source>
        <translation>Wort hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="83"/>
        <source>Nguyen, SQL, New York…</source>
        <translation>Nguyen, SQL, New York…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="85"/>
        <source>win, sequel, noo york…</source>
        <translation>win, sequel, noo york…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="87"/>
        <source>Whole words only (not inside other words)</source>
        <translation>Nur ganze Wörter (nicht innerhalb anderer Wörter)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="89"/>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="105"/>
        <source>Word or phrase:</source>
        <translation>Wort oder Wendung:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="106"/>
        <source>Say it as:</source>
        <translation>Sprechen als:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="160"/>
        <source>Type the word and how to say it.</source>
        <translation>Geben Sie das Wort ein und wie es gesprochen wird.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="173"/>
        <source>Line {0} will say: {1}</source>
        <translation>Zeile {0} sagt dann: {1}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="85"/>
        <location filename="../../studio/ui/export/dialog.py" line="116"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="118"/>
        <location filename="../../studio/ui/export/dialog.py" line="259"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="159"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="163"/>
        <source>Stopping the render…</source>
        <translation>Rendern wird angehalten …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="207"/>
        <source>Nothing was exported; the files that exist were left as they are.</source>
        <translation>Es wurde nichts exportiert; vorhandene Dateien blieben unverändert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="226"/>
        <source>Rendering %n line(s) without a take: {0}…</source>
        <translation>
            <numerusform>%n Zeile ohne Take wird gerendert: {0} …</numerusform>
            <numerusform>%n Zeilen ohne Take werden gerendert: {0} …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="251"/>
        <source>Exporting…</source>
        <translation>Wird exportiert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="259"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="295"/>
        <source>Rendering stopped; nothing was exported.</source>
        <translation>Rendern angehalten; es wurde nichts exportiert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="317"/>
        <source>see the line&apos;s status</source>
        <translation>siehe Status der Zeile</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="319"/>
        <source>Could not render %n line(s): {0} ({1}); nothing was exported.</source>
        <translation>
            <numerusform>%n Zeile konnte nicht gerendert werden: {0} ({1}); es wurde nichts exportiert.</numerusform>
            <numerusform>%n Zeilen konnten nicht gerendert werden: {0} ({1}); es wurde nichts exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="336"/>
        <source>Export cancelled: the narration was written, the stems were not.</source>
        <translation>Export abgebrochen: Die Vertonung wurde geschrieben, die Stems nicht.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="338"/>
        <source>Export cancelled; no file was written.</source>
        <translation>Export abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="345"/>
        <source>{0} The narration was written; the stems were not.</source>
        <translation>{0} Die Vertonung wurde geschrieben, die Stems nicht.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="360"/>
        <source>The export failed unexpectedly ({0}: {1}).</source>
        <translation>Der Export ist unerwartet fehlgeschlagen ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="367"/>
        <source>ACX check</source>
        <translation>ACX-Prüfung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="378"/>
        <source> and {0} more</source>
        <translation> und {0} weitere</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="379"/>
        <source>Exported %n file(s) to {0}: {1}.</source>
        <translation>
            <numerusform>%n Datei nach {0} exportiert: {1}.</numerusform>
            <numerusform>%n Dateien nach {0} exportiert: {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="380"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="385"/>
        <source>{0:.1f} s at {1} Hz.</source>
        <translation>{0:.1f} s mit {1} Hz.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="389"/>
        <source>%n chapter(s).</source>
        <translation>
            <numerusform>%n Kapitel.</numerusform>
            <numerusform>%n Kapitel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="394"/>
        <source>Every file passes ACX.</source>
        <translation>Jede Datei erfüllt ACX.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="397"/>
        <source>{0} of %n file(s) do not pass ACX: see ACX check.</source>
        <translation>
            <numerusform>ACX nicht erfüllt: {0} von %n Datei; siehe ACX-Prüfung.</numerusform>
            <numerusform>ACX nicht erfüllt: {0} von %n Dateien; siehe ACX-Prüfung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="406"/>
        <source>%n line(s) were exported from takes that no longer match their text or voice: {0}.</source>
        <translation>
            <numerusform>%n Zeile wurde aus einem Take exportiert, der nicht mehr zu Text oder Stimme passt: {0}.</numerusform>
            <numerusform>%n Zeilen wurden aus Takes exportiert, die nicht mehr zu Text oder Stimme passen: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="425"/>
        <source>%n chosen line(s) have no take yet: {0}{1}.</source>
        <translation>
            <numerusform>%n gewählte Zeile hat noch keinen Take: {0}{1}.</numerusform>
            <numerusform>%n gewählte Zeilen haben noch keinen Take: {0}{1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="430"/>
        <source>Every chosen line has a take.</source>
        <translation>Alle gewählten Zeilen haben einen Take.</translation>
    </message>
</context>
<context>
    <name>ExportForm</name>
    <message>
        <location filename="../../studio/ui/export/form.py" line="64"/>
        <source>WAV 16-bit</source>
        <translation>WAV 16 Bit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="65"/>
        <source>WAV 24-bit</source>
        <translation>WAV 24 Bit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="66"/>
        <source>WAV 32-bit float</source>
        <translation>WAV 32 Bit Gleitkomma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="67"/>
        <source>FLAC 16-bit</source>
        <translation>FLAC 16 Bit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="68"/>
        <source>FLAC 24-bit</source>
        <translation>FLAC 24 Bit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="69"/>
        <source>OGG Vorbis</source>
        <translation>OGG Vorbis</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="70"/>
        <source>MP3</source>
        <translation>MP3</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="71"/>
        <source>M4B audiobook (AAC)</source>
        <translation>M4B-Hörbuch (AAC)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="106"/>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="107"/>
        <source>Lines and side files</source>
        <translation>Zeilen und Begleitdateien</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="110"/>
        <source>Narration</source>
        <translation>Vertonung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="113"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="117"/>
        <source>&amp;Output file:</source>
        <translation>&amp;Ausgabedatei:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="127"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="132"/>
        <source>The engine&apos;s ({0} Hz)</source>
        <translation>Wie die Engine ({0} Hz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="134"/>
        <source>The takes&apos; own</source>
        <translation>Wie die Takes</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="137"/>
        <location filename="../../studio/ui/export/form.py" line="287"/>
        <source>{0} Hz</source>
        <translation>{0} Hz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="138"/>
        <source>Sample rate:</source>
        <translation>Abtastrate:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="141"/>
        <source>Variable (smaller files)</source>
        <translation>Variabel (kleinere Dateien)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="143"/>
        <location filename="../../studio/ui/export/form.py" line="292"/>
        <source>{0} kbps, constant</source>
        <translation>{0} kbps, konstant</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="144"/>
        <source>MP3 only; ACX asks for a constant 192 kbps or more</source>
        <translation>Nur MP3; ACX verlangt konstant 192 kbps oder mehr</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="145"/>
        <source>Bit rate:</source>
        <translation>Bitrate:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="152"/>
        <source>Loudness:</source>
        <translation>Lautheit:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="161"/>
        <source>Silence between lines; a line&apos;s own gap still wins.</source>
        <translation>Stille zwischen den Zeilen; eine eigene Pause der Zeile hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="162"/>
        <source>Gap between lines:</source>
        <translation>Pause zwischen Zeilen:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="166"/>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="167"/>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="190"/>
        <source>Stems, subtitles and markers</source>
        <translation>Stems, Untertitel und Marken</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="192"/>
        <source>Stems folder</source>
        <translation>Stems-Ordner</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="193"/>
        <source>Stems of the selected lines only</source>
        <translation>Nur Stems der ausgewählten Zeilen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="195"/>
        <source>SRT</source>
        <translation>SRT</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="195"/>
        <source>SubRip (*.srt)</source>
        <translation>SubRip (*.srt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="196"/>
        <source>WebVTT</source>
        <translation>WebVTT</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="196"/>
        <source>WebVTT (*.vtt)</source>
        <translation>WebVTT (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="198"/>
        <source>Audacity labels</source>
        <translation>Audacity-Textmarken</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="198"/>
        <source>Label track (*.txt)</source>
        <translation>Textspur (*.txt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="200"/>
        <source>Subtitles and labels word by word</source>
        <translation>Untertitel und Marken Wort für Wort</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="203"/>
        <source>A cue and a label per word, timed by the word check (karaoke WebVTT); lines never checked keep one cue. Without it, a checked line&apos;s cue starts and ends with its speech.</source>
        <translation>Ein Untertitel und eine Marke pro Wort, zeitlich bestimmt durch die Wortprüfung (Karaoke-WebVTT); nie geprüfte Zeilen behalten einen einzigen Untertitel. Ohne diese Option beginnt und endet der Untertitel einer geprüften Zeile mit dem Gesprochenen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="325"/>
        <source>Choose a stems folder, or untick Stems folder.</source>
        <translation>Wählen Sie einen Stems-Ordner oder entfernen Sie das Häkchen bei „Stems-Ordner“.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="330"/>
        <source>Choose a file for {0}, or untick it.</source>
        <translation>Wählen Sie eine Datei für {0} oder entfernen Sie das Häkchen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="333"/>
        <source>Choose an output file (or a stems folder).</source>
        <translation>Wählen Sie eine Ausgabedatei (oder einen Stems-Ordner).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="336"/>
        <source>Line range {0}-{1} is backwards; the first line comes first.</source>
        <translation>Der Zeilenbereich {0}–{1} ist verkehrt herum; die erste Zeile muss zuerst kommen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="405"/>
        <source>MP3 at {0} Hz can be at most {1} kbps</source>
        <translation>MP3 mit {0} Hz erlaubt höchstens {1} kbps</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="421"/>
        <source>Export the narration to</source>
        <translation>Vertonung exportieren nach</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="423"/>
        <source>Audio (*.wav *.flac *.ogg *.mp3 *.m4b);;{0} (*.{1})</source>
        <translation>Audio (*.wav *.flac *.ogg *.mp3 *.m4b);;{0} (*.{1})</translation>
    </message>
</context>
<context>
    <name>ExportNote</name>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="272"/>
        <source>The old {0} could not go to the trash ({1}); it was kept as {2}.</source>
        <translation>Die alte Datei {0} konnte nicht in den Papierkorb verschoben werden ({1}); sie wurde als {2} behalten.</translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <location filename="../../studio/core/exports/export.py" line="150"/>
        <source>Writing {0}</source>
        <translation>Schreibe {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="175"/>
        <source>Wrote stem {0}</source>
        <translation>Stem {0} geschrieben</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="184"/>
        <source>Checking the files against ACX</source>
        <translation>Prüfe die Dateien gegen ACX</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="196"/>
        <source>Export finished</source>
        <translation>Export abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="267"/>
        <source>Joined line {0}</source>
        <translation>Zeile {0} angefügt</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="276"/>
        <source>Normalising loudness for ACX</source>
        <translation>Lautheit wird für ACX normalisiert</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="282"/>
        <source>Normalising loudness</source>
        <translation>Lautheit wird normalisiert</translation>
    </message>
</context>
<context>
    <name>HelpController</name>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="38"/>
        <source>Open &amp;sample script</source>
        <translation>&amp;Beispielskript öffnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="40"/>
        <source>A short script in three voices, ready to render</source>
        <translation>Ein kurzes Skript mit drei Stimmen, bereit zum Rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="43"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="45"/>
        <source>&amp;About Voice Studio</source>
        <translation>&amp;Über Voice Studio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="77"/>
        <source>Open sample script</source>
        <translation>Beispielskript öffnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="86"/>
        <source>Cannot open the sample script</source>
        <translation>Das Beispielskript kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>ImportNote</name>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="29"/>
        <source>escape sequence</source>
        <translation>Escape-Sequenz</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="35"/>
        <source>backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="38"/>
        <source>byte order mark</source>
        <translation>Byte-Order-Mark</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="50"/>
        <source>control character {0}</source>
        <translation>Steuerzeichen {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="60"/>
        <source>Removed 1 control or invisible character from the script: they cannot be spoken ({0}).</source>
        <translation>1 Steuer- oder unsichtbares Zeichen aus dem Skript entfernt: Es kann nicht gesprochen werden ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="68"/>
        <source>Removed {0} control or invisible characters from the script: they cannot be spoken ({1}).</source>
        <translation>{0} Steuer- oder unsichtbare Zeichen aus dem Skript entfernt: Sie können nicht gesprochen werden ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="78"/>
        <source>Removed 1 control or invisible character from the line: they cannot be spoken ({0}).</source>
        <translation>1 Steuer- oder unsichtbares Zeichen aus der Zeile entfernt: Es kann nicht gesprochen werden ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="86"/>
        <source>Removed {0} control or invisible characters from the line: they cannot be spoken ({1}).</source>
        <translation>{0} Steuer- oder unsichtbare Zeichen aus der Zeile entfernt: Sie können nicht gesprochen werden ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="103"/>
        <source>{0} and {1} other kinds</source>
        <translation>{0} und {1} weitere Arten</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="126"/>
        <source>at sentence and clause boundaries</source>
        <translation>an Satz- und Satzteilgrenzen</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="129"/>
        <source>between words, with no punctuation to cut at</source>
        <translation>mangels Satzzeichen zwischen Wörtern</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="132"/>
        <source>at sentence and clause boundaries and, where a stretch had no punctuation, between words</source>
        <translation>an Satz- und Satzteilgrenzen und, wo ein Abschnitt keine Satzzeichen hatte, zwischen Wörtern</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="161"/>
        <source>A paragraph of {0:,} characters, more than the {1:,} a line of speech should have, was split into {2:,} lines {3}; check that it is the text you meant.</source>
        <translation>Ein Absatz mit {0:,} Zeichen, mehr als die {1:,}, die eine gesprochene Zeile haben sollte, wurde {3} in {2:,} Zeilen geteilt; prüfen Sie, ob es der gemeinte Text ist.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="173"/>
        <source>A line of {0:,} characters, more than the {1:,} a line of speech should have, was split into {2:,} lines {3}; check that it is the text you meant.</source>
        <translation>Eine Zeile mit {0:,} Zeichen, mehr als die {1:,}, die eine gesprochene Zeile haben sollte, wurde {3} in {2:,} Zeilen geteilt; prüfen Sie, ob es der gemeinte Text ist.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="186"/>
        <source>{0} paragraphs of more than {1:,} characters (the longest {2:,}), more than a line of speech should have, were split into {3:,} lines {4}; check that they are the text you meant.</source>
        <translation>{0} Absätze mit mehr als {1:,} Zeichen (der längste {2:,}), mehr als eine gesprochene Zeile haben sollte, wurden {4} in {3:,} Zeilen geteilt; prüfen Sie, ob es der gemeinte Text ist.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="199"/>
        <source>{0} lines of more than {1:,} characters (the longest {2:,}), more than a line of speech should have, were split into {3:,} lines {4}; check that they are the text you meant.</source>
        <translation>{0} Zeilen mit mehr als {1:,} Zeichen (die längste {2:,}), mehr als eine gesprochene Zeile haben sollte, wurden {4} in {3:,} Zeilen geteilt; prüfen Sie, ob es der gemeinte Text ist.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="222"/>
        <source>A paragraph of {0:,} characters was split into {1} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>Ein Absatz mit {0:,} Zeichen wurde an Satz- und Satzteilgrenzen in {1} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="231"/>
        <source>A line of {0:,} characters was split into {1} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>Eine Zeile mit {0:,} Zeichen wurde an Satz- und Satzteilgrenzen in {1} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="243"/>
        <source>{0} paragraphs longer than {1} characters (the longest {2:,}) were split into {3} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>{0} Absätze mit mehr als {1} Zeichen (der längste {2:,}) wurden an Satz- und Satzteilgrenzen in {3} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="255"/>
        <source>{0} lines longer than {1} characters (the longest {2:,}) were split into {3} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>{0} Zeilen mit mehr als {1} Zeichen (die längste {2:,}) wurden an Satz- und Satzteilgrenzen in {3} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="273"/>
        <source>A paragraph of {0:,} characters was split into {1} lines {2}, so that each can be spoken whole.</source>
        <translation>Ein Absatz mit {0:,} Zeichen wurde {2} in {1} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="283"/>
        <source>A line of {0:,} characters was split into {1} lines {2}, so that each can be spoken whole.</source>
        <translation>Eine Zeile mit {0:,} Zeichen wurde {2} in {1} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="295"/>
        <source>{0} paragraphs longer than {1} characters (the longest {2:,}) were split into {3} lines {4}, so that each can be spoken whole.</source>
        <translation>{0} Absätze mit mehr als {1} Zeichen (der längste {2:,}) wurden {4} in {3} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="307"/>
        <source>{0} lines longer than {1} characters (the longest {2:,}) were split into {3} lines {4}, so that each can be spoken whole.</source>
        <translation>{0} Zeilen mit mehr als {1} Zeichen (die längste {2:,}) wurden {4} in {3} Zeilen geteilt, damit jede am Stück gesprochen werden kann.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="323"/>
        <source>{0} has no usable table of contents, so each of its {1} text documents became a chapter.</source>
        <translation>{0} hat kein brauchbares Inhaltsverzeichnis, daher wurde jedes seiner {1} Textdokumente ein Kapitel.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="336"/>
        <source>{0} has no bookmarks (outline), so it was read as one chapter.</source>
        <translation>{0} hat keine Lesezeichen (Gliederung), daher wurde es als ein Kapitel gelesen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_headings.py" line="77"/>
        <source>{0} has no bookmarks (outline), so its chapters start at the lines that read as chapter headings, such as Chapter 1 or Part Two.</source>
        <translation>{0} hat keine Lesezeichen (Gliederung), daher beginnen seine Kapitel an den Zeilen, die wie Kapitelüberschriften aussehen, etwa Kapitel 1 oder Zweiter Teil.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="60"/>
        <source>Voice library</source>
        <translation>Stimmenbibliothek</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="70"/>
        <source>Library voices</source>
        <translation>Stimmen der Bibliothek</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="94"/>
        <source>The library is empty: save a project voice to it, or import a voice file.</source>
        <translation>Die Bibliothek ist leer: Speichern Sie eine Projektstimme darin oder importieren Sie eine Stimmdatei.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="101"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="106"/>
        <source>Where the recording comes from; the speaker&apos;s consent</source>
        <translation>Herkunft der Aufnahme; Einwilligung der sprechenden Person</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="80"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="104"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="152"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="76"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="77"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="78"/>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="79"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="121"/>
        <source>&amp;Add to project</source>
        <translation>Zum &amp;Projekt hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="123"/>
        <source>&amp;Save project voice…</source>
        <translation>Projektstimme &amp;speichern …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="127"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="129"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="131"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="133"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="193"/>
        <source>Library folder: {0}</source>
        <translation>Bibliotheksordner: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="235"/>
        <source>{0:.1f} s</source>
        <translation>{0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="238"/>
        <source>{0:.1f} s of {1:.1f} s</source>
        <translation>{0:.1f} s von {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="255"/>
        <source>Transcript: {0}</source>
        <translation>Transkript: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="286"/>
        <source>Added {0} to the project.</source>
        <translation>{0} wurde zum Projekt hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="312"/>
        <source>Imported {0}.</source>
        <translation>{0} importiert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="324"/>
        <source>Not exported: {0} was left as it is.</source>
        <translation>Nicht exportiert: {0} wurde unverändert gelassen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="332"/>
        <source>Exported {0} to {1}.</source>
        <translation>{0} nach {1} exportiert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="400"/>
        <source>Import voices</source>
        <translation>Stimmen importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="402"/>
        <source>Voice files (*{0});;All files (*)</source>
        <translation>Stimmdateien (*{0});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="411"/>
        <source>Export {0}</source>
        <translation>{0} exportieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="416"/>
        <source>Voice files (*{0})</source>
        <translation>Stimmdateien (*{0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="426"/>
        <source>Rename voice</source>
        <translation>Stimme umbenennen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="426"/>
        <source>New name</source>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="433"/>
        <source>Delete voice</source>
        <translation>Stimme löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="435"/>
        <source>Delete {0} from the library? Projects that use it keep their own copy.</source>
        <translation>{0} aus der Bibliothek löschen? Projekte, die sie verwenden, behalten ihre eigene Kopie.</translation>
    </message>
</context>
<context>
    <name>LicencesPage</name>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="35"/>
        <source>Voice Studio and the {0} packages it is built on, each under its own licence. PySide6 and Qt are used under the LGPL-3.0.</source>
        <translation>Voice Studio und die {0} Pakete, auf denen es aufbaut, jeweils unter eigener Lizenz. PySide6 und Qt werden unter der LGPL-3.0 verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="43"/>
        <source>Packages and their licences</source>
        <translation>Pakete und ihre Lizenzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="55"/>
        <source>Licence text</source>
        <translation>Lizenztext</translation>
    </message>
</context>
<context>
    <name>LineParamsPanel</name>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="54"/>
        <source>Settings</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="57"/>
        <source>Selected lines</source>
        <translation>Ausgewählte Zeilen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="57"/>
        <source>Project defaults</source>
        <translation>Projektvorgaben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="58"/>
        <source>Settings for</source>
        <translation>Parameter für</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="78"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="78"/>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="79"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="79"/>
        <location filename="../../studio/ui/panels/line_params.py" line="80"/>
        <location filename="../../studio/ui/panels/line_params.py" line="81"/>
        <source>Set</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="80"/>
        <source>CFG</source>
        <translation>CFG</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="81"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="85"/>
        <source>Fixed seed</source>
        <translation>Fester Seed</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="86"/>
        <source>Set the temperature</source>
        <translation>Temperatur festlegen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="87"/>
        <source>Set the CFG</source>
        <translation>CFG festlegen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="88"/>
        <source>Set the steps</source>
        <translation>Schritte festlegen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="184"/>
        <source>Unchecked: the engine&apos;s default; no fixed seed: new each take.</source>
        <translation>Nicht angekreuzt: Vorgabe der Engine; ohne festen Seed: bei jedem Take neu.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="189"/>
        <source>Unchecked: the project default.</source>
        <translation>Nicht angekreuzt: Projektvorgabe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/line_params.py" line="191"/>
        <source>Showing the first of %n line(s).</source>
        <translation>
            <numerusform>Angezeigt wird die erste von %n Zeile.</numerusform>
            <numerusform>Angezeigt wird die erste von %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="195"/>
        <source>Select a line to change its settings.</source>
        <translation>Wählen Sie eine Zeile aus, um ihre Parameter zu ändern.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="251"/>
        <source>Change defaults</source>
        <translation>Vorgaben ändern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="265"/>
        <source>Change settings</source>
        <translation>Parameter ändern</translation>
    </message>
</context>
<context>
    <name>LinesBox</name>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="31"/>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="36"/>
        <source>All %n line(s)</source>
        <translation>
            <numerusform>Die %n Zeile (alle)</numerusform>
            <numerusform>Alle %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="38"/>
        <source>The %n selected line(s)</source>
        <translation>
            <numerusform>Die %n ausgewählte Zeile</numerusform>
            <numerusform>Die %n ausgewählten Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="41"/>
        <source>From line</source>
        <translation>Von Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="47"/>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="51"/>
        <source>{0}. {1} (%n line(s))</source>
        <translation>
            <numerusform>{0}. {1} (%n Zeile)</numerusform>
            <numerusform>{0}. {1} (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="67"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="78"/>
        <source>Render lines without a take first</source>
        <translation>Zeilen ohne Take zuerst rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="79"/>
        <source>Stop and tell me which lines have none</source>
        <translation>Abbrechen und die Zeilen ohne Take nennen</translation>
    </message>
</context>
<context>
    <name>LoudnessRow</name>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="19"/>
        <source>Loudness</source>
        <translation>Lautheit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="21"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="22"/>
        <source>Podcast (-16 LUFS)</source>
        <translation>Podcast (-16 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="23"/>
        <source>Broadcast (-23 LUFS)</source>
        <translation>Rundfunk (-23 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="24"/>
        <source>Audiobook (-19 LUFS)</source>
        <translation>Hörbuch (-19 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="25"/>
        <source>ACX (RMS -23 to -18 dB, peaks under -3 dB)</source>
        <translation>ACX (RMS -23 bis -18 dB, Spitzenpegel unter -3 dB)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="26"/>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="35"/>
        <source>Loudness target</source>
        <translation>Lautheitsziel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="41"/>
        <source>True-peak ceiling</source>
        <translation>True-Peak-Obergrenze</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="46"/>
        <source>ceiling</source>
        <translation>Obergrenze</translation>
    </message>
</context>
<context>
    <name>MainToolbar</name>
    <message>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="31"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="44"/>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="45"/>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../studio/ui/main_window.py" line="182"/>
        <source>Add &amp;voice…</source>
        <translation>&amp;Stimme hinzufügen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="185"/>
        <source>&amp;Record voice…</source>
        <translation>Stimme &amp;aufnehmen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="189"/>
        <source>Replace voice &amp;audio…</source>
        <translation>Stimmaufnahme &amp;ersetzen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="191"/>
        <source>Give the selected voice new reference audio (its lines become stale)</source>
        <translation>Der ausgewählten Stimme neues Referenzaudio geben (ihre Zeilen werden veraltet)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="194"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="197"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="202"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="206"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="210"/>
        <source>&amp;Voices</source>
        <translation>&amp;Stimmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="218"/>
        <source>&amp;Text</source>
        <translation>&amp;Text</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="220"/>
        <source>&amp;Chapters</source>
        <translation>&amp;Kapitel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="221"/>
        <source>&amp;Render</source>
        <translation>&amp;Rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="229"/>
        <source>&amp;Playback</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="230"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="232"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="393"/>
        <source>Select a voice first.</source>
        <translation>Wählen Sie zuerst eine Stimme aus.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="397"/>
        <source>New reference audio for {0}</source>
        <translation>Neues Referenzaudio für {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="399"/>
        <source>Audio (*.wav *.flac *.ogg *.mp3);;All files (*)</source>
        <translation>Audio (*.wav *.flac *.ogg *.mp3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="421"/>
        <source>Compiling the model for this device…</source>
        <translation>Modell wird für dieses Gerät kompiliert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="423"/>
        <source>Compiling the model… (it took {0:.1f} s last time)</source>
        <translation>Modell wird kompiliert … (dauerte beim letzten Mal {0:.1f} s)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="441"/>
        <source>Random weights (no download): the speech is noise, for tests and demos.</source>
        <translation>Zufallsgewichte (kein Download): Die Sprache ist nur Rauschen, für Tests und Vorführungen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="453"/>
        <source>The model could not be loaded</source>
        <translation>Das Modell konnte nicht geladen werden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="457"/>
        <source>Voice {0}: {1}</source>
        <translation>Stimme {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="479"/>
        <source>Line {0} could not be rendered; its status cell says why.</source>
        <translation>Zeile {0} konnte nicht gerendert werden; ihre Statuszelle nennt den Grund.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="488"/>
        <source>Line {0} rendered.</source>
        <translation>Zeile {0} gerendert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/main_window.py" line="490"/>
        <source>%n line(s) rendered.</source>
        <translation>
            <numerusform>%n Zeile gerendert.</numerusform>
            <numerusform>%n Zeilen gerendert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/app.py" line="282"/>
        <source>Load script</source>
        <translation>Skript laden</translation>
    </message>
</context>
<context>
    <name>ModelCatalog</name>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="76"/>
        <source>Whisper {0} (English, {1} MB)</source>
        <translation>Whisper {0} (Englisch, {1} MB)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="78"/>
        <source>Whisper {0} (many languages, {1} MB)</source>
        <translation>Whisper {0} (viele Sprachen, {1} MB)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="95"/>
        <location filename="../../studio/models/asr_catalog.py" line="101"/>
        <source>Fastest; misses more words.</source>
        <translation>Am schnellsten; überhört mehr Wörter.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="107"/>
        <location filename="../../studio/models/asr_catalog.py" line="113"/>
        <source>Fast on a CPU; a good default check.</source>
        <translation>Schnell auf einer CPU; eine gute Standardprüfung.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="119"/>
        <location filename="../../studio/models/asr_catalog.py" line="125"/>
        <source>Slower, hears more exactly.</source>
        <translation>Langsamer, hört genauer.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="131"/>
        <source>Most exact; about real time on a CPU, best with a GPU.</source>
        <translation>Am genauesten; etwa Echtzeit auf einer CPU, am besten mit einer GPU.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="139"/>
        <source>Demo recognizer (random weights: hears nonsense)</source>
        <translation>Demo-Erkenner (Zufallsgewichte: hört Unsinn)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="142"/>
        <source>The real faster-whisper code with a tiny random-weight Whisper built on this computer: it hears nonsense, for trying the studio and its tests offline.</source>
        <translation>Der echte faster-whisper-Code mit einem winzigen Whisper aus Zufallsgewichten, auf diesem Computer erstellt: Er hört Unsinn und dient zum Ausprobieren des Studios und seiner Tests ohne Internet.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="143"/>
        <source>pocket-tts is not installed; run `pip install voice-studio` again.</source>
        <translation>pocket-tts ist nicht installiert; führen Sie `pip install voice-studio` erneut aus.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="162"/>
        <source>pocket-tts (English, voice cloning)</source>
        <translation>pocket-tts (Englisch, Stimmklonen)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="163"/>
        <source>Kyutai&apos;s 100M-parameter model: clones a voice from a few seconds of audio, in real time on a CPU.</source>
        <translation>Das Modell von Kyutai mit 100 Mio. Parametern: klont eine Stimme aus wenigen Sekunden Audio, in Echtzeit auf einer CPU.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="187"/>
        <source>VoxCPM2 (30 languages, 48 kHz)</source>
        <translation>VoxCPM2 (30 Sprachen, 48 kHz)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="190"/>
        <source>OpenBMB&apos;s 2B-parameter model: higher quality and many languages; a GPU with about 8 GB of memory is recommended, on a CPU it is far slower than real time.</source>
        <translation>Das Modell von OpenBMB mit 2 Mrd. Parametern: höhere Qualität und viele Sprachen; empfohlen ist eine GPU mit etwa 8 GB Speicher, auf einer CPU ist es weit langsamer als Echtzeit.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="204"/>
        <source>The VoxCPM engine needs the optional voxcpm package: run `bash scripts/setup.sh` or `pip install &apos;voice-studio[voxcpm]&apos;`.</source>
        <translation>Die VoxCPM-Engine braucht das optionale Paket voxcpm: Führen Sie `bash scripts/setup.sh` oder `pip install &apos;voice-studio[voxcpm]&apos;` aus.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="222"/>
        <source>Demo model (random weights: makes noise)</source>
        <translation>Demomodell (Zufallsgewichte: erzeugt Rauschen)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="223"/>
        <source>The real pocket-tts code with random weights, built on this computer without a download. It speaks noise, not words: use it to try the studio, its cache and its timings.</source>
        <translation>Der echte pocket-tts-Code mit Zufallsgewichten, auf diesem Computer ohne Download erstellt. Er spricht Rauschen statt Wörter: Damit lassen sich das Studio, sein Cache und seine Zeiten ausprobieren.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="69"/>
        <source>Always available: built on this computer when used, nothing to download.</source>
        <translation>Immer verfügbar: wird bei Bedarf auf diesem Computer erstellt, nichts herunterzuladen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="75"/>
        <source>Ready: its engine plugin keeps what it needs, nothing to download.</source>
        <translation>Bereit: Sein Engine-Plugin hält bereit, was es braucht, nichts herunterzuladen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="82"/>
        <source>Cannot be used: {0}.</source>
        <translation>Nicht verwendbar: {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="84"/>
        <source>Ready ({0}) in {1}.</source>
        <translation>Bereit ({0}) in {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="87"/>
        <source>Downloaded ({0}) in {1}.</source>
        <translation>Heruntergeladen ({0}) in {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="89"/>
        <source>Not downloaded.</source>
        <translation>Nicht heruntergeladen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="91"/>
        <source>{0} kept from an earlier download.</source>
        <translation>{0} aus einem früheren Download behalten.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="94"/>
        <source>Gated: accept the terms on the model page and paste an access token.</source>
        <translation>Zugangsbeschränkt: Akzeptieren Sie die Bedingungen auf der Modellseite und fügen Sie ein Zugriffstoken ein.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/plugin_models.py" line="61"/>
        <source>It cannot be used.</source>
        <translation>Es kann nicht verwendet werden.</translation>
    </message>
</context>
<context>
    <name>ModelRow</name>
    <message>
        <location filename="../../studio/ui/models/row.py" line="50"/>
        <location filename="../../studio/ui/models/row.py" line="157"/>
        <location filename="../../studio/ui/models/row.py" line="174"/>
        <source>In use</source>
        <translation>Wird verwendet</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="65"/>
        <source>see the model page</source>
        <translation>siehe Modellseite</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="67"/>
        <source>Licence: {0}. {1}</source>
        <translation>Lizenz: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="72"/>
        <source>Credit when you share what you make (every export&apos;s tags carry it): {0}</source>
        <translation>Namensnennung, wenn Sie Ihre Werke teilen (die Tags jedes Exports enthalten sie): {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="77"/>
        <location filename="../../studio/ui/models/row.py" line="166"/>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="78"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="80"/>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="80"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="82"/>
        <location filename="../../studio/ui/models/row.py" line="174"/>
        <source>Use</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="83"/>
        <source>Model page</source>
        <translation>Modellseite</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="124"/>
        <source>These weights are gated: the publisher lets you download them once you have accepted their terms. Open the model page, sign in to Hugging Face and accept the terms; then create a read access token at {0} and paste it here. The token is kept where the Hugging Face client keeps its login, never in your projects or the studio&apos;s settings.</source>
        <translation>Diese Gewichte sind zugangsbeschränkt: Der Anbieter erlaubt den Download, sobald Sie seine Bedingungen akzeptiert haben. Öffnen Sie die Modellseite, melden Sie sich bei Hugging Face an und akzeptieren Sie die Bedingungen; erstellen Sie dann unter {0} ein Zugriffstoken mit Leserechten und fügen Sie es hier ein. Das Token wird dort abgelegt, wo der Hugging-Face-Client seine Anmeldung speichert, niemals in Ihren Projekten oder in den Einstellungen des Studios.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="134"/>
        <source>Paste an access token (hf_…)</source>
        <translation>Zugriffstoken einfügen (hf_…)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="135"/>
        <source>Access token</source>
        <translation>Zugriffstoken</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="136"/>
        <source>Save token</source>
        <translation>Token speichern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="137"/>
        <source>Forget token</source>
        <translation>Token vergessen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="164"/>
        <source>Resume download</source>
        <translation>Download fortsetzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="177"/>
        <source>A token is set ({0}).</source>
        <translation>Ein Token ist gesetzt ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="179"/>
        <source>No token is set.</source>
        <translation>Kein Token gesetzt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="185"/>
        <source>Chosen; download it to use it</source>
        <translation>Gewählt; zum Verwenden herunterladen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="192"/>
        <source>Asking the hub what to fetch…</source>
        <translation>Der Hub wird gefragt, was zu laden ist …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="198"/>
        <source>{0}; putting the files in place…</source>
        <translation>{0}; Dateien werden abgelegt …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="200"/>
        <source>{0} (resumed)</source>
        <translation>{0} (fortgesetzt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="207"/>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
</context>
<context>
    <name>ModelsController</name>
    <message>
        <location filename="../../studio/ui/models/controller.py" line="44"/>
        <source>&amp;Models…</source>
        <translation>&amp;Modelle …</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="68"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="78"/>
        <source>The studio clones voices with a text-to-speech model on this computer. pocket-tts runs in real time on a CPU; VoxCPM2 wants a GPU. The demo model needs no download but makes noise: use it to try the studio.</source>
        <translation>Das Studio klont Stimmen mit einem Text-to-Speech-Modell auf diesem Computer. pocket-tts läuft auf einer CPU in Echtzeit; VoxCPM2 braucht eine GPU. Das Demomodell braucht keinen Download, erzeugt aber nur Rauschen: Damit können Sie das Studio ausprobieren.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="88"/>
        <source>Checking the connection to the Hugging Face hub…</source>
        <translation>Verbindung zum Hugging-Face-Hub wird geprüft …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="105"/>
        <source>Add local model…</source>
        <translation>Lokales Modell hinzufügen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="109"/>
        <source>{0} model folder…</source>
        <translation>{0}-Modellordner …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="112"/>
        <source>{0} config or weights file…</source>
        <translation>{0}-Konfigurations- oder -Gewichtsdatei …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="116"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="147"/>
        <source>No model is in use yet: the demo model works right away, even offline.</source>
        <translation>Noch wird kein Modell verwendet: Das Demomodell funktioniert sofort, auch offline.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="150"/>
        <source>Use the demo model</source>
        <translation>Demomodell verwenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="233"/>
        <source>Removing {0}…</source>
        <translation>{0} wird entfernt …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="253"/>
        <source>Checking the token with the Hugging Face hub…</source>
        <translation>Token wird beim Hugging-Face-Hub geprüft …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="268"/>
        <source>Choose the {0} model folder</source>
        <translation>{0}-Modellordner wählen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="273"/>
        <source>Choose the {0} config or weights</source>
        <translation>{0}-Konfiguration oder -Gewichte wählen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="275"/>
        <source>Models (*.yaml *.safetensors *.pt);;All files (*)</source>
        <translation>Modelle (*.yaml *.safetensors *.pt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="287"/>
        <source>Added {0}.</source>
        <translation>{0} hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="307"/>
        <source>Downloaded. Press Use to load it.</source>
        <translation>Heruntergeladen. Klicken Sie auf „Verwenden“, um es zu laden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="317"/>
        <source>Download cancelled; what arrived is kept, and Download resumes it.</source>
        <translation>Download abgebrochen; bereits Empfangenes bleibt erhalten, und „Herunterladen“ setzt den Download fort.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="323"/>
        <source>Removed ({0} freed).</source>
        <translation>Entfernt ({0} freigegeben).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="329"/>
        <source>Saved. Gated models can be downloaded now.</source>
        <translation>Gespeichert. Zugangsbeschränkte Modelle können jetzt heruntergeladen werden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="340"/>
        <source>The Hugging Face hub can be reached.</source>
        <translation>Der Hugging-Face-Hub ist erreichbar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="344"/>
        <source>Offline: the Hugging Face hub cannot be reached ({0}). Models already downloaded and the demo model work; downloads need a connection.</source>
        <translation>Offline: Der Hugging-Face-Hub ist nicht erreichbar ({0}). Bereits heruntergeladene Modelle und das Demomodell funktionieren; Downloads brauchen eine Verbindung.</translation>
    </message>
</context>
<context>
    <name>NarrationTools</name>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="49"/>
        <source>&amp;Pronunciation and text…</source>
        <translation>&amp;Aussprache und Text …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="53"/>
        <source>Words the engine should say differently, number normalisation, language</source>
        <translation>Wörter, die die Engine anders sprechen soll, Normalisierung von Zahlen, Sprache</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="57"/>
        <source>&amp;Best of N takes…</source>
        <translation>&amp;Bester aus N Takes …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="61"/>
        <source>Render the selected lines several times and choose the take with the fewest review flags</source>
        <translation>Die ausgewählten Zeilen mehrmals rendern und den Take mit den wenigsten Prüfhinweisen wählen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="67"/>
        <source>Best of N for every &amp;flagged line…</source>
        <translation>Bester aus N für alle &amp;markierten Zeilen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="69"/>
        <source>Best of N for every line whose take is flagged for review</source>
        <translation>Bester aus N für jede Zeile, deren Take zur Prüfung markiert ist</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="73"/>
        <source>&amp;Next flagged line</source>
        <translation>&amp;Nächste markierte Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="76"/>
        <source>Select the next line whose take the review flags</source>
        <translation>Die nächste Zeile auswählen, deren Take zur Prüfung markiert ist</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="103"/>
        <source>Best of N</source>
        <translation>Bester aus N</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="104"/>
        <source>Takes to render for each of the %n line(s):</source>
        <translation>
            <numerusform>Zu rendernde Takes für die %n Zeile:</numerusform>
            <numerusform>Zu rendernde Takes für jede der %n Zeilen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="121"/>
        <source>Rendering {0} takes of %n line(s); the best is chosen when they are done.</source>
        <translation>
            <numerusform>{0} Takes für %n Zeile werden gerendert; der beste wird gewählt, sobald sie fertig sind.</numerusform>
            <numerusform>Je {0} Takes für %n Zeilen werden gerendert; die besten werden gewählt, sobald sie fertig sind.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="134"/>
        <source>Select the lines to render several times.</source>
        <translation>Wählen Sie die Zeilen aus, die mehrmals gerendert werden sollen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="142"/>
        <location filename="../../studio/ui/narration/tools.py" line="150"/>
        <source>No take is flagged for review.</source>
        <translation>Kein Take ist zur Prüfung markiert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="161"/>
        <source>Line {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="170"/>
        <source>Best of N: chose a take for %n line(s); {0} of them without flags.</source>
        <translation>
            <numerusform>Bester aus N: Take für %n Zeile gewählt; {0} davon ohne Prüfhinweise.</numerusform>
            <numerusform>Bester aus N: Takes für %n Zeilen gewählt; {0} davon ohne Prüfhinweise.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenFlow</name>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="44"/>
        <source>Opening {0}…</source>
        <translation>{0} wird geöffnet …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="44"/>
        <source>Copying {0}…</source>
        <translation>{0} wird kopiert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="79"/>
        <source>{0} is open read-only: Save asks for a new name.</source>
        <translation>{0} ist schreibgeschützt geöffnet: „Speichern“ fragt nach einem neuen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="82"/>
        <source>Opened a copy: {0}.</source>
        <translation>Kopie geöffnet: {0}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/opening.py" line="97"/>
        <source>The audio of %n line(s) is missing ({0}); Render stale renders it again.</source>
        <translation>
            <numerusform>Das Audio von %n Zeile fehlt ({0}); „Veraltete rendern“ rendert es neu.</numerusform>
            <numerusform>Das Audio von %n Zeilen fehlt ({0}); „Veraltete rendern“ rendert es neu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="102"/>
        <source>Opened {0}.</source>
        <translation>{0} geöffnet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="117"/>
        <source>Not opened: {0} is open elsewhere.</source>
        <translation>Nicht geöffnet: {0} ist anderswo geöffnet.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="121"/>
        <source>Cannot open the project</source>
        <translation>Das Projekt kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>PathRow</name>
    <message>
        <location filename="../../studio/ui/export/path_row.py" line="25"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/path_row.py" line="27"/>
        <source>Choose the path for: {0}</source>
        <translation>Pfad wählen für: {0}</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../studio/ui/audio/player.py" line="222"/>
        <source>No audio output device was found; playback is off.</source>
        <translation>Es wurde kein Audioausgabegerät gefunden; die Wiedergabe ist aus.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/player.py" line="297"/>
        <source>The audio output could not be opened; playback is off.</source>
        <translation>Die Audioausgabe konnte nicht geöffnet werden; die Wiedergabe ist aus.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="57"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="119"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="58"/>
        <source>Podcast (-16 LUFS)</source>
        <translation>Podcast (-16 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="59"/>
        <source>Audiobook (-19 LUFS)</source>
        <translation>Hörbuch (-19 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="60"/>
        <source>Broadcast (-23 LUFS)</source>
        <translation>Rundfunk (-23 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="84"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="101"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="105"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="117"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="109"/>
        <source>Render stale, Render line on several lines and Best of N render up to this many lines of a voice at once (each sounds as it would alone); Automatic measures the device. A line you play always renders alone, first.</source>
        <translation>„Veraltete rendern“, „Zeile rendern“ auf mehreren Zeilen und „Bester aus N“ rendern bis zu so viele Zeilen einer Stimme gleichzeitig (jede klingt, als würde sie allein gerendert); „Automatisch“ misst das Gerät aus. Eine Zeile, die Sie abspielen, wird immer allein und zuerst gerendert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="118"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="125"/>
        <source>Compiling makes the model faster where that was measured (VoxCPM2 on a GPU: Automatic compiles there, never on the CPU). The first start on a machine compiles, which takes a while; later starts reuse what the cache folder keeps.</source>
        <translation>Kompilieren macht das Modell schneller, wo das gemessen wurde (VoxCPM2 auf einer GPU: „Automatisch“ kompiliert dort, nie auf der CPU). Der erste Start auf einem Rechner kompiliert, was eine Weile dauert; spätere Starts verwenden wieder, was der Cache-Ordner aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="131"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="133"/>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="134"/>
        <source>CPU threads:</source>
        <translation>CPU-Threads:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="135"/>
        <source>Lines at once:</source>
        <translation>Zeilen gleichzeitig:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="136"/>
        <source>Compile the model:</source>
        <translation>Modell kompilieren:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="146"/>
        <source>Cache folder</source>
        <translation>Cache-Ordner</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="147"/>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="159"/>
        <source>Measuring…</source>
        <translation>Wird gemessen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="160"/>
        <source>Clear the cache</source>
        <translation>Cache leeren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="169"/>
        <source>Prompt cache</source>
        <translation>Prompt-Cache</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="171"/>
        <source>In memory:</source>
        <translation>Im RAM:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="172"/>
        <source>Folder on disk:</source>
        <translation>Ordner auf der Festplatte:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="173"/>
        <source>On disk at most:</source>
        <translation>Auf der Festplatte höchstens:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="174"/>
        <source>Now on disk:</source>
        <translation>Derzeit auf der Festplatte:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="179"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="184"/>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="189"/>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="190"/>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="190"/>
        <source>Microphone:</source>
        <translation>Mikrofon:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="210"/>
        <source>Export and projects</source>
        <translation>Export und Projekte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="212"/>
        <source>Export format:</source>
        <translation>Exportformat:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="213"/>
        <source>Export loudness:</source>
        <translation>Export-Lautheit:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="214"/>
        <source>Autosave every:</source>
        <translation>Automatisch speichern alle:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="287"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="295"/>
        <source>System</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="288"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="289"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="293"/>
        <source>System follows the desktop&apos;s light or dark look.</source>
        <translation>„Systemvorgabe“ folgt dem hellen oder dunklen Erscheinungsbild der Arbeitsumgebung.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="299"/>
        <source>The language changes when the studio starts again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start des Studios.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="305"/>
        <source>Appearance</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="306"/>
        <source>Colour scheme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="306"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="350"/>
        <source>Removed {0} cached voice states.</source>
        <translation>{0} zwischengespeicherte Stimmzustände entfernt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="361"/>
        <source>Folder for the prompt cache</source>
        <translation>Ordner für den Prompt-Cache</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="122"/>
        <source>&amp;New project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="123"/>
        <source>&amp;Open project…</source>
        <translation>Projekt &amp;öffnen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="124"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="126"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="129"/>
        <source>&amp;Import script…</source>
        <translation>Skript &amp;importieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="131"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="132"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="153"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="174"/>
        <location filename="../../studio/ui/project/controller.py" line="276"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="177"/>
        <source>(read-only)</source>
        <translation>(schreibgeschützt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="230"/>
        <source>Autosave is off</source>
        <translation>Automatisches Speichern ist aus</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="237"/>
        <source>Autosave failed: {0}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="279"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="280"/>
        <source>Save the changes to {0}?</source>
        <translation>Änderungen an {0} speichern?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="331"/>
        <source>Open a project (a .vstudio folder)</source>
        <translation>Projekt öffnen (ein .vstudio-Ordner)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="369"/>
        <source>Import a script or a book</source>
        <translation>Skript oder Buch importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="372"/>
        <source>Scripts and books (*.txt *.md *.epub *.docx *.pdf *.html *.htm *.xhtml);;Scripts (*.txt *.md);;Books (*.epub *.docx *.pdf *.html *.htm *.xhtml);;All files (*)</source>
        <translation>Skripte und Bücher (*.txt *.md *.epub *.docx *.pdf *.html *.htm *.xhtml);;Skripte (*.txt *.md);;Bücher (*.epub *.docx *.pdf *.html *.htm *.xhtml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="398"/>
        <source>Cannot import the script</source>
        <translation>Das Skript kann nicht importiert werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/controller.py" line="403"/>
        <source>Imported %n line(s) from {0}.</source>
        <translation>
            <numerusform>%n Zeile aus {0} importiert.</numerusform>
            <numerusform>%n Zeilen aus {0} importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectLocking</name>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="108"/>
        <source>The project is open elsewhere</source>
        <translation>Das Projekt ist anderswo geöffnet</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="112"/>
        <source>Taking it over means the other program can no longer save it, and what it has not saved is lost to this project.</source>
        <translation>Wenn Sie es übernehmen, kann das andere Programm es nicht mehr speichern, und was dort noch nicht gespeichert ist, geht für dieses Projekt verloren.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="119"/>
        <source>Open &amp;read-only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="123"/>
        <source>Open a &amp;copy</source>
        <translation>&amp;Kopie öffnen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="127"/>
        <source>&amp;Take over</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="151"/>
        <source>The project changed on disk</source>
        <translation>Das Projekt wurde auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="154"/>
        <source>Reload shows what is on disk and drops your changes; Save a copy keeps both; Overwrite replaces it with yours, and its version goes to the trash.</source>
        <translation>„Neu laden“ zeigt, was auf der Festplatte steht, und verwirft Ihre Änderungen; „Kopie speichern“ behält beides; „Überschreiben“ ersetzt es durch Ihre Fassung, und die Fassung auf der Festplatte wird in den Papierkorb verschoben.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="161"/>
        <source>Save a &amp;copy…</source>
        <translation>&amp;Kopie speichern …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="165"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="171"/>
        <source>&amp;Overwrite</source>
        <translation>Über&amp;schreiben</translation>
    </message>
</context>
<context>
    <name>PronunciationDialog</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="44"/>
        <source>Pronunciation and text</source>
        <translation>Aussprache und Text</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="48"/>
        <source>Text preparation (this project)</source>
        <translation>Textaufbereitung (dieses Projekt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="49"/>
        <source>Normalise numbers, dates and units</source>
        <translation>Zahlen, Datumsangaben und Einheiten normalisieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="51"/>
        <source>Say &quot;5 pm on March 3rd&quot; as &quot;five p m on March third&quot;; abbreviations in full</source>
        <translation>„5 pm on March 3rd“ als „five p m on March third“ sprechen; Abkürzungen ausgeschrieben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="60"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="66"/>
        <source>This project</source>
        <translation>Dieses Projekt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="67"/>
        <source>All projects (global)</source>
        <translation>Alle Projekte (global)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="70"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="106"/>
        <source>off</source>
        <translation>Ausschalten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="106"/>
        <source>on</source>
        <translation>Einschalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="109"/>
        <source>Switching normalisation {0} changes what {1} of %n line(s) speak.</source>
        <translation>
            <numerusform>{0} der Normalisierung ändert den gesprochenen Text von {1} der %n Zeile.</numerusform>
            <numerusform>{0} der Normalisierung ändert den gesprochenen Text von {1} der %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="114"/>
        <source>This project ({0})</source>
        <translation>Dieses Projekt ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="116"/>
        <source>All projects, global ({0})</source>
        <translation>Alle Projekte, global ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="129"/>
        <source>Change the language</source>
        <translation>Sprache ändern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="131"/>
        <source>Normalise text</source>
        <translation>Text normalisieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="131"/>
        <source>Stop normalising text</source>
        <translation>Textnormalisierung beenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="135"/>
        <source>%n line(s) speak differently now and need rendering again.</source>
        <translation>
            <numerusform>%n Zeile spricht jetzt anders und muss neu gerendert werden.</numerusform>
            <numerusform>%n Zeilen sprechen jetzt anders und müssen neu gerendert werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecognizerRows</name>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="37"/>
        <source>Speech recognizers</source>
        <translation>Spracherkenner</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="41"/>
        <source>A recognizer hears each take to check its words, writes voice transcripts and times subtitles word by word (Edit &gt; Preferences turns the check on). base.en is a good start on a CPU.</source>
        <translation>Ein Spracherkenner hört jeden Take ab, um seine Wörter zu prüfen, schreibt Transkripte von Stimmen und setzt die Zeiten von Untertiteln Wort für Wort (unter Bearbeiten &gt; Einstellungen wird die Prüfung eingeschaltet). base.en ist ein guter Anfang auf einer CPU.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="115"/>
        <source>The word check and Transcribe use {0} now.</source>
        <translation>Die Wortprüfung und „Transkribieren“ verwenden jetzt {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="133"/>
        <source>Downloaded. Press Use to hear takes with it.</source>
        <translation>Heruntergeladen. Klicken Sie auf „Verwenden“, um Takes damit abzuhören.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="143"/>
        <source>Download cancelled; what arrived is kept, and Download resumes it.</source>
        <translation>Download abgebrochen; bereits Empfangenes bleibt erhalten, und „Herunterladen“ setzt den Download fort.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="149"/>
        <source>Removed ({0} freed).</source>
        <translation>Entfernt ({0} freigegeben).</translation>
    </message>
</context>
<context>
    <name>RecordDialog</name>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="75"/>
        <source>Record a voice</source>
        <translation>Stimme aufnehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="101"/>
        <source>Read this aloud at an easy pace:</source>
        <translation>Lesen Sie dies in ruhigem Tempo laut vor:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="103"/>
        <source>I read this text: use it as the voice&apos;s transcript</source>
        <translation>Ich habe diesen Text gelesen: als Transkript der Stimme verwenden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="109"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="146"/>
        <source>Microphone</source>
        <translation>Mikrofon</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="115"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="117"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="188"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="215"/>
        <source>Record</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="127"/>
        <source>Clip</source>
        <translation>Übersteuert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="129"/>
        <source>Lights up when the input clips: lower the gain</source>
        <translation>Leuchtet, wenn der Eingang übersteuert: Verstärkung verringern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="132"/>
        <source>Press Record, wait for the countdown, then read.</source>
        <translation>Klicken Sie auf „Aufnehmen“, warten Sie den Countdown ab und lesen Sie dann.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="138"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="140"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="147"/>
        <source>Voice name</source>
        <translation>Name der Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="148"/>
        <source>Countdown</source>
        <translation>Countdown</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="164"/>
        <source>No microphone found</source>
        <translation>Kein Mikrofon gefunden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="169"/>
        <source>No microphone was found; connect one and open this window again, or add a voice from a file.</source>
        <translation>Es wurde kein Mikrofon gefunden; schließen Sie eines an und öffnen Sie dieses Fenster erneut, oder fügen Sie eine Stimme aus einer Datei hinzu.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="198"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="205"/>
        <source>Starting in {0}…</source>
        <translation>Start in {0} …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="218"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="244"/>
        <source>Record again</source>
        <translation>Erneut aufnehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="255"/>
        <source>The input clipped: you can keep the take and trim the clipped part away, or record again with the gain lower.</source>
        <translation>Der Eingang wurde übersteuert: Sie können die Aufnahme behalten und den übersteuerten Teil wegschneiden oder mit geringerer Verstärkung neu aufnehmen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="272"/>
        <source>The recording</source>
        <translation>Die Aufnahme</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="183"/>
        <source>No microphone was found; connect one or load a file instead.</source>
        <translation>Es wurde kein Mikrofon gefunden; schließen Sie eines an oder laden Sie stattdessen eine Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="190"/>
        <source>The microphone could not be opened; check that no other app holds it.</source>
        <translation>Das Mikrofon konnte nicht geöffnet werden; prüfen Sie, ob eine andere Anwendung es belegt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="205"/>
        <source>The microphone stopped (was it unplugged?); what was recorded so far is kept.</source>
        <translation>Das Mikrofon liefert nichts mehr (wurde es abgesteckt?); das bisher Aufgenommene bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="30"/>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="37"/>
        <source>Voice Studio did not close properly last time. These unsaved changes can be restored:</source>
        <translation>Voice Studio wurde beim letzten Mal nicht ordnungsgemäß beendet. Diese ungespeicherten Änderungen können wiederhergestellt werden:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="43"/>
        <source>Unsaved work</source>
        <translation>Ungespeicherte Arbeit</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="46"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/recovery_dialog.py" line="47"/>
        <source>{0}: %n line(s), autosaved {1}</source>
        <translation>
            <numerusform>{0}: %n Zeile, automatisch gespeichert am {1}</numerusform>
            <numerusform>{0}: %n Zeilen, automatisch gespeichert am {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="51"/>
        <source>A project never saved</source>
        <translation>Ein nie gespeichertes Projekt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="55"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="56"/>
        <source>&amp;Discard all</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="57"/>
        <source>Decide &amp;later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
</context>
<context>
    <name>ReferenceAnalysis</name>
    <message>
        <location filename="../../studio/ui/voices/analysis_jobs.py" line="96"/>
        <source>{0:.0f} ms of the kept part is clipped (flattened at full scale before normalising) and the clone would copy the distortion: trim to a part without clipping, or record again with the input gain lower.</source>
        <translation>{0:.0f} ms des behaltenen Teils sind übersteuert (vor dem Normalisieren bei Vollaussteuerung abgeschnitten), und der Klon würde die Verzerrung übernehmen: Schneiden Sie auf einen Teil ohne Übersteuerung zu oder nehmen Sie mit geringerer Eingangsverstärkung neu auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="49"/>
        <source>No speech was found in the recording, so there is no window to keep: record someone speaking, or choose another file.</source>
        <translation>In der Aufnahme wurde keine Sprache gefunden, daher gibt es keinen Abschnitt zum Behalten: Nehmen Sie eine sprechende Person auf oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="61"/>
        <source>The recording has only {0:.1f} s of speech and the best window needs at least {1:.0f} s: record a longer take.</source>
        <translation>Die Aufnahme enthält nur {0:.1f} s Sprache, und der Beste Abschnitt braucht mindestens {1:.0f} s: Nehmen Sie einen längeren Take auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="75"/>
        <source>The speech comes in stretches of at most {0:.1f} s with pauses longer than {1:.0f} s between them, and the best window needs {2:.0f} s without a long pause: record the sentences closer together.</source>
        <translation>Die Sprache kommt in Stücken von höchstens {0:.1f} s mit Pausen von mehr als {1:.0f} s dazwischen, und der Beste Abschnitt braucht {2:.0f} s ohne lange Pause: Sprechen Sie die Sätze mit kürzeren Pausen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="107"/>
        <source>No speech was found in the recording: record someone speaking, or choose another file.</source>
        <translation>In der Aufnahme wurde keine Sprache gefunden: Nehmen Sie eine sprechende Person auf oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="118"/>
        <source>The recording holds only {0:.1f} s of speech: a clone needs at least 5 s (10-20 s is best), so record a longer take.</source>
        <translation>Die Aufnahme enthält nur {0:.1f} s Sprache: Ein Klon braucht mindestens 5 s (am besten 10–20 s), nehmen Sie also einen längeren Take auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="130"/>
        <source>The reference is {0:.1f} s long and only its first {1:.0f} s are used: trim it to the suggested 5-20 s window.</source>
        <translation>Die Referenz ist {0:.1f} s lang, und nur ihre ersten {1:.0f} s werden verwendet: Schneiden Sie sie auf den vorgeschlagenen Abschnitt von 5–20 s zu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="141"/>
        <source>The reference is {0:.1f} s long and a longer reference costs more to encode and adds little: trim it to the suggested 5-20 s window.</source>
        <translation>Die Referenz ist {0:.1f} s lang, und eine längere Referenz kostet mehr Zeit beim Kodieren und bringt wenig: Schneiden Sie sie auf den vorgeschlagenen Abschnitt von 5–20 s zu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="154"/>
        <source>{0:.0f} ms of the recording is clipped (flattened at full scale) and the clone would copy the distortion: record again with the input gain lower, or trim to a part without clipping.</source>
        <translation>{0:.0f} ms der Aufnahme sind übersteuert (bei Vollaussteuerung abgeschnitten), und der Klon würde die Verzerrung übernehmen: Nehmen Sie mit geringerer Eingangsverstärkung neu auf oder schneiden Sie auf einen Teil ohne Übersteuerung zu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="168"/>
        <source>The voice is very quiet ({0:.0f} LUFS): normalise it, or record closer to the microphone with the gain higher.</source>
        <translation>Die Stimme ist sehr leise ({0:.0f} LUFS): Normalisieren Sie sie oder nehmen Sie näher am Mikrofon mit höherer Verstärkung auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="182"/>
        <source>The background noise is as loud as the speech ({0:.0f} dB below it or more is clean) and the clone would copy it: record in a quieter room or closer to the microphone.</source>
        <translation>Das Hintergrundrauschen ist so laut wie die Sprache (ab {0:.0f} dB darunter gilt es als sauber), und der Klon würde es übernehmen: Nehmen Sie in einem ruhigeren Raum oder näher am Mikrofon auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="193"/>
        <source>The background noise is only {0:.0f} dB below the speech ({1:.0f} dB below it or more is clean) and the clone would copy it: record in a quieter room or closer to the microphone.</source>
        <translation>Das Hintergrundrauschen liegt nur {0:.0f} dB unter der Sprache (ab {1:.0f} dB darunter gilt es als sauber), und der Klon würde es übernehmen: Nehmen Sie in einem ruhigeren Raum oder näher am Mikrofon auf.</translation>
    </message>
</context>
<context>
    <name>RegionEditor</name>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="32"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="36"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="37"/>
        <source>Whole recording</source>
        <translation>Gesamte Aufnahme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="46"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="71"/>
        <source>Selection: {0}</source>
        <translation>Auswahl: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="73"/>
        <source>Drag over the waveform to select; Ctrl+wheel zooms.</source>
        <translation>Zum Auswählen über die Wellenform ziehen; Ctrl+Mausrad zoomt.</translation>
    </message>
</context>
<context>
    <name>RestoreFlow</name>
    <message>
        <location filename="../../studio/ui/project/restoring.py" line="62"/>
        <source>Restoring unsaved work…</source>
        <translation>Ungespeicherte Arbeit wird wiederhergestellt …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/restoring.py" line="101"/>
        <source>Restored %n line(s) of unsaved work.</source>
        <translation>
            <numerusform>%n Zeile ungespeicherter Arbeit wiederhergestellt.</numerusform>
            <numerusform>%n Zeilen ungespeicherter Arbeit wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/restoring.py" line="115"/>
        <source>Cannot restore the unsaved work</source>
        <translation>Die ungespeicherte Arbeit kann nicht wiederhergestellt werden</translation>
    </message>
</context>
<context>
    <name>ReviewFlag</name>
    <message>
        <location filename="../../studio/core/review/review.py" line="150"/>
        <source>The take is silent; render it again.</source>
        <translation>Der Take ist stumm; rendern Sie ihn erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="172"/>
        <source>A silence of {0:.1f} s inside the speech that the text does not ask for; words may be missing.</source>
        <translation>Eine Stille von {0:.1f} s mitten in der Sprache, die der Text nicht verlangt; womöglich fehlen Wörter.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="188"/>
        <source>Speech runs {0:.1f} s where about {1:.1f} s is expected; the model may have repeated or added words.</source>
        <translation>Die Sprache dauert {0:.1f} s, erwartet sind etwa {1:.1f} s; womöglich hat das Modell Wörter wiederholt oder hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="204"/>
        <source>Speech lasts {0:.1f} s where about {1:.1f} s is expected; words may be missing.</source>
        <translation>Die Sprache dauert nur {0:.1f} s, erwartet sind etwa {1:.1f} s; womöglich fehlen Wörter.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="218"/>
        <source>{0:.1f} dB louder than the lines around it.</source>
        <translation>{0:.1f} dB lauter als die Zeilen davor und danach.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="219"/>
        <source>{0:.1f} dB quieter than the lines around it.</source>
        <translation>{0:.1f} dB leiser als die Zeilen davor und danach.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="444"/>
        <source>The take&apos;s audio is missing.</source>
        <translation>Das Audio des Takes fehlt.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_similarity.py" line="30"/>
        <source>The voice differs from its reference (similarity {0:.2f}, below {1:.2f}); listen to it or render it again.</source>
        <translation>Die Stimme weicht von ihrer Referenz ab (Ähnlichkeit {0:.2f}, unter {1:.2f}); hören Sie den Take an, oder rendern Sie ihn erneut.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="282"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="286"/>
        <source>Save the project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="288"/>
        <source>Voice Studio projects (*{0})</source>
        <translation>Voice-Studio-Projekte (*{0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="87"/>
        <source>Replace the project?</source>
        <translation>Projekt ersetzen?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="88"/>
        <source>Replace {0}?</source>
        <translation>{0} ersetzen?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="89"/>
        <source>Its lines and takes go to the trash, and this project is saved in its place.</source>
        <translation>Seine Zeilen und Takes werden in den Papierkorb verschoben, und dieses Projekt wird an seiner Stelle gespeichert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="110"/>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="124"/>
        <source>Not saved: {0} was left as it is.</source>
        <translation>Nicht gespeichert: {0} wurde unverändert gelassen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="158"/>
        <source>Saving {0}…</source>
        <translation>{0} wird gespeichert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="180"/>
        <source>Saved {0}.</source>
        <translation>{0} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="198"/>
        <source>Cannot save the project</source>
        <translation>Das Projekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="213"/>
        <source>Not saved: {0} changed on disk.</source>
        <translation>Nicht gespeichert: {0} wurde auf der Festplatte geändert.</translation>
    </message>
</context>
<context>
    <name>SaveVoiceForm</name>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="53"/>
        <source>Save a voice to the library</source>
        <translation>Stimme in der Bibliothek speichern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="65"/>
        <source>Recorded by me; an interview; a podcast…</source>
        <translation>Von mir aufgenommen; ein Interview; ein Podcast …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="68"/>
        <source>How and when the speaker agreed to this voice being cloned</source>
        <translation>Wie und wann die sprechende Person dem Klonen dieser Stimme zugestimmt hat</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="81"/>
        <source>The project has no voice yet; add or record one first.</source>
        <translation>Das Projekt hat noch keine Stimme; fügen Sie zuerst eine hinzu oder nehmen Sie eine auf.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="84"/>
        <source>Project voice</source>
        <translation>Projektstimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="85"/>
        <source>Name in the library</source>
        <translation>Name in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="86"/>
        <source>Source</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="87"/>
        <source>Consent</source>
        <translation>Einwilligung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="104"/>
        <source>That voice&apos;s recording is not loaded yet; wait a moment and save again.</source>
        <translation>Die Aufnahme dieser Stimme ist noch nicht geladen; warten Sie einen Moment und speichern Sie erneut.</translation>
    </message>
</context>
<context>
    <name>ScriptActions</name>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="70"/>
        <source>&amp;Add line</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="73"/>
        <source>&amp;Delete lines</source>
        <translation>Zeilen &amp;löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="76"/>
        <source>D&amp;uplicate lines</source>
        <translation>Zeilen d&amp;uplizieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="78"/>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben verschieben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="80"/>
        <source>Move do&amp;wn</source>
        <translation>Nach u&amp;nten verschieben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="84"/>
        <source>&amp;Paste lines</source>
        <translation>Zeilen ein&amp;fügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="88"/>
        <source>Paste several lines at once (NAME: text picks the voice)</source>
        <translation>Mehrere Zeilen auf einmal einfügen (NAME: Text wählt die Stimme)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="92"/>
        <source>&amp;Lock lines</source>
        <translation>Zeilen &amp;sperren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="95"/>
        <source>Lock or unlock the selected lines (bulk renders skip locked lines)</source>
        <translation>Die ausgewählten Zeilen sperren oder entsperren (Sammelrendern überspringt gesperrte Zeilen)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="102"/>
        <source>Render &amp;line</source>
        <translation>Zeile &amp;rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="109"/>
        <source>Render &amp;stale</source>
        <translation>&amp;Veraltete rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="113"/>
        <source>Render every line without a matching take</source>
        <translation>Jede Zeile ohne passenden Take rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="117"/>
        <source>Render stale, &amp;retaking until it says the text</source>
        <translation>Veraltete rendern, &amp;wiederholen, bis der Text stimmt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="122"/>
        <source>Render every stale line; a take whose words differ from the line (the word check) renders again with a new seed, up to {0} more times, and the best is kept</source>
        <translation>Jede veraltete Zeile rendern; ein Take, dessen Wörter von der Zeile abweichen (Wortprüfung), wird mit neuem Seed bis zu {0} weitere Male gerendert, und der beste wird behalten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="127"/>
        <source>S&amp;top</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="130"/>
        <source>&amp;Auto-render</source>
        <translation>&amp;Automatisch rendern</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="134"/>
        <source>Render stale lines in the background while you edit</source>
        <translation>Veraltete Zeilen im Hintergrund rendern, während Sie bearbeiten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="138"/>
        <source>&amp;Play / stop</source>
        <translation>&amp;Abspielen / Stoppen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="142"/>
        <source>Play from &amp;here</source>
        <translation>Ab &amp;hier abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="146"/>
        <source>Play from the selected line to the end</source>
        <translation>Von der ausgewählten Zeile bis zum Ende abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="212"/>
        <source>Lock lines</source>
        <translation>Zeilen sperren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="212"/>
        <source>Unlock lines</source>
        <translation>Zeilen entsperren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="224"/>
        <source>Retakes need the word check: turn on “Check the words of every take” in Edit &gt; Preferences first.</source>
        <translation>Wiederholungen brauchen die Wortprüfung: Schalten Sie zuerst „Die Wörter jedes Takes prüfen“ unter Bearbeiten &gt; Einstellungen ein.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="236"/>
        <source>Select a line to render.</source>
        <translation>Wählen Sie eine Zeile zum Rendern aus.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="265"/>
        <source>Select a line to play.</source>
        <translation>Wählen Sie eine Zeile zum Abspielen aus.</translation>
    </message>
</context>
<context>
    <name>ScriptEditor</name>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="83"/>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="85"/>
        <source>The script&apos;s lines: voice, text, render status and cache outcome</source>
        <translation>Die Zeilen des Skripts: Stimme, Text, Renderstatus und Cache-Ergebnis</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="331"/>
        <source>New line.</source>
        <translation>Neue Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="331"/>
        <source>Add line</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="340"/>
        <source>Delete lines</source>
        <translation>Zeilen löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="352"/>
        <source>Duplicate lines</source>
        <translation>Zeilen duplizieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="366"/>
        <source>Move lines</source>
        <translation>Zeilen verschieben</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="371"/>
        <source>Paste lines</source>
        <translation>Zeilen einfügen</translation>
    </message>
</context>
<context>
    <name>ScriptModel</name>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="385"/>
        <source>no take</source>
        <translation>kein Take</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="386"/>
        <source>Line {0}: {1}; prompt cache: {2}</source>
        <translation>Zeile {0}: {1}; Prompt-Cache: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="418"/>
        <source>rendering {0:.1f} s</source>
        <translation>rendert {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="420"/>
        <source>review</source>
        <translation>prüfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="430"/>
        <source>No take matches this line&apos;s text, voice and settings; render it.</source>
        <translation>Kein Take passt zu Text, Stimme und Parametern dieser Zeile; rendern Sie sie.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="432"/>
        <source>The take&apos;s audio file is gone; render the line again.</source>
        <translation>Die Audiodatei des Takes fehlt; rendern Sie die Zeile erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="435"/>
        <source>Listen to this take:
{0}</source>
        <translation>Diesen Take anhören:
{0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="443"/>
        <source>Play to first sound: {0:.0f} ms</source>
        <translation>Abspielen bis zum ersten Ton: {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="446"/>
        <source>From an older take: the line changed since.</source>
        <translation>Aus einem älteren Take: Die Zeile hat sich seitdem geändert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="482"/>
        <source>The line was split into {0} lines, as an import would split it; Undo (Ctrl+Z) gives back the one long line.</source>
        <translation>Die Zeile wurde in {0} Zeilen geteilt, wie es ein Import tun würde; Rückgängig (Ctrl+Z) stellt die eine lange Zeile wieder her.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="29"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="30"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="31"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="32"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="33"/>
        <source>Cache ms</source>
        <translation>Cache ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="34"/>
        <source>1st audio</source>
        <translation>1. Audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="35"/>
        <source>Gen ms</source>
        <translation>Gen. ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="36"/>
        <source>RTF</source>
        <translation>RTF</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="37"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="43"/>
        <source>Line number</source>
        <translation>Zeilennummer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="44"/>
        <source>The voice that speaks the line (double-click to change)</source>
        <translation>Die Stimme, die die Zeile spricht (Doppelklick zum Ändern)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="47"/>
        <source>What is said (double-click or F2 to edit)</source>
        <translation>Was gesagt wird (Doppelklick oder F2 zum Bearbeiten)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="50"/>
        <source>stale: needs a render; done: a take matches the line</source>
        <translation>veraltet: muss gerendert werden; fertig: ein Take passt zur Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="53"/>
        <source>Where the voice&apos;s prompt state came from: memory, disk, or miss (built)</source>
        <translation>Woher der Prompt-Zustand der Stimme kam: RAM, Festplatte oder Fehltreffer (neu erstellt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="56"/>
        <source>Prompt state: build time on a miss, load time on a hit</source>
        <translation>Prompt-Zustand: Erstellungszeit bei einem Fehltreffer, Ladezeit bei einem Treffer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="59"/>
        <source>Milliseconds to the first audio chunk (the tooltip: from Play to the first sound)</source>
        <translation>Millisekunden bis zum ersten Audioblock (die Kurzinfo zeigt: von „Abspielen“ bis zum ersten Ton)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="63"/>
        <source>Time to generate the whole line</source>
        <translation>Zeit für die Erzeugung der ganzen Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="66"/>
        <source>Real-time factor: generation time / audio time (below 1 is faster than real time)</source>
        <translation>Echtzeitfaktor: Erzeugungszeit / Audiodauer (unter 1 ist schneller als Echtzeit)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="70"/>
        <source>Length of the audio</source>
        <translation>Länge des Audios</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="76"/>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="77"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="78"/>
        <source>rendering</source>
        <translation>rendert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="79"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="80"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="81"/>
        <source>audio missing</source>
        <translation>Audio fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="87"/>
        <source>memory</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="88"/>
        <source>disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="89"/>
        <source>miss</source>
        <translation>Fehltreffer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="90"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>ServeBox</name>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="32"/>
        <source>Serve voices to other programs (OpenAI-compatible API)</source>
        <translation>Stimmen für andere Programme bereitstellen (OpenAI-kompatible API)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="40"/>
        <source>Programs written for OpenAI&apos;s speech API speak with the open project&apos;s voices and the voice library&apos;s, rendered by the window&apos;s model next to your lines.</source>
        <translation>Programme, die für die Sprach-API von OpenAI geschrieben sind, sprechen mit den Stimmen des geöffneten Projekts und der Stimmenbibliothek; das Modell des Fensters rendert sie neben Ihren Zeilen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="48"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="49"/>
        <source>Other computers may connect</source>
        <translation>Andere Computer dürfen sich verbinden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="53"/>
        <source>Listen on every address of this computer, not only its own; needs a key.</source>
        <translation>Auf jeder Adresse dieses Computers lauschen, nicht nur auf seiner eigenen; braucht einen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="58"/>
        <location filename="../../studio/ui/preferences/serve_box.py" line="90"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="60"/>
        <source>Forget key</source>
        <translation>Schlüssel vergessen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="61"/>
        <source>Remove the key kept now: no client is asked for one.</source>
        <translation>Den gespeicherten Schlüssel entfernen: Kein Client wird nach einem gefragt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="66"/>
        <source>Clients send it as their API key (Authorization: Bearer KEY); none is needed on this computer alone.</source>
        <translation>Clients senden ihn als ihren API-Schlüssel (Authorization: Bearer KEY); nur auf diesem Computer ist keiner nötig.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="72"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="88"/>
        <source>A key is kept; type a new one to replace it</source>
        <translation>Ein Schlüssel ist gespeichert; geben Sie einen neuen ein, um ihn zu ersetzen</translation>
    </message>
</context>
<context>
    <name>ServeSwitch</name>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="62"/>
        <source>Speech server</source>
        <translation>Sprachserver</translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="96"/>
        <source>Not serving: other computers may connect only with an API key; set one in Preferences &gt; Serve.</source>
        <translation>Nicht bereitgestellt: Andere Computer dürfen sich nur mit einem API-Schlüssel verbinden; legen Sie einen unter Einstellungen &gt; Bereitstellen fest.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="106"/>
        <source>Not serving: port {0} cannot be used ({1}); choose another in Preferences &gt; Serve.</source>
        <translation>Nicht bereitgestellt: Port {0} kann nicht verwendet werden ({1}); wählen Sie unter Einstellungen &gt; Bereitstellen einen anderen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/serve/switch.py" line="145"/>
        <source>Serving on {0} · %n request(s)</source>
        <translation>
            <numerusform>Bereitgestellt unter {0} · %n Anfrage</numerusform>
            <numerusform>Bereitgestellt unter {0} · %n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="148"/>
        <source>Other programs use the studio&apos;s voices through OpenAI&apos;s speech API at {0}/v1 (the open project&apos;s voices and the voice library&apos;s, by name).</source>
        <translation>Andere Programme nutzen die Stimmen des Studios über die Sprach-API von OpenAI unter {0}/v1 (die Stimmen des geöffneten Projekts und der Stimmenbibliothek, nach Namen).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="45"/>
        <location filename="../../studio/ui/help/shortcuts.py" line="48"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="49"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="49"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SpeakerLines</name>
    <message>
        <location filename="../../studio/ui/voices/speaker_lines.py" line="41"/>
        <source>Lines for {0}</source>
        <translation>Zeilen für {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="43"/>
        <source>%n line(s) of the script start with “{0}:”. Give them to the voice {0}, and take “{0}:” out of their text?</source>
        <translation>
            <numerusform>%n Zeile des Skripts beginnt mit „{0}:“. Soll sie der Stimme {0} zugewiesen und „{0}:“ aus ihrem Text entfernt werden?</numerusform>
            <numerusform>%n Zeilen des Skripts beginnen mit „{0}:“. Sollen sie der Stimme {0} zugewiesen und „{0}:“ aus ihrem Text entfernt werden?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/speaker_lines.py" line="59"/>
        <source>Give lines to {0}</source>
        <translation>Zeilen {0} zuweisen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="62"/>
        <source>%n line(s) now speak as {0}.</source>
        <translation>
            <numerusform>%n Zeile spricht jetzt mit der Stimme {0}.</numerusform>
            <numerusform>%n Zeilen sprechen jetzt mit der Stimme {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="23"/>
        <source>[pause {0:g} s]</source>
        <translation>[Pause {0:g} s]</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="35"/>
        <source>Spoken: {0}</source>
        <translation>Gesprochen: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="38"/>
        <source>Cannot be rendered: {0}</source>
        <translation>Kann nicht gerendert werden: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="50"/>
        <source>Heard: {0}</source>
        <translation>Gehört: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="51"/>
        <source>(no words)</source>
        <translation>(keine Wörter)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="73"/>
        <source>Every word was heard as written.</source>
        <translation>Jedes Wort wurde wie geschrieben gehört.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="83"/>
        <source>Heard “{0}”: {1}; {2:.0f}% of the words differ.</source>
        <translation>Gehört „{0}“: {1}; {2:.0f} % der Wörter weichen ab.</translation>
    </message>
</context>
<context>
    <name>StatsBar</name>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="48"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="110"/>
        <source>Loading {0}…</source>
        <translation>{0} wird geladen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="112"/>
        <source>Loading the model on the worker thread…</source>
        <translation>Modell wird im Hintergrund-Thread geladen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="115"/>
        <source>Loading the model on the worker thread… (it took {0:.1f} s last time)</source>
        <translation>Modell wird im Hintergrund-Thread geladen … (dauerte beim letzten Mal {0:.1f} s)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="121"/>
        <source>playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="123"/>
        <source>%n line(s) rendering</source>
        <translation>
            <numerusform>%n rendernde Zeile</numerusform>
            <numerusform>%n rendernde Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="126"/>
        <source>%n queued</source>
        <translation>
            <numerusform>%n wartende</numerusform>
            <numerusform>%n wartende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="128"/>
        <source>%n queued line(s)</source>
        <translation>
            <numerusform>%n wartende Zeile</numerusform>
            <numerusform>%n wartende Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="130"/>
        <source>the clone check</source>
        <translation>Klonprobe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="132"/>
        <source>Nothing was rendering or playing.</source>
        <translation>Es wurde weder gerendert noch abgespielt.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="136"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="137"/>
        <source>Stopped {0}.</source>
        <translation>Angehalten: {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="141"/>
        <source> (random weights)</source>
        <translation> (Zufallsgewichte)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="144"/>
        <source>{0} · {1}{2} · {3} · {4} Hz</source>
        <translation>{0} · {1}{2} · {3} · {4} Hz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="152"/>
        <source>Model not loaded</source>
        <translation>Modell nicht geladen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="157"/>
        <source>Cache: memory {0} · disk {1}</source>
        <translation>Cache: RAM {0} · Festplatte {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="158"/>
        <source>Cache: memory {0} / {1} · disk {2}</source>
        <translation>Cache: RAM {0} / {1} · Festplatte {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="164"/>
        <source>Hits: {0} memory, {1} disk · misses: {2}</source>
        <translation>Treffer: {0} RAM, {1} Festplatte · Fehltreffer: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="176"/>
        <source>Last line: {0} {1:.0f} ms · RTF {2}</source>
        <translation>Letzte Zeile: {0} {1:.0f} ms · RTF {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="181"/>
        <source>Last line: {0} {1:.0f} ms · first audio {2} ms · gen {3:.0f} ms · RTF {4}</source>
        <translation>Letzte Zeile: {0} {1:.0f} ms · erstes Audio {2} ms · Gen. {3:.0f} ms · RTF {4}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="195"/>
        <source>Play→sound {0:.0f} ms · underruns {1}</source>
        <translation>Abspielen→Ton {0:.0f} ms · Unterläufe {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="201"/>
        <source>it was rendered while it played</source>
        <translation>sie wurde während der Wiedergabe gerendert</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="203"/>
        <source>it played its take</source>
        <translation>ihr Take wurde abgespielt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="208"/>
        <source>From pressing Play to the line&apos;s first sound: {0:.0f} ms; {1}. Underruns: times the sound waited for a line still rendering.</source>
        <translation>Vom Drücken auf „Abspielen“ bis zum ersten Ton der Zeile: {0:.0f} ms; {1}. Unterläufe: wie oft der Ton auf eine Zeile warten musste, die noch gerendert wurde.</translation>
    </message>
</context>
<context>
    <name>StreamPlayer</name>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="98"/>
        <source>The take&apos;s audio file is gone; rendering it again.</source>
        <translation>Die Audiodatei des Takes fehlt; sie wird neu gerendert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="122"/>
        <source>Nothing to play: the line has no take and cannot be rendered now.</source>
        <translation>Nichts abzuspielen: Die Zeile hat keinen Take und kann jetzt nicht gerendert werden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="155"/>
        <source>The take&apos;s audio file is gone; render the line again.</source>
        <translation>Die Audiodatei des Takes fehlt; rendern Sie die Zeile erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="198"/>
        <source>A line could not be rendered: {0}</source>
        <translation>Eine Zeile konnte nicht gerendert werden: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="218"/>
        <source>Playback stopped: the line was edited.</source>
        <translation>Wiedergabe angehalten: Die Zeile wurde bearbeitet.</translation>
    </message>
</context>
<context>
    <name>StudioError</name>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="89"/>
        <source>choose another cache folder</source>
        <translation>wählen Sie einen anderen Cache-Ordner</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="92"/>
        <location filename="../../studio/models/download_errors.py" line="39"/>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="93"/>
        <source>free some space to keep them next time</source>
        <translation>geben Sie Speicherplatz frei, um sie beim nächsten Mal zu behalten</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="95"/>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="97"/>
        <source>a file is in the way</source>
        <translation>eine Datei steht im Weg</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="102"/>
        <source>The prompt cache cannot be saved in {0} ({1}), so voice states are kept in memory only; {2}.</source>
        <translation>Der Prompt-Cache kann nicht in {0} gespeichert werden ({1}), daher werden Stimmzustände nur im RAM gehalten; {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="336"/>
        <source>The audio is silent, so it cannot be normalised; check the takes.</source>
        <translation>Das Audio ist still und kann daher nicht normalisiert werden; prüfen Sie die Takes.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="69"/>
        <source>{0} has no audio to check; export it again.</source>
        <translation>{0} enthält kein Audio zum Prüfen; exportieren Sie die Datei erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="90"/>
        <source>Cannot read {0} back to check it against ACX ({1}); export it again.</source>
        <translation>{0} kann zur ACX-Prüfung nicht wieder gelesen werden ({1}); exportieren Sie die Datei erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="165"/>
        <source>{0} holds no MP3 frames to check; export it again.</source>
        <translation>{0} enthält keine MP3-Frames zum Prüfen; exportieren Sie die Datei erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="29"/>
        <source>Cannot write {0}: permission denied; choose another folder.</source>
        <translation>{0} kann nicht geschrieben werden: Zugriff verweigert; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="40"/>
        <source>Cannot write {0}: {1}; choose another folder.</source>
        <translation>{0} kann nicht geschrieben werden: {1}; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="48"/>
        <source>Cannot write {0}: the disk is full; free some space and try again.</source>
        <translation>{0} kann nicht geschrieben werden: Der Datenträger ist voll; schaffen Sie Platz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="57"/>
        <source>Cannot write {0}: the folder {1} does not exist.</source>
        <translation>{0} kann nicht geschrieben werden: Der Ordner {1} existiert nicht.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="83"/>
        <source>Cannot write {0} as {1}: {2}; choose another folder or format.</source>
        <translation>{0} kann nicht als {1} geschrieben werden: {2}; wählen Sie einen anderen Ordner oder ein anderes Format.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="91"/>
        <source>Cannot write {0}: {1}; choose another folder or format.</source>
        <translation>{0} kann nicht geschrieben werden: {1}; wählen Sie einen anderen Ordner oder ein anderes Format.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="129"/>
        <source>Cannot write {0}: no free temporary name in {1}.</source>
        <translation>{0} kann nicht geschrieben werden: In {1} ist kein temporärer Name frei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="70"/>
        <location filename="../../studio/core/store/voice_file.py" line="224"/>
        <source>{0}: no such file; check the path.</source>
        <translation>{0}: Diese Datei gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="74"/>
        <source>{0} is a folder; give an audio file (WAV, FLAC, OGG or MP3).</source>
        <translation>{0} ist ein Ordner; geben Sie eine Audiodatei an (WAV, FLAC, OGG oder MP3).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="106"/>
        <location filename="../../studio/core/sound/audio.py" line="84"/>
        <location filename="../../studio/core/text/script_files.py" line="100"/>
        <source>Cannot read {0}: permission denied; check its permissions.</source>
        <translation>{0} kann nicht gelesen werden: Zugriff verweigert; prüfen Sie die Zugriffsrechte.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="87"/>
        <location filename="../../studio/core/books/archive.py" line="156"/>
        <location filename="../../studio/core/books/reader.py" line="113"/>
        <location filename="../../studio/core/books/reader.py" line="132"/>
        <location filename="../../studio/core/sound/audio.py" line="91"/>
        <location filename="../../studio/core/store/lexicon_files.py" line="200"/>
        <location filename="../../studio/core/store/project_json.py" line="202"/>
        <location filename="../../studio/core/store/project_lock.py" line="140"/>
        <location filename="../../studio/core/store/voice_file.py" line="278"/>
        <location filename="../../studio/core/text/script_files.py" line="107"/>
        <source>Cannot read {0}: {1}.</source>
        <translation>{0} kann nicht gelesen werden: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="100"/>
        <source>{0} is empty; record or choose another file.</source>
        <translation>{0} ist leer; nehmen Sie auf oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="104"/>
        <source>{0} is not a readable audio file; use WAV, FLAC, OGG or MP3.</source>
        <translation>{0} ist keine lesbare Audiodatei; verwenden Sie WAV, FLAC, OGG oder MP3.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="111"/>
        <location filename="../../studio/core/sound/audio.py" line="175"/>
        <source>{0} holds no audio; record or choose another file.</source>
        <translation>{0} enthält kein Audio; nehmen Sie auf oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="142"/>
        <source>{0} holds invalid samples (not a number or infinite); export it again from your audio editor.</source>
        <translation>{0} enthält ungültige Samples (keine Zahl oder unendlich); exportieren Sie es erneut aus Ihrem Audio-Editor.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="181"/>
        <source>{0} is {1:.2f} s long; a voice reference needs at least {2:.0f} s of speech (5-20 s works best).</source>
        <translation>{0} ist {1:.2f} s lang; eine Stimmreferenz braucht mindestens {2:.0f} s Sprache (am besten 5–20 s).</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="194"/>
        <source>{0} is silent; check the microphone or choose a file with speech in it.</source>
        <translation>{0} ist stumm; prüfen Sie das Mikrofon oder wählen Sie eine Datei mit Sprache.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="105"/>
        <location filename="../../studio/core/exports/export_writing.py" line="194"/>
        <source>{0}: no such cover image; check the path.</source>
        <translation>{0}: Dieses Titelbild gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="109"/>
        <source>Cannot read the cover {0}: {1}.</source>
        <translation>Das Titelbild {0} kann nicht gelesen werden: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="121"/>
        <source>The cover {0} is not a JPEG or PNG image; convert it to one.</source>
        <translation>Das Titelbild {0} ist kein JPEG- oder PNG-Bild; wandeln Sie es in eines davon um.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="152"/>
        <source>M4B export needs PyAV; install it with `pip install av`.</source>
        <translation>Der M4B-Export braucht PyAV; installieren Sie es mit `pip install av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="158"/>
        <source>PyAV {0} cannot write chapters; update it with `pip install -U av`.</source>
        <translation>PyAV {0} kann keine Kapitel schreiben; aktualisieren Sie es mit `pip install -U av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="166"/>
        <source>The installed PyAV has no AAC encoder; reinstall it with `pip install -U av`.</source>
        <translation>Das installierte PyAV hat keinen AAC-Encoder; installieren Sie es mit `pip install -U av` neu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="186"/>
        <source>MP3 export needs PyAV; install it with `pip install av`.</source>
        <translation>Der MP3-Export braucht PyAV; installieren Sie es mit `pip install av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="192"/>
        <source>The installed PyAV has no MP3 encoder (LAME); reinstall it with `pip install -U av`.</source>
        <translation>Das installierte PyAV hat keinen MP3-Encoder (LAME); installieren Sie es mit `pip install -U av` neu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="269"/>
        <location filename="../../studio/core/exports/audiobook.py" line="372"/>
        <source>Cannot write {0} as {1}: {2}.</source>
        <translation>{0} kann nicht als {1} geschrieben werden: {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="342"/>
        <source>An MP3 file holds at most {0} chapters and this one has {1}; export it as M4B, or as one file per chapter.</source>
        <translation>Eine MP3-Datei fasst höchstens {0} Kapitel, dieses Hörbuch hat {1}; exportieren Sie es als M4B oder als eine Datei pro Kapitel.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="83"/>
        <source>its zip index cannot be read</source>
        <translation>das ZIP-Verzeichnis kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="128"/>
        <source>it names {0!r}, which it does not hold</source>
        <translation>es verweist auf {0!r}, das es nicht enthält</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="133"/>
        <source>{0} is encrypted with a password ({1!r} cannot be opened), so the studio cannot read it; import a copy without the password.</source>
        <translation>{0} ist mit einem Passwort verschlüsselt ({1!r} lässt sich nicht öffnen), daher kann das Studio die Datei nicht lesen; importieren Sie eine Kopie ohne Passwort.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="152"/>
        <source>{0!r} cannot be unpacked</source>
        <translation>{0!r} kann nicht entpackt werden</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="166"/>
        <source>{0} is not a readable {1} ({2}); the file may be damaged, so get another copy or save it again from the program that made it.</source>
        <translation>{0} ist kein lesbares {1} ({2}); die Datei ist womöglich beschädigt. Besorgen Sie sich eine andere Kopie oder speichern Sie sie erneut in dem Programm, mit dem sie erstellt wurde.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="179"/>
        <source>{0} holds {1!r}, which unpacks to more than {2} MB, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} enthält {1!r}, das entpackt mehr als {2} MB groß ist, weit mehr, als ein Buch braucht (die Datei ist womöglich eine ZIP-Bombe); sie wurde nicht gelesen. Besorgen Sie sich eine andere Kopie des Buchs.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="191"/>
        <source>{0} unpacks to more than {1} MB of text, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} ergibt entpackt mehr als {1} MB Text, weit mehr, als ein Buch braucht (die Datei ist womöglich eine ZIP-Bombe); sie wurde nicht gelesen. Besorgen Sie sich eine andere Kopie des Buchs.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="221"/>
        <source>{0} holds {1:,} files in a {2:.0f} MB index, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} enthält {1:,} Dateien in einem Verzeichnis von {2:.0f} MB, weit mehr, als ein Buch braucht (die Datei ist womöglich eine ZIP-Bombe); sie wurde nicht gelesen. Besorgen Sie sich eine andere Kopie des Buchs.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/book_script.py" line="100"/>
        <source>No chapter of {0} is chosen; choose at least one to import.</source>
        <translation>Kein Kapitel von {0} ist ausgewählt; wählen Sie mindestens eines zum Importieren.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/book_script.py" line="114"/>
        <source>The voice {0!r} is cast for {1} but is not in the project; add it to the project first, or cast another voice.</source>
        <translation>Die Stimme {0!r} ist in der Besetzung von {1}, aber nicht im Projekt; fügen Sie sie zuerst dem Projekt hinzu oder besetzen Sie mit einer anderen Stimme.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="41"/>
        <source>Word document</source>
        <translation>Word-Dokument</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="44"/>
        <source>it has no [Content_Types].xml</source>
        <translation>[Content_Types].xml fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="60"/>
        <source>python-docx cannot read its document</source>
        <translation>python-docx kann das Dokument nicht lesen</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="75"/>
        <source>an unreadable encryption.xml</source>
        <translation>eine unlesbare encryption.xml</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="81"/>
        <source>its text documents are encrypted</source>
        <translation>die Textdokumente sind verschlüsselt</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="88"/>
        <source>{0} is protected by DRM ({1}), so its text cannot be read; import a DRM-free copy of the book (ask the shop or the publisher for one).</source>
        <translation>{0} ist durch DRM geschützt ({1}), daher kann der Text nicht gelesen werden; importieren Sie eine DRM-freie Kopie des Buchs (fragen Sie den Shop oder den Verlag danach).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="114"/>
        <source>its package file {0!r} is not well-formed XML</source>
        <translation>die Paketdatei {0!r} ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="122"/>
        <source>its spine lists no text documents</source>
        <translation>die Lesereihenfolge (Spine) nennt keine Textdokumente</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="208"/>
        <source>it has no META-INF/container.xml</source>
        <translation>META-INF/container.xml fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="214"/>
        <source>its META-INF/container.xml is not well-formed XML</source>
        <translation>META-INF/container.xml ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="225"/>
        <source>its container names no package file it holds</source>
        <translation>der Container nennt keine Paketdatei, die er enthält</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/html_reader.py" line="32"/>
        <source>{0} is an empty HTML file, with no text to read; check the file.</source>
        <translation>{0} ist eine leere HTML-Datei ohne lesbaren Text; prüfen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/html_reader.py" line="54"/>
        <source>{0} holds no text to read (only markup); check the file.</source>
        <translation>{0} enthält keinen lesbaren Text (nur Markup); prüfen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/narration_time.py" line="42"/>
        <source>A speaking rate of {0:g} words per minute cannot time a narration; give a rate above zero (narrators speak about 150).</source>
        <translation>Mit einem Sprechtempo von {0:g} Wörtern pro Minute lässt sich keine Sprechdauer berechnen; geben Sie ein Tempo über null an (Erzähler sprechen etwa 150).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="66"/>
        <source>{0} is protected with a password, so its text cannot be read; import a copy without the password.</source>
        <translation>{0} ist mit einem Passwort geschützt, daher kann der Text nicht gelesen werden; importieren Sie eine Kopie ohne Passwort.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="84"/>
        <source>{0} is not a readable PDF (pypdf cannot read it); the file may be damaged, so get another copy or export it again from the program that made it.</source>
        <translation>{0} ist kein lesbares PDF (pypdf kann es nicht lesen); die Datei ist womöglich beschädigt. Besorgen Sie sich eine andere Kopie oder exportieren Sie sie erneut aus dem Programm, mit dem sie erstellt wurde.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="94"/>
        <source>{0} has no text layer (it is a scanned image); run it through OCR first, or import a text version.</source>
        <translation>{0} hat keine Textebene (es ist ein gescanntes Bild); wenden Sie zuerst eine Texterkennung (OCR) an oder importieren Sie eine Textfassung.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="26"/>
        <source>{0} is a Word 97-2003 document (.doc); save it as .docx in Word or LibreOffice and import that.</source>
        <translation>{0} ist ein Word-97-2003-Dokument (.doc); speichern Sie es in Word oder LibreOffice als .docx und importieren Sie diese Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="31"/>
        <source>{0} is an RTF document; save it as .docx in Word or LibreOffice and import that.</source>
        <translation>{0} ist ein RTF-Dokument; speichern Sie es in Word oder LibreOffice als .docx und importieren Sie diese Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="61"/>
        <source>{0} is a Kindle book (MOBI/AZW); convert it to EPUB (with Calibre, for example) and import that.</source>
        <translation>{0} ist ein Kindle-Buch (MOBI/AZW); wandeln Sie es in EPUB um (zum Beispiel mit Calibre) und importieren Sie diese Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="70"/>
        <source>HTML file</source>
        <translation>HTML-Datei</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="74"/>
        <source>{0} is a text script, not a book; import it as a script instead.</source>
        <translation>{0} ist ein Textskript, kein Buch; importieren Sie es stattdessen als Skript.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="80"/>
        <source>{0} is not a book the studio can read; import an EPUB, Word (.docx), PDF or HTML file.</source>
        <translation>{0} ist kein Buch, das das Studio lesen kann; importieren Sie eine EPUB-, Word- (.docx), PDF- oder HTML-Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="92"/>
        <source>{0} is a folder; choose a book file (EPUB, DOCX, PDF or HTML).</source>
        <translation>{0} ist ein Ordner; wählen Sie eine Buchdatei (EPUB, DOCX, PDF oder HTML).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="99"/>
        <source>{0}: no such book file; check the path.</source>
        <translation>{0}: Diese Buchdatei gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="117"/>
        <source>{0} is empty (0 bytes); choose the book file itself.</source>
        <translation>{0} ist leer (0 Byte); wählen Sie die Buchdatei selbst.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="136"/>
        <source>{0} is larger than {1} MB, more than any {2} book needs; check that it is the right file, or split it.</source>
        <translation>{0} ist größer als {1} MB, mehr, als ein Buch als {2} je braucht; prüfen Sie, ob es die richtige Datei ist, oder teilen Sie sie auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="152"/>
        <source>book archive</source>
        <translation>Buch-Archiv</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="160"/>
        <source>{0} is a zip archive but neither an EPUB nor a Word document; import an EPUB, Word (.docx), PDF or HTML file.</source>
        <translation>{0} ist ein ZIP-Archiv, aber weder ein EPUB noch ein Word-Dokument; importieren Sie eine EPUB-, Word- (.docx), PDF- oder HTML-Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/chapters.py" line="90"/>
        <source>Chapter {0!r} is neither a chapter number, a range A-B nor a chapter title.</source>
        <translation>Kapitel {0!r} ist weder eine Kapitelnummer noch ein Bereich A-B noch ein Kapiteltitel.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/chapters.py" line="101"/>
        <source>Chapter {0!r} is outside {1}, which has chapters 1-{2}.</source>
        <translation>Kapitel {0!r} liegt außerhalb von {1}, das die Kapitel 1-{2} hat.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="120"/>
        <source>Nothing to export: choose an output file, a stems folder or a chapters folder.</source>
        <translation>Nichts zu exportieren: Wählen Sie eine Ausgabedatei, einen Stem-Ordner oder einen Kapitelordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="78"/>
        <source>Unknown audio format {0!r}; use one of {1}.</source>
        <translation>Unbekanntes Audioformat {0!r}; verwenden Sie eines von {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="129"/>
        <source>Loudness {0!r} is neither a number in LUFS nor one of {1}.</source>
        <translation>Lautheit {0!r} ist weder eine Zahl in LUFS noch eine von {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="137"/>
        <source>Loudness {0} LUFS is out of range; use -70 to 0 (e.g. -16).</source>
        <translation>Die Lautheit {0} LUFS liegt außerhalb des Bereichs; verwenden Sie -70 bis 0 (z. B. -16).</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_writing.py" line="185"/>
        <source>{0} exists and is not a folder; choose another.</source>
        <translation>{0} existiert und ist kein Ordner; wählen Sie einen anderen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_writing.py" line="200"/>
        <source>Cannot write {0}: it is a folder; give a file name.</source>
        <translation>{0} kann nicht geschrieben werden: Es ist ein Ordner; geben Sie einen Dateinamen an.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history.py" line="144"/>
        <location filename="../../studio/core/store/project.py" line="464"/>
        <source>The undo history does not match the script ({0}: {1}).</source>
        <translation>Der Rückgängig-Verlauf passt nicht zum Skript ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="69"/>
        <source>The edit {0} cannot be stored in a project.</source>
        <translation>Die Bearbeitung {0} kann nicht in einem Projekt gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="84"/>
        <source>The undo history was saved by a newer Voice Studio (history format {0}).</source>
        <translation>Der Rückgängig-Verlauf wurde von einer neueren Version von Voice Studio gespeichert (Verlaufsformat {0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="122"/>
        <source>The undo history holds an edit of an unknown kind ({0!r}, at {1}); it was probably saved by a newer Voice Studio.</source>
        <translation>Der Rückgängig-Verlauf enthält eine Bearbeitung unbekannter Art ({0!r}, bei {1}); er wurde wahrscheinlich von einer neueren Version von Voice Studio gespeichert.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="137"/>
        <source>must be a list of text</source>
        <translation>muss eine Liste von Texten sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="147"/>
        <source>must be a list of whole numbers</source>
        <translation>muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="158"/>
        <source>must be a list of true/false</source>
        <translation>muss eine Liste von true/false sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="171"/>
        <source>project.json: {0} has lists of different lengths.</source>
        <translation>project.json: {0} hat Listen unterschiedlicher Länge.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="182"/>
        <source>must be a list of text or null</source>
        <translation>muss eine Liste von Texten oder null sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="179"/>
        <source>must be between -1 and 1</source>
        <translation>muss zwischen -1 und 1 liegen</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="192"/>
        <source>project.json: {0}.active_take names take {1!r}, which the line does not have; fix the file or restore a backup.</source>
        <translation>project.json: {0}.active_take nennt den Take {1!r}, den die Zeile nicht hat; korrigieren Sie die Datei oder stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="220"/>
        <source>must be one of {0}</source>
        <translation>muss eines von {0} sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="228"/>
        <source>must be 0 or more</source>
        <translation>muss 0 oder größer sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="234"/>
        <source>must be after trim_start</source>
        <translation>muss nach trim_start liegen</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="265"/>
        <source>{0} Fix the file or restore a backup.</source>
        <translation>{0} Korrigieren Sie die Datei oder stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="19"/>
        <source>fix the file or restore a backup</source>
        <translation>korrigieren Sie die Datei oder stellen Sie eine Sicherung wieder her</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="44"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="55"/>
        <source>{0}: {1}.{2} is missing; {3}.</source>
        <translation>{0}: {1}.{2} fehlt; {3}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="68"/>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="77"/>
        <source>must be text or null</source>
        <translation>muss Text oder null sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="87"/>
        <location filename="../../studio/core/store/project_migrations.py" line="76"/>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="99"/>
        <source>must be a whole number or null</source>
        <translation>muss eine ganze Zahl oder null sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="108"/>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="119"/>
        <source>must be a number or null</source>
        <translation>muss eine Zahl oder null sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="129"/>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="138"/>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="156"/>
        <source>{0} line {1}, column {2}</source>
        <translation>{0} Zeile {1}, Spalte {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="162"/>
        <source>{0} at line {1}, column {2}</source>
        <translation>{0} in Zeile {1}, Spalte {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="188"/>
        <source>{0}: {1} {2}, found {3}; {4}.</source>
        <translation>{0}: {1} {2}, gefunden: {3}; {4}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="45"/>
        <source>the CSV file</source>
        <translation>die CSV-Datei</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="46"/>
        <source>the lexicon</source>
        <translation>das Lexikon</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="87"/>
        <source>{0}, row {1}: give a term and its respelling separated by a comma.</source>
        <translation>{0}, Zeile {1}: Geben Sie einen Begriff und seine Aussprache an, durch ein Komma getrennt.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="105"/>
        <source>{0}, row {1}: {2}</source>
        <translation>{0}, Zeile {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="119"/>
        <source>{0}, row {1}: {2!r} is not yes or no; write yes or no.</source>
        <translation>{0}, Zeile {1}: {2!r} ist weder yes noch no; schreiben Sie yes oder no.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="153"/>
        <source>{0} is not valid XML ({1}); check the file.</source>
        <translation>{0} ist kein gültiges XML ({1}); prüfen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="159"/>
        <source>{0} is not a PLS lexicon (no &lt;lexicon&gt; at the top).</source>
        <translation>{0} ist kein PLS-Lexikon (kein &lt;lexicon&gt; auf oberster Ebene).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="192"/>
        <source>{0}: no such dictionary file; check the path.</source>
        <translation>{0}: Diese Wörterbuchdatei gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="196"/>
        <source>{0} is not UTF-8 text; save it as UTF-8.</source>
        <translation>{0} ist kein UTF-8-Text; speichern Sie die Datei als UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="208"/>
        <source>{0}: use a .csv or .pls dictionary file.</source>
        <translation>{0}: Verwenden Sie eine Wörterbuchdatei im Format .csv oder .pls.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="239"/>
        <source>The global pronunciation dictionary {0} cannot be read ({1}); fix or delete the file.</source>
        <translation>Das globale Aussprachewörterbuch {0} kann nicht gelesen werden ({1}); korrigieren oder löschen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/loudness.py" line="52"/>
        <source>The export is {0:.2f} s long; loudness needs at least {1} s of audio. Export without --loudness.</source>
        <translation>Der Export ist {0:.2f} s lang; die Lautheit braucht mindestens {1} s Audio. Exportieren Sie ohne --loudness.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/loudness.py" line="198"/>
        <source>The export is silent, so it cannot be normalised; check the takes.</source>
        <translation>Der Export ist still und kann daher nicht normalisiert werden; prüfen Sie die Takes.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="66"/>
        <source>render it first</source>
        <translation>rendern Sie sie zuerst</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="68"/>
        <source>render them first</source>
        <translation>rendern Sie sie zuerst</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="72"/>
        <source>The take audio of line {0} is missing from the project; {1}.</source>
        <translation>Das Take-Audio von Zeile {0} fehlt im Projekt; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="81"/>
        <source>The take audio of lines {0} is missing from the project; {1}.</source>
        <translation>Das Take-Audio der Zeilen {0} fehlt im Projekt; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="90"/>
        <source>Line {0} has no take; {1}.</source>
        <translation>Zeile {0} hat keinen Take; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="94"/>
        <source>Lines {0} have no take; {1}.</source>
        <translation>Die Zeilen {0} haben keinen Take; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="103"/>
        <source>{0} and {1} more</source>
        <translation>{0} und {1} weitere</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="119"/>
        <source>Line range {0!r} is not A-B (for example 3-7).</source>
        <translation>Der Zeilenbereich {0!r} hat nicht die Form A-B (zum Beispiel 3-7).</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="126"/>
        <source>Line range {0!r} is outside the script, which has no lines.</source>
        <translation>Der Zeilenbereich {0!r} liegt außerhalb des Skripts, das keine Zeilen hat.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="133"/>
        <source>Line range {0!r} is outside the script, which has only line 1.</source>
        <translation>Der Zeilenbereich {0!r} liegt außerhalb des Skripts, das nur Zeile 1 hat.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="139"/>
        <source>Line range {0!r} is outside the script, which has lines 1-{1}.</source>
        <translation>Der Zeilenbereich {0!r} liegt außerhalb des Skripts, das die Zeilen 1-{1} hat.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="156"/>
        <source>{0} chosen line is no longer in the script; choose the lines again.</source>
        <translation>{0} gewählte Zeile ist nicht mehr im Skript; wählen Sie die Zeilen erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="164"/>
        <source>{0} chosen lines are no longer in the script; choose the lines again.</source>
        <translation>{0} gewählte Zeilen sind nicht mehr im Skript; wählen Sie die Zeilen erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="227"/>
        <source>No lines chosen to export; select at least one line.</source>
        <translation>Keine Zeilen zum Exportieren gewählt; wählen Sie mindestens eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="175"/>
        <source>The project holds a value JSON cannot store ({0}); fix it.</source>
        <translation>Das Projekt enthält einen Wert, den JSON nicht speichern kann ({0}); korrigieren Sie ihn.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="282"/>
        <source>{0} exists and is not a folder; choose another name.</source>
        <translation>{0} existiert bereits und ist kein Ordner; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="294"/>
        <source>{0} already holds other files and is not a Voice Studio project; choose another name.</source>
        <translation>{0} enthält bereits andere Dateien und ist kein Voice-Studio-Projekt; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="303"/>
        <source>Cannot save {0}: the folder {1} does not exist.</source>
        <translation>{0} kann nicht gespeichert werden: Der Ordner {1} existiert nicht.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="315"/>
        <source>Cannot create {0}: permission denied; choose another folder.</source>
        <translation>{0} kann nicht erstellt werden: Zugriff verweigert; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="322"/>
        <source>Cannot create {0}: {1}; choose another folder.</source>
        <translation>{0} kann nicht erstellt werden: {1}; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="386"/>
        <source>The audio of voice {0!r} ({1}) is missing or damaged; restore it or load the voice again.</source>
        <translation>Das Audio der Stimme {0!r} ({1}) fehlt oder ist beschädigt; stellen Sie es wieder her oder laden Sie die Stimme erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="473"/>
        <source>The undo history could not be restored, so undo starts here: {0}</source>
        <translation>Der Rückgängig-Verlauf konnte nicht wiederhergestellt werden, daher beginnt Rückgängig hier: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="128"/>
        <source>project.json: lines[{0}].id {1!r} is used twice; make it unique.</source>
        <translation>project.json: lines[{0}].id {1!r} kommt doppelt vor; machen Sie sie eindeutig.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="161"/>
        <source>project.json: two voices are named {0!r}; rename one in the file.</source>
        <translation>project.json: Zwei Stimmen heißen {0!r}; benennen Sie eine davon in der Datei um.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="170"/>
        <source>must be a file in voices/</source>
        <translation>muss eine Datei in voices/ sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="190"/>
        <source>{0}: no such project; check the path.</source>
        <translation>{0}: Dieses Projekt gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="194"/>
        <source>{0} is not a Voice Studio project (it has no {1}).</source>
        <translation>{0} ist kein Voice-Studio-Projekt ({1} fehlt).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="213"/>
        <source>{0} is not UTF-8 text; restore a backup of the project.</source>
        <translation>{0} ist kein UTF-8-Text; stellen Sie eine Sicherung des Projekts wieder her.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="220"/>
        <source>{0} is damaged ({1}); fix the file or restore a backup.</source>
        <translation>{0} ist beschädigt ({1}); korrigieren Sie die Datei oder stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="228"/>
        <source>{0} is not a Voice Studio project (no JSON object at the top).</source>
        <translation>{0} ist kein Voice-Studio-Projekt (kein JSON-Objekt auf oberster Ebene).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="235"/>
        <source>{0} is not a Voice Studio project (format {1!r}).</source>
        <translation>{0} ist kein Voice-Studio-Projekt (Format {1!r}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_migrations.py" line="86"/>
        <source>This project was saved by a newer Voice Studio (project format {0}; this version reads up to {1}); update Voice Studio to open it.</source>
        <translation>Dieses Projekt wurde von einer neueren Version von Voice Studio gespeichert (Projektformat {0}; diese Version liest bis {1}); aktualisieren Sie Voice Studio, um es zu öffnen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="50"/>
        <source>A pronunciation entry needs a word or phrase; type one.</source>
        <translation>Ein Aussprache-Eintrag braucht ein Wort oder eine Wendung; geben Sie eines ein.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="56"/>
        <source>The entry for {0!r} has no respelling; type how to say it.</source>
        <translation>Der Eintrag für {0!r} hat keine Aussprache; geben Sie ein, wie es gesprochen wird.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="253"/>
        <source>{0}: the entries must be a list; fix or delete the file.</source>
        <translation>{0}: Die Einträge müssen eine Liste sein; korrigieren oder löschen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="268"/>
        <source>{0}: entry {1} needs a text term and respelling; fix or delete it.</source>
        <translation>{0}: Eintrag {1} braucht einen Begriff und eine Aussprache als Text; korrigieren oder löschen Sie ihn.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="286"/>
        <source>{0}: entry {1}: {2}</source>
        <translation>{0}: Eintrag {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/recovery.py" line="106"/>
        <source>Cannot create the recovery folder {0}: {1}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>Der Wiederherstellungsordner {0} kann nicht angelegt werden: {1}; setzen Sie VOICE_STUDIO_DATA_DIR auf einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/recovery.py" line="116"/>
        <source>Another Voice Studio is using {0}; try again.</source>
        <translation>Ein anderes Voice Studio verwendet {0}; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="65"/>
        <source>{0} already exists; {1}.</source>
        <translation>{0} ist bereits vorhanden; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="69"/>
        <source>{0} already exist; {1}.</source>
        <translation>{0} sind bereits vorhanden; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="73"/>
        <source>{0} already exists; choose another name, or agree to replace it.</source>
        <translation>{0} ist bereits vorhanden; wählen Sie einen anderen Namen oder stimmen Sie dem Ersetzen zu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="81"/>
        <source>{0} already exist; choose another name, or agree to replace them.</source>
        <translation>{0} sind bereits vorhanden; wählen Sie einen anderen Namen oder stimmen Sie dem Ersetzen zu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="92"/>
        <source>{0} more</source>
        <translation>{0} weitere</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="96"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="98"/>
        <source>{0}, {1} and {2}</source>
        <translation>{0}, {1} und {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="99"/>
        <source>{0}, {1}, {2} and {3}</source>
        <translation>{0}, {1}, {2} und {3}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="134"/>
        <source>the project {0} (its project.json cannot be read)</source>
        <translation>das Projekt {0} (seine project.json kann nicht gelesen werden)</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="141"/>
        <source>the project {0} ({1}, {2})</source>
        <translation>das Projekt {0} ({1}, {2})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="149"/>
        <source>the folder {0}</source>
        <translation>der Ordner {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="151"/>
        <source>the folder {0} ({1})</source>
        <translation>der Ordner {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="161"/>
        <source>{0} ({1}, changed {2})</source>
        <translation>{0} ({1}, geändert {2})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="173"/>
        <source>{0} line</source>
        <translation>{0} Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="174"/>
        <source>{0} lines</source>
        <translation>{0} Zeilen</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="177"/>
        <source>{0} take</source>
        <translation>{0} Take</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="178"/>
        <source>{0} takes</source>
        <translation>{0} Takes</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="180"/>
        <source>{0} item</source>
        <translation>{0} Element</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="181"/>
        <source>{0} items</source>
        <translation>{0} Elemente</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="186"/>
        <source>{0} byte</source>
        <translation>{0} Byte</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="188"/>
        <source>{0} bytes</source>
        <translation>{0} Bytes</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="191"/>
        <source>{0:.1f} KB</source>
        <translation>{0:.1f} KB</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="194"/>
        <source>{0:.1f} MB</source>
        <translation>{0:.1f} MB</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="195"/>
        <source>{0:.1f} GB</source>
        <translation>{0:.1f} GB</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="229"/>
        <source>Cannot move {0} to the trash: {1}.</source>
        <translation>{0} kann nicht in den Papierkorb verschoben werden: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="241"/>
        <source>send2trash is not installed; reinstall Voice Studio</source>
        <translation>send2trash ist nicht installiert; installieren Sie Voice Studio neu</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="311"/>
        <source>The project was saved as {0}, but it could not be renamed to {1} ({2}); rename it in the file manager.</source>
        <translation>Das Projekt wurde als {0} gespeichert, konnte aber nicht in {1} umbenannt werden ({2}); benennen Sie es im Dateimanager um.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script.py" line="51"/>
        <source>No voice given; add one with --voice NAME=AUDIO.</source>
        <translation>Keine Stimme angegeben; fügen Sie eine mit --voice NAME=AUDIO hinzu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="171"/>
        <source>The script has only blank lines, no lines of speech; write one sentence per line.</source>
        <translation>Das Skript hat nur Leerzeilen, keine gesprochenen Zeilen; schreiben Sie einen Satz pro Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="178"/>
        <source>The script is empty, with no lines of speech; write one sentence per line.</source>
        <translation>Das Skript ist leer und hat keine gesprochenen Zeilen; schreiben Sie einen Satz pro Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="192"/>
        <source>The script has no lines of speech once its {0} control or invisible character are removed; write one sentence per line.</source>
        <translation>Ohne sein {0} Steuer- oder unsichtbares Zeichen hat das Skript keine gesprochenen Zeilen; schreiben Sie einen Satz pro Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="201"/>
        <source>The script has no lines of speech once its {0} control or invisible characters are removed; write one sentence per line.</source>
        <translation>Ohne seine {0} Steuer- oder unsichtbaren Zeichen hat das Skript keine gesprochenen Zeilen; schreiben Sie einen Satz pro Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="209"/>
        <source>The script has no lines of speech; write one sentence per line.</source>
        <translation>Das Skript hat keine gesprochenen Zeilen; schreiben Sie einen Satz pro Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="38"/>
        <source>{0} is UTF-16 text; save the script as UTF-8.</source>
        <translation>{0} ist UTF-16-Text; speichern Sie das Skript als UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="44"/>
        <source>{0} looks like UTF-16 text (every other byte is NUL); save the script as UTF-8.</source>
        <translation>{0} sieht nach UTF-16-Text aus (jedes zweite Byte ist NUL); speichern Sie das Skript als UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="52"/>
        <source>{0} holds {1:,} NUL bytes, so it is not UTF-8 text (it may be UTF-16, a word processor&apos;s document or a program&apos;s data); save the script as UTF-8 text.</source>
        <translation>{0} enthält {1:,} NUL-Bytes und ist daher kein UTF-8-Text (vielleicht UTF-16, ein Dokument einer Textverarbeitung oder Daten eines Programms); speichern Sie das Skript als UTF-8-Text.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="65"/>
        <source>{0} is not UTF-8 text (line {1} has a byte that is not); save the script as UTF-8.</source>
        <translation>{0} ist kein UTF-8-Text (Zeile {1} enthält ein Byte, das keines ist); speichern Sie das Skript als UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="88"/>
        <source>{0} is a folder; give a script file (.txt or .md).</source>
        <translation>{0} ist ein Ordner; geben Sie eine Skriptdatei an (.txt oder .md).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="93"/>
        <source>{0}: no such script file; check the path.</source>
        <translation>{0}: Diese Skriptdatei gibt es nicht; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="113"/>
        <source>{0} is larger than {1} MB, too big for a script; check that it is the right file, or split it.</source>
        <translation>{0} ist größer als {1} MB und damit zu groß für ein Skript; prüfen Sie, ob es die richtige Datei ist, oder teilen Sie sie auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="131"/>
        <source>Standard input holds more than {0} MB, too big for a script; split it.</source>
        <translation>Die Standardeingabe enthält mehr als {0} MB, zu viel für ein Skript; teilen Sie es auf.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="137"/>
        <source>Standard input</source>
        <translation>Die Standardeingabe</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="41"/>
        <source>This line has nothing to say: only emoji or punctuation; write words, or delete the line.</source>
        <translation>Diese Zeile enthält nichts zum Sprechen, nur Emoji oder Satzzeichen; schreiben Sie Wörter oder löschen Sie die Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="47"/>
        <source>The line has nothing to speak; type some text.</source>
        <translation>Die Zeile enthält nichts zum Sprechen; geben Sie Text ein.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="118"/>
        <source>{0} is not a pause; write it as [pause 1.5] (seconds).</source>
        <translation>{0} ist keine Pause; schreiben Sie sie als [pause 1.5] (Sekunden).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="125"/>
        <source>{0} is longer than {1:g} seconds; use a shorter pause or split the line.</source>
        <translation>{0} ist länger als {1:g} Sekunden; verwenden Sie eine kürzere Pause oder teilen Sie die Zeile.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="118"/>
        <source>The trim ({0:.2f}-end s) keeps nothing of a {1:.2f} s recording; choose a region inside it.</source>
        <translation>Der Zuschnitt ({0:.2f} s bis Ende) behält nichts von einer Aufnahme mit {1:.2f} s; wählen Sie einen Bereich innerhalb der Aufnahme.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="127"/>
        <source>The trim ({0:.2f}-{1:.2f} s) keeps nothing of a {2:.2f} s recording; choose a region inside it.</source>
        <translation>Der Zuschnitt ({0:.2f}–{1:.2f} s) behält nichts von einer Aufnahme mit {2:.2f} s; wählen Sie einen Bereich innerhalb der Aufnahme.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="164"/>
        <source>The reference is {0:.2f} s long; loudness needs at least {1} s, so use peak normalisation.</source>
        <translation>Die Referenz ist {0:.2f} s lang; die Lautheit braucht mindestens {1} s, verwenden Sie daher die Normalisierung auf den Spitzenpegel.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="180"/>
        <source>The reference is silent, so it cannot be normalised.</source>
        <translation>Die Referenz ist stumm und kann daher nicht normalisiert werden.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="92"/>
        <source>{0} is not a Voice Studio voice; {1}.</source>
        <translation>{0} ist keine Stimme von Voice Studio; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="101"/>
        <source>{0} was saved by a newer Voice Studio (voice format {1}; this version reads up to {2}); update Voice Studio to use it.</source>
        <translation>{0} wurde von einer neueren Version von Voice Studio gespeichert (Stimmformat {1}; diese Version liest bis {2}); aktualisieren Sie Voice Studio, um sie zu verwenden.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="114"/>
        <source>must be {0}</source>
        <translation>muss {0} sein</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="131"/>
        <source>{0} describes no audio; {1}.</source>
        <translation>{0} beschreibt kein Audio; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="170"/>
        <source>The audio of {0} is damaged; {1}.</source>
        <translation>Das Audio von {0} ist beschädigt; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="178"/>
        <source>The audio of {0} does not match its description (damaged); {1}.</source>
        <translation>Das Audio von {0} passt nicht zu seiner Beschreibung (beschädigt); {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="221"/>
        <source>export the voice again</source>
        <translation>exportieren Sie die Stimme erneut</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="228"/>
        <source>{0} is a folder; choose a {1} voice file.</source>
        <translation>{0} ist ein Ordner; wählen Sie eine {1}-Stimmdatei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="233"/>
        <source>{0} is not a Voice Studio voice file; choose a {1} file exported by Voice Studio.</source>
        <translation>{0} ist keine Stimmdatei von Voice Studio; wählen Sie eine von Voice Studio exportierte {1}-Datei.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="250"/>
        <source>{0} is damaged (its {1} is not valid JSON); {2}.</source>
        <translation>{0} ist beschädigt (seine Datei {1} ist kein gültiges JSON); {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="262"/>
        <source>{0} is damaged (it has no audio); {1}.</source>
        <translation>{0} ist beschädigt (es enthält kein Audio); {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="270"/>
        <source>{0} is damaged ({1}); {2}.</source>
        <translation>{0} ist beschädigt ({1}); {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="298"/>
        <source>{0} holds an implausibly large {1}; {2}.</source>
        <translation>{0} enthält eine unplausibel große Datei {1}; {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="99"/>
        <source>A voice needs a name; type one.</source>
        <translation>Eine Stimme braucht einen Namen; geben Sie einen ein.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="149"/>
        <source>The audio of library voice {0!r} is missing ({1}); delete the voice and add it again.</source>
        <translation>Das Audio der Bibliotheksstimme {0!r} fehlt ({1}); löschen Sie die Stimme und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="191"/>
        <source>Cannot create {0}: {1}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>{0} kann nicht angelegt werden: {1}; setzen Sie VOICE_STUDIO_DATA_DIR auf einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="212"/>
        <source>The library already has a voice named {0!r}; choose another name.</source>
        <translation>Die Bibliothek hat bereits eine Stimme namens {0!r}; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="269"/>
        <source>{0!r} is not a library voice id.</source>
        <translation>{0!r} ist keine Kennung einer Bibliotheksstimme.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="279"/>
        <source>That voice is no longer in the library; it was deleted.</source>
        <translation>Diese Stimme ist nicht mehr in der Bibliothek; sie wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="285"/>
        <source>{0} is damaged; {1}.</source>
        <translation>{0} ist beschädigt; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="299"/>
        <source>delete the voice and add it again</source>
        <translation>löschen Sie die Stimme und fügen Sie sie erneut hinzu</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="304"/>
        <source>library voice {0!r}</source>
        <translation>Bibliotheksstimme {0!r}</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="70"/>
        <source>part of the Engine protocol</source>
        <translation>ein Teil des Engine-Protokolls</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="73"/>
        <source>The engine plugin {0!r} loaded a {1} that is not an engine (it lacks {2}); update or uninstall that package.</source>
        <translation>Das Engine-Plugin {0!r} hat ein {1} geladen, das keine Engine ist (es fehlt: {2}); aktualisieren oder deinstallieren Sie dieses Paket.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="84"/>
        <source>The engine plugin {0!r} loaded an engine that calls itself {1!r}; update or uninstall that package.</source>
        <translation>Das Engine-Plugin {0!r} hat eine Engine geladen, die sich {1!r} nennt; aktualisieren oder deinstallieren Sie dieses Paket.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="125"/>
        <source>The model could not be loaded on the GPU ({0}); using the CPU instead.</source>
        <translation>Das Modell konnte nicht auf die GPU geladen werden ({0}); stattdessen wird die CPU verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/random_whisper.py" line="146"/>
        <source>The demo recognizer is built with transformers and ctranslate2 ({0}); install them with `pip install transformers ctranslate2`.</source>
        <translation>Der Demo-Erkenner wird mit transformers und ctranslate2 erstellt ({0}); installieren Sie sie mit `pip install transformers ctranslate2`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="109"/>
        <source>The speech recognizer &apos;{0}&apos; failed on this take ({1}: {2}); try another recognizer in Model &gt; Models.</source>
        <translation>Der Spracherkenner „{0}“ ist an diesem Take gescheitert ({1}: {2}); versuchen Sie unter Modell &gt; Modelle einen anderen Erkenner.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="196"/>
        <source>The speech recognizer runs on cpu or cuda, not {0!r}.</source>
        <translation>Der Spracherkenner läuft auf cpu oder cuda, nicht auf {0!r}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="229"/>
        <source>The speech recognizer needs faster-whisper ({0}); install it with `pip install faster-whisper`.</source>
        <translation>Der Spracherkenner braucht faster-whisper ({0}); installieren Sie es mit `pip install faster-whisper`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="247"/>
        <source>The speech recognizer cannot use the GPU ({0}); choose the CPU for it.</source>
        <translation>Der Spracherkenner kann die GPU nicht verwenden ({0}); wählen Sie für ihn die CPU.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="254"/>
        <source>The speech recognizer &apos;{0}&apos; in {1} cannot be loaded ({2}); remove it and {3} again.</source>
        <translation>Der Spracherkenner „{0}“ in {1} kann nicht geladen werden ({2}); entfernen Sie ihn und holen Sie ihn neu: {3}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/builtin.py" line="24"/>
        <source>pocket-tts is not installed; run `pip install voice-studio` again.</source>
        <translation>pocket-tts ist nicht installiert; führen Sie `pip install voice-studio` erneut aus.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="100"/>
        <source>Unknown device {0!r}; use auto, cpu, cuda or cuda:N.</source>
        <translation>Unbekanntes Gerät {0!r}; verwenden Sie auto, cpu, cuda oder cuda:N.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="108"/>
        <source>No CUDA device is available; use --device cpu or --device auto.</source>
        <translation>Kein CUDA-Gerät verfügbar; verwenden Sie --device cpu oder --device auto.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="115"/>
        <source>There is no CUDA device {0} (this computer has {1}); use cuda:0 to cuda:{2}.</source>
        <translation>Es gibt kein CUDA-Gerät {0} (dieser Computer hat {1}); verwenden Sie cuda:0 bis cuda:{2}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="124"/>
        <source>There is no CUDA device {0} (this computer has {1}); use cuda:0.</source>
        <translation>Es gibt kein CUDA-Gerät {0} (dieser Computer hat {1}); verwenden Sie cuda:0.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="138"/>
        <source>Unknown device {0!r}; using the CPU instead.</source>
        <translation>Unbekanntes Gerät {0!r}; stattdessen wird die CPU verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="142"/>
        <source>No CUDA device is available; using the CPU instead.</source>
        <translation>Kein CUDA-Gerät verfügbar; stattdessen wird die CPU verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="146"/>
        <source>There is no CUDA device {0} (this computer has {1}); using the CPU instead.</source>
        <translation>Es gibt kein CUDA-Gerät {0} (dieser Computer hat {1}); stattdessen wird die CPU verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="174"/>
        <source>The GPU ({0}) could not be initialised ({1}); using the CPU instead.</source>
        <translation>Die GPU ({0}) konnte nicht initialisiert werden ({1}); stattdessen wird die CPU verwendet.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="192"/>
        <location filename="../../studio/engines/pocket_batch.py" line="224"/>
        <source>The line is empty; type some text to speak.</source>
        <translation>Die Zeile ist leer; geben Sie einen Text zum Sprechen ein.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="337"/>
        <source>Unknown pocket-tts architecture {0!r}; choose one of: {1}.</source>
        <translation>Unbekannte pocket-tts-Architektur {0!r}; wählen Sie eine von: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="388"/>
        <source>Only the pocket-tts weights without voice cloning could be loaded; accept the terms at https://huggingface.co/kyutai/pocket-tts and log in with `hf auth login`.</source>
        <translation>Es ließen sich nur die pocket-tts-Gewichte ohne Stimmklonen laden; akzeptieren Sie die Bedingungen unter https://huggingface.co/kyutai/pocket-tts und melden Sie sich mit `hf auth login` an.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="404"/>
        <source>Model {0} does not exist; use default, random[:CONFIG] or a path to a pocket-tts config, weights file or checkpoint.</source>
        <translation>Das Modell {0} existiert nicht; verwenden Sie default, random[:CONFIG] oder den Pfad zu einer pocket-tts-Konfiguration, einer Gewichtsdatei oder einem Checkpoint.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="441"/>
        <source>{0} is not a pocket-tts config (.yaml), weights (.safetensors) or checkpoint (.pt).</source>
        <translation>{0} ist keine pocket-tts-Konfiguration (.yaml), keine Gewichtsdatei (.safetensors) und kein Checkpoint (.pt).</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="453"/>
        <source>The model at {0} could not be loaded ({1}: {2}); check that it is a pocket-tts model.</source>
        <translation>Das Modell in {0} konnte nicht geladen werden ({1}: {2}); prüfen Sie, ob es ein pocket-tts-Modell ist.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket_batch.py" line="255"/>
        <source>The line cannot be spoken ({0}); change its text.</source>
        <translation>Die Zeile kann nicht gesprochen werden ({0}); ändern Sie ihren Text.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="84"/>
        <location filename="../../studio/models/catalog.py" line="292"/>
        <location filename="../../studio/models/local_models.py" line="64"/>
        <source>Unknown engine {0!r}; choose one of: {1}.</source>
        <translation>Unbekannte Engine {0!r}; wählen Sie eine von: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="98"/>
        <source>The engine {0!r} cannot be used.</source>
        <translation>Die Engine {0!r} kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="137"/>
        <source>The engine plugin {0!r} from {1} is not used: {2} already registers that engine id.</source>
        <translation>Das Engine-Plugin {0!r} aus {1} wird nicht verwendet: {2} registriert diese Engine-ID bereits.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="174"/>
        <source>The engine plugin {0!r} from {1} {2} cannot be imported ({3}); update or uninstall that package.</source>
        <translation>Das Engine-Plugin {0!r} aus {1} {2} kann nicht importiert werden ({3}); aktualisieren oder deinstallieren Sie dieses Paket.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="187"/>
        <source>The engine plugin {0!r} from {1} {2} names a {3}, not an EnginePlugin; update or uninstall that package.</source>
        <translation>Das Engine-Plugin {0!r} aus {1} {2} verweist auf ein {3}, nicht auf ein EnginePlugin; aktualisieren oder deinstallieren Sie dieses Paket.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="201"/>
        <source>The engine plugin {0!r} from {1} {2} was written for engine interface version {3}, and this Voice Studio has version {4}; install a version of the plugin made for it.</source>
        <translation>Das Engine-Plugin {0!r} aus {1} {2} wurde für die Engine-Schnittstelle in Version {3} geschrieben, dieses Voice Studio hat Version {4}; installieren Sie eine Version des Plugins, die dafür gemacht ist.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="216"/>
        <source>The engine plugin {0!r} from {1} {2} calls its engine {3!r}, not {4!r}; update or uninstall that package.</source>
        <translation>Das Engine-Plugin {0!r} aus {1} {2} nennt seine Engine {3!r}, nicht {4!r}; aktualisieren oder deinstallieren Sie dieses Paket.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/batch.py" line="172"/>
        <location filename="../../studio/engines/voxcpm/engine.py" line="266"/>
        <source>The line is empty: type some text to speak.</source>
        <translation>Die Zeile ist leer: Geben Sie einen Text zum Sprechen ein.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="135"/>
        <source>The voice prompt must be non-empty mono audio.</source>
        <translation>Der Stimm-Prompt muss nicht leeres Mono-Audio sein.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="139"/>
        <source>The voice prompt contains invalid samples (NaN or infinity): record or load it again.</source>
        <translation>Der Stimm-Prompt enthält ungültige Samples (NaN oder unendlich): Nehmen Sie ihn neu auf oder laden Sie ihn erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="153"/>
        <source>The voice prompt is too long for VoxCPM2 ({0:.0f} s): trim it to at most {1:.0f} s.</source>
        <translation>Der Stimm-Prompt ist für VoxCPM2 zu lang ({0:.0f} s): Schneiden Sie ihn auf höchstens {1:.0f} s zu.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="48"/>
        <source>Unknown VoxCPM cloning mode {0!r}; use reference, continuation or both.</source>
        <translation>Unbekannter VoxCPM-Klonmodus {0!r}; verwenden Sie reference, continuation oder both.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="73"/>
        <source>{0} is neither a model folder nor a hub id: pass {1} or a local VoxCPM2 folder.</source>
        <translation>{0} ist weder ein Modellordner noch eine Hub-ID: Geben Sie {1} oder einen lokalen VoxCPM2-Ordner an.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="135"/>
        <source>{0} has no config.json: pass a VoxCPM2 model folder.</source>
        <translation>{0} hat keine config.json: Geben Sie einen VoxCPM2-Modellordner an.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="143"/>
        <source>{0} holds a {1} model: the studio needs VoxCPM2.</source>
        <translation>{0} enthält ein {1}-Modell: Das Studio braucht VoxCPM2.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="163"/>
        <source>{0} has no {1} weights ({2} or {3}): download the model again.</source>
        <translation>{0} hat keine {1}-Gewichte ({2} oder {3}): Laden Sie das Modell erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="185"/>
        <source>Could not load the VoxCPM2 model in {0} ({1}): download it again.</source>
        <translation>Das VoxCPM2-Modell in {0} konnte nicht geladen werden ({1}): Laden Sie es erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="196"/>
        <source>The VoxCPM2 weights in {0} are incomplete ({1} tensors missing, e.g. {2}): download the model again.</source>
        <translation>Die VoxCPM2-Gewichte in {0} sind unvollständig ({1} Tensoren fehlen, z. B. {2}): Laden Sie das Modell erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/random_model.py" line="94"/>
        <source>Unknown random VoxCPM2 size {0!r}; use random, random:tiny or random:full.</source>
        <translation>Unbekannte Größe {0!r} für ein VoxCPM2 mit Zufallsgewichten; verwenden Sie random, random:tiny oder random:full.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/random_model.py" line="181"/>
        <source>Bad random model spec {0!r}; use random, random:tiny@SEED or random:full@SEED.</source>
        <translation>Ungültige Angabe {0!r} für ein Modell mit Zufallsgewichten; verwenden Sie random, random:tiny@SEED oder random:full@SEED.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="28"/>
        <source>VoxCPM {0} mode needs the voice&apos;s transcript (the exact words spoken in the prompt audio): fill in the transcript field, or switch the voice to reference mode.</source>
        <translation>Der VoxCPM-Modus {0} braucht das Transkript der Stimme (die genauen Wörter, die im Prompt-Audio gesprochen werden): Füllen Sie das Feld Transkript aus oder stellen Sie die Stimme auf den Modus reference um.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="50"/>
        <source>This voice was prepared for {0} mode, not {1} mode: rebuild it.</source>
        <translation>Diese Stimme wurde für den Modus {0} vorbereitet, nicht für den Modus {1}: Erstellen Sie sie neu.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="89"/>
        <source>This line is too long for VoxCPM2 ({0} text tokens; with the voice prompt and the speech it may produce that needs {1} positions, the model holds {2}): split it into shorter lines.</source>
        <translation>Diese Zeile ist für VoxCPM2 zu lang ({0} Text-Token; mit dem Stimm-Prompt und der Sprache, die sie ergeben kann, braucht das {1} Positionen, das Modell fasst {2}): Teilen Sie sie in kürzere Zeilen.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/upstream.py" line="12"/>
        <source>install it with `pip install &apos;voice-studio[voxcpm]&apos;` (or `pip install --no-deps voxcpm==2.0.3` and then `pip install transformers librosa`), or use the pocket engine</source>
        <translation>installieren Sie es mit `pip install &apos;voice-studio[voxcpm]&apos;` (oder `pip install --no-deps voxcpm==2.0.3` und danach `pip install transformers librosa`), oder verwenden Sie die Engine pocket</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/upstream.py" line="28"/>
        <source>The VoxCPM engine needs the optional package `{0}`, which is not installed: {1}.</source>
        <translation>Die VoxCPM-Engine braucht das optionale Paket `{0}`, das nicht installiert ist: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/errors.py" line="77"/>
        <source>It stopped unexpectedly ({0}: {1}); please report it.</source>
        <translation>Unerwartet abgebrochen ({0}: {1}); bitte melden Sie den Fehler.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="163"/>
        <source>There is no speech recognizer called {0!r}; choose one of: {1}.</source>
        <translation>Es gibt keinen Spracherkenner namens {0!r}; wählen Sie einen von: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="174"/>
        <source>download it in Model &gt; Models, or run voice-studio download --asr {0}</source>
        <translation>laden Sie ihn unter Modell &gt; Modelle herunter oder führen Sie voice-studio download --asr {0} aus</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="107"/>
        <source>The demo recognizer &apos;{0}&apos; is built on this computer; there is nothing to download.</source>
        <translation>Der Demo-Erkenner „{0}“ wird auf diesem Computer erstellt; es gibt nichts herunterzuladen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="140"/>
        <source>a vocabulary</source>
        <translation>ein Vokabular</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="143"/>
        <source>{0} on the Hugging Face hub is not a faster-whisper model (it lacks {1}); update voice-studio.</source>
        <translation>{0} auf dem Hugging-Face-Hub ist kein faster-whisper-Modell (es fehlt: {1}); aktualisieren Sie voice-studio.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="177"/>
        <source>The speech recognizer &apos;{0}&apos; is not downloaded yet; {1}.</source>
        <translation>Der Spracherkenner „{0}“ ist noch nicht heruntergeladen; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="186"/>
        <source>The speech recognizer &apos;{0}&apos; is not downloaded yet and the Hugging Face hub cannot be reached (offline: {1}); connect once and {2}, or use the demo recognizer &apos;{3}&apos;.</source>
        <translation>Der Spracherkenner „{0}“ ist noch nicht heruntergeladen, und der Hugging-Face-Hub ist nicht erreichbar (offline: {1}); stellen Sie einmal eine Verbindung her und {2}, oder verwenden Sie den Demo-Erkenner „{3}“.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="205"/>
        <source>The demo recognizer has nothing on disk to remove.</source>
        <translation>Der Demo-Erkenner hat nichts auf der Festplatte, das entfernt werden könnte.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="48"/>
        <source>{0!r} is not an hf://ORG/REPO/FILE address.</source>
        <translation>{0!r} ist keine Adresse der Form hf://ORG/REPO/FILE.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="130"/>
        <source>{0} is not on the Hugging Face hub; nothing to download.</source>
        <translation>{0} liegt nicht auf dem Hugging-Face-Hub; es gibt nichts herunterzuladen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="169"/>
        <source>{0} did not describe {1} as the Hugging Face hub does; check HF_ENDPOINT and any proxy.</source>
        <translation>{0} hat {1} nicht so beschrieben, wie es der Hugging-Face-Hub tut; prüfen Sie HF_ENDPOINT und einen etwaigen Proxy.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="189"/>
        <source>{0} needs {1} more in {2}, which has {3} free; free some space (or set HF_HOME to another disk).</source>
        <translation>{0} braucht {1} mehr in {2}, wo nur {3} frei sind; geben Sie Speicherplatz frei (oder legen Sie HF_HOME auf eine andere Festplatte).</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="222"/>
        <source>{0} is being downloaded by another program right now; wait for it to finish, then try again.</source>
        <translation>{0} wird gerade von einem anderen Programm heruntergeladen; warten Sie, bis es fertig ist, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="271"/>
        <source>{0} instead of {1}</source>
        <translation>{0} statt {1}</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="276"/>
        <source>its checksum differs</source>
        <translation>ihre Prüfsumme weicht ab</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="315"/>
        <source>{0} arrived damaged ({1}) and was deleted; download again.</source>
        <translation>{0} kam beschädigt an ({1}) und wurde gelöscht; laden Sie erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="25"/>
        <source>The connection to the Hugging Face hub was lost at {0} of {1} (in {2}); what arrived is kept: download again to resume.</source>
        <translation>Die Verbindung zum Hugging-Face-Hub brach bei {0} von {1} ab (in {2}); bereits Empfangenes bleibt erhalten: Laden Sie erneut herunter, um fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="44"/>
        <source>Cannot write {0}: {1}; free some space or set HF_HOME to another disk, then download again (what arrived is kept).</source>
        <translation>{0} kann nicht geschrieben werden: {1}; geben Sie Speicherplatz frei oder legen Sie HF_HOME auf eine andere Festplatte und laden Sie dann erneut herunter (bereits Empfangenes bleibt erhalten).</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="62"/>
        <source>The model</source>
        <translation>Das Modell</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="72"/>
        <source>{0} is gated on the Hugging Face hub: open {1}, log in and accept its terms, then create an access token at {2} and paste it in Models (or run `hf auth login`), and download again.</source>
        <translation>{0} ist auf dem Hugging-Face-Hub zugangsbeschränkt: Öffnen Sie {1}, melden Sie sich an und akzeptieren Sie die Bedingungen, erstellen Sie dann unter {2} ein Zugriffstoken, fügen Sie es unter Modelle ein (oder führen Sie `hf auth login` aus) und laden Sie erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="83"/>
        <source>Your Hugging Face token has no access to {0} yet: open {1}, accept its terms with the same account (approval can take a moment), then download again.</source>
        <translation>Ihr Hugging-Face-Token hat noch keinen Zugriff auf {0}: Öffnen Sie {1}, akzeptieren Sie die Bedingungen mit demselben Konto (die Freigabe kann einen Moment dauern) und laden Sie dann erneut herunter.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="93"/>
        <source>{0} cannot be downloaded while HF_HUB_OFFLINE is set; unset it and try again.</source>
        <translation>{0} kann nicht heruntergeladen werden, solange HF_HUB_OFFLINE gesetzt ist; heben Sie die Variable auf und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="101"/>
        <source>{0} was not found on the Hugging Face hub ({1}); check the model name, or your token&apos;s access with `hf auth whoami`.</source>
        <translation>{0} wurde auf dem Hugging-Face-Hub nicht gefunden ({1}); prüfen Sie den Modellnamen oder mit `hf auth whoami` den Zugriff Ihres Tokens.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="111"/>
        <source>A file of {0} is no longer on the Hugging Face hub at the expected version; update voice-studio (or its pocket-tts package) and try again.</source>
        <translation>Eine Datei von {0} liegt nicht mehr in der erwarteten Version auf dem Hugging-Face-Hub; aktualisieren Sie voice-studio (oder sein Paket pocket-tts) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="120"/>
        <source>The Hugging Face hub ({0}) cannot be reached ({1}); check your connection and try again.</source>
        <translation>Der Hugging-Face-Hub ({0}) ist nicht erreichbar ({1}); prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="131"/>
        <source>The Hugging Face hub answered with an error (HTTP {0}) for {1}; try again in a few minutes.</source>
        <translation>Der Hugging-Face-Hub hat für {1} mit einem Fehler geantwortet (HTTP {0}); versuchen Sie es in ein paar Minuten erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="141"/>
        <source>Downloading {0} failed ({1}); check the disk and try again.</source>
        <translation>Das Herunterladen von {0} ist fehlgeschlagen ({1}); prüfen Sie die Festplatte und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="148"/>
        <source>Downloading {0} failed ({1}: {2}); try again, and report it if it keeps happening.</source>
        <translation>Das Herunterladen von {0} ist fehlgeschlagen ({1}: {2}); versuchen Sie es erneut und melden Sie den Fehler, wenn er wieder auftritt.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="219"/>
        <source>unset HF_HUB_OFFLINE</source>
        <translation>Heben Sie HF_HUB_OFFLINE auf</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="221"/>
        <source>connect once</source>
        <translation>Stellen Sie einmal eine Verbindung her</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="224"/>
        <source>{0} is not downloaded yet and the Hugging Face hub cannot be reached (offline: {1}): {2} and download it from Models (or `{3}`), or use the demo model (--model random), which needs no download.</source>
        <translation>{0} ist noch nicht heruntergeladen, und der Hugging-Face-Hub ist nicht erreichbar (offline: {1}): {2} und laden Sie es unter Modelle herunter (oder mit `{3}`), oder verwenden Sie das Demomodell (--model random), das keinen Download braucht.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="273"/>
        <source>{0} is not downloaded yet: download it from Models (or run `{1}`), or use the demo model.</source>
        <translation>{0} ist noch nicht heruntergeladen: Laden Sie es unter Modelle herunter (oder führen Sie `{1}` aus), oder verwenden Sie das Demomodell.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="302"/>
        <source>The demo model has nothing on disk to remove.</source>
        <translation>Das Demomodell hat nichts auf der Festplatte, das entfernt werden könnte.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="69"/>
        <source>{0} does not exist</source>
        <translation>{0} existiert nicht</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="87"/>
        <source>{0} cannot be used as a pocket-tts model: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} kann nicht als pocket-tts-Modell verwendet werden: {1}; wählen Sie den Ordner oder die Datei, die das ganze Modell enthält.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="93"/>
        <source>{0} cannot be used as a VoxCPM2 model: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} kann nicht als VoxCPM2-Modell verwendet werden: {1}; wählen Sie den Ordner oder die Datei, die das ganze Modell enthält.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="100"/>
        <source>{0} cannot be used as a model of {2}: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} kann nicht als Modell von {2} verwendet werden: {1}; wählen Sie den Ordner oder die Datei, die das ganze Modell enthält.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="118"/>
        <source>the folder holds no pocket-tts config (.yaml)</source>
        <translation>der Ordner enthält keine pocket-tts-Konfiguration (.yaml)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="133"/>
        <source>{0} is empty</source>
        <translation>{0} ist leer</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="137"/>
        <source>{0} is not a config (.yaml), weights (.safetensors) or checkpoint (.pt)</source>
        <translation>{0} ist weder eine Konfiguration (.yaml) noch Gewichte (.safetensors) oder ein Checkpoint (.pt)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="154"/>
        <source>{0} cannot be read as YAML ({1})</source>
        <translation>{0} kann nicht als YAML gelesen werden ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="162"/>
        <source>{0} is not a pocket-tts config (it has no flow_lm section)</source>
        <translation>{0} ist keine pocket-tts-Konfiguration (sie hat keinen Abschnitt flow_lm)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="174"/>
        <source>{0} has no mimi section</source>
        <translation>{0} hat keinen Abschnitt mimi</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="180"/>
        <source>{0} names no weights (weights_path), so it would speak noise</source>
        <translation>{0} nennt keine Gewichte (weights_path) und würde daher Rauschen sprechen</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="197"/>
        <source>the file {0} named in {1} is missing</source>
        <translation>die in {1} genannte Datei {0} fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="210"/>
        <source>{0} cannot be read as a safetensors file</source>
        <translation>{0} kann nicht als safetensors-Datei gelesen werden</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="218"/>
        <source>{0} has no {1}* tensors</source>
        <translation>{0} hat keine {1}*-Tensoren</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="243"/>
        <source>{0} is not a folder (a VoxCPM2 model is a folder)</source>
        <translation>{0} ist kein Ordner (ein VoxCPM2-Modell ist ein Ordner)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="252"/>
        <source>config.json is missing</source>
        <translation>config.json fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="258"/>
        <source>config.json cannot be read</source>
        <translation>config.json kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="263"/>
        <source>config.json describes a {0} model, not VoxCPM2</source>
        <translation>config.json beschreibt ein {0}-Modell, nicht VoxCPM2</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="271"/>
        <source>the model weights (model.safetensors or pytorch_model.bin) are missing</source>
        <translation>die Modellgewichte (model.safetensors oder pytorch_model.bin) fehlen</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="278"/>
        <source>the audio VAE weights (audiovae.safetensors or audiovae.pth) are missing</source>
        <translation>die Gewichte des Audio-VAE (audiovae.safetensors oder audiovae.pth) fehlen</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="285"/>
        <source>the tokenizer (tokenizer.json or tokenizer.model) is missing</source>
        <translation>der Tokenizer (tokenizer.json oder tokenizer.model) fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="67"/>
        <source>Paste an access token first; create one at {0}.</source>
        <translation>Fügen Sie zuerst ein Zugriffstoken ein; erstellen Sie eines unter {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="74"/>
        <source>The Hugging Face hub refused this token; copy it again from {0} (a read token is enough).</source>
        <translation>Der Hugging-Face-Hub hat dieses Token abgelehnt; kopieren Sie es erneut von {0} (ein Token mit Leserechten genügt).</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="83"/>
        <source>{0} Create a personal token at {1}.</source>
        <translation>{0} Erstellen Sie unter {1} ein persönliches Token.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="89"/>
        <source>The token can only be checked with the Hugging Face hub online; connect to the internet and paste it again.</source>
        <translation>Das Token lässt sich nur prüfen, wenn der Hugging-Face-Hub erreichbar ist; stellen Sie eine Internetverbindung her und fügen Sie es erneut ein.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="105"/>
        <source>The saved token was deleted, but HF_TOKEN is still set in the environment; unset it to log out completely.</source>
        <translation>Das gespeicherte Token wurde gelöscht, aber HF_TOKEN ist in der Umgebung noch gesetzt; heben Sie die Variable auf, um sich vollständig abzumelden.</translation>
    </message>
    <message>
        <location filename="../../studio/paths.py" line="33"/>
        <source>{0}: there is no home folder for {1}; write the full path.</source>
        <translation>{0}: Für {1} gibt es keinen Benutzerordner; geben Sie den vollständigen Pfad an.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="18"/>
        <source>The model ran out of memory on this line; close other programs, or choose a smaller model or the CPU, then render the line again.</source>
        <translation>Dem Modell ging bei dieser Zeile der Speicher aus; schließen Sie andere Programme oder wählen Sie ein kleineres Modell oder die CPU und rendern Sie die Zeile dann erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="26"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="30"/>
        <source>The model produced no audio for this line; try another seed.</source>
        <translation>Das Modell hat für diese Zeile kein Audio erzeugt; versuchen Sie einen anderen Seed.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="36"/>
        <source>No voice named {0!r}; add it first.</source>
        <translation>Keine Stimme namens {0!r}; fügen Sie sie zuerst hinzu.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="61"/>
        <source>Internal error ({0}: {1}); please report it.</source>
        <translation>Interner Fehler ({0}: {1}); bitte melden Sie ihn.</translation>
    </message>
    <message>
        <location filename="../../studio/render/renderer.py" line="101"/>
        <source>Voice {0!r} was prepared at {1} Hz but the model runs at {2} Hz; load the voice again.</source>
        <translation>Stimme {0!r} wurde mit {1} Hz vorbereitet, das Modell arbeitet aber mit {2} Hz; laden Sie die Stimme erneut.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/app.py" line="238"/>
        <source>{0}: no such audio file; check the --voice path.</source>
        <translation>{0}: Diese Audiodatei gibt es nicht; prüfen Sie den Pfad bei --voice.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/session.py" line="336"/>
        <source>Cannot save the global pronunciation dictionary: {0}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>Das globale Aussprachewörterbuch kann nicht gespeichert werden: {0}; setzen Sie VOICE_STUDIO_DATA_DIR auf einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="32"/>
        <source>The model is not loaded yet.</source>
        <translation>Das Modell ist noch nicht geladen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="33"/>
        <source>The model could not be compiled ({0}); it runs uncompiled.</source>
        <translation>Das Modell konnte nicht kompiliert werden ({0}); es läuft unkompiliert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="81"/>
        <source>The model could not be loaded ({0}: {1}).</source>
        <translation>Das Modell konnte nicht geladen werden ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="61"/>
        <source>HF_HUB_OFFLINE is set</source>
        <translation>HF_HUB_OFFLINE ist gesetzt</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="130"/>
        <source>no answer from {0} in {1:.0f} s</source>
        <translation>keine Antwort von {0} in {1:.0f} s</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="148"/>
        <source>the hub&apos;s address cannot be looked up</source>
        <translation>die Adresse des Hubs kann nicht aufgelöst werden</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="150"/>
        <source>the hub did not answer in time</source>
        <translation>der Hub hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="153"/>
        <source>cannot connect: {0}</source>
        <translation>keine Verbindung möglich: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="43"/>
        <source>the studio window</source>
        <translation>das Studiofenster</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="44"/>
        <source>voice-studio render</source>
        <translation>voice-studio render</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="64"/>
        <source>{0} (process {1} on {2}, since {3})</source>
        <translation>{0} (Prozess {1} auf {2}, seit {3})</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="86"/>
        <source>{0} is open in {1}; close it there first, or open it read-only or as a copy.</source>
        <translation>{0} ist bereits anderswo geöffnet: {1}; schließen Sie es dort zuerst, oder öffnen Sie es schreibgeschützt oder als Kopie.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="103"/>
        <source>{0} was taken over by {1}, so it was not saved; save your work as a copy.</source>
        <translation>{0} wurde nicht gespeichert: {1} hat es übernommen; speichern Sie Ihre Arbeit als Kopie.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="112"/>
        <source>{0} was changed by another program since it was opened, so it was not saved; reload it, save your work as a copy, or overwrite it.</source>
        <translation>{0} wurde seit dem Öffnen von einem anderen Programm geändert und daher nicht gespeichert; laden Sie es neu, speichern Sie Ihre Arbeit als Kopie, oder überschreiben Sie es.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="257"/>
        <source>Took {0} over from {1}, which can no longer save it.</source>
        <translation>{0} wurde übernommen; {1} kann es nicht mehr speichern.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="266"/>
        <source>{0} had a lock left by {1}, which is no longer running; it was taken over.</source>
        <translation>{0} war noch gesperrt, doch {1} läuft nicht mehr; die Sperre wurde übernommen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="328"/>
        <location filename="../../studio/core/store/project_lock.py" line="344"/>
        <source>Cannot lock {0}: {1}; check the folder&apos;s permissions.</source>
        <translation>{0} kann nicht gesperrt werden: {1}; prüfen Sie die Berechtigungen des Ordners.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_nesting.py" line="67"/>
        <source>{0} would be inside the project {1}; choose a folder outside it.</source>
        <translation>{0} läge im Projekt {1}; wählen Sie einen Ordner außerhalb davon.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_nesting.py" line="102"/>
        <source>{0} holds other projects ({1}); move them out of it first, or choose another name.</source>
        <translation>{0} enthält andere Projekte ({1}); verschieben Sie sie zuerst heraus, oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/voice_args.py" line="35"/>
        <source>Two --voice options are named {0!r}; give each voice a name of its own.</source>
        <translation>Zwei --voice-Optionen heißen {0!r}; geben Sie jeder Stimme einen eigenen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/voice_args.py" line="43"/>
        <source>Two --voice options are named {0!r} and {1!r}, which a NAME: line cannot tell apart; give each voice a name of its own.</source>
        <translation>Zwei --voice-Optionen heißen {0!r} und {1!r}, was eine NAME:-Zeile nicht unterscheiden kann; geben Sie jeder Stimme einen eigenen Namen.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/speaker/encoder.py" line="67"/>
        <source>The voice check needs the resemblyzer package ({0}); install it with pip install --no-deps resemblyzer==0.1.4, or turn the voice check off.</source>
        <translation>Die Stimmprüfung braucht das Paket resemblyzer ({0}); installieren Sie es mit pip install --no-deps resemblyzer==0.1.4, oder schalten Sie die Stimmprüfung aus.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/compiling.py" line="66"/>
        <source>Unknown compile choice {0!r}; use auto, on or off.</source>
        <translation>Unbekannte Wahl für das Kompilieren {0!r}; verwenden Sie auto, on oder off.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/compiling.py" line="276"/>
        <source>The model could not be compiled ({0}); choose compile auto or off.</source>
        <translation>Das Modell konnte nicht kompiliert werden ({0}); stellen Sie „Modell kompilieren“ auf „Automatisch“ oder „Aus“.</translation>
    </message>
</context>
<context>
    <name>StudioSession</name>
    <message>
        <location filename="../../studio/ui/session/session.py" line="368"/>
        <source>Choose the take that says the text</source>
        <translation>Take wählen, der den Text sagt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="102"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Rückgängig: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="110"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Wiederherstellen: {0}</translation>
    </message>
</context>
<context>
    <name>TakesPanel</name>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="74"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="77"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="233"/>
        <source>Takes</source>
        <translation>Takes</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="78"/>
        <source>The selected line&apos;s takes</source>
        <translation>Die Takes der ausgewählten Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="87"/>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="88"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="89"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="90"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="91"/>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="103"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="104"/>
        <source>A/B</source>
        <translation>A/B</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="106"/>
        <source>Select two takes: plays one then the other; press again to switch</source>
        <translation>Zwei Takes auswählen: spielt erst den einen, dann den anderen; erneut drücken zum Wechseln</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="108"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="109"/>
        <source>Make this the line&apos;s take (export uses it)</source>
        <translation>Diesen Take zum Take der Zeile machen (der Export verwendet ihn)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="110"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="114"/>
        <source>Lock line (bulk renders skip it)</source>
        <translation>Zeile sperren (Sammelrendern überspringt sie)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="124"/>
        <source>What the recognizer heard</source>
        <translation>Was der Spracherkenner gehört hat</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="236"/>
        <source>Takes of line {0}</source>
        <translation>Takes von Zeile {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="247"/>
        <source>Listen to the chosen take: {0}</source>
        <translation>Gewählten Take anhören: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="273"/>
        <source>Made {0}; generated in {1:.0f} ms (RTF {2}); seed {3}</source>
        <translation>Erstellt am {0}; erzeugt in {1:.0f} ms (RTF {2}); Seed {3}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="279"/>
        <source>The line&apos;s chosen take</source>
        <translation>Der gewählte Take der Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="281"/>
        <source>matches the line&apos;s text, voice and settings</source>
        <translation>passt zu Text, Stimme und Parametern der Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="283"/>
        <source>matches the line</source>
        <translation>passt zur Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="285"/>
        <source>from an older version of the line</source>
        <translation>aus einer älteren Fassung der Zeile</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="290"/>
        <source>made with another model ({0})</source>
        <translation>mit einem anderen Modell erstellt ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="292"/>
        <source>its audio file is gone</source>
        <translation>seine Audiodatei fehlt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="303"/>
        <source>Voice: not measured (turn the voice check on in Preferences)</source>
        <translation>Stimme: nicht gemessen (Stimmprüfung in den Einstellungen einschalten)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="306"/>
        <source>Voice: {0:.2f} similar to its reference, as a speaker encoder hears it (1 is the same voice; an encoder&apos;s measure, not a listener&apos;s)</source>
        <translation>Stimme: Ähnlichkeit {0:.2f} zur Referenz, wie ein Sprecher-Encoder sie hört (1 ist dieselbe Stimme; das Maß eines Encoders, nicht eines Zuhörers)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="318"/>
        <source>Review: {0}</source>
        <translation>Prüfen: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="333"/>
        <source>Heard: {0}</source>
        <translation>Gehört: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="421"/>
        <source>Choose take</source>
        <translation>Take wählen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="431"/>
        <source>Delete take</source>
        <translation>Take löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="431"/>
        <source>Delete takes</source>
        <translation>Takes löschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="113"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="440"/>
        <source>Lock line</source>
        <translation>Zeile sperren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="440"/>
        <source>Unlock line</source>
        <translation>Zeile entsperren</translation>
    </message>
</context>
<context>
    <name>TranscribeControl</name>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="33"/>
        <source>Hear the kept part with the speech recognizer (Edit &gt; Preferences chooses it) and write what it says as the transcript; the language is detected</source>
        <translation>Den behaltenen Teil mit dem Spracherkenner abhören (Bearbeiten &gt; Einstellungen wählt ihn aus) und das Gehörte als Transkript eintragen; die Sprache wird erkannt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="49"/>
        <source>Transcribing…</source>
        <translation>Wird transkribiert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="49"/>
        <source>T&amp;ranscribe</source>
        <translation>&amp;Transkribieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="64"/>
        <source>Transcribed (heard as {0}); Undo takes it back.</source>
        <translation>Transkribiert (erkannt als {0}); Rückgängig nimmt es zurück.</translation>
    </message>
</context>
<context>
    <name>VoiceCheckBox</name>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="28"/>
        <source>Voice check</source>
        <translation>Stimmprüfung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="29"/>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="52"/>
        <source>Measure each take’s voice</source>
        <translation>Die Stimme jedes Takes messen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="33"/>
        <source>A speaker encoder compares each take with its voice&apos;s reference as it is rendered: the takes panel shows the similarity, the drift plot follows it over the book, and best of N prefers the most similar take.</source>
        <translation>Ein Sprecher-Encoder vergleicht jeden Take beim Rendern mit der Referenz seiner Stimme: Der Takes-Bereich zeigt die Ähnlichkeit, das Drift-Diagramm verfolgt sie über das Buch, und „Bester aus N“ bevorzugt den ähnlichsten Take.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="46"/>
        <source>A take is flagged “voice differs” below this similarity ({0:.2f} by default: below every take of a voice measured saying other sentences).</source>
        <translation>Unter dieser Ähnlichkeit wird ein Take als „Stimme weicht ab“ markiert (Standard {0:.2f}: niedriger als jeder gemessene Take einer Stimme, die andere Sätze spricht).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="53"/>
        <source>Least similarity to the voice</source>
        <translation>Mindeste Ähnlichkeit zur Stimme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="57"/>
        <source>Flag below:</source>
        <translation>Markieren unter:</translation>
    </message>
</context>
<context>
    <name>VoiceRegistry</name>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="200"/>
        <source>Remove voice</source>
        <translation>Stimme entfernen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="320"/>
        <source>Add voice</source>
        <translation>Stimme hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="323"/>
        <source>Edit voice audio</source>
        <translation>Stimmaufnahme bearbeiten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="325"/>
        <source>Edit voice</source>
        <translation>Stimme bearbeiten</translation>
    </message>
</context>
<context>
    <name>VoiceStatus</name>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="26"/>
        <source>{0:.2f}–{1:.2f} s ({2:.2f} s)</source>
        <translation>{0:.2f}–{1:.2f} s ({2:.2f} s)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="36"/>
        <source>Preparing the voice…</source>
        <translation>Stimme wird vorbereitet …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="38"/>
        <source>The voice could not be loaded.</source>
        <translation>Die Stimme konnte nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="40"/>
        <source>Waiting for a model: the voice is prepared when one is loaded.</source>
        <translation>Warten auf ein Modell: Die Stimme wird vorbereitet, sobald eines geladen ist.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="45"/>
        <source>Prompt key {0}</source>
        <translation>Prompt-Schlüssel {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="47"/>
        <source>Prompt key</source>
        <translation>Prompt-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="53"/>
        <source>{0}: building the prompt state… {1:.1f} s</source>
        <translation>{0}: Prompt-Zustand wird erstellt … {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="58"/>
        <source>{0}: not built yet (the clone check or the first line builds it)</source>
        <translation>{0}: noch nicht erstellt (die Klonprobe oder die erste Zeile erstellt ihn)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="62"/>
        <source>in memory</source>
        <translation>im RAM</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="64"/>
        <source>on disk</source>
        <translation>auf Festplatte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="69"/>
        <source>{0:.1f} MB</source>
        <translation>{0:.1f} MB</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="75"/>
        <source>built in {0:.0f} ms</source>
        <translation>erstellt in {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="78"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="84"/>
        <source>Checking…</source>
        <translation>Wird geprüft …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="88"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="90"/>
        <source>In memory</source>
        <translation>Im RAM</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="92"/>
        <source>On disk</source>
        <translation>Auf Festplatte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="93"/>
        <source>Not built</source>
        <translation>Nicht erstellt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="100"/>
        <source>speech {0:.1f} s of {1:.1f} s</source>
        <translation>Sprache {0:.1f} s von {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="108"/>
        <source>speech {0:.0f} dB above the noise</source>
        <translation>Sprache {0:.0f} dB über dem Rauschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="115"/>
        <source>{0:.0f} LUFS</source>
        <translation>{0:.0f} LUFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="121"/>
        <source>peak {0:.1f} dBFS</source>
        <translation>Spitzenpegel {0:.1f} dBFS</translation>
    </message>
</context>
<context>
    <name>VoiceTools</name>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="61"/>
        <source>&amp;Edit voice…</source>
        <translation>Stimme &amp;bearbeiten …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="64"/>
        <source>Trim, normalise and check the selected voice&apos;s recording</source>
        <translation>Die Aufnahme der ausgewählten Stimme zuschneiden, normalisieren und prüfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="68"/>
        <source>&amp;Clone check</source>
        <translation>&amp;Klonprobe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="72"/>
        <source>Hear a short test sentence in the selected voice</source>
        <translation>Einen kurzen Testsatz mit der ausgewählten Stimme anhören</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="76"/>
        <source>Voice &amp;library…</source>
        <translation>Stimmenbib&amp;liothek …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="79"/>
        <source>Voices kept outside any project: add, save, export, import</source>
        <translation>Stimmen außerhalb von Projekten: hinzufügen, speichern, exportieren, importieren</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="96"/>
        <source>recording</source>
        <translation>Aufnahme</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="148"/>
        <location filename="../../studio/ui/voices/voice_tools.py" line="195"/>
        <source>Select a voice first.</source>
        <translation>Wählen Sie zuerst eine Stimme aus.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="187"/>
        <source>The voice is not ready yet; wait until it has loaded.</source>
        <translation>Die Stimme ist noch nicht bereit; warten Sie, bis sie geladen ist.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="201"/>
        <source>Rendering the clone check of {0}…</source>
        <translation>Klonprobe von {0} wird gerendert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="206"/>
        <source>the voice is unchanged, so this is the check made before</source>
        <translation>die Stimme ist unverändert, daher ist dies die frühere Probe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="209"/>
        <source>rendered in {0:.1f} s</source>
        <translation>gerendert in {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="212"/>
        <source>Clone check of {0} ({1}).</source>
        <translation>Klonprobe von {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="218"/>
        <source>Clone check of {0}: {1}</source>
        <translation>Klonprobe von {0}: {1}</translation>
    </message>
</context>
<context>
    <name>VoiceTranscripts</name>
    <message>
        <location filename="../../studio/ui/session/transcripts.py" line="60"/>
        <source>The voice is not loaded yet; try again soon.</source>
        <translation>Die Stimme ist noch nicht geladen; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/transcripts.py" line="92"/>
        <source>The recognizer heard no words in the reference.</source>
        <translation>Der Spracherkenner hat in der Referenz keine Wörter gehört.</translation>
    </message>
</context>
<context>
    <name>VoiceUndo</name>
    <message>
        <location filename="../../studio/ui/voices/voice_undo.py" line="76"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_undo.py" line="77"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>VoiceWorkbench</name>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="66"/>
        <source>Voice workbench: {0}</source>
        <translation>Stimmwerkstatt: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="131"/>
        <source>Play or stop</source>
        <translation>Abspielen oder stoppen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="134"/>
        <source>Trim to selection</source>
        <translation>Auf Auswahl zuschneiden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="175"/>
        <source>This voice is no longer in the project; undo (Ctrl+Z) brings it back.</source>
        <translation>Diese Stimme ist nicht mehr im Projekt; Rückgängig (Ctrl+Z) holt sie zurück.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="231"/>
        <source> · the model gets {0:.2f} s</source>
        <translation> · das Modell erhält {0:.2f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="235"/>
        <source>Kept: {0}{1}</source>
        <translation>Behalten: {0}{1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="300"/>
        <source>The kept part is already {0}, so nothing changed.</source>
        <translation>Der behaltene Teil ist bereits {0}, daher hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="361"/>
        <source>No audio output device was found; playback is off.</source>
        <translation>Es wurde kein Audioausgabegerät gefunden; die Wiedergabe ist aus.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="394"/>
        <source>Rendering the clone check…</source>
        <translation>Klonprobe wird gerendert …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="428"/>
        <source>Play selection</source>
        <translation>Auswahl abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="428"/>
        <source>Play kept part</source>
        <translation>Behaltenen Teil abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/clone_similarity.py" line="18"/>
        <source>The clone is {0:.2f} similar to its reference, as a speaker encoder hears it (1 is the same voice; an encoder&apos;s measure, not a listener&apos;s).</source>
        <translation>Ähnlichkeit des Klons zu seiner Referenz: {0:.2f}, wie ein Sprecher-Encoder sie hört (1 ist dieselbe Stimme; das Maß eines Encoders, nicht eines Zuhörers).</translation>
    </message>
</context>
<context>
    <name>VoicesPanel</name>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="47"/>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="49"/>
        <source>Could not load</source>
        <translation>Laden fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="51"/>
        <source>Waiting for a model</source>
        <translation>Warten auf ein Modell</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="56"/>
        <source>Building cache… {0:.1f} s</source>
        <translation>Cache wird erstellt … {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="59"/>
        <source>Cache not built</source>
        <translation>Cache nicht erstellt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="61"/>
        <source>In memory</source>
        <translation>Im RAM</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="63"/>
        <source>On disk</source>
        <translation>Auf Festplatte</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="70"/>
        <source>built in {0:.0f} ms</source>
        <translation>erstellt in {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="91"/>
        <location filename="../../studio/ui/panels/voices_panel.py" line="113"/>
        <source>Voices</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="94"/>
        <source>Add voice</source>
        <translation>Stimme hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="94"/>
        <source>Add a voice from an audio file…</source>
        <translation>Eine Stimme aus einer Audiodatei hinzufügen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="98"/>
        <source>Record voice</source>
        <translation>Stimme aufnehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="98"/>
        <source>Record a voice from the microphone…</source>
        <translation>Eine Stimme mit dem Mikrofon aufnehmen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="102"/>
        <source>Remove voice</source>
        <translation>Stimme entfernen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="102"/>
        <source>Remove the selected voice</source>
        <translation>Die ausgewählte Stimme entfernen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="114"/>
        <source>The project&apos;s voices and their cache state</source>
        <translation>Die Stimmen des Projekts und ihr Cache-Zustand</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="124"/>
        <source>Drop audio files here, or add or record a voice.</source>
        <translation>Audiodateien hier ablegen oder eine Stimme hinzufügen oder aufnehmen.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="133"/>
        <source>No voice selected</source>
        <translation>Keine Stimme ausgewählt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="135"/>
        <source>Transcript of the reference (optional)</source>
        <translation>Transkript der Referenz (optional)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="136"/>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="138"/>
        <source>What is said in the voice&apos;s reference audio (optional)</source>
        <translation>Was in der Referenzaufnahme der Stimme gesagt wird (optional)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="151"/>
        <source>Build cache</source>
        <translation>Cache erstellen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="153"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="158"/>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="159"/>
        <source>Trim, normalise and check the recording</source>
        <translation>Die Aufnahme zuschneiden, normalisieren und prüfen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="161"/>
        <location filename="../../studio/ui/panels/voices_panel.py" line="294"/>
        <source>Clone check</source>
        <translation>Klonprobe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="162"/>
        <source>Hear a short test sentence in this voice</source>
        <translation>Einen kurzen Testsatz mit dieser Stimme anhören</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="294"/>
        <source>Checking…</source>
        <translation>Wird geprüft …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="374"/>
        <source>Add voices</source>
        <translation>Stimmen hinzufügen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="376"/>
        <source>Audio files (*.wav *.flac *.ogg *.mp3 *.aiff);;All files (*)</source>
        <translation>Audiodateien (*.wav *.flac *.ogg *.mp3 *.aiff);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>WorkbenchLayout</name>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="42"/>
        <source>Loading the recording…</source>
        <translation>Aufnahme wird geladen …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="44"/>
        <source>Play selection</source>
        <translation>Auswahl abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="45"/>
        <source>Play result</source>
        <translation>Ergebnis abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="46"/>
        <source>Play the reference the model gets</source>
        <translation>Die Referenz abspielen, die das Modell erhält</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="48"/>
        <source>&amp;Trim to selection</source>
        <translation>Auf Auswahl &amp;zuschneiden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="49"/>
        <source>&amp;Auto trim</source>
        <translation>Auto&amp;matisch zuschneiden</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="50"/>
        <source>Keep the speech without the silence around it</source>
        <translation>Die Sprache ohne die Stille davor und danach behalten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="51"/>
        <source>&amp;Best window</source>
        <translation>&amp;Bester Abschnitt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="54"/>
        <source>Keep the best 5-20 s: whole phrases without long pauses, no clipping, steady level, little noise</source>
        <translation>Die besten 5–20 s behalten: ganze Sätze ohne lange Pausen, keine Übersteuerung, gleichmäßiger Pegel, wenig Rauschen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="58"/>
        <source>&amp;Keep all</source>
        <translation>&amp;Alles behalten</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="60"/>
        <source>No normalisation</source>
        <translation>Keine Normalisierung</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="62"/>
        <source>Peak to {0:.0f} dBFS</source>
        <translation>Spitzenpegel auf {0:.0f} dBFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="65"/>
        <source>Loudness to {0:.0f} LUFS</source>
        <translation>Lautheit auf {0:.0f} LUFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="75"/>
        <source>&amp;Clone check</source>
        <translation>&amp;Klonprobe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="77"/>
        <source>Render a short test sentence in this voice and play it</source>
        <translation>Einen kurzen Testsatz mit dieser Stimme rendern und abspielen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="79"/>
        <source>&amp;Save to library…</source>
        <translation>In Bibliothek &amp;speichern …</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="80"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="84"/>
        <source>What is said in the kept part (VoxCPM2&apos;s continuation mode uses it)</source>
        <translation>Was im behaltenen Teil gesagt wird (der Fortsetzungsmodus von VoxCPM2 verwendet es)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="86"/>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="125"/>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="88"/>
        <source>What is said in the kept part of the recording</source>
        <translation>Was im behaltenen Teil der Aufnahme gesagt wird</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="90"/>
        <source>Apply transcript</source>
        <translation>Transkript übernehmen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="91"/>
        <source>T&amp;ranscribe</source>
        <translation>&amp;Transkribieren</translation>
    </message>
</context>
<context>
    <name>_CheckCounts</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="60"/>
        <source>%n word(s) missing ({0})</source>
        <translation>
            <numerusform>%n Wort fehlt ({0})</numerusform>
            <numerusform>%n Wörter fehlen ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="63"/>
        <source>%n heard differently ({0})</source>
        <translation>
            <numerusform>%n anders gehört ({0})</numerusform>
            <numerusform>%n anders gehört ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="66"/>
        <source>%n not in the text ({0})</source>
        <translation>
            <numerusform>%n nicht im Text ({0})</numerusform>
            <numerusform>%n nicht im Text ({0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/review_text.py" line="21"/>
        <source>Clipped in %n place(s): the waveform hits full scale; render again or lower the level.</source>
        <translation>
            <numerusform>An %n Stelle übersteuert: Die Wellenform erreicht den Vollausschlag; rendern Sie erneut oder senken Sie den Pegel.</numerusform>
            <numerusform>An %n Stellen übersteuert: Die Wellenform erreicht den Vollausschlag; rendern Sie erneut oder senken Sie den Pegel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ask_replace</name>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="40"/>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="55"/>
        <source>• and {0} more</source>
        <translation>• und {0} weitere</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="58"/>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="62"/>
        <source>These already exist:
{0}
Replace them?</source>
        <translation>Diese existieren bereits:
{0}
Ersetzen?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="67"/>
        <source>Replace existing files?</source>
        <translation>Vorhandene Dateien ersetzen?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="69"/>
        <source>What is replaced goes to the trash.</source>
        <translation>Ersetztes wird in den Papierkorb verschoben.</translation>
    </message>
</context>
</TS>
