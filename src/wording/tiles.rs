//! Tiles by a name a player can say: the tile set's own name, else a
//! description from what the tile shows ("city with a road").

use crate::engine::FeatureKind;
use crate::engine::model::tile::TileType;

/// The tile's name: the one its tile set gives it, else what it shows.
pub fn tile_name(tt: &TileType) -> String {
    if let Some(n) = &tt.name {
        return n.clone();
    }
    if let Some(h) = &tt.historic {
        return h.clone();
    }
    describe(tt)
}

/// What the tile shows, in a few words: its features, most telling first.
pub fn describe(tt: &TileType) -> String {
    let n = |k: FeatureKind| tt.features.iter().filter(|f| f.kind == k).count();
    let gates: usize = tt
        .edges
        .iter()
        .filter(|e| **e == crate::engine::model::tile::EdgeKind::Gate)
        .count();
    let mut parts: Vec<String> = Vec::new();
    if n(FeatureKind::Monastery) > 0 {
        parts.push("monastery".into());
    }
    match n(FeatureKind::City) {
        0 => {}
        1 => parts.push("city".into()),
        k => parts.push(format!("{k} cities")),
    }
    match gates {
        0 => {}
        1 => parts.push("a gate".into()),
        k => parts.push(format!("{k} gates")),
    }
    let roads = n(FeatureKind::Road);
    match roads {
        0 => {}
        1 => parts.push("a road".into()),
        2 => parts.push("2 roads".into()),
        k => parts.push(format!("a crossing of {k} roads")),
    }
    let markets = n(FeatureKind::Market);
    if markets > 0 {
        let kinds: Vec<&str> = tt
            .features
            .iter()
            .filter_map(|f| f.market.map(market_word))
            .collect();
        parts.push(format!("{} market", kinds.join(" and ")));
    }
    match n(FeatureKind::Street) {
        0 => {}
        1 => parts.push("a street".into()),
        k => parts.push(format!("{k} streets")),
    }
    if n(FeatureKind::Residential) > 0 && parts.is_empty() {
        parts.push("houses".into());
    }
    if parts.is_empty() {
        parts.push("field".into());
    }
    let first = parts.remove(0);
    if parts.is_empty() {
        first
    } else {
        format!("{first} with {}", parts.join(" and "))
    }
}

fn market_word(m: crate::engine::model::tile::MarketKind) -> &'static str {
    use crate::engine::model::tile::MarketKind;
    match m {
        MarketKind::Fish => "fish",
        MarketKind::Grain => "grain",
        MarketKind::Livestock => "livestock",
    }
}
