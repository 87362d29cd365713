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

/// This thread's CPU time in seconds, where the system tells it (Linux).
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    // Linux reports in USER_HZ, 100 on every common build.
    Some(ticks / 100.0)
}

/// Runs `frames` frames of the app at 1400x900 and returns ms per frame
/// (`Context::run_ui` plus `tessellate`): wall time, and CPU time if known.
pub fn frame_ms(studio: &mut Studio, frames: usize) -> (f64, Option<f64>) {
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
    let c0 = thread_cpu_seconds();
    for i in 0..frames {
        let out = ctx.run_ui(input(10.0 + i as f64 * 0.016), |ui| studio.ui(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    let wall = t0.elapsed().as_secs_f64() * 1000.0 / frames as f64;
    let cpu = c0
        .zip(thread_cpu_seconds())
        .map(|(a, b)| (b - a) * 1000.0 / frames as f64);
    (wall, cpu)
}

/// One line of the report: CPU time first, the wall time beside it.
fn line(what: &str, (wall, cpu): (f64, Option<f64>), frames: usize) -> String {
    match cpu {
        Some(c) => format!("{what}: {c:.3} ms CPU/frame ({wall:.3} ms wall) over {frames} frames"),
        None => format!("{what}: {wall:.3} ms/frame (wall) over {frames} frames"),
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
