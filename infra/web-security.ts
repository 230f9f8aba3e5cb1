/**
 * The SPA's security headers, one definition for CloudFront's response headers policy and for the local
 * twin's web server, so what is tested locally is what is deployed.
 */
export interface CspSources {
  /** Origins the SPA calls: the API, Cognito (and locally the emulators). */
  connect: string[];
}

export function contentSecurityPolicy({ connect }: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HSTS_SECONDS = 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The headers as a plain map (the local server sends exactly these). */
export function securityHeaders(csp: CspSources, https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(csp),
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_SECONDS}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
