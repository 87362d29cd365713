//! The editor's tools and tile palette.
//!
//! Every tile type of the game drawn small with how many are left (or ∞ in
//! free mode), the one held turned as it will be laid.

use super::board::Tool;
use crate::app::art::tiles::tile_shapes;
use crate::editor::Editor;
use crate::engine::{GameKind, Rotation};
use crate::i18n::{tr, tr_args};
use egui::{Color32, Sense, Stroke, StrokeKind, Vec2, vec2};

/// The palette's choices.
pub struct PaletteState<'a> {
    pub tool: &'a mut Tool,
    /// The tile type held (its id).
    pub selected: &'a mut Option<String>,
    /// The rotation it is held in.
    pub rot: &'a mut u8,
    /// The player whose followers, guards and towers are put.
    pub player: &'a mut u8,
    /// The players' colours.
    pub colours: &'a [Color32],
}

/// Draws the tool buttons and the player colours.
pub fn tools(ui: &mut egui::Ui, ed: &Editor, st: &mut PaletteState) {
    ui.horizontal_wrapped(|ui| {
        let mut tools = vec![
            (
                Tool::Tile,
                tr("editor-tool-tiles"),
                tr("editor-tool-tiles-hint"),
            ),
            (
                Tool::Follower,
                tr("editor-tool-followers"),
                tr("editor-tool-followers-hint"),
            ),
            (
                Tool::Remove,
                tr("editor-tool-remove"),
                tr("editor-tool-remove-hint"),
            ),
            (
                Tool::Note,
                tr("editor-tool-notes"),
                tr("editor-tool-notes-hint"),
            ),
        ];
        if ed.position().game == GameKind::City {
            tools.push((
                Tool::Wall,
                tr("editor-tool-wall"),
                tr("editor-tool-wall-hint"),
            ));
        }
        for (t, name, tip) in tools {
            ui.selectable_value(&mut *st.tool, t, name)
                .on_hover_text(tip);
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr("editor-player-pick"));
        for p in 0..ed.position().players {
            let c = st.colours.get(p as usize).copied().unwrap_or(Color32::GRAY);
            let (r, resp) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::click());
            let chosen = *st.player == p;
            ui.painter().circle_filled(r.center(), 9.0, c);
            if chosen {
                ui.painter().circle_stroke(
                    r.center(),
                    10.5,
                    Stroke::new(2.5, ui.visuals().strong_text_color()),
                );
            }
            let label = tr_args("editor-player-dot", &[("n", (p + 1).into())]);
            resp.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::RadioButton, true, chosen, &label)
            });
            if resp.on_hover_text(&label).clicked() {
                *st.player = p;
            }
        }
    });
}

/// Draws the tile palette.
pub fn palette(ui: &mut egui::Ui, ed: &Editor, st: &mut PaletteState) {
    ui.horizontal(|ui| {
        ui.strong(tr("editor-palette"));
        if ui
            .small_button(tr("editor-turn"))
            .on_hover_text(tr("editor-turn-hint"))
            .clicked()
        {
            *st.rot = (*st.rot + 1) % 4;
        }
    });
    let ts = ed.tileset().clone();
    let pal = ed.palette();
    let size = 44.0;
    let per_row = ((ui.available_width() / (size + 10.0)).floor() as usize).max(1);
    egui::Grid::new("palette")
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for (k, e) in pal.iter().enumerate() {
                let Some(i) = ts.by_id(&e.id) else { continue };
                let tt = &ts.tiles[i as usize];
                let held = st.selected.as_deref() == Some(e.id.as_str());
                let rot = if held { Rotation(*st.rot) } else { Rotation(0) };
                ui.vertical(|ui| {
                    let (r, resp) = ui.allocate_exact_size(Vec2::splat(size), Sense::click());
                    let none_left = e.available == Some(0);
                    ui.painter().extend(tile_shapes(
                        tt,
                        rot,
                        r,
                        if none_left { 0.35 } else { 1.0 },
                    ));
                    if held {
                        ui.painter().rect_stroke(
                            r.expand(2.0),
                            2.0,
                            Stroke::new(3.0, ui.visuals().selection.bg_fill),
                            StrokeKind::Outside,
                        );
                    }
                    let left = match e.available {
                        Some(n) => format!("{n}"),
                        None => tr("editor-any"),
                    };
                    let label = tr_args("editor-palette-tile", &[("id", e.id.clone().into())]);
                    resp.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, held, &label)
                    });
                    let tip = match e.available {
                        Some(n) => tr_args(
                            "editor-palette-left",
                            &[
                                ("id", e.id.clone().into()),
                                ("n", n.into()),
                                ("of", tt.count.into()),
                            ],
                        ),
                        None => tr_args(
                            "editor-palette-free",
                            &[("id", e.id.clone().into()), ("of", tt.count.into())],
                        ),
                    };
                    if resp.on_hover_text(tip).clicked() {
                        *st.selected = Some(e.id.clone());
                        *st.tool = Tool::Tile;
                    }
                    ui.small(format!("{}: {left}", e.id));
                });
                if (k + 1) % per_row == 0 {
                    ui.end_row();
                }
            }
        });
}
