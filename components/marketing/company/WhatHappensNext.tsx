import blocks from '@/components/marketing/contractors/blocks.module.scss';

/** What a supplier can expect after asking to start selling. */
export function WhatHappensNext() {
  return (
    <ol className={blocks.steps}>
      <li>
        <h3>We reply within one business day</h3>
        <p>
          Someone from our supplier team reads what you send and gets back to you by email or phone to learn how you
          sell today.
        </p>
      </li>
      <li>
        <h3>We set up your storefront</h3>
        <p>
          We load your products, prices, delivery zones and trucks, and dress the storefront in your logo and colours.
          You check it before anything goes live.
        </p>
      </li>
      <li>
        <h3>You take your first online order</h3>
        <p>
          Add the buy-now button to your website, share your branded app with your customers, and run orders, dispatch
          and payouts from the dashboard.
        </p>
      </li>
    </ol>
  );
}
