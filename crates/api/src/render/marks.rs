//! What scores on a tile, drawn as small marks beside a region's anchor:
//! shields in cities, deer, aurochs, mammoths and tigers on meadows, fish
//! in rivers and lakes, menhirs and mushrooms in forests, fire on a meadow,
//! towns in Discovery's regions, inns by roads and cathedrals in cities
//! (Inns & Cathedrals), wine, grain and cloth in cities (Traders &
//! Builders). Marks are read from the catalog's region
//! attributes (data/tiles/FORMAT.md) and stay upright however the tile is
//! turned.

use engine::catalog::RegionDef;
use std::fmt::Write;

/// One kind of mark: what it is called and how it is drawn, centred on
/// `(0, 0)` in a box of about 14 units.
struct Mark {
    name: &'static str,
    drawing: &'static str,
}

const SHIELD: Mark = Mark {
    name: "shield",
    drawing: r##"<path d="M-5 -6H5V0Q5 5 0 7Q-5 5 -5 0Z" fill="#1565c0" stroke="#fff" stroke-width="1.2"/><path d="M0 -6V6" stroke="#fff" stroke-width="1.5"/>"##,
};
const DEER: Mark = Mark {
    name: "deer",
    drawing: r##"<path d="M-2 -3L-5 -8M-4 -6L-7 -6M2 -3L5 -8M4 -6L7 -6" stroke="#4e342e" stroke-width="1.3" fill="none"/><circle r="4.5" fill="#c49a6c" stroke="#4e342e"/>"##,
};
const AUROCHS: Mark = Mark {
    name: "aurochs",
    drawing: r##"<path d="M-3 -3Q-8 -5 -6 -9M3 -3Q8 -5 6 -9" stroke="#efebe9" stroke-width="1.6" fill="none"/><circle r="5" fill="#4e342e" stroke="#1b1b1b"/>"##,
};
const MAMMOTH: Mark = Mark {
    name: "mammoth",
    drawing: r##"<circle cy="-1" r="5.5" fill="#8d6e63" stroke="#3e2723"/><path d="M0 3Q1 8 -3 8" stroke="#8d6e63" stroke-width="2.5" fill="none"/><path d="M-2 3Q-6 6 -7 2M2 3Q6 6 7 2" stroke="#fff" stroke-width="1.3" fill="none"/>"##,
};
const TIGER: Mark = Mark {
    name: "tiger",
    drawing: r##"<circle r="5" fill="#fb8c00" stroke="#1b1b1b"/><path d="M-5 -1L-2 0M5 -1L2 0M-1 -5L0 -2M1 -5L0 -2" stroke="#1b1b1b" stroke-width="1.2"/>"##,
};
const FISH: Mark = Mark {
    name: "fish",
    drawing: r##"<path d="M-6 0Q0 -5 4 0Q0 5 -6 0ZM4 0L8 -4V4Z" fill="#e3f2fd" stroke="#0d47a1" stroke-width="1.1"/>"##,
};
const MENHIR: Mark = Mark {
    name: "menhir",
    drawing: r##"<path d="M-3 6L-2.5 -5Q0 -8 2.5 -5L3 6Z" fill="#bdbdbd" stroke="#212121" stroke-width="1.1"/>"##,
};
const MUSHROOM: Mark = Mark {
    name: "mushroom",
    drawing: r##"<rect x="-1.5" y="-1" width="3" height="6" fill="#fff8e1" stroke="#5d4037" stroke-width=".8"/><path d="M-6 0Q0 -9 6 0Z" fill="#d32f2f" stroke="#5d4037" stroke-width=".8"/>"##,
};
const FIRE: Mark = Mark {
    name: "fire",
    drawing: r##"<path d="M0 -7Q6 -1 3 5Q0 7 -3 5Q-6 -1 0 -7Z" fill="#ff7043" stroke="#bf360c"/><path d="M0 -1Q2 2 0 5Q-2 2 0 -1Z" fill="#ffeb3b"/>"##,
};
const TOWN: Mark = Mark {
    name: "town",
    drawing: r##"<rect x="-5" y="-5" width="10" height="10" fill="#fafafa" stroke="#4e342e" stroke-width="1.5"/><rect x="-2" y="-2" width="4" height="4" fill="#c62828"/>"##,
};

const INN: Mark = Mark {
    name: "inn",
    drawing: r##"<path d="M-6 -1L0 -7L6 -1Z" fill="#c62828" stroke="#4e342e" stroke-width="1"/><rect x="-5" y="-1" width="10" height="7" fill="#ffe0b2" stroke="#4e342e" stroke-width="1"/><rect x="-1.5" y="2" width="3" height="4" fill="#4e342e"/>"##,
};
const CATHEDRAL: Mark = Mark {
    name: "cathedral",
    drawing: r##"<path d="M-6 7V-1L-3 -4L0 -1V7ZM0 7V-2L3 -8L6 -2V7Z" fill="#eceff1" stroke="#37474f" stroke-width="1.1"/><path d="M3 -4V-1M1.5 -2.5H4.5" stroke="#37474f" stroke-width="1"/><path d="M-4.5 7V3H-1.5V7" fill="#37474f"/>"##,
};

const WINE: Mark = Mark {
    name: "wine",
    drawing: r##"<path d="M-4 -7H4V-3Q4 2 0 2Q-4 2 -4 -3Z" fill="#8e244d" stroke="#3e0a1e" stroke-width="1"/><path d="M0 2V6M-3 6H3" stroke="#3e0a1e" stroke-width="1.3"/>"##,
};
const GRAIN: Mark = Mark {
    name: "grain",
    drawing: r##"<path d="M0 7V-7M0 -4L-3 -6M0 -4L3 -6M0 0L-3 -2M0 0L3 -2M0 4L-3 2M0 4L3 2" stroke="#b8860b" stroke-width="1.6" fill="none"/>"##,
};
const CLOTH: Mark = Mark {
    name: "cloth",
    drawing: r##"<rect x="-6" y="-4" width="12" height="8" rx="2" fill="#5c6bc0" stroke="#1a237e" stroke-width="1"/><path d="M-6 -1H6M-6 2H6" stroke="#c5cae9" stroke-width="1"/>"##,
};

/// Most marks drawn for one region (the rest would cover the tile).
const MOST: usize = 4;
/// Distance between two marks' centres.
const SPACING: f32 = 18.0;
/// How much larger than its drawing a mark is shown.
const SCALE: f32 = 1.35;

/// The marks of one region, in drawing order.
fn marks_of(region: &RegionDef) -> Vec<&'static Mark> {
    let repeated = |mark: &'static Mark, count: u32| std::iter::repeat_n(mark, count as usize);
    let animals = |name: &str| {
        region.attributes.get("animals").and_then(|a| a.get(name)).and_then(|n| n.as_u64()).unwrap_or(0) as u32
    };
    let menhir = region.attributes.get("menhir").and_then(|m| m.as_bool()) == Some(true);
    let fire = region.attributes.get("special").and_then(|s| s.as_str()) == Some("fire");
    repeated(&SHIELD, region.count("shields"))
        .chain(repeated(&DEER, animals("deer")))
        .chain(repeated(&AUROCHS, animals("aurochs")))
        .chain(repeated(&MAMMOTH, animals("mammoth")))
        .chain(repeated(&TIGER, animals("tiger")))
        .chain(repeated(&FISH, region.count("fish")))
        .chain(repeated(&MENHIR, u32::from(menhir)))
        .chain(repeated(&MUSHROOM, region.count("mushrooms")))
        .chain(repeated(&FIRE, u32::from(fire)))
        .chain(repeated(&TOWN, region.count("towns")))
        .chain(repeated(&INN, region.count("inn")))
        .chain(repeated(&CATHEDRAL, region.count("cathedral")))
        .chain(goods(region))
        .take(MOST)
        .collect()
}

/// The goods drawn in a city (Traders & Builders' `goods`).
fn goods(region: &RegionDef) -> Option<&'static Mark> {
    match region.attributes.get("goods").and_then(|g| g.as_str())? {
        "wine" => Some(&WINE),
        "grain" => Some(&GRAIN),
        "cloth" => Some(&CLOTH),
        _ => None,
    }
}

/// The marks of `region`, whose pieces stand at `anchor` on a tile of side
/// `tile` turned `turns` quarter turns clockwise: a row under the anchor,
/// each mark turned back so that it stands upright.
pub fn draw(svg: &mut String, region: &RegionDef, anchor: (f32, f32), tile: f32, turns: u8) {
    let marks = marks_of(region);
    let first = anchor.0 - (marks.len() as f32 - 1.0) * SPACING / 2.0;
    // Under the anchor when there is room, else above it.
    let y = if anchor.1 + 19.0 <= tile - 9.0 { anchor.1 + 19.0 } else { anchor.1 - 19.0 };
    let upright = -90 * i32::from(turns);
    for (index, mark) in marks.into_iter().enumerate() {
        let x = (first + index as f32 * SPACING).clamp(9.0, tile - 9.0);
        let _ = write!(
            svg,
            r#"<g class="mark" transform="translate({x:.1} {y:.1}) rotate({upright}) scale({SCALE})"><title>{}</title>{}</g>"#,
            mark.name, mark.drawing
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RulesetId;

    fn marks_on(ruleset: &str, tile: &str) -> Vec<Vec<&'static str>> {
        let catalog = RulesetId::parse(ruleset).unwrap().catalog();
        let tile = catalog.tile(catalog.find(tile).unwrap()).unwrap();
        tile.regions.iter().map(|r| marks_of(r).iter().map(|m| m.name).collect()).collect()
    }

    /// Every attribute that scores has its mark, as often as the catalog
    /// counts it.
    #[test]
    fn marks_follow_the_catalog() {
        let classic = RulesetId::parse("classic").unwrap().catalog();
        let shields = classic.tiles().iter().flat_map(|t| &t.regions).filter(|r| r.count("shields") > 0);
        assert!(
            shields
                .clone()
                .all(|r| marks_of(r).iter().filter(|m| m.name == "shield").count() == r.count("shields") as usize)
        );
        assert!(shields.count() > 0, "the base game has shields");
        let names: Vec<&str> =
            classic.tiles().iter().flat_map(|t| &t.regions).flat_map(marks_of).map(|m| m.name).collect();
        assert!(names.contains(&"inn") && names.contains(&"cathedral"), "Inns & Cathedrals are drawn");
        assert!(["wine", "grain", "cloth"].iter().all(|good| names.contains(good)), "goods are drawn");
        let hg = RulesetId::parse("hunters-gatherers").unwrap().catalog();
        let names: Vec<&str> = hg.tiles().iter().flat_map(|t| &t.regions).flat_map(marks_of).map(|m| m.name).collect();
        for name in ["deer", "aurochs", "mammoth", "tiger", "fish", "menhir", "mushroom", "fire"] {
            assert!(names.contains(&name), "{name} is drawn somewhere");
        }
        let discovery = RulesetId::parse("discovery").unwrap().catalog();
        assert!(discovery.tiles().iter().flat_map(|t| &t.regions).flat_map(marks_of).any(|m| m.name == "town"));
    }

    #[test]
    fn a_field_without_attributes_has_no_marks() {
        assert_eq!(marks_on("classic", "base/D"), vec![Vec::<&str>::new(); 4]);
    }

    /// A turned tile's marks are turned back.
    #[test]
    fn marks_stand_upright_on_turned_tiles() {
        let catalog = RulesetId::parse("classic").unwrap().catalog();
        let tile = catalog.tiles().iter().find(|t| t.regions.iter().any(|r| r.count("shields") > 0)).unwrap();
        let region = tile.regions.iter().find(|r| r.count("shields") > 0).unwrap();
        let mut svg = String::new();
        draw(&mut svg, region, (50.0, 30.0), 100.0, 3);
        assert!(svg.contains("rotate(-270)") && svg.contains("<title>shield</title>"), "{svg}");
    }
}
