'use client';

import { useId, useRef, useState, type FormEvent } from 'react';

import { Form } from '@/components/ui/Form';
import { PartnerByCodeDocument } from '@/graphql/generated/client/graphql';
import { requestGraphQL } from '@/lib/graphql/request';
import {
  PARTNER_BUTTON_LABELS,
  PARTNER_BUTTON_SIZES,
  PARTNER_BUTTON_STYLES,
  partnerButtonSnippet,
  type PartnerButtonAction,
  type PartnerButtonSize,
  type PartnerButtonStyle,
} from '@/lib/partner-program/button';
import { partnerCodeMessages, PARTNER_BUTTON_ACTIONS } from '@/lib/partner-program/codes';

import styles from './ButtonGenerator.module.scss';

const loadCodeSchema = () => import('@/lib/validation/partner-program');
const CHECK_UNAVAILABLE = 'The code could not be checked. Check your connection and try again.';

export interface GeneratorPartner {
  name: string;
  code: string;
}

export interface ButtonGeneratorProps {
  /** The visible partners to pick from; any other code can be typed and is checked with the API. */
  partners: GeneratorPartner[];
  /** The site's canonical origin: the snippet's link points there. */
  siteUrl: string;
  /** The GraphQL endpoint (/api/gql, or the external API's). */
  endpoint: string;
}

const OTHER = '__other__';
type CodeCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'error'; message: string }
  | { state: 'found'; partner: GeneratorPartner };

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The partner program's button generator: pick your code (from the list, or type it and have it
 * checked), the action, style and size; see the button as it will look, and copy its HTML.
 */
export function ButtonGenerator({ partners, siteUrl, endpoint }: ButtonGeneratorProps) {
  const id = useId();
  const [selected, setSelected] = useState<string>(partners[0]?.code ?? OTHER);
  const [typed, setTyped] = useState('');
  const [check, setCheck] = useState<CodeCheck>({ state: 'idle' });
  const [action, setAction] = useState<PartnerButtonAction>('buy');
  const [style, setStyle] = useState<PartnerButtonStyle>('filled');
  const [size, setSize] = useState<PartnerButtonSize>('medium');
  const [copyStatus, setCopyStatus] = useState('');
  const snippetRef = useRef<HTMLElement>(null);

  const partner: GeneratorPartner | null =
    selected === OTHER
      ? check.state === 'found'
        ? check.partner
        : null
      : (partners.find((candidate) => candidate.code === selected) ?? null);
  const snippet = partner ? partnerButtonSnippet({ siteUrl, code: partner.code, action, style, size }) : null;

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) only for a visitor who checks a code: not on the page's first load.
    const schema = await loadCodeSchema().catch(() => null);
    if (!schema) {
      setCheck({ state: 'error', message: CHECK_UNAVAILABLE });
      return;
    }
    const parsed = schema.partnerCode.safeParse(typed);
    if (!parsed.success) {
      setCheck({ state: 'error', message: parsed.error.issues[0]?.message ?? partnerCodeMessages.format });
      return;
    }
    setCheck({ state: 'checking' });
    const outcome = await requestGraphQL(endpoint, PartnerByCodeDocument, { code: parsed.data });
    if (!outcome.ok) {
      setCheck({ state: 'error', message: outcome.failure.fields.code ?? outcome.failure.message });
      return;
    }
    const found = outcome.data.partner;
    setCheck(
      found
        ? { state: 'found', partner: { name: found.name, code: found.code } }
        : { state: 'error', message: partnerCodeMessages.unknown },
    );
  };

  const copy = async () => {
    if (!snippet) return;
    try {
      await navigator.clipboard.writeText(snippet);
      setCopyStatus('Copied');
    } catch {
      // No clipboard access (permissions, an old browser): select the code for the user to copy.
      const code = snippetRef.current;
      if (code) window.getSelection()?.selectAllChildren(code);
      setCopyStatus('Selected: press Ctrl+C (⌘C on a Mac) to copy');
    }
  };

  const resetCopy = () => setCopyStatus('');
  const codeInputId = `${id}-code`;
  const codeMessageId = `${id}-code-message`;

  return (
    <div className={styles.generator}>
      <div className={styles.controls}>
        <div className={styles.group}>
          <label htmlFor={`${id}-partner`} className={styles.label}>
            Your partner code
          </label>
          <select
            id={`${id}-partner`}
            className={styles.select}
            value={selected}
            onChange={(event) => {
              setSelected(event.target.value);
              resetCopy();
            }}
          >
            {partners.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name} ({candidate.code})
              </option>
            ))}
            <option value={OTHER}>Another code…</option>
          </select>
        </div>

        {selected === OTHER && (
          <Form className={styles.codeForm} onSubmit={(event) => void checkCode(event)} noValidate>
            <label htmlFor={codeInputId} className={styles.label}>
              Type your code
            </label>
            <div className={styles.codeRow}>
              <input
                id={codeInputId}
                className={styles.input}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={check.state === 'error'}
                aria-describedby={codeMessageId}
                // Someone about to type a code: the schema loads while they do.
                onFocus={() => void loadCodeSchema().catch(() => undefined)}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setCheck({ state: 'idle' });
                  resetCopy();
                }}
              />
              <button type="submit" className={styles.secondaryButton} disabled={check.state === 'checking'}>
                Check code
              </button>
            </div>
            <p id={codeMessageId} className={styles.codeMessage} role="status" aria-live="polite">
              {check.state === 'checking' && 'Checking…'}
              {check.state === 'found' && `Code ${check.partner.code}: ${check.partner.name}`}
              {check.state === 'error' && <span className={styles.error}>{check.message}</span>}
            </p>
          </Form>
        )}

        <RadioGroup
          legend="Action"
          name={`${id}-action`}
          value={action}
          options={PARTNER_BUTTON_ACTIONS.map((value) => ({ value, label: PARTNER_BUTTON_LABELS[value] }))}
          onChange={(value) => {
            setAction(value);
            resetCopy();
          }}
        />
        <RadioGroup
          legend="Style"
          name={`${id}-style`}
          value={style}
          options={(Object.keys(PARTNER_BUTTON_STYLES) as PartnerButtonStyle[]).map((value) => ({
            value,
            label: PARTNER_BUTTON_STYLES[value].label,
          }))}
          onChange={(value) => {
            setStyle(value);
            resetCopy();
          }}
        />
        <RadioGroup
          legend="Size"
          name={`${id}-size`}
          value={size}
          options={(Object.keys(PARTNER_BUTTON_SIZES) as PartnerButtonSize[]).map((value) => ({
            value,
            label: PARTNER_BUTTON_SIZES[value].label,
          }))}
          onChange={(value) => {
            setSize(value);
            resetCopy();
          }}
        />
      </div>

      <div className={styles.output}>
        <h3 id={`${id}-preview`} className={styles.outputTitle}>
          Preview
        </h3>
        <div className={styles.preview} role="group" aria-labelledby={`${id}-preview`} data-testid="button-preview">
          {snippet ? (
            // The exact snippet, escaped by partnerButtonSnippet: what the partner's visitors will see.
            <div dangerouslySetInnerHTML={{ __html: snippet }} />
          ) : (
            <p className={styles.muted}>Check your code to see your button.</p>
          )}
        </div>

        <h3 id={`${id}-snippet`} className={styles.outputTitle}>
          HTML snippet
        </h3>
        {snippet ? (
          <>
            <pre className={styles.snippet} tabIndex={0} aria-labelledby={`${id}-snippet`}>
              <code ref={snippetRef}>{snippet}</code>
            </pre>
            <div className={styles.copyRow}>
              <button type="button" className={styles.button} onClick={() => void copy()}>
                Copy
              </button>
              <p className={styles.copyStatus} role="status" aria-live="polite">
                {copyStatus}
              </p>
            </div>
            <p className={styles.muted}>
              Paste it where the button should appear. It is plain HTML with no script, so it works on any website.
            </p>
          </>
        ) : (
          <p className={styles.muted}>The snippet appears once your code is checked.</p>
        )}
      </div>
    </div>
  );
}
