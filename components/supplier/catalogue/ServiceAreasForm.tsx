'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { outcomeOf } from '@/lib/apollo/errors';
import formStyles from '@/components/forms/Form.module.scss';
import { FormAlert } from '@/components/forms/FormFooter';
import { useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierServiceAreasSetDocument, type SupplierCatalogueQuery } from '@/graphql/generated/client/graphql';
import { CATALOGUE_SAVED_MESSAGES, supplierServiceAreasSchema } from '@/lib/validation/catalogue';

import { Form } from '@/components/ui/Form';
import styles from './Catalogue.module.scss';

/** The cities a supplier delivers to, as checkboxes grouped by country and province or state. */

type Catalogue = SupplierCatalogueQuery['supplierCatalogue'];

/** The cities by country, then province or state, as the checkboxes are grouped. */
function citiesByRegion(cities: Catalogue['cities']) {
  const groups: { key: string; label: string; cities: Catalogue['cities'] }[] = [];
  for (const city of cities) {
    const key = `${city.countryCode}-${city.regionCode}`;
    let group = groups.find((entry) => entry.key === key);
    if (!group) {
      group = { key, label: `${city.countryName} · ${city.regionCode}`, cities: [] };
      groups.push(group);
    }
    group.cities.push(city);
  }
  return groups;
}

export function ServiceAreasForm({ catalogue, onSaved }: { catalogue: Catalogue; onSaved: () => void }) {
  const id = useId();
  const [save] = useMutation(SupplierServiceAreasSetDocument);
  const form = useForm<{ cityIds: string[] }>({
    resolver: zodResolver(supplierServiceAreasSchema),
    defaultValues: { cityIds: catalogue.serviceAreaCityIds },
  });
  const {
    register,
    reset,
    formState: { errors, isDirty },
  } = form;
  const submission = useSubmission(form, {
    send: (input) => outcomeOf(save({ variables: { input } }), (data) => data.supplierServiceAreasSet),
    onSuccess: (saved) => {
      toast.success(CATALOGUE_SAVED_MESSAGES.serviceAreas, { toastId: 'service-areas-saved' });
      reset({ cityIds: saved });
      onSaved();
    },
  });
  // The list's own message, or its first city's (a server answer for one city).
  const cityErrors = errors.cityIds as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  const listError = Array.isArray(cityErrors) ? cityErrors.find((item) => item?.message)?.message : cityErrors?.message;
  return (
    <Form className={formStyles.form} noValidate aria-labelledby="catalogue-areas" onSubmit={submission.onSubmit}>
      <p className={ordersStyles.muted}>
        Contractors in the cities you choose find you. Without any city, nobody can order from you.
      </p>
      <fieldset
        className={styles.cities}
        disabled={!catalogue.mayEdit}
        aria-describedby={listError ? `${id}-error` : undefined}
      >
        <legend className={formStyles.hint}>Cities you deliver to</legend>
        {citiesByRegion(catalogue.cities).map((group) => (
          <fieldset key={group.key} className={styles.region}>
            <legend>{group.label}</legend>
            {group.cities.map((city) => (
              <div key={city.id} className={styles.checkbox}>
                <input type="checkbox" id={`${id}-${city.id}`} value={city.id} {...register('cityIds')} />
                <label htmlFor={`${id}-${city.id}`}>{city.name}</label>
              </div>
            ))}
          </fieldset>
        ))}
      </fieldset>
      {listError && (
        <p id={`${id}-error`} className={formStyles.error}>
          {listError}
        </p>
      )}
      {catalogue.mayEdit && (
        <div className={ordersStyles.actions}>
          <button type="submit" className={formStyles.submit} disabled={submission.pending || !isDirty}>
            {submission.pending ? 'Saving…' : 'Save service areas'}
          </button>
        </div>
      )}
      <FormAlert failure={submission.failure} />
    </Form>
  );
}
