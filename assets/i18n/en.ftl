# Carcassonne Studio, English (the fallback for every other language).
# Message ids are the same in every file; docs/languages.md explains them.

## The game's words

feature-city = city
feature-road = road
feature-field = field
feature-monastery = monastery
feature-street = street
feature-market = market
feature-residential = residential area
feature-wall = wall

follower-knight = knight
follower-thief = thief
follower-farmer = farmer
follower-monk = monk
follower-citizen = citizen
follower-seller = seller
follower-steward = steward
follower-guard = guard

player-short = P{ $n }

count-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
count-followers = { $n ->
    [one] { $n } follower
   *[other] { $n } followers
}
tiles-to-draw = Tiles to draw: { $n }

## Rules, as the scoring log explains them

rule-majority = Majority: the player(s) with the most followers on a feature score its full value; tied players each score in full.
rule-city-complete = A completed city scores 2 per tile and 2 per shield.
rule-road-complete = A completed road scores 1 per tile.
rule-monastery-complete = A monastery with all 8 surrounding cells filled scores 9.
rule-city-incomplete = At the end, an unfinished city scores 1 per tile and 1 per shield.
rule-road-incomplete = At the end, an unfinished road scores 1 per tile.
rule-monastery-incomplete = At the end, an unfinished monastery scores 1 per tile in its 3x3 area, itself included.
rule-field = Fields are scored one at a time: each pays 3 per completed city it touches to its majority holder(s); a city touching several fields pays in each (R-B3, R-B4).
rule-two-tile-city = Option: a completed city of exactly 2 tiles scores exactly 2, shields included (R-B2a).
rule-four-gates = The four-gate city is complete when placed; a knight on it scores a fixed 4 at once (R-G6).
rule-street = A completed street scores 1 per tile if it has 1-3 tiles, 2 per tile if it has 4 or more. A wall piece ends a street too (R-C13).
rule-market = A completed market scores its tiles times the number of different market kinds in it (1-3). A wall piece closes a market half too (R-C13).
rule-tower = A tower at an end of the wall scores 1 per wall piece between it and the previous tower, or the gate, on that side (R-C12).
rule-residence = At the end, a residential area scores 2 per market it borders, on a tile or across a side, each market once (R-C15).
rule-guard = At the end, a guard scores 2 per public and 3 per historic building on the tiles in front of it, up to the first empty cell or the far wall; each guard on its own (R-C16).

## Settings

settings-language = Language
settings-theme = Theme
settings-light = Light
settings-dark = Dark
settings-contrast = Contrast
settings-high-contrast = High contrast
settings-high-contrast-hint = Black or white text and outlines, wider and stronger marks on the board.
settings-speed = Animation speed
speed-instant = instant
speed-fast = fast
speed-normal = normal
speed-slow = slow
settings-size = Size of everything
settings-size-hint = Ctrl + and Ctrl - change it too; Ctrl 0 goes back to 100%
settings-motion = Motion
settings-motion-check = Show moves as they happen
settings-motion-hint = Placed tiles settle, scores pop up, followers go home; any click skips
settings-cores = Computer's cores
settings-cores-hint = how many cores the hard computer player thinks on
settings-analysis = Analysis
settings-purist = Purist: no analysis sidebar
settings-purist-hint = Switches the analysis sidebar (F9) off entirely
settings-window = Window size
settings-window-kept = { $w } x { $h } (the next start opens at this size)
settings-window-default = default

## Commands (menus, buttons, keys)

cmd-new-game = New game…
cmd-open = Open…
cmd-save = Save
cmd-save-as = Save as…
cmd-undo = Undo
cmd-redo = Redo
cmd-confirm = Confirm turn
cmd-take-back = Take back placement
cmd-skip-follower = No follower
cmd-rotate = Rotate tile
cmd-zoom-in = Zoom in
cmd-zoom-out = Zoom out
cmd-fit = Fit board
cmd-toggle-analysis = Analysis sidebar
cmd-toggle-log = Scoring log
cmd-settings = Settings…
cmd-final-scoring = Final scoring
cmd-decide = Decide
cmd-choose-placement = Put this move on the board
cmd-quit = Quit
cmd-shortcuts = Keyboard shortcuts
cmd-rules = Rules of this game
cmd-about = About Carcassonne Studio
cmd-show-rule = Show the ruling
cmd-replay = Replay and study this game
cmd-open-study = Open for study…

## Menus

menu-game = Game
menu-edit = Edit
menu-view = View
menu-help = Help
menu-rules-page = Rules: { $title }
mode-play = Play
mode-play-hint = the game being played
mode-editor = Editor
mode-editor-hint = the scenario editor
mode-editor-disabled = open a scenario in the editor first (Game menu)
menu-recent-games = Recent games
menu-open-recent = Open recent
menu-new-scenario = New scenario
game-base = Carcassonne
game-city-gates = Carcassonne with The City Gates
game-the-city = The City
menu-open-scenario = Open scenario in the editor…
menu-edit-position = Edit this position
menu-edit-position-disabled = start or open a game first
menu-starter-scenarios = Starter scenarios
menu-play-starter = Play a starter scenario

## Welcome screen and recent games

welcome-blurb = Play Carcassonne (with The City Gates, or The City) against friends or the computer, see why every score is what it is, and set up positions of your own.
welcome-continue-game = Continue the last game
welcome-continue-scenario = Continue the scenario being edited
welcome-continue-scenario-hint = the editor's scenario as it was when the app last closed
status-scenario-resumed = The scenario as it was when the app closed (kept in the data folder)
welcome-editor = Scenario editor
welcome-editor-hint = set up any position, annotate it, rule on it, play on from it
welcome-rules = Rules of the games
recent-game-line = { $date }  { $game }  { $players }  turn { $turn }  { $state }
recent-finished = finished
recent-in-progress = in progress
recent-open = Open
recent-continue = Continue
recent-open-hint = Open the game of { $date }
recent-continue-hint = Continue the game of { $date }
recent-delete = Delete
recent-delete-yes = Yes, delete it
recent-scenarios = Recent scenarios
recent-scenario-line =
    { $date }  { $title }  { $game }  { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
recent-edit = Edit

## The players' panel

who-computer-random =
    { $named ->
        [yes] (random)
       *[no] (computer, random)
    }
who-computer-easy =
    { $named ->
        [yes] (easy)
       *[no] (computer, easy)
    }
who-computer-medium =
    { $named ->
        [yes] (medium)
       *[no] (computer, medium)
    }
who-computer-hard =
    { $named ->
        [yes] (hard)
       *[no] (computer, hard)
    }
players-heading = Players
players-score-label = score { $n }
players-followers-left = · { $followers } left
players-tiles-to-draw-hint = tiles still face down, not counting the tile in hand
players-tiles-by-type = Tiles left by type
players-tile-left = { $tile }: { $n } left
players-put-aside = Put aside (fit nowhere, R-B1): { $tiles }
players-game-over = The game is over.
players-drawn = Drawn: { $tile }
players-tile-id = tile { $id }
hint-computer-thinking = The computer is thinking…
hint-computer-turn = The computer's turn
hint-place-tile = Click a marked cell. R or right click turns the tile.
hint-place-follower = Click a spot for a follower (or none), then confirm.
board-follower-spot = follower on { $feature } { $place }
status-computer-thinking = the computer is thinking…
board-historic = historic building: { $name }
board-public =
    { $n ->
        [one] public building
       *[other] { $n } public buildings
    }
board-end-cw = clockwise end
board-end-ccw = anticlockwise end

## The new-game dialog

seat-person = person
seat-computer-random = computer (random)
seat-computer-easy = computer (easy)
seat-computer-medium = computer (medium)
seat-computer-hard = computer (hard)
new-game-game = Game
new-game-city-hint = Carcassonne: The City, 2-4 players, with walls, towers and guards
new-game-options = Options
new-game-city-rules = The City's own rules (no fields, cities or roads)
new-game-farmers = Farmers (fields score at the end)
new-game-two-tile-city = A 2-tile city scores 2 (old rule, R-B2)
new-game-city-gates = The City Gates
new-game-city-gates-disabled = comes when its tile set does
new-game-seed = Seed
new-game-seed-random = random
new-game-seed-random-hint = a new random seed
new-game-seed-each = random each game
new-game-seats = Seats
new-game-colour = Colour of seat { $seat }
new-game-name = Name of seat { $seat }
new-game-remove = remove
new-game-remove-hint = remove seat
new-game-add-seat = Add seat
new-game-too-many = This game takes at most { $n } players: remove a seat.
new-game-start = Start game

## The end screen

end-cities = Cities
end-roads = Roads
end-monasteries = Monasteries
end-fields = Fields
end-streets = Streets
end-markets = Markets
end-residential = Residential
end-wall = Wall
end-final-scores = Final scores
end-scoring = End scoring
end-score = { $name }: { $n }
end-score-winner = { $name }: { $n }  - winner
end-step = Step { $i } of { $n }
end-back = Back
end-next = Next scoring
end-show-all = Show all
end-points-by-kind = Points by kind
end-total = Total
end-score-over-turns = Score over the turns
end-axis-turn = turn
end-axis-points = points

## The scoring log and the status line

log-turn = Turn { $n }
log-end = End
log-no-scores = No scores yet.
status-new-game = New game, seed { $seed }
status-purist = The analysis sidebar is off (purist, in Settings)
status-undone = Move taken back
status-redone = Move made again
status-not-possible = Not possible: { $why }

## Windows

window-new-game = New game
window-settings = Settings
notice-open-previous = Open the previous version
error-heading = Something went wrong
ok = OK

## Keyboard shortcuts window

keys-scale = make everything bigger or smaller
keys-scale-reset = everything at its normal size
keys-cursor = move the cursor over the cells where the tile fits (held: move the board); in a wall round, pick a marked edge
keys-spot = the follower's spot: 1 the first, 0 none, Tab the next; in a wall round 1 guard, 0 none; a tower: 1, 2, 3
keys-enter = put the tile on the cursor's cell, then confirm the turn
keys-pan = move the board
keys-zoom = zoom the board
keys-turn = turn the tile
keys-inspect = inspect a feature (analysis sidebar)
keys-name-arrows = Arrow keys
keys-name-right-drag = Right drag
keys-name-wheel = Wheel
keys-name-turn = Right click, Ctrl + wheel
keys-name-inspect = Alt + click

## Scores explained

count-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
count-shields =
    { $n ->
        [one] { $n } shield
       *[other] { $n } shields
    }
count-completed-cities =
    { $n ->
        [one] { $n } completed city
       *[other] { $n } completed cities
    }
count-kinds =
    { $n ->
        [one] { $n } kind
       *[other] { $n } kinds
    }
count-wall-pieces =
    { $n ->
        [one] { $n } wall piece
       *[other] { $n } wall pieces
    }
count-markets =
    { $n ->
        [one] { $n } market
       *[other] { $n } markets
    }
count-public-buildings =
    { $n ->
        [one] { $n } public building
       *[other] { $n } public buildings
    }
count-historic-buildings =
    { $n ->
        [one] { $n } historic building
       *[other] { $n } historic buildings
    }
formula-city-complete = { $a } x 2 + { $b } x 2 = { $value }
formula-city-incomplete = { $a } x 1 + { $b } x 1 = { $value }
formula-two-tile-city = { $a }, { $b }: the old rule's flat 2 = { $value }
formula-times-one = { $a } x 1 = { $value }
formula-times = { $a } x { $b } = { $value }
formula-monastery-complete = 9 (all 8 neighbours filled)
formula-monastery-incomplete = { $a } of 9 cells filled x 1 = { $value }
formula-field = { $a } x 3 = { $value }
formula-four-gates = fixed 4
formula-residence = { $a } x 2 = { $value }
formula-guard = { $a } x 2 + { $b } x 3 = { $value }
holder-knight =
    { $n ->
        [one] { $name } has 1 knight
       *[other] { $name } has { $n } knights
    }
holder-thief =
    { $n ->
        [one] { $name } has 1 thief
       *[other] { $name } has { $n } thieves
    }
holder-farmer =
    { $n ->
        [one] { $name } has 1 farmer
       *[other] { $name } has { $n } farmers
    }
holder-monk =
    { $n ->
        [one] { $name } has 1 monk
       *[other] { $name } has { $n } monks
    }
holder-citizen =
    { $n ->
        [one] { $name } has 1 citizen
       *[other] { $name } has { $n } citizens
    }
holder-seller =
    { $n ->
        [one] { $name } has 1 seller
       *[other] { $name } has { $n } sellers
    }
holder-steward =
    { $n ->
        [one] { $name } has 1 steward
       *[other] { $name } has { $n } stewards
    }
holder-guard =
    { $n ->
        [one] { $name } has 1 guard
       *[other] { $name } has { $n } guards
    }
word-and = and
explain-nobody = Nobody scores.
explain-scores =
    { $who } { $n ->
        [one] scores
       *[other] score
    } { $points }{ $tie ->
        [yes] {" "}(tie: each scores in full)
       *[no] {""}
    }.
explain-tower = Tower
explain-guard = Guard
explain-piece-line =
    { $what } at { $at }: { $formula }. { $who } { $n ->
        [one] scores
       *[other] score
    } { $points }.
head-complete = completed { $feature }
head-unfinished = unfinished { $feature }
explain-gates-city =
    { $n ->
        [one] Its gate closes that side.
       *[other] Its { $n } gates close those sides.
    }
explain-gates-road =
    { $n ->
        [one] It ends at a gate.
       *[other] { $n } of its ends meet gates.
    }
explain-line = { $head } at { $at }: { $formula }.{ $rest }

## The City beside the board and its wall rounds

city-stack = stack { $stack }: { $n }
city-stack-in-use = stack { $stack }: { $n } (in use)
city-stack-hint = tiles left in stack { $stack }
city-stack-hint-in-use = tiles left in stack { $stack } (in use)
city-wall-left = Wall pieces left: { $n }
city-no-wall = No wall yet: the gate comes with the first wall round.
city-ring = The wall is closed into a ring (R-C14d).
city-gap = Wall ends { $n } edges apart
city-gap-hint = outline edges between the two wall ends; after a wall round at 5 or fewer the game ends (R-C14c)
city-towers-left = Towers left:
city-towers-left-of = { $name }: towers left
city-ended = Ended: { $why } ({ $rule })
city-end-last-tile = the last tile is placed
city-end-last-wall-piece = the last wall piece is built
city-end-wall-nearly-closed = the wall's two ends are 5 or fewer edges apart
city-end-ring = the wall is closed into a ring
wall-gate = Wall round: place the city gate
wall-gate-hint = Click a marked edge of the city (R-C9).
wall-piece = Wall round: place a wall piece
wall-piece-hint = Click a marked edge at an end of the wall (R-C10).
wall-guard-question = Wall piece on the { $side } side of { $tile }: put a guard on it?
wall-guard = Place a guard on this piece
wall-guard-hint = a follower from your supply stands on the piece (R-C11)
wall-no-guard = No guard
wall-other-edge = Or click the other marked edge.
wall-tower = Wall round: a tower?
wall-tower-cw = Tower at the clockwise end ({ $points })
wall-tower-ccw = Tower at the anticlockwise end ({ $points })
wall-tower-hint = scores the pieces since the last tower at that end (R-C12)
wall-no-tower = No tower
wall-choose = Choose:

## Tiles, sides and moves in words

side-north = north
side-east = east
side-south = south
side-west = west
side-letter-n = N
side-letter-e = E
side-letter-s = S
side-letter-w = W
edge-city = city
edge-road = road
edge-field = field
edge-gate = city gate
edge-street = street
edge-plain = plain

tile-part-monastery = monastery
tile-part-city =
    { $n ->
        [1] city
       *[other] { $n } cities
    }
tile-part-gate =
    { $n ->
        [1] a gate
       *[other] { $n } gates
    }
tile-part-road =
    { $n ->
        [1] a road
        [2] 2 roads
       *[other] a crossing of { $n } roads
    }
tile-part-market = { $kinds } market
tile-part-street =
    { $n ->
        [1] a street
       *[other] { $n } streets
    }
tile-part-houses = houses
tile-part-field = field
tile-market-fish = fish
tile-market-grain = grain
tile-market-livestock = livestock
tile-with = { $first } with { $rest }
tile-gggg = the four-gate city
tile-ccfg = two cities, one with a gate
tile-gcgg = city with three gates
tile-cfrg = city with a gate, a road ending at its wall
tile-fcrg = city with a gate, a road ending at the gate
tile-gate-shield-road = city with a gate and a shield, a road
tile-cgrr = city with a gate, a road bend
tile-rcrg = city with a gate, two roads ending at it
tile-fcfg = city with a gate, between fields
tile-rgrg = bridge over a city between two gates
tile-rcrg-2 = bridge over a city with a gate
tile-rcrg-shield = bridge over a city with a gate and a shield
tile-rfrg = gate at a road bend
tile-cccg = big city with a gate
tile-cgcg = city with two gates opposite
tile-ccgg = city with two gates side by side
tile-cgff = city with a gate, fields
tile-cgfg = city with two gates, a field between
tile-cgrf = city with a gate and a road
tile-crrg = city with a gate, a road bend below
tile-gcgr = city with two gates and a road
tile-ccgf = corner city with a gate
tile-cggf = city with two gates at a corner

move-middle = in the middle of the table
move-of-start = { $dir } of the start tile
move-of-tile = { $dir } of { $the_tile }
move-not-turned = not turned
move-turned = turned { $deg }°
move-no-follower = no follower
move-a-follower = a follower
move-follower-on = { $follower } on the { $feature }{ $which }
move-words = { $where }, { $turned }, { $who }

## Refused moves and "why not here?"

refuse-place-first = place the tile first
refuse-game-over = the game is over
refuse-no-tile = no tile is drawn
refuse-cell-taken = cell { $cell } already has a tile
refuse-off-table = cell { $cell } is off the table
refuse-no-neighbour = cell { $cell } touches no placed tile by a side (corners do not count)
refuse-mismatch = at { $cell } the tile's { $side } side shows { $mine } but faces { $theirs } (sides must match: city-city, road-road, field-field{ $gate ->
        [yes] ; a gate may face a road, a field or a gate, never a city: R-G1
       *[no] {""}
    })
refuse-no-feature = the tile has no feature { $i }
refuse-no-follower-left = no follower left in supply
refuse-farmers-off = farmers are off in this game: no follower on a field (R-B5)
refuse-joined = the { $feature } at { $cell } { $place } is joined by this tile to { $player }'s { $follower } at { $at } ({ $rule })
refuse-taken = the { $feature } at { $cell } { $place } already has a follower on it, as connected on the board ({ $rule })
refuse-not-for-followers = no follower may stand on a { $feature }
refuse-completed = this tile completes that { $feature }: no follower may go on it (R-C6)
refuse-beyond-wall = no tile on { $cell }: it lies outside the wall, or its tile would take the wall off the city's outline or enclose it (R-C4)
refuse-wrong-phase = that is not the decision the game waits for
refuse-not-on-outline = the gate goes between a tile and an empty cell of the open outside, not at { $cell } side { $side } (R-C7)
refuse-not-at-wall-end = a wall piece goes next to an end of the wall along the city's outline, not at { $cell } side { $side } (R-C7)
refuse-guard-opposite = a guard already stands on the wall piece directly opposite (R-C11)
refuse-no-tower = no tower there: none left, or no wall piece since the last tower or the gate at that end (R-C12)
refuse-not-left = no tile of type { $tile } is left to draw
refuse-fits-nowhere = tile type { $tile } fits nowhere now, so it would be discarded (R-B1)
why-head = { $cell }: { $tile } { $fits ->
        [yes] fits here in another rotation
       *[no] cannot go here
    }
why-fits = { $deg }°: fits
why-rotation = { $deg }°: { $reason }
why-not-allowed = not allowed
why-cell-taken = cell taken: a tile already lies there
why-touches-none = touches no tile: no placed tile beside it by a side (corners do not count)
why-clash = the { $side } side shows { $mine } but faces { $theirs } of the tile at { $at }
why-sides-rule = §2 placement: sides must match: city-city, road-road, field-field
why-gate-rule = R-G1: a gate side may face a road, a field or another gate; never a city
why-touch-rule = §2 placement: the tile must touch a placed tile by a side (corners do not count)
why-one-tile-rule = §2 placement: one tile a cell
why-table-edge = table edge

## The analysis sidebar

sidebar-heading = Analysis
sidebar-wall-gate =
    Wall round: { $who } places the city gate on one of { $n ->
        [one] { $n } marked edge
       *[other] { $n } marked edges
    } (R-C9). The gate scores nothing itself; where it goes decides where the wall runs.
sidebar-wall-piece =
    Wall round: { $who } places a wall piece at an end of the wall: { $n ->
        [one] { $n } choice
       *[other] { $n } choices
    } (R-C10).
sidebar-wall-guard-may = a guard may stand on it (R-C11, scored at the end)
sidebar-wall-guard-not = no guard: one stands opposite (R-C11)
sidebar-wall-edge = • the { $side } side of { $at }: scores nothing now; { $guard }
sidebar-wall-tower = Wall round: { $who } may put a tower on an end of the wall (R-C12).
sidebar-tower-cw = • tower at the clockwise end: { $points } now
sidebar-tower-ccw = • tower at the anticlockwise end: { $points } now
sidebar-no-tower = • no tower: 0 points, the tower stays for later
sidebar-no-tile = No tile to place.
sidebar-legal-moves = Legal moves
sidebar-legal-moves-of = Legal moves ({ $tile })
sidebar-placements = Legal placements: { $n }
sidebar-moves-with-followers = Moves with follower options: { $n }
sidebar-computer-values = Computer's values
sidebar-computer-values-hint = the hard computer player's values for every move
sidebar-order-points = Best first by points now and the end-now margin.
sidebar-order-computer = Best first by the hard computer player's value.
sidebar-weighing = The computer is weighing the moves…
sidebar-col-move = Move
sidebar-col-points = Points now
sidebar-col-points-hint = what the move scores for its player at once
sidebar-col-totals = Totals if it ended
sidebar-col-totals-hint = everyone's totals if the game ended right after the move
sidebar-col-chance = Chance to win
sidebar-col-chance-hint = the hard computer player's estimate of the mover's chance to win after this move (1 s of thought)
sidebar-move-click-hint = Click to put this move on the board; Enter or Confirm turn plays it.
sidebar-totals-hint = Totals if the game ended after this move ({ $names }); margin for the mover { $margin }
sidebar-chance-hint = The hard computer player's estimate of the mover's chance to win
why-heading = Why not here?
why-hint = Point at an empty cell beside the board where the tile does not fit.
inspect-heading = Feature inspector
inspect-stop = Stop inspecting
inspect-hint = Alt+click a feature on the board, or pick one below.
inspect-all-features = All features ({ $n })
inspect-feature-at = { $feature } at { $at } { $label }
inspect-tiles = Tiles: { $n }
inspect-shields = Shields: { $n }
inspect-cells-to-fill = Cells to fill: { $n }
inspect-open-sides = Open sides: { $n }
inspect-complete = Complete
inspect-unfinished = Unfinished
inspect-followers = Followers: { $list }
inspect-would-win =
    Would win: { $state ->
        [nobody] nobody (no followers)
        [tie] { $who } (tie, each in full)
       *[one] { $who }
    }
inspect-worth-now = Worth now: { $n }
inspect-scored = Scored when completed
inspect-at-end = At the end: { $n }
inspect-if-completed = If completed: { $n }
inspect-city-ref = { $at } { $n } tiles
inspect-completed-cities = Completed cities touched: { $n }
inspect-open-cities = Open cities touched: { $n }
inspect-markets = Markets bordered: { $n }
inspect-markets-hint = R-C15: 2 points per market the area borders, each once, at the end.
inspect-market-line =
    {"  "}market at { $at }: { $tiles } tiles, { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    }, { $complete ->
        [yes] complete
       *[no] open
    }
inspect-guards = Guards ({ $n })
inspect-guard-line = { $name } on the { $side } wall of { $at }: { $public } public, { $historic } historic = { $value }
inspect-guard-hint = Watches { $row } (R-C16: 2 per public and 3 per historic building, up to the first empty cell or the far wall; each guard scores on its own).
sidebar-in-hand = In hand: { $tile } (not counted)
sidebar-stacks-hint = The stacks were dealt face down, so which tiles each holds is unknown: every unseen tile is as likely to be in one stack as in another. A group's count per stack (~) is its expected share; the next-tile chances are the same as over all stacks (E-12).
sidebar-stack-share = stack { $stack } ~{ $share }
sidebar-group-left = { $group }: { $n } left{ $stacks }
sidebar-group-monasteries = Monasteries
sidebar-group-city-road = City and road
sidebar-group-city = City
sidebar-group-road = Road
sidebar-group-markets = Markets
sidebar-group-streets = Streets
sidebar-group-other = Other
sidebar-tile-left = tile { $id }: { $n } left, { $chance } next
sidebar-tile-left-hint = { $name } (tile { $id }): { $n } left, { $chance } chance to come next
sidebar-spots = Open spots ({ $n })
sidebar-chance-within = Chance within
sidebar-draws = draws
sidebar-no-spots = No unfinished feature waits for a tile.
sidebar-spot =
    { $at } { $needs }: { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } fit, { $next } next, { $within } within { $draws } draws
sidebar-fitting = Fitting: { $tiles }
score-now-heading = Score if the game ended now
score-now-player = Player
score-now-now = Now
score-now-gains = Gains
score-now-total = Total
score-now-would-end = { $name } would end with { $n }
score-now-nothing = Nothing would score.
score-now-nobody = nobody
score-now-event = { $feature } { $formula } = { $value } to { $to }
sidebar-over = The game is over
sidebar-over-winners =
    { $n ->
        [one] { $who } wins
       *[other] { $who } share the win
    } with { $points }.
sidebar-over-in-play = In play
sidebar-over-at-end = At the end
sidebar-over-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } laid, { $aside } put aside.

## The scenario editor

editor-tab-position = Position
editor-tab-text = Text
editor-tab-questions = Questions
editor-tab-try = Try the questions
editor-tab-ruling = Ruling
editor-no-ruling =
    No ruling: the position has problems.
    { $problem }
editor-undone = Edit taken back
editor-nothing-undo = Nothing to take back
editor-redone = Edit made again
editor-nothing-redo = Nothing to make again
editor-tile-turned = Tile turned
editor-tile-off = Tile taken off
editor-play-window = Play from here
editor-strict = Strict
editor-strict-hint = only edits that leave a position the rules allow
editor-free = Free
editor-free-hint = anything goes; what is off stays marked in red
editor-strict-refused = Strict mode needs a position without problems: put them right in free mode first
editor-strict-on = Strict mode: edits that break a rule are refused
editor-free-on = Free mode: anything goes, problems are marked
editor-redo-keys = Ctrl+Y or Ctrl+Shift+Z
editor-save = Save scenario
editor-play = Play from here…
editor-play-disabled = the position has problems: put them right first
editor-new-piece-guard = new wall pieces get a guard
editor-new-piece-guard-hint = of the chosen player; click a piece again to change its guard
editor-problems = Problems ({ $n })
editor-no-problems = None: the rules allow this position.
editor-alt-click-hint = Alt+click inspects a feature once the analysis is showing (the position must have no problems)
editor-follower-off = Follower taken off
editor-follower-on = Follower put on
editor-cell-has-tile = { $cell } has a tile: R or a right click turns it, Delete or the Remove tool takes it off
editor-tile-laid = { $id } laid on { $cell }
editor-choose-tile = Choose a tile in the palette first
editor-write-note-first = Write the note in the Text tab first, then click its cell
editor-note-off = Note taken off
editor-note-pinned = Note pinned
editor-gate-put = Gate put
editor-gate-off = Gate and wall taken off
editor-guard-put = Guard put
editor-guard-off = Guard taken off
editor-piece-put = Wall piece put
editor-save-failed =
    Could not save the scenario.

    { $e }
editor-cell-tile = { $id } turned { $deg }°
editor-cell-note = Note: { $note }
editor-cell-problem = Problem: { $problem }
editor-spot-hint = { $feature } { $place }: click to put or take off a follower
editor-tool-tiles = Tiles
editor-tool-tiles-hint = click an empty cell to lay the held tile
editor-tool-followers = Followers
editor-tool-followers-hint = click a spot to put a follower of the chosen player, again to take it off
editor-tool-remove = Remove
editor-tool-remove-hint = click a tile to take it off
editor-tool-notes = Notes
editor-tool-notes-hint = click a cell to pin the note written beside
editor-tool-wall = Wall
editor-tool-wall-hint = click an edge: the gate first, then the wall pieces where the yellow marks say
editor-player-pick = Player:
editor-player-dot = player { $n }
editor-palette = Palette
editor-turn = turn
editor-turn-hint = turn the held tile (R)
editor-any = any
editor-palette-tile = palette { $id }
editor-palette-left = { $id }: { $n } left of { $of }
editor-palette-free = { $id }: unlimited in free mode ({ $of } in the set)
editor-title = Title
editor-description = Description
editor-notes-heading = Notes pinned to cells
editor-notes-hint = Write a note, choose the Notes tool and click a cell to pin it there (an empty note takes one off).
editor-note = Note
editor-remove = remove
editor-players = Players
editor-players-name = players
editor-to-move = To move
editor-player = Player { $n }
editor-score = score
editor-score-of = score of player { $n }
editor-in-supply = followers in supply
editor-supply-of = supply of player { $n }
editor-supplies = Supplies
editor-supplies-auto = 7 less those on the board
editor-drawn = Drawn tile
editor-from-stack = from the stack
editor-seed-hint = shuffles the remaining tiles given as the rest or as counts
editor-two-tile-city = A 2-tile city scores 2 (R-B2)
editor-with-gates = With The City Gates (fixed by the tile set)
editor-without-gates = Without The City Gates (fixed by the tile set)
editor-remaining = Remaining tiles
editor-remaining-rest = the rest of the set
editor-remaining-counts = counts
editor-remaining-order = exact order
editor-remaining-rest-hint = Every tile not placed, drawn or discarded, shuffled by the seed.
editor-remaining-of = remaining { $id }
editor-order-hint = First drawn first; tile ids separated by spaces:
editor-order-unknown = unknown tile "{ $id }" in the order
editor-discards = Discards (tile ids, R-B1)
editor-end-cw = clockwise
editor-end-ccw = anticlockwise
editor-city-wall = The City's wall
editor-gate-at = Gate on side { $side } of { $at }
editor-no-gate = No gate yet: choose the Wall tool and click an outer edge.
editor-arm =
    { $end }: { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    }, { $guards ->
        [one] { $guards } guard
       *[other] { $guards } guards
    }
editor-take-off-piece = take off the last piece
editor-wall-supply-auto = wall pieces left: 70 less those placed
editor-wall-supply = wall pieces left
editor-stacks-auto = stacks split from the remaining tiles
editor-stack-of = tiles in stack { $n }
editor-towers-auto = towers left: 12 shared evenly less those placed
editor-towers-auto-hint = read with the gate: they count once the wall has begun
editor-towers-of = towers left of player { $n }
editor-towers = Towers ({ $n })
editor-tower-line = { $player } at the { $end } end, after piece { $at }
editor-tower-at = Tower at the { $end } end
editor-tower-at-hint = a tower of the chosen player where that end of the wall is now
ask-end-score = a player's score if the game ended now
ask-feature-value = what a feature is worth at the end
ask-placements = how many placements the drawn tile has
ask-discarded = whether the drawn tile is discarded
answer-yes = yes
answer-no = no
ask-not-a-number = the expected answer "{ $v }" is not a number
ask-set-drawn = set the drawn tile first: the question is about it
ask-not-yes-no = the expected answer "{ $v }" is not yes or no
ask-none-yet = No questions yet.
ask-expected = Expected: { $a }
ask-agrees = The engine agrees
ask-engine-says = The engine says { $a }
ask-cannot = The engine cannot answer: { $e }
ask-problems = (the position has problems: the engine cannot answer)
ask-remove = Remove question { $n }
ask-add-heading = Add a question
ask-question = Question
ask-question-hint = e.g. How many points does Blue's field score?
ask-player = player
ask-cell = cell
ask-place = place
ask-about-drawn = about the drawn tile ({ $tile })
ask-none-set = none set
ask-expected-answer = expected answer
ask-engine = Ask the engine
ask-engine-disabled = the position has problems
ask-why-hint = why (shown after trying), citing the rulings
ask-add = Add question
ask-write-first = write the question first
ask-no-questions = This scenario asks no questions.
ask-try-problems = The position has problems, so the engine cannot answer: see the list of problems.
ask-answer-n = answer { $n }
ask-your-answer = your answer
ask-check = Check answer { $n }
ask-right = Right: { $a }.
ask-not-quite = Not quite: the engine says { $a }.
editor-analysis-problems = No analysis: the position has problems (see the list).
play-here-easy = easy
play-here-medium = medium
play-here-hard = hard
play-here-seat = seat { $n } { $who }
play-here-start = Start playing
cancel = Cancel
seat-default-person = Player { $n }
seat-default-computer = Computer

## The editor's Ruling tab
# What carcassonne-cli adjudicate prints; in English word for word the same
# (a test in src/i18n/ruling.rs keeps it so).
ruling-position = position: { $players } players, { $moves } moves made, { $who }
ruling-over = the game is over
ruling-to-move = { $player } to move
ruling-drawn = drawn tile: { $tile } (legal placements: { $n })
ruling-drawn-none = drawn tile: none
ruling-none = none
ruling-remaining = remaining tiles: { $n }; discarded (R-B1): { $discards }
ruling-scores = scores: { $list }
ruling-supplies = followers in supply: { $list }
ruling-features = features: { $n }
ruling-feature = { $kind } { $tiles }: { $count }, { $shields }, { $open } open, followers: { $holders }; { $worth }{ $extra }
ruling-field-extra =
    { $cities ->
        [one] ; touches { $cities } city, { $completed } completed
       *[other] ; touches { $cities } cities, { $completed } completed
    }
ruling-market-kinds =
    { $n ->
        [one] ; { $n } market kind
       *[other] ; { $n } market kinds
    }
ruling-borders =
    { $n ->
        [one] ; borders { $n } market (R-C15)
       *[other] ; borders { $n } markets (R-C15)
    }
ruling-complete = complete
ruling-worth-nothing = worth nothing unless completed
ruling-worth = worth { $n } at the end
ruling-city = the city: { $phase } to decide; stacks left { $stacks } (stack { $stack } in use); gate { $gate }; { $pieces } wall pieces placed, { $supply } in supply, { $gap } outline edges unwalled; guards { $guards }; towers left { $towers }; { $rounds } wall rounds{ $ended }
ruling-phase-place = place
ruling-phase-gate = gate
ruling-phase-wall = wall
ruling-phase-tower = tower
ruling-phase-over = over
ruling-gate-none = not placed
ruling-gate-at = at { $cell } side { $side }
ruling-ended = ; ended by { $end }
ruling-during-play = scoring during play:
ruling-move-event = move { $n } ({ $player }): { $text }
ruling-end-scoring = end scoring:
ruling-if-ended = if the game ended now:
ruling-no-scoring = no feature with followers scores
ruling-final = final scores: { $list }

## Files, notices and errors
# The lead sentence; the detail after it (en-problems.ftl) is translated
# too, but for RON's own syntax messages and the system's reasons.

notice-broken-title = { $what } could not be read
notice-broken-text =
    { $what } could not be read.

    { $why }
notice-moved-aside =
    Nothing was deleted: the file was moved aside as
    { $path }
    so that nothing writes over it.
notice-not-moved = It could not be moved aside; it stays at { $path }.
notice-previous-kept = The previous version is kept as { $path }.
notice-what-recent-list = The list of recent games
notice-list-rebuilt = The list was rebuilt from the game files, which are all kept.
notice-what-autosave = The last game's autosave
notice-what-editor-autosave = The scenario being edited (its autosave)
notice-what-this-game = This game's file
notice-what-this-scenario = This scenario's file
notice-what-settings = The settings file
notice-settings-defaults = The settings are back to their defaults for now.
notice-autosave-title = Autosave failed
notice-autosave-text =
    The game could not be kept in the data folder.

    { $e }

    The previous autosave is untouched. Play goes on; use Save as… to keep this game elsewhere. Later failures show in the status line.
status-autosave-failed = Autosave failed: { $e }
status-opened = Opened { $name }
status-opened-scenario = Opened scenario { $name }
status-saved = Saved { $path }
status-recent-failed = Could not update the recent files: { $e }
status-game-of = Game of { $date }
status-opened-backup = Opened the backup { $path }
status-own-dialog = { $why }: using the app's own file dialog
status-replaying = Replaying { $path }
status-saved-study = Saved the study { $path }
status-new-scenario = New scenario: choose a tile in the palette and click a cell
status-opened-in-editor = Opened { $path } in the editor{ $strict ->
        [yes] {""}
       *[no] {" "}(free mode: the position has problems)
    }
status-editing-position = Editing the game's position
status-starter = Starter scenario { $name }
status-playing-starter = Playing starter scenario { $name }
status-saved-scenario = Saved scenario { $path }
status-playing-from-editor = Playing from the editor's position
status-play-on = Playing on from the replayed position
status-cannot-play-on = Cannot play on: { $e }
status-no-replay = No game to replay: open one for study
status-settings-failed = Could not keep the settings: { $e }
error-open-tileset =
    Could not open the game.

    { $name }: a tile set, not a game or scenario
error-open-game =
    Could not open the game.

    { $e }
error-save-game =
    Could not save the game.

    { $e }
error-delete-on-board = This game is on the board: start or open another first.
error-delete-game =
    Could not delete the game.

    { $e }
error-backup =
    The backup cannot be read either.

    { $e }
error-open-this-game =
    Could not open this game.

    { $e }
error-save-study =
    Could not save the study.

    { $e }
error-make-scenario = Cannot make this scenario: { $e }
error-open-scenario =
    Could not open the scenario.

    { $e }
error-open-named =
    Could not open { $name }.

    { $e }
error-play-position =
    Cannot play this position.

    { $e }
error-cannot-start = Cannot start this game: { $e }
error-computer-illegal = The computer chose an illegal move: { $e }
error-computer-no-move = The computer found no move.
picker-cannot-list = { $folder }: cannot list: { $e }
picker-save-title = Save as (the app's own file dialog)
picker-open-title = Open (the app's own file dialog)
picker-up = Up
picker-up-hint = the folder above
picker-file-name = File name
dialog-filter-game = Carcassonne game
dialog-filter-all = All files
dialog-open-title = Open
dialog-save-title = Save as
dialog-no-portal = this desktop has no file-dialog portal and no zenity
dialog-did-not-open = the desktop's file dialog did not open (no portal answered)
mode-replay = Replay
mode-replay-hint = the game being studied

## Help and About

help-page-base = Carcassonne
help-page-city-gates = The City Gates
help-page-the-city = The City
help-rule-link = { $id }: open this ruling in the rules (Help)
help-rules-window = Rules
about-version = Version { $v }
about-what = Play Carcassonne, Carcassonne with The City Gates and Carcassonne: The City against friends at one screen or against the computer; see why each score is what it is, analyse a position, and set up your own scenarios in the editor.
about-credit = Carcassonne is a board game by Klaus-Jürgen Wrede. This program is an unofficial study of its rules with its own artwork.

## Study: export and course

cmd-export-picture = Export board picture…
status-picture-exported = Board picture written to { $file }
error-picture-export = Could not write the board picture.
course-answer-on-board = a move on the board
course-menu = Course
course-lesson-item = { $n }. { $title }
course-lesson-done-item = { $n }. { $title } (done)
course-window-title = Lesson { $n } of { $total }: { $title }
course-make-move = Answer on the board: place the drawn tile and confirm the move.
course-right = Right!
course-wrong = Not this move.
course-move = the tile on { $cell }, turned { $degrees }°
course-move-follower = the tile on { $cell }, turned { $degrees }°, with a follower
course-move-scores = { $move }: { $points } at once
course-your-move = Your move: { $what }.
course-better = Better: { $what }.
course-values = The computer expects { $played } from your move, and { $best } from the best move it found.
course-typed-label = Answer { $n }
course-check = Check answer { $n }
course-typed-right = Right: { $answer }.
course-typed-wrong = Not quite: the engine says { $answer }.
course-problem = The engine cannot judge this: { $problem }
course-done = Lesson done: the Course menu marks it.
course-try-again = Try again
course-next = Next lesson
course-progress-unreadable = The course progress cannot be read; the course starts afresh.
course-progress-unwritable = The course progress could not be saved.
status-lesson = Lesson { $n }: { $title }
course-stops = After it, no tile left fits { $cell }: the city can never be completed.
course-stops-not = After it, every empty cell of the city can still take a tile that is left: the city can still be completed.
replay-cannot-add = Cannot add that move: { $e }
replay-cannot-pick = Cannot draw that tile: { $e }
replay-game-over = the game is over at this move
replay-start-position = The start position: step forward to comment on a move.
replay-mark = Mark:
replay-comment = Comment on this move:
replay-no-tile = No tile is drawn at this move.
replay-try-hint = Place a tile on the board and confirm it: it becomes a variation.
replay-tile-drawn = Tile drawn
replay-as-drawn = { $tile } (as drawn)
replay-tile-left = { $tile } ({ $n } left)
replay-heading = Replay
replay-start = Start
replay-back = Back
replay-forward = Forward
replay-end = End
replay-slider = move
replay-where = Move { $at } of { $total }, { $line ->
    [main] main line
   *[other] a variation
}
replay-play-on = Play on from here
replay-try = Try another move
replay-promote = Promote to main line
replay-delete = Delete this move
replay-close = Close replay
replay-moves = Moves (click one to go there):
replay-start-line = 0. start
replay-move = { $k }. { $who }: { $tile }
replay-picked = (picked)
replay-at = at { $cell }
replay-review-done = Review done: save to keep it
replay-review-cancelled = Review cancelled
replay-reviewing = reviewing: { $done } of { $total } moves
replay-cancel-review = Cancel review
replay-review = Review this game
replay-chances = Chance to win over the game
replay-axis-move = move
replay-inaccuracy = inaccuracy
replay-mistake = mistake
replay-blunder = blunder
replay-marked = { $k }. { $who }: { $verdict } (loses { $loss } of the chance to win, about { $points } points)
