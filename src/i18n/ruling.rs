//! The engine's full ruling on a position (the editor's Ruling tab) in the
//! current language: what `crate::analysis::adjudication::to_text` says in
//! English for `carcassonne-cli adjudicate`, said from the same report.

use super::moves::side_letter;
use super::scores::explain;
use super::words::{feature_name, player_name};
use super::{Arg, tr, tr_args};
use crate::analysis::adjudication::{Adjudication, FeatureReport, adjudicate};
use crate::engine::model::scoring::ScoreTime;
use crate::engine::{FeatureKind, State};

/// "P1 3, P2 0" in the current language's short player names.
fn players_list<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter()
        .enumerate()
        .map(|(i, x)| format!("{} {x}", player_name(i)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruling on `st` as lines of text, as the Ruling tab shows it.
pub fn ruling(st: &State) -> String {
    let a = adjudicate(st);
    let mut out: Vec<String> = Vec::new();
    let who = if a.over {
        tr("ruling-over")
    } else {
        tr_args(
            "ruling-to-move",
            &[("player", player_name(a.to_move).into())],
        )
    };
    out.push(tr_args(
        "ruling-position",
        &[
            ("players", Arg::from(a.players)),
            ("moves", Arg::from(a.turn)),
            ("who", who.into()),
        ],
    ));
    out.push(match &a.drawn {
        Some(d) => tr_args(
            "ruling-drawn",
            &[
                ("tile", d.as_str().into()),
                ("n", Arg::from(a.legal_placements)),
            ],
        ),
        None => tr("ruling-drawn-none"),
    });
    let discards = if a.discards.is_empty() {
        tr("ruling-none")
    } else {
        a.discards.join(" ")
    };
    out.push(tr_args(
        "ruling-remaining",
        &[
            ("n", Arg::from(a.remaining_tiles)),
            ("discards", discards.into()),
        ],
    ));
    out.push(tr_args(
        "ruling-scores",
        &[("list", players_list(&a.scores).into())],
    ));
    out.push(tr_args(
        "ruling-supplies",
        &[("list", players_list(&a.supplies).into())],
    ));
    out.push(tr_args(
        "ruling-features",
        &[("n", Arg::from(a.features.len()))],
    ));
    out.extend(a.features.iter().map(|f| format!("  {}", feature_line(f))));
    if let Some(line) = city_line(st, &a) {
        out.push(line);
    }
    if a.events.iter().any(|e| e.time == "play") {
        // Only a saved game's ruling has these; the editor's never does.
        out.push(tr("ruling-during-play"));
        for e in a.events.iter().filter(|e| e.time == "play") {
            out.push(format!(
                "  {}",
                tr_args(
                    "ruling-move-event",
                    &[
                        ("n", Arg::from(e.turn.map_or(0, |t| t + 1))),
                        ("player", player_name(e.player.unwrap_or(0)).into()),
                        ("text", e.text.clone().into()),
                    ],
                )
            ));
        }
    }
    out.push(if a.over {
        tr("ruling-end-scoring")
    } else {
        tr("ruling-if-ended")
    });
    let (_, events) = st.end_now();
    let end: Vec<String> = events
        .iter()
        .filter(|e| e.time == ScoreTime::End)
        .map(|e| explain(e, &player_name))
        .collect();
    if end.is_empty() {
        out.push(format!("  {}", tr("ruling-no-scoring")));
    }
    out.extend(end.into_iter().map(|t| format!("  {t}")));
    out.push(tr_args(
        "ruling-final",
        &[("list", players_list(&a.end_scores).into())],
    ));
    let mut s = out.join("\n");
    s.push('\n');
    s
}

/// One feature: its tiles, what it holds and what it is worth.
fn feature_line(f: &FeatureReport) -> String {
    let tiles: Vec<String> = f.tiles.iter().map(|(x, y)| format!("({x},{y})")).collect();
    let holders: Vec<String> = f
        .followers
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(p, c)| format!("{} {c}", player_name(p)))
        .collect();
    let mut extra = String::new();
    if f.kind == FeatureKind::Field {
        extra = tr_args(
            "ruling-field-extra",
            &[
                ("cities", Arg::from(f.cities_touched)),
                ("completed", Arg::from(f.cities_completed)),
            ],
        );
    }
    match (f.kind, f.markets) {
        (FeatureKind::Market, Some(k)) => {
            extra = tr_args("ruling-market-kinds", &[("n", Arg::from(k))]);
        }
        (FeatureKind::Residential, Some(m)) => {
            extra = tr_args("ruling-borders", &[("n", Arg::from(m))]);
        }
        _ => {}
    }
    let city_feature = matches!(f.kind, FeatureKind::Street | FeatureKind::Market);
    let worth = if f.complete && !matches!(f.kind, FeatureKind::Field | FeatureKind::Residential) {
        tr("ruling-complete")
    } else if city_feature {
        // 4.6: an open street or market scores nothing at the end.
        tr("ruling-worth-nothing")
    } else {
        tr_args("ruling-worth", &[("n", Arg::from(f.end_value))])
    };
    let holders = if holders.is_empty() {
        tr("ruling-none")
    } else {
        holders.join(", ")
    };
    tr_args(
        "ruling-feature",
        &[
            ("kind", feature_name(f.kind).into()),
            ("tiles", tiles.join(" ").into()),
            (
                "count",
                tr_args("count-tiles", &[("n", Arg::from(f.tiles.len()))]).into(),
            ),
            (
                "shields",
                tr_args("count-shields", &[("n", Arg::from(f.shields))]).into(),
            ),
            ("open", Arg::from(f.open_sides)),
            ("holders", holders.into()),
            ("worth", worth.into()),
            ("extra", extra.into()),
        ],
    )
}

/// The City's walls, stacks, guards and towers, in one line.
fn city_line(st: &State, a: &Adjudication) -> Option<String> {
    let c = a.city.as_ref()?;
    let phase = match c.phase.as_str() {
        "place" => tr("ruling-phase-place"),
        "gate" => tr("ruling-phase-gate"),
        "wall" => tr("ruling-phase-wall"),
        "tower" => tr("ruling-phase-tower"),
        _ => tr("ruling-phase-over"),
    };
    let gate = match st.city().and_then(|city| city.gate) {
        Some(g) => tr_args(
            "ruling-gate-at",
            &[
                ("cell", format!("({},{})", g.cell.x, g.cell.y).into()),
                ("side", side_letter(g.side).into()),
            ],
        ),
        None => tr("ruling-gate-none"),
    };
    let ended = c.end.as_ref().map_or(String::new(), |e| {
        tr_args("ruling-ended", &[("end", e.as_str().into())])
    });
    Some(tr_args(
        "ruling-city",
        &[
            ("phase", phase.into()),
            ("stacks", format!("{:?}", c.stacks).into()),
            ("stack", Arg::from(c.stack)),
            ("gate", gate.into()),
            ("pieces", Arg::from(c.wall_pieces)),
            ("supply", Arg::from(c.wall_supply)),
            ("gap", Arg::from(c.wall_gap)),
            ("guards", players_list(&c.guards).into()),
            ("towers", players_list(&c.towers_left).into()),
            ("rounds", Arg::from(c.wall_rounds)),
            ("ended", ended.into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::adjudication::to_text;
    use crate::i18n::{Language, set_language};
    use crate::io::library::STARTER_SCENARIOS;
    use crate::io::scenario::parse_scenario;

    #[test]
    fn english_rulings_are_the_command_lines() {
        // Checks: in English the Ruling tab says word for word what
        // `carcassonne-cli adjudicate` prints, for every starter scenario
        // (base game, The City Gates and The City); in Dutch and German it
        // does not, and the rule ids in it stay.
        for (name, text) in STARTER_SCENARIOS {
            let sc = parse_scenario(name, text).expect("a starter parses");
            set_language(Language::English);
            let en = ruling(&sc.state);
            assert_eq!(en, to_text(&adjudicate(&sc.state)), "{name}");
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                let other = ruling(&sc.state);
                assert_ne!(other, en, "{name} in {l:?}");
                for id in ["R-B1", "R-C15"] {
                    assert_eq!(other.contains(id), en.contains(id), "{name} {id} {l:?}");
                }
            }
        }
        set_language(Language::English);
    }
}
