//! The course: the starter scenarios in teaching order with a lesson title
//! each (`assets/course.ron`), and the student's progress, kept in the data
//! folder as `course.ron` and written through the atomic writer.

use super::error::FileError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The format version of the course and of the progress file.
pub const COURSE_FORMAT: u32 = 1;

/// One lesson: a starter scenario and what the course calls it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// The scenario's file name in the starter library.
    pub file: String,
    /// The lesson's title.
    pub title: String,
}

/// The course's lessons, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Course {
    pub format: u32,
    pub lessons: Vec<Lesson>,
}

/// The course built into the program.
pub const COURSE_TEXT: &str = include_str!("../../assets/course.ron");

/// Reads a course; Err names the file and the spot.
pub fn parse_course(file: &str, text: &str) -> Result<Course, FileError> {
    let c: Course = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    if c.format != COURSE_FORMAT {
        return Err(FileError::new(
            file,
            super::save::version_problem(super::FileKind::Course, c.format, COURSE_FORMAT),
        ));
    }
    Ok(c)
}

/// The built-in course (read once; empty if it does not parse, which
/// tests/scenarios.rs rules out).
pub fn course() -> &'static Course {
    static COURSE: std::sync::OnceLock<Course> = std::sync::OnceLock::new();
    COURSE.get_or_init(|| {
        parse_course("course.ron", COURSE_TEXT).unwrap_or(Course {
            format: COURSE_FORMAT,
            lessons: Vec::new(),
        })
    })
}

/// The lesson's scenario: its index in the starter library and its text.
pub fn lesson_scenario(l: &Lesson) -> Option<(usize, &'static str)> {
    super::library::STARTER_SCENARIOS
        .iter()
        .position(|(name, _)| *name == l.file)
        .map(|i| (i, super::library::STARTER_SCENARIOS[i].1))
}

/// The lessons a student has done, by scenario file name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub done: Vec<String>,
}

/// The progress file as written.
#[derive(Serialize, Deserialize)]
struct ProgressFile {
    format: u32,
    #[serde(default)]
    progress: Progress,
}

impl Progress {
    /// True if the lesson of scenario `file` is done.
    pub fn is_done(&self, file: &str) -> bool {
        self.done.iter().any(|d| d == file)
    }

    /// Marks a lesson done; true if it was not yet.
    pub fn mark_done(&mut self, file: &str) -> bool {
        if self.is_done(file) {
            return false;
        }
        self.done.push(file.to_string());
        true
    }

    /// The first lesson of `course` not done yet (its index).
    pub fn next_lesson(&self, course: &Course) -> Option<usize> {
        course.lessons.iter().position(|l| !self.is_done(&l.file))
    }
}

/// Where the progress is kept in the data folder.
pub fn progress_path(data: &Path) -> PathBuf {
    data.join("course.ron")
}

/// Reads the progress; no file yet is no lesson done.
pub fn load_progress(path: &Path) -> Result<Progress, FileError> {
    if !path.exists() {
        return Ok(Progress::default());
    }
    let name = path.display().to_string();
    let text = super::error::read_text(path)?;
    let f: ProgressFile = ron::from_str(&text).map_err(|e| FileError::from_ron(&name, &e))?;
    if f.format != COURSE_FORMAT {
        return Err(FileError::new(
            &name,
            super::save::version_problem(super::FileKind::CourseProgress, f.format, COURSE_FORMAT),
        ));
    }
    Ok(f.progress)
}

/// Writes the progress atomically.
pub fn save_progress(path: &Path, p: &Progress) -> Result<(), FileError> {
    let f = ProgressFile {
        format: COURSE_FORMAT,
        progress: p.clone(),
    };
    let text = ron::ser::to_string_pretty(&f, super::save::pretty())
        .map_err(|e| FileError::new(&path.display().to_string(), e.to_string()))?;
    super::atomic::write(path, text.as_bytes())
}
