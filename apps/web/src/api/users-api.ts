import {
  messageResponse,
  tourDataSchema,
  userSchema,
  type DeleteAccountBody,
  type FirstRunBody,
  type TourData,
  type UpdateTourBody,
  type User,
} from '@hookline/domain';
import { authApi } from './auth-api.ts';
import { http } from './client.ts';

export interface UserUpdate {
  firstName?: string;
  lastName?: string;
  enableEmailNotification?: boolean;
}

const userPath = (userId: string) => `users/${encodeURIComponent(userId)}`;

/** The main service's user calls (API.md, "Users"). */
export const usersApi = {
  current: (signal?: AbortSignal): Promise<User> => authApi.userInfo(signal),

  update: (userId: string, body: UserUpdate): Promise<User> =>
    http.main.put(userPath(userId), body, { schema: userSchema }),

  uploadProfileImage: (userId: string, file: File): Promise<User> => {
    const form = new FormData();
    form.append('file', file);
    return http.main.post(`${userPath(userId)}/profile-image`, form, { schema: userSchema });
  },

  /** Records first-run steps with the account; in the background, so a failure toasts nothing. */
  recordFirstRun: (userId: string, steps: FirstRunBody): Promise<User> =>
    http.main.put(`${userPath(userId)}/first-run`, steps, { schema: userSchema, silent: true }),

  /** Records the guided tour's state with the account (completed, skipped), for every browser. */
  updateTour: (userId: string, body: UpdateTourBody): Promise<TourData> =>
    http.main.put(`${userPath(userId)}/tour`, body, { schema: tourDataSchema, silent: true }),

  removeProfileImage: (userId: string) => http.main.delete(`${userPath(userId)}/profile-image`),

  updatePassword: (body: { oldPassword: string; newPassword: string; userId: string }) =>
    http.main.post('users/update-password', body),

  /** DELETE users/{userId}: the account, for good. Silent: the deletion dialog shows why it was refused. */
  deleteAccount: (userId: string, body: DeleteAccountBody) =>
    http.request('main', userPath(userId), {
      method: 'DELETE',
      body,
      schema: messageResponse,
      silent: true,
    }),
};
