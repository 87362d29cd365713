//! Beside the board: the players, the drawn tile, the turn's buttons, tiles left.

use crate::app::art::followers::marked_meeple;
use crate::app::art::tiles::tile_shapes;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::engine::state::city::EndReason;
use crate::i18n::{Arg, tr, tr_args, words};
use crate::io::save::{Controller, Level};
use egui::{Color32, Sense, Vec2, vec2};

/// Who plays a seat, after its name: "(computer, medium)", or "(medium)"
/// when the name already says "Computer".
fn who(c: Controller, name: &str) -> String {
    let named = if name.starts_with(&super::new_game::computer_name()) {
        "yes"
    } else {
        "no"
    };
    let a = [("named", Arg::from(named))];
    match c {
        Controller::Human => String::new(),
        Controller::Computer(Level::Random) => tr_args("who-computer-random", &a),
        Controller::Computer(Level::Easy) => tr_args("who-computer-easy", &a),
        Controller::Computer(Level::Medium) => tr_args("who-computer-medium", &a),
        Controller::Computer(Level::Hard) => tr_args("who-computer-hard", &a),
    }
}

/// Draws the players' panel; returns the commands its buttons asked for.
/// `stepping`: the totals the final scoring has shown so far, while it steps.
pub fn ui(
    ui: &mut egui::Ui,
    s: &mut Session,
    thinking: bool,
    stepping: Option<&[u32]>,
) -> Vec<Command> {
    let mut q = Vec::new();
    let st = s.state();
    let over = st.is_over();
    ui.heading(tr("players-heading"));
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
                .extend(marked_meeple(r.center(), 20.0, s.colour(p), false, p));
            crate::app::art::motion::note_panel_spot(ui.ctx(), p, r.center());
            let name = format!("{} {}", s.name(p), who(s.controller(p), &s.name(p)));
            let name = name.trim_end();
            let text = egui::RichText::new(name);
            // Wrapped: a long name (or "Computer (medium)") in a narrow panel
            // would run under the board's edge.
            ui.add(egui::Label::new(if to_move { text.strong() } else { text }).wrap());
        });
        let score = stepping
            .and_then(|v| v.get(p).copied())
            .unwrap_or(st.score(p));
        ui.horizontal(|ui| {
            ui.add_space(40.0);
            // Wrapped: in a narrow panel the followers go under the points,
            // indented with them.
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(words::points(score)).strong())
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Label,
                            true,
                            tr_args("players-score-label", &[("n", score.into())]),
                        )
                    });
                ui.label(tr_args(
                    "players-followers-left",
                    &[("followers", words::followers(st.supply(p)).into())],
                ));
            });
        });
    }
    ui.separator();
    // One count everywhere: the tiles still to draw, the drawn one not counted.
    ui.label(words::tiles_to_draw(st.stack().len()))
        .on_hover_text(tr("players-tiles-to-draw-hint"));
    // Players may count the remaining tiles (not their order): show them by type.
    crate::app::layout::section(ui, tr("players-tiles-by-type"))
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
                        format!("×{n}"),
                        egui::FontId::proportional(13.0),
                        ui.visuals().text_color(),
                    );
                    resp.on_hover_text(tr_args(
                        "players-tile-left",
                        &[
                            ("tile", crate::i18n::tiles::tile_name(&ts.tiles[t]).into()),
                            ("n", (*n).into()),
                        ],
                    ));
                }
            });
        });
    city_info(ui, s);
    let st = s.state();
    if !st.discards().is_empty() {
        let ts = st.tileset();
        let ids: Vec<String> = st
            .discards()
            .iter()
            .map(|t| crate::i18n::tiles::tile_name(&ts.tiles[*t as usize]))
            .collect();
        ui.label(tr_args(
            "players-put-aside",
            &[("tiles", ids.join(", ").into())],
        ));
    }
    ui.separator();
    if over {
        ui.label(egui::RichText::new(tr("players-game-over")).strong());
        if ui.button(Command::FinalScoring.label()).clicked() {
            q.push(Command::FinalScoring);
        }
        return q;
    }
    let human = s.human_to_move();
    // The City's gate, wall and tower decisions: edges on the board, choices as buttons.
    if human && wall_round(ui, s, &mut q) {
        return q;
    }
    let st = s.state();
    if let Some(t) = st.drawn() {
        let tt = &st.tileset().tiles[t as usize];
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(Vec2::splat(84.0), Sense::hover());
            let rot = s.pending.as_ref().map(|p| p.rot).unwrap_or(s.rot);
            ui.painter().extend(tile_shapes(tt, rot, r, 1.0));
            ui.vertical(|ui| {
                // Beside the tile the text wraps to what is left of the panel.
                ui.set_max_width(ui.available_width());
                ui.add(
                    egui::Label::new(tr_args(
                        "players-drawn",
                        &[("tile", crate::i18n::tiles::tile_name(tt).into())],
                    ))
                    .wrap(),
                )
                .on_hover_text(tr_args(
                    "players-tile-id",
                    &[("id", tt.id.to_string().into())],
                ));
                let hint = if !human {
                    if thinking {
                        tr("hint-computer-thinking")
                    } else {
                        tr("hint-computer-turn")
                    }
                } else if s.pending.is_none() {
                    tr("hint-place-tile")
                } else {
                    tr("hint-place-follower")
                };
                ui.add(egui::Label::new(hint).wrap());
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

/// The City: the stacks, the wall supply, how far the wall ends are apart and
/// the towers each player has left.
fn city_info(ui: &mut egui::Ui, s: &Session) {
    let st = s.state();
    let Some(city) = st.city() else { return };
    ui.separator();
    ui.label(egui::RichText::new(tr("game-the-city")).strong());
    // Wrapped: three stacks side by side outrun a narrow panel.
    ui.horizontal_wrapped(|ui| {
        for (i, n) in city.stack_left.iter().enumerate() {
            let stack = i as u8 + 1;
            let a = [("stack", Arg::from(stack)), ("n", Arg::from(*n))];
            let in_use = stack == city.cur_stack;
            let text = if in_use && !st.is_over() {
                egui::RichText::new(tr_args("city-stack-in-use", &a)).strong()
            } else {
                egui::RichText::new(tr_args("city-stack", &a))
            };
            ui.label(text).on_hover_text(if in_use {
                tr_args("city-stack-hint-in-use", &a)
            } else {
                tr_args("city-stack-hint", &a)
            });
        }
    });
    ui.label(tr_args("city-wall-left", &[("n", city.wall_supply.into())]));
    if city.gate.is_none() {
        ui.label(tr("city-no-wall"));
    } else if st.wall_is_ring() {
        ui.label(tr("city-ring"));
    } else {
        let gap = st.wall_gap().len();
        let text = tr_args("city-gap", &[("n", gap.into())]);
        let text = if gap <= 8 {
            egui::RichText::new(text).color(Color32::from_rgb(200, 120, 30))
        } else {
            egui::RichText::new(text)
        };
        ui.label(text).on_hover_text(tr("city-gap-hint"));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr("city-towers-left"));
        for p in 0..st.players() {
            let (r, _) = ui.allocate_exact_size(vec2(12.0, 12.0), Sense::hover());
            let dot = s.colour_on(p, ui.visuals().panel_fill);
            ui.painter().circle_filled(r.center(), 5.0, dot);
            ui.label(format!("{}", city.towers_left.get(p).copied().unwrap_or(0)))
                .on_hover_text(tr_args(
                    "city-towers-left-of",
                    &[("name", s.name(p).into())],
                ));
        }
    });
    if let Some(end) = city.end {
        let why = match end {
            EndReason::LastTile => tr("city-end-last-tile"),
            EndReason::LastWallPiece => tr("city-end-last-wall-piece"),
            EndReason::WallNearlyClosed => tr("city-end-wall-nearly-closed"),
            EndReason::Ring => tr("city-end-ring"),
        };
        ui.label(tr_args(
            "city-ended",
            &[("why", why.into()), ("rule", end.id().into())],
        ));
    }
}

/// The City's wall-round decisions for a person: what to click on the board,
/// then the guard and tower choices as buttons. True if a decision is open.
fn wall_round(ui: &mut egui::Ui, s: &Session, q: &mut Vec<Command>) -> bool {
    use crate::engine::Move;
    use crate::engine::rules::the_city::{Phase, WallEnd, tower_value};
    let st = s.state();
    match st.phase() {
        Phase::Gate { .. } => {
            ui.label(egui::RichText::new(tr("wall-gate")).strong());
            ui.label(tr("wall-gate-hint"));
            true
        }
        Phase::Wall { .. } => {
            ui.label(egui::RichText::new(tr("wall-piece")).strong());
            let Some(e) = s.wall_pick else {
                ui.label(tr("wall-piece-hint"));
                return true;
            };
            ui.label(tr_args(
                "wall-guard-question",
                &[
                    ("side", crate::i18n::moves::side_word(e.side).into()),
                    (
                        "tile",
                        crate::i18n::tiles::tile_name(
                            &st.tileset().tiles
                                [st.board().at(e.cell).map_or(0, |t| t.tile) as usize],
                        )
                        .into(),
                    ),
                ],
            ))
            .on_hover_text(format!("({}, {}) {}", e.cell.x, e.cell.y, e.side.name()));
            ui.horizontal_wrapped(|ui| {
                let allowed = st.guard_allowed(e);
                if ui
                    .add_enabled(allowed, egui::Button::new(tr("wall-guard")))
                    .on_hover_text(tr("wall-guard-hint"))
                    .clicked()
                {
                    q.push(Command::Decide(Move::Wall {
                        edge: e,
                        guard: true,
                    }));
                }
                if ui.button(tr("wall-no-guard")).clicked() {
                    q.push(Command::Decide(Move::Wall {
                        edge: e,
                        guard: false,
                    }));
                }
            });
            ui.label(egui::RichText::new(tr("wall-other-edge")).small());
            true
        }
        Phase::Tower { .. } => {
            ui.label(egui::RichText::new(tr("wall-tower")).strong());
            let Some(city) = st.city() else { return true };
            let ends = st.tower_ends();
            ui.horizontal_wrapped(|ui| {
                for end in [WallEnd::Cw, WallEnd::Ccw] {
                    let points = [("points", Arg::from(words::points(tower_value(city, end))))];
                    let label = match end {
                        WallEnd::Cw => tr_args("wall-tower-cw", &points),
                        WallEnd::Ccw => tr_args("wall-tower-ccw", &points),
                    };
                    if ui
                        .add_enabled(ends.contains(&end), egui::Button::new(label))
                        .on_hover_text(tr("wall-tower-hint"))
                        .clicked()
                    {
                        q.push(Command::Decide(Move::Tower(Some(end))));
                    }
                }
                if ui.button(tr("wall-no-tower")).clicked() {
                    q.push(Command::Decide(Move::Tower(None)));
                }
            });
            true
        }
        _ => {
            // Any other decision the app has no picture for yet: the plain list.
            let others = s.other_decisions();
            if others.is_empty() {
                return false;
            }
            ui.label(tr("wall-choose"));
            for m in others {
                if ui.button(format!("{m:?}")).clicked() {
                    q.push(Command::Decide(m));
                }
            }
            true
        }
    }
}
