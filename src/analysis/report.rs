//! Everything the analysis sidebar shows for a position, at once, and the
//! text the command line prints.

use super::inspect::{FeatureInfo, GuardInfo, all_features, guards};
use super::moves::{MoveList, legal_moves};
use super::player_name;
use super::remaining::{RemainingReport, default_draws, remaining};
use super::score_now::{ScoreNow, score_now};
use crate::engine::State;
use crate::engine::model::geometry::Cell;
use serde::Serialize;
use std::fmt::Write;

/// What to compute.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnalysisOptions {
    /// An extra draw count for the open spots' chances (besides 1, one round, two rounds).
    pub draws: Option<u32>,
}

/// The whole analysis of a position.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    pub players: usize,
    /// The player to move (0-based).
    pub to_move: usize,
    /// Moves made so far.
    pub turn: u32,
    pub scores: Vec<u32>,
    /// Followers in supply per player.
    pub supplies: Vec<u8>,
    pub game_over: bool,
    /// The drawn tile's id.
    pub drawn: Option<String>,
    /// Tiles discarded so far because they fitted nowhere (R-B1).
    pub discards: Vec<String>,
    pub moves: MoveList,
    pub remaining: RemainingReport,
    pub score_now: ScoreNow,
    /// Every feature on the board.
    pub features: Vec<FeatureInfo>,
    /// The City: the guards on the wall and the rows they watch.
    pub guards: Vec<GuardInfo>,
}

/// Analyses a position.
pub fn analyze(st: &State, opts: &AnalysisOptions) -> Analysis {
    let ts = st.tileset();
    let players = st.players();
    let draws = default_draws(players, opts.draws);
    Analysis {
        players,
        to_move: st.current(),
        turn: st.turn(),
        scores: st.scores().to_vec(),
        supplies: (0..players).map(|p| st.supply(p)).collect(),
        game_over: st.is_over(),
        drawn: st.drawn().map(|t| ts.tiles[t as usize].id.clone()),
        discards: st
            .discards()
            .iter()
            .map(|t| ts.tiles[*t as usize].id.clone())
            .collect(),
        moves: legal_moves(st),
        remaining: remaining(st, &draws),
        score_now: score_now(st),
        features: all_features(st),
        guards: guards(st),
    }
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn per_player(v: &[u32]) -> String {
    v.iter()
        .enumerate()
        .map(|(p, x)| format!("{} {}", player_name(p), x))
        .collect::<Vec<_>>()
        .join(", ")
}

fn cell(c: Cell) -> String {
    format!("({}, {})", c.x, c.y)
}

/// The analysis as text for the command line.
pub fn render_text(a: &Analysis) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "Position: {} players, turn {}, {} to move{}",
        a.players,
        a.turn,
        player_name(a.to_move),
        if a.game_over { " (game over)" } else { "" }
    );
    let _ = writeln!(o, "Scores: {}", per_player(&a.scores));
    let supplies: Vec<u32> = a.supplies.iter().map(|s| *s as u32).collect();
    let _ = writeln!(o, "Followers in supply: {}", per_player(&supplies));
    if !a.discards.is_empty() {
        let _ = writeln!(o, "Discarded (R-B1): {}", a.discards.join(" "));
    }
    let _ = writeln!(o);

    // Legal moves.
    let m = &a.moves;
    match &m.tile {
        None => {
            let _ = writeln!(o, "Drawn tile: none (no move to make)");
        }
        Some(t) => {
            let _ = writeln!(
                o,
                "Drawn tile: {t}: {} placements, {} moves with follower options",
                m.placements,
                m.moves.len()
            );
            let by_ai = m.moves.iter().any(|x| x.ai_value.is_some());
            let _ = writeln!(
                o,
                "Legal moves, best first by {}:",
                if by_ai {
                    "the hard computer player's value (its expected result, 0 to 1)".to_string()
                } else {
                    format!(
                        "{}'s points now + end-now margin (no computer value asked)",
                        player_name(m.player)
                    )
                }
            );
            for (i, mv) in m.moves.iter().enumerate() {
                let follower = match (&mv.follower_label, mv.follower_kind) {
                    (Some(l), Some(k)) => {
                        format!("{} on {} {}", crate::wording::follower_name(k), k.name(), l)
                    }
                    _ => "no follower".to_string(),
                };
                let now: Vec<String> = mv
                    .points_now
                    .iter()
                    .enumerate()
                    .filter(|(_, x)| **x > 0)
                    .map(|(p, x)| format!("{} +{}", player_name(p), x))
                    .collect();
                let _ = writeln!(
                    o,
                    "{:>4}. {:<18} {:<28} now: {:<12} end-now: {} (margin {:+}){}",
                    i + 1,
                    format!("{} rot {}", cell(mv.cell), mv.rot),
                    follower,
                    if now.is_empty() {
                        "-".to_string()
                    } else {
                        now.join(" ")
                    },
                    per_player(&mv.end_scores),
                    mv.end_margin,
                    mv.ai_value
                        .map(|v| format!(" hard: {v:.3}"))
                        .unwrap_or_default()
                );
                for e in &mv.events {
                    let _ = writeln!(o, "          scores: {}", e.explain);
                }
            }
        }
    }
    let _ = writeln!(o);

    // Remaining tiles.
    let r = &a.remaining;
    let _ = writeln!(
        o,
        "Remaining tiles: {} in the stack{}; chance of being the next tile drawn:",
        r.total,
        r.drawn
            .as_ref()
            .map(|d| format!(" (the drawn {d} not counted)"))
            .unwrap_or_default()
    );
    if !r.stacks.is_empty() {
        let sizes: Vec<String> = r
            .stacks
            .iter()
            .map(|s| {
                format!(
                    "stack {} {}{}",
                    s.stack,
                    s.tiles,
                    if s.in_use { " (in use)" } else { "" }
                )
            })
            .collect();
        let _ = writeln!(
            o,
            "  The City's stacks: {}. Which tiles each holds is unknown: a type's \
             expected count in a stack is its count x the stack's share (E-12).",
            sizes.join(", ")
        );
    }
    for t in r.tiles.iter().filter(|t| t.count > 0) {
        let _ = writeln!(
            o,
            "  {:<3} x{:<2} {:>6}",
            t.tile,
            t.count,
            pct(t.next_chance)
        );
    }
    let _ = writeln!(o);
    let draws: Vec<String> = r.draws.iter().map(|d| d.to_string()).collect();
    let _ = writeln!(
        o,
        "Open spots: {} (fewest fitting tiles first; chance of at least one in {} draws):",
        r.spots.len(),
        draws.join("/")
    );
    for s in &r.spots {
        let needs: Vec<String> = s
            .needs
            .iter()
            .map(|n| match n.side {
                Some(side) => format!(
                    "{} from {} on its {} side",
                    n.kind.name(),
                    cell(n.from),
                    side.name()
                ),
                None => format!("{} at {}", n.kind.name(), cell(n.from)),
            })
            .collect();
        let chances: Vec<String> = s
            .chances
            .iter()
            .map(|c| format!("{}: {}", c.draws, pct(c.chance)))
            .collect();
        let _ = writeln!(
            o,
            "  {}: needed by {}; {} tiles fit [{}]; {}",
            cell(s.cell),
            needs.join(", "),
            s.fitting,
            s.fitting_tiles.join(" "),
            chances.join("  ")
        );
    }
    let _ = writeln!(o);

    // Score now.
    let sn = &a.score_now;
    let _ = writeln!(o, "Score now (if the game ended now):");
    for p in 0..a.players {
        let _ = writeln!(
            o,
            "  {}: {} + {} = {}{}",
            player_name(p),
            sn.current[p],
            sn.gains[p],
            sn.final_scores[p],
            if sn.leaders.contains(&p) {
                if sn.leaders.len() > 1 {
                    "  (shares the lead)"
                } else {
                    "  (leads)"
                }
            } else {
                ""
            }
        );
    }
    let mut rules: Vec<(&str, &str)> = Vec::new();
    for e in &sn.events {
        let _ = writeln!(o, "  - {}", e.explain);
        if !rules.iter().any(|(id, _)| *id == e.rule_id) {
            rules.push((e.rule_id, e.rule_text));
        }
    }
    if sn.events.is_empty() {
        let _ = writeln!(
            o,
            "  (nothing to score: no follower on an unfinished feature or a field)"
        );
    } else {
        let _ = writeln!(o, "  Rules applied:");
        for (id, text) in rules {
            let _ = writeln!(o, "    [{id}] {text}");
        }
        let _ = writeln!(o, "    [§1] {}", sn.majority_rule);
    }
    if !a.guards.is_empty() {
        let _ = writeln!(o);
        let _ = writeln!(
            o,
            "Guards (R-C16: each scores on its own, 2 per public and 3 per historic building in its row, up to the first empty cell):"
        );
        for g in &a.guards {
            let row: Vec<String> = g.row.iter().map(|c| cell(*c)).collect();
            let _ = writeln!(
                o,
                "  {} on the {} wall of {}: watches {}; {} public, {} historic = {}",
                player_name(g.player),
                g.side.name(),
                cell(g.cell),
                row.join(" "),
                g.public,
                g.historic,
                g.value
            );
        }
    }
    o
}
