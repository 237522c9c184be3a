// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTextFields } from '../../hooks/use-text-fields.ts';
import { componentTestSetup } from '../../testing/component-setup.ts';
import { TextField } from '../ui/text-field.tsx';
import { CodeField } from './code-field.tsx';
import { PasswordField } from './password-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

const app = componentTestSetup();

/** Two fields tied to their keys, the first with a problem (a message key) to show. */
function NamesForm() {
  const [values, setValues] = useState({ firstName: 'Almaz', bio: '' });
  const field = useTextFields(values, (key, next) => setValues((before) => ({ ...before, [key]: next })), {
    firstName: 'errors.invalid_name',
  });
  return (
    <form>
      <TextField label="First name" hint="As on your ID" {...field('firstName')} />
      <TextAreaField label="Bio" {...field('bio')} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

function CodeForm() {
  const [code, setCode] = useState('');
  return <CodeField label="Code" value={code} onChange={setCode} error={null} />;
}

const renderIn = (ui: ReactElement) => render(<I18nextProvider i18n={app.i18n()}>{ui}</I18nextProvider>);

describe('the form fields', () => {
  it('tie their hint and translated error to the control, and change their own key', () => {
    renderIn(<NamesForm />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveProperty('name', 'firstName');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const described = (first.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on your ID', app.i18n().t('errors.invalid_name')]);

    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio.getAttribute('aria-invalid')).toBeNull();
    expect(bio.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(bio, { target: { value: 'Coffee' } });
    expect(screen.getByRole('status').textContent).toBe(
      JSON.stringify({ firstName: 'Almaz', bio: 'Coffee' }),
    );
  });

  it('keep only the digits of a texted code, for the phone to fill in', () => {
    renderIn(<CodeForm />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '12a 34' } });
    expect(code).toHaveProperty('value', '1234');
  });

  it("hide a password and name it as the account's own unless it is a new one", () => {
    const { container } = renderIn(
      <>
        <PasswordField label="Password" value="" onChange={() => {}} />
        <PasswordField
          label="New password"
          name="newPassword"
          value=""
          onChange={() => {}}
          autoComplete="new-password"
        />
      </>,
    );
    const [current, next] = Array.from(container.querySelectorAll('input'));
    expect(current?.type).toBe('password');
    expect(current?.name).toBe('password');
    expect(current?.required).toBe(true);
    expect(current?.getAttribute('autocomplete')).toBe('current-password');
    expect(next?.name).toBe('newPassword');
    expect(next?.getAttribute('autocomplete')).toBe('new-password');
  });
});
