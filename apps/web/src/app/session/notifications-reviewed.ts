const REVIEWED_KEY = 'hookline.notificationsReviewed';

/** Whether the user has looked at their notification settings (a step of the home checklist). */
export const notificationsReviewed = {
  get: (): boolean => localStorage.getItem(REVIEWED_KEY) === '1',
  mark: (): void => localStorage.setItem(REVIEWED_KEY, '1'),
};
