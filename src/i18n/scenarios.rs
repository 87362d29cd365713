//! The starter scenarios' titles and descriptions and the course's lesson
//! titles in the current language.
//!
//! The data files (`assets/scenarios/*.ron`, `assets/course.ron`) stay
//! English: the command line and the editor read them as they are. The app
//! says their texts at its edge, looked up by the scenario's file stem
//! ("01-fields-h-tile"); in English, and for a scenario that has no
//! translation yet, the file's own words show.

use super::{Language, language, tr};

/// Which text of a starter scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Its title, as the menus and the welcome screen list it.
    Title,
    /// Its description, as the course's lesson window shows it.
    Description,
}

/// The stem of a scenario's file name: "02-majority-tie.ron" → "02-majority-tie".
fn stem(file: &str) -> &str {
    file.strip_suffix(".ron").unwrap_or(file)
}

/// The text `field` of the starter scenario in `file` (its name or stem)
/// in the current language; `english`, the file's own text, in English and
/// when there is no translation of it.
pub fn scenario_text(file: &str, field: Field, english: &str) -> String {
    if language() == Language::English {
        return english.to_string();
    }
    translated(stem(file), field).unwrap_or_else(|| english.to_string())
}

/// The title of the course's lesson on scenario `file` in the current
/// language; `english`, the course file's own title, in English and when
/// there is no translation of it.
pub fn lesson_title(file: &str, english: &str) -> String {
    if language() == Language::English {
        return english.to_string();
    }
    lesson(stem(file)).unwrap_or_else(|| english.to_string())
}

/// A starter scenario's text by its message (each id written out for
/// tests/i18n.rs); None for a file with none.
fn translated(stem: &str, field: Field) -> Option<String> {
    Some(match (stem, field) {
        ("01-fields-h-tile", Field::Title) => tr("scenario-01-fields-h-tile-title"),
        ("01-fields-h-tile", Field::Description) => tr("scenario-01-fields-h-tile-description"),
        ("02-majority-tie", Field::Title) => tr("scenario-02-majority-tie-title"),
        ("02-majority-tie", Field::Description) => tr("scenario-02-majority-tie-description"),
        ("03-majority-more-knights", Field::Title) => tr("scenario-03-majority-more-knights-title"),
        ("03-majority-more-knights", Field::Description) => {
            tr("scenario-03-majority-more-knights-description")
        }
        ("04-monastery-at-the-end", Field::Title) => tr("scenario-04-monastery-at-the-end-title"),
        ("04-monastery-at-the-end", Field::Description) => {
            tr("scenario-04-monastery-at-the-end-description")
        }
        ("05-road-into-city", Field::Title) => tr("scenario-05-road-into-city-title"),
        ("05-road-into-city", Field::Description) => tr("scenario-05-road-into-city-description"),
        ("06-unplaceable-tile", Field::Title) => tr("scenario-06-unplaceable-tile-title"),
        ("06-unplaceable-tile", Field::Description) => {
            tr("scenario-06-unplaceable-tile-description")
        }
        ("07-road-loop", Field::Title) => tr("scenario-07-road-loop-title"),
        ("07-road-loop", Field::Description) => tr("scenario-07-road-loop-description"),
        ("08-city-pays-each-field", Field::Title) => tr("scenario-08-city-pays-each-field-title"),
        ("08-city-pays-each-field", Field::Description) => {
            tr("scenario-08-city-pays-each-field-description")
        }
        ("09-open-city-feeds-no-farmer", Field::Title) => {
            tr("scenario-09-open-city-feeds-no-farmer-title")
        }
        ("09-open-city-feeds-no-farmer", Field::Description) => {
            tr("scenario-09-open-city-feeds-no-farmer-description")
        }
        ("10-shields-in-an-open-city", Field::Title) => {
            tr("scenario-10-shields-in-an-open-city-title")
        }
        ("10-shields-in-an-open-city", Field::Description) => {
            tr("scenario-10-shields-in-an-open-city-description")
        }
        ("11-no-second-knight", Field::Title) => tr("scenario-11-no-second-knight-title"),
        ("11-no-second-knight", Field::Description) => {
            tr("scenario-11-no-second-knight-description")
        }
        ("12-two-tile-city-option", Field::Title) => tr("scenario-12-two-tile-city-option-title"),
        ("12-two-tile-city-option", Field::Description) => {
            tr("scenario-12-two-tile-city-option-description")
        }
        ("13-field-touches-a-city-twice", Field::Title) => {
            tr("scenario-13-field-touches-a-city-twice-title")
        }
        ("13-field-touches-a-city-twice", Field::Description) => {
            tr("scenario-13-field-touches-a-city-twice-description")
        }
        ("14-city-gates-gate-ends-road", Field::Title) => {
            tr("scenario-14-city-gates-gate-ends-road-title")
        }
        ("14-city-gates-gate-ends-road", Field::Description) => {
            tr("scenario-14-city-gates-gate-ends-road-description")
        }
        ("15-the-city-guards-and-a-hole", Field::Title) => {
            tr("scenario-15-the-city-guards-and-a-hole-title")
        }
        ("15-the-city-guards-and-a-hole", Field::Description) => {
            tr("scenario-15-the-city-guards-and-a-hole-description")
        }
        ("16-the-city-streets-at-the-end", Field::Title) => {
            tr("scenario-16-the-city-streets-at-the-end-title")
        }
        ("16-the-city-streets-at-the-end", Field::Description) => {
            tr("scenario-16-the-city-streets-at-the-end-description")
        }
        ("17-city-gates-farmer-at-a-gate", Field::Title) => {
            tr("scenario-17-city-gates-farmer-at-a-gate-title")
        }
        ("17-city-gates-farmer-at-a-gate", Field::Description) => {
            tr("scenario-17-city-gates-farmer-at-a-gate-description")
        }
        ("18-close-your-city", Field::Title) => tr("scenario-18-close-your-city-title"),
        ("18-close-your-city", Field::Description) => tr("scenario-18-close-your-city-description"),
        ("19-finish-the-road", Field::Title) => tr("scenario-19-finish-the-road-title"),
        ("19-finish-the-road", Field::Description) => tr("scenario-19-finish-the-road-description"),
        ("20-the-ninth-tile", Field::Title) => tr("scenario-20-the-ninth-tile-title"),
        ("20-the-ninth-tile", Field::Description) => tr("scenario-20-the-ninth-tile-description"),
        ("21-best-move-take-the-points", Field::Title) => {
            tr("scenario-21-best-move-take-the-points-title")
        }
        ("21-best-move-take-the-points", Field::Description) => {
            tr("scenario-21-best-move-take-the-points-description")
        }
        ("22-best-move-not-blues-city", Field::Title) => {
            tr("scenario-22-best-move-not-blues-city-title")
        }
        ("22-best-move-not-blues-city", Field::Description) => {
            tr("scenario-22-best-move-not-blues-city-description")
        }
        ("23-share-blues-city", Field::Title) => tr("scenario-23-share-blues-city-title"),
        ("23-share-blues-city", Field::Description) => {
            tr("scenario-23-share-blues-city-description")
        }
        ("24-stop-blues-city", Field::Title) => tr("scenario-24-stop-blues-city-title"),
        ("24-stop-blues-city", Field::Description) => tr("scenario-24-stop-blues-city-description"),
        _ => return None,
    })
}

/// A lesson's title by its message; None for a lesson with none.
fn lesson(stem: &str) -> Option<String> {
    Some(match stem {
        "01-fields-h-tile" => tr("lesson-01-fields-h-tile"),
        "02-majority-tie" => tr("lesson-02-majority-tie"),
        "03-majority-more-knights" => tr("lesson-03-majority-more-knights"),
        "04-monastery-at-the-end" => tr("lesson-04-monastery-at-the-end"),
        "05-road-into-city" => tr("lesson-05-road-into-city"),
        "06-unplaceable-tile" => tr("lesson-06-unplaceable-tile"),
        "07-road-loop" => tr("lesson-07-road-loop"),
        "08-city-pays-each-field" => tr("lesson-08-city-pays-each-field"),
        "09-open-city-feeds-no-farmer" => tr("lesson-09-open-city-feeds-no-farmer"),
        "10-shields-in-an-open-city" => tr("lesson-10-shields-in-an-open-city"),
        "11-no-second-knight" => tr("lesson-11-no-second-knight"),
        "12-two-tile-city-option" => tr("lesson-12-two-tile-city-option"),
        "13-field-touches-a-city-twice" => tr("lesson-13-field-touches-a-city-twice"),
        "14-city-gates-gate-ends-road" => tr("lesson-14-city-gates-gate-ends-road"),
        "15-the-city-guards-and-a-hole" => tr("lesson-15-the-city-guards-and-a-hole"),
        "16-the-city-streets-at-the-end" => tr("lesson-16-the-city-streets-at-the-end"),
        "17-city-gates-farmer-at-a-gate" => tr("lesson-17-city-gates-farmer-at-a-gate"),
        "18-close-your-city" => tr("lesson-18-close-your-city"),
        "19-finish-the-road" => tr("lesson-19-finish-the-road"),
        "20-the-ninth-tile" => tr("lesson-20-the-ninth-tile"),
        "21-best-move-take-the-points" => tr("lesson-21-best-move-take-the-points"),
        "22-best-move-not-blues-city" => tr("lesson-22-best-move-not-blues-city"),
        "23-share-blues-city" => tr("lesson-23-share-blues-city"),
        "24-stop-blues-city" => tr("lesson-24-stop-blues-city"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_language, tr_in};
    use crate::io::course::course;
    use crate::io::library::STARTER_SCENARIOS;
    use crate::io::scenario::parse_scenario;

    /// The (stem, title, description) of every starter scenario.
    fn starters() -> Vec<(String, String, String)> {
        STARTER_SCENARIOS
            .iter()
            .map(|(name, text)| {
                let sc = parse_scenario(name, text).expect("a starter parses");
                (stem(name).to_string(), sc.file.title, sc.file.description)
            })
            .collect()
    }

    #[test]
    fn english_is_the_files_own_words() {
        // Checks: the English messages are word for word the scenario
        // files' titles and descriptions and the course's lesson titles, so
        // a text changed in a file shows its translations are stale.
        set_language(Language::English);
        for (stem, title, description) in starters() {
            if let Some(t) = translated(&stem, Field::Title) {
                assert_eq!(t, title, "{stem}");
            }
            if let Some(d) = translated(&stem, Field::Description) {
                assert_eq!(d, description, "{stem}");
            }
        }
        for l in &course().lessons {
            if let Some(t) = lesson(stem(&l.file)) {
                assert_eq!(t, l.title, "{}", l.file);
            }
        }
    }

    #[test]
    fn every_starter_and_lesson_is_translated() {
        // Checks: each starter scenario's title and description and each
        // lesson title has a message, and in Dutch and German it reads
        // otherwise than in English (the rule ids in it stay).
        for (stem, title, description) in starters() {
            for (field, english) in [(Field::Title, &title), (Field::Description, &description)] {
                for l in [Language::Nederlands, Language::Deutsch] {
                    set_language(l);
                    let t = scenario_text(&stem, field, english);
                    assert_ne!(&t, english, "{stem} {field:?} in {l:?}");
                    for id in ["R-B1", "R-B2", "R-B3", "R-B4", "R-G3"] {
                        assert_eq!(t.contains(id), english.contains(id), "{stem} {id} in {l:?}");
                    }
                }
            }
        }
        for les in &course().lessons {
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                assert_ne!(
                    lesson_title(&les.file, &les.title),
                    les.title,
                    "{} in {l:?}",
                    les.file
                );
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn english_and_unknown_files_keep_their_own_words() {
        // Checks: in English the file's text shows as it is; a scenario the
        // app has no messages for shows its own words in every language.
        set_language(Language::English);
        assert_eq!(
            scenario_text("01-fields-h-tile.ron", Field::Title, "As typed"),
            "As typed"
        );
        set_language(Language::Deutsch);
        assert_eq!(scenario_text("99-mine", Field::Title, "Mine"), "Mine");
        assert_eq!(lesson_title("99-mine.ron", "My lesson"), "My lesson");
        assert_eq!(
            scenario_text("01-fields-h-tile.ron", Field::Title, "x"),
            tr_in(Language::Deutsch, "scenario-01-fields-h-tile-title", &[])
        );
        set_language(Language::English);
    }
}
