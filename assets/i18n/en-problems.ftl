# Texts of the problems the engine finds in a position, a file or an answer.
# In English each reads as the command line says it (the engine's Display),
# but with the right plural where a count is one; tests in
# src/i18n/problems.rs and src/i18n/file_problems.rs keep them so.

## The position's problems (the editor's Problems list, file errors)

pos-at-cell = at { $cell }: { $problem }
pos-other-game = the position is for another game than the tile set
pos-players = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }: this game takes 2 to { $most }
pos-to-move-absent = player { $player } is to move but there { $n ->
        [one] is { $n } player
       *[other] are { $n } players
    }
pos-more-scores = more scores than players
pos-score-too-high = player { $player } has { $n ->
        [one] { $n } point
       *[other] { $n } points
    }: more than the { $most } a position may give
pos-too-many-tiles = more than 250 tiles on the board
pos-unknown-tile = unknown tile "{ $tile }"
pos-rotation = rotation { $rot } (0 to 3 quarter turns)
pos-off-table = off the table
pos-two-tiles = two tiles on one cell
pos-mismatch = the { $side } side shows { $mine } but the tile at { $at } shows { $theirs }
pos-not-touching = this tile does not touch the rest of the landscape by a side
pos-follower-of-absent = a follower of player { $player }, who is not in the game
pos-follower-no-tile = a follower on a cell without a tile
pos-follower-no-feature = a follower on "{ $on }", but tile { $tile } has no feature there
pos-farmers-off = a farmer, but farmers are off (R-B5)
pos-too-many-followers = player { $player } has more than { $most } followers on the board
pos-walls-not-city = walls, guards and towers belong to The City
pos-on-completed = a follower stands on a completed { $feature }, which would have been scored and returned
pos-supplies-length = supplies must list one number per player
pos-supply-too-high = player { $player } has { $n ->
        [one] { $n } follower
       *[other] { $n } followers
    } in supply and { $board } on the board: more than the { $most } a player owns
pos-too-many-of-tile = { $n ->
        [one] { $n } tile { $tile } is
       *[other] { $n } tiles { $tile } are
    } placed, drawn, discarded or remaining, but the set has { $count }
pos-stack-too-full = stack { $stack } holds { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } but has { $most } at the start (section 4.1)
pos-stacks-vs-remaining = the stacks hold { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } but { $remain } remain
pos-no-such-stack = stack { $stack } is in use, but there are stacks 1 to 3
pos-over-but-drawn = a game that is over has no drawn tile and no wall round
pos-drawn-in-round = during a wall round no tile is drawn
pos-round-done = the wall round has no decision left to make
pos-round-absent-player = the wall round names a player who is not in the game
pos-round-waits-for = player { $player } is to move but the wall round waits for player { $waits }
pos-round-gate-placed = the wall round waits for the gate, but the gate is placed
pos-round-no-gate = the wall round waits for a wall piece or tower, but there is no gate
pos-closing-beside-no-tile = a closing wall piece beside no tile
pos-not-built = the position could not be built
pos-towers-left-length = towers_left must list one number per player ({ $players }), not { $n }
pos-wall-without-gate = wall pieces or towers but no gate
pos-wall-off-table = a wall piece off the table
pos-gate-not-outside = the gate must lie between a tile and an empty cell of the open outside (R-C7)
pos-wall-not-continuing = wall piece on side { $side } does not continue the wall along the outline (R-C7)
pos-guard-of-absent = a guard of a player not in the game
pos-wall-supply-too-high = { $n ->
        [one] { $n } wall piece
       *[other] { $n } wall pieces
    } in supply and { $placed } on the board: more than the { $most } in the box
pos-tower-of-absent = a tower of player { $player }, who is not in the game
pos-tower-off-arm = a tower after wall piece { $at } of an arm of { $n } (R-C12)
pos-too-many-towers = player { $player } has { $n ->
        [one] { $n } tower
       *[other] { $n } towers
    } left and { $used } placed: more than the { $share } each

## The scenario editor's refusals

edit-refused-unknown-tile = unknown tile "{ $tile }"
edit-refused-cell-has-tile = cell { $cell } already has a tile
edit-refused-no-tile = no tile at { $cell }
edit-refused-follower-there = a follower already stands on { $on } at { $cell }
edit-refused-no-follower = no follower on { $on } at { $cell }
edit-refused-city-only = walls, guards and towers belong to The City
edit-refused-gate-first = put the gate first: the wall grows from it
edit-refused-wall-needs-sound = the wall can only grow on a position without problems: { $problem }
edit-refused-not-continuing = side { $side } of { $cell } does not continue either end of the wall along the outline (R-C7)
edit-refused-no-piece-at-end = no wall piece at that end
edit-refused-no-wall-piece = no wall piece on side { $side } of { $cell } (guards stand on wall pieces, not on the gate)
edit-refused-tower-needs-gate = towers stand at the wall's ends: put the gate first
edit-refused-tower-there = a tower already stands at that end
edit-refused-no-tower = there is no tower { $n }
edit-refused-no-such-stack = the stacks are numbered 1 to 3
edit-refused-no-question = there is no question { $n }
edit-refused-no-player = there is no player { $player }
edit-refused-strict = not allowed in strict mode: { $problem }

## Why the engine cannot answer a question

answer-fail-no-player = there is no player { $player }
answer-fail-no-tile = no tile at { $cell }
answer-fail-no-feature = tile { $tile } at { $cell } has no feature at "{ $on }"
answer-fail-unknown-tile = unknown tile "{ $tile }"

## File errors: the detail after the lead sentence
# RON's syntax messages and the system's reasons ($e) come as they are.

file-problem-at = { $file }:{ $line }:{ $column }: { $problem }
file-problem-in = { $file }: { $problem }
file-problem-cannot-read = cannot read: { $e }
file-problem-cannot-write = cannot { $step }: { $e }
file-problem-step-folder = create its folder
file-problem-step-write = write the new version (the previous one is kept)
file-problem-step-replace = replace the previous version (it is kept)
file-problem-cannot-move-aside = cannot move it aside: { $e }
file-problem-cannot-delete = cannot delete: { $e }
file-problem-kind-save = save
file-problem-kind-scenario = scenario
file-problem-kind-recent = recent-files
file-problem-kind-course = course
file-problem-kind-progress = course progress
file-problem-kind-settings = settings
file-problem-version-newer = { $kind } format version { $found } was written by a newer version of Carcassonne studio (this one reads versions 1 to { $reads }): update the program to open it
file-problem-version-unknown = { $kind } format version { $found } is not supported (this program reads versions 1 to { $reads })
file-problem-players = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }: the game takes 2 to { $most }
file-problem-question-player = question { $question } asks about player { $player }, but the position has { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
file-problem-position = impossible position: { $problem }
file-problem-start-position = impossible start position: { $problem }
file-problem-unknown-content = not a tile set (tiles), saved game (setup, moves) or scenario (position)
file-problem-picture-name = a board picture is written as .svg or .png: name the file so
study-problem-variation = variation at move { $move }:{" "}
study-problem-no-such-tile = move { $move }: no tile "{ $tile }" in the tile set
study-problem-move = move { $move }: { $e }
study-problem-note-off = a note on move { $move }, which the line does not have
study-problem-line-too-short = the line has { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
study-problem-no-moves = it has no moves
