//! The Fluent bundles: one per language, parsed once per thread from the
//! files built into the program.

use super::Language;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// The parts of a language's messages, as built in: (file name, text).
/// Each part is its own file so that the app's texts, the scenarios' texts
/// and the engine's problem texts can be written side by side.
pub fn sources(l: Language) -> &'static [(&'static str, &'static str)] {
    macro_rules! parts {
        ($($name:literal),*) => {
            &[$(($name, include_str!(concat!("../../assets/i18n/", $name)))),*]
        };
    }
    match l {
        Language::English => parts!("en.ftl", "en-scenarios.ftl", "en-problems.ftl"),
        Language::Nederlands => parts!("nl.ftl", "nl-scenarios.ftl", "nl-problems.ftl"),
        Language::Deutsch => parts!("de.ftl", "de-scenarios.ftl", "de-problems.ftl"),
    }
}

/// The text of all of a language's files, one after the other.
pub fn source(l: Language) -> String {
    sources(l)
        .iter()
        .map(|(_, text)| *text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// An argument to a message: a number (plurals select on it) or a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(l: Language) -> Bundle {
    // A file with a syntax error still gives the messages that parsed; the
    // test of the files (parse_problems) keeps that from shipping.
    let res = FluentResource::try_new(source(l)).unwrap_or_else(|(res, _)| res);
    let id = l.code().parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    // Unicode isolation marks around arguments would show in labels and
    // break searching them by text.
    b.set_use_isolating(false);
    // A message defined twice keeps the first: an error only the test sees.
    let _ = b.add_resource(res);
    b
}

thread_local! {
    static BUNDLES: [Bundle; 3] = [
        bundle(Language::English),
        bundle(Language::Nederlands),
        bundle(Language::Deutsch),
    ];
}

fn index(l: Language) -> usize {
    match l {
        Language::English => 0,
        Language::Nederlands => 1,
        Language::Deutsch => 2,
    }
}

fn try_format(b: &Bundle, id: &str, args: &FluentArgs) -> Option<String> {
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(args), &mut errors);
    Some(text.into_owned())
}

/// Message `id` in language `l`, else in English, else the id itself.
pub(super) fn format(l: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fa = FluentArgs::new();
    for (k, v) in args {
        match v {
            Arg::Number(n) => fa.set(*k, FluentValue::from(*n)),
            Arg::Text(t) => fa.set(*k, FluentValue::from(t.clone())),
        }
    }
    BUNDLES.with(|bs| {
        try_format(&bs[index(l)], id, &fa)
            .or_else(|| try_format(&bs[0], id, &fa))
            .unwrap_or_else(|| id.to_string())
    })
}

/// What is wrong with a language's file: syntax errors and messages
/// defined twice (empty when it is sound).
pub fn parse_problems(l: Language) -> Vec<String> {
    let mut out = Vec::new();
    let mut b: Bundle = FluentBundle::new(vec![unic_langid::LanguageIdentifier::default()]);
    for (name, text) in sources(l) {
        let res = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                out.extend(errs.iter().map(|e| format!("{name}: {e:?}")));
                r
            }
        };
        // Adding every part to one bundle finds a message defined in two.
        if let Err(errs) = b.add_resource(res) {
            out.extend(errs.iter().map(|e| format!("{name}: {e:?}")));
        }
    }
    out
}

/// The ids of the messages a language's file defines, in file order.
pub fn message_ids(l: Language) -> Vec<String> {
    let res = FluentResource::try_new(source(l)).unwrap_or_else(|(res, _)| res);
    res.entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}
