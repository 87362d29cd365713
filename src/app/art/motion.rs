//! Motion that shows what a move did: the tile settles, scores pop, followers go home.
//!
//! `Motion` watches the game's log; when one new move appears it starts short
//! animations for it (the same for a person's and the computer's moves). They
//! are only drawn, never waited for: input goes on as usual, any click or key
//! skips them, and with motion off in the settings none start.

use super::followers::meeple;
use super::geometry::feature_spot;
use super::palette;
use super::projector::Projector;
use crate::engine::model::tile::FeatureKind;
use crate::engine::record::history::TurnRecord;
use crate::engine::{Cell, Move, State};
use egui::{Align2, Color32, FontId, Id, Pos2, Shape, Stroke, pos2, vec2};

/// Seconds a placed tile takes to settle into its cell.
pub const SETTLE: f64 = 0.35;
/// Seconds a score stays up while it rises and fades.
pub const POP: f64 = 1.3;
/// Seconds a returning follower takes to reach the players' panel.
pub const RETURN: f64 = 0.8;

/// A score shown rising from its feature.
#[derive(Clone, Debug)]
struct Pop {
    /// Board point it rises from (one unit per cell).
    at: Pos2,
    text: String,
    player: usize,
    start: f64,
}

/// A follower travelling from the board back to its player.
#[derive(Clone, Debug)]
struct Return {
    at: Pos2,
    player: usize,
    lying: bool,
    start: f64,
}

/// The animations running on a board and what they were started from.
#[derive(Default)]
pub struct Motion {
    /// Log length last seen: one more means one new move to show.
    seen: usize,
    /// Followers on the board when last seen, with their board points.
    followers: Vec<(Cell, u8, u8, Pos2, bool)>,
    settle: Option<(Cell, f64)>,
    pops: Vec<Pop>,
    returns: Vec<Return>,
}

/// Ease-out (cubic): fast at first, landing softly.
pub fn ease_out(t: f32) -> f32 {
    let u = 1.0 - t.clamp(0.0, 1.0);
    1.0 - u * u * u
}

/// Where the players' panel keeps player `p`'s meeple this frame, if it said.
pub fn panel_spot(ctx: &egui::Context, p: usize) -> Option<Pos2> {
    ctx.data(|d| d.get_temp::<Pos2>(Id::unique(("panel meeple", p))))
}

/// Notes where the players' panel drew player `p`'s meeple, for followers going home.
pub fn note_panel_spot(ctx: &egui::Context, p: usize, at: Pos2) {
    ctx.data_mut(|d| d.insert_temp(Id::unique(("panel meeple", p)), at));
}

impl Motion {
    /// Looks at the game after this frame's commands: one new move starts its
    /// animations (when `on`); anything else (undo, a loaded game) only resyncs.
    pub fn observe(&mut self, state: &State, log: &[TurnRecord], now: f64, on: bool) {
        if log.len() == self.seen {
            return;
        }
        let one_more = log.len() == self.seen + 1;
        let before = std::mem::take(&mut self.followers);
        self.followers = follower_points(state);
        self.seen = log.len();
        if !(on && one_more) {
            self.skip();
            return;
        }
        let Some(rec) = log.last() else {
            return;
        };
        if let Move::Place(p) = rec.mv {
            self.settle = Some((p.cell, now));
        }
        for e in &rec.events {
            if e.value == 0 || e.winners == 0 {
                continue;
            }
            let at = if e.tiles.is_empty() {
                pos2(e.anchor.x as f32 + 0.5, e.anchor.y as f32 + 0.5)
            } else {
                let n = e.tiles.len() as f32;
                let (x, y) = e.tiles.iter().fold((0.0, 0.0), |(x, y), c| {
                    (x + c.x as f32 + 0.5, y + c.y as f32 + 0.5)
                });
                pos2(x / n, y / n)
            };
            let winners: Vec<usize> = (0..8).filter(|p| e.winners & (1 << p) != 0).collect();
            for (k, p) in winners.iter().enumerate() {
                // Shared wins stand side by side rather than on top of each other.
                let off = (k as f32 - (winners.len() as f32 - 1.0) / 2.0) * 0.45;
                self.pops.push(Pop {
                    at: at + vec2(off, 0.0),
                    text: format!("+{}", e.value),
                    player: *p,
                    start: now,
                });
            }
        }
        for (cell, local, player, at, lying) in before {
            let still = self
                .followers
                .iter()
                .any(|f| f.0 == cell && f.1 == local && f.2 == player);
            if !still {
                self.returns.push(Return {
                    at,
                    player: player as usize,
                    lying,
                    start: now,
                });
            }
        }
    }

    /// Ends every animation at once (a click or key: the player wants on).
    pub fn skip(&mut self) {
        self.settle = None;
        self.pops.clear();
        self.returns.clear();
    }

    /// Whether anything still moves at `now` (the board asks for frames while so).
    pub fn busy(&self, now: f64) -> bool {
        self.settle.is_some_and(|(_, t)| now - t < SETTLE)
            || self.pops.iter().any(|p| now - p.start < POP)
            || self.returns.iter().any(|r| now - r.start < RETURN)
    }

    /// Drops what has finished.
    pub fn tidy(&mut self, now: f64) {
        if self.settle.is_some_and(|(_, t)| now - t >= SETTLE) {
            self.settle = None;
        }
        self.pops.retain(|p| now - p.start < POP);
        self.returns.retain(|r| now - r.start < RETURN);
    }

    /// How far the tile at `cell` has settled (0 just placed, 1 down), while it settles.
    pub fn settling(&self, cell: Cell, now: f64) -> Option<f32> {
        match self.settle {
            Some((c, t)) if c == cell && now - t < SETTLE => {
                Some(ease_out(((now - t) / SETTLE) as f32))
            }
            _ => None,
        }
    }

    /// The scores and the returning followers at `now`, in screen points;
    /// `home` is where each player's followers go.
    pub fn shapes(
        &self,
        ctx: &egui::Context,
        proj: &Projector,
        now: f64,
        colours: &[Color32],
        home: &dyn Fn(usize) -> Pos2,
    ) -> Vec<Shape> {
        let mut out = Vec::new();
        for r in &self.returns {
            let t = ease_out(((now - r.start) / RETURN) as f32);
            let from = proj.to_screen(r.at);
            let to = home(r.player);
            // An arc: up first, then down into the panel.
            let lift = vec2(0.0, -(from.distance(to) * 0.25) * (4.0 * t * (1.0 - t)));
            let at = from.lerp(to, t) + lift;
            let size = proj.scale * 0.3 + (20.0 - proj.scale * 0.3) * t;
            out.extend(meeple(
                at,
                size,
                palette::player_colour(colours, r.player),
                r.lying && t < 0.5,
            ));
        }
        for p in &self.pops {
            let t = ((now - p.start) / POP) as f32;
            let at = proj.to_screen(p.at) + vec2(0.0, -proj.scale * 0.5 * ease_out(t));
            let fade = if t < 0.7 { 1.0 } else { (1.0 - t) / 0.3 };
            let size = (proj.scale * 0.35).clamp(16.0, 40.0) * (0.8 + 0.2 * ease_out(t * 3.0));
            // Against its dark outline the number must read: a near-black
            // player's is lightened (`palette::legible`).
            let colour =
                palette::legible(palette::player_colour(colours, p.player), Color32::BLACK)
                    .gamma_multiply(fade);
            let font = FontId::proportional(size);
            // A dark outline under the number, so any colour reads on any ground.
            let galley = ctx.fonts_mut(|f| {
                f.layout_no_wrap(p.text.clone(), font.clone(), Color32::from_black_alpha(200))
            });
            let rect = Align2::CENTER_CENTER.anchor_size(at, galley.size());
            for d in [
                vec2(-1.5, 0.0),
                vec2(1.5, 0.0),
                vec2(0.0, -1.5),
                vec2(0.0, 1.5),
            ] {
                out.push(Shape::galley_with_override_text_color(
                    rect.min + d,
                    galley.clone(),
                    Color32::from_black_alpha((200.0 * fade) as u8),
                ));
            }
            out.push(Shape::galley_with_override_text_color(
                rect.min, galley, colour,
            ));
        }
        out
    }
}

/// Every follower on the board with the board point it stands on.
fn follower_points(state: &State) -> Vec<(Cell, u8, u8, Pos2, bool)> {
    let ts = state.tileset();
    state
        .followers()
        .iter()
        .filter_map(|f| {
            let t = state.board().at(f.cell)?;
            let tt = ts.tiles.get(t.tile as usize)?;
            let spot = feature_spot(tt, t.rot, f.local);
            let lying =
                tt.features.get(f.local as usize).map(|d| d.kind) == Some(FeatureKind::Field);
            Some((
                f.cell,
                f.local,
                f.player,
                pos2(f.cell.x as f32 + spot.x, f.cell.y as f32 + spot.y),
                lying,
            ))
        })
        .collect()
}

/// A frame round the tile each player placed last, in their colour, with a
/// corner flag: it stays until their next placement.
pub fn last_move_marks(proj: &Projector, marks: &[(Cell, Color32)]) -> Vec<Shape> {
    let mut out = Vec::new();
    let s = proj.scale;
    for (cell, colour) in marks {
        let r = proj.cell_rect(*cell);
        if !proj.rect.intersects(r) {
            continue;
        }
        let w = (s * 0.03).max(1.5);
        out.push(Shape::rect_stroke(
            r.shrink(w),
            2.0,
            Stroke::new(w, colour.gamma_multiply(0.8)),
            egui::StrokeKind::Inside,
        ));
        let f = (s * 0.2).max(7.0);
        let flag = vec![r.min, r.min + vec2(f, 0.0), r.min + vec2(0.0, f)];
        out.push(Shape::convex_polygon(
            flag,
            *colour,
            Stroke::new(1.0, Color32::from_black_alpha(160)),
        ));
    }
    out
}
