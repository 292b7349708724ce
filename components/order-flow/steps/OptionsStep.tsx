'use client';

import { useId } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Price } from '@/components/ui/Price';
import { extraPriceUnits } from '@/lib/order/units';
import { ORDER_LIMITS } from '@/lib/validation/order-rules';

import { ChoiceCard } from '../ChoiceCard';
import { OrderStep, StepActions } from '../OrderStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

/**
 * Options: the product's extras (those outside a group; grouped ones are product settings), each
 * with its price per unit, truck or order, and a comment for the manager or driver.
 */
export function OptionsStep({ draft, dispatch, next, back, focusOnOpen }: OrderStepContext) {
  const id = useId();
  const product = draft.product!;
  const currency = draft.supplier!.currency;
  const extras = product.extras.filter((extra) => !extra.group);
  const hint = `Up to ${ORDER_LIMITS.comment} characters. The driver sees it with the site's notes.`;

  return (
    <OrderStep
      title="Options"
      intro="Extras for this delivery, and anything the crew should know."
      focusOnOpen={focusOnOpen}
      actions={<StepActions onBack={back} onNext={next} />}
    >
      {extras.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Extras</legend>
          <div className={styles.choiceList}>
            {extras.map((extra) => (
              <ChoiceCard
                key={extra.id}
                type="checkbox"
                name={`${id}-extras`}
                value={extra.id}
                checked={draft.extraIds.includes(extra.id)}
                onChange={(chosen) => dispatch({ type: 'extraToggled', extraId: extra.id, chosen })}
                title={extra.name}
                details={extra.description ?? undefined}
                aside={
                  <Price
                    value={extra.priceCents}
                    currency={currency}
                    units={extraPriceUnits(extra.pricing, product.type, product.unit)}
                    forcePlus
                  />
                }
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p className={styles.hint}>{draft.supplier!.name} offers no extras for this product.</p>
      )}
      <FormField id={`${id}-comment`} label="Comment for the manager or driver" optional hint={hint}>
        <textarea
          id={`${id}-comment`}
          className={formStyles.control}
          rows={4}
          maxLength={ORDER_LIMITS.comment}
          value={draft.comment}
          aria-describedby={describedBy(`${id}-comment`, undefined, hint)}
          onChange={(event) => dispatch({ type: 'commentSet', comment: event.target.value })}
        />
      </FormField>
    </OrderStep>
  );
}
