//! The end of a game: the final scoring step by step, points by kind, the score over the turns.
//!
//! Each feature is lit on the board as it scores.

use crate::app::session::Session;
use crate::engine::Cell;
use crate::engine::model::scoring::{ScoreEvent, ScoreTime};
use crate::engine::model::tile::{FeatureKind, GameKind};
use crate::i18n::{tr, tr_args, words};
use egui_plot::{Legend, Line, Plot, PlotPoints};

/// Where the final-scoring window is.
#[derive(Default, Clone, Debug)]
pub struct EndView {
    /// The end of this game has been reached and shown once.
    pub started: bool,
    pub open: bool,
    /// End-scoring events shown so far.
    pub shown: usize,
    /// Steps through the scoring by itself (until the player steps by hand).
    pub auto: bool,
    /// When the last step was shown.
    pub last_step: f64,
    events: Vec<ScoreEvent>,
}

/// Columns of the points table in the base game (with or without The City Gates).
const BASE_KINDS: [FeatureKind; 4] = [
    FeatureKind::City,
    FeatureKind::Road,
    FeatureKind::Monastery,
    FeatureKind::Field,
];

/// Columns of the points table in The City: its features, and the wall
/// (towers and guards score as the wall's).
const CITY_KINDS: [FeatureKind; 4] = [
    FeatureKind::Street,
    FeatureKind::Market,
    FeatureKind::Residential,
    FeatureKind::Wall,
];

/// The columns of the points table for a game.
fn kinds(game: GameKind) -> [FeatureKind; 4] {
    match game {
        GameKind::City => CITY_KINDS,
        _ => BASE_KINDS,
    }
}

/// A column's heading in the current language.
fn kind_heading(k: FeatureKind) -> String {
    match k {
        FeatureKind::City => tr("end-cities"),
        FeatureKind::Road => tr("end-roads"),
        FeatureKind::Monastery => tr("end-monasteries"),
        FeatureKind::Street => tr("end-streets"),
        FeatureKind::Market => tr("end-markets"),
        FeatureKind::Residential => tr("end-residential"),
        FeatureKind::Wall => tr("end-wall"),
        _ => tr("end-fields"),
    }
}

impl EndView {
    /// Opens the end view for a finished game.
    pub fn start(s: &Session) -> EndView {
        let events: Vec<ScoreEvent> = s
            .game
            .log()
            .iter()
            .flat_map(|r| r.events.iter())
            .filter(|e| e.time == ScoreTime::End)
            .cloned()
            .collect();
        EndView {
            started: true,
            open: true,
            shown: 0,
            auto: true,
            last_step: f64::NEG_INFINITY,
            events,
        }
    }

    /// Number of end-scoring steps.
    pub fn steps(&self) -> usize {
        self.events.len()
    }

    /// Shows the next step by itself when its time has come; true if it did.
    pub fn tick(&mut self, now: f64, delay: f64) -> bool {
        if !self.open || !self.auto || self.shown >= self.events.len() {
            return false;
        }
        if self.last_step == f64::NEG_INFINITY {
            self.last_step = now;
            return false;
        }
        if now - self.last_step < delay {
            return false;
        }
        self.shown += 1;
        self.last_step = now;
        true
    }

    /// Cells to light on the board: the feature being scored now.
    pub fn highlight(&self, _s: &Session) -> Vec<Cell> {
        if !self.open || self.shown == 0 {
            return Vec::new();
        }
        self.events
            .get(self.shown - 1)
            .map(|e| {
                if e.tiles.is_empty() {
                    vec![e.anchor]
                } else {
                    e.tiles.clone()
                }
            })
            .unwrap_or_default()
    }

    /// True while the final scoring is still being stepped through.
    pub fn stepping(&self) -> bool {
        self.open && self.shown < self.events.len()
    }

    /// Scores before the end scoring plus the end scores shown so far.
    pub fn scores_shown(&self, s: &Session) -> Vec<u32> {
        let n = s.state().players();
        let mut shown_scores: Vec<u32> = s
            .game
            .log()
            .iter()
            .rev()
            .nth(0)
            .map(|r| r.scores.clone())
            .unwrap_or_else(|| vec![0; n]);
        for e in &self.events[self.shown.min(self.events.len())..] {
            for w in e.winner_list() {
                if let Some(v) = shown_scores.get_mut(w) {
                    *v = v.saturating_sub(e.value);
                }
            }
        }
        shown_scores
    }

    /// Draws the window's contents; true when "New game" is pressed.
    pub fn ui(&mut self, ui: &mut egui::Ui, s: &Session) -> bool {
        let name = |p: usize| s.name(p);
        let n = s.state().players();
        let shown_scores = self.scores_shown(s);
        ui.heading(if self.shown >= self.events.len() {
            tr("end-final-scores")
        } else {
            tr("end-scoring")
        });
        let best = shown_scores.iter().copied().max().unwrap_or(0);
        for (p, score) in shown_scores.iter().enumerate() {
            let won = self.shown >= self.events.len() && *score == best;
            let args = [("name", name(p).into()), ("n", (*score).into())];
            let text = if won {
                tr_args("end-score-winner", &args)
            } else {
                tr_args("end-score", &args)
            };
            let ink = s.colour_on(p, ui.visuals().window_fill);
            ui.colored_label(ink, egui::RichText::new(text).strong());
        }
        ui.separator();
        ui.label(tr_args(
            "end-step",
            &[("i", self.shown.into()), ("n", self.events.len().into())],
        ));
        if self.shown > 0
            && let Some(e) = self.events.get(self.shown - 1)
        {
            // The rule id follows on the next line with its text.
            ui.label(crate::i18n::scores::explain_apart(e, &name).0);
            ui.label(format!("{}: {}", e.rule.id(), words::rule_text(e.rule)));
        }
        ui.horizontal(|ui| {
            if ui
                .add_enabled(self.shown > 0, egui::Button::new(tr("end-back")))
                .clicked()
            {
                self.shown -= 1;
            }
            if ui
                .add_enabled(
                    self.shown < self.events.len(),
                    egui::Button::new(tr("end-next")),
                )
                .clicked()
            {
                self.shown += 1;
                self.auto = false;
            }
            if ui
                .add_enabled(
                    self.shown < self.events.len(),
                    egui::Button::new(tr("end-show-all")),
                )
                .clicked()
            {
                self.shown = self.events.len();
                self.auto = false;
            }
        });
        ui.separator();
        ui.label(egui::RichText::new(tr("end-points-by-kind")).strong());
        let kinds = kinds(s.state().tileset().game);
        let mut by_kind = vec![[0u32; 4]; n];
        for rec in s.game.log() {
            for e in &rec.events {
                let Some(k) = kinds.iter().position(|k| *k == e.kind) else {
                    continue;
                };
                for w in e.winner_list() {
                    if w < n {
                        by_kind[w][k] += e.value;
                    }
                }
            }
        }
        egui::Grid::new("by-kind").striped(true).show(ui, |ui| {
            ui.label("");
            for k in kinds {
                ui.label(kind_heading(k));
            }
            ui.label(tr("end-total"));
            ui.end_row();
            for (p, row) in by_kind.iter().enumerate() {
                ui.colored_label(s.colour_on(p, ui.visuals().window_fill), name(p));
                for v in row {
                    ui.label(v.to_string());
                }
                ui.label(s.state().score(p).to_string());
                ui.end_row();
            }
        });
        ui.separator();
        ui.label(egui::RichText::new(tr("end-score-over-turns")).strong());
        // The lines rise to the right: the legend sits top left, above where they start.
        // The plot's own background, which its lines must read on.
        let chart = ui.visuals().extreme_bg_color;
        Plot::new("scores")
            .height(200.0)
            .legend(Legend::default().position(egui_plot::Corner::LeftTop))
            .x_axis_label(tr("end-axis-turn"))
            .y_axis_label(tr("end-axis-points"))
            .include_y(0.0)
            // Steps of 5, 25, 125: a label every 25 turns and points at
            // least, where the default powers of 10 left only "0" and "100".
            .x_grid_spacer(egui_plot::log_grid_spacer(5))
            .y_grid_spacer(egui_plot::log_grid_spacer(5))
            .allow_scroll(false)
            .allow_drag(false)
            .allow_zoom(false)
            .show(ui, |plot| {
                for p in 0..n {
                    let mut pts = vec![[0.0, 0.0]];
                    for (i, r) in s.game.log().iter().enumerate() {
                        pts.push([(i + 1) as f64, r.scores.get(p).copied().unwrap_or(0) as f64]);
                    }
                    plot.line(
                        Line::new(name(p), PlotPoints::from(pts))
                            .color(s.colour_on(p, chart))
                            .width(2.0),
                    );
                }
            });
        ui.separator();
        ui.button(tr("cmd-new-game")).clicked()
    }
}
