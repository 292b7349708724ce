import { describe, expect, it } from 'vitest';

import {
  STOREFRONT_APP_ICONS,
  storefrontAppManifest,
  storefrontAppPaths,
  storefrontAppShortName,
  storefrontAppVersion,
  storefrontMonogram,
} from '@/lib/storefront-app';

const brand = {
  slug: 'northpeak-ready-mix',
  name: 'NorthPeak Ready Mix',
  description: 'Ready-mix concrete across the GTA.',
  logo: '/logos/suppliers/northpeak-ready-mix.svg',
  brandColor: '#1D4ED8',
};

describe('a storefront’s app', () => {
  it('is named and coloured like the supplier, and opens on and keeps to its storefront', () => {
    const manifest = storefrontAppManifest(brand);
    expect(manifest).toMatchObject({
      id: '/s/northpeak-ready-mix',
      name: 'NorthPeak Ready Mix',
      short_name: 'NorthPeak',
      description: brand.description,
      start_url: '/s/northpeak-ready-mix',
      scope: '/s/northpeak-ready-mix',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#1d4ed8',
    });
  });

  it('offers icons at 192 and 512 pixels and a maskable 512, under the version of its look', () => {
    const { icons } = storefrontAppManifest(brand);
    const version = storefrontAppVersion(brand);
    expect(icons).toEqual([
      {
        src: `/s/northpeak-ready-mix/app-icons/icon-192.png?v=${version}`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/s/northpeak-ready-mix/app-icons/icon-512.png?v=${version}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/s/northpeak-ready-mix/app-icons/maskable-512.png?v=${version}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(STOREFRONT_APP_ICONS['apple-touch-icon.png'].size).toBe(180);
  });

  it('takes the marketplace’s colour when the supplier chose none', () => {
    expect(storefrontAppManifest({ ...brand, brandColor: null }).theme_color).toBe('#c2410c');
  });

  it('changes the icons’ version with the logo, the colour or the name, and only with them', () => {
    const version = storefrontAppVersion(brand);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(storefrontAppVersion({ ...brand })).toBe(version);
    expect(storefrontAppVersion({ ...brand, brandColor: '#1d4ed8' })).toBe(version);
    expect(storefrontAppVersion({ ...brand, logo: '/api/logos/0b5c1d9e-1111-4111-8111-111111111111' })).not.toBe(
      version,
    );
    expect(storefrontAppVersion({ ...brand, brandColor: '#15803d' })).not.toBe(version);
    expect(storefrontAppVersion({ ...brand, name: 'NorthPeak Concrete' })).not.toBe(version);
  });

  it('keeps whole words of the name on the home screen, twelve characters at most', () => {
    expect(storefrontAppShortName('Capital Aggregates')).toBe('Capital');
    expect(storefrontAppShortName('Bay City Ready Mix')).toBe('Bay City');
    expect(storefrontAppShortName('Lakeshore')).toBe('Lakeshore');
    expect(storefrontAppShortName('Materialesregiomontanos SA')).toBe('Materialesre');
  });

  it('draws the initials of the name’s first two words when there is no logo', () => {
    expect(storefrontMonogram('Golden Gate Dumpsters')).toBe('GG');
    expect(storefrontMonogram('materiales regiomontanos')).toBe('MR');
    expect(storefrontMonogram('Ñandú')).toBe('Ñ');
    expect(storefrontMonogram('(Acme) Ready-Mix')).toBe('AR');
  });

  it('lives under the storefront: manifest, worker, offline page and the install section', () => {
    expect(storefrontAppPaths('lone-star-aggregates')).toMatchObject({
      storefront: '/s/lone-star-aggregates',
      install: '/s/lone-star-aggregates#app',
      manifest: '/s/lone-star-aggregates/manifest.webmanifest',
      serviceWorker: '/s/lone-star-aggregates/sw.js',
      offline: '/s/lone-star-aggregates/offline',
    });
  });
});
