//! What the board of play draws over the tiles: the last move, highlights,
//! legal cells, the pending tile with its follower spots, wall end labels.

use super::board_view::{BoardInput, BoardView, Overlay, append};
use crate::app::art::followers::marked_meeple;
use crate::app::art::geometry::feature_spot;
use crate::app::art::ghost::ghost_shapes;
use crate::app::art::projector::Projector;
use crate::app::art::walls;
use crate::engine::State;
use crate::engine::model::tile::FeatureKind;
use egui::epaint::Mesh;
use egui::{Color32, Id, Rect, Sense, Shape, Stroke, StrokeKind, Vec2, vec2};

impl BoardView {
    pub(super) fn draw_overlay(
        &mut self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        state: &State,
        proj: &Projector,
        ov: &Overlay,
        input: &mut BoardInput,
    ) {
        let ts = state.tileset();
        let s = proj.scale;
        if let Some((cell, colour, pulse)) = ov.last {
            let r = proj.cell_rect(cell);
            let w = (s * 0.05).max(2.0) * (1.0 + 2.0 * pulse);
            painter.rect_stroke(r, 2.0, Stroke::new(w, colour), StrokeKind::Inside);
        }
        let marks = crate::app::art::marks::for_ui(ui);
        for c in &ov.highlight {
            let r = proj.cell_rect(*c);
            let w = (s * 0.05).max(2.0) * marks.width;
            painter.rect_filled(r, 0.0, marks.lit_fill);
            painter.rect_stroke(r, 0.0, Stroke::new(w, marks.lit), StrokeKind::Inside);
            painter.rect_stroke(
                r.shrink(w),
                0.0,
                Stroke::new(w * 0.4, marks.lit_edge),
                StrokeKind::Inside,
            );
        }
        if let Some(legal) = &ov.legal {
            let (mark, fill) = (marks.legal, marks.legal_fill);
            for c in legal.keys() {
                let r = proj.cell_rect(*c).shrink(s * 0.06);
                if !proj.rect.intersects(r) {
                    continue;
                }
                painter.rect_filled(r, s * 0.08, fill);
                painter.rect_stroke(
                    r,
                    s * 0.08,
                    Stroke::new((s * 0.03).max(1.5) * marks.width, mark),
                    StrokeKind::Inside,
                );
            }
            // The drawn tile follows the pointer over cells where it fits.
            if ov.pending.is_none()
                && let (Some((tile, rot)), Some(h)) = (ov.drawn, input.hovered)
                && let Some(rots) = legal.get(&h)
            {
                let rot = if rots.contains(&rot) { rot } else { rots[0] };
                let r = proj.cell_rect(h);
                // The cached mesh, slightly faded: a preview costs no new art each frame.
                let mut m = Mesh::default();
                append(
                    &mut m,
                    self.tile_mesh(ui, state, tile, rot, s),
                    r.min.to_vec2(),
                    1.0,
                    0.9,
                );
                painter.add(Shape::mesh(m));
                painter.rect_stroke(
                    r,
                    0.0,
                    Stroke::new((s * 0.03).max(1.5), Color32::WHITE),
                    StrokeKind::Outside,
                );
            }
        }
        if let Some((tile, cell, rot, follower)) = ov.ghost
            && let Some(tt) = ts.tiles.get(tile as usize)
        {
            let colour = ov
                .colours
                .get(state.current())
                .copied()
                .unwrap_or(Color32::WHITE);
            painter.extend(ghost_shapes(
                tt,
                rot,
                proj.cell_rect(cell),
                follower,
                colour,
            ));
        }
        if let Some(p) = &ov.pending {
            let r = proj.cell_rect(p.cell);
            let mut m = Mesh::default();
            append(
                &mut m,
                self.tile_mesh(ui, state, p.tile, p.rot, s),
                r.min.to_vec2(),
                1.0,
                1.0,
            );
            painter.add(Shape::mesh(m));
            let tt = &ts.tiles[p.tile as usize];
            let colour = ov
                .colours
                .get(state.current())
                .copied()
                .unwrap_or(Color32::WHITE);
            painter.rect_stroke(
                r,
                2.0,
                Stroke::new((s * 0.05).max(2.0) * marks.width, colour),
                StrokeKind::Outside,
            );
            for &f in &p.spots {
                let c = r.min + feature_spot(tt, p.rot, f).to_vec2() * s;
                let rad = (s * 0.11).max(7.0);
                let spot_rect = Rect::from_center_size(c, Vec2::splat(rad * 2.0));
                let kind = tt.features[f as usize].kind;
                let label = crate::i18n::tr_args(
                    "board-follower-spot",
                    &[
                        ("feature", crate::i18n::words::feature_name(kind).into()),
                        ("place", tt.feature_label(p.rot, f).into()),
                    ],
                );
                let resp = ui.interact(spot_rect, Id::unique(("spot", f)), Sense::click());
                resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if resp.clicked() {
                    input.spot = Some(f);
                }
                if p.chosen == Some(f) {
                    painter.extend(marked_meeple(
                        c,
                        s * 0.3,
                        colour,
                        kind == FeatureKind::Field,
                        state.current(),
                    ));
                } else {
                    let ring = if resp.hovered() {
                        Color32::WHITE
                    } else {
                        Color32::from_black_alpha(180)
                    };
                    painter.circle_filled(c, rad, Color32::from_white_alpha(120));
                    painter.circle_stroke(c, rad, Stroke::new(2.0, ring));
                    painter.circle_filled(c, rad * 0.35, colour);
                }
            }
        }
    }
}

/// The City: which wall end is which, written beside each end a tower may
/// take, in the words the tower buttons use.
pub(super) fn tower_end_labels(
    ui: &egui::Ui,
    painter: &egui::Painter,
    state: &State,
    proj: &Projector,
) {
    use crate::engine::rules::the_city::WallEnd;
    let Some(city) = state.city() else { return };
    for end in state.tower_ends() {
        let Some(e) = city.end_edge(end) else {
            continue;
        };
        let at = walls::end_point(proj, e, end);
        let text = match end {
            WallEnd::Cw => crate::i18n::tr("board-end-cw"),
            WallEnd::Ccw => crate::i18n::tr("board-end-ccw"),
        };
        let font = egui::FontId::proportional(14.0);
        let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
        let r = Rect::from_center_size(
            at + vec2(0.0, -(proj.scale * 0.16).max(7.0) - 14.0),
            galley.size() + vec2(8.0, 4.0),
        );
        painter.rect_filled(r, 3.0, Color32::from_black_alpha(190));
        painter.galley(r.min + vec2(4.0, 2.0), galley, Color32::WHITE);
        let _ = ui;
    }
}
