'use client';

import dynamic from 'next/dynamic';

import type { ButtonGeneratorProps } from './ButtonGenerator';
import styles from './ButtonGenerator.module.scss';

/**
 * The generator in its own chunk, so the rest of the page loads without it. It is still rendered
 * on the server: without JavaScript the default button and its snippet are there to copy.
 */
const ButtonGenerator = dynamic(() => import('./ButtonGenerator').then((module) => module.ButtonGenerator), {
  loading: () => <p className={styles.muted}>Loading the button generator…</p>,
});

export function ButtonGeneratorLoader(props: ButtonGeneratorProps) {
  return <ButtonGenerator {...props} />;
}
