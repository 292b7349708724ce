'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { plural } from '@/lib/format';
import { Icon, type IconName } from '@/components/marketing/contractors/icons';
import { productTypeLabels, productTypeSummaries } from '@/lib/order/product-types';
import type { NotifyResult } from '@/components/modals/ComingSoonModal';
import modalStyles from '@/components/modals/modals.module.scss';
import { RegionAvailableModal } from '@/components/modals/RegionAvailableModal';
import { Select, type SelectItem } from '@/components/ui/Select';
import { useLazyImport } from '@/components/ui/useLazyImport';
import {
  DeliveryAreaNotifyRequestDocument,
  ServiceRegionsDocument,
  type ProductType,
  type ServiceRegionsQuery,
} from '@/graphql/generated/client/graphql';
import type { DraftCity } from '@/lib/order/draft';
import { messages } from '@/lib/validation/messages';
import { ORDER_PRODUCT_TYPES } from '@/lib/validation/order-rules';

import { ChoiceCard } from '../ChoiceCard';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

type ServedCity = ServiceRegionsQuery['serviceRegions'][number]['cities'][number];

// Most contractors order where we deliver: the coming-soon modal (and its email form) loads only
// for a city that is not served yet.
const importComingSoonModal = () =>
  import('@/components/modals/ComingSoonModal').then((module) => module.ComingSoonModal);

export const PRODUCT_TYPE_ICONS: Record<ProductType, IconName> = {
  readyMix: 'mixer',
  aggregates: 'pile',
  volumetric: 'volumetric',
  rentals: 'bin',
};

const toDraftCity = ({ city, productTypes }: ServedCity): DraftCity => ({ ...city, productTypes });

/**
 * Region & Product: the country and city, then the product type. A city nobody delivers to yet
 * opens the coming-soon modal (with an email to be told); a served one the region-available
 * modal. A type not delivered in the chosen city cannot be chosen.
 */
export function RegionStep({ draft, dispatch, next, focusOnOpen }: OrderStepContext) {
  const id = useId();
  // Shown in the step when nothing loaded; a failed reload keeps the regions and says so in a toast.
  const regions = useQuery(ServiceRegionsDocument, { context: { toastErrors: true } });
  const [notifyArea] = useMutation(DeliveryAreaNotifyRequestDocument);
  const [showErrors, setShowErrors] = useState(false);
  const [modal, setModal] = useState<'available' | 'comingSoon' | null>(null);
  const { loaded: ComingSoonModal, load: loadComingSoonModal } = useLazyImport(importComingSoonModal);

  const countries = regions.data?.serviceRegions ?? [];
  const country = countries.find((region) => region.countryCode === draft.countryCode) ?? null;
  const served = country?.cities.filter((entry) => entry.productTypes.length > 0) ?? [];
  const comingSoon = country?.cities.filter((entry) => entry.productTypes.length === 0) ?? [];
  const chosenCity = country?.cities.find((entry) => entry.city.id === draft.city?.id) ?? null;

  const countryItems: SelectItem[] = countries.map((region) => {
    const delivering = region.cities.filter((entry) => entry.productTypes.length > 0).length;
    return {
      value: region.countryCode,
      title: region.countryName,
      subtitle: delivering > 0 ? `Delivering in ${plural(delivering, 'city', 'cities')}` : 'Coming soon',
    };
  });
  const cityItem = (entry: ServedCity): SelectItem => ({
    value: entry.city.id,
    title: entry.city.name,
    subtitle:
      entry.productTypes.length > 0
        ? `${entry.city.regionCode} · ${plural(entry.supplierCount, 'supplier')}`
        : `${entry.city.regionCode} · not delivering yet`,
  });
  const cityGroups = [
    ...(served.length > 0 ? [{ label: 'Delivering now', options: served.map(cityItem) }] : []),
    ...(comingSoon.length > 0 ? [{ label: 'Coming soon', options: comingSoon.map(cityItem) }] : []),
  ];

  const chooseCity = (cityId: string) => {
    const entry = country?.cities.find((candidate) => candidate.city.id === cityId);
    if (!entry) return;
    const changed = entry.city.id !== draft.city?.id;
    dispatch({ type: 'cityChosen', city: toDraftCity(entry) });
    if (entry.productTypes.length === 0) {
      loadComingSoonModal();
      setModal('comingSoon');
    } else if (changed) setModal('available');
  };

  const notify = async (email: string): Promise<NotifyResult> => {
    if (!draft.city) return { message: 'Choose a city first.' };
    const result = await notifyArea({
      variables: { input: { email, countryCode: draft.city.countryCode, query: draft.city.name } },
    }).catch(answerOfRejection);
    if (result.data?.deliveryAreaNotifyRequest) return null;
    const failure = apiFailureOf(result.error);
    return failure.fields.email ? { message: failure.fields.email, field: 'email' } : { message: failure.message };
  };

  const cityServed = Boolean(draft.city && draft.city.productTypes.length > 0);
  const countryError = showErrors && !draft.countryCode ? messages.required : undefined;
  const cityError =
    showErrors && !draft.city
      ? messages.required
      : draft.city && !cityServed
        ? `We do not deliver to ${draft.city.name} yet`
        : undefined;
  const typeError = showErrors && !draft.productType ? messages.required : undefined;
  const typeNotHere =
    draft.city && cityServed && draft.productType && !draft.city.productTypes.includes(draft.productType)
      ? `${productTypeLabels[draft.productType]} are not delivered in ${draft.city.name} yet`
      : undefined;

  const onNext = () => {
    setShowErrors(true);
    if (draft.city && cityServed && draft.productType && !typeNotHere) next();
  };

  return (
    <OrderStep
      title="Region & Product"
      intro="Where is the job, and what do you need delivered?"
      focusOnOpen={focusOnOpen}
      actions={<StepActions onNext={onNext} />}
    >
      {regions.error && !regions.data ? (
        <LoadFailure what="the regions we deliver to" onRetry={() => void regions.refetch()} />
      ) : (
        <div className={styles.fieldGrid}>
          <FormField id={`${id}-country`} labelId={`${id}-country-label`} label="Country" error={countryError}>
            <Select
              id={`${id}-country`}
              labelId={`${id}-country-label`}
              items={countryItems}
              value={draft.countryCode}
              placeholder={regions.loading ? 'Loading…' : 'Choose a country'}
              disabled={regions.loading}
              invalid={Boolean(countryError)}
              describedBy={countryError ? `${id}-country-error` : undefined}
              onChange={(countryCode) => dispatch({ type: 'countryChosen', countryCode })}
            />
          </FormField>
          <FormField id={`${id}-city`} labelId={`${id}-city-label`} label="City" error={cityError}>
            <Select
              id={`${id}-city`}
              labelId={`${id}-city-label`}
              items={cityGroups}
              value={chosenCity?.city.id ?? null}
              placeholder={country ? 'Choose a city' : 'Choose a country first'}
              disabled={!country}
              invalid={Boolean(cityError)}
              describedBy={cityError ? `${id}-city-error` : undefined}
              onChange={chooseCity}
            />
          </FormField>
        </div>
      )}

      <fieldset
        className={styles.fieldset}
        aria-describedby={typeError || typeNotHere ? `${id}-type-error` : undefined}
      >
        <legend className={styles.legend}>
          Product
          {(typeError ?? typeNotHere) && (
            <span id={`${id}-type-error`} className={formStyles.error}>
              {' '}
              {typeError ?? typeNotHere}
            </span>
          )}
        </legend>
        <div className={styles.choiceGrid}>
          {ORDER_PRODUCT_TYPES.map((type) => {
            const unavailable = cityServed && !draft.city!.productTypes.includes(type);
            return (
              <ChoiceCard
                key={type}
                name={`${id}-type`}
                value={type}
                checked={draft.productType === type}
                disabled={unavailable}
                onChange={() => dispatch({ type: 'productTypeChosen', productType: type })}
                icon={<Icon name={PRODUCT_TYPE_ICONS[type]} size={28} />}
                title={productTypeLabels[type]}
                details={unavailable ? `Not delivered in ${draft.city!.name} yet` : productTypeSummaries[type]}
              />
            );
          })}
        </div>
      </fieldset>

      <RegionAvailableModal
        open={modal === 'available'}
        onClose={() => setModal(null)}
        city={draft.city}
        supplierCount={chosenCity?.supplierCount ?? 0}
        action={
          <button type="button" className={modalStyles.primary} onClick={() => setModal(null)}>
            Choose a product
          </button>
        }
      />
      {ComingSoonModal && (
        <ComingSoonModal
          open={modal === 'comingSoon'}
          onClose={() => setModal(null)}
          area={draft.city ? `${draft.city.name}, ${draft.city.regionCode}` : ''}
          onNotify={notify}
        />
      )}
    </OrderStep>
  );
}
