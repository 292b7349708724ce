'use client';

import { useCallback } from 'react';

import { useLazyImport } from '@/components/ui/useLazyImport';

import styles from './Careers.module.scss';
import type { ApplicationFormProps } from './ApplicationForm';

/**
 * Keeps react-hook-form, zod and react-dropzone out of the job page's first load: the form is
 * imported once the page has loaded and the form's section nears the viewport (or on focus or
 * pointer over the placeholder).
 */
export function ApplicationFormLoader(props: ApplicationFormProps) {
  const importer = useCallback(() => import('./ApplicationForm').then((module) => module.ApplicationForm), []);
  const { placeholderRef, loaded: Form, load } = useLazyImport(importer);
  if (Form) return <Form {...props} />;
  return (
    <div
      ref={placeholderRef}
      className={styles.placeholder}
      aria-busy="true"
      tabIndex={-1}
      onFocus={load}
      onPointerEnter={load}
    >
      <p>Loading the application form…</p>
    </div>
  );
}
