//! The game's words for features and followers.

use crate::engine::FeatureKind;

/// The feature's name in the game's words ("city", "residential area").
pub fn feature_name(kind: FeatureKind) -> &'static str {
    kind.name()
}

/// What a follower on this feature is called.
pub fn follower_name(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::City => "knight",
        FeatureKind::Road => "thief",
        FeatureKind::Field => "farmer",
        FeatureKind::Monastery => "monk",
        FeatureKind::Street => "citizen",
        FeatureKind::Market => "seller",
        FeatureKind::Residential => "steward",
        FeatureKind::Wall => "guard",
    }
}

/// What several followers on this feature are called.
pub fn followers_name(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::City => "knights",
        FeatureKind::Road => "thieves",
        FeatureKind::Field => "farmers",
        FeatureKind::Monastery => "monks",
        FeatureKind::Street => "citizens",
        FeatureKind::Market => "sellers",
        FeatureKind::Residential => "stewards",
        FeatureKind::Wall => "guards",
    }
}
