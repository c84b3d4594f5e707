//! The artwork a picture is made of, defined once in its `<defs>` and used
//! by reference: textures (grass, roofs, woods, rocks, waves, fog),
//! buildings (monasteries, abbeys, castles, graveyards, lakes) and figures
//! (followers and the rest), each drawn round `(0, 0)`. Figures take their
//! owner's colour from the `fill` of the `<use>` that shows them. The ids
//! are part of the picture's interface: a client may show any of them in a
//! legend with `<use href="#figure-mayor"/>`, and `kind-<kind>` is a
//! sample of how a region kind looks.
//!
//! Everything here is drawn for this service from simple shapes; no
//! published artwork is copied.

use std::fmt::Write;

/// How a region kind is laid on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The tile's ground.
    Ground,
    /// A shape along its slots, edged where it meets the ground.
    Area,
    /// A band from its slots to the centre.
    Line,
    /// A building in the middle (or its place when several share a tile).
    Symbol,
}

/// How a region kind looks: its shape, its colour, the texture laid over
/// it and the colour of its edge (an area's wall, a line's verge).
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// How it is laid on the tile.
    pub shape: Shape,
    /// Its colour under the texture.
    pub colour: &'static str,
    /// A pattern id, drawn over the colour.
    pub texture: Option<&'static str>,
    /// An area's wall or border, a line's verge.
    pub edge: &'static str,
}

const fn look(shape: Shape, colour: &'static str, texture: Option<&'static str>, edge: &'static str) -> Look {
    Look { shape, colour, texture, edge }
}

/// The look of region kind `kind`.
pub fn look_of(kind: &str) -> Look {
    match kind {
        "field" => look(Shape::Ground, "#9dc763", Some("grass"), ""),
        "meadow" => look(Shape::Ground, "#a9d07a", Some("grass"), ""),
        "lowland" => look(Shape::Ground, "#c3dc9a", Some("grass"), ""),
        "city" => look(Shape::Area, "#d9b47e", Some("roofs"), "#7d6f60"),
        "forest" => look(Shape::Area, "#3d7a37", Some("woods"), "#25521f"),
        "mountain" => look(Shape::Area, "#a08c7c", Some("rocks"), "#5d4c40"),
        "water" => look(Shape::Area, "#4d9fdc", Some("waves"), "#2a6c9e"),
        "fog" => look(Shape::Area, "#6f7d99", Some("fog"), "#4c5670"),
        "road" => look(Shape::Line, "#ecdfb8", None, "#8a7650"),
        "river" => look(Shape::Line, "#4d9fdc", Some("waves"), "#2a6c9e"),
        "monastery" | "abbey" | "lake" | "castle" | "graveyard" => look(Shape::Symbol, "#efe6d6", None, "#5d4037"),
        _ => look(Shape::Area, "#bdbdbd", None, "#616161"),
    }
}

/// The edge of an area whose feature is complete: its wall or border
/// picked out in gold.
pub const COMPLETE_EDGE: &str = "#e2b33c";

/// The textures, each a pattern in tile units of the same id.
const TEXTURE_IDS: [&str; 6] = ["grass", "roofs", "woods", "rocks", "waves", "fog"];

/// The id of texture `texture` as shown on a tile turned `turns` quarter
/// turns: a copy turned back, so that roofs and grass stand upright.
pub fn texture(texture: &str, turns: u8) -> String {
    match turns % 4 {
        0 => texture.to_owned(),
        turns => format!("{texture}-{turns}"),
    }
}

/// Textures, as patterns in tile units.
const TEXTURES: &str = concat!(
    r##"<pattern id="grass" width="17" height="13" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M3 10l1.2-4l.8 4M11 4l1-3.5l1 3.5M14 12l.8-3l.9 3" fill="none" stroke="#4f7f2a" stroke-opacity=".45" stroke-width="1"/></pattern>"##,
    r##"<pattern id="roofs" width="18" height="15" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M1 8l4-4l4 4v5H1z" fill="#f3e3c4" stroke="#8d6e4f" stroke-width=".6"/><path d="M.5 8.3l4.5-4.8l4.5 4.8" fill="none" stroke="#b24a32" stroke-width="2"/>"##,
    r##"<path d="M10 4l3.5-3l3.5 3v4h-7z" fill="#eedcba" stroke="#8d6e4f" stroke-width=".6"/><path d="M9.6 4.3l3.9-3.5l3.9 3.5" fill="none" stroke="#9b3d2a" stroke-width="1.8"/></pattern>"##,
    r##"<pattern id="woods" width="16" height="16" patternUnits="userSpaceOnUse">"##,
    r##"<circle cx="4" cy="5" r="4" fill="#2f6a2b"/><circle cx="3" cy="4" r="1.6" fill="#5c9e4e"/><circle cx="12" cy="12" r="4.5" fill="#2a6026"/><circle cx="11" cy="11" r="1.8" fill="#5c9e4e"/></pattern>"##,
    r##"<pattern id="rocks" width="20" height="16" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M1 13l5-8l5 8z" fill="#8a7567"/><path d="M6 5l1.7 2.7h-3.4z" fill="#f5f5f5"/><path d="M10 15l4.5-6l4.5 6z" fill="#7b6659"/></pattern>"##,
    r##"<pattern id="waves" width="16" height="10" patternUnits="userSpaceOnUse">"##,
    r##"<path d="M1 4q2-2 4 0t4 0M8 9q2-2 4 0t4 0" fill="none" stroke="#d4ebfb" stroke-width="1.1" stroke-opacity=".8"/></pattern>"##,
    r##"<pattern id="fog" width="20" height="12" patternUnits="userSpaceOnUse"><rect width="20" height="12" fill="#5c6b8a" fill-opacity="0.72"/>"##,
    r##"<path d="M0 6Q5 2 10 6T20 6" fill="none" stroke="#eef1f8" stroke-width="1.6" stroke-opacity="0.9"/></pattern>"##,
);

/// A follower: the classic wooden figure, about 22 units tall.
const FOLLOWER: &str = "M-2.6 -6.6A3.7 3.7 0 1 1 2.6 -6.6Q3 -4.6 4 -4.1L9.4 -2.1Q11 -1.3 10.3 .5Q9.7 1.5 7.3 1.2L4.3 .8L8.8 9.4Q9.2 11 7.6 11H2.3L0 6.5L-2.3 11H-7.6Q-9.2 11 -8.8 9.4L-4.3 .8L-7.3 1.2Q-9.7 1.5 -10.3 .5Q-11 -1.3 -9.4 -2.1L-4 -4.1Q-3 -4.6 -2.6 -6.6Z";

/// Buildings and figures by id (besides the follower).
const DRAWINGS: [(&str, &str); 15] = [
    (
        "figure-large-follower",
        r##"<use href="#figure-follower" transform="scale(1.35)"/><circle cy="1" r="2.4" fill="#fff" stroke="#111" stroke-width=".8"/>"##,
    ),
    (
        "figure-mayor",
        r##"<path d="M0 -10.8a3.6 3.6 0 1 1 0 7.2a3.6 3.6 0 1 1 0-7.2ZM-2.6 -3.4Q0 -2.2 2.6 -3.4L7 -.6L5.4 2.2L9 11H-9L-5.4 2.2L-7 -.6Z" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/><path d="M-3.4 -10.6V-13.8L-1.7 -12.1L0 -14.6L1.7 -12.1L3.4 -13.8V-10.6Z" fill="#f4c430" stroke="#111" stroke-width=".8"/>"##,
    ),
    (
        "figure-wagon",
        r##"<path d="M-8.5 -3Q0 -15 8.5 -3Z" fill="#f3ead6" stroke="#111" stroke-width="1"/><path d="M-11 -3H11L9 4H-9Z" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/><circle cx="-6" cy="6" r="3.6" fill="#6d4c41" stroke="#111"/><circle cx="6" cy="6" r="3.6" fill="#6d4c41" stroke="#111"/>"##,
    ),
    (
        "figure-builder",
        r##"<use href="#figure-follower" transform="translate(0 1.5) scale(.85 1.1)"/><path d="M-5 -10.6H5M-3 -10.8V-15H3V-10.8" fill="#3e2723" stroke="#111" stroke-width="1.4"/>"##,
    ),
    (
        "figure-pig",
        r##"<path d="M-7 4V8M-3 5V8.5M3 5V8.5M7 4V8" stroke="#111" stroke-width="2"/><ellipse cx="-1" cy="1" rx="9" ry="6.2" stroke="#111" stroke-width="1.2"/><circle cx="7" cy="-1.5" r="4.2" stroke="#111" stroke-width="1.2"/><ellipse cx="10.6" cy="-.8" rx="1.6" ry="2" fill="#f8bbd0" stroke="#111" stroke-width=".8"/><path d="M5 -5L6.6 -8.5L8.3 -5.2" stroke="#111" stroke-width="1"/><path d="M-10 -1q-3-2-1.5-4" fill="none" stroke="#111" stroke-width="1.2"/>"##,
    ),
    (
        "figure-barn",
        r##"<path d="M-10 10V-2L0 -10L10 -2V10Z" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/><path d="M-4 10V2H4V10M-4 2L4 10M4 2L-4 10" fill="none" stroke="#fff" stroke-width="1.2"/><path d="M-12 -1L0 -11.5L12 -1" fill="none" stroke="#5d4037" stroke-width="2"/>"##,
    ),
    (
        "figure-hut",
        r##"<path d="M0 -10L10 10H-10Z" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/><path d="M-3 -14L3 -6M3 -14L-3 -6" stroke="#6d4c41" stroke-width="1.6"/><path d="M-3.5 10V5Q0 1 3.5 5V10Z" fill="#3e2723"/>"##,
    ),
    (
        "figure-guard",
        r##"<path d="M10.5 -13V11" stroke="#5d4037" stroke-width="1.6"/><path d="M10.5 -16L12.5 -12H8.5Z" fill="#9e9e9e" stroke="#111" stroke-width=".7"/><use href="#figure-follower"/><path d="M-3.6 -9.6Q0 -13.2 3.6 -9.6Z" fill="#9e9e9e" stroke="#111" stroke-width=".7"/>"##,
    ),
    (
        "figure-dog",
        r##"<path d="M-9 -2q-3-4 0-6M-8 3V9M-4 4V9M4 4V9M7 3V9" fill="none" stroke="#111" stroke-width="1.8"/><ellipse cx="-1" cy="1" rx="8.5" ry="4.8" stroke="#111" stroke-width="1.2"/><circle cx="7.5" cy="-4" r="4" stroke="#111" stroke-width="1.2"/><path d="M5.5 -7.5L4 -1.5L7.5 -6Z" fill="#6d4c41"/><circle cx="11.3" cy="-3.5" r="1" fill="#111"/>"##,
    ),
    (
        "figure-ghost",
        r##"<path d="M-9 9V0A9 9 0 0 1 9 0V9L6 6L3 9L0 6L-3 9L-6 6Z" fill="#fff" stroke="#111" stroke-width="1.5"/>"##,
    ),
    (
        "building-monastery",
        r##"<path d="M-11 13V-1H11V13Z" fill="#efe4cf" stroke="#5d4037" stroke-width="1.2"/><path d="M-13 -1L0 -10L13 -1Z" fill="#b23b3b" stroke="#5d4037" stroke-width="1.2" stroke-linejoin="round"/><path d="M-3.5 -7V-17H3.5V-7" fill="#efe4cf" stroke="#5d4037" stroke-width="1.2"/><path d="M-4.5 -17L0 -21L4.5 -17Z" fill="#b23b3b" stroke="#5d4037"/><path d="M0 -21V-26M-2 -24H2" stroke="#3e2723" stroke-width="1.2"/><path d="M-3 13V7A3 3 0 0 1 3 7V13Z" fill="#5d4037"/><path d="M-8 3h3v3h-3zM5 3h3v3h-3z" fill="#5d4037"/>"##,
    ),
    (
        "building-abbey",
        r##"<path d="M-14 13V-2H14V13Z" fill="#ede0f3" stroke="#4a2a5c" stroke-width="1.2"/><path d="M-16 -2L0 -11L16 -2Z" fill="#7b3fa0" stroke="#4a2a5c" stroke-width="1.2" stroke-linejoin="round"/><path d="M-14 -2V-16H-7V-2M7 -2V-16H14V-2" fill="#ede0f3" stroke="#4a2a5c" stroke-width="1.2"/><path d="M-15 -16L-10.5 -21L-6 -16ZM6 -16L10.5 -21L15 -16Z" fill="#7b3fa0" stroke="#4a2a5c"/><path d="M-3.5 13V6A3.5 3.5 0 0 1 3.5 6V13Z" fill="#4a2a5c"/><circle cy="-4" r="2.5" fill="#f4c430" stroke="#4a2a5c" stroke-width=".8"/>"##,
    ),
    (
        "building-castle",
        r##"<path d="M-13 13V-6H-9V-3H-5V-6H-1V-3H3V-6H7V-3H13V13Z" fill="#bcaaa4" stroke="#3e2723" stroke-width="1.2"/><path d="M-4 -6V-17H-2V-15H0V-17H2V-15H4V-6" fill="#a1887f" stroke="#3e2723" stroke-width="1.2"/><path d="M-3 13V6A3 3 0 0 1 3 6V13Z" fill="#3e2723"/><path d="M0 -17V-23L5 -21.5L0 -20" fill="#c62828" stroke="#3e2723" stroke-width=".6"/>"##,
    ),
    (
        "building-graveyard",
        r##"<ellipse rx="15" ry="12" fill="#7b8a6a" stroke="#37474f" stroke-width="1.2"/><path d="M-9 6V-2A3 3 0 0 1 -3 -2V6ZM3 4V-5A3.5 3.5 0 0 1 10 -5V4Z" fill="#cfd8dc" stroke="#37474f"/><path d="M-6 -5V0M-7.8 -3H-4.2" stroke="#37474f"/>"##,
    ),
    (
        "building-lake",
        r##"<path d="M-15 2Q-15 -10 -2 -10Q13 -11 15 -1Q16 10 2 10Q-15 12 -15 2Z" fill="#4d9fdc" stroke="#2a6c9e" stroke-width="1.5"/><path d="M-8 -2q2-2 4 0t4 0M0 4q2-2 4 0t4 0" fill="none" stroke="#d4ebfb" stroke-width="1.1"/>"##,
    ),
];

/// The id of the drawing a picture shows for a piece labelled `label`
/// (engine::picture::Piece), and how much larger than its drawing.
pub fn figure(label: char) -> Option<(&'static str, f32)> {
    Some(match label {
        'F' => ("figure-follower", 1.15),
        'L' => ("figure-large-follower", 1.15),
        'M' => ("figure-mayor", 1.15),
        'W' => ("figure-wagon", 1.0),
        'U' => ("figure-builder", 1.15),
        'P' => ("figure-pig", 0.9),
        'B' => ("figure-barn", 1.0),
        'H' => ("figure-hut", 1.0),
        'G' => ("figure-guard", 1.1),
        'D' => ("figure-dog", 0.9),
        '0'..='9' => ("figure-ghost", 1.0),
        _ => return None,
    })
}

/// The building a symbol region of kind `kind` is drawn as.
pub fn building(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "monastery" => "building-monastery",
        "abbey" => "building-abbey",
        "castle" => "building-castle",
        "graveyard" => "building-graveyard",
        "lake" => "building-lake",
        _ => return None,
    })
}

/// The `<defs>` of a picture whose tiles have regions of `kinds`: every
/// texture and drawing, and a sample of each kind.
pub fn defs<'a>(kinds: impl Iterator<Item = &'a str>) -> String {
    let mut svg = String::from("<defs>");
    svg += TEXTURES;
    for id in TEXTURE_IDS {
        for turns in 1..4u8 {
            let _ = write!(
                svg,
                r##"<pattern id="{}" href="#{id}" patternTransform="rotate({})"/>"##,
                texture(id, turns),
                -90 * i32::from(turns)
            );
        }
    }
    let _ = write!(
        svg,
        r##"<g id="figure-follower"><path d="{FOLLOWER}" stroke="#111" stroke-width="1.3" stroke-linejoin="round"/></g>"##
    );
    for (id, drawing) in DRAWINGS {
        let _ = write!(svg, r#"<g id="{id}">{drawing}</g>"#);
    }
    for kind in kinds {
        let _ = write!(svg, r#"<g id="kind-{kind}">{}</g>"#, sample(kind));
    }
    svg + "</defs>"
}

/// A square of 24 units round `(0, 0)` showing how region kind `kind` looks.
fn sample(kind: &str) -> String {
    let look = look_of(kind);
    if let Some(id) = building(kind) {
        return format!(r##"<use href="#{id}" transform="scale(.75)"/>"##);
    }
    let ground = r##"<rect x="-12" y="-12" width="24" height="24" fill="#9dc763"/>"##;
    let textured = |d: &str| {
        let mut svg = format!(r#"<path d="{d}" fill="{}"/>"#, look.colour);
        if let Some(texture) = look.texture {
            let _ = write!(svg, r#"<path d="{d}" fill="url(#{texture})"/>"#);
        }
        svg
    };
    match look.shape {
        Shape::Ground | Shape::Symbol => textured("M-12 -12H12V12H-12Z"),
        Shape::Area => format!(
            r#"{ground}{}<path d="M-12 -12H12Q0 8 -12 -12" fill="none" stroke="{}" stroke-width="2.5"/>"#,
            textured("M-12 -12H12Q0 8 -12 -12Z"),
            look.edge
        ),
        Shape::Line => format!(
            r#"{ground}<path d="M-12 0H12" stroke="{}" stroke-width="11"/><path d="M-12 0H12" stroke="{}" stroke-width="7"/>"#,
            look.edge, look.colour
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every drawing a piece or a region may be shown as is defined, and
    /// every kind asked for has its sample.
    #[test]
    fn every_reference_is_defined() {
        let defs = defs(["city", "monastery", "road"].into_iter());
        let labels = "FLMWUPBHGD0";
        let kinds = ["monastery", "abbey", "castle", "graveyard", "lake"];
        for id in labels.chars().filter_map(figure).map(|(id, _)| id).chain(kinds.iter().filter_map(|k| building(k))) {
            assert!(defs.contains(&format!(r#"<g id="{id}">"#)), "{id} is defined");
        }
        for kind in ["city", "monastery", "road"] {
            assert!(defs.contains(&format!(r#"<g id="kind-{kind}">"#)), "{kind} has a sample");
        }
        assert_eq!(figure('?'), None);
    }
}
