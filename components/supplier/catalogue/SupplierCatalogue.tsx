'use client';

import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierCatalogueDocument, type SupplierProductFieldsFragment } from '@/graphql/generated/client/graphql';
import { supplierRoutes } from '@/lib/app-routes';

import { DeliverySettingsForm } from './DeliverySettingsForm';
import { ProductForm } from './ProductForm';
import { ProductTable } from './ProductTable';
import { QualityPapers } from './QualityPapers';
import { ServiceAreasForm } from './ServiceAreasForm';

export const READ_ONLY_NOTICE =
  'You can see the catalogue; only the owner and managers can change products, service areas and delivery settings.';

/**
 * The supplier's catalogue: its products (active or not) with a form to add or change one, the
 * cities it delivers to, and its delivery settings. Members who may not edit see it read-only.
 */
export function SupplierCatalogue() {
  return (
    <SignedInGate returnPath={supplierRoutes.catalogue} loadingText="Loading your catalogue…">
      {() => <CatalogueScreen />}
    </SignedInGate>
  );
}

/** Which product the form edits: a new one, one of the list, or none (the form is closed). */
type Editing = { product: SupplierProductFieldsFragment | null } | null;

function CatalogueScreen() {
  const catalogue = useQuery(SupplierCatalogueDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const formRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);

  const data = catalogue.data?.supplierCatalogue;
  if (!data) {
    if (catalogue.loading) {
      return (
        <p role="status" className={ordersStyles.muted}>
          Loading your catalogue…
        </p>
      );
    }
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{catalogue.error ? apiFailureOf(catalogue.error).message : 'We could not load your catalogue.'}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void catalogue.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const reload = () => void catalogue.refetch().catch(() => undefined);
  // The papers of the product being edited, as the catalogue now has them (they change apart from the form).
  const editedProduct = editing?.product
    ? data.products.find((product) => product.id === editing.product?.id)
    : undefined;
  return (
    <div className={ordersStyles.layout}>
      <p className={ordersStyles.muted}>
        {data.supplierName} · prices in {data.currency}
      </p>
      {!data.mayEdit && (
        <p role="note" className={ordersStyles.notice}>
          {READ_ONLY_NOTICE}
        </p>
      )}
      <section className={ordersStyles.card} aria-labelledby="catalogue-products">
        <div className={ordersStyles.heading}>
          <h2 id="catalogue-products">Products</h2>
          {data.mayEdit && !editing && (
            <button type="button" className={ordersStyles.primary} onClick={() => setEditing({ product: null })}>
              Add a product
            </button>
          )}
        </div>
        <ProductTable catalogue={data} onEdit={(product) => setEditing({ product })} onChanged={reload} />
      </section>
      {data.mayEdit && editing && (
        <section ref={formRef} className={ordersStyles.card} aria-label="Product form">
          <ProductForm
            key={editing.product?.id ?? 'new'}
            product={editing.product}
            currency={data.currency}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </section>
      )}
      {data.mayEdit && editedProduct && (
        <section className={ordersStyles.card} aria-label="Quality papers">
          <QualityPapers product={editedProduct} onChanged={() => catalogue.refetch().catch(() => undefined)} />
        </section>
      )}
      <section className={ordersStyles.card} aria-labelledby="catalogue-areas">
        <h2 id="catalogue-areas">Service areas</h2>
        <ServiceAreasForm catalogue={data} onSaved={reload} />
      </section>
      <section className={ordersStyles.card} aria-labelledby="catalogue-delivery">
        <h2 id="catalogue-delivery">Delivery settings</h2>
        <DeliverySettingsForm catalogue={data} />
      </section>
    </div>
  );
}
