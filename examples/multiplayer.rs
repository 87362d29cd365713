//! Hard against several other players at once (docs/ai.md, session 18):
//! the 2-player tournament cannot seat three to five, and the app can.
//!
//! `cargo run --release --no-default-features --example multiplayer --
//! PLAYERS GAMES SEED MS [OTHERS] [gates]`
//!
//! Hard takes each seat in turn on each deal (game `g` plays deal `SEED + g
//! / PLAYERS` with hard in seat `g % PLAYERS`), against `PLAYERS - 1`
//! players of level OTHERS (default medium), with MS milliseconds a move,
//! one thread; `gates` adds The City Gates. It prints each game and then
//! hard's wins (a tie for first counts a half), mean rank and mean lead
//! over the best other player.

use carcassonne_studio::ai::{Config, Level, player_with};
use carcassonne_studio::engine::{GameKind, Options, Setup, State};

/// The command line, read: players, games, first deal, ms, the others' level, gates.
struct Args {
    players: usize,
    games: u64,
    seed: u64,
    ms: u64,
    others: Level,
    gates: bool,
}

fn args() -> Result<Args, String> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, what: &str| -> Result<u64, String> {
        a.get(i)
            .ok_or(format!("missing {what}"))?
            .parse()
            .map_err(|e| format!("{what}: {e}"))
    };
    let players = num(0, "PLAYERS")? as usize;
    if !(2..=5).contains(&players) {
        return Err("PLAYERS: 2 to 5".into());
    }
    Ok(Args {
        players,
        games: num(1, "GAMES")?,
        seed: num(2, "SEED")?,
        ms: num(3, "MS")?,
        others: match a.get(4) {
            Some(s) => s.parse().map_err(|e| format!("OTHERS: {e}"))?,
            None => Level::Medium,
        },
        gates: a.iter().any(|s| s == "gates"),
    })
}

fn main() {
    let args = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}\nusage: multiplayer PLAYERS GAMES SEED MS [OTHERS] [gates]");
            std::process::exit(2);
        }
    };
    let options = Options {
        city_gates: args.gates,
        ..Options::default()
    };
    let Ok(ts) = carcassonne_studio::io::tileset::tileset_for(GameKind::Base, &options) else {
        eprintln!("the built-in tile set did not load");
        std::process::exit(1);
    };
    let n = args.players;
    let (mut wins, mut ranks, mut lead) = (0.0, 0usize, 0.0);
    for g in 0..args.games {
        let deal = args.seed + g / n as u64;
        let hard_seat = (g % n as u64) as usize;
        let mut seats: Vec<_> = (0..n)
            .map(|s| {
                let cfg = Config {
                    seed: deal.wrapping_mul(31).wrapping_add(s as u64),
                    think_ms: args.ms,
                    iterations: None,
                    stop: None,
                    threads: 1,
                };
                let level = if s == hard_seat {
                    Level::Hard
                } else {
                    args.others
                };
                player_with(level, &cfg)
            })
            .collect();
        let setup = Setup {
            game: GameKind::Base,
            players: n as u8,
            options,
            seed: deal,
        };
        let mut st = State::new(ts.clone(), &setup);
        while !st.is_over() {
            let p = st.phase().player().unwrap_or(st.current());
            let Some(m) = seats[p].choose(&st) else {
                break;
            };
            if let Err(e) = st.apply(&m) {
                eprintln!("game {g}: a player's move was refused: {e}");
                break;
            }
        }
        let scores: Vec<u32> = (0..n).map(|p| st.score(p)).collect();
        let h = scores[hard_seat];
        let best_other = (0..n)
            .filter(|p| *p != hard_seat)
            .map(|p| scores[p])
            .max()
            .unwrap_or(0);
        let rank = 1 + scores.iter().filter(|s| **s > h).count();
        ranks += rank;
        lead += h as f64 - best_other as f64;
        wins += match h.cmp(&best_other) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
        println!("game {g} deal {deal} hard seat {hard_seat} scores {scores:?} hard rank {rank}");
    }
    let games = args.games.max(1) as f64;
    println!(
        "hard wins {wins} of {} = {:.3}, mean rank {:.2}, mean lead over the best other {:.1}",
        args.games,
        wins / games,
        ranks as f64 / games,
        lead / games
    );
}
