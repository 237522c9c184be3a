import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';

/** What the stubbed API answers for a request, or undefined for 404 `not_found`. */
export type Answer = (
  url: URL,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

const notFound = () => Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });

/**
 * The setup the component tests share: the app's i18n, English before each test; fetch stubbed at the edge of the
 * world by `answer` (a test may set another implementation on `fetchMock`); the page emptied after each test.
 */
export function componentTestSetup(answer: Answer = () => undefined) {
  const fetchMock = vi.fn<typeof fetch>();
  let i18n: Awaited<ReturnType<typeof initI18n>> | undefined;
  beforeAll(async () => {
    i18n = await initI18n();
  });
  beforeEach(async () => {
    await setLanguage('en');
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async (input, init) => (await answer(new URL(String(input), 'http://localhost'), init)) ?? notFound(),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    fetchMock,
    /** The app's i18next instance, once `beforeAll` has made it. */
    i18n: () => {
      if (!i18n) throw new Error('i18n is made in beforeAll');
      return i18n;
    },
  };
}
