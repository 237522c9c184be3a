// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IconLink } from './icon-link.tsx';

afterEach(cleanup);

describe('IconLink', () => {
  it.each([
    ['/settings', 'page'],
    ['/', null],
    ['/settings/more', null],
  ])('at %s is marked %s', (at, current) => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <IconLink to="/settings" label="Settings">
          <svg />
        </IconLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/settings');
    expect(link.getAttribute('aria-current')).toBe(current);
  });
});
