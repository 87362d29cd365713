//! The subcommands of `carcassonne-cli`.

use super::args::{Args, game_kind, options};
use crate::engine::model::rng::Rng;
use crate::engine::rules::random_move;
use crate::engine::{GameKind, Setup, State};
use crate::io::detect::{AnyFile, parse_any};
use crate::io::error::read_text;
use crate::io::scenario::check_questions;
use crate::io::tileset::tileset_for;
use std::time::Instant;

/// Runs one subcommand; Err carries the message for stderr (exit 1).
pub fn run(cmd: &str, args: &Args) -> Result<(), String> {
    let out = match cmd {
        "selfplay" => selfplay(args),
        "bench" => bench(args),
        "adjudicate" => adjudicate(args),
        "validate" => validate(args),
        "analyze" => super::analyze::run(args),
        "tournament" => super::tournament::run(args),
        "crosscheck" => super::crosscheck::run(args),
        "review" => super::review::run(args),
        "render" => super::render::run(args),
        _ => return Err(format!("unknown command {cmd:?}\n{}", USAGE)),
    };
    args.reject_unknown()?;
    out
}

/// What the command line can do.
pub const USAGE: &str = "usage: carcassonne-cli COMMAND [OPTIONS]
commands:
  selfplay --game base|city --players N --games K --seed S [--policy random|greedy|easy|medium|hard] [--no-farmers] [--two-tile-city] [--city-gates] [--quiet] [--save-dir DIR]
  bench --game base|city [--seconds T] [--players N] [--no-farmers] [--two-tile-city] [--city-gates]
  tournament --game base|city --a PLAYER --b PLAYER --games N --seed S [--players N] [--first-game G] [--think-ms MS] [--think-ms-a MS] [--think-ms-b MS] [--iterations K] [--threads T] [--search-threads S] [--no-farmers] [--city-gates] [--quiet]
    PLAYER: random, easy, medium, hard, hard-v1 (hard as it was, the yardstick) or uct (plain Monte Carlo tree search);
    --threads: games played at once; --search-threads: threads of each hard or uct search
  crosscheck --games N [--game base|city] [--no-farmers] [--two-tile-city] [--city-gates] [--seed S] [--policy random|greedy|medium] [--players N] [--out FILE]
  adjudicate FILE [--json]
  analyze FILE [--json] [--draws N] [--inspect X,Y,PLACE] [--why X,Y[,ROT]] [--hard-ms MS]
  analyze --bench ITERATIONS [--seed S] [--moves M]
  validate FILE
  review FILE [--json] [--ms N] [--iterations N] [--force]
  render FILE --out board.svg|board.png [--move N]";

fn selfplay(args: &Args) -> Result<(), String> {
    let game = game_kind(args)?;
    let players: u8 = args.parsed("players", 2)?;
    let games: u64 = args.parsed("games", 10)?;
    let seed: u64 = args.parsed("seed", 1)?;
    let opts = options(args);
    let quiet = args.switch("quiet");
    let save_dir = args.value("save-dir").map(std::path::PathBuf::from);
    if let Some(d) = &save_dir {
        std::fs::create_dir_all(d).map_err(|e| format!("--save-dir {}: {e}", d.display()))?;
    }
    // Who plays every seat: uniform random moves, the simulation's greedy
    // City policy, or one of the computer players.
    let policy = args.value("policy").unwrap_or("random").to_string();
    let greedy = match policy.as_str() {
        "random" => false,
        "greedy" if game == GameKind::City => true,
        p => {
            p.parse::<crate::ai::Level>().map_err(|_| {
                format!("--policy: {p:?} (random, easy, medium, hard, or greedy for --game city)")
            })?;
            false
        }
    };
    let mut ai_player = match policy.parse::<crate::ai::Level>() {
        Ok(level) if level != crate::ai::Level::Random => {
            Some(crate::ai::player(level, seed ^ 0xA1))
        }
        _ => None,
    };
    let max_players = if game == GameKind::City { 4 } else { 5 };
    if !(2..=max_players).contains(&players) {
        return Err(format!("--players: 2 to {max_players}"));
    }
    let mut city = CityStats::default();
    let ts = tileset_for(game, &opts).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed ^ 0x5E1F_0000);
    let mut totals = vec![0u64; players as usize];
    let mut wins = vec![0u64; players as usize];
    let mut discards = 0usize;
    for g in 0..games {
        let setup = Setup {
            game,
            players,
            options: opts,
            seed: seed.wrapping_add(g),
        };
        let mut st = State::new(ts.clone(), &setup);
        let initial_discards = st.discards().len();
        let mut records = Vec::new();
        loop {
            let m = if let Some(ai) = ai_player.as_mut() {
                ai.choose(&st)
            } else if greedy {
                crate::ai::greedy_city::greedy_city_move(&st, &mut rng)
            } else {
                random_move(&st, &mut rng)
            };
            let Some(m) = m else { break };
            if save_dir.is_some() {
                records.push(crate::engine::record::moves::MoveRecord::from_move(&st, &m));
            }
            st.apply_unchecked(&m);
            city.events(&st.last_events);
        }
        city.game(&st, initial_discards);
        if let Some(d) = &save_dir {
            write_save(d, &setup, &policy, std::mem::take(&mut records))?;
        }
        let scores = st.scores();
        let best = *scores.iter().max().unwrap_or(&0);
        let winners: Vec<String> = (0..players as usize)
            .filter(|p| scores[*p] == best)
            .map(|p| format!("P{}", p + 1))
            .collect();
        for p in 0..players as usize {
            totals[p] += scores[p] as u64;
            if scores[p] == best {
                wins[p] += 1;
            }
        }
        discards += st.discards().len();
        if quiet {
            continue;
        }
        crate::outln!(
            "game {} seed {}: scores {} winner {} turns {} discards {}",
            g + 1,
            setup.seed,
            scores
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            winners.join("+"),
            st.turn(),
            st.discards().len()
        );
    }
    let n = games.max(1) as f64;
    crate::outln!(
        "summary: games {} mean_scores {} wins {} discards_per_game {:.3}",
        games,
        totals
            .iter()
            .map(|t| format!("{:.1}", *t as f64 / n))
            .collect::<Vec<_>>()
            .join(" "),
        wins.iter()
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        discards as f64 / n
    );
    if game == GameKind::City {
        city.print(games);
    }
    Ok(())
}

/// What The City's self-play games add up to (end conditions, points by source).
#[derive(Default)]
struct CityStats {
    ends: std::collections::BTreeMap<&'static str, u64>,
    points: std::collections::BTreeMap<&'static str, u64>,
    games_with_walls: u64,
    rounds: u64,
    wall_pieces: u64,
    tiles_placed: u64,
}

impl CityStats {
    fn events(&mut self, events: &[crate::engine::model::scoring::ScoreEvent]) {
        use crate::engine::model::scoring::Rule;
        for e in events {
            let source = match e.rule {
                Rule::Street => "streets",
                Rule::Market => "markets",
                Rule::Tower => "towers",
                Rule::Residence => "residences",
                Rule::Guard => "guards",
                _ => "other",
            };
            *self.points.entry(source).or_insert(0) +=
                e.value as u64 * e.winners.count_ones() as u64;
        }
    }

    fn game(&mut self, st: &State, _initial_discards: usize) {
        let Some(c) = st.city() else { return };
        if let Some(end) = c.end {
            *self.ends.entry(end.id()).or_insert(0) += 1;
        }
        if c.gate.is_some() {
            self.games_with_walls += 1;
        }
        self.rounds += c.rounds as u64;
        self.wall_pieces += c.pieces_placed() as u64;
        self.tiles_placed += st.board().placed().len() as u64;
    }

    fn print(&self, games: u64) {
        let n = games.max(1) as f64;
        let list = |m: &std::collections::BTreeMap<&'static str, u64>, per: f64| {
            m.iter()
                .map(|(k, v)| format!("{k} {:.1}", *v as f64 / per))
                .collect::<Vec<_>>()
                .join(", ")
        };
        crate::outln!(
            "city: games_with_walls {} of {games}; wall_rounds_per_game {:.2}; wall_pieces_per_game {:.1}; tiles_placed_per_game {:.1}",
            self.games_with_walls,
            self.rounds as f64 / n,
            self.wall_pieces as f64 / n,
            self.tiles_placed as f64 / n
        );
        crate::outln!(
            "city: ends (games) {}",
            self.ends
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        crate::outln!(
            "city: points per game by source (all players) {}",
            list(&self.points, n)
        );
    }
}

/// Writes a self-played game as a save file `game-SEED.ron` in `dir`, so
/// that it can be adjudicated, replayed or opened in the app.
fn write_save(
    dir: &std::path::Path,
    setup: &Setup,
    policy: &str,
    moves: Vec<crate::engine::record::moves::MoveRecord>,
) -> Result<(), String> {
    use crate::io::save::{Controller, SAVE_FORMAT, SaveFile, Seat, save_to_string};
    let mut seats = Seat::defaults(setup.players as usize);
    if let Ok(level) = policy.parse::<crate::ai::Level>() {
        for s in &mut seats {
            s.controller = Controller::Computer(level);
        }
    }
    let sf = SaveFile {
        format: SAVE_FORMAT,
        setup: *setup,
        seats,
        start: None,
        moves,
        study: Default::default(),
    };
    let path = dir.join(format!("game-{}.ron", setup.seed));
    crate::io::atomic::write(&path, save_to_string(&sf).as_bytes())
        .map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

fn bench(args: &Args) -> Result<(), String> {
    let game = game_kind(args)?;
    let seconds: f64 = args.parsed("seconds", 5.0)?;
    let players: u8 = args.parsed("players", 2)?;
    let opts = options(args);
    let ts = tileset_for(game, &opts).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(12345);
    let cpu_start = cpu_seconds();
    let start = Instant::now();
    let mut games = 0u64;
    let mut moves = 0u64;
    let mut checksum = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        for _ in 0..64 {
            let setup = Setup {
                game,
                players,
                options: opts,
                seed: games,
            };
            let mut st = State::new(ts.clone(), &setup);
            while let Some(m) = random_move(&st, &mut rng) {
                st.apply_unchecked(&m);
                moves += 1;
            }
            checksum = checksum.wrapping_add(st.scores().iter().map(|s| *s as u64).sum::<u64>());
            games += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().map_or(0.0, |end| end - cpu_start.unwrap_or(end));
    crate::outln!(
        "game: {:?} farmers: {} city_gates: {} players: {}",
        game,
        opts.farmers,
        opts.city_gates,
        players
    );
    crate::outln!("games: {games} moves: {moves} seconds: {secs:.2} score_checksum: {checksum}");
    // On a shared machine wall-clock rates drift with the load; the
    // process's own CPU time (user + sys) holds.
    if cpu > 0.0 {
        crate::outln!("cpu_seconds: {cpu:.2}");
        crate::outln!("moves_per_cpu_sec: {:.0}", moves as f64 / cpu);
        crate::outln!("games_per_cpu_sec: {:.0}", games as f64 / cpu);
    }
    // Games of different sets differ in length (a City Gates game has 96
    // tiles, a base game 72): moves a second compare the engine's speed.
    crate::outln!("moves_per_sec: {:.0}", moves as f64 / secs);
    crate::outln!("games_per_sec: {:.0}", games as f64 / secs);
    Ok(())
}

/// The CPU time (user + sys) this process has used so far, from getrusage.
fn cpu_seconds() -> Option<f64> {
    // SAFETY: getrusage only writes the struct it is given, which is plain
    // data and fully initialised by zeroing.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) } != 0 {
        return None;
    }
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 * 1e-6;
    Some(t(ru.ru_utime) + t(ru.ru_stime))
}

fn file_arg(args: &Args) -> Result<String, String> {
    match args.positional.as_slice() {
        [f] => Ok(f.clone()),
        [] => Err("a FILE is needed".into()),
        _ => Err("one FILE only".into()),
    }
}

fn adjudicate(args: &Args) -> Result<(), String> {
    let path = file_arg(args)?;
    let json = args.switch("json");
    let text = read_text(std::path::Path::new(&path)).map_err(|e| e.to_string())?;
    // A save brings its history; a scenario is a position without one.
    let a = match parse_any(&path, &text).map_err(|e| e.to_string())? {
        AnyFile::Save(g) => crate::analysis::adjudication::adjudicate_game(&g.game),
        AnyFile::Scenario(s) => crate::analysis::adjudication::adjudicate(&s.state),
        AnyFile::TileSet(_) => return Err(format!("{path}: a tile set has no game to rule on")),
    };
    if json {
        crate::outln!(
            "{}",
            serde_json::to_string_pretty(&a).map_err(|e| e.to_string())?
        );
    } else {
        crate::out!("{}", crate::analysis::adjudication::to_text(&a));
    }
    Ok(())
}

fn validate(args: &Args) -> Result<(), String> {
    let path = file_arg(args)?;
    let text = read_text(std::path::Path::new(&path)).map_err(|e| e.to_string())?;
    match parse_any(&path, &text).map_err(|e| e.to_string())? {
        AnyFile::Scenario(s) => check_questions(&s)
            .and_then(|()| crate::analysis::board_question::check_scenario(&s))
            .map_err(|e| format!("{path}: {e}"))?,
        AnyFile::Save(_) | AnyFile::TileSet(_) => {}
    }
    crate::outln!("ok");
    Ok(())
}
