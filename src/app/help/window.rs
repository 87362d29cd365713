//! The help windows drawn: the rules (a page per game), the shortcuts, About.

use super::markdown::{Block, spans};
use super::{HelpView, Page};
use crate::app::commands::Command;
use crate::i18n::{tr, tr_args};
use egui::text::LayoutJob;
use egui::{FontId, RichText, TextFormat};

/// A rule id as a link into the help; true when clicked.
pub fn rule_link(ui: &mut egui::Ui, id: &str) -> bool {
    ui.link(id)
        .on_hover_text(tr_args("help-rule-link", &[("id", id.into())]))
        .clicked()
}

impl HelpView {
    /// Draws whichever help windows are open.
    pub fn windows(&mut self, ctx: &egui::Context) {
        if self.open {
            let mut open = true;
            egui::Window::new(tr("help-rules-window"))
                .id(egui::Id::unique("help-rules-window"))
                .open(&mut open)
                .default_size([620.0, 640.0])
                .max_width(760.0)
                .default_pos(ctx.content_rect().center() - egui::vec2(310.0, 320.0))
                .show(ctx, |ui| self.rules_ui(ui));
            self.open = open;
        }
        if self.shortcuts_open {
            let mut open = true;
            // In a short window its list scrolls: the mouse's lines at the
            // end must not run past the bottom.
            egui::Window::new(tr("cmd-shortcuts"))
                .id(egui::Id::unique("help-shortcuts-window"))
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .max_height(ctx.content_rect().height() - 60.0)
                .vscroll(true)
                .show(ctx, shortcuts_ui);
            self.shortcuts_open = open;
        }
        if self.about_open {
            let mut open = true;
            egui::Window::new(tr("cmd-about"))
                .id(egui::Id::unique("help-about-window"))
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .show(ctx, about_ui);
            self.about_open = open;
        }
    }

    fn rules_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            for p in Page::ALL {
                if ui.selectable_label(self.page == p, p.title()).clicked() {
                    self.show_page(p);
                }
            }
        });
        ui.separator();
        let scroll = std::mem::take(&mut self.scroll_pending);
        egui::ScrollArea::vertical()
            .id_salt(("help", self.page.title()))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.set_max_width(580.0);
                for b in self.page.blocks() {
                    let marked = b.ruling().is_some() && b.ruling() == self.ruling.as_deref();
                    let r = block_ui(ui, &b, marked);
                    if marked && scroll {
                        r.scroll_to_me(Some(egui::Align::TOP));
                    }
                }
            });
    }
}

/// One block: headings large, items with their marker, a marked ruling framed.
fn block_ui(ui: &mut egui::Ui, b: &Block, marked: bool) -> egui::Response {
    let size = |l: u8| match l {
        1 => 24.0,
        2 => 19.0,
        _ => 16.0,
    };
    match b {
        Block::Heading(l, t) => {
            ui.add_space(if *l == 1 { 2.0 } else { 8.0 });
            ui.label(RichText::new(t).size(size(*l)).strong())
        }
        Block::Paragraph(t) => ui.label(job(ui, t)),
        Block::Item(marker, t) => {
            let frame = if marked {
                egui::Frame::new()
                    .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
                    .stroke(ui.visuals().selection.stroke)
                    .corner_radius(4.0)
                    .inner_margin(4.0)
            } else {
                egui::Frame::new().inner_margin(egui::Margin::symmetric(4, 1))
            };
            // The width is taken before the row: inside it, it is unbounded.
            let width = ui.available_width() - 28.0;
            frame
                .show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        ui.label(marker.as_str());
                        let mut j = job(ui, t);
                        j.wrap.max_width = width;
                        ui.add(egui::Label::new(j).wrap());
                    });
                })
                .response
        }
    }
}

/// A paragraph's text with its bold and italic runs, wrapped to the width.
fn job(ui: &egui::Ui, text: &str) -> LayoutJob {
    let mut job = LayoutJob::default();
    let body = egui::TextStyle::Body.resolve(ui.style());
    for (t, bold, italic) in spans(text) {
        let colour = if bold {
            ui.visuals().strong_text_color()
        } else {
            ui.visuals().text_color()
        };
        job.append(
            &t,
            0.0,
            TextFormat {
                font_id: FontId::new(body.size, body.family.clone()),
                color: colour,
                italics: italic,
                ..Default::default()
            },
        );
    }
    job.wrap.max_width = ui.available_width();
    job
}

/// Every command with its keys, and what the mouse does on the board.
fn shortcuts_ui(ui: &mut egui::Ui) {
    // What a key does wraps in what the window leaves beside the keys: a
    // long line ran past the right edge of a small window.
    let room = (ui.ctx().content_rect().width() - 80.0).clamp(320.0, 760.0);
    let what_width = room - 220.0;
    let what = |ui: &mut egui::Ui, text: String| {
        ui.scope(|ui| {
            ui.set_max_width(what_width);
            ui.add(egui::Label::new(text).wrap());
        });
    };
    egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
        for c in Command::ALL {
            let keys = c.shortcut_text(ui.ctx());
            if keys.is_empty() {
                continue;
            }
            ui.label(RichText::new(keys).strong());
            what(ui, c.label());
            ui.end_row();
        }
        for (keys, does) in [
            ("Ctrl + / Ctrl -".to_string(), tr("keys-scale")),
            ("Ctrl 0".into(), tr("keys-scale-reset")),
            (tr("keys-name-arrows"), tr("keys-cursor")),
            ("1-9, 0, Tab".into(), tr("keys-spot")),
            ("Enter".into(), tr("keys-enter")),
            (tr("keys-name-right-drag"), tr("keys-pan")),
            (tr("keys-name-wheel"), tr("keys-zoom")),
            (tr("keys-name-turn"), tr("keys-turn")),
            (tr("keys-name-inspect"), tr("keys-inspect")),
        ] {
            ui.label(RichText::new(keys).strong());
            what(ui, does);
            ui.end_row();
        }
    });
}

fn about_ui(ui: &mut egui::Ui) {
    ui.set_max_width(420.0);
    ui.heading("Carcassonne Studio");
    ui.label(tr_args(
        "about-version",
        &[("v", env!("CARGO_PKG_VERSION").into())],
    ));
    ui.add_space(6.0);
    ui.label(tr("about-what"));
    ui.add_space(6.0);
    ui.label(tr("about-credit"));
}
