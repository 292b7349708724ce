import { publicEnv } from '@/lib/env';

import blocks from './blocks.module.scss';
import { plural } from '@/lib/format';
import { NewTabLink } from './NewTabLink';
import { SupplierCard, type SupplierSummary } from './SupplierCard';

/** The suppliers selling on the marketplace, best rated first, as the API lists them. */
export function ShopBySupplier({ suppliers, total }: { suppliers: SupplierSummary[]; total: number }) {
  return (
    <>
      <p className={blocks.lead}>
        Buy straight from the plants, yards and bin companies you already know, or find a new one near the job site.
        Ratings come from contractors who took the delivery, not from the supplier.
      </p>
      {suppliers.length > 0 ? (
        <ul className={blocks.grid} aria-label="Suppliers">
          {suppliers.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
      ) : (
        <p>New suppliers are joining every week. Open the order flow to see who delivers to your site today.</p>
      )}
      <div className={blocks.actions}>
        {total > suppliers.length && (
          <p className={blocks.muted}>
            Showing {suppliers.length} of {plural(total, 'supplier')}.
          </p>
        )}
        <NewTabLink href={publicEnv.orderAppUrl} className={blocks.button}>
          Find suppliers for your site
        </NewTabLink>
      </div>
    </>
  );
}
