//! Editing what a scenario says: its title, notes on cells and questions.

use super::{EditError, Editor};
use crate::engine::Cell;
use crate::io::scenario::{Note, Question};

impl Editor {
    /// Replaces the question at `i` (to correct its text or answer).
    pub fn set_question(&mut self, i: usize, q: Question) -> Result<(), EditError> {
        self.edit(|s| {
            let slot = s.questions.get_mut(i).ok_or(EditError::NoQuestion(i))?;
            *slot = q;
            Ok(())
        })
    }

    /// Sets title and description.
    pub fn set_text(&mut self, title: &str, description: &str) -> Result<(), EditError> {
        self.edit(|s| {
            s.title = title.to_string();
            s.description = description.to_string();
            Ok(())
        })
    }

    /// Pins a note to a cell (replacing one there).
    pub fn set_note(&mut self, c: Cell, text: &str) -> Result<(), EditError> {
        self.edit(|s| {
            s.notes.retain(|n| !(n.x == c.x && n.y == c.y));
            if !text.is_empty() {
                s.notes.push(Note {
                    x: c.x,
                    y: c.y,
                    text: text.to_string(),
                });
            }
            Ok(())
        })
    }

    /// Adds a question with its expected answer.
    pub fn add_question(&mut self, q: Question) -> Result<(), EditError> {
        self.edit(|s| {
            s.questions.push(q);
            Ok(())
        })
    }

    /// Removes question `i`.
    pub fn remove_question(&mut self, i: usize) -> Result<(), EditError> {
        self.edit(|s| {
            if i >= s.questions.len() {
                return Err(EditError::NoQuestion(i));
            }
            s.questions.remove(i);
            Ok(())
        })
    }
}
