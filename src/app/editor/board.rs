//! The editor's board, drawn from the scenario's position itself.
//!
//! Not a built game, so that a position with problems still shows, each bad
//! cell outlined in red with its reasons on hover. One labelled widget per cell
//! ("cell x,y"), per follower spot in follower mode ("spot x,y,E") and per
//! open wall edge in wall mode ("wall edge x,y,N"), for clicks, screen
//! readers and tests.

use crate::app::art::followers::meeple;
use crate::app::art::geometry::feature_spot;
use crate::app::art::projector::{Projector, ZOOM_RANGE};
use crate::app::art::tiles::tile_shapes;
use crate::app::art::walls;
use crate::app::play::board_view::BoardView;
use crate::editor::Editor;
use crate::engine::model::tile::FeatureKind;
use crate::engine::rules::the_city::{Edge, WallEnd};
use crate::engine::{Cell, Rotation, Side, State};
use crate::i18n::scenarios::{Field, scenario_text};
use crate::i18n::tr_args;
use egui::{Color32, Id, Rect, Sense, Shape, Stroke, StrokeKind, Vec2, pos2, vec2};
use std::collections::{BTreeMap, HashSet};

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Put the palette's tile on an empty cell.
    Tile,
    /// Put or take off a follower of the chosen player.
    Follower,
    /// Take a tile off.
    Remove,
    /// Pin the note being written to a cell.
    Note,
    /// The City: gate, wall pieces and guards on the outline's edges.
    Wall,
}

/// What the board shows besides the position.
pub struct Look<'a> {
    /// The tool in use: it decides which spots and edges are offered.
    pub tool: Tool,
    /// Player colours.
    pub colours: &'a [Color32],
    /// The palette tile and rotation held over empty cells.
    pub held: Option<(u8, Rotation)>,
    /// Reasons a cell is off, per cell.
    pub problems: &'a BTreeMap<Cell, Vec<String>>,
    /// The position built as a game, when it builds (for the wall's art).
    pub built: Option<&'a State>,
    /// The City: where each end of the wall continues next.
    pub wall_next: &'a [(WallEnd, Edge)],
    /// A move hovered in the analysis: tile, cell, rotation, follower feature.
    pub ghost: Option<crate::app::analysis::Ghost>,
    /// The scenario's file name ("" for none): a starter's unchanged title
    /// and notes show in the current language (`i18n::scenarios`).
    pub file: &'a str,
}

/// What the user did on the board this frame.
#[derive(Default, Debug)]
pub struct Input {
    /// A cell clicked with the primary button.
    pub clicked: Option<Cell>,
    /// A cell right-clicked (turns its tile).
    pub turned: Option<Cell>,
    /// The cell under the pointer.
    pub hovered: Option<Cell>,
    /// A follower spot clicked: cell and place label.
    pub spot: Option<(Cell, String)>,
    /// The City: an outline edge clicked with the Wall tool.
    pub wall_edge: Option<Edge>,
    /// Alt+click on a tile: inspect the feature under the pointer (board
    /// coordinates, the tile spanning x..x+1, y..y+1).
    pub inspect: Option<(Cell, egui::Pos2)>,
}

/// Red for cells with problems.
const BAD: Color32 = Color32::from_rgb(220, 30, 30);
/// The note marker's paper.
const NOTE: Color32 = Color32::from_rgb(250, 226, 90);

/// The cells the position covers, or the origin for an empty board.
fn bounds(ed: &Editor) -> (Cell, Cell) {
    let tiles = &ed.position().tiles;
    if tiles.is_empty() {
        return (Cell::new(0, 0), Cell::new(0, 0));
    }
    let lo = Cell::new(
        tiles.iter().map(|t| t.x).min().unwrap_or(0),
        tiles.iter().map(|t| t.y).min().unwrap_or(0),
    );
    let hi = Cell::new(
        tiles.iter().map(|t| t.x).max().unwrap_or(0),
        tiles.iter().map(|t| t.y).max().unwrap_or(0),
    );
    (lo, hi)
}

/// Shows the whole position with a free cell all round.
pub fn fit(cam: &mut BoardView, ed: &Editor, rect: Rect) {
    let (lo, hi) = bounds(ed);
    let w = (hi.x - lo.x + 3) as f32;
    let h = (hi.y - lo.y + 3) as f32;
    cam.scale = (rect.width() / w)
        .min(rect.height() / h)
        .clamp(ZOOM_RANGE.0, 110.0);
    cam.centre = vec2(
        (lo.x + hi.x + 1) as f32 / 2.0,
        (lo.y + hi.y + 1) as f32 / 2.0,
    );
}

/// Draws the position and reads the input on it.
pub fn show(cam: &mut BoardView, ui: &mut egui::Ui, ed: &Editor, look: &Look) -> Input {
    let rect = ui.available_rect_before_wrap();
    let bg = ui.interact(rect, Id::unique("editor-board"), Sense::click_and_drag());
    bg.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "editor board"));
    if cam.fit_pending {
        fit(cam, ed, rect);
        cam.fit_pending = false;
    }
    // Drag and arrow keys pan, as on the game's board.
    cam.pan(ui, &bg);
    let mut input = Input::default();
    let hover = ui
        .input(|i| i.pointer.hover_pos())
        .filter(|p| rect.contains(*p));
    if let Some(at) = hover {
        let scroll = ui.input(|i| i.smooth_scroll_delta.y);
        if scroll != 0.0 {
            cam.zoom_at(rect, at, (scroll * 0.0025).exp());
        }
    }
    let proj = Projector {
        centre: cam.centre,
        scale: cam.scale,
        rect,
    };
    if let Some(at) = hover {
        input.hovered = Some(proj.cell_at(at));
    }
    let painter = ui.painter_at(rect);
    let dark = ui.visuals().dark_mode;
    painter.rect_filled(
        rect,
        0.0,
        if dark {
            Color32::from_rgb(34, 38, 44)
        } else {
            Color32::from_rgb(214, 220, 228)
        },
    );
    let ts = ed.tileset().clone();
    let pos = ed.position();
    let s = proj.scale;
    // Tiles.
    for t in &pos.tiles {
        let Some(i) = ts.by_id(&t.tile) else { continue };
        let r = proj.cell_rect(Cell::new(t.x, t.y));
        if rect.intersects(r) {
            painter.extend(tile_shapes(
                &ts.tiles[i as usize],
                Rotation(t.rot % 4),
                r,
                1.0,
            ));
        }
    }
    // Followers, each on its feature's spot.
    for f in &pos.followers {
        let c = Cell::new(f.x, f.y);
        let Some((tt, rot)) = tile_type_at(ed, c) else {
            continue;
        };
        let Some(local) = tt.feature_by_label(rot, &f.on) else {
            continue;
        };
        let at = proj.cell_rect(c).min + feature_spot(tt, rot, local).to_vec2() * s;
        let colour = look
            .colours
            .get(f.player as usize)
            .copied()
            .unwrap_or(Color32::GRAY);
        let field = tt.features[local as usize].kind == FeatureKind::Field;
        painter.extend(meeple(at, s * 0.3, colour, field));
    }
    // The City's wall: the game's own art when the position builds, else plain lines.
    match look.built {
        Some(st) => painter.extend(walls::wall_shapes(st, &proj, look.colours)),
        None => painter.extend(plain_wall(ed, &proj)),
    }
    // Problems and notes.
    for c in look.problems.keys() {
        painter.rect_stroke(
            proj.cell_rect(*c).shrink(1.0),
            2.0,
            Stroke::new((s * 0.05).max(2.5), BAD),
            StrokeKind::Inside,
        );
    }
    for n in &ed.scenario().notes {
        let r = proj.cell_rect(Cell::new(n.x, n.y));
        let m = Rect::from_min_size(
            pos2(r.max.x - s * 0.28, r.min.y + s * 0.04),
            Vec2::splat(s * 0.22),
        );
        painter.rect_filled(m, 2.0, NOTE);
        painter.rect_stroke(m, 2.0, Stroke::new(1.0, Color32::BLACK), StrokeKind::Inside);
        painter.text(
            m.center(),
            egui::Align2::CENTER_CENTER,
            "i",
            egui::FontId::proportional(s * 0.16),
            Color32::BLACK,
        );
    }
    // A move hovered in the analysis shows where it would go, in the mover's colour.
    if let Some((tile, cell, rot, follower)) = look.ghost
        && let Some(tt) = ts.tiles.get(tile as usize)
    {
        let colour = look
            .colours
            .get(pos.to_move as usize)
            .copied()
            .unwrap_or(Color32::WHITE);
        painter.extend(crate::app::art::ghost::ghost_shapes(
            tt,
            rot,
            proj.cell_rect(cell),
            follower,
            colour,
        ));
    }
    // The held tile shows where it would go.
    if look.tool == Tool::Tile
        && let (Some((tile, rot)), Some(h)) = (look.held, input.hovered)
        && ed.tile_at(h).is_none()
    {
        let r = proj.cell_rect(h);
        painter.extend(tile_shapes(&ts.tiles[tile as usize], rot, r, 0.6));
        painter.rect_stroke(
            r,
            0.0,
            Stroke::new((s * 0.03).max(1.5), Color32::WHITE),
            StrokeKind::Outside,
        );
    }
    // The scenario's title over the board, so a screenshot says what it shows.
    let title = scenario_text(look.file, Field::Title, &ed.scenario().title);
    if !title.is_empty() {
        painter.text(
            rect.left_top() + vec2(12.0, 10.0),
            egui::Align2::LEFT_TOP,
            title,
            egui::FontId::proportional(18.0),
            ui.visuals().strong_text_color(),
        );
    }
    cell_widgets(ui, ed, look, &proj, &mut input);
    match look.tool {
        Tool::Follower => spot_widgets(ui, &painter, ed, &proj, &mut input),
        Tool::Wall => edge_widgets(ui, &painter, ed, look, &proj, &mut input),
        _ => {}
    }
    if input.turned.is_none() && bg.secondary_clicked() {
        input.turned = input.hovered;
    }
    input
}

/// The tile type and rotation on a cell.
fn tile_type_at(ed: &Editor, c: Cell) -> Option<(&crate::engine::model::tile::TileType, Rotation)> {
    let t = ed.tile_at(c)?;
    let ts = ed.tileset();
    let i = ts.by_id(&t.tile)?;
    Some((&ts.tiles[i as usize], Rotation(t.rot % 4)))
}

/// One widget per cell of the position and the ring around it.
fn cell_widgets(ui: &mut egui::Ui, ed: &Editor, look: &Look, proj: &Projector, input: &mut Input) {
    let painter = ui.painter_at(proj.rect);
    let faint = ui.visuals().weak_text_color().gamma_multiply(0.5);
    let (lo, hi) = bounds(ed);
    let notes: BTreeMap<(i32, i32), String> = ed
        .scenario()
        .notes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            (
                (n.x, n.y),
                scenario_text(look.file, Field::Note(i), &n.text),
            )
        })
        .collect();
    let visible = proj.rect;
    for y in lo.y - 1..=hi.y + 1 {
        for x in lo.x - 1..=hi.x + 1 {
            let c = Cell::new(x, y);
            let r = proj.cell_rect(c);
            if !visible.intersects(r) {
                continue;
            }
            let resp = ui.interact(
                r.intersect(visible),
                Id::unique(("editor cell", x, y)),
                Sense::click(),
            );
            resp.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("cell {x},{y}"))
            });
            // Empty cells beside the tiles are outlined faintly: places a tile can go.
            if ed.tile_at(c).is_none() {
                painter.rect_stroke(
                    r.shrink(proj.scale * 0.04),
                    proj.scale * 0.06,
                    Stroke::new(
                        1.0,
                        if resp.hovered() {
                            Color32::WHITE
                        } else {
                            faint
                        },
                    ),
                    StrokeKind::Inside,
                );
            }
            let mut tip = Vec::new();
            if let Some(t) = ed.tile_at(c) {
                tip.push(tr_args(
                    "editor-cell-tile",
                    &[
                        ("id", t.tile.clone().into()),
                        ("deg", Rotation(t.rot % 4).degrees().into()),
                    ],
                ));
            }
            if let Some(n) = notes.get(&(x, y)) {
                tip.push(tr_args(
                    "editor-cell-note",
                    &[("note", n.to_string().into())],
                ));
            }
            if let Some(ps) = look.problems.get(&c) {
                tip.extend(
                    ps.iter()
                        .map(|p| tr_args("editor-cell-problem", &[("problem", p.clone().into())])),
                );
            }
            let resp = if tip.is_empty() {
                resp
            } else {
                resp.on_hover_text(tip.join("\n"))
            };
            let alt = ui.input(|i| i.modifiers.alt);
            if resp.clicked() && alt && ed.tile_at(c).is_some() {
                let at = resp.interact_pointer_pos().unwrap_or(r.center());
                let u = (at - r.min) / r.size();
                input.inspect = Some((c, egui::pos2(c.x as f32 + u.x, c.y as f32 + u.y)));
            } else if resp.clicked() {
                input.clicked = Some(c);
            }
            if resp.secondary_clicked() {
                input.turned = Some(c);
            }
        }
    }
}

/// Follower mode: a spot on every feature of every tile, ringed, with the
/// chosen player's colour in its middle.
fn spot_widgets(
    ui: &mut egui::Ui,
    painter: &egui::Painter,
    ed: &Editor,
    proj: &Projector,
    input: &mut Input,
) {
    let s = proj.scale;
    for t in &ed.position().tiles {
        let c = Cell::new(t.x, t.y);
        let Some((tt, rot)) = tile_type_at(ed, c) else {
            continue;
        };
        let r = proj.cell_rect(c);
        if !proj.rect.intersects(r) {
            continue;
        }
        for local in 0..tt.features.len() as u8 {
            let on = tt.feature_label(rot, local);
            let at = r.min + feature_spot(tt, rot, local).to_vec2() * s;
            let rad = (s * 0.09).max(6.0);
            let spot = Rect::from_center_size(at, Vec2::splat(rad * 2.0));
            let resp = ui.interact(
                spot,
                Id::unique(("editor spot", c.x, c.y, local)),
                Sense::click(),
            );
            let kind = crate::i18n::words::feature_name(tt.features[local as usize].kind);
            let label = format!("spot {},{},{on}", c.x, c.y);
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let resp = resp.on_hover_text(tr_args(
                "editor-spot-hint",
                &[("feature", kind.into()), ("place", on.clone().into())],
            ));
            if ed.follower_at(c, &on).is_none() {
                let ring = if resp.hovered() {
                    Color32::WHITE
                } else {
                    Color32::from_black_alpha(160)
                };
                painter.circle_filled(at, rad, Color32::from_white_alpha(90));
                painter.circle_stroke(at, rad, Stroke::new(1.5, ring));
            }
            if resp.clicked() {
                input.spot = Some((c, on));
            }
        }
    }
}

/// Wall mode: every tile side facing an empty cell; those where the wall
/// continues next (R-C7) marked in yellow.
fn edge_widgets(
    ui: &mut egui::Ui,
    painter: &egui::Painter,
    ed: &Editor,
    look: &Look,
    proj: &Projector,
    input: &mut Input,
) {
    let filled: HashSet<(i32, i32)> = ed.position().tiles.iter().map(|t| (t.x, t.y)).collect();
    let mut next: Vec<Edge> = look.wall_next.iter().map(|(_, e)| *e).collect();
    // Before the gate is put, mark where it may go (R-C7), as play does.
    if ed.city().is_some_and(|k| k.gate.is_none())
        && let Some(st) = look.built
    {
        next = st.gate_edges();
    }
    for t in &ed.position().tiles {
        for side in Side::ALL {
            let e = Edge::new(Cell::new(t.x, t.y), side);
            let o = e.outside();
            if filled.contains(&(o.x, o.y)) {
                continue;
            }
            let (a, b) = walls::edge_points(proj, e);
            let thick = (proj.scale * 0.22).max(10.0);
            let r = Rect::from_two_pos(a, b).expand(thick / 2.0);
            if !proj.rect.intersects(r) {
                continue;
            }
            let resp = ui.interact(
                r.intersect(proj.rect),
                Id::unique(("editor wall edge", e.cell.x, e.cell.y, side.index())),
                Sense::click(),
            );
            let label = walls::edge_label(e);
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if next.contains(&e) {
                painter.extend(walls::mark_shapes(proj, e, resp.hovered()));
            } else if resp.hovered() {
                painter.line_segment([a, b], Stroke::new(3.0, Color32::from_white_alpha(200)));
            }
            if resp.clicked() {
                input.wall_edge = Some(e);
            }
        }
    }
}

/// The gate and wall pieces as plain lines, for a position that does not build.
fn plain_wall(ed: &Editor, proj: &Projector) -> Vec<Shape> {
    let mut out = Vec::new();
    let Some(city) = ed.city() else { return out };
    let w = (proj.scale * 0.1).max(3.0);
    let line = |e: Edge, colour: Color32| {
        let (a, b) = walls::edge_points(proj, e);
        Shape::line_segment([a, b], Stroke::new(w, colour))
    };
    if let Some(g) = &city.gate {
        out.push(line(Edge::new(Cell::new(g.x, g.y), g.side), walls::GATE));
    }
    for p in city.cw.iter().chain(city.ccw.iter()) {
        out.push(line(Edge::new(Cell::new(p.x, p.y), p.side), walls::STONE));
    }
    out
}
