import { catalogueStrings, type WebCatalogues } from './catalogues.js';

export type Language = 'en' | 'id';

interface Matcher {
  source: string;
  test: (text: string) => boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{[^}]+\}\}/g;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Values a number fills (Rupiah included): a merchant's name with words in it ("Diskon Member 10%") is not one. */
const NUMERIC_VALUE = /^(percent|amount|count|price|number|total|max|min|minimum|maximum|quantity)$/i;

/** A template as a pattern: a numeric value matches figures only, any other value any text. */
function templatePattern(text: string): RegExp {
  const literals = text.split(PLACEHOLDER).map(escape);
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[0].slice(2, -2).trim());
  const body = literals
    .map((literal, index) => {
      const name = names[index];
      if (name === undefined) return literal;
      return literal + (NUMERIC_VALUE.test(name) ? '(?:Rp\\s?)?[^\\p{L}]+?' : '.+?');
    })
    .join('');
  return new RegExp(`^${body}$`, 'su');
}

/**
 * What betrays the other language on a page (issue 26): a text that is a whole string of the other catalogue, or
 * one with its {{values}} filled in; and, inside a longer text, a phrase of two or more words that only the other
 * catalogue has ("customer display" inside an Indonesian sentence). A string both catalogues share is allowed,
 * whoever wrote it (names, the spec's fixed strings, words alike in both languages).
 */
export function otherLanguageMatchers(catalogues: WebCatalogues, language: Language): Matcher[] {
  const own = catalogueStrings(catalogues[language]);
  const other = catalogueStrings(catalogues[language === 'en' ? 'id' : 'en']);
  const ownSet = new Set(own.map((text) => text.toLowerCase()));
  const matchers: Matcher[] = [];
  for (const text of new Set(other)) {
    if (ownSet.has(text.toLowerCase())) continue;
    if (PLACEHOLDER.test(text)) {
      PLACEHOLDER.lastIndex = 0;
      const literal = text.replace(PLACEHOLDER, '');
      // A template that is mostly values says nothing about the language.
      if (literal.replace(/[^\p{L}]/gu, '').length < 6) continue;
      const pattern = templatePattern(text);
      // Nor does one that an own string fills as well.
      if (own.some((candidate) => pattern.test(candidate))) continue;
      matchers.push({ source: text, test: (shown) => pattern.test(shown) });
      continue;
    }
    matchers.push({ source: text, test: (shown) => shown === text });
    if (words(text) >= 2 && !own.some((candidate) => candidate.toLowerCase().includes(text.toLowerCase()))) {
      const phrase = new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'iu');
      matchers.push({ source: text, test: (shown) => shown !== text && phrase.test(shown) });
    }
  }
  return matchers;
}

/** The texts a reader sees: each visible text node, and the visible elements' placeholders, labels and titles. */
export function visibleTexts(): string[] {
  const out = new Set<string>();
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // `translate="no"` marks a merchant's own names (items, categories, methods): data, in whatever language they chose.
    if (!parent || parent.closest('script, style, noscript, [translate="no"]') || !visible(parent)) continue;
    const text = tidy(node.textContent ?? '');
    if (text) out.add(text);
  }
  for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (!visible(element)) continue;
    for (const name of ['placeholder', 'aria-label', 'title']) {
      const text = tidy(element.getAttribute(name) ?? '');
      if (text) out.add(text);
    }
  }
  out.add(tidy(document.title));
  return [...out];
}
