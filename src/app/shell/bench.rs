//! Frame cost on a full board (`--bench-frame`), in milliseconds per frame.
//!
//! Runs the app's `ui` on a finished 72-tile game (and on the last turn, with
//! every marker up) headless, tessellation included.

use super::files::ScriptedDialogs;
use super::settings::Settings;
use super::studio::Studio;
use crate::app::play::new_game::NewGameForm;
use crate::engine::model::rng::Rng;
use crate::io::save::Seat;
use std::time::Instant;

/// A studio showing a game played out by random moves, stopped `left` moves before the end.
pub fn studio_with_game(seed: u64, left: usize) -> Studio {
    let form = NewGameForm {
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

/// Runs `frames` frames of the app at 1400x900 and returns ms per frame
/// (`Context::run_ui` plus `tessellate`).
pub fn frame_ms(studio: &mut Studio, frames: usize) -> f64 {
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
    for i in 0..frames {
        let out = ctx.run_ui(input(10.0 + i as f64 * 0.016), |ui| studio.ui(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    t0.elapsed().as_secs_f64() * 1000.0 / frames as f64
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
    println!(
        "finished game ({tiles} tiles, end scoring window and chart): {over:.3} ms/frame over {frames} frames"
    );
    println!(
        "last turn (legal cells, preview, follower spots): {turn:.3} ms/frame over {frames} frames"
    );
}
