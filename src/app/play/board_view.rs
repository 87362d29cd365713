//! The board of play: pan and zoom, the tiles, followers and markers, one labelled widget per cell.
//!
//! The tiles are tessellated once per tile type, rotation and zoom, then only
//! moved; overlay markers show legal cells, the pending tile and its follower
//! spots. One labelled widget per cell lets keyboard users, screen readers and
//! tests address cells. The editor borrows its pan and zoom.

use crate::app::art::followers::marked_meeple;
use crate::app::art::geometry::feature_spot;
use crate::app::art::motion::{self, Motion};
use crate::app::art::palette;
use crate::app::art::projector::Projector;
use crate::app::art::tiles::tile_shapes;
use crate::app::art::walls;
use crate::engine::model::tile::FeatureKind;
use crate::engine::rules::the_city::Edge;
use crate::engine::{Cell, Rotation, State};
use egui::epaint::{Mesh, Tessellator};
use egui::{Color32, Id, Pos2, Rect, Sense, Shape, Stroke, Vec2, vec2};
use std::collections::HashMap;

/// Tile meshes for one zoom level.
#[derive(Default)]
struct ArtCache {
    scale: f32,
    pixels_per_point: f32,
    meshes: HashMap<(u8, u8), Mesh>,
}

/// The board view's own state: where it looks and its caches.
pub struct BoardView {
    /// Board point at the centre of the view.
    pub centre: Vec2,
    /// Points per cell.
    pub scale: f32,
    /// Fit the board to the view on the next frame.
    pub fit_pending: bool,
    /// Cells to bring into view on the next frame: the last move's, or the
    /// feature the final scoring explains (empty: nothing to show).
    pub reveal: Vec<Cell>,
    /// A window over the board (the final scoring): the board is fitted,
    /// and revealed cells shown, in the part of the view beside it.
    pub covered: Option<Rect>,
    /// Whether a window covered the board last frame (one that appears
    /// refits the board beside it).
    pub(super) was_covered: bool,
    /// The part of the view beside the window over the board last frame
    /// (when it changes, the board is fitted into it again).
    pub(super) last_free: Rect,
    /// The view the board was last fitted to and its number of tiles
    /// then, while no pan or zoom has moved it since (None once one has):
    /// another number of tiles (a move, an undo, a step of a replay) or
    /// size of the view refits the board, so a growing board never drifts
    /// to the edge, and a view the player chose is left alone.
    pub(super) fitted_in: Option<(Rect, usize)>,
    /// Animations of the last move (settling tile, scores, followers going home).
    pub motion: Motion,
    cache: ArtCache,
    /// The whole board's mesh as last built, and what it was built for: most
    /// frames nothing on the board moves, and rebuilding a mesh this size
    /// every frame costs its copies and page faults.
    board_mesh: Option<(BoardKey, std::sync::Arc<Mesh>)>,
}

/// What the board's mesh depends on: the view, the tiles and the theme.
#[derive(Clone, Copy, PartialEq)]
struct BoardKey {
    centre: Vec2,
    scale: f32,
    rect: Rect,
    tiles: usize,
    last: Option<Cell>,
    dark: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            centre: vec2(0.5, 0.5),
            scale: 80.0,
            fit_pending: true,
            reveal: Vec::new(),
            covered: None,
            was_covered: false,
            last_free: Rect::NOTHING,
            fitted_in: None,
            motion: Motion::default(),
            board_mesh: None,
            cache: ArtCache::default(),
        }
    }
}

/// A placement shown on the board before it is confirmed.
#[derive(Clone, Debug)]
pub struct PendingMark {
    pub tile: u8,
    pub cell: Cell,
    pub rot: Rotation,
    /// Features a follower may go on.
    pub spots: Vec<u8>,
    pub chosen: Option<u8>,
}

impl PendingMark {
    /// The session's pending placement as the board marks it, if one waits.
    pub fn of(s: &crate::app::session::Session) -> Option<PendingMark> {
        let (p, t) = (s.pending.as_ref()?, s.state().drawn()?);
        Some(PendingMark {
            tile: t,
            cell: p.cell,
            rot: p.rot,
            spots: s.spots(),
            chosen: p.follower,
        })
    }
}

/// What to draw over the tiles this frame.
#[derive(Default)]
pub struct Overlay {
    /// Colours of the players' followers.
    pub colours: Vec<Color32>,
    /// Cells where the drawn tile fits, with the rotations that fit there.
    pub legal: Option<HashMap<Cell, Vec<Rotation>>>,
    /// The drawn tile and the rotation the player is holding it in.
    pub drawn: Option<(u8, Rotation)>,
    /// A placed but unconfirmed tile.
    pub pending: Option<PendingMark>,
    /// The last placed tile and its player's colour; `pulse` 0..1 fades a highlight.
    pub last: Option<(Cell, Color32, f32)>,
    /// Cells of a feature being shown (end scoring, the feature inspector).
    pub highlight: Vec<Cell>,
    /// The City: edges the person may put the gate or a wall piece on now.
    pub wall_edges: Vec<Edge>,
    /// The City: the wall edge chosen, waiting for the guard choice.
    pub wall_pick: Option<Edge>,
    /// The City: mark the wall ends where a tower may go now.
    pub tower_marks: bool,
    /// A move shown without being made (hovered in the analysis sidebar):
    /// tile, cell, rotation and follower feature.
    pub ghost: Option<(u8, Cell, Rotation, Option<u8>)>,
    /// Each player's last placed tile, in their colour, until their next turn.
    pub last_moves: Vec<(Cell, Color32)>,
    /// The frame's time, for the motion.
    pub now: f64,
}

/// What the player did on the board this frame.
#[derive(Default, Debug)]
pub struct BoardInput {
    /// A cell clicked with the primary button.
    pub clicked: Option<Cell>,
    /// The cell under the pointer.
    pub hovered: Option<Cell>,
    /// Quarter turns asked for (right click, Ctrl + wheel).
    pub turns: i32,
    /// A follower spot clicked on the pending tile.
    pub spot: Option<u8>,
    /// The City: a marked wall edge clicked.
    pub wall_edge: Option<Edge>,
    /// The pointer in board coordinates (one unit per cell), over the board.
    pub at: Option<Pos2>,
}

impl BoardView {
    /// Draws the board and reads the player's input on it; with `blocked`
    /// (a dialog is up) it only draws.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        state: &State,
        ov: &Overlay,
        blocked: bool,
    ) -> BoardInput {
        let rect = ui.available_rect_before_wrap();
        let bg = ui.interact(rect, Id::unique("board"), Sense::click_and_drag());
        bg.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "board"));
        self.frame(state, rect);
        let mut input = BoardInput::default();
        // Pan: right or middle drag; arrow keys.
        self.pan(ui, &bg);
        // Wheel zooms around the pointer; Ctrl + wheel turns the tile.
        // Only the pointer over the board itself counts, not over a window on it.
        let layer = ui.layer_id();
        let hover = ui
            .input(|i| i.pointer.hover_pos())
            .filter(|p| rect.contains(*p))
            .filter(|p| !blocked && ui.ctx().layer_id_at(*p).is_none_or(|l| l == layer));
        if let Some(at) = hover {
            let (scroll, zoom, ctrl_wheel) = ui.input(|i| {
                let mut ctrl_wheel = 0.0;
                let mut wheel = 0.0;
                for e in &i.events {
                    if let egui::Event::MouseWheel {
                        delta,
                        modifiers,
                        unit,
                        ..
                    } = e
                    {
                        let points = match unit {
                            egui::MouseWheelUnit::Point => delta.y,
                            egui::MouseWheelUnit::Line => delta.y * 40.0,
                            egui::MouseWheelUnit::Page => delta.y * 400.0,
                        };
                        if modifiers.command || modifiers.ctrl {
                            ctrl_wheel += points;
                        } else {
                            wheel += points;
                        }
                    }
                }
                (wheel, i.zoom_delta(), ctrl_wheel)
            });
            if ctrl_wheel != 0.0 {
                input.turns += if ctrl_wheel < 0.0 { 1 } else { -1 };
            } else if zoom != 1.0 {
                // Pinch zoom on touch pads.
                self.zoom_at(rect, at, zoom);
            } else if scroll != 0.0 {
                self.zoom_at(rect, at, (scroll * 0.0025).exp());
            }
            let p = Projector {
                centre: self.centre,
                scale: self.scale,
                rect,
            };
            input.hovered = Some(p.cell_at(at));
            input.at = Some(p.to_board(at));
        }
        let proj = Projector {
            centre: self.centre,
            scale: self.scale,
            rect,
        };
        let painter = ui.painter_at(rect);
        let dark = ui.visuals().dark_mode;
        painter.extend(table_shapes(&proj, dark));
        // Any click or key: the player wants on, so the motion ends at once.
        if ui.input(|i| {
            i.pointer.any_pressed()
                || i.events
                    .iter()
                    .any(|e| matches!(e, egui::Event::Key { pressed: true, .. }))
        }) {
            self.motion.skip();
        }
        self.motion.tidy(ov.now);
        self.draw_tiles(ui, &painter, state, &proj, ov.now);
        painter.extend(motion::last_move_marks(&proj, &ov.last_moves));
        self.draw_followers(&painter, state, &proj, &ov.colours);
        painter.extend(walls::wall_shapes(state, &proj, &ov.colours));
        if ov.tower_marks {
            painter.extend(walls::tower_marks(state, &proj));
            super::board_marks::tower_end_labels(ui, &painter, state, &proj);
        }
        // One labelled widget per cell that matters, for clicks and accessibility.
        let visible = rect.expand(proj.scale);
        let mut cells: Vec<Cell> = state.board().placed().iter().map(|t| t.cell).collect();
        cells.extend(state.board().frontier().iter().map(|o| o.cell));
        for c in cells {
            let r = proj.cell_rect(c);
            if !visible.intersects(r) {
                continue;
            }
            let resp = ui.interact(
                r.intersect(rect),
                Id::unique(("cell", c.x, c.y)),
                Sense::click(),
            );
            resp.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("cell {},{}", c.x, c.y))
            });
            // The City: a historic building's name shows on hover.
            // and a public building's kind: the buildings are named where they stand.
            let historic = state.board().at(c).and_then(|t| {
                let tt = state.tileset().tiles.get(t.tile as usize)?;
                match (&tt.historic, tt.public_buildings) {
                    (Some(name), _) => Some(crate::i18n::tr_args(
                        "board-historic",
                        &[("name", name.clone().into())],
                    )),
                    (None, 0) => None,
                    (None, n) => Some(crate::i18n::tr_args("board-public", &[("n", n.into())])),
                }
            });
            let resp = match historic {
                Some(name) => resp.on_hover_text(name),
                None => resp,
            };
            if resp.clicked() {
                input.clicked = Some(c);
            }
            if resp.secondary_clicked() {
                input.turns += 1;
            }
        }
        // Marked wall edges come after the cells so that they take the clicks.
        for e in &ov.wall_edges {
            let (a, b) = walls::edge_points(&proj, *e);
            let thick = (proj.scale * 0.3).max(14.0);
            let r = Rect::from_two_pos(a, b).expand(thick / 2.0);
            if !rect.intersects(r) {
                continue;
            }
            let resp = ui.interact(
                r.intersect(rect),
                Id::unique(("wall edge", e.cell.x, e.cell.y, e.side.index())),
                Sense::click(),
            );
            let label = walls::edge_label(*e);
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let picked = ov.wall_pick == Some(*e);
            painter.extend(walls::mark_shapes(&proj, *e, resp.hovered() || picked));
            if resp.clicked() {
                input.wall_edge = Some(*e);
            }
        }
        // Spots come after the cells so that they sit on top for clicks.
        self.draw_overlay(ui, &painter, state, &proj, ov, &mut input);
        if self.motion.busy(ov.now) {
            // Over the panels too: followers travel home to the players' panel.
            let layer = egui::LayerId::new(egui::Order::Foreground, Id::unique("board motion"));
            let top = ui.ctx().layer_painter(layer);
            let ctx = ui.ctx().clone();
            let home = |p: usize| {
                motion::panel_spot(&ctx, p)
                    .unwrap_or(egui::pos2(rect.left(), rect.top() + 60.0 + 50.0 * p as f32))
            };
            top.extend(
                self.motion
                    .shapes(ui.ctx(), &proj, ov.now, &ov.colours, &home),
            );
            ui.ctx().request_repaint();
        }
        if bg.secondary_clicked() {
            input.turns += 1;
        }
        if blocked {
            return BoardInput::default();
        }
        input
    }

    /// The cached mesh of a tile type in a rotation at the current zoom, drawn at the origin.
    pub(super) fn tile_mesh(
        &mut self,
        ui: &egui::Ui,
        state: &State,
        tile: u8,
        rot: Rotation,
        scale: f32,
    ) -> &Mesh {
        let ppp = ui.ctx().pixels_per_point();
        if self.cache.scale != scale || self.cache.pixels_per_point != ppp {
            self.cache = ArtCache {
                scale,
                pixels_per_point: ppp,
                meshes: HashMap::new(),
            };
        }
        self.cache.meshes.entry((tile, rot.0)).or_insert_with(|| {
            let opts = ui.ctx().tessellation_options(|o| *o);
            let mut tess = Tessellator::new(ppp, opts, [1, 1], Vec::new());
            let mut mesh = Mesh::default();
            let unit = Rect::from_min_size(Pos2::ZERO, Vec2::splat(scale));
            if let Some(tt) = state.tileset().tiles.get(tile as usize) {
                for s in tile_shapes(tt, rot, unit, 1.0) {
                    tess.tessellate_shape(s, &mut mesh);
                }
            }
            mesh
        })
    }

    fn draw_tiles(
        &mut self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        state: &State,
        proj: &Projector,
        now: f64,
    ) {
        let clip = proj.rect;
        let placed = state.board().placed();
        let key = BoardKey {
            centre: proj.centre,
            scale: proj.scale,
            rect: proj.rect,
            tiles: placed.len(),
            last: placed.last().map(|t| t.cell),
            dark: ui.visuals().dark_mode,
        };
        let moving = placed
            .iter()
            .rev()
            .take(1)
            .any(|t| self.motion.settling(t.cell, now).is_some());
        if !moving
            && let Some((k, m)) = &self.board_mesh
            && *k == key
            && self.cache.scale == proj.scale
        {
            painter.add(Shape::mesh(m.clone()));
            return;
        }
        let mut board = Mesh::default();
        // Soft shadows first, under every tile, so no tile's shadow falls on a neighbour.
        let shadow = palette::tile_shadow(ui.visuals().dark_mode);
        let settling = state.board().placed().iter().find_map(|t| {
            self.motion
                .settling(t.cell, now)
                .map(|k| (t.cell, t.tile, t.rot, k))
        });
        for t in state.board().placed() {
            let r = proj.cell_rect(t.cell);
            if clip.intersects(r) && settling.is_none_or(|s| s.0 != t.cell) {
                soft_shadow(&mut board, r, proj.scale, shadow);
            }
        }
        // Room for every tile at once: growing a mesh this size step by step
        // costs more in copies and page faults than drawing it.
        let (mut nv, mut ni) = (0, 0);
        for t in state.board().placed() {
            if clip.intersects(proj.cell_rect(t.cell)) {
                let m = self.tile_mesh(ui, state, t.tile, t.rot, proj.scale);
                nv += m.vertices.len();
                ni += m.indices.len();
            }
        }
        board.vertices.reserve(nv);
        board.indices.reserve(ni);
        for t in state.board().placed() {
            let r = proj.cell_rect(t.cell);
            if !clip.intersects(r) || settling.is_some_and(|s| s.0 == t.cell) {
                continue;
            }
            let mesh = self.tile_mesh(ui, state, t.tile, t.rot, proj.scale);
            append(&mut board, mesh, r.min.to_vec2(), 1.0, 1.0);
        }
        // The tile just placed comes down from a little above its cell.
        if let Some((cell, tile, rot, k)) = settling {
            let r = proj.cell_rect(cell);
            let lift = 1.0 - k;
            let grow = 1.0 + 0.18 * lift;
            let up = vec2(0.0, -proj.scale * 0.12 * lift);
            let sr = Rect::from_center_size(
                r.center() + vec2(proj.scale * 0.1 * lift, proj.scale * 0.1 * lift),
                r.size() * grow,
            );
            soft_shadow(&mut board, sr, proj.scale * grow, shadow);
            let origin = r.center() - r.size() * grow / 2.0 + up;
            let mesh = self.tile_mesh(ui, state, tile, rot, proj.scale);
            append(&mut board, mesh, origin.to_vec2(), grow, 1.0);
        }
        let board = std::sync::Arc::new(board);
        self.board_mesh = (!moving).then(|| (key, board.clone()));
        painter.add(Shape::mesh(board));
    }

    fn draw_followers(
        &self,
        painter: &egui::Painter,
        state: &State,
        proj: &Projector,
        colours: &[Color32],
    ) {
        let ts = state.tileset();
        for f in state.followers() {
            let Some(t) = state.board().at(f.cell) else {
                continue;
            };
            let r = proj.cell_rect(f.cell);
            if !proj.rect.intersects(r) {
                continue;
            }
            let tt = &ts.tiles[t.tile as usize];
            let spot = feature_spot(tt, t.rot, f.local);
            let kind = tt.features.get(f.local as usize).map(|d| d.kind);
            let c = r.min + spot.to_vec2() * proj.scale;
            let colour = palette::player_colour(colours, f.player as usize);
            painter.extend(marked_meeple(
                c,
                proj.scale * 0.3,
                colour,
                kind == Some(FeatureKind::Field),
                f.player as usize,
            ));
        }
    }
}

/// Appends `m` to `board` scaled by `k` about its origin, then moved by `d`,
/// its colours multiplied by `alpha`.
pub(super) fn append(board: &mut Mesh, m: &Mesh, d: Vec2, k: f32, alpha: f32) {
    let base = board.vertices.len() as u32;
    board.vertices.extend(m.vertices.iter().map(|v| {
        let mut v = *v;
        v.pos = (v.pos.to_vec2() * k + d).to_pos2();
        if alpha < 1.0 {
            v.color = v.color.gamma_multiply(alpha);
        }
        v
    }));
    board.indices.extend(m.indices.iter().map(|i| i + base));
}

/// A soft shadow under a tile: a dark core offset to the bottom right and a
/// ring that fades out to nothing.
fn soft_shadow(mesh: &mut Mesh, r: Rect, scale: f32, colour: Color32) {
    let off = vec2(scale * 0.04, scale * 0.06);
    let core = r.translate(off);
    let feather = (scale * 0.08).max(2.0);
    let outer = core.expand(feather);
    let base = mesh.vertices.len() as u32;
    let clear = Color32::TRANSPARENT;
    for p in [
        core.left_top(),
        core.right_top(),
        core.right_bottom(),
        core.left_bottom(),
    ] {
        mesh.colored_vertex(p, colour);
    }
    for p in [
        outer.left_top(),
        outer.right_top(),
        outer.right_bottom(),
        outer.left_bottom(),
    ] {
        mesh.colored_vertex(p, clear);
    }
    mesh.add_triangle(base, base + 1, base + 2);
    mesh.add_triangle(base, base + 2, base + 3);
    for k in 0..4 {
        let (a, b) = (base + k, base + (k + 1) % 4);
        let (oa, ob) = (a + 4, b + 4);
        mesh.add_triangle(a, b, ob);
        mesh.add_triangle(a, ob, oa);
    }
}

/// The table under the board: a cloth of two tones in a gentle gradient, with
/// a faint weave that moves with the board (so panning reads as moving the view).
fn table_shapes(proj: &Projector, dark: bool) -> Vec<Shape> {
    let (top, bottom) = palette::table(dark);
    let r = proj.rect;
    let mut m = Mesh::default();
    m.colored_vertex(r.left_top(), top);
    m.colored_vertex(r.right_top(), top);
    m.colored_vertex(r.right_bottom(), bottom);
    m.colored_vertex(r.left_bottom(), bottom);
    m.add_triangle(0, 1, 2);
    m.add_triangle(0, 2, 3);
    let mut out = vec![Shape::mesh(m)];
    // The weave: diagonal threads a quarter cell apart, never closer than 14 points.
    let step = (proj.scale / 4.0).max(14.0);
    let thread = Stroke::new(
        1.0,
        if dark {
            Color32::from_white_alpha(6)
        } else {
            Color32::from_black_alpha(10)
        },
    );
    let origin = proj.to_screen(Pos2::ZERO);
    let span = r.width() + r.height();
    let first = ((r.left() + r.top() - origin.x - origin.y) / step).floor();
    let mut k = first;
    while k * step + origin.x + origin.y < r.right() + r.bottom() {
        // The line x + y = c across the rect.
        let c = k * step + origin.x + origin.y;
        let a = egui::pos2(c - r.top(), r.top());
        let b = egui::pos2(c - r.bottom(), r.bottom());
        out.push(Shape::line_segment([a, b], thread));
        k += 1.0;
        if k - first > span {
            break;
        }
    }
    out
}
