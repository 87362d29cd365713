//! The board art is derived from tile data: every tile of the built-in sets
//! must render in every rotation, with follower spots on the tile and apart.
#![cfg(feature = "gui")]

use carcassonne_studio::app::art::drawing::fill_polygon;
use carcassonne_studio::app::art::geometry::{city_outline, feature_spot};
use carcassonne_studio::app::art::tiles::tile_shapes;
use carcassonne_studio::engine::{Rotation, TileSet};
use carcassonne_studio::io::tileset::{base, base_with_city_gates, the_city};
use egui::{Color32, Rect, Shape, pos2, vec2};
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
