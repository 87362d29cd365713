//! The course in the shell: the Course menu (the lessons in order, the ones
//! done marked), opening a lesson on the play screen, the lesson window,
//! and the progress kept in the data folder (`io::course`).

use super::studio::{Mode, ScenarioAction, Studio};
use crate::app::commands::Command;
use crate::app::course::LessonView;
use crate::app::course::window::{self, LessonRequest};
use crate::app::session::Session;
use crate::i18n::scenarios::lesson_title;
use crate::i18n::{tr, tr_args};
use crate::io::course::{Progress, course, lesson_scenario, load_progress, progress_path};

impl Studio {
    /// The lessons done, read from the data folder the first time (a file
    /// that cannot be read is reported and counts as no lesson done).
    pub fn progress(&mut self) -> &Progress {
        if self.course_progress.is_none() {
            let read = match &self.library {
                Some(l) => load_progress(&progress_path(l.root())),
                None => Ok(Progress::default()),
            };
            let p = read.unwrap_or_else(|e| {
                self.error = Some(format!("{}\n\n{e}", tr("course-progress-unreadable")));
                Progress::default()
            });
            self.course_progress = Some(p);
        }
        self.course_progress.get_or_insert_with(Progress::default)
    }

    /// Opens lesson `i` of the course on the play screen.
    pub fn open_lesson(&mut self, i: usize) {
        let Some(l) = course().lessons.get(i) else {
            return;
        };
        let Some((_, text)) = lesson_scenario(l) else {
            return;
        };
        match crate::io::scenario::parse_scenario(&l.file, text) {
            Ok(sc) => {
                self.play.computer.cancel();
                let session = Session::from_scenario(sc.clone());
                let id = session.id;
                self.set_session_from(session, &format!("course lesson {}", i + 1));
                self.lesson = Some(LessonView::new(i, &l.file, &l.title, &sc, id));
                self.status = tr_args(
                    "status-lesson",
                    &[
                        ("n", (i + 1).into()),
                        ("title", lesson_title(&l.file, &l.title).into()),
                    ],
                );
            }
            Err(e) => self.error = Some(format!("{e}")),
        }
    }

    /// Marks the lesson done and keeps the progress in the data folder.
    fn lesson_done(&mut self, file: &str) {
        let mut p = self.progress().clone();
        if !p.mark_done(file) {
            return;
        }
        if let Some(l) = &self.library
            && let Err(e) = crate::io::course::save_progress(&progress_path(l.root()), &p)
        {
            self.error = Some(format!("{}\n\n{e}", tr("course-progress-unwritable")));
        }
        self.course_progress = Some(p);
    }

    /// The lesson window, while the lesson's game is on the play screen.
    pub(super) fn lesson_window(&mut self, ctx: &egui::Context) {
        if self.mode != Mode::Play {
            return;
        }
        let Some(l) = &mut self.lesson else { return };
        if !l.plays(self.play.session.as_ref()) {
            return;
        }
        let mut finished = match &self.play.session {
            Some(s) => l.follow(s),
            None => false,
        };
        let req = window::show(ctx, l, course().lessons.len());
        let (index, file) = (l.index, l.file.clone());
        match req {
            Some(LessonRequest::Checked(i)) => finished |= l.check_typed(i),
            Some(LessonRequest::TryAgain) => self.queue.push(Command::Undo),
            Some(LessonRequest::Next) => {
                if finished {
                    self.lesson_done(&file);
                }
                self.open_lesson(index + 1);
                return;
            }
            Some(LessonRequest::Close) => self.lesson = None,
            None => {}
        }
        if finished {
            self.lesson_done(&file);
        }
    }

    /// The Course menu: each lesson by its title, the ones done marked.
    pub(super) fn course_menu(&mut self, ui: &mut egui::Ui, acts: &mut Vec<ScenarioAction>) {
        let done: Vec<bool> = {
            let p = self.progress().clone();
            course()
                .lessons
                .iter()
                .map(|l| p.is_done(&l.file))
                .collect()
        };
        ui.menu_button(tr("course-menu"), |ui| {
            super::menus::menu_list(ui, |ui| {
                for (i, l) in course().lessons.iter().enumerate() {
                    let title = lesson_title(&l.file, &l.title);
                    let args = [("n", (i + 1).into()), ("title", title.into())];
                    let text = if done.get(i).copied().unwrap_or(false) {
                        tr_args("course-lesson-done-item", &args)
                    } else {
                        tr_args("course-lesson-item", &args)
                    };
                    if ui.button(text).clicked() {
                        acts.push(ScenarioAction::Lesson(i));
                    }
                }
            });
        });
    }
}
