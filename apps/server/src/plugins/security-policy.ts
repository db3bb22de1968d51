import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer, worked out once (the policy does not change per
 * request). Styles allow 'unsafe-inline' because the UI library injects its styles at run
 * time; scripts only come from this origin. Framing is denied by both the policy and
 * X-Frame-Options. `hosted`: the origins of a configured hosted sign-in service, which the
 * browser talks to, and pictures from them and over https (profile pictures live on the
 * services' hosts or elsewhere). HSTS is not among them: it depends on the request.
 */
export function securityHeaderValues(hosted: readonly string[]): Record<string, string> {
  const plainHttp = hosted.filter((origin) => origin.startsWith('http:'));
  const pictures = hosted.length > 0 ? ['https:', ...plainHttp] : [];
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pictures],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...hosted],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Farms often reach the app over plain http on their own network.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
