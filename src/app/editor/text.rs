//! The scenario's words: title, description and the notes pinned to cells.
//! Typed text is kept here and written to the scenario when the field is
//! left, so one edit is one undo step, not one per letter.
//!
//! Title and description are edited as the file has them (English for a
//! starter); the list of notes shows a starter's unchanged notes in the
//! current language (`i18n::scenarios`), as the board's tooltips do.

use crate::editor::Editor;
use crate::i18n::scenarios::{Field, scenario_text};
use crate::i18n::tr;

/// Text being typed.
#[derive(Default)]
pub struct TextState {
    /// The title as typed.
    pub title: String,
    /// The description as typed.
    pub description: String,
    /// The note the Notes tool pins to the next cell clicked.
    pub note: String,
    /// The editor revision title and description were read at.
    read_at: Option<u64>,
}

impl TextState {
    /// Reads title and description again after the scenario changed from
    /// elsewhere (undo, open), unless the user is typing.
    fn refresh(&mut self, ed: &Editor, typing: bool) {
        if self.read_at != Some(ed.revision()) && !typing {
            self.title = ed.scenario().title.clone();
            self.description = ed.scenario().description.clone();
            self.read_at = Some(ed.revision());
        }
    }
}

/// Draws the text tab; returns a refusal for the status line. `file` is
/// the scenario's file name ("" for none), by which its notes are looked up.
pub fn ui(ui: &mut egui::Ui, ed: &mut Editor, file: &str, ts: &mut TextState) -> Option<String> {
    let mut msg = None;
    let typing = ui.ctx().egui_wants_keyboard_input();
    ts.refresh(ed, typing);
    let name = ui.label(tr("editor-title"));
    let t = ui
        .add(egui::TextEdit::singleline(&mut ts.title).desired_width(f32::INFINITY))
        .labelled_by(name.id);
    let name = ui.label(tr("editor-description"));
    let d = ui
        .add(
            egui::TextEdit::multiline(&mut ts.description)
                .desired_rows(4)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(name.id);
    let sc = ed.scenario();
    let differs = ts.title != sc.title || ts.description != sc.description;
    if differs && !t.has_focus() && !d.has_focus() {
        if let Err(e) = ed.set_text(&ts.title, &ts.description) {
            msg = Some(crate::i18n::problems::edit_error(&e));
        }
        ts.read_at = Some(ed.revision());
    }
    ui.separator();
    ui.strong(tr("editor-notes-heading"));
    ui.label(tr("editor-notes-hint"));
    let name = ui.label(tr("editor-note"));
    ui.add(
        egui::TextEdit::multiline(&mut ts.note)
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(name.id);
    let mut remove = None;
    for (i, n) in ed.scenario().notes.iter().enumerate() {
        ui.horizontal(|ui| {
            let text = scenario_text(file, Field::Note(i), &n.text);
            ui.label(format!("{},{}: {text}", n.x, n.y));
            if ui.small_button(tr("editor-remove")).clicked() {
                remove = Some(crate::engine::Cell::new(n.x, n.y));
            }
        });
    }
    if let Some(c) = remove
        && let Err(e) = ed.set_note(c, "")
    {
        msg = Some(crate::i18n::problems::edit_error(&e));
    }
    msg
}
