import type { AccountDetails } from '@/components/auth/AuthModal';
import type { Session } from '@/components/auth/useSession';
import type { OrderDraft } from '@/lib/order/draft';

import type { OrderDraftDispatch } from '../useOrderDraft';

/** What every step of the flow gets from the flow. */
export interface OrderStepContext {
  draft: OrderDraft;
  dispatch: OrderDraftDispatch;
  /** To the next step (the step has checked it is complete). */
  next: () => void;
  back: () => void;
  /** The step opened by navigation: its heading takes focus. */
  focusOnOpen: boolean;
  session: Session;
  /** Why the flow sent the user back here (the delivery window was taken meanwhile). */
  notice: string | null;
  /** Opens the Authorization modal; `then` runs once signed in; `you` prefills its forms (what was just typed). */
  requestSignIn: (reason: string, then?: () => void, you?: AccountDetails) => void;
}
