import 'fake-indexeddb/auto';
import '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
