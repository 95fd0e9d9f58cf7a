import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestStatus, MockResponse, mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it('asks for the link and always shows the same confirmation', async () => {
    const { calls } = mockApi({ 'POST /auth/password/forgot': new MockResponse(202, {}) });
    const user = userEvent.setup();
    renderWithSite(<ForgotPasswordPage />, { url: '/en/forgotpassword' });
    await user.type(screen.getByLabelText('E-mail address'), 'someone@vauhti.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If there is a Vauhti account for someone@vauhti.test, we have sent it a link to choose a new password. The link is valid for 60 minutes.',
    );
    expect(calls).toEqual([{ method: 'POST', path: '/auth/password/forgot', body: { email: 'someone@vauhti.test' } }]);
  });

  it('says when too many links were asked for', async () => {
    mockApi({ 'POST /auth/password/forgot': apiError(429, 'RATE_LIMITED') });
    const user = userEvent.setup();
    renderWithSite(<ForgotPasswordPage />, { url: '/en/forgotpassword' });
    await user.type(screen.getByLabelText('E-mail address'), 'someone@vauhti.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('reset password ({lang}/reset-password?token=..., the link credentials.ts e-mails)', () => {
  async function submit(password = 'New-Speedy-2026', confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('sets the new password with the token and offers to log in', async () => {
    const { calls } = mockApi({ 'POST /auth/password/reset': undefined, 'GET /auth/status': guestStatus });
    renderWithSite(<ResetPasswordPage />, { url: '/en/reset-password?token=abc123' });
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/auth/password/reset',
      body: { token: 'abc123', newPassword: 'New-Speedy-2026' },
    });
  });

  it('checks that both passwords match before asking the server', async () => {
    const { calls } = mockApi({});
    renderWithSite(<ResetPasswordPage />, { url: '/en/reset-password?token=abc123' });
    await submit('New-Speedy-2026', 'New-Speedy-2027');
    expect(await screen.findByText("The passwords don't match.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 'This password reset link has expired. Please ask for a new one.'],
    [
      'RESET_TOKEN_INVALID',
      'This password reset link is not valid or has already been used. Please ask for a new one.',
    ],
  ])('explains %s and links to ask again', async (code, text) => {
    mockApi({ 'POST /auth/password/reset': apiError(400, code, { field: 'token' }) });
    renderWithSite(<ResetPasswordPage />, { url: '/en/reset-password?token=old' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/en/forgotpassword');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('puts a weak password refusal under the new password, with the rule broken', async () => {
    mockApi({
      'POST /auth/password/reset': apiError(400, 'WEAK_PASSWORD', { field: 'newPassword', rule: 'contains_email' }),
    });
    renderWithSite(<ResetPasswordPage />, { url: '/en/reset-password?token=abc' });
    await submit('aino-speedy-1');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      "Don't use your e-mail address in your password.",
    );
  });

  it('without a token says the link is not valid', () => {
    mockApi({});
    renderWithSite(<ResetPasswordPage />, { url: '/en/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('This password reset link is not valid');
  });
});
