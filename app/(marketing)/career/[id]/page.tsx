import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { ApplicationFormLoader } from '@/components/careers/ApplicationFormLoader';
import styles from '@/components/careers/Careers.module.scss';
import { RichTextBlock } from '@/components/careers/RichTextBlock';
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import frame from '@/components/marketing/PageFrame.module.scss';
import { JobDetailsDocument } from '@/graphql/generated/client/graphql';
import { careerHref, careerJobHref, jobDirectionLabel, jobTypeLabel } from '@/lib/careers';
import { graphqlEndpoint } from '@/lib/env';
import { absoluteUrl, SITE_NAME } from '@/lib/seo';
import { ServerQueryError, serverGraphQL } from '@/server/graphql/execute';
import { prepareRichText } from '@/server/rich-text';
import { loadWithLastGood } from '@/server/site-content';

type Params = Promise<{ id: string }>;

/**
 * The job, or the 404 page when it is unknown or no longer open; undefined when the API cannot
 * answer now and this server had no earlier copy. One query per request.
 */
const loadJob = cache(async (id: string) => {
  const job = await loadWithLastGood(`job:${id}`, async () => {
    try {
      return (await serverGraphQL()(JobDetailsDocument, { id })).jobDetails;
    } catch (error) {
      if (error instanceof ServerQueryError && error.codes.includes('NOT_FOUND')) return null;
      throw error;
    }
  });
  if (job === null) notFound();
  return job;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const job = await loadJob((await params).id);
  if (!job) return { title: `Careers | ${SITE_NAME}` };
  const title = `${job.title} | Careers | ${SITE_NAME}`;
  const description = `${jobTypeLabel(job.type)} ${jobDirectionLabel(job.direction).toLowerCase()} position in ${job.location}.`;
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(careerJobHref(job.id)) },
    openGraph: { type: 'website', title: job.title, description, url: absoluteUrl(careerJobHref(job.id)) },
  };
}

export default async function Page({ params }: { params: Params }) {
  const job = await loadJob((await params).id);
  if (!job) return <JobUnavailable id={(await params).id} />;
  const [description, additionalInfo] = await Promise.all([
    prepareRichText(job.description),
    job.additionalInfo ? prepareRichText(job.additionalInfo) : null,
  ]);

  return (
    <>
      <div className={frame.hero}>
        <div className={frame.inner}>
          <Link className={styles.back} href={careerHref({})}>
            ← All open positions
          </Link>
          <h1>{job.title}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>Direction</dt>
              <dd>{jobDirectionLabel(job.direction)}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{jobTypeLabel(job.type)}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>Salary</dt>
              <dd>{job.salary}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{job.experience}</dd>
            </div>
          </dl>
        </div>
      </div>
      <section aria-labelledby="job-about" className={frame.section}>
        <div className={`${frame.inner} ${styles.details}`}>
          <div>
            <h2 id="job-about">About the role</h2>
            <RichTextBlock value={description} />
          </div>
          <div>
            <h2>Requirements</h2>
            <ul>
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Responsibilities</h2>
            <ul>
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {additionalInfo && (
            <div>
              <h2>Additional information</h2>
              <RichTextBlock value={additionalInfo} />
            </div>
          )}
        </div>
      </section>
      <section aria-labelledby="apply-title" className={frame.section} id="apply">
        <div className={`${frame.inner} ${styles.details}`}>
          <div className={styles.application}>
            <h2 id="apply-title">Apply for this position</h2>
            <ApplicationFormLoader jobId={job.id} jobTitle={job.title} endpoint={graphqlEndpoint()} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The job's page while the API cannot answer: where it stands, and a way back. */
function JobUnavailable({ id }: { id: string }) {
  return (
    <div className={frame.hero}>
      <div className={frame.inner}>
        <Link className={styles.back} href={careerHref({})}>
          ← All open positions
        </Link>
        <h1>Open position</h1>
        <ContentUnavailable what="This position" retryHref={careerJobHref(id)} />
      </div>
    </div>
  );
}
