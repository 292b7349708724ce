'use client';

import 'maplibre-gl/dist/maplibre-gl.css';

import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import { useEffect, useRef } from 'react';

import type { OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';

import styles from '@/components/ui/Workspace.module.scss';

/** MapLibre's worker, served from this origin (app/maplibre/worker.mjs/route.ts). */
export const MAPLIBRE_WORKER_PATH = '/maplibre/worker.mjs';

export interface TrackingMapProps {
  /** MAP_STYLE_URL: the map tiles' style. */
  styleUrl: string;
  /** The loads on their way with a position. */
  loads: OrderLoadFieldsFragment[];
}

/**
 * The trucks on their way, on a MapLibre map (loaded only when map tiles are configured). The map
 * adds to the words beside it (distance, ETA), which say everything it shows: it is described,
 * not relied on.
 */
export function TrackingMap({ styleUrl, loads }: TrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);

  useEffect(() => {
    if (!container.current) return;
    setWorkerUrl(MAPLIBRE_WORKER_PATH);
    const created = new MapLibreMap({ container: container.current, style: styleUrl, center: [0, 0], zoom: 1 });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [styleUrl]);

  // Each refetch moves the markers to the trucks' new positions and keeps them all in view.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    for (const marker of markers.current) marker.remove();
    const positioned = loads.flatMap((load) => (load.position ? [{ load, position: load.position }] : []));
    markers.current = positioned.map(({ load, position }) => {
      const label = document.createElement('span');
      label.className = styles.mapMarker ?? '';
      label.textContent = String(load.sequence);
      label.setAttribute('aria-label', `Truck ${load.sequence}`);
      return new Marker({ element: label }).setLngLat([position.longitude, position.latitude]).addTo(current);
    });
    if (positioned.length > 0) {
      const bounds = new LngLatBounds();
      for (const { position } of positioned) bounds.extend([position.longitude, position.latitude]);
      current.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
    }
  }, [loads]);

  return (
    <figure className={styles.trackingMap}>
      <div
        ref={container}
        className={styles.trackingMapCanvas}
        role="img"
        aria-label="Map of the trucks on their way"
      />
      <figcaption className={styles.secondaryText}>
        {loads.length === 1 ? 'Truck' : 'Trucks'} {loads.map((load) => load.sequence).join(', ')} on the map.
      </figcaption>
    </figure>
  );
}
