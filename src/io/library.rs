//! The starter library of teaching scenarios, built into the program so the
//! app's menu reaches them without a file dialog.

/// File name and RON text of each starter scenario, in menu order.
pub const STARTER_SCENARIOS: &[(&str, &str)] = &[
    (
        "01-fields-h-tile.ron",
        include_str!("../../assets/scenarios/01-fields-h-tile.ron"),
    ),
    (
        "02-majority-tie.ron",
        include_str!("../../assets/scenarios/02-majority-tie.ron"),
    ),
    (
        "03-majority-more-knights.ron",
        include_str!("../../assets/scenarios/03-majority-more-knights.ron"),
    ),
    (
        "04-monastery-at-the-end.ron",
        include_str!("../../assets/scenarios/04-monastery-at-the-end.ron"),
    ),
    (
        "05-road-into-city.ron",
        include_str!("../../assets/scenarios/05-road-into-city.ron"),
    ),
    (
        "06-unplaceable-tile.ron",
        include_str!("../../assets/scenarios/06-unplaceable-tile.ron"),
    ),
    (
        "07-road-loop.ron",
        include_str!("../../assets/scenarios/07-road-loop.ron"),
    ),
    (
        "08-city-pays-each-field.ron",
        include_str!("../../assets/scenarios/08-city-pays-each-field.ron"),
    ),
    (
        "09-open-city-feeds-no-farmer.ron",
        include_str!("../../assets/scenarios/09-open-city-feeds-no-farmer.ron"),
    ),
    (
        "10-shields-in-an-open-city.ron",
        include_str!("../../assets/scenarios/10-shields-in-an-open-city.ron"),
    ),
    (
        "11-no-second-knight.ron",
        include_str!("../../assets/scenarios/11-no-second-knight.ron"),
    ),
    (
        "12-two-tile-city-option.ron",
        include_str!("../../assets/scenarios/12-two-tile-city-option.ron"),
    ),
    (
        "13-field-touches-a-city-twice.ron",
        include_str!("../../assets/scenarios/13-field-touches-a-city-twice.ron"),
    ),
    (
        "14-city-gates-gate-ends-road.ron",
        include_str!("../../assets/scenarios/14-city-gates-gate-ends-road.ron"),
    ),
    (
        "15-the-city-guards-and-a-hole.ron",
        include_str!("../../assets/scenarios/15-the-city-guards-and-a-hole.ron"),
    ),
    (
        "16-the-city-streets-at-the-end.ron",
        include_str!("../../assets/scenarios/16-the-city-streets-at-the-end.ron"),
    ),
    (
        "17-city-gates-farmer-at-a-gate.ron",
        include_str!("../../assets/scenarios/17-city-gates-farmer-at-a-gate.ron"),
    ),
    (
        "18-close-your-city.ron",
        include_str!("../../assets/scenarios/18-close-your-city.ron"),
    ),
    (
        "19-finish-the-road.ron",
        include_str!("../../assets/scenarios/19-finish-the-road.ron"),
    ),
    (
        "20-the-ninth-tile.ron",
        include_str!("../../assets/scenarios/20-the-ninth-tile.ron"),
    ),
    (
        "21-best-move-take-the-points.ron",
        include_str!("../../assets/scenarios/21-best-move-take-the-points.ron"),
    ),
    (
        "22-best-move-not-blues-city.ron",
        include_str!("../../assets/scenarios/22-best-move-not-blues-city.ron"),
    ),
    (
        "23-share-blues-city.ron",
        include_str!("../../assets/scenarios/23-share-blues-city.ron"),
    ),
    (
        "24-stop-blues-city.ron",
        include_str!("../../assets/scenarios/24-stop-blues-city.ron"),
    ),
];

/// The file name of the starter scenario with this title, if one has it:
/// a starter kept in the data folder and resumed after a restart has lost
/// its file name, and its title is what still says which starter it was.
pub fn starter_file_titled(title: &str) -> Option<&'static str> {
    starter_titles()
        .iter()
        .zip(STARTER_SCENARIOS)
        .find(|(t, _)| *t == title)
        .map(|(_, (name, _))| *name)
}

/// Each starter scenario's title, in menu order (read once; "" for a file
/// that does not parse, which the tests rule out).
pub fn starter_titles() -> &'static [String] {
    static TITLES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TITLES.get_or_init(|| {
        STARTER_SCENARIOS
            .iter()
            .map(|(_, text)| {
                ron::from_str::<super::scenario::ScenarioFile>(text)
                    .map(|sf| sf.title)
                    .unwrap_or_default()
            })
            .collect()
    })
}
