# Texts of the problems the engine finds in a position, a file or an answer.

## Die Probleme der Stellung (die Problemliste des Editors, Dateifehler)

pos-at-cell = auf { $cell }: { $problem }
pos-other-game = die Stellung gehört zu einem anderen Spiel als der Kartensatz
pos-players = { $n } Spieler: dieses Spiel ist für 2 bis { $most } Spieler
pos-to-move-absent = Spieler { $player } ist am Zug, aber es gibt nur { $n } Spieler
pos-more-scores = mehr Punktestände als Spieler
pos-score-too-high = Spieler { $player } hat { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }: mehr als die { $most }, die eine Stellung geben darf
pos-too-many-tiles = mehr als 250 Karten auf dem Brett
pos-unknown-tile = unbekannte Karte „{ $tile }“
pos-rotation = Drehung { $rot } (0 bis 3 Vierteldrehungen)
pos-off-table = außerhalb des Tisches
pos-two-tiles = zwei Karten auf einem Feld
pos-mismatch = die { $side }-Seite zeigt { $mine }, aber die Karte auf { $at } zeigt { $theirs }
pos-not-touching = diese Karte berührt den Rest der Landschaft mit keiner Seite
pos-follower-of-absent = ein Gefolgsmann von Spieler { $player }, der nicht mitspielt
pos-follower-no-tile = ein Gefolgsmann auf einem Feld ohne Karte
pos-follower-no-feature = ein Gefolgsmann auf „{ $on }“, aber Karte { $tile } hat dort kein Gebiet
pos-farmers-off = ein Bauer, aber Bauern spielen in diesem Spiel nicht mit (R-B5)
pos-too-many-followers = Spieler { $player } hat mehr als { $most } Gefolgsleute auf dem Brett
pos-walls-not-city = Mauern, Wächter und Türme gehören zu Die Stadt
pos-on-completed = ein Gefolgsmann steht auf { $kind ->
        [monastery] einem abgeschlossenen { $feature }
        [market] einem abgeschlossenen { $feature }
        [residential] einem abgeschlossenen { $feature }
       *[other] einer abgeschlossenen { $feature }
    }: die Wertung hätte ihn schon zurückgegeben
pos-supplies-length = die Vorräte müssen eine Zahl pro Spieler nennen
pos-supply-too-high = Spieler { $player } hat { $n ->
        [one] { $n } Gefolgsmann
       *[other] { $n } Gefolgsleute
    } im Vorrat und { $board } auf dem Brett: mehr als die { $most }, die ein Spieler besitzt
pos-too-many-of-tile = { $n ->
        [one] { $n } Karte { $tile } ist
       *[other] { $n } Karten { $tile } sind
    } gelegt, gezogen, beiseitegelegt oder noch im Stapel, aber der Satz hat { $count }
pos-stack-too-full = Stapel { $stack } hat { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, beginnt aber mit { $most } (Abschnitt 4.1)
pos-stacks-vs-remaining = die Stapel haben { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, aber { $remain } sind noch zu ziehen
pos-no-such-stack = Stapel { $stack } ist in Gebrauch, aber es gibt nur die Stapel 1 bis 3
pos-over-but-drawn = ein beendetes Spiel hat keine gezogene Karte und keine Mauerrunde
pos-drawn-in-round = während einer Mauerrunde wird keine Karte gezogen
pos-round-done = die Mauerrunde hat keine Entscheidung mehr zu treffen
pos-round-absent-player = die Mauerrunde nennt einen Spieler, der nicht mitspielt
pos-round-waits-for = Spieler { $player } ist am Zug, aber die Mauerrunde wartet auf Spieler { $waits }
pos-round-gate-placed = die Mauerrunde wartet auf das Stadttor, aber das Tor liegt schon
pos-round-no-gate = die Mauerrunde wartet auf ein Mauerstück oder einen Turm, aber es gibt kein Stadttor
pos-closing-beside-no-tile = ein schließendes Mauerstück neben keiner Karte
pos-not-built = die Stellung konnte nicht aufgebaut werden
pos-towers-left-length = towers_left muss eine Zahl pro Spieler nennen ({ $players }), nicht { $n }
pos-wall-without-gate = Mauerstücke oder Türme, aber kein Stadttor
pos-wall-off-table = ein Mauerstück außerhalb des Tisches
pos-gate-not-outside = das Stadttor muss zwischen einer Karte und einem leeren Feld des offenen Außenbereichs liegen (R-C7)
pos-wall-not-continuing = das Mauerstück auf Seite { $side } setzt die Mauer nicht am Rand der Stadt fort (R-C7)
pos-guard-of-absent = ein Wächter eines Spielers, der nicht mitspielt
pos-wall-supply-too-high = { $n ->
        [one] { $n } Mauerstück
       *[other] { $n } Mauerstücke
    } im Vorrat und { $placed } auf dem Brett: mehr als die { $most } in der Schachtel
pos-tower-of-absent = ein Turm von Spieler { $player }, der nicht mitspielt
pos-tower-off-arm = ein Turm nach Mauerstück { $at } eines Endes mit { $n } Mauerstücken (R-C12)
pos-too-many-towers = Spieler { $player } hat noch { $n ->
        [one] { $n } Turm
       *[other] { $n } Türme
    } und { $used } gebaut: mehr als die { $share } pro Spieler

## Was der Szenario-Editor ablehnt

edit-refused-unknown-tile = unbekannte Karte „{ $tile }“
edit-refused-cell-has-tile = auf Feld { $cell } liegt schon eine Karte
edit-refused-no-tile = keine Karte auf { $cell }
edit-refused-follower-there = auf { $on } auf { $cell } steht schon ein Gefolgsmann
edit-refused-no-follower = kein Gefolgsmann auf { $on } auf { $cell }
edit-refused-city-only = Mauern, Wächter und Türme gehören zu Die Stadt
edit-refused-gate-first = zuerst das Stadttor legen: die Mauer wächst vom Tor aus
edit-refused-wall-needs-sound = die Mauer kann nur in einer Stellung ohne Probleme wachsen: { $problem }
edit-refused-not-continuing = Seite { $side } von { $cell } setzt keines der beiden Enden der Mauer am Rand der Stadt fort (R-C7)
edit-refused-no-piece-at-end = kein Mauerstück an diesem Ende
edit-refused-no-wall-piece = kein Mauerstück auf Seite { $side } von { $cell } (Wächter stehen auf Mauerstücken, nicht auf dem Tor)
edit-refused-tower-needs-gate = Türme stehen an den Enden der Mauer: zuerst das Stadttor legen
edit-refused-tower-there = an diesem Ende steht schon ein Turm
edit-refused-no-tower = es gibt keinen Turm { $n }
edit-refused-no-such-stack = die Stapel sind von 1 bis 3 nummeriert
edit-refused-no-question = es gibt keine Frage { $n }
edit-refused-no-player = es gibt keinen Spieler { $player }
edit-refused-strict = im strengen Modus nicht erlaubt: { $problem }

## Warum die Engine eine Frage nicht beantworten kann

answer-fail-no-player = es gibt keinen Spieler { $player }
answer-fail-no-tile = keine Karte auf { $cell }
answer-fail-no-feature = Karte { $tile } auf { $cell } hat kein Gebiet auf „{ $on }“
answer-fail-unknown-tile = unbekannte Karte „{ $tile }“

## Dateifehler: die Erklärung nach dem ersten Satz
# Die Meldungen von RON selbst und die Gründe des Systems ($e) bleiben, wie sie kommen.

file-problem-at = { $file }, Zeile { $line }, Spalte { $column }: { $problem }
file-problem-in = { $file }: { $problem }
file-problem-cannot-read = nicht lesbar: { $e }
file-problem-cannot-write = { $step } nicht möglich: { $e }
file-problem-step-folder = Ordner anlegen
file-problem-step-write = neue Version schreiben (die vorige bleibt erhalten)
file-problem-step-replace = vorige Version ersetzen (sie bleibt erhalten)
file-problem-cannot-move-aside = kann nicht beiseitegelegt werden: { $e }
file-problem-cannot-delete = kann nicht gelöscht werden: { $e }
file-problem-kind-save = Spielstand
file-problem-kind-scenario = Szenario
file-problem-kind-recent = Liste der zuletzt geöffneten Dateien
file-problem-kind-course = Kurs
file-problem-kind-progress = Kursfortschritt
file-problem-kind-settings = Einstellungen
file-problem-version-newer = { $kind }: Formatversion { $found } wurde von einer neueren Version von Carcassonne studio geschrieben (diese liest die Versionen 1 bis { $reads }): bitte das Programm aktualisieren, um es zu öffnen
file-problem-version-unknown = { $kind }: Formatversion { $found } wird nicht unterstützt (dieses Programm liest die Versionen 1 bis { $reads })
file-problem-players = { $n } Spieler: das Spiel ist für 2 bis { $most } Spieler
file-problem-question-player = Frage { $question } fragt nach Spieler { $player }, aber die Stellung hat nur { $n } Spieler
file-problem-position = unmögliche Stellung: { $problem }
file-problem-start-position = unmögliche Anfangsstellung: { $problem }
file-problem-unknown-content = weder Kartensatz (tiles) noch Spielstand (setup, moves) noch Szenario (position)
file-problem-picture-name = ein Bild des Bretts wird als .svg oder .png geschrieben: bitte die Datei so benennen
study-problem-variation = Variante bei Zug { $move }:{" "}
study-problem-no-such-tile = Zug { $move }: keine Karte „{ $tile }“ im Kartensatz
study-problem-move = Zug { $move }: { $e }
study-problem-note-off = eine Notiz zu Zug { $move }, den die Linie nicht hat
study-problem-line-too-short = die Linie hat { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
study-problem-no-moves = sie hat keine Züge
