//! Tiles by a name a player can say, in the current language: what
//! `crate::wording::tiles` says in English for the command line (a test
//! keeps the English the same). Named tiles (The City Gates) have a
//! message each, keyed by tile id; historic buildings keep their proper
//! names; every other tile is described by what it shows.

use super::{Arg, tr, tr_args};
use crate::engine::FeatureKind;
use crate::engine::model::tile::{EdgeKind, MarketKind, TileType};

/// The tile's name: its tile set's name in this language, else what it shows.
pub fn tile_name(tt: &TileType) -> String {
    if let Some(n) = &tt.name {
        // A tile set from a file may name tiles this program has no
        // translation for: its own name is better than nothing.
        return named(&tt.id).unwrap_or_else(|| n.clone());
    }
    if let Some(h) = &tt.historic {
        return h.clone();
    }
    describe(tt)
}

/// The City Gates' named tiles, by id (ids are written out so the test of
/// the catalogue finds them).
fn named(id: &str) -> Option<String> {
    Some(match id {
        "gggg" => tr("tile-gggg"),
        "ccfg" => tr("tile-ccfg"),
        "gcgg" => tr("tile-gcgg"),
        "cfrg" => tr("tile-cfrg"),
        "fcrg" => tr("tile-fcrg"),
        "ccrg+" | "cgrc+" => tr("tile-gate-shield-road"),
        "cgrr" => tr("tile-cgrr"),
        "rcrg" => tr("tile-rcrg"),
        "fcfg" => tr("tile-fcfg"),
        "rgrg" => tr("tile-rgrg"),
        "rcrg-2" => tr("tile-rcrg-2"),
        "rcrg+" => tr("tile-rcrg-shield"),
        "rfrg" => tr("tile-rfrg"),
        "cccg" => tr("tile-cccg"),
        "cgcg" => tr("tile-cgcg"),
        "ccgg" => tr("tile-ccgg"),
        "cgff" => tr("tile-cgff"),
        "cgfg" => tr("tile-cgfg"),
        "cgrf" => tr("tile-cgrf"),
        "crrg" => tr("tile-crrg"),
        "gcgr" => tr("tile-gcgr"),
        "ccgf" => tr("tile-ccgf"),
        "cggf" => tr("tile-cggf"),
        _ => return None,
    })
}

/// One part of a description, with its count.
#[derive(Clone)]
enum Part {
    Monastery,
    City(usize),
    Gate(usize),
    Road(usize),
    Market(String),
    Street(usize),
    Houses,
    Field,
}

/// A part in words: `head` when it comes first, else the form that
/// follows "with" (German declines it: "mit einer Straße").
fn part_words(p: &Part, head: bool) -> String {
    let as_ = Arg::from(if head { "head" } else { "with" });
    let a = |n: usize| [("n", Arg::from(n)), ("as", as_.clone())];
    match p {
        Part::Monastery => tr_args("tile-part-monastery", &a(1)),
        Part::City(n) => tr_args("tile-part-city", &a(*n)),
        Part::Gate(n) => tr_args("tile-part-gate", &a(*n)),
        Part::Road(n) => tr_args("tile-part-road", &a(*n)),
        Part::Market(kinds) => tr_args(
            "tile-part-market",
            &[("kinds", Arg::from(kinds.clone())), ("as", as_.clone())],
        ),
        Part::Street(n) => tr_args("tile-part-street", &a(*n)),
        Part::Houses => tr_args("tile-part-houses", &a(1)),
        Part::Field => tr_args("tile-part-field", &a(1)),
    }
}

fn market_word(m: MarketKind) -> String {
    match m {
        MarketKind::Fish => tr("tile-market-fish"),
        MarketKind::Grain => tr("tile-market-grain"),
        MarketKind::Livestock => tr("tile-market-livestock"),
    }
}

/// What the tile shows, in a few words: its features, most telling first
/// (the order of `crate::wording::tiles::describe`).
pub fn describe(tt: &TileType) -> String {
    let n = |k: FeatureKind| tt.features.iter().filter(|f| f.kind == k).count();
    let gates = tt.edges.iter().filter(|e| **e == EdgeKind::Gate).count();
    let and = format!(" {} ", tr("word-and"));
    let mut parts: Vec<Part> = Vec::new();
    if n(FeatureKind::Monastery) > 0 {
        parts.push(Part::Monastery);
    }
    for (k, p) in [
        (n(FeatureKind::City), Part::City as fn(usize) -> Part),
        (gates, Part::Gate),
        (n(FeatureKind::Road), Part::Road),
    ] {
        if k > 0 {
            parts.push(p(k));
        }
    }
    if n(FeatureKind::Market) > 0 {
        let kinds: Vec<String> = tt
            .features
            .iter()
            .filter_map(|f| f.market.map(market_word))
            .collect();
        parts.push(Part::Market(kinds.join(&and)));
    }
    if n(FeatureKind::Street) > 0 {
        parts.push(Part::Street(n(FeatureKind::Street)));
    }
    if n(FeatureKind::Residential) > 0 && parts.is_empty() {
        parts.push(Part::Houses);
    }
    if parts.is_empty() {
        parts.push(Part::Field);
    }
    let first = part_words(&parts[0], true);
    if parts.len() == 1 {
        return first;
    }
    let rest: Vec<String> = parts[1..].iter().map(|p| part_words(p, false)).collect();
    tr_args(
        "tile-with",
        &[("first", first.into()), ("rest", rest.join(&and).into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn english_tile_names_are_the_wordings() {
        // Checks: in English every tile of every built-in set is named as
        // the command line names it, so the two never drift apart.
        set_language(Language::English);
        for ts in [
            crate::io::tileset::base(),
            crate::io::tileset::city_gates(),
            crate::io::tileset::the_city(),
        ] {
            for tt in &ts.tiles {
                assert_eq!(tile_name(tt), crate::wording::tile_name(tt), "{}", tt.id);
            }
        }
    }

    #[test]
    fn tile_names_are_translated() {
        // Checks: a described tile and a named one read in Dutch and German.
        let ts = crate::io::tileset::city_gates();
        for l in [Language::Nederlands, Language::Deutsch] {
            set_language(l);
            for tt in &ts.tiles {
                let en = crate::wording::tile_name(tt);
                if tt.historic.is_none() {
                    assert_ne!(tile_name(tt), en, "{} in {l:?}", tt.id);
                }
            }
        }
        set_language(Language::English);
    }
}
