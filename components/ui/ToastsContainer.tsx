'use client';

import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** Where toasts appear (GraphQL errors, success messages). Polite for screen readers. */
export function ToastsContainer() {
  return <ToastContainer position="top-right" autoClose={6000} newestOnTop closeOnClick={false} role="status" />;
}
