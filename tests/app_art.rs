//! The board art is derived from tile data: every tile of the built-in sets
//! must render in every rotation, with follower spots on the tile and apart.
#![cfg(feature = "gui")]

use carcassonne_studio::app::art::city_tiles::market_colour;
use carcassonne_studio::app::art::drawing::fill_polygon;
use carcassonne_studio::app::art::geometry::{city_outline, feature_spot};
use carcassonne_studio::app::art::motion::Motion;
use carcassonne_studio::app::art::palette;
use carcassonne_studio::app::art::tiles::tile_shapes;
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::model::tile::{FeatureKind, TileType};
use carcassonne_studio::engine::{
    Game, GameKind, Place, Rotation, Setup, Side, State, TileSet, random_move,
};
use carcassonne_studio::io::tileset::{base, base_with_city_gates, the_city};
use egui::epaint::{Mesh, Tessellator};
use egui::{Color32, Pos2, Rect, Shape, pos2, vec2};
use std::sync::Arc;

/// Every built-in tile set the app can show.
fn sets() -> Vec<Arc<TileSet>> {
    vec![base(), base_with_city_gates(), the_city()]
}

#[test]
fn every_built_in_tile_renders_in_every_rotation() {
    // Checks: art for each tile (base and City Gates) and rotation is
    // non-empty, and every mesh it makes (the ear-clipped city fills) is valid.
    let rect = Rect::from_min_size(pos2(10.0, 10.0), vec2(100.0, 100.0));
    for ts in sets() {
        for tt in &ts.tiles {
            for rot in Rotation::ALL {
                let shapes = tile_shapes(tt, rot, rect, 1.0);
                assert!(shapes.len() > 1, "tile {} draws something", tt.id);
                for s in &shapes {
                    if let Shape::Mesh(m) = s {
                        assert!(
                            m.is_valid(),
                            "tile {} rot {} has a broken mesh",
                            tt.id,
                            rot.0
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn follower_spots_lie_on_the_tile_and_apart() {
    // Checks: each feature's follower spot is inside the tile, and two
    // features of one tile never share a spot (so both can be clicked).
    for ts in sets() {
        for tt in &ts.tiles {
            for rot in Rotation::ALL {
                let spots: Vec<_> = (0..tt.features.len() as u8)
                    .map(|f| feature_spot(tt, rot, f))
                    .collect();
                for (i, a) in spots.iter().enumerate() {
                    assert!(
                        (0.0..=1.0).contains(&a.x) && (0.0..=1.0).contains(&a.y),
                        "tile {} spot {i}",
                        tt.id
                    );
                    for (j, b) in spots.iter().enumerate().skip(i + 1) {
                        assert!(
                            a.distance(*b) > 0.12,
                            "tile {} rot {}: spots {i} and {j} too close ({a:?}, {b:?})",
                            tt.id,
                            rot.0
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn city_outlines_cover_caps_corners_bands_and_whole_tiles() {
    // Checks: the one outline rule gives a closed polygon for every set of
    // city sides, and a whole-tile city is the tile's square.
    for mask in 1u8..16 {
        let owned = [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0, mask & 8 != 0];
        let o = city_outline(owned);
        assert!(o.len() >= 4, "sides {owned:?}");
        let mesh = fill_polygon(&o, Color32::WHITE);
        assert!(
            matches!(mesh, Shape::Mesh(ref m) if m.is_valid() && m.indices.len() == 3 * (o.len() - 2))
        );
    }
    assert_eq!(city_outline([true; 4]).len(), 4);
}

/// The tile's art tessellated into one mesh, in a 100-point rect at the origin.
fn tile_mesh(tt: &TileType, rot: Rotation) -> Mesh {
    let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(100.0, 100.0));
    let mut tess = Tessellator::new(1.0, Default::default(), [1, 1], Vec::new());
    let mut mesh = Mesh::default();
    for s in tile_shapes(tt, rot, rect, 1.0) {
        tess.tessellate_shape(s, &mut mesh);
    }
    mesh
}

/// Whether some triangle of the mesh drawn wholly in `colour` covers `p`.
fn covered_in(mesh: &Mesh, p: Pos2, colours: &[Color32]) -> bool {
    mesh.indices.chunks(3).any(|t| {
        let v = [0, 1, 2].map(|k| &mesh.vertices[t[k] as usize]);
        if !v.iter().all(|v| colours.contains(&v.color)) {
            return false;
        }
        let cross = |a: Pos2, b: Pos2, c: Pos2| (b - a).x * (c - a).y - (b - a).y * (c - a).x;
        let d = [
            cross(v[0].pos, v[1].pos, p),
            cross(v[1].pos, v[2].pos, p),
            cross(v[2].pos, v[0].pos, p),
        ];
        d.iter().all(|x| *x >= -1e-3) || d.iter().all(|x| *x <= 1e-3)
    })
}

/// The grounds a feature's area may show in the art.
fn grounds(tt: &TileType, f: u8) -> Vec<Color32> {
    let def = &tt.features[f as usize];
    match def.kind {
        FeatureKind::City => vec![palette::CITY],
        FeatureKind::Road => vec![palette::ROAD, palette::ROAD_CENTRE],
        FeatureKind::Street => vec![palette::STREET],
        FeatureKind::Field => vec![palette::FIELD],
        FeatureKind::Monastery => vec![palette::CLOISTER, palette::CHAPEL],
        FeatureKind::Market => vec![market_colour(def.market)],
        FeatureKind::Residential => vec![palette::RESIDENTIAL],
        // The City's wall is drawn on the board along the outline, not on the tile.
        FeatureKind::Wall => vec![],
    }
}

#[test]
fn every_tile_draws_each_of_its_areas_in_every_rotation() {
    // Checks: for every tile of the three sets in every rotation, each
    // feature's ground is drawn under its follower spot, and each border
    // place shows its owner's ground just inside the border, so no area of
    // a tile is left undrawn or drawn as something else.
    let mut missing = Vec::new();
    for ts in sets() {
        for tt in &ts.tiles {
            for rot in Rotation::ALL {
                let mesh = tile_mesh(tt, rot);
                assert!(mesh.is_valid(), "tile {} rot {}", tt.id, rot.0);
                for f in 0..tt.features.len() as u8 {
                    let colours = grounds(tt, f);
                    if colours.is_empty() {
                        continue;
                    }
                    let p = (feature_spot(tt, rot, f).to_vec2() * 100.0).to_pos2();
                    if !covered_in(&mesh, p, &colours) {
                        missing.push(format!("{} rot {} feature {f} at its spot", tt.id, rot.0));
                    }
                }
                let o = &tt.oriented[rot.0 as usize];
                for i in 0..12u8 {
                    let owner = o.owner[i as usize];
                    if owner as usize >= tt.features.len() {
                        continue;
                    }
                    let colours = grounds(tt, owner);
                    if colours.is_empty() || Place(i).pos() != 1 {
                        continue;
                    }
                    // The middle of the side, a little inside the tile.
                    let side: Side = Place(i).side();
                    let mid = match side {
                        Side::N => pos2(50.0, 2.0),
                        Side::E => pos2(98.0, 50.0),
                        Side::S => pos2(50.0, 98.0),
                        Side::W => pos2(2.0, 50.0),
                    };
                    if !covered_in(&mesh, mid, &colours) {
                        missing.push(format!("{} rot {} side {:?}", tt.id, rot.0, side));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "areas not drawn: {missing:#?}");
}

#[test]
fn tile_details_are_the_same_every_time() {
    // Checks: the seeded details (trees, furrows, roofs) come out the same on
    // every call, so a tile never flickers and its cached mesh stays right.
    for ts in sets() {
        for tt in ts.tiles.iter().take(12) {
            let a = tile_mesh(tt, Rotation(1));
            let b = tile_mesh(tt, Rotation(1));
            assert_eq!(a.vertices.len(), b.vertices.len(), "tile {}", tt.id);
            assert!(
                a.vertices
                    .iter()
                    .zip(&b.vertices)
                    .all(|(x, y)| x.pos == y.pos && x.color == y.color),
                "tile {} draws differently twice",
                tt.id
            );
        }
    }
}

/// A base game played by random moves until a move scores; the game and the log length before it.
fn game_until_a_score(seed: u64) -> (Game, usize) {
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Default::default(),
        seed,
    };
    let mut g = Game::new(State::new(base(), &setup));
    let mut rng = Rng::new(seed);
    while let Some(m) = random_move(g.state(), &mut rng) {
        let before = g.log().len();
        g.play(m).expect("a random move is legal");
        if g.log()
            .last()
            .is_some_and(|r| r.events.iter().any(|e| e.value > 0))
        {
            return (g, before);
        }
    }
    panic!("no move scored");
}

#[test]
fn motion_shows_a_scoring_move_and_stays_out_of_the_way() {
    // Checks: one new move starts the motion (busy for a moment, done after
    // a few seconds); any skip ends it at once; with motion off, or after an
    // undo-like jump in the log, nothing starts.
    let (g, before) = game_until_a_score(3);
    let mut m = Motion::default();
    let mut earlier = g.clone();
    earlier.undo_to(before);
    m.observe(earlier.state(), earlier.log(), 0.0, true);
    assert!(!m.busy(0.0), "the first look only syncs");
    m.observe(g.state(), g.log(), 1.0, true);
    assert!(m.busy(1.05), "a placed, scoring move moves");
    assert!(!m.busy(10.0), "and is over in a few seconds");
    let cell = match g.moves().last() {
        Some(carcassonne_studio::engine::Move::Place(p)) => p.cell,
        _ => panic!("a base game's move places a tile"),
    };
    assert!(
        m.settling(cell, 1.1)
            .is_some_and(|k| (0.0..1.0).contains(&k))
    );
    m.skip();
    assert!(!m.busy(1.05), "a skip ends it");

    let mut off = Motion::default();
    off.observe(earlier.state(), earlier.log(), 0.0, false);
    off.observe(g.state(), g.log(), 1.0, false);
    assert!(!off.busy(1.05), "motion off: nothing moves");
}

#[test]
fn tile_meshes_stay_within_the_frame_budget() {
    // Checks: at the zoom of a full board (about 50 points a cell) no tile's
    // mesh grows past a size a 72-tile board can copy every frame within the
    // frame budget; the sizes are printed for the docs.
    let mut worst = (0, String::new());
    let mut total = 0;
    let mut n = 0;
    for ts in sets() {
        for tt in &ts.tiles {
            for rot in Rotation::ALL {
                let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(50.0, 50.0));
                let mut tess = Tessellator::new(1.0, Default::default(), [1, 1], Vec::new());
                let mut mesh = Mesh::default();
                for s in tile_shapes(tt, rot, rect, 1.0) {
                    tess.tessellate_shape(s, &mut mesh);
                }
                total += mesh.vertices.len();
                n += 1;
                if mesh.vertices.len() > worst.0 {
                    worst = (mesh.vertices.len(), tt.id.clone());
                }
            }
        }
    }
    println!(
        "vertices per tile at 50 points: mean {}, most {} ({})",
        total / n,
        worst.0,
        worst.1
    );
    assert!(worst.0 < 2500, "tile {} has {} vertices", worst.1, worst.0);
}
