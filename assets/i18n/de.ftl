# Carcassonne Studio, Deutsch. Spielbegriffe: docs/glossary.md.

## Die Begriffe des Spiels

feature-city = Stadt
feature-road = Straße
feature-field = Wiese
feature-monastery = Kloster
feature-street = Gasse
feature-market = Markt
feature-residential = Wohnviertel
feature-wall = Mauer

follower-knight = Ritter
follower-thief = Wegelagerer
follower-farmer = Bauer
follower-monk = Mönch
follower-citizen = Bürger
follower-seller = Marktfrau
follower-steward = Verwalter
follower-guard = Wächter

player-short = S{ $n }

count-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
count-followers = { $n ->
    [one] { $n } Gefolgsmann
   *[other] { $n } Gefolgsleute
}
tiles-to-draw = Noch zu ziehende Karten: { $n }

## Regeln, wie das Wertungsprotokoll sie erklärt

rule-majority = Mehrheit: Wer die meisten Gefolgsleute in einem Gebiet hat, erhält die vollen Punkte; bei Gleichstand erhält jeder von ihnen die vollen Punkte.
rule-city-complete = Eine fertige Stadt bringt 2 je Karte und 2 je Wappen.
rule-road-complete = Eine fertige Straße bringt 1 je Karte.
rule-monastery-complete = Ein Kloster, dessen 8 Nachbarfelder alle belegt sind, bringt 9.
rule-city-incomplete = Am Ende bringt eine unfertige Stadt 1 je Karte und 1 je Wappen.
rule-road-incomplete = Am Ende bringt eine unfertige Straße 1 je Karte.
rule-monastery-incomplete = Am Ende bringt ein unfertiges Kloster 1 je Karte in seinem 3x3-Bereich, es selbst mitgezählt.
rule-field = Wiesen werden einzeln gewertet: Jede bringt ihrer Mehrheit 3 je fertiger Stadt, die sie berührt; eine Stadt, die mehrere Wiesen berührt, zählt in jeder (R-B3, R-B4).
rule-two-tile-city = Option: Eine fertige Stadt aus genau 2 Karten bringt genau 2, Wappen eingeschlossen (R-B2a).
rule-four-gates = Die Stadt mit vier Stadttoren ist beim Anlegen fertig; ein Ritter darin erhält sofort feste 4 Punkte (R-G6).
rule-street = Eine fertige Gasse bringt 1 je Karte bei 1-3 Karten, 2 je Karte bei 4 oder mehr. Auch ein Mauerstück schließt eine Gasse ab (R-C13).
rule-market = Ein fertiger Markt bringt seine Karten mal die Zahl der verschiedenen Marktarten darin (1-3). Auch ein Mauerstück schließt eine Markthälfte ab (R-C13).
rule-tower = Ein Turm an einem Ende der Mauer bringt 1 je Mauerstück zwischen ihm und dem vorigen Turm, oder dem Stadttor, auf dieser Seite (R-C12).
rule-residence = Am Ende bringt ein Wohnviertel 2 je angrenzendem Markt, auf einer Karte oder über eine Kante, jeden Markt einmal (R-C15).
rule-guard = Am Ende bringt ein Wächter 2 je öffentlichem und 3 je historischem Gebäude auf den Karten vor ihm, bis zum ersten leeren Feld oder zur Mauer gegenüber; jeder Wächter für sich (R-C16).

## Einstellungen

settings-language = Sprache
settings-theme = Farbschema
settings-light = Hell
settings-dark = Dunkel
settings-speed = Animationstempo
speed-instant = sofort
speed-fast = schnell
speed-normal = normal
speed-slow = langsam
settings-size = Größe von allem
settings-size-hint = Strg + und Strg - ändern sie auch; Strg 0 stellt 100 % wieder her
settings-motion = Bewegung
settings-motion-check = Züge zeigen, während sie geschehen
settings-motion-hint = Gelegte Karten setzen sich, Punkte springen auf, Gefolgsleute gehen heim; jeder Klick überspringt
settings-cores = Kerne für den Computer
settings-cores-hint = auf wie vielen Prozessorkernen der starke Computerspieler denkt
settings-analysis = Analyse
settings-purist = Purist: keine Analyse-Seitenleiste
settings-purist-hint = Schaltet die Analyse-Seitenleiste (F9) ganz ab
settings-window = Fenstergröße
settings-window-kept = { $w } x { $h } (vom letzten Start behalten)
settings-window-default = Standard

## Befehle (Menüs, Schaltflächen, Tasten)

cmd-new-game = Neues Spiel…
cmd-open = Öffnen…
cmd-save = Speichern
cmd-save-as = Speichern unter…
cmd-undo = Rückgängig
cmd-redo = Wiederholen
cmd-confirm = Zug bestätigen
cmd-take-back = Legen zurücknehmen
cmd-skip-follower = Kein Gefolgsmann
cmd-rotate = Karte drehen
cmd-zoom-in = Vergrößern
cmd-zoom-out = Verkleinern
cmd-fit = Spielfeld einpassen
cmd-toggle-analysis = Analyse-Seitenleiste
cmd-toggle-log = Wertungsprotokoll
cmd-settings = Einstellungen…
cmd-final-scoring = Schlusswertung
cmd-decide = Entscheiden
cmd-choose-placement = Diesen Zug aufs Spielfeld legen
cmd-quit = Beenden
cmd-shortcuts = Tastenkürzel
cmd-rules = Regeln dieses Spiels
cmd-about = Über Carcassonne Studio
cmd-show-rule = Die Regel zeigen
cmd-replay = Diese Partie nachspielen und studieren
cmd-open-study = Zum Studieren öffnen…

## Menüs

menu-game = Spiel
menu-edit = Bearbeiten
menu-view = Ansicht
menu-help = Hilfe
menu-rules-page = Regeln: { $title }
mode-play = Spielen
mode-play-hint = das laufende Spiel
mode-editor = Editor
mode-editor-hint = der Szenario-Editor
mode-editor-disabled = zuerst ein Szenario im Editor öffnen (Menü Spiel)
menu-recent-games = Letzte Spiele
menu-open-recent = Zuletzt geöffnet
menu-new-scenario = Neues Szenario
game-base = Carcassonne
game-city-gates = Carcassonne mit Die Stadttore
game-the-city = Die Stadt
menu-open-scenario = Szenario im Editor öffnen…
menu-edit-position = Diese Stellung bearbeiten
menu-edit-position-disabled = zuerst ein Spiel beginnen oder öffnen
menu-starter-scenarios = Einstiegsszenarien
menu-play-starter = Ein Einstiegsszenario spielen

## Startbildschirm und letzte Spiele

welcome-blurb = Spiele Carcassonne (mit Die Stadttore oder Die Stadt) gegen Freunde oder den Computer, sieh, warum jede Wertung so ausfällt, und stelle eigene Stellungen auf.
welcome-continue-game = Letztes Spiel fortsetzen
welcome-continue-scenario = Bearbeitetes Szenario fortsetzen
welcome-continue-scenario-hint = das Szenario des Editors, wie es beim letzten Schließen war
status-scenario-resumed = Das Szenario, wie es beim Schließen war (im Datenordner aufbewahrt)
welcome-editor = Szenario-Editor
welcome-editor-hint = eine Stellung aufbauen, kommentieren, entscheiden, von ihr aus weiterspielen
welcome-rules = Spielregeln
recent-game-line = { $date }  { $game }  { $players }  Zug { $turn }  { $state }
recent-finished = beendet
recent-in-progress = läuft
recent-open = Öffnen
recent-continue = Fortsetzen
recent-open-hint = Das Spiel vom { $date } öffnen
recent-continue-hint = Das Spiel vom { $date } fortsetzen
recent-delete = Löschen
recent-delete-yes = Ja, löschen
recent-scenarios = Letzte Szenarien
recent-scenario-line =
    { $date }  { $title }  { $game }  { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
recent-edit = Bearbeiten

## Die Spielerleiste

who-computer-random = (Computer, zufällig)
who-computer-easy = (Computer, leicht)
who-computer-medium = (Computer, mittel)
who-computer-hard = (Computer, schwer)
players-heading = Spieler
players-score-label = Punktestand { $n }
players-followers-left = · noch { $followers }
players-tiles-to-draw-hint = noch verdeckte Karten, ohne die gezogene
players-tiles-by-type = Restliche Karten nach Art
players-tile-left = { $tile }: noch { $n }
players-put-aside = Beiseitegelegt (passen nirgends, R-B1): { $tiles }
players-game-over = Das Spiel ist vorbei.
players-drawn = Gezogen: { $tile }
players-tile-id = Karte { $id }
hint-computer-thinking = Der Computer denkt nach…
hint-computer-turn = Der Computer ist am Zug
hint-place-tile = Klicke auf ein markiertes Feld. R oder Rechtsklick dreht die Karte.
hint-place-follower = Klicke auf einen Platz für einen Gefolgsmann (oder keinen), dann bestätige.

## Der Dialog Neues Spiel

seat-person = Mensch
seat-computer-random = Computer (zufällig)
seat-computer-easy = Computer (leicht)
seat-computer-medium = Computer (mittel)
seat-computer-hard = Computer (schwer)
new-game-game = Spiel
new-game-city-hint = Carcassonne: Die Stadt, 2-4 Spieler, mit Mauern, Türmen und Wächtern
new-game-options = Optionen
new-game-city-rules = Die eigenen Regeln von Die Stadt (keine Wiesen, Städte oder Straßen)
new-game-farmers = Bauern (Wiesen werden am Ende gewertet)
new-game-two-tile-city = Eine Stadt aus 2 Karten bringt 2 (alte Regel, R-B2)
new-game-city-gates = Die Stadttore
new-game-city-gates-disabled = kommt mit ihren Karten
new-game-seed = Startwert
new-game-seed-random = zufällig
new-game-seed-random-hint = ein neuer zufälliger Startwert
new-game-seed-each = jedes Spiel zufällig
new-game-seats = Plätze
new-game-remove = entfernen
new-game-remove-hint = Platz entfernen
new-game-add-seat = Platz hinzufügen
new-game-too-many = Dieses Spiel ist für höchstens { $n } Spieler: entferne einen Platz.
new-game-start = Spiel beginnen

## Der Schlussbildschirm

end-cities = Städte
end-roads = Straßen
end-monasteries = Klöster
end-fields = Wiesen
end-final-scores = Endstand
end-scoring = Schlusswertung
end-score = { $name }: { $n }
end-score-winner = { $name }: { $n }  - Sieger
end-step = Schritt { $i } von { $n }
end-back = Zurück
end-next = Nächste Wertung
end-show-all = Alle zeigen
end-points-by-kind = Punkte nach Art
end-total = Gesamt
end-score-over-turns = Punkte im Spielverlauf
end-axis-turn = Zug
end-axis-points = Punkte

## Das Wertungsprotokoll und die Statuszeile

log-turn = Zug { $n }
log-end = Ende
log-no-scores = Noch keine Wertungen.
status-new-game = Neues Spiel, Startwert { $seed }
status-purist = Die Analyse-Seitenleiste ist aus (Purist, in den Einstellungen)
status-undone = Zug zurückgenommen
status-redone = Zug wiederholt
status-not-possible = Nicht möglich: { $why }

## Fenster

window-new-game = Neues Spiel
window-settings = Einstellungen
notice-open-previous = Die vorige Fassung öffnen
error-heading = Etwas ist schiefgegangen
ok = OK

## Fenster Tastenkürzel

keys-scale = alles größer oder kleiner machen
keys-scale-reset = alles in normaler Größe
keys-cursor = den Cursor über die Felder bewegen, auf die die Karte passt (gehalten: das Spielfeld verschieben); in einer Mauerrunde eine markierte Kante wählen
keys-spot = der Platz des Gefolgsmanns: 1 der erste, 0 keiner, Tab der nächste; in einer Mauerrunde 1 Wächter, 0 keiner; ein Turm: 1, 2, 3
keys-enter = die Karte auf das Feld des Cursors legen, dann den Zug bestätigen
keys-pan = das Spielfeld verschieben
keys-zoom = das Spielfeld vergrößern oder verkleinern
keys-turn = die Karte drehen
keys-inspect = ein Gebiet untersuchen (Analyse-Seitenleiste)

## Wertungen erklärt

count-tiles =
    { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
count-shields =
    { $n ->
        [one] { $n } Wappen
       *[other] { $n } Wappen
    }
count-completed-cities =
    { $n ->
        [one] { $n } fertige Stadt
       *[other] { $n } fertige Städte
    }
count-kinds =
    { $n ->
        [one] { $n } Art
       *[other] { $n } Arten
    }
count-wall-pieces =
    { $n ->
        [one] { $n } Mauerstück
       *[other] { $n } Mauerstücke
    }
count-markets =
    { $n ->
        [one] { $n } Markt
       *[other] { $n } Märkte
    }
count-public-buildings =
    { $n ->
        [one] { $n } öffentliches Gebäude
       *[other] { $n } öffentliche Gebäude
    }
count-historic-buildings =
    { $n ->
        [one] { $n } historisches Gebäude
       *[other] { $n } historische Gebäude
    }
formula-city-complete = { $a } x 2 + { $b } x 2 = { $value }
formula-city-incomplete = { $a } x 1 + { $b } x 1 = { $value }
formula-two-tile-city = { $a }, { $b }: die festen 2 der alten Regel = { $value }
formula-times-one = { $a } x 1 = { $value }
formula-times = { $a } x { $b } = { $value }
formula-monastery-complete = 9 (alle 8 Nachbarfelder belegt)
formula-monastery-incomplete = { $a } von 9 Feldern belegt x 1 = { $value }
formula-field = { $a } x 3 = { $value }
formula-four-gates = fest 4
formula-residence = { $a } x 2 = { $value }
formula-guard = { $a } x 2 + { $b } x 3 = { $value }
holder-knight =
    { $n ->
        [one] { $name } hat 1 Ritter
       *[other] { $name } hat { $n } Ritter
    }
holder-thief =
    { $n ->
        [one] { $name } hat 1 Wegelagerer
       *[other] { $name } hat { $n } Wegelagerer
    }
holder-farmer =
    { $n ->
        [one] { $name } hat 1 Bauer
       *[other] { $name } hat { $n } Bauern
    }
holder-monk =
    { $n ->
        [one] { $name } hat 1 Mönch
       *[other] { $name } hat { $n } Mönche
    }
holder-citizen =
    { $n ->
        [one] { $name } hat 1 Bürger
       *[other] { $name } hat { $n } Bürger
    }
holder-seller =
    { $n ->
        [one] { $name } hat 1 Marktfrau
       *[other] { $name } hat { $n } Marktfrauen
    }
holder-steward =
    { $n ->
        [one] { $name } hat 1 Verwalter
       *[other] { $name } hat { $n } Verwalter
    }
holder-guard =
    { $n ->
        [one] { $name } hat 1 Wächter
       *[other] { $name } hat { $n } Wächter
    }
word-and = und
explain-nobody = Niemand erhält Punkte.
explain-scores =
    { $who } { $n ->
        [one] erhält
       *[other] erhalten
    } { $points }{ $tie ->
        [yes] {" "}(Gleichstand: jeder erhält die vollen Punkte)
       *[no] {""}
    }.
explain-tower = Turm
explain-guard = Wächter
explain-piece-line =
    { $what } bei { $at }: { $formula }. { $who } { $n ->
        [one] erhält
       *[other] erhalten
    } { $points }. [{ $rule }]
head-complete =
    { $kind ->
        [market] fertiger
        [monastery] fertiges
       *[other] fertige
    } { $feature }
head-unfinished =
    { $kind ->
        [market] unfertiger
        [monastery] unfertiges
       *[other] unfertige
    } { $feature }
explain-gates-city =
    { $n ->
        [one] Ihr Stadttor schließt diese Seite.
       *[other] Ihre { $n } Stadttore schließen diese Seiten.
    }
explain-gates-road =
    { $n ->
        [one] Sie endet an einem Stadttor.
       *[other] { $n } ihrer Enden treffen auf Stadttore.
    }
explain-line = { $head } bei { $at }: { $formula }.{ $rest } [{ $rule }]

## Die Stadt neben dem Spielfeld und die Mauerrunden

city-stack = Stapel { $stack }: { $n }
city-stack-in-use = Stapel { $stack }: { $n } (in Gebrauch)
city-stack-hint = restliche Karten in Stapel { $stack }
city-stack-hint-in-use = restliche Karten in Stapel { $stack } (in Gebrauch)
city-wall-left = Restliche Mauerstücke: { $n }
city-no-wall = Noch keine Mauer: Das Stadttor kommt mit der ersten Mauerrunde.
city-ring = Die Mauer ist zu einem Ring geschlossen (R-C14d).
city-gap = Mauerenden { $n } Kanten auseinander
city-gap-hint = Umrisskanten zwischen den beiden Mauerenden; nach einer Mauerrunde bei 5 oder weniger endet das Spiel (R-C14c)
city-towers-left = Restliche Türme:
city-towers-left-of = { $name }: restliche Türme
city-ended = Beendet: { $rule }
wall-gate = Mauerrunde: Setze das Stadttor
wall-gate-hint = Klicke auf eine markierte Kante der Stadt (R-C9).
wall-piece = Mauerrunde: Setze ein Mauerstück
wall-piece-hint = Klicke auf eine markierte Kante an einem Ende der Mauer (R-C10).
wall-guard-question = Mauerstück an der Seite { $side } von { $tile }: einen Wächter daraufsetzen?
wall-guard = Einen Wächter auf dieses Stück setzen
wall-guard-hint = ein Gefolgsmann aus deinem Vorrat steht auf dem Stück (R-C11)
wall-no-guard = Kein Wächter
wall-other-edge = Oder klicke auf die andere markierte Kante.
wall-tower = Mauerrunde: ein Turm?
wall-tower-cw = Turm am Ende im Uhrzeigersinn ({ $points })
wall-tower-ccw = Turm am Ende gegen den Uhrzeigersinn ({ $points })
wall-tower-hint = wertet die Stücke seit dem letzten Turm an diesem Ende (R-C12)
wall-no-tower = Kein Turm
wall-choose = Wähle:

## Hilfe und Über

help-rule-link = { $id }: diese Regel in den Spielregeln öffnen (Hilfe)
help-rules-window = Spielregeln
about-version = Version { $v }
about-what = Spiele Carcassonne, Carcassonne mit Die Stadttore und Carcassonne: Die Stadt gegen Freunde an einem Bildschirm oder gegen den Computer; sieh, warum jede Wertung so ausfällt, untersuche eine Stellung und baue eigene Szenarien im Editor.
about-credit = Carcassonne ist ein Brettspiel von Klaus-Jürgen Wrede. Dieses Programm ist eine inoffizielle Studie seiner Regeln mit eigenen Bildern.

## Study: export and course

cmd-export-picture = Spielbrett als Bild exportieren…
status-picture-exported = Bild des Spielbretts gespeichert unter { $file }
error-picture-export = Das Bild des Spielbretts konnte nicht gespeichert werden.
course-answer-on-board = ein Zug auf dem Brett
course-menu = Kurs
course-lesson-item = { $n }. { $title }
course-lesson-done-item = { $n }. { $title } (erledigt)
course-window-title = Lektion { $n } von { $total }: { $title }
course-make-move = Antworte auf dem Brett: lege das gezogene Plättchen und bestätige den Zug.
course-right = Richtig!
course-wrong = Nicht dieser Zug.
course-move = das Plättchen auf { $cell }, um { $degrees }° gedreht
course-move-follower = das Plättchen auf { $cell }, um { $degrees }° gedreht, mit einem Gefolgsmann
course-move-scores = { $move }: sofort { $points }
course-your-move = Dein Zug: { $what }.
course-better = Besser: { $what }.
course-values = Der Computer erwartet { $played } von deinem Zug und { $best } vom besten Zug, den er fand.
course-typed-label = Antwort { $n }
course-check = Antwort { $n } prüfen
course-typed-right = Richtig: { $answer }.
course-typed-wrong = Nicht ganz: die Engine sagt { $answer }.
course-problem = Die Engine kann das nicht beurteilen: { $problem }
course-done = Lektion erledigt: das Menü Kurs markiert sie.
course-try-again = Noch einmal versuchen
course-next = Nächste Lektion
course-progress-unreadable = Der Fortschritt im Kurs kann nicht gelesen werden; der Kurs beginnt von vorn.
course-progress-unwritable = Der Fortschritt im Kurs konnte nicht gespeichert werden.
status-lesson = Lektion { $n }: { $title }
