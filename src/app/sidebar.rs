//! Beside the board: the players, the drawn tile, the turn's buttons, tiles left.

use super::commands::Command;
use super::follower_art::meeple;
use super::session::Session;
use super::tile_art::tile_shapes;
use crate::io::save::{Controller, Level};
use egui::{Color32, Sense, Vec2, vec2};

fn who(c: Controller) -> &'static str {
    match c {
        Controller::Human => "",
        Controller::Computer(Level::Random) => " (computer, random)",
        Controller::Computer(Level::Easy) => " (computer, easy)",
        Controller::Computer(Level::Medium) => " (computer, medium)",
        Controller::Computer(Level::Hard) => " (computer, hard)",
    }
}

/// Draws the players' panel; returns the commands its buttons asked for.
pub fn ui(ui: &mut egui::Ui, s: &mut Session, thinking: bool) -> Vec<Command> {
    let mut q = Vec::new();
    let st = s.state();
    let over = st.is_over();
    ui.heading("Players");
    for p in 0..st.players() {
        let to_move = !over && s.to_move() == Some(p);
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(vec2(14.0, 22.0), Sense::hover());
            if to_move {
                let c = r.center();
                ui.painter().add(egui::Shape::convex_polygon(
                    vec![
                        c + vec2(-5.0, -6.0),
                        c + vec2(6.0, 0.0),
                        c + vec2(-5.0, 6.0),
                    ],
                    ui.visuals().strong_text_color(),
                    egui::Stroke::NONE,
                ));
            }
            let (r, _) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::hover());
            ui.painter()
                .extend(meeple(r.center(), 20.0, s.colour(p), false));
            let name = format!("{}{}", s.name(p), who(s.controller(p)));
            let text = egui::RichText::new(name);
            ui.label(if to_move { text.strong() } else { text });
        });
        ui.horizontal(|ui| {
            ui.add_space(40.0);
            ui.label(egui::RichText::new(format!("{} points", st.score(p))).strong())
                .widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Label,
                        true,
                        format!("score {}", st.score(p)),
                    )
                });
            ui.label(format!("· {} followers left", st.supply(p)));
        });
    }
    ui.separator();
    let left = st.stack().len() + st.drawn().is_some() as usize;
    ui.label(format!("Tiles left: {left}"));
    // Players may count the remaining tiles (not their order): show them by type.
    egui::CollapsingHeader::new("Tiles left by type")
        .id_salt("remaining")
        .show(ui, |ui| {
            let counts = st.remaining_counts();
            let ts = st.tileset();
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = vec2(4.0, 4.0);
                for (t, n) in counts.iter().enumerate() {
                    let (r, resp) = ui.allocate_exact_size(vec2(34.0, 46.0), Sense::hover());
                    let tile = egui::Rect::from_min_size(r.min, Vec2::splat(34.0));
                    let alpha = if *n == 0 { 0.3 } else { 1.0 };
                    ui.painter().extend(tile_shapes(
                        &ts.tiles[t],
                        crate::engine::Rotation(0),
                        tile,
                        alpha,
                    ));
                    ui.painter().text(
                        egui::pos2(r.center().x, r.max.y - 5.0),
                        egui::Align2::CENTER_CENTER,
                        format!("{} x{n}", ts.tiles[t].id),
                        egui::FontId::proportional(10.0),
                        ui.visuals().text_color(),
                    );
                    resp.on_hover_text(format!("tile {}: {n} left", ts.tiles[t].id));
                }
            });
        });
    if !st.discards().is_empty() {
        let ts = st.tileset();
        let ids: Vec<&str> = st
            .discards()
            .iter()
            .map(|t| ts.tiles[*t as usize].id.as_str())
            .collect();
        ui.label(format!("Discarded (fit nowhere, R-B1): {}", ids.join(" ")));
    }
    ui.separator();
    if over {
        ui.label(egui::RichText::new("The game is over.").strong());
        if ui.button(Command::FinalScoring.label()).clicked() {
            q.push(Command::FinalScoring);
        }
        return q;
    }
    let human = s.human_to_move();
    // The City's gate, wall and tower decisions: offered as a list until the board draws them.
    let others = if human {
        s.other_decisions()
    } else {
        Vec::new()
    };
    if !others.is_empty() {
        ui.label("Choose:");
        for m in others {
            if ui.button(format!("{m:?}")).clicked() {
                q.push(Command::Decide(m));
            }
        }
        return q;
    }
    if let Some(t) = st.drawn() {
        let tt = &st.tileset().tiles[t as usize];
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(Vec2::splat(84.0), Sense::hover());
            let rot = s.pending.as_ref().map(|p| p.rot).unwrap_or(s.rot);
            ui.painter().extend(tile_shapes(tt, rot, r, 1.0));
            ui.vertical(|ui| {
                ui.label(format!("Drawn: tile {}", tt.id));
                let hint = if !human {
                    if thinking {
                        "The computer is thinking…"
                    } else {
                        "The computer's turn"
                    }
                } else if s.pending.is_none() {
                    "Click a marked cell. R or right click turns the tile."
                } else {
                    "Click a spot for a follower (or none), then confirm."
                };
                ui.label(egui::RichText::new(hint).small());
            });
        });
    }
    if human {
        let pending = s.pending.is_some();
        ui.horizontal_wrapped(|ui| {
            for (c, on) in [
                (Command::Rotate, true),
                (
                    Command::SkipFollower,
                    pending && s.pending.as_ref().is_some_and(|p| p.follower.is_some()),
                ),
                (Command::TakeBack, pending),
                (Command::Confirm, pending),
            ] {
                let b = if c == Command::Confirm && pending {
                    // The one button that ends the turn stands out in either theme.
                    egui::Button::new(egui::RichText::new(c.label()).color(Color32::WHITE))
                        .fill(Color32::from_rgb(40, 120, 60))
                } else {
                    egui::Button::new(c.label())
                };
                if ui
                    .add_enabled(on, b)
                    .on_hover_text(c.shortcut_text(ui.ctx()))
                    .clicked()
                {
                    q.push(c);
                }
            }
        });
    }
    q
}
