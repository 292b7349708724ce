import { describe, expect, it } from 'vitest';

import { EXTERNAL_LINK_HOSTS, isAllowedLink, SOCIAL_PROFILES } from '@/lib/external-links';

const SITE = 'http://localhost:3100';

describe('the hosts a page may link to', () => {
  it('allows the site itself, relative links, mail and phone links', () => {
    expect(isAllowedLink('/book-demo', SITE)).toBe(true);
    expect(isAllowedLink('http://localhost:3100/app-download', SITE)).toBe(true);
    expect(isAllowedLink('mailto:hello@buildmarket.example', SITE)).toBe(true);
    expect(isAllowedLink('tel:+14165550142', SITE)).toBe(true);
  });

  it('allows the social profiles over https', () => {
    for (const url of Object.values(SOCIAL_PROFILES)) expect(isAllowedLink(url, SITE)).toBe(true);
    expect(EXTERNAL_LINK_HOSTS).toContain('www.linkedin.com');
  });

  it('refuses the old placeholder sites, other hosts, plain http and script links', () => {
    expect(isAllowedLink('https://meet.buildmarket.example/demo', SITE)).toBe(false);
    expect(isAllowedLink('https://services.buildmarket.example/app', SITE)).toBe(false);
    expect(isAllowedLink('http://twitter.com/buildmarket', SITE)).toBe(false);
    expect(isAllowedLink('https://twitter.com.evil.example/', SITE)).toBe(false);
    expect(isAllowedLink('javascript:alert(1)', SITE)).toBe(false);
  });
});
