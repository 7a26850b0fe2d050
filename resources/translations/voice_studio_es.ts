<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../studio/ui/help/about.py" line="35"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="36"/>
        <source>Model in use</source>
        <translation>Modelo en uso</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="37"/>
        <source>not loaded</source>
        <translation>sin cargar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="38"/>
        <source>{0} {1} on {2} ({3}, {4} Hz)</source>
        <translation>{0} {1} en {2} ({3}, {4} Hz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="39"/>
        <source> — random weights</source>
        <translation> — pesos aleatorios</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="40"/>
        <source>Weights licence</source>
        <translation>Licencia de los pesos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="41"/>
        <source>random weights: nothing to credit</source>
        <translation>pesos aleatorios: no hace falta atribución</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="42"/>
        <source>as given by whoever made the model</source>
        <translation>la que indique quien creó el modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="43"/>
        <source>Credit when you share</source>
        <translation>Atribución al compartir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="44"/>
        <source>{0} engine ({1})</source>
        <translation>Motor {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="45"/>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="46"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="105"/>
        <source>About Voice Studio</source>
        <translation>Acerca de Voice Studio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="107"/>
        <source>&lt;b&gt;Voice Studio&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Voice Studio&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="110"/>
        <source>A desktop voice-cloning studio: record or load a voice, narrate scripts with a prompt cache, export the narration. Released under the MIT licence; the Licences page lists the packages it is built on and their licences.</source>
        <translation>Un estudio de clonación de voz para el escritorio: grabe o cargue una voz, narre guiones con una caché de prompt y exporte la narración. Publicado bajo la licencia MIT; la página Licencias enumera los paquetes en los que se basa y sus licencias.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="119"/>
        <source>The model in use asks for this credit, and every export carries it: {0}</source>
        <translation>El modelo en uso pide esta atribución, y cada exportación la incluye: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="131"/>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="140"/>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="141"/>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/about.py" line="144"/>
        <location filename="../../studio/ui/help/about.py" line="153"/>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
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
        <translation>de {0} a {1} dB</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="203"/>
        <source>The RMS is {0:.1f} dB; ACX needs {1} to {2} dB: choose the ACX preset, which normalises to it.</source>
        <translation>El RMS es de {0:.1f} dB; ACX exige de {1} a {2} dB: elija el preajuste ACX, que normaliza a ese nivel.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="214"/>
        <source>peak</source>
        <translation>pico</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="216"/>
        <location filename="../../studio/core/sound/acx.py" line="242"/>
        <source>at most {0} dB</source>
        <translation>como máximo {0} dB</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="221"/>
        <source>The peak is {0:.1f} dB; ACX needs at most {1} dB: choose the ACX preset, which limits peaks to {2} dB.</source>
        <translation>El pico es de {0:.1f} dB; ACX exige como máximo {1} dB: elija el preajuste ACX, que limita los picos a {2} dB.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="243"/>
        <source>noise floor</source>
        <translation>ruido de fondo</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="248"/>
        <source>The noise floor is {0:.1f} dB; ACX needs at most {1} dB: record or render with less background noise.</source>
        <translation>El ruido de fondo es de {0:.1f} dB; ACX exige como máximo {1} dB: grabe o genere con menos ruido de fondo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="257"/>
        <source>digital silence</source>
        <translation>silencio digital</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="259"/>
        <source>The pauses are digital silence, not room tone; ACX may reject dead silence: fill the pauses with room tone before you upload the file.</source>
        <translation>Las pausas son silencio digital, no tono de sala; ACX puede rechazar el silencio absoluto: rellene las pausas con tono de sala antes de subir el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="267"/>
        <source>{0:.1f} s of the pauses are digital silence, not room tone; ACX may reject dead silence: fill them with room tone before you upload the file.</source>
        <translation>{0:.1f} s de las pausas son silencio digital, no tono de sala; ACX puede rechazar el silencio absoluto: rellénelas con tono de sala antes de subir el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="282"/>
        <source>head room tone</source>
        <translation>tono de sala al principio</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="284"/>
        <source>The head has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX preset or set {3} s of silence at the head of each file.</source>
        <translation>El principio tiene {0:.2f} s de tono de sala; ACX exige {1}-{2} s: elija el preajuste ACX o ponga {3} s de silencio al principio de cada archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="292"/>
        <source>tail room tone</source>
        <translation>tono de sala al final</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="294"/>
        <source>The tail has {0:.2f} s of room tone; ACX needs {1}-{2} s: choose the ACX preset or set {3} s of silence at the tail of each file.</source>
        <translation>El final tiene {0:.2f} s de tono de sala; ACX exige {1}-{2} s: elija el preajuste ACX o ponga {3} s de silencio al final de cada archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="301"/>
        <source>{0} to {1} s</source>
        <translation>de {0} a {1} s</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="107"/>
        <source>mono</source>
        <translation>mono</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="109"/>
        <source>stereo</source>
        <translation>estéreo</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="110"/>
        <source>{0} channels</source>
        <translation>{0} canales</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="119"/>
        <source>sample rate</source>
        <translation>frecuencia de muestreo</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="126"/>
        <source>The file is {0}; ACX needs {1}: choose the ACX preset or set the sample rate to {2}.</source>
        <translation>El archivo está a {0}; ACX exige {1}: elija el preajuste ACX o ajuste la frecuencia de muestreo a {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="141"/>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="148"/>
        <source>The file is {0}; ACX needs MP3 at a constant bit rate of {1} kbps or more: choose the ACX preset or set the format to MP3.</source>
        <translation>El archivo es {0}; ACX exige MP3 con una tasa de bits constante de {1} kbps o más: elija el preajuste ACX o ajuste el formato a MP3.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="173"/>
        <source>bit rate</source>
        <translation>tasa de bits</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="175"/>
        <source>at least {0} kbps</source>
        <translation>al menos {0} kbps</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="180"/>
        <source>The file is {0:.0f} kbps; ACX needs {1} kbps or more: choose the ACX preset or set the bit rate to {1} kbps.</source>
        <translation>El archivo tiene {0:.0f} kbps; ACX exige {1} kbps o más: elija el preajuste ACX o ajuste la tasa de bits a {1} kbps.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="195"/>
        <source>The file has an average bit rate; ACX needs a constant bit rate: choose the ACX preset or set a constant bit rate of {0} kbps.</source>
        <translation>El archivo tiene una tasa de bits media; ACX exige una tasa de bits constante: elija el preajuste ACX o ajuste una tasa de bits constante de {0} kbps.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="204"/>
        <source>The file has a variable bit rate; ACX needs a constant bit rate: choose the ACX preset or set a constant bit rate of {0} kbps.</source>
        <translation>El archivo tiene una tasa de bits variable; ACX exige una tasa de bits constante: elija el preajuste ACX o ajuste una tasa de bits constante de {0} kbps.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="213"/>
        <source>constant bit rate</source>
        <translation>tasa de bits constante</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="240"/>
        <source>The file is {0} but {1} is {2}; ACX needs every file of a book alike: export them all with the same settings.</source>
        <translation>El archivo es {0}, pero {1} es {2}; ACX exige que todos los archivos de un libro sean iguales: expórtelos todos con los mismos ajustes.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="250"/>
        <source>channels</source>
        <translation>canales</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="252"/>
        <source>alike in every file</source>
        <translation>igual en todos los archivos</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="285"/>
        <source>length</source>
        <translation>duración</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="287"/>
        <source>at most {0} min</source>
        <translation>como máximo {0} min</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="292"/>
        <source>The file is {0} minutes long; ACX takes at most {1} minutes a file: export one file per chapter.</source>
        <translation>El archivo dura {0} minutos; ACX admite como máximo {1} minutos por archivo: exporte un archivo por capítulo.</translation>
    </message>
</context>
<context>
    <name>AcxView</name>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="26"/>
        <source>ACX check results</source>
        <translation>Resultados de la comprobación ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="28"/>
        <source>ACX asks</source>
        <translation>ACX exige</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="48"/>
        <source>Normalised to {0:.1f} LUFS with a {1:g} dBTP ceiling</source>
        <translation>Normalizado a {0:.1f} LUFS con un techo de {1:g} dBTP</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="59"/>
        <source>passes ACX</source>
        <translation>cumple ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="59"/>
        <source>does not pass ACX</source>
        <translation>no cumple ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/acx_view.py" line="74"/>
        <source>silent</source>
        <translation>silencio</translation>
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
        <translation>El análisis falló ({0}: {1}); comuníquelo, por favor.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="38"/>
        <source>Analysing the recording…</source>
        <translation>Analizando la grabación…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="46"/>
        <source>Kept region: {0}</source>
        <translation>Parte conservada: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/analysis_view.py" line="50"/>
        <source>✓ No problems found: this voice is ready.</source>
        <translation>✓ No se encontraron problemas: esta voz está lista.</translation>
    </message>
</context>
<context>
    <name>AudiobookBox</name>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="38"/>
        <source>Audiobook</source>
        <translation>Audiolibro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="40"/>
        <source>A JPEG or PNG image (M4B and MP3)</source>
        <translation>Una imagen JPEG o PNG (M4B y MP3)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="41"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="42"/>
        <source>Silence before the first line of each file</source>
        <translation>Silencio antes de la primera línea de cada archivo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="43"/>
        <source>Silence after the last line of each file</source>
        <translation>Silencio después de la última línea de cada archivo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="44"/>
        <source>One file per chapter in</source>
        <translation>Un archivo por capítulo en</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="46"/>
        <source>Besides the narration, each chapter as a file of its own in this folder</source>
        <translation>Además de la narración, cada capítulo en su propio archivo en esta carpeta</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="48"/>
        <source>Check every file against ACX</source>
        <translation>Comprobar cada archivo con los requisitos de ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="51"/>
        <source>Read every file back after writing it: MP3 at 44.1 kHz and a constant 192 kbps or more, mono or stereo alike, RMS -23 to -18 dB, peaks at most -3 dB, noise floor at most -60 dB, {0:g}-{1:g} s of room tone at the head and {2:g}-{3:g} s at the tail, at most 120 minutes a file</source>
        <translation>Leer cada archivo de nuevo tras escribirlo: MP3 a 44,1 kHz y 192 kbps constantes o más, mono o estéreo por igual, RMS de -23 a -18 dB, picos de -3 dB como máximo, ruido de fondo de -60 dB como máximo, {0:g}-{1:g} s de tono de sala al principio y {2:g}-{3:g} s al final, como máximo 120 minutos por archivo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="57"/>
        <source>Use the ACX preset</source>
        <translation>Usar el preajuste ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="60"/>
        <source>MP3 at 44.1 kHz and a constant 192 kbps, normalised to ACX&apos;s levels, {0:g} s of silence at the head and {1:g} s at the tail, and every file checked</source>
        <translation>MP3 a 44,1 kHz y 192 kbps constantes, normalizado a los niveles de ACX, {0:g} s de silencio al principio y {1:g} s al final, y cada archivo comprobado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="69"/>
        <source>Cover:</source>
        <translation>Portada:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="72"/>
        <source>at the head,</source>
        <translation>al principio,</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="74"/>
        <source>at the tail</source>
        <translation>al final</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="76"/>
        <source>Room tone:</source>
        <translation>Tono de sala:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="119"/>
        <source>Cover image</source>
        <translation>Imagen de portada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/audiobook_box.py" line="119"/>
        <source>Images (*.jpg *.jpeg *.png)</source>
        <translation>Imágenes (*.jpg *.jpeg *.png)</translation>
    </message>
</context>
<context>
    <name>BestOfRenders</name>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/best_of.py" line="101"/>
        <source>Choose the best of %n take(s)</source>
        <translation>
            <numerusform>Elegir la mejor de %n toma</numerusform>
            <numerusform>Elegir la mejor de %n tomas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookImportFlow</name>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="104"/>
        <source>{0} is still being imported; wait for it first.</source>
        <translation>{0} aún se está importando; espere a que termine.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="115"/>
        <location filename="../../studio/ui/project/book_import.py" line="116"/>
        <source>Reading {0}…</source>
        <translation>Leyendo {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="136"/>
        <source>Import of {0} cancelled.</source>
        <translation>Se canceló la importación de {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="141"/>
        <source>Finding the dialogue of {0}: chapter {1} of {2}…</source>
        <translation>Buscando los diálogos de {0}: capítulo {1} de {2}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="163"/>
        <source>Preparing the lines of {0}…</source>
        <translation>Preparando las líneas de {0}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/book_import.py" line="211"/>
        <source>Imported %Ln line(s) from {0} ({1} chapters, {2} speakers).</source>
        <translation>
            <numerusform>Se importó %Ln línea de {0} ({1} capítulos, {2} hablantes).</numerusform>
            <numerusform>Se importaron %Ln líneas de {0} ({1} capítulos, {2} hablantes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="225"/>
        <source>The import of {0} was dropped: another project was opened while it was read.</source>
        <translation>Se descartó la importación de {0}: se abrió otro proyecto mientras se leía.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/book_import.py" line="240"/>
        <source>Cannot import {0}</source>
        <translation>No se puede importar {0}</translation>
    </message>
</context>
<context>
    <name>CastDock</name>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="27"/>
        <source>Cast</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="41"/>
        <source>&amp;Cast…</source>
        <translation>&amp;Reparto…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_dock.py" line="44"/>
        <source>Who reads each speaker of a book&apos;s dialogue  (Ctrl+Shift+K)</source>
        <translation>Quién lee a cada hablante de los diálogos de un libro  (Ctrl+Shift+K)</translation>
    </message>
</context>
<context>
    <name>CastModel</name>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Speaker</source>
        <translation>Hablante</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="102"/>
        <source>Sample</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="116"/>
        <source>Narrator ({0})</source>
        <translation>Narrador ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_model.py" line="121"/>
        <source>Also called: {0}</source>
        <translation>También llamado: {0}</translation>
    </message>
</context>
<context>
    <name>CastPanel</name>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="51"/>
        <source>Speakers of the book</source>
        <translation>Hablantes del libro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="62"/>
        <source>No speakers yet. Import a book (File &gt; Import script) and the speakers of its dialogue are listed here.</source>
        <translation>Aún no hay hablantes. Importe un libro (Archivo &gt; Importar guion) y los hablantes de sus diálogos aparecerán aquí.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="71"/>
        <source>Voice of the selected speaker</source>
        <translation>Voz del hablante seleccionado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="73"/>
        <source>Speaker to merge the selected one into</source>
        <translation>Hablante con el que fusionar el seleccionado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="74"/>
        <source>&amp;Merge</source>
        <translation>&amp;Fusionar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="75"/>
        <source>The selected speaker is this one from now on</source>
        <translation>A partir de ahora, el hablante seleccionado pasa a ser este</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="76"/>
        <source>Se&amp;parate names</source>
        <translation>&amp;Separar nombres</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="78"/>
        <source>Undo the merges into the selected speaker: each name a speaker again</source>
        <translation>Deshacer las fusiones en el hablante seleccionado: cada nombre vuelve a ser un hablante</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="84"/>
        <source>&amp;Voice:</source>
        <translation>&amp;Voz:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="90"/>
        <source>Merge &amp;into:</source>
        <translation>Fusionar &amp;en:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="146"/>
        <source>The narrator is {0}: it reads the narration and every speaker no voice is cast for.</source>
        <translation>El narrador es {0}: lee la narración y a todos los hablantes sin voz asignada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="147"/>
        <source>(no voice yet)</source>
        <translation>(aún sin voz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="166"/>
        <source>Narrator ({0})</source>
        <translation>Narrador ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="200"/>
        <source>{0} is read by {1}; their lines are stale.</source>
        <translation>{0}: ahora lo lee {1}; sus líneas quedan desactualizadas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="201"/>
        <source>the narrator</source>
        <translation>el narrador</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="209"/>
        <source>{0} and {1} are one speaker now.</source>
        <translation>{0} y {1} son ahora un solo hablante.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/cast/cast_panel.py" line="231"/>
        <source>The names merged into {0} are speakers of their own again.</source>
        <translation>Los nombres fusionados en {0} vuelven a ser hablantes independientes.</translation>
    </message>
</context>
<context>
    <name>ChapterActions</name>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="45"/>
        <source>&amp;Start a chapter here…</source>
        <translation>&amp;Iniciar un capítulo aquí…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="48"/>
        <source>Make the selected line the first of a chapter, or rename its chapter</source>
        <translation>Hacer que la línea seleccionada sea la primera de un capítulo, o cambiar el nombre de su capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="52"/>
        <source>&amp;Remove chapter marker</source>
        <translation>&amp;Quitar marca de capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="54"/>
        <source>The line joins the chapter before it</source>
        <translation>La línea pasa al capítulo anterior</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="58"/>
        <source>&amp;Fold or unfold this chapter</source>
        <translation>&amp;Plegar o desplegar este capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="61"/>
        <source>Hide or show the lines of the selected line&apos;s chapter</source>
        <translation>Ocultar o mostrar las líneas del capítulo de la línea seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="63"/>
        <source>Fold &amp;all chapters</source>
        <translation>Plegar &amp;todos los capítulos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="64"/>
        <source>&amp;Unfold all chapters</source>
        <translation>&amp;Desplegar todos los capítulos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="67"/>
        <source>Render this &amp;chapter</source>
        <translation>&amp;Generar este capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="69"/>
        <source>Render the stale lines of the selected line&apos;s chapter</source>
        <translation>Generar las líneas desactualizadas del capítulo de la línea seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="73"/>
        <source>&amp;Export this chapter…</source>
        <translation>E&amp;xportar este capítulo…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="75"/>
        <source>Open Export with the selected line&apos;s chapter chosen</source>
        <translation>Abrir Exportar con el capítulo de la línea seleccionada ya elegido</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="105"/>
        <source>Rename chapter</source>
        <translation>Renombrar capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="105"/>
        <source>Start a chapter</source>
        <translation>Iniciar un capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="110"/>
        <source>Remove chapter marker</source>
        <translation>Quitar marca de capítulo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_actions.py" line="124"/>
        <source>Rendering %n line(s) of {0}.</source>
        <translation>
            <numerusform>Generando %n línea de {0}.</numerusform>
            <numerusform>Generando %n líneas de {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="126"/>
        <source>Every line of {0} is rendered.</source>
        <translation>Todas las líneas de {0} están generadas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="135"/>
        <source>Select the line the chapter starts with.</source>
        <translation>Seleccione la línea con la que empieza el capítulo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="144"/>
        <source>Chapter</source>
        <translation>Capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="145"/>
        <source>Title of the chapter that starts at line {0}:</source>
        <translation>Título del capítulo que empieza en la línea {0}:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_actions.py" line="165"/>
        <source>The selected line is not in a chapter.</source>
        <translation>La línea seleccionada no está en ningún capítulo.</translation>
    </message>
</context>
<context>
    <name>ChapterPicker</name>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="65"/>
        <source>Import {0}</source>
        <translation>Importar {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="69"/>
        <source>{0} chapters, {1:,} words; narration times at {2}&apos;s rate, about {3:.0f} words a minute.</source>
        <translation>{0} capítulos, {1:,} palabras; tiempos de narración al ritmo de {2}, unas {3:.0f} palabras por minuto.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="74"/>
        <source>the narrator</source>
        <translation>el narrador</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="83"/>
        <source>Chapters to import</source>
        <translation>Capítulos que importar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Chapter</source>
        <translation>Capítulo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Narration</source>
        <translation>Narración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="87"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="89"/>
        <source>Story</source>
        <translation>Cuerpo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="89"/>
        <source>Front matter</source>
        <translation>Preliminares</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="90"/>
        <source>Back matter</source>
        <translation>Material final</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="112"/>
        <source>Tick &amp;all</source>
        <translation>Marcar &amp;todos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="113"/>
        <source>&amp;Story only</source>
        <translation>Solo el &amp;cuerpo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="114"/>
        <source>Tick &amp;none</source>
        <translation>Marcar &amp;ninguno</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="121"/>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/books/chapter_picker.py" line="176"/>
        <source>{0} chosen: {1:,} words, about {2}</source>
        <translation>{0} elegidos: {1:,} palabras, aprox. {2}</translation>
    </message>
</context>
<context>
    <name>ChapterRows</name>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/chapter_rows.py" line="170"/>
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/chapter_rows.py" line="172"/>
        <source>{0}, folded</source>
        <translation>{0}, plegado</translation>
    </message>
</context>
<context>
    <name>ChecksBox</name>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="29"/>
        <source>Speech recognition</source>
        <translation>Reconocimiento de voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="31"/>
        <location filename="../../studio/ui/preferences/checks_box.py" line="60"/>
        <source>Check the words of every take</source>
        <translation>Comprobar las palabras de cada toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="35"/>
        <source>A speech recognizer hears each take beside rendering and compares its words with the line: the takes panel marks the words that differ, F8 walks the lines whose words differ, and Render stale can retake them.</source>
        <translation>Un reconocedor de voz escucha cada toma junto a la generación y compara sus palabras con la línea: el panel de tomas marca las palabras que difieren, F8 recorre las líneas cuyas palabras difieren y Generar desactualizadas puede repetirlas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="46"/>
        <source>A take is flagged “words differ” when more of its words than this differ.</source>
        <translation>Una toma se marca con «las palabras difieren» cuando difieren más palabras que esta cantidad.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="55"/>
        <source>Download recognizers in Model &gt; Models; the demo one hears nonsense.</source>
        <translation>Descargue reconocedores en Modelo &gt; Modelos; el de demostración oye disparates.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="57"/>
        <location filename="../../studio/ui/preferences/checks_box.py" line="63"/>
        <source>Transcribe each new voice</source>
        <translation>Transcribir cada voz nueva</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="61"/>
        <source>Words that may differ</source>
        <translation>Palabras que pueden diferir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="62"/>
        <source>Speech recognizer</source>
        <translation>Reconocedor de voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="68"/>
        <source>Flag when more words differ than:</source>
        <translation>Marcar cuando difieran más palabras que:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/checks_box.py" line="69"/>
        <source>Recognizer:</source>
        <translation>Reconocedor:</translation>
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
        <translation>Automático (GPU {0}: {1} ({2:.1f} GiB))</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="85"/>
        <source>Automatic (CPU: no CUDA device found)</source>
        <translation>Automático (CPU: no se encontró ningún dispositivo CUDA)</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="87"/>
        <source>CPU ({0} cores)</source>
        <translation>CPU ({0} núcleos)</translation>
    </message>
</context>
<context>
    <name>DictionaryPane</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="65"/>
        <source>This project&apos;s pronunciations</source>
        <translation>Pronunciaciones de este proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="67"/>
        <source>Pronunciations for all projects</source>
        <translation>Pronunciaciones para todos los proyectos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="80"/>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="81"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="82"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="83"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="84"/>
        <source>Add the entries of a CSV file or a PLS lexicon</source>
        <translation>Añadir las entradas de un archivo CSV o de un léxico PLS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="85"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="86"/>
        <source>Save these entries as CSV or as a PLS lexicon</source>
        <translation>Guardar estas entradas como CSV o como léxico PLS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="130"/>
        <source>Saved with this project. Each change is one step you can undo (Ctrl+Z); these entries win over the global ones.</source>
        <translation>Se guardan con este proyecto. Cada cambio es un paso que puede deshacer (Ctrl+Z); estas entradas prevalecen sobre las globales.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="139"/>
        <source>These entries apply to every project on this computer. They are not part of the project: they are saved in {0}, and changes cannot be undone.</source>
        <translation>Estas entradas se aplican a todos los proyectos de este equipo. No forman parte del proyecto: se guardan en {0} y los cambios no se pueden deshacer.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="183"/>
        <source>Add pronunciation of {0}</source>
        <translation>Añadir pronunciación de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="185"/>
        <source>Change pronunciation of {0}</source>
        <translation>Cambiar pronunciación de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="205"/>
        <source>Delete from the global dictionary</source>
        <translation>Eliminar del diccionario global</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="207"/>
        <source>Delete {0} from the dictionary of every project? {1} This cannot be undone.</source>
        <translation>¿Eliminar {0} del diccionario de todos los proyectos? {1} Esto no se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="213"/>
        <source>Delete pronunciation of {0}</source>
        <translation>Eliminar pronunciación de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="215"/>
        <source>Delete {0} pronunciations</source>
        <translation>Eliminar {0} pronunciaciones</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="234"/>
        <source>%n entry(s) from {0}.</source>
        <translation>
            <numerusform>%n entrada de {0}.</numerusform>
            <numerusform>%n entradas de {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="237"/>
        <source>{0} lexemes were skipped: they give phonemes only, and the engines read text.</source>
        <translation>Se omitieron {0} lexemas: solo dan fonemas, y los motores leen texto.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="242"/>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="333"/>
        <source>Import pronunciations</source>
        <translation>Importar pronunciaciones</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="243"/>
        <source>Import?</source>
        <translation>¿Importar?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="247"/>
        <source>Import pronunciations from {0}</source>
        <translation>Importar pronunciaciones de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="250"/>
        <source>Imported {0}</source>
        <translation>Importado: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="261"/>
        <source>Not exported: {0} was left as it is.</source>
        <translation>No se exportó: {0} se dejó como estaba.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="267"/>
        <source>Cannot write {0}: {1}</source>
        <translation>No se puede escribir {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="270"/>
        <source>Wrote %n entry(s) to {0}.</source>
        <translation>
            <numerusform>Se escribió %n entrada en {0}.</numerusform>
            <numerusform>Se escribieron %n entradas en {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="289"/>
        <source>No entries yet: Add… a word the engine says wrong.</source>
        <translation>Aún no hay entradas: use Añadir… con una palabra que el motor pronuncie mal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="291"/>
        <source>%n entry(s).</source>
        <translation>
            <numerusform>%n entrada.</numerusform>
            <numerusform>%n entradas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="295"/>
        <source>These entries</source>
        <translation>Estas entradas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="299"/>
        <source>{0} applies to lines {1}: changing or deleting it makes them stale.</source>
        <translation>{0}: afecta a las líneas {1}; cambiarlo o eliminarlo las deja desactualizadas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="304"/>
        <source>{0} applies to no line of this project.</source>
        <translation>{0}: no afecta a ninguna línea de este proyecto.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_pane.py" line="342"/>
        <source>Export pronunciations</source>
        <translation>Exportar pronunciaciones</translation>
    </message>
</context>
<context>
    <name>DictionaryTableModel</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="84"/>
        <source>Word or phrase</source>
        <translation>Palabra o frase</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="85"/>
        <source>Say it as</source>
        <translation>Pronunciar como</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="86"/>
        <source>Whole word</source>
        <translation>Palabra entera</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="87"/>
        <source>Match case</source>
        <translation>Mayúsculas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="88"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_model.py" line="91"/>
        <source>How many lines of this project the entry applies to</source>
        <translation>A cuántas líneas de este proyecto se aplica la entrada</translation>
    </message>
</context>
<context>
    <name>DriftChart</name>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="42"/>
        <source>Similarity to the voice</source>
        <translation>Similitud con la voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="43"/>
        <source>Speaking rate (characters a second)</source>
        <translation>Velocidad de habla (caracteres por segundo)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="44"/>
        <source>Loudness (dBFS)</source>
        <translation>Sonoridad (dBFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="105"/>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/chart.py" line="119"/>
        <source>Flag below</source>
        <translation>Marcar por debajo</translation>
    </message>
</context>
<context>
    <name>DriftDock</name>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="30"/>
        <source>Drift across the book</source>
        <translation>Deriva a lo largo del libro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="55"/>
        <source>&amp;Drift Across the Book</source>
        <translation>D&amp;eriva a lo largo del libro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="58"/>
        <source>Similarity to the voice, speaking rate and loudness over the book&apos;s lines; click a point to go to its line</source>
        <translation>Similitud con la voz, velocidad de habla y sonoridad a lo largo de las líneas del libro; haga clic en un punto para ir a su línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="70"/>
        <source>No line has a take yet.</source>
        <translation>Ninguna línea tiene aún una toma.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="74"/>
        <source>No take&apos;s voice was measured: turn the voice check on in Preferences and render again to follow the voice.</source>
        <translation>No se midió la voz de ninguna toma: active la comprobación de voz en Preferencias y vuelva a generar para seguir la voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/drift/dock.py" line="81"/>
        <source>Similarity as a speaker encoder hears it, not a listener; dotted lines start chapters.</source>
        <translation>Similitud tal como la oye un codificador de locutores, no un oyente; las líneas de puntos marcan el inicio de cada capítulo.</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="51"/>
        <source>No line of this project speaks differently with this change.</source>
        <translation>Con este cambio, ninguna línea de este proyecto suena distinta.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="56"/>
        <source>Line {0} speaks differently with this change and becomes stale.</source>
        <translation>Con este cambio, la línea {0} suena distinta y queda desactualizada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="60"/>
        <source>{0} lines speak differently with this change and become stale: {1}.</source>
        <translation>Con este cambio, {0} líneas suenan distintas y quedan desactualizadas: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="77"/>
        <source>Edit pronunciation</source>
        <translation>Editar pronunciación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="77"/>
        <source>Add a word</source>
        <translation>Añadir una palabra</translation>
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
        <translation>Solo palabras enteras (no dentro de otras palabras)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="89"/>
        <source>Match case</source>
        <translation>Distinguir mayúsculas y minúsculas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="105"/>
        <source>Word or phrase:</source>
        <translation>Palabra o frase:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="106"/>
        <source>Say it as:</source>
        <translation>Pronunciar como:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="160"/>
        <source>Type the word and how to say it.</source>
        <translation>Escriba la palabra y cómo pronunciarla.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/entry_dialog.py" line="173"/>
        <source>Line {0} will say: {1}</source>
        <translation>La línea {0} dirá: {1}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="85"/>
        <location filename="../../studio/ui/export/dialog.py" line="116"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="118"/>
        <location filename="../../studio/ui/export/dialog.py" line="259"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="159"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="163"/>
        <source>Stopping the render…</source>
        <translation>Deteniendo la generación…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="207"/>
        <source>Nothing was exported; the files that exist were left as they are.</source>
        <translation>No se exportó nada; los archivos existentes se dejaron como estaban.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="226"/>
        <source>Rendering %n line(s) without a take: {0}…</source>
        <translation>
            <numerusform>Generando %n línea sin toma: {0}…</numerusform>
            <numerusform>Generando %n líneas sin toma: {0}…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="251"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="259"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="295"/>
        <source>Rendering stopped; nothing was exported.</source>
        <translation>Se detuvo la generación; no se exportó nada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="317"/>
        <source>see the line&apos;s status</source>
        <translation>consulte el estado de la línea</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="319"/>
        <source>Could not render %n line(s): {0} ({1}); nothing was exported.</source>
        <translation>
            <numerusform>No se pudo generar %n línea: {0} ({1}); no se exportó nada.</numerusform>
            <numerusform>No se pudieron generar %n líneas: {0} ({1}); no se exportó nada.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="336"/>
        <source>Export cancelled: the narration was written, the stems were not.</source>
        <translation>Exportación cancelada: se escribió la narración, pero no los archivos por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="338"/>
        <source>Export cancelled; no file was written.</source>
        <translation>Exportación cancelada; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="345"/>
        <source>{0} The narration was written; the stems were not.</source>
        <translation>{0} Se escribió la narración, pero no los archivos por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="360"/>
        <source>The export failed unexpectedly ({0}: {1}).</source>
        <translation>La exportación falló de forma inesperada ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="367"/>
        <source>ACX check</source>
        <translation>Comprobación ACX</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="378"/>
        <source> and {0} more</source>
        <translation> y {0} más</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="379"/>
        <source>Exported %n file(s) to {0}: {1}.</source>
        <translation>
            <numerusform>Se exportó %n archivo a {0}: {1}.</numerusform>
            <numerusform>Se exportaron %n archivos a {0}: {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="380"/>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="385"/>
        <source>{0:.1f} s at {1} Hz.</source>
        <translation>{0:.1f} s a {1} Hz.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="389"/>
        <source>%n chapter(s).</source>
        <translation>
            <numerusform>%n capítulo.</numerusform>
            <numerusform>%n capítulos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="394"/>
        <source>Every file passes ACX.</source>
        <translation>Todos los archivos cumplen ACX.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="397"/>
        <source>{0} of %n file(s) do not pass ACX: see ACX check.</source>
        <translation>
            <numerusform>{0} de %n archivo no cumple ACX: consulte Comprobación ACX.</numerusform>
            <numerusform>{0} de %n archivos no cumplen ACX: consulte Comprobación ACX.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="406"/>
        <source>%n line(s) were exported from takes that no longer match their text or voice: {0}.</source>
        <translation>
            <numerusform>%n línea se exportó de una toma que ya no coincide con su texto o su voz: {0}.</numerusform>
            <numerusform>%n líneas se exportaron de tomas que ya no coinciden con su texto o su voz: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/dialog.py" line="425"/>
        <source>%n chosen line(s) have no take yet: {0}{1}.</source>
        <translation>
            <numerusform>%n línea elegida aún no tiene toma: {0}{1}.</numerusform>
            <numerusform>%n líneas elegidas aún no tienen toma: {0}{1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/dialog.py" line="430"/>
        <source>Every chosen line has a take.</source>
        <translation>Todas las líneas elegidas tienen toma.</translation>
    </message>
</context>
<context>
    <name>ExportForm</name>
    <message>
        <location filename="../../studio/ui/export/form.py" line="64"/>
        <source>WAV 16-bit</source>
        <translation>WAV de 16 bits</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="65"/>
        <source>WAV 24-bit</source>
        <translation>WAV de 24 bits</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="66"/>
        <source>WAV 32-bit float</source>
        <translation>WAV de 32 bits en coma flotante</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="67"/>
        <source>FLAC 16-bit</source>
        <translation>FLAC de 16 bits</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="68"/>
        <source>FLAC 24-bit</source>
        <translation>FLAC de 24 bits</translation>
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
        <translation>Audiolibro M4B (AAC)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="106"/>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="107"/>
        <source>Lines and side files</source>
        <translation>Líneas y archivos adicionales</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="110"/>
        <source>Narration</source>
        <translation>Narración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="113"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="117"/>
        <source>&amp;Output file:</source>
        <translation>Archivo de &amp;salida:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="127"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="132"/>
        <source>The engine&apos;s ({0} Hz)</source>
        <translation>La del motor ({0} Hz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="134"/>
        <source>The takes&apos; own</source>
        <translation>La de las tomas</translation>
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
        <translation>Frecuencia de muestreo:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="141"/>
        <source>Variable (smaller files)</source>
        <translation>Variable (archivos más pequeños)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="143"/>
        <location filename="../../studio/ui/export/form.py" line="292"/>
        <source>{0} kbps, constant</source>
        <translation>{0} kbps, constante</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="144"/>
        <source>MP3 only; ACX asks for a constant 192 kbps or more</source>
        <translation>Solo MP3; ACX exige 192 kbps constantes o más</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="145"/>
        <source>Bit rate:</source>
        <translation>Tasa de bits:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="152"/>
        <source>Loudness:</source>
        <translation>Sonoridad:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="161"/>
        <source>Silence between lines; a line&apos;s own gap still wins.</source>
        <translation>Silencio entre líneas; la pausa propia de una línea sigue prevaleciendo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="162"/>
        <source>Gap between lines:</source>
        <translation>Pausa entre líneas:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="166"/>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="167"/>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="190"/>
        <source>Stems, subtitles and markers</source>
        <translation>Archivos por línea, subtítulos y marcadores</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="192"/>
        <source>Stems folder</source>
        <translation>Carpeta de archivos por línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="193"/>
        <source>Stems of the selected lines only</source>
        <translation>Archivos solo de las líneas seleccionadas</translation>
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
        <translation>Etiquetas de Audacity</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="198"/>
        <source>Label track (*.txt)</source>
        <translation>Pista de etiquetas (*.txt)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="200"/>
        <source>Subtitles and labels word by word</source>
        <translation>Subtítulos y etiquetas palabra por palabra</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="203"/>
        <source>A cue and a label per word, timed by the word check (karaoke WebVTT); lines never checked keep one cue. Without it, a checked line&apos;s cue starts and ends with its speech.</source>
        <translation>Un subtítulo y una etiqueta por palabra, sincronizados por la comprobación de palabras (WebVTT tipo karaoke); las líneas nunca comprobadas conservan un único subtítulo. Sin esta opción, el subtítulo de una línea comprobada empieza y termina con su habla.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="325"/>
        <source>Choose a stems folder, or untick Stems folder.</source>
        <translation>Elija una carpeta de archivos por línea, o desmarque Carpeta de archivos por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="330"/>
        <source>Choose a file for {0}, or untick it.</source>
        <translation>Elija un archivo para {0}, o desmárquelo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="333"/>
        <source>Choose an output file (or a stems folder).</source>
        <translation>Elija un archivo de salida (o una carpeta de archivos por línea).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="336"/>
        <source>Line range {0}-{1} is backwards; the first line comes first.</source>
        <translation>El intervalo de líneas {0}-{1} está invertido; la primera línea debe ir primero.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="405"/>
        <source>MP3 at {0} Hz can be at most {1} kbps</source>
        <translation>Un MP3 a {0} Hz admite como máximo {1} kbps</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/form.py" line="421"/>
        <source>Export the narration to</source>
        <translation>Exportar la narración a</translation>
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
        <translation>El archivo anterior {0} no se pudo mover a la papelera ({1}); se conservó como {2}.</translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <location filename="../../studio/core/exports/export.py" line="150"/>
        <source>Writing {0}</source>
        <translation>Escribiendo {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="175"/>
        <source>Wrote stem {0}</source>
        <translation>Archivo por línea {0} escrito</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="184"/>
        <source>Checking the files against ACX</source>
        <translation>Comprobando los archivos con ACX</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="196"/>
        <source>Export finished</source>
        <translation>Exportación terminada</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="267"/>
        <source>Joined line {0}</source>
        <translation>Línea {0} unida</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="276"/>
        <source>Normalising loudness for ACX</source>
        <translation>Normalizando la sonoridad para ACX</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="282"/>
        <source>Normalising loudness</source>
        <translation>Normalizando la sonoridad</translation>
    </message>
</context>
<context>
    <name>HelpController</name>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="38"/>
        <source>Open &amp;sample script</source>
        <translation>Abrir &amp;guion de ejemplo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="40"/>
        <source>A short script in three voices, ready to render</source>
        <translation>Un guion breve a tres voces, listo para generar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="43"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="45"/>
        <source>&amp;About Voice Studio</source>
        <translation>Acerca &amp;de Voice Studio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="77"/>
        <source>Open sample script</source>
        <translation>Abrir guion de ejemplo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/controller.py" line="86"/>
        <source>Cannot open the sample script</source>
        <translation>No se puede abrir el guion de ejemplo</translation>
    </message>
</context>
<context>
    <name>ImportNote</name>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="29"/>
        <source>escape sequence</source>
        <translation>secuencia de escape</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="35"/>
        <source>backspace</source>
        <translation>retroceso</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="38"/>
        <source>byte order mark</source>
        <translation>marca de orden de bytes</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="50"/>
        <source>control character {0}</source>
        <translation>carácter de control {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="60"/>
        <source>Removed 1 control or invisible character from the script: they cannot be spoken ({0}).</source>
        <translation>Se quitó 1 carácter de control o invisible del guion: no se puede pronunciar ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="68"/>
        <source>Removed {0} control or invisible characters from the script: they cannot be spoken ({1}).</source>
        <translation>Se quitaron {0} caracteres de control o invisibles del guion: no se pueden pronunciar ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="78"/>
        <source>Removed 1 control or invisible character from the line: they cannot be spoken ({0}).</source>
        <translation>Se quitó 1 carácter de control o invisible de la línea: no se puede pronunciar ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="86"/>
        <source>Removed {0} control or invisible characters from the line: they cannot be spoken ({1}).</source>
        <translation>Se quitaron {0} caracteres de control o invisibles de la línea: no se pueden pronunciar ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="103"/>
        <source>{0} and {1} other kinds</source>
        <translation>{0} y {1} tipos más</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="126"/>
        <source>at sentence and clause boundaries</source>
        <translation>en los límites de frases y cláusulas</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="129"/>
        <source>between words, with no punctuation to cut at</source>
        <translation>entre palabras, al no haber puntuación por la que cortar</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="132"/>
        <source>at sentence and clause boundaries and, where a stretch had no punctuation, between words</source>
        <translation>en los límites de frases y cláusulas y, donde un tramo no tenía puntuación, entre palabras</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="161"/>
        <source>A paragraph of {0:,} characters, more than the {1:,} a line of speech should have, was split into {2:,} lines {3}; check that it is the text you meant.</source>
        <translation>Un párrafo de {0:,} caracteres, más de los {1:,} que debería tener una línea hablada, se dividió en {2:,} líneas {3}; compruebe que es el texto que quería.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="173"/>
        <source>A line of {0:,} characters, more than the {1:,} a line of speech should have, was split into {2:,} lines {3}; check that it is the text you meant.</source>
        <translation>Una línea de {0:,} caracteres, más de los {1:,} que debería tener una línea hablada, se dividió en {2:,} líneas {3}; compruebe que es el texto que quería.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="186"/>
        <source>{0} paragraphs of more than {1:,} characters (the longest {2:,}), more than a line of speech should have, were split into {3:,} lines {4}; check that they are the text you meant.</source>
        <translation>{0} párrafos de más de {1:,} caracteres (el más largo, {2:,}), más de lo que debería tener una línea hablada, se dividieron en {3:,} líneas {4}; compruebe que son el texto que quería.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="199"/>
        <source>{0} lines of more than {1:,} characters (the longest {2:,}), more than a line of speech should have, were split into {3:,} lines {4}; check that they are the text you meant.</source>
        <translation>{0} líneas de más de {1:,} caracteres (la más larga, {2:,}), más de lo que debería tener una línea hablada, se dividieron en {3:,} líneas {4}; compruebe que son el texto que quería.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="222"/>
        <source>A paragraph of {0:,} characters was split into {1} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>Un párrafo de {0:,} caracteres se dividió en {1} líneas en los límites de frases y cláusulas, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="231"/>
        <source>A line of {0:,} characters was split into {1} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>Una línea de {0:,} caracteres se dividió en {1} líneas en los límites de frases y cláusulas, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="243"/>
        <source>{0} paragraphs longer than {1} characters (the longest {2:,}) were split into {3} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>{0} párrafos de más de {1} caracteres (el más largo, {2:,}) se dividieron en {3} líneas en los límites de frases y cláusulas, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="255"/>
        <source>{0} lines longer than {1} characters (the longest {2:,}) were split into {3} lines at sentence and clause boundaries, so that each can be spoken whole.</source>
        <translation>{0} líneas de más de {1} caracteres (la más larga, {2:,}) se dividieron en {3} líneas en los límites de frases y cláusulas, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="273"/>
        <source>A paragraph of {0:,} characters was split into {1} lines {2}, so that each can be spoken whole.</source>
        <translation>Un párrafo de {0:,} caracteres se dividió en {1} líneas {2}, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="283"/>
        <source>A line of {0:,} characters was split into {1} lines {2}, so that each can be spoken whole.</source>
        <translation>Una línea de {0:,} caracteres se dividió en {1} líneas {2}, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="295"/>
        <source>{0} paragraphs longer than {1} characters (the longest {2:,}) were split into {3} lines {4}, so that each can be spoken whole.</source>
        <translation>{0} párrafos de más de {1} caracteres (el más largo, {2:,}) se dividieron en {3} líneas {4}, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="307"/>
        <source>{0} lines longer than {1} characters (the longest {2:,}) were split into {3} lines {4}, so that each can be spoken whole.</source>
        <translation>{0} líneas de más de {1} caracteres (la más larga, {2:,}) se dividieron en {3} líneas {4}, para que cada una pueda pronunciarse entera.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="323"/>
        <source>{0} has no usable table of contents, so each of its {1} text documents became a chapter.</source>
        <translation>{0} no tiene un índice utilizable, así que cada uno de sus {1} documentos de texto se convirtió en un capítulo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/import_notes.py" line="336"/>
        <source>{0} has no bookmarks (outline), so it was read as one chapter.</source>
        <translation>{0} no tiene marcadores (esquema), así que se leyó como un solo capítulo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_headings.py" line="77"/>
        <source>{0} has no bookmarks (outline), so its chapters start at the lines that read as chapter headings, such as Chapter 1 or Part Two.</source>
        <translation>{0} no tiene marcadores (esquema), así que sus capítulos empiezan en las líneas que parecen títulos de capítulo, como Capítulo 1 o Segunda parte.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="60"/>
        <source>Voice library</source>
        <translation>Biblioteca de voces</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="70"/>
        <source>Library voices</source>
        <translation>Voces de la biblioteca</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="94"/>
        <source>The library is empty: save a project voice to it, or import a voice file.</source>
        <translation>La biblioteca está vacía: guarde en ella una voz del proyecto o importe un archivo de voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="101"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="106"/>
        <source>Where the recording comes from; the speaker&apos;s consent</source>
        <translation>De dónde procede la grabación; el consentimiento del hablante</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="80"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="104"/>
        <location filename="../../studio/ui/voices/library_dialog.py" line="152"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="76"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="77"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="78"/>
        <source>Added</source>
        <translation>Añadida</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="79"/>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="121"/>
        <source>&amp;Add to project</source>
        <translation>&amp;Añadir al proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="123"/>
        <source>&amp;Save project voice…</source>
        <translation>&amp;Guardar voz del proyecto…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="127"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="129"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="131"/>
        <source>&amp;Delete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="133"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="193"/>
        <source>Library folder: {0}</source>
        <translation>Carpeta de la biblioteca: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="235"/>
        <source>{0:.1f} s</source>
        <translation>{0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="238"/>
        <source>{0:.1f} s of {1:.1f} s</source>
        <translation>{0:.1f} s de {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="255"/>
        <source>Transcript: {0}</source>
        <translation>Transcripción: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="286"/>
        <source>Added {0} to the project.</source>
        <translation>Se añadió {0} al proyecto.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="312"/>
        <source>Imported {0}.</source>
        <translation>Se importó {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="324"/>
        <source>Not exported: {0} was left as it is.</source>
        <translation>No se exportó: {0} se dejó como estaba.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="332"/>
        <source>Exported {0} to {1}.</source>
        <translation>Se exportó {0} a {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="400"/>
        <source>Import voices</source>
        <translation>Importar voces</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="402"/>
        <source>Voice files (*{0});;All files (*)</source>
        <translation>Archivos de voz (*{0});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="411"/>
        <source>Export {0}</source>
        <translation>Exportar {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="416"/>
        <source>Voice files (*{0})</source>
        <translation>Archivos de voz (*{0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="426"/>
        <source>Rename voice</source>
        <translation>Renombrar voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="426"/>
        <source>New name</source>
        <translation>Nombre nuevo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="433"/>
        <source>Delete voice</source>
        <translation>Eliminar voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/library_dialog.py" line="435"/>
        <source>Delete {0} from the library? Projects that use it keep their own copy.</source>
        <translation>¿Eliminar {0} de la biblioteca? Los proyectos que la usan conservan su propia copia.</translation>
    </message>
</context>
<context>
    <name>LicencesPage</name>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="35"/>
        <source>Voice Studio and the {0} packages it is built on, each under its own licence. PySide6 and Qt are used under the LGPL-3.0.</source>
        <translation>Voice Studio y los {0} paquetes en los que se basa, cada uno con su propia licencia. PySide6 y Qt se usan bajo la LGPL-3.0.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Package</source>
        <translation>Paquete</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="41"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="43"/>
        <source>Packages and their licences</source>
        <translation>Paquetes y sus licencias</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/licences_page.py" line="55"/>
        <source>Licence text</source>
        <translation>Texto de la licencia</translation>
    </message>
</context>
<context>
    <name>LineParamsPanel</name>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="54"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="57"/>
        <source>Selected lines</source>
        <translation>Líneas seleccionadas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="57"/>
        <source>Project defaults</source>
        <translation>Predeterminados del proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="58"/>
        <source>Settings for</source>
        <translation>Ajustes de</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="78"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="78"/>
        <source>Fixed</source>
        <translation>Fija</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="79"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="79"/>
        <location filename="../../studio/ui/panels/line_params.py" line="80"/>
        <location filename="../../studio/ui/panels/line_params.py" line="81"/>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="80"/>
        <source>CFG</source>
        <translation>CFG</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="81"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="85"/>
        <source>Fixed seed</source>
        <translation>Semilla fija</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="86"/>
        <source>Set the temperature</source>
        <translation>Fijar la temperatura</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="87"/>
        <source>Set the CFG</source>
        <translation>Fijar el CFG</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="88"/>
        <source>Set the steps</source>
        <translation>Fijar los pasos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="184"/>
        <source>Unchecked: the engine&apos;s default; no fixed seed: new each take.</source>
        <translation>Sin marcar: el valor predeterminado del motor; sin semilla fija: una nueva en cada toma.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="189"/>
        <source>Unchecked: the project default.</source>
        <translation>Sin marcar: el valor predeterminado del proyecto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/line_params.py" line="191"/>
        <source>Showing the first of %n line(s).</source>
        <translation>
            <numerusform>Se muestra la primera de %n línea.</numerusform>
            <numerusform>Se muestra la primera de %n líneas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="195"/>
        <source>Select a line to change its settings.</source>
        <translation>Seleccione una línea para cambiar sus ajustes.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="251"/>
        <source>Change defaults</source>
        <translation>Cambiar valores predeterminados</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/line_params.py" line="265"/>
        <source>Change settings</source>
        <translation>Cambiar ajustes</translation>
    </message>
</context>
<context>
    <name>LinesBox</name>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="31"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="36"/>
        <source>All %n line(s)</source>
        <translation>
            <numerusform>%n línea (todas)</numerusform>
            <numerusform>Todas las %n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="38"/>
        <source>The %n selected line(s)</source>
        <translation>
            <numerusform>%n línea seleccionada</numerusform>
            <numerusform>Las %n líneas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="41"/>
        <source>From line</source>
        <translation>Desde la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="47"/>
        <source>Chapter</source>
        <translation>Capítulo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/export/lines_box.py" line="51"/>
        <source>{0}. {1} (%n line(s))</source>
        <translation>
            <numerusform>{0}. {1} (%n línea)</numerusform>
            <numerusform>{0}. {1} (%n líneas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="67"/>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="78"/>
        <source>Render lines without a take first</source>
        <translation>Generar primero las líneas sin toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/lines_box.py" line="79"/>
        <source>Stop and tell me which lines have none</source>
        <translation>Detenerse e indicar qué líneas no tienen</translation>
    </message>
</context>
<context>
    <name>LoudnessRow</name>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="19"/>
        <source>Loudness</source>
        <translation>Sonoridad</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="21"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="22"/>
        <source>Podcast (-16 LUFS)</source>
        <translation>Pódcast (-16 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="23"/>
        <source>Broadcast (-23 LUFS)</source>
        <translation>Radiodifusión (-23 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="24"/>
        <source>Audiobook (-19 LUFS)</source>
        <translation>Audiolibro (-19 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="25"/>
        <source>ACX (RMS -23 to -18 dB, peaks under -3 dB)</source>
        <translation>ACX (RMS de -23 a -18 dB, picos por debajo de -3 dB)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="26"/>
        <source>Custom</source>
        <translation>Personalizada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="35"/>
        <source>Loudness target</source>
        <translation>Sonoridad objetivo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="41"/>
        <source>True-peak ceiling</source>
        <translation>Techo de pico real</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/loudness_row.py" line="46"/>
        <source>ceiling</source>
        <translation>techo</translation>
    </message>
</context>
<context>
    <name>MainToolbar</name>
    <message>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="31"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="44"/>
        <location filename="../../studio/ui/kit/main_toolbar.py" line="45"/>
        <source>More tools</source>
        <translation>Más herramientas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../studio/ui/main_window.py" line="182"/>
        <source>Add &amp;voice…</source>
        <translation>Añadir &amp;voz…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="185"/>
        <source>&amp;Record voice…</source>
        <translation>&amp;Grabar voz…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="189"/>
        <source>Replace voice &amp;audio…</source>
        <translation>Reemplazar el &amp;audio de la voz…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="191"/>
        <source>Give the selected voice new reference audio (its lines become stale)</source>
        <translation>Dar a la voz seleccionada un nuevo audio de referencia (sus líneas quedan desactualizadas)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="194"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="197"/>
        <source>&amp;Preferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="202"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="206"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="210"/>
        <source>&amp;Voices</source>
        <translation>&amp;Voces</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="218"/>
        <source>&amp;Text</source>
        <translation>&amp;Texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="220"/>
        <source>&amp;Chapters</source>
        <translation>&amp;Capítulos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="221"/>
        <source>&amp;Render</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="229"/>
        <source>&amp;Playback</source>
        <translation>Re&amp;producción</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="230"/>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="232"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="393"/>
        <source>Select a voice first.</source>
        <translation>Seleccione primero una voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="397"/>
        <source>New reference audio for {0}</source>
        <translation>Nuevo audio de referencia para {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="399"/>
        <source>Audio (*.wav *.flac *.ogg *.mp3);;All files (*)</source>
        <translation>Audio (*.wav *.flac *.ogg *.mp3);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="421"/>
        <source>Compiling the model for this device…</source>
        <translation>Compilando el modelo para este dispositivo…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="423"/>
        <source>Compiling the model… (it took {0:.1f} s last time)</source>
        <translation>Compilando el modelo… (la última vez tardó {0:.1f} s)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="441"/>
        <source>Random weights (no download): the speech is noise, for tests and demos.</source>
        <translation>Pesos aleatorios (sin descarga): el habla es ruido, para pruebas y demostraciones.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="453"/>
        <source>The model could not be loaded</source>
        <translation>No se pudo cargar el modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="457"/>
        <source>Voice {0}: {1}</source>
        <translation>Voz {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="479"/>
        <source>Line {0} could not be rendered; its status cell says why.</source>
        <translation>No se pudo generar la línea {0}; su celda de estado explica el motivo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/main_window.py" line="488"/>
        <source>Line {0} rendered.</source>
        <translation>Línea {0} generada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/main_window.py" line="490"/>
        <source>%n line(s) rendered.</source>
        <translation>
            <numerusform>%n línea generada.</numerusform>
            <numerusform>%n líneas generadas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/app.py" line="282"/>
        <source>Load script</source>
        <translation>Cargar guion</translation>
    </message>
</context>
<context>
    <name>ModelCatalog</name>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="76"/>
        <source>Whisper {0} (English, {1} MB)</source>
        <translation>Whisper {0} (inglés, {1} MB)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="78"/>
        <source>Whisper {0} (many languages, {1} MB)</source>
        <translation>Whisper {0} (muchos idiomas, {1} MB)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="95"/>
        <location filename="../../studio/models/asr_catalog.py" line="101"/>
        <source>Fastest; misses more words.</source>
        <translation>El más rápido; se le escapan más palabras.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="107"/>
        <location filename="../../studio/models/asr_catalog.py" line="113"/>
        <source>Fast on a CPU; a good default check.</source>
        <translation>Rápido en una CPU; una buena comprobación por defecto.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="119"/>
        <location filename="../../studio/models/asr_catalog.py" line="125"/>
        <source>Slower, hears more exactly.</source>
        <translation>Más lento, oye con más exactitud.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="131"/>
        <source>Most exact; about real time on a CPU, best with a GPU.</source>
        <translation>El más exacto; casi en tiempo real en una CPU, mejor con una GPU.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="139"/>
        <source>Demo recognizer (random weights: hears nonsense)</source>
        <translation>Reconocedor de demostración (pesos aleatorios: oye disparates)</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="142"/>
        <source>The real faster-whisper code with a tiny random-weight Whisper built on this computer: it hears nonsense, for trying the studio and its tests offline.</source>
        <translation>El código real de faster-whisper con un Whisper diminuto de pesos aleatorios creado en este equipo: oye disparates; sirve para probar el estudio y sus pruebas sin conexión.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="143"/>
        <source>pocket-tts is not installed; run `pip install voice-studio` again.</source>
        <translation>pocket-tts no está instalado; vuelva a ejecutar `pip install voice-studio`.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="162"/>
        <source>pocket-tts (English, voice cloning)</source>
        <translation>pocket-tts (inglés, clonación de voz)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="163"/>
        <source>Kyutai&apos;s 100M-parameter model: clones a voice from a few seconds of audio, in real time on a CPU.</source>
        <translation>El modelo de Kyutai de 100 M de parámetros: clona una voz a partir de unos segundos de audio, en tiempo real en una CPU.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="187"/>
        <source>VoxCPM2 (30 languages, 48 kHz)</source>
        <translation>VoxCPM2 (30 idiomas, 48 kHz)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="190"/>
        <source>OpenBMB&apos;s 2B-parameter model: higher quality and many languages; a GPU with about 8 GB of memory is recommended, on a CPU it is far slower than real time.</source>
        <translation>El modelo de OpenBMB de 2000 M de parámetros: más calidad y muchos idiomas; se recomienda una GPU con unos 8 GB de memoria, en una CPU es mucho más lento que el tiempo real.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="204"/>
        <source>The VoxCPM engine needs the optional voxcpm package: run `bash scripts/setup.sh` or `pip install &apos;voice-studio[voxcpm]&apos;`.</source>
        <translation>El motor VoxCPM necesita el paquete opcional voxcpm: ejecute `bash scripts/setup.sh` o `pip install &apos;voice-studio[voxcpm]&apos;`.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="222"/>
        <source>Demo model (random weights: makes noise)</source>
        <translation>Modelo de demostración (pesos aleatorios: hace ruido)</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="223"/>
        <source>The real pocket-tts code with random weights, built on this computer without a download. It speaks noise, not words: use it to try the studio, its cache and its timings.</source>
        <translation>El código real de pocket-tts con pesos aleatorios, creado en este equipo sin descargas. Dice ruido, no palabras: úselo para probar el estudio, su caché y sus tiempos.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="69"/>
        <source>Always available: built on this computer when used, nothing to download.</source>
        <translation>Siempre disponible: se crea en este equipo al usarlo, nada que descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="75"/>
        <source>Ready: its engine plugin keeps what it needs, nothing to download.</source>
        <translation>Listo: su complemento de motor guarda lo que necesita, nada que descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="82"/>
        <source>Cannot be used: {0}.</source>
        <translation>No se puede usar: {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="84"/>
        <source>Ready ({0}) in {1}.</source>
        <translation>Listo ({0}) en {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="87"/>
        <source>Downloaded ({0}) in {1}.</source>
        <translation>Descargado ({0}) en {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="89"/>
        <source>Not downloaded.</source>
        <translation>Sin descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="91"/>
        <source>{0} kept from an earlier download.</source>
        <translation>{0} conservados de una descarga anterior.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="94"/>
        <source>Gated: accept the terms on the model page and paste an access token.</source>
        <translation>De acceso restringido: acepte las condiciones en la página del modelo y pegue un token de acceso.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/plugin_models.py" line="61"/>
        <source>It cannot be used.</source>
        <translation>No se puede usar.</translation>
    </message>
</context>
<context>
    <name>ModelRow</name>
    <message>
        <location filename="../../studio/ui/models/row.py" line="50"/>
        <location filename="../../studio/ui/models/row.py" line="157"/>
        <location filename="../../studio/ui/models/row.py" line="174"/>
        <source>In use</source>
        <translation>En uso</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="65"/>
        <source>see the model page</source>
        <translation>consulte la página del modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="67"/>
        <source>Licence: {0}. {1}</source>
        <translation>Licencia: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="72"/>
        <source>Credit when you share what you make (every export&apos;s tags carry it): {0}</source>
        <translation>Atribución al compartir lo que cree (las etiquetas de cada exportación la incluyen): {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="77"/>
        <location filename="../../studio/ui/models/row.py" line="166"/>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="78"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="80"/>
        <source>Forget</source>
        <translation>Olvidar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="80"/>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="82"/>
        <location filename="../../studio/ui/models/row.py" line="174"/>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="83"/>
        <source>Model page</source>
        <translation>Página del modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="124"/>
        <source>These weights are gated: the publisher lets you download them once you have accepted their terms. Open the model page, sign in to Hugging Face and accept the terms; then create a read access token at {0} and paste it here. The token is kept where the Hugging Face client keeps its login, never in your projects or the studio&apos;s settings.</source>
        <translation>Estos pesos son de acceso restringido: el editor permite descargarlos una vez aceptadas sus condiciones. Abra la página del modelo, inicie sesión en Hugging Face y acepte las condiciones; después cree un token de acceso de lectura en {0} y péguelo aquí. El token se guarda donde el cliente de Hugging Face guarda su inicio de sesión, nunca en sus proyectos ni en los ajustes del estudio.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="134"/>
        <source>Paste an access token (hf_…)</source>
        <translation>Pegue un token de acceso (hf_…)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="135"/>
        <source>Access token</source>
        <translation>Token de acceso</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="136"/>
        <source>Save token</source>
        <translation>Guardar token</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="137"/>
        <source>Forget token</source>
        <translation>Olvidar token</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="164"/>
        <source>Resume download</source>
        <translation>Reanudar descarga</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="177"/>
        <source>A token is set ({0}).</source>
        <translation>Hay un token configurado ({0}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="179"/>
        <source>No token is set.</source>
        <translation>No hay ningún token configurado.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="185"/>
        <source>Chosen; download it to use it</source>
        <translation>Elegido; descárguelo para usarlo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="192"/>
        <source>Asking the hub what to fetch…</source>
        <translation>Preguntando al hub qué descargar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="198"/>
        <source>{0}; putting the files in place…</source>
        <translation>{0}; colocando los archivos…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="200"/>
        <source>{0} (resumed)</source>
        <translation>{0} (reanudada)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/row.py" line="207"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
</context>
<context>
    <name>ModelsController</name>
    <message>
        <location filename="../../studio/ui/models/controller.py" line="44"/>
        <source>&amp;Models…</source>
        <translation>&amp;Modelos…</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="68"/>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="78"/>
        <source>The studio clones voices with a text-to-speech model on this computer. pocket-tts runs in real time on a CPU; VoxCPM2 wants a GPU. The demo model needs no download but makes noise: use it to try the studio.</source>
        <translation>El estudio clona voces con un modelo de texto a voz en este equipo. pocket-tts funciona en tiempo real en una CPU; VoxCPM2 necesita una GPU. El modelo de demostración no requiere descarga, pero produce ruido: úselo para probar el estudio.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="88"/>
        <source>Checking the connection to the Hugging Face hub…</source>
        <translation>Comprobando la conexión con el hub de Hugging Face…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="105"/>
        <source>Add local model…</source>
        <translation>Añadir modelo local…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="109"/>
        <source>{0} model folder…</source>
        <translation>Carpeta del modelo {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="112"/>
        <source>{0} config or weights file…</source>
        <translation>Archivo de configuración o de pesos de {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="116"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="147"/>
        <source>No model is in use yet: the demo model works right away, even offline.</source>
        <translation>Aún no hay ningún modelo en uso: el modelo de demostración funciona enseguida, incluso sin conexión.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="150"/>
        <source>Use the demo model</source>
        <translation>Usar el modelo de demostración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="233"/>
        <source>Removing {0}…</source>
        <translation>Eliminando {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="253"/>
        <source>Checking the token with the Hugging Face hub…</source>
        <translation>Comprobando el token con el hub de Hugging Face…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="268"/>
        <source>Choose the {0} model folder</source>
        <translation>Elija la carpeta del modelo {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="273"/>
        <source>Choose the {0} config or weights</source>
        <translation>Elija la configuración o los pesos de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="275"/>
        <source>Models (*.yaml *.safetensors *.pt);;All files (*)</source>
        <translation>Modelos (*.yaml *.safetensors *.pt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="287"/>
        <source>Added {0}.</source>
        <translation>Se añadió {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="307"/>
        <source>Downloaded. Press Use to load it.</source>
        <translation>Descargado. Pulse Usar para cargarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="317"/>
        <source>Download cancelled; what arrived is kept, and Download resumes it.</source>
        <translation>Descarga cancelada; lo recibido se conserva y Descargar la reanuda.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="323"/>
        <source>Removed ({0} freed).</source>
        <translation>Eliminado (se liberaron {0}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="329"/>
        <source>Saved. Gated models can be downloaded now.</source>
        <translation>Guardado. Ya se pueden descargar los modelos de acceso restringido.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="340"/>
        <source>The Hugging Face hub can be reached.</source>
        <translation>Se puede acceder al hub de Hugging Face.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/dialog.py" line="344"/>
        <source>Offline: the Hugging Face hub cannot be reached ({0}). Models already downloaded and the demo model work; downloads need a connection.</source>
        <translation>Sin conexión: no se puede acceder al hub de Hugging Face ({0}). Los modelos ya descargados y el modelo de demostración funcionan; las descargas necesitan conexión.</translation>
    </message>
</context>
<context>
    <name>NarrationTools</name>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="49"/>
        <source>&amp;Pronunciation and text…</source>
        <translation>&amp;Pronunciación y texto…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="53"/>
        <source>Words the engine should say differently, number normalisation, language</source>
        <translation>Palabras que el motor debe pronunciar de otro modo, normalización de números, idioma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="57"/>
        <source>&amp;Best of N takes…</source>
        <translation>&amp;Mejor de N tomas…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="61"/>
        <source>Render the selected lines several times and choose the take with the fewest review flags</source>
        <translation>Generar las líneas seleccionadas varias veces y elegir la toma con menos marcas de revisión</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="67"/>
        <source>Best of N for every &amp;flagged line…</source>
        <translation>Mejor de N para &amp;cada línea marcada…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="69"/>
        <source>Best of N for every line whose take is flagged for review</source>
        <translation>Mejor de N para cada línea cuya toma está marcada para revisión</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="73"/>
        <source>&amp;Next flagged line</source>
        <translation>&amp;Siguiente línea marcada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="76"/>
        <source>Select the next line whose take the review flags</source>
        <translation>Seleccionar la siguiente línea cuya toma está marcada para revisión</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="103"/>
        <source>Best of N</source>
        <translation>Mejor de N</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="104"/>
        <source>Takes to render for each of the %n line(s):</source>
        <translation>
            <numerusform>Tomas que generar para %n línea:</numerusform>
            <numerusform>Tomas que generar para cada una de las %n líneas:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="121"/>
        <source>Rendering {0} takes of %n line(s); the best is chosen when they are done.</source>
        <translation>
            <numerusform>Generando {0} tomas de %n línea; la mejor se elige al terminar.</numerusform>
            <numerusform>Generando {0} tomas de cada una de las %n líneas; la mejor se elige al terminar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="134"/>
        <source>Select the lines to render several times.</source>
        <translation>Seleccione las líneas que generar varias veces.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="142"/>
        <location filename="../../studio/ui/narration/tools.py" line="150"/>
        <source>No take is flagged for review.</source>
        <translation>No hay ninguna toma marcada para revisión.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/tools.py" line="161"/>
        <source>Line {0}: {1}</source>
        <translation>Línea {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/tools.py" line="170"/>
        <source>Best of N: chose a take for %n line(s); {0} of them without flags.</source>
        <translation>
            <numerusform>Mejor de N: se eligió una toma para %n línea ({0} sin marcas).</numerusform>
            <numerusform>Mejor de N: se eligió una toma para %n líneas ({0} sin marcas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenFlow</name>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="44"/>
        <source>Opening {0}…</source>
        <translation>Abriendo {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="44"/>
        <source>Copying {0}…</source>
        <translation>Copiando {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="79"/>
        <source>{0} is open read-only: Save asks for a new name.</source>
        <translation>{0} está abierto en solo lectura: Guardar pide un nombre nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="82"/>
        <source>Opened a copy: {0}.</source>
        <translation>Se abrió una copia: {0}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/opening.py" line="97"/>
        <source>The audio of %n line(s) is missing ({0}); Render stale renders it again.</source>
        <translation>
            <numerusform>Falta el audio de %n línea ({0}); Generar desactualizadas lo vuelve a generar.</numerusform>
            <numerusform>Falta el audio de %n líneas ({0}); Generar desactualizadas lo vuelve a generar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="102"/>
        <source>Opened {0}.</source>
        <translation>Se abrió {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="117"/>
        <source>Not opened: {0} is open elsewhere.</source>
        <translation>No se abrió: {0} está abierto en otro lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/opening.py" line="121"/>
        <source>Cannot open the project</source>
        <translation>No se puede abrir el proyecto</translation>
    </message>
</context>
<context>
    <name>PathRow</name>
    <message>
        <location filename="../../studio/ui/export/path_row.py" line="25"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/export/path_row.py" line="27"/>
        <source>Choose the path for: {0}</source>
        <translation>Elija la ruta para: {0}</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../studio/ui/audio/player.py" line="222"/>
        <source>No audio output device was found; playback is off.</source>
        <translation>No se encontró ningún dispositivo de salida de audio; la reproducción está desactivada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/player.py" line="297"/>
        <source>The audio output could not be opened; playback is off.</source>
        <translation>No se pudo abrir la salida de audio; la reproducción está desactivada.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="57"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="119"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="58"/>
        <source>Podcast (-16 LUFS)</source>
        <translation>Pódcast (-16 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="59"/>
        <source>Audiobook (-19 LUFS)</source>
        <translation>Audiolibro (-19 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="60"/>
        <source>Broadcast (-23 LUFS)</source>
        <translation>Radiodifusión (-23 LUFS)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="84"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="101"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="105"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="117"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="109"/>
        <source>Render stale, Render line on several lines and Best of N render up to this many lines of a voice at once (each sounds as it would alone); Automatic measures the device. A line you play always renders alone, first.</source>
        <translation>Generar desactualizadas, Generar línea con varias líneas seleccionadas y Mejor de N generan hasta este número de líneas de una voz a la vez (cada una suena como sonaría sola); Automático mide el dispositivo. Una línea que usted reproduce siempre se genera sola y primero.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="118"/>
        <source>On</source>
        <translation>Activada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="125"/>
        <source>Compiling makes the model faster where that was measured (VoxCPM2 on a GPU: Automatic compiles there, never on the CPU). The first start on a machine compiles, which takes a while; later starts reuse what the cache folder keeps.</source>
        <translation>Compilar hace más rápido el modelo donde así se ha medido (VoxCPM2 en una GPU: Automático compila allí, nunca en la CPU). El primer inicio en un equipo compila, lo que lleva un rato; los inicios siguientes reutilizan lo que guarda la carpeta de la caché.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="131"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="133"/>
        <source>Device:</source>
        <translation>Dispositivo:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="134"/>
        <source>CPU threads:</source>
        <translation>Hilos de CPU:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="135"/>
        <source>Lines at once:</source>
        <translation>Líneas a la vez:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="136"/>
        <source>Compile the model:</source>
        <translation>Compilar el modelo:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="146"/>
        <source>Cache folder</source>
        <translation>Carpeta de la caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="147"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="159"/>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="160"/>
        <source>Clear the cache</source>
        <translation>Vaciar la caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="169"/>
        <source>Prompt cache</source>
        <translation>Caché de prompt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="171"/>
        <source>In memory:</source>
        <translation>En memoria:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="172"/>
        <source>Folder on disk:</source>
        <translation>Carpeta en disco:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="173"/>
        <source>On disk at most:</source>
        <translation>Máximo en disco:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="174"/>
        <source>Now on disk:</source>
        <translation>Ahora en disco:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="179"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="184"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="189"/>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="190"/>
        <source>Output:</source>
        <translation>Salida:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="190"/>
        <source>Microphone:</source>
        <translation>Micrófono:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="210"/>
        <source>Export and projects</source>
        <translation>Exportación y proyectos</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="212"/>
        <source>Export format:</source>
        <translation>Formato de exportación:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="213"/>
        <source>Export loudness:</source>
        <translation>Sonoridad de exportación:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="214"/>
        <source>Autosave every:</source>
        <translation>Guardado automático cada:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="287"/>
        <location filename="../../studio/ui/preferences/dialog.py" line="295"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="288"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="289"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="293"/>
        <source>System follows the desktop&apos;s light or dark look.</source>
        <translation>Sistema sigue el aspecto claro u oscuro del escritorio.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="299"/>
        <source>The language changes when the studio starts again.</source>
        <translation>El idioma cambia la próxima vez que se inicie el estudio.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="305"/>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="306"/>
        <source>Colour scheme:</source>
        <translation>Esquema de colores:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="306"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="350"/>
        <source>Removed {0} cached voice states.</source>
        <translation>Se eliminaron {0} estados de voz en caché.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/dialog.py" line="361"/>
        <source>Folder for the prompt cache</source>
        <translation>Carpeta para la caché de prompt</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="122"/>
        <source>&amp;New project</source>
        <translation>&amp;Nuevo proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="123"/>
        <source>&amp;Open project…</source>
        <translation>&amp;Abrir proyecto…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="124"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="126"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="129"/>
        <source>&amp;Import script…</source>
        <translation>&amp;Importar guion…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="131"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="132"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="153"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="174"/>
        <location filename="../../studio/ui/project/controller.py" line="276"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="177"/>
        <source>(read-only)</source>
        <translation>(solo lectura)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="230"/>
        <source>Autosave is off</source>
        <translation>El guardado automático está desactivado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="237"/>
        <source>Autosave failed: {0}</source>
        <translation>Falló el guardado automático: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="279"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="280"/>
        <source>Save the changes to {0}?</source>
        <translation>¿Guardar los cambios en {0}?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="331"/>
        <source>Open a project (a .vstudio folder)</source>
        <translation>Abrir un proyecto (una carpeta .vstudio)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="369"/>
        <source>Import a script or a book</source>
        <translation>Importar un guion o un libro</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="372"/>
        <source>Scripts and books (*.txt *.md *.epub *.docx *.pdf *.html *.htm *.xhtml);;Scripts (*.txt *.md);;Books (*.epub *.docx *.pdf *.html *.htm *.xhtml);;All files (*)</source>
        <translation>Guiones y libros (*.txt *.md *.epub *.docx *.pdf *.html *.htm *.xhtml);;Guiones (*.txt *.md);;Libros (*.epub *.docx *.pdf *.html *.htm *.xhtml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/controller.py" line="398"/>
        <source>Cannot import the script</source>
        <translation>No se puede importar el guion</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/controller.py" line="403"/>
        <source>Imported %n line(s) from {0}.</source>
        <translation>
            <numerusform>Se importó %n línea de {0}.</numerusform>
            <numerusform>Se importaron %n líneas de {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectLocking</name>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="108"/>
        <source>The project is open elsewhere</source>
        <translation>El proyecto está abierto en otro lugar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="112"/>
        <source>Taking it over means the other program can no longer save it, and what it has not saved is lost to this project.</source>
        <translation>Si toma el control, el otro programa ya no podrá guardarlo, y lo que no haya guardado se pierde para este proyecto.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="119"/>
        <source>Open &amp;read-only</source>
        <translation>Abrir en solo &amp;lectura</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="123"/>
        <source>Open a &amp;copy</source>
        <translation>Abrir una &amp;copia</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="127"/>
        <source>&amp;Take over</source>
        <translation>&amp;Tomar el control</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="151"/>
        <source>The project changed on disk</source>
        <translation>El proyecto cambió en el disco</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="154"/>
        <source>Reload shows what is on disk and drops your changes; Save a copy keeps both; Overwrite replaces it with yours, and its version goes to the trash.</source>
        <translation>Recargar muestra lo que hay en el disco y descarta sus cambios; Guardar una copia conserva ambos; Sobrescribir lo reemplaza por el suyo, y la versión del disco va a la papelera.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="161"/>
        <source>Save a &amp;copy…</source>
        <translation>Guardar una &amp;copia…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="165"/>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/locking.py" line="171"/>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescribir</translation>
    </message>
</context>
<context>
    <name>PronunciationDialog</name>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="44"/>
        <source>Pronunciation and text</source>
        <translation>Pronunciación y texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="48"/>
        <source>Text preparation (this project)</source>
        <translation>Preparación del texto (este proyecto)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="49"/>
        <source>Normalise numbers, dates and units</source>
        <translation>Normalizar números, fechas y unidades</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="51"/>
        <source>Say &quot;5 pm on March 3rd&quot; as &quot;five p m on March third&quot;; abbreviations in full</source>
        <translation>Decir «5 pm on March 3rd» como «five p m on March third»; las abreviaturas, completas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="60"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="66"/>
        <source>This project</source>
        <translation>Este proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="67"/>
        <source>All projects (global)</source>
        <translation>Todos los proyectos (global)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="70"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="106"/>
        <source>off</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="106"/>
        <source>on</source>
        <translation>Activar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="109"/>
        <source>Switching normalisation {0} changes what {1} of %n line(s) speak.</source>
        <translation>
            <numerusform>{0} la normalización cambia el texto hablado de {1} de %n línea.</numerusform>
            <numerusform>{0} la normalización cambia el texto hablado de {1} de %n líneas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="114"/>
        <source>This project ({0})</source>
        <translation>Este proyecto ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="116"/>
        <source>All projects, global ({0})</source>
        <translation>Todos los proyectos, global ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="129"/>
        <source>Change the language</source>
        <translation>Cambiar el idioma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="131"/>
        <source>Normalise text</source>
        <translation>Normalizar el texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="131"/>
        <source>Stop normalising text</source>
        <translation>Dejar de normalizar el texto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/narration/dictionary_dialog.py" line="135"/>
        <source>%n line(s) speak differently now and need rendering again.</source>
        <translation>
            <numerusform>%n línea suena distinta ahora y hay que volver a generarla.</numerusform>
            <numerusform>%n líneas suenan distintas ahora y hay que volver a generarlas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecognizerRows</name>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="37"/>
        <source>Speech recognizers</source>
        <translation>Reconocedores de voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="41"/>
        <source>A recognizer hears each take to check its words, writes voice transcripts and times subtitles word by word (Edit &gt; Preferences turns the check on). base.en is a good start on a CPU.</source>
        <translation>Un reconocedor escucha cada toma para comprobar sus palabras, escribe las transcripciones de las voces y sincroniza los subtítulos palabra por palabra (Editar &gt; Preferencias activa la comprobación). base.en es un buen comienzo en una CPU.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="115"/>
        <source>The word check and Transcribe use {0} now.</source>
        <translation>La comprobación de palabras y Transcribir usan ahora {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="133"/>
        <source>Downloaded. Press Use to hear takes with it.</source>
        <translation>Descargado. Pulse Usar para escuchar las tomas con él.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="143"/>
        <source>Download cancelled; what arrived is kept, and Download resumes it.</source>
        <translation>Descarga cancelada; lo recibido se conserva y Descargar la reanuda.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/models/recognizers.py" line="149"/>
        <source>Removed ({0} freed).</source>
        <translation>Eliminado (se liberaron {0}).</translation>
    </message>
</context>
<context>
    <name>RecordDialog</name>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="75"/>
        <source>Record a voice</source>
        <translation>Grabar una voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="101"/>
        <source>Read this aloud at an easy pace:</source>
        <translation>Lea esto en voz alta a un ritmo cómodo:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="103"/>
        <source>I read this text: use it as the voice&apos;s transcript</source>
        <translation>He leído este texto: usarlo como transcripción de la voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="109"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="146"/>
        <source>Microphone</source>
        <translation>Micrófono</translation>
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
        <translation>Grabar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="127"/>
        <source>Clip</source>
        <translation>Saturación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="129"/>
        <source>Lights up when the input clips: lower the gain</source>
        <translation>Se ilumina cuando la entrada satura: baje la ganancia</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="132"/>
        <source>Press Record, wait for the countdown, then read.</source>
        <translation>Pulse Grabar, espere a la cuenta atrás y lea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="138"/>
        <source>Keep</source>
        <translation>Conservar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="140"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="147"/>
        <source>Voice name</source>
        <translation>Nombre de la voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="148"/>
        <source>Countdown</source>
        <translation>Cuenta atrás</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="164"/>
        <source>No microphone found</source>
        <translation>No se encontró ningún micrófono</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="169"/>
        <source>No microphone was found; connect one and open this window again, or add a voice from a file.</source>
        <translation>No se encontró ningún micrófono; conecte uno y vuelva a abrir esta ventana, o añada una voz desde un archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="198"/>
        <location filename="../../studio/ui/audio/record_dialog.py" line="205"/>
        <source>Starting in {0}…</source>
        <translation>Empieza en {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="218"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="244"/>
        <source>Record again</source>
        <translation>Volver a grabar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="255"/>
        <source>The input clipped: you can keep the take and trim the clipped part away, or record again with the gain lower.</source>
        <translation>La entrada saturó: puede conservar la toma y recortar la parte saturada, o volver a grabar con menos ganancia.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/record_dialog.py" line="272"/>
        <source>The recording</source>
        <translation>La grabación</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="183"/>
        <source>No microphone was found; connect one or load a file instead.</source>
        <translation>No se encontró ningún micrófono; conecte uno o cargue un archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="190"/>
        <source>The microphone could not be opened; check that no other app holds it.</source>
        <translation>No se pudo abrir el micrófono; compruebe que ninguna otra aplicación lo esté usando.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/recorder.py" line="205"/>
        <source>The microphone stopped (was it unplugged?); what was recorded so far is kept.</source>
        <translation>El micrófono se detuvo (¿se desconectó?); lo grabado hasta ahora se conserva.</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="30"/>
        <source>Restore unsaved work</source>
        <translation>Restaurar el trabajo sin guardar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="37"/>
        <source>Voice Studio did not close properly last time. These unsaved changes can be restored:</source>
        <translation>Voice Studio no se cerró correctamente la última vez. Estos cambios sin guardar se pueden restaurar:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="43"/>
        <source>Unsaved work</source>
        <translation>Trabajo sin guardar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="46"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/recovery_dialog.py" line="47"/>
        <source>{0}: %n line(s), autosaved {1}</source>
        <translation>
            <numerusform>{0}: %n línea, guardado automáticamente el {1}</numerusform>
            <numerusform>{0}: %n líneas, guardado automáticamente el {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="51"/>
        <source>A project never saved</source>
        <translation>Un proyecto que nunca se guardó</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="55"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="56"/>
        <source>&amp;Discard all</source>
        <translation>&amp;Descartar todo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/recovery_dialog.py" line="57"/>
        <source>Decide &amp;later</source>
        <translation>Decidir &amp;más tarde</translation>
    </message>
</context>
<context>
    <name>ReferenceAnalysis</name>
    <message>
        <location filename="../../studio/ui/voices/analysis_jobs.py" line="96"/>
        <source>{0:.0f} ms of the kept part is clipped (flattened at full scale before normalising) and the clone would copy the distortion: trim to a part without clipping, or record again with the input gain lower.</source>
        <translation>{0:.0f} ms de la parte conservada están saturados (recortados a escala completa antes de normalizar) y el clon copiaría la distorsión: recorte a una parte sin saturación o vuelva a grabar con menos ganancia de entrada.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="49"/>
        <source>No speech was found in the recording, so there is no window to keep: record someone speaking, or choose another file.</source>
        <translation>No se encontró habla en la grabación, así que no hay ningún fragmento que conservar: grabe a alguien hablando o elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="61"/>
        <source>The recording has only {0:.1f} s of speech and the best window needs at least {1:.0f} s: record a longer take.</source>
        <translation>La grabación solo tiene {0:.1f} s de habla y el mejor fragmento necesita al menos {1:.0f} s: grabe una toma más larga.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="75"/>
        <source>The speech comes in stretches of at most {0:.1f} s with pauses longer than {1:.0f} s between them, and the best window needs {2:.0f} s without a long pause: record the sentences closer together.</source>
        <translation>El habla llega en tramos de como mucho {0:.1f} s con pausas de más de {1:.0f} s entre ellos, y el mejor fragmento necesita {2:.0f} s sin pausas largas: grabe las frases más seguidas.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="107"/>
        <source>No speech was found in the recording: record someone speaking, or choose another file.</source>
        <translation>No se encontró habla en la grabación: grabe a alguien hablando o elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="118"/>
        <source>The recording holds only {0:.1f} s of speech: a clone needs at least 5 s (10-20 s is best), so record a longer take.</source>
        <translation>La grabación solo contiene {0:.1f} s de habla: un clon necesita al menos 5 s (lo mejor son 10-20 s), así que grabe una toma más larga.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="130"/>
        <source>The reference is {0:.1f} s long and only its first {1:.0f} s are used: trim it to the suggested 5-20 s window.</source>
        <translation>La referencia dura {0:.1f} s y solo se usan sus primeros {1:.0f} s: recórtela al fragmento de 5-20 s sugerido.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="141"/>
        <source>The reference is {0:.1f} s long and a longer reference costs more to encode and adds little: trim it to the suggested 5-20 s window.</source>
        <translation>La referencia dura {0:.1f} s y una referencia más larga cuesta más de codificar y aporta poco: recórtela al fragmento de 5-20 s sugerido.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="154"/>
        <source>{0:.0f} ms of the recording is clipped (flattened at full scale) and the clone would copy the distortion: record again with the input gain lower, or trim to a part without clipping.</source>
        <translation>{0:.0f} ms de la grabación están saturados (recortados a escala completa) y el clon copiaría la distorsión: vuelva a grabar con menos ganancia de entrada o recorte a una parte sin saturación.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="168"/>
        <source>The voice is very quiet ({0:.0f} LUFS): normalise it, or record closer to the microphone with the gain higher.</source>
        <translation>La voz es muy baja ({0:.0f} LUFS): normalícela o grabe más cerca del micrófono con más ganancia.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="182"/>
        <source>The background noise is as loud as the speech ({0:.0f} dB below it or more is clean) and the clone would copy it: record in a quieter room or closer to the microphone.</source>
        <translation>El ruido de fondo es tan fuerte como el habla ({0:.0f} dB por debajo o más es limpio) y el clon lo copiaría: grabe en una sala más silenciosa o más cerca del micrófono.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/reference_warnings.py" line="193"/>
        <source>The background noise is only {0:.0f} dB below the speech ({1:.0f} dB below it or more is clean) and the clone would copy it: record in a quieter room or closer to the microphone.</source>
        <translation>El ruido de fondo está solo {0:.0f} dB por debajo del habla ({1:.0f} dB por debajo o más es limpio) y el clon lo copiaría: grabe en una sala más silenciosa o más cerca del micrófono.</translation>
    </message>
</context>
<context>
    <name>RegionEditor</name>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="32"/>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="36"/>
        <source>Zoom out</source>
        <translation>Reducir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="37"/>
        <source>Whole recording</source>
        <translation>Toda la grabación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="46"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="71"/>
        <source>Selection: {0}</source>
        <translation>Selección: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/region_editor.py" line="73"/>
        <source>Drag over the waveform to select; Ctrl+wheel zooms.</source>
        <translation>Arrastre sobre la forma de onda para seleccionar; Ctrl+rueda amplía o reduce.</translation>
    </message>
</context>
<context>
    <name>RestoreFlow</name>
    <message>
        <location filename="../../studio/ui/project/restoring.py" line="62"/>
        <source>Restoring unsaved work…</source>
        <translation>Restaurando el trabajo sin guardar…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/project/restoring.py" line="101"/>
        <source>Restored %n line(s) of unsaved work.</source>
        <translation>
            <numerusform>Se restauró %n línea de trabajo sin guardar.</numerusform>
            <numerusform>Se restauraron %n líneas de trabajo sin guardar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/restoring.py" line="115"/>
        <source>Cannot restore the unsaved work</source>
        <translation>No se puede restaurar el trabajo sin guardar</translation>
    </message>
</context>
<context>
    <name>ReviewFlag</name>
    <message>
        <location filename="../../studio/core/review/review.py" line="150"/>
        <source>The take is silent; render it again.</source>
        <translation>La toma está en silencio; vuelva a generarla.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="172"/>
        <source>A silence of {0:.1f} s inside the speech that the text does not ask for; words may be missing.</source>
        <translation>Un silencio de {0:.1f} s dentro del habla que el texto no pide; puede que falten palabras.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="188"/>
        <source>Speech runs {0:.1f} s where about {1:.1f} s is expected; the model may have repeated or added words.</source>
        <translation>El habla dura {0:.1f} s donde se esperan unos {1:.1f} s; puede que el modelo haya repetido o añadido palabras.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="204"/>
        <source>Speech lasts {0:.1f} s where about {1:.1f} s is expected; words may be missing.</source>
        <translation>El habla dura solo {0:.1f} s donde se esperan unos {1:.1f} s; puede que falten palabras.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="218"/>
        <source>{0:.1f} dB louder than the lines around it.</source>
        <translation>{0:.1f} dB más fuerte que las líneas de alrededor.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="219"/>
        <source>{0:.1f} dB quieter than the lines around it.</source>
        <translation>{0:.1f} dB más suave que las líneas de alrededor.</translation>
    </message>
    <message>
        <location filename="../../studio/core/review/review.py" line="444"/>
        <source>The take&apos;s audio is missing.</source>
        <translation>Falta el audio de la toma.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_similarity.py" line="30"/>
        <source>The voice differs from its reference (similarity {0:.2f}, below {1:.2f}); listen to it or render it again.</source>
        <translation>La voz difiere de su referencia (similitud {0:.2f}, por debajo de {1:.2f}); escuche la toma o vuelva a generarla.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="282"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="286"/>
        <source>Save the project</source>
        <translation>Guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="288"/>
        <source>Voice Studio projects (*{0})</source>
        <translation>Proyectos de Voice Studio (*{0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="87"/>
        <source>Replace the project?</source>
        <translation>¿Reemplazar el proyecto?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="88"/>
        <source>Replace {0}?</source>
        <translation>¿Reemplazar {0}?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="89"/>
        <source>Its lines and takes go to the trash, and this project is saved in its place.</source>
        <translation>Sus líneas y tomas van a la papelera, y este proyecto se guarda en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="110"/>
        <source>Reading {0}…</source>
        <translation>Leyendo {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="124"/>
        <source>Not saved: {0} was left as it is.</source>
        <translation>No se guardó: {0} se dejó como estaba.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="158"/>
        <source>Saving {0}…</source>
        <translation>Guardando {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="180"/>
        <source>Saved {0}.</source>
        <translation>Se guardó {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="198"/>
        <source>Cannot save the project</source>
        <translation>No se puede guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/project/saving.py" line="213"/>
        <source>Not saved: {0} changed on disk.</source>
        <translation>No se guardó: {0} cambió en el disco.</translation>
    </message>
</context>
<context>
    <name>SaveVoiceForm</name>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="53"/>
        <source>Save a voice to the library</source>
        <translation>Guardar una voz en la biblioteca</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="65"/>
        <source>Recorded by me; an interview; a podcast…</source>
        <translation>Grabada por mí; una entrevista; un pódcast…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="68"/>
        <source>How and when the speaker agreed to this voice being cloned</source>
        <translation>Cómo y cuándo aceptó el hablante que se clonara esta voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="81"/>
        <source>The project has no voice yet; add or record one first.</source>
        <translation>El proyecto aún no tiene voces; añada o grabe una primero.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="84"/>
        <source>Project voice</source>
        <translation>Voz del proyecto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="85"/>
        <source>Name in the library</source>
        <translation>Nombre en la biblioteca</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="86"/>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="87"/>
        <source>Consent</source>
        <translation>Consentimiento</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/save_voice_form.py" line="104"/>
        <source>That voice&apos;s recording is not loaded yet; wait a moment and save again.</source>
        <translation>La grabación de esa voz aún no está cargada; espere un momento y vuelva a guardar.</translation>
    </message>
</context>
<context>
    <name>ScriptActions</name>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="70"/>
        <source>&amp;Add line</source>
        <translation>&amp;Añadir línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="73"/>
        <source>&amp;Delete lines</source>
        <translation>&amp;Eliminar líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="76"/>
        <source>D&amp;uplicate lines</source>
        <translation>D&amp;uplicar líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="78"/>
        <source>Move &amp;up</source>
        <translation>Mover arri&amp;ba</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="80"/>
        <source>Move do&amp;wn</source>
        <translation>Mover aba&amp;jo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="84"/>
        <source>&amp;Paste lines</source>
        <translation>&amp;Pegar líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="88"/>
        <source>Paste several lines at once (NAME: text picks the voice)</source>
        <translation>Pegar varias líneas a la vez (NOMBRE: texto elige la voz)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="92"/>
        <source>&amp;Lock lines</source>
        <translation>Bl&amp;oquear líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="95"/>
        <source>Lock or unlock the selected lines (bulk renders skip locked lines)</source>
        <translation>Bloquear o desbloquear las líneas seleccionadas (la generación por lotes omite las líneas bloqueadas)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="102"/>
        <source>Render &amp;line</source>
        <translation>Generar &amp;línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="109"/>
        <source>Render &amp;stale</source>
        <translation>Generar &amp;desactualizadas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="113"/>
        <source>Render every line without a matching take</source>
        <translation>Generar todas las líneas sin una toma coincidente</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="117"/>
        <source>Render stale, &amp;retaking until it says the text</source>
        <translation>Generar desactualizadas, &amp;repitiendo hasta que diga el texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="122"/>
        <source>Render every stale line; a take whose words differ from the line (the word check) renders again with a new seed, up to {0} more times, and the best is kept</source>
        <translation>Generar todas las líneas desactualizadas; una toma cuyas palabras difieren de la línea (comprobación de palabras) se vuelve a generar con una semilla nueva, hasta {0} veces más, y se conserva la mejor</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="127"/>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="130"/>
        <source>&amp;Auto-render</source>
        <translation>Generación &amp;automática</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="134"/>
        <source>Render stale lines in the background while you edit</source>
        <translation>Generar las líneas desactualizadas en segundo plano mientras edita</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="138"/>
        <source>&amp;Play / stop</source>
        <translation>&amp;Reproducir / detener</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="142"/>
        <source>Play from &amp;here</source>
        <translation>Reproducir desde &amp;aquí</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="146"/>
        <source>Play from the selected line to the end</source>
        <translation>Reproducir desde la línea seleccionada hasta el final</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="212"/>
        <source>Lock lines</source>
        <translation>Bloquear líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="212"/>
        <source>Unlock lines</source>
        <translation>Desbloquear líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="224"/>
        <source>Retakes need the word check: turn on “Check the words of every take” in Edit &gt; Preferences first.</source>
        <translation>Las repeticiones necesitan la comprobación de palabras: active primero «Comprobar las palabras de cada toma» en Editar &gt; Preferencias.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="236"/>
        <source>Select a line to render.</source>
        <translation>Seleccione una línea para generarla.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/script_actions.py" line="265"/>
        <source>Select a line to play.</source>
        <translation>Seleccione una línea para reproducirla.</translation>
    </message>
</context>
<context>
    <name>ScriptEditor</name>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="83"/>
        <source>Script</source>
        <translation>Guion</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="85"/>
        <source>The script&apos;s lines: voice, text, render status and cache outcome</source>
        <translation>Las líneas del guion: voz, texto, estado de generación y resultado de la caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="331"/>
        <source>New line.</source>
        <translation>Línea nueva.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="331"/>
        <source>Add line</source>
        <translation>Añadir línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="340"/>
        <source>Delete lines</source>
        <translation>Eliminar líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="352"/>
        <source>Duplicate lines</source>
        <translation>Duplicar líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="366"/>
        <source>Move lines</source>
        <translation>Mover líneas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/script_editor.py" line="371"/>
        <source>Paste lines</source>
        <translation>Pegar líneas</translation>
    </message>
</context>
<context>
    <name>ScriptModel</name>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="385"/>
        <source>no take</source>
        <translation>sin toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="386"/>
        <source>Line {0}: {1}; prompt cache: {2}</source>
        <translation>Línea {0}: {1}; caché de prompt: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="418"/>
        <source>rendering {0:.1f} s</source>
        <translation>generando {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="420"/>
        <source>review</source>
        <translation>revisar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="430"/>
        <source>No take matches this line&apos;s text, voice and settings; render it.</source>
        <translation>Ninguna toma coincide con el texto, la voz y los ajustes de esta línea; genérela.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="432"/>
        <source>The take&apos;s audio file is gone; render the line again.</source>
        <translation>El archivo de audio de la toma ya no existe; vuelva a generar la línea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="435"/>
        <source>Listen to this take:
{0}</source>
        <translation>Escuche esta toma:
{0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="443"/>
        <source>Play to first sound: {0:.0f} ms</source>
        <translation>De Reproducir al primer sonido: {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="446"/>
        <source>From an older take: the line changed since.</source>
        <translation>De una toma anterior: la línea ha cambiado desde entonces.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_model.py" line="482"/>
        <source>The line was split into {0} lines, as an import would split it; Undo (Ctrl+Z) gives back the one long line.</source>
        <translation>La línea se dividió en {0} líneas, como lo haría una importación; Deshacer (Ctrl+Z) recupera la línea larga original.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="29"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="30"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="31"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="32"/>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="33"/>
        <source>Cache ms</source>
        <translation>Caché ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="34"/>
        <source>1st audio</source>
        <translation>1.er audio</translation>
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
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="43"/>
        <source>Line number</source>
        <translation>Número de línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="44"/>
        <source>The voice that speaks the line (double-click to change)</source>
        <translation>La voz que dice la línea (doble clic para cambiarla)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="47"/>
        <source>What is said (double-click or F2 to edit)</source>
        <translation>Lo que se dice (doble clic o F2 para editar)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="50"/>
        <source>stale: needs a render; done: a take matches the line</source>
        <translation>desactualizada: hay que generarla; lista: una toma coincide con la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="53"/>
        <source>Where the voice&apos;s prompt state came from: memory, disk, or miss (built)</source>
        <translation>De dónde procede el estado del prompt de la voz: memoria, disco o fallo (se creó)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="56"/>
        <source>Prompt state: build time on a miss, load time on a hit</source>
        <translation>Estado del prompt: tiempo de creación en un fallo, tiempo de carga en un acierto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="59"/>
        <source>Milliseconds to the first audio chunk (the tooltip: from Play to the first sound)</source>
        <translation>Milisegundos hasta el primer fragmento de audio (la ayuda emergente: desde Reproducir hasta el primer sonido)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="63"/>
        <source>Time to generate the whole line</source>
        <translation>Tiempo en generar la línea completa</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="66"/>
        <source>Real-time factor: generation time / audio time (below 1 is faster than real time)</source>
        <translation>Factor de tiempo real: tiempo de generación / duración del audio (por debajo de 1 es más rápido que el tiempo real)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="70"/>
        <source>Length of the audio</source>
        <translation>Duración del audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="76"/>
        <source>stale</source>
        <translation>desactualizada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="77"/>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="78"/>
        <source>rendering</source>
        <translation>generando</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="79"/>
        <source>done</source>
        <translation>lista</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="80"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="81"/>
        <source>audio missing</source>
        <translation>falta el audio</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="87"/>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="88"/>
        <source>disk</source>
        <translation>disco</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="89"/>
        <source>miss</source>
        <translation>fallo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/script_columns.py" line="90"/>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
</context>
<context>
    <name>ServeBox</name>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="32"/>
        <source>Serve voices to other programs (OpenAI-compatible API)</source>
        <translation>Servir voces a otros programas (API compatible con OpenAI)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="40"/>
        <source>Programs written for OpenAI&apos;s speech API speak with the open project&apos;s voices and the voice library&apos;s, rendered by the window&apos;s model next to your lines.</source>
        <translation>Los programas escritos para la API de voz de OpenAI hablan con las voces del proyecto abierto y las de la biblioteca de voces, renderizadas por el modelo de la ventana junto a sus líneas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="48"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="49"/>
        <source>Other computers may connect</source>
        <translation>Otros ordenadores pueden conectarse</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="53"/>
        <source>Listen on every address of this computer, not only its own; needs a key.</source>
        <translation>Escuchar en todas las direcciones de este ordenador, no solo en la propia; necesita una clave.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="58"/>
        <location filename="../../studio/ui/preferences/serve_box.py" line="90"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="60"/>
        <source>Forget key</source>
        <translation>Olvidar la clave</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="61"/>
        <source>Remove the key kept now: no client is asked for one.</source>
        <translation>Quitar la clave guardada: no se pedirá ninguna a los clientes.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="66"/>
        <source>Clients send it as their API key (Authorization: Bearer KEY); none is needed on this computer alone.</source>
        <translation>Los clientes la envían como su clave de API (Authorization: Bearer KEY); en este ordenador solo no hace falta ninguna.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="72"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/serve_box.py" line="88"/>
        <source>A key is kept; type a new one to replace it</source>
        <translation>Hay una clave guardada; escriba otra para reemplazarla</translation>
    </message>
</context>
<context>
    <name>ServeSwitch</name>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="62"/>
        <source>Speech server</source>
        <translation>Servidor de voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="96"/>
        <source>Not serving: other computers may connect only with an API key; set one in Preferences &gt; Serve.</source>
        <translation>No se sirve: otros ordenadores solo pueden conectarse con una clave de API; defina una en Preferencias &gt; Servir.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="106"/>
        <source>Not serving: port {0} cannot be used ({1}); choose another in Preferences &gt; Serve.</source>
        <translation>No se sirve: el puerto {0} no se puede usar ({1}); elija otro en Preferencias &gt; Servir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/serve/switch.py" line="145"/>
        <source>Serving on {0} · %n request(s)</source>
        <translation>
            <numerusform>Sirviendo en {0} · %n solicitud</numerusform>
            <numerusform>Sirviendo en {0} · %n solicitudes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/serve/switch.py" line="148"/>
        <source>Other programs use the studio&apos;s voices through OpenAI&apos;s speech API at {0}/v1 (the open project&apos;s voices and the voice library&apos;s, by name).</source>
        <translation>Otros programas usan las voces del estudio mediante la API de voz de OpenAI en {0}/v1 (las voces del proyecto abierto y las de la biblioteca de voces, por nombre).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="45"/>
        <location filename="../../studio/ui/help/shortcuts.py" line="48"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="49"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../../studio/ui/help/shortcuts.py" line="49"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SpeakerLines</name>
    <message>
        <location filename="../../studio/ui/voices/speaker_lines.py" line="41"/>
        <source>Lines for {0}</source>
        <translation>Líneas para {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="43"/>
        <source>%n line(s) of the script start with “{0}:”. Give them to the voice {0}, and take “{0}:” out of their text?</source>
        <translation>
            <numerusform>%n línea del guion empieza con «{0}:». ¿Asignarla a la voz {0} y quitar «{0}:» de su texto?</numerusform>
            <numerusform>%n líneas del guion empiezan con «{0}:». ¿Asignarlas a la voz {0} y quitar «{0}:» de su texto?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/speaker_lines.py" line="59"/>
        <source>Give lines to {0}</source>
        <translation>Asignar líneas a {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/voices/speaker_lines.py" line="62"/>
        <source>%n line(s) now speak as {0}.</source>
        <translation>
            <numerusform>%n línea habla ahora con la voz {0}.</numerusform>
            <numerusform>%n líneas hablan ahora con la voz {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="23"/>
        <source>[pause {0:g} s]</source>
        <translation>[pausa {0:g} s]</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="35"/>
        <source>Spoken: {0}</source>
        <translation>Se dice: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="38"/>
        <source>Cannot be rendered: {0}</source>
        <translation>No se puede generar: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="50"/>
        <source>Heard: {0}</source>
        <translation>Se oyó: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="51"/>
        <source>(no words)</source>
        <translation>(sin palabras)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="73"/>
        <source>Every word was heard as written.</source>
        <translation>Todas las palabras se oyeron tal como están escritas.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/spoken_text.py" line="83"/>
        <source>Heard “{0}”: {1}; {2:.0f}% of the words differ.</source>
        <translation>Se oyó «{0}»: {1}; el {2:.0f} % de las palabras difiere.</translation>
    </message>
</context>
<context>
    <name>StatsBar</name>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="48"/>
        <source>No model</source>
        <translation>Sin modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="110"/>
        <source>Loading {0}…</source>
        <translation>Cargando {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="112"/>
        <source>Loading the model on the worker thread…</source>
        <translation>Cargando el modelo en el hilo de trabajo…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="115"/>
        <source>Loading the model on the worker thread… (it took {0:.1f} s last time)</source>
        <translation>Cargando el modelo en el hilo de trabajo… (la última vez tardó {0:.1f} s)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="121"/>
        <source>playback</source>
        <translation>la reproducción</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="123"/>
        <source>%n line(s) rendering</source>
        <translation>
            <numerusform>%n línea en generación</numerusform>
            <numerusform>%n líneas en generación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="126"/>
        <source>%n queued</source>
        <translation>
            <numerusform>%n en cola</numerusform>
            <numerusform>%n en cola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/panels/stats_bar.py" line="128"/>
        <source>%n queued line(s)</source>
        <translation>
            <numerusform>%n línea en cola</numerusform>
            <numerusform>%n líneas en cola</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="130"/>
        <source>the clone check</source>
        <translation>la prueba de clonación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="132"/>
        <source>Nothing was rendering or playing.</source>
        <translation>No se estaba generando ni reproduciendo nada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="136"/>
        <source>{0} and {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="137"/>
        <source>Stopped {0}.</source>
        <translation>Se detuvo: {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="141"/>
        <source> (random weights)</source>
        <translation> (pesos aleatorios)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="144"/>
        <source>{0} · {1}{2} · {3} · {4} Hz</source>
        <translation>{0} · {1}{2} · {3} · {4} Hz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="152"/>
        <source>Model not loaded</source>
        <translation>Modelo no cargado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="157"/>
        <source>Cache: memory {0} · disk {1}</source>
        <translation>Caché: memoria {0} · disco {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="158"/>
        <source>Cache: memory {0} / {1} · disk {2}</source>
        <translation>Caché: memoria {0} / {1} · disco {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="164"/>
        <source>Hits: {0} memory, {1} disk · misses: {2}</source>
        <translation>Aciertos: {0} memoria, {1} disco · fallos: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="176"/>
        <source>Last line: {0} {1:.0f} ms · RTF {2}</source>
        <translation>Última línea: {0} {1:.0f} ms · RTF {2}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="181"/>
        <source>Last line: {0} {1:.0f} ms · first audio {2} ms · gen {3:.0f} ms · RTF {4}</source>
        <translation>Última línea: {0} {1:.0f} ms · primer audio {2} ms · gen. {3:.0f} ms · RTF {4}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="195"/>
        <source>Play→sound {0:.0f} ms · underruns {1}</source>
        <translation>Reproducir→sonido {0:.0f} ms · cortes {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="201"/>
        <source>it was rendered while it played</source>
        <translation>se generó mientras se reproducía</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="203"/>
        <source>it played its take</source>
        <translation>reprodujo su toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/stats_bar.py" line="208"/>
        <source>From pressing Play to the line&apos;s first sound: {0:.0f} ms; {1}. Underruns: times the sound waited for a line still rendering.</source>
        <translation>Desde que se pulsa Reproducir hasta el primer sonido de la línea: {0:.0f} ms; {1}. Cortes: veces que el sonido esperó a una línea que aún se estaba generando.</translation>
    </message>
</context>
<context>
    <name>StreamPlayer</name>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="98"/>
        <source>The take&apos;s audio file is gone; rendering it again.</source>
        <translation>El archivo de audio de la toma ya no existe; se está volviendo a generar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="122"/>
        <source>Nothing to play: the line has no take and cannot be rendered now.</source>
        <translation>Nada que reproducir: la línea no tiene toma y ahora no se puede generar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="155"/>
        <source>The take&apos;s audio file is gone; render the line again.</source>
        <translation>El archivo de audio de la toma ya no existe; vuelva a generar la línea.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="198"/>
        <source>A line could not be rendered: {0}</source>
        <translation>No se pudo generar una línea: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/audio/stream_player.py" line="218"/>
        <source>Playback stopped: the line was edited.</source>
        <translation>Reproducción detenida: se editó la línea.</translation>
    </message>
</context>
<context>
    <name>StudioError</name>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="89"/>
        <source>choose another cache folder</source>
        <translation>elija otra carpeta de caché</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="92"/>
        <location filename="../../studio/models/download_errors.py" line="39"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="93"/>
        <source>free some space to keep them next time</source>
        <translation>libere espacio para conservarlos la próxima vez</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="95"/>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="97"/>
        <source>a file is in the way</source>
        <translation>hay un archivo en su lugar</translation>
    </message>
    <message>
        <location filename="../../studio/cache/disk_tier.py" line="102"/>
        <source>The prompt cache cannot be saved in {0} ({1}), so voice states are kept in memory only; {2}.</source>
        <translation>La caché de prompt no se puede guardar en {0} ({1}), así que los estados de voz se conservan solo en memoria; {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/acx.py" line="336"/>
        <source>The audio is silent, so it cannot be normalised; check the takes.</source>
        <translation>El audio está en silencio, así que no se puede normalizar; revise las tomas.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="69"/>
        <source>{0} has no audio to check; export it again.</source>
        <translation>{0} no tiene audio que comprobar; expórtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="90"/>
        <source>Cannot read {0} back to check it against ACX ({1}); export it again.</source>
        <translation>No se puede volver a leer {0} para comprobarlo según ACX ({1}); expórtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/acx_file.py" line="165"/>
        <source>{0} holds no MP3 frames to check; export it again.</source>
        <translation>{0} no contiene tramas MP3 que comprobar; expórtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="29"/>
        <source>Cannot write {0}: permission denied; choose another folder.</source>
        <translation>No se puede escribir {0}: permiso denegado; elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="40"/>
        <source>Cannot write {0}: {1}; choose another folder.</source>
        <translation>No se puede escribir {0}: {1}; elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="48"/>
        <source>Cannot write {0}: the disk is full; free some space and try again.</source>
        <translation>No se puede escribir {0}: el disco está lleno; libere espacio e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="57"/>
        <source>Cannot write {0}: the folder {1} does not exist.</source>
        <translation>No se puede escribir {0}: la carpeta {1} no existe.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="83"/>
        <source>Cannot write {0} as {1}: {2}; choose another folder or format.</source>
        <translation>No se puede escribir {0} como {1}: {2}; elija otra carpeta u otro formato.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="91"/>
        <source>Cannot write {0}: {1}; choose another folder or format.</source>
        <translation>No se puede escribir {0}: {1}; elija otra carpeta u otro formato.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/atomic_file.py" line="129"/>
        <source>Cannot write {0}: no free temporary name in {1}.</source>
        <translation>No se puede escribir {0}: no queda ningún nombre temporal libre en {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="70"/>
        <location filename="../../studio/core/store/voice_file.py" line="224"/>
        <source>{0}: no such file; check the path.</source>
        <translation>{0}: el archivo no existe; compruebe la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="74"/>
        <source>{0} is a folder; give an audio file (WAV, FLAC, OGG or MP3).</source>
        <translation>{0} es una carpeta; indique un archivo de audio (WAV, FLAC, OGG o MP3).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="106"/>
        <location filename="../../studio/core/sound/audio.py" line="84"/>
        <location filename="../../studio/core/text/script_files.py" line="100"/>
        <source>Cannot read {0}: permission denied; check its permissions.</source>
        <translation>No se puede leer {0}: permiso denegado; compruebe sus permisos.</translation>
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
        <translation>No se puede leer {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="100"/>
        <source>{0} is empty; record or choose another file.</source>
        <translation>{0} está vacío; grabe o elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="104"/>
        <source>{0} is not a readable audio file; use WAV, FLAC, OGG or MP3.</source>
        <translation>{0} no es un archivo de audio legible; use WAV, FLAC, OGG o MP3.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="111"/>
        <location filename="../../studio/core/sound/audio.py" line="175"/>
        <source>{0} holds no audio; record or choose another file.</source>
        <translation>{0} no contiene audio; grabe o elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="142"/>
        <source>{0} holds invalid samples (not a number or infinite); export it again from your audio editor.</source>
        <translation>{0} contiene muestras no válidas (no numéricas o infinitas); expórtelo de nuevo desde su editor de audio.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="181"/>
        <source>{0} is {1:.2f} s long; a voice reference needs at least {2:.0f} s of speech (5-20 s works best).</source>
        <translation>{0} dura {1:.2f} s; una referencia de voz necesita al menos {2:.0f} s de habla (lo mejor son 5-20 s).</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/audio.py" line="194"/>
        <source>{0} is silent; check the microphone or choose a file with speech in it.</source>
        <translation>{0} está en silencio; compruebe el micrófono o elija un archivo con habla.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="105"/>
        <location filename="../../studio/core/exports/export_writing.py" line="194"/>
        <source>{0}: no such cover image; check the path.</source>
        <translation>{0}: la imagen de portada no existe; compruebe la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="109"/>
        <source>Cannot read the cover {0}: {1}.</source>
        <translation>No se puede leer la portada {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="121"/>
        <source>The cover {0} is not a JPEG or PNG image; convert it to one.</source>
        <translation>La portada {0} no es una imagen JPEG ni PNG; conviértala a uno de esos formatos.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="152"/>
        <source>M4B export needs PyAV; install it with `pip install av`.</source>
        <translation>La exportación a M4B necesita PyAV; instálelo con `pip install av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="158"/>
        <source>PyAV {0} cannot write chapters; update it with `pip install -U av`.</source>
        <translation>PyAV {0} no puede escribir capítulos; actualícelo con `pip install -U av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="166"/>
        <source>The installed PyAV has no AAC encoder; reinstall it with `pip install -U av`.</source>
        <translation>El PyAV instalado no tiene codificador AAC; reinstálelo con `pip install -U av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="186"/>
        <source>MP3 export needs PyAV; install it with `pip install av`.</source>
        <translation>La exportación a MP3 necesita PyAV; instálelo con `pip install av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="192"/>
        <source>The installed PyAV has no MP3 encoder (LAME); reinstall it with `pip install -U av`.</source>
        <translation>El PyAV instalado no tiene codificador MP3 (LAME); reinstálelo con `pip install -U av`.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="269"/>
        <location filename="../../studio/core/exports/audiobook.py" line="372"/>
        <source>Cannot write {0} as {1}: {2}.</source>
        <translation>No se puede escribir {0} como {1}: {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/audiobook.py" line="342"/>
        <source>An MP3 file holds at most {0} chapters and this one has {1}; export it as M4B, or as one file per chapter.</source>
        <translation>Un archivo MP3 admite como máximo {0} capítulos y este tiene {1}; expórtelo como M4B o como un archivo por capítulo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="83"/>
        <source>its zip index cannot be read</source>
        <translation>no se puede leer su índice zip</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="128"/>
        <source>it names {0!r}, which it does not hold</source>
        <translation>menciona {0!r}, que no contiene</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="133"/>
        <source>{0} is encrypted with a password ({1!r} cannot be opened), so the studio cannot read it; import a copy without the password.</source>
        <translation>{0} está cifrado con contraseña ({1!r} no se puede abrir), así que el estudio no puede leerlo; importe una copia sin contraseña.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="152"/>
        <source>{0!r} cannot be unpacked</source>
        <translation>{0!r} no se puede descomprimir</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="166"/>
        <source>{0} is not a readable {1} ({2}); the file may be damaged, so get another copy or save it again from the program that made it.</source>
        <translation>{0} no es un {1} legible ({2}); puede que el archivo esté dañado: consiga otra copia o vuelva a guardarlo desde el programa que lo creó.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="179"/>
        <source>{0} holds {1!r}, which unpacks to more than {2} MB, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} contiene {1!r}, que descomprimido ocupa más de {2} MB, mucho más de lo que necesita un libro (el archivo puede ser una bomba zip); no se ha leído: consiga otra copia del libro.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="191"/>
        <source>{0} unpacks to more than {1} MB of text, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} descomprimido ocupa más de {1} MB de texto, mucho más de lo que necesita un libro (el archivo puede ser una bomba zip); no se ha leído: consiga otra copia del libro.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/archive.py" line="221"/>
        <source>{0} holds {1:,} files in a {2:.0f} MB index, far more than any book needs (the file may be a zip bomb); it was not read, so get another copy of the book.</source>
        <translation>{0} contiene {1:,} archivos en un índice de {2:.0f} MB, mucho más de lo que necesita un libro (el archivo puede ser una bomba zip); no se ha leído: consiga otra copia del libro.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/book_script.py" line="100"/>
        <source>No chapter of {0} is chosen; choose at least one to import.</source>
        <translation>No hay ningún capítulo de {0} elegido; elija al menos uno para importar.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/book_script.py" line="114"/>
        <source>The voice {0!r} is cast for {1} but is not in the project; add it to the project first, or cast another voice.</source>
        <translation>La voz {0!r} está en el reparto de {1} pero no en el proyecto; añádala primero al proyecto o asigne otra voz.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="41"/>
        <source>Word document</source>
        <translation>documento de Word</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="44"/>
        <source>it has no [Content_Types].xml</source>
        <translation>no tiene [Content_Types].xml</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/docx_reader.py" line="60"/>
        <source>python-docx cannot read its document</source>
        <translation>python-docx no puede leer su documento</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="75"/>
        <source>an unreadable encryption.xml</source>
        <translation>un encryption.xml ilegible</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="81"/>
        <source>its text documents are encrypted</source>
        <translation>sus documentos de texto están cifrados</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="88"/>
        <source>{0} is protected by DRM ({1}), so its text cannot be read; import a DRM-free copy of the book (ask the shop or the publisher for one).</source>
        <translation>{0} está protegido con DRM ({1}), así que su texto no se puede leer; importe una copia del libro sin DRM (pídala a la tienda o a la editorial).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="114"/>
        <source>its package file {0!r} is not well-formed XML</source>
        <translation>su archivo de paquete {0!r} no es XML bien formado</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="122"/>
        <source>its spine lists no text documents</source>
        <translation>su orden de lectura (spine) no incluye ningún documento de texto</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="208"/>
        <source>it has no META-INF/container.xml</source>
        <translation>no tiene META-INF/container.xml</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="214"/>
        <source>its META-INF/container.xml is not well-formed XML</source>
        <translation>su META-INF/container.xml no es XML bien formado</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/epub_package.py" line="225"/>
        <source>its container names no package file it holds</source>
        <translation>su contenedor no indica ningún archivo de paquete que contenga</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/html_reader.py" line="32"/>
        <source>{0} is an empty HTML file, with no text to read; check the file.</source>
        <translation>{0} es un archivo HTML vacío, sin texto que leer; revise el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/html_reader.py" line="54"/>
        <source>{0} holds no text to read (only markup); check the file.</source>
        <translation>{0} no contiene texto que leer (solo marcado); revise el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/narration_time.py" line="42"/>
        <source>A speaking rate of {0:g} words per minute cannot time a narration; give a rate above zero (narrators speak about 150).</source>
        <translation>Con una velocidad de {0:g} palabras por minuto no se puede calcular la duración de la narración; indique una velocidad mayor que cero (un narrador dice unas 150).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="66"/>
        <source>{0} is protected with a password, so its text cannot be read; import a copy without the password.</source>
        <translation>{0} está protegido con contraseña, así que su texto no se puede leer; importe una copia sin contraseña.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="84"/>
        <source>{0} is not a readable PDF (pypdf cannot read it); the file may be damaged, so get another copy or export it again from the program that made it.</source>
        <translation>{0} no es un PDF legible (pypdf no puede leerlo); puede que el archivo esté dañado: consiga otra copia o vuelva a exportarlo desde el programa que lo creó.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/pdf_reader.py" line="94"/>
        <source>{0} has no text layer (it is a scanned image); run it through OCR first, or import a text version.</source>
        <translation>{0} no tiene capa de texto (es una imagen escaneada); páselo antes por un OCR o importe una versión en texto.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="26"/>
        <source>{0} is a Word 97-2003 document (.doc); save it as .docx in Word or LibreOffice and import that.</source>
        <translation>{0} es un documento de Word 97-2003 (.doc); guárdelo como .docx en Word o LibreOffice e importe ese archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="31"/>
        <source>{0} is an RTF document; save it as .docx in Word or LibreOffice and import that.</source>
        <translation>{0} es un documento RTF; guárdelo como .docx en Word o LibreOffice e importe ese archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="61"/>
        <source>{0} is a Kindle book (MOBI/AZW); convert it to EPUB (with Calibre, for example) and import that.</source>
        <translation>{0} es un libro de Kindle (MOBI/AZW); conviértalo a EPUB (con Calibre, por ejemplo) e importe ese archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="70"/>
        <source>HTML file</source>
        <translation>archivo HTML</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="74"/>
        <source>{0} is a text script, not a book; import it as a script instead.</source>
        <translation>{0} es un guion de texto, no un libro; impórtelo como guion.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="80"/>
        <source>{0} is not a book the studio can read; import an EPUB, Word (.docx), PDF or HTML file.</source>
        <translation>{0} no es un libro que el estudio pueda leer; importe un archivo EPUB, Word (.docx), PDF o HTML.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="92"/>
        <source>{0} is a folder; choose a book file (EPUB, DOCX, PDF or HTML).</source>
        <translation>{0} es una carpeta; elija un archivo de libro (EPUB, DOCX, PDF o HTML).</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="99"/>
        <source>{0}: no such book file; check the path.</source>
        <translation>{0}: no existe ese archivo de libro; revise la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="117"/>
        <source>{0} is empty (0 bytes); choose the book file itself.</source>
        <translation>{0} está vacío (0 bytes); elija el propio archivo del libro.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="136"/>
        <source>{0} is larger than {1} MB, more than any {2} book needs; check that it is the right file, or split it.</source>
        <translation>{0} ocupa más de {1} MB, más de lo que necesita cualquier libro en {2}; compruebe que es el archivo correcto o divídalo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="152"/>
        <source>book archive</source>
        <translation>archivo de libro</translation>
    </message>
    <message>
        <location filename="../../studio/core/books/reader.py" line="160"/>
        <source>{0} is a zip archive but neither an EPUB nor a Word document; import an EPUB, Word (.docx), PDF or HTML file.</source>
        <translation>{0} es un archivo zip, pero no es ni un EPUB ni un documento de Word; importe un archivo EPUB, Word (.docx), PDF o HTML.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/chapters.py" line="90"/>
        <source>Chapter {0!r} is neither a chapter number, a range A-B nor a chapter title.</source>
        <translation>El capítulo {0!r} no es un número de capítulo, ni un intervalo A-B, ni un título de capítulo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/chapters.py" line="101"/>
        <source>Chapter {0!r} is outside {1}, which has chapters 1-{2}.</source>
        <translation>El capítulo {0!r} está fuera de {1}, que tiene los capítulos 1-{2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export.py" line="120"/>
        <source>Nothing to export: choose an output file, a stems folder or a chapters folder.</source>
        <translation>No hay nada que exportar: elija un archivo de salida, una carpeta de archivos por línea o una carpeta de capítulos.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="78"/>
        <source>Unknown audio format {0!r}; use one of {1}.</source>
        <translation>Formato de audio desconocido {0!r}; use uno de estos: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="129"/>
        <source>Loudness {0!r} is neither a number in LUFS nor one of {1}.</source>
        <translation>La sonoridad {0!r} no es un número en LUFS ni uno de estos valores: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_formats.py" line="137"/>
        <source>Loudness {0} LUFS is out of range; use -70 to 0 (e.g. -16).</source>
        <translation>La sonoridad {0} LUFS está fuera de rango; use de -70 a 0 (p. ej., -16).</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_writing.py" line="185"/>
        <source>{0} exists and is not a folder; choose another.</source>
        <translation>{0} existe y no es una carpeta; elija otra.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/export_writing.py" line="200"/>
        <source>Cannot write {0}: it is a folder; give a file name.</source>
        <translation>No se puede escribir {0}: es una carpeta; indique un nombre de archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history.py" line="144"/>
        <location filename="../../studio/core/store/project.py" line="464"/>
        <source>The undo history does not match the script ({0}: {1}).</source>
        <translation>El historial de deshacer no coincide con el guion ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="69"/>
        <source>The edit {0} cannot be stored in a project.</source>
        <translation>La edición {0} no se puede guardar en un proyecto.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="84"/>
        <source>The undo history was saved by a newer Voice Studio (history format {0}).</source>
        <translation>El historial de deshacer se guardó con una versión más reciente de Voice Studio (formato de historial {0}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="122"/>
        <source>The undo history holds an edit of an unknown kind ({0!r}, at {1}); it was probably saved by a newer Voice Studio.</source>
        <translation>El historial de deshacer contiene una edición de un tipo desconocido ({0!r}, en {1}); probablemente se guardó con una versión más reciente de Voice Studio.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="137"/>
        <source>must be a list of text</source>
        <translation>debe ser una lista de textos</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="147"/>
        <source>must be a list of whole numbers</source>
        <translation>debe ser una lista de números enteros</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="158"/>
        <source>must be a list of true/false</source>
        <translation>debe ser una lista de true/false</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="171"/>
        <source>project.json: {0} has lists of different lengths.</source>
        <translation>project.json: {0} tiene listas de longitudes distintas.</translation>
    </message>
    <message>
        <location filename="../../studio/core/history/history_json.py" line="182"/>
        <source>must be a list of text or null</source>
        <translation>debe ser una lista de textos o null</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="179"/>
        <source>must be between -1 and 1</source>
        <translation>debe estar entre -1 y 1</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="192"/>
        <source>project.json: {0}.active_take names take {1!r}, which the line does not have; fix the file or restore a backup.</source>
        <translation>project.json: {0}.active_take nombra la toma {1!r}, que la línea no tiene; corrija el archivo o restaure una copia de seguridad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="220"/>
        <source>must be one of {0}</source>
        <translation>debe ser uno de {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="228"/>
        <source>must be 0 or more</source>
        <translation>debe ser 0 o más</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="234"/>
        <source>must be after trim_start</source>
        <translation>debe ser posterior a trim_start</translation>
    </message>
    <message>
        <location filename="../../studio/core/json_codec.py" line="265"/>
        <source>{0} Fix the file or restore a backup.</source>
        <translation>{0} Corrija el archivo o restaure una copia de seguridad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="19"/>
        <source>fix the file or restore a backup</source>
        <translation>corrija el archivo o restaure una copia de seguridad</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="44"/>
        <source>must be an object</source>
        <translation>debe ser un objeto</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="55"/>
        <source>{0}: {1}.{2} is missing; {3}.</source>
        <translation>{0}: falta {1}.{2}; {3}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="68"/>
        <source>must be text</source>
        <translation>debe ser texto</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="77"/>
        <source>must be text or null</source>
        <translation>debe ser texto o null</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="87"/>
        <location filename="../../studio/core/store/project_migrations.py" line="76"/>
        <source>must be a whole number</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="99"/>
        <source>must be a whole number or null</source>
        <translation>debe ser un número entero o null</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="108"/>
        <source>must be a number</source>
        <translation>debe ser un número</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="119"/>
        <source>must be a number or null</source>
        <translation>debe ser un número o null</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="129"/>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="138"/>
        <source>must be a list</source>
        <translation>debe ser una lista</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="156"/>
        <source>{0} line {1}, column {2}</source>
        <translation>{0} línea {1}, columna {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="162"/>
        <source>{0} at line {1}, column {2}</source>
        <translation>{0} en la línea {1}, columna {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/json_reader.py" line="188"/>
        <source>{0}: {1} {2}, found {3}; {4}.</source>
        <translation>{0}: {1} {2}, pero se encontró {3}; {4}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="45"/>
        <source>the CSV file</source>
        <translation>el archivo CSV</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="46"/>
        <source>the lexicon</source>
        <translation>el léxico</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="87"/>
        <source>{0}, row {1}: give a term and its respelling separated by a comma.</source>
        <translation>{0}, fila {1}: indique un término y su pronunciación separados por una coma.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="105"/>
        <source>{0}, row {1}: {2}</source>
        <translation>{0}, fila {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="119"/>
        <source>{0}, row {1}: {2!r} is not yes or no; write yes or no.</source>
        <translation>{0}, fila {1}: {2!r} no es yes ni no; escriba yes o no.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="153"/>
        <source>{0} is not valid XML ({1}); check the file.</source>
        <translation>{0} no es XML válido ({1}); revise el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="159"/>
        <source>{0} is not a PLS lexicon (no &lt;lexicon&gt; at the top).</source>
        <translation>{0} no es un léxico PLS (no hay &lt;lexicon&gt; en el nivel superior).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="192"/>
        <source>{0}: no such dictionary file; check the path.</source>
        <translation>{0}: no existe ese archivo de diccionario; revise la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="196"/>
        <source>{0} is not UTF-8 text; save it as UTF-8.</source>
        <translation>{0} no es texto UTF-8; guárdelo como UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="208"/>
        <source>{0}: use a .csv or .pls dictionary file.</source>
        <translation>{0}: use un archivo de diccionario .csv o .pls.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/lexicon_files.py" line="239"/>
        <source>The global pronunciation dictionary {0} cannot be read ({1}); fix or delete the file.</source>
        <translation>No se puede leer el diccionario de pronunciación global {0} ({1}); corrija o elimine el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/loudness.py" line="52"/>
        <source>The export is {0:.2f} s long; loudness needs at least {1} s of audio. Export without --loudness.</source>
        <translation>La exportación dura {0:.2f} s; la sonoridad necesita al menos {1} s de audio. Exporte sin --loudness.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/loudness.py" line="198"/>
        <source>The export is silent, so it cannot be normalised; check the takes.</source>
        <translation>La exportación está en silencio, así que no se puede normalizar; revise las tomas.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="66"/>
        <source>render it first</source>
        <translation>genérela primero</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="68"/>
        <source>render them first</source>
        <translation>genérelas primero</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="72"/>
        <source>The take audio of line {0} is missing from the project; {1}.</source>
        <translation>Falta en el proyecto el audio de la toma de la línea {0}; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="81"/>
        <source>The take audio of lines {0} is missing from the project; {1}.</source>
        <translation>Falta en el proyecto el audio de las tomas de las líneas {0}; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="90"/>
        <source>Line {0} has no take; {1}.</source>
        <translation>La línea {0} no tiene toma; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="94"/>
        <source>Lines {0} have no take; {1}.</source>
        <translation>Las líneas {0} no tienen toma; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="103"/>
        <source>{0} and {1} more</source>
        <translation>{0} y {1} más</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="119"/>
        <source>Line range {0!r} is not A-B (for example 3-7).</source>
        <translation>El intervalo de líneas {0!r} no tiene la forma A-B (por ejemplo, 3-7).</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="126"/>
        <source>Line range {0!r} is outside the script, which has no lines.</source>
        <translation>El intervalo de líneas {0!r} queda fuera del guion, que no tiene líneas.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="133"/>
        <source>Line range {0!r} is outside the script, which has only line 1.</source>
        <translation>El intervalo de líneas {0!r} queda fuera del guion, que solo tiene la línea 1.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="139"/>
        <source>Line range {0!r} is outside the script, which has lines 1-{1}.</source>
        <translation>El intervalo de líneas {0!r} queda fuera del guion, que tiene las líneas 1-{1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="156"/>
        <source>{0} chosen line is no longer in the script; choose the lines again.</source>
        <translation>{0} línea elegida ya no está en el guion; elija las líneas de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="164"/>
        <source>{0} chosen lines are no longer in the script; choose the lines again.</source>
        <translation>{0} líneas elegidas ya no están en el guion; elija las líneas de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/exports/narration.py" line="227"/>
        <source>No lines chosen to export; select at least one line.</source>
        <translation>No hay líneas elegidas para exportar; seleccione al menos una línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="175"/>
        <source>The project holds a value JSON cannot store ({0}); fix it.</source>
        <translation>El proyecto contiene un valor que JSON no puede guardar ({0}); corríjalo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="282"/>
        <source>{0} exists and is not a folder; choose another name.</source>
        <translation>{0} ya existe y no es una carpeta; elija otro nombre.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="294"/>
        <source>{0} already holds other files and is not a Voice Studio project; choose another name.</source>
        <translation>{0} ya contiene otros archivos y no es un proyecto de Voice Studio; elija otro nombre.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="303"/>
        <source>Cannot save {0}: the folder {1} does not exist.</source>
        <translation>No se puede guardar {0}: la carpeta {1} no existe.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="315"/>
        <source>Cannot create {0}: permission denied; choose another folder.</source>
        <translation>No se puede crear {0}: permiso denegado; elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="322"/>
        <source>Cannot create {0}: {1}; choose another folder.</source>
        <translation>No se puede crear {0}: {1}; elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="386"/>
        <source>The audio of voice {0!r} ({1}) is missing or damaged; restore it or load the voice again.</source>
        <translation>El audio de la voz {0!r} ({1}) falta o está dañado; restáurelo o vuelva a cargar la voz.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project.py" line="473"/>
        <source>The undo history could not be restored, so undo starts here: {0}</source>
        <translation>No se pudo restaurar el historial de deshacer, así que deshacer empieza aquí: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="128"/>
        <source>project.json: lines[{0}].id {1!r} is used twice; make it unique.</source>
        <translation>project.json: lines[{0}].id {1!r} se usa dos veces; haga que sea único.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="161"/>
        <source>project.json: two voices are named {0!r}; rename one in the file.</source>
        <translation>project.json: dos voces se llaman {0!r}; cambie el nombre de una en el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="170"/>
        <source>must be a file in voices/</source>
        <translation>debe ser un archivo de voices/</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="190"/>
        <source>{0}: no such project; check the path.</source>
        <translation>{0}: no existe ese proyecto; revise la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="194"/>
        <source>{0} is not a Voice Studio project (it has no {1}).</source>
        <translation>{0} no es un proyecto de Voice Studio (no tiene {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="213"/>
        <source>{0} is not UTF-8 text; restore a backup of the project.</source>
        <translation>{0} no es texto UTF-8; restaure una copia de seguridad del proyecto.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="220"/>
        <source>{0} is damaged ({1}); fix the file or restore a backup.</source>
        <translation>{0} está dañado ({1}); corrija el archivo o restaure una copia de seguridad.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="228"/>
        <source>{0} is not a Voice Studio project (no JSON object at the top).</source>
        <translation>{0} no es un proyecto de Voice Studio (no hay un objeto JSON en el nivel superior).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_json.py" line="235"/>
        <source>{0} is not a Voice Studio project (format {1!r}).</source>
        <translation>{0} no es un proyecto de Voice Studio (formato {1!r}).</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_migrations.py" line="86"/>
        <source>This project was saved by a newer Voice Studio (project format {0}; this version reads up to {1}); update Voice Studio to open it.</source>
        <translation>Este proyecto se guardó con una versión más reciente de Voice Studio (formato de proyecto {0}; esta versión lee hasta el {1}); actualice Voice Studio para abrirlo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="50"/>
        <source>A pronunciation entry needs a word or phrase; type one.</source>
        <translation>Una entrada de pronunciación necesita una palabra o frase; escriba una.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="56"/>
        <source>The entry for {0!r} has no respelling; type how to say it.</source>
        <translation>La entrada de {0!r} no tiene pronunciación; escriba cómo se dice.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="253"/>
        <source>{0}: the entries must be a list; fix or delete the file.</source>
        <translation>{0}: las entradas deben ser una lista; corrija o elimine el archivo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="268"/>
        <source>{0}: entry {1} needs a text term and respelling; fix or delete it.</source>
        <translation>{0}: la entrada {1} necesita un término y una pronunciación como texto; corríjala o elimínela.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/pronunciation.py" line="286"/>
        <source>{0}: entry {1}: {2}</source>
        <translation>{0}: entrada {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/recovery.py" line="106"/>
        <source>Cannot create the recovery folder {0}: {1}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>No se puede crear la carpeta de recuperación {0}: {1}; asigne a VOICE_STUDIO_DATA_DIR una carpeta con permiso de escritura.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/recovery.py" line="116"/>
        <source>Another Voice Studio is using {0}; try again.</source>
        <translation>Otro Voice Studio está usando {0}; inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="65"/>
        <source>{0} already exists; {1}.</source>
        <translation>{0} ya existe; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="69"/>
        <source>{0} already exist; {1}.</source>
        <translation>{0} ya existen; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="73"/>
        <source>{0} already exists; choose another name, or agree to replace it.</source>
        <translation>{0} ya existe; elija otro nombre o acepte reemplazarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="81"/>
        <source>{0} already exist; choose another name, or agree to replace them.</source>
        <translation>{0} ya existen; elija otro nombre o acepte reemplazarlos.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="92"/>
        <source>{0} more</source>
        <translation>{0} más</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="96"/>
        <source>{0} and {1}</source>
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="98"/>
        <source>{0}, {1} and {2}</source>
        <translation>{0}, {1} y {2}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="99"/>
        <source>{0}, {1}, {2} and {3}</source>
        <translation>{0}, {1}, {2} y {3}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="134"/>
        <source>the project {0} (its project.json cannot be read)</source>
        <translation>el proyecto {0} (no se puede leer su project.json)</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="141"/>
        <source>the project {0} ({1}, {2})</source>
        <translation>el proyecto {0} ({1}, {2})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="149"/>
        <source>the folder {0}</source>
        <translation>la carpeta {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="151"/>
        <source>the folder {0} ({1})</source>
        <translation>la carpeta {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="161"/>
        <source>{0} ({1}, changed {2})</source>
        <translation>{0} ({1}, modificado el {2})</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="173"/>
        <source>{0} line</source>
        <translation>{0} línea</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="174"/>
        <source>{0} lines</source>
        <translation>{0} líneas</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="177"/>
        <source>{0} take</source>
        <translation>{0} toma</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="178"/>
        <source>{0} takes</source>
        <translation>{0} tomas</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="180"/>
        <source>{0} item</source>
        <translation>{0} elemento</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="181"/>
        <source>{0} items</source>
        <translation>{0} elementos</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="186"/>
        <source>{0} byte</source>
        <translation>{0} byte</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="188"/>
        <source>{0} bytes</source>
        <translation>{0} bytes</translation>
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
        <translation>No se puede mover {0} a la papelera: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="241"/>
        <source>send2trash is not installed; reinstall Voice Studio</source>
        <translation>send2trash no está instalado; reinstale Voice Studio</translation>
    </message>
    <message>
        <location filename="../../studio/core/files/replacing.py" line="311"/>
        <source>The project was saved as {0}, but it could not be renamed to {1} ({2}); rename it in the file manager.</source>
        <translation>El proyecto se guardó como {0}, pero no se pudo cambiar su nombre a {1} ({2}); cámbielo en el gestor de archivos.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script.py" line="51"/>
        <source>No voice given; add one with --voice NAME=AUDIO.</source>
        <translation>No se indicó ninguna voz; añada una con --voice NAME=AUDIO.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="171"/>
        <source>The script has only blank lines, no lines of speech; write one sentence per line.</source>
        <translation>El guion solo tiene líneas en blanco, ninguna línea hablada; escriba una frase por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="178"/>
        <source>The script is empty, with no lines of speech; write one sentence per line.</source>
        <translation>El guion está vacío, sin líneas habladas; escriba una frase por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="192"/>
        <source>The script has no lines of speech once its {0} control or invisible character are removed; write one sentence per line.</source>
        <translation>El guion no tiene líneas habladas una vez quitado su {0} carácter de control o invisible; escriba una frase por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="201"/>
        <source>The script has no lines of speech once its {0} control or invisible characters are removed; write one sentence per line.</source>
        <translation>El guion no tiene líneas habladas una vez quitados sus {0} caracteres de control o invisibles; escriba una frase por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_text.py" line="209"/>
        <source>The script has no lines of speech; write one sentence per line.</source>
        <translation>El guion no tiene líneas habladas; escriba una frase por línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="38"/>
        <source>{0} is UTF-16 text; save the script as UTF-8.</source>
        <translation>{0} es texto UTF-16; guarde el guion como UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="44"/>
        <source>{0} looks like UTF-16 text (every other byte is NUL); save the script as UTF-8.</source>
        <translation>{0} parece texto UTF-16 (uno de cada dos bytes es NUL); guarde el guion como UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="52"/>
        <source>{0} holds {1:,} NUL bytes, so it is not UTF-8 text (it may be UTF-16, a word processor&apos;s document or a program&apos;s data); save the script as UTF-8 text.</source>
        <translation>{0} contiene {1:,} bytes NUL, así que no es texto UTF-8 (puede ser UTF-16, un documento de un procesador de textos o datos de un programa); guarde el guion como texto UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="65"/>
        <source>{0} is not UTF-8 text (line {1} has a byte that is not); save the script as UTF-8.</source>
        <translation>{0} no es texto UTF-8 (la línea {1} tiene un byte que no lo es); guarde el guion como UTF-8.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="88"/>
        <source>{0} is a folder; give a script file (.txt or .md).</source>
        <translation>{0} es una carpeta; indique un archivo de guion (.txt o .md).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="93"/>
        <source>{0}: no such script file; check the path.</source>
        <translation>{0}: el archivo de guion no existe; compruebe la ruta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="113"/>
        <source>{0} is larger than {1} MB, too big for a script; check that it is the right file, or split it.</source>
        <translation>{0} ocupa más de {1} MB, demasiado para un guion; compruebe que es el archivo correcto o divídalo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="131"/>
        <source>Standard input holds more than {0} MB, too big for a script; split it.</source>
        <translation>La entrada estándar contiene más de {0} MB, demasiado para un guion; divídalo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/script_files.py" line="137"/>
        <source>Standard input</source>
        <translation>La entrada estándar</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="41"/>
        <source>This line has nothing to say: only emoji or punctuation; write words, or delete the line.</source>
        <translation>Esta línea no tiene nada que decir: solo emojis o signos de puntuación; escriba palabras o elimine la línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="47"/>
        <source>The line has nothing to speak; type some text.</source>
        <translation>La línea no tiene nada que decir; escriba algún texto.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="118"/>
        <source>{0} is not a pause; write it as [pause 1.5] (seconds).</source>
        <translation>{0} no es una pausa; escríbala como [pause 1.5] (segundos).</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/spoken.py" line="125"/>
        <source>{0} is longer than {1:g} seconds; use a shorter pause or split the line.</source>
        <translation>{0} dura más de {1:g} segundos; use una pausa más corta o divida la línea.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="118"/>
        <source>The trim ({0:.2f}-end s) keeps nothing of a {1:.2f} s recording; choose a region inside it.</source>
        <translation>El recorte ({0:.2f} s-final) no conserva nada de una grabación de {1:.2f} s; elija una región dentro de ella.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="127"/>
        <source>The trim ({0:.2f}-{1:.2f} s) keeps nothing of a {2:.2f} s recording; choose a region inside it.</source>
        <translation>El recorte ({0:.2f}-{1:.2f} s) no conserva nada de una grabación de {2:.2f} s; elija una región dentro de ella.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="164"/>
        <source>The reference is {0:.2f} s long; loudness needs at least {1} s, so use peak normalisation.</source>
        <translation>La referencia dura {0:.2f} s; la sonoridad necesita al menos {1} s, así que use la normalización de pico.</translation>
    </message>
    <message>
        <location filename="../../studio/core/sound/voice_edits.py" line="180"/>
        <source>The reference is silent, so it cannot be normalised.</source>
        <translation>La referencia está en silencio, así que no se puede normalizar.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="92"/>
        <source>{0} is not a Voice Studio voice; {1}.</source>
        <translation>{0} no es una voz de Voice Studio; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="101"/>
        <source>{0} was saved by a newer Voice Studio (voice format {1}; this version reads up to {2}); update Voice Studio to use it.</source>
        <translation>{0} se guardó con una versión más reciente de Voice Studio (formato de voz {1}; esta versión lee hasta el {2}); actualice Voice Studio para usarla.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="114"/>
        <source>must be {0}</source>
        <translation>debe ser {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="131"/>
        <source>{0} describes no audio; {1}.</source>
        <translation>{0} no describe ningún audio; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="170"/>
        <source>The audio of {0} is damaged; {1}.</source>
        <translation>El audio de {0} está dañado; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="178"/>
        <source>The audio of {0} does not match its description (damaged); {1}.</source>
        <translation>El audio de {0} no coincide con su descripción (está dañado); {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="221"/>
        <source>export the voice again</source>
        <translation>exporte la voz de nuevo</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="228"/>
        <source>{0} is a folder; choose a {1} voice file.</source>
        <translation>{0} es una carpeta; elija un archivo de voz {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="233"/>
        <source>{0} is not a Voice Studio voice file; choose a {1} file exported by Voice Studio.</source>
        <translation>{0} no es un archivo de voz de Voice Studio; elija un archivo {1} exportado por Voice Studio.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="250"/>
        <source>{0} is damaged (its {1} is not valid JSON); {2}.</source>
        <translation>{0} está dañado (su {1} no es JSON válido); {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="262"/>
        <source>{0} is damaged (it has no audio); {1}.</source>
        <translation>{0} está dañado (no contiene audio); {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="270"/>
        <source>{0} is damaged ({1}); {2}.</source>
        <translation>{0} está dañado ({1}); {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_file.py" line="298"/>
        <source>{0} holds an implausibly large {1}; {2}.</source>
        <translation>{0} contiene un {1} de un tamaño inverosímil; {2}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="99"/>
        <source>A voice needs a name; type one.</source>
        <translation>Una voz necesita un nombre; escriba uno.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="149"/>
        <source>The audio of library voice {0!r} is missing ({1}); delete the voice and add it again.</source>
        <translation>Falta el audio de la voz de biblioteca {0!r} ({1}); elimine la voz y añádala de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="191"/>
        <source>Cannot create {0}: {1}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>No se puede crear {0}: {1}; asigne a VOICE_STUDIO_DATA_DIR una carpeta con permiso de escritura.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="212"/>
        <source>The library already has a voice named {0!r}; choose another name.</source>
        <translation>La biblioteca ya tiene una voz llamada {0!r}; elija otro nombre.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="269"/>
        <source>{0!r} is not a library voice id.</source>
        <translation>{0!r} no es un identificador de voz de la biblioteca.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="279"/>
        <source>That voice is no longer in the library; it was deleted.</source>
        <translation>Esa voz ya no está en la biblioteca; se eliminó.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="285"/>
        <source>{0} is damaged; {1}.</source>
        <translation>{0} está dañado; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="299"/>
        <source>delete the voice and add it again</source>
        <translation>elimine la voz y añádala de nuevo</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/voice_library.py" line="304"/>
        <source>library voice {0!r}</source>
        <translation>la voz de biblioteca {0!r}</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="70"/>
        <source>part of the Engine protocol</source>
        <translation>parte del protocolo Engine</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="73"/>
        <source>The engine plugin {0!r} loaded a {1} that is not an engine (it lacks {2}); update or uninstall that package.</source>
        <translation>El complemento de motor {0!r} cargó un {1} que no es un motor (le falta {2}); actualice o desinstale ese paquete.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="84"/>
        <source>The engine plugin {0!r} loaded an engine that calls itself {1!r}; update or uninstall that package.</source>
        <translation>El complemento de motor {0!r} cargó un motor que se llama a sí mismo {1!r}; actualice o desinstale ese paquete.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/__init__.py" line="125"/>
        <source>The model could not be loaded on the GPU ({0}); using the CPU instead.</source>
        <translation>No se pudo cargar el modelo en la GPU ({0}); se usa la CPU en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/random_whisper.py" line="146"/>
        <source>The demo recognizer is built with transformers and ctranslate2 ({0}); install them with `pip install transformers ctranslate2`.</source>
        <translation>El reconocedor de demostración se crea con transformers y ctranslate2 ({0}); instálelos con `pip install transformers ctranslate2`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="109"/>
        <source>The speech recognizer &apos;{0}&apos; failed on this take ({1}: {2}); try another recognizer in Model &gt; Models.</source>
        <translation>El reconocedor de voz «{0}» falló con esta toma ({1}: {2}); pruebe otro reconocedor en Modelo &gt; Modelos.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="196"/>
        <source>The speech recognizer runs on cpu or cuda, not {0!r}.</source>
        <translation>El reconocedor de voz funciona en cpu o cuda, no en {0!r}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="229"/>
        <source>The speech recognizer needs faster-whisper ({0}); install it with `pip install faster-whisper`.</source>
        <translation>El reconocedor de voz necesita faster-whisper ({0}); instálelo con `pip install faster-whisper`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="247"/>
        <source>The speech recognizer cannot use the GPU ({0}); choose the CPU for it.</source>
        <translation>El reconocedor de voz no puede usar la GPU ({0}); elija la CPU para él.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/asr/whisper.py" line="254"/>
        <source>The speech recognizer &apos;{0}&apos; in {1} cannot be loaded ({2}); remove it and {3} again.</source>
        <translation>No se puede cargar el reconocedor de voz «{0}» en {1} ({2}); elimínelo y vuelva a obtenerlo: {3}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/builtin.py" line="24"/>
        <source>pocket-tts is not installed; run `pip install voice-studio` again.</source>
        <translation>pocket-tts no está instalado; vuelva a ejecutar `pip install voice-studio`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="100"/>
        <source>Unknown device {0!r}; use auto, cpu, cuda or cuda:N.</source>
        <translation>Dispositivo desconocido {0!r}; use auto, cpu, cuda o cuda:N.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="108"/>
        <source>No CUDA device is available; use --device cpu or --device auto.</source>
        <translation>No hay ningún dispositivo CUDA disponible; use --device cpu o --device auto.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="115"/>
        <source>There is no CUDA device {0} (this computer has {1}); use cuda:0 to cuda:{2}.</source>
        <translation>No existe el dispositivo CUDA {0} (este equipo tiene {1}); use de cuda:0 a cuda:{2}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="124"/>
        <source>There is no CUDA device {0} (this computer has {1}); use cuda:0.</source>
        <translation>No existe el dispositivo CUDA {0} (este equipo tiene {1}); use cuda:0.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="138"/>
        <source>Unknown device {0!r}; using the CPU instead.</source>
        <translation>Dispositivo desconocido {0!r}; se usa la CPU en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="142"/>
        <source>No CUDA device is available; using the CPU instead.</source>
        <translation>No hay ningún dispositivo CUDA disponible; se usa la CPU en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="146"/>
        <source>There is no CUDA device {0} (this computer has {1}); using the CPU instead.</source>
        <translation>No existe el dispositivo CUDA {0} (este equipo tiene {1}); se usa la CPU en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/devices.py" line="174"/>
        <source>The GPU ({0}) could not be initialised ({1}); using the CPU instead.</source>
        <translation>No se pudo inicializar la GPU ({0}) ({1}); se usa la CPU en su lugar.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="192"/>
        <location filename="../../studio/engines/pocket_batch.py" line="224"/>
        <source>The line is empty; type some text to speak.</source>
        <translation>La línea está vacía; escriba algún texto para decir.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="337"/>
        <source>Unknown pocket-tts architecture {0!r}; choose one of: {1}.</source>
        <translation>Arquitectura de pocket-tts desconocida {0!r}; elija una de: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="388"/>
        <source>Only the pocket-tts weights without voice cloning could be loaded; accept the terms at https://huggingface.co/kyutai/pocket-tts and log in with `hf auth login`.</source>
        <translation>Solo se pudieron cargar los pesos de pocket-tts sin clonación de voz; acepte las condiciones en https://huggingface.co/kyutai/pocket-tts e inicie sesión con `hf auth login`.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="404"/>
        <source>Model {0} does not exist; use default, random[:CONFIG] or a path to a pocket-tts config, weights file or checkpoint.</source>
        <translation>El modelo {0} no existe; use default, random[:CONFIG] o la ruta a una configuración, un archivo de pesos o un checkpoint de pocket-tts.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="441"/>
        <source>{0} is not a pocket-tts config (.yaml), weights (.safetensors) or checkpoint (.pt).</source>
        <translation>{0} no es una configuración (.yaml), unos pesos (.safetensors) ni un checkpoint (.pt) de pocket-tts.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket.py" line="453"/>
        <source>The model at {0} could not be loaded ({1}: {2}); check that it is a pocket-tts model.</source>
        <translation>No se pudo cargar el modelo de {0} ({1}: {2}); compruebe que sea un modelo de pocket-tts.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/pocket_batch.py" line="255"/>
        <source>The line cannot be spoken ({0}); change its text.</source>
        <translation>La línea no se puede decir ({0}); cambie su texto.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="84"/>
        <location filename="../../studio/models/catalog.py" line="292"/>
        <location filename="../../studio/models/local_models.py" line="64"/>
        <source>Unknown engine {0!r}; choose one of: {1}.</source>
        <translation>Motor desconocido {0!r}; elija uno de: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="98"/>
        <source>The engine {0!r} cannot be used.</source>
        <translation>No se puede usar el motor {0!r}.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="137"/>
        <source>The engine plugin {0!r} from {1} is not used: {2} already registers that engine id.</source>
        <translation>El complemento de motor {0!r} de {1} no se usa: {2} ya registra ese identificador de motor.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="174"/>
        <source>The engine plugin {0!r} from {1} {2} cannot be imported ({3}); update or uninstall that package.</source>
        <translation>No se puede importar el complemento de motor {0!r} de {1} {2} ({3}); actualice o desinstale ese paquete.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="187"/>
        <source>The engine plugin {0!r} from {1} {2} names a {3}, not an EnginePlugin; update or uninstall that package.</source>
        <translation>El complemento de motor {0!r} de {1} {2} indica un {3}, no un EnginePlugin; actualice o desinstale ese paquete.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="201"/>
        <source>The engine plugin {0!r} from {1} {2} was written for engine interface version {3}, and this Voice Studio has version {4}; install a version of the plugin made for it.</source>
        <translation>El complemento de motor {0!r} de {1} {2} se escribió para la versión {3} de la interfaz de motores, y este Voice Studio tiene la versión {4}; instale una versión del complemento hecha para ella.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/registry.py" line="216"/>
        <source>The engine plugin {0!r} from {1} {2} calls its engine {3!r}, not {4!r}; update or uninstall that package.</source>
        <translation>El complemento de motor {0!r} de {1} {2} llama a su motor {3!r}, no {4!r}; actualice o desinstale ese paquete.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/batch.py" line="172"/>
        <location filename="../../studio/engines/voxcpm/engine.py" line="266"/>
        <source>The line is empty: type some text to speak.</source>
        <translation>La línea está vacía: escriba algún texto para decir.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="135"/>
        <source>The voice prompt must be non-empty mono audio.</source>
        <translation>El prompt de voz debe ser audio mono no vacío.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="139"/>
        <source>The voice prompt contains invalid samples (NaN or infinity): record or load it again.</source>
        <translation>El prompt de voz contiene muestras no válidas (NaN o infinito): vuelva a grabarlo o a cargarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/engine.py" line="153"/>
        <source>The voice prompt is too long for VoxCPM2 ({0:.0f} s): trim it to at most {1:.0f} s.</source>
        <translation>El prompt de voz es demasiado largo para VoxCPM2 ({0:.0f} s): recórtelo a {1:.0f} s como máximo.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="48"/>
        <source>Unknown VoxCPM cloning mode {0!r}; use reference, continuation or both.</source>
        <translation>Modo de clonación de VoxCPM desconocido {0!r}; use reference, continuation o both.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="73"/>
        <source>{0} is neither a model folder nor a hub id: pass {1} or a local VoxCPM2 folder.</source>
        <translation>{0} no es una carpeta de modelo ni un identificador del hub: indique {1} o una carpeta local de VoxCPM2.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="135"/>
        <source>{0} has no config.json: pass a VoxCPM2 model folder.</source>
        <translation>{0} no tiene config.json: indique una carpeta de modelo VoxCPM2.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="143"/>
        <source>{0} holds a {1} model: the studio needs VoxCPM2.</source>
        <translation>{0} contiene un modelo {1}: el estudio necesita VoxCPM2.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="163"/>
        <source>{0} has no {1} weights ({2} or {3}): download the model again.</source>
        <translation>{0} no tiene pesos de {1} ({2} o {3}): vuelva a descargar el modelo.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="185"/>
        <source>Could not load the VoxCPM2 model in {0} ({1}): download it again.</source>
        <translation>No se pudo cargar el modelo VoxCPM2 de {0} ({1}): vuelva a descargarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/loading.py" line="196"/>
        <source>The VoxCPM2 weights in {0} are incomplete ({1} tensors missing, e.g. {2}): download the model again.</source>
        <translation>Los pesos de VoxCPM2 de {0} están incompletos (faltan {1} tensores, p. ej. {2}): vuelva a descargar el modelo.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/random_model.py" line="94"/>
        <source>Unknown random VoxCPM2 size {0!r}; use random, random:tiny or random:full.</source>
        <translation>Tamaño desconocido {0!r} para un VoxCPM2 con pesos aleatorios; use random, random:tiny o random:full.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/random_model.py" line="181"/>
        <source>Bad random model spec {0!r}; use random, random:tiny@SEED or random:full@SEED.</source>
        <translation>Especificación {0!r} no válida para un modelo con pesos aleatorios; use random, random:tiny@SEED o random:full@SEED.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="28"/>
        <source>VoxCPM {0} mode needs the voice&apos;s transcript (the exact words spoken in the prompt audio): fill in the transcript field, or switch the voice to reference mode.</source>
        <translation>El modo {0} de VoxCPM necesita la transcripción de la voz (las palabras exactas que se dicen en el audio del prompt): rellene el campo de transcripción o cambie la voz al modo reference.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="50"/>
        <source>This voice was prepared for {0} mode, not {1} mode: rebuild it.</source>
        <translation>Esta voz se preparó para el modo {0}, no para el modo {1}: vuelva a crearla.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/sequence.py" line="89"/>
        <source>This line is too long for VoxCPM2 ({0} text tokens; with the voice prompt and the speech it may produce that needs {1} positions, the model holds {2}): split it into shorter lines.</source>
        <translation>Esta línea es demasiado larga para VoxCPM2 ({0} tokens de texto; con el prompt de voz y el habla que puede producir necesita {1} posiciones, y el modelo admite {2}): divídala en líneas más cortas.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/upstream.py" line="12"/>
        <source>install it with `pip install &apos;voice-studio[voxcpm]&apos;` (or `pip install --no-deps voxcpm==2.0.3` and then `pip install transformers librosa`), or use the pocket engine</source>
        <translation>instálelo con `pip install &apos;voice-studio[voxcpm]&apos;` (o `pip install --no-deps voxcpm==2.0.3` y después `pip install transformers librosa`), o use el motor pocket</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/upstream.py" line="28"/>
        <source>The VoxCPM engine needs the optional package `{0}`, which is not installed: {1}.</source>
        <translation>El motor VoxCPM necesita el paquete opcional `{0}`, que no está instalado: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/errors.py" line="77"/>
        <source>It stopped unexpectedly ({0}: {1}); please report it.</source>
        <translation>Se detuvo de forma inesperada ({0}: {1}); por favor, informe del error.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="163"/>
        <source>There is no speech recognizer called {0!r}; choose one of: {1}.</source>
        <translation>No hay ningún reconocedor de voz llamado {0!r}; elija uno de: {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_catalog.py" line="174"/>
        <source>download it in Model &gt; Models, or run voice-studio download --asr {0}</source>
        <translation>descárguelo en Modelo &gt; Modelos o ejecute voice-studio download --asr {0}</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="107"/>
        <source>The demo recognizer &apos;{0}&apos; is built on this computer; there is nothing to download.</source>
        <translation>El reconocedor de demostración «{0}» se crea en este equipo; no hay nada que descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="140"/>
        <source>a vocabulary</source>
        <translation>un vocabulario</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="143"/>
        <source>{0} on the Hugging Face hub is not a faster-whisper model (it lacks {1}); update voice-studio.</source>
        <translation>{0} en el hub de Hugging Face no es un modelo de faster-whisper (le falta {1}); actualice voice-studio.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="177"/>
        <source>The speech recognizer &apos;{0}&apos; is not downloaded yet; {1}.</source>
        <translation>El reconocedor de voz «{0}» aún no está descargado; {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="186"/>
        <source>The speech recognizer &apos;{0}&apos; is not downloaded yet and the Hugging Face hub cannot be reached (offline: {1}); connect once and {2}, or use the demo recognizer &apos;{3}&apos;.</source>
        <translation>El reconocedor de voz «{0}» aún no está descargado y no se puede acceder al hub de Hugging Face (sin conexión: {1}); conéctese una vez y {2}, o use el reconocedor de demostración «{3}».</translation>
    </message>
    <message>
        <location filename="../../studio/models/asr_install.py" line="205"/>
        <source>The demo recognizer has nothing on disk to remove.</source>
        <translation>El reconocedor de demostración no tiene nada en el disco que eliminar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/catalog.py" line="48"/>
        <source>{0!r} is not an hf://ORG/REPO/FILE address.</source>
        <translation>{0!r} no es una dirección del tipo hf://ORG/REPO/FILE.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="130"/>
        <source>{0} is not on the Hugging Face hub; nothing to download.</source>
        <translation>{0} no está en el hub de Hugging Face; no hay nada que descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="169"/>
        <source>{0} did not describe {1} as the Hugging Face hub does; check HF_ENDPOINT and any proxy.</source>
        <translation>{0} no describió {1} como lo hace el hub de Hugging Face; compruebe HF_ENDPOINT y cualquier proxy.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="189"/>
        <source>{0} needs {1} more in {2}, which has {3} free; free some space (or set HF_HOME to another disk).</source>
        <translation>{0} necesita {1} más en {2}, que tiene {3} libres; libere espacio (o dirija HF_HOME a otro disco).</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="222"/>
        <source>{0} is being downloaded by another program right now; wait for it to finish, then try again.</source>
        <translation>Otro programa está descargando {0} en este momento; espere a que termine e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="271"/>
        <source>{0} instead of {1}</source>
        <translation>{0} en lugar de {1}</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="276"/>
        <source>its checksum differs</source>
        <translation>su suma de comprobación no coincide</translation>
    </message>
    <message>
        <location filename="../../studio/models/download.py" line="315"/>
        <source>{0} arrived damaged ({1}) and was deleted; download again.</source>
        <translation>{0} llegó dañado ({1}) y se eliminó; vuelva a descargarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="25"/>
        <source>The connection to the Hugging Face hub was lost at {0} of {1} (in {2}); what arrived is kept: download again to resume.</source>
        <translation>Se perdió la conexión con el hub de Hugging Face a los {0} de {1} (en {2}); lo recibido se conserva: vuelva a descargar para continuar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="44"/>
        <source>Cannot write {0}: {1}; free some space or set HF_HOME to another disk, then download again (what arrived is kept).</source>
        <translation>No se puede escribir {0}: {1}; libere espacio o dirija HF_HOME a otro disco y vuelva a descargar (lo recibido se conserva).</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="62"/>
        <source>The model</source>
        <translation>El modelo</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="72"/>
        <source>{0} is gated on the Hugging Face hub: open {1}, log in and accept its terms, then create an access token at {2} and paste it in Models (or run `hf auth login`), and download again.</source>
        <translation>{0} es de acceso restringido en el hub de Hugging Face: abra {1}, inicie sesión y acepte sus condiciones; después cree un token de acceso en {2}, péguelo en Modelos (o ejecute `hf auth login`) y vuelva a descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="83"/>
        <source>Your Hugging Face token has no access to {0} yet: open {1}, accept its terms with the same account (approval can take a moment), then download again.</source>
        <translation>Su token de Hugging Face aún no tiene acceso a {0}: abra {1}, acepte sus condiciones con la misma cuenta (la aprobación puede tardar un momento) y vuelva a descargar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="93"/>
        <source>{0} cannot be downloaded while HF_HUB_OFFLINE is set; unset it and try again.</source>
        <translation>{0} no se puede descargar mientras HF_HUB_OFFLINE esté definida; quítela e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="101"/>
        <source>{0} was not found on the Hugging Face hub ({1}); check the model name, or your token&apos;s access with `hf auth whoami`.</source>
        <translation>{0} no se encontró en el hub de Hugging Face ({1}); compruebe el nombre del modelo, o el acceso de su token con `hf auth whoami`.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="111"/>
        <source>A file of {0} is no longer on the Hugging Face hub at the expected version; update voice-studio (or its pocket-tts package) and try again.</source>
        <translation>Un archivo de {0} ya no está en el hub de Hugging Face en la versión esperada; actualice voice-studio (o su paquete pocket-tts) e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="120"/>
        <source>The Hugging Face hub ({0}) cannot be reached ({1}); check your connection and try again.</source>
        <translation>No se puede acceder al hub de Hugging Face en {0} ({1}); compruebe su conexión e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="131"/>
        <source>The Hugging Face hub answered with an error (HTTP {0}) for {1}; try again in a few minutes.</source>
        <translation>El hub de Hugging Face respondió con un error (HTTP {0}) para {1}; inténtelo de nuevo dentro de unos minutos.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="141"/>
        <source>Downloading {0} failed ({1}); check the disk and try again.</source>
        <translation>Falló la descarga de {0} ({1}); compruebe el disco e inténtelo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/download_errors.py" line="148"/>
        <source>Downloading {0} failed ({1}: {2}); try again, and report it if it keeps happening.</source>
        <translation>Falló la descarga de {0} ({1}: {2}); inténtelo de nuevo e informe del error si se repite.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="219"/>
        <source>unset HF_HUB_OFFLINE</source>
        <translation>Quite HF_HUB_OFFLINE</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="221"/>
        <source>connect once</source>
        <translation>Conéctese una vez</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="224"/>
        <source>{0} is not downloaded yet and the Hugging Face hub cannot be reached (offline: {1}): {2} and download it from Models (or `{3}`), or use the demo model (--model random), which needs no download.</source>
        <translation>{0} aún no está descargado y no se puede acceder al hub de Hugging Face (sin conexión: {1}): {2} y descárguelo desde Modelos (o con `{3}`), o use el modelo de demostración (--model random), que no requiere descarga.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="273"/>
        <source>{0} is not downloaded yet: download it from Models (or run `{1}`), or use the demo model.</source>
        <translation>{0} aún no está descargado: descárguelo desde Modelos (o ejecute `{1}`), o use el modelo de demostración.</translation>
    </message>
    <message>
        <location filename="../../studio/models/installation.py" line="302"/>
        <source>The demo model has nothing on disk to remove.</source>
        <translation>El modelo de demostración no tiene nada en el disco que eliminar.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="69"/>
        <source>{0} does not exist</source>
        <translation>{0} no existe</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="87"/>
        <source>{0} cannot be used as a pocket-tts model: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} no se puede usar como modelo de pocket-tts: {1}; elija la carpeta o el archivo que contiene el modelo completo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="93"/>
        <source>{0} cannot be used as a VoxCPM2 model: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} no se puede usar como modelo VoxCPM2: {1}; elija la carpeta o el archivo que contiene el modelo completo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="100"/>
        <source>{0} cannot be used as a model of {2}: {1}; choose the folder or file that holds the whole model.</source>
        <translation>{0} no se puede usar como modelo de {2}: {1}; elija la carpeta o el archivo que contiene el modelo completo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="118"/>
        <source>the folder holds no pocket-tts config (.yaml)</source>
        <translation>la carpeta no contiene ninguna configuración de pocket-tts (.yaml)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="133"/>
        <source>{0} is empty</source>
        <translation>{0} está vacío</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="137"/>
        <source>{0} is not a config (.yaml), weights (.safetensors) or checkpoint (.pt)</source>
        <translation>{0} no es una configuración (.yaml), unos pesos (.safetensors) ni un punto de control (.pt)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="154"/>
        <source>{0} cannot be read as YAML ({1})</source>
        <translation>{0} no se puede leer como YAML ({1})</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="162"/>
        <source>{0} is not a pocket-tts config (it has no flow_lm section)</source>
        <translation>{0} no es una configuración de pocket-tts (no tiene sección flow_lm)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="174"/>
        <source>{0} has no mimi section</source>
        <translation>{0} no tiene sección mimi</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="180"/>
        <source>{0} names no weights (weights_path), so it would speak noise</source>
        <translation>{0} no indica pesos (weights_path), así que hablaría ruido</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="197"/>
        <source>the file {0} named in {1} is missing</source>
        <translation>falta el archivo {0} indicado en {1}</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="210"/>
        <source>{0} cannot be read as a safetensors file</source>
        <translation>{0} no se puede leer como archivo safetensors</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="218"/>
        <source>{0} has no {1}* tensors</source>
        <translation>{0} no tiene tensores {1}*</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="243"/>
        <source>{0} is not a folder (a VoxCPM2 model is a folder)</source>
        <translation>{0} no es una carpeta (un modelo VoxCPM2 es una carpeta)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="252"/>
        <source>config.json is missing</source>
        <translation>falta config.json</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="258"/>
        <source>config.json cannot be read</source>
        <translation>config.json no se puede leer</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="263"/>
        <source>config.json describes a {0} model, not VoxCPM2</source>
        <translation>config.json describe un modelo {0}, no VoxCPM2</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="271"/>
        <source>the model weights (model.safetensors or pytorch_model.bin) are missing</source>
        <translation>faltan los pesos del modelo (model.safetensors o pytorch_model.bin)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="278"/>
        <source>the audio VAE weights (audiovae.safetensors or audiovae.pth) are missing</source>
        <translation>faltan los pesos del VAE de audio (audiovae.safetensors o audiovae.pth)</translation>
    </message>
    <message>
        <location filename="../../studio/models/local_models.py" line="285"/>
        <source>the tokenizer (tokenizer.json or tokenizer.model) is missing</source>
        <translation>falta el tokenizador (tokenizer.json o tokenizer.model)</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="67"/>
        <source>Paste an access token first; create one at {0}.</source>
        <translation>Pegue primero un token de acceso; cree uno en {0}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="74"/>
        <source>The Hugging Face hub refused this token; copy it again from {0} (a read token is enough).</source>
        <translation>El hub de Hugging Face rechazó este token; vuelva a copiarlo de {0} (basta con un token de lectura).</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="83"/>
        <source>{0} Create a personal token at {1}.</source>
        <translation>{0} Cree un token personal en {1}.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="89"/>
        <source>The token can only be checked with the Hugging Face hub online; connect to the internet and paste it again.</source>
        <translation>El token solo se puede comprobar con el hub de Hugging Face en línea; conéctese a internet y vuelva a pegarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/models/tokens.py" line="105"/>
        <source>The saved token was deleted, but HF_TOKEN is still set in the environment; unset it to log out completely.</source>
        <translation>Se eliminó el token guardado, pero HF_TOKEN sigue definida en el entorno; quítela para cerrar la sesión por completo.</translation>
    </message>
    <message>
        <location filename="../../studio/paths.py" line="33"/>
        <source>{0}: there is no home folder for {1}; write the full path.</source>
        <translation>{0}: no hay carpeta personal para {1}; escriba la ruta completa.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="18"/>
        <source>The model ran out of memory on this line; close other programs, or choose a smaller model or the CPU, then render the line again.</source>
        <translation>El modelo se quedó sin memoria en esta línea; cierre otros programas o elija un modelo más pequeño o la CPU, y vuelva a generar la línea.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="26"/>
        <source>Stopped.</source>
        <translation>Detenida.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="30"/>
        <source>The model produced no audio for this line; try another seed.</source>
        <translation>El modelo no produjo audio para esta línea; pruebe con otra semilla.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="36"/>
        <source>No voice named {0!r}; add it first.</source>
        <translation>No hay ninguna voz llamada {0!r}; añádala primero.</translation>
    </message>
    <message>
        <location filename="../../studio/render/failures.py" line="61"/>
        <source>Internal error ({0}: {1}); please report it.</source>
        <translation>Error interno ({0}: {1}); por favor, informe de él.</translation>
    </message>
    <message>
        <location filename="../../studio/render/renderer.py" line="101"/>
        <source>Voice {0!r} was prepared at {1} Hz but the model runs at {2} Hz; load the voice again.</source>
        <translation>La voz {0!r} se preparó a {1} Hz, pero el modelo funciona a {2} Hz; vuelva a cargar la voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/app.py" line="238"/>
        <source>{0}: no such audio file; check the --voice path.</source>
        <translation>{0}: no existe ese archivo de audio; compruebe la ruta de --voice.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/session.py" line="336"/>
        <source>Cannot save the global pronunciation dictionary: {0}; set VOICE_STUDIO_DATA_DIR to a writable folder.</source>
        <translation>No se puede guardar el diccionario de pronunciación global: {0}; asigne a VOICE_STUDIO_DATA_DIR una carpeta con permiso de escritura.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="32"/>
        <source>The model is not loaded yet.</source>
        <translation>El modelo aún no está cargado.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="33"/>
        <source>The model could not be compiled ({0}); it runs uncompiled.</source>
        <translation>No se pudo compilar el modelo ({0}); funciona sin compilar.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/worker_engine.py" line="81"/>
        <source>The model could not be loaded ({0}: {1}).</source>
        <translation>No se pudo cargar el modelo ({0}: {1}).</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="61"/>
        <source>HF_HUB_OFFLINE is set</source>
        <translation>HF_HUB_OFFLINE está definido</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="130"/>
        <source>no answer from {0} in {1:.0f} s</source>
        <translation>sin respuesta de {0} en {1:.0f} s</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="148"/>
        <source>the hub&apos;s address cannot be looked up</source>
        <translation>no se puede resolver la dirección del hub</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="150"/>
        <source>the hub did not answer in time</source>
        <translation>el hub no respondió a tiempo</translation>
    </message>
    <message>
        <location filename="../../studio/models/hub.py" line="153"/>
        <source>cannot connect: {0}</source>
        <translation>no se puede conectar: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="43"/>
        <source>the studio window</source>
        <translation>la ventana del estudio</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="44"/>
        <source>voice-studio render</source>
        <translation>voice-studio render</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="64"/>
        <source>{0} (process {1} on {2}, since {3})</source>
        <translation>{0} (proceso {1} en {2}, desde {3})</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="86"/>
        <source>{0} is open in {1}; close it there first, or open it read-only or as a copy.</source>
        <translation>{0} está abierto en {1}; ciérrelo allí primero, o ábralo en solo lectura o como una copia.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="103"/>
        <source>{0} was taken over by {1}, so it was not saved; save your work as a copy.</source>
        <translation>{0} no se guardó porque {1} tomó el control; guarde su trabajo como una copia.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="112"/>
        <source>{0} was changed by another program since it was opened, so it was not saved; reload it, save your work as a copy, or overwrite it.</source>
        <translation>Otro programa cambió {0} después de abrirlo, así que no se guardó; recárguelo, guarde su trabajo como una copia o sobrescríbalo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="257"/>
        <source>Took {0} over from {1}, which can no longer save it.</source>
        <translation>Se tomó el control de {0}; {1} ya no puede guardarlo.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="266"/>
        <source>{0} had a lock left by {1}, which is no longer running; it was taken over.</source>
        <translation>{0} tenía un bloqueo de {1}, que ya no se está ejecutando; se tomó el control.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_lock.py" line="328"/>
        <location filename="../../studio/core/store/project_lock.py" line="344"/>
        <source>Cannot lock {0}: {1}; check the folder&apos;s permissions.</source>
        <translation>No se puede bloquear {0}: {1}; compruebe los permisos de la carpeta.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_nesting.py" line="67"/>
        <source>{0} would be inside the project {1}; choose a folder outside it.</source>
        <translation>{0} quedaría dentro del proyecto {1}; elija una carpeta fuera de él.</translation>
    </message>
    <message>
        <location filename="../../studio/core/store/project_nesting.py" line="102"/>
        <source>{0} holds other projects ({1}); move them out of it first, or choose another name.</source>
        <translation>{0} contiene otros proyectos ({1}); sáquelos primero o elija otro nombre.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/voice_args.py" line="35"/>
        <source>Two --voice options are named {0!r}; give each voice a name of its own.</source>
        <translation>Dos opciones --voice se llaman {0!r}; dé a cada voz un nombre propio.</translation>
    </message>
    <message>
        <location filename="../../studio/core/text/voice_args.py" line="43"/>
        <source>Two --voice options are named {0!r} and {1!r}, which a NAME: line cannot tell apart; give each voice a name of its own.</source>
        <translation>Dos opciones --voice se llaman {0!r} y {1!r}, que una línea NOMBRE: no puede distinguir; dé a cada voz un nombre propio.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/speaker/encoder.py" line="67"/>
        <source>The voice check needs the resemblyzer package ({0}); install it with pip install --no-deps resemblyzer==0.1.4, or turn the voice check off.</source>
        <translation>La comprobación de voz necesita el paquete resemblyzer ({0}); instálelo con pip install --no-deps resemblyzer==0.1.4 o desactive la comprobación de voz.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/compiling.py" line="66"/>
        <source>Unknown compile choice {0!r}; use auto, on or off.</source>
        <translation>Opción de compilación desconocida {0!r}; use auto, on u off.</translation>
    </message>
    <message>
        <location filename="../../studio/engines/voxcpm/compiling.py" line="276"/>
        <source>The model could not be compiled ({0}); choose compile auto or off.</source>
        <translation>No se pudo compilar el modelo ({0}); ponga «Compilar el modelo» en Automático o Desactivada.</translation>
    </message>
</context>
<context>
    <name>StudioSession</name>
    <message>
        <location filename="../../studio/ui/session/session.py" line="368"/>
        <source>Choose the take that says the text</source>
        <translation>Elegir la toma que dice el texto</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="102"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Deshacer: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/undo.py" line="110"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Rehacer: {0}</translation>
    </message>
</context>
<context>
    <name>TakesPanel</name>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="74"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="77"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="233"/>
        <source>Takes</source>
        <translation>Tomas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="78"/>
        <source>The selected line&apos;s takes</source>
        <translation>Las tomas de la línea seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="87"/>
        <source>Take</source>
        <translation>Toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="88"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="89"/>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="90"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="91"/>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="103"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="104"/>
        <source>A/B</source>
        <translation>A/B</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="106"/>
        <source>Select two takes: plays one then the other; press again to switch</source>
        <translation>Seleccione dos tomas: reproduce una y luego la otra; vuelva a pulsar para alternar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="108"/>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="109"/>
        <source>Make this the line&apos;s take (export uses it)</source>
        <translation>Hacer de esta la toma de la línea (la exportación la usa)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="110"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="114"/>
        <source>Lock line (bulk renders skip it)</source>
        <translation>Bloquear línea (la generación por lotes la omite)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="124"/>
        <source>What the recognizer heard</source>
        <translation>Lo que oyó el reconocedor</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="236"/>
        <source>Takes of line {0}</source>
        <translation>Tomas de la línea {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="247"/>
        <source>Listen to the chosen take: {0}</source>
        <translation>Escuchar la toma elegida: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="273"/>
        <source>Made {0}; generated in {1:.0f} ms (RTF {2}); seed {3}</source>
        <translation>Creada el {0}; generada en {1:.0f} ms (RTF {2}); semilla {3}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="279"/>
        <source>The line&apos;s chosen take</source>
        <translation>La toma elegida de la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="281"/>
        <source>matches the line&apos;s text, voice and settings</source>
        <translation>coincide con el texto, la voz y los ajustes de la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="283"/>
        <source>matches the line</source>
        <translation>coincide con la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="285"/>
        <source>from an older version of the line</source>
        <translation>de una versión anterior de la línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="290"/>
        <source>made with another model ({0})</source>
        <translation>creada con otro modelo ({0})</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="292"/>
        <source>its audio file is gone</source>
        <translation>su archivo de audio ya no existe</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="303"/>
        <source>Voice: not measured (turn the voice check on in Preferences)</source>
        <translation>Voz: sin medir (active la comprobación de voz en Preferencias)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="306"/>
        <source>Voice: {0:.2f} similar to its reference, as a speaker encoder hears it (1 is the same voice; an encoder&apos;s measure, not a listener&apos;s)</source>
        <translation>Voz: similitud {0:.2f} con su referencia, tal como la oye un codificador de locutores (1 es la misma voz; la medida de un codificador, no de un oyente)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="318"/>
        <source>Review: {0}</source>
        <translation>Revisión: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="333"/>
        <source>Heard: {0}</source>
        <translation>Se oyó: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="421"/>
        <source>Choose take</source>
        <translation>Elegir toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="431"/>
        <source>Delete take</source>
        <translation>Eliminar toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="431"/>
        <source>Delete takes</source>
        <translation>Eliminar tomas</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="113"/>
        <location filename="../../studio/ui/panels/takes_panel.py" line="440"/>
        <source>Lock line</source>
        <translation>Bloquear línea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/takes_panel.py" line="440"/>
        <source>Unlock line</source>
        <translation>Desbloquear línea</translation>
    </message>
</context>
<context>
    <name>TranscribeControl</name>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="33"/>
        <source>Hear the kept part with the speech recognizer (Edit &gt; Preferences chooses it) and write what it says as the transcript; the language is detected</source>
        <translation>Escuchar la parte conservada con el reconocedor de voz (se elige en Editar &gt; Preferencias) y escribir lo que dice como transcripción; el idioma se detecta</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="49"/>
        <source>Transcribing…</source>
        <translation>Transcribiendo…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="49"/>
        <source>T&amp;ranscribe</source>
        <translation>&amp;Transcribir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/transcribe_control.py" line="64"/>
        <source>Transcribed (heard as {0}); Undo takes it back.</source>
        <translation>Transcrito (oído como {0}); Deshacer lo revierte.</translation>
    </message>
</context>
<context>
    <name>VoiceCheckBox</name>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="28"/>
        <source>Voice check</source>
        <translation>Comprobación de voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="29"/>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="52"/>
        <source>Measure each take’s voice</source>
        <translation>Medir la voz de cada toma</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="33"/>
        <source>A speaker encoder compares each take with its voice&apos;s reference as it is rendered: the takes panel shows the similarity, the drift plot follows it over the book, and best of N prefers the most similar take.</source>
        <translation>Un codificador de locutores compara cada toma con la referencia de su voz a medida que se genera: el panel de tomas muestra la similitud, el gráfico de deriva la sigue a lo largo del libro y Mejor de N prefiere la toma más parecida.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="46"/>
        <source>A take is flagged “voice differs” below this similarity ({0:.2f} by default: below every take of a voice measured saying other sentences).</source>
        <translation>Por debajo de esta similitud, una toma se marca como «la voz difiere» ({0:.2f} por defecto: por debajo de cualquier toma medida de una voz que dice otras frases).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="53"/>
        <source>Least similarity to the voice</source>
        <translation>Similitud mínima con la voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/preferences/voice_check_box.py" line="57"/>
        <source>Flag below:</source>
        <translation>Marcar por debajo de:</translation>
    </message>
</context>
<context>
    <name>VoiceRegistry</name>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="200"/>
        <source>Remove voice</source>
        <translation>Quitar voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="320"/>
        <source>Add voice</source>
        <translation>Añadir voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="323"/>
        <source>Edit voice audio</source>
        <translation>Editar el audio de la voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/voices.py" line="325"/>
        <source>Edit voice</source>
        <translation>Editar voz</translation>
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
        <translation>Preparando la voz…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="38"/>
        <source>The voice could not be loaded.</source>
        <translation>No se pudo cargar la voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="40"/>
        <source>Waiting for a model: the voice is prepared when one is loaded.</source>
        <translation>Esperando un modelo: la voz se preparará cuando se cargue uno.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="45"/>
        <source>Prompt key {0}</source>
        <translation>Clave de prompt {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="47"/>
        <source>Prompt key</source>
        <translation>Clave de prompt</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="53"/>
        <source>{0}: building the prompt state… {1:.1f} s</source>
        <translation>{0}: creando el estado del prompt… {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="58"/>
        <source>{0}: not built yet (the clone check or the first line builds it)</source>
        <translation>{0}: aún no creado (la prueba de clonación o la primera línea lo crean)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="62"/>
        <source>in memory</source>
        <translation>en memoria</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="64"/>
        <source>on disk</source>
        <translation>en disco</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="69"/>
        <source>{0:.1f} MB</source>
        <translation>{0:.1f} MB</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="75"/>
        <source>built in {0:.0f} ms</source>
        <translation>creado en {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="78"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="84"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="88"/>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="90"/>
        <source>In memory</source>
        <translation>En memoria</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="92"/>
        <source>On disk</source>
        <translation>En disco</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="93"/>
        <source>Not built</source>
        <translation>Sin crear</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="100"/>
        <source>speech {0:.1f} s of {1:.1f} s</source>
        <translation>habla {0:.1f} s de {1:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="108"/>
        <source>speech {0:.0f} dB above the noise</source>
        <translation>habla {0:.0f} dB por encima del ruido</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="115"/>
        <source>{0:.0f} LUFS</source>
        <translation>{0:.0f} LUFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/status_text.py" line="121"/>
        <source>peak {0:.1f} dBFS</source>
        <translation>pico {0:.1f} dBFS</translation>
    </message>
</context>
<context>
    <name>VoiceTools</name>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="61"/>
        <source>&amp;Edit voice…</source>
        <translation>&amp;Editar voz…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="64"/>
        <source>Trim, normalise and check the selected voice&apos;s recording</source>
        <translation>Recortar, normalizar y comprobar la grabación de la voz seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="68"/>
        <source>&amp;Clone check</source>
        <translation>&amp;Prueba de clonación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="72"/>
        <source>Hear a short test sentence in the selected voice</source>
        <translation>Escuchar una frase de prueba breve con la voz seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="76"/>
        <source>Voice &amp;library…</source>
        <translation>&amp;Biblioteca de voces…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="79"/>
        <source>Voices kept outside any project: add, save, export, import</source>
        <translation>Voces guardadas fuera de cualquier proyecto: añadir, guardar, exportar, importar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="96"/>
        <source>recording</source>
        <translation>grabación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="148"/>
        <location filename="../../studio/ui/voices/voice_tools.py" line="195"/>
        <source>Select a voice first.</source>
        <translation>Seleccione primero una voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="187"/>
        <source>The voice is not ready yet; wait until it has loaded.</source>
        <translation>La voz aún no está lista; espere a que se cargue.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="201"/>
        <source>Rendering the clone check of {0}…</source>
        <translation>Generando la prueba de clonación de {0}…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="206"/>
        <source>the voice is unchanged, so this is the check made before</source>
        <translation>la voz no ha cambiado, así que es la prueba hecha antes</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="209"/>
        <source>rendered in {0:.1f} s</source>
        <translation>generada en {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="212"/>
        <source>Clone check of {0} ({1}).</source>
        <translation>Prueba de clonación de {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_tools.py" line="218"/>
        <source>Clone check of {0}: {1}</source>
        <translation>Prueba de clonación de {0}: {1}</translation>
    </message>
</context>
<context>
    <name>VoiceTranscripts</name>
    <message>
        <location filename="../../studio/ui/session/transcripts.py" line="60"/>
        <source>The voice is not loaded yet; try again soon.</source>
        <translation>La voz aún no está cargada; inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/session/transcripts.py" line="92"/>
        <source>The recognizer heard no words in the reference.</source>
        <translation>El reconocedor no oyó ninguna palabra en la referencia.</translation>
    </message>
</context>
<context>
    <name>VoiceUndo</name>
    <message>
        <location filename="../../studio/ui/voices/voice_undo.py" line="76"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/voice_undo.py" line="77"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
</context>
<context>
    <name>VoiceWorkbench</name>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="66"/>
        <source>Voice workbench: {0}</source>
        <translation>Taller de voz: {0}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="131"/>
        <source>Play or stop</source>
        <translation>Reproducir o detener</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="134"/>
        <source>Trim to selection</source>
        <translation>Recortar a la selección</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="175"/>
        <source>This voice is no longer in the project; undo (Ctrl+Z) brings it back.</source>
        <translation>Esta voz ya no está en el proyecto; Deshacer (Ctrl+Z) la recupera.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="231"/>
        <source> · the model gets {0:.2f} s</source>
        <translation> · el modelo recibe {0:.2f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="235"/>
        <source>Kept: {0}{1}</source>
        <translation>Conservado: {0}{1}</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="300"/>
        <source>The kept part is already {0}, so nothing changed.</source>
        <translation>La parte conservada ya es {0}, así que nada ha cambiado.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="361"/>
        <source>No audio output device was found; playback is off.</source>
        <translation>No se encontró ningún dispositivo de salida de audio; la reproducción está desactivada.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="394"/>
        <source>Rendering the clone check…</source>
        <translation>Generando la prueba de clonación…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="428"/>
        <source>Play selection</source>
        <translation>Reproducir selección</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench.py" line="428"/>
        <source>Play kept part</source>
        <translation>Reproducir parte conservada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/clone_similarity.py" line="18"/>
        <source>The clone is {0:.2f} similar to its reference, as a speaker encoder hears it (1 is the same voice; an encoder&apos;s measure, not a listener&apos;s).</source>
        <translation>El clon tiene una similitud de {0:.2f} con su referencia, tal como la oye un codificador de locutores (1 es la misma voz; la medida de un codificador, no de un oyente).</translation>
    </message>
</context>
<context>
    <name>VoicesPanel</name>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="47"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="49"/>
        <source>Could not load</source>
        <translation>No se pudo cargar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="51"/>
        <source>Waiting for a model</source>
        <translation>Esperando un modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="56"/>
        <source>Building cache… {0:.1f} s</source>
        <translation>Creando la caché… {0:.1f} s</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="59"/>
        <source>Cache not built</source>
        <translation>Caché sin crear</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="61"/>
        <source>In memory</source>
        <translation>En memoria</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="63"/>
        <source>On disk</source>
        <translation>En disco</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="70"/>
        <source>built in {0:.0f} ms</source>
        <translation>lista en {0:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="91"/>
        <location filename="../../studio/ui/panels/voices_panel.py" line="113"/>
        <source>Voices</source>
        <translation>Voces</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="94"/>
        <source>Add voice</source>
        <translation>Añadir voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="94"/>
        <source>Add a voice from an audio file…</source>
        <translation>Añadir una voz desde un archivo de audio…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="98"/>
        <source>Record voice</source>
        <translation>Grabar voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="98"/>
        <source>Record a voice from the microphone…</source>
        <translation>Grabar una voz con el micrófono…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="102"/>
        <source>Remove voice</source>
        <translation>Quitar voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="102"/>
        <source>Remove the selected voice</source>
        <translation>Quitar la voz seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="114"/>
        <source>The project&apos;s voices and their cache state</source>
        <translation>Las voces del proyecto y el estado de su caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="124"/>
        <source>Drop audio files here, or add or record a voice.</source>
        <translation>Suelte aquí archivos de audio, o añada o grabe una voz.</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="133"/>
        <source>No voice selected</source>
        <translation>Ninguna voz seleccionada</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="135"/>
        <source>Transcript of the reference (optional)</source>
        <translation>Transcripción (opcional)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="136"/>
        <source>Transcript</source>
        <translation>Transcripción</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="138"/>
        <source>What is said in the voice&apos;s reference audio (optional)</source>
        <translation>Lo que se dice en el audio de referencia de la voz (opcional)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="151"/>
        <source>Build cache</source>
        <translation>Crear caché</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="153"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="158"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="159"/>
        <source>Trim, normalise and check the recording</source>
        <translation>Recortar, normalizar y comprobar la grabación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="161"/>
        <location filename="../../studio/ui/panels/voices_panel.py" line="294"/>
        <source>Clone check</source>
        <translation>Prueba de clonación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="162"/>
        <source>Hear a short test sentence in this voice</source>
        <translation>Escuchar una frase de prueba breve con esta voz</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="294"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="374"/>
        <source>Add voices</source>
        <translation>Añadir voces</translation>
    </message>
    <message>
        <location filename="../../studio/ui/panels/voices_panel.py" line="376"/>
        <source>Audio files (*.wav *.flac *.ogg *.mp3 *.aiff);;All files (*)</source>
        <translation>Archivos de audio (*.wav *.flac *.ogg *.mp3 *.aiff);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>WorkbenchLayout</name>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="42"/>
        <source>Loading the recording…</source>
        <translation>Cargando la grabación…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="44"/>
        <source>Play selection</source>
        <translation>Reproducir selección</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="45"/>
        <source>Play result</source>
        <translation>Reproducir resultado</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="46"/>
        <source>Play the reference the model gets</source>
        <translation>Reproducir la referencia que recibe el modelo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="48"/>
        <source>&amp;Trim to selection</source>
        <translation>Recortar a la &amp;selección</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="49"/>
        <source>&amp;Auto trim</source>
        <translation>Recorte &amp;automático</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="50"/>
        <source>Keep the speech without the silence around it</source>
        <translation>Conservar el habla sin el silencio que la rodea</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="51"/>
        <source>&amp;Best window</source>
        <translation>&amp;Mejor fragmento</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="54"/>
        <source>Keep the best 5-20 s: whole phrases without long pauses, no clipping, steady level, little noise</source>
        <translation>Conservar los mejores 5-20 s: frases completas sin pausas largas, sin saturación, nivel estable y poco ruido</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="58"/>
        <source>&amp;Keep all</source>
        <translation>&amp;Conservar todo</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="60"/>
        <source>No normalisation</source>
        <translation>Sin normalización</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="62"/>
        <source>Peak to {0:.0f} dBFS</source>
        <translation>Pico a {0:.0f} dBFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="65"/>
        <source>Loudness to {0:.0f} LUFS</source>
        <translation>Sonoridad a {0:.0f} LUFS</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="75"/>
        <source>&amp;Clone check</source>
        <translation>&amp;Prueba de clonación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="77"/>
        <source>Render a short test sentence in this voice and play it</source>
        <translation>Generar una frase de prueba breve con esta voz y reproducirla</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="79"/>
        <source>&amp;Save to library…</source>
        <translation>&amp;Guardar en la biblioteca…</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="80"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="84"/>
        <source>What is said in the kept part (VoxCPM2&apos;s continuation mode uses it)</source>
        <translation>Lo que se dice en la parte conservada (lo usa el modo de continuación de VoxCPM2)</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="86"/>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="125"/>
        <source>Transcript</source>
        <translation>Transcripción</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="88"/>
        <source>What is said in the kept part of the recording</source>
        <translation>Lo que se dice en la parte conservada de la grabación</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="90"/>
        <source>Apply transcript</source>
        <translation>Aplicar transcripción</translation>
    </message>
    <message>
        <location filename="../../studio/ui/voices/workbench_layout.py" line="91"/>
        <source>T&amp;ranscribe</source>
        <translation>&amp;Transcribir</translation>
    </message>
</context>
<context>
    <name>_CheckCounts</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="60"/>
        <source>%n word(s) missing ({0})</source>
        <translation>
            <numerusform>falta %n palabra ({0})</numerusform>
            <numerusform>faltan %n palabras ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="63"/>
        <source>%n heard differently ({0})</source>
        <translation>
            <numerusform>%n oída de otra forma ({0})</numerusform>
            <numerusform>%n oídas de otra forma ({0})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/ui/session/spoken_text.py" line="66"/>
        <source>%n not in the text ({0})</source>
        <translation>
            <numerusform>%n que no está en el texto ({0})</numerusform>
            <numerusform>%n que no están en el texto ({0})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <location filename="../../studio/ui/session/review_text.py" line="21"/>
        <source>Clipped in %n place(s): the waveform hits full scale; render again or lower the level.</source>
        <translation>
            <numerusform>Saturada en %n punto: la forma de onda llega a escala completa; vuelva a generarla o baje el nivel.</numerusform>
            <numerusform>Saturada en %n puntos: la forma de onda llega a escala completa; vuelva a generarla o baje el nivel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ask_replace</name>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="40"/>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="55"/>
        <source>• and {0} more</source>
        <translation>• y {0} más</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="58"/>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="62"/>
        <source>These already exist:
{0}
Replace them?</source>
        <translation>Estos ya existen:
{0}
¿Reemplazarlos?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="67"/>
        <source>Replace existing files?</source>
        <translation>¿Reemplazar los archivos existentes?</translation>
    </message>
    <message>
        <location filename="../../studio/ui/kit/replace_question.py" line="69"/>
        <source>What is replaced goes to the trash.</source>
        <translation>Lo que se reemplaza va a la papelera.</translation>
    </message>
</context>
</TS>
