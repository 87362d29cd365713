//! Refused moves in the current language, with the rule each breaks: what
//! `crate::wording::refusals` says in English for the command line, and the
//! "why not here?" verdicts of the analysis sidebar.

use super::moves::{edge_name, side_letter};
use super::words::{feature_name, follower_name, player_name};
use super::{Arg, tr, tr_args};
use crate::analysis::{RotationVerdict, SideClash, WhyNot, why_not};
use crate::engine::MoveError;
use crate::engine::model::tile::{EdgeKind, TileSet};

/// Why the engine refused a move, in words.
pub fn refusal(e: &MoveError) -> String {
    let cell = |c: &crate::engine::Cell| Arg::from(c.to_string());
    match e {
        MoveError::GameOver => tr("refuse-game-over"),
        MoveError::NoTileDrawn => tr("refuse-no-tile"),
        MoveError::CellTaken(c) => tr_args("refuse-cell-taken", &[("cell", cell(c))]),
        MoveError::OffTheTable(c) => tr_args("refuse-off-table", &[("cell", cell(c))]),
        MoveError::NoNeighbour(c) => tr_args("refuse-no-neighbour", &[("cell", cell(c))]),
        MoveError::Mismatch {
            cell: c,
            side,
            mine,
            theirs,
        } => tr_args(
            "refuse-mismatch",
            &[
                ("cell", cell(c)),
                ("side", side_letter(*side).into()),
                ("mine", edge_name(*mine).into()),
                ("theirs", edge_name(*theirs).into()),
                (
                    "gate",
                    Arg::from(if *mine == EdgeKind::Gate || *theirs == EdgeKind::Gate {
                        "yes"
                    } else {
                        "no"
                    }),
                ),
            ],
        ),
        MoveError::NoSuchFeature(i) => tr_args("refuse-no-feature", &[("i", Arg::from(*i))]),
        MoveError::NoFollowerLeft => tr("refuse-no-follower-left"),
        MoveError::FarmersOff => tr("refuse-farmers-off"),
        MoveError::FeatureTaken {
            kind,
            cell: c,
            place,
            holder,
            rule,
        } => match holder {
            Some(h) => tr_args(
                "refuse-joined",
                &[
                    ("feature", feature_name(*kind).into()),
                    ("cell", cell(c)),
                    ("place", place.clone().into()),
                    ("player", player_name(h.player as usize).into()),
                    ("follower", follower_name(h.kind).into()),
                    ("at", cell(&h.cell)),
                    ("rule", Arg::from(*rule)),
                ],
            ),
            None => tr_args(
                "refuse-taken",
                &[
                    ("feature", feature_name(*kind).into()),
                    ("cell", cell(c)),
                    ("place", place.clone().into()),
                    ("rule", Arg::from(*rule)),
                ],
            ),
        },
        MoveError::NotForFollowers(k) => tr_args(
            "refuse-not-for-followers",
            &[("feature", feature_name(*k).into())],
        ),
        MoveError::CompletedByPlacement(k) => {
            tr_args("refuse-completed", &[("feature", feature_name(*k).into())])
        }
        MoveError::BeyondTheWall(c) => tr_args("refuse-beyond-wall", &[("cell", cell(c))]),
        MoveError::WrongPhase => tr("refuse-wrong-phase"),
        MoveError::NotOnOutline(e) => tr_args(
            "refuse-not-on-outline",
            &[
                ("cell", cell(&e.cell)),
                ("side", side_letter(e.side).into()),
            ],
        ),
        MoveError::NotAtWallEnd(e) => tr_args(
            "refuse-not-at-wall-end",
            &[
                ("cell", cell(&e.cell)),
                ("side", side_letter(e.side).into()),
            ],
        ),
        MoveError::GuardOpposite => tr("refuse-guard-opposite"),
        MoveError::NoTowerThere => tr("refuse-no-tower"),
        MoveError::NotLeft(t) => tr_args("refuse-not-left", &[("tile", Arg::from(*t))]),
        MoveError::FitsNowhere(t) => tr_args("refuse-fits-nowhere", &[("tile", Arg::from(*t))]),
    }
}

/// One side that may not face its neighbour, in words.
fn clash(c: &SideClash) -> String {
    tr_args(
        "why-clash",
        &[
            ("side", side_letter(c.side).into()),
            ("mine", edge_name(c.mine).into()),
            ("theirs", edge_name(c.theirs).into()),
            ("at", c.neighbour.to_string().into()),
        ],
    )
}

/// The rule a clash breaks.
fn clash_rule(cs: &[SideClash]) -> String {
    if cs.iter().any(|c| c.rule == why_not::GATE_RULE) {
        rule_words(why_not::GATE_RULE)
    } else {
        rule_words(why_not::SIDES_RULE)
    }
}

/// A placement rule of `crate::analysis::why_not`, whose texts are English
/// constants, in the current language (its id, §2 or R-G1, stays).
fn rule_words(rule: &str) -> String {
    match rule {
        why_not::SIDES_RULE => tr("why-sides-rule"),
        why_not::GATE_RULE => tr("why-gate-rule"),
        why_not::TOUCH_RULE => tr("why-touch-rule"),
        why_not::ONE_TILE_RULE => tr("why-one-tile-rule"),
        why_not::TABLE_EDGE => tr("why-table-edge"),
        other => other.to_string(),
    }
}

/// Why one rotation does not fit, in words (None when it fits).
fn verdict_reason(r: &RotationVerdict) -> Option<String> {
    use crate::analysis::Problem;
    if r.legal {
        return None;
    }
    Some(match (&r.problem, &r.error) {
        (Some(Problem::CellTaken), _) => tr("why-cell-taken"),
        (Some(Problem::TouchesNoTile), _) => tr("why-touches-none"),
        (Some(Problem::SidesClash(cs)), _) => {
            let words: Vec<String> = cs.iter().map(clash).collect();
            format!("{} ({})", words.join("; "), clash_rule(cs))
        }
        (_, Some(e)) => refusal(e),
        // A verdict from elsewhere without the engine's refusal: its words.
        _ => r.reason.clone().unwrap_or_else(|| tr("why-not-allowed")),
    })
}

/// The "why not here?" verdict in lines: the cell and the tile (by its
/// name in `ts`, as the sidebar names the drawn tile, and its id), then
/// each rotation with its reason and the rule it breaks.
pub fn why_lines(w: &WhyNot, ts: &TileSet) -> Vec<String> {
    let tile = match w.tile.as_deref() {
        Some(id) => match ts.by_id(id) {
            Some(t) => format!("{} ({id})", super::tiles::tile_name(&ts.tiles[t as usize])),
            None => id.to_string(),
        },
        None => "?".to_string(),
    };
    let head = tr_args(
        "why-head",
        &[
            ("cell", format!("({}, {})", w.cell.x, w.cell.y).into()),
            ("tile", tile.into()),
            (
                "fits",
                Arg::from(if w.fits_somewhere { "yes" } else { "no" }),
            ),
        ],
    );
    let mut v = vec![head];
    for r in &w.rotations {
        let deg = Arg::from(r.rot as u32 * 90);
        match verdict_reason(r) {
            None => v.push(tr_args("why-fits", &[("deg", deg)])),
            Some(reason) => {
                // The reason often names its rule already.
                let rule = r
                    .rule
                    .map(rule_words)
                    .filter(|x| !reason.contains(x.as_str()))
                    .map(|x| format!(" ({x})"))
                    .unwrap_or_default();
                v.push(tr_args(
                    "why-rotation",
                    &[("deg", deg), ("reason", format!("{reason}{rule}").into())],
                ));
            }
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Cell;
    use crate::i18n::{Language, set_language};

    #[test]
    fn english_refusals_are_the_wordings() {
        // Checks: in English a refusal reads as the command line says it
        // (MoveError's Display), in Dutch and German it does not.
        let errors = [
            MoveError::GameOver,
            MoveError::CellTaken(Cell::new(1, 2)),
            MoveError::NoNeighbour(Cell::new(3, 0)),
            MoveError::Mismatch {
                cell: Cell::new(1, 0),
                side: crate::engine::Side::E,
                mine: EdgeKind::City,
                theirs: EdgeKind::Gate,
            },
            MoveError::FarmersOff,
            MoveError::GuardOpposite,
            MoveError::NoTowerThere,
            MoveError::BeyondTheWall(Cell::new(0, 4)),
        ];
        for e in &errors {
            set_language(Language::English);
            let en = refusal(e);
            assert_eq!(en, e.to_string());
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                assert_ne!(refusal(e), en, "{e:?} in {l:?}");
            }
        }
        set_language(Language::English);
    }
}
