'use client';

import { useId, useRef, useState, type FormEvent } from 'react';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import { Modal } from '@/components/ui/Modal';
import type { ProductUnit } from '@/graphql/generated/client/graphql';
import {
  DEFAULT_RATE_PER_HOUR,
  DEFAULT_TRUCK_LOAD,
  DEFAULT_WASTE_PERCENT,
  durationText,
  planPour,
  SHAPE_WORDS,
  SIDE_UNIT,
  THICKNESS_UNIT,
  VOLUME_UNIT,
  volumeText,
  type PourPlan,
} from '@/lib/order/pour-planner';
import { DELIVERY_WINDOW_HOURS } from '@/lib/constants';
import {
  POUR_SHAPES,
  pourPlanSchema,
  type PourPlanForm,
  type PourShape,
  type PourUnitSystem,
} from '@/lib/validation/pour-plan';

import styles from './PourPlanner.module.scss';
import stepStyles from './steps/steps.module.scss';

const WINDOW_WORDS = `${DELIVERY_WINDOW_HOURS}-hour delivery window`;

type NumberField = Exclude<keyof PourPlanForm, 'shape' | 'system'>;
const NUMBER_FIELDS: NumberField[] = [
  'length',
  'breadth',
  'thickness',
  'count',
  'wastePercent',
  'ratePerHour',
  'truckLoad',
];

export interface PourPlanChosen {
  quantity: number;
  unit: ProductUnit;
  trucks: number;
  minutesBetweenTrucks: number;
}

function startingForm(system: PourUnitSystem): PourPlanForm {
  return {
    shape: 'slab',
    system,
    length: '',
    breadth: '',
    thickness: '',
    count: '1',
    wastePercent: String(DEFAULT_WASTE_PERCENT),
    ratePerHour: String(DEFAULT_RATE_PER_HOUR[system]),
    truckLoad: String(DEFAULT_TRUCK_LOAD[system]),
  };
}

/** The message of each field the schema refuses, the first one per field. */
function fieldErrors(form: PourPlanForm): Partial<Record<NumberField, string>> {
  const result = pourPlanSchema(form.system).safeParse(form);
  if (result.success) return {};
  const errors: Partial<Record<NumberField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as NumberField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The pour planner, a dialog of the order flow's Producer step: the contractor describes the
 * pour (slab, wall or footings, in metres and centimetres or feet and inches), the waste to allow,
 * the crew's placing rate and a truck's load; the plan (lib/order/pour-planner.ts) says what to
 * order, how many trucks, their spacing and whether one delivery window holds them, and "Use this
 * plan" fills in the order's quantity, trucks and spacing. Loaded only when opened.
 */
export function PourPlanner({
  open,
  onClose,
  initialSystem,
  onUse,
}: {
  open: boolean;
  onClose: () => void;
  initialSystem: PourUnitSystem;
  onUse: (plan: PourPlanChosen) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<PourPlanForm>(() => startingForm(initialSystem));
  const [touched, setTouched] = useState<Partial<Record<NumberField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldErrors(form);
  const parsed = pourPlanSchema(form.system).safeParse(form);
  const plan = parsed.success ? planPour(parsed.data) : null;
  const words = SHAPE_WORDS[form.shape];
  const shown = (field: NumberField) => (submitted || touched[field] ? errors[field] : undefined);

  const setSystem = (system: PourUnitSystem) => {
    // Another system's sizes mean other numbers: the crew's rate and the load start again from
    // that system's usual values, the sizes are kept for the user to retype.
    setForm((current) => ({
      ...current,
      system,
      ratePerHour: String(DEFAULT_RATE_PER_HOUR[system]),
      truckLoad: String(DEFAULT_TRUCK_LOAD[system]),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!plan) {
      const first = NUMBER_FIELDS.find((field) => errors[field]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    onUse({ ...plan.firstOrder, unit: plan.unit, minutesBetweenTrucks: plan.minutesBetweenTrucks });
  };

  const numberInput = (field: NumberField, label: string, unit: string, hint?: string) => {
    const fieldId = `${id}-${field}`;
    const error = shown(field);
    return (
      <FormField id={fieldId} label={`${label} (${unit})`} error={error} hint={hint}>
        <input
          id={fieldId}
          name={field}
          className={formStyles.control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form[field]}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
        />
      </FormField>
    );
  };

  return (
    <Modal open={open} onClose={onClose} title="Plan the pour">
      <Form ref={formRef} className={styles.planner} noValidate onSubmit={submit}>
        <fieldset className={stepStyles.segmented}>
          <legend className={stepStyles.legendInline}>What are you pouring?</legend>
          {POUR_SHAPES.map((shape: PourShape) => (
            <label key={shape}>
              <input
                type="radio"
                name={`${id}-shape`}
                value={shape}
                checked={form.shape === shape}
                onChange={() => setForm((current) => ({ ...current, shape }))}
              />
              <span>{SHAPE_WORDS[shape].name}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={stepStyles.segmented}>
          <legend className={stepStyles.legendInline}>Units</legend>
          {(['metric', 'imperial'] as const).map((system) => (
            <label key={system}>
              <input
                type="radio"
                name={`${id}-system`}
                value={system}
                checked={form.system === system}
                onChange={() => setSystem(system)}
              />
              <span>{system === 'metric' ? 'Metres (m³)' : 'Feet (yd³)'}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.grid}>
          {numberInput('length', 'Length', SIDE_UNIT[form.system])}
          {numberInput('breadth', words.breadth, SIDE_UNIT[form.system])}
          {numberInput('thickness', words.thickness, THICKNESS_UNIT[form.system])}
          {numberInput(
            'count',
            form.shape === 'footing' ? 'Number of footings' : `Number of ${words.name.toLowerCase()}s`,
            'alike',
          )}
          {numberInput('wastePercent', 'Waste', '%', 'Spillage, uneven ground and what stays in the pump.')}
          {numberInput(
            'ratePerHour',
            'Your crew places',
            `${VOLUME_UNIT[form.system]} per hour`,
            'With a chute, about 10 to 20; with a pump, 30 or more.',
          )}
          {numberInput('truckLoad', 'A truck carries', VOLUME_UNIT[form.system])}
        </div>
        <section aria-labelledby={`${id}-plan`} className={styles.plan}>
          <h3 id={`${id}-plan`}>The plan</h3>
          <div aria-live="polite">
            {plan ? (
              <PlanFacts plan={plan} system={form.system} />
            ) : (
              <p>Enter the size of the pour to see how much to order and how many trucks.</p>
            )}
          </div>
        </section>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary}>
            Use this plan
          </button>
        </div>
      </Form>
    </Modal>
  );
}

function PlanFacts({ plan, system }: { plan: PourPlan; system: PourUnitSystem }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Forms hold</dt>
        <dd>{volumeText(Math.round(plan.netVolume * 100) / 100, system)}</dd>
        <dt>Order</dt>
        <dd>
          <strong>{volumeText(plan.orderQuantity, system)}</strong>
        </dd>
        <dt>Trucks</dt>
        <dd>{plan.trucks}</dd>
        <dt>Time between trucks</dt>
        <dd>{plan.minutesBetweenTrucks === 0 ? 'One truck' : `${plan.minutesBetweenTrucks} min`}</dd>
        <dt>Pour takes about</dt>
        <dd>{durationText(plan.pourMinutes)}</dd>
      </dl>
      {plan.trucks > 1 && (
        <p>
          Your crew empties a truck in about {durationText(plan.minutesPerLoad)}: a truck every{' '}
          {plan.minutesBetweenTrucks} minutes keeps it busy without trucks standing long on site.
        </p>
      )}
      {!plan.fitsOneWindow ? (
        <p role="note" className={styles.warning}>
          The trucks would arrive over {durationText(plan.arrivalSpanMinutes)}: more than one {WINDOW_WORDS} or one
          order holds. Split the pour into {plan.ordersNeeded} orders (Use this plan fills in the first:{' '}
          {volumeText(plan.firstOrder.quantity, system)} on {plan.firstOrder.trucks} trucks), or plan a faster placing
          rate or larger loads.
        </p>
      ) : plan.trucks === 1 ? (
        <p>One truck: any delivery window with a truck free fits it. Availability shows those windows.</p>
      ) : (
        <p>
          The last truck arrives {durationText(plan.arrivalSpanMinutes)} after the first: any {WINDOW_WORDS} with{' '}
          {plan.trucks} trucks free fits them. Availability shows those windows.
        </p>
      )}
    </>
  );
}
