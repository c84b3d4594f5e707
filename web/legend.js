// The legend on demand: what the board's drawings mean, made from the
// picture on show (its own drawings, used by reference, and the marks on
// its tiles), so that it shows what this game has and nothing else.

import { t } from "/play/i18n.js";

const SVG = "http://www.w3.org/2000/svg";

/** One line of the legend: `drawing` (SVG markup round 0,0) and its name. */
function line(drawing, name) {
  const item = document.createElement("li");
  const picture = document.createElementNS(SVG, "svg");
  picture.setAttribute("viewBox", "-16 -16 32 32");
  picture.setAttribute("width", "32");
  picture.setAttribute("height", "32");
  picture.setAttribute("aria-hidden", "true");
  picture.innerHTML = drawing;
  item.append(picture, name);
  return item;
}

/**
 * Fills `list` with the legend of `svg`, the board on show: the region
 * kinds `kinds`, the figures drawn on it and those named in `figures`
 * (the players' supplies) in `colour`, and every mark on its tiles.
 */
export function drawLegend(list, svg, { kinds, figures, colour }) {
  const lines = [];
  for (const kind of kinds) {
    if (svg.getElementById(`kind-${kind}`)) lines.push(line(`<use href="#kind-${kind}"/>`, t(`kind.${kind}`)));
  }
  const drawn = [...svg.querySelectorAll('use[href^="#figure-"]')].map((use) => use.getAttribute("href").slice(8));
  const named = figures.map((figure) => figure.replaceAll("_", "-"));
  for (const figure of new Set([...named, ...drawn])) {
    if (!svg.getElementById(`figure-${figure}`)) continue;
    const fill = figure === "ghost" || figure === "dog" ? "#ffffff" : colour;
    lines.push(line(`<use href="#figure-${figure}" fill="${fill}"/>`, t(`figure.${figure.replaceAll("-", "_")}`)));
  }
  const marks = new Map();
  for (const mark of svg.querySelectorAll("g.mark")) {
    const name = mark.querySelector("title")?.textContent;
    if (name && !marks.has(name)) marks.set(name, [...mark.children].filter((part) => part.tagName !== "title").map((part) => part.outerHTML).join(""));
  }
  for (const [name, drawing] of marks) lines.push(line(`<g transform="scale(1.6)">${drawing}</g>`, t(`mark.${name}`)));
  lines.push(Object.assign(document.createElement("li"), { className: "note", textContent: t("legend.complete") }));
  list.replaceChildren(...lines);
}
