/**
 * How deep a payload may nest (issue 32): a 32 KB JSON body can nest 16,000 levels, and whatever
 * walks it by recursion (our cleaning once, React's decoding of a Server Action's arguments) runs
 * out of stack or time. The API's readJson and the proxy's check of Server Action posts refuse
 * deeper payloads with 400 before any work. Framework-free: the proxy imports it.
 */

/** The deepest nesting of arrays and objects a payload may have: the deepest the API takes is 6 (the opening hours). */
export const MAX_JSON_DEPTH = 32;

/**
 * True when a JSON text nests arrays and objects deeper than `limit`: one pass over the text, no
 * parsing, nothing kept (brackets inside strings do not count). Exact for valid JSON; what is not
 * valid JSON is refused by the parser afterwards.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

export const tooDeepMessage = `Le corps de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`;
