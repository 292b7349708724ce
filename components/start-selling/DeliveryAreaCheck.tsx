'use client';

import { useId, useState, type FormEvent } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { ComingSoonModal, type NotifyResult } from '@/components/modals/ComingSoonModal';
import modalStyles from '@/components/modals/modals.module.scss';
import { RegionAvailableModal } from '@/components/modals/RegionAvailableModal';
import { Form } from '@/components/ui/Form';
import {
  DeliveryAreaCheckDocument,
  DeliveryAreaNotifyRequestDocument,
  type DeliveryAreaCheckQuery,
} from '@/graphql/generated/client/graphql';
import { requestGraphQL } from '@/lib/graphql/request';
import { DELIVERY_COUNTRIES, deliveryAreaCheckSchema, type DeliveryCountryCode } from '@/lib/validation/start-selling';

import styles from './StartSelling.module.scss';

type Answer = DeliveryAreaCheckQuery['deliveryAreaCheck'] & { area: string; countryCode: DeliveryCountryCode };

export interface DeliveryAreaCheckProps {
  endpoint: string;
  /** Where the region-available modal sends the user to order. */
  orderHref: string;
  /**
   * A storefront's check: whether this supplier delivers there; ordering then opens the flow with
   * the supplier and the city checked chosen (`?supplier=<slug>&city=<id>`).
   */
  supplier?: { slug: string; name: string };
}

/**
 * The delivery-area check: a country and a city or postal code. Available opens the
 * region-available modal; otherwise the coming-soon modal offers to tell the user by email.
 */
export function DeliveryAreaCheck({ endpoint, orderHref, supplier }: DeliveryAreaCheckProps) {
  const id = useId();
  const countryId = `${id}-country`;
  const queryId = `${id}-query`;
  const [countryCode, setCountryCode] = useState<DeliveryCountryCode>('CA');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const [open, setOpen] = useState(false);

  const placeholder = DELIVERY_COUNTRIES.find((country) => country.code === countryCode)?.postalPlaceholder;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const input = { countryCode, query, supplierSlug: supplier?.slug };
    const parsed = deliveryAreaCheckSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setChecking(true);
    const outcome = await requestGraphQL(endpoint, DeliveryAreaCheckDocument, { input });
    setChecking(false);
    if (!outcome.ok) {
      const fieldMessage = outcome.failure.fields.query;
      if (fieldMessage) setError(fieldMessage);
      else
        setFailure(
          outcome.failure.code ? `${outcome.failure.message} (${outcome.failure.code})` : outcome.failure.message,
        );
      return;
    }
    setAnswer({ ...outcome.data.deliveryAreaCheck, area: query.trim(), countryCode });
    setOpen(true);
  };

  const notify = async (email: string): Promise<NotifyResult> => {
    if (!answer) return { message: 'Check an area first.' };
    const outcome = await requestGraphQL(endpoint, DeliveryAreaNotifyRequestDocument, {
      input: { email, countryCode: answer.countryCode, query: answer.area },
    });
    if (outcome.ok) return null;
    const { code, message, fields } = outcome.failure;
    if (fields.email) return { message: fields.email, field: 'email' };
    return { message: code ? `${message} (${code})` : message };
  };

  return (
    <>
      <Form
        className={`${styles.card} ${formStyles.form}`}
        noValidate
        aria-label="Check delivery area"
        onSubmit={(event) => void submit(event)}
      >
        <div className={styles.inline}>
          <FormField id={queryId} label="City or postal code" error={error}>
            <input
              id={queryId}
              type="text"
              autoComplete="postal-code"
              placeholder={`Toronto or ${placeholder ?? ''}`}
              className={formStyles.control}
              value={query}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(queryId, error)}
              onChange={(event) => setQuery(event.target.value)}
            />
          </FormField>
          <FormField id={countryId} label="Country">
            <select
              id={countryId}
              className={formStyles.control}
              value={countryCode}
              onChange={(event) => setCountryCode(event.target.value as DeliveryCountryCode)}
            >
              {DELIVERY_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className={formStyles.submit} disabled={checking}>
            {checking ? 'Checking…' : 'Check'}
          </button>
        </div>
        {failure && (
          <p role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
      </Form>
      {answer?.available ? (
        <RegionAvailableModal
          open={open}
          onClose={() => setOpen(false)}
          city={answer.city ?? null}
          supplierCount={answer.supplierCount}
          supplierName={supplier?.name}
          action={
            supplier ? (
              <a
                href={`${orderHref}?${new URLSearchParams({ supplier: supplier.slug, city: answer.city?.id ?? '' }).toString()}`}
                className={modalStyles.primary}
              >
                Order from {supplier.name}
              </a>
            ) : (
              <a href={orderHref} target="_blank" rel="noopener noreferrer" className={modalStyles.primary}>
                Order materials
              </a>
            )
          }
        />
      ) : (
        <ComingSoonModal
          open={open}
          onClose={() => setOpen(false)}
          area={answer?.city ? `${answer.city.name}, ${answer.city.regionCode}` : (answer?.area ?? '')}
          onNotify={notify}
        />
      )}
    </>
  );
}
