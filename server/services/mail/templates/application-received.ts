import 'server-only';

import { careerJobHref } from '@/lib/careers';
import { publicEnv } from '@/lib/env';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { greeting } from './order-facts';

export interface ApplicationReceivedData {
  fullName: string;
  jobId: string;
  jobTitle: string;
}

/** To a job applicant when their application (careers) is stored. */
export function applicationReceivedMail(
  application: ApplicationReceivedData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  return renderMail(
    {
      subject: `We received your application: ${application.jobTitle}`,
      heading: 'Thank you for applying',
      intro: [
        greeting(application.fullName),
        `We received your application for ${application.jobTitle}, with your resume and cover letter. Our team reads every application and will get back to you by email.`,
      ],
      action: { label: 'See the position', url: absoluteUrl(siteUrl, careerJobHref(application.jobId)) },
      outro: ['You do not need to apply again: one application per position is enough.'],
    },
    siteUrl,
  );
}
