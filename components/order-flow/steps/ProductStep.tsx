'use client';

import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Icon } from '@/components/marketing/contractors/icons';
import { Counter } from '@/components/ui/Counter';
import { Price } from '@/components/ui/Price';
import { Select, type SelectItem } from '@/components/ui/Select';
import { ProducersDocument } from '@/graphql/generated/client/graphql';
import { possessive } from '@/lib/format';
import { draftProductOf, producersInputOf } from '@/lib/order/api-inputs';
import type { DraftExtra } from '@/lib/order/draft';
import { productQuantityRule } from '@/lib/order/steps';
import { extraPriceUnits, quantityText, unitOfPrice, unitOfQuantity } from '@/lib/order/units';
import { messages } from '@/lib/validation/messages';
import { quantityError } from '@/lib/validation/order-rules';

import { ChoiceCard } from '../ChoiceCard';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import { PRODUCT_TYPE_ICONS } from './RegionStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

/** The product's extras by group: each group is one choice of the product (a rental period). */
function extraGroups(extras: DraftExtra[]): [string, DraftExtra[]][] {
  const groups = new Map<string, DraftExtra[]>();
  for (const extra of extras) {
    if (extra.group) groups.set(extra.group, [...(groups.get(extra.group) ?? []), extra]);
  }
  return [...groups];
}

/** The chosen supplier's products of the draft's type, as the product select lists them. */
function useSupplierProducts(draft: OrderStepContext['draft'], dispatch: OrderStepContext['dispatch']) {
  const input = producersInputOf(draft);
  const producers = useQuery(
    ProducersDocument,
    // Shown in the step when nothing loaded; a failed reload keeps the list and says so in a toast.
    input ? { variables: { input }, context: { toastErrors: true } } : skipToken,
  );
  const producer = producers.data?.producers.find((candidate) => candidate.supplierId === draft.supplier?.id);
  const currency = draft.supplier!.currency;
  const items: SelectItem[] = (producer?.products ?? []).map((candidate) => ({
    value: candidate.id,
    title: candidate.name,
    subtitle: `${candidate.description} Minimum order ${quantityText(candidate.type, candidate.unit, candidate.minimumOrder)}.`,
    icon: <Icon name={PRODUCT_TYPE_ICONS[candidate.type]} size={20} />,
    price: { cents: candidate.priceCents, currency, units: unitOfPrice(candidate.type, candidate.unit) },
  }));
  const choose = (productId: string) => {
    const chosen = producer?.products.find((candidate) => candidate.id === productId);
    if (chosen) dispatch({ type: 'productChosen', product: draftProductOf(chosen), quantity: chosen.quantity });
  };
  return { producers, producer, items, choose };
}

/**
 * Product Settings: the product (for rentals, the bin size), the quantity with the counter and the
 * spec's quantity messages, the unit, the colour where the product has one, and the product's
 * grouped choices (for rentals, the rental period). With no product yet (a storefront's link named
 * one its supplier no longer offers), the buyer first chooses one.
 */
export function ProductStep(context: OrderStepContext) {
  return context.draft.product ? <ProductSettings {...context} /> : <ProductChoice {...context} />;
}

/** Why Product Settings asks for a product: only a storefront's link to one that is gone leaves none. */
const missingProductNotice = (supplier: string, rentals: boolean) =>
  rentals
    ? `The bin you chose is no longer offered by ${supplier}. Choose one of its bin sizes.`
    : `The product you chose is no longer offered by ${supplier}. Choose one of its products.`;

function ProductChoice({ draft, dispatch, next, back, focusOnOpen }: OrderStepContext) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const { producers, producer, items, choose } = useSupplierProducts(draft, dispatch);
  const productLabel = draft.productType === 'rentals' ? 'Bin size' : 'Product';
  const showRequired = touched && !draft.product;
  return (
    <OrderStep
      title="Product Settings"
      intro={`From ${draft.supplier!.name}.`}
      focusOnOpen={focusOnOpen}
      actions={
        <StepActions
          onBack={back}
          onNext={() => {
            setTouched(true);
            if (draft.product) next();
          }}
        />
      }
    >
      <p role="alert" className={formStyles.alert}>
        {missingProductNotice(draft.supplier!.name, draft.productType === 'rentals')}
      </p>
      {producers.error && !producers.data ? (
        <LoadFailure what={`${possessive(draft.supplier!.name)} products`} onRetry={() => void producers.refetch()} />
      ) : (
        <FormField
          id={`${id}-product`}
          labelId={`${id}-product-label`}
          label={productLabel}
          error={showRequired ? messages.required : undefined}
        >
          <Select
            id={`${id}-product`}
            labelId={`${id}-product-label`}
            items={items}
            value={null}
            placeholder={draft.productType === 'rentals' ? 'Choose a bin size' : 'Choose a product'}
            disabled={!producer}
            invalid={showRequired}
            describedBy={showRequired ? `${id}-product-error` : undefined}
            onChange={choose}
          />
        </FormField>
      )}
    </OrderStep>
  );
}

function ProductSettings({ draft, dispatch, next, back, focusOnOpen }: OrderStepContext) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const { producers, producer, items: productItems, choose: chooseProduct } = useSupplierProducts(draft, dispatch);
  const product = draft.product!;
  const rentals = product.type === 'rentals';
  const currency = draft.supplier!.currency;
  const rule = productQuantityRule(product);
  const quantityMessage = draft.quantity === null ? messages.required : quantityError(draft.quantity, rule);
  const colorMissing = product.colors.length > 0 && !(draft.color && product.colors.includes(draft.color));
  const groups = extraGroups(product.extras);

  const onNext = () => {
    setTouched(true);
    const groupsChosen = groups.every(([, extras]) => extras.some((extra) => draft.extraIds.includes(extra.id)));
    if (!quantityMessage && !colorMissing && groupsChosen) next();
  };

  const showQuantityMessage = touched && quantityMessage;
  const productLabel = rentals ? 'Bin size' : 'Product';
  const quantityHint = `Minimum order ${quantityText(product.type, product.unit, rule.min)}, in steps of ${quantityText(product.type, product.unit, rule.step)}, up to ${quantityText(product.type, product.unit, rule.max)}.`;

  return (
    <OrderStep
      title="Product Settings"
      intro={`From ${draft.supplier!.name}.`}
      focusOnOpen={focusOnOpen}
      actions={<StepActions onBack={back} onNext={onNext} />}
    >
      {producers.error && !producers.data ? (
        <LoadFailure what={`${possessive(draft.supplier!.name)} products`} onRetry={() => void producers.refetch()} />
      ) : (
        <FormField id={`${id}-product`} labelId={`${id}-product-label`} label={productLabel}>
          <Select
            id={`${id}-product`}
            labelId={`${id}-product-label`}
            items={productItems.length > 0 ? productItems : [{ value: product.id, title: product.name }]}
            value={product.id}
            disabled={!producer}
            onChange={chooseProduct}
          />
        </FormField>
      )}

      <div className={styles.fieldGrid}>
        <FormField
          id={`${id}-quantity`}
          label={rentals ? 'Number of bins' : 'Quantity'}
          error={showQuantityMessage || undefined}
          hint={quantityHint}
        >
          <Counter
            id={`${id}-quantity`}
            value={draft.quantity}
            onChange={(quantity) => {
              setTouched(true);
              dispatch({ type: 'quantitySet', quantity });
            }}
            min={rule.min}
            step={rule.step}
            max={rule.max}
            noun={rentals ? 'number of bins' : 'quantity'}
            unitLabel={unitOfQuantity(product.type, product.unit, draft.quantity ?? 2)}
            invalid={Boolean(showQuantityMessage)}
            describedBy={[showQuantityMessage && `${id}-quantity-error`, `${id}-quantity-hint`]
              .filter(Boolean)
              .join(' ')}
          />
        </FormField>
        {!rentals && (
          <div className={formStyles.field}>
            <span className={formStyles.labelRow}>
              <span className={styles.staticLabel}>Unit</span>
            </span>
            <p className={styles.staticValue}>Priced per {unitOfPrice(product.type, product.unit)}</p>
          </div>
        )}
      </div>

      {product.colors.length > 0 && (
        <fieldset
          className={styles.fieldset}
          aria-describedby={touched && colorMissing ? `${id}-color-error` : undefined}
        >
          <legend className={styles.legend}>
            Color
            {touched && colorMissing && (
              <span id={`${id}-color-error`} className={formStyles.error}>
                {' '}
                {messages.required}
              </span>
            )}
          </legend>
          <div className={styles.chips}>
            {product.colors.map((color) => (
              <label key={color} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={color}
                  checked={draft.color === color}
                  onChange={() => dispatch({ type: 'colorChosen', color })}
                />
                <span>{color}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {groups.map(([group, extras]) => (
        <fieldset key={group} className={styles.fieldset}>
          <legend className={styles.legend}>{group}</legend>
          <div className={styles.choiceList}>
            {extras.map((extra) => (
              <ChoiceCard
                key={extra.id}
                name={`${id}-${group}`}
                value={extra.id}
                checked={draft.extraIds.includes(extra.id)}
                onChange={() => dispatch({ type: 'groupExtraChosen', group, extraId: extra.id })}
                title={extra.name}
                details={extra.description ?? undefined}
                aside={
                  extra.priceCents === 0 ? (
                    'Included'
                  ) : (
                    <Price
                      value={extra.priceCents}
                      currency={currency}
                      units={extraPriceUnits(extra.pricing, product.type, product.unit)}
                      forcePlus
                    />
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
    </OrderStep>
  );
}
