# Carcassonne Studio, Nederlands. Woorden van het spel: docs/glossary.md.

## De woorden van het spel

feature-city = stad
feature-road = weg
feature-field = weiland
feature-monastery = klooster
feature-street = straat
feature-market = markt
feature-residential = woonwijk
feature-wall = muur

follower-knight = ridder
follower-thief = struikrover
follower-farmer = boer
follower-monk = monnik
follower-citizen = burger
follower-seller = marktvrouw
follower-steward = beschermheer
follower-guard = wachter

player-short = S{ $n }

count-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
count-followers = { $n ->
    [one] { $n } volgeling
   *[other] { $n } volgelingen
}
tiles-to-draw = Nog te trekken tegels: { $n }

## Regels, zoals het puntenverslag ze uitlegt

rule-majority = Meerderheid: de speler(s) met de meeste volgelingen op een gebied krijgen de volle punten; bij gelijkstand krijgt elk van hen de volle punten.
rule-city-complete = Een voltooide stad levert 2 per tegel en 2 per wapenschild op.
rule-road-complete = Een voltooide weg levert 1 per tegel op.
rule-monastery-complete = Een klooster met alle 8 omliggende vakken gevuld levert 9 op.
rule-city-incomplete = Aan het eind levert een onvoltooide stad 1 per tegel en 1 per wapenschild op.
rule-road-incomplete = Aan het eind levert een onvoltooide weg 1 per tegel op.
rule-monastery-incomplete = Aan het eind levert een onvoltooid klooster 1 per tegel in zijn 3x3-gebied op, zichzelf meegerekend.
rule-field = Weilanden worden één voor één geteld: elk levert 3 per voltooide stad die het raakt op aan wie er de meeste boeren heeft; een stad die meerdere weilanden raakt, telt in elk (R-B3, R-B4).
rule-two-tile-city = Optie: een voltooide stad van precies 2 tegels levert precies 2 op, wapenschilden inbegrepen (R-B2a).
rule-four-gates = De stad met vier stadspoorten is af zodra ze gelegd is; een ridder erop krijgt meteen vast 4 punten (R-G6).
rule-street = Een voltooide straat levert 1 per tegel op bij 1-3 tegels, 2 per tegel bij 4 of meer. Ook een muurdeel sluit een straat af (R-C13).
rule-market = Een voltooide markt levert haar tegels maal het aantal verschillende soorten markt erin op (1-3). Ook een muurdeel sluit een markthelft af (R-C13).
rule-tower = Een toren aan een eind van de muur levert 1 per muurdeel op tussen hem en de vorige toren, of de stadspoort, aan die kant (R-C12).
rule-residence = Aan het eind levert een woonwijk 2 op per markt die eraan grenst, op een tegel of over een zijde, elke markt één keer (R-C15).
rule-guard = Aan het eind levert een wachter 2 per openbaar en 3 per historisch gebouw op de tegels vóór hem op, tot het eerste lege vak of de overkant van de muur; elke wachter apart (R-C16).

## Instellingen

settings-language = Taal
settings-theme = Thema
settings-light = Licht
settings-dark = Donker
settings-speed = Animatiesnelheid
speed-instant = direct
speed-fast = snel
speed-normal = normaal
speed-slow = langzaam
settings-size = Grootte van alles
settings-size-hint = Ctrl + en Ctrl - veranderen het ook; Ctrl 0 zet het terug op 100%
settings-motion = Beweging
settings-motion-check = Zetten tonen terwijl ze gebeuren
settings-motion-hint = Gelegde tegels zakken op hun plaats, punten springen op, volgelingen gaan naar huis; elke klik slaat over
settings-cores = Kernen voor de computer
settings-cores-hint = op hoeveel processorkernen de sterke computerspeler denkt
settings-analysis = Analyse
settings-purist = Purist: geen analysezijbalk
settings-purist-hint = Zet de analysezijbalk (F9) helemaal uit
settings-window = Venstergrootte
settings-window-kept = { $w } x { $h } (bewaard van de vorige keer)
settings-window-default = standaard

## Opdrachten (menu's, knoppen, toetsen)

cmd-new-game = Nieuw spel…
cmd-open = Openen…
cmd-save = Opslaan
cmd-save-as = Opslaan als…
cmd-undo = Ongedaan maken
cmd-redo = Opnieuw
cmd-confirm = Beurt bevestigen
cmd-take-back = Leggen terugnemen
cmd-skip-follower = Geen volgeling
cmd-rotate = Tegel draaien
cmd-zoom-in = Inzoomen
cmd-zoom-out = Uitzoomen
cmd-fit = Bord passend maken
cmd-toggle-analysis = Analysezijbalk
cmd-toggle-log = Puntenverslag
cmd-settings = Instellingen…
cmd-final-scoring = Eindtelling
cmd-decide = Beslissen
cmd-choose-placement = Deze zet op het bord zetten
cmd-quit = Afsluiten
cmd-shortcuts = Sneltoetsen
cmd-rules = Spelregels van dit spel
cmd-about = Over Carcassonne Studio
cmd-show-rule = De regel tonen
cmd-replay = Deze partij naspelen en bestuderen
cmd-open-study = Openen om te bestuderen…

## Menu's

menu-game = Spel
menu-edit = Bewerken
menu-view = Beeld
menu-help = Hulp
menu-rules-page = Spelregels: { $title }
mode-play = Spelen
mode-play-hint = het spel dat gespeeld wordt
mode-editor = Editor
mode-editor-hint = de scenario-editor
mode-editor-disabled = open eerst een scenario in de editor (menu Spel)
menu-recent-games = Recente spellen
menu-open-recent = Recent geopend
menu-new-scenario = Nieuw scenario
game-base = Carcassonne
game-city-gates = Carcassonne met De Stadspoorten
game-the-city = De Stad
menu-open-scenario = Scenario openen in de editor…
menu-edit-position = Deze stelling bewerken
menu-edit-position-disabled = begin of open eerst een spel
menu-starter-scenarios = Startscenario's
menu-play-starter = Een startscenario spelen

## Welkomstscherm en recente spellen

welcome-blurb = Speel Carcassonne (met De Stadspoorten, of De Stad) tegen vrienden of de computer, zie waarom elke score is wat ze is, en zet zelf stellingen op.
welcome-continue-game = Verder met het laatste spel
welcome-continue-scenario = Verder met het scenario in bewerking
welcome-continue-scenario-hint = het scenario van de editor zoals het was toen de app werd afgesloten
status-scenario-resumed = Het scenario zoals het was toen de app werd afgesloten (bewaard in de gegevensmap)
welcome-editor = Scenario-editor
welcome-editor-hint = zet een stelling op, voorzie haar van commentaar, beslis erover, speel ervandaan verder
welcome-rules = Spelregels
recent-game-line = { $date }  { $game }  { $players }  beurt { $turn }  { $state }
recent-finished = afgelopen
recent-in-progress = bezig
recent-open = Openen
recent-continue = Verder
recent-open-hint = Het spel van { $date } openen
recent-continue-hint = Verder met het spel van { $date }
recent-delete = Verwijderen
recent-delete-yes = Ja, verwijderen
recent-scenarios = Recente scenario's
recent-scenario-line =
    { $date }  { $title }  { $game }  { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    }
recent-edit = Bewerken

## Het spelerspaneel

who-computer-random = (computer, willekeurig)
who-computer-easy = (computer, makkelijk)
who-computer-medium = (computer, gemiddeld)
who-computer-hard = (computer, moeilijk)
players-heading = Spelers
players-score-label = score { $n }
players-followers-left = · nog { $followers }
players-tiles-to-draw-hint = tegels die nog gedekt liggen, de getrokken tegel niet meegeteld
players-tiles-by-type = Resterende tegels per soort
players-tile-left = { $tile }: nog { $n }
players-put-aside = Apart gelegd (passen nergens, R-B1): { $tiles }
players-game-over = Het spel is afgelopen.
players-drawn = Getrokken: { $tile }
players-tile-id = tegel { $id }
hint-computer-thinking = De computer denkt na…
hint-computer-turn = De computer is aan de beurt
hint-place-tile = Klik op een gemarkeerd vak. R of rechtsklik draait de tegel.
hint-place-follower = Klik op een plek voor een volgeling (of geen), en bevestig dan.

## Het venster Nieuw spel

seat-person = mens
seat-computer-random = computer (willekeurig)
seat-computer-easy = computer (makkelijk)
seat-computer-medium = computer (gemiddeld)
seat-computer-hard = computer (moeilijk)
new-game-game = Spel
new-game-city-hint = Carcassonne: De Stad, 2-4 spelers, met muren, torens en wachters
new-game-options = Opties
new-game-city-rules = De eigen regels van De Stad (geen weilanden, steden of wegen)
new-game-farmers = Boeren (weilanden tellen aan het eind)
new-game-two-tile-city = Een stad van 2 tegels levert 2 op (oude regel, R-B2)
new-game-city-gates = De Stadspoorten
new-game-city-gates-disabled = komt zodra de tegels er zijn
new-game-seed = Startgetal
new-game-seed-random = willekeurig
new-game-seed-random-hint = een nieuw willekeurig startgetal
new-game-seed-each = elk spel willekeurig
new-game-seats = Plaatsen
new-game-remove = weg
new-game-remove-hint = plaats weghalen
new-game-add-seat = Plaats toevoegen
new-game-too-many = Dit spel is voor hoogstens { $n } spelers: haal een plaats weg.
new-game-start = Spel beginnen

## Het eindscherm

end-cities = Steden
end-roads = Wegen
end-monasteries = Kloosters
end-fields = Weilanden
end-final-scores = Eindstand
end-scoring = Eindtelling
end-score = { $name }: { $n }
end-score-winner = { $name }: { $n }  - winnaar
end-step = Stap { $i } van { $n }
end-back = Terug
end-next = Volgende telling
end-show-all = Alles tonen
end-points-by-kind = Punten per soort
end-total = Totaal
end-score-over-turns = Score per beurt
end-axis-turn = beurt
end-axis-points = punten

## Het puntenverslag en de statusregel

log-turn = Beurt { $n }
log-end = Einde
log-no-scores = Nog geen punten.
status-new-game = Nieuw spel, startgetal { $seed }
status-purist = De analysezijbalk staat uit (purist, in Instellingen)
status-undone = Zet teruggenomen
status-redone = Zet opnieuw gedaan
status-not-possible = Niet mogelijk: { $why }

## Vensters

window-new-game = Nieuw spel
window-settings = Instellingen
notice-open-previous = De vorige versie openen
error-heading = Er ging iets mis
ok = OK

## Venster Sneltoetsen

keys-scale = alles groter of kleiner maken
keys-scale-reset = alles op normale grootte
keys-cursor = de cursor over de vakken bewegen waar de tegel past (ingedrukt: het bord verschuiven); in een muurronde een gemarkeerde rand kiezen
keys-spot = de plek van de volgeling: 1 de eerste, 0 geen, Tab de volgende; in een muurronde 1 wachter, 0 geen; een toren: 1, 2, 3
keys-enter = de tegel op het vak van de cursor leggen, dan de beurt bevestigen
keys-pan = het bord verschuiven
keys-zoom = in- en uitzoomen op het bord
keys-turn = de tegel draaien
keys-inspect = een gebied bekijken (analysezijbalk)

## Punten uitgelegd

count-tiles =
    { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    }
count-shields =
    { $n ->
        [one] { $n } wapenschild
       *[other] { $n } wapenschilden
    }
count-completed-cities =
    { $n ->
        [one] { $n } voltooide stad
       *[other] { $n } voltooide steden
    }
count-kinds =
    { $n ->
        [one] { $n } soort
       *[other] { $n } soorten
    }
count-wall-pieces =
    { $n ->
        [one] { $n } muurdeel
       *[other] { $n } muurdelen
    }
count-markets =
    { $n ->
        [one] { $n } markt
       *[other] { $n } markten
    }
count-public-buildings =
    { $n ->
        [one] { $n } openbaar gebouw
       *[other] { $n } openbare gebouwen
    }
count-historic-buildings =
    { $n ->
        [one] { $n } historisch gebouw
       *[other] { $n } historische gebouwen
    }
formula-city-complete = { $a } x 2 + { $b } x 2 = { $value }
formula-city-incomplete = { $a } x 1 + { $b } x 1 = { $value }
formula-two-tile-city = { $a }, { $b }: de vaste 2 van de oude regel = { $value }
formula-times-one = { $a } x 1 = { $value }
formula-times = { $a } x { $b } = { $value }
formula-monastery-complete = 9 (alle 8 buren gevuld)
formula-monastery-incomplete = { $a } van 9 vakken gevuld x 1 = { $value }
formula-field = { $a } x 3 = { $value }
formula-four-gates = vast 4
formula-residence = { $a } x 2 = { $value }
formula-guard = { $a } x 2 + { $b } x 3 = { $value }
holder-knight =
    { $n ->
        [one] { $name } heeft 1 ridder
       *[other] { $name } heeft { $n } ridders
    }
holder-thief =
    { $n ->
        [one] { $name } heeft 1 struikrover
       *[other] { $name } heeft { $n } struikrovers
    }
holder-farmer =
    { $n ->
        [one] { $name } heeft 1 boer
       *[other] { $name } heeft { $n } boeren
    }
holder-monk =
    { $n ->
        [one] { $name } heeft 1 monnik
       *[other] { $name } heeft { $n } monniken
    }
holder-citizen =
    { $n ->
        [one] { $name } heeft 1 burger
       *[other] { $name } heeft { $n } burgers
    }
holder-seller =
    { $n ->
        [one] { $name } heeft 1 marktvrouw
       *[other] { $name } heeft { $n } marktvrouwen
    }
holder-steward =
    { $n ->
        [one] { $name } heeft 1 beschermheer
       *[other] { $name } heeft { $n } beschermheren
    }
holder-guard =
    { $n ->
        [one] { $name } heeft 1 wachter
       *[other] { $name } heeft { $n } wachters
    }
word-and = en
explain-nobody = Niemand krijgt punten.
explain-scores =
    { $who } { $n ->
        [one] krijgt
       *[other] krijgen
    } { $points }{ $tie ->
        [yes] {" "}(gelijkstand: ieder krijgt de volle punten)
       *[no] {""}
    }.
explain-tower = Toren
explain-guard = Wachter
explain-piece-line =
    { $what } bij { $at }: { $formula }. { $who } { $n ->
        [one] krijgt
       *[other] krijgen
    } { $points }. [{ $rule }]
head-complete =
    { $kind ->
        [monastery] voltooid
       *[other] voltooide
    } { $feature }
head-unfinished =
    { $kind ->
        [monastery] onvoltooid
       *[other] onvoltooide
    } { $feature }
explain-gates-city =
    { $n ->
        [one] Haar stadspoort sluit die kant af.
       *[other] Haar { $n } stadspoorten sluiten die kanten af.
    }
explain-gates-road =
    { $n ->
        [one] Hij eindigt bij een stadspoort.
       *[other] { $n } van zijn einden komen uit bij stadspoorten.
    }
explain-line = { $head } bij { $at }: { $formula }.{ $rest } [{ $rule }]

## De Stad naast het bord en de muurrondes

city-stack = stapel { $stack }: { $n }
city-stack-in-use = stapel { $stack }: { $n } (in gebruik)
city-stack-hint = resterende tegels in stapel { $stack }
city-stack-hint-in-use = resterende tegels in stapel { $stack } (in gebruik)
city-wall-left = Resterende muurdelen: { $n }
city-no-wall = Nog geen muur: de stadspoort komt met de eerste muurronde.
city-ring = De muur is tot een ring gesloten (R-C14d).
city-gap = Muureinden { $n } randen uit elkaar
city-gap-hint = randen van de omtrek tussen de twee muureinden; na een muurronde bij 5 of minder eindigt het spel (R-C14c)
city-towers-left = Resterende torens:
city-towers-left-of = { $name }: resterende torens
city-ended = Afgelopen: { $rule }
wall-gate = Muurronde: zet de stadspoort
wall-gate-hint = Klik op een gemarkeerde rand van de stad (R-C9).
wall-piece = Muurronde: zet een muurdeel
wall-piece-hint = Klik op een gemarkeerde rand aan een eind van de muur (R-C10).
wall-guard-question = Muurdeel aan de { $side } kant van { $tile }: er een wachter op zetten?
wall-guard = Zet een wachter op dit muurdeel
wall-guard-hint = een volgeling uit je voorraad staat op het muurdeel (R-C11)
wall-no-guard = Geen wachter
wall-other-edge = Of klik op de andere gemarkeerde rand.
wall-tower = Muurronde: een toren?
wall-tower-cw = Toren aan het eind met de klok mee ({ $points })
wall-tower-ccw = Toren aan het eind tegen de klok in ({ $points })
wall-tower-hint = telt de muurdelen sinds de vorige toren aan dat eind (R-C12)
wall-no-tower = Geen toren
wall-choose = Kies:

## Hulp en Over

help-rule-link = { $id }: deze regel openen in de spelregels (Hulp)
help-rules-window = Spelregels
about-version = Versie { $v }
about-what = Speel Carcassonne, Carcassonne met De Stadspoorten en Carcassonne: De Stad tegen vrienden aan één scherm of tegen de computer; zie waarom elke score is wat ze is, analyseer een stelling en zet je eigen scenario's op in de editor.
about-credit = Carcassonne is een bordspel van Klaus-Jürgen Wrede. Dit programma is een onofficiële studie van de spelregels, met eigen illustraties.

## Study: export and course

cmd-export-picture = Bordafbeelding exporteren…
status-picture-exported = Bordafbeelding geschreven naar { $file }
error-picture-export = De bordafbeelding kon niet worden geschreven.
course-answer-on-board = een zet op het bord
course-menu = Cursus
course-lesson-item = { $n }. { $title }
course-lesson-done-item = { $n }. { $title } (gedaan)
course-window-title = Les { $n } van { $total }: { $title }
course-make-move = Antwoord op het bord: leg de getrokken tegel en bevestig de zet.
course-right = Goed!
course-wrong = Niet deze zet.
course-move = de tegel op { $cell }, { $degrees }° gedraaid
course-move-follower = de tegel op { $cell }, { $degrees }° gedraaid, met een volgeling
course-move-scores = { $move }: meteen { $points }
course-your-move = Jouw zet: { $what }.
course-better = Beter: { $what }.
course-values = De computer verwacht { $played } van jouw zet, en { $best } van de beste zet die hij vond.
course-typed-label = Antwoord { $n }
course-check = Antwoord { $n } controleren
course-typed-right = Goed: { $answer }.
course-typed-wrong = Niet helemaal: de engine zegt { $answer }.
course-problem = De engine kan dit niet beoordelen: { $problem }
course-done = Les gedaan: het menu Cursus markeert hem.
course-try-again = Opnieuw proberen
course-next = Volgende les
course-progress-unreadable = De voortgang van de cursus kan niet worden gelezen; de cursus begint opnieuw.
course-progress-unwritable = De voortgang van de cursus kon niet worden opgeslagen.
status-lesson = Les { $n }: { $title }
