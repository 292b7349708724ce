import Link from 'next/link';
import type { CSSProperties } from 'react';

import { DeliveryAreaCheckLoader } from '@/components/start-selling/ContractorToolsLoader';
import type { StorefrontFieldsFragment } from '@/graphql/generated/client/graphql';
import { brandColours } from '@/lib/brand-colour';
import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { ratingText } from '@/lib/format';
import { SITE_NAME } from '@/lib/seo';

import { StorefrontAppInstall } from './StorefrontAppInstall';
import { StorefrontProducts } from './StorefrontProducts';
import styles from './Storefront.module.scss';

/**
 * A supplier's white-label storefront: its logo and colour, its products with all-in prices, the
 * cities it delivers to with the delivery-area check, and Buy now (Rent now) into the order flow
 * with the supplier chosen. Server components; the only scripts are the links' leaf and the
 * delivery-area check, loaded when it nears the viewport. The same at /s/<slug> and on the
 * supplier's own domain, where `marketplaceOrigin` is the marketplace's own address (SITE_URL):
 * there every link into the marketplace (Buy now, the order flow, the footer) is absolute on it,
 * so a buyer goes straight to the order flow rather than through the domain's redirect. The
 * installable app (`withApp`) lives at /s/<slug>: its manifest and service worker are scoped there.
 */
/**
 * A marketplace path as the storefront links it: as it is on the marketplace, absolute on its
 * origin elsewhere (a supplier's domain). An address already absolute (ORDER_APP_URL) stays.
 */
export const marketplaceHref =
  (origin: string) =>
  (href: string): string =>
    origin && href.startsWith('/') ? `${origin.replace(/\/$/, '')}${href}` : href;

export function StorefrontView({
  storefront,
  marketplaceOrigin = '',
  withApp = false,
}: {
  storefront: StorefrontFieldsFragment;
  marketplaceOrigin?: string;
  withApp?: boolean;
}) {
  const onMarketplace = marketplaceHref(marketplaceOrigin);
  const { background, foreground } = brandColours(storefront.brandColor);
  const brand = { '--brand': background, '--on-brand': foreground } as CSSProperties;
  return (
    <div className={styles.storefront} style={brand}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {storefront.logo && (
            // A local logo from public/; the name beside it says who it is.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={storefront.logo} alt="" width={96} height={48} className={styles.logo} />
          )}
          <p className={styles.brandName}>{storefront.name}</p>
          {withApp && (
            <a href="#app" className={styles.getApp}>
              Get the app
            </a>
          )}
        </div>
      </header>
      <main id="main" className={styles.main}>
        <section className={styles.intro} aria-labelledby="storefront-title">
          <h1 id="storefront-title">{storefront.name}</h1>
          <p>{storefront.description}</p>
          {storefront.ratingCount > 0 && (
            <p className={styles.rating}>Rated {ratingText(storefront.rating, storefront.ratingCount)}</p>
          )}
        </section>
        <section aria-labelledby="storefront-products">
          <h2 id="storefront-products">Order online</h2>
          <StorefrontProducts storefront={storefront} onMarketplace={onMarketplace} />
        </section>
        <section aria-labelledby="storefront-area" className={styles.area}>
          <h2 id="storefront-area">Where we deliver</h2>
          {storefront.serviceAreas.length > 0 ? (
            <ul className={styles.cities}>
              {storefront.serviceAreas.map((city) => (
                <li key={city.id}>
                  {city.name}, {city.regionCode}
                </li>
              ))}
            </ul>
          ) : (
            <p>{storefront.name} is not delivering anywhere at the moment.</p>
          )}
          <p>Check your job site&apos;s city or postal code:</p>
          <DeliveryAreaCheckLoader
            endpoint={graphqlEndpoint()}
            orderHref={onMarketplace(publicEnv.orderAppUrl)}
            supplier={{ slug: storefront.slug, name: storefront.name }}
          />
        </section>
        {withApp && (
          <section id="app" aria-labelledby="storefront-app" className={styles.app}>
            <h2 id="storefront-app">Get the {storefront.name} app</h2>
            <p>
              Install this storefront on your phone or computer: it opens from your home screen under its own icon, full
              screen, and tells you when you are offline.
            </p>
            <StorefrontAppInstall
              slug={storefront.slug}
              name={storefront.name}
              stepsId="storefront-app-steps"
              className={styles.buy}
            />
            <h3 id="storefront-app-steps" tabIndex={-1}>
              Or install it from your browser’s menu
            </h3>
            <ul>
              <li>
                <strong>Android, in Chrome:</strong> open the menu (the three dots), then tap Install app or Add to Home
                screen.
              </li>
              <li>
                <strong>iPhone and iPad, in Safari:</strong> tap Share, then Add to Home Screen.
              </li>
              <li>
                <strong>Computer, in Chrome or Edge:</strong> click the install icon at the end of the address bar.
              </li>
            </ul>
          </section>
        )}
      </main>
      <footer className={styles.footer}>
        <p>
          Orders, payments and deliveries by <Link href={onMarketplace('/')}>{SITE_NAME}</Link>, the construction
          materials marketplace.
        </p>
      </footer>
    </div>
  );
}
