// Where a JSON text first breaks, as line, column and what was expected there. Browsers word
// JSON.parse's errors differently (in English, some without any position), so the section editor
// finds the place itself and says it in Spanish.
import { jsonSyntaxTexts as texts } from '@shared/results/console-texts';

export interface JsonErrorLocation {
  line: number;
  column: number;
  detail: string;
}

class JsonBreak {
  constructor(
    readonly offset: number,
    readonly detail: string,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** Throws a JsonBreak at the first offset that is not valid JSON (RFC 8259). */
function scan(text: string): void {
  let at = 0;

  const stop = (detail: string, withFound = true): never => {
    const found = at >= text.length ? texts.end : JSON.stringify(text[at]);
    throw new JsonBreak(at, withFound ? detail + texts.found(found) : detail);
  };
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.has(text[at] as string)) at += 1;
  };

  const string = () => {
    at += 1;
    while (at < text.length) {
      const char = text[at] as string;
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u' && HEX4.test(text.slice(at + 2, at + 6))) at += 6;
        else if (escape !== undefined && SIMPLE_ESCAPES.has(escape)) at += 2;
        else stop(texts.badEscape, false);
        continue;
      }
      if (char.charCodeAt(0) < 0x20) stop(texts.controlCharacter, false);
      at += 1;
    }
    stop(texts.unclosedString, false);
  };

  const list = (close: string, closeOrComma: string, member: () => void) => {
    at += 1;
    skipWhitespace();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      member();
      skipWhitespace();
      if (text[at] === close) {
        at += 1;
        return;
      }
      if (text[at] !== ',') stop(closeOrComma);
      at += 1;
    }
  };

  const property = () => {
    skipWhitespace();
    if (text[at] !== '"') stop(texts.propertyName);
    string();
    skipWhitespace();
    if (text[at] !== ':') stop(texts.colon);
    at += 1;
    value();
  };

  function value(): void {
    skipWhitespace();
    const char = text[at];
    if (char === '{') return list('}', texts.commaOrBrace, property);
    if (char === '[') return list(']', texts.commaOrBracket, value);
    if (char === '"') return string();
    const literal = LITERALS.find((word) => text.startsWith(word, at));
    if (literal) {
      at += literal.length;
      return;
    }
    NUMBER.lastIndex = at;
    if (!NUMBER.test(text)) stop(texts.value);
    at = NUMBER.lastIndex;
  }

  value();
  skipWhitespace();
  if (at < text.length) stop(texts.trailing, false);
}

/** Line and column (both from 1) of an offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** Where `text` stops being JSON, or null when it is valid. */
export function locateJsonError(text: string): JsonErrorLocation | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof JsonBreak)) throw error;
    return { ...lineAndColumn(text, error.offset), detail: error.detail };
  }
}
