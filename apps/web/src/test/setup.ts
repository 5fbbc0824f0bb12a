import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appResources } from '../app/i18n-resources';
import { initI18n } from '../lib/i18n/i18n';

// Mantine reads media queries and element sizes; happy-dom implements neither fully.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: window.ResizeObserver });

// Mantine's autosizing Textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

initI18n(appResources, 'en');

afterEach(() => {
  cleanup();
});
