import { z } from 'zod';

import { RESUME_MAX_BYTES } from './careers';
import { id } from './order';
import { requiredText } from './rules';

/**
 * Quality papers: the PDFs a supplier attaches to its products (mix designs, safety data sheets,
 * certificates), which travel with each order and e-ticket. The supplier's form and the API's
 * attach mutation parse with `qualityPaperAttachSchema`; the upload checks the file itself.
 */

export const QUALITY_PAPER_KINDS = ['mix_design', 'safety_data_sheet', 'certificate'] as const;
export type QualityPaperKind = (typeof QUALITY_PAPER_KINDS)[number];

export const QUALITY_PAPER_KIND_LABELS: Record<QualityPaperKind, string> = {
  mix_design: 'Mix design',
  safety_data_sheet: 'Safety data sheet',
  certificate: 'Certificate',
};

/** A paper: one PDF of at most 10 MB, like a resume. */
export const QUALITY_PAPER_LIMITS = { title: 120, fileBytes: RESUME_MAX_BYTES } as const;

export const QUALITY_PAPER_MESSAGES = {
  notPdf: 'Only PDF files are accepted.',
  tooLarge: `The file is larger than ${QUALITY_PAPER_LIMITS.fileBytes / (1024 * 1024)} MB.`,
  required: 'Choose the PDF to attach.',
  kind: 'Choose what the paper is.',
  productNotFound: 'This product is not in your catalogue.',
  uploadNotFound: 'This upload is not found: choose the file again.',
  paperNotFound: 'This paper is not found: it may have been removed already.',
  added: (title: string) => `${title} is attached: orders placed from now on carry it.`,
  removed: (title: string) => `${title} is removed: orders placed before keep it.`,
} as const;

export const qualityPaperAttachSchema = z.object({
  uploadId: id,
  kind: z.enum(QUALITY_PAPER_KINDS, { error: QUALITY_PAPER_MESSAGES.kind }),
  title: requiredText(QUALITY_PAPER_LIMITS.title),
});
export type QualityPaperAttachValues = z.input<typeof qualityPaperAttachSchema>;
export type QualityPaperAttachInput = z.output<typeof qualityPaperAttachSchema>;
