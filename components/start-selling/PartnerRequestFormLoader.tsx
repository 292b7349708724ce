'use client';

import { useCallback } from 'react';

import styles from './StartSelling.module.scss';
import { useLazyImport } from '@/components/ui/useLazyImport';

/**
 * Keeps react-hook-form, zod, the phone input and the modal out of /request-info's first load (the
 * marketing pages' 155 kB budget): the partner form is imported as soon as the page has loaded,
 * wherever it is (the form is what this page is for, so it is ready when the person gets there),
 * or at once on focus or pointer over the placeholder.
 */
export function PartnerRequestFormLoader({ endpoint }: { endpoint: string }) {
  const importer = useCallback(() => import('./PartnerRequestForm').then((module) => module.PartnerRequestForm), []);
  const { placeholderRef, loaded: Form, load } = useLazyImport(importer, { eager: true });
  if (Form) return <Form endpoint={endpoint} />;
  return (
    <div
      ref={placeholderRef}
      className={styles.placeholder}
      style={{ ['--placeholder-height' as string]: '560px' }}
      aria-busy="true"
      tabIndex={-1}
      onFocus={load}
      onPointerEnter={load}
    >
      <p>Loading the partner form…</p>
    </div>
  );
}
