//! The game's words in the current language, for the app: what
//! `crate::wording` says in English for the command line. Every id is
//! written out as the literal first argument of its own `tr` call (no ids
//! built from strings) so the
//! test of the catalogue (tests/i18n.rs) finds it in the source.

use super::{Arg, tr, tr_args};
use crate::engine::FeatureKind;
use crate::engine::model::scoring::Rule;

/// The feature's name ("city", "stad", "Stadt").
pub fn feature_name(kind: FeatureKind) -> String {
    match kind {
        FeatureKind::City => tr("feature-city"),
        FeatureKind::Road => tr("feature-road"),
        FeatureKind::Field => tr("feature-field"),
        FeatureKind::Monastery => tr("feature-monastery"),
        FeatureKind::Street => tr("feature-street"),
        FeatureKind::Market => tr("feature-market"),
        FeatureKind::Residential => tr("feature-residential"),
        FeatureKind::Wall => tr("feature-wall"),
    }
}

/// What a follower on this feature is called ("knight", "ridder", "Ritter").
pub fn follower_name(kind: FeatureKind) -> String {
    match kind {
        FeatureKind::City => tr("follower-knight"),
        FeatureKind::Road => tr("follower-thief"),
        FeatureKind::Field => tr("follower-farmer"),
        FeatureKind::Monastery => tr("follower-monk"),
        FeatureKind::Street => tr("follower-citizen"),
        FeatureKind::Market => tr("follower-seller"),
        FeatureKind::Residential => tr("follower-steward"),
        FeatureKind::Wall => tr("follower-guard"),
    }
}

/// The rule's short text; the rule ids in it (R-B3) are the same in every
/// language, so a link to the ruling works whatever the language.
pub fn rule_text(rule: Rule) -> String {
    match rule {
        Rule::CityComplete => tr("rule-city-complete"),
        Rule::RoadComplete => tr("rule-road-complete"),
        Rule::MonasteryComplete => tr("rule-monastery-complete"),
        Rule::CityIncomplete => tr("rule-city-incomplete"),
        Rule::RoadIncomplete => tr("rule-road-incomplete"),
        Rule::MonasteryIncomplete => tr("rule-monastery-incomplete"),
        Rule::Field => tr("rule-field"),
        Rule::TwoTileCity => tr("rule-two-tile-city"),
        Rule::FourGates => tr("rule-four-gates"),
        Rule::Street => tr("rule-street"),
        Rule::Market => tr("rule-market"),
        Rule::Tower => tr("rule-tower"),
        Rule::Residence => tr("rule-residence"),
        Rule::Guard => tr("rule-guard"),
    }
}

/// The majority rule's text (section 1 of the rules).
pub fn majority_rule() -> String {
    tr("rule-majority")
}

/// "3 points", "1 punt", "2 Punkte".
pub fn points(n: impl Into<Arg>) -> String {
    tr_args("count-points", &[("n", n.into())])
}

/// "2 followers", "1 volgeling", "3 Gefolgsleute".
pub fn followers(n: impl Into<Arg>) -> String {
    tr_args("count-followers", &[("n", n.into())])
}

/// The one count of tiles left ("Tiles to draw: 12").
pub fn tiles_to_draw(n: usize) -> String {
    tr_args("tiles-to-draw", &[("n", n.into())])
}

/// How players are named in texts: "P1", "S1" (speler), "S1" (Spieler).
pub fn player_name(p: usize) -> String {
    tr_args("player-short", &[("n", (p + 1).into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    const RULES: [Rule; 14] = [
        Rule::CityComplete,
        Rule::RoadComplete,
        Rule::MonasteryComplete,
        Rule::CityIncomplete,
        Rule::RoadIncomplete,
        Rule::MonasteryIncomplete,
        Rule::Field,
        Rule::TwoTileCity,
        Rule::FourGates,
        Rule::Street,
        Rule::Market,
        Rule::Tower,
        Rule::Residence,
        Rule::Guard,
    ];
    const KINDS: [FeatureKind; 8] = [
        FeatureKind::City,
        FeatureKind::Road,
        FeatureKind::Field,
        FeatureKind::Monastery,
        FeatureKind::Street,
        FeatureKind::Market,
        FeatureKind::Residential,
        FeatureKind::Wall,
    ];

    #[test]
    fn english_rule_texts_are_the_wordings() {
        // Checks: the app's English says each rule exactly as the command
        // line does (crate::wording), so the two never drift apart.
        set_language(Language::English);
        for r in RULES {
            assert_eq!(rule_text(r), crate::wording::rule_text(r), "{r:?}");
        }
        assert_eq!(majority_rule(), crate::wording::MAJORITY_RULE);
        for k in KINDS {
            assert_eq!(follower_name(k), crate::wording::follower_name(k));
            assert_eq!(feature_name(k), crate::wording::feature_name(k));
        }
    }

    #[test]
    fn rule_ids_stay_in_every_language() {
        // Checks: a rule text that names a ruling (R-B3) names it in every
        // language, so its link still finds the ruling.
        for r in RULES {
            set_language(Language::English);
            let en = rule_text(r);
            let ids: Vec<&str> = en
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .filter(|w| w.starts_with("R-"))
                .collect();
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                let t = rule_text(r);
                assert_ne!(t, en, "{r:?} untranslated in {l:?}");
                for id in &ids {
                    assert!(t.contains(id), "{r:?} in {l:?} lost {id}: {t}");
                }
            }
        }
        set_language(Language::English);
    }
}
