import Link from 'next/link';
import type { CSSProperties } from 'react';

import { DeliveryAreaCheckLoader } from '@/components/start-selling/ContractorToolsLoader';
import type { StorefrontFieldsFragment } from '@/graphql/generated/client/graphql';
import { brandColours } from '@/lib/brand-colour';
import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { ratingText } from '@/lib/format';
import { SITE_NAME } from '@/lib/seo';

import { StorefrontProducts } from './StorefrontProducts';
import styles from './Storefront.module.scss';

/**
 * A supplier's white-label storefront: its logo and colour, its products with all-in prices, the
 * cities it delivers to with the delivery-area check, and Buy now (Rent now) into the order flow
 * with the supplier chosen. Server components; the only scripts are the links' leaf and the
 * delivery-area check, loaded when it nears the viewport. The same at /s/<slug> and on the
 * supplier's own domain, where `marketplaceHref` is the marketplace's absolute address.
 */
export function StorefrontView({
  storefront,
  marketplaceHref = '/',
}: {
  storefront: StorefrontFieldsFragment;
  marketplaceHref?: string;
}) {
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
          <StorefrontProducts storefront={storefront} />
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
            orderHref={publicEnv.orderAppUrl}
            supplier={{ slug: storefront.slug, name: storefront.name }}
          />
        </section>
      </main>
      <footer className={styles.footer}>
        <p>
          Orders, payments and deliveries by <Link href={marketplaceHref}>{SITE_NAME}</Link>, the construction materials
          marketplace.
        </p>
      </footer>
    </div>
  );
}
