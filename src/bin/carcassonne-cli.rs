//! `carcassonne-cli`: the engine without the window.

use carcassonne_studio::cli::{args::Args, commands, output};
use std::io::Write;

/// Prints to stderr without panicking when stderr itself is closed.
fn complain(msg: &str) {
    let _ = writeln!(std::io::stderr(), "{msg}");
}

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = raw.first().cloned() else {
        complain(commands::USAGE);
        std::process::exit(2);
    };
    let args = match Args::parse(&raw[1..]) {
        Ok(a) => a,
        Err(e) => {
            complain(&format!("error: {e}"));
            std::process::exit(2);
        }
    };
    let r = commands::run(&cmd, &args);
    output::flush();
    if let Err(e) = r {
        complain(&format!("error: {e}"));
        std::process::exit(1);
    }
}
