import { describe, expect, it } from 'vitest';
import { normaliseAppUrl, originPermission } from './app-url.ts';

describe("Hookline's address", () => {
  it.each([
    ['https://team.hookline.app/app/home', 'https://team.hookline.app'],
    ['team.hookline.app', 'https://team.hookline.app'],
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3210/login', 'http://127.0.0.1:3210'],
    ['  HTTP://Example.COM:8080  ', 'http://example.com:8080'],
  ])('reads %j as %s', (typed, origin) => {
    expect(normaliseAppUrl(typed)).toBe(origin);
  });

  it.each([
    '',
    'not a web address',
    'https://team hookline.app',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'https://user:pw@hookline.app',
    'http://',
  ])('refuses %j', (typed) => {
    expect(normaliseAppUrl(typed)).toBeNull();
  });

  it('asks for the host on any port', () => {
    expect(originPermission('https://team.hookline.app')).toBe('https://team.hookline.app/*');
    expect(originPermission('http://localhost:3000')).toBe('http://localhost/*');
  });
});
