//! The legal moves of the drawn tile: points now, totals if the game ended, the computer's value.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::engine::{Move, Rotation};
use crate::i18n::{tr, tr_args};

/// The City's wall round: the choices open now and what each scores at once.
fn wall_choices_ui(ui: &mut egui::Ui, s: &Session) {
    use crate::engine::rules::the_city::{Phase, WallEnd, tower_value};
    let st = s.state();
    let who = s.to_move().map(|p| s.name(p)).unwrap_or_default();
    match st.phase() {
        Phase::Gate { .. } => {
            let n = st.gate_edges().len();
            ui.label(tr_args(
                "sidebar-wall-gate",
                &[("who", who.clone().into()), ("n", n.into())],
            ));
        }
        Phase::Wall { .. } => {
            let edges = st.wall_edges();
            ui.label(tr_args(
                "sidebar-wall-piece",
                &[("who", who.clone().into()), ("n", edges.len().into())],
            ));
            for e in edges {
                let guard = if st.guard_allowed(e) {
                    tr("sidebar-wall-guard-may")
                } else {
                    tr("sidebar-wall-guard-not")
                };
                ui.label(tr_args(
                    "sidebar-wall-edge",
                    &[
                        ("side", crate::i18n::moves::side_word(e.side).into()),
                        ("at", format!("({}, {})", e.cell.x, e.cell.y).into()),
                        ("guard", guard.into()),
                    ],
                ));
            }
        }
        Phase::Tower { .. } => {
            ui.label(tr_args(
                "sidebar-wall-tower",
                &[("who", who.clone().into())],
            ));
            if let Some(city) = st.city() {
                let ends = st.tower_ends();
                for end in [WallEnd::Cw, WallEnd::Ccw] {
                    if ends.contains(&end) {
                        let points = crate::i18n::words::points(tower_value(city, end)).into();
                        ui.label(if end == WallEnd::Cw {
                            tr_args("sidebar-tower-cw", &[("points", points)])
                        } else {
                            tr_args("sidebar-tower-ccw", &[("points", points)])
                        });
                    }
                }
                ui.label(tr("sidebar-no-tower"));
            }
        }
        _ => {
            ui.label(tr("sidebar-no-tile"));
        }
    }
}

/// The number columns of the legal moves table: header and its hint, in
/// the current language.
fn number_columns() -> [(String, String); 3] {
    [
        (tr("sidebar-col-points"), tr("sidebar-col-points-hint")),
        (tr("sidebar-col-totals"), tr("sidebar-col-totals-hint")),
        (tr("sidebar-col-chance"), tr("sidebar-col-chance-hint")),
    ]
}

/// How wide the legal moves table's columns may be, so that all four fit
/// the sidebar: the number columns as wide as their widest value or their
/// header's longest word, the move's words wrapped in what is left.
struct ColumnWidths {
    /// The move column's words wrap at this width; None when the sidebar
    /// is too narrow for four columns.
    moves: Option<f32>,
    /// Points now, totals, chance: their headers wrap at these widths.
    numbers: [f32; 3],
}

impl ColumnWidths {
    /// Words of a move wrap no narrower than this (two or three words a line);
    /// narrower, a move reads better with its numbers on a line below.
    const MIN_MOVES: f32 = 110.0;
    /// ... and no wider: longer lines are harder to scan than two short ones.
    const MAX_MOVES: f32 = 170.0;

    fn of(ui: &egui::Ui, players: usize) -> ColumnWidths {
        let totals = vec!["188"; players.max(1)].join("–");
        let [points, ended, chance] = number_columns();
        // Room for the vertical scroll bar beside the last column.
        let bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
        let (numbers, rest) = crate::app::layout::beside_numbers(
            ui,
            [
                (points.0.as_str(), "+88"),
                (ended.0.as_str(), totals.as_str()),
                (chance.0.as_str(), "100%"),
            ],
            bar,
        );
        ColumnWidths {
            moves: (rest >= Self::MIN_MOVES).then(|| rest.min(Self::MAX_MOVES)),
            numbers,
        }
    }
}

impl AnalysisView {
    pub(super) fn moves_ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        d: &Analysis,
        can_play: bool,
        cmds: &mut Vec<Command>,
    ) {
        let m = &d.moves;
        let drawn = s.state().drawn();
        let title = match drawn {
            Some(t) => tr_args(
                "sidebar-legal-moves-of",
                &[(
                    "tile",
                    crate::i18n::tiles::tile_name(&s.state().tileset().tiles[t as usize]).into(),
                )],
            ),
            None => tr("sidebar-legal-moves"),
        };
        crate::app::layout::section(ui, title)
            .id_salt("legal-moves")
            .default_open(true)
            .show(ui, |ui| {
                if m.tile.is_none() {
                    wall_choices_ui(ui, s);
                    return;
                }
                ui.label(tr_args("sidebar-placements", &[("n", m.placements.into())]));
                ui.label(tr_args(
                    "sidebar-moves-with-followers",
                    &[("n", m.moves.len().into())],
                ));
                // Wrapped: a longer language's sentence beside the checkbox
                // would otherwise widen the sidebar past its edge.
                ui.horizontal_wrapped(|ui| {
                    ui.checkbox(&mut self.computer_values, tr("sidebar-computer-values"))
                        .on_hover_text(tr("sidebar-computer-values-hint"));
                    if !self.computer_values {
                        ui.label(tr("sidebar-order-points"));
                    } else if self.ai_done {
                        ui.label(tr("sidebar-order-computer"));
                    } else if self.ai.is_some() {
                        ui.spinner();
                        ui.label(tr("sidebar-weighing"));
                    } else {
                        ui.label(tr("sidebar-order-points"));
                    }
                });
                let widths = ColumnWidths::of(ui, s.state().players());
                // Vertical only when the columns fit; both ways as a last
                // resort, so nothing runs past the window's edge.
                egui::ScrollArea::both()
                    .id_salt("moves-scroll")
                    .max_height(240.0)
                    .show(ui, |ui| match widths.moves {
                        Some(moves) => egui::Grid::new("moves-grid")
                            .min_col_width(0.0)
                            .striped(true)
                            .num_columns(4)
                            .show(ui, |ui| {
                                ui.strong(tr("sidebar-col-move"));
                                for ((header, hint), w) in
                                    number_columns().into_iter().zip(widths.numbers)
                                {
                                    crate::app::layout::header(ui, &header, w).on_hover_text(hint);
                                }
                                ui.end_row();
                                for mv in &m.moves {
                                    ui.scope(|ui| {
                                        ui.set_max_width(moves);
                                        self.move_button(ui, s, mv, can_play, cmds);
                                    });
                                    for (text, hint) in numbers_of(s, mv, m.player) {
                                        ui.label(text).on_hover_text(hint);
                                    }
                                    ui.end_row();
                                }
                            }),
                        None => {
                            // Too narrow for four columns: each move's numbers
                            // go on a line under its words, the headers in a
                            // legend above.
                            let legend: Vec<String> = number_columns()
                                .into_iter()
                                .map(|(header, _)| header)
                                .collect();
                            ui.add(
                                egui::Label::new(egui::RichText::new(legend.join(" · ")).strong())
                                    .wrap(),
                            );
                            for mv in &m.moves {
                                self.move_button(ui, s, mv, can_play, cmds);
                                ui.horizontal_wrapped(|ui| {
                                    for (i, (text, hint)) in
                                        numbers_of(s, mv, m.player).into_iter().enumerate()
                                    {
                                        if i > 0 {
                                            ui.weak("·");
                                        }
                                        ui.weak(text).on_hover_text(hint);
                                    }
                                });
                                ui.separator();
                            }
                            egui::InnerResponse::new((), ui.response())
                        }
                    });
            });
    }

    /// A legal move's words as a button: hover shows it on the board with
    /// its scores, a click chooses it when the player may.
    fn move_button(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        mv: &crate::analysis::moves::MovePreview,
        can_play: bool,
        cmds: &mut Vec<Command>,
    ) -> egui::Response {
        let tile = s.state().drawn();
        let text = match tile {
            Some(t) => crate::i18n::moves::move_words(s.state(), t, mv.cell, mv.rot, mv.follower),
            None => String::new(),
        };
        let picked = s
            .pending
            .as_ref()
            .is_some_and(|p| p.cell == mv.cell && p.rot.0 == mv.rot && p.follower == mv.follower);
        let follower = match (&mv.follower_kind, &mv.follower_label) {
            (Some(k), Some(l)) => format!(" + {} {l}", kind_name(*k)),
            _ => String::new(),
        };
        let mut tip = format!(
            "({}, {}) {}°{follower}\n",
            mv.cell.x,
            mv.cell.y,
            mv.rot as u32 * 90
        );
        for e in &mv.events {
            tip.push_str(&format!(
                "{}: {} {} = {}\n",
                e.rule_id,
                kind_name(e.kind),
                crate::i18n::scores::formula(&e.event),
                e.value
            ));
        }
        if can_play {
            tip.push_str(&tr("sidebar-move-click-hint"));
        }
        // Words wrap in their column, so the numbers stay beside them.
        let r = ui
            .add(egui::Button::selectable(picked, &text).wrap())
            .on_hover_text(tip);
        if r.hovered()
            && let Some(t) = tile
        {
            self.hovered_move = Some((t, mv.cell, Rotation(mv.rot), mv.follower));
        }
        if r.clicked()
            && can_play
            && let Move::Place(p) = mv.to_move()
        {
            cmds.push(Command::ChoosePlacement(p));
        }
        r
    }
}

/// A move's three numbers (points now, totals if the game ended, chance to
/// win), each with its hover text.
fn numbers_of(
    s: &Session,
    mv: &crate::analysis::moves::MovePreview,
    mover: usize,
) -> [(String, String); 3] {
    let now = mv.points_now.get(mover).copied().unwrap_or(0);
    let ended: Vec<String> = mv.end_scores.iter().map(|x| x.to_string()).collect();
    let names: Vec<String> = (0..ended.len()).map(|p| s.name(p)).collect();
    [
        (
            if now > 0 {
                format!("+{now}")
            } else {
                "0".into()
            },
            tr("sidebar-col-points-hint"),
        ),
        (
            ended.join("–"),
            tr_args(
                "sidebar-totals-hint",
                &[
                    ("names", names.join(", ").into()),
                    ("margin", format!("{:+}", mv.end_margin).into()),
                ],
            ),
        ),
        (
            match mv.ai_value {
                Some(v) => pct(v),
                None => "…".into(),
            },
            tr("sidebar-chance-hint"),
        ),
    ]
}
