// Text and attribute values for the XML files emit writes (sitemap.xml, feed.xml).

/**
 * What XML 1.0 cannot hold in any form, not even as a reference: control characters but tab and line ends, lone
 * surrogates (a paired one is one code point under the u flag), U+FFFE and U+FFFF. C1 controls (U+0080 to U+009F)
 * go too: XML allows them but discourages them, and no text of ours means one.
 */
const NOT_XML = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;

/** Escaped for element text and double-quoted attributes; what XML cannot hold is left out, so the file always parses. */
export const xmlEscape = (s: string): string =>
  s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
