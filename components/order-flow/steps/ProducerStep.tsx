'use client';

import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';

import { FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { disputeRecordText, initials, ratingText } from '@/lib/format';
import { RatingStars } from '@/components/marketing/contractors/RatingStars';
import { FigureList } from '@/components/ui/FigureList';
import { Price } from '@/components/ui/Price';
import {
  ProducersDocument,
  type ProducerSort,
  type ProducersQuery,
  type ProductUnit,
} from '@/graphql/generated/client/graphql';
import { draftProductOf, PRODUCER_LIST_LIMIT, producersInputOf } from '@/lib/order/api-inputs';
import { orderWords, type OrderWords } from '@/lib/order/order-words';
import { COMPARE_UNITS, quantityText, UNIT_NAMES, unitOfPrice } from '@/lib/order/units';
import { messages } from '@/lib/validation/messages';
import {
  NOT_ENOUGH_DELIVERIES,
  SCORECARD_RULES,
  scorecardBasis,
  scorecardFacts,
  scorecardRows,
} from '@/lib/order/scorecard';

import { useLazyImport } from '@/components/ui/useLazyImport';

import { ChoiceCard } from '../ChoiceCard';
import type { PourPlanChosen } from '../PourPlanner';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

type Producer = ProducersQuery['producers'][number];

// The pour planner is a dialog few open: it loads when its button is pointed at, focused or pressed.
const importPourPlanner = () => import('../PourPlanner').then((module) => module.PourPlanner);

/** Concrete is poured: these product types can be planned from the pour's size. */
const PLANNABLE: ReadonlySet<string> = new Set(['readyMix', 'volumetric']);

/** Waits until typing pauses before asking the API again. */
function useSettled<T>(value: T, delayMs = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The list's heading, in the order's words (a bin order's companies rent bins): the API answers at
 * most PRODUCER_LIST_LIMIT, the best first by the sort.
 */
function producerCount(count: number, sort: ProducerSort, words: OrderWords): string {
  if (count >= PRODUCER_LIST_LIMIT)
    return words.producersHere(count, sort === 'rating' ? 'best-rated' : 'lowest-priced');
  return words.producersHere(count);
}

const SORTS: { value: ProducerSort; label: string }[] = [
  { value: 'allInPrice', label: 'All-in price' },
  { value: 'rating', label: 'Rating' },
];

/**
 * Producer: the suppliers that deliver this product to the address, each with its price, minimum
 * order, fee range and rating, and the all-in price of this order (product, fees, card processing
 * fee and taxes) for the quantity asked; sorted by that price or by rating. A partner's link
 * preselects its supplier when it delivers here.
 */
export function ProducerStep({ draft, dispatch, next, back, focusOnOpen }: OrderStepContext) {
  const id = useId();
  const [sort, setSort] = useState<ProducerSort>('allInPrice');
  const [showError, setShowError] = useState(false);
  const productType = draft.productType!;
  const units = COMPARE_UNITS[productType];
  const compareUnit: ProductUnit | null = draft.compareUnit ?? units[0] ?? null;
  const [typed, setTyped] = useState(draft.compareQuantity === null ? '' : String(draft.compareQuantity));
  const settledDraft = useSettled(draft);
  const { loaded: PourPlanner, load: loadPlanner } = useLazyImport(importPourPlanner);
  const [planning, setPlanning] = useState(false);
  const [planned, setPlanned] = useState<PourPlanChosen | null>(null);
  const applyPlan = (plan: PourPlanChosen) => {
    setTyped(String(plan.quantity));
    dispatch({ type: 'compareQuantitySet', quantity: plan.quantity, unit: plan.unit });
    dispatch({ type: 'scheduleSet', trucks: plan.trucks, minutesBetweenTrucks: plan.minutesBetweenTrucks });
    setPlanned(plan);
    setPlanning(false);
  };
  const input = producersInputOf(settledDraft, sort);
  const producers = useQuery(
    ProducersDocument,
    // Shown in the step when nothing loaded; a failed reload keeps the list and says so in a toast.
    input ? { variables: { input }, context: { toastErrors: true } } : skipToken,
  );
  const list = producers.data?.producers ?? [];
  const partnerSupplierId = draft.partner?.supplierId ?? null;
  const partnerHere = partnerSupplierId
    ? list.find((producer) => producer.supplierId === partnerSupplierId)
    : undefined;

  const choose = (producer: Producer) => {
    dispatch({
      type: 'producerChosen',
      supplier: { id: producer.supplierId, name: producer.name, currency: producer.currency },
      product: draftProductOf(producer.product),
      quantity: producer.product.quantity,
    });
    setShowError(false);
  };

  // A partner's link preselects its supplier, once, when it delivers here and nothing is chosen.
  useEffect(() => {
    if (partnerHere && !draft.supplier) choose(partnerHere);
    // `choose` only dispatches; the producer list is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partnerHere, draft.supplier]);

  const chosen = list.find((producer) => producer.supplierId === draft.supplier?.id);

  const onNext = () => {
    if (chosen && draft.product) next();
    else setShowError(true);
  };

  return (
    <OrderStep
      title="Producer"
      intro={orderWords(draft.productType).producersIntro(
        draft.delivery?.site.name ? `to ${draft.delivery.site.name}` : `in ${draft.city?.name ?? 'your city'}`,
      )}
      focusOnOpen={focusOnOpen}
      actions={<StepActions onBack={back} onNext={onNext} busy={!producers.data} busyLabel="Finding producers…" />}
    >
      <div className={styles.toolbar}>
        {units.length > 0 && (
          <div className={styles.compare}>
            <FormField id={`${id}-quantity`} label="How much do you need?" hint="Prices below are for this quantity.">
              <input
                id={`${id}-quantity`}
                className={formStyles.control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="e.g. 40"
                value={typed}
                aria-describedby={`${id}-quantity-hint`}
                onChange={(event) => {
                  const value = event.target.value.replace(',', '.');
                  if (!/^\d*\.?\d{0,2}$/.test(value)) return;
                  setTyped(value);
                  const quantity = value === '' || value === '.' ? null : Number(value);
                  dispatch({ type: 'compareQuantitySet', quantity, unit: compareUnit });
                }}
              />
            </FormField>
            <FormField id={`${id}-unit`} label="Unit">
              <select
                id={`${id}-unit`}
                className={formStyles.control}
                value={compareUnit ?? ''}
                onChange={(event) =>
                  dispatch({
                    type: 'compareQuantitySet',
                    quantity: draft.compareQuantity,
                    unit: event.target.value as ProductUnit,
                  })
                }
              >
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {UNIT_NAMES[unit]}
                  </option>
                ))}
              </select>
            </FormField>
            {PLANNABLE.has(productType) && (
              <div className={styles.planPour}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onPointerEnter={loadPlanner}
                  onFocus={loadPlanner}
                  onClick={() => {
                    loadPlanner();
                    setPlanning(true);
                  }}
                >
                  Plan the pour from its size
                </button>
                {planned && (
                  <p role="status" className={styles.hint}>
                    Planned: {quantityText(productType, planned.unit, planned.quantity)} on{' '}
                    {planned.trucks === 1 ? '1 truck' : `${planned.trucks} trucks`}
                    {planned.trucks > 1 ? `, ${planned.minutesBetweenTrucks} minutes apart` : ''}. The schedule starts
                    from it.
                  </p>
                )}
              </div>
            )}
          </div>
        )}
        {PourPlanner && (
          <PourPlanner
            open={planning}
            onClose={() => setPlanning(false)}
            initialSystem={compareUnit === 'yd' ? 'imperial' : 'metric'}
            onUse={applyPlan}
          />
        )}
        <fieldset className={styles.segmented}>
          <legend className={styles.legendInline}>Sort by</legend>
          {SORTS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={`${id}-sort`}
                value={option.value}
                checked={sort === option.value}
                onChange={() => setSort(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      </div>

      {draft.partner?.supplierId && producers.data && !partnerHere && (
        <p role="status" className={styles.hint}>
          {draft.partner.name} does not deliver this product to this address. Choose another producer below.
        </p>
      )}

      {producers.error && !producers.data ? (
        <LoadFailure what="the producers" onRetry={() => void producers.refetch()} />
      ) : !producers.data ? (
        <p role="status">Finding producers…</p>
      ) : list.length === 0 ? (
        <p role="status" className={styles.hint}>
          No producer delivers this product here yet. Go back to choose another product or address.
        </p>
      ) : (
        <fieldset
          className={styles.fieldset}
          aria-describedby={showError ? `${id}-error` : undefined}
          aria-busy={producers.loading || undefined}
        >
          <legend className={styles.legend}>
            {producerCount(list.length, sort, orderWords(draft.productType))}
            {showError && (
              <span id={`${id}-error`} className={formStyles.error}>
                {' '}
                {messages.required}
              </span>
            )}
          </legend>
          <ul className={styles.producerList}>
            {list.map((producer) => (
              <li key={producer.supplierId}>
                <ProducerCard
                  producer={producer}
                  name={`${id}-producer`}
                  checked={producer.supplierId === draft.supplier?.id}
                  partner={producer.supplierId === partnerSupplierId}
                  onChoose={() => choose(producer)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </OrderStep>
  );
}

function ProducerCard({
  producer,
  name,
  checked,
  partner,
  onChoose,
}: {
  producer: Producer;
  name: string;
  checked: boolean;
  partner: boolean;
  onChoose: () => void;
}) {
  const { product, currency } = producer;
  const priceUnit = unitOfPrice(product.type, product.unit);
  const facts = scorecardFacts(producer.scorecard);
  return (
    <ChoiceCard
      name={name}
      value={producer.supplierId}
      checked={checked}
      onChange={onChoose}
      icon={
        producer.logo ? (
          // A local logo from public/; the name beside it says who it is.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={producer.logo} alt="" width={72} height={36} className={styles.producerLogo} />
        ) : (
          <span className={styles.producerInitials}>{initials(producer.name)}</span>
        )
      }
      title={
        <>
          {producer.name}
          {partner && <span className={styles.badge}>Partner</span>}
        </>
      }
      details={
        <>
          <RatingStars rating={producer.rating} text={ratingText(producer.rating, producer.ratingCount)} />
          <ul className={styles.facts}>
            {/* Its record beside its ratings: disputes its customers opened, and how it answered. */}
            {producer.disputeRecord.total > 0 && <li>{disputeRecordText(producer.disputeRecord)}</li>}
            <li>
              From <Price value={product.priceCents} currency={currency} units={priceUnit} />
            </li>
            <li>Minimum order {quantityText(product.type, product.unit, product.minimumOrder)}</li>
            {facts ? (
              <>
                <li>{facts.onTime}</li>
                <li>{facts.delivered}</li>
              </>
            ) : (
              <li>{NOT_ENOUGH_DELIVERIES}</li>
            )}
            {product.feeMinCents != null && (
              <li>
                Fees <Price value={product.feeMinCents} currency={currency} />
                {product.feeMaxCents != null && product.feeMaxCents !== product.feeMinCents && (
                  <>
                    {'–'}
                    <Price value={product.feeMaxCents} currency={currency} />
                  </>
                )}
              </li>
            )}
          </ul>
          <ProducerRecord producer={producer} />
        </>
      }
      aside={
        <p className={styles.allIn}>
          <span className={styles.allInLabel}>
            All-in for {quantityText(product.type, product.unit, product.quantity)}
          </span>
          <Price className={styles.allInPrice} value={producer.allInPriceCents} currency={currency} />
          <span className={styles.allInNote}>fees, card fee and taxes included</span>
        </p>
      }
    />
  );
}

/**
 * The producer's delivery record behind the card's two facts: a disclosure (above the card's click
 * area, so opening it does not choose the producer) with every public figure and what it rests on.
 */
function ProducerRecord({ producer }: { producer: Producer }) {
  const card = producer.scorecard;
  return (
    <details className={styles.record}>
      <summary>
        Delivery record<span className="visually-hidden"> of {producer.name}</span>
      </summary>
      <FigureList className={styles.recordFigures} rows={scorecardRows(card)} />
      <p className={styles.hint}>
        {scorecardBasis(card)}. {SCORECARD_RULES}
      </p>
    </details>
  );
}
