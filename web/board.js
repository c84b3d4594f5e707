// The board picture the service draws, made to play on: highlighted cells
// to place the tile, spots on the regions a figure may go to, a ghost of
// the move chosen but not yet confirmed, motion between two pictures
// (tiles and figures arrive, figures taken back fly off, points rise from
// what scored; none where the player asks for reduced motion), the tile
// placed last kept in view, and zoom (buttons, keys, pinch) with the
// picture panned by scrolling. Cells and spots are buttons to the
// keyboard too.

const SVG = "http://www.w3.org/2000/svg";
const MIN_ZOOM = 0.3;
const MAX_ZOOM = 4;
/** The least zoom the board fits itself to: cells stay big enough to tap. */
const MIN_FIT = 0.45;
/** The most: a board of few tiles fills its frame, but not with giant tiles. */
const MAX_FIT = 2;
/** How near a spot a tap chooses it, in screen pixels: a fingertip. */
const TOUCH_REACH = 24;
/** How long a figure flies off, and points rise, in milliseconds (style.css says the same). */
const MOTION_MS = 900;
const stillness = matchMedia("(prefers-reduced-motion: reduce)");

/** What a piece on a picture is, to find it on the next: drawing, colour and place. */
const pieceKey = (piece) => `${piece.getAttribute("href")}|${piece.getAttribute("fill")}|${piece.getAttribute("transform")}`;
const tileKey = (tile) => `${tile.dataset.x},${tile.dataset.y}`;

function element(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

/** Makes `node` a button: focusable, named, chosen by click, Enter or Space. */
function pressable(node, label, choose) {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", label);
  node.append(element("title", {}));
  node.lastChild.textContent = label;
  node.addEventListener("click", (event) => {
    event.stopPropagation();
    choose();
  });
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose();
    }
  });
}

export class Board {
  /** A board drawn into `frame`, a scrolling box. */
  constructor(frame) {
    this.frame = frame;
    // The zoom on show, and the one the player chose (none: the board fits itself).
    this.zoom = 1;
    this.chosen = null;
    this.pinch = new Map();
    frame.addEventListener("pointerdown", (event) => this.pinch.set(event.pointerId, event));
    frame.addEventListener("pointermove", (event) => this.pinched(event));
    for (const end of ["pointerup", "pointercancel", "pointerleave"]) {
      frame.addEventListener(end, (event) => this.pinch.delete(event.pointerId));
    }
  }

  /** The picture on show. */
  get svg() {
    return this.frame.querySelector("svg");
  }

  /** Shows the service's picture `text`, moving from the one before. */
  show(text) {
    const before = this.svg;
    this.frame.innerHTML = text;
    const arrived = before ? this.move(before) : 0;
    // The service outlines the tile placed last; one placed since the last picture flashes.
    const last = this.svg.querySelector(".last-move");
    const fresh = last && arrived > 0;
    if (fresh) last.classList.add("fresh");
    this.zoom = this.chosen ?? this.fitting(MIN_FIT);
    this.apply();
    if (fresh) this.keepInView(last);
  }

  /**
   * What changed since picture `before`: new tiles and figures arrive,
   * figures gone fly off (drawn from the old picture for the while).
   * Returns how many tiles arrived.
   */
  move(before) {
    const svg = this.svg;
    const tiles = new Set([...before.querySelectorAll("g[data-tile]")].map(tileKey));
    const arrived = [...svg.querySelectorAll("g[data-tile]")].filter((tile) => !tiles.has(tileKey(tile)));
    for (const tile of arrived) tile.classList.add("arriving");
    const pieces = (picture) => [...picture.querySelectorAll('use[href^="#figure-"]')];
    const [old, now] = [pieces(before), pieces(svg)];
    const was = new Set(old.map(pieceKey));
    const is = new Set(now.map(pieceKey));
    for (const piece of now) if (!was.has(pieceKey(piece))) piece.classList.add("arriving");
    if (!stillness.matches) this.flyOff(old.filter((piece) => !is.has(pieceKey(piece))));
    return arrived.length;
  }

  /** Figures of the picture before that are gone fly off, drawn on this one for the while. */
  flyOff(gone) {
    for (const piece of gone) {
      const leaving = piece.cloneNode(true);
      leaving.classList.add("leaving");
      this.svg.append(leaving);
      setTimeout(() => leaving.remove(), MOTION_MS);
    }
  }

  /**
   * Shows points rising from the middle of the tiles that scored them:
   * `scorings` are `{points, colour, tiles}` (tiles as `{x, y}`).
   */
  risePoints(scorings) {
    const svg = this.svg;
    if (!svg) return;
    const { size, corner } = this.geometry();
    for (const { points, colour, tiles } of scorings) {
      if (!tiles?.length) continue;
      const middles = tiles.map(({ x, y }) => corner(x, y).map((side) => side + size / 2));
      const [x, y] = [0, 1].map((axis) => middles.reduce((sum, middle) => sum + middle[axis], 0) / middles.length);
      const text = element("text", { class: "rising", x, y, fill: colour, "text-anchor": "middle" });
      text.textContent = `+${points}`;
      svg.append(text);
      setTimeout(() => text.remove(), MOTION_MS * 1.6);
    }
  }

  /** Scrolls the frame, if need be, so that `node` (on the picture) is in view. */
  keepInView(node) {
    const box = node.getBoundingClientRect();
    const frame = this.frame.getBoundingClientRect();
    const outside = box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom;
    if (!outside) return;
    this.frame.scrollBy({
      left: box.left + box.width / 2 - (frame.left + frame.width / 2),
      top: box.top + box.height / 2 - (frame.top + frame.height / 2),
    });
  }

  /** Empties the frame. */
  clear() {
    this.frame.replaceChildren();
    this.chosen = null;
  }

  // The picture's cell size and where cell (x, y) begins on it, from what
  // the service wrote on its root.
  geometry() {
    const svg = this.svg;
    const size = Number(svg.dataset.tile);
    const margin = Number(svg.dataset.margin);
    const [minX, minY] = [Number(svg.dataset.minX), Number(svg.dataset.minY)];
    return { size, corner: (x, y) => [(x - minX) * size + margin, (y - minY) * size + margin] };
  }

  /** The placed tile at cell (x, y), or the one placed last when `x` is undefined. */
  tileAt(x, y) {
    const tiles = [...this.svg.querySelectorAll("g[data-tile]")];
    return x === undefined ? tiles.at(-1) : tiles.find((g) => g.dataset.x == x && g.dataset.y == y);
  }

  /**
   * Where region `anchor` (`{x, y}` on its tile at rotation 0) of the
   * placed `tile` lies on the picture, and on its tile as turned.
   */
  spotOf(tile, anchor) {
    const { size, corner } = this.geometry();
    // A clockwise quarter turn maps (x, y) to (size - y, x), as the tile is turned.
    let [ax, ay] = [anchor.x, anchor.y];
    for (let turn = 0; turn < Number(tile.dataset.rotation); turn++) [ax, ay] = [size - ay, ax];
    const [x, y] = corner(Number(tile.dataset.x), Number(tile.dataset.y));
    return { cx: x + ax, cy: y + ay, onTile: { x: ax, y: ay, size } };
  }

  /** Widens the picture by a row of cells around the board, for cells to place a tile on. */
  makeRoom() {
    const svg = this.svg;
    if (svg.dataset.room) return;
    const { size } = this.geometry();
    const [, , width, height] = svg.getAttribute("viewBox").split(" ").map(Number);
    svg.setAttribute("viewBox", `${-size} ${-size} ${width + 2 * size} ${height + 2 * size}`);
    svg.setAttribute("width", width + 2 * size);
    svg.setAttribute("height", height + 2 * size);
    svg.querySelector(".legend")?.setAttribute("transform", `translate(0 ${size})`);
    svg.dataset.room = "yes";
    this.zoom = this.chosen ?? this.fitting(MIN_FIT);
    this.apply();
  }

  /**
   * Highlights `cells` (`{x, y, label, choose, fits}`), replacing earlier
   * ones; a cell where the tile fits only turned otherwise (`fits`
   * false) is marked so.
   */
  showCells(cells) {
    this.svg.querySelectorAll(".cell").forEach((cell) => cell.remove());
    if (!cells.length) return;
    this.makeRoom();
    const { size, corner } = this.geometry();
    for (const cell of cells) {
      const [x, y] = corner(cell.x, cell.y);
      const rect = element("rect", { class: cell.fits === false ? "cell turned" : "cell", x, y, width: size, height: size, "data-x": cell.x, "data-y": cell.y });
      pressable(rect, cell.label, cell.choose);
      this.svg.append(rect);
    }
  }

  /**
   * Shows the tile picture `href` on cell (x, y) turned `rotation`
   * quarter turns, as a ghost of a move not yet confirmed; it turns in
   * place when shown again on the same cell.
   */
  showTileGhost({ x, y, rotation, href, spots = [] }) {
    this.clearGhost("figure");
    const { size, corner } = this.geometry();
    const [left, top] = corner(x, y);
    let ghost = this.svg.querySelector(".ghost.tile");
    const same = ghost && ghost.dataset.x == x && ghost.dataset.y == y;
    if (!same) {
      ghost?.remove();
      ghost = element("g", { class: "ghost tile", "data-x": x, "data-y": y, "data-turn": 0 });
      // The tile's picture has a margin of 4 units of its 108 around the tile.
      ghost.append(element("image", { href, x: -size * 0.04, y: -size * 0.04, width: size * 1.08, height: size * 1.08 }));
      ghost.append(element("rect", { class: "frame", width: size, height: size }));
      this.svg.append(ghost);
    }
    ghost.querySelector("image").setAttribute("href", href);
    // Where figures may go once it is placed so, on the tile as drawn unturned.
    ghost.querySelectorAll(".may").forEach((spot) => spot.remove());
    for (const spot of spots) ghost.append(element("circle", { class: "may", cx: spot.x, cy: spot.y, r: 6 }));
    // Always turned forward, however many quarter turns it takes.
    const before = Number(ghost.dataset.turn);
    const turn = before + ((rotation - before) % 4 + 4) % 4;
    ghost.dataset.turn = turn;
    ghost.style.transform = `translate(${left}px, ${top}px) rotate(${turn * 90}deg)`;
    ghost.style.transformOrigin = `${size / 2}px ${size / 2}px`;
    if (!same) this.keepInView(ghost);
  }

  /** Shows figure `figure` (an id of the picture's drawings) in `colour` at (cx, cy), as a ghost. */
  showFigureGhost({ cx, cy, figure, colour }) {
    this.clearGhost();
    const ghost = element("use", { class: "ghost figure", href: `#${figure}`, fill: colour, transform: `translate(${cx} ${cy}) scale(1.15)` });
    this.svg.append(ghost);
  }

  /** Marks what was chosen: the region at (cx, cy), or cell (x, y). */
  markChosen({ x, y, cx, cy }) {
    this.clearGhost();
    if (cx !== undefined) {
      this.svg.append(element("circle", { class: "ghost chosen", cx, cy, r: 13 }));
      return;
    }
    const { size, corner } = this.geometry();
    const [left, top] = corner(x, y);
    this.svg.append(element("rect", { class: "ghost chosen", x: left, y: top, width: size, height: size }));
  }

  /** Takes away the ghost (of `which`, "tile" or "figure", or both). */
  clearGhost(which) {
    this.svg?.querySelectorAll(which ? `.ghost.${which}` : ".ghost").forEach((ghost) => ghost.remove());
  }

  /**
   * Marks `spots` (`{cx, cy, label, choose}`); a click anywhere near one
   * (closer than a finger's width) chooses the nearest.
   */
  showSpots(spots) {
    const svg = this.svg;
    if (spots.length) this.bringCloser(spots);
    for (const spot of spots) {
      const circle = element("circle", { class: "spot", cx: spot.cx, cy: spot.cy, r: 8 });
      pressable(circle, spot.label, spot.choose);
      svg.append(circle);
    }
    svg.addEventListener("click", (event) => {
      const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
      const distance = (spot) => Math.hypot(spot.cx - at.x, spot.cy - at.y);
      const nearest = [...spots].sort((a, b) => distance(a) - distance(b))[0];
      if (nearest && distance(nearest) <= Math.max(18, TOUCH_REACH / this.zoom)) nearest.choose();
    });
  }

  /** Zooms in to full size for this decision on small screens and scrolls `spots` to the middle of the frame. */
  bringCloser(spots) {
    if (this.zoom < 1) {
      this.zoom = 1;
      this.apply();
    }
    const [cx, cy] = ["cx", "cy"].map((axis) => spots.reduce((sum, spot) => sum + spot[axis], 0) / spots.length);
    const [left, top] = this.svg.getAttribute("viewBox").split(" ").map(Number);
    this.frame.scrollTo({
      left: (cx - left) * this.zoom - this.frame.clientWidth / 2,
      top: (cy - top) * this.zoom - this.frame.clientHeight / 2,
    });
  }

  /** The zoom that fits the board in the frame (at most `MAX_FIT`, at least `least`). */
  fitting(least = MIN_ZOOM) {
    const [width, height] = ["width", "height"].map((side) => Number(this.svg.getAttribute(side)));
    const across = this.frame.clientWidth || width;
    const down = parseFloat(getComputedStyle(this.frame).maxHeight) || height;
    return Math.max(least, Math.min(MAX_FIT, across / width, down / height));
  }

  /** Zooms by `factor` and keeps to it; 0 fits the board to the frame (and keeps fitting it). */
  zoomBy(factor) {
    if (!this.svg) return;
    this.chosen = factor === 0 ? null : Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
    this.zoom = this.chosen ?? this.fitting();
    this.apply();
  }

  apply() {
    const svg = this.svg;
    if (!svg) return;
    svg.style.width = `${Number(svg.getAttribute("width")) * this.zoom}px`;
    svg.style.height = `${Number(svg.getAttribute("height")) * this.zoom}px`;
  }

  // Two fingers apart or together zoom; one finger pans (the frame scrolls).
  pinched(event) {
    if (!this.pinch.has(event.pointerId)) return;
    const before = [...this.pinch.values()];
    this.pinch.set(event.pointerId, event);
    if (before.length !== 2) return;
    const after = [...this.pinch.values()];
    const span = (points) => Math.hypot(points[0].clientX - points[1].clientX, points[0].clientY - points[1].clientY);
    if (span(before) > 0) this.zoomBy(span(after) / span(before));
  }
}
