# Texts of the starter scenarios and lessons (notes, questions, explanations).
#
# Texte der Einstiegsszenarien und der Lektionen des Kurses; die IDs und ihr
# Muster: en-scenarios.ftl. Platz 1 heißt Orange, Platz 2 Blau, nach den
# Standardfarben der App. Wörter des Spiels: docs/glossary.md.

## 01-fields-h-tile
scenario-01-fields-h-tile-title = Eine Wiese, zwei Städte (Karte H)
scenario-01-fields-h-tile-description = Karte H hat zwei getrennte Städte und eine Wiese, die an beide grenzt (R-B4). Beide Städte sind fertig. Orange ist Bauer auf der Wiese von H, Blau auf der Wiese nördlich der oberen Stadt.
scenario-01-fields-h-tile-note-1 = Der Bauer von Orange: Die Wiese von H grenzt an die nördliche und an die südliche Stadt.
scenario-01-fields-h-tile-note-2 = Der Bauer von Blau: Diese Wiese grenzt nur an die nördliche Stadt.
scenario-01-fields-h-tile-question-1-ask = Wie viele Punkte bringt die Wiese von Orange am Ende?
scenario-01-fields-h-tile-question-1-explanation = Sie grenzt an 2 fertige Städte: 2 x 3 = 6 (R-B3, R-B4).
scenario-01-fields-h-tile-question-2-ask = Wie viele Punkte hat Blau insgesamt, wenn das Spiel jetzt endete?
scenario-01-fields-h-tile-question-2-explanation = Die Wiese von Blau grenzt nur an die nördliche Stadt: 3. Die nördliche Stadt zählt in beiden Wiesen (R-B3).

## 02-majority-tie
scenario-02-majority-tie-title = Bei Gleichstand bekommen beide die ganze Stadt
scenario-02-majority-tie-description = Orange und Blau haben je einen Ritter in Städten, an die die gezogene Karte N anschließen kann. Zweimal gedreht und an (0, -1) gelegt, schließt N eine Stadt aus 3 Karten mit je einem Ritter.
scenario-02-majority-tie-note-1 = Lege N hier an, zweimal gedreht: Die Stadt darauf zeigt dann nach Süden und Osten.
scenario-02-majority-tie-question-1-ask = Wie viele erlaubte Anlegestellen hat die gezogene Karte N?
scenario-02-majority-tie-question-1-explanation = (0,-1): 1 (Stadt nach Süden und Osten); 6 andere freie Felder mit je 2: 13. Drehungen, die gleich aussehen, zählen einmal.
scenario-02-majority-tie-question-2-ask = Wenn das Spiel jetzt endete (bevor N liegt), wie viele Punkte bekäme Orange?
scenario-02-majority-tie-question-2-explanation = Die Stadt von Orange ist eine Karte groß und unfertig: 1 Punkt (Abschnitt 2, Spielende).

## 03-majority-more-knights
scenario-03-majority-more-knights-title = Die meisten Ritter bekommen die Stadt
scenario-03-majority-more-knights-description = Eine offene Stadt aus drei Karten mit einem Wappen: Orange hat zwei Ritter darin, Blau einen. Nur die Mehrheit wertet (Abschnitt 1).
scenario-03-majority-more-knights-note-1 = Der Ritter von Blau: in der Minderheit.
scenario-03-majority-more-knights-question-1-ask = Wie viel ist die Stadt am Ende wert, und für wen?
scenario-03-majority-more-knights-question-1-explanation = Unfertige Stadt: 3 Karten + 1 Wappen = 4, nur für Orange (2 Ritter gegen 1).
scenario-03-majority-more-knights-question-2-ask = Wie viele Punkte bekommt Blau, wenn das Spiel jetzt endete?
scenario-03-majority-more-knights-question-2-explanation = Blau hat nicht die Mehrheit.

## 04-monastery-at-the-end
scenario-04-monastery-at-the-end-title = Ein Kloster am Ende des Spiels
scenario-04-monastery-at-the-end-description = Der Mönch von Orange sitzt auf einem Kloster mit zwei Nachbarn. Endet das Spiel jetzt, zählt ein unvollendetes Kloster 1 Punkt je Karte in seinem 3x3-Feld, sich selbst eingerechnet.
scenario-04-monastery-at-the-end-note-1 = 3 der 9 Felder sind belegt.
scenario-04-monastery-at-the-end-question-1-ask = Was bringt das Kloster für Orange, wenn das Spiel jetzt endete?
scenario-04-monastery-at-the-end-question-1-explanation = Das Kloster und 2 Nachbarn: 3 (Abschnitt 2, Spielende).

## 05-road-into-city
scenario-05-road-into-city-title = Eine Straße, die in eine Stadt führt, endet dort
scenario-05-road-into-city-description = Die Straße von Karte T endet an ihrer Stadt. Der Wegelagerer von Blau steht auf einer Straße von T nach Süden über ein gerades Stück; am Südende ist die Straße noch offen.
scenario-05-road-into-city-note-1 = Die Straße endet an der Stadt: Dieses Ende ist abgeschlossen.
scenario-05-road-into-city-note-2 = Das Südende ist noch offen.
scenario-05-road-into-city-question-1-ask = Wie viel ist die Straße von Blau wert, wenn das Spiel jetzt endete?
scenario-05-road-into-city-question-1-explanation = Unfertige Straße: 2 Karten x 1 (Abschnitt 2, Spielende).

## 06-unplaceable-tile
scenario-06-unplaceable-tile-title = Eine Karte, die nirgends passt
scenario-06-unplaceable-tile-description = Die einzige Karte auf dem Tisch zeigt auf jeder Seite eine Stadt. Eine Klosterkarte (ringsum Wiese) kann nirgends liegen: Sie wird aus dem Spiel genommen, und derselbe Spieler zieht neu (R-B1).
scenario-06-unplaceable-tile-note-1 = Jede offene Seite ist Stadt.
scenario-06-unplaceable-tile-question-1-ask = Passt die Klosterkarte B irgendwo?
scenario-06-unplaceable-tile-question-1-explanation = Eine Karte auf einem Feld neben C muss C eine Stadt zuwenden; B hat keine (R-B1).
scenario-06-unplaceable-tile-question-2-ask = Und E, die als Nächste gezogen wird?
scenario-06-unplaceable-tile-question-2-explanation = Die Stadt von E kann von jeder Seite an die Stadt von C anschließen.

## 07-road-loop
scenario-07-road-loop-title = Eine Straßenschleife zählt jede Karte einmal
scenario-07-road-loop-description = Die Ost- und die Südstraße von Karte L enden je an ihrer Kreuzung. Kurven verbinden sie: Die gezogene V schließt eine Schleife, die zweimal an L vorbeiführt. Lege V an (0, 1), zweimal gedreht.
scenario-07-road-loop-note-1 = Lege V hier an, zweimal gedreht, und setze einen Wegelagerer darauf.
scenario-07-road-loop-question-1-ask = Wie viele erlaubte Anlegestellen hat V?
scenario-07-road-loop-question-1-explanation = (0,1): 1; (-1,0), (1,-1), (2,0), (2,1), (1,2): je 2; nördlich von L: keine (V hat keine Stadt). 11.
scenario-07-road-loop-question-2-ask = Der Wegelagerer von Orange auf der Oststraße: Wie viel ist er wert, wenn das Spiel jetzt endete?
scenario-07-road-loop-question-2-explanation = Bevor sich die Schleife schließt, hat die Straße 3 Karten: 1 je Karte (Abschnitt 2). Geschlossen hätte sie 4 Karten und 4 Punkte: L zählt einmal.

## 08-city-pays-each-field
scenario-08-city-pays-each-field-title = Eine Stadt zählt in jeder Wiese, an die sie grenzt
scenario-08-city-pays-each-field-description = Die Stadt von Karte G verläuft von Ost nach West und ist an beiden Enden geschlossen. Orange ist Bauer auf der Wiese nördlich davon, Blau auf der südlichen. Wiesen werden einzeln gewertet (R-B3): Die Stadt zählt in jeder.
scenario-08-city-pays-each-field-note-1 = Orange im Norden, Blau im Süden: Beide Wiesen grenzen an dieselbe Stadt.
scenario-08-city-pays-each-field-question-1-ask = Wie viele Punkte bekommt Orange am Ende?
scenario-08-city-pays-each-field-question-1-explanation = 1 fertige Stadt x 3 (R-B3).
scenario-08-city-pays-each-field-question-2-ask = Und Blau?
scenario-08-city-pays-each-field-question-2-explanation = Dieselbe Stadt zählt noch einmal in der Wiese von Blau (R-B3).

## 09-open-city-feeds-no-farmer
scenario-09-open-city-feeds-no-farmer-title = Nur fertige Städte bringen Bauern Punkte
scenario-09-open-city-feeds-no-farmer-description = Der Bauer von Orange grenzt an eine Stadt, die noch offen ist. Am Ende bringen Wiesen nur für fertige Städte 3 Punkte (Abschnitt 2, Spielende).
scenario-09-open-city-feeds-no-farmer-note-1 = Diese Stadt ist nach Norden offen.
scenario-09-open-city-feeds-no-farmer-question-1-ask = Wie viel ist die Wiese von Orange am Ende wert?
scenario-09-open-city-feeds-no-farmer-question-1-explanation = Die einzige Stadt, an die sie grenzt, ist unfertig (R-B3).

## 10-shields-in-an-open-city
scenario-10-shields-in-an-open-city-title = Wappen in einer unfertigen Stadt
scenario-10-shields-in-an-open-city-description = Der Ritter von Blau hält eine offene Stadt aus zwei Karten, eine davon mit Wappen. Am Ende zählt eine unfertige Stadt 1 Punkt je Karte und 1 je Wappen; fertig brächte sie 2 je Karte und 2 je Wappen.
scenario-10-shields-in-an-open-city-note-1 = Karte M trägt ein Wappen.
scenario-10-shields-in-an-open-city-question-1-ask = Wie viele Punkte bringt die Stadt von Blau, wenn das Spiel jetzt endete?
scenario-10-shields-in-an-open-city-question-1-explanation = 2 Karten + 1 Wappen (Abschnitt 2, Spielende).

## 11-no-second-knight
scenario-11-no-second-knight-title = Kein Gefolgsmann auf einem besetzten Gebiet
scenario-11-no-second-knight-description = Der Ritter von Blau steht in der Stadt der Startkarte. Orange zieht G. Nördlich der Startkarte gelegt, verlängert G die Stadt von Blau: Orange darf G dort anlegen, aber keinen Ritter in diese Stadt stellen (Abschnitt 2, Schritt 2), auch nicht, um sie zu teilen.
scenario-11-no-second-knight-note-1 = G hier verlängert die Stadt von Blau: kein Ritter für Orange.
scenario-11-no-second-knight-question-1-ask = Wie viele erlaubte Anlegestellen hat G?
scenario-11-no-second-knight-question-1-explanation = Im Norden, mit der Stadt von Nord nach Süd (1); im Süden, mit der Stadt von Ost nach West, sodass eine Wiese an der Wiese der Startkarte liegt (1). Osten und Westen verlangen eine Straße.
scenario-11-no-second-knight-question-2-ask = Wie viel ist die Stadt von Blau jetzt wert, wenn das Spiel endete?
scenario-11-no-second-knight-question-2-explanation = 1 Karte, unfertig.

## 12-two-tile-city-option
scenario-12-two-tile-city-option-title = Die alte Regel für Städte aus zwei Karten (Option)
scenario-12-two-tile-city-option-description = Eine Stadt aus zwei Karten ist fertig. Nach der Regel der 3. Edition zählt sie 4 (2 je Karte). Dieses Szenario schaltet die Option für die alte Regel ein (R-B2), nach der eine fertige Stadt aus zwei Karten nur 2 zählt.
scenario-12-two-tile-city-option-note-1 = Eine geschlossene Stadt aus zwei Karten.
scenario-12-two-tile-city-option-question-1-ask = Mit der alten Regel: Wie viel ist die geschlossene Stadt wert?
scenario-12-two-tile-city-option-question-1-explanation = Option R-B2: 1 je Karte und 1 je Wappen für eine fertige Stadt aus 2 Karten.

## 13-field-touches-a-city-twice
scenario-13-field-touches-a-city-twice-title = Eine Wiese, die eine Stadt auf zwei Karten berührt
scenario-13-field-touches-a-city-twice-description = Die Stadt von G wird an beiden Enden von E-Karten geschlossen. Nördlich davon verbinden zwei Klosterkarten die nördliche Wiese von G mit der Wiese der östlichen E. Diese eine Wiese berührt dieselbe Stadt auf zwei Karten: Die Stadt zählt einmal.
scenario-13-field-touches-a-city-twice-note-1 = Der Bauer von Orange.
scenario-13-field-touches-a-city-twice-question-1-ask = Wie viele Punkte bringt die Wiese von Orange am Ende?
scenario-13-field-touches-a-city-twice-question-1-explanation = Eine fertige Stadt, einmal gezählt, auf wie vielen Karten sie auch an die Wiese grenzt (R-B3).

## 14-city-gates-gate-ends-road
scenario-14-city-gates-gate-ends-road-title = Stadttore: Ein Tor beendet eine Straße und schließt seine Stadt
scenario-14-city-gates-gate-ends-road-description = Die Option Die Stadttore ist an. Das Stadttor von Karte fcfg (West) liegt an der Straße der Startkarte. Der Ritter von Orange steht in der Stadt hinter dem Tor, der Wegelagerer von Blau auf der Straße.
scenario-14-city-gates-gate-ends-road-note-1 = Das Tor liegt an einer Straße: erlaubt (R-G1). Es beendet die Straße (R-G4) und ist keine offene Seite der Stadt (R-G3).
scenario-14-city-gates-gate-ends-road-question-1-ask = Wie viel ist die Straße von Blau wert, wenn das Spiel jetzt endete?
scenario-14-city-gates-gate-ends-road-question-1-explanation = Die Straße führt nicht durch das Tor weiter (R-G4): Sie ist 1 Karte lang und an ihrem Westende noch offen, also 1 Punkt (Abschnitt 2, Spielende).
scenario-14-city-gates-gate-ends-road-question-2-ask = Wie viel ist die Stadt von Orange wert, wenn das Spiel jetzt endete?
scenario-14-city-gates-gate-ends-road-question-2-explanation = Die Stadt ist 1 Karte groß. Offen ist sie nur an ihrer östlichen Stadtseite, nicht am Tor (R-G3), also unfertig: 1 Punkt.

## 15-the-city-guards-and-a-hole
scenario-15-the-city-guards-and-a-hole-title = Die Stadt: Wächter blicken ihre Reihe entlang, bis zu einer Lücke
scenario-15-the-city-guards-and-a-hole-description = Orange hat zwei Wächter auf der Mauer, an den beiden Enden der mittleren Reihe. Zwischen ihnen hat die Reihe eine Lücke: ein leeres Feld in der Stadt. Die Mauer läuft vom Tor (westlich der nördlichen Reihe) um die Südseite bis zum Ostende der mittleren Reihe. Die Punktestände stehen auf null, damit die Zählung klar ist.
scenario-15-the-city-guards-and-a-hole-note-1 = Eine Lücke: Hier liegt keine Karte, und es gibt keinen Weg nach draußen.
scenario-15-the-city-guards-and-a-hole-note-2 = Der Wächter von Orange auf der Westmauer blickt nach Osten: Chateau Comtal (historisch) und ein öffentliches Gebäude, dann die Lücke.
scenario-15-the-city-guards-and-a-hole-note-3 = Der zweite Wächter von Orange blickt nach Westen: ein öffentliches Gebäude, dann die Lücke. Er darf hier stehen, weil die Lücke zwischen ihm und dem anderen Wächter liegt (R-C11).
scenario-15-the-city-guards-and-a-hole-question-1-ask = Wie viele Punkte hat Orange insgesamt, wenn das Spiel jetzt endete?
scenario-15-the-city-guards-and-a-hole-question-1-explanation = Jeder Wächter wertet für sich (R-C16) und blickt seine Reihe entlang nach innen, bis zum ersten leeren Feld. Westlicher Wächter: historisch 3 + öffentlich 2 = 5. Östlicher Wächter: öffentlich 2. Orange: 7. Am Ende wird die Mauer an der Nordseite vollendet, doch das schließt nur Gassen ohne Gefolgsleute ab, und die bringen nichts.
scenario-15-the-city-guards-and-a-hole-question-2-ask = Wie viele Anlegestellen hat die gezogene Karte (keine Gassen, ringsum Häuser)?
scenario-15-the-city-guards-and-a-hole-question-2-explanation = Die Lücke und die zwei leeren Felder nördlich und östlich der Karte an der Nordostecke. Das Feld südlich dieser Karte liegt außerhalb eines Mauerstücks (R-C4). Felder außerhalb eines Mauerstücks sind für Karten gesperrt (R-C4), und die Felder nördlich der nördlichen Reihe liegen an Gassen, an die wieder Gassen anschließen müssen (R-C2). Die Karte ist in jeder Drehung gleich, also zählt jedes Feld einmal.

## 16-the-city-streets-at-the-end
scenario-16-the-city-streets-at-the-end-title = Die Stadt: Am Ende schließt die Mauer Gassen nach außen ab, nicht zu einer Lücke
scenario-16-the-city-streets-at-the-end-description = Der Bürger von Orange steht auf einer Gasse aus zwei Karten, deren beide Enden zur unummauerten Nordseite der Stadt hinausführen. Der Bürger von Blau steht auf einer Gasse aus einer Karte, die in eine Lücke führt. Die Punktestände stehen auf null, damit die Zählung klar ist.
scenario-16-the-city-streets-at-the-end-note-1 = Eine Lücke: ein leeres Feld in der Stadt, ohne Weg nach draußen.
scenario-16-the-city-streets-at-the-end-note-2 = Die Gasse von Orange verlässt die Stadt an der Nordseite dieser Karte und der nächsten. Dort steht noch keine Mauer.
scenario-16-the-city-streets-at-the-end-note-3 = Die Gasse von Blau führt nach Süden in die Lücke.
scenario-16-the-city-streets-at-the-end-question-1-ask = Wie viele Punkte hat Orange insgesamt, wenn das Spiel jetzt endete?
scenario-16-the-city-streets-at-the-end-question-1-explanation = Am Ende wird die Mauer am Rest des Stadtumrisses entlang vollendet (R-C14). Die neuen Stücke schließen beide Enden der Gasse von Orange ab (R-C13), also ist sie fertig: 2 Karten, 1 Punkt je Karte bei 1-3 Karten = 2.
scenario-16-the-city-streets-at-the-end-question-2-ask = Wie viele Punkte hat Blau insgesamt, wenn das Spiel jetzt endete?
scenario-16-the-city-streets-at-the-end-question-2-explanation = Kein Mauerstück kann eine Gasse abschließen, die in eine Lücke führt. Ist die Mauer vollendet, geht jeder Gefolgsmann auf einer unfertigen Gasse oder einem unfertigen Markt ohne Punkte zu seinem Spieler zurück (R-C14).
scenario-16-the-city-streets-at-the-end-question-3-ask = Wie viele Anlegestellen hat die gezogene Karte (eine Gasse nur zu einer Seite)?
scenario-16-the-city-streets-at-the-end-question-3-explanation = Eine Gassenseite muss an eine Gassenseite stoßen und eine Seite ohne Gasse an eine Seite ohne Gasse (R-C2). Die Lücke: nur Gasse nach Norden (1). Nördlich der beiden Gassenenden von Orange: Gasse nach Süden (1 + 1). Nördlich der Karte von Blau, deren Nordseite keine Gasse hat: Gasse nach N, O oder W (3). Nördlich der Karte mit der Gasse an ihrer Nordseite: Gasse nach Süden (1). Nördlich und östlich der nordöstlichen Karte, die ringsum keine Gasse hat: 3 + 3. Die Felder westlich des Tores und südlich der nordöstlichen Karte liegen außerhalb der Mauer (R-C4). 1 + 2 + 3 + 1 + 3 + 3 = 13.

## 17-city-gates-farmer-at-a-gate
scenario-17-city-gates-farmer-at-a-gate-title = Stadttore: ein Bauer neben einem Tor, und wo die Karte mit vier Toren liegen darf
scenario-17-city-gates-farmer-at-a-gate-description = Die Option Die Stadttore ist an. Westlich der Startkarte trägt rfrg eine kleine Stadt hinter ihrem Nordtor: Das Tor schließt sie, also war sie fertig, sobald die Karte lag (R-G3). Der Bauer von Orange steht auf der Wiese neben diesem Tor. Blau hat die Karte mit vier Toren gezogen.
scenario-17-city-gates-farmer-at-a-gate-note-1 = Die Stadt hinter dem Tor hat überhaupt keine Stadtseite: Nichts kann sie offen lassen (R-G3, E-8).
scenario-17-city-gates-farmer-at-a-gate-note-2 = Die Karte mit vier Toren kann hier nicht liegen: Ein Tor liegt nie an einer Stadtseite (R-G1).
scenario-17-city-gates-farmer-at-a-gate-question-1-ask = Wie viel ist die Wiese von Orange wert, wenn das Spiel jetzt endete?
scenario-17-city-gates-farmer-at-a-gate-question-1-explanation = Die Wiese reicht bis zu den kleinen Wiesenhälften des Tores (R-G5), also grenzt sie an die Stadt hinter dem Tor. Diese Stadt ist fertig, also bekommt der Bauer 3 Punkte für sie (R-B3). Die Stadt der Startkarte ist offen: Sie bringt nichts.
scenario-17-city-gates-farmer-at-a-gate-question-2-ask = Wie viele Anlegestellen hat die Karte mit vier Toren?
scenario-17-city-gates-farmer-at-a-gate-question-2-explanation = Ein Tor darf an einer Straße, einer Wiese oder einem anderen Tor liegen, nie an einer Stadt (R-G1). Östlich der Startkarte (ihre Straße), südlich davon (Wiese), nördlich von rfrg (ihr Tor), westlich von rfrg (ihre Straße) und südlich von rfrg (Wiese): 5 Felder. Nördlich der Startkarte liegt ihre Stadt: nein. Gedreht sieht die Karte gleich aus, also zählt jedes Feld einmal (E-1).

## 18-close-your-city
scenario-18-close-your-city-title = Schließe deine Stadt
scenario-18-close-your-city-description = Der Ritter von Orange hält eine Stadt aus zwei Karten, die an einer Seite offen ist. Orange hat ein Stadtstück (E) gezogen. Geschlossen zählt eine Stadt sofort 2 Punkte je Karte für ihren Ritter (R-B3); offen wartet sie bis zum Ende, mit 1 je Karte.
scenario-18-close-your-city-note-1 = Die einzige offene Seite der Stadt zeigt auf dieses Feld.
scenario-18-close-your-city-question-1-ask = Mache einen Zug, der Orange mindestens 6 Punkte bringt.
scenario-18-close-your-city-question-1-explanation = Das Stadtstück, nach Westen gedreht, schließt die Stadt: 3 Karten x 2 = 6 für den Ritter von Orange, sofort (R-B3). Orange bekommt den Ritter auch zurück, für die nächste Stadt.

## 19-finish-the-road
scenario-19-finish-the-road-title = Vollende die Straße
scenario-19-finish-the-road-description = Der Wegelagerer von Orange steht auf einer Straße, die an einer Kreuzung beginnt und nach Süden abbiegt. Orange hat ein Kloster mit Straße (A) gezogen. Eine Straße ist fertig, wenn beide Enden aufhören: an einer Kreuzung, einer Stadt, einem Kloster oder in einer Schleife (R-B2).
scenario-19-finish-the-road-note-1 = Das offene Ende der Straße zeigt hierher.
scenario-19-finish-the-road-question-1-ask = Mache einen Zug, der Orange mindestens 4 Punkte bringt.
scenario-19-finish-the-road-question-1-explanation = Mit der Straße des Klosters nach Norden gedreht, endet die Straße am Kloster: Kreuzung, Startkarte, Kurve und Kloster, 4 Karten x 1 = 4 für den Wegelagerer von Orange (R-B2). Orange kann sogar einen Mönch auf das neue Kloster setzen.

## 20-the-ninth-tile
scenario-20-the-ninth-tile-title = Die neunte Karte des Klosters
scenario-20-the-ninth-tile-description = Der Mönch von Orange sitzt auf einem Kloster, von dessen acht Nachbarn sieben liegen. Orange hat eine Straßenkurve (V) gezogen. Ein Kloster ist fertig, wenn alle acht Felder ringsum belegt sind: 9 Punkte, sich selbst eingerechnet.
scenario-20-the-ninth-tile-note-1 = Das einzige leere Feld rund um das Kloster.
scenario-20-the-ninth-tile-question-1-ask = Mache einen Zug, der Orange mindestens 9 Punkte bringt.
scenario-20-the-ninth-tile-question-1-explanation = Nur eine Drehung der Kurve passt in die Lücke: Wiese nach Norden und Westen, die Straße nach Osten und Süden. Das Kloster ist fertig: 9 für den Mönch von Orange, und der Mönch kommt zurück.

## 21-best-move-take-the-points
scenario-21-best-move-take-the-points-title = Finde den besten Zug: Nimm die Punkte
scenario-21-best-move-take-the-points-description = Der Ritter von Orange hält eine Stadt aus zwei Karten mit Wappen, nach Norden offen. Orange hat ein Stadtstück (E) gezogen. Der starke Computerspieler bewertet jeden Zug, indem er das Spiel viele Male zu Ende spielt; der beste Zug ist der, von dem er am meisten erwartet.
scenario-21-best-move-take-the-points-note-1 = Die offene Seite der Stadt zeigt auf dieses Feld.
scenario-21-best-move-take-the-points-question-1-ask = Finde den besten Zug.
scenario-21-best-move-take-the-points-question-1-explanation = Schließe die Stadt: 3 Karten x 2 + das Wappen x 2 = 8 für Orange, sofort (R-B3), und der Ritter kommt zurück und kann wieder eingesetzt werden. Ein Punkt jetzt ist mehr wert als eine Hoffnung später.

## 22-best-move-not-blues-city
scenario-22-best-move-not-blues-city-title = Finde den besten Zug: deine Stadt, nicht die von Blau
scenario-22-best-move-not-blues-city-description = Der Ritter von Orange hält die Stadt der Startkarte, der Ritter von Blau die Stadt daneben; jeder Stadt fehlt ein Stadtstück. Orange hat ein Stadtstück (E) gezogen: Es kann jede der beiden Städte schließen, und eine geschlossene Stadt bringt ihrem Ritter sofort Punkte.
scenario-22-best-move-not-blues-city-note-1 = Die Stadt von Orange ist hier offen.
scenario-22-best-move-not-blues-city-note-2 = Die Stadt von Blau ist hier offen.
scenario-22-best-move-not-blues-city-question-1-ask = Finde den besten Zug.
scenario-22-best-move-not-blues-city-question-1-explanation = Schließe deine eigene Stadt: 2 Karten x 2 = 4 für Orange, und der Ritter kommt zurück. Dasselbe Stadtstück an der Stadt von Blau brächte Blau die 4 Punkte und seinen Ritter zurück.

## 23-share-blues-city
scenario-23-share-blues-city-title = Teile die Stadt von Blau
scenario-23-share-blues-city-description = Der Ritter von Blau hält die Stadt der Startkarte; der Ritter von Orange ein Stadtstück im Nordosten. Orange hat eine Eckstadt (N) gezogen. Ritter in Städten, die eine Karte verbindet, teilen die Stadt: Mit je einem Ritter werten beide sie voll (R-B3).
scenario-23-share-blues-city-note-1 = Beide Städte zeigen auf dieses Feld.
scenario-23-share-blues-city-question-1-ask = Verbinde deine Stadt mit der von Blau durch die gezogene Karte, ohne Gefolgsmann.
scenario-23-share-blues-city-question-1-explanation = Die Eckstadt, nach Süden und Osten gedreht, verbindet beide Städte und schließt sie als eine: 3 Karten x 2 = 6, und mit je einem Ritter bekommen Orange und Blau beide 6 (R-B3).

## 24-stop-blues-city
scenario-24-stop-blues-city-title = Halte die Stadt von Blau auf
scenario-24-stop-blues-city-description = Der Ritter von Blau hält die Stadt der Startkarte. Sie braucht noch eine Karte, auf dem Feld nördlich davon, wo auch eine andere Stadt endet: Dort passt nur eine Karte mit Stadt an zwei gegenüberliegenden Seiten (F, G oder H), und keine davon hat eine Straße. Orange hat eine gebogene Straße (V) gezogen.
scenario-24-stop-blues-city-note-1 = Die Stadt von Blau braucht eine Karte auf diesem Feld.
scenario-24-stop-blues-city-question-1-ask = Mache einen Zug, der die Stadt von Blau aufhält: Danach kann keine verbleibende Karte sie mehr fertigstellen.
scenario-24-stop-blues-city-question-1-explanation = Die Kurve westlich des offenen Feldes, so gedreht, dass ihre Straße nach Norden und Osten führt, richtet eine Straße auf dieses Feld. Das Feld braucht jetzt eine Stadt nach Norden und Süden und eine Straße nach Westen, und keine Karte hat das: Die Stadt von Blau kann nie mehr geschlossen werden, und der Ritter von Blau bleibt für den Rest des Spiels auf dem Brett (am Ende bringt er 1 Punkt je Karte, R-B3). Dieselbe Kurve mit ihrer Straße nach Norden und Westen lässt dort eine Wiese, und F, G oder H schließen die Stadt weiterhin.

## Titel der Lektionen (assets/course.ron)
lesson-01-fields-h-tile = Bauern und fertige Städte
lesson-02-majority-tie = Eine Stadt teilen
lesson-03-majority-more-knights = Mehr Ritter gewinnen die Stadt
lesson-04-monastery-at-the-end = Ein Kloster, das offen bleibt
lesson-05-road-into-city = Wo eine Straße endet
lesson-06-unplaceable-tile = Eine Karte, die nirgends passt
lesson-07-road-loop = Eine Straßenschleife
lesson-08-city-pays-each-field = Eine Stadt, zwei Wiesen
lesson-09-open-city-feeds-no-farmer = Offene Städte bringen Bauern nichts
lesson-10-shields-in-an-open-city = Wappen in einer offenen Stadt
lesson-11-no-second-knight = Kein zweiter Ritter
lesson-12-two-tile-city-option = Die Option für kleine Städte
lesson-13-field-touches-a-city-twice = Eine Stadt zählt einmal je Wiese
lesson-14-city-gates-gate-ends-road = Die Stadttore: Ein Tor beendet eine Straße
lesson-15-the-city-guards-and-a-hole = Die Stadt: Wächter und eine Lücke
lesson-16-the-city-streets-at-the-end = Die Stadt: Gassen am Ende
lesson-17-city-gates-farmer-at-a-gate = Die Stadttore: ein Bauer an einem Tor
lesson-18-close-your-city = Schließe deine Stadt
lesson-19-finish-the-road = Vollende die Straße
lesson-20-the-ninth-tile = Vollende ein Kloster
lesson-21-best-move-take-the-points = Finde den besten Zug: Nimm die Punkte
lesson-22-best-move-not-blues-city = Finde den besten Zug: deine Stadt, nicht die von Blau
lesson-23-share-blues-city = Teile eine Stadt
lesson-24-stop-blues-city = Halte die Stadt von Blau auf
