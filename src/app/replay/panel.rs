//! The replay's panel: stepping (buttons, slider, Left/Right/Home/End), the
//! tree of moves with their scores (a click jumps there), add, promote and
//! delete, the comment box and the mark buttons.

use super::ReplayView;
use crate::engine::record::history::TurnRecord;
use crate::engine::record::tree::{Mark, NodeId, ROOT};
use crate::i18n::{tr, tr_args};
use egui::{Key, Modifiers};

/// What the panel asks the shell to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Start a new game from the position shown.
    PlayOn,
    /// Leave the replay for the game being played.
    Close,
}

/// Left/Right step a move, Home/End go to the start and the line's end;
/// not while typing a comment.
fn keys(ui: &egui::Ui, r: &mut ReplayView) {
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let press = |k| ui.ctx().input_mut(|i| i.consume_key(Modifiers::NONE, k));
    if press(Key::ArrowLeft) {
        r.step(-1);
    }
    if press(Key::ArrowRight) {
        r.step(1);
    }
    if press(Key::Home) {
        r.home();
    }
    if press(Key::End) {
        r.end();
    }
}

/// A move's line in the list: number, player, the tile in words, cell, points scored, mark.
pub fn move_text(r: &ReplayView, k: usize, rec: Option<&TurnRecord>, id: NodeId) -> String {
    let node = r.tree.node(id);
    let mark = node.and_then(|n| n.mark).map(Mark::symbol).unwrap_or("");
    let Some(rec) = rec else {
        return format!("{k}.{mark}");
    };
    let ts = r.tree.initial().tileset();
    // The tile in words, as the players' panel names the drawn tile.
    let tile = ts
        .tiles
        .get(rec.tile as usize)
        .map_or_else(|| "?".to_string(), crate::i18n::tiles::tile_name);
    let who = r
        .seats
        .get(rec.player)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| crate::i18n::words::player_name(rec.player));
    let at = match rec.mv {
        crate::engine::Move::Place(p) => {
            format!(
                " {}",
                tr_args("replay-at", &[("cell", p.cell.to_string().into())])
            )
        }
        _ => String::new(),
    };
    let points: u32 = rec
        .events
        .iter()
        .map(|e| e.value.saturating_mul(e.winners.count_ones()))
        .sum();
    let scored = if points > 0 {
        format!(", {}", crate::i18n::words::points(points))
    } else {
        String::new()
    };
    let picked = if node.is_some_and(|n| n.pick.is_some()) {
        format!(" {}", tr("replay-picked"))
    } else {
        String::new()
    };
    let head = tr_args(
        "replay-move",
        &[("k", k.into()), ("who", who.into()), ("tile", tile.into())],
    );
    format!("{head}{picked}{at}{scored}{mark}")
}

/// Lists a line from its node `first` (move number `from`), and under each
/// branching its variations, indented; a click goes to the move.
fn list_line(
    ui: &mut egui::Ui,
    r: &mut ReplayView,
    first: NodeId,
    go: &mut Option<NodeId>,
    depth: usize,
) {
    let line: Vec<NodeId> = {
        let mut l = vec![first];
        let mut at = first;
        while let Some(&n) = r.tree.children(at).first() {
            l.push(n);
            at = n;
        }
        l
    };
    let Some(&last) = line.last() else { return };
    let Ok(game) = r.tree.game_at(last) else {
        return;
    };
    let start = r.tree.depth(first);
    for (i, id) in line.iter().enumerate() {
        let k = start + i;
        let rec = game.log().get(k - 1);
        let text = move_text(r, k, rec, *id);
        ui.horizontal(|ui| {
            ui.add_space(14.0 * depth as f32);
            // Wrapped: a long move ("a grain and livestock market with 4
            // streets at ...") would widen the panel past the board's room.
            if ui
                .add(egui::Button::selectable(r.cursor == *id, text).wrap())
                .clicked()
            {
                *go = Some(*id);
            }
        });
        // The comment under its move, as a study sheet prints it.
        if let Some(c) = r
            .tree
            .node(*id)
            .map(|n| n.comment.trim())
            .filter(|c| !c.is_empty())
        {
            ui.horizontal(|ui| {
                ui.add_space(14.0 * depth as f32 + 18.0);
                ui.add(egui::Label::new(egui::RichText::new(c).italics().weak()).wrap());
            });
        }
        // Variations of this move: the later children of its parent.
        if let Some(parent) = r.tree.parent(*id)
            && r.tree.children(parent).first() == Some(id)
            && depth < 6
        {
            let alts: Vec<NodeId> = r.tree.children(parent)[1..].to_vec();
            for alt in alts {
                list_line(ui, r, alt, go, depth + 1);
            }
        }
    }
}

/// The marks' buttons and the comment box for the move shown.
fn notes(ui: &mut egui::Ui, r: &mut ReplayView) {
    let id = r.cursor;
    let Some(node) = r.tree.node_mut(id) else {
        return;
    };
    if id == ROOT {
        ui.label(tr("replay-start-position"));
        return;
    }
    ui.horizontal(|ui| {
        ui.label(tr("replay-mark"));
        for m in Mark::ALL {
            let on = node.mark == Some(m);
            if ui.selectable_label(on, m.symbol()).clicked() {
                node.mark = if on { None } else { Some(m) };
            }
        }
    });
    let label = ui.label(tr("replay-comment"));
    ui.add(
        egui::TextEdit::multiline(&mut node.comment)
            .desired_rows(3)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
}

/// "Try another move": which tile is drawn for it, the one drawn or a pick.
fn try_another(ui: &mut egui::Ui, r: &mut ReplayView) {
    let Some(st) = r.screen.session.as_ref().map(|s| s.state().clone()) else {
        return;
    };
    let Some(drawn) = st.drawn() else {
        ui.label(tr("replay-no-tile"));
        return;
    };
    ui.label(tr("replay-try-hint"));
    let ts = st.tileset().clone();
    // The tile's id (as files name it) and its name in words.
    let name = |t: u8| {
        ts.tiles
            .get(t as usize)
            .map(|x| format!("{}: {}", x.id, crate::i18n::tiles::tile_name(x)))
            .unwrap_or_default()
    };
    let current = r.pick.unwrap_or(drawn);
    let mut chosen = current;
    egui::ComboBox::from_label(tr("replay-tile-drawn"))
        .selected_text(name(current))
        .show_ui(ui, |ui| {
            ui.selectable_value(
                &mut chosen,
                drawn,
                tr_args("replay-as-drawn", &[("tile", name(drawn).into())]),
            );
            let counts = st.remaining_counts();
            for (t, n) in counts.iter().enumerate() {
                let t = t as u8;
                if *n > 0 && t != drawn && st.fits_somewhere(t) {
                    ui.selectable_value(
                        &mut chosen,
                        t,
                        tr_args(
                            "replay-tile-left",
                            &[("tile", name(t).into()), ("n", (*n).into())],
                        ),
                    );
                }
            }
        });
    if chosen != current {
        r.set_pick((chosen != drawn).then_some(chosen));
    }
}

/// Draws the panel; returns what the shell must do.
pub fn ui(ui: &mut egui::Ui, r: &mut ReplayView) -> Option<Asked> {
    keys(ui, r);
    let mut asked = None;
    ui.heading(tr("replay-heading"));
    let line = r.line();
    let at = r.tree.depth(r.cursor);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr("replay-start")).clicked() {
            r.home();
        }
        if ui.button(tr("replay-back")).clicked() {
            r.step(-1);
        }
        if ui.button(tr("replay-forward")).clicked() {
            r.step(1);
        }
        if ui.button(tr("replay-end")).clicked() {
            r.end();
        }
    });
    let mut to = at;
    ui.add(egui::Slider::new(&mut to, 0..=line.len()).text(tr("replay-slider")));
    if to != at {
        r.step(to as i64 - at as i64);
    }
    let on_main = if r.tree.on_main_line(r.cursor) {
        "main"
    } else {
        "other"
    };
    ui.label(tr_args(
        "replay-where",
        &[
            ("at", at.into()),
            ("total", line.len().into()),
            ("line", on_main.into()),
        ],
    ));
    if !r.note.is_empty() {
        ui.colored_label(ui.visuals().warn_fg_color, r.note.clone());
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr("replay-play-on")).clicked() {
            asked = Some(Asked::PlayOn);
        }
        if ui.selectable_label(r.trying, tr("replay-try")).clicked() {
            r.trying = !r.trying;
        }
        let off_main = r.cursor != ROOT && !r.tree.on_main_line(r.cursor);
        if ui
            .add_enabled(off_main, egui::Button::new(tr("replay-promote")))
            .clicked()
        {
            r.tree.promote(r.cursor);
            // The review valued the old main line.
            r.review = None;
        }
        if ui
            .add_enabled(r.cursor != ROOT, egui::Button::new(tr("replay-delete")))
            .clicked()
            && let Some(parent) = r.tree.delete(r.cursor)
        {
            r.go(parent);
        }
        if ui.button(tr("replay-close")).clicked() {
            asked = Some(Asked::Close);
        }
    });
    if r.trying {
        try_another(ui, r);
    }
    ui.separator();
    super::review::ui(ui, r);
    ui.separator();
    notes(ui, r);
    ui.separator();
    ui.label(tr("replay-moves"));
    let mut go = None;
    egui::ScrollArea::vertical()
        .id_salt("replay-moves")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if ui
                .selectable_label(r.cursor == ROOT, tr("replay-start-line"))
                .clicked()
            {
                go = Some(ROOT);
            }
            if let Some(&first) = r.tree.children(ROOT).first() {
                list_line(ui, r, first, &mut go, 0);
            }
        });
    if let Some(id) = go {
        r.go(id);
    }
    asked
}
