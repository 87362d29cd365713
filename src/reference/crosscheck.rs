//! Plays games with the engine and the reference side by side and compares
//! them at every turn: the legal moves as sets (placements with follower
//! choices; The City's gate, wall, guard and tower choices), every score
//! event, the scores and supplies after every move, and the end scoring.

use super::game::{RefEvent, RefGame};
use super::tiles;
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use crate::engine::model::tile::TileSetSpec;
use crate::engine::record::position::Position;
use crate::engine::state::Phase;
use crate::engine::{GameKind, Move, Options, Setup, State, random_move};
use crate::io::tileset::{BASE_RON, CITY_GATES_RON, CITY_RON, tileset_for};
use std::collections::BTreeSet;

/// Who makes every decision in the games checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniformly random legal moves.
    Random,
    /// The City: the simulation's greedy player; base game: the easy AI (greedy for points).
    Greedy,
    /// The medium computer player.
    Medium,
}

impl std::str::FromStr for Policy {
    type Err = String;
    fn from_str(s: &str) -> Result<Policy, String> {
        match s {
            "random" => Ok(Policy::Random),
            "greedy" => Ok(Policy::Greedy),
            "medium" => Ok(Policy::Medium),
            _ => Err(format!("unknown policy {s:?} (random, greedy or medium)")),
        }
    }
}

/// What to check.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub game: GameKind,
    pub options: Options,
    /// Players per game; 0 cycles through every legal count.
    pub players: u8,
    pub seed: u64,
    pub games: u64,
    pub policy: Policy,
}

/// The first place where engine and reference disagree.
#[derive(Clone, Debug)]
pub struct Disagreement {
    /// The game's setup (its seed replays it).
    pub setup: Setup,
    /// Moves made in the game before it.
    pub turn: usize,
    pub what: String,
    /// The engine's position at that moment (before the move, if a move showed it).
    pub position: Position,
    /// The move that showed it, if one did.
    pub mv: Option<Move>,
}

/// The result of a run.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub games: u64,
    pub moves: u64,
    /// Games with at least one disagreement.
    pub disagreements: u64,
    pub first: Option<Disagreement>,
}

/// The reference's reading of the tile set a game uses.
fn reference_tiles(game: GameKind, options: &Options) -> Result<Vec<tiles::RefTile>, String> {
    let read = |name: &str, text: &str| -> Result<TileSetSpec, String> {
        ron::from_str(text).map_err(|e| format!("{name}: {e}"))
    };
    let mut spec = match game {
        GameKind::City => read("the-city.ron", CITY_RON)?,
        GameKind::Base => read("base.ron", BASE_RON)?,
    };
    if game == GameKind::Base && options.city_gates {
        spec.tiles
            .extend(read("city-gates.ron", CITY_GATES_RON)?.tiles);
    }
    Ok(tiles::read(&spec))
}

/// Runs the check.
pub fn run(cfg: &Config) -> Result<Outcome, String> {
    let ts = tileset_for(cfg.game, &cfg.options).map_err(|e| e.to_string())?;
    let ref_tiles = reference_tiles(cfg.game, &cfg.options)?;
    let index: Vec<usize> = ts
        .tiles
        .iter()
        .map(|t| {
            ref_tiles
                .iter()
                .position(|r| r.id == t.id)
                .ok_or_else(|| format!("tile {} unknown to the reference", t.id))
        })
        .collect::<Result<_, _>>()?;
    let most = if cfg.game == GameKind::City { 4 } else { 5 };
    let mut out = Outcome::default();
    let mut rng = Rng::new(cfg.seed ^ 0xC805_5C4E);
    for g in 0..cfg.games {
        let players = if cfg.players == 0 {
            2 + (g % (most - 1)) as u8
        } else {
            cfg.players
        };
        let setup = Setup {
            game: cfg.game,
            players,
            options: cfg.options,
            seed: cfg.seed.wrapping_add(g),
        };
        let st = State::new(ts.clone(), &setup);
        // The draw order the engine's shuffle made: the discards before the
        // first draw, the drawn tile, then the stack (drawn from its end).
        let order: Vec<usize> = st
            .discards()
            .iter()
            .chain(st.drawn().iter())
            .chain(st.draw_order().iter().rev())
            .map(|t| index[*t as usize])
            .collect();
        let start = ts
            .start
            .filter(|_| cfg.game == GameKind::Base)
            .map(|s| index[s as usize]);
        let rf = RefGame::new(
            ref_tiles.clone(),
            cfg.game,
            cfg.options,
            players as usize,
            start,
            order,
        );
        let mut ai = match cfg.policy {
            Policy::Medium => Some(crate::ai::player(crate::ai::Level::Medium, setup.seed)),
            Policy::Greedy if cfg.game == GameKind::Base => {
                Some(crate::ai::player(crate::ai::Level::Easy, setup.seed))
            }
            _ => None,
        };
        let (moves, found) = one_game(
            st,
            rf,
            &index,
            &mut |st: &State| match (cfg.policy, &mut ai) {
                (_, Some(p)) => p.choose(st),
                (Policy::Greedy, None) => crate::ai::greedy_city::greedy_city_move(st, &mut rng),
                _ => random_move(st, &mut rng),
            },
        );
        out.games += 1;
        out.moves += moves;
        if let Some((turn, what, position, mv)) = found {
            out.disagreements += 1;
            if out.first.is_none() {
                out.first = Some(Disagreement {
                    setup,
                    turn,
                    what,
                    position,
                    mv,
                });
            }
        }
    }
    Ok(out)
}

type Found = (usize, String, Position, Option<Move>);

/// Plays one game to the end, comparing at every turn.
fn one_game(
    mut st: State,
    mut rf: RefGame,
    index: &[usize],
    choose: &mut dyn FnMut(&State) -> Option<Move>,
) -> (u64, Option<Found>) {
    let mut turn = 0usize;
    loop {
        if let Some(what) = compare_states(&st, &rf, index) {
            return (turn as u64, Some((turn, what, st.to_position(), None)));
        }
        if let Some(what) = compare_moves(&st, &mut rf) {
            return (turn as u64, Some((turn, what, st.to_position(), None)));
        }
        let Some(m) = choose(&st) else {
            return (turn as u64, None);
        };
        let before = st.to_position();
        st.apply_unchecked(&m);
        let got = rf.apply(&m);
        turn += 1;
        let mine = event_keys(&st, &st.last_events);
        let theirs: Vec<String> = {
            let mut v: Vec<String> = got.iter().map(ref_key).collect();
            v.sort();
            v
        };
        if mine != theirs {
            let what = format!(
                "move {turn} ({m:?}) scores differently: engine {mine:?}, reference {theirs:?}"
            );
            return (turn as u64, Some((turn - 1, what, before, Some(m))));
        }
    }
}

fn compare_states(st: &State, rf: &RefGame, index: &[usize]) -> Option<String> {
    let phase = match st.phase() {
        Phase::Over => None,
        Phase::Place { player } => Some((player, "place")),
        Phase::Gate { player } => Some((player, "gate")),
        Phase::Wall { player } => Some((player, "wall")),
        Phase::Tower { player } => Some((player, "tower")),
    };
    let ref_phase = if rf.over {
        None
    } else {
        Some(match rf.pending() {
            Some((p, super::game::Decision::Gate)) => (p, "gate"),
            Some((p, super::game::Decision::Wall)) => (p, "wall"),
            Some((p, super::game::Decision::Tower)) => (p, "tower"),
            None => (rf.current, "place"),
        })
    };
    if phase != ref_phase {
        return Some(format!("phase: engine {phase:?}, reference {ref_phase:?}"));
    }
    let drawn = st.drawn().map(|t| index[t as usize]);
    if phase.is_some_and(|p| p.1 == "place") && drawn != rf.drawn {
        return Some(format!(
            "drawn tile: engine {drawn:?}, reference {:?}",
            rf.drawn
        ));
    }
    if st.discards().len() != rf.discards {
        return Some(format!(
            "discards: engine {}, reference {}",
            st.discards().len(),
            rf.discards
        ));
    }
    if st.scores() != rf.score.as_slice() {
        return Some(format!(
            "scores: engine {:?}, reference {:?}",
            st.scores(),
            rf.score
        ));
    }
    let supplies: Vec<u32> = (0..st.players()).map(|p| st.supply(p) as u32).collect();
    if supplies != rf.supply {
        return Some(format!(
            "supplies: engine {supplies:?}, reference {:?}",
            rf.supply
        ));
    }
    None
}

fn compare_moves(st: &State, rf: &mut RefGame) -> Option<String> {
    let mine: BTreeSet<MoveKey> = st.legal_moves().iter().map(move_key).collect();
    let theirs: BTreeSet<MoveKey> = rf.legal_moves().iter().map(move_key).collect();
    if mine == theirs {
        return None;
    }
    let only_engine: Vec<&MoveKey> = mine.difference(&theirs).take(4).collect();
    let only_ref: Vec<&MoveKey> = theirs.difference(&mine).take(4).collect();
    Some(format!(
        "legal moves differ ({} engine, {} reference): only the engine's {only_engine:?}; only the reference's {only_ref:?}",
        mine.len(),
        theirs.len()
    ))
}

/// A move as an ordered key: (kind, x, y, rotation or side, follower or guard or end).
type MoveKey = (u8, i32, i32, u8, i16);

fn move_key(m: &Move) -> MoveKey {
    use crate::engine::model::outline::WallEnd;
    match *m {
        Move::Place(p) => (
            0,
            p.cell.x,
            p.cell.y,
            p.rot.0,
            p.follower.map_or(-1, i16::from),
        ),
        Move::Gate(e) => (1, e.cell.x, e.cell.y, e.side.index() as u8, 0),
        Move::Wall { edge, guard } => (
            2,
            edge.cell.x,
            edge.cell.y,
            edge.side.index() as u8,
            guard as i16,
        ),
        Move::Tower(end) => (
            3,
            0,
            0,
            0,
            match end {
                None => 0,
                Some(WallEnd::Cw) => 1,
                Some(WallEnd::Ccw) => 2,
            },
        ),
    }
}

/// An engine event as a comparable line.
fn event_keys(st: &State, events: &[ScoreEvent]) -> Vec<String> {
    let mut v: Vec<String> = events
        .iter()
        .map(|e| {
            let points: Vec<u32> = (0..st.players())
                .map(|p| {
                    if e.winners & (1 << p) != 0 {
                        e.value
                    } else {
                        0
                    }
                })
                .collect();
            let mut cells: Vec<(i32, i32)> = if e.rule == Rule::Tower {
                vec![]
            } else {
                e.tiles.iter().map(|c| (c.x, c.y)).collect()
            };
            cells.sort_unstable();
            cells.dedup();
            key(
                e.time == ScoreTime::End,
                e.kind,
                e.rule.id(),
                &points,
                e.tile_count as u32,
                &cells,
            )
        })
        .collect();
    v.sort();
    v
}

fn ref_key(e: &RefEvent) -> String {
    key(e.end, e.kind, e.rule, &e.points, e.tile_count, &e.cells)
}

fn key(
    end: bool,
    kind: crate::engine::FeatureKind,
    rule: &str,
    points: &[u32],
    tiles: u32,
    cells: &[(i32, i32)],
) -> String {
    format!(
        "{} {kind:?} [{rule}] points {points:?} tiles {tiles} {cells:?}",
        if end { "end" } else { "play" }
    )
}

/// The engine may not read tile files (tests/architecture.rs), so its
/// check of the walled-off cells kept from draw to draw lives here, beside
/// the other checks against answers worked out from scratch.
#[cfg(test)]
mod walled_tests {
    use crate::engine::model::rng::Rng;
    use crate::engine::{GameKind, Options, Setup, State, random_move};
    use crate::io::tileset::tileset_for;

    /// The walled-off cells kept from draw to draw are those a pass over
    /// the whole frontier finds, at every draw of many random City games
    /// (so boards of every size, walls of every length, holes and pinch
    /// cells), and the games reach the cases the update must get right.
    #[test]
    fn kept_walled_off_cells_match_a_full_pass() {
        let ts = tileset_for(GameKind::City, &Options::default()).expect("City tiles");
        let mut rng = Rng::new(8);
        let (mut checked, mut closed, mut pinch, mut pinch_closed) = (0, 0, 0, 0);
        for seed in 0..150 {
            let setup = Setup {
                game: GameKind::City,
                players: 2 + (seed % 3) as u8,
                options: Options::default(),
                seed,
            };
            let mut st = State::new(ts.clone(), &setup);
            while let Some(m) = random_move(&st, &mut rng) {
                st.apply_unchecked(&m);
                if !st.walled_fresh() || st.city().is_none_or(|c| c.gate.is_none()) {
                    continue;
                }
                let mut full = st.city_blocked_cells();
                full.sort_unstable();
                assert_eq!(st.walled.cells, full, "seed {seed} turn {}", st.turn);
                checked += 1;
                closed += full.len();
                pinch += st.walled.pinch.len();
                pinch_closed += st
                    .walled
                    .closed
                    .iter()
                    .filter(|c| {
                        let ring = st.board.ring(**c);
                        !crate::engine::model::outline::ring_keeps_connected(ring)
                    })
                    .count();
            }
        }
        assert!(
            checked > 3000 && closed > 10_000 && pinch > 1000 && pinch_closed > 20,
            "{checked} {closed} {pinch} {pinch_closed}"
        );
    }
}
