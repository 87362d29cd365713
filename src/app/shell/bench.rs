//! Frame cost on a full board (`--bench-frame`), in milliseconds per frame.
//!
//! Runs the app's `ui` on a finished 72-tile game (and on the last turn, with
//! every marker up) and on a finished game of The City, headless,
//! tessellation included. Reports the thread's CPU time per frame (what the
//! budget is about; the shared build machine's wall clock mostly measures
//! the other jobs) and the wall time.

use super::files::ScriptedDialogs;
use super::settings::Settings;
use super::studio::Studio;
use crate::app::play::new_game::NewGameForm;
use crate::engine::model::rng::Rng;
use crate::io::save::Seat;
use std::time::Instant;

/// A studio showing a game played out by random moves, stopped `left` moves before the end.
pub fn studio_with_game(seed: u64, left: usize) -> Studio {
    studio_with_game_of(crate::engine::GameKind::Base, seed, left)
}

/// As `studio_with_game`, for any game.
pub fn studio_with_game_of(game: crate::engine::GameKind, seed: u64, left: usize) -> Studio {
    let form = NewGameForm {
        game,
        seats: Seat::defaults(3),
        seed,
        random_seed: false,
        ..Default::default()
    };
    let mut studio = Studio::new(
        Settings::default(),
        form,
        Box::new(ScriptedDialogs::default()),
        None,
    );
    studio.start_game();
    if let Some(s) = &mut studio.play.session {
        let mut rng = Rng::new(seed);
        let mut moves = Vec::new();
        let mut probe = s.game.clone();
        while let Some(m) = crate::engine::rules::random_move(probe.state(), &mut rng) {
            if probe.play(m).is_err() {
                break;
            }
            moves.push(m);
        }
        let keep = moves.len().saturating_sub(left);
        for m in &moves[..keep] {
            let _ = s.play(*m);
        }
        if left > 0 {
            // Hold the drawn tile over a cell where it fits, and place one to show its spots.
            if let Some((c, _)) = s.legal().iter().next().map(|(c, r)| (*c, r.clone())) {
                s.place(c);
            }
        }
    }
    studio
}

/// This thread's CPU time in seconds and its minor page faults so far,
/// where the system tells them (Linux).
fn thread_cpu_and_faults() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command's closing parenthesis: minflt is the 8th,
    // utime and stime the 12th and 13th.
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let faults: f64 = f.get(7)?.parse().ok()?;
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    // Linux reports in USER_HZ, 100 on every common build.
    Some((ticks / 100.0, faults))
}

/// What a frame costs: wall ms, and CPU ms and minor page faults where known.
pub struct FrameCost {
    pub wall_ms: f64,
    pub cpu_ms: Option<f64>,
    pub faults: Option<f64>,
}

/// Runs `frames` frames of the app at 1400x900 and returns the cost per
/// frame (`Context::run_ui` plus `tessellate`).
pub fn frame_ms(studio: &mut Studio, frames: usize) -> FrameCost {
    let ctx = egui::Context::default();
    let input = |t: f64| egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1400.0, 900.0),
        )),
        time: Some(t),
        events: vec![egui::Event::PointerMoved(egui::pos2(700.0, 450.0))],
        ..Default::default()
    };
    // Warm up: fonts, the art cache, the first fit.
    for i in 0..5 {
        let out = ctx.run_ui(input(i as f64 * 0.016), |ui| studio.ui(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    let t0 = Instant::now();
    let c0 = thread_cpu_and_faults();
    for i in 0..frames {
        let out = ctx.run_ui(input(10.0 + i as f64 * 0.016), |ui| studio.ui(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    let n = frames.max(1) as f64;
    let wall_ms = t0.elapsed().as_secs_f64() * 1000.0 / n;
    let diff = c0.zip(thread_cpu_and_faults());
    FrameCost {
        wall_ms,
        cpu_ms: diff.map(|((a, _), (b, _))| (b - a) * 1000.0 / n),
        faults: diff.map(|((_, a), (_, b))| (b - a) / n),
    }
}

/// One line of the report: CPU time first, the wall time and page faults beside it.
fn line(what: &str, c: FrameCost, frames: usize) -> String {
    let wall = c.wall_ms;
    let faults = c.faults.map_or(String::new(), |f| {
        format!(", {f:.1} minor page faults/frame")
    });
    match c.cpu_ms {
        Some(cpu) => {
            format!(
                "{what}: {cpu:.3} ms CPU/frame ({wall:.3} ms wall{faults}) over {frames} frames"
            )
        }
        None => format!("{what}: {wall:.3} ms/frame (wall{faults}) over {frames} frames"),
    }
}

/// The `--bench-frame` report.
pub fn run(frames: usize) {
    let mut done = studio_with_game(7, 0);
    let tiles = done
        .play
        .session
        .as_ref()
        .map(|s| s.state().board().placed().len())
        .unwrap_or(0);
    let over = frame_ms(&mut done, frames);
    let mut last = studio_with_game(7, 1);
    let turn = frame_ms(&mut last, frames);
    let mut city = studio_with_game_of(crate::engine::GameKind::City, 7, 0);
    let city_tiles = city
        .play
        .session
        .as_ref()
        .map(|s| s.state().board().placed().len())
        .unwrap_or(0);
    let city_over = frame_ms(&mut city, frames);
    println!(
        "{}",
        line(
            &format!("finished game ({tiles} tiles, end scoring window and chart)"),
            over,
            frames
        )
    );
    println!(
        "{}",
        line(
            "last turn (legal cells, preview, follower spots)",
            turn,
            frames
        )
    );
    println!(
        "{}",
        line(
            &format!("finished City game ({city_tiles} tiles, wall, end scoring)"),
            city_over,
            frames
        )
    );
}
