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
settings-window-kept = { $w } x { $h } (kept from the last run)
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

who-computer-random = (computer, random)
who-computer-easy = (computer, easy)
who-computer-medium = (computer, medium)
who-computer-hard = (computer, hard)
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
    } { $points }. [{ $rule }]
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
explain-line = { $head } at { $at }: { $formula }.{ $rest } [{ $rule }]

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
city-ended = Ended: { $rule }
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

## Help and About

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
