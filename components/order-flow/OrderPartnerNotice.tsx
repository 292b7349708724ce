/**
 * The partner an order comes through (`?partner=CODE`, set by a partner's button): named at the
 * top of the order flow, so the contractor sees who brought them and the order carries the code.
 * `partner` is null when the link's code names no partner.
 */
export function OrderPartnerNotice({ partner }: { partner: { name: string; code: string } | null }) {
  if (!partner) {
    return <p role="status">That partner link is no longer valid, but you can still place your order.</p>;
  }
  return (
    <p role="status" data-partner-code={partner.code}>
      Ordering through <strong>{partner.name}</strong> (partner code {partner.code}).
    </p>
  );
}
