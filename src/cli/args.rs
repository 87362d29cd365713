//! A small argument reader: `--name value` flags, `--switch` switches, and positionals.

use crate::engine::{GameKind, Options};
use std::collections::BTreeMap;

/// Parsed command-line arguments of one subcommand.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    flags: BTreeMap<String, Option<String>>,
    used: std::cell::RefCell<Vec<String>>,
}

/// Switches that take no value.
const SWITCHES: &[&str] = &[
    "json",
    "no-farmers",
    "city-gates",
    "two-tile-city",
    "quiet",
    "help",
    "force",
];

impl Args {
    /// Reads `--flag value`, `--flag=value` and `--switch`.
    pub fn parse(raw: &[String]) -> Result<Args, String> {
        let mut a = Args::default();
        let mut i = 0;
        while i < raw.len() {
            let s = &raw[i];
            if let Some(name) = s.strip_prefix("--") {
                if let Some((k, v)) = name.split_once('=') {
                    a.flags.insert(k.to_string(), Some(v.to_string()));
                } else if SWITCHES.contains(&name) {
                    a.flags.insert(name.to_string(), None);
                } else {
                    let v = raw
                        .get(i + 1)
                        .ok_or_else(|| format!("--{name} needs a value"))?;
                    a.flags.insert(name.to_string(), Some(v.clone()));
                    i += 1;
                }
            } else {
                a.positional.push(s.clone());
            }
            i += 1;
        }
        Ok(a)
    }

    /// True if a switch was given.
    pub fn switch(&self, name: &str) -> bool {
        self.used.borrow_mut().push(name.to_string());
        self.flags.contains_key(name)
    }

    /// A flag's value, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.used.borrow_mut().push(name.to_string());
        self.flags.get(name).and_then(|v| v.as_deref())
    }

    /// A flag's value parsed, or a default.
    pub fn parsed<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name}: cannot read {v:?} as a number")),
        }
    }

    /// Fails on flags that no command asked for (typos should not pass silently).
    pub fn reject_unknown(&self) -> Result<(), String> {
        let used = self.used.borrow();
        for k in self.flags.keys() {
            if !used.contains(k) {
                return Err(format!("unknown option --{k}"));
            }
        }
        Ok(())
    }
}

/// The `--game` flag.
pub(crate) fn game_kind(args: &Args) -> Result<GameKind, String> {
    match args.value("game").unwrap_or("base") {
        "base" => Ok(GameKind::Base),
        "city" => Ok(GameKind::City),
        g => Err(format!("--game: unknown game {g:?} (base or city)")),
    }
}

/// The rule option switches.
pub(crate) fn options(args: &Args) -> Options {
    Options {
        farmers: !args.switch("no-farmers"),
        city_gates: args.switch("city-gates"),
        two_tile_city: args.switch("two-tile-city"),
    }
}
