import '@testing-library/jest-dom/vitest';

// API tests log expected failures (an SMTP outage they simulate): keep the output readable.
process.env.LOG_LEVEL ??= 'error';

// jsdom has <dialog> but not its modal methods (Modal opens and closes with them).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// `findBy…` and `waitFor` wait up to 1 s by default. The CI machine has two cores that the unit
// tests share with the end-to-end tests' server and browsers (scripts/test.mjs runs them side by
// side), and a jsdom render of a whole order page can take longer than that there: wait up to 5 s
// for what a test expects to appear. What must not appear is asserted without waiting, as before.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
