# Texts of the starter scenarios and lessons (notes, questions, explanations).
#
# Everything of assets/scenarios/*.ron the app shows, by file stem, and the
# lesson titles of assets/course.ron. The ids follow the pattern that
# src/i18n/scenarios.rs documents: scenario-{stem}-title, -description,
# -note-{n}, -question-{n}-ask and -question-{n}-explanation (n from 1, in
# the file's order), and lesson-{stem}. The English ones are the files' own
# words, word for word (a test in src/i18n/scenarios.rs keeps them so): a
# text is shown translated only while the file still says exactly this.
# Seat 1 is Orange and seat 2 Blue, as the app's default colours show them.

## 01-fields-h-tile
scenario-01-fields-h-tile-title = One field, two cities (tile H)
scenario-01-fields-h-tile-description = Tile H has two separate cities and one field that touches both (R-B4). Both cities are closed. Orange farms H's field; Blue farms the field north of the upper city.
scenario-01-fields-h-tile-note-1 = Orange's farmer: H's field touches the north city and the south city.
scenario-01-fields-h-tile-note-2 = Blue's farmer: this field touches only the north city.
scenario-01-fields-h-tile-question-1-ask = What does Orange's field score at the end?
scenario-01-fields-h-tile-question-1-explanation = It touches 2 completed cities: 2 x 3 = 6 (R-B3, R-B4).
scenario-01-fields-h-tile-question-2-ask = What is Blue's total if the game ended now?
scenario-01-fields-h-tile-question-2-explanation = Blue's field touches the north city only: 3. The north city pays in both fields (R-B3).

## 02-majority-tie
scenario-02-majority-tie-title = A tie shares the city in full
scenario-02-majority-tie-description = Orange and Blue each have a knight in cities that the drawn tile N can join. Turned twice and placed at (0, -1), N closes one 3-tile city with one knight each.
scenario-02-majority-tie-note-1 = Place N here, turned twice: its city faces south and east.
scenario-02-majority-tie-question-1-ask = How many legal placements does the drawn tile N have?
scenario-02-majority-tie-question-1-explanation = (0,-1): 1 (city south and east); 6 other open cells with 2 each: 13. Rotations that look the same count once.
scenario-02-majority-tie-question-2-ask = If the game ended now (before N is placed), what would Orange score?
scenario-02-majority-tie-question-2-explanation = Orange's city is one tile, incomplete: 1 point (section 2, end of game).

## 03-majority-more-knights
scenario-03-majority-more-knights-title = The most knights take the city
scenario-03-majority-more-knights-description = An open city of three tiles with one shield: Orange has two knights in it, Blue one. Only the majority scores (section 1).
scenario-03-majority-more-knights-note-1 = Blue's knight: outnumbered.
scenario-03-majority-more-knights-question-1-ask = What is the city worth at the end, and to whom?
scenario-03-majority-more-knights-question-1-explanation = Incomplete city: 3 tiles + 1 shield = 4, to Orange alone (2 knights against 1).
scenario-03-majority-more-knights-question-2-ask = What does Blue score if the game ended now?
scenario-03-majority-more-knights-question-2-explanation = Blue is not in the majority.

## 04-monastery-at-the-end
scenario-04-monastery-at-the-end-title = A monastery at the end of the game
scenario-04-monastery-at-the-end-description = Orange's monk sits on a monastery with two neighbours. If the game ends now, an incomplete monastery scores 1 per tile in its 3x3 area, itself included.
scenario-04-monastery-at-the-end-note-1 = 3 of the 9 cells are filled.
scenario-04-monastery-at-the-end-question-1-ask = What does the monastery give Orange if the game ended now?
scenario-04-monastery-at-the-end-question-1-explanation = The monastery and 2 neighbours: 3 (section 2, end of game).

## 05-road-into-city
scenario-05-road-into-city-title = A road that runs into a city ends there
scenario-05-road-into-city-description = Tile T's road ends at its city. Blue's thief is on a road from T southwards through a straight piece; the road is still open at its south end.
scenario-05-road-into-city-note-1 = The road ends at the city: this end is closed.
scenario-05-road-into-city-note-2 = The south end is still open.
scenario-05-road-into-city-question-1-ask = What is Blue's road worth if the game ended now?
scenario-05-road-into-city-question-1-explanation = Incomplete road: 2 tiles x 1 (section 2, end of game).

## 06-unplaceable-tile
scenario-06-unplaceable-tile-title = A tile that fits nowhere
scenario-06-unplaceable-tile-description = The only tile on the table shows a city on every side. A monastery tile (fields all round) cannot go anywhere: it is removed from the game and the same player draws again (R-B1).
scenario-06-unplaceable-tile-note-1 = Every open side is city.
scenario-06-unplaceable-tile-question-1-ask = Does the monastery tile B fit anywhere?
scenario-06-unplaceable-tile-question-1-explanation = Every cell next to C must show a city towards it; B has none (R-B1).
scenario-06-unplaceable-tile-question-2-ask = And E, drawn next?
scenario-06-unplaceable-tile-question-2-explanation = E's city can face C's city from any side.

## 07-road-loop
scenario-07-road-loop-title = A road loop counts each tile once
scenario-07-road-loop-description = Tile L's east and south roads each end at its crossroads. Curves join them: the drawn V closes a loop that passes L twice. Place V at (0, 1) turned twice.
scenario-07-road-loop-note-1 = Place V here, turned twice, and put a thief on it.
scenario-07-road-loop-question-1-ask = How many legal placements does V have?
scenario-07-road-loop-question-1-explanation = (0,1): 1; (-1,0), (1,-1), (2,0), (2,1), (1,2): 2 each; north of L: none (V has no city). 11.
scenario-07-road-loop-question-2-ask = Orange's thief on the east road: what is it worth if the game ended now?
scenario-07-road-loop-question-2-explanation = Before the loop closes the road has 3 tiles: 1 per tile (section 2). Closed, it would have 4 tiles and 4 points: L counts once.

## 08-city-pays-each-field
scenario-08-city-pays-each-field-title = One city pays in every field it touches
scenario-08-city-pays-each-field-description = Tile G's city runs east-west and is closed at both ends. Orange farms the field north of it, Blue the field south of it. Fields are scored one at a time (R-B3): the city pays in each.
scenario-08-city-pays-each-field-note-1 = Orange north, Blue south: both fields touch the same city.
scenario-08-city-pays-each-field-question-1-ask = What does Orange score at the end?
scenario-08-city-pays-each-field-question-1-explanation = 1 completed city x 3 (R-B3).
scenario-08-city-pays-each-field-question-2-ask = And Blue?
scenario-08-city-pays-each-field-question-2-explanation = The same city pays again in Blue's field (R-B3).

## 09-open-city-feeds-no-farmer
scenario-09-open-city-feeds-no-farmer-title = Only completed cities feed farmers
scenario-09-open-city-feeds-no-farmer-description = Orange's farmer borders a city that is still open. At the end, fields pay 3 only for completed cities (section 2, end of game).
scenario-09-open-city-feeds-no-farmer-note-1 = This city is open to the north.
scenario-09-open-city-feeds-no-farmer-question-1-ask = What is Orange's field worth at the end?
scenario-09-open-city-feeds-no-farmer-question-1-explanation = The only city it touches is incomplete (R-B3).

## 10-shields-in-an-open-city
scenario-10-shields-in-an-open-city-title = Shields in an unfinished city
scenario-10-shields-in-an-open-city-description = Blue's knight holds an open city of two tiles, one with a shield. At the end an incomplete city scores 1 per tile and 1 per shield; completed it would score 2 per tile and 2 per shield.
scenario-10-shields-in-an-open-city-note-1 = Tile M carries a shield.
scenario-10-shields-in-an-open-city-question-1-ask = What does Blue's city score if the game ended now?
scenario-10-shields-in-an-open-city-question-1-explanation = 2 tiles + 1 shield (section 2, end of game).

## 11-no-second-knight
scenario-11-no-second-knight-title = No follower on a claimed feature
scenario-11-no-second-knight-description = Blue's knight stands in the start tile's city. Orange draws G. Placed north of the start tile, G extends Blue's city, so Orange may place it there but may not put a knight in that city (section 2, step 2), not even to share it.
scenario-11-no-second-knight-note-1 = G here extends Blue's city: no knight for Orange.
scenario-11-no-second-knight-question-1-ask = How many legal placements does G have?
scenario-11-no-second-knight-question-1-explanation = North, with its city running north-south (1); south, with its city east-west so a field faces the start tile's field (1). East and west need a road.
scenario-11-no-second-knight-question-2-ask = What is Blue's city worth now, if the game ended?
scenario-11-no-second-knight-question-2-explanation = 1 tile, incomplete.

## 12-two-tile-city-option
scenario-12-two-tile-city-option-title = The old two-tile city rule (option)
scenario-12-two-tile-city-option-description = A city of two tiles is closed. Under the 3rd-edition rule it scores 4 (2 per tile). This scenario turns on the option for the old rule (R-B2), under which a completed two-tile city scores only 2.
scenario-12-two-tile-city-option-note-1 = A closed city of two tiles.
scenario-12-two-tile-city-option-question-1-ask = With the old rule on, what is the closed city worth?
scenario-12-two-tile-city-option-question-1-explanation = R-B2 option: 1 per tile and 1 per shield for a completed 2-tile city.

## 13-field-touches-a-city-twice
scenario-13-field-touches-a-city-twice-title = A field that touches one city on two tiles
scenario-13-field-touches-a-city-twice-description = G's city is closed by E tiles at both ends. North of it, two monastery tiles join G's northern field with the eastern E's field. That one field touches the same city on two tiles: the city counts once.
scenario-13-field-touches-a-city-twice-note-1 = Orange's farmer.
scenario-13-field-touches-a-city-twice-question-1-ask = What does Orange's field score at the end?
scenario-13-field-touches-a-city-twice-question-1-explanation = One completed city, counted once however many tiles it touches the field on (R-B3).

## 14-city-gates-gate-ends-road
scenario-14-city-gates-gate-ends-road-title = City Gates: a gate ends a road and closes its city
scenario-14-city-gates-gate-ends-road-description = The City Gates option is on. Tile fcfg's city gate (west) faces the start tile's road. Orange's knight is in the city behind the gate, Blue's thief is on the road.
scenario-14-city-gates-gate-ends-road-note-1 = The gate faces a road: allowed (R-G1). It ends the road (R-G4) and is not an open side of the city (R-G3).
scenario-14-city-gates-gate-ends-road-question-1-ask = What is Blue's road worth if the game ended now?
scenario-14-city-gates-gate-ends-road-question-1-explanation = The road does not run on through the gate (R-G4): it is 1 tile, still open at its west end, so 1 point (section 2, end of game).
scenario-14-city-gates-gate-ends-road-question-2-ask = What is Orange's city worth if the game ended now?
scenario-14-city-gates-gate-ends-road-question-2-explanation = The city is 1 tile. It is open only at its east city side, not at the gate (R-G3), so it is incomplete: 1 point.

## 15-the-city-guards-and-a-hole
scenario-15-the-city-guards-and-a-hole-title = The City: guards look along their row, up to a hole
scenario-15-the-city-guards-and-a-hole-description = Orange has two guards on the wall at the two ends of the middle row. Between them the row has a hole: an empty cell inside the city. The wall runs from the gate (west of the north row) round the south side to the east end of the middle row. The scores are set to zero so the count is plain.
scenario-15-the-city-guards-and-a-hole-note-1 = A hole: no tile here, and no way out to the outside.
scenario-15-the-city-guards-and-a-hole-note-2 = Orange's guard on the west wall looks east: Chateau Comtal (historic) and one public building, then the hole.
scenario-15-the-city-guards-and-a-hole-note-3 = Orange's second guard looks west: one public building, then the hole. It may stand here because the hole lies between it and the other guard (R-C11).
scenario-15-the-city-guards-and-a-hole-question-1-ask = What is Orange's total if the game ended now?
scenario-15-the-city-guards-and-a-hole-question-1-explanation = Each guard scores on its own (R-C16), looking inward along its row up to the first empty cell. West guard: historic 3 + public 2 = 5. East guard: public 2. Orange: 7. The wall is completed along the north side at the end, but that closes only streets with no followers, which score nothing.
scenario-15-the-city-guards-and-a-hole-question-2-ask = How many placements does the drawn tile (no streets, houses all round) have?
scenario-15-the-city-guards-and-a-hole-question-2-explanation = The hole, and the two empty cells north and east of the tile at the north-east corner. The cell south of that tile lies outside a wall piece (R-C4). Cells outside a wall piece are closed to tiles (R-C4), and the cells north of the north row face streets, which must be met by streets (R-C2). The tile is the same in every rotation, so each cell counts once.

## 16-the-city-streets-at-the-end
scenario-16-the-city-streets-at-the-end-title = The City: at the end, the wall closes streets to the outside, not to a hole
scenario-16-the-city-streets-at-the-end-description = Orange's citizen stands on a two-tile street whose two ends run out to the unwalled north side of the city. Blue's citizen stands on a one-tile street that runs into a hole. The scores are set to zero so the count is plain.
scenario-16-the-city-streets-at-the-end-note-1 = A hole: an empty cell inside the city, with no way out to the outside.
scenario-16-the-city-streets-at-the-end-note-2 = Orange's street leaves the city at the north of this tile and of the next one. No wall there yet.
scenario-16-the-city-streets-at-the-end-note-3 = Blue's street runs south into the hole.
scenario-16-the-city-streets-at-the-end-question-1-ask = What is Orange's total if the game ended now?
scenario-16-the-city-streets-at-the-end-question-1-explanation = At the end the wall is completed along the rest of the city's outline (R-C14). The new pieces close both ends of Orange's street (R-C13), so it is complete: 2 tiles, 1 point a tile for 1-3 tiles = 2.
scenario-16-the-city-streets-at-the-end-question-2-ask = What is Blue's total if the game ended now?
scenario-16-the-city-streets-at-the-end-question-2-explanation = No wall piece can close a street that runs into a hole. After the wall is completed, every follower on an incomplete street or market goes home scoring nothing (R-C14).
scenario-16-the-city-streets-at-the-end-question-3-ask = How many placements does the drawn tile (a street to one side only) have?
scenario-16-the-city-streets-at-the-end-question-3-explanation = A street side must meet a street side and a plain side a plain side (R-C2). The hole: street north only (1). North of Orange's two street ends: street south (1 + 1). North of Blue's tile, whose north side is plain: street N, E or W (3). North of the tile with the street north of it: street south (1). North and east of the north-east tile, which is plain all round: 3 + 3. West of the gate and south of the north-east tile lie outside the wall (R-C4). 1 + 2 + 3 + 1 + 3 + 3 = 13.

## 17-city-gates-farmer-at-a-gate
scenario-17-city-gates-farmer-at-a-gate-title = City Gates: a farmer beside a gate, and where the four-gate tile may go
scenario-17-city-gates-farmer-at-a-gate-description = The City Gates option is on. West of the start tile, rfrg carries a small city behind its north gate: the gate closes it, so it was complete the moment it was laid (R-G3). Orange's farmer stands on the field beside that gate. Blue has drawn the four-gate tile.
scenario-17-city-gates-farmer-at-a-gate-note-1 = The city behind the gate has no city side at all: nothing can leave it open (R-G3, E-8).
scenario-17-city-gates-farmer-at-a-gate-note-2 = The four-gate tile cannot go here: a gate never faces a city side (R-G1).
scenario-17-city-gates-farmer-at-a-gate-question-1-ask = What is Orange's field worth if the game ended now?
scenario-17-city-gates-farmer-at-a-gate-question-1-explanation = The field reaches the gate's small field halves (R-G5), so it touches the city behind the gate. That city is complete, so the farmer scores 3 for it (R-B3). The start tile's city is open: it pays nothing.
scenario-17-city-gates-farmer-at-a-gate-question-2-ask = How many placements does the four-gate tile have?
scenario-17-city-gates-farmer-at-a-gate-question-2-explanation = A gate may face a road, a field or another gate, never a city (R-G1). East of the start tile (its road), south of it (field), north of rfrg (its gate), west of rfrg (its road) and south of rfrg (field): 5 cells. North of the start tile faces its city: no. The tile looks the same turned, so each cell counts once (E-1).

## 18-close-your-city
scenario-18-close-your-city-title = Close your city
scenario-18-close-your-city-description = Orange's knight holds a city of two tiles that is open on one side. Orange drew a city cap (E). Closed, a city scores 2 per tile for its knight at once (R-B3); open, it waits for the end, at 1 per tile.
scenario-18-close-your-city-note-1 = The city's one open side faces this cell.
scenario-18-close-your-city-question-1-ask = Make a move that scores at least 6 points for Orange.
scenario-18-close-your-city-question-1-explanation = The cap turned to face west closes the city: 3 tiles x 2 = 6 for Orange's knight, at once (R-B3). Orange keeps the knight back too, for the next city.

## 19-finish-the-road
scenario-19-finish-the-road-title = Finish the road
scenario-19-finish-the-road-description = Orange's thief stands on a road that starts at a crossroads and bends south. Orange drew a monastery with a road (A). A road is complete when both its ends stop: at a crossroads, a city, a monastery or a loop (R-B2).
scenario-19-finish-the-road-note-1 = The road's open end points here.
scenario-19-finish-the-road-question-1-ask = Make a move that scores at least 4 points for Orange.
scenario-19-finish-the-road-question-1-explanation = The monastery's road turned north ends the road at the monastery: crossroads, start tile, curve and monastery, 4 tiles x 1 = 4 for Orange's thief (R-B2). Orange can even put a monk on the new monastery.

## 20-the-ninth-tile
scenario-20-the-ninth-tile-title = The monastery's ninth tile
scenario-20-the-ninth-tile-description = Orange's monk sits on a monastery with seven of its eight neighbours placed. Orange drew a curved road (V). A monastery is complete when all eight cells round it are filled: 9 points, itself included.
scenario-20-the-ninth-tile-note-1 = The one empty cell round the monastery.
scenario-20-the-ninth-tile-question-1-ask = Make a move that scores at least 9 points for Orange.
scenario-20-the-ninth-tile-question-1-explanation = Only one turn of the curve fits the hole: field to the north and to the west, the road going east and south. The monastery is complete: 9 for Orange's monk, and the monk comes home.

## 21-best-move-take-the-points
scenario-21-best-move-take-the-points-title = Find the best move: take the points
scenario-21-best-move-take-the-points-description = Orange's knight holds a city of two tiles with a shield, open to the north. Orange drew a city cap (E). The hard computer player values each move by playing the game out many times; the best move is the one it expects the most from.
scenario-21-best-move-take-the-points-note-1 = The city's open side faces this cell.
scenario-21-best-move-take-the-points-question-1-ask = Find the best move.
scenario-21-best-move-take-the-points-question-1-explanation = Close the city: 3 tiles x 2 + the shield x 2 = 8 for Orange at once (R-B3), and the knight comes back to be used again. A point now is worth more than a hope later.

## 22-best-move-not-blues-city
scenario-22-best-move-not-blues-city-title = Find the best move: your city, not Blue's
scenario-22-best-move-not-blues-city-description = Orange's knight holds the start tile's city and Blue's knight the city beside it; each city needs one cap. Orange drew a city cap (E): it can close either city, and a closed city pays its knight at once.
scenario-22-best-move-not-blues-city-note-1 = Orange's city is open here.
scenario-22-best-move-not-blues-city-note-2 = Blue's city is open here.
scenario-22-best-move-not-blues-city-question-1-ask = Find the best move.
scenario-22-best-move-not-blues-city-question-1-explanation = Close your own city: 2 tiles x 2 = 4 for Orange, and the knight comes home. The same cap on Blue's city would give Blue the 4 points and Blue's knight back.

## 23-share-blues-city
scenario-23-share-blues-city-title = Share Blue's city
scenario-23-share-blues-city-description = Blue's knight holds the start tile's city; Orange's knight holds a city cap to the north-east. Orange drew a corner city (N). Knights in cities that are joined by a tile share the city: with one knight each, both score it in full (R-B3).
scenario-23-share-blues-city-note-1 = Both cities face this cell.
scenario-23-share-blues-city-question-1-ask = Join your city to Blue's with the drawn tile, without a follower.
scenario-23-share-blues-city-question-1-explanation = The corner turned to face south and east joins both cities and closes them as one: 3 tiles x 2 = 6, and with one knight each, Orange and Blue both score 6 (R-B3).

## 24-stop-blues-city
scenario-24-stop-blues-city-title = Stop Blue's city
scenario-24-stop-blues-city-description = Blue's knight holds the start tile's city. It needs one tile, on the cell north of it, where another city also ends: only a tile with a city on two opposite sides fits there (F, G or H), and none of them has a road. Orange drew a curved road (V).
scenario-24-stop-blues-city-note-1 = Blue's city needs this cell filled.
scenario-24-stop-blues-city-question-1-ask = Make a move that stops Blue's city: after it, no tile left can complete it.
scenario-24-stop-blues-city-question-1-explanation = The curve west of the open cell, turned so its road runs north and east, points a road at that cell. The cell now needs a city to the north and south and a road to the west, and no tile has that: Blue's city can never be closed, and Blue's knight stays on the board for the rest of the game (it scores 1 point per tile at the end, R-B3). The same curve turned with its road to the north and west leaves a field there, and F, G or H still close the city.

## The course's lesson titles (assets/course.ron)
lesson-01-fields-h-tile = Farmers and closed cities
lesson-02-majority-tie = Sharing a city
lesson-03-majority-more-knights = More knights win the city
lesson-04-monastery-at-the-end = A monastery left open
lesson-05-road-into-city = Where a road ends
lesson-06-unplaceable-tile = A tile that fits nowhere
lesson-07-road-loop = A road that loops
lesson-08-city-pays-each-field = One city, two fields
lesson-09-open-city-feeds-no-farmer = Open cities feed no farmer
lesson-10-shields-in-an-open-city = Shields in an open city
lesson-11-no-second-knight = No second knight
lesson-12-two-tile-city-option = The small-city option
lesson-13-field-touches-a-city-twice = A city counts once per field
lesson-14-city-gates-gate-ends-road = The City Gates: a gate ends a road
lesson-15-the-city-guards-and-a-hole = The City: guards and a hole
lesson-16-the-city-streets-at-the-end = The City: streets at the end
lesson-17-city-gates-farmer-at-a-gate = The City Gates: a farmer at a gate
lesson-18-close-your-city = Close your city
lesson-19-finish-the-road = Finish the road
lesson-20-the-ninth-tile = Complete a monastery
lesson-21-best-move-take-the-points = Find the best move: take the points
lesson-22-best-move-not-blues-city = Find the best move: your city, not Blue's
lesson-23-share-blues-city = Share a city
lesson-24-stop-blues-city = Stop Blue's city
