# Texts of the starter scenarios and lessons (notes, questions, explanations).
#
# Teksten van de startscenario's en de lessen van de cursus; de ids en hun
# patroon: en-scenarios.ftl. Stoel 1 heet Oranje, stoel 2 Blauw, naar de
# standaardkleuren van de app. Woorden van het spel: docs/glossary.md.

## 01-fields-h-tile
scenario-01-fields-h-tile-title = Eén weiland, twee steden (tegel H)
scenario-01-fields-h-tile-description = Tegel H heeft twee aparte steden en één weiland dat aan beide grenst (R-B4). Beide steden zijn af. Oranje is boer op het weiland van H; Blauw op het weiland ten noorden van de bovenste stad.
scenario-01-fields-h-tile-note-1 = De boer van Oranje: het weiland van H grenst aan de noordelijke en aan de zuidelijke stad.
scenario-01-fields-h-tile-note-2 = De boer van Blauw: dit weiland grenst alleen aan de noordelijke stad.
scenario-01-fields-h-tile-question-1-ask = Wat scoort het weiland van Oranje aan het eind?
scenario-01-fields-h-tile-question-1-explanation = Het grenst aan 2 voltooide steden: 2 x 3 = 6 (R-B3, R-B4).
scenario-01-fields-h-tile-question-2-ask = Hoeveel punten heeft Blauw in totaal als het spel nu eindigde?
scenario-01-fields-h-tile-question-2-explanation = Het weiland van Blauw grenst alleen aan de noordelijke stad: 3. De noordelijke stad telt in beide weilanden mee (R-B3).

## 02-majority-tie
scenario-02-majority-tie-title = Bij gelijkspel krijgen beiden de hele stad
scenario-02-majority-tie-description = Oranje en Blauw hebben elk een ridder in een stad waar de getrokken tegel N bij kan komen. Twee keer gedraaid en gelegd op (0, -1) maakt N een stad van 3 tegels af, met één ridder van elk.
scenario-02-majority-tie-note-1 = Leg N hier, twee keer gedraaid: zijn stad wijst dan naar het zuiden en het oosten.
scenario-02-majority-tie-question-1-ask = Hoeveel toegestane plaatsingen heeft de getrokken tegel N?
scenario-02-majority-tie-question-1-explanation = (0,-1): 1 (stad naar het zuiden en het oosten); 6 andere vrije vakken met elk 2: 13. Draaiingen die er hetzelfde uitzien, tellen één keer.
scenario-02-majority-tie-question-2-ask = Als het spel nu eindigde (voordat N ligt), wat zou Oranje dan scoren?
scenario-02-majority-tie-question-2-explanation = De stad van Oranje is één tegel groot en onvoltooid: 1 punt (deel 2, einde van het spel).

## 03-majority-more-knights
scenario-03-majority-more-knights-title = De meeste ridders krijgen de stad
scenario-03-majority-more-knights-description = Een open stad van drie tegels met één wapenschild: Oranje heeft er twee ridders in, Blauw één. Alleen de meerderheid scoort (deel 1).
scenario-03-majority-more-knights-note-1 = De ridder van Blauw: in de minderheid.
scenario-03-majority-more-knights-question-1-ask = Hoeveel is de stad aan het eind waard, en voor wie?
scenario-03-majority-more-knights-question-1-explanation = Onvoltooide stad: 3 tegels + 1 wapenschild = 4, alleen voor Oranje (2 ridders tegen 1).
scenario-03-majority-more-knights-question-2-ask = Wat scoort Blauw als het spel nu eindigde?
scenario-03-majority-more-knights-question-2-explanation = Blauw heeft niet de meerderheid.

## 04-monastery-at-the-end
scenario-04-monastery-at-the-end-title = Een klooster aan het eind van het spel
scenario-04-monastery-at-the-end-description = De monnik van Oranje staat op een klooster met twee buren. Eindigt het spel nu, dan scoort een onvoltooid klooster 1 punt per tegel in zijn gebied van 3x3, zichzelf meegeteld.
scenario-04-monastery-at-the-end-note-1 = 3 van de 9 vakken zijn gevuld.
scenario-04-monastery-at-the-end-question-1-ask = Wat levert het klooster voor Oranje op als het spel nu eindigde?
scenario-04-monastery-at-the-end-question-1-explanation = Het klooster en 2 buren: 3 (deel 2, einde van het spel).

## 05-road-into-city
scenario-05-road-into-city-title = Een weg die een stad in loopt, eindigt daar
scenario-05-road-into-city-description = De weg van tegel T eindigt bij zijn stad. De struikrover van Blauw staat op een weg van T naar het zuiden, via een recht stuk; aan het zuideinde is de weg nog open.
scenario-05-road-into-city-note-1 = De weg eindigt bij de stad: dit uiteinde is afgesloten.
scenario-05-road-into-city-note-2 = Het zuidelijke uiteinde is nog open.
scenario-05-road-into-city-question-1-ask = Hoeveel is de weg van Blauw waard als het spel nu eindigde?
scenario-05-road-into-city-question-1-explanation = Onvoltooide weg: 2 tegels x 1 (deel 2, einde van het spel).

## 06-unplaceable-tile
scenario-06-unplaceable-tile-title = Een tegel die nergens past
scenario-06-unplaceable-tile-description = De enige tegel op tafel toont aan elke kant een stad. Een kloostertegel (rondom weiland) kan nergens liggen: hij gaat uit het spel en dezelfde speler trekt opnieuw (R-B1).
scenario-06-unplaceable-tile-note-1 = Elke open zijde is stad.
scenario-06-unplaceable-tile-question-1-ask = Past de kloostertegel B ergens?
scenario-06-unplaceable-tile-question-1-explanation = Een tegel op een vak naast C moet een stad naar C toe keren; B heeft er geen (R-B1).
scenario-06-unplaceable-tile-question-2-ask = En E, die daarna getrokken wordt?
scenario-06-unplaceable-tile-question-2-explanation = De stad van E kan van elke kant aan de stad van C grenzen.

## 07-road-loop
scenario-07-road-loop-title = Een rondweg telt elke tegel één keer
scenario-07-road-loop-description = De oost- en zuidweg van tegel L eindigen elk op zijn kruispunt. Bochten verbinden ze: de getrokken V sluit een rondweg die twee keer langs L komt. Leg V op (0, 1), twee keer gedraaid.
scenario-07-road-loop-note-1 = Leg V hier, twee keer gedraaid, en zet er een struikrover op.
scenario-07-road-loop-question-1-ask = Hoeveel toegestane plaatsingen heeft V?
scenario-07-road-loop-question-1-explanation = (0,1): 1; (-1,0), (1,-1), (2,0), (2,1), (1,2): elk 2; ten noorden van L: geen (V heeft geen stad). 11.
scenario-07-road-loop-question-2-ask = De struikrover van Oranje op de oostelijke weg: hoeveel is die waard als het spel nu eindigde?
scenario-07-road-loop-question-2-explanation = Zolang de rondweg niet gesloten is, heeft de weg 3 tegels: 1 per tegel (deel 2). Gesloten zou hij 4 tegels en 4 punten hebben: L telt één keer.

## 08-city-pays-each-field
scenario-08-city-pays-each-field-title = Eén stad telt mee in elk weiland dat eraan grenst
scenario-08-city-pays-each-field-description = De stad van tegel G loopt van oost naar west en is aan beide kanten af. Oranje is boer op het weiland ten noorden ervan, Blauw op dat ten zuiden. Weilanden worden één voor één geteld (R-B3): de stad telt in elk mee.
scenario-08-city-pays-each-field-note-1 = Oranje in het noorden, Blauw in het zuiden: beide weilanden grenzen aan dezelfde stad.
scenario-08-city-pays-each-field-question-1-ask = Wat scoort Oranje aan het eind?
scenario-08-city-pays-each-field-question-1-explanation = 1 voltooide stad x 3 (R-B3).
scenario-08-city-pays-each-field-question-2-ask = En Blauw?
scenario-08-city-pays-each-field-question-2-explanation = Dezelfde stad telt opnieuw mee in het weiland van Blauw (R-B3).

## 09-open-city-feeds-no-farmer
scenario-09-open-city-feeds-no-farmer-title = Alleen voltooide steden leveren boeren punten op
scenario-09-open-city-feeds-no-farmer-description = De boer van Oranje grenst aan een stad die nog open is. Aan het eind leveren weilanden alleen 3 punten op voor voltooide steden (deel 2, einde van het spel).
scenario-09-open-city-feeds-no-farmer-note-1 = Deze stad is aan de noordkant open.
scenario-09-open-city-feeds-no-farmer-question-1-ask = Hoeveel is het weiland van Oranje aan het eind waard?
scenario-09-open-city-feeds-no-farmer-question-1-explanation = De enige stad waaraan het grenst, is onvoltooid (R-B3).

## 10-shields-in-an-open-city
scenario-10-shields-in-an-open-city-title = Wapenschilden in een onvoltooide stad
scenario-10-shields-in-an-open-city-description = De ridder van Blauw bezet een open stad van twee tegels, waarvan één met een wapenschild. Aan het eind scoort een onvoltooide stad 1 punt per tegel en 1 per wapenschild; voltooid zou ze 2 per tegel en 2 per wapenschild scoren.
scenario-10-shields-in-an-open-city-note-1 = Tegel M heeft een wapenschild.
scenario-10-shields-in-an-open-city-question-1-ask = Wat scoort de stad van Blauw als het spel nu eindigde?
scenario-10-shields-in-an-open-city-question-1-explanation = 2 tegels + 1 wapenschild (deel 2, einde van het spel).

## 11-no-second-knight
scenario-11-no-second-knight-title = Geen volgeling op een bezet gebied
scenario-11-no-second-knight-description = De ridder van Blauw staat in de stad van de starttegel. Oranje trekt G. Ten noorden van de starttegel gelegd, verlengt G de stad van Blauw: Oranje mag G daar leggen, maar geen ridder in die stad zetten (deel 2, stap 2), ook niet om haar te delen.
scenario-11-no-second-knight-note-1 = G hier verlengt de stad van Blauw: geen ridder voor Oranje.
scenario-11-no-second-knight-question-1-ask = Hoeveel toegestane plaatsingen heeft G?
scenario-11-no-second-knight-question-1-explanation = Ten noorden, met de stad van noord naar zuid (1); ten zuiden, met de stad van oost naar west, zodat een weiland aan het weiland van de starttegel grenst (1). Oost en west vragen een weg.
scenario-11-no-second-knight-question-2-ask = Hoeveel is de stad van Blauw nu waard, als het spel eindigde?
scenario-11-no-second-knight-question-2-explanation = 1 tegel, onvoltooid.

## 12-two-tile-city-option
scenario-12-two-tile-city-option-title = De oude regel voor steden van twee tegels (optie)
scenario-12-two-tile-city-option-description = Een stad van twee tegels is af. Volgens de regel van de 3e editie scoort ze 4 (2 per tegel). Dit scenario zet de optie voor de oude regel aan (R-B2), waarbij een voltooide stad van twee tegels maar 2 scoort.
scenario-12-two-tile-city-option-note-1 = Een afgesloten stad van twee tegels.
scenario-12-two-tile-city-option-question-1-ask = Met de oude regel aan: hoeveel is de afgesloten stad waard?
scenario-12-two-tile-city-option-question-1-explanation = Optie R-B2: 1 per tegel en 1 per wapenschild voor een voltooide stad van 2 tegels.

## 13-field-touches-a-city-twice
scenario-13-field-touches-a-city-twice-title = Een weiland dat één stad op twee tegels raakt
scenario-13-field-touches-a-city-twice-description = De stad van G wordt aan beide kanten afgesloten door E-tegels. Ten noorden ervan verbinden twee kloostertegels het noordelijke weiland van G met dat van de oostelijke E. Dat ene weiland raakt dezelfde stad op twee tegels: de stad telt één keer.
scenario-13-field-touches-a-city-twice-note-1 = De boer van Oranje.
scenario-13-field-touches-a-city-twice-question-1-ask = Wat scoort het weiland van Oranje aan het eind?
scenario-13-field-touches-a-city-twice-question-1-explanation = Eén voltooide stad, één keer geteld, op hoeveel tegels ze ook aan het weiland grenst (R-B3).

## 14-city-gates-gate-ends-road
scenario-14-city-gates-gate-ends-road-title = Stadspoorten: een poort beëindigt een weg en sluit zijn stad
scenario-14-city-gates-gate-ends-road-description = De optie De Stadspoorten staat aan. De stadspoort van tegel fcfg (west) kijkt uit op de weg van de starttegel. De ridder van Oranje staat in de stad achter de poort, de struikrover van Blauw op de weg.
scenario-14-city-gates-gate-ends-road-note-1 = De poort kijkt uit op een weg: dat mag (R-G1). Hij beëindigt de weg (R-G4) en is geen open zijde van de stad (R-G3).
scenario-14-city-gates-gate-ends-road-question-1-ask = Hoeveel is de weg van Blauw waard als het spel nu eindigde?
scenario-14-city-gates-gate-ends-road-question-1-explanation = De weg loopt niet door de poort verder (R-G4): hij is 1 tegel lang en aan zijn westelijke uiteinde nog open, dus 1 punt (deel 2, einde van het spel).
scenario-14-city-gates-gate-ends-road-question-2-ask = Hoeveel is de stad van Oranje waard als het spel nu eindigde?
scenario-14-city-gates-gate-ends-road-question-2-explanation = De stad is 1 tegel groot. Ze is alleen open aan haar oostelijke stadszijde, niet bij de poort (R-G3), dus onvoltooid: 1 punt.

## 15-the-city-guards-and-a-hole
scenario-15-the-city-guards-and-a-hole-title = De Stad: wachters kijken langs hun rij, tot aan een gat
scenario-15-the-city-guards-and-a-hole-description = Oranje heeft twee wachters op de muur, aan de twee uiteinden van de middelste rij. Tussen hen heeft de rij een gat: een leeg vak binnen de stad. De muur loopt van de poort (ten westen van de noordelijke rij) langs de zuidkant tot het oosteinde van de middelste rij. De standen staan op nul, zodat de telling duidelijk is.
scenario-15-the-city-guards-and-a-hole-note-1 = Een gat: hier ligt geen tegel, en er is geen uitweg naar buiten.
scenario-15-the-city-guards-and-a-hole-note-2 = De wachter van Oranje op de westmuur kijkt naar het oosten: Chateau Comtal (historisch) en één openbaar gebouw, dan het gat.
scenario-15-the-city-guards-and-a-hole-note-3 = De tweede wachter van Oranje kijkt naar het westen: één openbaar gebouw, dan het gat. Hij mag hier staan, omdat het gat tussen hem en de andere wachter ligt (R-C11).
scenario-15-the-city-guards-and-a-hole-question-1-ask = Hoeveel punten heeft Oranje in totaal als het spel nu eindigde?
scenario-15-the-city-guards-and-a-hole-question-1-explanation = Elke wachter scoort apart (R-C16) en kijkt langs zijn rij naar binnen, tot het eerste lege vak. Westelijke wachter: historisch 3 + openbaar 2 = 5. Oostelijke wachter: openbaar 2. Oranje: 7. Aan het eind wordt de muur langs de noordkant voltooid, maar dat sluit alleen straten zonder volgelingen af, en die scoren niets.
scenario-15-the-city-guards-and-a-hole-question-2-ask = Hoeveel plaatsingen heeft de getrokken tegel (geen straten, rondom huizen)?
scenario-15-the-city-guards-and-a-hole-question-2-explanation = Het gat, en de twee lege vakken ten noorden en ten oosten van de tegel op de noordoosthoek. Het vak ten zuiden van die tegel ligt buiten een muurdeel (R-C4). Vakken buiten een muurdeel zijn gesloten voor tegels (R-C4), en de vakken ten noorden van de noordelijke rij grenzen aan straten, en daar moet een straat tegenover liggen (R-C2). De tegel is in elke draaiing gelijk, dus elk vak telt één keer.

## 16-the-city-streets-at-the-end
scenario-16-the-city-streets-at-the-end-title = De Stad: aan het eind sluit de muur straten af naar buiten, niet naar een gat
scenario-16-the-city-streets-at-the-end-description = De burger van Oranje staat op een straat van twee tegels waarvan beide uiteinden uitkomen aan de noordkant van de stad, waar geen muur staat. De burger van Blauw staat op een straat van één tegel die op een gat uitkomt. De standen staan op nul, zodat de telling duidelijk is.
scenario-16-the-city-streets-at-the-end-note-1 = Een gat: een leeg vak binnen de stad, zonder uitweg naar buiten.
scenario-16-the-city-streets-at-the-end-note-2 = De straat van Oranje verlaat de stad aan de noordkant van deze tegel en van de volgende. Daar staat nog geen muur.
scenario-16-the-city-streets-at-the-end-note-3 = De straat van Blauw loopt naar het zuiden het gat in.
scenario-16-the-city-streets-at-the-end-question-1-ask = Hoeveel punten heeft Oranje in totaal als het spel nu eindigde?
scenario-16-the-city-streets-at-the-end-question-1-explanation = Aan het eind wordt de muur langs de rest van de omtrek van de stad voltooid (R-C14). De nieuwe muurdelen sluiten beide uiteinden van de straat van Oranje af (R-C13), dus die is voltooid: 2 tegels, 1 punt per tegel bij 1-3 tegels = 2.
scenario-16-the-city-streets-at-the-end-question-2-ask = Hoeveel punten heeft Blauw in totaal als het spel nu eindigde?
scenario-16-the-city-streets-at-the-end-question-2-explanation = Geen muurdeel kan een straat afsluiten die in een gat uitkomt. Als de muur voltooid is, keert elke volgeling op een onvoltooide straat of markt zonder punten terug naar zijn speler (R-C14).
scenario-16-the-city-streets-at-the-end-question-3-ask = Hoeveel plaatsingen heeft de getrokken tegel (een straat naar maar één kant)?
scenario-16-the-city-streets-at-the-end-question-3-explanation = Een straatzijde moet aan een straatzijde liggen en een zijde zonder straat aan een zijde zonder straat (R-C2). Het gat: alleen straat naar het noorden (1). Ten noorden van de twee straateinden van Oranje: straat naar het zuiden (1 + 1). Ten noorden van de tegel van Blauw, waarvan de noordzijde geen straat heeft: straat naar N, O of W (3). Ten noorden van de tegel met de straat aan zijn noordzijde: straat naar het zuiden (1). Ten noorden en ten oosten van de noordoostelijke tegel, die rondom geen straat heeft: 3 + 3. De vakken ten westen van de poort en ten zuiden van de noordoostelijke tegel liggen buiten de muur (R-C4). 1 + 2 + 3 + 1 + 3 + 3 = 13.

## 17-city-gates-farmer-at-a-gate
scenario-17-city-gates-farmer-at-a-gate-title = Stadspoorten: een boer naast een poort, en waar de tegel met vier poorten mag liggen
scenario-17-city-gates-farmer-at-a-gate-description = De optie De Stadspoorten staat aan. Ten westen van de starttegel draagt rfrg een kleine stad achter zijn noordpoort: de poort sluit haar af, dus ze was af op het moment dat de tegel werd gelegd (R-G3). De boer van Oranje staat op het weiland naast die poort. Blauw heeft de tegel met vier poorten getrokken.
scenario-17-city-gates-farmer-at-a-gate-note-1 = De stad achter de poort heeft helemaal geen stadszijde: niets kan haar open laten (R-G3, E-8).
scenario-17-city-gates-farmer-at-a-gate-note-2 = De tegel met vier poorten kan hier niet liggen: een poort ligt nooit tegenover een stadszijde (R-G1).
scenario-17-city-gates-farmer-at-a-gate-question-1-ask = Hoeveel is het weiland van Oranje waard als het spel nu eindigde?
scenario-17-city-gates-farmer-at-a-gate-question-1-explanation = Het weiland reikt tot de kleine weilandhelften van de poort (R-G5), dus grenst het aan de stad achter de poort. Die stad is voltooid, dus de boer scoort er 3 voor (R-B3). De stad van de starttegel is open: die levert niets op.
scenario-17-city-gates-farmer-at-a-gate-question-2-ask = Hoeveel plaatsingen heeft de tegel met vier poorten?
scenario-17-city-gates-farmer-at-a-gate-question-2-explanation = Een poort mag tegenover een weg, een weiland of een andere poort liggen, nooit tegenover een stad (R-G1). Ten oosten van de starttegel (zijn weg), ten zuiden ervan (weiland), ten noorden van rfrg (zijn poort), ten westen van rfrg (zijn weg) en ten zuiden van rfrg (weiland): 5 vakken. Ten noorden van de starttegel ligt zijn stad: nee. Gedraaid ziet de tegel er hetzelfde uit, dus elk vak telt één keer (E-1).

## 18-close-your-city
scenario-18-close-your-city-title = Maak je stad af
scenario-18-close-your-city-description = De ridder van Oranje bezet een stad van twee tegels die aan één kant open is. Oranje trok een stadsrand (E). Afgemaakt scoort een stad meteen 2 punten per tegel voor haar ridder (R-B3); open wacht ze tot het eind, voor 1 per tegel.
scenario-18-close-your-city-note-1 = De enige open zijde van de stad grenst aan dit vak.
scenario-18-close-your-city-question-1-ask = Doe een zet die Oranje minstens 6 punten oplevert.
scenario-18-close-your-city-question-1-explanation = De stadsrand, zo gedraaid dat hij naar het westen wijst, maakt de stad af: 3 tegels x 2 = 6 voor de ridder van Oranje, meteen (R-B3). Oranje krijgt de ridder ook terug, voor de volgende stad.

## 19-finish-the-road
scenario-19-finish-the-road-title = Maak de weg af
scenario-19-finish-the-road-description = De struikrover van Oranje staat op een weg die bij een kruispunt begint en naar het zuiden buigt. Oranje trok een klooster met een weg (A). Een weg is af als hij aan beide kanten ophoudt: bij een kruispunt, een stad, een klooster of in een rondweg (R-B2).
scenario-19-finish-the-road-note-1 = Het open uiteinde van de weg wijst hierheen.
scenario-19-finish-the-road-question-1-ask = Doe een zet die Oranje minstens 4 punten oplevert.
scenario-19-finish-the-road-question-1-explanation = Met de weg van het klooster naar het noorden gedraaid, eindigt de weg bij het klooster: kruispunt, starttegel, bocht en klooster, 4 tegels x 1 = 4 voor de struikrover van Oranje (R-B2). Oranje kan zelfs een monnik op het nieuwe klooster zetten.

## 20-the-ninth-tile
scenario-20-the-ninth-tile-title = De negende tegel van het klooster
scenario-20-the-ninth-tile-description = De monnik van Oranje staat op een klooster waarvan zeven van de acht buren liggen. Oranje trok een bocht (V). Een klooster is af als alle acht vakken eromheen gevuld zijn: 9 punten, zichzelf meegeteld.
scenario-20-the-ninth-tile-note-1 = Het enige lege vak rond het klooster.
scenario-20-the-ninth-tile-question-1-ask = Doe een zet die Oranje minstens 9 punten oplevert.
scenario-20-the-ninth-tile-question-1-explanation = Maar één draaiing van de bocht past in het gat: weiland naar het noorden en het westen, de weg naar het oosten en het zuiden. Het klooster is af: 9 voor de monnik van Oranje, en de monnik komt terug.

## 21-best-move-take-the-points
scenario-21-best-move-take-the-points-title = Vind de beste zet: pak de punten
scenario-21-best-move-take-the-points-description = De ridder van Oranje bezet een stad van twee tegels met een wapenschild, open naar het noorden. Oranje trok een stadsrand (E). De sterke computerspeler waardeert elke zet door het spel vele keren uit te spelen; de beste zet is die waarvan hij het meest verwacht.
scenario-21-best-move-take-the-points-note-1 = De open zijde van de stad grenst aan dit vak.
scenario-21-best-move-take-the-points-question-1-ask = Vind de beste zet.
scenario-21-best-move-take-the-points-question-1-explanation = Maak de stad af: 3 tegels x 2 + het wapenschild x 2 = 8 voor Oranje, meteen (R-B3), en de ridder komt terug om opnieuw ingezet te worden. Een punt nu is meer waard dan hoop op later.

## 22-best-move-not-blues-city
scenario-22-best-move-not-blues-city-title = Vind de beste zet: jouw stad, niet die van Blauw
scenario-22-best-move-not-blues-city-description = De ridder van Oranje bezet de stad van de starttegel en die van Blauw de stad ernaast; elke stad heeft nog één rand nodig. Oranje trok een stadsrand (E): die kan elk van beide steden afmaken, en een afgemaakte stad betaalt haar ridder meteen.
scenario-22-best-move-not-blues-city-note-1 = De stad van Oranje is hier open.
scenario-22-best-move-not-blues-city-note-2 = De stad van Blauw is hier open.
scenario-22-best-move-not-blues-city-question-1-ask = Vind de beste zet.
scenario-22-best-move-not-blues-city-question-1-explanation = Maak je eigen stad af: 2 tegels x 2 = 4 voor Oranje, en de ridder komt terug. Dezelfde stadsrand bij de stad van Blauw zou Blauw de 4 punten en zijn ridder teruggeven.

## 23-share-blues-city
scenario-23-share-blues-city-title = Deel de stad van Blauw
scenario-23-share-blues-city-description = De ridder van Blauw bezet de stad van de starttegel; de ridder van Oranje een stadsrand in het noordoosten. Oranje trok een hoekstad (N). Ridders in steden die door een tegel worden verbonden, delen de stad: met één ridder elk scoren beiden haar volledig (R-B3).
scenario-23-share-blues-city-note-1 = Beide steden grenzen aan dit vak.
scenario-23-share-blues-city-question-1-ask = Verbind je stad met die van Blauw door de getrokken tegel, zonder volgeling.
scenario-23-share-blues-city-question-1-explanation = De hoekstad, zo gedraaid dat ze naar het zuiden en het oosten wijst, verbindt beide steden en maakt ze samen af: 3 tegels x 2 = 6, en met elk één ridder scoren Oranje en Blauw allebei 6 (R-B3).

## 24-stop-blues-city
scenario-24-stop-blues-city-title = Houd de stad van Blauw tegen
scenario-24-stop-blues-city-description = De ridder van Blauw bezet de stad van de starttegel. Ze heeft nog één tegel nodig, op het vak ten noorden ervan, waar ook een andere stad eindigt: daar past alleen een tegel met stad aan twee tegenover elkaar liggende zijden (F, G of H), en geen daarvan heeft een weg. Oranje trok een gebogen weg (V).
scenario-24-stop-blues-city-note-1 = De stad van Blauw heeft een tegel op dit vak nodig.
scenario-24-stop-blues-city-question-1-ask = Doe een zet die de stad van Blauw tegenhoudt: daarna kan geen resterende tegel haar nog afmaken.
scenario-24-stop-blues-city-question-1-explanation = De bocht ten westen van het open vak, zo gedraaid dat de weg naar het noorden en het oosten loopt, richt een weg op dat vak. Het vak vraagt nu een stad naar het noorden en het zuiden en een weg naar het westen, en geen tegel heeft dat: de stad van Blauw kan nooit meer af, en de ridder van Blauw blijft de rest van het spel op het bord staan (aan het eind scoort hij 1 punt per tegel, R-B3). Dezelfde bocht met de weg naar het noorden en het westen laat daar een weiland, en dan maken F, G of H de stad nog steeds af.

## Titels van de lessen (assets/course.ron)
lesson-01-fields-h-tile = Boeren en voltooide steden
lesson-02-majority-tie = Een stad delen
lesson-03-majority-more-knights = Meer ridders winnen de stad
lesson-04-monastery-at-the-end = Een klooster dat open blijft
lesson-05-road-into-city = Waar een weg eindigt
lesson-06-unplaceable-tile = Een tegel die nergens past
lesson-07-road-loop = Een rondweg
lesson-08-city-pays-each-field = Eén stad, twee weilanden
lesson-09-open-city-feeds-no-farmer = Open steden leveren boeren niets op
lesson-10-shields-in-an-open-city = Wapenschilden in een open stad
lesson-11-no-second-knight = Geen tweede ridder
lesson-12-two-tile-city-option = De optie voor kleine steden
lesson-13-field-touches-a-city-twice = Een stad telt één keer per weiland
lesson-14-city-gates-gate-ends-road = De Stadspoorten: een poort beëindigt een weg
lesson-15-the-city-guards-and-a-hole = De Stad: wachters en een gat
lesson-16-the-city-streets-at-the-end = De Stad: straten aan het eind
lesson-17-city-gates-farmer-at-a-gate = De Stadspoorten: een boer bij een poort
lesson-18-close-your-city = Maak je stad af
lesson-19-finish-the-road = Maak de weg af
lesson-20-the-ninth-tile = Voltooi een klooster
lesson-21-best-move-take-the-points = Vind de beste zet: pak de punten
lesson-22-best-move-not-blues-city = Vind de beste zet: jouw stad, niet die van Blauw
lesson-23-share-blues-city = Deel een stad
lesson-24-stop-blues-city = Houd de stad van Blauw tegen
