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
