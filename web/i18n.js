// The page's language: chosen from the browser's preferences, switched by
// the visitor (and remembered), and the texts of it (lang/*.js).

import en from "/play/lang/en.js";
import cs from "/play/lang/cs.js";

/** Every language the page speaks, by code. */
export const LANGUAGES = { en, cs };

const remembered = localStorage.getItem("language");
let language =
  remembered in LANGUAGES
    ? remembered
    : (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => code in LANGUAGES) ?? "en";

/** The language in use. */
export function current() {
  return language;
}

/** Switches to `code`, remembers it and translates the page's fixed texts. */
export function use(code) {
  language = code in LANGUAGES ? code : "en";
  localStorage.setItem("language", language);
  translatePage();
}

/**
 * The text of `key` in the language in use (English when it has none),
 * with `{name}` replaced by `params.name`, `{@prefix:name}` by the text of
 * key `prefix.<params.name>`, and plural forms chosen by `params.n`.
 */
export function t(key, params = {}) {
  let text = LANGUAGES[language][key] ?? en[key] ?? key;
  if (typeof text === "object") text = text[new Intl.PluralRules(language).select(params.n ?? 0)] ?? text.other;
  return text.replace(/\{(@([\w.]+):)?(\w+)\}/g, (_, lookup, prefix, name) =>
    lookup ? t(`${prefix}.${params[name]}`) : String(params[name] ?? ""),
  );
}

/** Whether the page has a text for `key` (in the language in use or in English). */
export function has(key) {
  return key in LANGUAGES[language] || key in en;
}

/** "a", "a and b", "a, b and c" in the language in use. */
export function listed(names) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${t("and")} ${names.at(-1)}`;
}

/**
 * Fills the page's fixed texts: an element's `data-t` names the key of
 * its text, `data-t-placeholder`, `data-t-title` and `data-t-label` those
 * of its attributes.
 */
export function translatePage(root = document) {
  document.documentElement.lang = language;
  document.title = t("title");
  for (const element of root.querySelectorAll("[data-t]")) element.textContent = t(element.dataset.t);
  for (const [attribute, marker] of [["placeholder", "data-t-placeholder"], ["title", "data-t-title"], ["aria-label", "data-t-label"]]) {
    for (const element of root.querySelectorAll(`[${marker}]`)) element.setAttribute(attribute, t(element.getAttribute(marker)));
  }
}
