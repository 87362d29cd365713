//! The City's tile set file keeps every constraint of shared/tilesets/the-city.md.

use carcassonne_studio::engine::Options;
use carcassonne_studio::engine::model::tile::{
    EdgeKind, FeatureKind, GameKind, MarketKind, TileType,
};
use carcassonne_studio::io::tileset::{CITY_RON, parse_tileset, tileset_for};

#[test]
fn the_city_set_has_the_known_counts() {
    let ts = parse_tileset("the-city.ron", CITY_RON).unwrap();
    assert_eq!(ts.game, GameKind::City);
    assert_eq!(ts.tiles.len(), 64, "64 types");
    assert_eq!(ts.total_tiles(), 75, "75 tiles");
    assert!(ts.start.is_none(), "no start tile (R-C1)");
    let mut counts: Vec<u8> = ts.tiles.iter().map(|t| t.count).collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(
        &counts[..6],
        &[4, 4, 3, 2, 2, 2],
        "multiplicities 4, 4, 3, 2, 2, 2"
    );
    assert!(counts[6..].iter().all(|c| *c == 1), "58 singles");
    assert_eq!(counts[6..].len(), 58);

    let sum = |f: &dyn Fn(&TileType) -> usize| -> usize {
        ts.tiles.iter().map(|t| f(t) * t.count as usize).sum()
    };
    assert_eq!(
        sum(&|t| t.public_buildings as usize),
        32,
        "32 public buildings"
    );
    assert!(
        ts.tiles.iter().all(|t| t.public_buildings <= 2),
        "0-2 a tile"
    );
    let mut historic: Vec<&str> = ts
        .tiles
        .iter()
        .filter_map(|t| t.historic.as_deref().map(|h| (h, t.count)))
        .map(|(h, c)| {
            assert_eq!(c, 1, "{h} is on exactly one tile");
            h
        })
        .collect();
    historic.sort_unstable();
    let mut want = vec![
        "Petit Puits",
        "Grand Puits",
        "Tour Carree",
        "Batiment",
        "Saint Sernin",
        "Saint Nazaire",
        "Chateau Comtal",
    ];
    want.sort_unstable();
    assert_eq!(historic, want, "the 7 historic buildings once each");

    // The three most common types are plain streets between residential areas.
    let mut by_count: Vec<&TileType> = ts.tiles.iter().collect();
    by_count.sort_by_key(|t| std::cmp::Reverse(t.count));
    let mut shapes = Vec::new();
    for t in &by_count[..3] {
        assert!(
            t.features
                .iter()
                .all(|f| matches!(f.kind, FeatureKind::Street | FeatureKind::Residential)),
            "{} has only streets and residential areas",
            t.id
        );
        let streets: Vec<u32> = t
            .features
            .iter()
            .filter(|f| f.kind == FeatureKind::Street)
            .map(|f| f.places.count_ones())
            .collect();
        shapes.push(streets);
    }
    assert_eq!(shapes[0], vec![2], "straight");
    assert_eq!(shapes[1], vec![2], "curve");
    assert_eq!(shapes[2], vec![1, 1, 1], "3-way crossing");
    let straight = by_count[0].edges;
    let curve = by_count[1].edges;
    assert_eq!(straight[0], straight[2]);
    assert_eq!(curve[0], curve[1]);

    // About a third carry a market; kinds on similar numbers of tiles.
    let has_kind = |t: &TileType, k: MarketKind| t.features.iter().any(|f| f.market == Some(k));
    let market_tiles = sum(&|t| t.features.iter().any(|f| f.market.is_some()) as usize);
    assert!(
        (20..=30).contains(&market_tiles),
        "{market_tiles} market tiles"
    );
    let per_kind: Vec<usize> = [MarketKind::Fish, MarketKind::Grain, MarketKind::Livestock]
        .iter()
        .map(|k| sum(&|t| has_kind(t, *k) as usize))
        .collect();
    let (lo, hi) = (
        *per_kind.iter().min().unwrap(),
        *per_kind.iter().max().unwrap(),
    );
    assert!(hi - lo <= 2, "kinds within 2 of each other: {per_kind:?}");

    // Street sides roughly half of all sides.
    let street_sides = sum(&|t| t.edges.iter().filter(|e| **e == EdgeKind::Street).count());
    let plain = sum(&|t| t.edges.iter().filter(|e| **e == EdgeKind::Plain).count());
    assert_eq!(street_sides + plain, 300);
    assert!(
        (135..=165).contains(&street_sides),
        "{street_sides} of 300 sides are street sides"
    );
    assert!(ts.note.as_deref().unwrap_or("").contains("Reconstructed"));
}

#[test]
fn the_city_is_built_in() {
    let ts = tileset_for(GameKind::City, &Options::default()).unwrap();
    assert_eq!(ts.total_tiles(), 75);
}
