import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// The security headers of every answer (DESIGN "API contract": CSP and helmet's defaults). Our options hold no
// per-request parts (no nonces), so helmet runs once at start and its headers are set as they are: running the
// helmet middleware on every request cost ~3 % of the CPU of a list call (issue 3 "Speed at scale").
// `scriptHashes`: the inline scripts of the client's index.html, allowed by their hash (issue 11: the script
// that picks the first screen's frame runs before any file arrives).
const options = (scriptHashes: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // Emotion (MUI) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The app is served over plain HTTP on localhost too.
  strictTransportSecurity: false,
});

/** The headers helmet sets with OPTIONS, collected from one run of its middleware. */
export function securityHeaders(helmetOptions: HelmetOptions = options([])): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions)({} as IncomingMessage, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const headers = securityHeaders(options(scriptHashes));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
