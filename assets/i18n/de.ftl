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
settings-contrast = Kontrast
settings-high-contrast = Hoher Kontrast
settings-high-contrast-hint = Schwarze oder weiße Schrift und Umrisse, breitere und kräftigere Markierungen auf dem Spielfeld.
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
settings-window-kept = { $w } x { $h } (der nächste Start öffnet in dieser Größe)
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
game-city-gates = Carcassonne mit „Die Stadttore“
game-the-city = Die Stadt
menu-open-scenario = Szenario im Editor öffnen…
menu-edit-position = Diese Stellung bearbeiten
menu-edit-position-disabled = zuerst ein Spiel beginnen oder öffnen
menu-starter-scenarios = Einstiegsszenarien
menu-play-starter = Ein Einstiegsszenario spielen

## Startbildschirm und letzte Spiele

welcome-blurb = Spiele Carcassonne (mit „Die Stadttore“ oder „Die Stadt“) gegen Freunde oder den Computer, sieh, warum jede Wertung so ausfällt, und stelle eigene Stellungen auf.
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

who-computer-random =
    { $named ->
        [yes] (zufällig)
       *[no] (Computer, zufällig)
    }
who-computer-easy =
    { $named ->
        [yes] (leicht)
       *[no] (Computer, leicht)
    }
who-computer-medium =
    { $named ->
        [yes] (mittel)
       *[no] (Computer, mittel)
    }
who-computer-hard =
    { $named ->
        [yes] (schwer)
       *[no] (Computer, schwer)
    }
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
board-follower-spot = Gefolgsmann auf { $feature } { $place }
status-computer-thinking = der Computer denkt nach…
board-historic = historisches Gebäude: { $name }
board-public =
    { $n ->
        [one] öffentliches Gebäude
       *[other] { $n } öffentliche Gebäude
    }
board-end-cw = Ende im Uhrzeigersinn
board-end-ccw = Ende gegen den Uhrzeigersinn

## Der Dialog Neues Spiel

seat-person = Mensch
seat-computer-random = Computer (zufällig)
seat-computer-easy = Computer (leicht)
seat-computer-medium = Computer (mittel)
seat-computer-hard = Computer (schwer)
new-game-game = Spiel
new-game-city-hint = Carcassonne: Die Stadt, 2-4 Spieler, mit Mauern, Türmen und Wächtern
new-game-options = Optionen
new-game-city-rules = Die eigenen Regeln von „Die Stadt“ (keine Wiesen, Städte oder Straßen)
new-game-farmers = Bauern (Wiesen werden am Ende gewertet)
new-game-two-tile-city = Eine Stadt aus 2 Karten bringt 2 (alte Regel, R-B2)
new-game-city-gates = Die Stadttore
new-game-city-gates-disabled = kommt mit ihren Karten
new-game-seed = Startwert
new-game-seed-random = zufällig
new-game-seed-random-hint = ein neuer zufälliger Startwert
new-game-seed-each = jedes Spiel zufällig
new-game-seats = Plätze
new-game-colour = Farbe von Platz { $seat }
new-game-name = Name von Platz { $seat }
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
end-streets = Gassen
end-markets = Märkte
end-residential = Wohnviertel
end-wall = Mauer
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
keys-name-arrows = Pfeiltasten
keys-name-right-drag = Ziehen mit rechter Maustaste
keys-name-wheel = Mausrad
keys-name-turn = Rechtsklick, Ctrl + Mausrad
keys-name-inspect = Alt + Klick

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
    } { $points }.
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
explain-line = { $head } bei { $at }: { $formula }.{ $rest }

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
city-ended = Beendet: { $why } ({ $rule })
city-end-last-tile = das letzte Plättchen liegt
city-end-last-wall-piece = das letzte Mauerstück ist gebaut
city-end-wall-nearly-closed = die beiden Mauerenden liegen 5 oder weniger Kanten auseinander
city-end-ring = die Mauer ist zu einem Ring geschlossen
wall-gate = Mauerrunde: Setze das Stadttor
wall-gate-hint = Klicke auf eine markierte Kante der Stadt (R-C9).
wall-piece = Mauerrunde: Setze ein Mauerstück
wall-piece-hint = Klicke auf eine markierte Kante an einem Ende der Mauer (R-C10).
wall-guard-question = Mauerstück an der { $side }seite von { $tile }: einen Wächter daraufsetzen?
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

## Tiles, sides and moves in words

side-north = Nord
side-east = Ost
side-south = Süd
side-west = West
side-letter-n = N
side-letter-e = O
side-letter-s = S
side-letter-w = W
edge-city = Stadt
edge-road = Straße
edge-field = Wiese
edge-gate = Stadttor
edge-street = Gasse
edge-plain = Ebene

tile-part-monastery =
    { $as ->
        [head] Kloster
       *[with] einem Kloster
    }
tile-part-city =
    { $n ->
        [1] { $as ->
            [head] Stadt
           *[with] einer Stadt
        }
       *[other] { $n } { $as ->
            [head] Städte
           *[with] Städten
        }
    }
tile-part-gate =
    { $n ->
        [1] { $as ->
            [head] ein Tor
           *[with] einem Tor
        }
       *[other] { $n } Toren
    }
tile-part-road =
    { $n ->
        [1] { $as ->
            [head] eine Straße
           *[with] einer Straße
        }
        [2] 2 Straßen
       *[other] { $as ->
            [head] eine Kreuzung von { $n } Straßen
           *[with] einer Kreuzung von { $n } Straßen
        }
    }
tile-part-market =
    { $as ->
        [head] Markt ({ $kinds })
       *[with] einem Markt ({ $kinds })
    }
tile-part-street =
    { $n ->
        [1] { $as ->
            [head] eine Gasse
           *[with] einer Gasse
        }
       *[other] { $n } Gassen
    }
tile-part-houses =
    { $as ->
        [head] Häuser
       *[with] Häusern
    }
tile-part-field =
    { $as ->
        [head] Wiese
       *[with] einer Wiese
    }
tile-market-fish = Fisch
tile-market-grain = Getreide
tile-market-livestock = Vieh
tile-with = { $first } mit { $rest }
tile-gggg = die Stadt mit vier Toren
tile-ccfg = zwei Städte, eine mit Tor
tile-gcgg = Stadt mit drei Toren
tile-cfrg = Stadt mit Tor, eine Straße endet an ihrer Mauer
tile-fcrg = Stadt mit Tor, eine Straße endet am Tor
tile-gate-shield-road = Stadt mit Tor und Wappen, eine Straße
tile-cgrr = Stadt mit Tor, eine Straßenkurve
tile-rcrg = Stadt mit Tor, zwei Straßen enden daran
tile-fcfg = Stadt mit Tor, zwischen Wiesen
tile-rgrg = Brücke über eine Stadt zwischen zwei Toren
tile-rcrg-2 = Brücke über eine Stadt mit Tor
tile-rcrg-shield = Brücke über eine Stadt mit Tor und Wappen
tile-rfrg = Tor an einer Straßenkurve
tile-cccg = große Stadt mit Tor
tile-cgcg = Stadt mit zwei gegenüberliegenden Toren
tile-ccgg = Stadt mit zwei Toren nebeneinander
tile-cgff = Stadt mit Tor, Wiesen
tile-cgfg = Stadt mit zwei Toren, eine Wiese dazwischen
tile-cgrf = Stadt mit Tor und Straße
tile-crrg = Stadt mit Tor, darunter eine Straßenkurve
tile-gcgr = Stadt mit zwei Toren und einer Straße
tile-ccgf = Eckstadt mit Tor
tile-cggf = Stadt mit zwei Toren an einer Ecke

move-middle = mitten auf dem Tisch
move-of-start = { $side ->
        [n] nördlich
        [e] östlich
        [s] südlich
       *[w] westlich
    } der Startkarte
move-of-tile = { $side ->
        [n] nördlich
        [e] östlich
        [s] südlich
       *[w] westlich
    } der Karte „{ $tile }“
move-not-turned = nicht gedreht
move-turned = um { $deg }° gedreht
move-no-follower = kein Gefolgsmann
move-a-follower = ein Gefolgsmann
move-follower-on = { $follower } { $kind ->
        [city] in der Stadt
        [road] auf der Straße
        [field] auf der Wiese
        [monastery] im Kloster
        [street] in der Gasse
        [market] auf dem Markt
        [residential] im Wohnviertel
       *[other] auf { $feature }
    }{ $which }
move-words = { $where }, { $turned }, { $who }

## Refused moves and "why not here?"

refuse-place-first = zuerst die Karte legen
refuse-game-over = das Spiel ist vorbei
refuse-no-tile = es ist keine Karte gezogen
refuse-cell-taken = auf Feld { $cell } liegt schon eine Karte
refuse-off-table = Feld { $cell } liegt außerhalb des Tisches
refuse-no-neighbour = Feld { $cell } berührt mit keiner Seite eine gelegte Karte (Ecken zählen nicht)
refuse-mismatch = auf { $cell } zeigt die { $side }-Seite der Karte { $mine }, grenzt aber an { $theirs } (Seiten müssen passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese{ $gate ->
        [yes] ; ein Tor darf an eine Straße, eine Wiese oder ein Tor grenzen, nie an eine Stadt: R-G1
       *[no] {""}
    })
refuse-no-feature = die Karte hat kein Gebiet { $i }
refuse-no-follower-left = kein Gefolgsmann mehr im Vorrat
refuse-farmers-off = Bauern spielen in diesem Spiel nicht mit: kein Gefolgsmann auf einer Wiese (R-B5)
refuse-joined = { $feature } auf { $cell } { $place } wird durch diese Karte mit dem { $follower } von { $player } auf { $at } verbunden ({ $rule })
refuse-taken = { $feature } auf { $cell } { $place } ist schon besetzt, so wie es auf dem Brett verbunden ist ({ $rule })
refuse-not-for-followers = auf { $feature } darf kein Gefolgsmann stehen
refuse-completed = diese Karte vollendet { $feature }: kein Gefolgsmann darf darauf (R-C6)
refuse-beyond-wall = keine Karte auf { $cell }: es liegt außerhalb der Mauer, oder die Karte würde die Mauer vom Rand der Stadt nehmen oder einschließen (R-C4)
refuse-wrong-phase = das ist nicht die Entscheidung, auf die das Spiel wartet
refuse-not-on-outline = das Tor kommt zwischen eine Karte und ein leeres Feld des offenen Außenbereichs, nicht auf { $cell } Seite { $side } (R-C7)
refuse-not-at-wall-end = ein Mauerstück kommt neben ein Ende der Mauer am Rand der Stadt, nicht auf { $cell } Seite { $side } (R-C7)
refuse-guard-opposite = auf dem Mauerstück direkt gegenüber steht schon ein Wächter (R-C11)
refuse-no-tower = dort kein Turm: keiner mehr übrig, oder an diesem Ende kein Mauerstück seit dem letzten Turm oder dem Tor (R-C12)
refuse-not-left = keine Karte vom Typ { $tile } ist mehr zu ziehen
refuse-fits-nowhere = Kartentyp { $tile } passt jetzt nirgends und würde beiseitegelegt (R-B1)
why-head = { $cell }: Karte { $tile } { $fits ->
        [yes] passt hier in einer anderen Drehung
       *[no] kann hier nicht liegen
    }
why-fits = { $deg }°: passt
why-rotation = { $deg }°: { $reason }
why-not-allowed = nicht erlaubt
why-cell-taken = Feld besetzt: dort liegt schon eine Karte
why-touches-none = berührt keine Karte: keine gelegte Karte grenzt mit einer Seite an (Ecken zählen nicht)
why-clash = die { $side }-Seite zeigt { $mine }, grenzt aber an { $theirs } der Karte auf { $at }
why-sides-rule = §2 Anlegen: Seiten müssen passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese
why-gate-rule = R-G1: eine Torseite darf an eine Straße, eine Wiese oder ein anderes Tor grenzen; nie an eine Stadt
why-touch-rule = §2 Anlegen: die Karte muss eine gelegte Karte mit einer Seite berühren (Ecken zählen nicht)
why-one-tile-rule = §2 Anlegen: eine Karte je Feld
why-table-edge = Rand des Tisches

## Die Analyse-Seitenleiste

sidebar-heading = Analyse
sidebar-wall-gate =
    Mauerrunde: { $who } setzt das Stadttor an eine von { $n ->
        [one] { $n } markierten Kante
       *[other] { $n } markierten Kanten
    } (R-C9). Das Tor selbst bringt nichts; wo es hinkommt, bestimmt, wo die Mauer verläuft.
sidebar-wall-piece =
    Mauerrunde: { $who } legt ein Mauerstück an ein Ende der Mauer: { $n ->
        [one] { $n } Möglichkeit
       *[other] { $n } Möglichkeiten
    } (R-C10).
sidebar-wall-guard-may = ein Wächter darf darauf stehen (R-C11, gewertet am Ende)
sidebar-wall-guard-not = kein Wächter: gegenüber steht einer (R-C11)
sidebar-wall-edge = • die { $side }seite von { $at }: bringt jetzt nichts; { $guard }
sidebar-wall-tower = Mauerrunde: { $who } darf einen Turm an ein Ende der Mauer setzen (R-C12).
sidebar-tower-cw = • Turm am Ende im Uhrzeigersinn: jetzt { $points }
sidebar-tower-ccw = • Turm am Ende gegen den Uhrzeigersinn: jetzt { $points }
sidebar-no-tower = • kein Turm: 0 Punkte, der Turm bleibt für später
sidebar-no-tile = Keine Karte zu legen.
sidebar-legal-moves = Erlaubte Züge
sidebar-legal-moves-of = Erlaubte Züge ({ $tile })
sidebar-placements = Erlaubte Anlegestellen: { $n }
sidebar-moves-with-followers = Züge mit Gefolgsmann-Wahl: { $n }
sidebar-computer-values = Werte des Computers
sidebar-computer-values-hint = die Werte des starken Computerspielers für jeden Zug
sidebar-order-points = Beste zuerst nach Punkten jetzt und dem Vorsprung bei Spielende jetzt.
sidebar-order-computer = Beste zuerst nach dem Wert des starken Computerspielers.
sidebar-weighing = Der Computer wägt die Züge ab…
sidebar-col-move = Zug
sidebar-col-points = Punkte jetzt
sidebar-col-points-hint = was der Zug seinem Spieler sofort bringt
sidebar-col-totals = Stand bei Spielende
sidebar-col-totals-hint = alle Summen, wenn das Spiel direkt nach dem Zug endete
sidebar-col-chance = Siegchance
sidebar-col-chance-hint = die Schätzung des starken Computerspielers, wie wahrscheinlich der Spieler am Zug nach diesem Zug gewinnt (1 s Bedenkzeit)
sidebar-move-click-hint = Klicken legt diesen Zug aufs Spielfeld; Enter oder Zug bestätigen spielt ihn.
sidebar-totals-hint = Summen, wenn das Spiel nach diesem Zug endete ({ $names }); Vorsprung des Spielers am Zug { $margin }
sidebar-chance-hint = Die Schätzung des starken Computerspielers für die Siegchance des Spielers am Zug
why-heading = Warum nicht hier?
why-hint = Zeige auf ein leeres Feld neben dem Spielfeld, wo die Karte nicht passt.
inspect-heading = Gebiete untersuchen
inspect-stop = Untersuchen beenden
inspect-hint = Alt+Klick auf ein Gebiet auf dem Spielfeld, oder unten eines wählen.
inspect-all-features = Alle Gebiete ({ $n })
inspect-feature-at = { $feature } auf { $at } { $label }
inspect-tiles = Karten: { $n }
inspect-shields = Wappen: { $n }
inspect-cells-to-fill = Noch zu füllende Felder: { $n }
inspect-open-sides = Offene Seiten: { $n }
inspect-complete = Fertig
inspect-unfinished = Unfertig
inspect-followers = Gefolgsleute: { $list }
inspect-would-win =
    Würde gewinnen: { $state ->
        [nobody] niemand (keine Gefolgsleute)
        [tie] { $who } (Gleichstand, jeder voll)
       *[one] { $who }
    }
inspect-worth-now = Jetzt wert: { $n }
inspect-scored = Gewertet, als es fertig wurde
inspect-at-end = Am Ende: { $n }
inspect-if-completed = Wenn fertig: { $n }
inspect-city-ref =
    { $at } { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
inspect-completed-cities = Berührte fertige Städte: { $n }
inspect-open-cities = Berührte offene Städte: { $n }
inspect-markets = Angrenzende Märkte: { $n }
inspect-markets-hint = R-C15: am Ende 2 Punkte je Markt, an den das Wohnviertel grenzt, jeder Markt einmal.
inspect-market-line =
    {"  "}Markt auf { $at }: { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    }, { $kinds ->
        [one] { $kinds } Sorte
       *[other] { $kinds } Sorten
    }, { $complete ->
        [yes] fertig
       *[no] offen
    }
inspect-guards = Wächter ({ $n })
inspect-guard-line = { $name } auf der { $side }-Mauer von { $at }: { $public } öffentlich, { $historic } historisch = { $value }
inspect-guard-hint = Bewacht { $row } (R-C16: 2 je öffentliches und 3 je historisches Gebäude, bis zum ersten leeren Feld oder der gegenüberliegenden Mauer; jeder Wächter wertet für sich).
sidebar-in-hand = Auf der Hand: { $tile } (nicht mitgezählt)
sidebar-stacks-hint = Die Stapel wurden verdeckt ausgeteilt, welche Karten jeder enthält, ist also unbekannt: jede ungesehene Karte liegt mit gleicher Wahrscheinlichkeit in dem einen wie in dem anderen Stapel. Die Anzahl einer Gruppe je Stapel (~) ist ihr erwarteter Anteil; die Chancen für die nächste Karte sind dieselben wie über alle Stapel (E-12).
sidebar-stack-share = Stapel { $stack } ~{ $share }
sidebar-group-left = { $group }: noch { $n }{ $stacks }
sidebar-group-monasteries = Klöster
sidebar-group-city-road = Stadt und Straße
sidebar-group-city = Stadt
sidebar-group-road = Straße
sidebar-group-markets = Märkte
sidebar-group-streets = Gassen
sidebar-group-other = Sonstige
sidebar-tile-left = Karte { $id }: noch { $n }, { $chance } als nächste
sidebar-tile-left-hint = { $name } (Karte { $id }): noch { $n }, { $chance } Chance, als nächste zu kommen
sidebar-spots = Offene Stellen ({ $n })
sidebar-chance-within = Chance innerhalb von
sidebar-draws = Zügen
sidebar-no-spots = Kein unfertiges Gebiet wartet auf eine Karte.
sidebar-spot =
    { $at } { $needs }: { $n ->
        [one] { $n } Karte passt
       *[other] { $n } Karten passen
    }, { $next } als nächste, { $within } innerhalb von { $draws } Zügen
sidebar-fitting = Passend: { $tiles }
score-now-heading = Stand, wenn das Spiel jetzt endete
score-now-player = Spieler
score-now-now = Jetzt
score-now-gains = Dazu
score-now-total = Summe
score-now-would-end = { $name } käme auf { $n }
score-now-nothing = Nichts würde gewertet.
score-now-nobody = niemand
score-now-event = { $feature } { $formula } = { $value } für { $to }
sidebar-over = Das Spiel ist vorbei
sidebar-over-winners =
    { $n ->
        [one] { $who } gewinnt
       *[other] { $who } teilen sich den Sieg
    } mit { $points }.
sidebar-over-in-play = Im Spiel
sidebar-over-at-end = Bei der Schlusswertung
sidebar-over-tiles =
    { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } gelegt, { $aside } beiseitegelegt.

## Der Szenario-Editor

editor-tab-position = Stellung
editor-tab-text = Text
editor-tab-questions = Fragen
editor-tab-try = Fragen ausprobieren
editor-tab-ruling = Entscheidung
editor-no-ruling =
    Keine Entscheidung: die Stellung hat Probleme.
    { $problem }
editor-undone = Bearbeitung zurückgenommen
editor-nothing-undo = Nichts zurückzunehmen
editor-redone = Bearbeitung wiederholt
editor-nothing-redo = Nichts zu wiederholen
editor-tile-turned = Karte gedreht
editor-tile-off = Karte entfernt
editor-play-window = Von hier spielen
editor-strict = Streng
editor-strict-hint = nur Bearbeitungen, die eine nach den Regeln mögliche Stellung lassen
editor-free = Frei
editor-free-hint = alles geht; was nicht stimmt, bleibt rot markiert
editor-strict-refused = Der strenge Modus braucht eine Stellung ohne Probleme: zuerst im freien Modus beheben
editor-strict-on = Strenger Modus: Bearbeitungen, die eine Regel brechen, werden abgelehnt
editor-free-on = Freier Modus: alles geht, Probleme werden markiert
editor-redo-keys = Strg+Y oder Strg+Umschalt+Z
editor-save = Szenario speichern
editor-play = Von hier spielen…
editor-play-disabled = die Stellung hat Probleme: zuerst beheben
editor-new-piece-guard = neue Mauerstücke bekommen einen Wächter
editor-new-piece-guard-hint = des gewählten Spielers; ein erneuter Klick auf ein Stück wechselt seinen Wächter
editor-problems = Probleme ({ $n })
editor-no-problems = Keine: die Regeln erlauben diese Stellung.
editor-alt-click-hint = Alt+Klick untersucht ein Gebiet, sobald die Analyse zu sehen ist (die Stellung darf keine Probleme haben)
editor-follower-off = Gefolgsmann entfernt
editor-follower-on = Gefolgsmann eingesetzt
editor-cell-has-tile = Auf { $cell } liegt eine Karte: R oder ein Rechtsklick dreht sie, Entf oder das Werkzeug Entfernen nimmt sie weg
editor-tile-laid = { $id } auf { $cell } gelegt
editor-choose-tile = Zuerst eine Karte in der Palette wählen
editor-write-note-first = Zuerst die Notiz im Reiter Text schreiben, dann auf ihr Feld klicken
editor-note-off = Notiz entfernt
editor-note-pinned = Notiz angeheftet
editor-gate-put = Tor gesetzt
editor-gate-off = Tor und Mauer entfernt
editor-guard-put = Wächter gesetzt
editor-guard-off = Wächter entfernt
editor-piece-put = Mauerstück gelegt
editor-save-failed =
    Das Szenario konnte nicht gespeichert werden.

    { $e }
editor-cell-tile = { $id } um { $deg }° gedreht
editor-cell-note = Notiz: { $note }
editor-cell-problem = Problem: { $problem }
editor-spot-hint = { $feature } { $place }: klicken, um einen Gefolgsmann einzusetzen oder zu entfernen
editor-tool-tiles = Karten
editor-tool-tiles-hint = auf ein leeres Feld klicken, um die gehaltene Karte zu legen
editor-tool-followers = Gefolgsleute
editor-tool-followers-hint = auf eine Stelle klicken, um einen Gefolgsmann des gewählten Spielers einzusetzen, erneut, um ihn zu entfernen
editor-tool-remove = Entfernen
editor-tool-remove-hint = auf eine Karte klicken, um sie zu entfernen
editor-tool-notes = Notizen
editor-tool-notes-hint = auf ein Feld klicken, um die daneben geschriebene Notiz anzuheften
editor-tool-wall = Mauer
editor-tool-wall-hint = auf eine Kante klicken: zuerst das Tor, dann die Mauerstücke, wo die gelben Marken es zeigen
editor-player-pick = Spieler:
editor-player-dot = Spieler { $n }
editor-palette = Palette
editor-turn = drehen
editor-turn-hint = die gehaltene Karte drehen (R)
editor-any = beliebig
editor-palette-tile = Palette { $id }
editor-palette-left = { $id }: noch { $n } von { $of }
editor-palette-free = { $id }: im freien Modus unbegrenzt ({ $of } im Satz)
editor-title = Titel
editor-description = Beschreibung
editor-notes-heading = An Felder geheftete Notizen
editor-notes-hint = Eine Notiz schreiben, das Werkzeug Notizen wählen und auf ein Feld klicken, um sie dort anzuheften (eine leere Notiz entfernt eine).
editor-note = Notiz
editor-remove = entfernen
editor-players = Spieler
editor-players-name = Spieler
editor-to-move = Am Zug
editor-player = Spieler { $n }
editor-score = Punkte
editor-score-of = Punkte von Spieler { $n }
editor-in-supply = Gefolgsleute im Vorrat
editor-supply-of = Vorrat von Spieler { $n }
editor-supplies = Vorräte
editor-supplies-auto = 7 weniger die auf dem Spielfeld
editor-drawn = Gezogene Karte
editor-from-stack = vom Stapel
editor-seed-hint = mischt die restlichen Karten, als Rest oder als Anzahlen angegeben
editor-two-tile-city = Eine Stadt aus 2 Karten zählt 2 (R-B2)
editor-with-gates = Mit „Die Stadttore“ (vom Kartensatz festgelegt)
editor-without-gates = Ohne „Die Stadttore“ (vom Kartensatz festgelegt)
editor-remaining = Restliche Karten
editor-remaining-rest = der Rest des Satzes
editor-remaining-counts = Anzahlen
editor-remaining-order = genaue Reihenfolge
editor-remaining-rest-hint = Jede Karte, die nicht gelegt, gezogen oder beiseitegelegt ist, gemischt mit dem Startwert.
editor-remaining-of = restlich { $id }
editor-order-hint = Zuerst gezogen zuerst; Karten-IDs durch Leerzeichen getrennt:
editor-order-unknown = unbekannte Karte "{ $id }" in der Reihenfolge
editor-discards = Beiseitegelegt (Karten-IDs, R-B1)
editor-end-cw = im Uhrzeigersinn
editor-end-ccw = gegen den Uhrzeigersinn
editor-city-wall = Die Mauer der Stadt
editor-gate-at = Tor an Seite { $side } von { $at }
editor-no-gate = Noch kein Tor: das Werkzeug Mauer wählen und auf eine Außenkante klicken.
editor-arm =
    { $end }: { $pieces ->
        [one] { $pieces } Mauerstück
       *[other] { $pieces } Mauerstücke
    }, { $guards ->
        [one] { $guards } Wächter
       *[other] { $guards } Wächter
    }
editor-take-off-piece = das letzte Stück entfernen
editor-wall-supply-auto = Mauerstücke übrig: 70 weniger die gelegten
editor-wall-supply = Mauerstücke übrig
editor-stacks-auto = Stapel aus den restlichen Karten aufgeteilt
editor-stack-of = Karten in Stapel { $n }
editor-towers-auto = Türme übrig: 12 gleich verteilt weniger die gesetzten
editor-towers-auto-hint = mit dem Tor gelesen: sie zählen, sobald die Mauer begonnen hat
editor-towers-of = Türme übrig von Spieler { $n }
editor-towers = Türme ({ $n })
editor-tower-line = { $player } am Ende { $end }, nach Stück { $at }
editor-tower-at = Turm am Ende { $end }
editor-tower-at-hint = ein Turm des gewählten Spielers, wo dieses Ende der Mauer jetzt ist
ask-end-score = die Punkte eines Spielers, wenn das Spiel jetzt endete
ask-feature-value = was ein Gebiet am Ende wert ist
ask-placements = wie viele Anlegestellen die gezogene Karte hat
ask-discarded = ob die gezogene Karte beiseitegelegt wird
answer-yes = ja
answer-no = nein
ask-not-a-number = die erwartete Antwort "{ $v }" ist keine Zahl
ask-set-drawn = zuerst die gezogene Karte festlegen: die Frage handelt von ihr
ask-not-yes-no = die erwartete Antwort "{ $v }" ist nicht ja oder nein
ask-none-yet = Noch keine Fragen.
ask-expected = Erwartet: { $a }
ask-agrees = Die Engine stimmt zu
ask-engine-says = Die Engine sagt { $a }
ask-cannot = Die Engine kann nicht antworten: { $e }
ask-problems = (die Stellung hat Probleme: die Engine kann nicht antworten)
ask-remove = Frage { $n } entfernen
ask-add-heading = Eine Frage hinzufügen
ask-question = Frage
ask-question-hint = z. B. Wie viele Punkte bringt die Wiese von Blau?
ask-player = Spieler
ask-cell = Feld
ask-place = Stelle
ask-about-drawn = über die gezogene Karte ({ $tile })
ask-none-set = keine festgelegt
ask-expected-answer = erwartete Antwort
ask-engine = Die Engine fragen
ask-engine-disabled = die Stellung hat Probleme
ask-why-hint = warum (nach dem Ausprobieren gezeigt), mit Verweis auf die Entscheidungen
ask-add = Frage hinzufügen
ask-write-first = zuerst die Frage schreiben
ask-no-questions = Dieses Szenario stellt keine Fragen.
ask-try-problems = Die Stellung hat Probleme, also kann die Engine nicht antworten: siehe die Liste der Probleme.
ask-answer-n = Antwort { $n }
ask-your-answer = deine Antwort
ask-check = Antwort { $n } prüfen
ask-right = Richtig: { $a }.
ask-not-quite = Nicht ganz: die Engine sagt { $a }.
editor-analysis-problems = Keine Analyse: die Stellung hat Probleme (siehe die Liste).
play-here-easy = leicht
play-here-medium = mittel
play-here-hard = schwer
play-here-seat = Platz { $n } { $who }
play-here-start = Spiel beginnen
cancel = Abbrechen
seat-default-person = Spieler { $n }
seat-default-computer = Computer

## Der Reiter Entscheidung des Editors
ruling-position = Stellung: { $players } Spieler, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } gemacht, { $who }
ruling-over = das Spiel ist vorbei
ruling-to-move = { $player } ist am Zug
ruling-drawn = gezogene Karte: { $tile } (erlaubte Anlegestellen: { $n })
ruling-drawn-none = gezogene Karte: keine
ruling-none = keine
ruling-remaining = Karten zum Ziehen: { $n }; beiseitegelegt (R-B1): { $discards }
ruling-scores = Punkte: { $list }
ruling-supplies = Gefolgsleute im Vorrat: { $list }
ruling-features = Gebiete: { $n }
ruling-feature = { $kind } { $tiles }: { $count }, { $shields }, { $open } offen, Gefolgsleute: { $holders }; { $worth }{ $extra }
ruling-field-extra =
    { $cities ->
        [one] ; grenzt an { $cities } Stadt, { $completed } fertig
       *[other] ; grenzt an { $cities } Städte, { $completed } fertig
    }
ruling-market-kinds =
    { $n ->
        [one] ; { $n } Warenart
       *[other] ; { $n } Warenarten
    }
ruling-borders =
    { $n ->
        [one] ; grenzt an { $n } Markt (R-C15)
       *[other] ; grenzt an { $n } Märkte (R-C15)
    }
ruling-complete = fertig
ruling-worth-nothing = nichts wert, außer fertig
ruling-worth = am Ende { $n } wert
ruling-city = Die Stadt: jetzt { $phase }; übrig in den Stapeln { $stacks } (Stapel { $stack } in Gebrauch); Stadttor { $gate }; { $pieces } Mauerstücke gelegt, { $supply } im Vorrat, { $gap } Kanten ohne Mauer; Wächter { $guards }; Türme übrig { $towers }; { $rounds ->
        [one] { $rounds } Mauerrunde
       *[other] { $rounds } Mauerrunden
    }{ $ended }
ruling-phase-place = eine Karte anlegen
ruling-phase-gate = das Stadttor
ruling-phase-wall = ein Mauerstück
ruling-phase-tower = ein Turm
ruling-phase-over = nichts mehr
ruling-gate-none = nicht gelegt
ruling-gate-at = an { $cell } Seite { $side }
ruling-ended = ; beendet durch { $end }
ruling-during-play = Wertungen während des Spiels:
ruling-move-event = Zug { $n } ({ $player }): { $text }
ruling-end-scoring = Schlusswertung:
ruling-if-ended = wenn das Spiel jetzt endete:
ruling-no-scoring = kein Gebiet mit Gefolgsleuten wertet
ruling-final = Endstand: { $list }

## Dateien, Hinweise und Fehler
# Der erste Satz; die Einzelheit danach (de-problems.ftl) ist auch
# übersetzt, bis auf die Meldungen von RON selbst und die Gründe des Systems.

notice-broken-title = { $what } konnte nicht gelesen werden
notice-broken-text =
    { $what } konnte nicht gelesen werden.

    { $why }
notice-moved-aside =
    Nichts wurde gelöscht: die Datei wurde beiseitegelegt als
    { $path }
    damit nichts sie überschreibt.
notice-not-moved = Sie konnte nicht beiseitegelegt werden; sie bleibt unter { $path }.
notice-previous-kept = Die vorige Fassung ist aufbewahrt als { $path }.
notice-what-recent-list = Die Liste der letzten Spiele
notice-list-rebuilt = Die Liste wurde aus den Spieldateien neu aufgebaut, die alle aufbewahrt sind.
notice-what-autosave = Die automatische Sicherung des letzten Spiels
notice-what-editor-autosave = Das bearbeitete Szenario (seine automatische Sicherung)
notice-what-this-game = Die Datei dieses Spiels
notice-what-this-scenario = Die Datei dieses Szenarios
notice-what-settings = Die Einstellungsdatei
notice-settings-defaults = Die Einstellungen stehen vorerst wieder auf ihren Grundwerten.
notice-autosave-title = Automatische Sicherung fehlgeschlagen
notice-autosave-text =
    Das Spiel konnte nicht im Datenordner aufbewahrt werden.

    { $e }

    Die vorige automatische Sicherung ist unberührt. Das Spiel geht weiter; mit Speichern unter… lässt es sich anderswo aufbewahren. Spätere Fehlschläge stehen in der Statuszeile.
status-autosave-failed = Automatische Sicherung fehlgeschlagen: { $e }
status-opened = { $name } geöffnet
status-opened-scenario = Szenario { $name } geöffnet
status-saved = { $path } gespeichert
status-recent-failed = Die letzten Dateien konnten nicht aktualisiert werden: { $e }
status-game-of = Spiel vom { $date }
status-opened-backup = Die Sicherungskopie { $path } geöffnet
status-own-dialog = { $why }: der eigene Dateidialog des Programms wird benutzt
status-replaying = { $path } wird nachgespielt
status-saved-study = Die Studie { $path } gespeichert
status-new-scenario = Neues Szenario: eine Karte in der Palette wählen und auf ein Feld klicken
status-opened-in-editor = { $path } im Editor geöffnet{ $strict ->
        [yes] {""}
       *[no] {" "}(freier Modus: die Stellung hat Probleme)
    }
status-editing-position = Die Stellung des Spiels wird bearbeitet
status-starter = Startszenario { $name }
status-playing-starter = Startszenario { $name } wird gespielt
status-saved-scenario = Szenario { $path } gespeichert
status-playing-from-editor = Es wird von der Stellung des Editors aus gespielt
status-play-on = Es wird von der nachgespielten Stellung aus weitergespielt
status-cannot-play-on = Weiterspielen geht nicht: { $e }
status-no-replay = Kein Spiel zum Nachspielen: eines zum Studieren öffnen
status-settings-failed = Die Einstellungen konnten nicht aufbewahrt werden: { $e }
error-open-tileset =
    Das Spiel konnte nicht geöffnet werden.

    { $name }: ein Kartensatz, kein Spiel und kein Szenario
error-open-game =
    Das Spiel konnte nicht geöffnet werden.

    { $e }
error-save-game =
    Das Spiel konnte nicht gespeichert werden.

    { $e }
error-delete-on-board = Dieses Spiel liegt auf dem Spielfeld: zuerst ein anderes beginnen oder öffnen.
error-delete-game =
    Das Spiel konnte nicht gelöscht werden.

    { $e }
error-backup =
    Auch die Sicherungskopie kann nicht gelesen werden.

    { $e }
error-open-this-game =
    Dieses Spiel konnte nicht geöffnet werden.

    { $e }
error-save-study =
    Die Studie konnte nicht gespeichert werden.

    { $e }
error-make-scenario = Dieses Szenario lässt sich nicht anlegen: { $e }
error-open-scenario =
    Das Szenario konnte nicht geöffnet werden.

    { $e }
error-open-named =
    { $name } konnte nicht geöffnet werden.

    { $e }
error-play-position =
    Diese Stellung lässt sich nicht spielen.

    { $e }
error-cannot-start = Dieses Spiel kann nicht beginnen: { $e }
error-computer-illegal = Der Computer wählte einen unerlaubten Zug: { $e }
error-computer-no-move = Der Computer fand keinen Zug.
picker-cannot-list = { $folder }: Inhalt nicht lesbar: { $e }
picker-save-title = Speichern unter (der eigene Dateidialog des Programms)
picker-open-title = Öffnen (der eigene Dateidialog des Programms)
picker-up = Nach oben
picker-up-hint = der Ordner darüber
picker-file-name = Dateiname
dialog-filter-game = Carcassonne-Spiel
dialog-filter-all = Alle Dateien
dialog-open-title = Öffnen
dialog-save-title = Speichern unter
dialog-no-portal = dieser Desktop hat kein Dateidialog-Portal und kein zenity
dialog-did-not-open = der Dateidialog des Desktops öffnete sich nicht (kein Portal antwortete)
mode-replay = Nachspielen
mode-replay-hint = das Spiel, das studiert wird

## Hilfe und Über

help-page-base = Carcassonne
help-page-city-gates = Die Stadttore
help-page-the-city = Die Stadt
help-rule-link = { $id }: diese Regel in den Spielregeln öffnen (Hilfe)
help-rules-window = Spielregeln
about-version = Version { $v }
about-what = Spiele Carcassonne, Carcassonne mit „Die Stadttore“ und „Carcassonne: Die Stadt“ gegen Freunde an einem Bildschirm oder gegen den Computer; sieh, warum jede Wertung so ausfällt, untersuche eine Stellung und baue eigene Szenarien im Editor.
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
course-stops = Danach passt keine der übrigen Karten auf { $cell }: die Stadt kann nie mehr fertiggestellt werden.
course-stops-not = Danach passt auf jedes leere Feld der Stadt noch eine der übrigen Karten: die Stadt kann noch fertiggestellt werden.
replay-cannot-add = Dieser Zug kann nicht hinzugefügt werden: { $e }
replay-cannot-pick = Diese Karte kann nicht gezogen werden: { $e }
replay-game-over = bei diesem Zug ist das Spiel zu Ende
replay-start-position = Die Ausgangsstellung: geh einen Zug weiter, um einen Zug zu kommentieren.
replay-mark = Zeichen:
replay-comment = Kommentar zu diesem Zug:
replay-no-tile = Bei diesem Zug ist keine Karte gezogen.
replay-try-hint = Lege eine Karte auf das Brett und bestätige den Zug: er wird eine Variante.
replay-tile-drawn = Gezogene Karte
replay-as-drawn = { $tile } (wie gezogen)
replay-tile-left = { $tile } (noch { $n })
replay-heading = Nachspielen
replay-start = Anfang
replay-back = Zurück
replay-forward = Vor
replay-end = Ende
replay-slider = Zug
replay-where = Zug { $at } von { $total }, { $line ->
    [main] Hauptvariante
   *[other] eine Variante
}
replay-play-on = Von hier aus weiterspielen
replay-try = Einen anderen Zug versuchen
replay-promote = Zur Hauptvariante machen
replay-delete = Diesen Zug löschen
replay-close = Nachspielen beenden
replay-moves = Züge (klicke einen an, um dorthin zu gehen):
replay-start-line = 0. Anfang
replay-move = { $k }. { $who }: { $tile }
replay-picked = (gewählt)
replay-at = auf { $cell }
replay-review-done = Bewertung fertig: speichern, um sie zu behalten
replay-review-cancelled = Bewertung abgebrochen
replay-reviewing = bewerte: { $done } von { $total } Zügen
replay-cancel-review = Bewertung abbrechen
replay-review = Diese Partie bewerten lassen
replay-chances = Gewinnchance im Lauf der Partie
replay-axis-move = Zug
replay-inaccuracy = Ungenauigkeit
replay-mistake = Fehler
replay-blunder = Patzer
replay-marked = { $k }. { $who }: { $verdict } (verliert { $loss } Siegchance, etwa { $points } Punkte)
