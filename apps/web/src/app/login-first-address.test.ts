// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@/routes';
import { loginFirstAddress } from './login-first-address';

// A visit that starts with the login page alone must end where the guard would have sent it.
describe('loginFirstAddress', () => {
  it('shows the login page alone to a visitor without a session who opens it, keeping its query', () => {
    expect(loginFirstAddress('/login', '', false)).toBe('/login');
    expect(loginFirstAddress('/login', '?redirect=%2Fequipment%2Fquery-timeout', false)).toBe(
      '/login?redirect=%2Fequipment%2Fquery-timeout',
    );
  });

  it('sends a shell address without a session to the login page with the address to return to, as the guard does', () => {
    expect(loginFirstAddress('/equipment/query-timeout', '?x=1', false)).toBe(
      '/login?redirect=%2Fequipment%2Fquery-timeout%3Fx%3D1',
    );
    // Home and `/` need no way back: signing in goes there anyway.
    expect(loginFirstAddress('/home', '', false)).toBe('/login');
    expect(loginFirstAddress('/', '', false)).toBe('/login');
  });

  it('leaves every other visit to the router', () => {
    // With a session: the guard sends the login page home and opens shell pages.
    expect(loginFirstAddress('/login', '', true)).toBeNull();
    expect(loginFirstAddress('/home', '', true)).toBeNull();
    // Public pages outside the shell, unknown addresses (404) and sections.
    expect(loginFirstAddress('/register', '', false)).toBeNull();
    expect(loginFirstAddress('/no-such-page', '', false)).toBeNull();
    expect(loginFirstAddress('/equipment', '', false)).toBeNull();
  });
});
