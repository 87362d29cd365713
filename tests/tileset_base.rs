//! The base tile set file matches shared/tilesets/base.md, and bad tile sets are refused.

use carcassonne_studio::engine::model::tile::{EdgeKind, FeatureKind};
use carcassonne_studio::io::tileset::{BASE_RON, parse_tileset};

#[test]
fn base_set_has_the_check_sums_of_base_md() {
    let ts = parse_tileset("base.ron", BASE_RON).unwrap();
    let count = |f: &dyn Fn(&carcassonne_studio::engine::model::tile::TileType) -> usize| -> usize {
        ts.tiles.iter().map(|t| f(t) * t.count as usize).sum()
    };
    assert_eq!(ts.tiles.len(), 24, "24 types A-X");
    assert_eq!(count(&|_| 1), 72, "72 tiles");
    let seg = |k: FeatureKind| {
        move |t: &carcassonne_studio::engine::model::tile::TileType| {
            t.features.iter().filter(|f| f.kind == k).count()
        }
    };
    assert_eq!(
        count(&|t| t.features.iter().map(|f| f.shields as usize).sum()),
        10,
        "10 shields"
    );
    assert_eq!(count(&seg(FeatureKind::Monastery)), 6, "6 monasteries");
    assert_eq!(count(&seg(FeatureKind::City)), 49, "49 city segments");
    assert_eq!(count(&seg(FeatureKind::Road)), 62, "62 road segments");
    assert_eq!(count(&seg(FeatureKind::Field)), 126, "126 field segments");
    let edges = |k: EdgeKind| {
        move |t: &carcassonne_studio::engine::model::tile::TileType| {
            t.edges.iter().filter(|e| **e == k).count()
        }
    };
    assert_eq!(count(&edges(EdgeKind::City)), 79, "79 city edges");
    assert_eq!(count(&edges(EdgeKind::Road)), 94, "94 road edges");
    assert_eq!(count(&edges(EdgeKind::Field)), 115, "115 field edges");
    assert_eq!(ts.start, ts.by_id("D"), "the start tile is a D");
}

#[test]
fn symmetric_tiles_have_fewer_distinct_rotations() {
    let ts = parse_tileset("base.ron", BASE_RON).unwrap();
    let rots = |id: &str| {
        ts.tiles[ts.by_id(id).unwrap() as usize]
            .distinct_rotations
            .count_ones()
    };
    assert_eq!(rots("C"), 1, "a city on all sides looks the same turned");
    assert_eq!(rots("B"), 1);
    assert_eq!(rots("X"), 1);
    assert_eq!(rots("U"), 2, "a straight road has two orientations");
    assert_eq!(rots("F"), 2);
    assert_eq!(rots("H"), 2);
    assert_eq!(rots("D"), 4);
    assert_eq!(rots("V"), 4);
}

fn refused(text: &str) -> String {
    match parse_tileset("bad.ron", text) {
        Ok(_) => panic!("accepted a bad tile set"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn overlapping_places_are_refused_naming_the_tile() {
    let e = refused(
        "(format: 1, name: \"x\", game: Base, tiles: [(id: \"Q1\", count: 1, features: [
            City(sides: [N]), Field(halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn])])])",
    );
    assert!(e.contains("tile Q1") && e.contains("overlaps"), "{e}");
}

#[test]
fn an_edge_with_no_feature_is_refused() {
    let e = refused(
        "(format: 1, name: \"x\", game: Base, tiles: [(id: \"Z\", count: 1, features: [
            Field(halves: [Nw, Ne, En, Es, Se, Sw])])])",
    );
    assert!(e.contains("tile Z") && e.contains("side W"), "{e}");
}

#[test]
fn a_field_touching_a_city_not_on_the_tile_is_refused() {
    let e = refused(
        "(format: 1, name: \"x\", game: Base, tiles: [(id: \"Y\", count: 1, features: [
            Field(halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn], touches: [N])])])",
    );
    assert!(e.contains("tile Y") && e.contains("no city there"), "{e}");
}

#[test]
fn a_syntax_error_gives_line_and_column() {
    let e = refused("(format: 1,\n name: \"x\",\n game: Base,\n tiles: [ (id: \"A\" count: 1) ])");
    assert!(e.starts_with("bad.ron:4:"), "{e}");
}

#[test]
fn a_wrong_format_version_is_refused() {
    let e = refused("(format: 9, name: \"x\", game: Base, tiles: [])");
    assert!(e.contains("format version 9"), "{e}");
}

/// Tile types share a fit class exactly when they fit the same rotations
/// of every neighbour pattern (so a board's total per class is each of
/// its types' total), and the class counts, padded to whole lanes, are
/// the types' counts, with nothing in the padding.
#[test]
fn fit_classes_group_exactly_the_types_that_fit_alike() {
    use carcassonne_studio::engine::model::tile::CLASS_LANES;
    use carcassonne_studio::engine::{GameKind, Options};
    use carcassonne_studio::io::tileset::tileset_for;
    let gates = Options {
        city_gates: true,
        ..Options::default()
    };
    for (game, options) in [
        (GameKind::Base, Options::default()),
        (GameKind::Base, gates),
        (GameKind::City, Options::default()),
    ] {
        let ts = tileset_for(game, &options).unwrap();
        let n = ts.tiles.len();
        assert_eq!(ts.fit_classes % CLASS_LANES, 0);
        let used = *ts.fit_class.iter().max().unwrap() as usize + 1;
        assert!(used <= ts.fit_classes && ts.fit_classes < used + CLASS_LANES);
        assert!(used < n, "{game:?}: some types share edges");
        for a in 0..n {
            for b in 0..n {
                let same_row = ts.fits_row(a as u8) == ts.fits_row(b as u8);
                assert_eq!(ts.fit_class[a] == ts.fit_class[b], same_row, "{a} {b}");
            }
        }
        for p in 0..ts.patterns as u16 {
            let row = ts.class_fit_counts_row(p);
            for (t, &c) in ts.fit_class.iter().enumerate() {
                assert_eq!(row[c as usize], ts.fit_counts_row(p)[t]);
            }
            assert!(row[used..].iter().all(|&k| k == 0));
        }
    }
}

/// What a placement copies from a tile type (its nodes' seeds and the
/// mask of its cities and roads) is what the feature definitions say, in
/// every tile set: laying a tile must start each node as the rules
/// define its feature.
#[test]
fn node_seeds_and_city_road_masks_follow_the_feature_definitions() {
    use carcassonne_studio::engine::model::tile::{FeatureKind, FeatureSeed};
    for ts in [
        carcassonne_studio::io::tileset::base(),
        carcassonne_studio::io::tileset::base_with_city_gates(),
        carcassonne_studio::io::tileset::the_city(),
    ] {
        for t in &ts.tiles {
            assert_eq!(t.seeds.len(), t.features.len(), "tile {}", t.id);
            for (i, def) in t.features.iter().enumerate() {
                let seed = t.seeds[i];
                assert_eq!(seed, FeatureSeed::of(def), "tile {} feature {i}", t.id);
                assert_eq!(
                    seed.open,
                    def.ports.count_ones() as u16,
                    "tile {} feature {i}",
                    t.id
                );
                let city_or_road = matches!(def.kind, FeatureKind::City | FeatureKind::Road);
                assert_eq!(
                    t.cities_and_roads & (1 << i) != 0,
                    city_or_road,
                    "tile {} feature {i}",
                    t.id
                );
            }
            assert_eq!(t.cities_and_roads >> t.features.len(), 0, "tile {}", t.id);
        }
    }
}
