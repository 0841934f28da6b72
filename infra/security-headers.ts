// The security headers of every answer the site gives: CloudFront's response headers policies
// (site-behaviours.ts) and the local cloud's public port (local/site.ts) both send these values. The
// CSP is shared/core/content-security-policy.ts's, without Google's tag; a page's document sends its
// own (lambdas/documents/page-policy.ts), which both edges let through.
import { contentSecurityPolicy, type SiteSources } from '@shared/core/content-security-policy';

/** The headers besides the CSP, as CloudFront's policy types them. */
export const fixedSecurityHeaders = {
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** Two years, subdomains included (HTTPS only: browsers ignore it on the local cloud's http). */
  hstsMaxAgeSeconds: 63_072_000,
  permissionsPolicy:
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
} as const;

/** Every security header by name, as an HTTP server sends them. */
export function securityHeaders(sources: SiteSources) {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': fixedSecurityHeaders.frameOptions,
    'referrer-policy': fixedSecurityHeaders.referrerPolicy,
    'strict-transport-security': `max-age=${fixedSecurityHeaders.hstsMaxAgeSeconds}; includeSubDomains`,
    'permissions-policy': fixedSecurityHeaders.permissionsPolicy,
  };
}
