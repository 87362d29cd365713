//! Colours of the board art: grounds, walls, roads, roofs and The City's buildings.

use egui::Color32;

/// Fields.
pub const FIELD: Color32 = Color32::from_rgb(126, 168, 84);
/// City ground.
pub const CITY: Color32 = Color32::from_rgb(214, 184, 132);
/// City walls.
pub const WALL: Color32 = Color32::from_rgb(112, 80, 50);
/// Road surface.
pub const ROAD: Color32 = Color32::from_rgb(240, 234, 216);
/// Road edges.
pub const ROAD_EDGE: Color32 = Color32::from_rgb(92, 82, 66);
/// Streets of The City.
pub const STREET: Color32 = Color32::from_rgb(190, 190, 196);
/// Monastery walls.
pub const CHAPEL: Color32 = Color32::from_rgb(232, 222, 198);
/// Roofs.
pub const ROOF: Color32 = Color32::from_rgb(172, 72, 52);
/// Shields.
pub const SHIELD: Color32 = Color32::from_rgb(38, 70, 160);
/// Markets of The City.
pub const MARKET: Color32 = Color32::from_rgb(222, 200, 96);
/// Residential areas of The City.
pub const RESIDENTIAL: Color32 = Color32::from_rgb(190, 150, 150);
/// Fish market stalls' ground.
pub const FISH: Color32 = Color32::from_rgb(120, 170, 200);
/// Grain market ground.
pub const GRAIN: Color32 = Color32::from_rgb(226, 196, 90);
/// Livestock market ground.
pub const LIVESTOCK: Color32 = Color32::from_rgb(176, 140, 96);
/// House walls on residential areas.
pub const HOUSE: Color32 = Color32::from_rgb(236, 226, 206);
/// Public buildings.
pub const PUBLIC: Color32 = Color32::from_rgb(240, 240, 244);
/// Historic buildings.
pub const HISTORIC: Color32 = Color32::from_rgb(200, 160, 40);
/// Tile borders.
pub const EDGE: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 60);
