//! "Review this game" in the replay: the computer's review on a background
//! thread (progress, cancel), then each player's chance to win over the game
//! as a chart and the marked moves as a list; a click on one goes there.

use super::ReplayView;
use crate::ai::review::{DEFAULT_MS, SavedReview, review};
use crate::engine::record::tree::ROOT;
use crate::i18n::{tr, tr_args};
use crate::io::review::Verdict;
use egui_plot::{Legend, Line, Plot, PlotPoints};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What the review thread says.
enum Msg {
    Progress(usize, usize),
    Done(Option<SavedReview>),
}

/// A review running on its thread.
pub struct ReviewJob {
    rx: Receiver<Msg>,
    stop: Arc<AtomicBool>,
    /// Positions valued so far, and in all.
    pub done: (usize, usize),
}

impl ReviewJob {
    /// Starts reviewing the main line of the replay's tree with `ms` per position.
    pub fn start(
        r: &ReplayView,
        ms: u64,
        iterations: Option<u64>,
        ctx: egui::Context,
    ) -> Option<ReviewJob> {
        let last = r.tree.main_line().last().copied().unwrap_or(ROOT);
        let game = r.tree.game_at(last).ok()?;
        let (tx, rx) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let total = game.moves().len();
        std::thread::spawn(move || {
            let out = review(&game, ms, iterations, Some(flag), &mut |d, t| {
                // The panel may be gone: nobody listening is fine.
                let _ = tx.send(Msg::Progress(d, t));
                ctx.request_repaint();
            });
            let _ = tx.send(Msg::Done(out));
            ctx.request_repaint();
        });
        Some(ReviewJob {
            rx,
            stop,
            done: (0, total),
        })
    }

    /// Asks the thread to stop.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Reads what the thread said: Some(result) once it has finished (None
    /// inside if it was cancelled).
    pub fn poll(&mut self) -> Option<Option<SavedReview>> {
        loop {
            match self.rx.try_recv() {
                Ok(Msg::Progress(d, t)) => self.done = (d, t),
                Ok(Msg::Done(r)) => return Some(r),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => return Some(None),
            }
        }
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// A loss of chance to win in percentage points ("12%").
fn pct_points(loss: f64) -> String {
    format!("{:.0}%", loss * 100.0)
}

/// A review's verdict in the current language.
fn verdict_word(v: Verdict) -> String {
    match v {
        Verdict::Inaccuracy => tr("replay-inaccuracy"),
        Verdict::Mistake => tr("replay-mistake"),
        Verdict::Blunder => tr("replay-blunder"),
    }
}

/// The review section of the panel.
pub fn ui(ui: &mut egui::Ui, r: &mut ReplayView) {
    if let Some(job) = &mut r.job {
        if let Some(out) = job.poll() {
            r.job = None;
            match out {
                Some(rev) => {
                    r.review = Some(rev);
                    r.note = tr("replay-review-done");
                }
                None => r.note = tr("replay-review-cancelled"),
            }
        } else {
            let (d, t) = job.done;
            let f = if t == 0 { 0.0 } else { d as f32 / t as f32 };
            ui.add(egui::ProgressBar::new(f).text(tr_args(
                "replay-reviewing",
                &[("done", d.into()), ("total", t.into())],
            )));
            if ui.button(tr("replay-cancel-review")).clicked() {
                job.cancel();
            }
            return;
        }
    }
    if ui.button(tr("replay-review")).clicked() {
        let ms = r.review_ms.unwrap_or(DEFAULT_MS);
        r.job = ReviewJob::start(r, ms, r.review_iterations, ui.ctx().clone());
    }
    let Some(rev) = &r.review else { return };
    let n = r.seats.len().max(1);
    let names: Vec<String> = (0..n)
        .map(|p| {
            r.seats
                .get(p)
                .map(|s| s.name.clone())
                .unwrap_or_else(|| crate::i18n::words::player_name(p))
        })
        .collect();
    ui.label(egui::RichText::new(tr("replay-chances")).strong());
    // The plot's own background, which its lines must read on.
    let chart = ui.visuals().extreme_bg_color;
    Plot::new("review-chances")
        .height(140.0)
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .x_axis_label(tr("replay-axis-move"))
        .include_y(0.0)
        .include_y(1.0)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .show(ui, |plot| {
            for (p, name) in names.iter().enumerate() {
                let pts: Vec<[f64; 2]> = rev
                    .moves
                    .iter()
                    .filter_map(|m| Some([m.at as f64, *m.chances.get(p)?]))
                    .collect();
                let (cr, cg, cb) = r.seats.get(p).map(|s| s.colour).unwrap_or((128, 128, 128));
                let line = egui::Color32::from_rgb(cr, cg, cb);
                plot.line(
                    Line::new(name.clone(), PlotPoints::from(pts))
                        .color(crate::app::art::palette::legible(line, chart))
                        .width(2.0),
                );
            }
        });
    let main = r.tree.main_line();
    let mut go = None;
    // The marked moves scroll in a box of their own: a long list must not
    // push the move list off the panel.
    egui::ScrollArea::vertical()
        .id_salt("review-marked")
        .max_height(120.0)
        .show(ui, |ui| {
            for m in rev.moves.iter().filter(|m| m.verdict.is_some()) {
                let who = names.get(m.player as usize).cloned().unwrap_or_default();
                let v = m.verdict.map(verdict_word).unwrap_or_default();
                let text = tr_args(
                    "replay-marked",
                    &[
                        ("k", m.at.into()),
                        ("who", who.into()),
                        ("verdict", v.into()),
                        ("loss", pct_points(m.loss).into()),
                        ("points", format!("{:.0}", m.points).into()),
                    ],
                );
                let id = (m.at as usize)
                    .checked_sub(1)
                    .and_then(|i| main.get(i))
                    .copied();
                if ui.selectable_label(id == Some(r.cursor), text).clicked() {
                    go = id;
                }
            }
        });
    if let Some(id) = go {
        r.go(id);
    }
}
