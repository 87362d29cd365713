//! The editor's Analysis tab: the analysis sidebar fed the editor's position.
//!
//! The same `AnalysisView` play mode uses, fed a session built from the
//! scenario and started afresh whenever the scenario changes (its cache is
//! keyed by the moves made, which an edit does not change).

use crate::app::analysis::AnalysisView;
use crate::app::session::Session;
use crate::editor::Editor;
use crate::engine::{Cell, State};
use crate::io::scenario::LoadedScenario;

/// The analysis of the editor's position.
#[derive(Default)]
pub struct EditorAnalysis {
    view: AnalysisView,
    session: Option<Session>,
    /// The editor revision the session was built at.
    at: Option<u64>,
}

impl EditorAnalysis {
    /// The move hovered in the legal-move list this frame, to show on the board.
    pub fn ghost(&self) -> Option<crate::app::analysis::Ghost> {
        self.view.hovered_move
    }

    /// Inspects the feature drawn under a board point (Alt+click), when the
    /// position builds and its analysis is up to date.
    pub fn inspect_at(&mut self, ed: &Editor, cell: Cell, at: egui::Pos2) -> bool {
        if self.at != Some(ed.revision()) {
            return false;
        }
        let Some(s) = &self.session else {
            return false;
        };
        let node = crate::app::analysis::feature_near(s.state(), cell, at);
        if node.is_some() {
            self.view.inspect(s.state(), node);
        }
        node.is_some()
    }

    /// Draws the analysis, or why there is none.
    pub fn ui(&mut self, ui: &mut egui::Ui, ed: &Editor, built: Option<&State>) {
        if self.at != Some(ed.revision()) {
            self.view = AnalysisView::default();
            self.session = built.map(|st| {
                Session::from_scenario(LoadedScenario {
                    file: ed.scenario().clone(),
                    state: st.clone(),
                })
            });
            self.at = Some(ed.revision());
        }
        match &self.session {
            Some(s) => {
                // The computer's values fill in as in play; a new edit stops them
                // (the view is started afresh above).
                let c = ui.ctx().clone();
                self.view.update(s, true, move || c.request_repaint());
                // Nothing is played from the editor's analysis.
                let _ = self.view.ui(ui, s, false);
            }
            None => {
                ui.label(crate::i18n::tr("editor-analysis-problems"));
            }
        }
    }
}
