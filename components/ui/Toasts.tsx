'use client';

import { useEffect, useState, type ComponentType } from 'react';

import { onToastWanted } from '@/lib/toast';

const importContainer = () => import('./ToastsContainer').then((module) => module.ToastsContainer);

/**
 * Where toasts appear, mounted with the first toast (lib/toast.ts says why): until then
 * neither react-toastify nor its styles load.
 */
export function Toasts() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onToastWanted(() => {
        void importContainer().then((loaded) => setContainer(() => loaded));
      }),
    [],
  );
  return Container ? <Container /> : null;
}
