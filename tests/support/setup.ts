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
