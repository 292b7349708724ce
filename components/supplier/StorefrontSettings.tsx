'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import {
  SupplierStorefrontDocument,
  SupplierStorefrontUpdateDocument,
  type SupplierStorefrontFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, outcomeOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { brandColours, contrastRatio, DEFAULT_BRAND_COLOUR } from '@/lib/brand-colour';
import {
  PARTNER_BUTTON_LABELS,
  partnerButtonSnippet,
  storefrontPathWithCode,
  type PartnerButtonAction,
  type SupplierButtonTarget,
} from '@/lib/partner-program/button';
import { storefrontAppPaths, storefrontAppShortName, storefrontAppVersion } from '@/lib/storefront-app';
import {
  supplierStorefrontSchema,
  type SupplierStorefrontInput,
  type SupplierStorefrontValues,
} from '@/lib/validation/storefront';

import { StorefrontDomain } from './StorefrontDomain';
import { StorefrontLogo } from './StorefrontLogo';
import styles from './Supplier.module.scss';

const COLOUR_HINT = 'The colour of your storefront’s header and buttons, as # and six hexadecimal digits.';

/**
 * The workspace's storefront page: the address of the supplier's storefront, its logo, its brand colour
 * (the owner and managers change it; the text on it is black or white, whichever reads better),
 * and the supplier's own button to paste on its website, with the button's clicks and orders.
 */
export function StorefrontSettings({ siteUrl }: { siteUrl: string }) {
  return (
    <SignedInGate returnPath={supplierRoutes.storefront} loadingText="Loading your storefront…">
      {() => <StorefrontScreen siteUrl={siteUrl} />}
    </SignedInGate>
  );
}

function StorefrontScreen({ siteUrl }: { siteUrl: string }) {
  const storefront = useQuery(SupplierStorefrontDocument);
  const settings = storefront.data?.supplierStorefront;
  if (storefront.loading && !settings) return <p role="status">Loading your storefront…</p>;
  if (!settings) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(storefront.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void storefront.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const storefrontUrl = `${siteUrl.replace(/\/+$/, '')}/s/${settings.slug}`;
  return (
    <div className={ordersStyles.stack}>
      <p>
        Your storefront: <a href={storefrontUrl}>{storefrontUrl}</a>. It shows your active products with their all-in
        prices, the cities you deliver to, and Buy now (Rent now for bins) into the order flow with you chosen. It
        follows your catalogue within moments of a change.
      </p>
      <StorefrontLogo settings={settings} />
      <BrandColourForm settings={settings} />
      <StorefrontAppPreview settings={settings} siteUrl={siteUrl} />
      <StorefrontDomain settings={settings} />
      <SupplierButton settings={settings} siteUrl={siteUrl} />
    </div>
  );
}

function BrandColourForm({ settings }: { settings: SupplierStorefrontFieldsFragment }) {
  const id = useId();
  const [update] = useMutation(SupplierStorefrontUpdateDocument);
  const form = useForm<SupplierStorefrontValues, unknown, SupplierStorefrontInput>({
    resolver: zodResolver(supplierStorefrontSchema),
    defaultValues: { brandColor: settings.brandColor ?? DEFAULT_BRAND_COLOUR },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const typed = watch('brandColor') ?? '';
  const { background, foreground } = brandColours(typed);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(update({ variables: { input } }), (data) => data.supplierStorefrontUpdate),
    fieldOf: fieldOfNames(['brandColor'] as const),
    onSuccess: () => toast.success('Storefront colour saved.'),
  });

  const colourId = `${id}-colour`;
  const error = errors.brandColor?.message;
  return (
    <Form className={formStyles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h2 id={`${id}-title`}>Brand colour</h2>
      <div className={styles.colourRow}>
        <FormField id={colourId} label="Primary colour" error={error} hint={COLOUR_HINT}>
          <input
            id={colourId}
            className={formStyles.control}
            autoComplete="off"
            spellCheck={false}
            disabled={!settings.mayEdit}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(colourId, error, COLOUR_HINT)}
            {...register('brandColor')}
          />
        </FormField>
        <input
          type="color"
          aria-label="Pick the primary colour"
          value={background}
          disabled={!settings.mayEdit}
          onChange={(event) => setValue('brandColor', event.target.value, { shouldValidate: true })}
        />
      </div>
      <p>
        <span className={styles.colourPreview} style={{ background, color: foreground }}>
          Buy now
        </span>{' '}
        Text on it is {foreground === '#ffffff' ? 'white' : 'black'}, contrast{' '}
        {contrastRatio(background, foreground).toFixed(1)}:1.
      </p>
      {settings.mayEdit ? (
        <FormFooter
          submission={submission}
          label="Save colour"
          pendingLabel="Saving…"
          buttonClassName={ordersStyles.primary}
          alertFirst
          row="div"
        />
      ) : (
        <p className={ordersStyles.muted}>Only the owner and managers change the storefront.</p>
      )}
    </Form>
  );
}

/**
 * The supplier's branded app: its storefront installed on a phone, as its customers will see it on
 * their home screen (the icon drawn from the logo, or the initials on the colour), and the link
 * that installs it.
 */
function StorefrontAppPreview({ settings, siteUrl }: { settings: SupplierStorefrontFieldsFragment; siteUrl: string }) {
  const id = useId();
  const paths = storefrontAppPaths(settings.slug);
  const { background } = brandColours(settings.brandColor);
  const installUrl = `${siteUrl.replace(/\/+$/, '')}${paths.install}`;
  return (
    <section aria-labelledby={`${id}-title`} className={ordersStyles.stack}>
      <h2 id={`${id}-title`}>Your app</h2>
      <p>
        Your storefront installs as an app of its own on your customers’ phones and computers, with your name and
        colour. Its icon is drawn from your logo, or shows your initials on your colour until you upload one. It opens
        on your storefront and shows a page of its own when they are offline.
      </p>
      <div className={styles.appPreview}>
        {/* Drawn by the server at the sizes browsers ask for; this is the home screen's. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={paths.icon('icon-192.png', storefrontAppVersion(settings))}
          alt={`${settings.name} app icon`}
          width={96}
          height={96}
        />
        <dl className={styles.buttonStats} aria-label="Your app">
          <div>
            <dt>Name</dt>
            <dd>{settings.name}</dd>
          </div>
          <div>
            <dt>On the home screen</dt>
            <dd>{storefrontAppShortName(settings.name)}</dd>
          </div>
          <div>
            <dt>Colour</dt>
            <dd>
              <span className={styles.appSwatch} style={{ background }} aria-hidden="true" /> {background}
            </dd>
          </div>
        </dl>
      </div>
      <p>
        Send your customers to <a href={installUrl}>{installUrl}</a>: Install app there adds it to their home screen.
        Where the browser has no Install button, it is in its menu: Install app or Add to Home screen in Chrome on
        Android, Share then Add to Home Screen in Safari on an iPhone.
      </p>
    </section>
  );
}

const TARGETS: { value: SupplierButtonTarget; label: string }[] = [
  { value: 'order', label: 'Straight into the order flow' },
  { value: 'storefront', label: 'To your storefront' },
];

function SupplierButton({ settings, siteUrl }: { settings: SupplierStorefrontFieldsFragment; siteUrl: string }) {
  const id = useId();
  const [action, setAction] = useState<PartnerButtonAction>('buy');
  const [target, setTarget] = useState<SupplierButtonTarget>('order');
  const [copied, setCopied] = useState(false);
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const { button } = settings;
  const snippet = partnerButtonSnippet({
    siteUrl,
    code: button.code,
    action,
    style: 'filled',
    size: 'medium',
    target,
  });

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // The clipboard was refused: select the snippet so it can be copied by hand.
      snippetRef.current?.select();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={ordersStyles.stack}>
      <h2 id={`${id}-title`}>Your button</h2>
      <p>
        Paste this button on your own website. Each click is counted, and orders placed after it count as the button’s.
        Its code is <code>{button.code}</code>
        {target === 'storefront' && (
          <>
            {' '}
            (it opens <code>{storefrontPathWithCode(settings.slug, button.code)}</code>)
          </>
        )}
        .
      </p>
      <dl className={styles.buttonStats} aria-label="Your button’s counts">
        <div>
          <dt>Clicks</dt>
          <dd>{button.clicks}</dd>
        </div>
        <div>
          <dt>Buy now clicks</dt>
          <dd>{button.buyClicks}</dd>
        </div>
        <div>
          <dt>Rent now clicks</dt>
          <dd>{button.rentClicks}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{button.orders}</dd>
        </div>
      </dl>
      <div className={styles.colourRow}>
        <FormField id={`${id}-action`} label="Button">
          <select
            id={`${id}-action`}
            className={formStyles.control}
            value={action}
            onChange={(event) => setAction(event.target.value as PartnerButtonAction)}
          >
            {(Object.keys(PARTNER_BUTTON_LABELS) as PartnerButtonAction[]).map((value) => (
              <option key={value} value={value}>
                {PARTNER_BUTTON_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-target`} label="Leads">
          <select
            id={`${id}-target`}
            className={formStyles.control}
            value={target}
            onChange={(event) => setTarget(event.target.value as SupplierButtonTarget)}
          >
            {TARGETS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={`${id}-snippet`} label="HTML to paste">
        <textarea
          ref={snippetRef}
          id={`${id}-snippet`}
          className={formStyles.control}
          readOnly
          rows={4}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
      </FormField>
      <div>
        <button type="button" className={ordersStyles.secondary} onClick={() => void onCopy()}>
          Copy HTML
        </button>{' '}
        <span role="status">{copied ? 'HTML copied.' : ''}</span>
      </div>
    </section>
  );
}
