'use client';

import { useCallback, type Ref } from 'react';

import styles from './StartSelling.module.scss';
import { useLazyImport } from '@/components/ui/useLazyImport';

/**
 * The delivery-area check and the volume-pricing subscription of /contractors/order, imported once
 * the page has loaded and their section nears the viewport: the page's first load stays static.
 */
export function DeliveryAreaCheckLoader({
  endpoint,
  orderHref,
  supplier,
}: {
  endpoint: string;
  orderHref: string;
  /** A storefront's check: this supplier's service area. */
  supplier?: { slug: string; name: string };
}) {
  const importer = useCallback(() => import('./DeliveryAreaCheck').then((module) => module.DeliveryAreaCheck), []);
  const { placeholderRef, loaded: Check, load } = useLazyImport(importer);
  if (Check) return <Check endpoint={endpoint} orderHref={orderHref} supplier={supplier} />;
  return <Placeholder placeholderRef={placeholderRef} load={load} label="Loading the delivery-area check…" />;
}

export function VolumePricingSubscribeLoader({ endpoint }: { endpoint: string }) {
  const importer = useCallback(
    () => import('./VolumePricingSubscribe').then((module) => module.VolumePricingSubscribe),
    [],
  );
  const { placeholderRef, loaded: Subscribe, load } = useLazyImport(importer);
  if (Subscribe) return <Subscribe endpoint={endpoint} />;
  return <Placeholder placeholderRef={placeholderRef} load={load} label="Loading the subscription form…" />;
}

function Placeholder({
  placeholderRef,
  load,
  label,
}: {
  placeholderRef: Ref<HTMLDivElement>;
  load: () => void;
  label: string;
}) {
  return (
    <div
      ref={placeholderRef}
      className={styles.placeholder}
      style={{ ['--placeholder-height' as string]: '140px' }}
      aria-busy="true"
      onPointerEnter={load}
    >
      <p>{label}</p>
    </div>
  );
}
