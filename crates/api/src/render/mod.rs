//! Pictures of tiles and boards as SVG, drawn from the catalogs' geometry
//! alone (data/tiles/FORMAT.md): a region's slots say where it meets the
//! tile's edge, its kind says how it looks. Regions that are areas (cities,
//! forests, mountains, water, fog) are shapes along their edge slots that
//! bulge toward the centre; roads and rivers are lines from their slots to
//! the centre; fields, meadows and lowlands are the tile's ground; regions
//! without slots (monasteries, abbeys, lakes, castles, graveyards) are
//! symbols in the middle. Every region has an anchor, where its pieces are
//! drawn and where clients may draw them.

use engine::catalog::{Catalog, Layer, TileIdx, TileType};
use engine::geometry::Pos;
use engine::picture::{NEUTRAL, Picture};
use std::fmt::Write;

mod art;
mod marks;

use art::{Look, Shape, look_of};

/// A tile's side length in picture units.
pub const TILE: f32 = 100.0;
const CENTRE: (f32, f32) = (TILE / 2.0, TILE / 2.0);
/// Colours of seats 0-5 (Mists: of the guard colours red, green, blue,
/// yellow, black, pink, in that order).
const SEAT_COLOURS: [&str; 6] = ["#d62728", "#2ca02c", "#1f77b4", "#f2c30f", "#222222", "#e377c2"];
const LEGEND_LINE: f32 = 26.0;
/// Where an anchor may step aside to, nearest first.
const STEPS: [(f32, f32); 13] = [
    (0.0, 0.0),
    (14.0, 0.0),
    (-14.0, 0.0),
    (0.0, 14.0),
    (0.0, -14.0),
    (14.0, 14.0),
    (-14.0, 14.0),
    (14.0, -14.0),
    (-14.0, -14.0),
    (28.0, 0.0),
    (-28.0, 0.0),
    (0.0, 28.0),
    (0.0, -28.0),
];

/// The ends of edge slot `slot` (0..12, N0 to W2, clockwise).
fn slot_ends(slot: usize) -> [(f32, f32); 2] {
    let third = TILE / 3.0;
    let (a, b) = ((slot % 3) as f32 * third, (slot % 3 + 1) as f32 * third);
    match slot / 3 {
        0 => [(a, 0.0), (b, 0.0)],
        1 => [(TILE, a), (TILE, b)],
        2 => [(TILE - a, TILE), (TILE - b, TILE)],
        _ => [(0.0, TILE - a), (0.0, TILE - b)],
    }
}

fn slot_middle(slot: usize) -> (f32, f32) {
    let [a, b] = slot_ends(slot);
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// `from` moved `share` of the way toward `to`.
fn toward(from: (f32, f32), to: (f32, f32), share: f32) -> (f32, f32) {
    (from.0 + (to.0 - from.0) * share, from.1 + (to.1 - from.1) * share)
}

fn mean(points: &[(f32, f32)]) -> (f32, f32) {
    let n = points.len().max(1) as f32;
    let (x, y) = points.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (x / n, y / n)
}

fn slots_of(tile: &TileType, region: usize) -> Vec<usize> {
    let mut slots: Vec<usize> =
        tile.regions.get(region).map(|r| r.slots.iter().map(|s| s.index()).collect()).unwrap_or_default();
    slots.sort_unstable();
    slots
}

/// Where the `index`-th of `count` symbols of a tile stands.
fn symbol_place(index: usize, count: usize) -> (f32, f32) {
    (CENTRE.0 + (index as f32 - (count as f32 - 1.0) / 2.0) * 30.0, CENTRE.1)
}

/// Where region `region` of `tile` (at rotation 0) has its pieces drawn,
/// in units of a tile of side [`TILE`] with `(0, 0)` at its north-west
/// corner.
pub fn anchor(catalog: &Catalog, tile: &TileType, region: usize) -> (f32, f32) {
    let mut placed: Vec<(f32, f32)> = Vec::with_capacity(region + 1);
    for index in 0..=region {
        let (mut x, y) = terrain_anchor(catalog, tile, index);
        // An overlay (fog) lies over terrain regions: beside their anchors.
        if tile.regions.get(index).is_some_and(|def| def.layer == Layer::Overlay) {
            x += 18.0;
        }
        // No two regions of a tile share a point: step aside from earlier ones.
        let free = |p: (f32, f32)| placed.iter().all(|q| (q.0 - p.0).abs() + (q.1 - p.1).abs() >= 10.0);
        let candidates =
            STEPS.iter().map(|(dx, dy)| ((x + dx).clamp(6.0, TILE - 6.0), (y + dy).clamp(6.0, TILE - 6.0)));
        let chosen = candidates.clone().find(|p| free(*p)).unwrap_or((x.clamp(6.0, TILE - 6.0), y));
        placed.push(chosen);
    }
    placed.last().copied().unwrap_or(CENTRE)
}

fn terrain_anchor(catalog: &Catalog, tile: &TileType, region: usize) -> (f32, f32) {
    let slots = slots_of(tile, region);
    let kind = tile.regions.get(region).map_or("", |r| catalog.kind_name(r.kind));
    let middles: Vec<(f32, f32)> = slots.iter().map(|s| slot_middle(*s)).collect();
    let shape = look_of(kind).shape;
    if slots.is_empty() {
        let slotless: Vec<usize> = (0..tile.regions.len()).filter(|r| slots_of(tile, *r).is_empty()).collect();
        let index = slotless.iter().position(|r| *r == region).unwrap_or(0);
        // Slot-less ground (a field inside a tile) sits beside the symbols.
        let (x, y) = symbol_place(index, slotless.len());
        return if shape == Shape::Ground { (x + 20.0, y + 22.0) } else { (x, y) };
    }
    let average = mean(&middles);
    let off_centre = ((average.0 - CENTRE.0).powi(2) + (average.1 - CENTRE.1).powi(2)).sqrt();
    match shape {
        Shape::Line if middles.len() == 2 => mean(&[middles[0], CENTRE, CENTRE, middles[1]]),
        Shape::Line => toward(middles[0], CENTRE, 0.45),
        Shape::Ground if off_centre < 15.0 => toward(middles[0], CENTRE, 0.25),
        Shape::Ground => toward(CENTRE, average, 0.45),
        // An area across the tile (a city from north to south) has its
        // pieces on its first side, so that a crossing area's stay apart.
        Shape::Area | Shape::Symbol if off_centre < 10.0 => match runs(&slots).first() {
            Some(first) if first.len() < slots.len() => {
                toward(CENTRE, mean(&first.iter().map(|s| slot_middle(*s)).collect::<Vec<_>>()), 0.55)
            }
            _ => CENTRE,
        },
        Shape::Area | Shape::Symbol => toward(CENTRE, average, 0.6),
    }
}

/// Runs of consecutive slots (cyclically), in clockwise order.
fn runs(slots: &[usize]) -> Vec<Vec<usize>> {
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for slot in slots {
        match runs.last_mut() {
            Some(run) if run.last().is_some_and(|last| last + 1 == *slot) => run.push(*slot),
            _ => runs.push(vec![*slot]),
        }
    }
    // A run through W2 and N0 is one run.
    if runs.len() > 1
        && runs.first().and_then(|r| r.first()) == Some(&0)
        && runs.last().and_then(|r| r.last()) == Some(&11)
        && let Some(first) = runs.first().cloned()
        && let Some(last) = runs.last_mut()
    {
        last.extend(first);
        runs.remove(0);
    }
    runs
}

fn point(p: (f32, f32)) -> String {
    format!("{:.1} {:.1}", p.0, p.1)
}

/// The outline of an area along `slots`, bulging toward the centre
/// between runs, and its edge: the inner curves where it meets the rest of
/// the tile (none for an area over the whole tile).
fn area_paths(slots: &[usize]) -> (String, String) {
    let runs = runs(slots);
    let (mut outline, mut edge) = (String::new(), String::new());
    let mut end = CENTRE;
    for (index, run) in runs.iter().enumerate() {
        let Some(first) = run.first() else { continue };
        let start = slot_ends(*first)[0];
        if index == 0 {
            let _ = write!(outline, "M{} ", point(start));
        } else {
            let _ = write!(outline, "Q{} {} ", point(CENTRE), point(start));
            let _ = write!(edge, "M{} Q{} {} ", point(end), point(CENTRE), point(start));
        }
        for slot in run {
            end = slot_ends(*slot)[1];
            let _ = write!(outline, "L{} ", point(end));
        }
    }
    if runs.len() == 1 && runs[0].len() == 12 {
        return (outline + "Z", edge);
    }
    let start = runs.first().and_then(|r| r.first()).map_or(CENTRE, |s| slot_ends(*s)[0]);
    // One run over two sides (a corner) curves toward its corner; other
    // shapes bulge toward the centre.
    let control = match runs.as_slice() {
        [run] if (4..=8).contains(&run.len()) => {
            let middles: Vec<(f32, f32)> = run.iter().map(|s| slot_middle(*s)).collect();
            toward(CENTRE, mean(&middles), 0.9)
        }
        _ => CENTRE,
    };
    let _ = write!(outline, "Q{} {} Z", point(control), point(start));
    let _ = write!(edge, "M{} Q{} {}", point(end), point(control), point(start));
    (outline, edge)
}

/// `d` filled with `look`'s colour and texture, the texture upright on a
/// tile turned `turns` quarter turns.
fn textured(svg: &mut String, d: &str, look: Look, turns: u8) {
    let _ = write!(svg, r#"<path d="{d}" fill="{}"/>"#, look.colour);
    if let Some(texture) = look.texture {
        let _ = write!(svg, r#"<path d="{d}" fill="url(#{})"/>"#, art::texture(texture, turns));
    }
}

/// The drawing of one tile at rotation 0: its ground, areas edged in gold
/// where `complete` has their bit, lines, buildings and marks; `turns` is
/// how the tile will be turned (buildings and marks are turned back to
/// stand upright).
fn tile_body(catalog: &Catalog, tile: &TileType, complete: u64, turns: u8) -> String {
    let mut svg = String::new();
    // A tile without ground of its own shows the family's ground.
    let ground = |regions: &mut dyn Iterator<Item = &engine::catalog::RegionDef>| {
        regions.map(|r| look_of(catalog.kind_name(r.kind))).find(|look| look.shape == Shape::Ground)
    };
    if let Some(ground) =
        ground(&mut tile.regions.iter()).or_else(|| ground(&mut catalog.tiles().iter().flat_map(|t| t.regions.iter())))
    {
        textured(&mut svg, &format!("M0 0H{TILE}V{TILE}H0Z"), ground, turns);
    }
    let upright = -90 * i32::from(turns);
    // Areas first, lines over them, buildings on top; slot-less regions are
    // buildings (slot-less ground is not drawn).
    let slotless: Vec<usize> = (0..tile.regions.len()).filter(|r| slots_of(tile, *r).is_empty()).collect();
    for pass in [Shape::Area, Shape::Line, Shape::Symbol] {
        for (region, def) in tile.regions.iter().enumerate() {
            let kind = catalog.kind_name(def.kind);
            let look = look_of(kind);
            let slots = slots_of(tile, region);
            let drawn_as = match (slots.is_empty(), look.shape) {
                (_, Shape::Ground) => continue,
                (true, _) => Shape::Symbol,
                (false, shape) => shape,
            };
            if drawn_as != pass {
                continue;
            }
            let done = complete & (1 << region) != 0;
            match drawn_as {
                Shape::Area => {
                    let (outline, edge) = area_paths(&slots);
                    textured(&mut svg, &outline, look, turns);
                    let (colour, width) = if done { (art::COMPLETE_EDGE, 4.5) } else { (look.edge, 3.5) };
                    let _ = write!(
                        svg,
                        r#"<path d="{edge}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>"#
                    );
                }
                Shape::Line => {
                    let middles: Vec<(f32, f32)> = slots.iter().map(|s| slot_middle(*s)).collect();
                    let d = match middles.as_slice() {
                        [a, b] => format!("M{} Q{} {}", point(*a), point(CENTRE), point(*b)),
                        many => many.iter().map(|m| format!("M{} L{} ", point(*m), point(CENTRE))).collect(),
                    };
                    let _ = write!(svg, r#"<path d="{d}" fill="none" stroke="{}" stroke-width="13"/>"#, look.edge);
                    let _ = write!(svg, r#"<path d="{d}" fill="none" stroke="{}" stroke-width="8.5"/>"#, look.colour);
                    if let Some(texture) = look.texture {
                        let _ = write!(
                            svg,
                            r#"<path d="{d}" fill="none" stroke="url(#{})" stroke-width="8.5"/>"#,
                            art::texture(texture, turns)
                        );
                    }
                }
                Shape::Symbol | Shape::Ground => {
                    let index = slotless.iter().position(|r| *r == region).unwrap_or(0);
                    let (x, y) = symbol_place(index, slotless.len());
                    let _ = write!(svg, r#"<g transform="translate({x:.1} {y:.1}) rotate({upright})">"#);
                    if done {
                        let _ = write!(svg, r#"<ellipse cy="13" rx="17" ry="5" fill="{}"/>"#, art::COMPLETE_EDGE);
                    }
                    match art::building(kind) {
                        Some(id) => {
                            let _ = write!(svg, r##"<use href="#{id}"/></g>"##);
                        }
                        None => {
                            let _ = write!(
                                svg,
                                r#"<rect x="-12" y="-12" width="24" height="24" rx="5" fill="{}" stroke="{}"/></g>"#,
                                look.colour, look.edge
                            );
                        }
                    }
                }
            }
        }
    }
    // What scores (shields, animals, fish, towns, ...) beside each
    // region's anchor.
    for (region, def) in tile.regions.iter().enumerate() {
        marks::draw(&mut svg, def, anchor(catalog, tile, region), TILE, turns);
    }
    svg
}

/// The picture's `<defs>`: the artwork and a sample of every region kind
/// of `catalog`.
fn defs(catalog: &Catalog) -> String {
    let mut kinds: Vec<&str> =
        catalog.tiles().iter().flat_map(|t| t.regions.iter()).map(|r| catalog.kind_name(r.kind)).collect();
    kinds.sort_unstable();
    kinds.dedup();
    art::defs(kinds.into_iter())
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

fn piece_colour(colour: u8) -> &'static str {
    if colour == NEUTRAL { "#ffffff" } else { SEAT_COLOURS[usize::from(colour) % SEAT_COLOURS.len()] }
}

/// One tile at rotation 0, every region's index at its anchor.
pub fn tile_svg(catalog: &Catalog, tile: TileIdx) -> Option<String> {
    let ty = catalog.tile(tile)?;
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 {w} {w}" width="240" height="240" font-family="sans-serif">"#,
        w = TILE + 8.0
    );
    let _ = write!(svg, "<title>{}</title>", escape(&format!("{}: {}", ty.id, ty.name)));
    svg += &defs(catalog);
    svg += &tile_body(catalog, ty, u64::MAX, 0);
    let _ = write!(svg, r##"<rect width="{TILE}" height="{TILE}" fill="none" stroke="#555" stroke-width="1"/>"##);
    for region in 0..ty.regions.len() {
        let (x, y) = anchor(catalog, ty, region);
        let _ = write!(
            svg,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="7" fill="#fff" stroke="#333"/><text x="{x:.1}" y="{:.1}" font-size="9" text-anchor="middle">{region}</text>"##,
            y + 3.0
        );
    }
    Some(svg + "</svg>")
}

/// A board: every tile turned and placed, pieces at their regions' anchors
/// in their owners' colours, face-down tiles as dark squares, the tile
/// placed last outlined (`class="last-move"`), the legend below. The root says which cell is drawn first (`data-min-x`,
/// `data-min-y`), at `data-margin` from the corner, `data-tile` units a
/// cell, and every tile's group its cell, id and quarter turns, in
/// placement order, so that clients can find cells and regions on it.
pub fn board_svg(catalog: &Catalog, picture: &Picture) -> String {
    let cells: Vec<Pos> = picture.tiles.iter().map(|t| t.pos).chain(picture.face_down.iter().copied()).collect();
    let (min_x, max_x) = (cells.iter().map(|p| p.x).min().unwrap_or(0), cells.iter().map(|p| p.x).max().unwrap_or(0));
    let (min_y, max_y) = (cells.iter().map(|p| p.y).min().unwrap_or(0), cells.iter().map(|p| p.y).max().unwrap_or(0));
    let margin = 10.0;
    // Wide enough for the board and for the longest legend line (about
    // 9 units a character at its font size).
    let legend_width = picture.legend.iter().map(|(_, text)| text.chars().count()).max().unwrap_or(0) as f32 * 9.0;
    let width = ((max_x - min_x + 1) as f32 * TILE).max(legend_width + 24.0) + 2.0 * margin;
    let board_height = (max_y - min_y + 1) as f32 * TILE + 2.0 * margin;
    let height = board_height + picture.legend.len() as f32 * LEGEND_LINE + margin;
    let origin = |pos: Pos| ((pos.x - min_x) as f32 * TILE + margin, (pos.y - min_y) as f32 * TILE + margin);
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0} {height:.0}" width="{width:.0}" height="{height:.0}" font-family="sans-serif" data-min-x="{min_x}" data-min-y="{min_y}" data-tile="{TILE}" data-margin="{margin}">"#
    );
    let _ = write!(svg, r##"<rect width="{width:.0}" height="{height:.0}" fill="#e9e1d2"/>{}"##, defs(catalog));
    for tile in &picture.tiles {
        let Some(ty) = catalog.tile(tile.tile) else { continue };
        let (x, y) = origin(tile.pos);
        let turns = 90 * u16::from(tile.rotation.quarter_turns());
        let _ = write!(
            svg,
            r#"<g transform="translate({x:.0} {y:.0}) rotate({turns} 50 50)" data-x="{}" data-y="{}" data-tile="{}" data-rotation="{}">"#,
            tile.pos.x,
            tile.pos.y,
            escape(&ty.id),
            tile.rotation.quarter_turns()
        );
        svg += &tile_body(catalog, ty, tile.complete, tile.rotation.quarter_turns());
        let _ = write!(
            svg,
            r##"<rect width="{TILE}" height="{TILE}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="1"/></g>"##
        );
    }
    for pos in &picture.face_down {
        let (x, y) = origin(*pos);
        let _ = write!(
            svg,
            r##"<rect x="{x:.0}" y="{y:.0}" width="{TILE}" height="{TILE}" fill="#3a3a3a" stroke="#6d6d6d"/><text x="{:.0}" y="{:.0}" font-size="28" fill="#bbb" text-anchor="middle">?</text>"##,
            x + 50.0,
            y + 60.0
        );
    }
    let mut crowd: Vec<(Pos, u8)> = Vec::new();
    for piece in &picture.pieces {
        let Some(tile) = picture.tiles.iter().find(|t| t.pos == piece.pos) else { continue };
        let Some(ty) = catalog.tile(tile.tile) else { continue };
        let (ax, ay) = anchor(catalog, ty, usize::from(piece.region));
        // Turn the anchor with the tile: a clockwise quarter turn maps (x, y) to (100 - y, x).
        let (ax, ay) = (0..tile.rotation.quarter_turns()).fold((ax, ay), |(x, y), _| (TILE - y, x));
        let already = crowd.iter().filter(|c| **c == (piece.pos, piece.region)).count() as f32;
        crowd.push((piece.pos, piece.region));
        let (x, y) = origin(piece.pos);
        let (cx, cy) = (x + ax + already * 15.0, y + ay);
        let fill = piece_colour(piece.colour);
        match art::figure(piece.label) {
            Some((id, scale)) => {
                let _ = write!(
                    svg,
                    r##"<use href="#{id}" fill="{fill}" transform="translate({cx:.1} {cy:.1}) scale({scale})"/>"##
                );
                // A ghost says how many ghosts it stands for.
                if piece.label.is_ascii_digit() {
                    let _ = write!(
                        svg,
                        r##"<text x="{cx:.1}" y="{:.1}" font-size="10" font-weight="bold" fill="#111" text-anchor="middle">{}</text>"##,
                        cy + 4.0,
                        piece.label
                    );
                }
            }
            None => {
                let text = if piece.colour == NEUTRAL || piece.colour == 3 { "#111" } else { "#fff" };
                let _ = write!(
                    svg,
                    r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="9" fill="{fill}" stroke="#111" stroke-width="1.5"/><text x="{cx:.1}" y="{:.1}" font-size="11" font-weight="bold" fill="{text}" text-anchor="middle">{}</text>"##,
                    cy + 4.0,
                    escape(&piece.label.to_string())
                );
            }
        }
    }
    // The tile placed last (once there is more than the start).
    if let (Some(last), true) = (picture.tiles.last(), picture.tiles.len() > 1) {
        let (x, y) = origin(last.pos);
        let _ = write!(
            svg,
            r##"<rect class="last-move" x="{x:.0}" y="{y:.0}" width="{TILE}" height="{TILE}" fill="none" stroke="#d84315" stroke-width="4"/>"##
        );
    }
    svg += r#"<g class="legend">"#;
    for (line, (colour, text)) in picture.legend.iter().enumerate() {
        let y = board_height + (line as f32 + 0.6) * LEGEND_LINE;
        let _ = write!(
            svg,
            r##"<circle cx="{:.0}" cy="{y:.0}" r="8" fill="{}" stroke="#111"/><text x="{:.0}" y="{:.0}" font-size="16">{}</text>"##,
            margin + 8.0,
            piece_colour(*colour),
            margin + 24.0,
            y + 5.0,
            escape(text)
        );
    }
    svg + "</g></svg>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::bot::{Level, choose};
    use engine::order::TileOrder;
    use engine::prelude::*;
    use engine::rng::Seed;
    use engine::{classic, discovery, hg, mists};

    /// Every region of every catalog has an anchor on its tile, and the
    /// regions of one tile have different anchors (pieces never hide each
    /// other's region).
    #[test]
    fn every_region_has_its_own_anchor_on_its_tile() {
        for ruleset in crate::model::RulesetId::all() {
            let catalog = ruleset.catalog();
            for tile in catalog.tiles() {
                let anchors: Vec<(f32, f32)> = (0..tile.regions.len()).map(|r| anchor(catalog, tile, r)).collect();
                for (region, (x, y)) in anchors.iter().enumerate() {
                    assert!((0.0..=TILE).contains(x) && (0.0..=TILE).contains(y), "{} region {region}", tile.id);
                    for (other, point) in anchors.iter().enumerate().skip(region + 1) {
                        let apart = (point.0 - x).abs() + (point.1 - y).abs();
                        assert!(apart >= 8.0, "{}: regions {region} and {other} share an anchor", tile.id);
                    }
                }
            }
        }
    }

    /// The board after the first `decisions` greedy decisions of a seeded game.
    fn early_board<G: RuleSet>(options: G::Options, decisions: u64) -> String {
        let (mut state, _) = G::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(7) }).unwrap();
        for step in 0..decisions {
            let Some(seat) = state.to_move() else { break };
            let choice = choose(&state, Level::Greedy, Seed::from_u64(step)).unwrap();
            state.play(seat, &choice.command).unwrap();
        }
        board_svg(G::catalog(), &state.picture())
    }

    /// The pictures of a few fixed positions are the committed ones
    /// (`src/render/snapshots/`; `UPDATE_SNAPSHOTS=1` rewrites them after a
    /// change that was looked at).
    #[test]
    fn board_pictures_match_their_snapshots() {
        let pictures = [
            ("base", early_board::<classic::GameState>(classic::Options::for_players(2), 16)),
            ("hunters-gatherers", early_board::<hg::GameState>(hg::Options::for_players(2), 16)),
            ("discovery", early_board::<discovery::GameState>(discovery::Options::for_players(2), 16)),
            ("mists", early_board::<mists::GameState>(mists::Options::at_level(2, 2), 16)),
        ];
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/render/snapshots");
        for (name, svg) in pictures {
            let path = dir.join(format!("{name}.svg"));
            if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
                std::fs::write(&path, &svg).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(committed == svg, "{name}: the picture changed; look at it, then UPDATE_SNAPSHOTS=1");
            assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{name}: one whole picture");
            assert_eq!(svg.matches(r#"class="last-move""#).count(), 1, "{name}: the tile placed last is outlined");
        }
    }

    #[test]
    fn tiles_show_their_region_indices_and_unknown_tiles_none() {
        let catalog = classic::GameState::catalog();
        let svg = tile_svg(catalog, catalog.find("base/D").unwrap()).unwrap();
        for region in 0..4 {
            assert!(svg.contains(&format!(">{region}</text>")), "region {region} is labelled");
        }
        assert!(tile_svg(catalog, TileIdx(u16::MAX)).is_none());
    }
}
