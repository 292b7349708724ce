import { Price } from '@/components/ui/Price';
import type { StorefrontFieldsFragment } from '@/graphql/generated/client/graphql';
import { appRoutes } from '@/lib/app-routes';
import { productTypeLabels } from '@/lib/order/product-types';
import { quantityText, unitOfPrice } from '@/lib/order/units';

import { OrderLink } from './OrderLink';
import styles from './Storefront.module.scss';

type Storefront = StorefrontFieldsFragment;

/**
 * The order flow with this supplier and product chosen (the producer step skipped). The product's
 * type goes too: a page cached before the catalogue changed may name a product since replaced, and
 * the flow then takes the supplier's cheapest of that type (app/(app)/app/order/page.tsx).
 */
export const storefrontOrderHref = (slug: string, product: { id: string; type: string }) =>
  `${appRoutes.order}?${new URLSearchParams({ supplier: slug, productId: product.id, product: product.type }).toString()}`;

/**
 * The storefront's products: each with its unit price, its minimum order and the all-in price of a
 * typical order (product, fee, card processing fee and taxes of one truck), as the server priced
 * it, and Buy now (Rent now for a bin) into the order flow with the supplier chosen.
 */
export function StorefrontProducts({
  storefront,
  onMarketplace = (href) => href,
}: {
  storefront: Storefront;
  /** A marketplace path as this page links it (absolute on a supplier's own domain). */
  onMarketplace?: (href: string) => string;
}) {
  if (storefront.products.length === 0) {
    return <p>{storefront.name} has no products to order online at the moment.</p>;
  }
  return (
    <ul className={styles.products} aria-label="Products">
      {storefront.products.map((product) => {
        const rental = product.type === 'rentals';
        return (
          <li key={product.id} className={styles.product}>
            <p className={styles.productType}>{productTypeLabels[product.type]}</p>
            <h3 className={styles.productName}>{product.name}</h3>
            <p className={styles.productDescription}>{product.description}</p>
            <dl className={styles.facts}>
              <div>
                <dt>Price</dt>
                <dd>
                  <Price
                    value={product.priceCents}
                    currency={storefront.currency}
                    units={unitOfPrice(product.type, product.unit)}
                  />
                </dd>
              </div>
              <div>
                <dt>Minimum order</dt>
                <dd>{quantityText(product.type, product.unit, product.minimumOrder)}</dd>
              </div>
              <div>
                <dt>All-in for {quantityText(product.type, product.unit, product.quantity)}</dt>
                <dd className={styles.allIn}>
                  <Price value={product.allInPriceCents} currency={storefront.currency} />
                </dd>
              </div>
            </dl>
            <p className={styles.allInNote}>
              Delivered to {storefront.homeCity.name}: fees, card processing and taxes included.
            </p>
            <OrderLink
              href={onMarketplace(storefrontOrderHref(storefront.slug, product))}
              className={styles.buy}
              aria-label={`${rental ? 'Rent now' : 'Buy now'}: ${product.name}`}
            >
              {rental ? 'Rent now' : 'Buy now'}
            </OrderLink>
          </li>
        );
      })}
    </ul>
  );
}
