// What no route should have to think about: text with a NUL character or a lone UTF-16 surrogate (half of an emoji,
// "\ud800" in JSON: PostgreSQL cannot store either, and a query given one fails), and JSON nested deeper than any of
// our bodies (re-serialising it would overflow the stack).
// Both are refused with a 400 before a route sees the request; JSON is parsed as Fastify does (secure-json-parse,
// refusing __proto__ and constructor keys).
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from './errors';

/** Deeper than any body of ours (a batch of leads is three levels). */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Contains a character that is not allowed.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Lead payloads from ad platforms: NUL characters and lone surrogates are cleaned by the lead pipeline, the lead kept. */
    keepNul?: boolean;
  }
}

const invalidCharacters = (field?: string) =>
  new AppError('INVALID_CHARACTERS', 400, field ? NUL_MESSAGE : 'Text cannot contain the NUL character.', field ? { [field]: NUL_MESSAGE } : undefined);
const malformed = (message: string) => new AppError('MALFORMED_JSON', 400, message);

export function installRequestGuards(app: FastifyInstance) {
  // %00 anywhere in the path or query (or a raw NUL, which Node lets through in a query string).
  app.addHook('onRequest', async (req) => {
    if (/%00/i.test(req.url) || req.url.includes('\0')) throw invalidCharacters();
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(malformed('The request body is empty.'), undefined);
    let value: unknown;
    try {
      value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(malformed('The request body is not valid JSON.'), undefined);
    }
    const problem = inspect(value);
    if (problem === 'deep') return done(malformed('The request body is nested too deeply.'), undefined);
    if (problem && !req.routeOptions.config.keepNul) return done(invalidCharacters(problem.nul), undefined);
    done(null, value);
  });
}

/** A UTF-16 surrogate without its other half (with the u flag, a whole pair is one code point and does not match). */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * Walks the value without recursion (a deep value must not overflow the stack here either): 'deep', or the path of
 * the first text holding a NUL or a lone surrogate ('billing.name', as validation errors name fields), or null.
 */
function inspect(value: unknown): 'deep' | { nul: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return { nul: path || '_' };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'deep';
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorable(key)) return { nul: path || '_' };
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}
