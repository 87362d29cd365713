//! Layout helpers for side panels: texts that wrap where egui's own widgets
//! would not, and columns sized to what is in them, so that nothing holds a
//! panel wider than its share of a small window (a right panel's overflow
//! is taken from the board's side, a left panel's is cut off).

/// A collapsing section whose title wraps at the panel's width: egui's
/// header never wraps its text, and one long title (a longer language, a
/// small window) widened a side panel under the board.
pub fn section(ui: &egui::Ui, title: impl Into<String>) -> egui::CollapsingHeader {
    let width = ui.available_width() - ui.spacing().indent - ui.spacing().button_padding.x;
    let font = egui::TextStyle::Button.resolve(ui.style());
    // The placeholder colour takes the header's own text colour when painted.
    let galley = ui.painter().layout(
        title.into(),
        font,
        egui::Color32::PLACEHOLDER,
        width.max(60.0),
    );
    egui::CollapsingHeader::new(egui::WidgetText::Galley(galley))
}

/// How wide a text is on one line in the body font.
pub fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    let body = egui::TextStyle::Body.resolve(ui.style());
    ui.painter()
        .layout_no_wrap(text.to_owned(), body, egui::Color32::WHITE)
        .size()
        .x
}

/// How wide a text's longest word is, with a little room for bold: a
/// header may wrap between its words, not inside one.
pub fn longest_word(ui: &egui::Ui, text: &str) -> f32 {
    text.split_whitespace()
        .map(|w| text_width(ui, w) * 1.1)
        .fold(0.0, f32::max)
        .ceil()
}

/// How wide a column of numbers is: its header's longest word or its
/// widest value.
fn number_column(ui: &egui::Ui, header: &str, widest_value: &str) -> f32 {
    longest_word(ui, header)
        .max(text_width(ui, widest_value))
        .ceil()
}

/// A table of one column of words followed by columns of numbers, each
/// given as (header, widest value): the numbers' widths, and what is left
/// of the panel for the words after the gaps between columns and
/// `reserve` (a scroll bar). egui's grids make a column at least
/// `interact_size.x` wide unless told otherwise: a grid sized with this
/// sets `min_col_width(0.0)`.
pub fn beside_numbers<const N: usize>(
    ui: &egui::Ui,
    columns: [(&str, &str); N],
    reserve: f32,
) -> ([f32; N], f32) {
    let numbers = columns.map(|(header, widest)| number_column(ui, header, widest));
    let gaps = (N + 1) as f32 * ui.spacing().item_spacing.x;
    let rest = ui.available_width() - numbers.iter().sum::<f32>() - gaps - reserve;
    (numbers, rest)
}

/// A column's header in bold, wrapped at `width`.
pub fn header(ui: &mut egui::Ui, text: &str, width: f32) -> egui::Response {
    ui.scope(|ui| {
        ui.set_max_width(width);
        ui.add(egui::Label::new(egui::RichText::new(text).strong()).wrap())
    })
    .inner
}
