// The response headers every answer of the site carries (plain JavaScript: next.config.ts and the
// production server's own static-file answers, scripts/static-brotli.mjs, both use them).

/**
 * @param {string | undefined} nodeEnv
 * @returns {Array<{ key: string; value: string }>}
 */
export function securityHeaders(nodeEnv = process.env.NODE_ENV) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
    // Production only: browsers then refuse plain HTTP to the site, and its subdomains, for two
    // years (they ignore the header on a plain-HTTP answer, such as a local `npm start`'s).
    ...(nodeEnv === 'production'
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
