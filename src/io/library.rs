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
];
