//! The sidebar drawn: its sections in order, in one scroll area.

use super::features::guards_ui;
use super::score::score_now_ui;
use super::view::AnalysisView;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::i18n::{tr, tr_args, words};

impl AnalysisView {
    /// Draws the sidebar; returns the commands its buttons ask for.
    pub fn ui(&mut self, ui: &mut egui::Ui, s: &Session, can_play: bool) -> Vec<Command> {
        let mut cmds = Vec::new();
        self.hovered_move = None;
        ui.heading(tr("sidebar-heading"));
        if s.state().is_over() {
            // Nothing is open any more: what the game came to instead.
            game_over_ui(ui, s);
            return cmds;
        }
        let Some(d) = self.data.take() else {
            return cmds;
        };
        egui::ScrollArea::vertical()
            .id_salt("analysis-scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.moves_ui(ui, s, &d, can_play, &mut cmds);
                self.why_ui(ui, s.state().tileset());
                if let Some(c) = self.inspector_ui(ui, s, &d) {
                    cmds.push(c);
                }
                guards_ui(ui, s, &d);
                self.remaining_ui(ui, s, &d);
                self.spots_ui(ui, &d);
                if let Some(c) = score_now_ui(ui, s, &d) {
                    cmds.push(c);
                }
            });
        self.data = Some(d);
        cmds
    }
}

/// The number columns of the finished game's table (total, scored in play,
/// scored at the end), in the current language.
fn over_numbers() -> [String; 3] {
    [
        tr("score-now-total"),
        tr("sidebar-over-in-play"),
        tr("sidebar-over-at-end"),
    ]
}

/// After the game: the final scores, the winner, and how many points came from what.
fn game_over_ui(ui: &mut egui::Ui, s: &Session) {
    let st = s.state();
    ui.label(egui::RichText::new(tr("sidebar-over")).strong());
    let best = (0..st.players()).map(|p| st.score(p)).max().unwrap_or(0);
    let winners: Vec<String> = (0..st.players())
        .filter(|p| st.score(*p) == best)
        .map(|p| s.name(p))
        .collect();
    let and = format!(" {} ", tr("word-and"));
    ui.label(tr_args(
        "sidebar-over-winners",
        &[
            ("who", winners.join(&and).into()),
            ("n", winners.len().into()),
            ("points", words::points(best).into()),
        ],
    ));
    // The number columns as wide as their headers' longest words (headers
    // wrap), the names wrapped in what is left: the table never widens the
    // sidebar under the board.
    let headers = over_numbers();
    let (numbers, rest) = crate::app::layout::beside_numbers(
        ui,
        headers.each_ref().map(|h| (h.as_str(), "888")),
        0.0,
    );
    let names = rest.max(60.0);
    egui::Grid::new("over-grid")
        .min_col_width(0.0)
        .striped(true)
        .show(ui, |ui| {
            crate::app::layout::header(ui, &tr("score-now-player"), names);
            for (h, w) in headers.into_iter().zip(numbers) {
                crate::app::layout::header(ui, &h, w);
            }
            ui.end_row();
            for p in 0..st.players() {
                let (mut play, mut end) = (0u32, 0u32);
                for rec in s.game.log() {
                    for e in &rec.events {
                        if e.winner_list().any(|w| w == p) {
                            match e.time {
                                crate::engine::model::scoring::ScoreTime::Play => play += e.value,
                                crate::engine::model::scoring::ScoreTime::End => end += e.value,
                            }
                        }
                    }
                }
                ui.scope(|ui| {
                    ui.set_max_width(names);
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(s.name(p))
                                .color(s.colour_on(p, ui.visuals().panel_fill)),
                        )
                        .wrap(),
                    );
                });
                ui.label(st.score(p).to_string());
                ui.label(play.to_string());
                ui.label(end.to_string());
                ui.end_row();
            }
        });
    ui.label(tr_args(
        "sidebar-over-tiles",
        &[
            ("n", st.board().placed().len().into()),
            ("aside", st.discards().len().into()),
        ],
    ));
}
