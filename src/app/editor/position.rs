//! The editor's Position tab: the form for everything on the table but the tiles.
//!
//! Players, whose turn, scores, supplies, the drawn tile, the remaining tiles
//! (the rest, counts or an exact order), the seed, the rule options, and in
//! The City the wall's supply, its ends and towers.

use crate::app::play::new_game::max_seats;
use crate::editor::{EditError, Editor};
use crate::engine::record::position::Remaining;
use crate::engine::rules::the_city::{WallEnd, split_stacks};
use crate::engine::{GameKind, Options};
use crate::i18n::{tr, tr_args};
use std::collections::BTreeMap;

/// The form's own text: the exact order being typed.
#[derive(Default)]
pub struct FormState {
    /// The exact order as typed, ids separated by spaces or commas.
    pub order: String,
    /// The editor revision `order` was last read at.
    pub order_rev: Option<u64>,
    /// The discards as typed.
    pub discards: String,
    /// The editor revision `discards` was last read at.
    pub discards_rev: Option<u64>,
}

/// Tile ids typed with spaces or commas between them.
fn ids(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Keeps the first refusal of this frame for the status line.
fn note(r: Result<(), EditError>, msg: &mut Option<String>) {
    if let Err(e) = r {
        *msg = Some(crate::i18n::problems::edit_error(&e));
    }
}

/// A number field with an accessible name ("score of player 1").
fn number(ui: &mut egui::Ui, v: &mut u32, max: u32, name: &str) -> bool {
    let resp = ui.add(egui::DragValue::new(v).range(0..=max).speed(0.2));
    let value = *v as f64;
    resp.widget_info(|| {
        let mut info = egui::WidgetInfo::drag_value(true, value);
        info.label = Some(name.to_string());
        info
    });
    resp.changed()
}

/// Draws the form; returns a refusal to show in the status line.
pub fn ui(ui: &mut egui::Ui, ed: &mut Editor, fs: &mut FormState) -> Option<String> {
    let mut msg = None;
    let pos = ed.position().clone();
    let n = pos.players;
    // No column wider than the panel leaves it: a grid keeps last frame's
    // column widths, and a column sized in a wide window would hold the
    // panel wide (and under the board) after the window shrank.
    let most = (ui.available_width() - 90.0).max(100.0);
    egui::Grid::new("editor-position")
        .num_columns(2)
        .spacing([10.0, 6.0])
        .max_col_width(most)
        .show(ui, |ui| {
            ui.label(tr("editor-players"));
            let mut players = n as u32;
            let most = max_seats(pos.game) as u32;
            if number(ui, &mut players, most, &tr("editor-players-name")) {
                // Every game takes at least two.
                note(ed.set_players(players.clamp(2, most) as u8), &mut msg);
            }
            ui.end_row();
            let name = ui.label(tr("editor-to-move"));
            let mut to_move = pos.to_move;
            // Named by its label, for screen readers (and the tests' check).
            egui::ComboBox::from_id_salt("to-move")
                .selected_text(player_long(to_move))
                .show_ui(ui, |ui| {
                    for p in 0..n {
                        ui.selectable_value(&mut to_move, p, player_long(p));
                    }
                })
                .response
                .labelled_by(name.id);
            if to_move != pos.to_move {
                note(ed.set_to_move(to_move), &mut msg);
            }
            ui.end_row();
            for p in 0..n {
                ui.label(player_long(p));
                ui.horizontal(|ui| {
                    let mut score = pos.scores.get(p as usize).copied().unwrap_or(0);
                    ui.label(tr("editor-score"));
                    if number(
                        ui,
                        &mut score,
                        999,
                        &tr_args("editor-score-of", &[("n", (p + 1).into())]),
                    ) {
                        note(ed.set_score(p, score), &mut msg);
                    }
                    if let Some(sup) = &pos.supplies {
                        let mut v = sup.get(p as usize).copied().unwrap_or(0) as u32;
                        ui.label(tr("editor-in-supply"));
                        if number(
                            ui,
                            &mut v,
                            7,
                            &tr_args("editor-supply-of", &[("n", (p + 1).into())]),
                        ) {
                            note(ed.set_supply(p, Some(v as u8)), &mut msg);
                        }
                    }
                });
                ui.end_row();
            }
            ui.label(tr("editor-supplies"));
            let mut auto = pos.supplies.is_none();
            if ui.checkbox(&mut auto, tr("editor-supplies-auto")).changed() {
                note(
                    if auto {
                        ed.set_supply(0, None)
                    } else {
                        // Start from what the board implies.
                        let on =
                            |p: u8| pos.followers.iter().filter(|f| f.player == p).count() as u8;
                        ed.set_supply(0, Some(7u8.saturating_sub(on(0))))
                    },
                    &mut msg,
                );
            }
            ui.end_row();
            let name = ui.label(tr("editor-drawn"));
            let mut drawn = pos.drawn.clone();
            egui::ComboBox::from_id_salt("drawn")
                .selected_text(drawn.clone().unwrap_or_else(|| tr("editor-from-stack")))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut drawn, None, tr("editor-from-stack"));
                    for t in &ed.tileset().tiles {
                        ui.selectable_value(&mut drawn, Some(t.id.clone()), &t.id);
                    }
                })
                .response
                .labelled_by(name.id);
            if drawn != pos.drawn {
                note(ed.set_drawn(drawn.as_deref()), &mut msg);
            }
            ui.end_row();
            ui.label(tr("new-game-seed"));
            let mut seed = pos.seed;
            if ui
                .add(egui::DragValue::new(&mut seed))
                .on_hover_text(tr("editor-seed-hint"))
                .changed()
            {
                note(ed.set_seed(seed), &mut msg);
            }
            ui.end_row();
            if pos.game == GameKind::Base {
                ui.label(tr("new-game-options"));
                ui.vertical(|ui| {
                    let mut o: Options = pos.options;
                    ui.checkbox(&mut o.farmers, tr("new-game-farmers"));
                    ui.checkbox(&mut o.two_tile_city, tr("editor-two-tile-city"));
                    if o != pos.options {
                        note(ed.set_options(o), &mut msg);
                    }
                    ui.label(if o.city_gates {
                        tr("editor-with-gates")
                    } else {
                        tr("editor-without-gates")
                    });
                });
                ui.end_row();
            }
        });
    ui.separator();
    remaining_ui(ui, ed, fs, &mut msg);
    discards_ui(ui, ed, fs, &mut msg);
    if pos.game == GameKind::City {
        ui.separator();
        city_ui(ui, ed, &mut msg);
    }
    msg
}

/// How many of each tile are neither on the board, drawn nor discarded.
fn unused(ed: &Editor) -> BTreeMap<String, u8> {
    ed.unused()
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(id, n)| (id, n.min(u8::MAX as u32) as u8))
        .collect()
}

fn remaining_ui(ui: &mut egui::Ui, ed: &mut Editor, fs: &mut FormState, msg: &mut Option<String>) {
    ui.strong(tr("editor-remaining"));
    let rem = ed.position().remaining.clone();
    ui.horizontal_wrapped(|ui| {
        if ui
            .selectable_label(matches!(rem, Remaining::Rest), tr("editor-remaining-rest"))
            .clicked()
            && !matches!(rem, Remaining::Rest)
        {
            note(ed.set_remaining(Remaining::Rest), msg);
        }
        if ui
            .selectable_label(
                matches!(rem, Remaining::Counts(_)),
                tr("editor-remaining-counts"),
            )
            .clicked()
            && !matches!(rem, Remaining::Counts(_))
        {
            note(ed.set_remaining(Remaining::Counts(unused(ed))), msg);
        }
        if ui
            .selectable_label(
                matches!(rem, Remaining::Order(_)),
                tr("editor-remaining-order"),
            )
            .clicked()
            && !matches!(rem, Remaining::Order(_))
        {
            let order = unused(ed)
                .into_iter()
                .flat_map(|(id, n)| std::iter::repeat_n(id, n as usize))
                .collect();
            note(ed.set_remaining(Remaining::Order(order)), msg);
        }
    });
    match rem {
        Remaining::Rest => {
            ui.label(tr("editor-remaining-rest-hint"));
        }
        Remaining::Counts(counts) => {
            egui::Grid::new("counts").num_columns(4).show(ui, |ui| {
                for (k, t) in ed.tileset().tiles.clone().iter().enumerate() {
                    let mut v = counts.get(&t.id).copied().unwrap_or(0) as u32;
                    ui.label(&t.id);
                    if number(
                        ui,
                        &mut v,
                        t.count as u32,
                        &tr_args("editor-remaining-of", &[("id", t.id.clone().into())]),
                    ) {
                        let mut c = counts.clone();
                        if v == 0 {
                            c.remove(&t.id);
                        } else {
                            c.insert(t.id.clone(), v as u8);
                        }
                        note(ed.set_remaining(Remaining::Counts(c)), msg);
                    }
                    if k % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
        }
        Remaining::Order(order) => {
            if fs.order_rev != Some(ed.revision()) {
                fs.order = order.join(" ");
                fs.order_rev = Some(ed.revision());
            }
            ui.label(tr("editor-order-hint"));
            let resp = ui.add(
                egui::TextEdit::multiline(&mut fs.order)
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            );
            if resp.lost_focus() {
                let typed = ids(&fs.order);
                if typed != order {
                    match typed.iter().find(|id| ed.tileset().by_id(id).is_none()) {
                        Some(bad) => {
                            *msg = Some(tr_args(
                                "editor-order-unknown",
                                &[("id", bad.clone().into())],
                            ))
                        }
                        None => note(ed.set_remaining(Remaining::Order(typed)), msg),
                    }
                }
            }
        }
    }
}

/// The discards: tiles drawn earlier that fitted nowhere (R-B1).
fn discards_ui(ui: &mut egui::Ui, ed: &mut Editor, fs: &mut FormState, msg: &mut Option<String>) {
    let now = ed.position().discards.clone();
    if fs.discards_rev != Some(ed.revision()) {
        fs.discards = now.join(" ");
        fs.discards_rev = Some(ed.revision());
    }
    let name = ui.label(tr("editor-discards"));
    let resp = ui
        .add(egui::TextEdit::singleline(&mut fs.discards).desired_width(f32::INFINITY))
        .labelled_by(name.id);
    if resp.lost_focus() {
        let typed = ids(&fs.discards);
        if typed != now
            && let Err(e) = ed.set_discards(typed)
        {
            *msg = Some(crate::i18n::problems::edit_error(&e));
        }
    }
}

/// "Player 2", as the editor names a seat (its scenarios have no names).
fn player_long(p: u8) -> String {
    tr_args("editor-player", &[("n", (p + 1).into())])
}

/// A wall end's name: "clockwise", "met de klok mee".
fn end_name(end: WallEnd) -> String {
    match end {
        WallEnd::Cw => tr("editor-end-cw"),
        WallEnd::Ccw => tr("editor-end-ccw"),
    }
}

/// The City: the wall's pieces per end, towers, and the wall supply. The
/// gate and pieces themselves are put on the board with the Wall tool.
/// Its rows wrap: in a narrow panel a checkbox's words and its numbers go
/// on as many lines as they need rather than under the board.
fn city_ui(ui: &mut egui::Ui, ed: &mut Editor, msg: &mut Option<String>) {
    ui.strong(tr("editor-city-wall"));
    let city = ed.city().cloned().unwrap_or_default();
    match &city.gate {
        Some(g) => {
            ui.label(tr_args(
                "editor-gate-at",
                &[
                    ("side", crate::i18n::moves::side_letter(g.side).into()),
                    ("at", format!("{},{}", g.x, g.y).into()),
                ],
            ));
        }
        None => {
            ui.label(tr("editor-no-gate"));
        }
    }
    for (end, arm) in [(WallEnd::Cw, &city.cw), (WallEnd::Ccw, &city.ccw)] {
        ui.horizontal_wrapped(|ui| {
            let guards = arm.iter().filter(|w| w.guard.is_some()).count();
            ui.label(tr_args(
                "editor-arm",
                &[
                    ("end", end_name(end).into()),
                    ("pieces", arm.len().into()),
                    ("guards", guards.into()),
                ],
            ));
            if ui
                .add_enabled(
                    !arm.is_empty(),
                    egui::Button::new(tr("editor-take-off-piece")),
                )
                .clicked()
            {
                note(ed.remove_wall_piece(end), msg);
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let mut auto = city.wall_supply.is_none();
        ui.checkbox(&mut auto, tr("editor-wall-supply-auto"));
        let mut v = city.wall_supply.unwrap_or(70) as u32;
        if !auto {
            number(ui, &mut v, 70, &tr("editor-wall-supply"));
        }
        let want = (!auto).then_some(v as u8);
        if want != city.wall_supply {
            note(ed.set_wall_supply(want), msg);
        }
    });
    // Stacks: given per stack, or split from the remaining tiles.
    ui.horizontal_wrapped(|ui| {
        let mut auto = city.stacks.is_none();
        ui.checkbox(&mut auto, tr("editor-stacks-auto"));
        // Unticked, the stacks start as the engine splits them now, which adds up.
        let mut st = city.stacks.unwrap_or_else(|| {
            if auto {
                [0; 3]
            } else {
                // The stacks count the tiles before the drawn one comes off them.
                let drawn_from_stack = usize::from(ed.position().drawn.is_none());
                ed.build()
                    .ok()
                    .map(|b| split_stacks(b.stack().len() + drawn_from_stack))
                    .unwrap_or_default()
            }
        });
        if !auto {
            for (i, n) in st.iter_mut().enumerate() {
                let mut v = *n as u32;
                if number(
                    ui,
                    &mut v,
                    99,
                    &tr_args("editor-stack-of", &[("n", (i + 1).into())]),
                ) {
                    *n = v as u8;
                }
            }
        }
        let want = (!auto).then_some(st);
        if want != city.stacks {
            note(ed.set_stacks(want, city.stack), msg);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let mut auto = city.towers_left.is_none();
        ui.checkbox(&mut auto, tr("editor-towers-auto"))
            .on_hover_text(tr("editor-towers-auto-hint"));
        let n = ed.position().players as usize;
        let mut left = city
            .towers_left
            .clone()
            .unwrap_or_else(|| vec![12 / n.max(1) as u8; n]);
        left.resize(n, 0);
        if !auto {
            for (p, v) in left.iter_mut().enumerate() {
                let mut x = *v as u32;
                if number(
                    ui,
                    &mut x,
                    12,
                    &tr_args("editor-towers-of", &[("n", (p + 1).into())]),
                ) {
                    *v = x as u8;
                }
            }
        }
        let want = (!auto).then_some(left);
        if want != city.towers_left {
            note(ed.set_towers_left(want), msg);
        }
    });
    ui.label(tr_args("editor-towers", &[("n", city.towers.len().into())]));
    let mut remove = None;
    for (i, t) in city.towers.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr_args(
                "editor-tower-line",
                &[
                    ("player", player_long(t.player).into()),
                    ("end", end_name(t.end).into()),
                    ("at", t.at.into()),
                ],
            ));
            if ui.small_button(tr("editor-remove")).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        note(ed.remove_tower(i), msg);
    }
}

/// Buttons putting a tower of `player` at either end of the wall.
pub fn tower_buttons(ui: &mut egui::Ui, ed: &mut Editor, player: u8) -> Option<String> {
    let mut msg = None;
    if ed.position().game != GameKind::City {
        return None;
    }
    // One under the other: side by side they would widen the tool panel.
    ui.vertical(|ui| {
        for end in [WallEnd::Cw, WallEnd::Ccw] {
            if ui
                .button(tr_args("editor-tower-at", &[("end", end_name(end).into())]))
                .on_hover_text(tr("editor-tower-at-hint"))
                .clicked()
            {
                note(ed.add_tower(player, end), &mut msg);
            }
        }
    });
    msg
}
