import '@testing-library/jest-dom/vitest';

// API tests log expected failures (an SMTP outage they simulate): keep the output readable.
process.env.LOG_LEVEL ??= 'error';
