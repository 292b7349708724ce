import type { ProductCategoriesQuery, ProductType } from '@/graphql/generated/client/graphql';
import { publicEnv } from '@/lib/env';

import blocks from './blocks.module.scss';
import { plural } from '@/lib/format';
import { Icon, type IconName } from './icons';
import { NewTabLink } from './NewTabLink';
import styles from './ShopByProductCategories.module.scss';
import { productTypeLabels, productTypeSummaries } from '@/lib/order/product-types';

type ProductCategory = ProductCategoriesQuery['productCategories'][number];

const categoryIcons: Record<ProductType, IconName> = {
  readyMix: 'mixer',
  aggregates: 'pile',
  volumetric: 'volumetric',
  rentals: 'bin',
};

/** One card per product category with how many suppliers and products the marketplace has for it. */
export function ShopByProductCategories({ categories }: { categories: ProductCategory[] }) {
  return (
    <>
      <p className={blocks.lead}>
        Start from what the job needs. Each category shows how many suppliers and products you can choose from right
        now, with prices that include delivery.
      </p>
      <ul className={`${blocks.grid} ${styles.categories}`} aria-label="Product categories">
        {categories.map((category) => (
          <li key={category.type}>
            <article className={blocks.card}>
              <span className={blocks.iconBadge}>
                <Icon name={categoryIcons[category.type]} />
              </span>
              <h3>{productTypeLabels[category.type]}</h3>
              <p className={styles.counts}>
                {plural(category.supplierCount, 'supplier')} · {plural(category.productCount, 'product')}
              </p>
              <p className={blocks.muted}>{productTypeSummaries[category.type]}</p>
              <div className={blocks.cardFooter}>
                <NewTabLink href={publicEnv.orderAppUrl} className={blocks.textLink}>
                  Shop {productTypeLabels[category.type].toLowerCase()}
                </NewTabLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
