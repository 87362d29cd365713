//! Scores in the current language: how a value was computed and the one
//! line that explains a scoring, as `crate::wording::scores` says them in
//! English for the command line (a test keeps the English the same).

use super::moves::kind_key;
use super::{Arg, tr, tr_args, words};
use crate::engine::FeatureKind;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::scoring::{Rule, ScoreEvent};

/// A formula's arguments: its two terms and the value.
fn terms(a: &str, b: &str, value: u32) -> [(&'static str, Arg); 3] {
    [("a", a.into()), ("b", b.into()), ("value", value.into())]
}

/// How the value was computed, in words and numbers.
pub fn formula(ev: &ScoreEvent) -> String {
    let tiles = tr_args("count-tiles", &[("n", Arg::from(ev.tile_count))]);
    let shields = tr_args("count-shields", &[("n", Arg::from(ev.shields))]);
    let v = ev.value;
    match ev.rule {
        Rule::CityComplete => tr_args("formula-city-complete", &terms(&tiles, &shields, v)),
        Rule::CityIncomplete => tr_args("formula-city-incomplete", &terms(&tiles, &shields, v)),
        Rule::TwoTileCity => tr_args("formula-two-tile-city", &terms(&tiles, &shields, v)),
        Rule::RoadComplete | Rule::RoadIncomplete => {
            tr_args("formula-times-one", &terms(&tiles, "", v))
        }
        Rule::MonasteryComplete => tr("formula-monastery-complete"),
        Rule::MonasteryIncomplete => tr_args(
            "formula-monastery-incomplete",
            &terms(&ev.tile_count.to_string(), "", v),
        ),
        Rule::Field => {
            let cities = tr_args("count-completed-cities", &[("n", Arg::from(ev.cities))]);
            tr_args("formula-field", &terms(&cities, "", v))
        }
        Rule::FourGates => tr("formula-four-gates"),
        Rule::Street => {
            let per = if ev.tile_count >= 4 { "2" } else { "1" };
            tr_args("formula-times", &terms(&tiles, per, v))
        }
        Rule::Market => {
            let kinds = tr_args("count-kinds", &[("n", Arg::from(ev.cities))]);
            tr_args("formula-times", &terms(&tiles, &kinds, v))
        }
        Rule::Tower => {
            let pieces = tr_args("count-wall-pieces", &[("n", Arg::from(ev.tile_count))]);
            tr_args("formula-times-one", &terms(&pieces, "", v))
        }
        Rule::Residence => {
            let markets = tr_args("count-markets", &[("n", Arg::from(ev.cities))]);
            tr_args("formula-residence", &terms(&markets, "", v))
        }
        Rule::Guard => {
            let public = tr_args("count-public-buildings", &[("n", Arg::from(ev.shields))]);
            let historic = tr_args("count-historic-buildings", &[("n", Arg::from(ev.cities))]);
            tr_args("formula-guard", &terms(&public, &historic, v))
        }
    }
}

/// "P1 has 2 knights" in the current language.
fn holder(kind: FeatureKind, name: String, k: u8) -> String {
    let a = [("name", Arg::from(name)), ("n", Arg::from(k))];
    match kind {
        FeatureKind::City => tr_args("holder-knight", &a),
        FeatureKind::Road => tr_args("holder-thief", &a),
        FeatureKind::Field => tr_args("holder-farmer", &a),
        FeatureKind::Monastery => tr_args("holder-monk", &a),
        FeatureKind::Street => tr_args("holder-citizen", &a),
        FeatureKind::Market => tr_args("holder-seller", &a),
        FeatureKind::Residential => tr_args("holder-steward", &a),
        FeatureKind::Wall => tr_args("holder-guard", &a),
    }
}

/// "A, B and C" in the current language.
fn and_list(items: &[String]) -> String {
    items.join(&format!(" {} ", tr("word-and")))
}

/// A one-line explanation, naming players through `name`, ending in the
/// rule ids it applies in brackets ("… [§2 city, R-G3]").
pub fn explain(ev: &ScoreEvent, name: &dyn Fn(usize) -> String) -> String {
    let (text, rules) = explain_apart(ev, name);
    format!("{text} [{}]", rules.join(", "))
}

/// The rule ids a score applies: its feature's rule first, then a gate's
/// ruling when a gate closed the city or ended the road.
pub fn cited_rules(ev: &ScoreEvent) -> Vec<&'static str> {
    let mut rules = vec![ev.rule.id()];
    match (ev.gates, ev.kind) {
        (0, _) => {}
        (_, FeatureKind::City) => rules.push("R-G3"),
        (_, _) => rules.push("R-G4"),
    }
    rules
}

/// An explanation without its rule ids, and the ids (`cited_rules`): the
/// app shows the ids as links after the text.
pub fn explain_apart(
    ev: &ScoreEvent,
    name: &dyn Fn(usize) -> String,
) -> (String, Vec<&'static str>) {
    (explain_text(ev, name), cited_rules(ev))
}

fn explain_text(ev: &ScoreEvent, name: &dyn Fn(usize) -> String) -> String {
    let who: Vec<String> = ev.winner_list().map(name).collect();
    let holders: Vec<String> = (0..MAX_PLAYERS)
        .filter(|p| ev.followers[*p] > 0)
        .map(|p| holder(ev.kind, name(p), ev.followers[p]))
        .collect();
    let points = words::points(ev.value);
    let scores = if who.is_empty() {
        tr("explain-nobody")
    } else {
        tr_args(
            "explain-scores",
            &[
                ("who", and_list(&who).into()),
                ("n", who.len().into()),
                ("points", points.clone().into()),
                ("tie", Arg::from(if ev.is_tie() { "yes" } else { "no" })),
            ],
        )
    };
    let at = ev.at();
    // Towers and guards are not features that complete: say what they are.
    if matches!(ev.rule, Rule::Tower | Rule::Guard) {
        let what = if ev.rule == Rule::Tower {
            tr("explain-tower")
        } else {
            tr("explain-guard")
        };
        return tr_args(
            "explain-piece-line",
            &[
                ("what", what.into()),
                ("at", at.into()),
                ("formula", formula(ev).into()),
                ("who", and_list(&who).into()),
                ("n", who.len().into()),
                ("points", points.into()),
            ],
        );
    }
    let feature = words::feature_name(ev.kind);
    let kind = kind_key(ev.kind);
    // Fields and residential areas are never complete or not: they score
    // at the end whatever their state.
    let head = if matches!(ev.kind, FeatureKind::Field | FeatureKind::Residential) {
        feature
    } else {
        let a = [("feature", Arg::from(feature)), ("kind", Arg::from(kind))];
        if ev.complete {
            tr_args("head-complete", &a)
        } else {
            tr_args("head-unfinished", &a)
        }
    };
    // A gate is why such a city closes or such a road ends: cite it.
    let gates = match (ev.gates, ev.kind) {
        (0, _) => String::new(),
        (g, FeatureKind::City) => tr_args("explain-gates-city", &[("n", Arg::from(g))]),
        (g, _) => tr_args("explain-gates-road", &[("n", Arg::from(g))]),
    };
    let gates = if gates.is_empty() {
        gates
    } else {
        format!(" {gates}")
    };
    let holders = if holders.is_empty() {
        String::new()
    } else {
        format!(" {}.", holders.join(", "))
    };
    let line = tr_args(
        "explain-line",
        &[
            ("head", head.into()),
            ("at", at.into()),
            ("formula", formula(ev).into()),
            ("rest", format!("{gates}{holders} {scores}").into()),
        ],
    );
    let mut chars = line.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Cell;
    use crate::engine::model::rng::Rng;
    use crate::engine::model::scoring::ScoreTime;
    use crate::engine::rules::random_move;
    use crate::engine::{GameKind, Options, Setup, State};
    use crate::i18n::{Language, set_language};

    /// The score events of a few random games of each kind.
    fn events() -> Vec<ScoreEvent> {
        games().into_iter().flatten().collect()
    }

    /// The score events of a few random games of each kind, game by game.
    fn games() -> Vec<Vec<ScoreEvent>> {
        let mut out = Vec::new();
        let games = [
            (GameKind::Base, crate::io::tileset::base(), false),
            (
                GameKind::Base,
                crate::io::tileset::base_with_city_gates(),
                true,
            ),
            (GameKind::City, crate::io::tileset::the_city(), false),
        ];
        for (game, ts, gates) in games {
            for seed in 1..4u64 {
                let setup = Setup {
                    game,
                    players: 3,
                    options: Options {
                        city_gates: gates,
                        ..Options::default()
                    },
                    seed,
                };
                let mut st = State::new(ts.clone(), &setup);
                let mut rng = Rng::new(seed);
                let mut g = crate::engine::Game::new(st.clone());
                while let Some(m) = random_move(&st, &mut rng) {
                    if st.apply(&m).is_err() || g.play(m).is_err() {
                        break;
                    }
                }
                out.push(
                    g.log()
                        .iter()
                        .flat_map(|r| r.events.iter().cloned())
                        .collect(),
                );
            }
        }
        out
    }

    #[test]
    fn each_end_score_names_its_feature_apart_from_the_others() {
        // Checks: at the end every feature scores once, and its explanation
        // names where it is: two features of a kind that start on one tile
        // (the fields either side of a road, two cities, two guards on one
        // cell's walls) are told apart by their place on it ("field at
        // (1, 0) Es"), as the inspector and files name them; the games hold
        // such a pair.
        set_language(Language::English);
        let name = |p: usize| crate::wording::player_name(p);
        let mut shared = 0;
        for game in games() {
            let mut seen: std::collections::HashMap<String, (u16, Vec<Cell>)> = Default::default();
            for e in game.iter().filter(|e| e.time == ScoreTime::End) {
                let text = explain(e, &name);
                let head = text.split(':').next().unwrap_or_default().to_string();
                // A guard has no feature node: its line of cells tells it apart.
                let here = (e.node, e.tiles.clone());
                if let Some(was) = seen.insert(head.clone(), here.clone()) {
                    assert_eq!(was, here, "two features called {head:?}");
                }
                shared += e.place.is_some() as usize;
            }
        }
        assert!(shared > 0, "no tile held two features of a kind");
    }

    #[test]
    fn english_explanations_are_the_wordings() {
        // Checks: in English the app explains every score of many games
        // word for word as the command line does (crate::wording), and
        // the games hold scores of every rule but the optional ones.
        set_language(Language::English);
        let evs = events();
        let name = |p: usize| crate::wording::player_name(p);
        let mut rules = std::collections::BTreeSet::new();
        for e in &evs {
            assert_eq!(
                explain(e, &name),
                crate::wording::explain(e, &name),
                "{e:?}"
            );
            assert_eq!(formula(e), crate::wording::formula(e));
            rules.insert(e.rule.id());
        }
        assert!(rules.len() >= 8, "only {rules:?}");
    }

    #[test]
    fn other_languages_explain_with_the_same_rule_ids() {
        // Checks: a Dutch or German explanation differs from the English,
        // keeps the rule id in brackets and names no English follower.
        let evs = events();
        let name = |p: usize| crate::wording::player_name(p);
        for l in [Language::Nederlands, Language::Deutsch] {
            for e in &evs {
                set_language(Language::English);
                let en = explain(e, &name);
                set_language(l);
                let t = explain(e, &name);
                assert_ne!(t, en, "{l:?}");
                assert!(t.contains(&format!("[{}", e.rule.id())), "{t}");
                assert!(!t.contains("knight") && !t.contains("score"), "{l:?}: {t}");
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn the_text_and_its_rules_come_apart_in_every_language() {
        // Checks: the app shows an explanation's rule ids as links after its
        // text, so the text holds no bracket of ids; the feature's rule is
        // cited first, and a city closed or a road ended by a gate also
        // cites the gate's ruling (R-G3 / R-G4), which some game here has.
        let evs = events();
        let name = |p: usize| crate::wording::player_name(p);
        let mut gate_rulings = 0;
        for l in Language::ALL {
            set_language(l);
            for e in &evs {
                let (text, rules) = explain_apart(e, &name);
                assert!(!text.contains(" ["), "{l:?}: {text}");
                assert_eq!(rules[0], e.rule.id());
                assert_eq!(rules.len() > 1, e.gates > 0, "{e:?}");
                gate_rulings += rules.iter().filter(|r| r.starts_with("R-G")).count();
                assert_eq!(explain(e, &name), format!("{text} [{}]", rules.join(", ")));
            }
        }
        set_language(Language::English);
        assert!(gate_rulings > 0, "no game closed a feature by a gate");
    }
}
