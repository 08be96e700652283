import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, signupBody } from '../auth/schemas.ts';
import { reportFieldsSchema } from '../analytics/reports.ts';
import { namingConventionFieldsSchema } from '../analytics/library.ts';
import { createWorkspaceBody } from '../tenancy/schemas.ts';
import { updatePasswordBody } from '../users/schemas.ts';
import { MESSAGES, TENANCY_MESSAGES } from './messages.ts';
import { requiredString } from './required-string.ts';
import { exactText, multiLineText, passwordText, singleLineText } from './text-schemas.ts';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('one-line text', () => {
  const schema = singleLineText('Please enter the name');

  it('removes NUL, escape, DEL and C1 controls, and trims', () => {
    expect(schema.parse('  Ac\u0000me\u001b\u007f Ads\u0085\u009f  ')).toBe('Acme Ads');
  });

  it('turns tabs, line breaks and unusual spaces into a plain space', () => {
    expect(schema.parse('a\tb\nc\r\nd\u2028e\u00a0f')).toBe('a b c d e f');
  });

  it('refuses a lone high or low surrogate with the field message, and keeps a real pair', () => {
    expect(firstError(schema, 'Acme \ud800')).toBe('Please enter the name');
    expect(firstError(schema, '\udc00 Acme')).toBe('Please enter the name');
    expect(firstError(schema, '\udc00\ud800')).toBe('Please enter the name');
    expect(schema.parse('Acme 👍🏽')).toBe('Acme 👍🏽');
  });

  it('lets a field check the cleaned value', () => {
    const required = requiredString('Please enter a valid workspace name');
    expect(firstError(required, '\u0000 \u0001')).toBe('Please enter a valid workspace name');
    expect(firstError(requiredString(), '\ud800')).toBe('Bad request');
  });

  it('says a separate message for a broken character when the field has one', () => {
    const name = singleLineText({ type: 'Please enter the name', invalid: 'Letters only' });
    expect(firstError(name, 42)).toBe('Please enter the name');
    expect(firstError(name, '\ud800')).toBe('Letters only');
  });
});

describe('multi-line text', () => {
  it('keeps tabs and line feeds, turns CR LF into LF, removes other controls', () => {
    expect(multiLineText().parse(' first\r\n\tsecond\u0000\rthird\u000c ')).toBe('first\n\tsecond\nthird');
  });
});

describe('exact text', () => {
  it('removes controls and nothing else: no trim, spaces kept', () => {
    expect(exactText().parse(' - \u0000')).toBe(' - ');
    expect(firstError(exactText('Please enter a separator'), '\ud800')).toBe('Please enter a separator');
  });
});

describe('passwords', () => {
  it('are never trimmed or changed', () => {
    expect(passwordText('m').parse('  pass word\t ')).toBe('  pass word\t ');
    expect(loginBody.parse({ email: 'a@acme.com', password: ' secret ' }).password).toBe(' secret ');
  });

  it('refuse NUL and lone surrogates with the field message', () => {
    expect(firstError(loginBody, { email: 'a@acme.com', password: 'sec\u0000ret' })).toBe(
      MESSAGES.invalidCredentials,
    );
    expect(firstError(loginBody, { email: 'a@acme.com', password: 'secret\ud800' })).toBe(
      MESSAGES.invalidCredentials,
    );
    const signup = { userName: 'Ana Lima', email: 'ana@acme.com', password: 'secret1\udfff' };
    expect(firstError(signupBody, signup)).toBe(MESSAGES.passwordTooShort);
    expect(firstError(updatePasswordBody, { oldPassword: '\ud800', newPassword: 'abcdef' })).toBe(
      MESSAGES.passwordsRequired,
    );
  });
});

describe('request schemas', () => {
  it('store a workspace name without its NUL', () => {
    expect(createWorkspaceBody.parse({ orgId: 'o1', name: 'Brand\u0000 team' }).name).toBe('Brand team');
    expect(firstError(createWorkspaceBody, { orgId: 'o1', name: '\ud800' })).toBe(
      TENANCY_MESSAGES.workspaceNameRequired,
    );
  });

  it('keep the e-mail rule: trimmed, lower-cased, and cleaned', () => {
    expect(
      signupBody.parse({ userName: 'Ana', email: ' Ana@ACME.com\u0000 ', password: 'secret1' }).email,
    ).toBe('ana@acme.com');
    expect(
      firstError(signupBody, { userName: 'Ana', email: 'ana\ud800@acme.com', password: 'x1234567' }),
    ).toBe(MESSAGES.invalidEmail);
  });

  it("refuse a lone surrogate in a name with the name's own message", () => {
    expect(firstError(signupBody, { userName: 'Ana\ud800', email: 'a@acme.com', password: 'secret1' })).toBe(
      MESSAGES.nameAlphabetOnly,
    );
    expect(firstError(reportFieldsSchema.pick({ name: true }), { name: 'Q3 \ud800' })).toBe(
      'Please enter a report name',
    );
  });

  it('keep line breaks in a report description and a space as a separator', () => {
    const description = reportFieldsSchema.pick({ description: true });
    expect(description.parse({ description: 'line one\r\nline two\u0000' }).description).toBe(
      'line one\nline two',
    );
    const convention = namingConventionFieldsSchema.parse({
      name: 'Names',
      separator: ' ',
      properties: ['a'],
    });
    expect(convention.separator).toBe(' ');
    const tooLong = { name: 'Names', separator: '------', properties: ['a'] };
    expect(firstError(namingConventionFieldsSchema, tooLong)).toMatch(/Too big/);
    expect(firstError(namingConventionFieldsSchema, { ...tooLong, separator: '\ud800' })).toBe(
      'Please enter a separator',
    );
  });
});
