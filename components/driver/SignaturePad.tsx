'use client';

import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent } from 'react';

import { SIGNATURE_PAD } from '@/lib/validation/images';

import styles from './Driver.module.scss';

export interface SignaturePadHandle {
  /** The drawing as a PNG, or null while nothing is drawn. */
  toPng: () => Promise<Blob | null>;
  clear: () => void;
}

export interface SignaturePadProps {
  id: string;
  /** Who signs: "Sign with the typed name" writes it for someone who cannot draw. */
  typedName: string;
  /** Called when the pad goes from empty to signed and back. */
  onChange: (signed: boolean) => void;
  describedBy?: string;
}

const { width: WIDTH, height: HEIGHT } = SIGNATURE_PAD;

/**
 * The receiver signs with a finger on the phone: pointer events draw strokes on a canvas, which
 * the form uploads as a PNG. Someone who cannot draw (or a keyboard) signs with their typed name,
 * written in the pad; Clear starts again.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { id, typedName, onChange, describedBy },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const context = () => {
    const ctx = canvas.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#141821';
      ctx.fillStyle = '#141821';
    }
    return ctx;
  };

  const mark = useCallback(
    (next: boolean) => {
      setSigned(next);
      onChange(next);
    },
    [onChange],
  );

  const clear = useCallback(() => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    mark(false);
  }, [mark]);

  useImperativeHandle(
    ref,
    () => ({
      clear,
      toPng: () =>
        new Promise<Blob | null>((resolve) => {
          if (!signed || !canvas.current) resolve(null);
          else canvas.current.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }),
    [clear, signed],
  );

  useEffect(() => {
    context();
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const signWithName = () => {
    const ctx = context();
    if (!ctx || !typedName.trim()) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.font = 'italic 48px Georgia, serif';
    ctx.fillText(typedName.trim(), 24, HEIGHT / 2 + 16, WIDTH - 48);
    mark(true);
  };

  return (
    <div className={styles.signature}>
      <canvas
        id={id}
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className={styles.signatureCanvas}
        role="img"
        aria-label={signed ? 'Signature drawn' : 'Empty signature pad: sign here with a finger'}
        aria-describedby={describedBy}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const { x, y } = point(event);
          ctx.lineTo(x, y);
          ctx.stroke();
          if (!signed) mark(true);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <div className={styles.signatureActions}>
        <button type="button" className={styles.secondary} onClick={signWithName} disabled={!typedName.trim()}>
          Sign with the typed name
        </button>
        <button type="button" className={styles.secondary} onClick={clear} disabled={!signed}>
          Clear the signature
        </button>
      </div>
    </div>
  );
});
