import type { CustomerStoriesQuery } from '@/graphql/generated/client/graphql';

import { StoriesCarousel } from './StoriesCarousel';

/**
 * The customer stories, as the API lists them (the page reads them), in the carousel. The
 * stories are rendered on the server too, so they are readable before (and without) the
 * carousel's script, which is not part of the page's first load: it comes when the stories near
 * the viewport (see StoriesCarousel).
 */
export function CustomerStories({
  stories,
  autoAdvance = false,
}: {
  stories: CustomerStoriesQuery['customerStories'];
  autoAdvance?: boolean;
}) {
  return <StoriesCarousel stories={stories} label="Customer stories" autoAdvance={autoAdvance} />;
}
