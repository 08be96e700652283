import type { ScriptedAnswer } from './fake-graph-api.ts';
import { fakeGraphError } from './fake-graph-launch.ts';

/*
 * Test support: Graph's failures as the Marketing API answers them, to script into the fake Graph API
 * (`fake.script(graphFailures.rateLimit('/act_101/ads'))`).
 */

export const FAKE_TRACE_ID = 'AbCdEfFakeTrace';

export const graphFailures = {
  /** A business use case throttle (80004, ads management) with how long it lasts in its usage header. */
  rateLimit: (path: string, minutes = 3, accountId = '101'): ScriptedAnswer => ({
    path,
    status: 400,
    body: fakeGraphError(
      'There have been too many calls to this ad-account. Wait a bit and try again.',
      80004,
      {
        error_subcode: 2446079,
      },
    ),
    headers: {
      'x-business-use-case-usage': JSON.stringify({
        [accountId]: [
          {
            type: 'ads_management',
            call_count: 100,
            total_cputime: 40,
            total_time: 40,
            estimated_time_to_regain_access: minutes,
          },
        ],
      }),
    },
  }),
  /** The user throttle (17), its wait in `x-ad-account-usage`. */
  userRateLimit: (path: string, resetSeconds = 120): ScriptedAnswer => ({
    path,
    status: 400,
    body: fakeGraphError('User request limit reached', 17, { error_subcode: 2446079 }),
    headers: {
      'x-ad-account-usage': JSON.stringify({
        acc_id_util_pct: 100,
        reset_time_duration: resetSeconds,
        ads_api_access_tier: 'development_access',
      }),
    },
  }),
  /** Graph's "unexpected error", marked transient. */
  transient: (path: string): ScriptedAnswer => ({
    path,
    status: 400,
    body: fakeGraphError('An unexpected error has occurred. Please retry your request later.', 2, {
      is_transient: true,
    }),
  }),
  serverError: (path: string, status = 503): ScriptedAnswer => ({
    path,
    status,
    body: 'Service Unavailable',
  }),
  /** Meta refusing a `filtering` rule it does not take on an edge: "Invalid parameter" (100). */
  filterRefused: (path: string): ScriptedAnswer => ({
    path,
    method: 'GET',
    withParam: 'filtering',
    status: 400,
    body: fakeGraphError('(#100) Filtering field adlabels is invalid.', 100, {}),
  }),
  /** What Meta answers a creative made by an app still in development mode. */
  devModeCreative: (path: string): ScriptedAnswer => ({
    path,
    method: 'POST',
    status: 400,
    body: fakeGraphError('Invalid parameter', 100, {
      error_subcode: 1885183,
      is_transient: false,
      error_user_title: 'Ads creative post was created by an app that is in development mode',
      error_user_msg: 'It must be in public to create this ad.',
    }),
  }),
};
