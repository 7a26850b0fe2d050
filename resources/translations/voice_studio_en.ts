<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BestOfRenders</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/best_of.py" line="101"/>
        <source>Choose the best of %n take(s)</source>
        <translation>
            <numerusform>Choose the best of %n take</numerusform>
            <numerusform>Choose the best of %n takes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookImportFlow</name>
    <message numerus="yes">
        <location filename="../../studio/ui/project/book_import.py" line="211"/>
        <source>Imported %Ln line(s) from {0} ({1} chapters, {2} speakers).</source>
        <translation>
            <numerusform>Imported %Ln line from {0} ({1} chapters, {2} speakers).</numerusform>
            <numerusform>Imported %Ln lines from {0} ({1} chapters, {2} speakers).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChapterActions</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_actions.py" line="124"/>
        <source>Rendering %n line(s) of {0}.</source>
        <translation>
            <numerusform>Rendering %n line of {0}.</numerusform>
            <numerusform>Rendering %n lines of {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChapterRows</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_rows.py" line="170"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DictionaryPane</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="234"/>
        <source>%n entry(s) from {0}.</source>
        <translation>
            <numerusform>%n entry from {0}.</numerusform>
            <numerusform>%n entries from {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="270"/>
        <source>Wrote %n entry(s) to {0}.</source>
        <translation>
            <numerusform>Wrote %n entry to {0}.</numerusform>
            <numerusform>Wrote %n entries to {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="291"/>
        <source>%n entry(s).</source>
        <translation>
            <numerusform>%n entry.</numerusform>
            <numerusform>%n entries.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="226"/>
        <source>Rendering %n line(s) without a take: {0}…</source>
        <translation>
            <numerusform>Rendering %n line without a take: {0}…</numerusform>
            <numerusform>Rendering %n lines without a take: {0}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="319"/>
        <source>Could not render %n line(s): {0} ({1}); nothing was exported.</source>
        <translation>
            <numerusform>Could not render line {0} ({1}); nothing was exported.</numerusform>
            <numerusform>Could not render lines {0} ({1}); nothing was exported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="379"/>
        <source>Exported %n file(s) to {0}: {1}.</source>
        <translation>
            <numerusform>Exported %n file to {0}: {1}.</numerusform>
            <numerusform>Exported %n files to {0}: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="389"/>
        <source>%n chapter(s).</source>
        <translation>
            <numerusform>%n chapter.</numerusform>
            <numerusform>%n chapters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="397"/>
        <source>{0} of %n file(s) do not pass ACX: see ACX check.</source>
        <translation>
            <numerusform>{0} of %n file does not pass ACX: see ACX check.</numerusform>
            <numerusform>{0} of %n files do not pass ACX: see ACX check.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="406"/>
        <source>%n line(s) were exported from takes that no longer match their text or voice: {0}.</source>
        <translation>
            <numerusform>Line {0} was exported from a take that no longer matches its text or voice.</numerusform>
            <numerusform>Lines {0} were exported from takes that no longer match their text or voice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="425"/>
        <source>%n chosen line(s) have no take yet: {0}{1}.</source>
        <translation>
            <numerusform>%n chosen line has no take yet: {0}{1}.</numerusform>
            <numerusform>%n chosen lines have no take yet: {0}{1}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LineParamsPanel</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/line_params.py" line="191"/>
        <source>Showing the first of %n line(s).</source>
        <translation>
            <numerusform>Showing the first of %n line.</numerusform>
            <numerusform>Showing the first of %n lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesBox</name>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="36"/>
        <source>All %n line(s)</source>
        <translation>
            <numerusform>All %n line</numerusform>
            <numerusform>All %n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="38"/>
        <source>The %n selected line(s)</source>
        <translation>
            <numerusform>The %n selected line</numerusform>
            <numerusform>The %n selected lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="51"/>
        <source>{0}. {1} (%n line(s))</source>
        <translation>
            <numerusform>{0}. {1} (%n line)</numerusform>
            <numerusform>{0}. {1} (%n lines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../studio/ui/main_window.py" line="490"/>
        <source>%n line(s) rendered.</source>
        <translation>
            <numerusform>%n line rendered.</numerusform>
            <numerusform>%n lines rendered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarrationTools</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="104"/>
        <source>Takes to render for each of the %n line(s):</source>
        <translation>
            <numerusform>Takes to render for each of the %n line:</numerusform>
            <numerusform>Takes to render for each of the %n lines:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="121"/>
        <source>Rendering {0} takes of %n line(s); the best is chosen when they are done.</source>
        <translation>
            <numerusform>Rendering {0} takes of %n line; the best is chosen when they are done.</numerusform>
            <numerusform>Rendering {0} takes of %n lines; the best is chosen when they are done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="170"/>
        <source>Best of N: chose a take for %n line(s); {0} of them without flags.</source>
        <translation>
            <numerusform>Best of N: chose a take for %n line; {0} of them without flags.</numerusform>
            <numerusform>Best of N: chose a take for %n lines; {0} of them without flags.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenFlow</name>
    <message numerus="yes">
        <location filename="../../studio/ui/project/opening.py" line="97"/>
        <source>The audio of %n line(s) is missing ({0}); Render stale renders it again.</source>
        <translation>
            <numerusform>The audio of line {0} is missing; Render stale renders it again.</numerusform>
            <numerusform>The audio of lines {0} is missing; Render stale renders them again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message numerus="yes">
        <location filename="../../studio/ui/project/controller.py" line="403"/>
        <source>Imported %n line(s) from {0}.</source>
        <translation>
            <numerusform>Imported %n line from {0}.</numerusform>
            <numerusform>Imported %n lines from {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PronunciationDialog</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="109"/>
        <source>Switching normalisation {0} changes what {1} of %n line(s) speak.</source>
        <translation>
            <numerusform>Switching normalisation {0} changes what {1} of %n line speak.</numerusform>
            <numerusform>Switching normalisation {0} changes what {1} of %n lines speak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="135"/>
        <source>%n line(s) speak differently now and need rendering again.</source>
        <translation>
            <numerusform>%n line speaks differently now and needs rendering again.</numerusform>
            <numerusform>%n lines speak differently now and need rendering again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message numerus="yes">
        <location filename="../../studio/ui/project/recovery_dialog.py" line="47"/>
        <source>{0}: %n line(s), autosaved {1}</source>
        <translation>
            <numerusform>{0}: %n line, autosaved {1}</numerusform>
            <numerusform>{0}: %n lines, autosaved {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RestoreFlow</name>
    <message numerus="yes">
        <location filename="../../studio/ui/project/restoring.py" line="101"/>
        <source>Restored %n line(s) of unsaved work.</source>
        <translation>
            <numerusform>Restored %n line of unsaved work.</numerusform>
            <numerusform>Restored %n lines of unsaved work.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeSwitch</name>
    <message numerus="yes">
        <location filename="../../studio/ui/serve/switch.py" line="145"/>
        <source>Serving on {0} · %n request(s)</source>
        <translation>
            <numerusform>Serving on {0} · %n request</numerusform>
            <numerusform>Serving on {0} · %n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeakerLines</name>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="43"/>
        <source>%n line(s) of the script start with “{0}:”. Give them to the voice {0}, and take “{0}:” out of their text?</source>
        <translation>
            <numerusform>%n line of the script starts with “{0}:”. Give it to the voice {0}, and take “{0}:” out of its text?</numerusform>
            <numerusform>%n lines of the script start with “{0}:”. Give them to the voice {0}, and take “{0}:” out of their text?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="62"/>
        <source>%n line(s) now speak as {0}.</source>
        <translation>
            <numerusform>%n line now speaks as {0}.</numerusform>
            <numerusform>%n lines now speak as {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsBar</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="123"/>
        <source>%n line(s) rendering</source>
        <translation>
            <numerusform>%n line rendering</numerusform>
            <numerusform>%n lines rendering</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="126"/>
        <source>%n queued</source>
        <translation>
            <numerusform>%n queued</numerusform>
            <numerusform>%n queued</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="128"/>
        <source>%n queued line(s)</source>
        <translation>
            <numerusform>%n queued line</numerusform>
            <numerusform>%n queued lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_CheckCounts</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="60"/>
        <source>%n word(s) missing ({0})</source>
        <translation>
            <numerusform>%n word missing ({0})</numerusform>
            <numerusform>%n words missing ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="63"/>
        <source>%n heard differently ({0})</source>
        <translation>
            <numerusform>%n heard differently ({0})</numerusform>
            <numerusform>%n heard differently ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="66"/>
        <source>%n not in the text ({0})</source>
        <translation>
            <numerusform>%n not in the text ({0})</numerusform>
            <numerusform>%n not in the text ({0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/review_text.py" line="21"/>
        <source>Clipped in %n place(s): the waveform hits full scale; render again or lower the level.</source>
        <translation>
            <numerusform>Clipped in %n place: the waveform hits full scale; render again or lower the level.</numerusform>
            <numerusform>Clipped in %n places: the waveform hits full scale; render again or lower the level.</numerusform>
        </translation>
    </message>
</context>
</TS>
