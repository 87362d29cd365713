//! The starter scenarios' texts and the course's lesson titles in the
//! current language: each scenario's title, description, board notes,
//! questions and explanations.
//!
//! The data files (`assets/scenarios/*.ron`, `assets/course.ron`) stay
//! English: the command line and the editor read them as they are. The app
//! says their texts at its edge, looked up by the scenario's file stem
//! ("02-majority-tie") and which text it is (`Field`), in messages of the
//! pattern `message_id` documents (`assets/i18n/*-scenarios.ftl`):
//!
//! - `scenario-{stem}-title`, `scenario-{stem}-description`
//! - `scenario-{stem}-note-{n}`: the file's n-th note (from 1)
//! - `scenario-{stem}-question-{n}-ask`, `scenario-{stem}-question-{n}-explanation`
//! - `lesson-{stem}`: the course's title of the lesson on that scenario
//!
//! The ids are built from this pattern rather than written out one by one;
//! tests/i18n.rs builds the same ids from the starter files and the course
//! (`starter_message_ids`) and still fails when one lacks a message in a
//! language or a message has no text it belongs to.
//!
//! **When a text is translated.** Only when the file's text is, word for
//! word, the shipped English one: the English message, which a test keeps
//! equal to the starter file. So a starter opened in the editor and changed
//! there shows the words as typed, not the old translation of the shipped
//! text; a user's own scenario (no messages under its stem), or a user's
//! file that merely has a starter's name, shows its own words; and a file
//! text that drifted from its messages shows in English rather than in a
//! translation of something else. Comparing texts, not trusting the index
//! alone, is what makes this safe: the editor re-adds an edited note at the
//! end and removing a question moves the ones after it up, so a text is
//! tried against its own index first and then against the other shipped
//! texts of the same kind in that scenario. In English the file's own words
//! always show.

use super::{Language, language, tr, tr_in};

/// Which text of a starter scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Its title, as the menus and the welcome screen list it.
    Title,
    /// Its description, as the course's lesson window shows it.
    Description,
    /// The text of its note `n` (0-based, in the file's order).
    Note(usize),
    /// Question `n`'s question (0-based).
    Ask(usize),
    /// Question `n`'s explanation (0-based).
    Explanation(usize),
}

impl Field {
    /// The same kind of text at index `n`; None for title and description.
    fn at(self, n: usize) -> Option<Field> {
        match self {
            Field::Title | Field::Description => None,
            Field::Note(_) => Some(Field::Note(n)),
            Field::Ask(_) => Some(Field::Ask(n)),
            Field::Explanation(_) => Some(Field::Explanation(n)),
        }
    }
}

/// The stem of a scenario's file name: "02-majority-tie.ron" → "02-majority-tie".
fn stem(file: &str) -> &str {
    file.strip_suffix(".ron").unwrap_or(file)
}

/// The id of the message for text `field` of the scenario with file stem
/// (or name) `file`: the pattern in the module's doc.
pub fn message_id(file: &str, field: Field) -> String {
    let s = stem(file);
    match field {
        Field::Title => format!("scenario-{s}-title"),
        Field::Description => format!("scenario-{s}-description"),
        Field::Note(n) => format!("scenario-{s}-note-{}", n + 1),
        Field::Ask(n) => format!("scenario-{s}-question-{}-ask", n + 1),
        Field::Explanation(n) => format!("scenario-{s}-question-{}-explanation", n + 1),
    }
}

/// The id of the message for the title of the course's lesson on `file`.
pub fn lesson_message_id(file: &str) -> String {
    format!("lesson-{}", stem(file))
}

/// The shipped English text of message `id`; None when there is no such
/// message (a lookup of a missing one gives back the id).
fn shipped(id: &str) -> Option<String> {
    let en = tr_in(Language::English, id, &[]);
    (en != id).then_some(en)
}

/// Message `id` in the current language, if its English is `english`.
fn if_shipped(id: &str, english: &str) -> Option<String> {
    (shipped(id)? == english).then(|| tr(id))
}

/// The translation of `english`, text `field` of `file`: its own index
/// first, then the other shipped texts of its kind.
fn translated(file: &str, field: Field, english: &str) -> Option<String> {
    if let Some(t) = if_shipped(&message_id(file, field), english) {
        return Some(t);
    }
    (0..)
        .map_while(|n| field.at(n))
        .map(|f| message_id(file, f))
        .take_while(|id| shipped(id).is_some())
        .find_map(|id| if_shipped(&id, english))
}

/// The text `field` of the scenario in `file` (its name or stem) in the
/// current language; `english`, the file's own text, in English, when
/// there is no translation of it and when it is not the shipped text.
pub fn scenario_text(file: &str, field: Field, english: &str) -> String {
    if language() == Language::English {
        return english.to_string();
    }
    translated(file, field, english).unwrap_or_else(|| english.to_string())
}

/// The title of the course's lesson on scenario `file` in the current
/// language; `english`, the course file's own title, in English and when
/// there is no translation of it.
pub fn lesson_title(file: &str, english: &str) -> String {
    if language() == Language::English {
        return english.to_string();
    }
    if_shipped(&lesson_message_id(file), english).unwrap_or_else(|| english.to_string())
}

/// Every text of the starter scenarios and the course, with the message
/// id the app looks it up by: (id, the file's English text). Empty texts
/// (a question without an explanation) have none.
pub fn starter_texts() -> Vec<(String, String)> {
    use crate::io::library::STARTER_SCENARIOS;
    let mut out = Vec::new();
    for (name, text) in STARTER_SCENARIOS {
        let Ok(sc) = crate::io::scenario::parse_scenario(name, text) else {
            continue;
        };
        let f = &sc.file;
        let mut texts = vec![
            (Field::Title, f.title.clone()),
            (Field::Description, f.description.clone()),
        ];
        texts.extend(
            f.notes
                .iter()
                .enumerate()
                .map(|(i, n)| (Field::Note(i), n.text.clone())),
        );
        for (i, q) in f.questions.iter().enumerate() {
            texts.push((Field::Ask(i), q.ask.clone()));
            texts.push((Field::Explanation(i), q.explanation.clone()));
        }
        out.extend(
            texts
                .into_iter()
                .filter(|(_, t)| !t.is_empty())
                .map(|(field, t)| (message_id(name, field), t)),
        );
    }
    for l in &crate::io::course::course().lessons {
        out.push((lesson_message_id(&l.file), l.title.clone()));
    }
    out
}

/// The ids of the messages the app looks the starter texts up by
/// (`starter_texts`): tests/i18n.rs counts them as used.
pub fn starter_message_ids() -> Vec<String> {
    starter_texts().into_iter().map(|(id, _)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::set_language;

    /// The rule ids (R-B3, E-8) in a text and its numbers, each sorted.
    fn kept(text: &str) -> (Vec<String>, Vec<String>) {
        let mut ids: Vec<String> = text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .filter(|w| {
                let rule = w
                    .strip_prefix("R-")
                    .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_uppercase()));
                let example = w
                    .strip_prefix("E-")
                    .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
                rule || example
            })
            .map(str::to_string)
            .collect();
        ids.sort();
        let mut numbers: Vec<String> = text
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        numbers.sort();
        (ids, numbers)
    }

    #[test]
    fn english_is_the_files_own_words() {
        // Checks: the English messages are word for word the scenario
        // files' texts and the course's lesson titles, so a text changed in
        // a file shows its translations are stale (and, by the rule in the
        // module's doc, shows in English until they are written again).
        let texts = starter_texts();
        assert!(texts.len() > 150, "only {} texts", texts.len());
        for (id, english) in texts {
            assert_eq!(shipped(&id).as_deref(), Some(english.as_str()), "{id}");
        }
    }

    #[test]
    fn every_starter_text_and_lesson_is_translated() {
        // Checks: each starter scenario's title, description, notes,
        // questions and explanations and each lesson title reads otherwise
        // in Dutch and German than in English, and keeps the rule ids
        // (R-B3, E-8) and the numbers and coordinates of the English.
        for (id, english) in starter_texts() {
            for l in [Language::Nederlands, Language::Deutsch] {
                let t = tr_in(l, &id, &[]);
                assert_ne!(t, english, "{id} in {l:?}");
                assert_ne!(t, id, "{id} missing in {l:?}");
                let (en_ids, en_numbers) = kept(&english);
                let (ids, numbers) = kept(&t);
                assert_eq!(ids, en_ids, "{id} in {l:?}: {t}");
                for n in &en_numbers {
                    assert!(numbers.contains(n), "{id} in {l:?} lost {n}: {t}");
                }
            }
        }
    }

    #[test]
    fn the_app_shows_the_translation_of_each_starter_text() {
        // Checks: through scenario_text, each note, question and
        // explanation of 02-majority-tie shows in German, by file name or
        // stem alike.
        set_language(Language::Deutsch);
        let sc = crate::io::scenario::parse_scenario(
            "02-majority-tie.ron",
            include_str!("../../assets/scenarios/02-majority-tie.ron"),
        )
        .unwrap()
        .file;
        let n = &sc.notes[0].text;
        assert_eq!(
            scenario_text("02-majority-tie.ron", Field::Note(0), n),
            tr_in(Language::Deutsch, "scenario-02-majority-tie-note-1", &[])
        );
        let q = &sc.questions[1];
        assert_eq!(
            scenario_text("02-majority-tie", Field::Ask(1), &q.ask),
            tr_in(
                Language::Deutsch,
                "scenario-02-majority-tie-question-2-ask",
                &[]
            )
        );
        assert_eq!(
            scenario_text("02-majority-tie", Field::Explanation(1), &q.explanation),
            tr_in(
                Language::Deutsch,
                "scenario-02-majority-tie-question-2-explanation",
                &[]
            )
        );
        set_language(Language::English);
    }

    #[test]
    fn an_edited_text_shows_as_typed_and_a_moved_one_still_translates() {
        // Checks: a starter's question changed in the editor shows its new
        // English, in German too; a question moved up (the one before it
        // removed) still shows its translation; another scenario's stem
        // does not lend its translations.
        set_language(Language::Deutsch);
        let edited = "How many points does Orange have now?";
        assert_eq!(
            scenario_text("02-majority-tie.ron", Field::Ask(1), edited),
            edited
        );
        let second = tr_in(
            Language::English,
            "scenario-02-majority-tie-question-2-ask",
            &[],
        );
        assert_eq!(
            scenario_text("02-majority-tie.ron", Field::Ask(0), &second),
            tr_in(
                Language::Deutsch,
                "scenario-02-majority-tie-question-2-ask",
                &[]
            )
        );
        assert_eq!(
            scenario_text("03-majority-more-knights.ron", Field::Ask(0), &second),
            second
        );
        // The title too is translated only when it is the shipped one.
        assert_eq!(
            scenario_text("01-fields-h-tile.ron", Field::Title, "My title"),
            "My title"
        );
        set_language(Language::English);
    }

    #[test]
    fn english_and_unknown_files_keep_their_own_words() {
        // Checks: in English the file's text shows as it is; a scenario the
        // app has no messages for shows its own words in every language.
        set_language(Language::English);
        let title = tr_in(Language::English, "scenario-01-fields-h-tile-title", &[]);
        assert_eq!(
            scenario_text("01-fields-h-tile.ron", Field::Title, &title),
            title
        );
        set_language(Language::Deutsch);
        assert_eq!(scenario_text("99-mine", Field::Title, "Mine"), "Mine");
        assert_eq!(scenario_text("99-mine", Field::Note(0), "Here"), "Here");
        assert_eq!(scenario_text("", Field::Ask(0), "Why?"), "Why?");
        assert_eq!(lesson_title("99-mine.ron", "My lesson"), "My lesson");
        assert_eq!(
            scenario_text("01-fields-h-tile.ron", Field::Title, &title),
            tr_in(Language::Deutsch, "scenario-01-fields-h-tile-title", &[])
        );
        set_language(Language::English);
    }
}
