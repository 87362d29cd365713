//! File errors that say what went wrong and where.

use super::problem::FileProblem;
use std::fmt;

/// A problem reading a file: where (line and column when known) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file's name or path as given.
    pub file: String,
    /// 1-based line and column, when the problem is at one spot of the text.
    pub at: Option<(usize, usize)>,
    /// What is wrong.
    pub problem: FileProblem,
}

impl FileError {
    /// A problem with the file as a whole.
    pub fn new(file: &str, problem: impl Into<FileProblem>) -> FileError {
        FileError {
            file: file.to_string(),
            at: None,
            problem: problem.into(),
        }
    }

    /// A RON syntax or shape error, with its position.
    pub fn from_ron(file: &str, e: &ron::error::SpannedError) -> FileError {
        FileError {
            file: file.to_string(),
            at: Some((e.span.start.line, e.span.start.col)),
            problem: FileProblem::Ron(e.code.to_string()),
        }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((l, c)) => write!(f, "{}:{}:{}: {}", self.file, l, c, self.problem),
            None => write!(f, "{}: {}", self.file, self.problem),
        }
    }
}

impl std::error::Error for FileError {}

/// Reads a file to a string, naming the file in the error.
pub fn read_text(path: &std::path::Path) -> Result<String, FileError> {
    std::fs::read_to_string(path).map_err(|e| {
        FileError::new(
            &path.display().to_string(),
            FileProblem::CannotRead(e.to_string()),
        )
    })
}
