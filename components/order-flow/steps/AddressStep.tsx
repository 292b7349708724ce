'use client';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import formStyles from '@/components/forms/Form.module.scss';
import {
  DeliveryAreaCheckDocument,
  JobSitesDocument,
  JobSiteUpdateDocument,
  type JobSiteFieldsFragment,
} from '@/graphql/generated/client/graphql';
import type { DraftCity, DraftSite } from '@/lib/order/draft';
import { orderWords } from '@/lib/order/order-words';
import { messages } from '@/lib/validation/messages';

import { ChoiceCard } from '../ChoiceCard';
import { JobSiteForm, type JobSiteSaveResult } from '../JobSiteForm';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import { SiteNotes } from '../SiteNotes';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

const NEW_SITE = 'new';

const siteOf = (site: JobSiteFieldsFragment): DraftSite => ({
  name: site.name,
  address: site.address,
  postalCode: site.postalCode,
  jobNumber: site.jobNumber ?? '',
  gateCode: site.gateCode ?? '',
  accessNotes: site.accessNotes ?? '',
  washoutNotes: site.washoutNotes ?? '',
});

/** The job-site input of the API from the form's site, in the draft's city. */
const jobSiteInput = (city: DraftCity, site: DraftSite) => ({
  ...site,
  countryCode: city.countryCode,
  cityId: city.id,
});

/**
 * Where the postal code is, by the delivery-area check: null when it is in the chosen city, else
 * why not ("This postal code is in Mississauga, not Toronto").
 */
function usePostalCodeCheck() {
  const client = useApolloClient();
  return async (city: DraftCity, postalCode: string): Promise<JobSiteSaveResult> => {
    const answer = await client
      .query({
        query: DeliveryAreaCheckDocument,
        variables: { input: { countryCode: city.countryCode, query: postalCode } },
      })
      .catch(answerOfRejection);
    const found = answer.data?.deliveryAreaCheck;
    if (!found) {
      const failure = apiFailureOf(answer.error);
      return {
        message: failure.fields.query ?? failure.message,
        field: failure.fields.query ? 'postalCode' : undefined,
      };
    }
    if (found.city?.id === city.id) return null;
    return {
      field: 'postalCode',
      message: found.city
        ? `This postal code is in ${found.city.name}, not ${city.name}`
        : `This postal code is not in ${city.name}`,
    };
  };
}

/**
 * Delivery address: signed in, the company's saved job sites in this city (pick one, edit its
 * notes, or add one); signed out, the address form. A new address is kept in the draft and saved
 * as a job site with the order, in the same transaction, so its notes travel with the order and
 * an order never placed leaves no job site behind.
 */
export function AddressStep(context: OrderStepContext) {
  const { session, focusOnOpen, back } = context;
  const signedIn = session.status === 'signedIn';
  return (
    <OrderStep
      title="Delivery address"
      intro={orderWords(context.draft.productType).siteIntro}
      focusOnOpen={focusOnOpen}
      actions={
        // Signed in, the saved-sites list brings its own actions (pick a site, or submit the form).
        signedIn ? null : (
          <StepActions onBack={back} nextForm={session.status === 'loading' ? undefined : 'job-site-form'} />
        )
      }
    >
      {session.status === 'loading' ? (
        <p role="status">Loading your job sites…</p>
      ) : signedIn ? (
        <SavedJobSites {...context} />
      ) : (
        <TypedAddress {...context} />
      )}
    </OrderStep>
  );
}

function TypedAddress({ draft, dispatch, next, requestSignIn }: OrderStepContext) {
  const checkPostalCode = usePostalCodeCheck();
  const city = draft.city!;
  const save = async (site: DraftSite): Promise<JobSiteSaveResult> => {
    const problem = await checkPostalCode(city, site.postalCode);
    if (problem) return problem;
    dispatch({ type: 'deliveryChosen', delivery: { jobSiteId: null, site } });
    next();
    return null;
  };
  return (
    <>
      <p className={styles.hint}>
        Have an account?{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => requestSignIn('Sign in to use your saved job sites.')}
        >
          Sign in to use your saved job sites
        </button>
        .
      </p>
      <JobSiteForm
        formId="job-site-form"
        countryCode={city.countryCode}
        cityId={city.id}
        cityName={city.name}
        initial={draft.delivery?.site}
        onSave={save}
        words={orderWords(draft.productType)}
      />
    </>
  );
}

function SavedJobSites({ draft, dispatch, next, back }: OrderStepContext) {
  const id = useId();
  const city = draft.city!;
  const jobSites = useQuery(JobSitesDocument);
  const [updateSite] = useMutation(JobSiteUpdateDocument);
  const checkPostalCode = usePostalCodeCheck();
  const sites = (jobSites.data?.jobSites ?? []).filter((site) => site.city.id === city.id);
  // A new address typed earlier (not saved yet: it is saved with the order) is chosen again.
  const typedSite = draft.delivery && !draft.delivery.jobSiteId ? draft.delivery.site : null;
  const [chosen, setChosen] = useState<string | null>(draft.delivery?.jobSiteId ?? (typedSite ? NEW_SITE : null));
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // With no saved site here, the form is the only choice.
  const choice = chosen ?? (jobSites.data && sites.length === 0 ? NEW_SITE : null);
  const formShown = choice === NEW_SITE || (choice !== null && editing === choice);

  const failureOf = (result: { error?: unknown }): JobSiteSaveResult => {
    const failure = apiFailureOf(result.error);
    const [field, message] = Object.entries(failure.fields)[0] ?? [];
    return field && message ? { field: field as keyof DraftSite, message } : { message: failure.message };
  };

  const saveNew = async (site: DraftSite): Promise<JobSiteSaveResult> => {
    const problem = await checkPostalCode(city, site.postalCode);
    if (problem) return problem;
    dispatch({ type: 'deliveryChosen', delivery: { jobSiteId: null, site } });
    next();
    return null;
  };

  const saveEdited = async (site: DraftSite): Promise<JobSiteSaveResult> => {
    if (!editing) return null;
    const problem = await checkPostalCode(city, site.postalCode);
    if (problem) return problem;
    const result = await updateSite({ variables: { id: editing, input: jobSiteInput(city, site) } }).catch(
      answerOfRejection,
    );
    const saved = result.data?.jobSiteUpdate;
    if (!saved) return failureOf(result);
    dispatch({ type: 'deliveryChosen', delivery: { jobSiteId: saved.id, site: siteOf(saved) } });
    setEditing(null);
    await jobSites.refetch();
    next();
    return null;
  };

  const onNext = () => {
    const site = sites.find((candidate) => candidate.id === choice);
    if (!site) {
      setError(messages.required);
      return;
    }
    dispatch({ type: 'deliveryChosen', delivery: { jobSiteId: site.id, site: siteOf(site) } });
    next();
  };

  if (jobSites.error && !jobSites.data) {
    return <LoadFailure what="your job sites" onRetry={() => void jobSites.refetch()} />;
  }
  if (!jobSites.data) return <p role="status">Loading your job sites…</p>;

  const editedSite = sites.find((site) => site.id === editing);
  return (
    <>
      {sites.length > 0 && (
        <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className={styles.legend}>
            Your job sites in {city.name}
            {error && (
              <span id={`${id}-error`} className={formStyles.error}>
                {' '}
                {error}
              </span>
            )}
          </legend>
          <div className={styles.choiceList}>
            {sites.map((site) => (
              <ChoiceCard
                key={site.id}
                name={`${id}-site`}
                value={site.id}
                checked={choice === site.id}
                onChange={() => {
                  setChosen(site.id);
                  setEditing(null);
                  setError(null);
                }}
                title={site.name}
                details={
                  <>
                    <p>
                      {site.address}, {site.postalCode}
                      {site.jobNumber && ` · Job or PO ${site.jobNumber}`}
                    </p>
                    <SiteNotes site={siteOf(site)} withWashout={orderWords(draft.productType).asksWashout} />
                  </>
                }
                actions={
                  choice === site.id && editing !== site.id ? (
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(site.id)}>
                      Edit site
                    </button>
                  ) : null
                }
              />
            ))}
            <ChoiceCard
              name={`${id}-site`}
              value={NEW_SITE}
              checked={choice === NEW_SITE}
              onChange={() => {
                setChosen(NEW_SITE);
                setEditing(null);
                setError(null);
              }}
              title="New job site"
              details="Saved to your job sites with the order, for the next ones."
            />
          </div>
        </fieldset>
      )}
      {formShown && (
        <JobSiteForm
          key={editing ?? NEW_SITE}
          formId="job-site-form"
          countryCode={city.countryCode}
          cityId={city.id}
          cityName={city.name}
          initial={editedSite ? siteOf(editedSite) : typedSite}
          onSave={editedSite ? saveEdited : saveNew}
          words={orderWords(draft.productType)}
        />
      )}
      {formShown ? (
        <StepActions onBack={back} nextForm="job-site-form" nextLabel={editedSite ? 'Save and continue' : 'Next'} />
      ) : (
        <StepActions onBack={back} onNext={onNext} />
      )}
    </>
  );
}
