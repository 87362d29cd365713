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
settings-contrast = Contrast
settings-high-contrast = Hoog contrast
settings-high-contrast-hint = Zwarte of witte tekst en randen, bredere en sterkere markeringen op het bord.
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
settings-window-kept = { $w } x { $h } (de volgende start opent op deze grootte)
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

who-computer-random =
    { $named ->
        [yes] (willekeurig)
       *[no] (computer, willekeurig)
    }
who-computer-easy =
    { $named ->
        [yes] (makkelijk)
       *[no] (computer, makkelijk)
    }
who-computer-medium =
    { $named ->
        [yes] (gemiddeld)
       *[no] (computer, gemiddeld)
    }
who-computer-hard =
    { $named ->
        [yes] (moeilijk)
       *[no] (computer, moeilijk)
    }
players-heading = Spelers
players-score-label = score { $n }
players-followers-left = · nog { $followers }
players-tiles-to-draw-hint = tegels die nog gedekt liggen, de getrokken tegel niet meegeteld
players-tiles-by-type = Resterende tegels per soort
players-tile-left = { $tile }: nog { $n }
players-put-aside = Weggelegd (passen nergens, R-B1): { $tiles }
players-game-over = Het spel is afgelopen.
players-drawn = Getrokken: { $tile }
players-tile-id = tegel { $id }
hint-computer-thinking = De computer denkt na…
hint-computer-turn = De computer is aan de beurt
hint-place-tile = Klik op een gemarkeerd vak. R of rechtsklik draait de tegel.
hint-place-follower = Klik op een plek voor een volgeling (of geen), en bevestig dan.
board-follower-spot = volgeling op { $feature } { $place }
status-computer-thinking = de computer denkt na…
board-historic = historisch gebouw: { $name }
board-public =
    { $n ->
        [one] openbaar gebouw
       *[other] { $n } openbare gebouwen
    }
board-end-cw = uiteinde met de klok mee
board-end-ccw = uiteinde tegen de klok in

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
new-game-colour = Kleur van plaats { $seat }
new-game-name = Naam van plaats { $seat }
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
end-streets = Straten
end-markets = Markten
end-residential = Woonwijken
end-wall = Muur
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
keys-name-arrows = Pijltjestoetsen
keys-name-right-drag = Slepen met rechts
keys-name-wheel = Muiswiel
keys-name-turn = Rechtsklik, Ctrl + muiswiel
keys-name-inspect = Alt + klik

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
    } { $points }.
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
explain-line = { $head } bij { $at }: { $formula }.{ $rest }

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
city-ended = Afgelopen: { $why } ({ $rule })
city-end-last-tile = de laatste tegel ligt
city-end-last-wall-piece = het laatste muurdeel is gebouwd
city-end-wall-nearly-closed = de twee muureinden liggen 5 of minder randen uit elkaar
city-end-ring = de muur is tot een ring gesloten
wall-gate = Muurronde: zet de stadspoort
wall-gate-hint = Klik op een gemarkeerde rand van de stad (R-C9).
wall-piece = Muurronde: zet een muurdeel
wall-piece-hint = Klik op een gemarkeerde rand aan een eind van de muur (R-C10).
wall-guard-question = Muurdeel aan de { $side }kant van { $tile }: er een wachter op zetten?
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

## Tiles, sides and moves in words

side-north = noord
side-east = oost
side-south = zuid
side-west = west
side-letter-n = N
side-letter-e = O
side-letter-s = Z
side-letter-w = W
edge-city = stad
edge-road = weg
edge-field = weiland
edge-gate = stadspoort
edge-street = straat
edge-plain = vlakte

tile-part-monastery = klooster
tile-part-city =
    { $n ->
        [1] stad
       *[other] { $n } steden
    }
tile-part-gate =
    { $n ->
        [1] een poort
       *[other] { $n } poorten
    }
tile-part-road =
    { $n ->
        [1] een weg
        [2] 2 wegen
       *[other] een kruising van { $n } wegen
    }
tile-part-market = markt ({ $kinds })
tile-part-street =
    { $n ->
        [1] een straat
       *[other] { $n } straten
    }
tile-part-houses = huizen
tile-part-field = weiland
tile-market-fish = vis
tile-market-grain = graan
tile-market-livestock = vee
tile-with = { $first } met { $rest }
tile-gggg = de stad met vier poorten
tile-ccfg = twee steden, één met een poort
tile-gcgg = stad met drie poorten
tile-cfrg = stad met een poort, een weg die bij de muur eindigt
tile-fcrg = stad met een poort, een weg die bij de poort eindigt
tile-gate-shield-road = stad met een poort en een wapenschild, een weg
tile-cgrr = stad met een poort, een bocht in de weg
tile-rcrg = stad met een poort, twee wegen die er eindigen
tile-fcfg = stad met een poort, tussen weilanden
tile-rgrg = brug over een stad tussen twee poorten
tile-rcrg-2 = brug over een stad met een poort
tile-rcrg-shield = brug over een stad met een poort en een wapenschild
tile-rfrg = poort bij een bocht in de weg
tile-cccg = grote stad met een poort
tile-cgcg = stad met twee poorten tegenover elkaar
tile-ccgg = stad met twee poorten naast elkaar
tile-cgff = stad met een poort, weilanden
tile-cgfg = stad met twee poorten, een weiland ertussen
tile-cgrf = stad met een poort en een weg
tile-crrg = stad met een poort, een bocht in de weg eronder
tile-gcgr = stad met twee poorten en een weg
tile-ccgf = hoekstad met een poort
tile-cggf = stad met twee poorten op een hoek

move-middle = midden op tafel
move-of-start = ten { $dir }en van de starttegel
move-of-tile = ten { $dir }en van de tegel „{ $tile }”
move-not-turned = niet gedraaid
move-turned = { $deg }° gedraaid
move-no-follower = geen volgeling
move-a-follower = een volgeling
move-follower-on = { $kind ->
        [monastery] { $follower } in het { $feature }
        [field] { $follower } in het { $feature }
        [city] { $follower } in de { $feature }
        [street] { $follower } in de { $feature }
        [residential] { $follower } in de { $feature }
       *[other] { $follower } op de { $feature }
    }{ $which }
move-words = { $where }, { $turned }, { $who }

## Refused moves and "why not here?"

refuse-place-first = leg eerst de tegel
refuse-game-over = het spel is voorbij
refuse-no-tile = er is geen tegel getrokken
refuse-cell-taken = op vak { $cell } ligt al een tegel
refuse-off-table = vak { $cell } ligt buiten de tafel
refuse-no-neighbour = vak { $cell } raakt met geen enkele zijde een gelegde tegel (hoeken tellen niet)
refuse-mismatch = op { $cell } toont de { $side }-zijde van de tegel { $mine }, maar grenst aan { $theirs } (zijden moeten passen: stad-stad, weg-weg, weiland-weiland{ $gate ->
        [yes] ; een poort mag aan een weg, een weiland of een poort grenzen, nooit aan een stad: R-G1
       *[no] {""}
    })
refuse-no-feature = de tegel heeft geen gebied { $i }
refuse-no-follower-left = geen volgeling meer in de voorraad
refuse-farmers-off = boeren doen in dit spel niet mee: geen volgeling op een weiland (R-B5)
refuse-joined = { $feature } op { $cell } { $place } wordt door deze tegel verbonden met de { $follower } van { $player } op { $at } ({ $rule })
refuse-taken = { $feature } op { $cell } { $place } heeft al een volgeling, zoals het op het bord verbonden is ({ $rule })
refuse-not-for-followers = op een { $feature } mag geen volgeling staan
refuse-completed = deze tegel maakt die { $feature } af: er mag geen volgeling op (R-C6)
refuse-beyond-wall = geen tegel op { $cell }: het ligt buiten de muur, of de tegel zou de muur van de rand van de stad halen of insluiten (R-C4)
refuse-wrong-phase = dat is niet de beslissing waar het spel op wacht
refuse-not-on-outline = de poort komt tussen een tegel en een leeg vak van de open buitenkant, niet op { $cell } zijde { $side } (R-C7)
refuse-not-at-wall-end = een muurdeel komt naast een uiteinde van de muur langs de rand van de stad, niet op { $cell } zijde { $side } (R-C7)
refuse-guard-opposite = op het muurdeel recht tegenover staat al een wachter (R-C11)
refuse-no-tower = daar geen toren: er zijn er geen meer, of er is aan dat uiteinde geen muurdeel sinds de laatste toren of de poort (R-C12)
refuse-not-left = er is geen tegel van type { $tile } meer te trekken
refuse-fits-nowhere = tegeltype { $tile } past nu nergens en zou dus worden weggelegd (R-B1)
why-head = { $cell }: tegel { $tile } { $fits ->
        [yes] past hier in een andere draaiing
       *[no] kan hier niet liggen
    }
why-fits = { $deg }°: past
why-rotation = { $deg }°: { $reason }
why-not-allowed = niet toegestaan
why-cell-taken = vak bezet: er ligt al een tegel
why-touches-none = raakt geen tegel: er ligt geen tegel met een zijde naast (hoeken tellen niet)
why-clash = de { $side }-zijde toont { $mine }, maar grenst aan { $theirs } van de tegel op { $at }
why-sides-rule = §2 aanleggen: zijden moeten passen: stad-stad, weg-weg, weiland-weiland
why-gate-rule = R-G1: een poortzijde mag aan een weg, een weiland of een andere poort grenzen; nooit aan een stad
why-touch-rule = §2 aanleggen: de tegel moet met een zijde een gelegde tegel raken (hoeken tellen niet)
why-one-tile-rule = §2 aanleggen: één tegel per vak
why-table-edge = rand van de tafel

## De analysezijbalk

sidebar-heading = Analyse
sidebar-wall-gate =
    Muurronde: { $who } zet de stadspoort op een van { $n ->
        [one] { $n } gemarkeerde rand
       *[other] { $n } gemarkeerde randen
    } (R-C9). De poort zelf levert niets op; waar hij komt, bepaalt waar de muur loopt.
sidebar-wall-piece =
    Muurronde: { $who } legt een muurdeel aan een uiteinde van de muur: { $n ->
        [one] { $n } keuze
       *[other] { $n } keuzes
    } (R-C10).
sidebar-wall-guard-may = er mag een wachter op staan (R-C11, telt aan het eind)
sidebar-wall-guard-not = geen wachter: er staat er een tegenover (R-C11)
sidebar-wall-edge = • de { $side }kant van { $at }: levert nu niets op; { $guard }
sidebar-wall-tower = Muurronde: { $who } mag een toren op een uiteinde van de muur zetten (R-C12).
sidebar-tower-cw = • toren aan het uiteinde met de klok mee: nu { $points }
sidebar-tower-ccw = • toren aan het uiteinde tegen de klok in: nu { $points }
sidebar-no-tower = • geen toren: 0 punten, de toren blijft voor later
sidebar-no-tile = Geen tegel aan te leggen.
sidebar-legal-moves = Toegestane zetten
sidebar-legal-moves-of = Toegestane zetten ({ $tile })
sidebar-placements = Toegestane plaatsingen: { $n }
sidebar-moves-with-followers = Zetten met keuzes voor een volgeling: { $n }
sidebar-computer-values = Waarden van de computer
sidebar-computer-values-hint = de waarden van de sterke computerspeler voor elke zet
sidebar-order-points = Beste eerst op punten nu en de marge bij een einde nu.
sidebar-order-computer = Beste eerst op de waarde van de sterke computerspeler.
sidebar-weighing = De computer weegt de zetten…
sidebar-col-move = Zet
sidebar-col-points = Punten nu
sidebar-col-points-hint = wat de zet zijn speler meteen oplevert
sidebar-col-totals = Stand bij een einde
sidebar-col-totals-hint = ieders totaal als het spel direct na de zet zou eindigen
sidebar-col-chance = Winkans
sidebar-col-chance-hint = de schatting van de sterke computerspeler van de kans dat de speler aan zet na deze zet wint (1 s denktijd)
sidebar-move-click-hint = Klik om deze zet op het bord te leggen; Enter of Beurt bevestigen speelt hem.
sidebar-totals-hint = Totalen als het spel na deze zet zou eindigen ({ $names }); marge voor de speler aan zet { $margin }
sidebar-chance-hint = De schatting van de sterke computerspeler van de winkans van de speler aan zet
why-heading = Waarom niet hier?
why-hint = Wijs een leeg vak naast het bord aan waar de tegel niet past.
inspect-heading = Gebiedsinspecteur
inspect-stop = Stoppen met inspecteren
inspect-hint = Alt+klik op een gebied op het bord, of kies er hieronder een.
inspect-all-features = Alle gebieden ({ $n })
inspect-feature-at = { $feature } op { $at } { $label }
inspect-tiles = Tegels: { $n }
inspect-shields = Wapenschilden: { $n }
inspect-cells-to-fill = Nog te vullen vakken: { $n }
inspect-open-sides = Open zijden: { $n }
inspect-complete = Af
inspect-unfinished = Niet af
inspect-followers = Volgelingen: { $list }
inspect-would-win =
    Zou winnen: { $state ->
        [nobody] niemand (geen volgelingen)
        [tie] { $who } (gelijkspel, ieder volledig)
       *[one] { $who }
    }
inspect-worth-now = Nu waard: { $n }
inspect-scored = Geteld toen het af was
inspect-at-end = Aan het eind: { $n }
inspect-if-completed = Als het af is: { $n }
inspect-city-ref =
    { $at } { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    }
inspect-completed-cities = Geraakte afgemaakte steden: { $n }
inspect-open-cities = Geraakte open steden: { $n }
inspect-markets = Aangrenzende markten: { $n }
inspect-markets-hint = R-C15: aan het eind 2 punten per markt waaraan de woonwijk grenst, elke markt één keer.
inspect-market-line =
    {"  "}markt op { $at }: { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }, { $kinds ->
        [one] { $kinds } soort
       *[other] { $kinds } soorten
    }, { $complete ->
        [yes] af
       *[no] open
    }
inspect-guards = Wachters ({ $n })
inspect-guard-line = { $name } op de { $side }-muur van { $at }: { $public } openbaar, { $historic } historisch = { $value }
inspect-guard-hint = Bewaakt { $row } (R-C16: 2 per openbaar en 3 per historisch gebouw, tot het eerste lege vak of de overkant van de muur; elke wachter telt voor zich).
sidebar-in-hand = In de hand: { $tile } (niet meegeteld)
sidebar-stacks-hint = De stapels zijn gedekt verdeeld, dus welke tegels elke stapel bevat is onbekend: elke niet geziene tegel zit even waarschijnlijk in de ene stapel als in de andere. Het aantal van een groep per stapel (~) is het verwachte deel; de kansen op de volgende tegel zijn dezelfde als over alle stapels (E-12).
sidebar-stack-share = stapel { $stack } ~{ $share }
sidebar-group-left = { $group }: nog { $n }{ $stacks }
sidebar-group-monasteries = Kloosters
sidebar-group-city-road = Stad en weg
sidebar-group-city = Stad
sidebar-group-road = Weg
sidebar-group-markets = Markten
sidebar-group-streets = Straten
sidebar-group-other = Overig
sidebar-tile-left = tegel { $id }: nog { $n }, { $chance } als volgende
sidebar-tile-left-hint = { $name } (tegel { $id }): nog { $n }, { $chance } kans om als volgende te komen
sidebar-spots = Open plekken ({ $n })
sidebar-chance-within = Kans binnen
sidebar-draws = trekkingen
sidebar-no-spots = Geen onaf gebied wacht op een tegel.
sidebar-spot =
    { $at } { $needs }: { $n ->
        [one] { $n } tegel past
       *[other] { $n } tegels passen
    }, { $next } als volgende, { $within } binnen { $draws } trekkingen
sidebar-fitting = Passend: { $tiles }
score-now-heading = Stand als het spel nu eindigde
score-now-player = Speler
score-now-now = Nu
score-now-gains = Erbij
score-now-total = Totaal
score-now-would-end = { $name } zou eindigen met { $n }
score-now-nothing = Er zou niets geteld worden.
score-now-nobody = niemand
score-now-event = { $feature } { $formula } = { $value } voor { $to }
sidebar-over = Het spel is voorbij
sidebar-over-winners =
    { $n ->
        [one] { $who } wint
       *[other] { $who } winnen samen
    } met { $points }.
sidebar-over-in-play = Tijdens het spel
sidebar-over-at-end = Bij de eindtelling
sidebar-over-tiles =
    { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    } gelegd, { $aside } weggelegd.

## De scenario-editor

editor-tab-position = Stelling
editor-tab-text = Tekst
editor-tab-questions = Vragen
editor-tab-try = Vragen proberen
editor-tab-ruling = Uitspraak
editor-no-ruling =
    Geen uitspraak: de stelling heeft problemen.
    { $problem }
editor-undone = Bewerking teruggenomen
editor-nothing-undo = Niets om terug te nemen
editor-redone = Bewerking opnieuw gedaan
editor-nothing-redo = Niets om opnieuw te doen
editor-tile-turned = Tegel gedraaid
editor-tile-off = Tegel weggenomen
editor-play-window = Vanaf hier spelen
editor-strict = Streng
editor-strict-hint = alleen bewerkingen die een door de regels toegestane stelling overlaten
editor-free = Vrij
editor-free-hint = alles mag; wat niet klopt blijft rood gemarkeerd
editor-strict-refused = De strenge modus vraagt een stelling zonder problemen: los ze eerst op in de vrije modus
editor-strict-on = Strenge modus: bewerkingen die een regel breken worden geweigerd
editor-free-on = Vrije modus: alles mag, problemen worden gemarkeerd
editor-redo-keys = Ctrl+Y of Ctrl+Shift+Z
editor-save = Scenario opslaan
editor-play = Vanaf hier spelen…
editor-play-disabled = de stelling heeft problemen: los ze eerst op
editor-new-piece-guard = nieuwe muurdelen krijgen een wachter
editor-new-piece-guard-hint = van de gekozen speler; klik nogmaals op een muurdeel om de wachter te wisselen
editor-problems = Problemen ({ $n })
editor-no-problems = Geen: de regels staan deze stelling toe.
editor-alt-click-hint = Alt+klik inspecteert een gebied zodra de analyse zichtbaar is (de stelling mag geen problemen hebben)
editor-follower-off = Volgeling weggenomen
editor-follower-on = Volgeling gezet
editor-cell-has-tile = Op { $cell } ligt een tegel: R of een rechterklik draait hem, Delete of het gereedschap Weghalen neemt hem weg
editor-tile-laid = { $id } gelegd op { $cell }
editor-choose-tile = Kies eerst een tegel in het palet
editor-write-note-first = Schrijf eerst de notitie in het tabblad Tekst en klik dan op het vak
editor-note-off = Notitie weggenomen
editor-note-pinned = Notitie vastgezet
editor-gate-put = Poort gezet
editor-gate-off = Poort en muur weggenomen
editor-guard-put = Wachter gezet
editor-guard-off = Wachter weggenomen
editor-piece-put = Muurdeel gelegd
editor-save-failed =
    Het scenario kon niet worden opgeslagen.

    { $e }
editor-cell-tile = { $id } { $deg }° gedraaid
editor-cell-note = Notitie: { $note }
editor-cell-problem = Probleem: { $problem }
editor-spot-hint = { $feature } { $place }: klik om een volgeling te zetten of weg te nemen
editor-tool-tiles = Tegels
editor-tool-tiles-hint = klik op een leeg vak om de vastgehouden tegel te leggen
editor-tool-followers = Volgelingen
editor-tool-followers-hint = klik op een plek om een volgeling van de gekozen speler te zetten, nogmaals om hem weg te nemen
editor-tool-remove = Weghalen
editor-tool-remove-hint = klik op een tegel om hem weg te nemen
editor-tool-notes = Notities
editor-tool-notes-hint = klik op een vak om de ernaast geschreven notitie vast te zetten
editor-tool-wall = Muur
editor-tool-wall-hint = klik op een rand: eerst de poort, dan de muurdelen waar de gele markeringen het aangeven
editor-player-pick = Speler:
editor-player-dot = speler { $n }
editor-palette = Palet
editor-turn = draaien
editor-turn-hint = de vastgehouden tegel draaien (R)
editor-any = elk
editor-palette-tile = palet { $id }
editor-palette-left = { $id }: nog { $n } van { $of }
editor-palette-free = { $id }: onbeperkt in de vrije modus ({ $of } in de set)
editor-title = Titel
editor-description = Beschrijving
editor-notes-heading = Notities bij vakken
editor-notes-hint = Schrijf een notitie, kies het gereedschap Notities en klik op een vak om haar daar vast te zetten (een lege notitie neemt er een weg).
editor-note = Notitie
editor-remove = weghalen
editor-players = Spelers
editor-players-name = spelers
editor-to-move = Aan zet
editor-player = Speler { $n }
editor-score = score
editor-score-of = score van speler { $n }
editor-in-supply = volgelingen in voorraad
editor-supply-of = voorraad van speler { $n }
editor-supplies = Voorraden
editor-supplies-auto = 7 min die op het bord
editor-drawn = Getrokken tegel
editor-from-stack = van de stapel
editor-seed-hint = schudt de resterende tegels, gegeven als de rest of als aantallen
editor-two-tile-city = Een stad van 2 tegels telt 2 (R-B2)
editor-with-gates = Met De Stadspoorten (vast door de tegelset)
editor-without-gates = Zonder De Stadspoorten (vast door de tegelset)
editor-remaining = Resterende tegels
editor-remaining-rest = de rest van de set
editor-remaining-counts = aantallen
editor-remaining-order = exacte volgorde
editor-remaining-rest-hint = Elke tegel die niet gelegd, getrokken of weggelegd is, geschud met het startgetal.
editor-remaining-of = resterend { $id }
editor-order-hint = Eerst getrokken eerst; tegel-id's gescheiden door spaties:
editor-order-unknown = onbekende tegel "{ $id }" in de volgorde
editor-discards = Weggelegd (tegel-id's, R-B1)
editor-end-cw = met de klok mee
editor-end-ccw = tegen de klok in
editor-city-wall = De muur van De Stad
editor-gate-at = Poort op zijde { $side } van { $at }
editor-no-gate = Nog geen poort: kies het gereedschap Muur en klik op een buitenrand.
editor-arm =
    { $end }: { $pieces ->
        [one] { $pieces } muurdeel
       *[other] { $pieces } muurdelen
    }, { $guards ->
        [one] { $guards } wachter
       *[other] { $guards } wachters
    }
editor-take-off-piece = het laatste muurdeel weghalen
editor-wall-supply-auto = muurdelen over: 70 min de gelegde
editor-wall-supply = muurdelen over
editor-stacks-auto = stapels verdeeld uit de resterende tegels
editor-stack-of = tegels in stapel { $n }
editor-towers-auto = torens over: 12 eerlijk verdeeld min de gezette
editor-towers-auto-hint = gelezen met de poort: ze tellen zodra de muur begonnen is
editor-towers-of = torens over van speler { $n }
editor-towers = Torens ({ $n })
editor-tower-line = { $player } aan het uiteinde { $end }, na muurdeel { $at }
editor-tower-at = Toren aan het uiteinde { $end }
editor-tower-at-hint = een toren van de gekozen speler waar dat uiteinde van de muur nu is
ask-end-score = de score van een speler als het spel nu eindigde
ask-feature-value = wat een gebied aan het eind waard is
ask-placements = hoeveel plaatsingen de getrokken tegel heeft
ask-discarded = of de getrokken tegel weggelegd wordt
answer-yes = ja
answer-no = nee
ask-not-a-number = het verwachte antwoord "{ $v }" is geen getal
ask-set-drawn = kies eerst de getrokken tegel: de vraag gaat erover
ask-not-yes-no = het verwachte antwoord "{ $v }" is geen ja of nee
ask-none-yet = Nog geen vragen.
ask-expected = Verwacht: { $a }
ask-agrees = De engine is het eens
ask-engine-says = De engine zegt { $a }
ask-cannot = De engine kan niet antwoorden: { $e }
ask-problems = (de stelling heeft problemen: de engine kan niet antwoorden)
ask-remove = Vraag { $n } weghalen
ask-add-heading = Een vraag toevoegen
ask-question = Vraag
ask-question-hint = bijv. Hoeveel punten levert het weiland van Blauw op?
ask-player = speler
ask-cell = vak
ask-place = plek
ask-about-drawn = over de getrokken tegel ({ $tile })
ask-none-set = niet gekozen
ask-expected-answer = verwacht antwoord
ask-engine = De engine vragen
ask-engine-disabled = de stelling heeft problemen
ask-why-hint = waarom (getoond na het proberen), met verwijzing naar de uitspraken
ask-add = Vraag toevoegen
ask-write-first = schrijf eerst de vraag
ask-no-questions = Dit scenario stelt geen vragen.
ask-try-problems = De stelling heeft problemen, dus de engine kan niet antwoorden: zie de lijst met problemen.
ask-answer-n = antwoord { $n }
ask-your-answer = jouw antwoord
ask-check = Antwoord { $n } controleren
ask-right = Goed: { $a }.
ask-not-quite = Niet helemaal: de engine zegt { $a }.
editor-analysis-problems = Geen analyse: de stelling heeft problemen (zie de lijst).
play-here-easy = makkelijk
play-here-medium = gemiddeld
play-here-hard = moeilijk
play-here-seat = plaats { $n } { $who }
play-here-start = Beginnen met spelen
cancel = Annuleren
seat-default-person = Speler { $n }
seat-default-computer = Computer

## Het tabblad Uitspraak van de editor
ruling-position = stelling: { $players } spelers, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } gedaan, { $who }
ruling-over = het spel is voorbij
ruling-to-move = { $player } is aan zet
ruling-drawn = getrokken tegel: { $tile } (toegestane plaatsingen: { $n })
ruling-drawn-none = getrokken tegel: geen
ruling-none = geen
ruling-remaining = nog te trekken tegels: { $n }; weggelegd (R-B1): { $discards }
ruling-scores = stand: { $list }
ruling-supplies = volgelingen in voorraad: { $list }
ruling-features = gebieden: { $n }
ruling-feature = { $kind } { $tiles }: { $count }, { $shields }, { $open } open, volgelingen: { $holders }; { $worth }{ $extra }
ruling-field-extra =
    { $cities ->
        [one] ; grenst aan { $cities } stad, { $completed } voltooid
       *[other] ; grenst aan { $cities } steden, { $completed } voltooid
    }
ruling-market-kinds =
    { $n ->
        [one] ; { $n } soort waren
       *[other] ; { $n } soorten waren
    }
ruling-borders =
    { $n ->
        [one] ; grenst aan { $n } markt (R-C15)
       *[other] ; grenst aan { $n } markten (R-C15)
    }
ruling-complete = voltooid
ruling-worth-nothing = niets waard tenzij voltooid
ruling-worth = aan het eind { $n } waard
ruling-city = De Stad: nu { $phase }; over in de stapels { $stacks } (stapel { $stack } in gebruik); stadspoort { $gate }; { $pieces } muurdelen gelegd, { $supply } in voorraad, { $gap } randen zonder muur; wachters { $guards }; torens over { $towers }; { $rounds ->
        [one] { $rounds } muurronde
       *[other] { $rounds } muurrondes
    }{ $ended }
ruling-phase-place = een tegel leggen
ruling-phase-gate = de stadspoort
ruling-phase-wall = een muurdeel
ruling-phase-tower = een toren
ruling-phase-over = niets meer
ruling-gate-none = niet gelegd
ruling-gate-at = op { $cell } kant { $side }
ruling-ended = ; beëindigd door { $end }
ruling-during-play = punten tijdens het spel:
ruling-move-event = zet { $n } ({ $player }): { $text }
ruling-end-scoring = eindtelling:
ruling-if-ended = als het spel nu eindigde:
ruling-no-scoring = geen gebied met volgelingen levert punten op
ruling-final = eindstand: { $list }

## Bestanden, meldingen en fouten
# De eerste zin; het detail erna (nl-problems.ftl) is ook vertaald, op de
# meldingen van RON zelf en de redenen van het systeem na.

notice-broken-title = { $what } kon niet worden gelezen
notice-broken-text =
    { $what } kon niet worden gelezen.

    { $why }
notice-moved-aside =
    Er is niets verwijderd: het bestand is opzijgezet als
    { $path }
    zodat niets het overschrijft.
notice-not-moved = Het kon niet worden opzijgezet; het blijft op { $path }.
notice-previous-kept = De vorige versie is bewaard als { $path }.
notice-what-recent-list = De lijst met recente spellen
notice-list-rebuilt = De lijst is opnieuw opgebouwd uit de spelbestanden, die allemaal bewaard zijn.
notice-what-autosave = De automatische opslag van het laatste spel
notice-what-editor-autosave = Het scenario in bewerking (de automatische opslag ervan)
notice-what-this-game = Het bestand van dit spel
notice-what-this-scenario = Het bestand van dit scenario
notice-what-settings = Het instellingenbestand
notice-settings-defaults = De instellingen staan voorlopig weer op hun standaardwaarden.
notice-autosave-title = Automatisch opslaan mislukt
notice-autosave-text =
    Het spel kon niet in de gegevensmap worden bewaard.

    { $e }

    De vorige automatische opslag is onaangeroerd. Het spel gaat door; gebruik Opslaan als… om dit spel elders te bewaren. Latere mislukkingen staan in de statusregel.
status-autosave-failed = Automatisch opslaan mislukt: { $e }
status-opened = { $name } geopend
status-opened-scenario = Scenario { $name } geopend
status-saved = { $path } opgeslagen
status-recent-failed = De recente bestanden konden niet worden bijgewerkt: { $e }
status-game-of = Spel van { $date }
status-opened-backup = De reservekopie { $path } geopend
status-own-dialog = { $why }: het eigen bestandsvenster van de app wordt gebruikt
status-replaying = { $path } wordt nagespeeld
status-saved-study = De studie { $path } opgeslagen
status-new-scenario = Nieuw scenario: kies een tegel in het palet en klik op een vak
status-opened-in-editor = { $path } geopend in de editor{ $strict ->
        [yes] {""}
       *[no] {" "}(vrije modus: de stelling heeft problemen)
    }
status-editing-position = De stelling van het spel wordt bewerkt
status-starter = Startscenario { $name }
status-playing-starter = Startscenario { $name } wordt gespeeld
status-saved-scenario = Scenario { $path } opgeslagen
status-playing-from-editor = Er wordt gespeeld vanaf de stelling van de editor
status-play-on = Er wordt verder gespeeld vanaf de nagespeelde stelling
status-cannot-play-on = Verder spelen kan niet: { $e }
status-no-replay = Geen spel om na te spelen: open er een om te bestuderen
status-settings-failed = De instellingen konden niet worden bewaard: { $e }
error-open-tileset =
    Het spel kon niet worden geopend.

    { $name }: een tegelset, geen spel of scenario
error-open-game =
    Het spel kon niet worden geopend.

    { $e }
error-save-game =
    Het spel kon niet worden opgeslagen.

    { $e }
error-delete-on-board = Dit spel ligt op het bord: begin of open eerst een ander.
error-delete-game =
    Het spel kon niet worden verwijderd.

    { $e }
error-backup =
    Ook de reservekopie kan niet worden gelezen.

    { $e }
error-open-this-game =
    Dit spel kon niet worden geopend.

    { $e }
error-save-study =
    De studie kon niet worden opgeslagen.

    { $e }
error-make-scenario = Dit scenario kan niet worden gemaakt: { $e }
error-open-scenario =
    Het scenario kon niet worden geopend.

    { $e }
error-open-named =
    { $name } kon niet worden geopend.

    { $e }
error-play-position =
    Deze stelling kan niet worden gespeeld.

    { $e }
error-cannot-start = Dit spel kan niet beginnen: { $e }
error-computer-illegal = De computer koos een ongeldige zet: { $e }
error-computer-no-move = De computer vond geen zet.
picker-cannot-list = { $folder }: inhoud kan niet worden getoond: { $e }
picker-save-title = Opslaan als (het eigen bestandsvenster van de app)
picker-open-title = Openen (het eigen bestandsvenster van de app)
picker-up = Omhoog
picker-up-hint = de map erboven
picker-file-name = Bestandsnaam
dialog-filter-game = Carcassonne-spel
dialog-filter-all = Alle bestanden
dialog-open-title = Openen
dialog-save-title = Opslaan als
dialog-no-portal = dit bureaublad heeft geen bestandsvenster-portaal en geen zenity
dialog-did-not-open = het bestandsvenster van het bureaublad ging niet open (geen portaal antwoordde)
mode-replay = Naspelen
mode-replay-hint = het spel dat bestudeerd wordt

## Hulp en Over

help-page-base = Carcassonne
help-page-city-gates = De Stadspoorten
help-page-the-city = De Stad
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
course-stops = Daarna past geen enkele overgebleven tegel op { $cell }: de stad kan nooit meer worden voltooid.
course-stops-not = Daarna past op elk leeg vak van de stad nog een overgebleven tegel: de stad kan nog worden voltooid.
replay-cannot-add = Deze zet kan niet worden toegevoegd: { $e }
replay-cannot-pick = Deze tegel kan niet worden getrokken: { $e }
replay-game-over = bij deze zet is het spel afgelopen
replay-start-position = De beginstelling: ga een zet verder om er commentaar bij te schrijven.
replay-mark = Teken:
replay-comment = Commentaar bij deze zet:
replay-no-tile = Bij deze zet is geen tegel getrokken.
replay-try-hint = Leg een tegel op het bord en bevestig de zet: hij wordt een variant.
replay-tile-drawn = Getrokken tegel
replay-as-drawn = { $tile } (zoals getrokken)
replay-tile-left = { $tile } (nog { $n })
replay-heading = Naspelen
replay-start = Begin
replay-back = Terug
replay-forward = Verder
replay-end = Einde
replay-slider = zet
replay-where = Zet { $at } van { $total }, { $line ->
    [main] hoofdlijn
   *[other] een variant
}
replay-play-on = Vanaf hier verder spelen
replay-try = Een andere zet proberen
replay-promote = Tot hoofdlijn maken
replay-delete = Deze zet verwijderen
replay-close = Naspelen sluiten
replay-moves = Zetten (klik op een zet om erheen te gaan):
replay-start-line = 0. begin
replay-move = { $k }. { $who }: { $tile }
replay-picked = (gekozen)
replay-at = op { $cell }
replay-review-done = Beoordeling klaar: sla op om haar te bewaren
replay-review-cancelled = Beoordeling afgebroken
replay-reviewing = beoordelen: { $done } van { $total } zetten
replay-cancel-review = Beoordeling afbreken
replay-review = Deze partij laten beoordelen
replay-chances = Kans om te winnen in de loop van de partij
replay-axis-move = zet
replay-inaccuracy = onnauwkeurigheid
replay-mistake = fout
replay-blunder = blunder
replay-marked = { $k }. { $who }: { $verdict } (verliest { $loss } winkans, ongeveer { $points } punten)
