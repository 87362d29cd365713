//! Moves in words in the current language, as `crate::wording::moves`
//! says them in English for the command line: "east of the monastery,
//! turned 180°, thief on the road" (a test keeps the English the same).

use super::tiles::tile_name;
use super::words::{feature_name, follower_name};
use super::{Arg, tr, tr_args};
use crate::engine::model::tile::EdgeKind;
use crate::engine::{Cell, FeatureKind, Rotation, Side, State};

/// A side as a direction word: "north", "noord", "Nord".
pub fn side_word(s: Side) -> String {
    match s {
        Side::N => tr("side-north"),
        Side::E => tr("side-east"),
        Side::S => tr("side-south"),
        Side::W => tr("side-west"),
    }
}

/// A side's letter, as files and the board's labels write it in English:
/// "N", "O" (oost, Ost), "Z" (zuid).
pub fn side_letter(s: Side) -> String {
    match s {
        Side::N => tr("side-letter-n"),
        Side::E => tr("side-letter-e"),
        Side::S => tr("side-letter-s"),
        Side::W => tr("side-letter-w"),
    }
}

/// What a tile's side shows: "city", "stad", "Stadt".
pub fn edge_name(e: EdgeKind) -> String {
    match e {
        EdgeKind::City => tr("edge-city"),
        EdgeKind::Road => tr("edge-road"),
        EdgeKind::Field => tr("edge-field"),
        EdgeKind::Gate => tr("edge-gate"),
        EdgeKind::Street => tr("edge-street"),
        EdgeKind::Plain => tr("edge-plain"),
    }
}

/// The feature kind as a selector key for messages whose grammar depends
/// on the feature (German "auf der Stadt", "im Kloster").
pub fn kind_key(k: FeatureKind) -> &'static str {
    match k {
        FeatureKind::City => "city",
        FeatureKind::Road => "road",
        FeatureKind::Field => "field",
        FeatureKind::Monastery => "monastery",
        FeatureKind::Street => "street",
        FeatureKind::Market => "market",
        FeatureKind::Residential => "residential",
        FeatureKind::Wall => "wall",
    }
}

/// Where a cell lies, said from a tile beside it: "east of the monastery"
/// (the start tile and monasteries first, as in the English wording).
pub fn where_words(st: &State, cell: Cell) -> String {
    let Some((dir_side, n, start)) = crate::wording::moves::landmark(st, cell) else {
        return tr("move-middle");
    };
    let dir = side_word(dir_side);
    // An ASCII key beside the word, for languages that say the direction
    // differently here (German "östlich" against "Ost").
    let key = match dir_side {
        Side::N => "n",
        Side::E => "e",
        Side::S => "s",
        Side::W => "w",
    };
    if start {
        return tr_args(
            "move-of-start",
            &[("dir", dir.into()), ("side", key.into())],
        );
    }
    let tile = st
        .board()
        .at(n)
        .map(|t| tile_name(&st.tileset().tiles[t.tile as usize]))
        .unwrap_or_default();
    // English says the tile with one article ("the road" for "a road"):
    // its message takes that form, the others the name as it is.
    let the_tile = st
        .board()
        .at(n)
        .map(|t| crate::wording::moves::the_tile(&st.tileset().tiles[t.tile as usize]))
        .unwrap_or_default();
    tr_args(
        "move-of-tile",
        &[
            ("dir", dir.into()),
            ("side", key.into()),
            ("tile", tile.into()),
            ("the_tile", the_tile.into()),
        ],
    )
}

/// A placement in words: where, how it is turned, the follower.
pub fn move_words(st: &State, tile: u8, cell: Cell, rot: u8, follower: Option<u8>) -> String {
    let turned = match rot % 4 {
        0 => tr("move-not-turned"),
        r => tr_args("move-turned", &[("deg", Arg::from(r as u32 * 90))]),
    };
    let who = match follower {
        None => tr("move-no-follower"),
        Some(f) => {
            let tt = &st.tileset().tiles[tile as usize];
            match tt.features.get(f as usize).map(|d| d.kind) {
                Some(k) => {
                    // A tile with two fields or roads: say which, by its side.
                    let same = tt.features.iter().filter(|d| d.kind == k).count();
                    let which = if same > 1 {
                        format!(" ({})", tt.feature_label(Rotation(rot), f))
                    } else {
                        String::new()
                    };
                    tr_args(
                        "move-follower-on",
                        &[
                            ("kind", kind_key(k).into()),
                            ("follower", follower_name(k).into()),
                            ("feature", feature_name(k).into()),
                            ("which", which.into()),
                        ],
                    )
                }
                None => tr("move-a-follower"),
            }
        }
    };
    tr_args(
        "move-words",
        &[
            ("where", where_words(st, cell).into()),
            ("turned", turned.into()),
            ("who", who.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn english_moves_are_the_wordings() {
        // Checks: in English every legal move of a few turns reads as the
        // command line says it; in Dutch it reads differently.
        let setup = crate::engine::Setup {
            game: Default::default(),
            players: 2,
            options: Default::default(),
            seed: 7,
        };
        let mut st = State::new(crate::io::tileset::base(), &setup);
        for _ in 0..6 {
            let Some(t) = st.drawn() else { break };
            let moves = st.legal_moves();
            for m in moves.iter().take(12) {
                if let crate::engine::Move::Place(p) = m {
                    set_language(Language::English);
                    let en = move_words(&st, t, p.cell, p.rot.0, p.follower);
                    assert_eq!(
                        en,
                        crate::wording::move_words(&st, t, p.cell, p.rot.0, p.follower)
                    );
                    set_language(Language::Nederlands);
                    assert_ne!(move_words(&st, t, p.cell, p.rot.0, p.follower), en);
                }
            }
            let Some(m) = moves.first().copied() else {
                break;
            };
            let _ = st.apply(&m);
        }
        // German says the direction with its own words ("nördlich"): each
        // side of a tile gets its own.
        set_language(Language::Deutsch);
        let mut seen = std::collections::BTreeSet::new();
        let start = st.board().placed()[0].cell;
        for side in Side::ALL {
            let w = where_words(&st, start.step(side));
            seen.insert(w.split(' ').next().unwrap_or("").to_string());
        }
        assert!(
            seen.contains("nördlich") && seen.contains("südlich"),
            "{seen:?}"
        );
        set_language(Language::English);
        for s in Side::ALL {
            assert_eq!(side_word(s), crate::wording::side_word(s));
        }
    }

    #[test]
    fn a_place_beside_a_tile_reads_with_one_article() {
        // Checks: the words for where a move goes name the tile beside it
        // with one article, "west of the crossing of 3 roads" (it said
        // "west of the a crossing of 3 roads", "the the four-gate city"),
        // and a historic building by its own name; over every move of
        // random games of each kind, in English and as the command line.
        set_language(Language::English);
        let sets = [
            (Default::default(), crate::io::tileset::base(), false),
            (
                Default::default(),
                crate::io::tileset::base_with_city_gates(),
                true,
            ),
            (
                crate::engine::GameKind::City,
                crate::io::tileset::the_city(),
                false,
            ),
        ];
        let mut rng = crate::engine::model::rng::Rng::new(5);
        let mut said = 0;
        for (game, ts, gates) in sets {
            let setup = crate::engine::Setup {
                game,
                players: 2,
                options: crate::engine::Options {
                    city_gates: gates,
                    ..Default::default()
                },
                seed: 11,
            };
            let mut st = State::new(ts, &setup);
            while let Some(m) = crate::engine::rules::random_move(&st, &mut rng) {
                if let (crate::engine::Move::Place(p), Some(_)) = (m, st.drawn()) {
                    for words in [
                        where_words(&st, p.cell),
                        crate::wording::moves::where_words(&st, p.cell),
                    ] {
                        let doubled = ["the a ", "the an ", "the the ", "the The "];
                        assert!(!doubled.iter().any(|d| words.contains(d)), "{words:?}");
                        said += 1;
                    }
                }
                if st.apply(&m).is_err() {
                    break;
                }
            }
        }
        assert!(said > 200, "only {said} moves said");
    }
}
