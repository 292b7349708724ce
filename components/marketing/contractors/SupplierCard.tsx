import type { SuppliersQuery } from '@/graphql/generated/client/graphql';
import { publicEnv } from '@/lib/env';

import blocks from './blocks.module.scss';
import { cityLine, initials, ratingText } from '@/lib/format';
import { NewTabLink } from './NewTabLink';
import { productTypeLabels } from '@/lib/order/product-types';
import { RatingStars } from './RatingStars';
import styles from './SupplierCard.module.scss';

export type SupplierSummary = SuppliersQuery['suppliers']['values'][number];

/** A supplier as contractors shop for it: who, where, how well rated, what it sells. */
export function SupplierCard({ supplier }: { supplier: SupplierSummary }) {
  return (
    <article className={`${blocks.card} ${styles.supplier}`}>
      <div className={styles.identity}>
        {supplier.logo ? (
          // A local SVG from public/: next/image would not optimise it and would add client code.
          // The name is the heading beside it, so the logo is decorative here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={supplier.logo}
            alt=""
            width={112}
            height={56}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(supplier.name)}
          </span>
        )}
        <div>
          <h3>{supplier.name}</h3>
          <p className={styles.city}>{cityLine(supplier.homeCity)}</p>
        </div>
      </div>
      <RatingStars rating={supplier.rating} text={ratingText(supplier.rating, supplier.ratingCount)} />
      <p className={styles.description}>{supplier.description}</p>
      <ul className={blocks.chips} aria-label={`Products from ${supplier.name}`}>
        {supplier.productTypes.map((type) => (
          <li key={type} className={blocks.chip}>
            {productTypeLabels[type]}
          </li>
        ))}
      </ul>
      <div className={blocks.cardFooter}>
        <NewTabLink href={publicEnv.orderAppUrl} className={blocks.textLink}>
          Order from {supplier.name}
        </NewTabLink>
      </div>
    </article>
  );
}
