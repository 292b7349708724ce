import type { QualityPaperFieldsFragment } from '@/graphql/generated/client/graphql';
import { QUALITY_PAPER_KIND_LABELS } from '@/lib/validation/quality-papers';

import styles from '@/components/ui/Workspace.module.scss';

/**
 * The quality papers an order carries (those of its product in force when it was placed), each a
 * download behind its signed link; the page refetches the order on each change, so links stay fresh.
 */
export function QualityPaperLinks({
  papers,
  labelledBy,
}: {
  papers: QualityPaperFieldsFragment[];
  labelledBy: string;
}) {
  if (papers.length === 0) {
    return <p className={styles.muted}>The supplier attached no quality papers to this product when you ordered.</p>;
  }
  return (
    <ul aria-labelledby={labelledBy}>
      {papers.map((paper) => (
        <li key={paper.id}>
          {QUALITY_PAPER_KIND_LABELS[paper.kind]}:{' '}
          <a href={paper.url} download>
            {paper.title} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
