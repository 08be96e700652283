import type { Executor } from '../platform/db/database.ts';
import { listExpertAccounts, setExpertByEmail } from '../modules/discover/index.ts';

export const EXPERTS_USAGE = [
  'Usage: node scripts/start.mjs experts <command>',
  '  grant <email>    make the account an expert: it may publish a profile in the Experts directory',
  '  revoke <email>   make it no longer one: the directory stops listing its profile, which is kept',
  '  list             every expert account, with its profile',
].join('\n');

/** What the command printed, and the exit code: 0 done, 1 no such account, 2 not understood. */
export interface CommandOutcome {
  code: 0 | 1 | 2;
  output: string;
}

/** `experts grant|revoke <email>` and `experts list`, on the database `db`. */
export async function runExpertsCommand(db: Executor, args: readonly string[]): Promise<CommandOutcome> {
  const [command, email, ...rest] = args;
  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    const result = await setExpertByEmail(db, { email, isExpert: command === 'grant' });
    if (!result) return { code: 1, output: `No account has the address ${email.trim()}.` };
    const said = {
      grant: result.changed ? 'is now an expert' : 'is already an expert',
      revoke: result.changed ? 'is no longer an expert' : 'is not an expert',
    };
    return { code: 0, output: `${result.email} ${said[command]}.` };
  }
  if (command === 'list' && email === undefined) {
    const experts = await listExpertAccounts(db);
    if (experts.length === 0) return { code: 0, output: 'No expert accounts yet.' };
    const width = Math.max(...experts.map((expert) => expert.email.length));
    const lines = experts.map((expert) => {
      const profile =
        expert.profileName === null
          ? '(no profile yet)'
          : `${expert.profileName}${expert.published ? '' : ' (not published)'}`;
      return `${expert.email.padEnd(width)}  ${profile}`;
    });
    return { code: 0, output: lines.join('\n') };
  }
  return { code: 2, output: EXPERTS_USAGE };
}
