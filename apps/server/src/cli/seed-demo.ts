import type { AppContext } from '../platform/context.ts';
import { hashPassword } from '../modules/users/password-hash.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.service.ts';

export const DEMO_USER = {
  email: 'demo@hookline.dev',
  password: 'hookline-demo',
  firstName: 'Demo',
  lastName: 'User',
};

function printBox(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  console.log([border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n'));
}

/** Creates the demo account once (idempotent) and prints how to sign in. */
export async function seedDemo(context: AppContext): Promise<{ created: boolean; userId: string }> {
  const { db } = context.database;
  const existing = await findUserByEmail(db, DEMO_USER.email);
  const user =
    existing ??
    (await insertUser(db, {
      email: DEMO_USER.email,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      passwordHash: await hashPassword(DEMO_USER.password),
      isRiskyEmail: false,
      isNewSignup: false,
    }));
  printBox(['Hookline demo account', '', `E-mail:   ${DEMO_USER.email}`, `Password: ${DEMO_USER.password}`]);
  return { created: existing === undefined, userId: user.id };
}
