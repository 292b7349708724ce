'use client';

import { useId, useRef, useState } from 'react';

import ordersStyles from '@/components/ui/Workspace.module.scss';

/**
 * A secret the server shows once (an API key, a webhook's signing secret): read-only, selected on
 * focus, with Copy (or selected for copying by hand when the clipboard is refused) and a button
 * that says it is saved, after which it is gone for good.
 */
export function SecretShownOnce({
  title,
  warning,
  label,
  noun,
  secret,
  onDone,
}: {
  title: string;
  warning: string;
  /** The field's label, e.g. "API key". */
  label: string;
  /** What the buttons call it: "key" or "secret". */
  noun: string;
  secret: string;
  onDone: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // The clipboard was refused: select the secret so it can be copied by hand.
      input.current?.select();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${ordersStyles.notice} ${ordersStyles.stack}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-warning`}>
        <strong>{warning}</strong>
      </p>
      <label htmlFor={`${id}-secret`}>{label}</label>
      <div className={ordersStyles.copyRow}>
        <input
          ref={input}
          id={`${id}-secret`}
          readOnly
          value={secret}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-warning`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={ordersStyles.secondary} onClick={() => void onCopy()}>
          Copy {noun}
        </button>
      </div>
      <span role="status">{copied ? `${noun[0]!.toUpperCase()}${noun.slice(1)} copied.` : ''}</span>
      <div>
        <button type="button" className={ordersStyles.primary} onClick={onDone}>
          I have saved the {noun}
        </button>
      </div>
    </section>
  );
}
