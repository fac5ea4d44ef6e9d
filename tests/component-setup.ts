// Setup of the component tests (`*.test.tsx`, jsdom): Testing Library unmounts what a test rendered after it, and
// the page's storage starts empty, as for a shopper's first visit.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
