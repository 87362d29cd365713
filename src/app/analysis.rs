//! The analysis sidebar (F9): legal moves with their previews and the hard
//! computer player's values, the remaining tiles and open spots, a feature
//! inspector, the score if the game ended now, and "why not here?".
//!
//! The analysis (`crate::analysis::analyze`) is computed once per position
//! and kept until the position changes; the computer's values come from a
//! background thread with a short budget and are filled in when ready.

use super::commands::Command;
use super::session::Session;
use crate::ai::{Config, RankedMove, player_with};
use crate::analysis::{self, Analysis, AnalysisOptions, FeatureInfo, WhyNot};
use crate::app::art::geometry::feature_spot;
use crate::app::art::tiles::tile_shapes;
use crate::engine::tile::FeatureKind;
use crate::engine::{Cell, Move, Rotation, State};
use crate::io::save::Level;
use egui::{RichText, Sense, Vec2};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What a position's analysis is cached under: moves made, the last move
/// (so an undo followed by another move is a new position) and the draw
/// count chosen for the open spots' chances.
pub type Key = (usize, Option<Move>, u32);

/// The hard player's ranking being computed on a background thread.
struct AiJob {
    rx: Receiver<Vec<RankedMove>>,
    stop: Arc<AtomicBool>,
    key: Key,
}

/// A move shown on the board without being made: tile, cell, rotation, follower.
pub type Ghost = (u8, Cell, Rotation, Option<u8>);

/// The sidebar's state.
pub struct AnalysisView {
    /// The draw count for "a fitting tile comes within n draws".
    pub draws: u32,
    /// The hard player's thinking budget for the move values, in milliseconds.
    pub think_ms: u64,
    key: Option<Key>,
    data: Option<Analysis>,
    ai: Option<AiJob>,
    /// The computer's values are in for the cached position.
    pub ai_done: bool,
    /// How many times the analysis was computed (it must not be every frame).
    pub computed: u64,
    /// The feature being inspected (any node of it).
    pub inspected: Option<u16>,
    inspected_info: Option<FeatureInfo>,
    /// The last empty cell pointed at where the drawn tile does not fit.
    why: Option<WhyNot>,
    why_at: Option<(Key, Cell)>,
    /// The move hovered in the list this frame, to show on the board.
    pub hovered_move: Option<Ghost>,
}

impl Default for AnalysisView {
    fn default() -> Self {
        AnalysisView {
            draws: 3,
            think_ms: 1000,
            key: None,
            data: None,
            ai: None,
            ai_done: false,
            computed: 0,
            inspected: None,
            inspected_info: None,
            why: None,
            why_at: None,
            hovered_move: None,
        }
    }
}

impl Drop for AnalysisView {
    fn drop(&mut self) {
        self.cancel_ai();
    }
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn kind_name(k: FeatureKind) -> &'static str {
    k.name()
}

impl AnalysisView {
    /// The key of the session's position.
    pub fn key_of(&self, s: &Session) -> Key {
        let m = s.game.moves();
        (m.len(), m.last().copied(), self.draws)
    }

    /// The cached analysis, if any.
    pub fn data(&self) -> Option<&Analysis> {
        self.data.as_ref()
    }

    /// Stops the computer's evaluation, if one runs.
    pub fn cancel_ai(&mut self) {
        if let Some(j) = self.ai.take() {
            j.stop.store(true, Ordering::Relaxed);
        }
    }

    /// True while the computer weighs the moves.
    pub fn ai_running(&self) -> bool {
        self.ai.is_some()
    }

    /// Brings the analysis up to date with the position: recomputed only when
    /// the position changed; starts (`run_ai`) or collects the computer's values.
    pub fn update(&mut self, s: &Session, run_ai: bool, repaint: impl Fn() + Send + 'static) {
        let key = self.key_of(s);
        let st = s.state();
        if self.key.as_ref() != Some(&key) {
            self.cancel_ai();
            let forward = self.key.as_ref().is_some_and(|k| k.0 < key.0);
            self.data = Some(analysis::analyze(
                st,
                &AnalysisOptions {
                    draws: Some(self.draws),
                },
            ));
            self.computed += 1;
            self.ai_done = false;
            self.why = None;
            self.why_at = None;
            // Nodes only grow as the game goes on; after an undo the inspected
            // feature may not exist any more.
            if !forward {
                self.inspected = None;
            }
            self.key = Some(key);
            self.refresh_inspected(st);
        }
        if let Some(j) = &self.ai {
            match j.rx.try_recv() {
                Ok(ranked) => {
                    if j.key == key
                        && let Some(d) = &mut self.data
                    {
                        d.moves.fill_ai_values(&ranked);
                        self.ai_done = true;
                    }
                    self.ai = None;
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.ai = None;
                    self.ai_done = true;
                }
            }
        }
        let has_moves = self
            .data
            .as_ref()
            .is_some_and(|d| !d.moves.moves.is_empty());
        if !run_ai {
            self.cancel_ai();
        } else if self.ai.is_none() && !self.ai_done && has_moves {
            let (tx, rx) = channel();
            let stop = Arc::new(AtomicBool::new(false));
            let cfg = Config {
                think_ms: self.think_ms,
                stop: Some(stop.clone()),
                ..Config::new(0x5EED ^ key.0 as u64)
            };
            let state = st.clone();
            let spawned = std::thread::Builder::new()
                .name("analysis-values".into())
                .spawn(move || {
                    let ranked = player_with(Level::Hard, &cfg).rank(&state);
                    let _ = tx.send(ranked);
                    repaint();
                });
            if spawned.is_ok() {
                self.ai = Some(AiJob { rx, stop, key });
            }
        }
    }

    fn refresh_inspected(&mut self, st: &State) {
        self.inspected_info = self.inspected.map(|n| analysis::inspect_node(st, n));
    }

    /// Inspects the feature of a node (None: stop inspecting).
    pub fn inspect(&mut self, st: &State, node: Option<u16>) {
        self.inspected = node;
        self.refresh_inspected(st);
    }

    /// The cells to light on the board for the inspected feature.
    pub fn highlight(&self) -> Vec<Cell> {
        self.inspected_info
            .as_ref()
            .map(|f| f.tiles.clone())
            .unwrap_or_default()
    }

    /// Notes the cell under the pointer: an empty cell beside the board where
    /// the drawn tile does not fit gets its "why not" verdicts.
    pub fn point_at(&mut self, s: &mut Session, cell: Option<Cell>) {
        let Some(c) = cell else { return };
        let key = self.key_of(s);
        if self.why_at == Some((key, c)) {
            return;
        }
        self.why_at = Some((key, c));
        let legal = s.legal().contains_key(&c);
        let st = s.state();
        if legal || st.board().at(c).is_some() || st.drawn().is_none() || st.is_over() {
            return;
        }
        let beside = crate::engine::geometry::Side::ALL
            .into_iter()
            .any(|d| st.board().at(c.step(d)).is_some());
        if beside {
            self.why = Some(analysis::why_not(st, c, None));
        }
    }

    /// The "why not" verdict for the last empty cell pointed at, for a tooltip.
    pub fn why_text(&self, cell: Cell) -> Option<String> {
        let w = self.why.as_ref().filter(|w| w.cell == cell)?;
        Some(why_lines(w).join("\n"))
    }

    /// Draws the sidebar; returns the commands its buttons ask for.
    pub fn ui(&mut self, ui: &mut egui::Ui, s: &Session, can_play: bool) -> Vec<Command> {
        let mut cmds = Vec::new();
        self.hovered_move = None;
        ui.heading("Analysis");
        let Some(d) = self.data.take() else {
            return cmds;
        };
        egui::ScrollArea::vertical()
            .id_salt("analysis-scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.moves_ui(ui, s, &d, can_play, &mut cmds);
                self.why_ui(ui);
                self.inspector_ui(ui, s, &d);
                guards_ui(ui, s, &d);
                self.remaining_ui(ui, s, &d);
                self.spots_ui(ui, &d);
                score_now_ui(ui, s, &d);
            });
        self.data = Some(d);
        cmds
    }

    fn moves_ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        d: &Analysis,
        can_play: bool,
        cmds: &mut Vec<Command>,
    ) {
        let m = &d.moves;
        let title = match &m.tile {
            Some(t) => format!("Legal moves (tile {t})"),
            None => "Legal moves".to_string(),
        };
        egui::CollapsingHeader::new(title)
            .id_salt("legal-moves")
            .default_open(true)
            .show(ui, |ui| {
                if m.tile.is_none() {
                    ui.label("No tile to place.");
                    return;
                }
                ui.label(format!("Legal placements: {}", m.placements));
                ui.label(format!("Moves with follower options: {}", m.moves.len()));
                ui.horizontal(|ui| {
                    if self.ai_done {
                        ui.label("Best first by the hard computer player's value.");
                    } else if self.ai.is_some() {
                        ui.spinner();
                        ui.label("The computer is weighing the moves…");
                    } else {
                        ui.label("Best first by points now and the end-now margin.");
                    }
                });
                let tile = s.state().drawn();
                let mover = m.player;
                egui::ScrollArea::vertical()
                    .id_salt("moves-scroll")
                    .max_height(240.0)
                    .show(ui, |ui| {
                        egui::Grid::new("moves-grid")
                            .striped(true)
                            .num_columns(4)
                            .show(ui, |ui| {
                                ui.strong("Move");
                                ui.strong("Now");
                                ui.strong("If it ended");
                                ui.strong("Value");
                                ui.end_row();
                                for mv in &m.moves {
                                    let follower = match (&mv.follower_kind, &mv.follower_label) {
                                        (Some(k), Some(l)) => format!(" + {} {l}", kind_name(*k)),
                                        _ => String::new(),
                                    };
                                    let text = format!(
                                        "({}, {}) {}°{follower}",
                                        mv.cell.x,
                                        mv.cell.y,
                                        mv.rot as u32 * 90
                                    );
                                    let b = egui::Button::selectable(false, &text);
                                    let mut r = ui.add(b);
                                    let mut tip = String::new();
                                    for e in &mv.events {
                                        tip.push_str(&format!(
                                            "{}: {} {} = {}\n",
                                            e.rule_id,
                                            kind_name(e.kind),
                                            e.formula,
                                            e.value
                                        ));
                                    }
                                    if can_play {
                                        tip.push_str("Click to play this move.");
                                    }
                                    r = r.on_hover_text(tip);
                                    if r.hovered()
                                        && let Some(t) = tile
                                    {
                                        self.hovered_move =
                                            Some((t, mv.cell, Rotation(mv.rot), mv.follower));
                                    }
                                    if r.clicked()
                                        && can_play
                                        && let Move::Place(p) = mv.to_move()
                                    {
                                        cmds.push(Command::PlayPlacement(p));
                                    }
                                    let now = mv.points_now.get(mover).copied().unwrap_or(0);
                                    ui.label(if now > 0 {
                                        format!("+{now}")
                                    } else {
                                        "0".into()
                                    });
                                    let ended: Vec<String> =
                                        mv.end_scores.iter().map(|x| x.to_string()).collect();
                                    ui.label(ended.join("–")).on_hover_text(format!(
                                        "Totals if the game ended after this move ({}); \
                                         margin for the mover {:+}",
                                        (0..ended.len())
                                            .map(|p| s.name(p))
                                            .collect::<Vec<_>>()
                                            .join(", "),
                                        mv.end_margin
                                    ));
                                    ui.label(match mv.ai_value {
                                        Some(v) => pct(v),
                                        None => "…".into(),
                                    })
                                    .on_hover_text(
                                        "The hard computer player's expected result for the mover",
                                    );
                                    ui.end_row();
                                }
                            });
                    });
            });
    }

    fn why_ui(&self, ui: &mut egui::Ui) {
        egui::CollapsingHeader::new("Why not here?")
            .id_salt("why-not")
            .default_open(true)
            .show(ui, |ui| match &self.why {
                Some(w) => {
                    for l in why_lines(w) {
                        ui.label(l);
                    }
                }
                None => {
                    ui.weak("Point at an empty cell beside the board where the tile does not fit.");
                }
            });
    }

    fn inspector_ui(&mut self, ui: &mut egui::Ui, s: &Session, d: &Analysis) {
        let st = s.state();
        let mut pick: Option<Option<u16>> = None;
        egui::CollapsingHeader::new("Feature inspector")
            .id_salt("inspector")
            .default_open(true)
            .show(ui, |ui| {
                match &self.inspected_info {
                    Some(f) => {
                        feature_ui(ui, s, f);
                        if ui.button("Stop inspecting").clicked() {
                            pick = Some(None);
                        }
                    }
                    None => {
                        ui.weak("Alt+click a feature on the board, or pick one below.");
                    }
                }
                egui::CollapsingHeader::new(format!("All features ({})", d.features.len()))
                    .id_salt("all-features")
                    .show(ui, |ui| {
                        for f in &d.features {
                            let text = format!(
                                "{} at ({}, {}) {}",
                                kind_name(f.kind),
                                f.anchor.x,
                                f.anchor.y,
                                f.label
                            );
                            let sel = self
                                .inspected_info
                                .as_ref()
                                .is_some_and(|i| i.node == f.node);
                            if ui.add(egui::Button::selectable(sel, text)).clicked() {
                                pick = Some(Some(f.node));
                            }
                        }
                    });
            });
        if let Some(p) = pick {
            self.inspect(st, p);
        }
    }

    fn remaining_ui(&self, ui: &mut egui::Ui, s: &Session, d: &Analysis) {
        let r = &d.remaining;
        let ts = s.state().tileset();
        egui::CollapsingHeader::new(format!("Remaining tiles ({})", r.total))
            .id_salt("remaining")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(t) = &r.drawn {
                    ui.label(format!("Drawn: {t} (not counted)"));
                }
                if !r.stacks.is_empty() {
                    stacks_ui(ui, r);
                }
                // Grouped by what the tiles show (stack discipline asks "how many
                // cities are left?"), most plentiful first within a group.
                let mut order: Vec<usize> = (0..r.tiles.len()).collect();
                order.sort_by_key(|i| {
                    let g = ts.tiles.get(*i).map_or(u8::MAX, |tt| tile_group(tt).0);
                    (g, std::cmp::Reverse(r.tiles[*i].count))
                });
                let mut groups: Vec<(&'static str, Vec<usize>)> = Vec::new();
                for i in order {
                    let Some(tt) = ts.tiles.get(i) else { continue };
                    let name = tile_group(tt).1;
                    match groups.last_mut() {
                        Some((g, v)) if *g == name => v.push(i),
                        _ => groups.push((name, vec![i])),
                    }
                }
                // Eight to a row (a grid sized by the panel would widen it): icon, then "id ×count" and the next-tile chance.
                let cols = 8;
                for (name, members) in groups {
                    let left: u32 = members.iter().map(|i| r.tiles[*i].count).sum();
                    // The City, E-12: a group's expected share of each stack still to draw from.
                    let per_stack: Vec<String> = r
                        .stacks
                        .iter()
                        .filter(|st| st.tiles > 0)
                        .map(|st| {
                            let e: f64 = members.iter().map(|i| r.expected_in_stack(*i, st)).sum();
                            format!("stack {} ~{e:.1}", st.stack)
                        })
                        .collect();
                    let per_stack = if per_stack.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", per_stack.join(", "))
                    };
                    ui.label(
                        RichText::new(format!("{name}: {left} left{per_stack}"))
                            .small()
                            .strong(),
                    );
                    egui::Grid::new(("remaining-grid", name))
                        .spacing(Vec2::new(4.0, 2.0))
                        .show(ui, |ui| {
                            for (k, i) in members.into_iter().enumerate() {
                                let t = &r.tiles[i];
                                let Some(tt) = ts.tiles.get(i) else { continue };
                                let label = format!(
                                    "tile {}: {} left, {} next",
                                    t.tile,
                                    t.count,
                                    pct(t.next_chance)
                                );
                                ui.vertical_centered(|ui| {
                                    ui.set_width(40.0);
                                    let (rect, resp) =
                                        ui.allocate_exact_size(Vec2::splat(28.0), Sense::hover());
                                    let alpha = if t.count == 0 { 0.25 } else { 1.0 };
                                    ui.painter()
                                        .extend(tile_shapes(tt, Rotation(0), rect, alpha));
                                    resp.widget_info(|| {
                                        egui::WidgetInfo::labeled(egui::Role::Label, true, &label)
                                    });
                                    resp.on_hover_text(&label);
                                    let small = |x: String| RichText::new(x).small();
                                    ui.label(small(format!("×{}", t.count)));
                                    ui.label(small(if t.count > 0 {
                                        format!("{:.0}%", 100.0 * t.next_chance)
                                    } else {
                                        "–".into()
                                    }));
                                });
                                if (k + 1) % cols == 0 {
                                    ui.end_row();
                                }
                            }
                        });
                }
            });
    }

    fn spots_ui(&mut self, ui: &mut egui::Ui, d: &Analysis) {
        let r = &d.remaining;
        egui::CollapsingHeader::new(format!("Open spots ({})", r.spots.len()))
            .id_salt("open-spots")
            .default_open(true)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label("Chance within");
                    ui.add(egui::DragValue::new(&mut self.draws).range(1..=40));
                    ui.label("draws");
                });
                if r.spots.is_empty() {
                    ui.weak("No unfinished feature waits for a tile.");
                }
                for sp in &r.spots {
                    let needs: Vec<&str> = sp.needs.iter().map(|n| kind_name(n.kind)).collect();
                    let one = sp
                        .chances
                        .iter()
                        .find(|c| c.draws == 1)
                        .map_or(0.0, |c| c.chance);
                    let n = sp
                        .chances
                        .iter()
                        .find(|c| c.draws == self.draws)
                        .map_or(0.0, |c| c.chance);
                    let text = format!(
                        "({}, {}) {}: {} tiles fit, {} next, {} within {} draws",
                        sp.cell.x,
                        sp.cell.y,
                        needs.join(", "),
                        sp.fitting,
                        pct(one),
                        pct(n),
                        self.draws
                    );
                    let colour = if sp.fitting == 0 {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().text_color()
                    };
                    ui.label(RichText::new(text).color(colour))
                        .on_hover_text(format!("Fitting: {}", sp.fitting_tiles.join(" ")));
                }
            });
    }
}

/// What a tile shows, for grouping the remaining tiles: order and name.
fn tile_group(tt: &crate::engine::tile::TileType) -> (u8, &'static str) {
    let has = |k: FeatureKind| tt.features.iter().any(|f| f.kind == k);
    if has(FeatureKind::Monastery) {
        (0, "Monasteries")
    } else if has(FeatureKind::City) && has(FeatureKind::Road) {
        (1, "City and road")
    } else if has(FeatureKind::City) {
        (2, "City")
    } else if has(FeatureKind::Road) {
        (3, "Road")
    } else if has(FeatureKind::Market) {
        (4, "Markets")
    } else if has(FeatureKind::Street) {
        (5, "Streets")
    } else {
        (6, "Other")
    }
}

fn why_lines(w: &WhyNot) -> Vec<String> {
    let mut v = vec![format!(
        "({}, {}): tile {} {}",
        w.cell.x,
        w.cell.y,
        w.tile.as_deref().unwrap_or("?"),
        if w.fits_somewhere {
            "fits here in another rotation"
        } else {
            "cannot go here"
        }
    )];
    for r in &w.rotations {
        if r.legal {
            v.push(format!("{}°: fits", r.rot as u32 * 90));
        } else {
            let reason = r.reason.as_deref().unwrap_or("not allowed");
            // The reason often names its rule already.
            let rule = r
                .rule
                .filter(|x| !reason.contains(x))
                .map(|x| format!(" ({x})"))
                .unwrap_or_default();
            v.push(format!("{}°: {reason}{rule}", r.rot as u32 * 90));
        }
    }
    v
}

fn feature_ui(ui: &mut egui::Ui, s: &Session, f: &FeatureInfo) {
    ui.strong(format!(
        "{} at ({}, {}) {}",
        kind_name(f.kind),
        f.anchor.x,
        f.anchor.y,
        f.label
    ));
    let cells: Vec<String> = f
        .tiles
        .iter()
        .map(|c| format!("({}, {})", c.x, c.y))
        .collect();
    ui.label(format!("Tiles: {}", f.tile_count))
        .on_hover_text(cells.join(" "));
    if f.kind == FeatureKind::City {
        ui.label(format!("Shields: {}", f.shields));
    }
    if f.kind == FeatureKind::Monastery {
        ui.label(format!("Cells to fill: {}", f.open));
    } else if f.kind != FeatureKind::Field {
        ui.label(format!("Open sides: {}", f.open));
        ui.label(if f.complete { "Complete" } else { "Unfinished" });
    }
    let followers: Vec<String> = f
        .followers
        .iter()
        .enumerate()
        .map(|(p, n)| format!("{} {n}", s.name(p)))
        .collect();
    ui.label(format!("Followers: {}", followers.join(", ")))
        .on_hover_text(f.majority_rule);
    let winners: Vec<String> = f.winners.iter().map(|p| s.name(*p)).collect();
    ui.label(match (winners.is_empty(), f.tie) {
        (true, _) => "Would win: nobody (no followers)".to_string(),
        (false, true) => format!("Would win: {} (tie, each in full)", winners.join(", ")),
        (false, false) => format!("Would win: {}", winners.join(", ")),
    });
    ui.label(format!("Worth now: {}", f.value_now))
        .on_hover_text(format!("{}: {}", f.rule_id, f.rule_text));
    if f.scored_already {
        ui.label("Scored when completed");
    } else {
        ui.label(format!("At the end: {}", f.end_value));
    }
    if let Some(v) = f.if_completed {
        ui.label(format!("If completed: {v}"));
    }
    if let Some(c) = &f.cities {
        let list = |v: &[analysis::inspect::CityRef]| {
            v.iter()
                .map(|c| format!("({}, {}) {} tiles", c.anchor.x, c.anchor.y, c.tiles.len()))
                .collect::<Vec<_>>()
                .join("; ")
        };
        ui.label(format!("Completed cities touched: {}", c.completed.len()))
            .on_hover_text(list(&c.completed));
        ui.label(format!("Open cities touched: {}", c.open.len()))
            .on_hover_text(list(&c.open));
    }
    if let Some(ms) = &f.markets {
        // R-C15: the majority of stewards scores 2 per market listed here.
        ui.label(format!("Markets bordered: {}", ms.len()))
            .on_hover_text("R-C15: 2 points per market the area borders, each once, at the end.");
        for m in ms {
            ui.label(format!(
                "  market at ({}, {}): {} tiles, {} kind{}, {}",
                m.anchor.x,
                m.anchor.y,
                m.tiles.len(),
                m.kinds,
                if m.kinds == 1 { "" } else { "s" },
                if m.complete { "complete" } else { "open" }
            ));
        }
    }
}

/// The City's stacks: how many tiles each has left and which is in use. Which
/// tiles lie in which stack nobody at the table knows (E-12).
fn stacks_ui(ui: &mut egui::Ui, r: &crate::analysis::remaining::RemainingReport) {
    let line: Vec<String> = r
        .stacks
        .iter()
        .map(|st| {
            format!(
                "stack {}: {}{}",
                st.stack,
                st.tiles,
                if st.in_use { " (in use)" } else { "" }
            )
        })
        .collect();
    ui.label(line.join("   ")).on_hover_text(
        "The stacks were dealt face down, so which tiles each holds is unknown: \
         every unseen tile is as likely to be in one stack as in another. A group's \
         count per stack (~) is its expected share; the next-tile chances are the \
         same as over all stacks (E-12).",
    );
}

/// The City's guards and the rows they watch (R-C16).
fn guards_ui(ui: &mut egui::Ui, s: &Session, d: &Analysis) {
    if d.guards.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(format!("Guards ({})", d.guards.len()))
        .id_salt("guards")
        .default_open(true)
        .show(ui, |ui| {
            for g in &d.guards {
                let row: Vec<String> = g.row.iter().map(|c| format!("({}, {})", c.x, c.y)).collect();
                ui.label(format!(
                    "{} on the {} wall of ({}, {}): {} public, {} historic = {}",
                    s.name(g.player),
                    g.side.name(),
                    g.cell.x,
                    g.cell.y,
                    g.public,
                    g.historic,
                    g.value
                ))
                .on_hover_text(format!(
                    "Watches {} (R-C16: 2 per public and 3 per historic building, up to the first empty cell or the far wall; each guard scores on its own).",
                    row.join(" ")
                ));
            }
        });
}

fn score_now_ui(ui: &mut egui::Ui, s: &Session, d: &Analysis) {
    let sn = &d.score_now;
    egui::CollapsingHeader::new("Score if the game ended now")
        .id_salt("score-now")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("score-now-grid")
                .num_columns(4)
                .show(ui, |ui| {
                    ui.strong("Player");
                    ui.strong("Now");
                    ui.strong("Gains");
                    ui.strong("Total");
                    ui.end_row();
                    for p in 0..sn.current.len() {
                        let lead = sn.leaders.contains(&p);
                        let name = s.name(p);
                        ui.label(RichText::new(&name).color(s.colour(p)));
                        ui.label(sn.current[p].to_string());
                        ui.label(format!("+{}", sn.gains[p]));
                        let total = format!("{name} would end with {}", sn.final_scores[p]);
                        let t = RichText::new(sn.final_scores[p].to_string());
                        ui.label(if lead { t.strong() } else { t })
                            .on_hover_text(&total);
                        ui.end_row();
                    }
                });
            if sn.events.is_empty() {
                ui.weak("Nothing would score.");
            }
            for e in &sn.events {
                let to: Vec<String> = e.winners.iter().map(|p| s.name(*p)).collect();
                let to = if to.is_empty() {
                    "nobody".to_string()
                } else {
                    to.join(", ")
                };
                ui.label(format!(
                    "{}: {} {} = {} to {to}",
                    e.rule_id,
                    kind_name(e.kind),
                    e.formula,
                    e.value
                ))
                .on_hover_text(format!("{}\n{}", e.rule_text, e.explain));
            }
        });
}

/// The feature drawn under a board point on the tile at `cell` (the same
/// shapes the art draws), or failing that the one whose follower spot is
/// nearest, as a node for [`crate::analysis::inspect_node`].
pub fn feature_near(st: &State, cell: Cell, at: egui::Pos2) -> Option<u16> {
    let p = st.board().at(cell)?;
    let tt = &st.tileset().tiles[p.tile as usize];
    let local = egui::pos2(at.x - cell.x as f32, at.y - cell.y as f32);
    let drawn = crate::app::art::tile_hit::feature_at_point(tt, p.rot, local);
    drawn
        .or_else(|| {
            (0..tt.features.len() as u8).min_by(|a, b| {
                let da = feature_spot(tt, p.rot, *a).distance(local);
                let db = feature_spot(tt, p.rot, *b).distance(local);
                da.total_cmp(&db)
            })
        })
        .map(|l| p.node_base + l as u16)
}
