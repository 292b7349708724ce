'use client';

import { useMutation } from '@apollo/client/react';
import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { productTypeLabels } from '@/lib/order/product-types';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierProductUpdateDocument,
  type SupplierCatalogueQuery,
  type SupplierProductFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { unitOfPrice, unitOfQuantity } from '@/lib/order/units';
import { CATALOGUE_SAVED_MESSAGES, supplierProductSchema } from '@/lib/validation/catalogue';

import { TableScroll } from '@/components/ui/TableScroll';
import styles from './Catalogue.module.scss';
import { productFormValues } from './ProductForm';

/** The catalogue's products as a table: each one's price, quantities and whether it is offered, to edit for those who may. */

type Catalogue = SupplierCatalogueQuery['supplierCatalogue'];

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function ProductTable({
  catalogue,
  onEdit,
  onChanged,
}: {
  catalogue: Catalogue;
  onEdit: (product: SupplierProductFieldsFragment) => void;
  onChanged: () => void;
}) {
  if (catalogue.products.length === 0) {
    return <p className={ordersStyles.muted}>No products yet. Contractors see a product once you add it.</p>;
  }
  return (
    <TableScroll label="Products">
      <table className={ordersStyles.ordersTable} aria-labelledby="catalogue-products">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Price per unit</th>
            <th scope="col">Minimum – maximum</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {catalogue.products.map((product) => (
            <tr key={product.id}>
              <th scope="row" data-label="Name">
                {catalogue.mayEdit ? (
                  <button
                    type="button"
                    className={styles.link}
                    aria-label={`Edit ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    {product.name}
                  </button>
                ) : (
                  product.name
                )}
                {product.extras.length > 0 && (
                  <span className={ordersStyles.secondaryText}>
                    {product.extras.length === 1 ? '1 extra' : `${product.extras.length} extras`}
                  </span>
                )}
              </th>
              <td data-label="Type">{productTypeLabels[product.type]}</td>
              <td data-label="Price per unit" className={ordersStyles.amount}>
                {formatMoney(product.priceCents, catalogue.currency)} / {unitOfPrice(product.type, product.unit)}
              </td>
              <td data-label="Minimum – maximum">
                {number(product.minimumOrder)} – {number(product.maximumOrder)}{' '}
                {unitOfQuantity(product.type, product.unit, product.maximumOrder)}
                <span className={ordersStyles.secondaryText}>in steps of {number(product.quantityIncrement)}</span>
              </td>
              <td data-label="Active">
                {catalogue.mayEdit ? (
                  <ActiveToggle product={product} onChanged={onChanged} />
                ) : product.active ? (
                  'Active'
                ) : (
                  'Inactive'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Offers a product to contractors or stops offering it (it stays in the catalogue and on its orders). */
function ActiveToggle({ product, onChanged }: { product: SupplierProductFieldsFragment; onChanged: () => void }) {
  const [update, { loading }] = useMutation(SupplierProductUpdateDocument);
  const onToggle = async () => {
    const parsed = supplierProductSchema.safeParse({ ...productFormValues(product), active: !product.active });
    if (!parsed.success) {
      toast.error(`${product.name} needs changes before it can be saved: open it to see what.`);
      return;
    }
    const result = await update({
      variables: { id: product.id, input: parsed.data },
    }).catch(answerOfRejection);
    const saved = result.data?.supplierProductUpdate;
    if (!saved) {
      toast.error(apiFailureOf(result.error).message);
      return;
    }
    toast.success(
      saved.active
        ? CATALOGUE_SAVED_MESSAGES.productActivated(saved.name)
        : CATALOGUE_SAVED_MESSAGES.productDeactivated(saved.name),
      { toastId: `product-active-${saved.id}` },
    );
    onChanged();
  };
  return (
    <button
      type="button"
      className={`${ordersStyles.secondary} ${styles.toggle}`}
      aria-pressed={product.active}
      aria-label={`${product.name} offered to contractors`}
      disabled={loading}
      onClick={() => void onToggle()}
    >
      {product.active ? 'Active' : 'Inactive'}
    </button>
  );
}
