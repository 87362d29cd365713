//! The desktop app: `carcassonne-studio` opens the window;
//! `--bench-frame [N]` measures a frame on a full board and exits;
//! `--time-start` reports how long the first frame took to appear;
//! a file argument opens that saved game.

use carcassonne_studio::app::shell::bench;
use carcassonne_studio::app::{APP_ID, StudioApp};

fn main() -> eframe::Result {
    let started = std::time::Instant::now();
    // Before anything allocates much: frames reuse the memory the last one freed.
    let _ = carcassonne_studio::app::shell::memory::keep_freed_memory();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--bench-frame") {
        let n = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(200);
        bench::run(n);
        return Ok(());
    }
    let report_start = args.iter().any(|a| a == "--time-start");
    // A save file named on the command line (the desktop entry passes one) opens at start.
    let open = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(std::path::PathBuf::from);
    let icon =
        eframe::icon_data::from_png_bytes(include_bytes!("../dist/carcassonne-studio.png")).ok();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Carcassonne studio")
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 820.0])
        .with_min_inner_size([720.0, 480.0]);
    if let Some(icon) = icon {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        persist_window: true,
        ..Default::default()
    };
    eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| Ok(Box::new(StudioApp::new(cc, started, report_start, open)))),
    )
}
