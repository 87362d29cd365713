# Texts of the problems the engine finds in a position, a file or an answer.

## De problemen van de stelling (de lijst Problemen van de editor, bestandsfouten)

pos-at-cell = op { $cell }: { $problem }
pos-other-game = de stelling hoort bij een ander spel dan de tegelset
pos-players = { $n ->
        [one] { $n } speler
       *[other] { $n } spelers
    }: dit spel is voor 2 tot { $most } spelers
pos-to-move-absent = speler { $player } is aan de beurt, maar er { $n ->
        [one] is { $n } speler
       *[other] zijn { $n } spelers
    }
pos-more-scores = meer scores dan spelers
pos-score-too-high = speler { $player } heeft { $n ->
        [one] { $n } punt
       *[other] { $n } punten
    }: meer dan de { $most } die een stelling mag geven
pos-too-many-tiles = meer dan 250 tegels op het bord
pos-unknown-tile = onbekende tegel "{ $tile }"
pos-rotation = draaiing { $rot } (0 tot 3 kwartslagen)
pos-off-table = buiten de tafel
pos-two-tiles = twee tegels op één vak
pos-mismatch = de { $side }-zijde toont { $mine }, maar de tegel op { $at } toont { $theirs }
pos-not-touching = deze tegel raakt de rest van het landschap met geen enkele zijde
pos-follower-of-absent = een volgeling van speler { $player }, die niet meespeelt
pos-follower-no-tile = een volgeling op een vak zonder tegel
pos-follower-no-feature = een volgeling op "{ $on }", maar tegel { $tile } heeft daar geen gebied
pos-farmers-off = een boer, maar boeren doen in dit spel niet mee (R-B5)
pos-too-many-followers = speler { $player } heeft meer dan { $most } volgelingen op het bord
pos-walls-not-city = muren, wachters en torens horen bij De Stad
pos-on-completed = een volgeling staat op { $kind ->
        [monastery] een voltooid { $feature }
       *[other] een voltooide { $feature }
    }: bij de telling was hij al teruggegaan naar de voorraad
pos-supplies-length = de voorraden moeten één getal per speler geven
pos-supply-too-high = speler { $player } heeft { $n ->
        [one] { $n } volgeling
       *[other] { $n } volgelingen
    } in voorraad en { $board } op het bord: meer dan de { $most } die een speler heeft
pos-too-many-of-tile = { $n ->
        [one] { $n } tegel { $tile } is
       *[other] { $n } tegels { $tile } zijn
    } gelegd, getrokken, weggelegd of nog te trekken, maar de set heeft er { $count }
pos-stack-too-full = stapel { $stack } heeft { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    }, maar begint met { $most } (paragraaf 4.1)
pos-stacks-vs-remaining = de stapels hebben { $n ->
        [one] { $n } tegel
       *[other] { $n } tegels
    }, maar er zijn er nog { $remain } te trekken
pos-no-such-stack = stapel { $stack } is in gebruik, maar er zijn alleen de stapels 1 tot 3
pos-over-but-drawn = een spel dat voorbij is heeft geen getrokken tegel en geen muurronde
pos-drawn-in-round = tijdens een muurronde wordt geen tegel getrokken
pos-round-done = de muurronde heeft geen beslissing meer te nemen
pos-round-absent-player = de muurronde noemt een speler die niet meespeelt
pos-round-waits-for = speler { $player } is aan de beurt, maar de muurronde wacht op speler { $waits }
pos-round-gate-placed = de muurronde wacht op de stadspoort, maar de poort ligt al
pos-round-no-gate = de muurronde wacht op een muurdeel of toren, maar er is geen stadspoort
pos-closing-beside-no-tile = een sluitend muurdeel naast geen enkele tegel
pos-not-built = de stelling kon niet worden opgebouwd
pos-towers-left-length = towers_left moet één getal per speler geven ({ $players }), niet { $n }
pos-wall-without-gate = muurdelen of torens, maar geen stadspoort
pos-wall-off-table = een muurdeel buiten de tafel
pos-gate-not-outside = de stadspoort moet tussen een tegel en een leeg vak van de open buitenkant liggen (R-C7)
pos-wall-not-continuing = het muurdeel op zijde { $side } zet de muur niet voort langs de rand van de stad (R-C7)
pos-guard-of-absent = een wachter van een speler die niet meespeelt
pos-wall-supply-too-high = { $n ->
        [one] { $n } muurdeel
       *[other] { $n } muurdelen
    } in voorraad en { $placed } op het bord: meer dan de { $most } in de doos
pos-tower-of-absent = een toren van speler { $player }, die niet meespeelt
pos-tower-off-arm = een toren na muurdeel { $at } van een uiteinde met { $n } muurdelen (R-C12)
pos-too-many-towers = speler { $player } heeft nog { $n ->
        [one] { $n } toren
       *[other] { $n } torens
    } en { $used } geplaatst: meer dan de { $share } per speler

## Wat de scenario-editor weigert

edit-refused-unknown-tile = onbekende tegel "{ $tile }"
edit-refused-cell-has-tile = op vak { $cell } ligt al een tegel
edit-refused-no-tile = geen tegel op { $cell }
edit-refused-follower-there = er staat al een volgeling op { $on } op { $cell }
edit-refused-no-follower = geen volgeling op { $on } op { $cell }
edit-refused-city-only = muren, wachters en torens horen bij De Stad
edit-refused-gate-first = leg eerst de stadspoort: de muur groeit vanaf de poort
edit-refused-wall-needs-sound = de muur kan alleen groeien in een stelling zonder problemen: { $problem }
edit-refused-not-continuing = zijde { $side } van { $cell } zet geen van beide uiteinden van de muur voort langs de rand van de stad (R-C7)
edit-refused-no-piece-at-end = geen muurdeel aan dat uiteinde
edit-refused-no-wall-piece = geen muurdeel op zijde { $side } van { $cell } (wachters staan op muurdelen, niet op de poort)
edit-refused-tower-needs-gate = torens staan aan de uiteinden van de muur: leg eerst de stadspoort
edit-refused-tower-there = aan dat uiteinde staat al een toren
edit-refused-no-tower = er is geen toren { $n }
edit-refused-no-such-stack = de stapels zijn genummerd van 1 tot 3
edit-refused-no-question = er is geen vraag { $n }
edit-refused-no-player = er is geen speler { $player }
edit-refused-strict = niet toegestaan in de strenge modus: { $problem }

## Waarom de engine een vraag niet kan beantwoorden

answer-fail-no-player = er is geen speler { $player }
answer-fail-no-tile = geen tegel op { $cell }
answer-fail-no-feature = tegel { $tile } op { $cell } heeft geen gebied op "{ $on }"
answer-fail-unknown-tile = onbekende tegel "{ $tile }"

## Bestandsfouten: de uitleg na de eerste zin
# De meldingen van RON zelf en de redenen van het systeem ($e) blijven zoals ze komen.

file-problem-at = { $file }, regel { $line }, kolom { $column }: { $problem }
file-problem-in = { $file }: { $problem }
file-problem-cannot-read = kan niet worden gelezen: { $e }
file-problem-cannot-write = kan niet { $step }: { $e }
file-problem-step-folder = de map maken
file-problem-step-write = de nieuwe versie schrijven (de vorige blijft bewaard)
file-problem-step-replace = de vorige versie vervangen (die blijft bewaard)
file-problem-cannot-move-aside = kan niet opzij worden gezet: { $e }
file-problem-cannot-delete = kan niet worden verwijderd: { $e }
file-problem-kind-save = opgeslagen spel
file-problem-kind-scenario = scenario
file-problem-kind-recent = lijst recente bestanden
file-problem-kind-course = cursus
file-problem-kind-progress = cursusvoortgang
file-problem-kind-settings = instellingen
file-problem-version-newer = { $kind }: formaatversie { $found } is geschreven door een nieuwere versie van Carcassonne studio (deze leest versie 1 tot { $reads }): werk het programma bij om het te openen
file-problem-version-unknown = { $kind }: formaatversie { $found } wordt niet ondersteund (dit programma leest versie 1 tot { $reads })
file-problem-players = { $n ->
        [one] { $n } speler
       *[other] { $n } spelers
    }: het spel is voor 2 tot { $most } spelers
file-problem-question-player = vraag { $question } gaat over speler { $player }, maar de stelling heeft { $n ->
        [one] { $n } speler
       *[other] { $n } spelers
    }
file-problem-position = onmogelijke stelling: { $problem }
file-problem-start-position = onmogelijke beginstelling: { $problem }
file-problem-unknown-content = geen tegelset (tiles), opgeslagen spel (setup, moves) of scenario (position)
file-problem-picture-name = een afbeelding van het bord wordt als .svg of .png geschreven: geef het bestand zo'n naam
study-problem-variation = variant bij zet { $move }:{" "}
study-problem-no-such-tile = zet { $move }: geen tegel "{ $tile }" in de tegelset
study-problem-move = zet { $move }: { $e }
study-problem-note-off = een notitie bij zet { $move }, die de lijn niet heeft
study-problem-line-too-short = de lijn heeft { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    }
study-problem-no-moves = er staan geen zetten in
