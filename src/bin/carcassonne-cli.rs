//! `carcassonne-cli`: the engine without the window.

use carcassonne_studio::cli::{args::Args, commands};

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = raw.first().cloned() else {
        eprintln!("{}", commands::USAGE);
        std::process::exit(2);
    };
    let args = match Args::parse(&raw[1..]) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = commands::run(&cmd, &args) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
