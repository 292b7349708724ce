import { describe, expect, it } from 'vitest';

import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { organizationJsonLd, pageMetadata, postalAddress } from '@/lib/seo';

describe('postal addresses of the offices', () => {
  it('splits a Canadian address into its parts', () => {
    expect(
      postalAddress({ location: 'Toronto', address: '145 King Street East, Suite 600, Toronto, ON M5C 2Y7' }),
    ).toEqual({
      '@type': 'PostalAddress',
      name: 'BuildMarket Toronto office',
      streetAddress: '145 King Street East, Suite 600',
      addressLocality: 'Toronto',
      addressRegion: 'ON',
      postalCode: 'M5C 2Y7',
      addressCountry: 'CA',
    });
  });

  it('recognises a US ZIP code', () => {
    const address = postalAddress({
      location: 'San Francisco',
      address: '418 Brannan Street, San Francisco, CA 94107',
    });
    expect(address).toMatchObject({ streetAddress: '418 Brannan Street', addressRegion: 'CA', addressCountry: 'US' });
  });

  it('keeps an address of another shape whole instead of guessing', () => {
    const address = postalAddress({ location: 'London', address: '10 Downing Street, London SW1A 2AA' });
    expect(address.streetAddress).toBe('10 Downing Street, London SW1A 2AA');
    expect(address.addressLocality).toBe('London');
    expect(address).not.toHaveProperty('addressCountry');
  });
});

describe('organization JSON-LD', () => {
  it('lists every office, the contact details and the social profiles', () => {
    const data = organizationJsonLd([
      { location: 'Toronto', address: '145 King Street East, Suite 600, Toronto, ON M5C 2Y7' },
      { location: 'Ottawa', address: '275 Slater Street, Suite 900, Ottawa, ON K1P 5H9' },
    ]);
    expect(data['@type']).toBe('Organization');
    expect(data.address.map((address) => address.addressLocality)).toEqual(['Toronto', 'Ottawa']);
    expect(data.email).toBe(publicEnv.companyEmail);
    expect(data.telephone).toBe(publicEnv.companyPhone);
    expect(data.sameAs).toContain(publicEnv.linkedinUrl);
  });
});

describe('page metadata', () => {
  it('gives a page its canonical URL, Open Graph image and large Twitter card', () => {
    const metadata = pageMetadata(routes.concrete);
    const canonical = new URL('/suppliers/concrete', publicEnv.siteUrl).toString();
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.openGraph).toMatchObject({ url: canonical, images: [{ width: 1200, height: 630 }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
