//! What is wrong with a position, an edit or a question, in the current
//! language: the editor's Problems list, its refusals and the Questions
//! tab. The engine's `Display` says the same in English for the command
//! line; in English these texts read the same (a test keeps them so).

use super::moves::{edge_name, side_letter};
use super::words::feature_name;
use super::{Arg, tr, tr_args};
use crate::editor::EditError;
use crate::engine::Cell;
use crate::engine::record::position::{FeatureError, PositionError, PositionProblem};
use crate::io::scenario::AnswerError;

/// A cell as the texts write it: "(1, -2)".
fn cell(c: &Cell) -> Arg {
    Arg::from(c.to_string())
}

/// A 0-based player, stack, tower or question as the texts count them, from 1.
fn from_one(i: impl Into<u64>) -> Arg {
    Arg::from(i.into() + 1)
}

/// A problem of a position, with its cell when it has one.
pub fn position_error(e: &PositionError) -> String {
    match &e.cell {
        Some(c) => tr_args(
            "pos-at-cell",
            &[
                ("cell", cell(c)),
                ("problem", position_problem(&e.problem).into()),
            ],
        ),
        None => position_problem(&e.problem),
    }
}

/// What is wrong, without the cell (the board shows it at the cell).
pub fn position_problem(p: &PositionProblem) -> String {
    use PositionProblem as P;
    match p {
        P::OtherGame => tr("pos-other-game"),
        P::Players { players, most } => tr_args(
            "pos-players",
            &[("n", Arg::from(*players)), ("most", Arg::from(*most))],
        ),
        P::ToMoveAbsent { player: p, players } => tr_args(
            "pos-to-move-absent",
            &[("player", from_one(*p)), ("n", Arg::from(*players))],
        ),
        P::MoreScores => tr("pos-more-scores"),
        P::ScoreTooHigh { player: p, points } => tr_args(
            "pos-score-too-high",
            &[
                ("player", from_one(*p as u64)),
                ("n", Arg::from(*points)),
                (
                    "most",
                    Arg::from(crate::engine::record::position::MAX_SCORE),
                ),
            ],
        ),
        P::TooManyTiles => tr("pos-too-many-tiles"),
        P::UnknownTile(id) => tr_args("pos-unknown-tile", &[("tile", id.clone().into())]),
        P::Rotation(r) => tr_args("pos-rotation", &[("rot", Arg::from(*r))]),
        P::OffTable => tr("pos-off-table"),
        P::TwoTiles => tr("pos-two-tiles"),
        P::Mismatch {
            side,
            mine,
            at,
            theirs,
        } => tr_args(
            "pos-mismatch",
            &[
                ("side", side_letter(*side).into()),
                ("mine", edge_name(*mine).into()),
                ("at", cell(at)),
                ("theirs", edge_name(*theirs).into()),
            ],
        ),
        P::NotTouching => tr("pos-not-touching"),
        P::FollowerOfAbsent { player: p } => {
            tr_args("pos-follower-of-absent", &[("player", from_one(*p))])
        }
        P::FollowerNoTile => tr("pos-follower-no-tile"),
        P::FollowerNoFeature { on, tile } => tr_args(
            "pos-follower-no-feature",
            &[("on", on.clone().into()), ("tile", tile.clone().into())],
        ),
        P::FarmersOff => tr("pos-farmers-off"),
        P::TooManyFollowers { player: p } => tr_args(
            "pos-too-many-followers",
            &[
                ("player", from_one(*p)),
                ("most", Arg::from(crate::engine::state::FOLLOWERS)),
            ],
        ),
        P::WallsNotCity => tr("pos-walls-not-city"),
        P::OnCompleted(kind) => tr_args(
            "pos-on-completed",
            &[
                ("feature", feature_name(*kind).into()),
                ("kind", super::moves::kind_key(*kind).into()),
            ],
        ),
        P::SuppliesLength => tr("pos-supplies-length"),
        P::SupplyTooHigh {
            player: p,
            supply,
            on_board,
        } => tr_args(
            "pos-supply-too-high",
            &[
                ("player", from_one(*p as u64)),
                ("n", Arg::from(*supply)),
                ("board", Arg::from(*on_board)),
                ("most", Arg::from(crate::engine::state::FOLLOWERS)),
            ],
        ),
        P::TooManyOfTile { used, tile, count } => tr_args(
            "pos-too-many-of-tile",
            &[
                ("n", Arg::from(*used)),
                ("tile", tile.clone().into()),
                ("count", Arg::from(*count)),
            ],
        ),
        P::StackTooFull { stack, holds, most } => tr_args(
            "pos-stack-too-full",
            &[
                ("stack", from_one(*stack as u64)),
                ("n", Arg::from(*holds)),
                ("most", Arg::from(*most)),
            ],
        ),
        P::StacksVsRemaining { stacks, remain } => tr_args(
            "pos-stacks-vs-remaining",
            &[("n", Arg::from(*stacks)), ("remain", Arg::from(*remain))],
        ),
        P::NoSuchStack(k) => tr_args("pos-no-such-stack", &[("stack", Arg::from(*k))]),
        P::OverButDrawn => tr("pos-over-but-drawn"),
        P::DrawnInRound => tr("pos-drawn-in-round"),
        P::RoundDone => tr("pos-round-done"),
        P::RoundAbsentPlayer => tr("pos-round-absent-player"),
        P::RoundWaitsFor { to_move, waits } => tr_args(
            "pos-round-waits-for",
            &[("player", from_one(*to_move)), ("waits", from_one(*waits))],
        ),
        P::RoundGatePlaced => tr("pos-round-gate-placed"),
        P::RoundNoGate => tr("pos-round-no-gate"),
        P::ClosingBesideNoTile => tr("pos-closing-beside-no-tile"),
        P::NotBuilt => tr("pos-not-built"),
        P::TowersLeftLength { players, given } => tr_args(
            "pos-towers-left-length",
            &[("players", Arg::from(*players)), ("n", Arg::from(*given))],
        ),
        P::WallWithoutGate => tr("pos-wall-without-gate"),
        P::WallOffTable => tr("pos-wall-off-table"),
        P::GateNotOutside => tr("pos-gate-not-outside"),
        P::WallNotContinuing(side) => tr_args(
            "pos-wall-not-continuing",
            &[("side", side_letter(*side).into())],
        ),
        P::GuardOfAbsent => tr("pos-guard-of-absent"),
        P::WallSupplyTooHigh { supply, placed } => tr_args(
            "pos-wall-supply-too-high",
            &[
                ("n", Arg::from(*supply)),
                ("placed", Arg::from(*placed)),
                (
                    "most",
                    Arg::from(crate::engine::rules::the_city::WALL_PIECES),
                ),
            ],
        ),
        P::TowerOfAbsent { player: p } => {
            tr_args("pos-tower-of-absent", &[("player", from_one(*p))])
        }
        P::TowerOffArm { at, arm } => tr_args(
            "pos-tower-off-arm",
            &[("at", Arg::from(*at)), ("n", Arg::from(*arm))],
        ),
        P::TooManyTowers {
            player: p,
            left,
            used,
            share,
        } => tr_args(
            "pos-too-many-towers",
            &[
                ("player", from_one(*p as u64)),
                ("n", Arg::from(*left)),
                ("used", Arg::from(*used)),
                ("share", Arg::from(*share)),
            ],
        ),
    }
}

/// Why the scenario editor refused an edit.
pub fn edit_error(e: &EditError) -> String {
    use EditError as E;
    let side = |s: &crate::engine::Side| Arg::from(side_letter(*s));
    match e {
        E::UnknownTile(id) => tr_args("edit-refused-unknown-tile", &[("tile", id.clone().into())]),
        E::CellHasTile(c) => tr_args("edit-refused-cell-has-tile", &[("cell", cell(c))]),
        E::NoTile(c) => tr_args("edit-refused-no-tile", &[("cell", cell(c))]),
        E::FollowerThere { on, cell: c } => tr_args(
            "edit-refused-follower-there",
            &[("on", on.clone().into()), ("cell", cell(c))],
        ),
        E::NoFollower { on, cell: c } => tr_args(
            "edit-refused-no-follower",
            &[("on", on.clone().into()), ("cell", cell(c))],
        ),
        E::CityOnly => tr("edit-refused-city-only"),
        E::GateFirst => tr("edit-refused-gate-first"),
        E::WallNeedsSound(p) => tr_args(
            "edit-refused-wall-needs-sound",
            &[("problem", position_error(p).into())],
        ),
        E::NotContinuing { cell: c, side: s } => tr_args(
            "edit-refused-not-continuing",
            &[("side", side(s)), ("cell", cell(c))],
        ),
        E::NoPieceAtEnd => tr("edit-refused-no-piece-at-end"),
        E::NoWallPiece { cell: c, side: s } => tr_args(
            "edit-refused-no-wall-piece",
            &[("side", side(s)), ("cell", cell(c))],
        ),
        E::TowerNeedsGate => tr("edit-refused-tower-needs-gate"),
        E::TowerThere => tr("edit-refused-tower-there"),
        E::NoTower(i) => tr_args("edit-refused-no-tower", &[("n", from_one(*i as u64))]),
        E::NoSuchStack => tr("edit-refused-no-such-stack"),
        E::NoQuestion(i) => tr_args("edit-refused-no-question", &[("n", from_one(*i as u64))]),
        E::NoPlayer(p) => tr_args("edit-refused-no-player", &[("player", from_one(*p))]),
        E::Strict(p) => tr_args(
            "edit-refused-strict",
            &[("problem", position_error(p).into())],
        ),
    }
}

/// Why a cell and place label name no feature.
pub fn feature_error(e: &FeatureError) -> String {
    match e {
        FeatureError::NoTile(c) => tr_args("answer-fail-no-tile", &[("cell", cell(c))]),
        FeatureError::NoFeature {
            tile,
            cell: c,
            label,
        } => tr_args(
            "answer-fail-no-feature",
            &[
                ("tile", tile.clone().into()),
                ("cell", cell(c)),
                ("on", label.clone().into()),
            ],
        ),
    }
}

/// Why the engine cannot answer a scenario's question.
pub fn answer_error(e: &AnswerError) -> String {
    match e {
        AnswerError::NoPlayer(p) => tr_args("answer-fail-no-player", &[("player", from_one(*p))]),
        AnswerError::Feature(f) => feature_error(f),
        AnswerError::UnknownTile(t) => {
            tr_args("answer-fail-unknown-tile", &[("tile", t.clone().into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::tile::EdgeKind;
    use crate::engine::{FeatureKind, Side};
    use crate::i18n::{Language, set_language};

    /// One of every problem a position can have; counts are never one, as
    /// the English `Display` does not know the singular.
    fn positions() -> Vec<PositionProblem> {
        use PositionProblem as P;
        vec![
            P::OtherGame,
            P::Players {
                players: 7,
                most: 5,
            },
            P::ToMoveAbsent {
                player: 3,
                players: 2,
            },
            P::MoreScores,
            P::ScoreTooHigh {
                player: 0,
                points: 2_000_000,
            },
            P::TooManyTiles,
            P::UnknownTile("Q9".into()),
            P::Rotation(5),
            P::OffTable,
            P::TwoTiles,
            P::Mismatch {
                side: Side::E,
                mine: EdgeKind::Road,
                at: Cell::new(1, 0),
                theirs: EdgeKind::Gate,
            },
            P::NotTouching,
            P::FollowerOfAbsent { player: 4 },
            P::FollowerNoTile,
            P::FollowerNoFeature {
                on: "Nw".into(),
                tile: "D".into(),
            },
            P::FarmersOff,
            P::TooManyFollowers { player: 1 },
            P::WallsNotCity,
            P::OnCompleted(FeatureKind::City),
            P::OnCompleted(FeatureKind::Monastery),
            P::SuppliesLength,
            P::SupplyTooHigh {
                player: 1,
                supply: 6,
                on_board: 3,
            },
            P::TooManyOfTile {
                used: 4,
                tile: "D".into(),
                count: 3,
            },
            P::StackTooFull {
                stack: 2,
                holds: 22,
                most: 20,
            },
            P::StacksVsRemaining {
                stacks: 40,
                remain: 30,
            },
            P::NoSuchStack(4),
            P::OverButDrawn,
            P::DrawnInRound,
            P::RoundDone,
            P::RoundAbsentPlayer,
            P::RoundWaitsFor {
                to_move: 0,
                waits: 1,
            },
            P::RoundGatePlaced,
            P::RoundNoGate,
            P::ClosingBesideNoTile,
            P::NotBuilt,
            P::TowersLeftLength {
                players: 3,
                given: 2,
            },
            P::WallWithoutGate,
            P::WallOffTable,
            P::GateNotOutside,
            P::WallNotContinuing(Side::S),
            P::GuardOfAbsent,
            P::WallSupplyTooHigh {
                supply: 255,
                placed: 3,
            },
            P::TowerOfAbsent { player: 254 },
            P::TowerOffArm { at: 3, arm: 2 },
            P::TooManyTowers {
                player: 0,
                left: 6,
                used: 2,
                share: 6,
            },
        ]
    }

    fn edits() -> Vec<EditError> {
        use EditError as E;
        let c = Cell::new(2, -1);
        let p = PositionError {
            cell: Some(c),
            problem: PositionProblem::TwoTiles,
        };
        vec![
            E::UnknownTile("Z".into()),
            E::CellHasTile(c),
            E::NoTile(c),
            E::FollowerThere {
                on: "N".into(),
                cell: c,
            },
            E::NoFollower {
                on: "C".into(),
                cell: c,
            },
            E::CityOnly,
            E::GateFirst,
            E::WallNeedsSound(p.clone()),
            E::NotContinuing {
                cell: c,
                side: Side::W,
            },
            E::NoPieceAtEnd,
            E::NoWallPiece {
                cell: c,
                side: Side::N,
            },
            E::TowerNeedsGate,
            E::TowerThere,
            E::NoTower(2),
            E::NoSuchStack,
            E::NoQuestion(0),
            E::NoPlayer(255),
            E::Strict(p),
        ]
    }

    fn answers() -> Vec<AnswerError> {
        vec![
            AnswerError::NoPlayer(4),
            AnswerError::Feature(FeatureError::NoTile(Cell::new(0, 3))),
            AnswerError::Feature(FeatureError::NoFeature {
                tile: "U".into(),
                cell: Cell::new(0, 1),
                label: "Es".into(),
            }),
            AnswerError::UnknownTile("X".into()),
        ]
    }

    /// Checks `say` against `Display` in English, and that Dutch and German
    /// have a text of their own for every sample.
    fn check<T: std::fmt::Display + std::fmt::Debug>(samples: &[T], say: fn(&T) -> String) {
        for s in samples {
            set_language(Language::English);
            let en = say(s);
            assert_eq!(en, s.to_string(), "{s:?}");
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                let t = say(s);
                assert_ne!(t, en, "{s:?} in {l:?}");
                assert!(!t.contains("pos-") && !t.contains("edit-refused-"), "{t}");
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn every_position_problem_is_said_in_every_language() {
        // Checks: in English the list says what the command line says; in
        // Dutch and German every problem, with and without a cell, is its own.
        check(&positions(), position_problem);
        let at: Vec<PositionError> = positions()
            .into_iter()
            .map(|problem| PositionError {
                cell: Some(Cell::new(-1, 2)),
                problem,
            })
            .collect();
        check(&at, position_error);
    }

    #[test]
    fn every_edit_refusal_is_said_in_every_language() {
        // Checks: the editor's refusals, the strict-mode one with its problem.
        check(&edits(), edit_error);
    }

    #[test]
    fn every_answer_error_is_said_in_every_language() {
        // Checks: why the engine cannot answer a question.
        check(&answers(), answer_error);
    }

    #[test]
    fn counts_take_their_plural_form() {
        // Checks: one player reads as one, in every language.
        let p = PositionProblem::Players {
            players: 1,
            most: 5,
        };
        set_language(Language::English);
        assert_eq!(position_problem(&p), "1 player: this game takes 2 to 5");
        set_language(Language::Nederlands);
        assert_eq!(
            position_problem(&p),
            "1 speler: dit spel is voor 2 tot 5 spelers"
        );
        set_language(Language::English);
    }
}
