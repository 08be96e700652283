import { z } from 'zod';
import { defaultMessageForStatus } from '../http/status-messages.ts';
import { cleanText, hasLoneSurrogate, removeControlCharacters } from './text.ts';

/**
 * The message of a text field: one for every refusal (as `z.string({ error })` gives), or one for a
 * value holding a character that is not text (a lone surrogate) and, optionally, one for a missing or
 * mistyped value. Without `type`, the field's own checks keep zod's words unless they name theirs.
 */
export type TextMessage = string | { type?: string; invalid: string };

/** Said of a broken character in a field whose spec gives no message: the spec's 400 text. */
const INVALID_TEXT_FALLBACK = defaultMessageForStatus(400);

function messagesOf(message: TextMessage | undefined): { type?: string; invalid: string } {
  if (message === undefined) return { invalid: INVALID_TEXT_FALLBACK };
  return typeof message === 'string' ? { type: message, invalid: message } : message;
}

/** A string whose lone surrogates are refused before any other check runs. */
function wellFormedString(message: TextMessage | undefined) {
  const messages = messagesOf(message);
  return z
    .string(messages.type === undefined ? undefined : { error: messages.type })
    .refine((value) => !hasLoneSurrogate(value), { error: messages.invalid, abort: true });
}

/*
 * The shared string helpers of every request schema (DESIGN.md, "Text and uploads"). Each refuses a
 * lone surrogate with the field's message (PostgreSQL's jsonb refuses it, and it cannot be encoded)
 * and removes control characters (PostgreSQL refuses NUL). Each returns a `ZodString`, so a field
 * adds its own `.min()`, `.max()` and `.regex()`, which see the cleaned value.
 */

/**
 * One-line text (names, ids, tokens, codes): control characters removed, tabs and line breaks and
 * unusual spaces turned into a plain space (spec section 5), then trimmed.
 */
export function singleLineText(message?: TextMessage) {
  return wellFormedString(message)
    .overwrite((value) => cleanText(value))
    .trim();
}

/**
 * Multi-line text (descriptions): as `singleLineText`, but tabs and line feeds stay (CR LF becomes
 * LF) so that the text area shows what was typed; line and paragraph separators still become spaces.
 */
export function multiLineText(message?: TextMessage) {
  return wellFormedString(message)
    .overwrite((value) => cleanText(value, { multiline: true }))
    .trim();
}

/**
 * Text compared character for character with stored data (a naming convention's separator, a filter's
 * value, a group key): control characters removed, nothing else changed — a separator may be a space.
 */
export function exactText(message?: TextMessage) {
  return wellFormedString(message).overwrite((value) => removeControlCharacters(value));
}

/**
 * A password, never trimmed or changed: a space is part of it. A lone surrogate (two of which would
 * hash alike, both encoded as U+FFFD) or a NUL is refused with the field's message.
 */
export function passwordText(message: string) {
  return wellFormedString(message).refine((value) => !value.includes('\u0000'), {
    error: message,
    abort: true,
  });
}
